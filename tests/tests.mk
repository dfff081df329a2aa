# SPDX-License-Identifier: GPL-2.0
#
# Test binaries. Every suite prints KTAP; scripts/run-tests runs them all
# and prints the "N passed, M failed" total.

# kselftest_harness.h and kselftest.h come from Debian's linux-source
# package (scripts/setup installs it); only these two headers are taken.
KSFT_TARBALL ?= $(lastword $(sort $(wildcard /usr/src/linux-source-*.tar.xz)))
KSFT_DIR := $(BUILD)/ksft

$(KSFT_DIR)/kselftest_harness.h:
	@test -n "$(KSFT_TARBALL)" || { echo "no linux-source tarball: run scripts/setup" >&2; exit 1; }
	@mkdir -p $(KSFT_DIR)
	tar -xJf $(KSFT_TARBALL) --occurrence=1 --wildcards --strip-components=4 \
		-C $(KSFT_DIR) '*/tools/testing/selftests/kselftest_harness.h' \
		'*/tools/testing/selftests/kselftest.h'
	@touch $@

TEST_CFLAGS := $(USER_CFLAGS) -I$(KSFT_DIR) -Itests/lib -D_GNU_SOURCE \
	-Wno-unused-parameter -Wno-sign-compare

# Test libraries (tests/lib), compiled into each binary that uses them:
# the raw RM client (nvrm), its UVM commands (nvuvm), raw generic netlink
# (genl) and the VM's modules and GPU nodes (vmenv).
NVRM_SRCS := tests/lib/nvrm.c
NVRM_DEPS := $(NVRM_SRCS) tests/lib/nvrm.h
NVUVM_SRCS := $(NVRM_SRCS) tests/lib/nvuvm.c
NVUVM_DEPS := $(NVRM_DEPS) tests/lib/nvuvm.c tests/lib/nvuvm.h
VMENV_SRCS := tests/lib/vmenv.c
VMENV_DEPS := $(VMENV_SRCS) tests/lib/vmenv.h
GENL_SRCS := tests/lib/genl.c $(VMENV_SRCS)
GENL_DEPS := $(VMENV_DEPS) tests/lib/genl.c tests/lib/genl.h uapi/gpuslice.h

# Suites that drive the VM harness or DKMS from the host; they print KTAP.
SCRIPT_TESTS := tests/style_test.sh tests/vm/harness_test.sh \
	tests/packaging_test.sh

# checkpatch.pl and the data files it reads, from the same tarball.
$(BUILD)/checkpatch/checkpatch.pl:
	@test -n "$(KSFT_TARBALL)" || { echo "no linux-source tarball: run scripts/setup" >&2; exit 1; }
	@mkdir -p $(dir $@)
	tar -xJf $(KSFT_TARBALL) --occurrence=1 --wildcards --strip-components=2 \
		-C $(dir $@) '*/scripts/checkpatch.pl' '*/scripts/spelling.txt' \
		'*/scripts/const_structs.checkpatch'
	@touch $@

style: $(BUILD)/checkpatch/checkpatch.pl
	bash tests/style_test.sh

# gpuslice.ko's netlink family, from raw sockets.
VM_TEST_BINS += $(BUILD)/tests/genl_test
$(BUILD)/tests/genl_test: tests/kmod/genl_test.c $(GENL_DEPS) VERSION \
		$(KSFT_DIR)/kselftest_harness.h
	@mkdir -p $(dir $@)
	$(CC) $(TEST_CFLAGS) -DGPUSLICE_EXPECTED_VERSION='"$(VERSION)"' \
		-o $@ $< $(GENL_SRCS) -lpthread

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
	$(CC) $(TEST_CFLAGS) -o $@ $< $(GENL_SRCS) -lpthread

# The H100 traces through a slice answer as directly against nvsim.
VM_TEST_BINS += $(BUILD)/tests/slice_replay_test

# make demo's allocating client (on the VM's PATH, not a suite).
$(BUILD)/tests/demo_alloc: tests/tools/demo_alloc.c tests/lib/nvrm.c \
		tests/lib/nvrm.h
	@mkdir -p $(dir $@)
	$(CC) $(USER_CFLAGS) -Itests/lib -o $@ $< tests/lib/nvrm.c
all: $(BUILD)/tests/demo_alloc

