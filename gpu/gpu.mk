# SPDX-License-Identifier: GPL-2.0
#
# What scripts/gpu-validate runs on a GPU host ($(BUILD)/gpu/):
#   gpuslice-rm-usage   RM's own count of a process's framebuffer
#   gpuslice-rm-bench   single RM calls, timed
#   gpuslice-rm-dups    framebuffer held through dups, step by step
#   gpuslice-workload   the CUDA programs (nvcc; built only by `make gpu-host`)
# The C ones are built by `make all` too, so that CI compiles them.
# `make bench-gpu` measures the user-space engine's overhead on the GPU.

GPU_C_BINS := $(BUILD)/gpu/gpuslice-rm-usage $(BUILD)/gpu/gpuslice-rm-bench \
	$(BUILD)/gpu/gpuslice-rm-dups
NVCC ?= nvcc

all: $(GPU_C_BINS)

$(BUILD)/gpu/gpuslice-rm-%: gpu/rm_%.c $(NVRM_DEPS) gpu/gpu.mk
	@mkdir -p $(@D)
	$(CC) $(USER_CFLAGS) -Itests/lib -D_GNU_SOURCE -o $@ $< $(TEST_LIB)

$(BUILD)/gpu/gpuslice-workload: gpu/workload.cu gpu/gpu.mk
	@mkdir -p $(@D)
	$(NVCC) -O2 -std=c++17 -o $@ $< -lcuda

.PHONY: gpu-host bench-gpu
gpu-host: $(PRELOAD_LIB) $(PRELOAD_LEDGER_TOOL) $(GPU_C_BINS) \
	$(BUILD)/gpu/gpuslice-workload $(BUILD)/gpu/gpuslice-compute-probe

bench-gpu:
	scripts/gpu-validate --bench

# scripts/gpu-validate's "RM's own framebuffer" row runs gpuslice-fb-price.
gpu-host: $(BUILD)/gpu/gpuslice-fb-price

# RM's compute levers, measured (gpu/compute_probe.py drives it).
GPU_C_BINS += $(BUILD)/gpu/gpuslice-compute-probe
$(BUILD)/gpu/gpuslice-compute-probe: gpu/compute_probe.c $(NVRM_DEPS) gpu/gpu.mk
	@mkdir -p $(@D)
	$(CC) $(USER_CFLAGS) -Itests/lib -D_GNU_SOURCE -o $@ $< $(TEST_LIB)
all: $(BUILD)/gpu/gpuslice-compute-probe

# The framebuffer RM keeps for itself, priced per object (gpu/fb_price.py
# drives them): gpuslice-fb-price (a monitor client, a CUDA program through
# libcuda alone, bare RM objects) and the shim that measures each driver
# call of a process (LD_PRELOAD).
FB_PRICE_BINS := $(BUILD)/gpu/gpuslice-fb-price $(BUILD)/gpu/libgpuslice-fb-shim.so
GPU_C_BINS += $(FB_PRICE_BINS)
all: $(FB_PRICE_BINS)

$(BUILD)/gpu/gpuslice-fb-price: gpu/fb_price.c $(NVRM_DEPS) gpu/gpu.mk
	@mkdir -p $(@D)
	$(CC) $(USER_CFLAGS) -Itests/lib -D_GNU_SOURCE -o $@ $< $(TEST_LIB) -ldl

$(BUILD)/gpu/libgpuslice-fb-shim.so: gpu/fb_shim.c core/nv_abi.c \
		core/nv_abi_tables.c core/nv_abi.h core/nv_abi_const.h gpu/gpu.mk
	@mkdir -p $(@D)
	$(CC) $(USER_CFLAGS) -fPIC -shared -D_GNU_SOURCE -Wl,--no-undefined \
		-o $@ $(filter %.c,$^) -lpthread

# RM_USER_SHARED_DATA (class 0xde) under CUDA, PyTorch, JAX and nvidia-smi:
# the shim (LD_PRELOAD) that logs, refuses or poisons it; gpu/rusd_probe.py
# drives it (docs/gpu-findings.md, "RM_USER_SHARED_DATA").
RUSD_SHIM := $(BUILD)/gpu/libgpuslice-rusd-shim.so
GPU_C_BINS += $(RUSD_SHIM)
all: $(RUSD_SHIM)
gpu-host: $(RUSD_SHIM)

$(RUSD_SHIM): gpu/rusd_shim.c core/nv_abi.c core/nv_abi_tables.c core/nv_abi.h \
		core/nv_abi_const.h gpu/gpu.mk
	@mkdir -p $(@D)
	$(CC) $(USER_CFLAGS) -fPIC -shared -D_GNU_SOURCE -Wl,--no-undefined \
		-o $@ $(filter %.c,$^) -lpthread
