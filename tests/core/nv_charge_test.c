// SPDX-License-Identifier: GPL-2.0 OR MIT
/*
 * What an escape does to a slice's memory (core/nv_charge.c): decoding
 * of RM_ALLOC, RM_FREE, RM_CONTROL, RM_DUP_OBJECT and VID_HEAP_CONTROL,
 * the price of an allocation before the call against what RM says it
 * took after, and the answers that are the slice's view. The prices are
 * checked against every framebuffer allocation of the real H100 traces:
 * what the core asks before the call is what RM wrote back.
 */

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <kselftest_harness.h>

#include "nv_charge.h"
#include "nv_escape.h"
#include "nv_fb.h"
#include "nv_meminfo.h"
#include "nv_procs.h"
#include "nv_rmapi.h"

#define MiB (1ULL << 20)

static const struct gs_abi *abi(const char *version)
{
	enum gs_abi_match m;

	/* each test runs in a child of its own, which reads the tables */
	return gs_nv_tables_init() ? gs_abi_find(version, &m) : NULL;
}

/* The traces' driver */
#define H100 abi("580.159.04")

TEST(rm_alloc_decodes)
{
	u8 params[128] = { 0 };
	struct gs_nvos64 a = {
		.hroot = 0xc1d00001, .hparent = 0x5c000002,
		.hnew = 0x5c000100, .hclass = 0x40,
		.params = (uintptr_t)params,
	};
	struct gs_nvos54 c = { 0 };
	struct gs_nv_op op;
	u64 size = 3 * MiB;
	u32 attr = 0x18000000;

	ASSERT_TRUE(gs_nv_op_decode(H100, 0x2b, &a, sizeof(a), &op));
	EXPECT_EQ(GS_NV_OP_ALLOC, op.kind);
	EXPECT_EQ(0xc1d00001, op.client);
	EXPECT_EQ(0x5c000002, op.parent);
	EXPECT_EQ(0x5c000100, op.handle);
	EXPECT_EQ(0x40, op.cls);
	EXPECT_EQ(128, op.params_size);
	EXPECT_EQ(40, op.status_at);
	/* NVOS21: the same fields, the status at 28 */
	ASSERT_TRUE(gs_nv_op_decode(H100, 0x2b, &a, 32, &op));
	EXPECT_EQ(28, op.status_at);
	/* wrong sizes are the driver's to refuse */
	EXPECT_FALSE(gs_nv_op_decode(H100, 0x2b, &a, 40, &op));
	EXPECT_EQ(GS_NV_OP_NONE, op.kind);

	memcpy(params + 64, &size, 8);
	memcpy(params + 24, &attr, 4);
	ASSERT_TRUE(gs_nv_op_decode(H100, 0x2b, &a, sizeof(a), &op));
	EXPECT_EQ(4 * MiB, gs_nv_op_price(&op, &a, params));
	/* no parameters at hand: nothing to price */
	EXPECT_EQ(0, gs_nv_op_price(&op, &a, NULL));
	/* the price reads NV_MEMORY_ALLOCATION_PARAMS, all of it and no more */
	EXPECT_EQ(GS_ABI_MAX_MEMPARAMS_SIZE, gs_nv_op_price_params(&op));
	EXPECT_EQ(GS_NV_ROLE_VIDMEM, gs_nv_op_role(&op));
	/* RM wrote back what it took */
	size = 4 * MiB;
	memcpy(params + 64, &size, 8);
	EXPECT_EQ(4 * MiB, gs_nv_op_allocated(&op, &a, params));

	/* other classes take no framebuffer, and NULL params size nothing */
	a.hclass = 0x3e;
	ASSERT_TRUE(gs_nv_op_decode(H100, 0x2b, &a, sizeof(a), &op));
	EXPECT_EQ(0, gs_nv_op_price(&op, &a, params));
	EXPECT_EQ(0, gs_nv_op_price_params(&op));
	a.hclass = 0x41;
	a.params = 0;
	ASSERT_TRUE(gs_nv_op_decode(H100, 0x2b, &a, sizeof(a), &op));
	EXPECT_EQ(0, op.params_size);
	EXPECT_EQ(GS_NV_ROLE_ROOT, gs_nv_op_role(&op));
	/* class 0x40 with NULL parameters: nothing to read */
	a.hclass = 0x40;
	ASSERT_TRUE(gs_nv_op_decode(H100, 0x2b, &a, sizeof(a), &op));
	EXPECT_EQ(0, gs_nv_op_price_params(&op));
	/* a class the table does not know: its size is unknown */
	a.hclass = 0x1234;
	a.params = (uintptr_t)params;
	ASSERT_TRUE(gs_nv_op_decode(H100, 0x2b, &a, sizeof(a), &op));
	EXPECT_EQ(0, op.params_size);
	EXPECT_EQ(GS_NV_ROLE_OTHER, gs_nv_op_role(&op));

	c.hclient = 0xc1d00001;
	c.hobject = 0x5c000003;
	c.cmd = GS_ABI_CTRL_2080_FB_GET_INFO_V2;
	c.params = (uintptr_t)params;
	c.params_size = 1028;
	ASSERT_TRUE(gs_nv_op_decode(H100, 0x2a, &c, sizeof(c), &op));
	EXPECT_EQ(GS_NV_OP_CONTROL, op.kind);
	EXPECT_EQ(0x5c000003, op.handle);
	EXPECT_EQ(GS_ABI_CTRL_2080_FB_GET_INFO_V2, op.cmd);
	EXPECT_EQ(1028, op.params_size);
}

