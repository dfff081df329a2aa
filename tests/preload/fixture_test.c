// SPDX-License-Identifier: GPL-2.0
/*
 * The fixtures recorded on an H100 (tests/fixtures/, recorded by
 * scripts/gpu-validate --record) replayed through the user-space engine's
 * decisions, and so through the core's decoding and prices: every ioctl of
 * the trace goes to gs_engine_ioctl() as the program made it, and the
 * driver's part is played by the recording, which writes back the bytes
 * the real driver wrote. At each MARK the framebuffer the slice's ledger
 * holds, less what it holds for RM's own (priced per TSG, channel and VA
 * space: core_nv_charge_test checks the prices against the H100's), must
 * equal what RM itself said the process held at that moment
 * (GPU_GET_PID_INFO, recorded in the MARK as ":rm=PRIVATE/SHARED/DUPED";
 * a dup costs its importer nothing, as in RM's private and shared counts),
 * and the contexts made must be charged RM's own. At the end of the trace,
 * when the process's files close as it exits, the ledger must hold
 * nothing. The channels the engine keeps for the
 * compute thread (CUDA makes 20 per context) must all be gone by then too.
 *
 * Mappings are not replayed: managed memory, which the engine charges at
 * its mmap, is no framebuffer RM counts.
 */

#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <kselftest_harness.h>

#include "config.h"
#include "engine.h"
#include "objects.h"
#include "shm_ledger.h"

#ifndef GS_FIXTURE_DIR
#error "GS_FIXTURE_DIR: the directory of the fixtures"
#endif

#define SLICE		"fixture"
/* GPUs the fixtures use: the two-GPU ones, under multi-gpu/, both */
#define GPUS		2
#define MAX_FDS		4096
/* the params pointer of NVOS54 (RM_CONTROL) and NVOS64 (RM_ALLOC) */
#define PARAMS_AT	16
#define ESC_RM_CONTROL	0x2a
#define ESC_RM_ALLOC	0x2b
/* what a replay buffer holds beyond the recorded bytes: never read */
#define SLACK		4096

/**
 * struct record - one IOCTL record of a trace, being replayed
 * @req: the request
 * @ret, @err: what the driver answered
 * @post, @post_len: the argument as the driver left it
 * @subpost, @subpost_len: the params buffer as the driver left it
 * @params: where the replay put the params (0: the recorded pointer kept)
 * @called: the engine passed it to the driver
 */
struct record {
	unsigned long req;
	int ret, err;
	unsigned char *post, *subpost;
	size_t post_len, subpost_len;
	unsigned long long params;
	bool called;
};

static struct record *current;

/* The driver's part: what it wrote back, from the recording. */
static int recorded_driver(int fd, unsigned long req, ...)
{
	va_list ap;
	unsigned char *arg;

	va_start(ap, req);
	arg = va_arg(ap, unsigned char *);
	va_end(ap);
	(void)fd;
	if (!current || current->called || req != current->req) {
		fprintf(stderr, "# the engine sent a request the program did not: 0x%lx\n",
			req);
		abort();
	}
	current->called = true;
	memcpy(arg, current->post, current->post_len);
	if (current->params) {
		memcpy(arg + PARAMS_AT, &current->params,
		       sizeof(current->params));
		memcpy((void *)(uintptr_t)current->params, current->subpost,
		       current->subpost_len);
	}
	errno = current->err;
	return current->ret;
}

static int hexval(int c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	return -1;
}

/* The bytes of a " key=HEX" line into a new buffer of @len + SLACK. */
static unsigned char *unhex(const char *hex, size_t *len)
{
	size_t n = strcspn(hex, "\n"), i;
	unsigned char *b;

	if (n % 2)
		return NULL;
	b = calloc(1, n / 2 + SLACK);
	for (i = 0; b && i < n / 2; i++) {
		int hi = hexval(hex[2 * i]), lo = hexval(hex[2 * i + 1]);

		if (hi < 0 || lo < 0) {
			free(b);
			return NULL;
		}
		b[i] = hi << 4 | lo;
	}
	*len = n / 2;
	return b;
}

