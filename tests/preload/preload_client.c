// SPDX-License-Identifier: GPL-2.0
/*
 * The client preload_test runs with libgpuslice-preload.so in LD_PRELOAD:
 * the raw RM client of tests/lib (the same calls as the kernel engine's
 * tests), driven one command a line on stdin, one answer a line on
 * stdout, so a test can hold several such processes in one slice and
 * kill them between steps.
 *
 *   open [M [I]]          nvidiactl and nvidia0 (nvidiaM) of /dev, a
 *                         client, a device and a subdevice: "<status>" or
 *                         "errno <e>". The device is instance 0; with M,
 *                         the instance of minor M asked as CUDA asks
 *                         (CARD_INFO, GET_ID_INFO_V2); with I, instance I
 *                         without asking
 *   alloc H MIB           class 0x40 of MIB MiB as handle H:
 *                         "<status> <bytes allocated>"
 *   free H | freeclient   RM_FREE of H, or of the client: "<status>"
 *   vhalloc H MIB | vhfree H      the same through VID_HEAP_CONTROL
 *   vhalloc2 H MIB ATTR2  VID_HEAP_CONTROL ALLOC_SIZE as cudaMalloc's,
 *                         with NVOS32 attr2 ATTR2: "<status> <bytes>"
 *   alloc42 H             RM_ALLOC of class 0x42 (NV_MEMORY_EXTENDED_USER)
 *                         of 1 MiB with attr2 EGM as 580 has it:
 *                         "<status>"
 *   fbinfo | legacy       FB_GET_INFO_V2 / FB_GET_INFO of HEAP_SIZE and
 *                         HEAP_FREE: "<status> <size KiB> <free KiB>"
 *   heapinfo              VID_HEAP_CONTROL INFO: "<status> <total> <free>"
 *   pids                  GPU_GET_PIDS: "<status> <n> <pid>..."
 *   managed MIB           UVM_INITIALIZE once, then a managed mapping:
 *                         "0" or "errno <e>"
 *   unmap                 munmap of the last managed mapping: "0"
 *   mark NAME             gpuslice_trace_mark(NAME): "0", or "none"
 *                         when the library is not loaded
 *   closectl              close the ctl file: "0"
 *   pid                   "<pid>"
 *   rusd H                RM_USER_SHARED_DATA (class 0xde) as handle H
 *                         under the subdevice, mapped as CUDA maps it:
 *                         "<status> <PMA total> <PMA free>" of its page
 *                         (0 0 where the version's page has no PMA
 *                         figures: 535)
 *   work US ON OFF        a child process with a channel of its own on
 *                         nvidia0 (tests/lib/nvwork.c), kept busy with
 *                         items of US microseconds, ON ms with work and
 *                         OFF ms without in turn (OFF 0: always busy; ON
 *                         0: never): "<pid>", or "errno <e>"
 *   workbare US ON OFF    the same with the channel outside a TSG,
 *                         directly under the device
 *   kill PID              kill -9 of such a child, and its reaping: "0"
 */

#include <dlfcn.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "nvrm.h"
#include "nvuvm.h"
#include "nvwork.h"

#define MiB (1ULL << 20)

static int ctl = -1, gpu = -1, uvm = -1;
static uint32_t client;
static void *managed;
static size_t managed_len;

