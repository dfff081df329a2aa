/* SPDX-License-Identifier: GPL-2.0 */
/*
 * nvsim: a simulated NVIDIA driver for the test VM, of any version the ABI
 * description supports (version.c).
 *
 * The RM half of nvidia.ko: char major 195, /dev/nvidiactl and /dev/nvidiaN,
 * the escapes of docs/nvidia-abi.md section 1 with their real layouts and status
 * codes, an RM object tree per client, a framebuffer heap per GPU and
 * per-process bookkeeping. README.md says what is and is not modelled.
 *
 * Locking: one mutex, nvsim_lock (dev.c), plays RM's API lock. It protects
 * every RM object: clients, the object trees, resources, the heap counters
 * of each GPU, the links between files (REGISTER_FD), mapping contexts and OS
 * events. Rules:
 *  - never touch user memory while holding it: ioctl arguments are copied in
 *    before and copied out after (so a fault can never take mmap_lock under
 *    nvsim_lock, the order being mmap_lock -> nvsim_lock, as in ->mmap);
 *  - the page-fault path never takes it: CPU-visible pages live in a
 *    refcounted struct nvsim_backing with its own xarray lock (memory.c).
 */
#ifndef _NVSIM_H
#define _NVSIM_H

#include <linux/cdev.h>
#include <linux/kref.h>
#include <linux/list.h>
#include <linux/mutex.h>
#include <linux/pid.h>
#include <linux/sizes.h>
#include <linux/types.h>
#include <linux/uidgid.h>
#include <linux/xarray.h>

#include "gs_types.h"
#include "nv_abi.h"

#define NVSIM_MAX_GPUS		GS_ABI_NV_MAX_DEVICES
/*
 * nvsim's own: GPU N's gpuId and PCI slot are 6 + N, as the traced H100
 * (in slot 6) had them (ctrl_gpu.c)
 */
#define NVSIM_GPU_ID_BASE	6

/*
 * The driver version nvsim answers as (version.c), and its facts: every
 * NVIDIA number nvsim uses is the ABI description's (core/nv_abi.h), a
 * constant GS_ABI_<NAME> or NVSIM_ABI(<NAME>) of this version.
 */
extern const struct gs_abi *nvsim_abi;
extern const char *nvsim_version;
#define NVSIM_ABI(name)		GS_ABI(nvsim_abi, name)

/*
 * A fact named in a table: a constant's value, or a versioned fact's index
 * (NVSIM_K(NAME), NVSIM_V(NAME)); nvsim_fact() is its value in nvsim's
 * version, GS_ABI_ABSENT where the version lacks it.
 */
struct nvsim_fact {
	u32 v;
	bool versioned;
};

#define NVSIM_K(name)	{ .v = GS_ABI_##name, .versioned = false }
#define NVSIM_V(name)	{ .v = GS_ABI_F_##name, .versioned = true }

static inline u32 nvsim_fact(struct nvsim_fact f)
{
	return f.versioned ? nvsim_abi->v[f.v] : f.v;
}

/* A number of nvsim's own, or a C type's width, where a fact is wanted */
#define NVSIM_N(n)	{ .v = (n), .versioned = false }

/*
 * Argument bytes the model claims (debugfs "model", out=...): @len bytes
 * from @at, or from @at to @end where @len is unset. All three are facts,
 * so that a claim follows the version's layout; one the version lacks is
 * left out. A table's list of them ends at the first with neither.
 */
struct nvsim_span {
	struct nvsim_fact at, end, len;
};

#define NVSIM_OUT_MAX		3
#define NVSIM_OUT(at_, len_)	{ .at = at_, .len = len_ }
#define NVSIM_OUT_TO(at_, end_)	{ .at = at_, .end = end_ }

/* The bits @lo..@hi of @v, a field of NVIDIA's DRF notation. */
static inline u32 nvsim_drf(u32 v, u32 lo, u32 hi)
{
	return (v >> lo) & (u32)GENMASK(hi - lo, 0);
}

/* @v with its bits @lo..@hi set to @f. */
static inline u32 nvsim_drf_set(u32 v, u32 lo, u32 hi, u32 f)
{
	u32 mask = (u32)GENMASK(hi, lo);

	return (v & ~mask) | ((f << lo) & mask);
}

