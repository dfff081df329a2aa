// SPDX-License-Identifier: GPL-2.0 OR MIT

#include "nv_gpuid.h"

#define NV_ERR_INVALID_ARGUMENT	0x1fU
#define NV_ERR_NOT_FOUND	0x57U

/* ATTACH_IDS' and DETACH_IDS' "every GPU" */
#define ALL_GPUS		0x0000ffffU

/* gpuId lists: NV0000_CTRL_GPU_MAX_ATTACHED_GPUS, _MAX_PROBED_GPUS */
#define LIST_MAX		32U

/* CARD_INFO element: valid u8@0, gpu_id@16, minor_number@56 */
#define CARD_VALID		0
#define CARD_GPU_ID		16
#define CARD_MINOR		56

/* GET_ID_INFO (40 bytes) and _V2 (32): gpuId@0, deviceInstance@8 */
#define ID_INFO_INSTANCE	8

/* GET_PROBED_IDS: gpuIds[32]@0, excludedGpuIds[32]@128, gpuFlags[32]@256 */
#define PROBED_EXCLUDED		128
#define PROBED_FLAGS		256

/* GET_UUID_INFO: gpuUuid[256], flags, gpuId@260, deviceInstance@264 */
#define UUID_INFO_ID		260
#define UUID_INFO_INSTANCE	264

/* GET_ACTIVE_DEVICE_IDS: numDevices@0, {gpuId, gi, ci}[256]@4 */
#define ACTIVE_FIRST		4
#define ACTIVE_ENTRY		12
#define ACTIVE_MAX		256U

/* GET_P2P_CAPS_V2: gpuIds[32]@0, gpuCount@128 (then the caps, out) */
#define P2P_V2_COUNT		128

