/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The simulated resource manager: clients and object trees (client.c),
 * classes (alloc.c, memory.c), controls (control.c, ctrl_*.c), mappings
 * (mmap.c) and OS events (event.c). Every function here that takes or
 * returns RM state must be called with nvsim_lock held (see nvsim.h) and
 * returns an RM status (NV_OK, NV_ERR_*), never an errno, unless it says
 * otherwise.
 */
#ifndef _NVSIM_RM_H
#define _NVSIM_RM_H

#include "nvsim.h"

struct seq_file;

/* client.c */
u32 nvsim_client_get(u32 hclient, struct nvsim_file *os,
		     struct nvsim_client **out);
u32 nvsim_client_new(struct nvsim_file *os, u32 *hclient);
struct nvsim_client *nvsim_client_lookup(u32 hclient);
struct nvsim_obj *nvsim_obj_lookup(struct nvsim_client *c, u32 handle);
u32 nvsim_obj_add(struct nvsim_client *c, struct nvsim_obj *parent,
		  u32 *handle, u32 cls, struct nvsim_res *res);
void nvsim_obj_free(struct nvsim_obj *obj);
void nvsim_file_free_clients(struct nvsim_file *nf);
struct nvsim_res *nvsim_res_new(u32 cls, struct nvsim_gpu *gpu);
void nvsim_res_put(struct nvsim_res *res);
struct nvsim_gpu *nvsim_obj_gpu(struct nvsim_obj *obj);
struct nvsim_obj *nvsim_obj_ancestor(struct nvsim_obj *obj, u32 cls);
u32 nvsim_rm_free(struct nvsim_file *os, u32 hroot, u32 hobj);
u32 nvsim_rm_dup(struct nvsim_file *os, u32 hclient, u32 hparent,
		 u32 *hobj, u32 hclient_src, u32 hobj_src);
u32 nvsim_dup_res(struct nvsim_client *c, struct nvsim_obj *parent,
		  u32 *hobj, u32 cls, struct nvsim_res *res,
		  struct nvsim_memh *src);
void nvsim_memh_dup(struct nvsim_memh *h, struct nvsim_memh *src);
void nvsim_memh_drop(struct nvsim_memh *h);

/* Is @h the only handle on its memory (RM's DupCount 1)? */
static inline bool nvsim_memh_alone(const struct nvsim_memh *h)
{
	return list_empty(&h->dups);
}
u32 nvsim_rm_share(struct nvsim_file *os, u32 hclient, u32 hobj,
		   const struct nvsim_share *policy);
extern struct list_head nvsim_clients;

/* alloc.c: the class table */
enum nvsim_param_rule {
	NVSIM_PARAMS_NONE,	/* RS_NONE: nothing is copied */
	NVSIM_PARAMS_OPTIONAL,	/* RS_OPTIONAL: copied if the pointer is set */
	NVSIM_PARAMS_REQUIRED,	/* RS_REQUIRED: NULL is an error */
};

struct nvsim_alloc {
	struct nvsim_file *os;
	struct nvsim_client *client;
	struct nvsim_obj *parent;
	struct nvsim_gpu *gpu;	/* the parent's GPU, if any */
	u32 cls;
	void *params;		/* in/out, @psize bytes, NULL if none */
	u32 psize;
	struct nvsim_res *res;	/* created by the constructor */
};

/**
 * struct nvsim_class - one class RM_ALLOC accepts
 * @cls: class number
 * @name: NVIDIA's name
 * @psize: the bytes of its allocation parameters RM copies, a fact:
 *	GS_ABI_ABSENT where the version has no such class
 * @rule: enum nvsim_param_rule
 * @parents: classes its parent may be; 0 ends the list; empty = any parent
 * @ctor: fills a->res; NULL makes a plain resource
 * @out: the parameter bytes nvsim models
 */
struct nvsim_class {
	u32 cls;
	const char *name;
	struct nvsim_fact psize;
	u8 rule;
	u16 parents[4];
	u32 (*ctor)(struct nvsim_alloc *a);
	struct nvsim_span out[NVSIM_OUT_MAX];
};

const struct nvsim_class *nvsim_class_find(u32 cls);
u32 nvsim_class_psize(const struct nvsim_class *k);
u32 nvsim_rm_alloc(struct nvsim_file *os, u32 hroot, u32 hparent, u32 *hnew,
		   u32 cls, void *params, u32 psize);
void nvsim_class_model(struct seq_file *m);

