# SPDX-License-Identifier: GPL-2.0
#
# The user-space engine's tests: preload_test (VM, against nvsim), whose
# clients run preload_client with the library in LD_PRELOAD (both on the
# VM's PATH, beside the library's copy in $(BUILD)/tests), and
# preload_unit_test (host), the engine's own logic without a driver, and
# the host suites that run its decisions with the driver played by a
# recording (fixture_replay_test) or a stand-in (preload_dup_test).
# Included by tests/tests.mk.

PRELOAD_TEST_CFLAGS = $(TEST_CFLAGS) -Ipreload

# The tests link the library's own objects ($(BUILD)/preload/*.o): the code
# under test is the code the library runs.
preload_objs = $(patsubst preload/%.c,$(BUILD)/preload/%.o,$(1))

VM_TEST_BINS += $(BUILD)/tests/preload_test
# The library's shared files, read as gpuslice-ledger reads them.
PRELOAD_SHM_OBJS := $(call preload_objs,preload/shm_ledger.c \
	preload/shm_file.c preload/proc.c preload/sched_shm.c)
# nvsim's execution engine and its accounts: tests/lib/nvwork.h. The
# file's compute-share tests, which measure GPU time over seconds, are a
# suite of their own (PRELOAD_TIMED): one of `make test-timed`'s.
TIMED_TEST_BINS += $(BUILD)/tests/preload_compute_test
$(BUILD)/tests/preload_test $(BUILD)/tests/preload_compute_test: \
		tests/preload/preload_test.c $(PRELOAD_SHM_OBJS) \
		$(wildcard preload/*.h) $(NVWORK_DEPS) $(VMENV_DEPS) \
		$(CORE_LIB) $(KSFT_DIR)/kselftest_harness.h \
		$(BUILD)/tests/preload_client $(BUILD)/tests/libgpuslice-preload.so
	@mkdir -p $(dir $@)
	$(CC) $(PRELOAD_TEST_CFLAGS) -Wno-unused-function \
		$(if $(filter %_compute_test,$@),-DPRELOAD_TIMED) -o $@ $< \
		$(PRELOAD_SHM_OBJS) $(TEST_LIB) $(CORE_LIB) -lpthread

$(BUILD)/tests/preload_client: tests/preload/preload_client.c $(NVUVM_DEPS) \
		$(NVWORK_DEPS)
	@mkdir -p $(dir $@)
	$(CC) $(TEST_CFLAGS) -o $@ $< $(TEST_LIB) -ldl
all: $(BUILD)/tests/preload_client

HOST_TEST_BINS += $(BUILD)/tests/preload_unit_test
PRELOAD_UNIT_OBJS := $(call preload_objs,preload/config.c preload/objects.c \
	preload/managed.c preload/mem.c) $(PRELOAD_SHM_OBJS)
# It runs gpuslice-ledger, the admin's view of a ledger, as a user would.
$(BUILD)/tests/preload_unit_test: tests/preload/preload_unit_test.c \
		$(PRELOAD_UNIT_OBJS) $(wildcard preload/*.h) $(CORE_LIB) \
		$(KSFT_DIR)/kselftest_harness.h $(PRELOAD_LEDGER_TOOL)
	@mkdir -p $(dir $@)
	$(CC) $(PRELOAD_TEST_CFLAGS) \
		-DGS_LEDGER_TOOL='"$(abspath $(PRELOAD_LEDGER_TOOL))"' -o $@ $< \
		$(PRELOAD_UNIT_OBJS) $(CORE_LIB) -lpthread

# The engine's decisions as the library makes them, without wrap.c's
# interposition: the tests below call gs_engine_*() themselves.
PRELOAD_ENGINE_OBJS := $(call preload_objs,preload/engine.c \
	preload/objects.c preload/managed.c preload/config.c preload/trace.c \
	preload/mem.c preload/fdtab.c preload/compute_thread.c preload/gpus.c \
	preload/rm_call.c preload/driver.c) \
	$(PRELOAD_SHM_OBJS)

# The H100 fixtures (tests/fixtures/) replayed through the engine's
# decisions, the driver played by the recording.
HOST_TEST_BINS += $(BUILD)/tests/fixture_replay_test
$(BUILD)/tests/fixture_replay_test: tests/preload/fixture_test.c \
		$(PRELOAD_ENGINE_OBJS) $(wildcard preload/*.h) $(CORE_LIB) \
		$(KSFT_DIR)/kselftest_harness.h
	@mkdir -p $(dir $@)
	$(CC) $(PRELOAD_TEST_CFLAGS) -D_GNU_SOURCE \
		-DGS_FIXTURE_DIR='"$(abspath tests/fixtures)"' -o $@ $< \
		$(PRELOAD_ENGINE_OBJS) $(CORE_LIB) -lpthread

# Framebuffer held through dups, in several processes of a slice, each
# process's charge against what RM counts for it.
HOST_TEST_BINS += $(BUILD)/tests/preload_dup_test
$(BUILD)/tests/preload_dup_test: tests/preload/dup_test.c \
		$(PRELOAD_ENGINE_OBJS) $(wildcard preload/*.h) $(CORE_LIB) \
		$(KSFT_DIR)/kselftest_harness.h
	@mkdir -p $(dir $@)
	$(CC) $(PRELOAD_TEST_CFLAGS) -D_GNU_SOURCE -o $@ $< \
		$(PRELOAD_ENGINE_OBJS) $(CORE_LIB) -lpthread
