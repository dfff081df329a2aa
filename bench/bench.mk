# SPDX-License-Identifier: GPL-2.0
#
# make bench: interception overhead measured in the test VM, side by side
# against the simulated driver (numbers in the issues' closing notes).

BENCH_BINS := $(BUILD)/tests/forward_bench

$(BUILD)/tests/forward_bench: bench/forward_bench.c $(NVRM_DEPS)
	@mkdir -p $(dir $@)
	$(CC) $(USER_CFLAGS) -Wno-unused-parameter -Itests/lib -D_GNU_SOURCE \
		-o $@ $< $(NVRM_SRCS)

all: $(BENCH_BINS)

bench: all
	scripts/vm-run -- sh -c 'gpuslice create bench --gpu 0 --memory 64GiB >/dev/null && forward_bench /dev/gpuslice/bench $(BENCH_ITERATIONS)'
