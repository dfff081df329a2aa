// SPDX-License-Identifier: GPL-2.0
/*
 * One replay of a trace through a slice's nodes: the recording's fds,
 * the client and object handles RM chose and the parameter pointers are
 * made ours, so that unmutated calls build the objects that mutated ones
 * then hit. Between records: dup, close and reopen, fork (the child
 * replays on with the inherited files, and is killed or exits), and
 * mappings of the files, touched and unmapped.
 */

#include <errno.h>
#include <fcntl.h>
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include "fuzz.h"

#define ARG_SPAN	(5 * FZ_PAGE)	/* 16383 bytes and an XFER below */
#define SUB_SPAN	(16 * FZ_PAGE)

/*
 * Files this process's threads opened, for a thread to use another's file
 * now and then, while its owner may be closing it: a race on one file
 * between threads. Numbers only; a stale one names whatever reuses it.
 */
#define SIBLING_FDS	32
static int sibling_fds[SIBLING_FDS];

int fz_sibling_fd(uint64_t *rng)
{
	return __atomic_load_n(&sibling_fds[fz_below(rng, SIBLING_FDS)],
			       __ATOMIC_RELAXED);
}

/* A fault touching a mapping ends in a jump back, not in death. */
static __thread sigjmp_buf touch_env;
static __thread int touching;

static void on_fault(int sig, siginfo_t *si, void *uc)
{
	if (__atomic_load_n(&touching, __ATOMIC_SEQ_CST))
		siglongjmp(touch_env, 1);
	signal(sig, SIG_DFL);
	raise(sig);
}

/* Reads a byte of a mapping; a fault is what the driver chose. */
static void touch(uint8_t *p)
{
	__atomic_store_n(&touching, 1, __ATOMIC_SEQ_CST);
	if (!sigsetjmp(touch_env, 1))
		(void)__atomic_load_n(p, __ATOMIC_RELAXED);
	__atomic_store_n(&touching, 0, __ATOMIC_SEQ_CST);
}

