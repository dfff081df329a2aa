// SPDX-License-Identifier: GPL-2.0
/*
 * make demo's client: allocates framebuffer memory through a slice's nodes
 * the way cudaMalloc does (raw RM ioctls), in chunks, until the driver
 * refuses, and says what it got; then waits for a line on stdin (or its
 * end) before freeing, so the slice can be shown while it holds the memory.
 *
 * Usage: demo_alloc SLICE_DIR CHUNK_MIB
 */

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "nvrm.h"

int main(int argc, char **argv)
{
	unsigned long long chunk, total = 0;
	struct nvrm_memparams p;
	uint32_t client, st, h;
	int ctl, gpu;

	if (argc != 3) {
		fprintf(stderr, "usage: demo_alloc SLICE_DIR CHUNK_MIB\n");
		return 2;
	}
	chunk = strtoull(argv[2], NULL, 10) << 20;
	ctl = nvrm_open(argv[1], "nvidiactl");
	gpu = nvrm_open(argv[1], "nvidia0");	/* held, as CUDA holds it */
	if (ctl < 0 || gpu < 0) {
		fprintf(stderr, "demo_alloc: cannot open %s/%s: %s\n", argv[1],
			ctl < 0 ? "nvidiactl" : "nvidia0", strerror(errno));
		return 1;
	}
	st = nvrm_setup_client(ctl, gpu, &client);
	if (st) {
		fprintf(stderr, "demo_alloc: no RM client through %s: status 0x%x\n",
			argv[1], st);
		return 1;
	}
	for (h = 0x5c100000;; h++) {
		st = nvrm_alloc_fb(ctl, client, h, chunk, 0, &p);
		if (st) {
			printf("allocation %u of %llu MiB refused: status 0x%x%s\n",
			       h - 0x5c100000 + 1, chunk >> 20, st,
			       st == NVRM_NO_MEMORY ? " (NV_ERR_NO_MEMORY)" : "");
			break;
		}
		total += p.size;
	}
	printf("holding %llu MiB in %u allocations\n", total >> 20,
	       h - 0x5c100000);
	fflush(stdout);
	getchar();
	return 0;
}
