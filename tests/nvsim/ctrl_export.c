// SPDX-License-Identifier: GPL-2.0
/*
 * Export files: CUDA's POSIX-fd shareable handles
 * (cuMemExportToShareableHandle, cuMemImportFromShareableHandle), made of
 * the client's OS_UNIX controls (RM 580: arch/nvalloc/unix/src/os.c and
 * rmobjexportimport.c).
 *
 * An export file is a /dev/nvidiactl file whose fd the parameters carry.
 * RM looks the fd up in the caller's fd table as a ctl file
 * (nv_get_file_private; escape.c does it with nvsim_fget) and keeps the
 * export in that file's private state: set up once, with the device
 * instance of a device handle, a number of slots and 64 bytes of metadata
 * for importers; then slots are filled by exporting objects of the
 * caller's client, and read by importing them into the caller's client,
 * in whichever process holds the file. A failed lookup is
 * NV_ERR_INVALID_PARAMETER, as nearly every other refusal is.
 *
 * RM exports an object by duping it into a client of its own, a kernel
 * client that GET_PID_INFO does not report, and imports it by duping it
 * from there. So an exported object lives as long as its slot, whatever
 * becomes of the exporter's handle or process; the exporter's allocation
 * counts as shared (owned) in GET_PID_INFO from the export on; and an
 * importer's handle counts as duped, exactly as after RM_DUP_OBJECT.
 * nvsim keeps the slot's reference on the resource itself and its handle
 * among the memory's (a dup's, without the hidden client), and imports
 * with the dup of client.c. The slots are emptied when the file is
 * released.
 *
 * Everything here runs under nvsim_lock (rm.h).
 */

#include <linux/overflow.h>
#include <linux/slab.h>

#include "nvsim.h"
#include "rm.h"

