// SPDX-License-Identifier: GPL-2.0
/*
 * gpuslice-rm-dups: an RM client that holds framebuffer through dups, one
 * command a line on stdin, one answer a line on stdout, so that
 * gpu-validate can drive several such processes in a slice step by step
 * and compare, after each step, the slice's ledger with RM's own count of
 * each process (gpuslice-rm-usage). Its calls go through libc's ioctl(),
 * so through the user-space engine when it is preloaded. GPU 0
 * (/dev/nvidia0) only.
 *
 *   client            a ctl file of its own, a client on it with a device
 *                     and a subdevice of GPU 0 (as CUDA makes them):
 *                     "<status> <client>"
 *   alloc C H MIB     MIB MiB of class 0x40 (cudaMalloc's) as handle H
 *                     of client C: "<status> <bytes allocated>"
 *   dup C H SC SH     RM_DUP_OBJECT of SH of client SC as H of client C,
 *                     under its device: "<status>"
 *   share C H         RM_SHARE of H of C with every client, for dups
 *                     (cudaIpcGetMemHandle's): "<status>"
 *   free C H          RM_FREE of H of C (C itself: the client): "<status>"
 *   pid               "<pid>"
 *
 * Handles and statuses are hexadecimal or decimal (strtoul's base 0);
 * clients are printed in hexadecimal. Exit 0 at the end of stdin.
 */

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "nvrm.h"

#define MiB (1ULL << 20)
#define MAX_CLIENTS 16

/* The clients made, each with the ctl file it was made through. */
static struct {
	uint32_t client;
	int ctl;
} clients[MAX_CLIENTS];
static unsigned int nr_clients;
static int gpu = -1;

/* The ctl file of client @client, or -1. */
static int ctl_of(uint32_t client)
{
	unsigned int i;

	for (i = 0; i < nr_clients; i++)
		if (clients[i].client == client)
			return clients[i].ctl;
	return -1;
}

static void new_client(void)
{
	uint32_t client = 0, st;
	int ctl;

	if (gpu < 0)
		gpu = nvrm_open_gpu();
	ctl = nvrm_open_ctl();
	if (gpu < 0 || ctl < 0 || nr_clients == MAX_CLIENTS) {
		printf("errno %d\n", gpu < 0 || ctl < 0 ? errno : ENOSPC);
		return;
	}
	/* one file a client: the driver attaches a GPU to a file once */
	st = nvrm_setup_client_minor(ctl, gpu, 0, &client);
	if (!st) {
		clients[nr_clients].client = client;
		clients[nr_clients++].ctl = ctl;
	}
	printf("%u %#x\n", st, client);
}

static unsigned long arg(char **save)
{
	const char *w = strtok_r(NULL, "\n ", save);

	return w ? strtoul(w, NULL, 0) : 0;
}

static void run(char *line)
{
	char *save, *cmd = strtok_r(line, "\n ", &save);
	uint32_t c = arg(&save), h = arg(&save), a3 = arg(&save);
	uint32_t a4 = arg(&save), st;
	int ctl = ctl_of(c);
	struct nvrm_memparams p;

	if (!cmd) {
		printf("?\n");
	} else if (!strcmp(cmd, "client")) {
		new_client();
	} else if (!strcmp(cmd, "pid")) {
		printf("%d\n", (int)getpid());
	} else if (strcmp(cmd, "alloc") && strcmp(cmd, "dup") &&
		   strcmp(cmd, "share") && strcmp(cmd, "free")) {
		printf("?\n");
	} else if (ctl < 0) {
		printf("no client %#x\n", c);
	} else if (!strcmp(cmd, "alloc")) {
		st = nvrm_alloc_fb(ctl, c, h, (uint64_t)a3 * MiB, 0, &p);
		printf("%u %llu\n", st, st ? 0ULL : (unsigned long long)p.size);
	} else if (!strcmp(cmd, "dup")) {
		printf("%u\n", nvrm_dup(ctl, c, NVRM_H_DEV, h, a3, a4));
	} else if (!strcmp(cmd, "share")) {
		printf("%u\n", nvrm_share(ctl, c, h, NVRM_SHARE_ALL, 0,
					  NVRM_ACCESS_DUP));
	} else {
		printf("%u\n", nvrm_free(ctl, c, h));
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
