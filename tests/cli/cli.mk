# SPDX-License-Identifier: GPL-2.0
#
# CLI tests, included by tests/tests.mk.
#
#   $(BUILD)/tests/cli_test   runs the gpuslice CLI found on PATH (or
#                             $GPUSLICE_CLI) end to end; a VM test (needs
#                             gpuslice.ko and root; on a host without the
#                             module its module tests SKIP)
#   $(BUILD)/tests/monitor_test  gpuslice monitor, metrics (checked by
#                             promtool, /extra/promtool in the VM) and show
#                             --watch end to end; a VM test
#   $(BUILD)/tests/apply_test  gpuslice apply against the module: plans
#                             taken, idempotence, bad files, slices in use;
#                             a VM test
#   $(BUILD)/tests/json_test  unit tests of tests/lib/json.c, the strict JSON
#                             parser the CLI tests read --json output with;
#                             a host test
#   $(BUILD)/tests/cli_unit_test  unit tests of the CLI's pure parts
#                             (ctl/slice_args.cpp, ctl/output.cpp): option
#                             pairing, compute values, their renderings;
#                             a host test


$(BUILD)/tests/cli_test: tests/cli/cli_test.c $(TEST_JSON_DEPS) $(VMENV_DEPS) \
		$(NVRM_DEPS) tests/lib/clirun.h \
		$(KSFT_DIR)/kselftest_harness.h \
		VERSION tests/cli/cli.mk
	@mkdir -p $(@D)
	$(CC) $(TEST_CFLAGS) -DGPUSLICE_EXPECTED_VERSION=\"$(VERSION)\" $(LDFLAGS) \
		-o $@ tests/cli/cli_test.c $(TEST_LIB)

$(BUILD)/tests/monitor_test: tests/cli/monitor_test.c $(TEST_JSON_DEPS) \
		$(VMENV_DEPS) $(NVRM_DEPS) tests/lib/clirun.h \
		$(KSFT_DIR)/kselftest_harness.h tests/cli/cli.mk
	@mkdir -p $(@D)
	$(CC) $(TEST_CFLAGS) $(LDFLAGS) -o $@ tests/cli/monitor_test.c $(TEST_LIB)

$(BUILD)/tests/apply_test: tests/cli/apply_test.c $(TEST_JSON_DEPS) \
		$(VMENV_DEPS) $(NVRM_DEPS) tests/lib/clirun.h \
		$(KSFT_DIR)/kselftest_harness.h tests/cli/cli.mk
	@mkdir -p $(@D)
	$(CC) $(TEST_CFLAGS) $(LDFLAGS) -o $@ tests/cli/apply_test.c $(TEST_LIB)

$(BUILD)/tests/json_test: tests/lib/json_test.c $(TEST_JSON_DEPS) \
		$(KSFT_DIR)/kselftest_harness.h tests/cli/cli.mk
	@mkdir -p $(@D)
	$(CC) $(TEST_CFLAGS) $(LDFLAGS) -o $@ tests/lib/json_test.c $(TEST_LIB)

# The CLI's library: all of it but main() (ctl/ctl.mk).
CLI_UNIT_OBJS := $(CTL_LIB_OBJ)

$(BUILD)/tests/cli_unit_test: tests/cli/cli_unit_test.cpp $(CLI_UNIT_OBJS) $(CORE_LIB) \
		tests/cli/cli.mk
	@mkdir -p $(@D)
	$(CXX) $(CTL_CXXFLAGS) $(TEST_CXX_OPT) -MMD -MP -MF $@.d $(LDFLAGS) -o $@ $< \
		$(CLI_UNIT_OBJS) $(CORE_LIB) $(CTL_PKG_LIBS)

-include $(BUILD)/tests/cli_unit_test.d

VM_TEST_BINS += $(BUILD)/tests/cli_test $(BUILD)/tests/monitor_test \
	$(BUILD)/tests/apply_test
HOST_TEST_BINS += $(BUILD)/tests/json_test $(BUILD)/tests/cli_unit_test