/* Class 0xde as @h, mapped read-only; its page's PMA total and free. */
static uint32_t shared_data(uint32_t h, uint64_t *total, uint64_t *free)
{
	uint8_t params[GS_ABI_MAX_CLS_RM_USER_SHARED_DATA_PARAMS] = { 0 };
	int map = nvrm_open("/dev", "nvidiactl");
	const uint8_t *page;
	uint32_t st;

	if (map < 0)
		return NVRM_ERRNO(errno);
	st = nvrm_alloc(ctl, client, NVRM_H_SUBDEV, &h,
			GS_ABI_CLS_RM_USER_SHARED_DATA, params) ?:
	     nvrm_map_memory(ctl, client, NVRM_H_SUBDEV, h,
			     NVRM_ABI(RUSD_PAGE_SIZE), map);
	page = st ? MAP_FAILED : mmap(NULL, 4096, PROT_READ, MAP_SHARED, map, 0);
	if (!st && page == MAP_FAILED)
		st = NVRM_ERRNO(errno);
	if (!st && NVRM_ABI(RUSD_PAGE_PMA_TOTAL_AT) != GS_ABI_ABSENT) {
		memcpy(total, page + NVRM_ABI(RUSD_PAGE_PMA_TOTAL_AT), 8);
		memcpy(free, page + NVRM_ABI(RUSD_PAGE_PMA_FREE_AT), 8);
	}
	if (!st)
		munmap((void *)page, 4096);
	close(map);
	return st;
}

static uint32_t pids(uint32_t *p)
{
	memset(p, 0, 3812);
	p[1] = 0x2080;		/* processes with a subdevice */
	return nvrm_control(ctl, client, NVRM_H_SUBDEV, 0x2080018d, p, 3812);
}

/* Class 0x42 of 1 MiB with the EGM bit of attr2 as 580 has it */
static uint32_t alloc_class_42(uint32_t h)
{
	const struct gs_abi *abi580 = gs_abi_find("580.159.04",
						  &(enum gs_abi_match){ 0 });
	struct nvrm_memparams m = { .size = MiB };

	m.attr = GS_ABI_CUDA_MALLOC_ATTR;
	m.attr2 = 1u << GS_ABI(abi580, NVOS32_ATTR2_USE_EGM_LO);
	m.flags = GS_ABI_CUDA_MALLOC_FLAGS;
	return nvrm_alloc(ctl, client, NVRM_H_DEV, &h,
			  GS_ABI_CLS_MEMORY_EXTENDED_USER, &m);
}