/* An RM_ALLOC (NVOS64) of class @cls with @params. */
static void decode_alloc(struct __test_metadata *_metadata, u32 cls,
			 void *params, struct gs_nv_op *op)
{
	struct gs_nvos64 a = {
		.hroot = 0xc1d00001, .hparent = 0x5c000002,
		.hclass = cls, .params = (uintptr_t)params,
	};

	ASSERT_TRUE(gs_nv_op_decode(H100, 0x2b, &a, sizeof(a), op));
}

TEST(kept_framebuffer)
{
	u32 tsg[5] = { 0 };
	struct gs_nv_op op;

	/* a TSG of the graphics engine (NV2080_ENGINE_TYPE_GR0) */
	tsg[3] = 1;
	decode_alloc(_metadata, 0xa06c, tsg, &op);
	EXPECT_EQ(16, gs_nv_op_price_params(&op));
	EXPECT_EQ(GS_NV_KEPT_GR_TSG, gs_nv_op_kept(&op, tsg));
	EXPECT_EQ(0, gs_nv_op_price(&op, NULL, tsg));
	/* a copy engine's (NV2080_ENGINE_TYPE_COPY2 is 0xb) */
	tsg[3] = 0xb;
	EXPECT_EQ(0, gs_nv_op_kept(&op, tsg));
	EXPECT_EQ(0, gs_nv_op_kept(&op, NULL));
	decode_alloc(_metadata, 0xc86f, NULL, &op);
	EXPECT_EQ(GS_NV_KEPT_CHANNEL, gs_nv_op_kept(&op, NULL));
	decode_alloc(_metadata, 0xc56f, NULL, &op);
	EXPECT_EQ(GS_NV_KEPT_CHANNEL, gs_nv_op_kept(&op, NULL));
	decode_alloc(_metadata, 0x90f1, NULL, &op);
	EXPECT_EQ(GS_NV_KEPT_VASPACE, gs_nv_op_kept(&op, NULL));
	EXPECT_EQ(0, gs_nv_op_price_params(&op));
	/* memory is priced by its size, never as kept */
	decode_alloc(_metadata, 0x40, NULL, &op);
	EXPECT_EQ(0, gs_nv_op_kept(&op, NULL));
	decode_alloc(_metadata, 0x9067, NULL, &op);
	EXPECT_EQ(0, gs_nv_op_kept(&op, NULL));
}