# Memory quotas through slices, against nvsim.
VM_TEST_BINS += $(BUILD)/tests/quota_test
$(BUILD)/tests/quota_test: tests/kmod/quota_test.c tests/lib/nvrm.c \
		tests/lib/nvrm.h tests/lib/vmenv.c tests/lib/vmenv.h \
		$(KSFT_DIR)/kselftest_harness.h
	@mkdir -p $(dir $@)
	$(CC) $(TEST_CFLAGS) -o $@ $< tests/lib/nvrm.c tests/lib/vmenv.c \
		-lpthread

# The slice's view of memory, live resize and file ownership, against nvsim.
VM_TEST_BINS += $(BUILD)/tests/view_test
$(BUILD)/tests/view_test: tests/kmod/view_test.c $(NVRM_DEPS) \
		tests/lib/vmenv.c tests/lib/vmenv.h tests/lib/nvuvm.c \
		tests/lib/nvuvm.h $(KSFT_DIR)/kselftest_harness.h
	@mkdir -p $(dir $@)
	$(CC) $(TEST_CFLAGS) -o $@ $< $(NVRM_SRCS) tests/lib/vmenv.c \
		tests/lib/nvuvm.c

# Slices' device nodes and forwarding, against nvsim.
VM_TEST_BINS += $(BUILD)/tests/forward_test
$(BUILD)/tests/forward_test: tests/kmod/forward_test.c $(NVUVM_DEPS) \
		tests/lib/vmenv.c tests/lib/vmenv.h $(KSFT_DIR)/kselftest_harness.h
	@mkdir -p $(dir $@)
	$(CC) $(TEST_CFLAGS) -o $@ $< $(NVUVM_SRCS) tests/lib/vmenv.c -lpthread

# Sharing between slices under racing threads, against nvsim.
VM_TEST_BINS += $(BUILD)/tests/share_test
$(BUILD)/tests/share_test: tests/kmod/share_test.c $(NVUVM_DEPS) \
		$(KSFT_DIR)/kselftest_harness.h
	@mkdir -p $(dir $@)
	$(CC) $(TEST_CFLAGS) -o $@ $< $(NVUVM_SRCS) -lpthread

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

# Slices of other and several GPUs: numbering, per-GPU limits, against nvsim.
VM_TEST_BINS += $(BUILD)/tests/gpus_test
$(BUILD)/tests/gpus_test: tests/kmod/gpus_test.c $(NVRM_DEPS) \
		tests/lib/vmenv.c tests/lib/vmenv.h $(KSFT_DIR)/kselftest_harness.h
	@mkdir -p $(dir $@)
	$(CC) $(TEST_CFLAGS) -o $@ $< $(NVRM_SRCS) tests/lib/vmenv.c

# HMM off through slices, against nvsim with HMM on.
VM_TEST_BINS += $(BUILD)/tests/hmm_test
$(BUILD)/tests/hmm_test: tests/kmod/hmm_test.c $(NVUVM_DEPS) \
		tests/lib/vmenv.c tests/lib/vmenv.h $(KSFT_DIR)/kselftest_harness.h
	@mkdir -p $(dir $@)
	$(CC) $(TEST_CFLAGS) -o $@ $< $(NVUVM_SRCS) tests/lib/vmenv.c -lpthread

# Compute quotas through slices, against nvsim's execution engine.
NVWORK_SRCS := $(NVRM_SRCS) tests/lib/nvwork.c
NVWORK_DEPS := $(NVRM_DEPS) tests/lib/nvwork.c tests/lib/nvwork.h
# nvsim-burn: a tool on the VM's PATH (every executable of tests/ is)
all: $(BUILD)/tests/nvsim-burn
$(BUILD)/tests/nvsim-burn: tests/nvsim/burn.c $(NVWORK_DEPS)
	@mkdir -p $(dir $@)
	$(CC) $(TEST_CFLAGS) -o $@ $< $(NVWORK_SRCS)

VM_TEST_BINS += $(BUILD)/tests/compute_test
$(BUILD)/tests/compute_test: tests/kmod/compute_test.c $(NVWORK_DEPS) \
		$(GENL_DEPS) $(KSFT_DIR)/kselftest_harness.h
	@mkdir -p $(dir $@)
	$(CC) $(TEST_CFLAGS) -o $@ $< $(NVWORK_SRCS) $(GENL_SRCS) -lpthread