static bool fd_of_path(const char *path, struct gs_fd *f)
{
	unsigned int n;

	memset(f, 0, sizeof(*f));
	if (!strcmp(path, "/dev/nvidiactl")) {
		f->kind = GS_FD_CTL;
		f->minor = 255;
	} else if (!strcmp(path, "/dev/nvidia-uvm")) {
		f->kind = GS_FD_UVM;
	} else if (!strcmp(path, "/dev/nvidia-uvm-tools")) {
		f->kind = GS_FD_UVM_TOOLS;
	} else if (!strncmp(path, "/dev/nvidia-caps/", 17)) {
		f->kind = GS_FD_CAPS;
	} else if (sscanf(path, "/dev/nvidia%u", &n) == 1 && n < 255) {
		f->kind = GS_FD_GPU;
		f->minor = n;
	} else {
		return false;
	}
	return true;
}

/**
 * struct replay - a fixture being replayed
 * @dir: the slice's ledger directory
 * @fds: what each recorded fd names (kind 0: not open)
 * @files: open files made so far
 * @ioctls, @marks: records replayed
 * @wrong: marks whose ledger disagreed with RM
 * @end_used: what the ledgers held after the last record
 * @channels: the most channels on a GPU at a mark
 * @end_channels: channels left after the last record, on every GPU
 * @kept: the most a GPU's ledger held at a mark for RM's own
 */
struct replay {
	char dir[64];
	struct gs_fd fds[MAX_FDS];
	unsigned long long files;
	unsigned int ioctls, marks, wrong;
	unsigned long long end_used;
	unsigned int channels, end_channels;
	unsigned long long kept;
};

/* The channels on GPU @gpu the engine keeps (the compute thread's). */
static unsigned int channels(unsigned int gpu)
{
	return gs_objs_nr_channels(gpu);
}

static unsigned long long ledger_used(struct replay *r, unsigned int gpu)
{
	struct gs_ledger l;
	unsigned int members;

	if (gs_shm_read(r->dir, SLICE, gpu, &l, &members))
		return ~0ULL;
	return l.used;
}

/* What the ledger of GPU @gpu holds for RM's own framebuffer. */
static unsigned long long rm_own(unsigned int gpu)
{
	return gs_objs_kept(gpu) + gs_objs_kept(GS_GPU_ALL);
}

/*
 * MARK step:rm=P/S/D[:rm1=P/S/D]: the ledger of GPU 0 (and of GPU 1) must
 * hold P + S, and RM's own.
 */
static int check_mark(struct replay *r, const char *line)
{
	static const char *const key[GPUS] = { ":rm=", ":rm1=" };
	unsigned long long p, s, d, used, kept;
	const char *rm = strstr(line, ":rm="), *at;
	unsigned int gpu;

	if (!rm || sscanf(rm, ":rm=%llu/%llu/%llu", &p, &s, &d) != 3) {
		fprintf(stderr, "# a mark without RM's count: %s", line);
		return -1;
	}
	r->marks++;
	for (gpu = 0; gpu < GPUS; gpu++) {
		at = strstr(line, key[gpu]);
		if (!at)
			continue;
		if (sscanf(at + strlen(key[gpu]), "%llu/%llu/%llu", &p, &s,
			   &d) != 3)
			return -1;
		used = ledger_used(r, gpu);
		kept = rm_own(gpu);
		if (used != p + s + kept)
			r->wrong++;
		if (channels(gpu) > r->channels)
			r->channels = channels(gpu);
		if (kept > r->kept)
			r->kept = kept;
		printf("# %-40.*s GPU %u ledger %8.2f MiB, RM %8.2f MiB + its own %5.2f%s\n",
		       (int)(rm - line - 5), line + 5, gpu, used / 1048576.0,
		       (p + s) / 1048576.0, kept / 1048576.0,
		       used == p + s + kept ? "" : "  <-- differs");
	}
	fflush(stdout);
	return 0;
}

