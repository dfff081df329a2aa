# SPDX-License-Identifier: GPL-2.0
#
# nvsim.ko, the simulated NVIDIA driver the VM tests run against, and its
# test suite. Included by the top-level Makefile (after tests/tests.mk, for
# KSFT_DIR and TEST_CFLAGS).

NVSIM_KO := tests/nvsim/nvsim.ko

.PHONY: nvsim
nvsim:
	$(MAKE) -C $(KDIR) M=$(CURDIR)/tests/nvsim modules

all: nvsim

# RM escapes as CUDA issues them, against nvsim.ko in the VM.
VM_TEST_BINS += $(BUILD)/tests/nvsim_rm_test
$(BUILD)/tests/nvsim_rm_test: tests/nvsim/rm_test.c $(NVRM_DEPS) \
		$(VMENV_DEPS) $(KSFT_DIR)/kselftest_harness.h tests/nvsim/nvsim.mk
	@mkdir -p $(dir $@)
	$(CC) $(TEST_CFLAGS) -o $@ $< $(TEST_LIB) -lpthread

# nvidia-uvm: commands, managed memory and its residency.
VM_TEST_BINS += $(BUILD)/tests/nvsim_uvm_test
$(BUILD)/tests/nvsim_uvm_test: tests/nvsim/uvm_test.c $(NVUVM_DEPS) \
		$(VMENV_DEPS) $(KSFT_DIR)/kselftest_harness.h tests/nvsim/nvsim.mk
	@mkdir -p $(dir $@)
	$(CC) $(TEST_CFLAGS) -o $@ $< $(TEST_LIB) -lpthread

# The execution engine: timeslices, channel disable and preemption,
# accounting, RM's utilization samples. A suite of make test-timed.
TIMED_TEST_BINS += $(BUILD)/tests/nvsim_engine_test
$(BUILD)/tests/nvsim_engine_test: tests/nvsim/engine_test.c $(NVWORK_DEPS) \
		core/nv_fifo.h $(KSFT_DIR)/kselftest_harness.h \
		tests/nvsim/nvsim.mk
	@mkdir -p $(dir $@)
	$(CC) $(TEST_CFLAGS) -o $@ $< $(TEST_LIB) -lpthread
