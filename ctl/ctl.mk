# SPDX-License-Identifier: GPL-2.0
#
# The gpuslice CLI: $(BUILD)/gpuslice from ctl/*.cpp (C++20, CLI11, fmt,
# libnl-genl-3). Included by the top-level Makefile, which defines BUILD,
# VERSION and USER_CXXFLAGS.

CTL_SRCS := $(wildcard ctl/*.cpp)
CTL_OBJS := $(patsubst ctl/%.cpp,$(BUILD)/ctl/%.o,$(CTL_SRCS))
CTL_PKGS := libnl-genl-3.0 fmt
CTL_PKG_CFLAGS := $(shell pkg-config --cflags $(CTL_PKGS))
CTL_PKG_LIBS := $(shell pkg-config --libs $(CTL_PKGS))
CTL_CXXFLAGS := $(USER_CXXFLAGS) $(CTL_PKG_CFLAGS) \
	-DGPUSLICE_CLI_VERSION=\"$(VERSION)\"

all: $(BUILD)/gpuslice

$(BUILD)/gpuslice: $(CTL_OBJS)
	$(CXX) $(USER_CXXFLAGS) $(LDFLAGS) -o $@ $(CTL_OBJS) $(CTL_PKG_LIBS)

# Every object depends on VERSION (compiled in) and on this file (flags);
# -MMD -MP track the headers.
$(CTL_OBJS): $(BUILD)/ctl/%.o: ctl/%.cpp VERSION ctl/ctl.mk
	@mkdir -p $(@D)
	$(CXX) $(CTL_CXXFLAGS) -MMD -MP -c -o $@ $<

-include $(CTL_OBJS:.o=.d)