/* One IOCTL record (its header in @line, its data lines from @in). */
static int ioctl_record(struct replay *r, char *line, FILE *in)
{
	unsigned char *pre = NULL, *subpre = NULL;
	struct record rec = { 0 };
	size_t pre_len = 0, subpre_len = 0, cap = 0;
	unsigned int fd, nr, seq;
	char *data = NULL, *p;
	int ret = -1, c;

	if (sscanf(line, "IOCTL %u %*s %*s fd=%u %*s req=%lx nr=%x %*s ret=%d errno=%d",
		   &seq, &fd, &rec.req, &nr, &rec.ret, &rec.err) != 6 ||
	    fd >= MAX_FDS || !r->fds[fd].kind)
		return -1;
	while ((c = fgetc(in)) == ' ') {
		if (getline(&data, &cap, in) < 0)
			goto out;
		p = strchr(data, '=');
		if (!p)
			goto out;
		*p++ = 0;
		if (!strcmp(data, "pre"))
			pre = unhex(p, &pre_len);
		else if (!strcmp(data, "post"))
			rec.post = unhex(p, &rec.post_len);
		else if (!strcmp(data, "subpre"))
			subpre = unhex(p, &subpre_len);
		else if (!strcmp(data, "subpost"))
			rec.subpost = unhex(p, &rec.subpost_len);
	}
	if (c != EOF)
		ungetc(c, in);
	if (!pre || !rec.post || rec.post_len != pre_len)
		goto out;
	/* the params the driver reads: the recorded bytes, in our memory */
	if ((nr == ESC_RM_CONTROL || nr == ESC_RM_ALLOC) && subpre &&
	    rec.subpost && pre_len >= PARAMS_AT + 8) {
		rec.params = (uintptr_t)subpre;
		memcpy(pre + PARAMS_AT, &rec.params, sizeof(rec.params));
	}
	current = &rec;
	errno = 0;
	c = gs_engine_ioctl(recorded_driver, fd, &r->fds[fd], rec.req, pre);
	current = NULL;
	/* The engine never refuses here (the slice is large): it called. */
	if (!rec.called || c != rec.ret) {
		fprintf(stderr, "# ioctl %u: engine answered %d, called %d\n",
			seq, c, rec.called);
		goto out;
	}
	r->ioctls++;
	ret = 0;
out:
	free(data);
	free(pre);
	free(subpre);
	free(rec.post);
	free(rec.subpost);
	return ret;
}

static int replay_fixture(struct replay *r, const char *name)
{
	char path[512], cmd[600], *line = NULL;
	struct gs_config cfg;
	unsigned int fd, gpu, lineno = 0;
	size_t cap = 0;
	int ret = 0;
	FILE *in;

	snprintf(r->dir, sizeof(r->dir), "/tmp/gs-fixture-XXXXXX");
	if (!mkdtemp(r->dir))
		return -1;
	/* no driver to ask: the calls are laid out as the recording's had them */
	setenv("GPUSLICE_NV_VERSION", "580.159.04", 1);
	setenv("GPUSLICE_SLICE", SLICE, 1);
	setenv("GPUSLICE_LIMITS", "0:1048576MiB,1:1048576MiB", 1);
	setenv("GPUSLICE_LEDGER_DIR", r->dir, 1);
	unsetenv("GPUSLICE_TRACE");
	unsetenv("GPUSLICE_CONFIG");
	gs_config_load(&cfg, getpid());
	if (cfg.error[0]) {
		fprintf(stderr, "# %s\n", cfg.error);
		return -1;
	}
	gs_engine_init(&cfg, true);

	snprintf(path, sizeof(path), "%s/%s", GS_FIXTURE_DIR, name);
	if (access(path, R_OK)) {
		fprintf(stderr, "# %s: %s\n", path, strerror(errno));
		return -1;
	}
	snprintf(cmd, sizeof(cmd), "gzip -dc '%s'", path);
	in = popen(cmd, "r");
	if (!in)
		return -1;
	while (!ret && getline(&line, &cap, in) > 0) {
		struct gs_fd f;
		char p[256];

		lineno++;
		if (!strncmp(line, "IOCTL ", 6)) {
			ret = ioctl_record(r, line, in);
		} else if (!strncmp(line, "MARK ", 5)) {
			ret = check_mark(r, line);
		} else if (sscanf(line, "OPEN fd=%u %255s", &fd, p) == 2) {
			ret = -1;
			if (fd < MAX_FDS && fd_of_path(p, &f)) {
				f.file = ++r->files;
				r->fds[fd] = f;
				ret = gs_engine_opened(fd, &f);
			}
		} else if (sscanf(line, "CLOSE fd=%u", &fd) == 1) {
			ret = fd < MAX_FDS && r->fds[fd].kind ? 0 : -1;
			if (!ret) {
				/* CUDA never dups its fds: each close is a last */
				gs_engine_closed(fd, &r->fds[fd], true);
				r->fds[fd].kind = GS_FD_NONE;
			}
		} else if (strncmp(line, "MMAP ", 5)) {
			ret = -1;
		}
		if (ret)
			fprintf(stderr, "# %s:%u: cannot replay: %.100s\n", name,
				lineno, line);
	}
	free(line);
	if (pclose(in))
		ret = -1;
	/* the process exits: the kernel closes what it left open */
	for (fd = 0; fd < MAX_FDS; fd++)
		if (r->fds[fd].kind)
			gs_engine_closed(fd, &r->fds[fd], true);
	for (gpu = 0; gpu < GPUS; gpu++) {
		r->end_used += ledger_used(r, gpu);
		r->end_channels += channels(gpu);
	}
	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", r->dir);
	if (system(cmd))
		ret = -1;
	return ret;
}

