// SPDX-License-Identifier: GPL-2.0 OR MIT

#include "nv_gpuid.h"

/* ATTACH_IDS' and DETACH_IDS' "every GPU" */
#define ALL_GPUS		GS_ABI_NV0000_GPU_ATTACH_ALL_PROBED_IDS

/* gpuId lists: NV0000_CTRL_GPU_MAX_ATTACHED_GPUS, _MAX_PROBED_GPUS */
#define LIST_MAX		GS_ABI_NV0000_GPU_MAX_PROBED_GPUS
#if (GS_ABI_NV0000_GPU_MAX_ATTACHED_GPUS != LIST_MAX) || \
	(GS_ABI_CTRL_0000_GPU_GET_ATTACHED_IDS_GPUIDS_MAX != LIST_MAX) || \
	(GS_ABI_CTRL_0000_GPU_GET_PROBED_IDS_GPUIDS_MAX != LIST_MAX) || \
	(GS_ABI_CTRL_0000_GPU_ATTACH_IDS_GPUIDS_MAX != LIST_MAX) || \
	(GS_ABI_CTRL_0000_GPU_DETACH_IDS_GPUIDS_MAX != LIST_MAX) || \
	(GS_ABI_CTRL_0000_SYSTEM_GET_P2P_CAPS_V2_GPUIDS_MAX != LIST_MAX)
#error "the gpuId lists differ in length"
#endif

/* The gpuId in and deviceInstance out of GET_ID_INFO and _V2 */
#if (GS_ABI_CTRL_0000_GPU_GET_ID_INFO_GPUID_AT != \
	GS_ABI_CTRL_0000_GPU_GET_ID_INFO_V2_GPUID_AT) || \
	(GS_ABI_CTRL_0000_GPU_GET_ID_INFO_DEVICEINSTANCE_AT != \
	 GS_ABI_CTRL_0000_GPU_GET_ID_INFO_V2_DEVICEINSTANCE_AT)
#error "GET_ID_INFO and GET_ID_INFO_V2 differ where read"
#endif
#define ID_INFO_ID		GS_ABI_CTRL_0000_GPU_GET_ID_INFO_GPUID_AT
#define ID_INFO_INSTANCE	GS_ABI_CTRL_0000_GPU_GET_ID_INFO_DEVICEINSTANCE_AT

/* GET_PROBED_IDS: gpuIds, excludedGpuIds, gpuFlags from 580 */
#define PROBED_IDS		GS_ABI_CTRL_0000_GPU_GET_PROBED_IDS_GPUIDS_AT
#define PROBED_EXCLUDED		GS_ABI_CTRL_0000_GPU_GET_PROBED_IDS_EXCLUDEDGPUIDS_AT

/* GET_UUID_INFO: gpuId and deviceInstance out */
#define UUID_INFO_ID		GS_ABI_CTRL_0000_GPU_GET_UUID_INFO_GPUID_AT
#define UUID_INFO_INSTANCE	GS_ABI_CTRL_0000_GPU_GET_UUID_INFO_DEVICEINSTANCE_AT

/* GET_P2P_CAPS_V2: gpuIds in, gpuCount of them (then the caps, out) */
#define P2P_V2_IDS		GS_ABI_CTRL_0000_SYSTEM_GET_P2P_CAPS_V2_GPUIDS_AT
#define P2P_V2_COUNT		GS_ABI_CTRL_0000_SYSTEM_GET_P2P_CAPS_V2_GPUCOUNT_AT

/* GET_P2P_CAPS_MATRIX: two counted groups of gpuIds */
#define P2P_COUNT_A		GS_ABI_CTRL_0000_SYSTEM_GET_P2P_CAPS_MATRIX_GRPACOUNT_AT
#define P2P_COUNT_B		GS_ABI_CTRL_0000_SYSTEM_GET_P2P_CAPS_MATRIX_GRPBCOUNT_AT
#define P2P_GROUP_A		GS_ABI_CTRL_0000_SYSTEM_GET_P2P_CAPS_MATRIX_GPUIDGRPA_AT
#define P2P_GROUP_B		GS_ABI_CTRL_0000_SYSTEM_GET_P2P_CAPS_MATRIX_GPUIDGRPB_AT
#define P2P_GROUP_MAX		GS_ABI_CTRL_0000_SYSTEM_GET_P2P_CAPS_MATRIX_GPUIDGRPA_MAX