extern struct mutex nvsim_lock;
extern unsigned int nvsim_gpu_count;

struct nvsim_backing;
struct nvsim_export;

/**
 * struct nvsim_gpu - one simulated GPU (/dev/nvidiaN)
 * @minor: N
 * @id: RM's gpuId, NVSIM_GPU_ID_BASE + N, also its PCI slot
 * @instance: RM's device instance (NV01_DEVICE_0's deviceId), and its
 *	gpuInstance: N, or gpus - 1 - N with reverse_instances (ctrl_gpu.c)
 * @ram_size: FB_GET_INFO TOTAL_RAM_SIZE, bytes
 * @heap_size: FB_GET_INFO HEAP_SIZE, bytes
 * @uuid: the GPU UUID nvidia-uvm knows it by (fb.c)
 * @usermode: the 64 KiB doorbell window that class 0xc661 maps; the
 *	execution engine (engine.c) polls its doorbell
 * @shared_data: the page every class-0xde object maps (shared_data.c)
 * @engine: the execution engine (engine.c)
 * @used_local: bytes of class-0x40 allocations (nvsim_lock)
 * @hidden: bytes RM keeps for itself for channels, TSGs and VA spaces
 *	(nvsim_lock)
 * @uvm: bytes of managed memory resident on the GPU (uvm_va.c; nvsim_lock)
 * @next_offset: where the next class-0x40 allocation claims to start
 *	(nvsim_lock); only a plausible offset@80, not an allocator
 * @next_chid: next channel ID (nvsim_lock)
 * @dev: the device of /dev/nvidiaN
 */
struct nvsim_gpu {
	unsigned int minor;
	u32 id;
	u32 instance;
	u64 ram_size;
	u64 heap_size;
	u8 uuid[16];
	struct nvsim_backing *usermode;
	struct nvsim_backing *shared_data;
	struct nvsim_engine *engine;
	u64 used_local;
	u64 hidden;
	u64 uvm;
	unsigned int gr_tsgs;		/* of the graphics engine (fb.c) */
	unsigned int pt_chunks;		/* UVM page-table chunks (fb.c) */
	unsigned int pooled_vas;	/* VA spaces in RM's pairs (fb.c) */
	bool uvm_kept;			/* UVM's registration FB (fb.c) */
	u64 next_offset;
	u32 next_chid;
	struct device *dev;
};

extern struct nvsim_gpu nvsim_gpus[NVSIM_MAX_GPUS];

/**
 * struct nvsim_map_ctx - the one mmap context of a file (docs/nvidia-abi.md 7)
 * @valid: RM_MAP_MEMORY or RM_ALLOC_MEMORY put one here
 * @backing: the pages the next mmap of the file shows (a reference)
 * @pgoff: first page of @backing
 * @npages: length in pages
 */
struct nvsim_map_ctx {
	bool valid;
	struct nvsim_backing *backing;
	pgoff_t pgoff;
	pgoff_t npages;
};

/**
 * struct nvsim_file - private data of an open nvsim device file
 * @gpu: the GPU of /dev/nvidiaN, NULL for nvidiactl
 * @ctl_filp: REGISTER_FD's ctl file, a reference held until release
 *	(nvsim_lock)
 * @map: the mmap context (nvsim_lock)
 * @attached: ATTACH_GPUS_TO_FD done (nvsim_lock)
 * @export: a ctl file's export (ctrl_export.c), once set up (nvsim_lock)
 */
struct nvsim_file {
	struct nvsim_gpu *gpu;
	struct file *ctl_filp;
	struct nvsim_map_ctx map;
	bool attached;
	struct nvsim_export *export;
};

static inline bool nvsim_file_is_ctl(const struct nvsim_file *nf)
{
	return !nf->gpu;
}

/*
 * The file an RM call is bound to (docs/nvidia-abi.md 2, RmIoctl's clientOSInfo):
 * the ctl file REGISTER_FD linked, else the file itself.
 */
struct nvsim_file *nvsim_file_os_info(struct nvsim_file *nf);

