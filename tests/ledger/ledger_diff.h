/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The differential test of the engines' accounting (ledger_diff_test.c):
 * processes of a slice (worker.c) run random sequences of RM calls on
 * framebuffer memory, and after every step each engine's ledger
 * (engines.c) must hold, per process and per GPU, what nvsim's own
 * GET_PID_INFO counts for it, which must be what RM's rules say
 * (rm_model.c).
 */
#ifndef _LEDGER_DIFF_H
#define _LEDGER_DIFF_H

#include <stdbool.h>
#include <stdint.h>
#include <sys/types.h>

#include "nv_abi.h"

#define DIFF_GPUS	2	/* nvsim's, gpus=2 */
#define DIFF_WORKERS	4	/* processes of one sequence, at most */
#define DIFF_FILES	2	/* ctl files of a process */
#define DIFF_CLIENTS	6	/* clients of a sequence */
#define DIFF_HANDLES	48	/* memory handles of a sequence */

#define MiB		(1ULL << 20)

/* A device of a worker's client on GPU g (its deviceId is g) */
#define DIFF_H_DEV(g)	(GS_ABI_CUDA_HANDLE_BASE + 0x10 + (g))

/* What the checker asks of a worker (worker.c), and the answer. */
enum diff_op {
	OP_CLIENT,	/* a client on file .file (opened if need be) */
	OP_ALLOC,	/* .h of .size bytes on .gpu in .client */
	OP_DUP,		/* .h on .gpu in .client of .src_client's .src */
	OP_SHARE,	/* .src of .client with everyone (RM_SHARE, ALL) */
	OP_FREE,	/* .h of .client (a client itself when .h == .client) */
	OP_CLOSE,	/* its ctl file .file */
	OP_RESET,	/* closes its ctl files, then as OP_CLIENT on file 0 */
	OP_EXIT,	/* exits at once, answering nothing */
};

struct diff_cmd {
	uint32_t op;
	uint32_t file;
	uint32_t client;
	uint32_t gpu;
	uint32_t h;
	uint32_t src_client;
	uint32_t src;
	uint32_t pad;
	uint64_t size;
};

struct diff_reply {
	uint32_t status;	/* RM status, or NVRM_ERRNO() */
	uint32_t value;		/* OP_CLIENT: the client's handle */
};

/* worker.c: the slice's processes */
enum diff_engine {
	ENGINE_KERNEL,		/* the slice's nodes, /dev/gpuslice/NAME */
	ENGINE_PRELOAD,		/* nvsim's nodes, libgpuslice-preload.so */
};

/*
 * The process that forks the workers of one engine: for the user-space
 * engine, this program again with the library in LD_PRELOAD and the slice
 * in its environment (@env, NULL-terminated), so that the library is in
 * every worker before its first open. Returns 0 or -errno.
 */
struct diff_zygote {
	pid_t pid;
	int sock;
};

int diff_zygote_start(struct diff_zygote *z, enum diff_engine engine,
		      const char *dir, const char *const *env);
void diff_zygote_stop(struct diff_zygote *z);
/* Runs a zygote in this process, started by diff_zygote_start() (--zygote). */
int diff_zygote_main(int sock, const char *dir);

/* A new worker: its pid, a socket to it and a pidfd; 0 or -errno. */
int diff_spawn(struct diff_zygote *z, pid_t *pid, int *sock, int *pidfd);

/*
 * Sends @cmd and waits for the answer (at most 60 s). Returns 0, or -EPIPE
 * when the worker died, -ETIMEDOUT.
 */
int diff_ask(int sock, const struct diff_cmd *cmd, struct diff_reply *r);

/* Waits until the process of @pidfd is gone (at most 60 s): 0 or -errno. */
int diff_wait_gone(int pidfd);

/* Whether the process of @pidfd is gone already. */
bool diff_gone(int pidfd);

/* rm_model.c: RM's handles on memory and its count per process */
struct rm_model;

struct rm_count {
	uint64_t priv, owned, duped;
};

struct rm_model *rm_model_new(void);
void rm_model_free(struct rm_model *m);
void rm_model_reset(struct rm_model *m);
/* A client of worker @w made through its file @f: its index, or -1. */
int rm_model_client(struct rm_model *m, int w, int f, uint32_t handle);
/* A new block of @size on @gpu in client @c: the handle's index, or -1. */
int rm_model_alloc(struct rm_model *m, int c, int gpu, uint64_t size,
		   uint32_t handle);
/* A dup of handle @src into client @c: the new handle's index, or -1. */
int rm_model_dup(struct rm_model *m, int c, int src, uint32_t handle);
void rm_model_free_handle(struct rm_model *m, int h);
void rm_model_free_client(struct rm_model *m, int c);
void rm_model_close(struct rm_model *m, int w, int f);
void rm_model_exit(struct rm_model *m, int w);
/* What RM counts for worker @w on @gpu. */
struct rm_count rm_model_count(const struct rm_model *m, int w, int gpu);
/* Bytes of framebuffer RM holds on @gpu: every block with a handle left. */
uint64_t rm_model_held(const struct rm_model *m, int gpu);

/* For choosing steps: live handles and clients, and what they are. */
int rm_model_handles(const struct rm_model *m, int *out);
int rm_model_clients(const struct rm_model *m, int *out);
struct rm_handle_info {
	int client, gpu;
	uint32_t handle;
	bool shared;
};
struct rm_client_info {
	int worker, file;
	uint32_t handle;
	uint32_t next;	/* the next memory handle to give */
};
struct rm_handle_info *rm_model_handle(struct rm_model *m, int h);
struct rm_client_info *rm_model_client_info(struct rm_model *m, int c);
/* Whether worker @w's file @f has a client. */
bool rm_model_file_used(const struct rm_model *m, int w, int f);

/* engines.c: the accounts compared */
struct diff_accounts {
	/* per worker (its index), per GPU */
	uint64_t proc[DIFF_WORKERS][DIFF_GPUS];
	/* per GPU: the ledger's use, the bytes no listed process has */
	uint64_t used[DIFF_GPUS];
	unsigned int others;	/* processes listed that are no worker */
};

struct diff_nvsim;
struct diff_nvsim *diff_nvsim_open(void);
void diff_nvsim_close(struct diff_nvsim *n);
/*
 * nvsim's GET_PID_INFO of the @n pids at @pids on each GPU into @c, asked
 * through a client of nvsim's own nodes; 0 or -1.
 */
int diff_nvsim_pid_info(struct diff_nvsim *n, const pid_t *pids,
			unsigned int npids, struct rm_count c[][DIFF_GPUS]);
/* nvsim's own framebuffer accounts of each GPU (debugfs fb); 0 or -1. */
int diff_nvsim_fb(struct diff_nvsim *n, uint64_t used[DIFF_GPUS],
		  uint64_t hidden[DIFF_GPUS]);

/*
 * The kernel engine's ledger of slice @name (GET_SLICE), per process of
 * @pids (a pid of 0 is no process) and per GPU. 0 or -errno.
 */
int diff_kernel_read(int genl_fd, int family, const char *name,
		     const pid_t *pids, struct diff_accounts *a);
/* The user-space engine's ledger of slice @name in @dir, alike. */
int diff_preload_read(const char *dir, const char *name, const pid_t *pids,
		      struct diff_accounts *a);

#endif /* _LEDGER_DIFF_H */
