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

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nvrm.h"
#include "nv_procs.h"

/* GET_PID_INFO: count@0, entries of 72 bytes from 8 (docs/nvidia-abi.md 4) */
#define INFO_FIRST	8
#define INFO_ENTRY	72
#define INFO_MAX	200
#define ENTRY_PID	0
#define ENTRY_RESULT	8
#define ENTRY_PRIVATE	16
#define ENTRY_SHARED	24
#define ENTRY_DUPED	32

static uint64_t u64_at(const uint8_t *p)
{
	uint64_t v;

	memcpy(&v, p, sizeof(v));
	return v;
}

static int print_instance(uint32_t minor)
{
	uint32_t client = 0, instance, st;
	int ctl = nvrm_open_ctl();

	if (ctl < 0) {
		fprintf(stderr, "gpuslice-rm-usage: /dev/nvidiactl: %m\n");
		return 1;
	}
	st = nvrm_alloc(ctl, 0, 0, &client, 0x0, NULL) ?:
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
	static uint8_t params[GS_NV_GET_PID_INFO_SIZE];
	uint32_t client, count, st, result, i, minor = 0;
	char *end, node[32];
	int ctl, gpu;

	if (argc > 2 && !strcmp(argv[1], "--gpu")) {
		unsigned long n = strtoul(argv[2], &end, 10);

		if (*end || !*argv[2] || n > 31) {
			fprintf(stderr, "gpuslice-rm-usage: not a GPU: '%s'\n",
				argv[2]);
			return 2;
		}
		minor = n;
		argc -= 2;
		argv += 2;
	}
	if (argc < 2 || argc - 1 > INFO_MAX) {
		fprintf(stderr, "usage: gpuslice-rm-usage [--gpu N] PID... | --instance\n");
		return 2;
	}
	if (argc == 2 && !strcmp(argv[1], "--instance"))
		return print_instance(minor);
	count = argc - 1;
	memcpy(params, &count, sizeof(count));
	for (i = 0; i < count; i++) {
		unsigned long pid = strtoul(argv[i + 1], &end, 10);
		uint32_t p = pid;

		if (*end || !pid || pid > 0x7fffffff) {
			fprintf(stderr, "gpuslice-rm-usage: not a pid: '%s'\n",
				argv[i + 1]);
			return 2;
		}
		/* index 0 (VIDEO_MEMORY_USAGE) is left zero */
		memcpy(params + INFO_FIRST + i * INFO_ENTRY + ENTRY_PID, &p,
		       sizeof(p));
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
		st = nvrm_control(ctl, client, NVRM_H_SUBDEV,
				  GS_NV_CTRL_GET_PID_INFO, params,
				  sizeof(params));
	if (st) {
		fprintf(stderr, "gpuslice-rm-usage: GET_PID_INFO: status 0x%x\n",
			st);
		return 1;
	}
	for (i = 0; i < count; i++) {
		const uint8_t *e = params + INFO_FIRST + i * INFO_ENTRY;

		memcpy(&result, e + ENTRY_RESULT, sizeof(result));
		/* a pid with no client on the GPU holds nothing */
		printf("%s %llu %llu %llu\n", argv[i + 1],
		       result ? 0ULL : (unsigned long long)u64_at(e + ENTRY_PRIVATE),
		       result ? 0ULL : (unsigned long long)u64_at(e + ENTRY_SHARED),
		       result ? 0ULL : (unsigned long long)u64_at(e + ENTRY_DUPED));
	}
	return 0;
}
