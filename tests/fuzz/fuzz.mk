# SPDX-License-Identifier: GPL-2.0
#
# The ioctl fuzzer (tests/fuzz): gpuslice-fuzz, a tool on the VM's PATH,
# and fuzz_test, its short run (120 s) as a VM suite. It links
# the core for the ABI's tables (where the fds and clients are).

FUZZ_SRCS := tests/fuzz/main.c tests/fuzz/corpus.c tests/fuzz/replay.c \
	tests/fuzz/mutate.c

all: $(BUILD)/tests/gpuslice-fuzz
$(BUILD)/tests/gpuslice-fuzz: $(FUZZ_SRCS) tests/fuzz/fuzz.h \
		tests/fuzz/corpus.h $(GENL_DEPS) $(CORE_LIB)
	@mkdir -p $(dir $@)
	$(CC) $(TEST_CFLAGS) -o $@ $(FUZZ_SRCS) $(TEST_LIB) $(CORE_LIB) \
		-lpthread

VM_TEST_BINS += $(BUILD)/tests/fuzz_test
$(BUILD)/tests/fuzz_test: tests/fuzz/fuzz_test.sh
	@mkdir -p $(dir $@)
	install -m 0755 $< $@

# make fuzz SECONDS=N [DEBUG=1]: a long run, under the debug kernel with
# DEBUG=1 (make debug-modules first).
SECONDS ?= 600
.PHONY: fuzz
fuzz: all
	GPUSLICE_VM_DEBUG=$(if $(DEBUG),1,0) scripts/vm-run \
		--timeout $$(($(SECONDS) + 300)) --add tests/fixtures -- \
		gpuslice-fuzz --seconds $(SECONDS) /extra/fixtures/cuda.trace.gz \
		/extra/fixtures/cuda-ipc-importer.trace.gz \
		/extra/fixtures/torch.trace.gz /extra/fixtures/jax.trace.gz