/**
 * struct nvsim_client - an RM client (class 0x41), bound to a ctl file
 * @handle: 0xc1d000xx
 * @file: the file that allocated it; calls naming it must come through it
 * @pid: the allocating process (its thread group), a reference
 * @euid: its effective uid, for GS_ABI_RS_SHARE_TYPE_OS_SECURITY_TOKEN
 * @objs: handle -> struct nvsim_obj, the client's own object included
 * @root: the client's own object
 * @next_handle: the handle generator for hObjectNew = 0
 * @link: in the list of all clients
 *
 * Everything is protected by nvsim_lock.
 */
struct nvsim_client {
	u32 handle;
	struct nvsim_file *file;
	struct pid *pid;
	kuid_t euid;
	struct xarray objs;
	struct nvsim_obj *root;
	u32 next_handle;
	struct list_head link;
};

#define NVSIM_MAX_SHARES	16

struct nvsim_share {
	u32 target;
	u32 access;
	u16 type;
	u8 action;
};

/*
 * What an object is, shared between a handle and its dups. A dup makes a new
 * handle (struct nvsim_obj) on the same resource; the resource goes, with
 * its framebuffer, when the last handle does.
 */
struct nvsim_res {
	unsigned int refs;		/* handles naming it (nvsim_lock) */
	u32 cls;
	struct nvsim_gpu *gpu;		/* NULL for client-level classes */
	u64 size;			/* memory classes: rounded size */
	u64 fb_bytes;			/* charged to gpu->used_local */
	u64 hidden_bytes;		/* charged to gpu->hidden */
	struct nvsim_backing *backing;	/* CPU-visible pages, or NULL */
	union {
		struct {
			u64 timeslice_us;
			u64 subctx_used;	/* subcontext IDs taken */
			bool scheduled;		/* GPFIFO_SCHEDULE */
			u32 hvaspace;		/* its VA space handle, or 0 */
			bool gr;		/* the graphics engine's (fb.c) */
			unsigned int channels;	/* holding chan_kept */
			u64 chan_kept;		/* its channels' FB (fb.c) */
		} tsg;
		struct {
			struct nvsim_res *tsg;	/* a reference */
			u32 id;
			u32 hvaspace;		/* its VA space handle, or 0 */
		} ctxshare;
		struct {
			u32 chid;
			bool disabled;	/* FIFO_DISABLE_CHANNELS */
			bool wedged;	/* disabled again: never runs */
			bool scheduled;	/* outside a TSG: GPFIFO_SCHEDULE */
			u32 hclient;	/* the allocating client */
			u32 hvaspace;	/* its VA space handle, or 0 */
			struct nvsim_eng_chan *eng;	/* engine.c */
			struct nvsim_res *tsg;	/* holding its FB, a ref */
		} chan;
		struct {
			u32 flags;	/* NV_VASPACE_ALLOCATION_FLAGS */
			bool pooled;	/* in RM's pairs (fb.c) */
		} vaspace;
		struct {
			u64 user_va;	/* class 0x71: the pinned range */
		} osdesc;
		struct {
			u64 cpu_va;	/* RM_UPDATE_DEVICE_MAPPING_INFO */
		} map;
	} u;
};

/**
 * struct nvsim_memh - a handle on memory, as GET_PID_INFO weighs it
 * @dups: every handle on the same memory, in a circular list without a
 *	head: a dup right after the handle it was duped from
 * @owner: the memory's owner (RM's isMemDescOwner)
 *
 * RM 580 (mem.c: memConstructCommon, memCopyConstruct,
 * _memDestructCommonWithDevice) keeps the Memory objects of one memory
 * descriptor so: the allocating handle owns it; a dup is not an owner and
 * goes in right after its source; when the owner's handle goes, ownership
 * passes to the next handle of the list. The descriptor's DupCount is the
 * number of handles: a handle alone on its list has DupCount 1.
 * GET_PID_INFO counts a handle as private when it is alone, as shared
 * (owned) when it owns the memory, as shared (duped) otherwise
 * (ctrl_proc.c). Handles of RM's own clients are on the list too: an
 * export file's slots (ctrl_export.c) and UVM's external mappings
 * (uvm_reg.c). Under nvsim_lock.
 */