int gs_nv_gpu_by_id(const struct gs_nv_gpu_map *m, u32 id)
{
	u32 i;

	for (i = 0; i < m->nr; i++)
		if (m->gpu_id[i] == id)
			return (int)i;
	return -1;
}

void gs_nv_card_info_view(const void *in, void *out, u32 size,
			  const struct gs_nv_gpu_map *m)
{
	u32 n = size / GS_ABI_CARD_INFO_SIZE, i, j;

	memset(out, 0, size);
	for (j = 0; j < m->nr && j < n; j++) {
		for (i = 0; i < n; i++) {
			const u8 *e = (const u8 *)in + i * GS_ABI_CARD_INFO_SIZE;
			u8 *o = (u8 *)out + j * GS_ABI_CARD_INFO_SIZE;

			if (!e[GS_ABI_CARD_INFO_VALID_AT] ||
			    gs_get_u32(e, GS_ABI_CARD_INFO_MINOR_NUMBER_AT) !=
			    m->minor[j])
				continue;
			memcpy(o, e, GS_ABI_CARD_INFO_SIZE);
			gs_put_u32(o, GS_ABI_CARD_INFO_MINOR_NUMBER_AT, j);
			break;
		}
	}
}

/* The slice's GPUs among the @n gpuIds at @at, in the slice's order. */
static void keep_listed(u8 *p, u32 at, u32 n, const struct gs_nv_gpu_map *m)
{
	u32 i, j, kept = 0, ids[LIST_MAX];

	memcpy(ids, p + at, 4 * n);
	for (j = 0; j < m->nr; j++)
		for (i = 0; i < n; i++)
			if (ids[i] == m->gpu_id[j]) {
				gs_put_u32(p, at + 4 * kept++, ids[i]);
				break;
			}
	while (kept < n)
		gs_put_u32(p, at + 4 * kept++, GS_NV_GPU_INVALID_ID);
}

/*
 * GET_PROBED_IDS: the flags of each GPU, where @abi's driver has them
 * (580 on), move with its gpuId.
 */
static void view_probed(const struct gs_abi *abi, u8 *p, u32 size,
			const struct gs_nv_gpu_map *m)
{
	u32 flags_at = GS_ABI(abi, CTRL_0000_GPU_GET_PROBED_IDS_GPUFLAGS_AT);
	u32 i, j, kept = 0, ids[LIST_MAX], flags[LIST_MAX] = { 0 };
	bool has_flags = gs_abi_within(flags_at, sizeof(flags), size);

	memcpy(ids, p + PROBED_IDS, sizeof(ids));
	if (has_flags)
		memcpy(flags, p + flags_at, sizeof(flags));
	for (j = 0; j < m->nr; j++)
		for (i = 0; i < LIST_MAX; i++)
			if (ids[i] == m->gpu_id[j]) {
				gs_put_u32(p, PROBED_IDS + 4 * kept, ids[i]);
				if (has_flags)
					gs_put_u32(p, flags_at + 4 * kept,
						   flags[i]);
				kept++;
				break;
			}
	for (; kept < LIST_MAX; kept++) {
		gs_put_u32(p, PROBED_IDS + 4 * kept, GS_NV_GPU_INVALID_ID);
		if (has_flags)
			gs_put_u32(p, flags_at + 4 * kept, 0);
	}
	keep_listed(p, PROBED_EXCLUDED, LIST_MAX, m);
}

/* The slice's number for the GPU whose gpuId is at @id_at, or INVALID. */
static void put_instance(u8 *p, u32 id_at, u32 at,
			 const struct gs_nv_gpu_map *m)
{
	int i = gs_nv_gpu_by_id(m, gs_get_u32(p, id_at));

	gs_put_u32(p, at, i < 0 ? GS_NV_GPU_INVALID_ID : (u32)i);
}