/*
 * What RM keeps for a CUDA context and its process beyond UVM's
 * registration, measured on the GH100 from outside the process
 * (docs/gpu-validate.md): 5,832,704 bytes and a VA space's 64 KiB.
 */
#define CONTEXT_KEPT	5898240ULL

/*
 * Replays @name: every ioctl accepted, every one of at least @min_marks
 * marks agreeing with RM, a context's worth of RM's own charged, nothing
 * held at the end.
 */
#define REPLAY(name, min_marks)                                          \
	do {                                                             \
		struct replay *r = calloc(1, sizeof(*r));                \
		ASSERT_NE(NULL, r);                                      \
		ASSERT_EQ(0, replay_fixture(r, name));                           \
		EXPECT_LE(min_marks, r->marks);                          \
		EXPECT_EQ(0, r->wrong);                                  \
		EXPECT_EQ(0, r->end_used);                               \
		EXPECT_LE(20, r->channels);                              \
		EXPECT_EQ(0, r->end_channels);                           \
		EXPECT_LE(CONTEXT_KEPT, r->kept);                        \
		TH_LOG("%s: %u ioctls, %u marks, %u channels, %llu bytes of RM's own", \
		       name, r->ioctls, r->marks, r->channels, r->kept); \
		free(r);                                                 \
	} while (0)

/* cudaMalloc, cuMemCreate, cudaMallocAsync, managed, host, IPC, OOM */
TEST(cuda_program)
{
	REPLAY("cuda.trace.gz", 18);
}

/* The IPC importer: the exporter's memory dup'ed, costing it nothing */
TEST(cuda_ipc_importer)
{
	REPLAY("cuda-ipc-importer.trace.gz", 3);
}

/* PyTorch training steps, a large tensor, empty_cache */
TEST(pytorch_training)
{
	REPLAY("torch.trace.gz", 7);
}

/* JAX with its default preallocation (75% of the GPU) */
TEST(jax_preallocation)
{
	REPLAY("jax.trace.gz", 3);
}

/* Two GPUs, recorded on two H100: each GPU's ledger against RM's count */
TEST(two_gpus_peer_copies)
{
	REPLAY("multi-gpu/peer2.trace.gz", 5);
}

TEST(two_gpus_nccl_rank0)
{
	REPLAY("multi-gpu/nccl2-rank0.trace.gz", 3);
}

TEST(two_gpus_nccl_rank1)
{
	REPLAY("multi-gpu/nccl2-rank1.trace.gz", 3);
}

TEST(two_gpus_ddp_rank0)
{
	REPLAY("multi-gpu/ddp2-rank0.trace.gz", 4);
}

TEST(two_gpus_ddp_rank1)
{
	REPLAY("multi-gpu/ddp2-rank1.trace.gz", 4);
}

TEST_HARNESS_MAIN
