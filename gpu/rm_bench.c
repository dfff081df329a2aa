// SPDX-License-Identifier: GPL-2.0
/*
 * gpuslice-rm-bench [ITERATIONS]: the latency of single RM calls as a
 * program makes them, through libc's ioctl(), so through the user-space
 * engine when it is preloaded: RM_ALLOC of 2 MiB of framebuffer (class
 * 0x40, cudaMalloc's), its RM_FREE, an RM_CONTROL the engine only passes
 * on (SYSTEM_GET_FEATURES) and one whose answer it rewrites
 * (FB_GET_INFO_V2, cudaMemGetInfo's). gpu-validate runs it with and
 * without the engine, alternately, and compares.
 *
 * Prints "OP MEDIAN_NS P90_NS" per operation. Exit 0, 1 when a call
 * failed, 2 on usage.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "nvrm.h"

/* the program's own handle, from CUDA's base */
#define H_MEM		(GS_ABI_CUDA_HANDLE_BASE + 0x1000)
#define FB_BYTES	(2u << 20)

enum op { OP_ALLOC, OP_FREE, OP_CONTROL, OP_CONTROL_VIEW, OP_NR };

static const char *const op_name[OP_NR] = {
	"rm_alloc_fb_2MiB", "rm_free", "rm_control_pass", "rm_control_fbinfo",
};

static uint64_t now_ns(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (uint64_t)t.tv_sec * 1000000000u + t.tv_nsec;
}

static int by_value(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return x < y ? -1 : x > y;
}

/* One timed call of @op; its RM status. */
static uint32_t timed(enum op op, int ctl, uint32_t client, uint64_t *ns)
{
	static const uint32_t fb_idx[2] = { NVRM_FB_HEAP_SIZE,
					     NVRM_FB_HEAP_FREE };
	uint8_t features[GS_ABI_CTRL_0000_SYSTEM_GET_FEATURES_SIZE];
	uint32_t kib[2], st = 0;
	uint64_t t = now_ns();

	switch (op) {
	case OP_ALLOC:
		st = nvrm_alloc_fb(ctl, client, H_MEM, FB_BYTES, 0, NULL);
		break;
	case OP_FREE:
		st = nvrm_free(ctl, client, H_MEM);
		break;
	case OP_CONTROL:
		st = nvrm_control(ctl, client, client,
				  GS_ABI_CTRL_0000_SYSTEM_GET_FEATURES, features,
				  sizeof(features));
		break;
	case OP_CONTROL_VIEW:
		st = nvrm_fb_info_list(ctl, client, fb_idx, 2, kib);
		break;
	case OP_NR:
		break;
	}
	*ns = now_ns() - t;
	return st;
}

int main(int argc, char **argv)
{
	unsigned long n = argc > 1 ? strtoul(argv[1], NULL, 10) : 2000;
	uint64_t *ns[OP_NR];
	uint32_t client, st;
	unsigned long i;
	int ctl, gpu, op;

	if (argc > 2 || n < 10 || n > 1000000) {
		fprintf(stderr, "usage: gpuslice-rm-bench [ITERATIONS >= 10]\n");
		return 2;
	}
	ctl = nvrm_open_ctl();
	gpu = nvrm_open_gpu();
	if (ctl < 0 || gpu < 0) {
		perror("gpuslice-rm-bench: /dev/nvidiactl, /dev/nvidia0");
		return 1;
	}
	st = nvrm_setup_client_minor(ctl, gpu, 0, &client);
	if (st) {
		fprintf(stderr, "gpuslice-rm-bench: client: status 0x%x\n", st);
		return 1;
	}
	for (op = 0; op < OP_NR; op++) {
		ns[op] = calloc(n, sizeof(*ns[op]));
		if (!ns[op])
			return 1;
	}
	/* interleaved, so that drift hits every operation alike */
	for (i = 0; i < n; i++) {
		for (op = 0; op < OP_NR; op++) {
			st = timed(op, ctl, client, &ns[op][i]);
			if (st) {
				fprintf(stderr,
					"gpuslice-rm-bench: %s: status 0x%x\n",
					op_name[op], st);
				return 1;
			}
		}
	}
	for (op = 0; op < OP_NR; op++) {
		qsort(ns[op], n, sizeof(*ns[op]), by_value);
		printf("%s %llu %llu\n", op_name[op],
		       (unsigned long long)ns[op][n / 2],
		       (unsigned long long)ns[op][n * 9 / 10]);
		free(ns[op]);
	}
	return 0;
}
