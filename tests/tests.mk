# SPDX-License-Identifier: GPL-2.0
#
# Test binaries. Every suite prints KTAP; scripts/run-tests runs them all
# and prints the "N passed, M failed" total.

include tests/linux-files.mk

# Test code is compiled without optimization: it changes nothing a test
# checks, and kselftest's macros made each suite take 20 s or more at -O2
# against 5 s at -O0 on a loaded 2-core builder (genl_test.c). What the
# tests exercise (core, CLI, modules, the user-space engine) is built as
# shipped.
TEST_CFLAGS := $(USER_CFLAGS) -O0 -I$(KSFT_DIR) -Itests/lib -D_GNU_SOURCE \
	-Wno-unused-parameter -Wno-sign-compare

# Test libraries (tests/lib), compiled once into an archive that every
# binary using one links: the raw RM client (nvrm.h), its UVM commands
# (nvuvm.h), work on nvsim's execution engine (nvwork.h), raw generic netlink
# (genl.h), the VM's modules and GPU nodes (vmenv.h) and a strict JSON reader
# (json.h). Outside $(BUILD)/tests, whose executables vm-run puts on the
# VM's PATH.
TEST_LIB_SRCS := $(filter-out %_test.c,$(wildcard tests/lib/*.c))
TEST_LIB_OBJS := $(TEST_LIB_SRCS:tests/lib/%.c=$(BUILD)/testlib/%.o)
TEST_LIB := $(BUILD)/testlib/libgstest.a
# The ABI description (core/nv_abi.h), whose tables the RM client reads
# the driver's version's facts from (nvrm_abi()).
TEST_LIB_ABI_OBJS := $(BUILD)/testlib/nv_abi.o $(BUILD)/testlib/nv_abi_tables.o

$(TEST_LIB_OBJS): $(BUILD)/testlib/%.o: tests/lib/%.c tests/tests.mk
	@mkdir -p $(@D)
	$(CC) $(TEST_CFLAGS) -MMD -MP -c -o $@ $<

$(TEST_LIB_ABI_OBJS): $(BUILD)/testlib/%.o: core/%.c tests/tests.mk
	@mkdir -p $(@D)
	$(CC) $(TEST_CFLAGS) -MMD -MP -c -o $@ $<

$(TEST_LIB): $(TEST_LIB_OBJS) $(TEST_LIB_ABI_OBJS)
	@rm -f $@
	$(AR) rcs $@ $^

-include $(TEST_LIB_OBJS:.o=.d) $(TEST_LIB_ABI_OBJS:.o=.d)

# What a binary using one of them depends on: the archive and the header.
NVRM_DEPS := $(TEST_LIB) tests/lib/nvrm.h
NVUVM_DEPS := $(NVRM_DEPS) tests/lib/nvuvm.h
NVWORK_DEPS := $(NVRM_DEPS) tests/lib/nvwork.h
VMENV_DEPS := $(TEST_LIB) tests/lib/vmenv.h
GENL_DEPS := $(VMENV_DEPS) tests/lib/genl.h uapi/gpuslice.h
TEST_JSON_DEPS := $(TEST_LIB) tests/lib/json.h

# Suites that drive the VM harness or DKMS from the host; they print KTAP.
SCRIPT_TESTS := tests/slurm_test.sh tests/tree_test.sh tests/style_test.sh \
	tests/abi/abi_test.sh tests/vm/harness_test.sh \
	tests/packaging_test.sh tests/podman_test.sh tests/deb_test.sh \
	tests/kmod/leak_test.sh

style: module $(BUILD)/checkpatch/checkpatch.pl
	bash tests/style_test.sh

# gpuslice.ko's netlink family, from raw sockets.
VM_TEST_BINS += $(BUILD)/tests/genl_test
$(BUILD)/tests/genl_test: tests/kmod/genl_test.c $(GENL_DEPS) VERSION \
		$(KSFT_DIR)/kselftest_harness.h
	@mkdir -p $(dir $@)
	$(CC) $(TEST_CFLAGS) -DGPUSLICE_EXPECTED_VERSION='"$(VERSION)"' \
		-o $@ $< $(TEST_LIB) -lpthread

# The driver's version at run time: status, refusal, override, the log.
VM_TEST_BINS += $(BUILD)/tests/nvversion_test
$(BUILD)/tests/nvversion_test: tests/kmod/nvversion_test.c $(TEST_JSON_DEPS) \
		$(VMENV_DEPS) tests/lib/clirun.h $(KSFT_DIR)/kselftest_harness.h
	@mkdir -p $(dir $@)
	$(CC) $(TEST_CFLAGS) -o $@ $< $(TEST_LIB)

# The replay suites are busybox scripts run in the VM. The KTAP library
# they source goes beside them, not executable: scripts/vm-run ships it
# as a library, not as a command.
$(BUILD)/tests/ktap.sh: tests/lib/ktap.sh
	@mkdir -p $(dir $@)
	install -m 0644 $< $@

$(BUILD)/tests/%_replay_test: tests/replay/%_replay_test.sh \
		$(BUILD)/tests/ktap.sh
	@mkdir -p $(dir $@)
	install -m 0755 $< $@

# nvsim against the H100 traces, replayed in the VM.
VM_TEST_BINS += $(BUILD)/tests/nvsim_replay_test

# gpuslice.ko's slice commands, from raw sockets.
VM_TEST_BINS += $(BUILD)/tests/slice_test
$(BUILD)/tests/slice_test: tests/kmod/slice_test.c $(GENL_DEPS) \
		$(KSFT_DIR)/kselftest_harness.h
	@mkdir -p $(dir $@)
	$(CC) $(TEST_CFLAGS) -o $@ $< $(TEST_LIB) -lpthread

# The H100 traces through a slice answer as directly against nvsim.
VM_TEST_BINS += $(BUILD)/tests/slice_replay_test

# The two-GPU traces, through a slice of nvsim's two GPUs.
VM_TEST_BINS += $(BUILD)/tests/two_gpu_replay_test

# podman_test's container image: demo_alloc and gpu_view linked statically
# (the image has no libraries for them), a loader-cache probe, and the
# stand-in libcuda the VM's "host" offers containers.
TEST_IMAGE := $(BUILD)/tests/image
$(TEST_IMAGE)/fill: tests/tools/demo_alloc.c $(NVRM_DEPS)
	@mkdir -p $(dir $@)
	$(CC) $(USER_CFLAGS) -static -Itests/lib -o $@ $< $(TEST_LIB)
$(TEST_IMAGE)/gpu_view: tests/tools/gpu_view.c $(NVRM_DEPS)
	@mkdir -p $(dir $@)
	$(CC) $(USER_CFLAGS) -static -Itests/lib -o $@ $< $(TEST_LIB)
$(TEST_IMAGE)/cdi_probe: tests/tools/cdi_probe.c
	@mkdir -p $(dir $@)
	$(CC) $(USER_CFLAGS) -o $@ $< -ldl
$(TEST_IMAGE)/libcuda.so.580.159.04: tests/tools/fake_libcuda.c
	@mkdir -p $(dir $@)
	$(CC) $(USER_CFLAGS) -shared -fPIC -Wl,-soname,libcuda.so.1 -o $@ $<
all: $(TEST_IMAGE)/fill $(TEST_IMAGE)/gpu_view $(TEST_IMAGE)/cdi_probe \
	$(TEST_IMAGE)/libcuda.so.580.159.04

# make demo's allocating client (on the VM's PATH, not a suite).
$(BUILD)/tests/demo_alloc: tests/tools/demo_alloc.c $(NVRM_DEPS)
	@mkdir -p $(dir $@)
	$(CC) $(USER_CFLAGS) -Itests/lib -o $@ $< $(TEST_LIB)
all: $(BUILD)/tests/demo_alloc

# Memory quotas through slices, against nvsim.
VM_TEST_BINS += $(BUILD)/tests/quota_test
$(BUILD)/tests/quota_test: tests/kmod/quota_test.c $(NVUVM_DEPS) $(VMENV_DEPS) \
		$(KSFT_DIR)/kselftest_harness.h
	@mkdir -p $(dir $@)
	$(CC) $(TEST_CFLAGS) -o $@ $< $(TEST_LIB) -lpthread

# The slice's view of memory, live resize and file ownership, against nvsim.
VM_TEST_BINS += $(BUILD)/tests/view_test
$(BUILD)/tests/view_test: tests/kmod/view_test.c $(NVUVM_DEPS) $(VMENV_DEPS) \
		$(KSFT_DIR)/kselftest_harness.h
	@mkdir -p $(dir $@)
	$(CC) $(TEST_CFLAGS) -o $@ $< $(TEST_LIB)

# Slices' device nodes and forwarding, against nvsim.
VM_TEST_BINS += $(BUILD)/tests/forward_test
$(BUILD)/tests/forward_test: tests/kmod/forward_test.c $(NVUVM_DEPS) $(VMENV_DEPS) \
		$(KSFT_DIR)/kselftest_harness.h
	@mkdir -p $(dir $@)
	$(CC) $(TEST_CFLAGS) -o $@ $< $(TEST_LIB) -lpthread

# Sharing between slices under racing threads, against nvsim.
VM_TEST_BINS += $(BUILD)/tests/share_test
$(BUILD)/tests/share_test: tests/kmod/share_test.c $(NVUVM_DEPS) \
		$(KSFT_DIR)/kselftest_harness.h
	@mkdir -p $(dir $@)
	$(CC) $(TEST_CFLAGS) -o $@ $< $(TEST_LIB) -lpthread

# The VM's PID 1 (scripts/vm-run), static so it needs nothing else.
$(BUILD)/vm/init: scripts/vm/init.c
	@mkdir -p $(dir $@)
	$(CC) $(USER_CFLAGS) -static -o $@ $<

# Test-only module that crashes on request (tests/vm/harness_test.sh).
CRASHTEST_KO := tests/vm/crashtest/gs_crashtest.ko
.PHONY: crashtest
crashtest:
	$(MAKE) -C $(KDIR) M=$(CURDIR)/tests/vm/crashtest modules

include tests/cli/cli.mk
include tests/preload/preload.mk

# The differential test of both engines' accounting against nvsim's
# GET_PID_INFO (tests/ledger): the user-space engine's processes load the
# library beside it, and its shared ledger is read with the library's own
# objects.
LEDGER_DIFF_SRCS := tests/ledger/ledger_diff_test.c tests/ledger/worker.c \
	tests/ledger/rm_model.c tests/ledger/engines.c
VM_TEST_BINS += $(BUILD)/tests/ledger_diff_test
$(BUILD)/tests/ledger_diff_test: $(LEDGER_DIFF_SRCS) tests/ledger/ledger_diff.h \
		$(PRELOAD_SHM_OBJS) $(wildcard preload/*.h) $(NVRM_DEPS) \
		$(GENL_DEPS) $(CORE_LIB) $(BUILD)/tests/libgpuslice-preload.so
	@mkdir -p $(dir $@)
	$(CC) $(PRELOAD_TEST_CFLAGS) -o $@ $(LEDGER_DIFF_SRCS) \
		$(PRELOAD_SHM_OBJS) $(TEST_LIB) $(CORE_LIB) -lpthread

# What differs between NVIDIA driver versions, end to end through a slice
# and through the user-space engine (preload_client processes), with nvsim
# loaded as each supported branch's version in turn.
VM_TEST_BINS += $(BUILD)/tests/versions_test
$(BUILD)/tests/versions_test: tests/kmod/versions_test.c $(NVUVM_DEPS) \
		$(NVWORK_DEPS) $(VMENV_DEPS) $(KSFT_DIR)/kselftest_harness.h \
		$(BUILD)/tests/preload_client $(BUILD)/tests/libgpuslice-preload.so
	@mkdir -p $(dir $@)
	$(CC) $(TEST_CFLAGS) -o $@ $< $(TEST_LIB)

# Slices of other and several GPUs: numbering, per-GPU limits, against nvsim.
VM_TEST_BINS += $(BUILD)/tests/gpus_test
$(BUILD)/tests/gpus_test: tests/kmod/gpus_test.c $(NVRM_DEPS) $(VMENV_DEPS) \
		$(KSFT_DIR)/kselftest_harness.h
	@mkdir -p $(dir $@)
	$(CC) $(TEST_CFLAGS) -o $@ $< $(TEST_LIB)

# HMM off through slices, against nvsim with HMM on.
VM_TEST_BINS += $(BUILD)/tests/hmm_test
$(BUILD)/tests/hmm_test: tests/kmod/hmm_test.c $(NVUVM_DEPS) $(VMENV_DEPS) \
		$(KSFT_DIR)/kselftest_harness.h
	@mkdir -p $(dir $@)
	$(CC) $(TEST_CFLAGS) -o $@ $< $(TEST_LIB) -lpthread

# Compute quotas through slices, against nvsim's execution engine.
# nvsim-burn: a tool on the VM's PATH (every executable of tests/ is)
all: $(BUILD)/tests/nvsim-burn
$(BUILD)/tests/nvsim-burn: tests/nvsim/burn.c $(NVWORK_DEPS)
	@mkdir -p $(dir $@)
	$(CC) $(TEST_CFLAGS) -o $@ $< $(TEST_LIB)

# A suite of make test-timed (the Makefile says why).
TIMED_TEST_BINS += $(BUILD)/tests/compute_test
$(BUILD)/tests/compute_test: tests/kmod/compute_test.c $(NVWORK_DEPS) \
		$(GENL_DEPS) $(KSFT_DIR)/kselftest_harness.h
	@mkdir -p $(dir $@)
	$(CC) $(TEST_CFLAGS) -o $@ $< $(TEST_LIB) -lpthread

# The ioctl fuzzer; its suite runs last.
include tests/fuzz/fuzz.mk

# Kill storms, helper death and module lifetime, against nvsim.
VM_TEST_BINS += $(BUILD)/tests/storm_test
$(BUILD)/tests/storm_test: tests/kmod/storm_test.c $(NVRM_DEPS) $(VMENV_DEPS) \
		$(KSFT_DIR)/kselftest_harness.h
	@mkdir -p $(dir $@)
	$(CC) $(TEST_CFLAGS) -o $@ $< $(TEST_LIB)

# gpuslice's slab objects after 100 fuzz-and-delete cycles, counted from
# SLUB's allocating stacks: a VM of its own booted with slub_debug=U
# (leak_test.sh, a script suite), so not among the VM suites.
all: $(BUILD)/tests/leak_test
$(BUILD)/tests/leak_test: tests/kmod/leak_test.c $(VMENV_DEPS) \
		$(KSFT_DIR)/kselftest_harness.h
	@mkdir -p $(dir $@)
	$(CC) $(TEST_CFLAGS) -o $@ $< $(TEST_LIB)

# Fault injection on the main paths (the debug kernel's; skipped without).
VM_TEST_BINS += $(BUILD)/tests/fault_test
$(BUILD)/tests/fault_test: tests/kmod/fault_test.c $(NVRM_DEPS) $(GENL_DEPS) \
		$(KSFT_DIR)/kselftest_harness.h
	@mkdir -p $(dir $@)
	$(CC) $(TEST_CFLAGS) -o $@ $< $(TEST_LIB)