/* GET_ACTIVE_DEVICE_IDS (550 on): the slice's devices, packed. */
static void view_active(const struct gs_abi *abi, u8 *p, u32 size,
			const struct gs_nv_gpu_map *m)
{
	u32 count_at = GS_ABI(abi, CTRL_0000_GPU_GET_ACTIVE_DEVICE_IDS_NUMDEVICES_AT);
	u32 first = GS_ABI(abi, CTRL_0000_GPU_GET_ACTIVE_DEVICE_IDS_DEVICES_AT);
	u32 max = GS_ABI(abi, CTRL_0000_GPU_GET_ACTIVE_DEVICE_IDS_DEVICES_MAX);
	u32 entry = GS_ABI(abi, ACTIVE_DEVICE_SIZE);
	u32 id_at = GS_ABI(abi, ACTIVE_DEVICE_GPUID_AT);
	u32 n, i, kept = 0;

	if (!gs_abi_within(count_at, 4, size) || max == GS_ABI_ABSENT ||
	    entry == GS_ABI_ABSENT || !gs_abi_within(id_at, 4, entry) ||
	    !gs_abi_within(first, max * entry, size))
		return;
	n = gs_get_u32(p, count_at);
	if (n > max)
		n = max;
	for (i = 0; i < n; i++) {
		const u8 *e = p + first + entry * i;

		if (gs_nv_gpu_by_id(m, gs_get_u32(e, id_at)) < 0)
			continue;
		memmove(p + first + entry * kept++, e, entry);
	}
	memset(p + first + entry * kept, 0, entry * (n - kept));
	gs_put_u32(p, count_at, kept);
}

/*
 * Every gpuId of the @n at @at is the slice's, up to the first INVALID;
 * with @all_ok, ALL_GPUS first stands for every GPU (RM reads no further).
 */
static bool listed_ok(const u8 *p, u32 at, u32 n, bool all_ok,
		      const struct gs_nv_gpu_map *m)
{
	u32 i, id;

	if (all_ok && gs_get_u32(p, at) == ALL_GPUS)
		return true;
	for (i = 0; i < n; i++) {
		id = gs_get_u32(p, at + 4 * i);
		if (id == GS_NV_GPU_INVALID_ID)
			break;
		if (gs_nv_gpu_by_id(m, id) < 0)
			return false;
	}
	return true;
}

static bool p2p_ok(const u8 *p, const struct gs_nv_gpu_map *m)
{
	u32 a = gs_get_u32(p, P2P_COUNT_A), b = gs_get_u32(p, P2P_COUNT_B);

	/* RM refuses larger groups itself; what it reads must be ours. */
	return listed_ok(p, P2P_GROUP_A, a < P2P_GROUP_MAX ? a : P2P_GROUP_MAX,
			 false, m) &&
	       listed_ok(p, P2P_GROUP_B, b < P2P_GROUP_MAX ? b : P2P_GROUP_MAX,
			 false, m);
}

/* What a control names: a gpuId in, lists in, or GPUs in its answer. */
enum gpuid_use {
	ID_IN,		/* gpuId at ID_IN_AT */
	ID_INFO,	/* gpuId in, deviceInstance out */
	LIST_IN,	/* gpuIds[32] until INVALID, or ALL_GPUS */
	P2P_IN,		/* two counted groups */
	COUNTED_IN,	/* gpuIds[32], as many as the count at P2P_V2_COUNT */
	LIST_OUT,	/* gpuIds[32] */
	PROBED_OUT,
	UUID_INFO_OUT,	/* gpuId and deviceInstance out */
	ACTIVE_OUT,
};

/*
 * Where the controls of one gpuId in have it (GET_PCI_INFO's, and
 * ASYNC_ATTACH_ID's and WAIT_ATTACH_ID's where the driver has them, 550
 * on); the lists in and out begin their parameters.
 */
#define ID_IN_AT	GS_ABI_CTRL_0000_GPU_GET_PCI_INFO_GPUID_AT
#if (GS_ABI_CTRL_0000_GPU_GET_UUID_FROM_GPU_ID_GPUID_AT != ID_IN_AT) || \
	(GS_ABI_CTRL_0000_GPU_QUERY_DRAIN_STATE_GPUID_AT != ID_IN_AT) || \
	(GS_ABI_MAX_CTRL_0000_GPU_ASYNC_ATTACH_ID_GPUID_AT != ID_IN_AT) || \
	(GS_ABI_MAX_CTRL_0000_GPU_WAIT_ATTACH_ID_GPUID_AT != ID_IN_AT) || \
	(ID_INFO_ID != ID_IN_AT) || \
	(GS_ABI_CTRL_0000_GPU_ATTACH_IDS_GPUIDS_AT != 0) || \
	(GS_ABI_CTRL_0000_GPU_DETACH_IDS_GPUIDS_AT != 0) || \
	(GS_ABI_CTRL_0000_GPU_GET_ATTACHED_IDS_GPUIDS_AT != 0) || \
	(P2P_V2_IDS != 0)
