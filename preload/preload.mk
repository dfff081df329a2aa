# SPDX-License-Identifier: GPL-2.0
#
# The user-space engine: $(BUILD)/preload/libgpuslice-preload.so from
# preload/*.c and the core (core/*.c), both compiled position-independent
# for it. Only the libc functions it wraps and gpuslice_trace_mark() are
# exported (-fvisibility=hidden; wrap.c and trace.c mark them), so the
# core's symbols never meet the program's.
#
# A copy goes to $(BUILD)/tests/, which scripts/vm-run ships to the test
# VM's /usr/bin, for the preload tests to put in LD_PRELOAD.
#
# Included by the top-level Makefile after core/core.mk (CORE_SRCS).

PRELOAD_SRCS := $(wildcard preload/*.c)
PRELOAD_OBJS := $(patsubst preload/%.c,$(BUILD)/preload/%.o,$(PRELOAD_SRCS)) \
	$(patsubst core/%.c,$(BUILD)/preload/core/%.o,$(CORE_SRCS))
PRELOAD_LIB := $(BUILD)/preload/libgpuslice-preload.so
# Its own definitions of open() and friends must not meet glibc's
# fortified inlines, nor the 64-bit renames of _FILE_OFFSET_BITS.
PRELOAD_CFLAGS := $(USER_CFLAGS) -fPIC -fvisibility=hidden -D_GNU_SOURCE \
	-U_FORTIFY_SOURCE -U_FILE_OFFSET_BITS -Ipreload

all: $(PRELOAD_LIB) $(BUILD)/tests/libgpuslice-preload.so

$(BUILD)/preload/%.o: preload/%.c preload/preload.mk
	@mkdir -p $(@D)
	$(CC) $(PRELOAD_CFLAGS) -MMD -MP -c -o $@ $<

$(BUILD)/preload/core/%.o: core/%.c preload/preload.mk
	@mkdir -p $(@D)
	$(CC) $(PRELOAD_CFLAGS) -MMD -MP -c -o $@ $<

$(PRELOAD_LIB): $(PRELOAD_OBJS)
	$(CC) -shared -Wl,--no-undefined -Wl,-z,now -o $@ $^ -ldl -lpthread

$(BUILD)/tests/libgpuslice-preload.so: $(PRELOAD_LIB)
	@mkdir -p $(@D)
	cp $< $@

-include $(PRELOAD_OBJS:.o=.d)

# gpuslice-ledger: a slice's shared ledger as its processes see it, for
# admins and gpu-validate; the library's own ledger code, linked statically.
PRELOAD_LEDGER_TOOL := $(BUILD)/gpuslice-ledger
LEDGER_TOOL_OBJS := $(BUILD)/preload/shm_ledger.o $(BUILD)/preload/shm_file.o \
	$(BUILD)/preload/proc.o $(BUILD)/preload/sched_shm.o \
	$(BUILD)/preload/core/ledger.o $(BUILD)/preload/core/slice_name.o \
	$(BUILD)/preload/core/fb_table.o $(BUILD)/preload/core/nv_meminfo.o \
	$(BUILD)/preload/core/gpu_sched.o $(BUILD)/preload/core/compute.o

all: $(PRELOAD_LEDGER_TOOL)

$(PRELOAD_LEDGER_TOOL): preload/tools/gpuslice-ledger.c $(LEDGER_TOOL_OBJS)
	$(CC) $(PRELOAD_CFLAGS) -fvisibility=default -o $@ $^ -lpthread