/* The controls' fields (ctrl0000unix.h); GET_EXPORT_OBJECT_INFO's moved */
#define EXP_OBJ(f)	GS_ABI_CTRL_0000_OS_UNIX_EXPORT_OBJECT_TO_FD_##f##_AT
#define IMP_OBJ(f)	GS_ABI_CTRL_0000_OS_UNIX_IMPORT_OBJECT_FROM_FD_##f##_AT
#define INFO(f)		GS_ABI_CTRL_0000_OS_UNIX_GET_EXPORT_OBJECT_INFO_##f##_AT
#define INFO_V(f) \
	NVSIM_ABI(CTRL_0000_OS_UNIX_GET_EXPORT_OBJECT_INFO_##f##_AT)
#define CREATE(f)	GS_ABI_CTRL_0000_OS_UNIX_CREATE_EXPORT_OBJECT_FD_##f##_AT
#define EXP_OBJS(f)	GS_ABI_CTRL_0000_OS_UNIX_EXPORT_OBJECTS_TO_FD_##f##_AT
#define IMP_OBJS(f)	GS_ABI_CTRL_0000_OS_UNIX_IMPORT_OBJECTS_FROM_FD_##f##_AT
#define EXPORT_MAX	GS_ABI_CTRL_0000_OS_UNIX_EXPORT_OBJECTS_TO_FD_OBJECTS_MAX
#define IMPORT_MAX	GS_ABI_CTRL_0000_OS_UNIX_IMPORT_OBJECTS_FROM_FD_OBJECTS_MAX
#define EMPTY_FD							\
	(GS_ABI_OS_UNIX_EXPORT_OBJECT_TO_FD_FLAGS_EMPTY_FD_TRUE <<	\
	 GS_ABI_OS_UNIX_EXPORT_OBJECT_TO_FD_FLAGS_EMPTY_FD_LO)

/* NV_MAX_DEVICES: the device instance of an export of no device */
#define NO_DEVICE		NVSIM_MAX_GPUS
/* gpuInstanceId when MIG is not in use */
#define NO_GPU_INSTANCE		U32_MAX

/*
 * One exported object, held as RM's dup holds it; @res NULL: empty, and
 * @memh unused.
 */
struct nvsim_export_slot {
	struct nvsim_res *res;
	u32 cls;
	struct nvsim_memh memh;
};

/*
 * What a ctl file holds for importers: nv_file_private_t's handles,
 * maxHandles, deviceInstance, gpuInstanceId and metadata.
 */
struct nvsim_export {
	u16 max;
	u32 device;
	u32 gpu_instance;
	u8 metadata[GS_ABI_OS_UNIX_EXPORT_OBJECT_FD_BUFFER_SIZE];
	struct nvsim_export_slot slot[];
};

static u16 get_u16(const void *buf, size_t off)
{
	u16 v;

	memcpy(&v, (const u8 *)buf + off, sizeof(v));
	return v;
}

static void put_u16(void *buf, size_t off, u16 v)
{
	memcpy((u8 *)buf + off, &v, sizeof(v));
}

static void slot_clear(struct nvsim_export_slot *s)
{
	if (!s->res)
		return;
	nvsim_memh_drop(&s->memh);
	nvsim_res_put(s->res);
	s->res = NULL;
}

/* Slot @s holds RM's dup of @obj from now on, whatever it held before. */
static void slot_fill(struct nvsim_export_slot *s, struct nvsim_obj *obj)
{
	slot_clear(s);
	obj->res->refs++;
	s->res = obj->res;
	s->cls = obj->cls;
	nvsim_memh_dup(&s->memh, &obj->memh);
}

/**
 * nvsim_export_release() - forget a file's export, emptying its slots
 * @nf: the file
 *
 * On release (rm_cleanup_file_private frees the export handles first), and
 * when the export that set it up fails. The last reference on an object
 * gives its memory back.
 *
 * Context: nvsim_lock held.
 */
void nvsim_export_release(struct nvsim_file *nf)
{
	struct nvsim_export *ex = nf->export;
	unsigned int i;

	lockdep_assert_held(&nvsim_lock);
	if (!ex)
		return;
	for (i = 0; i < ex->max; i++)
		slot_clear(&ex->slot[i]);
	kvfree(ex);
	nf->export = NULL;
}

/*
 * _initializeExportObjectFd: sets @nf's export up, once. hDevice 0 makes
 * an export of objects of no device; any other must name a device of the
 * caller's client. @metadata NULL leaves the metadata zero.
 */
static u32 export_setup(struct nvsim_ctrl_call *call, struct nvsim_file *nf,
			u32 hdevice, u16 max, const u8 *metadata)
{
	struct nvsim_export *ex;
	u32 device = NO_DEVICE;

	if (nf->export)
		return GS_ABI_ERR_STATE_IN_USE;
	if (hdevice) {
		struct nvsim_obj *dev = nvsim_obj_lookup(call->client, hdevice);

		if (!dev)
			return GS_ABI_ERR_OBJECT_NOT_FOUND;
		if (dev->cls != GS_ABI_CLS_DEVICE_0)
			return GS_ABI_ERR_INVALID_PARAMETER;
		device = dev->res->gpu->instance;	/* its deviceId */
	}
	ex = kvzalloc(struct_size(ex, slot, max), GFP_KERNEL_ACCOUNT);
	if (!ex)
		return GS_ABI_ERR_NO_MEMORY;
	ex->max = max;
	ex->device = device;
	ex->gpu_instance = NO_GPU_INSTANCE;
	if (metadata)
		memcpy(ex->metadata, metadata, sizeof(ex->metadata));
	nf->export = ex;
	return GS_ABI_NV_OK;
}

/*
 * RmExportObject's checks: object @h of @c into *@out (slot_fill() makes
 * the dup), and the device instance it lives on (its nearest device
 * ancestor's, else none). What RM_DUP_OBJECT cannot dup cannot be
 * exported: RM exports by a dup.
 */
static u32 export_one(struct nvsim_client *c, u32 h, struct nvsim_obj **out,
		      u32 *device)
{
	struct nvsim_obj *obj = nvsim_obj_lookup(c, h), *dev;

	if (!obj)
		return GS_ABI_ERR_OBJECT_NOT_FOUND;
	if (!obj->res || obj == c->root)
		return GS_ABI_ERR_INVALID_OBJECT_HANDLE;
	dev = nvsim_obj_ancestor(obj->parent, GS_ABI_CLS_DEVICE_0);
	*device = dev ? dev->res->gpu->instance : NO_DEVICE;
	*out = obj;
	return GS_ABI_NV_OK;
}

/*
 * RmImportObject: a handle *@hobj (0: one the client picks) under
 * @hparent of @c on the object of slot @s, by a dup. With @type, RM first
 * asks what the object is (GET_ADDR_SPACE_TYPE): video memory for class
 * 0x40, system memory for 0x3e and 0x71. nvsim answers any other object
 * as RM's address space query would fail for it: NV_ERR_INVALID_ARGUMENT
 * for an object of a GPU, NV_ERR_INVALID_OBJECT otherwise.
 */
static u32 import_one(struct nvsim_client *c, u32 hparent, u32 *hobj,
		      struct nvsim_export_slot *s, u8 *type)
{
	struct nvsim_obj *parent;

	if (type) {
		switch (s->cls) {
		case GS_ABI_CLS_MEMORY_LOCAL_USER:
			*type = GS_ABI_OS_UNIX_IMPORT_OBJECT_TYPE_VIDMEM;
			break;
		case GS_ABI_CLS_MEMORY_SYSTEM:
		case GS_ABI_CLS_MEMORY_SYSTEM_OS_DESCRIPTOR:
			*type = GS_ABI_OS_UNIX_IMPORT_OBJECT_TYPE_SYSMEM;
			break;
		default:
			return s->res->gpu ? GS_ABI_ERR_INVALID_ARGUMENT :
					     GS_ABI_ERR_INVALID_OBJECT;
		}
	}
	parent = nvsim_obj_lookup(c, hparent);
	if (!parent)
		return GS_ABI_ERR_OBJECT_NOT_FOUND;
	return nvsim_dup_res(c, parent, hobj, s->cls, s->res, &s->memh);
}

/*
 * EXPORT_OBJECT_TO_FD, the one-object form: the object is
 * exported before the file is looked up, into an export of one slot that
 * must not be set up yet.
 */
u32 nvsim_ctrl_export_object(struct nvsim_ctrl_call *call)
{
	struct nvsim_obj *obj;
	u8 *p = call->params;
	u32 device, status;

	/* EMPTY_FD is for the user-space library; RM never sees it set */
	if (gs_get_u32(p, EXP_OBJ(FLAGS)) & EMPTY_FD)
		return GS_ABI_ERR_INVALID_PARAMETER;
	if (gs_get_u32(p, EXP_OBJ(TYPE)) != GS_ABI_OS_UNIX_EXPORT_OBJECT_TYPE_RM ||
	    (s32)gs_get_u32(p, EXP_OBJ(FD)) == -1)
		return GS_ABI_ERR_INVALID_PARAMETER;
	status = export_one(call->client,
			    gs_get_u32(p, EXP_OBJ(HOBJECT)), &obj,
			    &device);
	if (status != GS_ABI_NV_OK)
		return status;
	if (!call->fd_nf)
		return GS_ABI_ERR_INVALID_PARAMETER;
	status = export_setup(call, call->fd_nf,
			      gs_get_u32(p, EXP_OBJ(HDEVICE)), 1, NULL);
	if (status == GS_ABI_NV_OK)
		slot_fill(&call->fd_nf->export->slot[0], obj);
	return status;
}

/* IMPORT_OBJECT_FROM_FD: slot 0, without the type query. */
u32 nvsim_ctrl_import_object(struct nvsim_ctrl_call *call)
{
	u8 *p = call->params;
	struct nvsim_export *ex;
	u32 h, status;

	if (gs_get_u32(p, IMP_OBJ(TYPE)) != GS_ABI_OS_UNIX_EXPORT_OBJECT_TYPE_RM ||
	    (s32)gs_get_u32(p, IMP_OBJ(FD)) == -1 || !call->fd_nf)
		return GS_ABI_ERR_INVALID_PARAMETER;
	ex = call->fd_nf->export;
	if (!ex || ex->max < 1 || !ex->slot[0].res)
		return GS_ABI_ERR_INVALID_PARAMETER;
	h = gs_get_u32(p, IMP_OBJ(HOBJECT));
	status = import_one(call->client,
			    gs_get_u32(p, IMP_OBJ(HPARENT)), &h,
			    &ex->slot[0], NULL);
	if (status == GS_ABI_NV_OK)
		gs_put_u32(p, IMP_OBJ(HOBJECT), h);
	return status;
}

/* GET_EXPORT_OBJECT_INFO: what an importer checks first. */
u32 nvsim_ctrl_export_info(struct nvsim_ctrl_call *call)
{
	u8 *p = call->params;
	struct nvsim_export *ex;

	if ((s32)gs_get_u32(p, INFO(FD)) < 0 || !call->fd_nf)
		return GS_ABI_ERR_INVALID_PARAMETER;
	ex = call->fd_nf->export;
	if (!ex)
		return GS_ABI_ERR_INVALID_PARAMETER;
	put_u16(p, INFO_V(MAXOBJECTS), ex->max);
	gs_put_u32(p, INFO(DEVICEINSTANCE), ex->device);
	if (INFO_V(GPUINSTANCEID) != GS_ABI_ABSENT)	/* 550 on */
		gs_put_u32(p, INFO_V(GPUINSTANCEID), ex->gpu_instance);
	memcpy(p + INFO_V(METADATA), ex->metadata, sizeof(ex->metadata));
	return GS_ABI_NV_OK;
}

/*
 * CREATE_EXPORT_OBJECT_FD, deprecated in RM but still served:
 * sets the export up without exporting anything. The fd is not written.
 */
u32 nvsim_ctrl_create_export_fd(struct nvsim_ctrl_call *call)
{
	u8 *p = call->params;
	u16 max = get_u16(p, CREATE(MAXOBJECTS));

	if (!max || !call->fd_nf)
		return GS_ABI_ERR_INVALID_PARAMETER;
	return export_setup(call, call->fd_nf,
			    gs_get_u32(p, CREATE(HDEVICE)), max,
			    p + CREATE(METADATA));
}

/*
 * EXPORT_OBJECTS_TO_FD, what CUDA issues: sets the export up if
 * it is not (hDevice, maxObjects, metadata; undone if the call fails),
 * then exports objects[0..numObjects) into slots index.. onwards, all or
 * none: every object must be on the export's device instance. A handle 0
 * empties its slot; an object already in a slot is let go.
 */
u32 nvsim_ctrl_export_objects(struct nvsim_ctrl_call *call)
{
	u16 n = get_u16(call->params, EXP_OBJS(NUMOBJECTS));
	u16 index = get_u16(call->params, EXP_OBJS(INDEX));
	struct nvsim_file *nf = call->fd_nf;
	struct nvsim_obj **objs;
	u8 *p = call->params;
	struct nvsim_export *ex;
	u32 status, device = NO_DEVICE;
	bool setup = false;
	unsigned int i;

	if (!nf)
		return GS_ABI_ERR_INVALID_PARAMETER;
	if (!nf->export) {
		u16 max = get_u16(p, EXP_OBJS(MAXOBJECTS));

		if (!max)
			return GS_ABI_ERR_INVALID_PARAMETER;
		status = export_setup(call, nf,
				      gs_get_u32(p, EXP_OBJS(HDEVICE)),
				      max, p + EXP_OBJS(METADATA));
		if (status != GS_ABI_NV_OK)
			return status;
		setup = true;
	}
	ex = nf->export;
	if (n > EXPORT_MAX) {
		status = GS_ABI_ERR_INVALID_PARAMETER;
		goto out;
	}
	if ((u32)n + index > ex->max) {
		status = GS_ABI_ERR_OUT_OF_RANGE;
		goto out;
	}
	objs = kcalloc(n, sizeof(*objs), GFP_KERNEL_ACCOUNT);
	if (!objs) {
		status = GS_ABI_ERR_NO_MEMORY;
		goto out;
	}

	status = GS_ABI_NV_OK;
	for (i = 0; i < n && status == GS_ABI_NV_OK; i++) {
		u32 h = gs_get_u32(p, EXP_OBJS(OBJECTS) + 4 * i);

		if (!h)
			continue;
		status = export_one(call->client, h, &objs[i], &device);
		if (status == GS_ABI_NV_OK && device != ex->device)
			status = GS_ABI_ERR_INVALID_PARAMETER;
	}
	for (i = 0; i < n && status == GS_ABI_NV_OK; i++) {
		if (objs[i])
			slot_fill(&ex->slot[index + i], objs[i]);
		else
			slot_clear(&ex->slot[index + i]);
	}
	kfree(objs);
out:
	if (status != GS_ABI_NV_OK && setup)
		nvsim_export_release(nf);
	return status;
}

/*
 * IMPORT_OBJECTS_FROM_FD: slots index..index+numObjects into the
 * caller's client under hParent, each as objects[i] (0: a handle RM
 * picks, written back) with its type in objectTypes[i]; an empty slot is
 * type NONE and leaves objects[i] as it came. On a failure RM frees, by
 * handle, objects[] of the slots before the failing one: those it made,
 * and also any object the caller named in an empty slot's place.
 */
u32 nvsim_ctrl_import_objects(struct nvsim_ctrl_call *call)
{
	u16 n = get_u16(call->params, IMP_OBJS(NUMOBJECTS));
	u16 index = get_u16(call->params, IMP_OBJS(INDEX));
	u32 hparent = gs_get_u32(call->params, IMP_OBJS(HPARENT));
	struct nvsim_client *c = call->client;
	u8 *p = call->params;
	struct nvsim_export *ex;
	u32 status = GS_ABI_NV_OK;
	unsigned int i;

	if (!call->fd_nf)
		return GS_ABI_ERR_INVALID_PARAMETER;
	ex = call->fd_nf->export;
	if (!ex || n > IMPORT_MAX)
		return GS_ABI_ERR_INVALID_PARAMETER;
	if ((u32)n + index > ex->max)
		return GS_ABI_ERR_OUT_OF_RANGE;

	for (i = 0; i < n; i++) {
		struct nvsim_export_slot *s = &ex->slot[index + i];
		u32 h = gs_get_u32(p, IMP_OBJS(OBJECTS) + 4 * i);

		if (!s->res) {
			p[IMP_OBJS(OBJECTTYPES) + i] =
				GS_ABI_OS_UNIX_IMPORT_OBJECT_TYPE_NONE;
			continue;
		}
		status = import_one(c, hparent, &h, s,
				    &p[IMP_OBJS(OBJECTTYPES) + i]);
		if (status != GS_ABI_NV_OK)
			break;
		gs_put_u32(p, IMP_OBJS(OBJECTS) + 4 * i, h);
	}
	if (status == GS_ABI_NV_OK)
		return GS_ABI_NV_OK;

	while (i--) {
		u32 h = gs_get_u32(p, IMP_OBJS(OBJECTS) + 4 * i);
		struct nvsim_obj *obj = h ? nvsim_obj_lookup(c, h) : NULL;
		bool client = obj == c->root;

		if (!obj)
			continue;
		nvsim_obj_free(obj);
		/* the caller named its own client: it is gone, and all in it */
		if (client)
			break;
	}
	return status;
}
