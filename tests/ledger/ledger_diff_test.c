// SPDX-License-Identifier: GPL-2.0
/*
 * ledger_diff_test: the engines' accounting against RM's, step by step.
 *
 * Random sequences of what a slice's processes do with framebuffer memory
 * on nvsim's two GPUs: allocations (class 0x40), dups into the same client,
 * into a second client of the process and into another process of the
 * slice after RM_SHARE, frees of any handle, frees of clients, closes of
 * ctl files, exits and kill -9, in up to four processes. After every step:
 * nvsim's own GET_PID_INFO for each process and GPU (asked through a client
 * of nvsim's nodes, outside the slice) must be what RM's rules say
 * (rm_model.c), nvsim's framebuffer what the blocks with a handle left
 * hold; and the engine's ledger must hold, per process and per GPU, RM's
 * private + shared bytes for it (no managed mappings and nothing RM keeps
 * for itself are made: nvsim's hidden framebuffer must stay 0), its use
 * their sum; an allocation is admitted exactly when RM's count then stays
 * within the slice's limit, and no process is killed. After a free, a
 * close or an exit an allocation sometimes follows at once, before the
 * engine is read: what it admits must be right without a settle.
 *
 * A sequence begins with two processes of the slice, each with a client on
 * a ctl file and no memory (those the sequence before left, reset so, or
 * new ones) and ends by resetting the live ones, which must leave nothing
 * charged; processes are new only after exits, since a new one costs more
 * than a step under TCG. For the same reason the checker, the processes
 * and the kernel engine's verifier run on one CPU: a wakeup on another
 * virtual CPU costs milliseconds, and every step wakes several.
 *
 * The kernel engine's processes use the slice's nodes (/dev/gpuslice/diff);
 * the user-space engine's use nvsim's nodes with libgpuslice-preload.so
 * loaded (this program again, LD_PRELOAD, is their zygote), and its ledger
 * is read from shared memory. Prints KTAP, one test per engine; a failure
 * says the sequence's seed: --seed SEED --sequences 1 runs it again.
 */

#include <dirent.h>
#include <errno.h>
#include <getopt.h>
#include <libgen.h>
#include <limits.h>
#include <sched.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/syscall.h>

#include "genl.h"
#include "ledger_diff.h"
#include "nvrm.h"
#include "vmenv.h"

#define SLICE		"diff"
#define LIMIT		(32 * MiB)

enum step {
	S_SPAWN, S_CLIENT, S_ALLOC, S_DUP_SAME, S_DUP_CLIENT, S_DUP_PROC,
	S_FREE, S_FREE_CLIENT, S_CLOSE, S_EXIT, S_KILL, NR_STEPS
};

static const char *const step_name[NR_STEPS] = {
	[S_SPAWN] = "a new process",
	[S_CLIENT] = "a new client",
	[S_ALLOC] = "an allocation",
	[S_DUP_SAME] = "a dup into the same client",
	[S_DUP_CLIENT] = "a dup into another client of the process",
	[S_DUP_PROC] = "a dup into another process after RM_SHARE",
	[S_FREE] = "a free of a handle",
	[S_FREE_CLIENT] = "a free of a client",
	[S_CLOSE] = "a close of a ctl file",
	[S_EXIT] = "an exit",
	[S_KILL] = "a kill -9",
};

/* How a sequence failed, for the summary. */
enum wrong {
	W_NVSIM,	/* nvsim's count is not RM's rules' */
	W_PROC,		/* a process's ledger is not RM's count of it */
	W_USED,		/* the ledger's use is not the sum */
	W_ADMIT,	/* admitted beyond the limit */
	W_REFUSE,	/* refused within the limit */
	W_KILLED,	/* a process was killed */
	W_CALL,		/* a call failed that RM allows */
	W_READ,		/* an account could not be read */
	NR_WRONG
};

static const char *const wrong_name[NR_WRONG] = {
	[W_NVSIM] = "nvsim's count not RM's",
	[W_PROC] = "a process's charge not RM's count",
	[W_USED] = "the GPU's use not the processes' sum",
	[W_ADMIT] = "admitted beyond the limit",
	[W_REFUSE] = "refused within the limit",
	[W_KILLED] = "a process killed",
	[W_CALL] = "a call failed",
	[W_READ] = "an account unreadable",
};

/* Where a run's time went, for the summary. */
enum phase { T_SPAWN, T_CALL, T_END, T_NVSIM, T_LEDGER, NR_PHASES };

static const char *const phase_name[NR_PHASES] = {
	[T_SPAWN] = "new processes", [T_CALL] = "calls", [T_END] = "exits",
	[T_NVSIM] = "nvsim's counts", [T_LEDGER] = "the ledger",
};

static double now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec + t.tv_nsec / 1e9;
}

struct opts {
	unsigned long long seed;
	unsigned int sequences;
	unsigned int steps;
	unsigned int failures;	/* failing sequences told in full */
	bool engine[2];
	bool verbose;
	cpu_set_t cpu;		/* where the checker runs */
};

/*
 * A process of the slice. Live ones outlast a sequence: each begins with
 * those left by the one before, reset to one client on ctl file 0 and no
 * memory, so that only exits cost a new process. A slot is free when no
 * process is live in it and none went in this sequence (@pid 0).
 */
struct worker {
	bool live;
	pid_t pid;
	int sock;
	int pidfd;
	bool ctl_open[DIFF_FILES];
	uint32_t client;	/* its client on ctl file 0 when reset */
};

/* Live processes a sequence begins with */
#define POOL		2

