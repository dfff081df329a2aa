# SPDX-License-Identifier: GPL-2.0
#
# The user-space engine's tests: preload_test (VM, against nvsim), whose
# clients run preload_client with the library in LD_PRELOAD (both on the
# VM's PATH, beside the library's copy in $(BUILD)/tests), and
# preload_unit_test (host), the engine's own logic without a driver.
# Included by tests/tests.mk.

PRELOAD_TEST_CFLAGS = $(TEST_CFLAGS) -Ipreload

VM_TEST_BINS += $(BUILD)/tests/preload_test
# The library's shared files, read as gpuslice-ledger reads them.
PRELOAD_SHM_SRCS := preload/shm_ledger.c preload/shm_file.c preload/proc.c \
	preload/sched_shm.c
# Work on nvsim's execution engine and its accounts (tests/lib/nvwork.c).
PRELOAD_NVWORK := tests/lib/nvwork.c
$(BUILD)/tests/preload_test: tests/preload/preload_test.c $(PRELOAD_SHM_SRCS) \
		$(wildcard preload/*.h) $(NVRM_DEPS) $(VMENV_DEPS) \
		$(PRELOAD_NVWORK) tests/lib/nvwork.h \
		$(CORE_LIB) $(KSFT_DIR)/kselftest_harness.h \
		$(BUILD)/tests/preload_client $(BUILD)/tests/libgpuslice-preload.so
	@mkdir -p $(dir $@)
	$(CC) $(PRELOAD_TEST_CFLAGS) -o $@ $< $(PRELOAD_SHM_SRCS) \
		$(NVRM_SRCS) $(PRELOAD_NVWORK) $(VMENV_SRCS) $(CORE_LIB) \
		-lpthread

$(BUILD)/tests/preload_client: tests/preload/preload_client.c $(NVUVM_DEPS) \
		$(PRELOAD_NVWORK) tests/lib/nvwork.h
	@mkdir -p $(dir $@)
	$(CC) $(TEST_CFLAGS) -o $@ $< $(NVUVM_SRCS) $(PRELOAD_NVWORK) -ldl
all: $(BUILD)/tests/preload_client

HOST_TEST_BINS += $(BUILD)/tests/preload_unit_test
PRELOAD_UNIT_SRCS := preload/config.c preload/objects.c preload/managed.c \
	$(PRELOAD_SHM_SRCS) preload/mem.c
# It runs gpuslice-ledger, the admin's view of a ledger, as a user would.
$(BUILD)/tests/preload_unit_test: tests/preload/preload_unit_test.c \
		$(PRELOAD_UNIT_SRCS) $(wildcard preload/*.h) $(CORE_LIB) \
		$(KSFT_DIR)/kselftest_harness.h $(PRELOAD_LEDGER_TOOL)
	@mkdir -p $(dir $@)
	$(CC) $(PRELOAD_TEST_CFLAGS) \
		-DGS_LEDGER_TOOL='"$(abspath $(PRELOAD_LEDGER_TOOL))"' -o $@ $< \
		$(PRELOAD_UNIT_SRCS) $(CORE_LIB) -lpthread

# The H100 fixtures (tests/fixtures/) replayed through the engine's
# decisions, the driver played by the recording.
HOST_TEST_BINS += $(BUILD)/tests/fixture_replay_test
FIXTURE_REPLAY_SRCS := preload/engine.c preload/objects.c preload/managed.c \
	$(PRELOAD_SHM_SRCS) preload/config.c preload/trace.c preload/mem.c \
	preload/fdtab.c preload/compute_thread.c
$(BUILD)/tests/fixture_replay_test: tests/preload/fixture_test.c \
		$(FIXTURE_REPLAY_SRCS) $(wildcard preload/*.h) $(CORE_LIB) \
		$(KSFT_DIR)/kselftest_harness.h
	@mkdir -p $(dir $@)
	$(CC) $(PRELOAD_TEST_CFLAGS) -D_GNU_SOURCE \
		-DGS_FIXTURE_DIR='"$(abspath tests/fixtures)"' -o $@ $< \
		$(FIXTURE_REPLAY_SRCS) $(CORE_LIB) -lpthread