TEST(rm_free_and_others)
{
	u32 f[4] = { 0xc1d00001, 0xc1d00001, 0x5c000002, 0 };
	u8 mem[56] = { 0 };
	struct gs_nv_op op;

	ASSERT_TRUE(gs_nv_op_decode(H100, 0x29, f, sizeof(f), &op));
	EXPECT_EQ(GS_NV_OP_FREE, op.kind);
	EXPECT_EQ(0x5c000002, op.handle);
	/* only an RM_ALLOC makes an object of a role */
	EXPECT_EQ(GS_NV_ROLE_OTHER, gs_nv_op_role(&op));
	EXPECT_EQ(12, op.status_at);
	ASSERT_TRUE(gs_nv_op_decode(H100, 0x27, mem, sizeof(mem), &op));
	EXPECT_EQ(GS_NV_OP_ALLOC_MEMORY, op.kind);
	EXPECT_EQ(0, gs_nv_op_price(&op, mem, NULL));
	EXPECT_EQ(0, gs_nv_op_price_params(&op));
	/* escapes that touch no memory are nothing here */
	EXPECT_FALSE(gs_nv_op_decode(H100, 0xc9, mem, 4, &op));
	EXPECT_FALSE(gs_nv_op_decode(H100, 0x99, mem, 4, &op));
}

/*
 * RM_DUP_OBJECT (NVOS55): a new handle in hClient under hParent on the
 * object (hClientSrc, hObjectSrc); it takes no framebuffer of its own.
 */
TEST(rm_dup_object)
{
	struct gs_nvos55 d = {
		.hclient = 0xc1d00002, .hparent = 0x5c000002,
		.hobject = 0x5c00beef, .hclient_src = 0xc1d00001,
		.hobject_src = 0x5c000100,
	};
	struct gs_nv_op op;

	ASSERT_TRUE(gs_nv_op_decode(H100, 0x34, &d, sizeof(d), &op));
	EXPECT_EQ(GS_NV_OP_DUP, op.kind);
	EXPECT_EQ(0xc1d00002, op.client);
	EXPECT_EQ(0x5c000002, op.parent);
	EXPECT_EQ(0x5c00beef, op.handle);
	EXPECT_EQ(0xc1d00001, op.src_client);
	EXPECT_EQ(0x5c000100, op.src_handle);
	EXPECT_EQ(offsetof(struct gs_nvos55, status), op.status_at);
	/* RM picks the handle when it is 0: read back where it writes it */
	d.hobject = 0x7;
	EXPECT_EQ(0x7, gs_nv_op_handle(&op, &d));
	EXPECT_EQ(0, gs_nv_op_price(&op, &d, NULL));
	EXPECT_EQ(0, gs_nv_op_kept(&op, NULL));
	EXPECT_EQ(GS_NV_ROLE_OTHER, gs_nv_op_role(&op));
	/* the driver refuses any other size unread */
	EXPECT_FALSE(gs_nv_op_decode(H100, 0x34, &d, 24, &op));
}

/* An NVOS32 of function @fn for @size bytes with @attr. */
static void nvos32(u8 *b, u32 fn, u32 attr, u64 size, u32 hmem)
{
	u32 hroot = 0xc1d00001, hparent = 0x5c000002;

	memset(b, 0, 184);
	memcpy(b, &hroot, 4);
	memcpy(b + 4, &hparent, 4);
	memcpy(b + 8, &fn, 4);
	memcpy(b + 44, &hmem, 4);
	memcpy(b + 56, &attr, 4);
	memcpy(b + 88, &size, 8);
}