/* memory.c: memory classes and the pages behind CPU mappings */
u32 nvsim_mem_local_ctor(struct nvsim_alloc *a);
u32 nvsim_mem_system_ctor(struct nvsim_alloc *a);
u32 nvsim_mem_egm_ctor(struct nvsim_alloc *a);
u32 nvsim_mem_virtual_ctor(struct nvsim_alloc *a);
u32 nvsim_mem_osdesc_ctor(struct nvsim_alloc *a);
u32 nvsim_mem_shared_data_ctor(struct nvsim_alloc *a);
u32 nvsim_mem_usermode_ctor(struct nvsim_alloc *a);
struct nvsim_backing *nvsim_backing_new(pgoff_t npages);
struct nvsim_backing *nvsim_backing_get(struct nvsim_backing *b);
void nvsim_backing_put(struct nvsim_backing *b);
pgoff_t nvsim_backing_pages(const struct nvsim_backing *b);
struct page *nvsim_backing_page(struct nvsim_backing *b, pgoff_t idx);
int nvsim_backing_fill(struct nvsim_backing *b, pgoff_t idx,
		       struct page *page);

/*
 * control.c. @fd_nf is the ctl file named by the control's fd field (see
 * struct nvsim_control's @ctl_fd), NULL when it names none: the caller
 * looks it up before taking nvsim_lock and holds it over the call.
 */
struct nvsim_ctrl_call {
	struct nvsim_file *os;
	struct nvsim_client *client;
	struct nvsim_obj *obj;
	void *params;
	u32 psize;
	struct nvsim_file *fd_nf;
};

/**
 * struct nvsim_control - one control RM registers
 * @cmd: its number
 * @name: NVIDIA's name
 * @size: its registered parameter size, a fact: GS_ABI_ABSENT where the
 *	version registers no such control
 * @classes: object classes that export it
 * @fn: its handler; NULL answers NV_OK, the parameters unchanged
 * @out: the parameter bytes nvsim models
 * @ctl_fd: where the parameters hold an fd that RM looks up as a ctl file
 *	(nv_get_file_private), when @has_ctl_fd
 * @has_ctl_fd: the parameters hold such an fd
 */
struct nvsim_control {
	u32 cmd;
	const char *name;
	struct nvsim_fact size;
	u16 classes[3];
	u32 (*fn)(struct nvsim_ctrl_call *call);
	struct nvsim_span out[NVSIM_OUT_MAX];
	struct nvsim_fact ctl_fd;
	bool has_ctl_fd;
};

const struct nvsim_control *nvsim_control_find(u32 cmd);
bool nvsim_controls_sorted(void);
u32 nvsim_control_size(const struct nvsim_control *ctrl);
u32 nvsim_rm_control(struct nvsim_file *os, u32 hclient, u32 hobj,
		     const struct nvsim_control *ctrl, void *params, u32 psize,
		     struct nvsim_file *fd_nf);
void nvsim_control_model(struct seq_file *m);

/*
 * A legacy list control (control.c): params {listSize u32, list NvP64},
 * converted to control @v2, whose list holds at most @max entries (a
 * fact). Every one has FB_GET_INFO's layout and entries (the description's
 * CTRL_2080_*_GET_INFO rows agree).
 */
#define NVSIM_LEGACY_PARAMS_SIZE	GS_ABI_CTRL_2080_FB_GET_INFO_SIZE
#define NVSIM_LEGACY_LIST_SIZE	GS_ABI_CTRL_2080_FB_GET_INFO_FBINFOLISTSIZE_AT
#define NVSIM_LEGACY_LIST	GS_ABI_CTRL_2080_FB_GET_INFO_FBINFOLIST_AT
#define NVSIM_LEGACY_ENTRY	GS_ABI_FB_INFO_SIZE

struct nvsim_legacy_control {
	u32 cmd;
	const char *name;
	u32 v2;
	struct nvsim_fact max;
};

const struct nvsim_legacy_control *nvsim_legacy_control_find(u32 cmd);
u32 nvsim_rm_control_legacy(struct nvsim_file *os, u32 hclient, u32 hobj,
			    const struct nvsim_legacy_control *l, void *list,
			    u32 n);