#error "a control of gpuIds has them elsewhere"
#endif

/*
 * The controls, each with its parameter size: a constant (K) or a
 * versioned fact (V), GS_ABI_ABSENT where the driver lacks the control.
 * @refuse: RM's status for a gpuId it does not know.
 */
#define K(name_, use_, refuse_)	{					\
	.cmd = GS_ABI_CTRL_0000_##name_,				\
	.size = GS_ABI_CTRL_0000_##name_##_SIZE,			\
	.use = (use_), .refuse = (refuse_) }
#define V(name_, use_, refuse_)	{					\
	.cmd = GS_ABI_CTRL_0000_##name_, .versioned = true,		\
	.size = GS_ABI_F_CTRL_0000_##name_##_SIZE,			\
	.use = (use_), .refuse = (refuse_) }
#define INVALID_ARGUMENT	GS_ABI_ERR_INVALID_ARGUMENT
#define NOT_FOUND		GS_ABI_ERR_OBJECT_NOT_FOUND

struct gpuid_ctrl {
	u32 cmd;
	bool versioned;
	u32 size;
	enum gpuid_use use;
	u32 refuse;
};

static const struct gpuid_ctrl gpuid_ctrls[] = {
	/* NCCL asks it of its GPUs */
	V(SYSTEM_GET_P2P_CAPS_V2, COUNTED_IN, INVALID_ARGUMENT),
	K(SYSTEM_GET_P2P_CAPS_MATRIX, P2P_IN, INVALID_ARGUMENT),
	K(GPU_GET_ATTACHED_IDS, LIST_OUT, 0),
	K(GPU_GET_ID_INFO, ID_INFO, INVALID_ARGUMENT),
	K(GPU_GET_ID_INFO_V2, ID_INFO, INVALID_ARGUMENT),
	V(GPU_GET_PROBED_IDS, PROBED_OUT, 0),
	K(GPU_ATTACH_IDS, LIST_IN, INVALID_ARGUMENT),
	K(GPU_DETACH_IDS, LIST_IN, INVALID_ARGUMENT),
	K(GPU_GET_PCI_INFO, ID_IN, NOT_FOUND),
	K(GPU_GET_UUID_INFO, UUID_INFO_OUT, 0),
	K(GPU_GET_UUID_FROM_GPU_ID, ID_IN, NOT_FOUND),
	K(GPU_QUERY_DRAIN_STATE, ID_IN, NOT_FOUND),
	V(GPU_GET_ACTIVE_DEVICE_IDS, ACTIVE_OUT, 0),
	V(GPU_ASYNC_ATTACH_ID, ID_IN, INVALID_ARGUMENT),
	V(GPU_WAIT_ATTACH_ID, ID_IN, INVALID_ARGUMENT),
};

/* The control @cmd of @size bytes in @abi's driver, or NULL */
static const struct gpuid_ctrl *find(const struct gs_abi *abi, u32 cmd,
				     u32 size)
{
	const struct gpuid_ctrl *c;
	u32 i;

	if (!abi)
		return NULL;
	for (i = 0; i < ARRAY_SIZE(gpuid_ctrls); i++) {
		c = &gpuid_ctrls[i];
		if (c->cmd != cmd)
			continue;
		if ((c->versioned ? abi->v[c->size] : c->size) == size &&
		    size != GS_ABI_ABSENT)
			return c;
	}
	return NULL;
}

bool gs_nv_gpuid_ctrl(const struct gs_abi *abi, u32 cmd, u32 size)
{
	return find(abi, cmd, size);
}