struct nvsim_memh {
	struct list_head dups;
	bool owner;
};

/**
 * struct nvsim_obj - one handle in a client's object tree
 * @handle: the handle
 * @cls: the class (NV01_ROOT_CLIENT for the client's own object)
 * @client: the client it is in
 * @parent: its parent, NULL for the client's own object
 * @children: its children
 * @sibling: in the parent's @children
 * @res: the resource, shared with dups
 * @memh: its place among the handles on the same memory
 * @maps: RM_MAP_MEMORY records (struct nvsim_cpu_map)
 * @shares: RM_SHARE policies
 * @nshares: entries in @shares
 */
struct nvsim_obj {
	u32 handle;
	u32 cls;
	struct nvsim_client *client;
	struct nvsim_obj *parent;
	struct list_head children;
	struct list_head sibling;
	struct nvsim_res *res;
	struct nvsim_memh memh;
	struct list_head maps;
	struct nvsim_share shares[NVSIM_MAX_SHARES];
	unsigned int nshares;
};

/* main.c */
extern unsigned int nvsim_param_gpus;
extern bool nvsim_param_hmm;

/* version.c */
int nvsim_version_init(void);
void nvsim_version_exit(void);

/* dev.c */
extern const struct file_operations nvsim_fops;
int nvsim_dev_init(void);
void nvsim_dev_exit(void);

/* escape.c */
long nvsim_ioctl(struct file *filp, unsigned int cmd, unsigned long arg);

/* fdcheck.c */
enum nvsim_fd_need {
	NVSIM_FD_CTL,		/* /dev/nvidiactl */
	NVSIM_FD_GPU,		/* a /dev/nvidiaN */
	NVSIM_FD_ANY,		/* either; the caller checks which later */
};

struct file *nvsim_fget(int fd, enum nvsim_fd_need need,
			struct nvsim_file **nfp);
bool nvsim_gpu_accessible(const struct nvsim_gpu *gpu);

/* fb.c */
int nvsim_fb_init(unsigned long long ram_kib, unsigned long long heap_kib,
		  bool reverse_instances);
void nvsim_fb_exit(void);
u64 nvsim_fb_free(const struct nvsim_gpu *gpu);
int nvsim_fb_charge(struct nvsim_gpu *gpu, u64 bytes, bool hidden);
void nvsim_fb_uncharge(struct nvsim_gpu *gpu, u64 bytes, bool hidden);
int nvsim_fb_charge_uvm(struct nvsim_gpu *gpu, u64 bytes);
int nvsim_fb_keep_tsg(struct nvsim_res *tsg, u32 engine_type);
int nvsim_fb_keep_channel(struct nvsim_res *chan, struct nvsim_res *tsg);
int nvsim_fb_keep_vaspace(struct nvsim_res *vas);
void nvsim_fb_unkeep(struct nvsim_res *res);
int nvsim_fb_keep_uvm(struct nvsim_gpu *gpu);
void nvsim_fb_unkeep_uvm(struct nvsim_gpu *gpu);
void nvsim_fb_uncharge_uvm(struct nvsim_gpu *gpu, u64 bytes);
struct nvsim_gpu *nvsim_gpu_by_uuid(const u8 *uuid);

/* shared_data.c: RM_USER_SHARED_DATA's page, rewritten after a change */
void nvsim_shared_data_publish(struct nvsim_gpu *gpu);
struct nvsim_gpu *nvsim_gpu_by_id(u32 id);
struct nvsim_gpu *nvsim_gpu_by_instance(u32 instance);

/* engine.c: the execution engine, one kthread per GPU */
struct nvsim_eng_chan;
int nvsim_engine_init(void);
void nvsim_engine_exit(void);

/* uvm_dev.c: nvidia-uvm and nvidia-uvm-tools */
int nvsim_uvm_init(void);
void nvsim_uvm_exit(void);

/* uvm_va.c */
bool nvsim_uvm_gpu_retained(const struct nvsim_gpu *gpu);

#endif /* _NVSIM_H */