static void run(char *line)
{
	char *cmd = strtok(line, " \n"), *a1 = strtok(NULL, " \n");
	char *a2 = strtok(NULL, " \n"), *a3 = strtok(NULL, " \n");
	unsigned long h = a1 ? strtoul(a1, NULL, 0) : 0;
	unsigned long long mib = a2 ? strtoull(a2, NULL, 0) : 0;
	struct nvrm_memparams p;
	uint32_t idx[2] = { NVRM_FB_HEAP_SIZE, NVRM_FB_HEAP_FREE }, kib[2];
	uint64_t total, avail, size;
	uint32_t hm, st, *pl;
	void (*mark)(const char *);

	if (!cmd) {
		printf("?\n");
	} else if (!strcmp(cmd, "open")) {
		char node[16];

		snprintf(node, sizeof(node), "nvidia%lu", h);
		ctl = nvrm_open("/dev", "nvidiactl");
		gpu = ctl < 0 ? -1 : nvrm_open("/dev", node);
		if (ctl < 0 || gpu < 0)
			printf("errno %d\n", errno);
		else if (a2)
			printf("%u\n", nvrm_setup_client_on(ctl, gpu, mib,
							   &client));
		else if (a1)
			printf("%u\n", nvrm_setup_client_minor(ctl, gpu, h,
							      &client));
		else
			printf("%u\n", nvrm_setup_client(ctl, gpu, &client));
	} else if (!strcmp(cmd, "alloc")) {
		st = nvrm_alloc_fb(ctl, client, h, mib * MiB, 0, &p);
		printf("%u %llu\n", st, st ? 0ULL : (unsigned long long)p.size);
	} else if (!strcmp(cmd, "free")) {
		printf("%u\n", nvrm_free(ctl, client, h));
	} else if (!strcmp(cmd, "freeclient")) {
		printf("%u\n", nvrm_free(ctl, client, client));
	} else if (!strcmp(cmd, "vhalloc")) {
		hm = h;
		size = 0;
		/* attr 0: located in video memory, page size RM's choice */
		st = nvrm_vidheap_alloc(ctl, client, &hm, mib * MiB, 0, &size);
		printf("%u %llu\n", st, (unsigned long long)size);
	} else if (!strcmp(cmd, "vhalloc2")) {
		hm = h;
		size = 0;
		st = nvrm_vidheap_alloc2(ctl, client, &hm, mib * MiB,
					 GS_ABI_CUDA_MALLOC_ATTR,
					 a3 ? strtoul(a3, NULL, 0) : 0, &size);
		printf("%u %llu\n", st, (unsigned long long)size);
	} else if (!strcmp(cmd, "alloc42")) {
		printf("%u\n", alloc_class_42(h));
	} else if (!strcmp(cmd, "vhfree")) {
		printf("%u\n", nvrm_vidheap_free(ctl, client, h));
	} else if (!strcmp(cmd, "fbinfo") || !strcmp(cmd, "legacy")) {
		st = !strcmp(cmd, "fbinfo") ?
		     nvrm_fb_info_list(ctl, client, idx, 2, kib) :
		     nvrm_fb_info_legacy(ctl, client, idx, 2, kib);
		printf("%u %u %u\n", st, kib[0], kib[1]);
	} else if (!strcmp(cmd, "heapinfo")) {
		st = nvrm_vidheap_info(ctl, client, &total, &avail);
		printf("%u %llu %llu\n", st, (unsigned long long)total,
		       (unsigned long long)avail);
	} else if (!strcmp(cmd, "pids")) {
		pl = calloc(1, 3812);
		st = pl ? pids(pl) : NVRM_ERRNO(ENOMEM);
		printf("%u %u", st, pl ? pl[2] : 0);
		for (h = 0; pl && h < pl[2] && h < 950; h++)
			printf(" %u", pl[3 + h]);
		printf("\n");
		free(pl);
	} else if (!strcmp(cmd, "managed")) {
		struct { uint64_t flags; uint32_t status, pad; } init = { 0 };

		if (uvm < 0) {
			uvm = nvrm_open("/dev", "nvidia-uvm");
			if (uvm >= 0)
				nvuvm_call(uvm, NVUVM_INITIALIZE, &init, 8);
		}
		managed_len = h * MiB;
		managed = uvm < 0 ? NULL : nvuvm_map_managed(uvm, managed_len);
		if (managed)
			printf("0\n");
		else
			printf("errno %d\n", errno);
	} else if (!strcmp(cmd, "unmap")) {
		printf("%d\n", munmap(managed, managed_len) ? errno : 0);
	} else if (!strcmp(cmd, "mark")) {
		mark = (void (*)(const char *))dlsym(RTLD_DEFAULT,
						     "gpuslice_trace_mark");
		if (mark)
			mark(a1 ? a1 : "");
		printf("%s\n", mark ? "0" : "none");
	} else if (!strcmp(cmd, "closectl")) {
		printf("%d\n", close(ctl) ? errno : 0);
		ctl = -1;
	} else if (!strcmp(cmd, "pid")) {
		printf("%d\n", (int)getpid());
	} else if (!strcmp(cmd, "rusd")) {
		total = avail = 0;
		st = shared_data(h, &total, &avail);
		printf("%u %llu %llu\n", st, (unsigned long long)total,
		       (unsigned long long)avail);
	} else if (!strcmp(cmd, "work") || !strcmp(cmd, "workbare")) {
		unsigned int off = a3 ? atoi(a3) : 0;
		pid_t pid = strcmp(cmd, "work") ?
			    nvwork_spawn_bare("/dev", "nvidia0", h, mib, off,
					      NULL) :
			    nvwork_spawn("/dev", "nvidia0", h, mib, off, NULL);

		if (pid > 0)
			printf("%d\n", (int)pid);
		else
			printf("errno %d\n", errno);
	} else if (!strcmp(cmd, "kill")) {
		nvwork_kill(h);
		printf("0\n");
	} else {
		printf("?\n");
	}
	fflush(stdout);
}

int main(void)
{
	char line[256];

	while (fgets(line, sizeof(line), stdin))
		run(line);
	return 0;
}
