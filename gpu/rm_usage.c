// SPDX-License-Identifier: GPL-2.0
/*
 * gpuslice-rm-usage [--gpu N] PID...: the framebuffer RM itself says each
 * process holds on GPU N (/dev/nvidiaN, whatever device instance RM gave
 * it; default 0), from GPU_GET_PID_INFO (VIDEO_MEMORY_USAGE), the number
 * nvidia-smi shows per process. RM sums the class-0x40 memory of the
 * process's clients (_gpuCollectMemInfo): objects it alone holds
 * (private), objects it made that others dup (shared), objects it dup'ed
 * from others (duped). Prints "PID PRIVATE SHARED DUPED" in bytes, one
 * line per pid.
 *
 * It is the ground truth the fixtures and gpu-validate compare gpuslice's
 * accounting with, so it must not run under the engine: run it with
 * LD_PRELOAD unset (gpu-validate and the fixture programs do).
 *
 * gpuslice-rm-usage [--gpu N] --instance: the device instance RM gave GPU
 * N now (in the order GPUs attach, which need not follow the minors).
 *
 * Exit: 0, 1 when the driver could not be asked, 2 on usage.
 */

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nvrm.h"

static int print_instance(uint32_t minor)
{
	uint32_t client = 0, instance, st;
	int ctl = nvrm_open_ctl();

	if (ctl < 0) {
		fprintf(stderr, "gpuslice-rm-usage: /dev/nvidiactl: %m\n");
		return 1;
	}
	st = nvrm_alloc(ctl, 0, 0, &client, GS_ABI_CLS_ROOT, NULL) ?:
	     nvrm_minor_instance(ctl, client, minor, &instance);
	if (st) {
		fprintf(stderr, "gpuslice-rm-usage: GET_ID_INFO_V2: status 0x%x\n",
			st);
		return 1;
	}
	printf("%u\n", instance);
	return 0;
}

int main(int argc, char **argv)
{
	static struct nvrm_pid_mem m[NVRM_PID_INFO_MAX];
	static uint32_t pids[NVRM_PID_INFO_MAX];
	uint32_t client, count, st, i, minor = 0;
	char *end, node[32];
	int ctl, gpu;

	if (argc > 2 && !strcmp(argv[1], "--gpu")) {
		unsigned long n = strtoul(argv[2], &end, 10);

		if (*end || !*argv[2] || n >= GS_ABI_NV_MAX_DEVICES) {
			fprintf(stderr, "gpuslice-rm-usage: not a GPU: '%s'\n",
				argv[2]);
			return 2;
		}
		minor = n;
		argc -= 2;
		argv += 2;
	}
	if (argc < 2 || argc - 1 > NVRM_PID_INFO_MAX) {
		fprintf(stderr, "usage: gpuslice-rm-usage [--gpu N] PID... | --instance\n");
		return 2;
	}
	if (argc == 2 && !strcmp(argv[1], "--instance"))
		return print_instance(minor);
	count = argc - 1;
	for (i = 0; i < count; i++) {
		unsigned long pid = strtoul(argv[i + 1], &end, 10);

		if (*end || !pid || pid > INT32_MAX) {
			fprintf(stderr, "gpuslice-rm-usage: not a pid: '%s'\n",
				argv[i + 1]);
			return 2;
		}
		pids[i] = pid;
	}
	snprintf(node, sizeof(node), "nvidia%u", minor);
	ctl = nvrm_open_ctl();
	gpu = nvrm_open("/dev", node);
	if (ctl < 0 || gpu < 0) {
		fprintf(stderr, "gpuslice-rm-usage: /dev/nvidiactl, /dev/%s: %m\n",
			node);
		return 1;
	}
	st = nvrm_setup_client_minor(ctl, gpu, minor, &client);
	if (!st)
		st = nvrm_pid_mem(ctl, client, pids, count, m);
	if (st) {
		fprintf(stderr, "gpuslice-rm-usage: GET_PID_INFO: status 0x%x\n",
			st);
		return 1;
	}
	for (i = 0; i < count; i++) {
		/* a pid with no client on the GPU holds nothing */
		bool none = m[i].result != NVRM_OK;

		printf("%s %llu %llu %llu\n", argv[i + 1],
		       none ? 0ULL : (unsigned long long)m[i].priv,
		       none ? 0ULL : (unsigned long long)m[i].owned,
		       none ? 0ULL : (unsigned long long)m[i].duped);
	}
	return 0;
}
