// SPDX-License-Identifier: GPL-2.0
/*
 * gpuslice-fuzz: runs the fuzzer (fuzz.h) in the test VM and checks, once
 * every process it started is gone, what must hold whatever a container
 * sent: every slice's use is 0, nvsim holds no framebuffer, no client
 * and no channel of a dead process is left, and no call acting for
 * another slice's client succeeded. Prints KTAP; exits 0 when all held.
 *
 * usage: gpuslice-fuzz [--slices N] [--procs N] [--threads N]
 *			[--ioctls N] [--seconds S] [--mutate PCT]
 *			[--seed N] [--memory MIB] TRACE...
 */

#include <dirent.h>
#include <errno.h>
#include <getopt.h>
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "fuzz.h"
#include "vmenv.h"

#define MAX_PROCS	32
#define MAX_THREADS	16
#define STALL_S		60	/* no ioctl for this long: something hangs */
#define QUIET_S		10	/* how long the accounts may take to settle */

static struct {
	unsigned int procs, threads, memory_mib;
	uint64_t ioctls, seconds, seed;
} opt = { .procs = 4, .threads = 3, .memory_mib = 512 };

static struct fz_config cfg;
static double run_s;	/* how long the run took */

static double now_s(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* Runs a shell command quietly; its exit status. */
static int sh(const char *fmt, ...)
{
	char cmd[512];
	va_list ap;
	int n, st;

	va_start(ap, fmt);
	n = vsnprintf(cmd, sizeof(cmd) - 20, fmt, ap);
	va_end(ap);
	snprintf(cmd + n, sizeof(cmd) - n, " >/dev/null 2>&1");
	st = system(cmd);
	return WIFEXITED(st) ? WEXITSTATUS(st) : 128;
}

static int create_slice(unsigned int i, unsigned int mib)
{
	return sh("gpuslice create fz%u --gpu 0 --memory %uMiB", i, mib);
}

/* Resizes and force-deletes slices under the workers until told to stop. */
static void admin(uint64_t seed)
{
	uint64_t rng = seed | 1;

	while (!fz_read(cfg.sh->stop)) {
		unsigned int i = fz_below(&rng, cfg.nslices);

		usleep(50000 + fz_below(&rng, 250000));
		if (fz_below(&rng, 10) < 7) {
			sh("gpuslice set fz%u --gpu 0 --memory %uMiB", i,
			   64 + fz_below(&rng, 1024));
		} else {
			sh("gpuslice delete fz%u --force", i);
			create_slice(i, opt.memory_mib);
		}
		fz_count(cfg.sh->admin);
	}
	_exit(0);
}

/* A process may open one slice only: its threads share it. */
struct worker_thread {
	pthread_t tid;
	uint64_t seed;
	unsigned int slice;
};

static void *worker_thread(void *arg)
{
	struct worker_thread *w = arg;
	struct fz_replay *r = malloc(sizeof(*r));
	uint64_t rng = w->seed | 1;
	unsigned int programs = 1 + fz_below(&rng, 6);

	if (!r || fz_replay_init(r, &cfg, 0, w->seed))
		return NULL;
	r->slice = w->slice;
	while (programs-- && !fz_read(cfg.sh->stop))
		fz_replay_one(r);
	fz_replay_fini(r);
	free(r);
	return NULL;
}

/* A worker process: a few threads replaying, then it exits. */
static void worker(uint64_t seed)
{
	struct worker_thread t[MAX_THREADS];
	unsigned int i, slice = seed % cfg.nslices;

	for (i = 0; i < opt.threads; i++) {
		t[i].seed = seed * 0x9e3779b97f4a7c15ULL + i + 1;
		t[i].slice = slice;
		if (pthread_create(&t[i].tid, NULL, worker_thread, &t[i]))
			break;
	}
	while (i--)
		pthread_join(t[i].tid, NULL);
	_exit(0);
}

static pid_t spawn(void (*fn)(uint64_t), uint64_t seed)
{
	pid_t pid = fork();

	if (pid == 0)
		fn(seed);
	return pid;
}

/* What the kernel says a stuck process is doing, for the log. */
static void dump_stack(pid_t pid)
{
	char path[64], line[256];
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%d/stack", pid);
	f = fopen(path, "r");
	printf("# process %d:\n", pid);
	while (f && fgets(line, sizeof(line), f))
		printf("#   %s", line);
	if (f)
		fclose(f);
}

/*
 * Kills every child left (the fuzzer is their subreaper: orphans are its
 * children too), first showing where each is stuck when @dump.
 */
static void kill_children(bool dump)
{
	char path[64], line[256];
	struct dirent *d;
	DIR *proc = opendir("/proc");
	int pid, ppid;
	FILE *f;

	while (proc && (d = readdir(proc))) {
		pid = atoi(d->d_name);
		if (pid <= 0)
			continue;
		snprintf(path, sizeof(path), "/proc/%d/stat", pid);
		f = fopen(path, "r");
		if (!f)
			continue;
		/* "pid (comm) state ppid": comm may hold spaces, not ')' */
		ppid = 0;
		if (fgets(line, sizeof(line), f) && strrchr(line, ')'))
			sscanf(strrchr(line, ')') + 2, "%*c %d", &ppid);
		fclose(f);
		if (ppid != getpid())
			continue;
		if (dump)
			dump_stack(pid);
		kill(pid, SIGKILL);
	}
	if (proc)
		closedir(proc);
}

/*
 * Runs the workers until the ioctl count or the time is reached, killing
 * some at random moments. Returns 0, or -1 when the run stalled or a
 * worker would not stop.
 */
static int run(void)
{
	pid_t pids[MAX_PROCS] = { 0 };
	uint64_t rng = opt.seed | 1, last = 0, seq = 0;
	double start = now_s(), progress = start;
	unsigned int i;
	int ret = 0, st;
	pid_t pid;

	spawn(admin, opt.seed ^ 0xadadadad);
	for (;;) {
		uint64_t n = fz_read(cfg.sh->ioctls);
		double t = now_s();

		if ((opt.ioctls && n >= opt.ioctls) ||
		    (opt.seconds && t - start >= opt.seconds))
			break;
		if (n != last) {
			last = n;
			progress = t;
		} else if (t - progress > STALL_S) {
			printf("# no ioctl answered for %d s\n", STALL_S);
			kill_children(true);
			ret = -1;
			break;
		}
		while ((pid = waitpid(-1, &st, WNOHANG)) > 0)
			for (i = 0; i < opt.procs; i++)
				if (pids[i] == pid)
					pids[i] = 0;
		for (i = 0; i < opt.procs; i++)
			if (!pids[i])
				pids[i] = spawn(worker, opt.seed + ++seq);
		usleep(20000);
		/* kill -9 one at a random moment, mid-ioctl or mid-fork */
		i = fz_below(&rng, opt.procs * 10);
		if (i < opt.procs && pids[i] > 0) {
			usleep(fz_below(&rng, 5000));
			kill(pids[i], SIGKILL);
			fz_count(cfg.sh->killed);
		}
	}
	__atomic_store_n(&cfg.sh->stop, 1, __ATOMIC_RELAXED);
	run_s = now_s() - start;
	/* every process of the run: workers, their children, orphans too */
	for (start = now_s(); waitpid(-1, NULL, WNOHANG) >= 0;) {
		if (now_s() - start > STALL_S) {
			printf("# processes did not stop within %d s\n",
			       STALL_S);
			kill_children(true);
			while (waitpid(-1, NULL, 0) > 0)
				;
			return -1;
		}
		usleep(20000);
	}
	return ret;
}

static int ktap_n;
static int failures;

static void result(bool ok, const char *fmt, ...)
{
	va_list ap;

	printf("%sok %d ", ok ? "" : "not ", ++ktap_n);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	printf("\n");
	failures += !ok;
	fflush(stdout);
}

static bool settled(bool (*check)(void))
{
	double start = now_s();

	while (!check()) {
		if (now_s() - start > QUIET_S)
			return false;
		usleep(100000);
	}
	return true;
}

static bool slices_empty(void)
{
	unsigned int i;

	for (i = 0; i < cfg.nslices; i++) {
		char name[16];

		snprintf(name, sizeof(name), "fz%u", i);
		if (vmenv_slice_used(name) != 0)
			return false;
	}
	return true;
}

static bool nvsim_fb_empty(void)
{
	return vmenv_nvsim_fb_used(0) == 0;
}

static bool no_dead_clients(void)
{
	return vmenv_nvsim_dead_owners("/sys/kernel/debug/nvsim/clients",
				       "client 0x%x pid %d", false) == 0;
}

static bool no_dead_channels(void)
{
	return vmenv_nvsim_dead_owners("/sys/kernel/debug/nvsim/engine",
				       "client 0x%x pid %d gpu %u busy_us %*u items %*u channels %u",
				       true) == 0;
}

static void check(void)
{
	struct fz_shared *s = cfg.sh;
	unsigned int i;

	result(fz_read(s->ioctls) >= opt.ioctls,
	       "ran %llu ioctls in %.0f s (%llu answered 0, %llu mutated) in %llu replays, %llu forks, %llu kills, %llu mmaps, %llu slice changes",
	       (unsigned long long)s->ioctls, run_s,
	       (unsigned long long)s->ok,
	       (unsigned long long)s->mutated,
	       (unsigned long long)s->programs, (unsigned long long)s->forks,
	       (unsigned long long)s->killed, (unsigned long long)s->mmaps,
	       (unsigned long long)s->admin);
	result(settled(slices_empty), "every slice's use is 0");
	for (i = 0; i < cfg.nslices; i++) {
		char name[16];
		long long used;

		snprintf(name, sizeof(name), "fz%u", i);
		used = vmenv_slice_used(name);
		if (used)
			printf("# %s uses %lld bytes\n", name, used);
	}
	result(settled(nvsim_fb_empty),
	       "nvsim holds no framebuffer (holds %lld bytes)",
	       vmenv_nvsim_fb_used(0));
	result(settled(no_dead_clients), "nvsim has no client of a dead process");
	result(settled(no_dead_channels),
	       "nvsim has no channel of a dead process");
	result(fz_read(s->foreign_ok) == 0,
	       "no call acting for another slice's client succeeded (%llu tried, %llu succeeded%s%s)",
	       (unsigned long long)s->foreign,
	       (unsigned long long)s->foreign_ok,
	       s->foreign_ok ? ": first " : "", s->foreign_req);
}

static void help(FILE *f)
{
	fprintf(f,
		"usage: gpuslice-fuzz [--slices N] [--procs N] [--threads N] [--ioctls N]\n"
		"                     [--seconds S] [--mutate PCT] [--seed N] [--memory MIB] TRACE...\n"
		"\n"
		"Replays the ioctl traces (tests/fixtures/*.trace.gz) mutated through the\n"
		"nodes of slices fz0.. (created on GPU 0, deleted after), from --procs\n"
		"processes of --threads threads, killed and respawned at random, while\n"
		"the slices are resized and force-deleted, until --ioctls ioctls\n"
		"(default 100000) or --seconds have passed; then checks the invariants.\n"
		"Prints KTAP; exit status 0 when every check passed.\n");
}

int main(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "slices", required_argument, NULL, 'S' },
		{ "procs", required_argument, NULL, 'p' },
		{ "threads", required_argument, NULL, 't' },
		{ "ioctls", required_argument, NULL, 'n' },
		{ "seconds", required_argument, NULL, 's' },
		{ "mutate", required_argument, NULL, 'm' },
		{ "seed", required_argument, NULL, 'r' },
		{ "memory", required_argument, NULL, 'M' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	unsigned long v;
	unsigned int i;
	char *end;
	int c;

	cfg.nslices = 3;
	cfg.mutate_pct = 30;
	opt.seed = (uint64_t)time(NULL) ^ ((uint64_t)getpid() << 32);
	while ((c = getopt_long(argc, argv, "h", longopts, NULL)) != -1) {
		if (c == 'h') {
			help(stdout);
			return 0;
		}
		if (c == '?') {
			help(stderr);
			return 2;
		}
		errno = 0;
		v = strtoul(optarg, &end, 0);
		if (errno || *end || end == optarg) {
			fprintf(stderr, "gpuslice-fuzz: bad number '%s'\n",
				optarg);
			return 2;
		}
		switch (c) {
		case 'S':
			cfg.nslices = v;
			break;
		case 'p':
			opt.procs = v;
			break;
		case 't':
			opt.threads = v;
			break;
		case 'n':
			opt.ioctls = v;
			break;
		case 's':
			opt.seconds = v;
			break;
		case 'm':
			cfg.mutate_pct = v;
			break;
		case 'r':
			opt.seed = v;
			break;
		case 'M':
			opt.memory_mib = v;
			break;
		}
	}
	if (!cfg.nslices || cfg.nslices > FZ_MAX_SLICES || !opt.procs ||
	    opt.procs > MAX_PROCS || !opt.threads ||
	    opt.threads > MAX_THREADS || cfg.mutate_pct > 100 ||
	    !opt.memory_mib || optind == argc) {
		help(stderr);
		return 2;
	}
	if (!opt.ioctls && !opt.seconds)
		opt.ioctls = 100000;

	cfg.ntraces = argc - optind;
	cfg.traces = calloc(cfg.ntraces, sizeof(*cfg.traces));
	if (!cfg.traces)
		return 1;
	for (i = 0; i < cfg.ntraces; i++)
		if (fz_trace_load(&cfg.traces[i], argv[optind + i]))
			return 1;
	cfg.sh = mmap(NULL, sizeof(*cfg.sh), PROT_READ | PROT_WRITE,
		      MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	if (cfg.sh == MAP_FAILED)
		return 1;
	for (i = 0; i < cfg.nslices; i++) {
		snprintf(cfg.slice_dir[i], sizeof(cfg.slice_dir[i]),
			 "/dev/gpuslice/fz%u", i);
		sh("gpuslice delete fz%u --force", i);
		if (create_slice(i, opt.memory_mib)) {
			fprintf(stderr, "gpuslice-fuzz: cannot create slice fz%u\n",
				i);
			return 1;
		}
	}
	/* orphans of killed workers are ours to wait for */
	prctl(PR_SET_CHILD_SUBREAPER, 1);
	/* the children's output must not repeat what is buffered here */
	setvbuf(stdout, NULL, _IOLBF, 0);
	printf("TAP version 13\n1..7\n# seed %llu, %u slices, %u processes of %u threads, %u%% mutated\n",
	       (unsigned long long)opt.seed, cfg.nslices, opt.procs,
	       opt.threads, cfg.mutate_pct);
	result(run() == 0, "no stall, and every process stopped when asked");
	check();
	for (i = 0; i < cfg.nslices; i++)
		sh("gpuslice delete fz%u --force", i);
	return failures ? 1 : 0;
}
