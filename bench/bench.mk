# SPDX-License-Identifier: GPL-2.0
#
# make bench: the kernel engine's interception overhead measured in the test
# VM, side by side against the simulated driver, and the user-space
# engine's own cost per call on the host (numbers in the issues' closing
# notes; on a GPU: make bench-gpu).

BENCH_BINS := $(BUILD)/tests/forward_bench $(BUILD)/tests/engine_bench

$(BUILD)/tests/forward_bench: bench/forward_bench.c $(NVRM_DEPS)
	@mkdir -p $(dir $@)
	$(CC) $(USER_CFLAGS) -Wno-unused-parameter -Itests/lib -D_GNU_SOURCE \
		-o $@ $< $(TEST_LIB)

# The user-space engine's own cost per call, on the host, no driver.
# It links the library's own objects, all but the entry points (wrap.c).
ENGINE_BENCH_OBJS := $(filter-out $(BUILD)/preload/wrap.o,\
	$(patsubst preload/%.c,$(BUILD)/preload/%.o,$(wildcard preload/*.c)))
$(BUILD)/tests/engine_bench: bench/engine_bench.c $(ENGINE_BENCH_OBJS) \
		$(wildcard preload/*.h) $(CORE_LIB)
	@mkdir -p $(dir $@)
	$(CC) $(USER_CFLAGS) -D_GNU_SOURCE -Ipreload -o $@ $< \
		$(ENGINE_BENCH_OBJS) $(CORE_LIB) -lpthread

all: $(BENCH_BINS)

bench: all
	scripts/vm-run -- sh -c 'gpuslice create bench --gpu 0 --memory 64GiB >/dev/null && forward_bench /dev/gpuslice/bench $(BENCH_ITERATIONS)'
	$(BUILD)/tests/engine_bench