TEST(vid_heap_control)
{
	struct gs_nv_op op;
	u8 b[184];

	nvos32(b, 2, 0, 3 * MiB, 0x5c000200);
	ASSERT_TRUE(gs_nv_op_decode(H100, 0x4a, b, sizeof(b), &op));
	EXPECT_EQ(GS_NV_OP_HEAP_ALLOC, op.kind);
	EXPECT_EQ(0x5c000002, op.parent);
	EXPECT_EQ(0x5c000200, op.handle);
	EXPECT_EQ(44, op.handle_at);
	EXPECT_EQ(20, op.status_at);
	EXPECT_EQ(4 * MiB, gs_nv_op_price(&op, b, NULL));
	/* priced from the argument alone */
	EXPECT_EQ(0, gs_nv_op_price_params(&op));
	/* system memory (LOCATION PCI, 26:25 = 1) takes no framebuffer */
	nvos32(b, 2, 1u << 25, 3 * MiB, 0);
	ASSERT_TRUE(gs_nv_op_decode(H100, 0x4a, b, sizeof(b), &op));
	EXPECT_EQ(0, gs_nv_op_price(&op, b, NULL));
	nvos32(b, 3, 0, 0, 0x5c000200);
	ASSERT_TRUE(gs_nv_op_decode(H100, 0x4a, b, sizeof(b), &op));
	EXPECT_EQ(GS_NV_OP_HEAP_FREE, op.kind);
	EXPECT_EQ(0x5c000200, op.handle);
	nvos32(b, 5, 0, 0, 0);
	ASSERT_TRUE(gs_nv_op_decode(H100, 0x4a, b, sizeof(b), &op));
	EXPECT_EQ(GS_NV_OP_HEAP_INFO, op.kind);
	nvos32(b, 27, 0, 0, 0);
	EXPECT_FALSE(gs_nv_op_decode(H100, 0x4a, b, sizeof(b), &op));
}

TEST(views)
{
	EXPECT_EQ(GS_NV_VIEW_FB_INFO_V2,
		  gs_nv_view_find(H100, GS_ABI_CTRL_2080_FB_GET_INFO_V2,
				  1028));
	EXPECT_EQ(GS_NV_VIEW_FB_INFO,
		  gs_nv_view_find(H100, GS_ABI_CTRL_2080_FB_GET_INFO,
				  GS_ABI_CTRL_2080_FB_GET_INFO_SIZE));
	EXPECT_EQ(GS_NV_VIEW_PROCS,
		  gs_nv_view_find(H100, GS_ABI_CTRL_2080_GPU_GET_PIDS, GS_ABI_CTRL_2080_GPU_GET_PIDS_SIZE));
	EXPECT_EQ(GS_NV_VIEW_PROCS,
		  gs_nv_view_find(H100, GS_ABI_CTRL_2080_GPU_GET_PID_INFO,
				  GS_ABI_CTRL_2080_GPU_GET_PID_INFO_SIZE));
	/* a size that is not the control's is refused by RM unread */
	EXPECT_EQ(GS_NV_VIEW_NONE,
		  gs_nv_view_find(H100, GS_ABI_CTRL_2080_FB_GET_INFO_V2, 460));
	EXPECT_EQ(GS_NV_VIEW_NONE, gs_nv_view_find(H100, 0x20800133, 8));
	EXPECT_EQ(GS_NV_VIEW_NONE, gs_nv_view_find(NULL, 0x20801303, 1028));
}

/*
 * FB_GET_INFO_V2's size before 580 (list of 54, 55, 57 entries): the
 * memory view is on there, at that size only.
 */
TEST(views_per_version)
{
	static const struct {
		const char *version;
		u32 size;
	} v[] = {
		{ "535.288.01", 436 }, { "550.163.01", 444 },
		{ "570.211.01", 460 }, { "575.64.05", 460 },
		{ "580.142", 1028 }, { "590.48.01", 1028 },
		{ "595.45.04", 1028 },
	};
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(v); i++) {
		const struct gs_abi *a = abi(v[i].version);

		EXPECT_EQ(GS_NV_VIEW_FB_INFO_V2,
			  gs_nv_view_find(a, 0x20801303, v[i].size))
			TH_LOG("%s", v[i].version);
		EXPECT_EQ(GS_NV_VIEW_NONE,
			  gs_nv_view_find(a, 0x20801303,
					  v[i].size == 1028 ? 460 : 1028))
			TH_LOG("%s", v[i].version);
		EXPECT_EQ(GS_NV_VIEW_FB_INFO,
			  gs_nv_view_find(a, 0x20801301, 16));
	}
}

/*
 * NV_MEMORY_ALLOCATION_PARAMS is 120 bytes on 535: RM copies 120 and the
 * price reads no more; from 550, 128.
 */
