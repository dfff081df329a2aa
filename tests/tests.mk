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
$(BUILD)/tests/genl_test: tests/kmod/genl_test.c uapi/gpuslice.h VERSION \
		$(KSFT_DIR)/kselftest_harness.h
	@mkdir -p $(dir $@)
	$(CC) $(TEST_CFLAGS) -DGPUSLICE_EXPECTED_VERSION='"$(VERSION)"' \
		-o $@ $< -lpthread

# nvsim against the H100 traces, replayed in the VM (a busybox script).
VM_TEST_BINS += $(BUILD)/tests/nvsim_replay_test
$(BUILD)/tests/nvsim_replay_test: tests/replay/nvsim_replay_test.sh
	@mkdir -p $(dir $@)
	install -m 0755 $< $@

# gpuslice.ko's slice commands, from raw sockets.
VM_TEST_BINS += $(BUILD)/tests/slice_test
$(BUILD)/tests/slice_test: tests/kmod/slice_test.c uapi/gpuslice.h \
		$(KSFT_DIR)/kselftest_harness.h
	@mkdir -p $(dir $@)
	$(CC) $(TEST_CFLAGS) -o $@ $< -lpthread

# The H100 traces through a slice answer as directly against nvsim.
VM_TEST_BINS += $(BUILD)/tests/slice_replay_test
$(BUILD)/tests/slice_replay_test: tests/replay/slice_replay_test.sh
	@mkdir -p $(dir $@)
	install -m 0755 $< $@

# Slices' device nodes and forwarding, against nvsim.
VM_TEST_BINS += $(BUILD)/tests/forward_test
$(BUILD)/tests/forward_test: tests/kmod/forward_test.c tests/lib/nvrm.c \
		tests/lib/nvrm.h $(KSFT_DIR)/kselftest_harness.h
	@mkdir -p $(dir $@)
	$(CC) $(TEST_CFLAGS) -o $@ $< tests/lib/nvrm.c -lpthread

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
