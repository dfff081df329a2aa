# SPDX-License-Identifier: GPL-2.0
#
# gpuslice-replay: $(BUILD)/gpuslice-replay from replay/*.cpp (C++20, CLI11,
# fmt), linked with the core's ABI tables ($(CORE_LIB), core/core.mk), and its
# host unit test $(BUILD)/tests/replay_test (tests/replay/replay_test.cpp).
# Included by the top-level Makefile after core/core.mk, which defines BUILD,
# USER_CXXFLAGS and CORE_LIB.

REPLAY_SRCS := $(wildcard replay/*.cpp)
REPLAY_OBJS := $(patsubst replay/%.cpp,$(BUILD)/replay/%.o,$(REPLAY_SRCS))
# Everything but main(), shared with the unit test.
REPLAY_LIB_OBJS := $(filter-out $(BUILD)/replay/main.o,$(REPLAY_OBJS))
REPLAY_PKG_CFLAGS := $(shell pkg-config --cflags fmt)
REPLAY_PKG_LIBS := $(shell pkg-config --libs fmt)
REPLAY_CXXFLAGS := $(USER_CXXFLAGS) $(REPLAY_PKG_CFLAGS) -Ireplay

REPLAY_TEST := $(BUILD)/tests/replay_test

all: $(BUILD)/gpuslice-replay $(REPLAY_TEST)
HOST_TEST_BINS += $(REPLAY_TEST)

$(BUILD)/gpuslice-replay: $(REPLAY_OBJS) $(CORE_LIB)
	$(CXX) $(USER_CXXFLAGS) $(LDFLAGS) -o $@ $(REPLAY_OBJS) $(CORE_LIB) $(REPLAY_PKG_LIBS)

$(REPLAY_OBJS): $(BUILD)/replay/%.o: replay/%.cpp replay/replay.mk
	@mkdir -p $(@D)
	$(CXX) $(REPLAY_CXXFLAGS) -MMD -MP -c -o $@ $<

$(REPLAY_TEST): tests/replay/replay_test.cpp $(REPLAY_LIB_OBJS) $(CORE_LIB) replay/replay.mk
	@mkdir -p $(@D)
	$(CXX) $(REPLAY_CXXFLAGS) $(TEST_CXX_OPT) -MMD -MP -MF $@.d $(LDFLAGS) -o $@ $< \
		$(REPLAY_LIB_OBJS) $(CORE_LIB) $(REPLAY_PKG_LIBS)

-include $(REPLAY_OBJS:.o=.d) $(REPLAY_TEST).d
