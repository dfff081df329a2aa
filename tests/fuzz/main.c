// SPDX-License-Identifier: GPL-2.0
/*
 * gpuslice-fuzz: runs the fuzzer (fuzz.h) in the test VM and checks, once
 * every process it started is gone, what must hold whatever a container
 * sent: every slice's use is 0, nvsim holds no framebuffer, no client
 * and no channel of a dead process is left, and no call acting for
 * another slice's client succeeded. Prints KTAP; exits 0 when all held.
 *
 * With --cycles N, the run is N cycles, each on slices made afresh and
 * deleted after its checks, the checks holding in every cycle.
 *
 * usage: gpuslice-fuzz [--slices N] [--procs N] [--threads N]
 *			[--ioctls N] [--seconds S] [--mutate PCT]
 *			[--seed N] [--memory MIB] [--cycles N] TRACE...
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
#include "genl.h"
#include "vmenv.h"

#define MAX_PROCS	32
#define MAX_THREADS	16
#define STALL_S		60	/* no ioctl for this long: something hangs */
#define QUIET_S		10	/* how long the accounts may take to settle */

static struct {
	unsigned int procs, threads, memory_mib, cycles;
	uint64_t ioctls, seconds, seed;
} opt = { .procs = 4, .threads = 3, .memory_mib = 512, .cycles = 1 };

static struct fz_config cfg;
static double run_s;	/* how long the runs took */

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

/* gpuslice's netlink family, for what the cycles ask of it many times. */
static int genl_fd = -1, genl_family;

/* Slice fz@i, made (@mib MiB on GPU 0) or force-deleted (@mib 0). */
static int genl_slice(unsigned int i, unsigned int mib)
{
	struct genl_gpu_spec gpu = { 0, (uint64_t)mib << 20, GENL_NO_COMPUTE };
	struct genl_msg m;
	char name[16];

	snprintf(name, sizeof(name), "fz%u", i);
	if (mib)
		return genl_put_slice(genl_fd, genl_family,
				      GPUSLICE_CMD_NEW_SLICE, name, &gpu, 1);
	genl_init(&m, genl_family, GPUSLICE_CMD_DEL_SLICE, 0);
	genl_put_str(&m, GPUSLICE_A_SLICE_NAME, name);
	genl_put_u32(&m, GPUSLICE_A_SLICE_FLAGS, GPUSLICE_SLICE_F_FORCE);
	return genl_call(genl_fd, &m, NULL);
}

