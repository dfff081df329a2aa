# SPDX-License-Identifier: GPL-2.0
#
# CLI tests, included by tests/tests.mk.
#
#   $(BUILD)/tests/cli_test   runs the gpuslice CLI found on PATH (or
#                             $GPUSLICE_CLI) end to end; a VM test (needs
#                             gpuslice.ko and root; on a host without the
#                             module its module tests SKIP)
#   $(BUILD)/tests/json_test  unit tests of tests/lib/json.c, the strict JSON
#                             parser the CLI tests read --json output with;
#                             a host test

TEST_JSON_SRCS := tests/lib/json.c
TEST_JSON_DEPS := $(TEST_JSON_SRCS) tests/lib/json.h $(KSFT_DIR)/kselftest_harness.h

$(BUILD)/tests/cli_test: tests/cli/cli_test.c $(TEST_JSON_DEPS) $(VMENV_DEPS) \
		VERSION tests/cli/cli.mk
	@mkdir -p $(@D)
	$(CC) $(TEST_CFLAGS) -DGPUSLICE_EXPECTED_VERSION=\"$(VERSION)\" $(LDFLAGS) \
		-o $@ tests/cli/cli_test.c $(TEST_JSON_SRCS) $(VMENV_SRCS)

$(BUILD)/tests/json_test: tests/lib/json_test.c $(TEST_JSON_DEPS) tests/cli/cli.mk
	@mkdir -p $(@D)
	$(CC) $(TEST_CFLAGS) $(LDFLAGS) -o $@ tests/lib/json_test.c $(TEST_JSON_SRCS)

VM_TEST_BINS += $(BUILD)/tests/cli_test
HOST_TEST_BINS += $(BUILD)/tests/json_test
