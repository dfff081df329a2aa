# SPDX-License-Identifier: GPL-2.0
#
# The kselftest harness (kselftest_harness.h, kselftest.h) and checkpatch.pl
# with the data files it reads come from Debian's linux-source package
# (scripts/setup installs it); only these files are taken.
KSFT_TARBALL ?= $(lastword $(sort $(wildcard /usr/src/linux-source-*.tar.xz)))
KSFT_DIR := $(BUILD)/ksft

# The harness's per-test timeout (30 s) catches hangs; in the TCG VM of a
# slow, shared 2-core builder a test that takes 2 s natively takes a minute,
# and a timeout there is no hang. Tests are given 600 s (cli's list_many,
# 50 slices made with the CLI, failed at about 300 s in a VM on a loaded
# 2-core machine, by all signs its timeout); vm-run's own timeout bounds a
# whole suite.
KSFT_TIMEOUT := 600

# One pass over the tarball takes every file wanted from it: decompressing
# it took four minutes on a 2-core builder, and two passes took eight.
LINUX_FILES := $(BUILD)/linux-files
$(KSFT_DIR)/kselftest_harness.h $(BUILD)/checkpatch/checkpatch.pl &: tests/linux-files.mk
	@test -n "$(KSFT_TARBALL)" || { echo "no linux-source tarball: run scripts/setup" >&2; exit 1; }
	@rm -rf $(LINUX_FILES) && mkdir -p $(LINUX_FILES) $(KSFT_DIR) $(BUILD)/checkpatch
	tar -xJf $(KSFT_TARBALL) --occurrence=1 --wildcards --strip-components=1 \
		-C $(LINUX_FILES) '*/tools/testing/selftests/kselftest_harness.h' \
		'*/tools/testing/selftests/kselftest.h' '*/scripts/checkpatch.pl' \
		'*/scripts/spelling.txt' '*/scripts/const_structs.checkpatch'
	mv $(LINUX_FILES)/tools/testing/selftests/kselftest*.h $(KSFT_DIR)/
	mv $(LINUX_FILES)/scripts/* $(BUILD)/checkpatch/
	rm -rf $(LINUX_FILES)
	sed -i 's/^#define TEST_TIMEOUT_DEFAULT 30$$/#define TEST_TIMEOUT_DEFAULT $(KSFT_TIMEOUT)/' $(KSFT_DIR)/kselftest_harness.h
	@grep -q '^#define TEST_TIMEOUT_DEFAULT $(KSFT_TIMEOUT)$$' $(KSFT_DIR)/kselftest_harness.h || \
		{ echo "kselftest_harness.h: no TEST_TIMEOUT_DEFAULT to set" >&2; exit 1; }
	@touch $(KSFT_DIR)/kselftest_harness.h $(BUILD)/checkpatch/checkpatch.pl