TEST(memory_params_per_version)
{
	u8 params[128] = { 0 };
	struct gs_nvos64 a = {
		.hroot = 0xc1d00001, .hparent = 0x5c000002,
		.hclass = 0x40, .params = (uintptr_t)params,
	};
	u32 attr = 0x18000000;
	u64 size = 3 * MiB;
	struct gs_nv_op op;

	memcpy(params + 64, &size, 8);
	memcpy(params + 24, &attr, 4);
	ASSERT_TRUE(gs_nv_op_decode(abi("535.288.01"), 0x2b, &a, sizeof(a),
				    &op));
	EXPECT_EQ(120, op.params_size);
	EXPECT_EQ(120, gs_nv_op_price_params(&op));
	EXPECT_EQ(4 * MiB, gs_nv_op_price(&op, &a, params));
	ASSERT_TRUE(gs_nv_op_decode(abi("550.163.01"), 0x2b, &a, sizeof(a),
				    &op));
	EXPECT_EQ(128, op.params_size);
	EXPECT_EQ(128, gs_nv_op_price_params(&op));
	/* channels: 360 bytes before 570, VA spaces 48 before 580 */
	a.hclass = 0xc86f;
	ASSERT_TRUE(gs_nv_op_decode(abi("550.163.01"), 0x2b, &a, sizeof(a),
				    &op));
	EXPECT_EQ(360, op.params_size);
	EXPECT_EQ(GS_NV_ROLE_CHANNEL, gs_nv_op_role(&op));
	a.hclass = 0x90f1;
	ASSERT_TRUE(gs_nv_op_decode(abi("575.64.05"), 0x2b, &a, sizeof(a),
				    &op));
	EXPECT_EQ(48, op.params_size);
	/* RM_USER_SHARED_DATA: 4 bytes on 535 */
	a.hclass = 0xde;
	ASSERT_TRUE(gs_nv_op_decode(abi("535.288.01"), 0x2b, &a, sizeof(a),
				    &op));
	EXPECT_EQ(4, op.params_size);
	/* 595 has no class 0x42: RM refuses it, nothing read or priced */
	a.hclass = 0x42;
	ASSERT_TRUE(gs_nv_op_decode(abi("595.45.04"), 0x2b, &a, sizeof(a),
				    &op));
	EXPECT_EQ(0, op.params_size);
	EXPECT_EQ(0, gs_nv_op_price_params(&op));
	/* without a driver's version nothing is decoded */
	EXPECT_FALSE(gs_nv_op_decode(NULL, 0x2b, &a, sizeof(a), &op));
}

/* 595: VID_HEAP_CONTROL with attr2 bit 24 is class-0x40 memory */
TEST(vid_heap_egm_bit_on_595)
{
	u32 attr2 = 1u << 24;
	struct gs_nv_op op;
	u8 b[184];

	nvos32(b, 2, 0, 3 * MiB, 0);
	memcpy(b + 144, &attr2, 4);
	ASSERT_TRUE(gs_nv_op_decode(abi("595.45.04"), 0x4a, b, sizeof(b), &op));
	EXPECT_EQ(4 * MiB, gs_nv_op_price(&op, b, NULL));
	ASSERT_TRUE(gs_nv_op_decode(abi("590.48.01"), 0x4a, b, sizeof(b), &op));
	EXPECT_EQ(0, gs_nv_op_price(&op, b, NULL));
}

static u8 *unhex(const char *s, size_t *len)
{
	size_t n = strcspn(s, "\n") / 2, i;
	u8 *b = malloc(n ? n : 1);

	for (i = 0; b && i < n; i++)
		sscanf(s + 2 * i, "%2hhx", &b[i]);
	*len = n;
	return b;
}

/*
 * Every RM_ALLOC of the trace that RM answered NV_OK: the core's price
 * before the call is RM's size after it for class 0x40, nothing else, and
 * the same from only the parameter bytes gs_nv_op_price_params() names
 * (what the kernel engine copies).
 */