u32 gs_nv_gpuid_check(const struct gs_abi *abi, u32 cmd, const void *params,
		      u32 size, const struct gs_nv_gpu_map *m)
{
	const struct gpuid_ctrl *c = find(abi, cmd, size);
	const u8 *p = params;
	bool ok = true;
	u32 n;

	if (!c)
		return 0;
	switch (c->use) {
	case ID_IN:
	case ID_INFO:
		ok = gs_nv_gpu_by_id(m, gs_get_u32(p, ID_IN_AT)) >= 0;
		break;
	case LIST_IN:
		ok = listed_ok(p, 0, LIST_MAX, true, m);
		break;
	case P2P_IN:
		ok = p2p_ok(p, m);
		break;
	case COUNTED_IN:
		/* RM refuses a larger count itself, reading no gpuId */
		n = gs_get_u32(p, P2P_V2_COUNT);
		ok = listed_ok(p, P2P_V2_IDS, n < LIST_MAX ? n : LIST_MAX,
			       false, m);
		break;
	default:
		break;
	}
	return ok ? 0 : c->refuse;
}

bool gs_nv_gpuid_view(const struct gs_abi *abi, u32 cmd, void *params,
		      u32 size, const struct gs_nv_gpu_map *m)
{
	const struct gpuid_ctrl *c = find(abi, cmd, size);
	u8 *p = params;

	if (!c)
		return false;
	switch (c->use) {
	case ID_INFO:
		put_instance(p, ID_INFO_ID, ID_INFO_INSTANCE, m);
		return true;
	case LIST_OUT:
		keep_listed(p, 0, LIST_MAX, m);
		return true;
	case PROBED_OUT:
		view_probed(abi, p, size, m);
		return true;
	case UUID_INFO_OUT:
		if (gs_nv_gpu_by_id(m, gs_get_u32(p, UUID_INFO_ID)) < 0)
			gs_put_u32(p, UUID_INFO_ID, GS_NV_GPU_INVALID_ID);
		put_instance(p, UUID_INFO_ID, UUID_INFO_INSTANCE, m);
		return true;
	case ACTIVE_OUT:
		view_active(abi, p, size, m);
		return true;
	default:
		return false;
	}
}

/* The entry of gpuId @id, made if there is room; -1 if not. */
static int host_gpu(struct gs_nv_host_gpus *h, u32 id)
{
	u32 i;

	for (i = 0; i < h->nr; i++)
		if (h->gpu_id[i] == id)
			return (int)i;
	if (h->nr == GS_NV_MAX_GPUS || id == GS_NV_GPU_INVALID_ID)
		return -1;
	h->gpu_id[h->nr] = id;
	h->minor[h->nr] = GS_NV_GPU_INVALID_ID;
	h->instance[h->nr] = GS_NV_GPU_INVALID_ID;
	return (int)h->nr++;
}

void gs_nv_host_gpus_card_info(struct gs_nv_host_gpus *h, const void *card,
			       u32 size)
{
	u32 n = size / GS_ABI_CARD_INFO_SIZE, i;
	int g;

	for (i = 0; i < n; i++) {
		const u8 *e = (const u8 *)card + i * GS_ABI_CARD_INFO_SIZE;

		if (!e[GS_ABI_CARD_INFO_VALID_AT])
			continue;
		g = host_gpu(h, gs_get_u32(e, GS_ABI_CARD_INFO_GPU_ID_AT));
		if (g >= 0)
			h->minor[g] = gs_get_u32(e,
						 GS_ABI_CARD_INFO_MINOR_NUMBER_AT);
	}
}

bool gs_nv_host_gpus_id_info(const struct gs_abi *abi,
			     struct gs_nv_host_gpus *h, u32 cmd,
			     const void *params, u32 size)
{
	const struct gpuid_ctrl *c = find(abi, cmd, size);
	u32 instance, i;
	int g;

	if (!c || c->use != ID_INFO)
		return false;
	instance = gs_get_u32(params, ID_INFO_INSTANCE);
	g = host_gpu(h, gs_get_u32(params, ID_INFO_ID));
	if (g < 0)
		return true;
	/* an instance names one GPU: one that had it has lost it */
	for (i = 0; i < h->nr; i++)
		if (h->instance[i] == instance)
			h->instance[i] = GS_NV_GPU_INVALID_ID;
	h->instance[g] = instance;
	return true;
}

int gs_nv_host_gpus_minor(const struct gs_nv_host_gpus *h, u32 instance)
{
	u32 i;

	if (instance == GS_NV_GPU_INVALID_ID)
		return -1;
	for (i = 0; i < h->nr; i++)
		if (h->instance[i] == instance)
			return h->minor[i] == GS_NV_GPU_INVALID_ID ?
			       -1 : (int)h->minor[i];
	return -1;
}
