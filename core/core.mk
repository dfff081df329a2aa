# SPDX-License-Identifier: GPL-2.0 OR MIT
#
# The portable core for user space: $(BUILD)/core/libgscore.a from core/*.c,
# which the unit tests and the user-space engine link, and the core's unit
# tests. gpuslice.ko compiles the same .c files through kmod/Kbuild.
#
# Included by the top-level Makefile, which defines BUILD, CC and
# USER_CFLAGS. TEST_CFLAGS comes from tests/tests.mk, included after this
# file, so it is only used in recipes, which make expands last.

CORE_SRCS := $(wildcard core/*.c)
CORE_OBJS := $(patsubst core/%.c,$(BUILD)/core/%.o,$(CORE_SRCS))
CORE_LIB := $(BUILD)/core/libgscore.a

# tests/tests.mk's $(KSFT_DIR)/kselftest_harness.h, not yet defined here.
CORE_KSFT_HARNESS := $(BUILD)/ksft/kselftest_harness.h

CORE_TESTS := $(patsubst tests/core/%_test.c,$(BUILD)/tests/core_%_test,\
	$(wildcard tests/core/*_test.c))

all: $(CORE_LIB) $(CORE_TESTS)
HOST_TEST_BINS += $(CORE_TESTS)

# Objects depend on this file for their flags; -MMD -MP track the headers.
$(CORE_OBJS): $(BUILD)/core/%.o: core/%.c core/core.mk
	@mkdir -p $(@D)
	$(CC) $(USER_CFLAGS) -MMD -MP -c -o $@ $<

$(CORE_LIB): $(CORE_OBJS)
	@rm -f $@
	$(AR) rcs $@ $^

# One test binary per tests/core/X_test.c, linked against the archive;
# the controller's test also with the simulated GPU it drives.
$(CORE_TESTS): $(BUILD)/tests/core_%_test: tests/core/%_test.c $(CORE_LIB) \
		$(CORE_KSFT_HARNESS) core/core.mk
	@mkdir -p $(@D)
	$(CC) $(TEST_CFLAGS) -MMD -MP -MF $@.d -o $@ $(filter %.c,$^) \
		$(CORE_LIB)

$(BUILD)/tests/core_gpu_sched_test: tests/core/gpu_model.c

-include $(CORE_OBJS:.o=.d) $(CORE_TESTS:=.d)