static void check_trace(struct __test_metadata *_metadata, const char *name)
{
	const char *dir = getenv("GPUSLICE_TRACES");
	u8 *pre = NULL, *post = NULL, *subpre = NULL, *subpost = NULL;
	size_t cap = 0, n, pre_len = 0, sub_len = 0;
	unsigned int priced = 0, others = 0, nr = 0, contexts = 0;
	char *line = NULL, cmd[512];
	u64 kept = 0, hidden;
	struct gs_nv_op op;
	FILE *f;

	if (!dir || !*dir)
		dir = "tests/fixtures/wrapper";
	snprintf(cmd, sizeof(cmd), "%s/%s", dir, name);
	ASSERT_EQ(0, access(cmd, R_OK))
		TH_LOG("missing input %s: %s", cmd, strerror(errno));
	snprintf(cmd, sizeof(cmd), "gzip -dc -- '%s/%s'", dir, name);
	f = popen(cmd, "r");
	ASSERT_NE(NULL, f);
	for (;;) {
		bool end = getline(&line, &cap, f) <= 0;

		if ((end || !strncmp(line, "IOCTL", 5)) && nr == 0x2b && pre &&
		    post && subpre && subpost && pre_len == 48 &&
		    !gs_get_u32(post, 40) &&
		    gs_nv_op_decode(H100, nr, pre, pre_len, &op) &&
		    sub_len >= op.params_size) {
			u64 price = gs_nv_op_price(&op, pre, subpre);

			kept += gs_nv_op_kept(&op, subpre);
			contexts += gs_nv_op_kept(&op, subpre) ==
				    GS_NV_KEPT_GR_TSG;
			u64 took = gs_nv_op_allocated(&op, post, subpost);
			u32 k = gs_nv_op_price_params(&op);
			u8 head[GS_ABI_MAX_MEMPARAMS_SIZE];

			ASSERT_GE(sizeof(head), k);
			memcpy(head, subpre, k);
			EXPECT_EQ(price,
				  gs_nv_op_price(&op, pre, k ? head : NULL));

			if (op.cls == 0x40) {
				priced++;
				EXPECT_EQ(gs_get_u64(subpost, 64), price)
					TH_LOG("%s: class 0x40 asked %#llx",
					       name, gs_get_u64(subpre, 64));
				EXPECT_EQ(price, took);
			} else {
				others++;
				EXPECT_EQ(0, price) TH_LOG("class %#x", op.cls);
			}
		}
		if (end)
			break;
		if (!strncmp(line, "IOCTL", 5)) {
			free(pre);
			free(post);
			free(subpre);
			free(subpost);
			pre = post = subpre = subpost = NULL;
			sscanf(strstr(line, " nr="), " nr=%x", &nr);
		} else if (!strncmp(line, " pre=", 5)) {
			pre = unhex(line + 5, &pre_len);
		} else if (!strncmp(line, " post=", 6)) {
			post = unhex(line + 6, &n);
		} else if (!strncmp(line, " subpre=", 8)) {
			subpre = unhex(line + 8, &sub_len);
		} else if (!strncmp(line, " subpost=", 9)) {
			subpost = unhex(line + 9, &n);
		}
	}
	pclose(f);
	TH_LOG("%s: %u framebuffer allocations priced, %u others",
	       name, priced, others);
	EXPECT_LT(0, priced);
	EXPECT_LT(0, others);
	/*
	 * What RM keeps, measured on the GH100 from outside the process
	 * (docs/gpu-validate.md): 5,832,704 bytes a context and one VA
	 * space's 64 KiB a process; UVM's 3,342,336 a GPU are left out. The
	 * prices cover it, with no more than 512 KiB a context to spare.
	 */
	hidden = contexts * 5832704ULL + 65536;
	TH_LOG("%s: %u contexts, %llu bytes kept priced, %llu measured",
	       name, contexts, kept, hidden);
	EXPECT_LT(0, contexts);
	EXPECT_LE(hidden, kept);
	EXPECT_GE(hidden + contexts * 512 * 1024ULL, kept);
	free(pre);
	free(post);
	free(subpre);
	free(subpost);
	free(line);
}

TEST(prices_of_the_cuda_trace)
{
	check_trace(_metadata, "cuda.trace.gz");
}

TEST(prices_of_the_torch_trace)
{
	check_trace(_metadata, "torch.trace.gz");
}

TEST_HARNESS_MAIN
