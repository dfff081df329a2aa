// SPDX-License-Identifier: GPL-2.0
/*
 * nvsim-burn --dev DIR --seconds S [--settle S]: keeps one channel busy on
 * each GPU node of DIR (DIR/nvidia0, nvidia1, ...: a slice's nodes, or
 * /dev), with 1 ms items, and prints the share of each GPU's time it ran,
 * from nvsim's own accounts (/sys/kernel/debug/nvsim/engine):
 *
 *	gpu <N> busy <P.PP>% (<busy> us of <elapsed> us)
 *
 * measured over S seconds once every channel is up and --settle seconds
 * have passed. Exit: 0, 1 when a channel cannot be made or nvsim's
 * accounts cannot be read, 2 on usage.
 */

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "nvwork.h"

#define MAX_GPUS	8
#define ITEM_US		1000
#define NSIM_GPUS	8	/* nvsim's GPUs whose accounts are summed */

/*
 * What process @pid ran on each of nvsim's GPUs (it uses one) in @busy,
 * and how long each stalled, in @stalled. False: the accounts cannot be
 * read.
 */
static bool accounts_of(pid_t pid, long long *busy, long long *stalled)
{
	unsigned int g;

	for (g = 0; g < NSIM_GPUS; g++) {
		busy[g] = nvwork_busy_us(g, pid);
		stalled[g] = nvwork_stalled_us(g);
		if (busy[g] < 0)
			return false;
	}
	return true;
}

static const char usage_text[] =
	"usage: nvsim-burn --dev DIR --seconds S [--settle S]\n";

int main(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "dev", required_argument, NULL, 'd' },
		{ "seconds", required_argument, NULL, 's' },
		{ "settle", required_argument, NULL, 'w' },
		{ NULL, 0, NULL, 0 },
	};
	long long busy0[MAX_GPUS][NSIM_GPUS], stalled0[MAX_GPUS][NSIM_GPUS];
	long long busy[NSIM_GPUS], stalled[NSIM_GPUS], ran, stood, t0, t1;
	unsigned int secs = 0, settle = 0, n = 0, i;
	pid_t pid[MAX_GPUS];
	const char *dir = NULL;
	char node[4096], name[16];
	int c, ret = 0;

	while ((c = getopt_long(argc, argv, "", opts, NULL)) != -1) {
		switch (c) {
		case 'd':
			dir = optarg;
			break;
		case 's':
			secs = (unsigned int)strtoul(optarg, NULL, 10);
			break;
		case 'w':
			settle = (unsigned int)strtoul(optarg, NULL, 10);
			break;
		default:
			fputs(usage_text, stderr);
			return 2;
		}
	}
	if (!dir || !secs || optind != argc) {
		fputs(usage_text, stderr);
		return 2;
	}
	for (i = 0; i < MAX_GPUS; i++) {
		snprintf(name, sizeof(name), "nvidia%u", i);
		snprintf(node, sizeof(node), "%s/%s", dir, name);
		if (access(node, F_OK))
			break;
		pid[n] = nvwork_spawn(dir, name, ITEM_US, 1, 0, NULL);
		if (pid[n] < 0) {
			fprintf(stderr, "nvsim-burn: no channel on %s\n", node);
			ret = 1;
			break;
		}
		n++;
	}
	if (!n && !ret) {
		fprintf(stderr, "nvsim-burn: no GPU node in %s\n", dir);
		ret = 1;
	}
	if (!ret) {
		sleep(settle);
		t0 = nvwork_now_us();
		for (i = 0; i < n && !ret; i++)
			ret = !accounts_of(pid[i], busy0[i], stalled0[i]);
		sleep(secs);
		t1 = nvwork_now_us();
		for (i = 0; i < n && !ret; i++) {
			unsigned int g;
			long long bp;

			if (!accounts_of(pid[i], busy, stalled)) {
				ret = 1;
				break;
			}
			/* the GPU it ran on, whose stalls are left out */
			ran = 0;
			stood = 0;
			for (g = 0; g < NSIM_GPUS; g++) {
				if (busy[g] == busy0[i][g])
					continue;
				ran += busy[g] - busy0[i][g];
				stood = stalled[g] - stalled0[i][g];
			}
			bp = nvwork_share_bp(ran, t1 - t0, stood);
			printf("gpu %u busy %lld.%02lld%% (%lld us of %lld us, %lld us stalled)\n",
			       i, bp / 100, bp % 100, ran, t1 - t0, stood);
		}
		if (ret)
			fprintf(stderr, "nvsim-burn: nvsim's accounts cannot be read\n");
	}
	for (i = 0; i < n; i++)
		nvwork_kill(pid[i]);
	return ret;
}
