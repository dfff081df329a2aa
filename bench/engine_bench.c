// SPDX-License-Identifier: GPL-2.0
/*
 * engine_bench [PAIRS [LIVE]]: the user-space engine's own cost per driver
 * call, without a driver: RM_ALLOC of 2 MiB of framebuffer (class 0x40, its
 * parameters on the caller's stack, as CUDA's are) and its RM_FREE, put
 * through gs_engine_ioctl() in a slice, the driver answering NV_OK at
 * once, while LIVE other blocks (0 unless given) stay allocated, as a
 * program's do: what the engine's bookkeeping costs as a slice fills.
 * `make bench` runs it; gpu-validate --bench measures the same on a GPU
 * with the real driver.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/ioctl.h>

#include "config.h"
#include "engine.h"
#include "nv_fb.h"
#include "nv_rmapi.h"

#define H_CLIENT	0xc1d00001u
#define H_DEVICE	0x5c000002u
#define H_MEMORY	0x5c001000u
#define H_LIVE		0x5c100000u	/* the first of the LIVE blocks */
#define NV_IOCTL(nr, size) \
	_IOC(_IOC_READ | _IOC_WRITE, GS_ABI_NV_IOCTL_MAGIC, (nr), (size))
#define RM_FREE		NV_IOCTL(GS_ABI_ESC_RM_FREE, GS_ABI_NVOS00_SIZE)
#define RM_ALLOC	NV_IOCTL(GS_ABI_ESC_RM_ALLOC, GS_ABI_NVOS64_SIZE)

/* The driver: NV_OK, the arguments as they came (RM's rounding is none). */
static int driver(int fd, unsigned long req, ...)
{
	(void)fd;
	(void)req;
	return 0;
}

static double now_ns(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec * 1e9 + t.tv_nsec;
}

static void alloc(const struct gs_fd *f, u32 parent, u32 h, u32 cls,
		  void *params)
{
	struct gs_nvos64 a = {
		.hroot = H_CLIENT, .hparent = parent, .hnew = h,
		.hclass = cls, .params = (uintptr_t)params,
	};

	gs_engine_ioctl(driver, 3, f, RM_ALLOC, &a);
}

/* RM_ALLOC of 2 MiB of framebuffer, handle @h, under the device. */
static void alloc_fb(const struct gs_fd *f, u32 h)
{
	u8 p[GS_ABI_MAX_MEMPARAMS_SIZE] = { 0 };
	u64 size = 2 << 20;

	memcpy(p + GS_ABI_MEMPARAMS_SIZE_AT, &size, sizeof(size));
	alloc(f, H_DEVICE, h, GS_ABI_CLS_MEMORY_LOCAL_USER, p);
}

int main(int argc, char **argv)
{
	struct gs_fd f = { .kind = GS_FD_CTL, .minor = GS_ABI_NV_CTL_MINOR,
			  .file = 1 };
	long pairs = argc > 1 ? atol(argv[1]) : 200000, i;
	long live = argc > 2 ? atol(argv[2]) : 0;
	char dir[] = "/tmp/gs-engine-bench-XXXXXX", ledger[64];
	u8 device[56] = { 0 };
	struct gs_config c;
	double t0;

	if (pairs < 1 || live < 0 || live > 0x10000 || !mkdtemp(dir))
		return 1;
	/* no driver to ask: calls laid out as 580.159.04 has them */
	setenv("GPUSLICE_NV_VERSION", "580.159.04", 1);
	setenv("GPUSLICE_SLICE", "bench", 1);
	setenv("GPUSLICE_LIMITS", "0:1048576MiB", 1);
	setenv("GPUSLICE_LEDGER_DIR", dir, 1);
	gs_config_load(&c, getpid());
	gs_engine_init(&c, true);
	if (c.error[0] || gs_engine_opened(3, &f))
		return 1;
	/* the client (RM picks no handle here: the driver is a stub) */
	alloc(&f, 0, H_CLIENT, GS_ABI_CLS_ROOT, NULL);
	alloc(&f, H_CLIENT, H_DEVICE, GS_ABI_CLS_DEVICE_0, device);
	for (i = 0; i < live; i++)
		alloc_fb(&f, H_LIVE + i);
	t0 = now_ns();
	for (i = 0; i < pairs; i++) {
		u32 fr[4] = { H_CLIENT, H_DEVICE, H_MEMORY, 0 };

		alloc_fb(&f, H_MEMORY);
		gs_engine_ioctl(driver, 3, &f, RM_FREE, fr);
	}
	printf("engine cost of an RM_ALLOC + RM_FREE pair: %.0f ns (%ld pairs",
	       (now_ns() - t0) / pairs, pairs);
	if (live)
		printf(", %ld live", live);
	printf(")\n");
	gs_engine_closed(3, &f, true);
	snprintf(ledger, sizeof(ledger), "%s/gpuslice-bench", dir);
	unlink(ledger);
	rmdir(dir);
	return 0;
}
