// SPDX-License-Identifier: GPL-2.0
/*
 * What a container sees of its GPU through the driver, as nvidia-smi asks
 * it: the processes RM reports on GPU 0 (GPU_GET_PIDS) and the free
 * framebuffer (FB_GET_INFO's heap free), through /dev/nvidiactl and
 * /dev/nvidia0. podman_test runs it in a container of one slice while
 * another slice's container holds memory.
 *
 * Usage: gpu_view   prints "pids N: PID...; heap free K KiB"
 */

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "nvrm.h"

/* GPU_GET_PIDS on the subdevice, of class 0x2080; its size. */
#define GET_PIDS	0x2080018d
#define GET_PIDS_SIZE	3812

int main(void)
{
	static uint32_t p[GET_PIDS_SIZE / 4];
	uint32_t client, st, i;
	int ctl, gpu;

	ctl = nvrm_open("/dev", "nvidiactl");
	gpu = nvrm_open("/dev", "nvidia0");
	if (ctl < 0 || gpu < 0) {
		printf("cannot open the GPU: %s\n", strerror(errno));
		return 1;
	}
	st = nvrm_setup_client(ctl, gpu, &client);
	if (st) {
		printf("no RM client: status 0x%x\n", st);
		return 1;
	}
	p[1] = 0x2080;
	st = nvrm_control(ctl, client, NVRM_H_SUBDEV, GET_PIDS, p, sizeof(p));
	if (st) {
		printf("GET_PIDS: status 0x%x\n", st);
		return 1;
	}
	printf("pids %u:", p[2]);
	for (i = 0; i < p[2] && i < GET_PIDS_SIZE / 4 - 3; i++)
		printf(" %u", p[3 + i]);
	printf("; heap free %u KiB\n", nvrm_heap_free_kib(ctl, client));
	return 0;
}