/* One engine's run. */
struct run {
	enum diff_engine engine;
	const char *name;
	const struct opts *o;
	struct diff_zygote zygote;
	int genl_fd, family;		/* the kernel engine's */
	char dir[64];			/* the user-space engine's ledgers */
	struct diff_nvsim *nvsim;
	struct rm_model *m;
	/* the sequence */
	unsigned long long seed;
	unsigned long long rng;
	struct worker w[DIFF_WORKERS];
	unsigned int step;
	enum step kind;
	bool failed;
	char log[16384];
	size_t loglen;
	char why[4096];
	size_t whylen;
	/* the summary */
	unsigned long steps, refused, failed_seqs, told;
	unsigned long wrong[NR_WRONG];
	unsigned long long wrong_seed[NR_WRONG];	/* the first's */
	unsigned long wrong_step[NR_STEPS];
	unsigned long long first_failed_seed;
	double time[NR_PHASES];
};

static unsigned long long next_rand(struct run *r)
{
	unsigned long long z = (r->rng += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

static unsigned int pick(struct run *r, unsigned int n)
{
	return n ? next_rand(r) % n : 0;
}

static void note(struct run *r, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(r->log + r->loglen, sizeof(r->log) - r->loglen, fmt, ap);
	va_end(ap);
	if (n > 0)
		r->loglen = r->loglen + n < sizeof(r->log) ? r->loglen + n :
							     sizeof(r->log) - 1;
	if (r->o->verbose) {
		va_start(ap, fmt);
		vprintf(fmt, ap);
		va_end(ap);
	}
}

/* A failure of the sequence's current step: the first one counts. */
static void wrong(struct run *r, enum wrong kind, const char *fmt, ...)
{
	va_list ap;
	int n;

	if (!r->failed) {
		if (!r->wrong[kind]++)
			r->wrong_seed[kind] = r->seed;
		r->wrong_step[r->kind]++;
	}
	r->failed = true;
	va_start(ap, fmt);
	n = vsnprintf(r->why + r->whylen, sizeof(r->why) - r->whylen, fmt, ap);
	va_end(ap);
	if (n > 0)
		r->whylen = r->whylen + n < sizeof(r->why) ? r->whylen + n :
							     sizeof(r->why) - 1;
}

static double mib(uint64_t b)
{
	return (double)b / MiB;
}

/* The pids to read: a worker that is gone reads as no process. */
static void pids_of(const struct run *r, pid_t *pids, bool gone_too)
{
	unsigned int w;

	for (w = 0; w < DIFF_WORKERS; w++)
		pids[w] = r->w[w].live || gone_too ? r->w[w].pid : 0;
}

static int ask(struct run *r, unsigned int w, struct diff_cmd *c,
	       uint32_t *value)
{
	struct diff_reply rep;
	double t = now();
	int ret = diff_ask(r->w[w].sock, c, &rep);

	r->time[T_CALL] += now() - t;

	if (ret) {
		wrong(r, diff_gone(r->w[w].pidfd) ? W_KILLED : W_CALL,
		      "process %u (pid %d) did not answer: %s\n", w,
		      r->w[w].pid, strerror(-ret));
		return -1;
	}
	if (value)
		*value = rep.value;
	return rep.status;
}

static void worker_gone(struct run *r, unsigned int w)
{
	close(r->w[w].sock);
	close(r->w[w].pidfd);
	r->w[w].live = false;
	rm_model_exit(r->m, w);
}

/* Ends worker @w: an exit, or kill -9. */
static int end_worker(struct run *r, unsigned int w, bool kill9)
{
	struct diff_cmd c = { .op = OP_EXIT };
	double t = now();
	int ret;

	if (kill9)
		ret = syscall(SYS_pidfd_send_signal, r->w[w].pidfd, SIGKILL,
			      NULL, 0) ? -errno : 0;
	else
		ret = write(r->w[w].sock, &c, sizeof(c)) == sizeof(c) ? 0 :
									-EPIPE;
	ret = ret ?: diff_wait_gone(r->w[w].pidfd);
	worker_gone(r, w);
	r->time[T_END] += now() - t;
	return ret;
}

/* Checks what nvsim and the engine say against RM's rules and each other. */
static void check(struct run *r, bool engine)
{
	struct rm_count nv[DIFF_WORKERS][DIFF_GPUS];
	uint64_t fb[DIFF_GPUS], hidden[DIFF_GPUS], sum;
	pid_t live[DIFF_WORKERS], all[DIFF_WORKERS];
	struct diff_accounts a;
	unsigned int w, g;
	double t = now();
	int ret;

	for (w = 0; w < DIFF_WORKERS; w++)
		if (r->w[w].live && diff_gone(r->w[w].pidfd)) {
			wrong(r, W_KILLED, "process %u (pid %d) was killed\n",
			      w, r->w[w].pid);
			worker_gone(r, w);
		}
	pids_of(r, live, false);
	pids_of(r, all, true);
	ret = diff_nvsim_pid_info(r->nvsim, live, DIFF_WORKERS, nv) ||
	      diff_nvsim_fb(r->nvsim, fb, hidden);
	r->time[T_NVSIM] += now() - t;
	if (ret) {
		wrong(r, W_READ, "nvsim's accounts unreadable\n");
		return;
	}
	for (g = 0; g < DIFF_GPUS; g++) {
		for (w = 0; w < DIFF_WORKERS; w++) {
			struct rm_count x = rm_model_count(r->m, w, g);

			if (!memcmp(&x, &nv[w][g], sizeof(x)))
				continue;
			wrong(r, W_NVSIM,
			      "process %u GPU %u: nvsim counts %.0f/%.0f/%.0f MiB (private/shared/duped), RM's rules %.0f/%.0f/%.0f\n",
			      w, g, mib(nv[w][g].priv), mib(nv[w][g].owned),
			      mib(nv[w][g].duped), mib(x.priv), mib(x.owned),
			      mib(x.duped));
		}
		if (fb[g] != rm_model_held(r->m, g) || hidden[g])
			wrong(r, W_NVSIM,
			      "GPU %u: nvsim holds %.0f MiB (%.3f hidden), the blocks with a handle left %.0f\n",
			      g, mib(fb[g]), mib(hidden[g]),
			      mib(rm_model_held(r->m, g)));
	}
	if (!engine)
		return;

	t = now();
	ret = r->engine == ENGINE_KERNEL ?
	      diff_kernel_read(r->genl_fd, r->family, SLICE, all, &a) :
	      diff_preload_read(r->dir, SLICE, all, &a);
	r->time[T_LEDGER] += now() - t;
	if (ret) {
		wrong(r, W_READ, "the ledger is unreadable: %s\n",
		      strerror(-ret));
		return;
	}
	if (a.others)
		wrong(r, W_PROC, "the ledger has %u processes no worker is\n",
		      a.others);
	for (g = 0; g < DIFF_GPUS; g++) {
		sum = 0;
		for (w = 0; w < DIFF_WORKERS; w++) {
			uint64_t rm = nv[w][g].priv + nv[w][g].owned;

			sum += a.proc[w][g];
			if (a.proc[w][g] == rm)
				continue;
			wrong(r, W_PROC,
			      "process %u (pid %d%s) GPU %u: ledger %.0f MiB, RM %.0f (private %.0f + shared %.0f; duped %.0f)\n",
			      w, all[w], live[w] ? "" : ", gone", g,
			      mib(a.proc[w][g]), mib(rm), mib(nv[w][g].priv),
			      mib(nv[w][g].owned), mib(nv[w][g].duped));
		}
		if (a.used[g] != sum || sum != fb[g])
			wrong(r, W_USED,
			      "GPU %u: ledger's use %.0f MiB, its processes' %.0f, RM's framebuffer %.0f\n",
			      g, mib(a.used[g]), mib(sum), mib(fb[g]));
	}
}

static int live_workers(const struct run *r, int *out)
{
	unsigned int w;
	int n = 0;

	for (w = 0; w < DIFF_WORKERS; w++)
		if (r->w[w].live)
			out[n++] = w;
	return n;
}

/* A live client of worker @w (other than @not), or -1. */
static int client_of(struct run *r, int w, int not)
{
	int c[DIFF_CLIENTS], n, i, k = 0;

	n = rm_model_clients(r->m, c);
	for (i = 0; i < n; i++)
		if (rm_model_client_info(r->m, c[i])->worker == w &&
		    c[i] != not)
			c[k++] = c[i];
	return k ? c[pick(r, k)] : -1;
}

/* A live client of a live worker other than @w, or -1. */
static int client_elsewhere(struct run *r, int w)
{
	int c[DIFF_CLIENTS], n, i, k = 0;

	n = rm_model_clients(r->m, c);
	for (i = 0; i < n; i++)
		if (rm_model_client_info(r->m, c[i])->worker != w)
			c[k++] = c[i];
	return k ? c[pick(r, k)] : -1;
}

static uint32_t next_handle(struct run *r, int c)
{
	return rm_model_client_info(r->m, c)->next++;
}

static void client_step(struct run *r, int w, int f)
{
	struct diff_cmd cmd = { .op = OP_CLIENT, .file = f };
	uint32_t hc = 0;
	int st = ask(r, w, &cmd, &hc);

	if (st < 0)
		return;
	if (!f)
		r->w[w].client = hc;
	note(r, "  process %d: a client on ctl file %d: 0x%x\n", w, f, hc);
	if (st) {
		wrong(r, W_CALL, "process %d: the client failed: 0x%x\n", w,
		      st);
		return;
	}
	r->w[w].ctl_open[f] = true;
	if (rm_model_client(r->m, w, f, hc) < 0)
		wrong(r, W_CALL, "no room for a client\n");
}

/* A free slot, or -1. */
static int free_slot(const struct run *r)
{
	int w;

	for (w = 0; w < DIFF_WORKERS; w++)
		if (!r->w[w].live && !r->w[w].pid)
			return w;
	return -1;
}

static void spawn_step(struct run *r)
{
	int w = free_slot(r);
	double t = now();
	int ret;

	ret = diff_spawn(&r->zygote, &r->w[w].pid, &r->w[w].sock,
			 &r->w[w].pidfd);
	r->time[T_SPAWN] += now() - t;
	if (ret) {
		wrong(r, W_CALL, "no new process: %s\n", strerror(-ret));
		return;
	}
	r->w[w].live = true;
	memset(r->w[w].ctl_open, 0, sizeof(r->w[w].ctl_open));
	note(r, "  process %d is pid %d\n", w, r->w[w].pid);
	client_step(r, w, 0);
}

/* An allocation by client @c: admitted exactly when it fits RM's count. */
static void alloc_step(struct run *r, int c)
{
	struct rm_client_info *ci = rm_model_client_info(r->m, c);
	struct diff_cmd cmd = {
		.op = OP_ALLOC, .file = ci->file, .client = ci->handle,
		.gpu = pick(r, DIFF_GPUS), .size = (1 + pick(r, 8)) * 2 * MiB,
	};
	uint64_t held = rm_model_held(r->m, cmd.gpu);
	bool fits = held + cmd.size <= LIMIT;
	int st;

	cmd.h = next_handle(r, c);
	st = ask(r, ci->worker, &cmd, NULL);
	if (st < 0)
		return;
	note(r, "  process %d: allocates %.0f MiB on GPU %u in client 0x%x as 0x%x (RM holds %.0f of %.0f there): 0x%x\n",
	     ci->worker, mib(cmd.size), cmd.gpu, ci->handle, cmd.h, mib(held),
	     mib(LIMIT), st);
	if (st == NVRM_OK) {
		if (rm_model_alloc(r->m, c, cmd.gpu, cmd.size, cmd.h) < 0)
			wrong(r, W_CALL, "no room for a handle\n");
		if (!fits)
			wrong(r, W_ADMIT,
			      "GPU %u: %.0f MiB admitted with %.0f held: RM then counts %.0f MiB for the slice, its limit %.0f\n",
			      cmd.gpu, mib(cmd.size), mib(held),
			      mib(held + cmd.size), mib(LIMIT));
	} else if (st == NVRM_NO_MEMORY) {
		r->refused++;
		if (fits)
			wrong(r, W_REFUSE,
			      "GPU %u: %.0f MiB refused with %.0f held, limit %.0f\n",
			      cmd.gpu, mib(cmd.size), mib(held), mib(LIMIT));
	} else {
		wrong(r, W_CALL, "the allocation failed: 0x%x\n", st);
	}
}

/* A dup of handle @h into client @c, shared first when @share. */
static void dup_step(struct run *r, int h, int c, bool share)
{
	struct rm_handle_info *hi = rm_model_handle(r->m, h);
	struct rm_client_info *src = rm_model_client_info(r->m, hi->client);
	struct rm_client_info *dst = rm_model_client_info(r->m, c);
	struct diff_cmd cmd = {
		.op = OP_SHARE, .file = src->file, .client = src->handle,
		.src = hi->handle,
	};
	int st;

	if (share && !hi->shared) {
		st = ask(r, src->worker, &cmd, NULL);
		if (st < 0)
			return;
		note(r, "  process %d: shares 0x%x with everyone: 0x%x\n",
		     src->worker, hi->handle, st);
		if (st) {
			wrong(r, W_CALL, "RM_SHARE failed: 0x%x\n", st);
			return;
		}
		hi->shared = true;
	}
	cmd = (struct diff_cmd){
		.op = OP_DUP, .file = dst->file, .client = dst->handle,
		.gpu = hi->gpu, .h = next_handle(r, c),
		.src_client = src->handle, .src = hi->handle,
	};
	st = ask(r, dst->worker, &cmd, NULL);
	if (st < 0)
		return;
	note(r, "  process %d: dups 0x%x of client 0x%x (GPU %u) into client 0x%x as 0x%x: 0x%x\n",
	     dst->worker, hi->handle, src->handle, hi->gpu, dst->handle,
	     cmd.h, st);
	if (st) {
		wrong(r, W_CALL, "the dup failed: 0x%x\n", st);
		return;
	}
	if (rm_model_dup(r->m, c, h, cmd.h) < 0)
		wrong(r, W_CALL, "no room for a handle\n");
}

static void free_step(struct run *r, int h)
{
	struct rm_handle_info *hi = rm_model_handle(r->m, h);
	struct rm_client_info *ci = rm_model_client_info(r->m, hi->client);
	struct diff_cmd cmd = {
		.op = OP_FREE, .file = ci->file, .client = ci->handle,
		.h = hi->handle,
	};
	int st = ask(r, ci->worker, &cmd, NULL);

	if (st < 0)
		return;
	note(r, "  process %d: frees 0x%x of client 0x%x: 0x%x\n",
	     ci->worker, hi->handle, ci->handle, st);
	if (st)
		wrong(r, W_CALL, "the free failed: 0x%x\n", st);
	else
		rm_model_free_handle(r->m, h);
}

static void free_client_step(struct run *r, int c)
{
	struct rm_client_info *ci = rm_model_client_info(r->m, c);
	struct diff_cmd cmd = {
		.op = OP_FREE, .file = ci->file, .client = ci->handle,
		.h = ci->handle,
	};
	int st = ask(r, ci->worker, &cmd, NULL);

	if (st < 0)
		return;
	note(r, "  process %d: frees client 0x%x: 0x%x\n", ci->worker,
	     ci->handle, st);
	if (st)
		wrong(r, W_CALL, "the client's free failed: 0x%x\n", st);
	else
		rm_model_free_client(r->m, c);
}

static void close_step(struct run *r, int w, int f)
{
	struct diff_cmd cmd = { .op = OP_CLOSE, .file = f };
	int st = ask(r, w, &cmd, NULL);

	if (st < 0)
		return;
	note(r, "  process %d: closes ctl file %d: 0x%x\n", w, f, st);
	if (st) {
		wrong(r, W_CALL, "the close failed: 0x%x\n", st);
		return;
	}
	r->w[w].ctl_open[f] = false;
	rm_model_close(r->m, w, f);
}

static void end_step(struct run *r, int w, bool kill9)
{
	int ret;

	note(r, "  process %d: %s\n", w, kill9 ? "killed (-9)" : "exits");
	ret = end_worker(r, w, kill9);
	if (ret)
		wrong(r, W_CALL, "process %d did not end: %s\n", w,
		      strerror(-ret));
}

/* Whether step @s can be taken now. */
static bool possible(struct run *r, enum step s)
{
	int ws[DIFF_WORKERS], hs[DIFF_HANDLES], cs[DIFF_CLIENTS];
	int nw = live_workers(r, ws), nh = rm_model_handles(r->m, hs);
	int nc = rm_model_clients(r->m, cs);
	bool room = nh < DIFF_HANDLES;

	switch (s) {
	case S_SPAWN:
		return free_slot(r) >= 0 && nc < DIFF_CLIENTS;
	case S_CLIENT:
		return nw && nc < DIFF_CLIENTS;
	case S_ALLOC:
		return nc && room;
	case S_DUP_SAME:
	case S_FREE:
		return nh && (room || s == S_FREE);
	case S_DUP_CLIENT:
		return nh && room && nc > nw;
	case S_DUP_PROC:
		return nh && room && nw > 1;
	case S_FREE_CLIENT:
		return nc;
	case S_CLOSE:
	case S_EXIT:
	case S_KILL:
		return nw;
	default:
		return false;
	}
}

/* How often each step is tried, against the others. */
static const unsigned int weight[NR_STEPS] = {
	[S_SPAWN] = 2, [S_CLIENT] = 1, [S_ALLOC] = 6, [S_DUP_SAME] = 2,
	[S_DUP_CLIENT] = 2, [S_DUP_PROC] = 4, [S_FREE] = 4,
	[S_FREE_CLIENT] = 1, [S_CLOSE] = 1, [S_EXIT] = 1, [S_KILL] = 1,
};

/* A step possible now, at random by weight; NR_STEPS when there is none. */
static enum step choose(struct run *r)
{
	unsigned int total = 0, k;
	enum step s;

	for (s = 0; s < NR_STEPS; s++)
		total += possible(r, s) ? weight[s] : 0;
	k = pick(r, total);
	for (s = 0; s < NR_STEPS; s++) {
		if (!possible(r, s))
			continue;
		if (k < weight[s])
			return s;
		k -= weight[s];
	}
	return NR_STEPS;
}

/* A random live handle whose client's worker is in a dup's reach. */
static void take(struct run *r, enum step s)
{
	int ws[DIFF_WORKERS], hs[DIFF_HANDLES], cs[DIFF_CLIENTS];
	int nw = live_workers(r, ws), nh = rm_model_handles(r->m, hs);
	int nc = rm_model_clients(r->m, cs), h, c, w, f, i;

	r->kind = s;
	note(r, "step %u: %s\n", r->step, step_name[s]);
	switch (s) {
	case S_SPAWN:
		spawn_step(r);
		break;
	case S_CLIENT:
		w = ws[pick(r, nw)];
		client_step(r, w, pick(r, DIFF_FILES));
		break;
	case S_ALLOC:
		alloc_step(r, cs[pick(r, nc)]);
		break;
	case S_DUP_SAME:
		h = hs[pick(r, nh)];
		dup_step(r, h, rm_model_handle(r->m, h)->client, false);
		break;
	case S_DUP_CLIENT:
		/* a handle of a process with two clients */
		for (i = 0; i < 8 * nh; i++) {
			h = hs[pick(r, nh)];
			c = rm_model_handle(r->m, h)->client;
			w = rm_model_client_info(r->m, c)->worker;
			c = client_of(r, w, c);
			if (c >= 0) {
				dup_step(r, h, c, false);
				return;
			}
		}
		note(r, "  (no process has two clients)\n");
		break;
	case S_DUP_PROC:
		for (i = 0; i < 8 * nh; i++) {
			h = hs[pick(r, nh)];
			c = rm_model_handle(r->m, h)->client;
			c = client_elsewhere(r,
					     rm_model_client_info(r->m, c)->worker);
			if (c >= 0) {
				dup_step(r, h, c, true);
				return;
			}
		}
		note(r, "  (no other process has a client)\n");
		break;
	case S_FREE:
		free_step(r, hs[pick(r, nh)]);
		break;
	case S_FREE_CLIENT:
		free_client_step(r, cs[pick(r, nc)]);
		break;
	case S_CLOSE:
		w = ws[pick(r, nw)];
		f = pick(r, DIFF_FILES);
		if (r->w[w].ctl_open[f])
			close_step(r, w, f);
		else
			note(r, "  (process %d has no ctl file %d)\n", w, f);
		break;
	case S_EXIT:
	case S_KILL:
		end_step(r, ws[pick(r, nw)], s == S_KILL);
		break;
	default:
		break;
	}
}

static bool frees(enum step s)
{
	return s == S_FREE || s == S_FREE_CLIENT || s == S_CLOSE ||
	       s == S_EXIT || s == S_KILL;
}

/* Its ctl files closed, a client made on file 0. */
static void remake_worker(struct run *r, int w)
{
	struct diff_cmd cmd = { .op = OP_RESET };
	uint32_t hc = 0;
	int st = ask(r, w, &cmd, &hc), f;

	if (st < 0)
		return;
	note(r, "  process %d: a client on ctl file 0: 0x%x\n", w, hc);
	for (f = 0; f < DIFF_FILES; f++)
		if (r->w[w].ctl_open[f])
			rm_model_close(r->m, w, f);
	if (st) {
		wrong(r, W_CALL, "process %d: the reset failed: 0x%x\n", w,
		      st);
		return;
	}
	memset(r->w[w].ctl_open, 0, sizeof(r->w[w].ctl_open));
	r->w[w].ctl_open[0] = true;
	r->w[w].client = hc;
	if (rm_model_client(r->m, w, 0, hc) < 0)
		wrong(r, W_CALL, "no room for a client\n");
}

/* The model's index of worker @w's first client, if it is still there. */
static int base_client(struct run *r, int w)
{
	int cs[DIFF_CLIENTS], n = rm_model_clients(r->m, cs), i;

	for (i = 0; i < n; i++) {
		struct rm_client_info *ci = rm_model_client_info(r->m, cs[i]);

		if (ci->worker == w && ci->file == 0 &&
		    ci->handle == r->w[w].client)
			return cs[i];
	}
	return -1;
}

/*
 * Back to one client on ctl file 0 and nothing else: when the process's
 * first client is there, what else it has is freed (a close of ctl file 1,
 * frees), which costs less than closing its files and making a client.
 */
static void reset_worker(struct run *r, int w)
{
	int base = base_client(r, w), xs[DIFF_HANDLES], n, i;

	if (base < 0) {
		remake_worker(r, w);
		return;
	}
	if (r->w[w].ctl_open[1])
		close_step(r, w, 1);
	n = rm_model_clients(r->m, xs);
	for (i = 0; i < n && !r->failed; i++)
		if (xs[i] != base &&
		    rm_model_client_info(r->m, xs[i])->worker == w)
			free_client_step(r, xs[i]);
	n = rm_model_handles(r->m, xs);
	for (i = 0; i < n && !r->failed; i++)
		if (rm_model_handle(r->m, xs[i])->client == base)
			free_step(r, xs[i]);
}

/* Whether worker @w has a client in the model. */
static bool has_client(const struct run *r, int w)
{
	int f;

	for (f = 0; f < DIFF_FILES; f++)
		if (rm_model_file_used(r->m, w, f))
			return true;
	return false;
}

/*
 * Ends the sequence: every live process is back to one client on ctl file
 * 0, which must leave nothing charged. After a failure they are killed
 * instead.
 *
 * The processes that have a client go first: their resets only free
 * clients, or make one in place of those a close frees. A process that
 * freed all of its clients gains one, and the steps may have left no
 * room for it (they make clients up to DIFF_CLIENTS); once the others are
 * down to one each, there is: the model then holds a client per live
 * process at most, and DIFF_WORKERS < DIFF_CLIENTS.
 */
static void reset_all(struct run *r)
{
	int ws[DIFF_WORKERS], n = live_workers(r, ws), i, pass;

	if (!r->failed) {
		r->step++;
		r->kind = S_CLOSE;
		note(r, "step %u: each process back to a client on ctl file 0\n",
		     r->step);
		/* those with a client, then those without */
		for (pass = 0; pass < 2; pass++)
			for (i = 0; i < n && !r->failed; i++)
				if (has_client(r, ws[i]) == !pass)
					reset_worker(r, ws[i]);
		check(r, true);
	}
	if (!r->failed)
		return;
	for (i = 0; i < DIFF_WORKERS; i++)
		if (r->w[i].live)
			end_worker(r, i, true);
}

/*
 * Begins a sequence with the processes the one before left, up to
 * DIFF_WORKERS, and new ones up to POOL, each with a client on ctl file 0
 * and nothing else. The log says how many were left: a sequence run alone
 * begins with new ones, and may not fail as it did.
 */
static void begin(struct run *r)
{
	int w, ws[DIFF_WORKERS], left;

	rm_model_reset(r->m);
	for (w = 0; w < DIFF_WORKERS; w++) {
		if (!r->w[w].live) {
			r->w[w].pid = 0;
			continue;
		}
		rm_model_client(r->m, w, 0, r->w[w].client);
	}
	r->kind = S_SPAWN;
	left = live_workers(r, ws);
	note(r, "step 0: %d processes (%d left by the sequence before), a client on ctl file 0 each\n",
	     left > POOL ? left : POOL, left);
	while (live_workers(r, ws) < POOL && !r->failed)
		spawn_step(r);
}

/* One sequence, from its seed; false when it failed. */
static bool run_sequence(struct run *r, unsigned long long seed)
{
	unsigned int k, n;

	r->seed = seed;
	r->rng = seed;
	r->failed = false;
	r->loglen = 0;
	r->whylen = 0;
	r->log[0] = 0;
	r->why[0] = 0;
	r->step = 0;
	note(r, "sequence %llu\n", seed);
	begin(r);
	n = 1 + pick(r, r->o->steps);
	for (k = 0; k < n && !r->failed; k++) {
		enum step s = choose(r);

		/* every process gone, and every slot taken by one of them */
		if (s == NR_STEPS)
			break;
		r->step++;
		take(r, s);
		/* an allocation at once, before the engine was read */
		if (frees(r->kind) && possible(r, S_ALLOC) && pick(r, 2)) {
			check(r, false);
			r->step++;
			take(r, S_ALLOC);
		}
		check(r, true);
	}
	reset_all(r);
	r->steps += r->step;
	return !r->failed;
}

static const char *engine_arg(const struct run *r)
{
	return r->engine == ENGINE_KERNEL ? "kernel" : "preload";
}

static void tell_failure(struct run *r)
{
	const char *line;

	printf("# %s: sequence %llu failed at step %u (%s):\n", r->name,
	       r->seed, r->step, step_name[r->kind]);
	for (line = r->why; *line;) {
		const char *end = strchr(line, '\n');
		int len = end ? end - line : (int)strlen(line);

		printf("#   %.*s\n", len, line);
		line += len + !!end;
	}
	/* the run up to it has the same processes in the same order */
	printf("#   again: ledger_diff_test --engine %s --seed %llu --sequences %llu (the run up to it), or --seed %llu --sequences 1 --verbose (it alone, from new processes)\n",
	       engine_arg(r), r->o->seed, r->seed - r->o->seed + 1,
	       r->seed);
	for (line = r->log; *line;) {
		const char *end = strchr(line, '\n');
		int len = end ? end - line : (int)strlen(line);

		printf("#   %.*s\n", len, line);
		line += len + !!end;
	}
}

/* The zygote first: it and its workers must inherit nothing. */
static int kernel_setup(struct run *r)
{
	struct genl_gpu_spec gpus[DIFF_GPUS] = {
		{ .device = 0, .limit = LIMIT, .compute = GENL_NO_COMPUTE },
		{ .device = 1, .limit = LIMIT, .compute = GENL_NO_COMPUTE },
	};
	int ret;

	ret = diff_zygote_start(&r->zygote, ENGINE_KERNEL,
				"/dev/gpuslice/" SLICE, NULL);
	if (ret)
		return ret;
	r->genl_fd = genl_open();
	if (r->genl_fd < 0)
		return r->genl_fd;
	r->family = genl_family_id(r->genl_fd, GPUSLICE_GENL_NAME);
	if (r->family < 0)
		return r->family;
	return genl_put_slice(r->genl_fd, r->family, GPUSLICE_CMD_NEW_SLICE,
			      SLICE, gpus, DIFF_GPUS);
}

static void kernel_teardown(struct run *r)
{
	struct genl_msg m;

	diff_zygote_stop(&r->zygote);
	genl_init(&m, r->family, GPUSLICE_CMD_DEL_SLICE, 0);
	genl_put_str(&m, GPUSLICE_A_SLICE_NAME, SLICE);
	genl_call(r->genl_fd, &m, NULL);
	close(r->genl_fd);
}

static int preload_setup(struct run *r)
{
	static char lib[PATH_MAX + 16], ledger[128];
	static const char *env[5];
	char self[PATH_MAX];
	ssize_t n = readlink("/proc/self/exe", self, sizeof(self) - 1);

	if (n <= 0)
		return -errno;
	self[n] = 0;
	strcpy(r->dir, "/tmp/gs-diff.XXXXXX");
	if (!mkdtemp(r->dir))
		return -errno;
	snprintf(lib, sizeof(lib), "LD_PRELOAD=%s/libgpuslice-preload.so",
		 dirname(self));
	snprintf(ledger, sizeof(ledger), "GPUSLICE_LEDGER_DIR=%s", r->dir);
	env[0] = lib;
	env[1] = "GPUSLICE_SLICE=" SLICE;
	env[2] = "GPUSLICE_LIMITS=0:32MiB,1:32MiB";
	env[3] = ledger;
	env[4] = NULL;
	return diff_zygote_start(&r->zygote, ENGINE_PRELOAD, "/dev", env);
}

static void preload_teardown(struct run *r)
{
	char cmd[128];

	diff_zygote_stop(&r->zygote);
	snprintf(cmd, sizeof(cmd), "rm -rf %s", r->dir);
	vmenv_run("sh", "-c", cmd);
}

/*
 * Puts every thread of the processes named @prefix (their comm) on the
 * CPUs of @cpu: the kernel engine's verifier, which every audit wakes, on
 * the checker's CPU.
 */
static void pin_named(const char *prefix, const cpu_set_t *cpu)
{
	DIR *procs = opendir("/proc"), *tasks;
	char path[300], comm[32];
	struct dirent *p, *t;
	FILE *f;

	while (procs && (p = readdir(procs))) {
		snprintf(path, sizeof(path), "/proc/%s/comm", p->d_name);
		f = fopen(path, "r");
		if (!f)
			continue;
		if (!fgets(comm, sizeof(comm), f) ||
		    strncmp(comm, prefix, strlen(prefix))) {
			fclose(f);
			continue;
		}
		fclose(f);
		snprintf(path, sizeof(path), "/proc/%s/task", p->d_name);
		tasks = opendir(path);
		while (tasks && (t = readdir(tasks)))
			if (t->d_name[0] != '.')
				sched_setaffinity(atoi(t->d_name),
						  sizeof(*cpu), cpu);
		if (tasks)
			closedir(tasks);
	}
	if (procs)
		closedir(procs);
}

/* Runs one engine's sequences; KTAP test @n. */
static bool run_engine(struct run *r, int n)
{
	unsigned int i;
	time_t start = time(NULL);
	int ret;

	ret = r->engine == ENGINE_KERNEL ? kernel_setup(r) : preload_setup(r);
	r->nvsim = ret ? NULL : diff_nvsim_open();
	if (ret || !r->nvsim) {
		printf("not ok %d %s: cannot start: %s\n", n, r->name,
		       ret ? strerror(-ret) : "no client of nvsim's nodes");
		return false;
	}
	for (i = 0; i < r->o->sequences; i++) {
		/* the verifier starts with the first audit */
		if (i == 1 && r->engine == ENGINE_KERNEL)
			pin_named("gpuslice-verif", &r->o->cpu);
		if (run_sequence(r, r->o->seed + i))
			continue;
		if (!r->failed_seqs++)
			r->first_failed_seed = r->seed;
		if (r->told++ < r->o->failures)
			tell_failure(r);
	}
	for (i = 0; i < DIFF_WORKERS; i++)
		if (r->w[i].live)
			end_worker(r, i, true);
	diff_nvsim_close(r->nvsim);
	if (r->engine == ENGINE_KERNEL)
		kernel_teardown(r);
	else
		preload_teardown(r);

	if (r->failed_seqs) {
		enum wrong k;
		enum step s;

		printf("# %s: %lu of %u sequences failed (the first: seed %llu); first wrong step of each:\n",
		       r->name, r->failed_seqs, r->o->sequences,
		       r->first_failed_seed);
		for (s = 0; s < NR_STEPS; s++)
			if (r->wrong_step[s])
				printf("#   %lu after %s\n", r->wrong_step[s],
				       step_name[s]);
		for (k = 0; k < NR_WRONG; k++)
			if (r->wrong[k])
				printf("#   %lu: %s (the first: seed %llu)\n",
				       r->wrong[k], wrong_name[k],
				       r->wrong_seed[k]);
	}
	printf("# %s: time in", r->name);
	for (i = 0; i < NR_PHASES; i++)
		printf("%s %s %.1f s", i ? "," : "", phase_name[i], r->time[i]);
	printf("\n");
	printf("%sok %d %s: %u sequences, %lu steps, %lu allocations refused at the limit, %lu failed (%ld s)\n",
	       r->failed_seqs ? "not " : "", n, r->name, r->o->sequences,
	       r->steps, r->refused, r->failed_seqs,
	       (long)(time(NULL) - start));
	fflush(stdout);
	return !r->failed_seqs;
}

static void print_usage(FILE *f)
{
	fprintf(f,
		"usage: ledger_diff_test [--engine kernel|preload|both] [--seed N]\n"
		"                        [--sequences N] [--steps N] [--failures N] [--verbose]\n"
		"Random sequences of allocations, dups, shares, frees, closes and exits on\n"
		"nvsim's two GPUs through each engine; after every step each engine's ledger\n"
		"must hold what nvsim's GET_PID_INFO counts for each process on each GPU.\n"
		"--sequences: per engine (default 5000); --steps: at most per sequence,\n"
		"between its start and its end (default 6); --failures: failing sequences\n"
		"told step by step (default 3). Sequence k of a run is seed + k: --seed S\n"
		"--sequences 1 runs one again. Prints KTAP.\n");
}

int main(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "engine", required_argument, NULL, 'e' },
		{ "seed", required_argument, NULL, 's' },
		{ "sequences", required_argument, NULL, 'n' },
		{ "steps", required_argument, NULL, 'k' },
		{ "failures", required_argument, NULL, 'f' },
		{ "verbose", no_argument, NULL, 'v' },
		{ "help", no_argument, NULL, 'h' },
		{ 0 },
	};
	struct opts o = {
		.seed = (unsigned long long)time(NULL) * 1000 + getpid() % 1000,
		.sequences = 5000, .steps = 6, .failures = 3,
		.engine = { true, true },
	};
	static struct run runs[2];
	bool ok = true, reloaded = false;
	int c, i, n = 0;

	if (argc == 4 && !strcmp(argv[1], "--zygote"))
		return diff_zygote_main(atoi(argv[2]), argv[3]);
	while ((c = getopt_long(argc, argv, "", longopts, NULL)) != -1) {
		switch (c) {
		case 'e':
			o.engine[0] = !strcmp(optarg, "kernel") ||
				      !strcmp(optarg, "both");
			o.engine[1] = !strcmp(optarg, "preload") ||
				      !strcmp(optarg, "both");
			if (!o.engine[0] && !o.engine[1]) {
				print_usage(stderr);
				return 2;
			}
			break;
		case 's':
			o.seed = strtoull(optarg, NULL, 0);
			break;
		case 'n':
			o.sequences = strtoul(optarg, NULL, 0);
			break;
		case 'k':
			o.steps = strtoul(optarg, NULL, 0);
			break;
		case 'f':
			o.failures = strtoul(optarg, NULL, 0);
			break;
		case 'v':
			o.verbose = true;
			break;
		case 'h':
			print_usage(stdout);
			return 0;
		default:
			print_usage(stderr);
			return 2;
		}
	}
	if (o.steps < 2)
		o.steps = 2;
	setvbuf(stdout, NULL, _IOLBF, 0);
	/* a process the engine killed: its socket's write fails, no more */
	signal(SIGPIPE, SIG_IGN);
	/*
	 * One CPU for the checker and the processes it forks: under TCG a
	 * wakeup on another virtual CPU costs milliseconds, and every step
	 * wakes a process and is answered.
	 */
	CPU_ZERO(&o.cpu);
	CPU_SET(0, &o.cpu);
	sched_setaffinity(0, sizeof(o.cpu), &o.cpu);
	printf("TAP version 13\n1..%d\n", o.engine[0] + o.engine[1]);
	printf("# seed %llu, %u sequences of up to %u steps per engine, limit %.0f MiB per GPU\n",
	       o.seed, o.sequences, o.steps, mib(LIMIT));
	if (vmenv_nvsim_gpus() != DIFF_GPUS) {
		if (vmenv_reload_nvsim("gpus=2")) {
			printf("Bail out! nvsim would not load with two GPUs\n");
			return 1;
		}
		reloaded = true;
	}
	runs[0] = (struct run){ .engine = ENGINE_KERNEL,
				.name = "kernel engine" };
	runs[1] = (struct run){ .engine = ENGINE_PRELOAD,
				.name = "user-space engine" };
	for (i = 0; i < 2; i++) {
		struct run *r = &runs[i];

		if (!o.engine[i])
			continue;
		r->o = &o;
		r->m = rm_model_new();
		if (!r->m) {
			printf("not ok %d %s: out of memory\n", ++n, r->name);
			ok = false;
			continue;
		}
		ok &= run_engine(r, ++n);
		rm_model_free(r->m);
	}
	if (reloaded)
		vmenv_reload_nvsim("");
	return ok ? 0 : 1;
}
