// SPDX-License-Identifier: GPL-2.0
/*
 * The cost of going through a slice: the same ioctls issued directly on
 * the (simulated) driver's nodes and through a slice's nodes, side by side
 * in one run, interleaved in rounds so that drift in the machine's speed
 * hits both alike. Prints a table of ns per call and the ratio.
 *
 * Usage: forward_bench SLICE_DIR [ITERATIONS]
 */

#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#include "nvrm.h"

#define ROUNDS 10

struct side {
	const char *dir;
	int ctl, gpu;
	uint32_t client;
};

static double now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e9 + ts.tv_nsec;
}

static int open_side(struct side *s)
{
	s->ctl = nvrm_open(s->dir, "nvidiactl");
	s->gpu = nvrm_open(s->dir, "nvidia0");
	if (s->ctl < 0 || s->gpu < 0 ||
	    nvrm_setup_client(s->ctl, s->gpu, &s->client)) {
		fprintf(stderr, "forward_bench: cannot set up a client in %s\n",
			s->dir);
		return -1;
	}
	return 0;
}

/* One RM control (FB_GET_INFO_V2, as cudaMemGetInfo): a plain forward. */
static int op_control(struct side *s, int i)
{
	uint32_t kib;

	return nvrm_fb_info(s->ctl, s->client, NVRM_FB_HEAP_FREE, &kib);
}

/* RM_ALLOC + RM_FREE of a 2 MiB class-0x40 object. */
static int op_alloc_free(struct side *s, int i)
{
	struct nvrm_memparams p;
	uint32_t h = 0x5c100000 + i;

	if (nvrm_alloc_fb(s->ctl, s->client, h, 2 << 20, 0, &p))
		return -1;
	return nvrm_free(s->ctl, s->client, h);
}

/*
 * 64 allocations, then their 64 frees: how CUDA and the frameworks' caching
 * allocators allocate, in bursts. The slice audits each burst about once.
 */
#define BURST 64

static int op_alloc_burst(struct side *s, int i)
{
	struct nvrm_memparams p;
	uint32_t h = 0x5c200000;
	int k;

	for (k = 0; k < BURST; k++)
		if (nvrm_alloc_fb(s->ctl, s->client, h + k, 2 << 20, 0, &p))
			return -1;
	for (k = 0; k < BURST; k++)
		if (nvrm_free(s->ctl, s->client, h + k))
			return -1;
	return 0;
}

/* REGISTER_FD: an fd inside the argument, translated through a slice. */
static int op_register_fd(struct side *s, int i)
{
	int gpu = nvrm_open(s->dir, "nvidia0");
	int ret;

	if (gpu < 0)
		return -1;
	ret = nvrm_register_fd(gpu, s->ctl);
	close(gpu);
	return ret;
}

/* open + close of a GPU node, for REGISTER_FD's share of the cost. */
static int op_open_close(struct side *s, int i)
{
	int gpu = nvrm_open(s->dir, "nvidia0");

	if (gpu < 0)
		return -1;
	close(gpu);
	return 0;
}

struct op {
	const char *name;
	int (*fn)(struct side *s, int i);
	int iters_div;
};

static double run(struct side *s, const struct op *op, int n)
{
	double t0 = now_ns();
	int i;

	for (i = 0; i < n; i++) {
		if (op->fn(s, i)) {
			fprintf(stderr, "forward_bench: %s failed in %s\n",
				op->name, s->dir);
			exit(1);
		}
	}
	return now_ns() - t0;
}

int main(int argc, char **argv)
{
	static const struct op ops[] = {
		{ "RM_CONTROL (FB_GET_INFO_V2)", op_control, 1 },
		{ "RM_ALLOC+RM_FREE (0x40, 2 MiB)", op_alloc_free, 4 },
		{ "64 RM_ALLOC, then 64 RM_FREE", op_alloc_burst, 4 * BURST },
		{ "open+close nvidia0", op_open_close, 8 },
		{ "open+REGISTER_FD+close", op_register_fd, 8 },
	};
	struct side direct = { .dir = "/dev" }, slice = { 0 };
	int iters = argc > 2 ? atoi(argv[2]) : 20000;
	unsigned int o, r;

	if (argc < 2) {
		fprintf(stderr, "usage: forward_bench SLICE_DIR [ITERATIONS]\n");
		return 2;
	}
	slice.dir = argv[1];
	if (open_side(&direct) || open_side(&slice))
		return 1;

	printf("%-32s %12s %12s %8s\n", "operation", "direct ns", "slice ns",
	       "ratio");
	for (o = 0; o < sizeof(ops) / sizeof(ops[0]); o++) {
		int n = iters / ops[o].iters_div / ROUNDS;
		double td = 0, ts = 0;

		run(&direct, &ops[o], n / 10 + 1);	/* warm up */
		run(&slice, &ops[o], n / 10 + 1);
		for (r = 0; r < ROUNDS; r++) {
			td += run(&direct, &ops[o], n);
			ts += run(&slice, &ops[o], n);
		}
		printf("%-32s %12.0f %12.0f %8.2f\n", ops[o].name,
		       td / (n * ROUNDS), ts / (n * ROUNDS), ts / td);
	}
	return 0;
}