/* GET_P2P_CAPS_MATRIX: grpACount@0, grpBCount@4, gpuIds[8]@8 and @40 */
#define P2P_GROUP_A		8
#define P2P_GROUP_B		40
#define P2P_GROUP_MAX		8U

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
	u32 n = size / GS_NV_CARD_INFO_SIZE, i, j;

	memset(out, 0, size);
	for (j = 0; j < m->nr && j < n; j++) {
		for (i = 0; i < n; i++) {
			const u8 *e = (const u8 *)in + i * GS_NV_CARD_INFO_SIZE;
			u8 *o = (u8 *)out + j * GS_NV_CARD_INFO_SIZE;

			if (!e[CARD_VALID] ||
			    gs_get_u32(e, CARD_MINOR) != m->minor[j])
				continue;
			memcpy(o, e, GS_NV_CARD_INFO_SIZE);
			gs_put_u32(o, CARD_MINOR, j);
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

/* GET_PROBED_IDS: the flags of each GPU move with its gpuId. */
static void view_probed(u8 *p, const struct gs_nv_gpu_map *m)
{
	u32 i, j, kept = 0, ids[LIST_MAX], flags[LIST_MAX];

	memcpy(ids, p, sizeof(ids));
	memcpy(flags, p + PROBED_FLAGS, sizeof(flags));
	for (j = 0; j < m->nr; j++)
		for (i = 0; i < LIST_MAX; i++)
			if (ids[i] == m->gpu_id[j]) {
				gs_put_u32(p, 4 * kept, ids[i]);
				gs_put_u32(p, PROBED_FLAGS + 4 * kept++, flags[i]);
				break;
			}
	for (; kept < LIST_MAX; kept++) {
		gs_put_u32(p, 4 * kept, GS_NV_GPU_INVALID_ID);
		gs_put_u32(p, PROBED_FLAGS + 4 * kept, 0);
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

static void view_active(u8 *p, const struct gs_nv_gpu_map *m)
{
	u32 n = gs_get_u32(p, 0), i, kept = 0;

	if (n > ACTIVE_MAX)
		n = ACTIVE_MAX;
	for (i = 0; i < n; i++) {
		const u8 *e = p + ACTIVE_FIRST + ACTIVE_ENTRY * i;

		if (gs_nv_gpu_by_id(m, gs_get_u32(e, 0)) < 0)
			continue;
		memmove(p + ACTIVE_FIRST + ACTIVE_ENTRY * kept++, e,
			ACTIVE_ENTRY);
	}
	memset(p + ACTIVE_FIRST + ACTIVE_ENTRY * kept, 0,
	       ACTIVE_ENTRY * (n - kept));
	gs_put_u32(p, 0, kept);
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
	u32 a = gs_get_u32(p, 0), b = gs_get_u32(p, 4);

	/* RM refuses larger groups itself; what it reads must be ours. */
	return listed_ok(p, P2P_GROUP_A, a < P2P_GROUP_MAX ? a : P2P_GROUP_MAX,
			 false, m) &&
	       listed_ok(p, P2P_GROUP_B, b < P2P_GROUP_MAX ? b : P2P_GROUP_MAX,
			 false, m);
}

/* What a control names: a gpuId in, lists in, or GPUs in its answer. */
enum gpuid_use {
	ID_IN,		/* gpuId@0 */
	ID_INFO,	/* gpuId@0, deviceInstance@8 out */
	LIST_IN,	/* gpuIds[32]@0 until INVALID, or ALL_GPUS */
	P2P_IN,		/* two counted groups */
	COUNTED_IN,	/* gpuIds[32]@0, as many as the count at P2P_V2_COUNT */
	LIST_OUT,	/* gpuIds[32]@0 */
	PROBED_OUT,
	UUID_INFO_OUT,	/* gpuId and deviceInstance out */
	ACTIVE_OUT,
};

/* @refuse: RM's status for a gpuId it does not know */
static const struct {
	u32 cmd, size;
	enum gpuid_use use;
	u32 refuse;
} gpuid_ctrls[] = {
	/* SYSTEM_GET_P2P_CAPS_V2 (NCCL asks it of its GPUs) */
	{ 0x012b, 8348, COUNTED_IN, NV_ERR_INVALID_ARGUMENT },
	/* SYSTEM_GET_P2P_CAPS_MATRIX */
	{ 0x013a, 1352, P2P_IN, NV_ERR_INVALID_ARGUMENT },
	{ 0x0201, 128, LIST_OUT, 0 },	/* GPU_GET_ATTACHED_IDS */
	/* GPU_GET_ID_INFO, GPU_GET_ID_INFO_V2 */
	{ GS_NV_CTRL_GET_ID_INFO, 40, ID_INFO, NV_ERR_INVALID_ARGUMENT },
	{ GS_NV_CTRL_GET_ID_INFO_V2, 32, ID_INFO, NV_ERR_INVALID_ARGUMENT },
	{ 0x0214, 384, PROBED_OUT, 0 },	/* GPU_GET_PROBED_IDS */
	/* GPU_ATTACH_IDS, GPU_DETACH_IDS */
	{ 0x0215, 132, LIST_IN, NV_ERR_INVALID_ARGUMENT },
	{ 0x0216, 128, LIST_IN, NV_ERR_INVALID_ARGUMENT },
	{ 0x021b, 12, ID_IN, NV_ERR_NOT_FOUND },	/* GPU_GET_PCI_INFO */
	{ 0x0274, 272, UUID_INFO_OUT, 0 },	/* GPU_GET_UUID_INFO */
	/* GPU_GET_UUID_FROM_GPU_ID, GPU_QUERY_DRAIN_STATE */
	{ 0x0275, 268, ID_IN, NV_ERR_NOT_FOUND },
	{ 0x0279, 12, ID_IN, NV_ERR_NOT_FOUND },
	{ 0x0288, 3076, ACTIVE_OUT, 0 },	/* GPU_GET_ACTIVE_DEVICE_IDS */
	/* GPU_ASYNC_ATTACH_ID, GPU_WAIT_ATTACH_ID */
	{ 0x0289, 4, ID_IN, NV_ERR_INVALID_ARGUMENT },
	{ 0x0290, 4, ID_IN, NV_ERR_INVALID_ARGUMENT },
};

static int find(u32 cmd, u32 size)
{
	u32 i;

	for (i = 0; i < ARRAY_SIZE(gpuid_ctrls); i++)
		if (gpuid_ctrls[i].cmd == cmd && gpuid_ctrls[i].size == size)
			return (int)i;
	return -1;
}

bool gs_nv_gpuid_ctrl(u32 cmd, u32 size)
{
	return find(cmd, size) >= 0;
}

u32 gs_nv_gpuid_check(u32 cmd, const void *params, u32 size,
		      const struct gs_nv_gpu_map *m)
{
	const u8 *p = params;
	int i = find(cmd, size);
	bool ok = true;
	u32 n;

	if (i < 0)
		return 0;
	switch (gpuid_ctrls[i].use) {
	case ID_IN:
	case ID_INFO:
		ok = gs_nv_gpu_by_id(m, gs_get_u32(p, 0)) >= 0;
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
		ok = listed_ok(p, 0, n < LIST_MAX ? n : LIST_MAX, false, m);
		break;
	default:
		break;
	}
	return ok ? 0 : gpuid_ctrls[i].refuse;
}

bool gs_nv_gpuid_view(u32 cmd, void *params, u32 size,
		      const struct gs_nv_gpu_map *m)
{
	u8 *p = params;
	int i = find(cmd, size);

	if (i < 0)
		return false;
	switch (gpuid_ctrls[i].use) {
	case ID_INFO:
		put_instance(p, 0, ID_INFO_INSTANCE, m);
		return true;
	case LIST_OUT:
		keep_listed(p, 0, LIST_MAX, m);
		return true;
	case PROBED_OUT:
		view_probed(p, m);
		return true;
	case UUID_INFO_OUT:
		if (gs_nv_gpu_by_id(m, gs_get_u32(p, UUID_INFO_ID)) < 0)
			gs_put_u32(p, UUID_INFO_ID, GS_NV_GPU_INVALID_ID);
		put_instance(p, UUID_INFO_ID, UUID_INFO_INSTANCE, m);
		return true;
	case ACTIVE_OUT:
		view_active(p, m);
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
	u32 n = size / GS_NV_CARD_INFO_SIZE, i;
	int g;

	for (i = 0; i < n; i++) {
		const u8 *e = (const u8 *)card + i * GS_NV_CARD_INFO_SIZE;

		if (!e[CARD_VALID])
			continue;
		g = host_gpu(h, gs_get_u32(e, CARD_GPU_ID));
		if (g >= 0)
			h->minor[g] = gs_get_u32(e, CARD_MINOR);
	}
}

bool gs_nv_host_gpus_id_info(struct gs_nv_host_gpus *h, u32 cmd,
			     const void *params, u32 size)
{
	u32 instance, i;
	int g;

	if (!((cmd == GS_NV_CTRL_GET_ID_INFO && size == 40) ||
	      (cmd == GS_NV_CTRL_GET_ID_INFO_V2 && size == 32)))
		return false;
	instance = gs_get_u32(params, ID_INFO_INSTANCE);
	g = host_gpu(h, gs_get_u32(params, 0));
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
