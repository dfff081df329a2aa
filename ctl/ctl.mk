# SPDX-License-Identifier: GPL-2.0
#
# The gpuslice CLI: $(BUILD)/gpuslice from ctl/*.cpp (C++20, CLI11, fmt,
# libnl-genl-3). Included by the top-level Makefile, which defines BUILD,
# VERSION and USER_CXXFLAGS.

CTL_SRCS := $(wildcard ctl/*.cpp)
CTL_PKGS := libnl-genl-3.0 fmt
CTL_PKG_CFLAGS := $(shell pkg-config --cflags $(CTL_PKGS))
CTL_PKG_LIBS := $(shell pkg-config --libs $(CTL_PKGS))
CTL_CXXFLAGS := $(USER_CXXFLAGS) $(CTL_PKG_CFLAGS) -Ictl \
	-DGPUSLICE_CLI_VERSION=\"$(VERSION)\"

# The CLI is compiled as two translation units: main.cpp, which only calls
# run_cli() (cli.hpp), and one that includes every other ctl/*.cpp (the
# library the unit tests link too).
# CLI11 (2.1 in Debian 12) is header-only: each file that uses it compiled
# the same inline parser code again, minutes per file on a slow builder, and
# the CLI took most of a build's time. The files stay one per subcommand;
# names private to one of them live in an anonymous namespace, and two alike
# fail this build rather than link wrongly.
CTL_LIB_SRCS := $(filter-out ctl/main.cpp,$(CTL_SRCS))
CTL_UNITY := $(BUILD)/ctl/ctl.cpp
CTL_LIB_OBJ := $(BUILD)/ctl/ctl.o
CTL_OBJS := $(CTL_LIB_OBJ) $(BUILD)/ctl/main.o

all: $(BUILD)/gpuslice

# The core's slice-name rule (core/slice_name.c) checks configuration files.
$(BUILD)/gpuslice: $(CTL_OBJS) $(CORE_LIB)
	$(CXX) $(USER_CXXFLAGS) $(LDFLAGS) -o $@ $(CTL_OBJS) $(CORE_LIB) $(CTL_PKG_LIBS)

# Rewritten only when the list of files changes, so that it does not
# force a rebuild by itself.
$(CTL_UNITY): FORCE
	@mkdir -p $(@D)
	@printf '#include "%s"\n' $(CTL_LIB_SRCS:ctl/%=%) > $@.new
	@cmp -s $@.new $@ && rm -f $@.new || mv -f $@.new $@

# The objects depend on VERSION (compiled in) and on this file (flags);
# -MMD -MP track the sources and headers they include.
$(CTL_LIB_OBJ): $(CTL_UNITY) VERSION ctl/ctl.mk
	$(CXX) $(CTL_CXXFLAGS) -MMD -MP -c -o $@ $<

$(BUILD)/ctl/main.o: ctl/main.cpp VERSION ctl/ctl.mk
	@mkdir -p $(@D)
	$(CXX) $(CTL_CXXFLAGS) -MMD -MP -c -o $@ $<

-include $(CTL_OBJS:.o=.d)