/* ctrl_fb.c, ctrl_proc.c, ctrl_fifo.c, ctrl_gpu.c: handlers */
u32 nvsim_fb_info(struct nvsim_gpu *gpu, u32 index);
u32 nvsim_ctrl_fb_get_info_v2(struct nvsim_ctrl_call *call);
u32 nvsim_ctrl_get_pids(struct nvsim_ctrl_call *call);
u32 nvsim_ctrl_get_pid_info(struct nvsim_ctrl_call *call);
u32 nvsim_ctrl_disable_channels(struct nvsim_ctrl_call *call);
u32 nvsim_ctrl_rotate_keys(struct nvsim_ctrl_call *call);
u32 nvsim_ctrl_gpumon_samples(struct nvsim_ctrl_call *call);
u32 nvsim_ctrl_gpfifo_schedule(struct nvsim_ctrl_call *call);
u32 nvsim_ctrl_channel_schedule(struct nvsim_ctrl_call *call);
u32 nvsim_ctrl_set_timeslice(struct nvsim_ctrl_call *call);
u32 nvsim_ctrl_get_timeslice(struct nvsim_ctrl_call *call);
u32 nvsim_ctrl_work_submit_token(struct nvsim_ctrl_call *call);
u32 nvsim_ctrl_num_subdevices(struct nvsim_ctrl_call *call);
u32 nvsim_ctrl_attached_ids(struct nvsim_ctrl_call *call);
u32 nvsim_ctrl_probed_ids(struct nvsim_ctrl_call *call);
u32 nvsim_ctrl_id_info(struct nvsim_ctrl_call *call);
u32 nvsim_ctrl_id_info_v2(struct nvsim_ctrl_call *call);
u32 nvsim_ctrl_pci_info(struct nvsim_ctrl_call *call);
u32 nvsim_ctrl_drain_state(struct nvsim_ctrl_call *call);
u32 nvsim_ctrl_async_attach_id(struct nvsim_ctrl_call *call);
u32 nvsim_ctrl_attach_ids(struct nvsim_ctrl_call *call);
u32 nvsim_ctrl_detach_ids(struct nvsim_ctrl_call *call);
u32 nvsim_ctrl_active_device_ids(struct nvsim_ctrl_call *call);
u32 nvsim_ctrl_uuid_info(struct nvsim_ctrl_call *call);
u32 nvsim_ctrl_uuid_from_gpu_id(struct nvsim_ctrl_call *call);
u32 nvsim_ctrl_gid_info(struct nvsim_ctrl_call *call);
u32 nvsim_ctrl_build_version_v2(struct nvsim_ctrl_call *call);
void nvsim_build_version(u8 *v2);

/* ctrl_export.c: export files (NV0000 OS_UNIX controls) */
u32 nvsim_ctrl_export_object(struct nvsim_ctrl_call *call);
u32 nvsim_ctrl_import_object(struct nvsim_ctrl_call *call);
u32 nvsim_ctrl_export_info(struct nvsim_ctrl_call *call);
u32 nvsim_ctrl_create_export_fd(struct nvsim_ctrl_call *call);
u32 nvsim_ctrl_export_objects(struct nvsim_ctrl_call *call);
u32 nvsim_ctrl_import_objects(struct nvsim_ctrl_call *call);
void nvsim_export_release(struct nvsim_file *nf);

/* mmap.c */
struct nvsim_cpu_map {
	struct list_head link;	/* in nvsim_obj.maps */
	u64 token;		/* pLinearAddress */
};

u32 nvsim_rm_map(struct nvsim_file *os, void *nvos33, struct file *target);
u32 nvsim_rm_unmap(struct nvsim_file *os, void *nvos34);
u32 nvsim_rm_update_mapping(struct nvsim_file *os, void *nvos56);
u32 nvsim_map_ctx_install(struct nvsim_file *target, struct nvsim_backing *b,
			  pgoff_t pgoff, pgoff_t npages);
void nvsim_map_ctx_clear(struct nvsim_map_ctx *ctx);
void nvsim_obj_free_maps(struct nvsim_obj *obj);
int nvsim_mmap(struct file *filp, struct vm_area_struct *vma);

/* event.c */
u32 nvsim_os_event_alloc(struct nvsim_file *nf, u32 hclient, s32 fd);
u32 nvsim_os_event_free(u32 hclient, s32 fd);
void nvsim_os_events_free_client(u32 hclient);
void nvsim_os_events_free_file(struct nvsim_file *nf);

/* escape.c */
void nvsim_escape_model(struct seq_file *m);

/* vidheap.c: RM_VID_HEAP_CONTROL on its copied-in NVOS32 argument */
u32 nvsim_rm_vid_heap(struct nvsim_file *os, void *nvos32);

/* client.c */
bool nvsim_obj_dup_allowed_current(struct nvsim_obj *src);
/* debugfs "clients": every client, "client <hClient> pid <pid>" */
void nvsim_clients_show(struct seq_file *m);

/* engine.c */
int nvsim_eng_chan_attach(struct nvsim_alloc *a);
void nvsim_eng_chan_detach(struct nvsim_res *chan);
void nvsim_eng_chan_preempt(struct nvsim_res *chan);
void nvsim_eng_chan_enabled(struct nvsim_res *chan);
void nvsim_eng_chan_wedge(struct nvsim_res *chan);
void nvsim_engine_samples(struct nvsim_gpu *gpu, u8 *params);
void nvsim_engine_show(struct seq_file *m);
void nvsim_engine_reset(void);

/* uvm_dev.c, uvm_va.c */
void nvsim_uvm_model(struct seq_file *m);
void nvsim_vas_show(struct seq_file *m);

/* debugfs.c */
void nvsim_model_line(struct seq_file *m, const char *kind, u32 nr,
		      const char *name, const struct nvsim_span *out);
int nvsim_debugfs_init(void);
void nvsim_debugfs_exit(void);

#endif /* _NVSIM_RM_H */