/* Slice fz@i's memory use on its GPU, bytes; -1 when it cannot be read. */
static long long slice_used(unsigned int i)
{
	struct nlattr *gpus, *used = NULL;
	struct genl_msg m, r;
	uint64_t bytes;
	char name[16];

	snprintf(name, sizeof(name), "fz%u", i);
	genl_init(&m, genl_family, GPUSLICE_CMD_GET_SLICE, 0);
	genl_put_str(&m, GPUSLICE_A_SLICE_NAME, name);
	if (genl_call(genl_fd, &m, &r))
		return -1;
	gpus = genl_attr(&r.nlh, GPUSLICE_A_SLICE_GPUS);
	if (gpus && genl_attr_len(gpus) >= NLA_HDRLEN)
		used = genl_find(genl_attr_data(genl_attr_data(gpus)),
				 genl_attr_len(genl_attr_data(gpus)),
				 GPUSLICE_GPU_A_MEM_USED);
	if (!used || genl_attr_len(used) != sizeof(bytes))
		return -1;
	memcpy(&bytes, genl_attr_data(used), sizeof(bytes));
	return bytes;
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
static int run(uint64_t seed)
{
	pid_t pids[MAX_PROCS] = { 0 };
	uint64_t rng = seed | 1, seq = 0;
	uint64_t first = fz_read(cfg.sh->ioctls), last = first;
	double start = now_s(), progress = start;
	unsigned int i;
	int ret = 0, st;
	pid_t pid;

	spawn(admin, seed ^ 0xadadadad);
	for (;;) {
		uint64_t n = fz_read(cfg.sh->ioctls);
		double t = now_s();

		if ((opt.ioctls && n - first >= opt.ioctls) ||
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
				pids[i] = spawn(worker, seed + ++seq);
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
	run_s += now_s() - start;
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

/* The checks, each over every cycle: how many cycles it failed in. */
enum { CK_RUN, CK_USE, CK_FB, CK_CLIENTS, CK_CHANNELS, CK_FOREIGN, CK_N };
static const char *const check_name[CK_N] = {
	"no stall", "slices' use", "nvsim's framebuffer", "dead clients",
	"dead channels", "another slice's client",
};
static unsigned int failed_in[CK_N];

/* Check @k failed in cycle @cycle unless @ok; the first time is told. */
static void held(int k, bool ok, unsigned int cycle)
{
	if (ok)
		return;
	if (opt.cycles > 1 && !failed_in[k])
		printf("# cycle %u: %s failed first\n", cycle + 1,
		       check_name[k]);
	failed_in[k]++;
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

	for (i = 0; i < cfg.nslices; i++)
		if (slice_used(i) != 0)
			return false;
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

/* The checks once a cycle's processes are gone. */
static void check(unsigned int cycle)
{
	unsigned int i;
	long long used;

	held(CK_USE, settled(slices_empty), cycle);
	for (i = 0; i < cfg.nslices; i++) {
		used = slice_used(i);
		if (used)
			printf("# fz%u uses %lld bytes\n", i, used);
	}
	held(CK_FB, settled(nvsim_fb_empty), cycle);
	held(CK_CLIENTS, settled(no_dead_clients), cycle);
	held(CK_CHANNELS, settled(no_dead_channels), cycle);
	held(CK_FOREIGN, fz_read(cfg.sh->foreign_ok) == 0, cycle);
}

/* What held over the run, in KTAP. */
static void report(void)
{
	struct fz_shared *s = cfg.sh;
	char cycles[48] = "";

	if (opt.cycles > 1)
		snprintf(cycles, sizeof(cycles), " in %u cycles", opt.cycles);
	result(!failed_in[CK_RUN],
	       "no stall, and every process stopped when asked%s", cycles);
	result(fz_read(s->ioctls) >= opt.ioctls * opt.cycles,
	       "ran %llu ioctls in %.0f s (%llu answered 0, %llu mutated) in %llu replays, %llu forks, %llu kills, %llu mmaps, %llu slice changes%s",
	       (unsigned long long)s->ioctls, run_s,
	       (unsigned long long)s->ok,
	       (unsigned long long)s->mutated,
	       (unsigned long long)s->programs, (unsigned long long)s->forks,
	       (unsigned long long)s->killed, (unsigned long long)s->mmaps,
	       (unsigned long long)s->admin, cycles);
	result(!failed_in[CK_USE], "every slice's use is 0%s", cycles);
	result(!failed_in[CK_FB], "nvsim holds no framebuffer (holds %lld bytes)%s",
	       vmenv_nvsim_fb_used(0), cycles);
	result(!failed_in[CK_CLIENTS], "nvsim has no client of a dead process%s",
	       cycles);
	result(!failed_in[CK_CHANNELS],
	       "nvsim has no channel of a dead process%s", cycles);
	result(!failed_in[CK_FOREIGN],
	       "no call acting for another slice's client succeeded (%llu tried, %llu succeeded%s%s)",
	       (unsigned long long)s->foreign,
	       (unsigned long long)s->foreign_ok,
	       s->foreign_ok ? ": first " : "", s->foreign_req);
}

/*
 * One cycle: slices fz0.. made afresh, the run, the checks, the slices
 * deleted. False when a slice could not be made.
 */
static bool cycle(unsigned int n)
{
	unsigned int i;

	for (i = 0; i < cfg.nslices; i++) {
		genl_slice(i, 0);
		if (genl_slice(i, opt.memory_mib)) {
			fprintf(stderr, "gpuslice-fuzz: cannot create slice fz%u: %s\n",
				i, genl_extack);
			return false;
		}
	}
	/* clients of the slices before are gone: none is another's now */
	__atomic_store_n(&cfg.sh->stop, 0, __ATOMIC_RELAXED);
	memset(cfg.sh->pool, 0, sizeof(cfg.sh->pool));
	held(CK_RUN, run(opt.seed + n * 0x10001ULL) == 0, n);
	check(n);
	for (i = 0; i < cfg.nslices; i++)
		genl_slice(i, 0);
	return true;
}

static void help(FILE *f)
{
	fprintf(f,
		"usage: gpuslice-fuzz [--slices N] [--procs N] [--threads N] [--ioctls N]\n"
		"                     [--seconds S] [--mutate PCT] [--seed N] [--memory MIB]\n"
		"                     [--cycles N] TRACE...\n"
		"\n"
		"Replays the ioctl traces (tests/fixtures/*.trace.gz) mutated through the\n"
		"nodes of slices fz0.. (created on GPU 0, deleted after), from --procs\n"
		"processes of --threads threads, killed and respawned at random, while\n"
		"the slices are resized and force-deleted, until --ioctls ioctls\n"
		"(default 100000) or --seconds have passed; then checks the invariants.\n"
		"--cycles N does that N times (default 1), the slices made afresh each\n"
		"time, --ioctls and --seconds applying to each cycle.\n"
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
		{ "cycles", required_argument, NULL, 'c' },
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
		case 'c':
			opt.cycles = v;
			break;
		}
	}
	if (!cfg.nslices || cfg.nslices > FZ_MAX_SLICES || !opt.procs ||
	    opt.procs > MAX_PROCS || !opt.threads ||
	    opt.threads > MAX_THREADS || cfg.mutate_pct > 100 ||
	    !opt.memory_mib || !opt.cycles || optind == argc) {
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
	genl_fd = genl_open();
	genl_family = genl_fd < 0 ? genl_fd :
		      genl_family_id(genl_fd, GPUSLICE_GENL_NAME);
	if (genl_family < 0) {
		fprintf(stderr, "gpuslice-fuzz: no gpuslice netlink family: %s\n",
			strerror(-genl_family));
		return 1;
	}
	for (i = 0; i < cfg.nslices; i++)
		snprintf(cfg.slice_dir[i], sizeof(cfg.slice_dir[i]),
			 "/dev/gpuslice/fz%u", i);
	/* orphans of killed workers are ours to wait for */
	prctl(PR_SET_CHILD_SUBREAPER, 1);
	/* the children's output must not repeat what is buffered here */
	setvbuf(stdout, NULL, _IOLBF, 0);
	printf("TAP version 13\n1..7\n# seed %llu, %u slices, %u processes of %u threads, %u%% mutated, %u cycle%s\n",
	       (unsigned long long)opt.seed, cfg.nslices, opt.procs,
	       opt.threads, cfg.mutate_pct, opt.cycles,
	       opt.cycles == 1 ? "" : "s");
	for (i = 0; i < opt.cycles; i++)
		if (!cycle(i))
			return 1;
	report();
	return failures ? 1 : 0;
}