int fz_replay_init(struct fz_replay *r, const struct fz_config *cfg,
		   unsigned int slice, uint64_t seed)
{
	static bool handlers;
	struct sigaction sa = { .sa_sigaction = on_fault,
				.sa_flags = SA_SIGINFO | SA_NODEFER };
	enum gs_abi_match match;
	uint8_t *p;

	memset(r, 0, sizeof(*r));
	r->cfg = cfg;
	/* the traces were recorded on it, and the tables are read once */
	r->abi = gs_abi_find("580.159.04", &match);
	if (!r->abi || !gs_nv_tables_init())
		return -EINVAL;
	r->slice = slice;
	r->rng = seed | 1;
	memset(r->fds, -1, sizeof(r->fds));
	if (!handlers) {
		sigaction(SIGBUS, &sa, NULL);
		sigaction(SIGSEGV, &sa, NULL);
		handlers = true;
	}
	/* argument span, guard page, parameter span, guard page */
	p = mmap(NULL, ARG_SPAN + SUB_SPAN + 2 * FZ_PAGE, PROT_READ | PROT_WRITE,
		 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (p == MAP_FAILED)
		return -1;
	r->arg_page = p;
	r->guard = p + ARG_SPAN;
	r->sub_page = p + ARG_SPAN + FZ_PAGE;
	mprotect(r->guard, FZ_PAGE, PROT_NONE);
	mprotect(r->sub_page + SUB_SPAN, FZ_PAGE, PROT_NONE);
	return 0;
}

void fz_replay_fini(struct fz_replay *r)
{
	munmap(r->arg_page, ARG_SPAN + SUB_SPAN + 2 * FZ_PAGE);
}

/* A slice's node: every trace's GPU is the slice's first */
static const char *node_name(unsigned int node)
{
	return node == GS_NV_NODE_GPU ? "nvidia0" : gs_nv_node_name(node);
}

static int open_node(struct fz_replay *r, unsigned int slice,
		     unsigned int node)
{
	char path[128];
	int fd;

	snprintf(path, sizeof(path), "%s/%s", r->cfg->slice_dir[slice],
		 node_name(node));
	fd = open(path, O_RDWR | O_CLOEXEC);
	if (fd > 2)
		__atomic_store_n(&sibling_fds[fz_below(&r->rng, SIBLING_FDS)],
				 fd, __ATOMIC_RELAXED);
	return fd;
}

static void close_tfd(struct fz_replay *r, int tfd)
{
	if (tfd < 0 || tfd >= FZ_MAX_FDS || r->fds[tfd] < 0)
		return;
	close(r->fds[tfd]);
	r->fds[tfd] = -1;
}

static void unmap_one(struct fz_replay *r, unsigned int i)
{
	if (!r->maps[i])
		return;
	munmap(r->maps[i], r->map_len[i]);
	r->maps[i] = NULL;
}

/* Ends a replay: every file and mapping it made goes. */
static void replay_end(struct fz_replay *r)
{
	unsigned int i;

	for (i = 0; i < FZ_MAX_FDS; i++)
		close_tfd(r, i);
	for (i = 0; i < FZ_MAX_MAPS; i++)
		unmap_one(r, i);
	r->nhandles = 0;
}

/* The recording's handles RM chose, made ours, in @len bytes at @p. */
static void map_handles(struct fz_replay *r, uint8_t *p, uint32_t len)
{
	uint32_t off, v;
	unsigned int i;

	for (off = 0; off + 4 <= len; off += 4) {
		v = fz_rd32(p + off);
		if (!v)
			continue;
		for (i = 0; i < r->nhandles; i++)
			if (r->handles[i].trace == v) {
				fz_wr32(p + off, r->handles[i].live);
				break;
			}
	}
}

/* The recording's fd at @p made ours (left alone when we have none). */
static void map_fd(struct fz_replay *r, uint8_t *p)
{
	int32_t v = (int32_t)fz_rd32(p);

	if (v >= 0 && v < FZ_MAX_FDS && r->fds[v] >= 0)
		fz_wr32(p, r->fds[v]);
}

static void map_fds(struct fz_replay *r, const struct fz_rec *rec,
		    uint8_t *arg, uint8_t *sub)
{
	uint32_t nr = _IOC_NR(rec->req);
	const struct gs_nv_escape *e;
	const struct gs_nv_ctrl_fd *cf;
	const struct gs_uvm_cmd *c;

	if (rec->node == GS_NV_NODE_UVM || rec->node == GS_NV_NODE_UVM_TOOLS) {
		c = gs_uvm_cmd_find(r->abi, rec->req);
		if (c && c->fd.kind != GS_NV_FD_NONE &&
		    c->fd.offset + 4u <= rec->size)
			map_fd(r, arg + c->fd.offset);
		return;
	}
	e = gs_nv_escape_find(r->abi, nr);
	if (e && e->fd.kind != GS_NV_FD_NONE && e->fd.offset + 4u <= rec->size)
		map_fd(r, arg + e->fd.offset);
	if (nr == FZ_ESC_CONTROL && sub &&
	    rec->size >= GS_ABI_NVOS54_CMD_AT + sizeof(u32)) {
		cf = gs_nv_ctrl_fd_find(r->abi,
					fz_rd32(arg + GS_ABI_NVOS54_CMD_AT),
					rec->sub_size);
		if (cf && cf->fd.offset + 4u <= rec->sub_size)
			map_fd(r, sub + cf->fd.offset);
	}
}

/* NV01_ROOT, NV01_ROOT_NON_PRIV, NV01_ROOT_CLIENT: a client itself */
static bool is_root_class(uint32_t cls)
{
	return cls == GS_ABI_CLS_ROOT || cls == GS_ABI_CLS_ROOT_NON_PRIV ||
	       cls == GS_ABI_CLS_ROOT_CLIENT;
}

/* Learns the handle RM chose for an RM_ALLOC that asked it to choose. */
static void learn(struct fz_replay *r, const struct fz_rec *rec,
		  const uint8_t *arg)
{
	const struct fz_config *cfg = r->cfg;
	uint32_t trace, live, cls, slot;

	if (!rec->post || rec->size < 16)
		return;
	trace = fz_rd32(rec->post + 8);
	live = fz_rd32(arg + 8);
	cls = fz_rd32(arg + 12);
	if (trace != fz_rd32(rec->arg + 8) && r->nhandles < FZ_MAX_HANDLES) {
		r->handles[r->nhandles].trace = trace;
		r->handles[r->nhandles].live = live;
		r->nhandles++;
	}
	/* a root client: others may try to act for it from their slice */
	if (is_root_class(cls)) {
		slot = fz_count(cfg->sh->pool_next) % FZ_POOL;
		__atomic_store_n(&cfg->sh->pool[slot],
				 (uint64_t)r->slice << 32 | live,
				 __ATOMIC_RELAXED);
	}
}

static void do_ioctl(struct fz_replay *r, const struct fz_rec *rec)
{
	struct fz_shared *sh = r->cfg->sh;
	uint32_t nr = _IOC_NR(rec->req), req = rec->req, size = rec->size;
	int fd = rec->tfd < FZ_MAX_FDS ? r->fds[rec->tfd] : -1;
	uint8_t *arg, *sub = NULL;
	bool mutated = false, foreign = false, rm = false;
	uint32_t status_off = GS_NV_NO_FIELD;
	const struct gs_nv_escape *e;
	int ret;

	if (fd < 0 || size > 4 * FZ_PAGE)
		return;
	/* now and then through a file a sibling thread may be closing */
	if (fz_below(&r->rng, 50) == 0) {
		int sib = fz_sibling_fd(&r->rng);

		if (sib > 2)
			fd = sib;
	}
	/* each ends at a guard page: a read past its end faults */
	arg = r->arg_page + ARG_SPAN - size;
	memcpy(arg, rec->arg, size);
	if (rec->sub && rec->sub_size <= SUB_SPAN) {
		sub = r->sub_page + SUB_SPAN - rec->sub_size;
		memcpy(sub, rec->sub, rec->sub_size);
		map_handles(r, sub, rec->sub_size);
	}
	map_handles(r, arg, size);
	map_fds(r, rec, arg, sub);
	if (rec->node == GS_NV_NODE_CTL || rec->node == GS_NV_NODE_GPU) {
		rm = true;
		e = gs_nv_escape_find(r->abi, nr);
		if (e)
			status_off = gs_nv_escape_status(e, size);
		if ((nr == FZ_ESC_CONTROL || nr == FZ_ESC_ALLOC) && size >= 24) {
			uint64_t p = (uintptr_t)sub;

			memcpy(arg + 16, &p, 8);
			if (!sub && fz_params_size_off(nr, size) + 4 <= size)
				fz_wr32(arg + fz_params_size_off(nr, size), 0);
		}
	}
	if (fz_below(&r->rng, 100) < r->cfg->mutate_pct) {
		req = fz_mutate(r, rec, req, &arg, &size, sub, &foreign);
		mutated = true;
		fz_count(sh->mutated);
		if (foreign)
			fz_count(sh->foreign);
	}
	ret = ioctl(fd, req, arg);
	fz_count(sh->ioctls);
	if (ret)
		return;
	fz_count(sh->ok);
	/*
	 * A new root client acts for nobody: its hRoot is not read. An OS
	 * event's client is only a key in this file's own list (RM matches
	 * it with an event the same file allocates), not a use of it.
	 */
	if (foreign && ((nr == FZ_ESC_ALLOC && size >= 16 &&
			 is_root_class(fz_rd32(arg + 12))) ||
			nr == FZ_ESC_ALLOC_OS_EVENT || nr == FZ_ESC_FREE_OS_EVENT))
		foreign = false;
	if (foreign && rm && status_off != GS_NV_NO_FIELD &&
	    status_off + 4 <= size && fz_rd32(arg + status_off) == 0) {
		/* the driver did what a client of another slice asked */
		if (fz_count(sh->foreign_ok) == 1)
			snprintf(sh->foreign_req, sizeof(sh->foreign_req),
				 "req 0x%x on %s", req, node_name(rec->node));
	}
	if (!mutated && rm && nr == FZ_ESC_ALLOC && status_off != GS_NV_NO_FIELD &&
	    status_off + 4 <= size && fz_rd32(arg + status_off) == 0)
		learn(r, rec, arg);
}

static void do_mmap(struct fz_replay *r, const struct fz_rec *rec)
{
	int fd = rec->tfd < FZ_MAX_FDS ? r->fds[rec->tfd] : -1;
	unsigned int i = fz_below(&r->rng, FZ_MAX_MAPS);
	size_t len = rec->len;
	void *p;

	if (fd < 0)
		return;
	if (fz_below(&r->rng, 8) == 0)	/* a length of its own */
		len = (fz_below(&r->rng, 64) + 1) * FZ_PAGE;
	unmap_one(r, i);
	p = mmap(NULL, len, rec->prot & (PROT_READ | PROT_WRITE), MAP_SHARED,
		 fd, fz_below(&r->rng, 16) ? 0 : fz_below(&r->rng, 16) * FZ_PAGE);
	if (p == MAP_FAILED)
		return;
	fz_count(r->cfg->sh->mmaps);
	r->maps[i] = p;
	r->map_len[i] = len;
	if (!(rec->prot & PROT_READ) || fz_below(&r->rng, 2))
		return;
	touch(p + fz_below(&r->rng, len / FZ_PAGE) * FZ_PAGE);
}

/*
 * Forks a child that replays on with the files it inherits; the parent
 * kills it at a random moment or waits for it.
 */
static bool do_fork(struct fz_replay *r)
{
	pid_t pid;

	if (r->child)
		return false;
	pid = fork();
	if (pid < 0)
		return false;
	if (pid == 0) {
		r->child = true;
		r->rng ^= (uint64_t)getpid() << 17;
		return true;
	}
	fz_count(r->cfg->sh->forks);
	if (fz_below(&r->rng, 2)) {
		usleep(fz_below(&r->rng, 3000));
		kill(pid, SIGKILL);
		fz_count(r->cfg->sh->killed);
	}
	waitpid(pid, NULL, 0);
	return false;
}

/* The chaos between records: dup, reopen, fork. */
static void chaos(struct fz_replay *r, const struct fz_rec *rec,
		  unsigned int *left)
{
	uint32_t roll = fz_below(&r->rng, 1000);
	int tfd = rec->tfd, nfd;

	if (tfd < 0 || tfd >= FZ_MAX_FDS || r->fds[tfd] < 0)
		return;
	if (roll < 10) {		/* go on through a dup of the file */
		nfd = fcntl(r->fds[tfd], F_DUPFD_CLOEXEC, 3);
		if (nfd >= 0) {
			close(r->fds[tfd]);
			r->fds[tfd] = nfd;
		}
	} else if (roll < 13) {		/* a new file: the old one's client goes */
		close_tfd(r, tfd);
		r->fds[tfd] = open_node(r, r->slice, rec->node);
	} else if (roll < 18 && do_fork(r)) {
		*left = fz_below(&r->rng, 40);
	}
}

void fz_replay_one(struct fz_replay *r)
{
	const struct fz_config *cfg = r->cfg;
	const struct fz_trace *t = &cfg->traces[fz_below(&r->rng,
							   cfg->ntraces)];
	unsigned int left = ~0u;
	size_t i;

	fz_count(cfg->sh->programs);
	for (i = 0; i < t->count && left; i++) {
		const struct fz_rec *rec = &t->recs[i];

		if (fz_read(cfg->sh->stop))
			break;
		if (r->child)
			left--;
		switch (rec->kind) {
		case FZ_OPEN:
			if (rec->tfd < 0 || rec->tfd >= FZ_MAX_FDS)
				break;
			close_tfd(r, rec->tfd);
			r->fds[rec->tfd] = open_node(r, r->slice, rec->node);
			/* the slice is gone (force-deleted): start over */
			if (r->fds[rec->tfd] < 0 && errno == ENOENT)
				left = 0;
			break;
		case FZ_CLOSE:
			close_tfd(r, rec->tfd);
			break;
		case FZ_MMAP:
			do_mmap(r, rec);
			break;
		case FZ_IOCTL:
			do_ioctl(r, rec);
			chaos(r, rec, &left);
			break;
		default:
			break;
		}
	}
	if (r->child)
		_exit(0);
	replay_end(r);
}
