// SPDX-License-Identifier: GPL-2.0 OR MIT
/*
 * Unit tests of core/nv_escape.c, the NVIDIA ioctl classifier of every
 * supported driver version.
 *
 * The version tests read every version's tables against the ABI
 * description and hold the numbers that differ between versions (docs/
 * abi.md) to what NVIDIA's headers say, one test each. The 580 table tests
 * hold the classifier to docs/nvidia-abi.md (sections 1a-1c, 6). The trace
 * tests replay the ioctls that CUDA, PyTorch and nvidia-smi sent to a real
 * H100 with driver 580.159.04 (tests/fixtures/wrapper, format in
 * tests/fixtures/README.md) and check that every request is known, sized
 * and placed as that version's table says, and that every fd and RM client
 * field it declares holds a live fd or client of that trace, which would
 * not hold by chance at a wrong offset.
 *
 * Traces: $GPUSLICE_TRACES, default tests/fixtures/wrapper relative to the
 * repository root (the working directory of make test). A missing trace
 * fails its test, naming the path.
 */

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <kselftest_harness.h>

#include "nv_escape.h"

/*
 * The harness runs each test in a child that leaves with _exit(), which does
 * not flush stdio: keep stdout line-buffered so diagnostics are not lost when
 * it is a pipe.
 */
static void __attribute__((constructor)) stdout_line_buffered(void)
{
	setvbuf(stdout, NULL, _IOLBF, 0);
}

/*
 * A supported version's table, the tables read: each test runs in a child
 * of its own, which reads them once.
 */
static const struct gs_abi *abi_of(const char *version)
{
	enum gs_abi_match match;
	const struct gs_abi *abi = gs_abi_find(version, &match);

	if (!abi || match != GS_ABI_EXACT || !gs_nv_tables_init())
		return NULL;
	return abi;
}

/* The driver the H100 traces were recorded on */
#define H100 "580.159.04"

/* docs/nvidia-abi.md 1a and 1b: every escape that 580 dispatches. */
static const struct {
	u32 nr;
	const char *name;
	u32 size;
	u32 nodes;
} doc_escapes[] = {
	{ 0x27, "RM_ALLOC_MEMORY", 56, GS_NV_ON_GPU },
	{ 0x28, "RM_ALLOC_OBJECT", 20, GS_NV_ON_CTL },
	{ 0x29, "RM_FREE", 16, GS_NV_ON_CTL },
	{ 0x2a, "RM_CONTROL", 32, GS_NV_ON_CTL },
	{ 0x34, "RM_DUP_OBJECT", 28, GS_NV_ON_CTL },
	{ 0x35, "RM_SHARE", 24, GS_NV_ON_CTL },
	{ 0x39, "RM_I2C_ACCESS", 32, GS_NV_ON_GPU },
	{ 0x41, "RM_IDLE_CHANNELS", 56, GS_NV_ON_CTL },
	{ 0x4a, "RM_VID_HEAP_CONTROL", 184, GS_NV_ON_CTL },
	{ 0x4d, "RM_ACCESS_REGISTRY", 72, GS_NV_ON_CTL },
	{ 0x4e, "RM_MAP_MEMORY", 56, GS_NV_ON_CTL },
	{ 0x4f, "RM_UNMAP_MEMORY", 32, GS_NV_ON_CTL },
	{ 0x52, "RM_GET_EVENT_DATA", 16, GS_NV_ON_NV },
	{ 0x54, "RM_ALLOC_CONTEXT_DMA2", 56, GS_NV_ON_CTL },
	{ 0x57, "RM_MAP_MEMORY_DMA", 64, GS_NV_ON_CTL },
	{ 0x58, "RM_UNMAP_MEMORY_DMA", 48, GS_NV_ON_CTL },
	{ 0x59, "RM_BIND_CONTEXT_DMA", 16, GS_NV_ON_CTL },
	{ 0x5e, "RM_UPDATE_DEVICE_MAPPING_INFO", 40, GS_NV_ON_CTL },
	{ 0x5f, "RM_LOCKLESS_DIAGNOSTIC", 15412, GS_NV_ON_CTL },
	{ 0xc9, "REGISTER_FD", 4, GS_NV_ON_NV },
	{ 0xce, "ALLOC_OS_EVENT", 16, GS_NV_ON_NV },
	{ 0xcf, "FREE_OS_EVENT", 16, GS_NV_ON_NV },
	{ 0xd1, "STATUS_CODE", 12, GS_NV_ON_CTL },
	{ 0xd2, "CHECK_VERSION_STR", 72, GS_NV_ON_CTL },
	{ 0xd3, "IOCTL_XFER_CMD", 16, GS_NV_ON_NV },
	{ 0xd6, "SYS_PARAMS", 8, GS_NV_ON_CTL },
	{ 0xd7, "NUMA_INFO", 560, GS_NV_ON_GPU },
	{ 0xd8, "SET_NUMA_STATUS", 4, GS_NV_ON_GPU },
	{ 0xd9, "EXPORT_TO_DMABUF_FD", 2608, GS_NV_ON_GPU },
	{ 0xda, "WAIT_OPEN_COMPLETE", 8, GS_NV_ON_NV },
};

/* docs/nvidia-abi.md 6: sizes, fd fields and RM client handles of UVM commands. */
static const struct {
	u32 cmd;
	u32 size;
	u32 fd;		/* offset, or GS_NV_NO_FIELD */
	u32 client;	/* offset, or GS_NV_NO_FIELD */
	u32 nodes;
} doc_uvm[] = {
#define N GS_NV_NO_FIELD
#define U GS_NV_ON_UVM
	{ 0x30000001, 16, N, N, U },	/* INITIALIZE */
	{ 0x30000002, 0, N, N, U },	/* DEINITIALIZE */
	{ 0x17, 16, N, N, U }, { 0x18, 16, N, N, U },
	{ 0x19, 32, 16, 20, U },	/* REGISTER_GPU_VASPACE */
	{ 0x1a, 20, N, N, U },
	{ 0x1b, 56, 16, 20, U },	/* REGISTER_CHANNEL */
	{ 0x1c, 28, N, 16, U },		/* UNREGISTER_CHANNEL */
	{ 0x1d, 36, N, N, U }, { 0x1e, 36, N, N, U }, { 0x1f, 32, N, N, U },
	{ 0x21, 9264, 9248, 9252, U },	/* MAP_EXTERNAL_ALLOCATION */
	{ 0x22, 24, N, N, U },
	{ 0x25, 40, 24, 28, U },	/* REGISTER_GPU */
	{ 0x26, 20, N, N, U }, { 0x27, 8, N, N, U },
	{ 0x2a, 40, N, N, U }, { 0x2b, 24, N, N, U },
	{ 0x2c, 24, N, N, U }, { 0x2d, 24, N, N, U },
	{ 0x2e, 40, N, N, U }, { 0x2f, 40, N, N, U },
	{ 0x33, 80, N, N, U }, { 0x41, 40, N, N, U }, { 0x42, 40, N, N, U },
	{ 0x44, 9248, N, N, U }, { 0x48, 24, N, N, U }, { 0x49, 24, N, N, U },
	{ 0x4a, 40, N, N, U },
	{ 0x4b, 8, 0, N, U },		/* MM_INITIALIZE */
	{ 0x4e, 56, 40, 44, U },	/* ALLOC_DEVICE_P2P */
	{ 0x50, 32, N, N, U },
	{ 0x38, 56, 44, N, GS_NV_ON_UVM_TOOLS },	/* TOOLS_INIT_EVENT_TRACKER */
	{ 0x4c, 56, 44, N, GS_NV_ON_UVM_TOOLS },	/* ..._V2 */
#undef U
#undef N
};

static u32 min_size(const struct gs_nv_escape *e)
{
	if (e->size_rule == GS_NV_SIZE_ARRAY)
		return 0;
	return e->size_rule == GS_NV_SIZE_EITHER && e->size2 < e->size ?
	       e->size2 : e->size;
}

static bool field_fits(u32 off, u32 size)
{
	return off == GS_NV_NO_FIELD || off + 4 <= size;
}

/* Before gs_nv_tables_init(), and for no version, nothing is known. */
TEST(lookups_fail_closed)
{
	enum gs_abi_match match;
	const struct gs_abi *abi = gs_abi_find(H100, &match);
	struct gs_abi copy;
	unsigned int n = 1;

	ASSERT_NE(NULL, abi);
	EXPECT_EQ(NULL, gs_nv_escape_find(abi, 0x2a));
	EXPECT_EQ(NULL, gs_nv_xfer_inner_find(abi, 0x2a));
	EXPECT_EQ(NULL, gs_uvm_cmd_find(abi, 0x30000001));
	EXPECT_EQ(NULL, gs_nv_ctrl_fd_find(abi, 0x3d06, 20));
	EXPECT_EQ(NULL, gs_nv_escape_table(abi, &n));
	EXPECT_EQ(0, n);
	n = 1;
	EXPECT_EQ(NULL, gs_uvm_cmd_table(abi, &n));
	EXPECT_EQ(0, n);

	ASSERT_TRUE(gs_nv_tables_init());
	EXPECT_TRUE(gs_nv_tables_init());	/* says it again */
	EXPECT_NE(NULL, gs_nv_escape_find(abi, 0x2a));
	EXPECT_NE(NULL, gs_uvm_cmd_find(abi, 0x30000001));
	EXPECT_EQ(NULL, gs_nv_escape_find(NULL, 0x2a));
	EXPECT_EQ(NULL, gs_nv_xfer_inner_find(NULL, 0x2a));
	EXPECT_EQ(NULL, gs_uvm_cmd_find(NULL, 0x30000001));
	EXPECT_EQ(NULL, gs_nv_ctrl_fd_find(NULL, 0x3d06, 20));
	EXPECT_EQ(NULL, gs_nv_escape_table(NULL, &n));
	EXPECT_EQ(0, n);
	/* a table that is no supported version's */
	copy = *abi;
	EXPECT_EQ(NULL, gs_nv_escape_find(&copy, 0x2a));
	EXPECT_EQ(NULL, gs_uvm_cmd_find(&copy, 0x30000001));
}

static void check_escape_table(struct __test_metadata *_metadata,
			       const struct gs_abi *abi)
{
	const struct gs_nv_escape *tab;
	unsigned int i, j, n;

	tab = gs_nv_escape_table(abi, &n);
	ASSERT_LT(20, n) TH_LOG("%s", abi->version);
	for (i = 0; i < n; i++) {
		const struct gs_nv_escape *e = &tab[i];

		ASSERT_NE(NULL, e->name);
		EXPECT_LT(0, strlen(e->name));
		if (i)
			EXPECT_LT(tab[i - 1].nr, e->nr) TH_LOG("%s", e->name);
		EXPECT_EQ(e, gs_nv_escape_find(abi, e->nr)) TH_LOG("%s", e->name);
		EXPECT_NE(0, e->nodes) TH_LOG("%s", e->name);
		EXPECT_EQ(0, e->nodes & ~GS_NV_ON_NV) TH_LOG("%s", e->name);
		EXPECT_EQ(0, e->event_nodes & ~e->nodes) TH_LOG("%s", e->name);
		EXPECT_NE(0, e->size);
		EXPECT_TRUE(gs_nv_escape_size_ok(e, e->size)) TH_LOG("%s", e->name);
		EXPECT_TRUE(field_fits(e->status, min_size(e))) TH_LOG("%s", e->name);
		EXPECT_TRUE(field_fits(e->client, min_size(e))) TH_LOG("%s", e->name);
		if (e->size_rule == GS_NV_SIZE_EITHER) {
			EXPECT_NE(e->size, e->size2);
			EXPECT_TRUE(field_fits(e->status2, e->size2));
		} else {
			EXPECT_EQ(GS_NV_NO_FIELD, e->status2) TH_LOG("%s", e->name);
		}
		if (e->fd.kind != GS_NV_FD_NONE) {
			EXPECT_TRUE(field_fits(e->fd.offset, min_size(e)))
				TH_LOG("%s", e->name);
		} else {
			EXPECT_EQ(0, e->fd.flags) TH_LOG("%s", e->name);
		}
		/* an XFER's escape: the same, but for how its size is checked */
		if (e->flags & GS_NV_ESC_XFER) {
			EXPECT_EQ(NULL, gs_nv_xfer_inner_find(abi, e->nr));
		} else {
			const struct gs_nv_escape *in =
				gs_nv_xfer_inner_find(abi, e->nr);

			ASSERT_NE(NULL, in) TH_LOG("%s", e->name);
			EXPECT_STREQ(e->name, in->name);
			EXPECT_EQ(e->size, in->size);
			EXPECT_EQ(e->status, in->status);
			EXPECT_EQ(e->client, in->client);
			EXPECT_EQ(e->nodes, in->nodes);
		}
	}
	/* Names are unique too: the proxy logs them. */
	for (i = 0; i < n; i++)
		for (j = i + 1; j < n; j++)
			EXPECT_STRNE(tab[i].name, tab[j].name);
}

static void check_uvm_table(struct __test_metadata *_metadata,
			    const struct gs_abi *abi)
{
	const struct gs_uvm_cmd *tab;
	unsigned int i, n;

	tab = gs_uvm_cmd_table(abi, &n);
	ASSERT_LT(40, n) TH_LOG("%s", abi->version);
	for (i = 0; i < n; i++) {
		const struct gs_uvm_cmd *c = &tab[i];

		ASSERT_NE(NULL, c->name);
		EXPECT_EQ(0, strncmp(c->name, "UVM_", 4)) TH_LOG("%s", c->name);
		if (i)
			EXPECT_LT(tab[i - 1].cmd, c->cmd) TH_LOG("%s", c->name);
		EXPECT_EQ(c, gs_uvm_cmd_find(abi, c->cmd)) TH_LOG("%s", c->name);
		EXPECT_TRUE(c->nodes == GS_NV_ON_UVM ||
			    c->nodes == GS_NV_ON_UVM_TOOLS) TH_LOG("%s", c->name);
		/* Only DEINITIALIZE has no argument. */
		EXPECT_EQ(c->size == 0, !!(c->flags & GS_UVM_NO_ARG));
		EXPECT_EQ(c->size == 0, c->cmd == 0x30000002);
		/* Every routed command returns rmStatus (uvm_api.h). */
		if (c->size)
			EXPECT_TRUE(c->status + 4 <= c->size) TH_LOG("%s", c->name);
		EXPECT_TRUE(field_fits(c->client, c->size)) TH_LOG("%s", c->name);
		if (c->fd.kind != GS_NV_FD_NONE)
			EXPECT_TRUE(field_fits(c->fd.offset, c->size));
		/* The tools file needs no UVM_INITIALIZE. */
		if (c->nodes == GS_NV_ON_UVM_TOOLS)
			EXPECT_TRUE(c->flags & GS_UVM_BEFORE_INIT);
		/* Only UVM_REGISTER_GPU checks the caller's fd table. */
		EXPECT_EQ(c->cmd == 0x25, !!(c->flags & GS_UVM_GPU_ACCESS))
			TH_LOG("%s", c->name);
	}
}

TEST(every_version_table_is_sorted_and_sane)
{
	unsigned int i, n;
	const struct gs_abi *v = gs_abi_list(&n);

	ASSERT_TRUE(gs_nv_tables_init());
	ASSERT_LE(8, n);
	for (i = 0; i < n; i++) {
		check_escape_table(_metadata, &v[i]);
		check_uvm_table(_metadata, &v[i]);
	}
}

/*
 * A request's numbers as the description gives them for a version: the
 * table holds the request exactly where its size is not GS_ABI_ABSENT, with
 * that size, status and client.
 */
struct described {
	const char *name;
	bool uvm;
	u32 nr;
	u32 size, status, client;	/* GS_ABI_ABSENT: none */
};

#define NONE GS_ABI_ABSENT

/* The requests whose numbers differ between versions. */
static unsigned int describe(const struct gs_abi *abi, struct described *d)
{
	const struct described all[] = {
		{ "RM_MAP_MEMORY_DMA", false, GS_ABI_ESC_RM_MAP_MEMORY_DMA,
		  GS_ABI(abi, NVOS46_SIZE), GS_ABI(abi, NVOS46_STATUS_AT),
		  GS_ABI_NVOS46_HCLIENT_AT },
		{ "RM_UNMAP_MEMORY_DMA", false, GS_ABI_ESC_RM_UNMAP_MEMORY_DMA,
		  GS_ABI(abi, NVOS47_SIZE), GS_ABI(abi, NVOS47_STATUS_AT),
		  GS_ABI_NVOS47_HCLIENT_AT },
		{ "RM_NVLOG_CTRL", false, GS_ABI_ESC_RM_NVLOG_CTRL,
		  GS_ABI(abi, NVLOG_CTRL_SIZE),
		  GS_ABI(abi, NVLOG_CTRL_STATUS_AT), NONE },
		{ "RM_LOCKLESS_DIAGNOSTIC", false,
		  GS_ABI_ESC_RM_LOCKLESS_DIAGNOSTIC,
		  GS_ABI(abi, LOCKLESS_DIAGNOSTIC_SIZE),
		  GS_ABI(abi, LOCKLESS_DIAGNOSTIC_STATUS_AT), NONE },
		{ "EXPORT_TO_DMABUF_FD", false, GS_ABI_ESC_EXPORT_TO_DMABUF_FD,
		  GS_ABI(abi, EXPORT_DMABUF_SIZE),
		  GS_ABI(abi, EXPORT_DMABUF_STATUS_AT),
		  GS_ABI_EXPORT_DMABUF_HCLIENT_AT },
		{ "WAIT_OPEN_COMPLETE", false, GS_ABI_ESC_WAIT_OPEN_COMPLETE,
		  GS_ABI(abi, WAIT_OPEN_COMPLETE_SIZE), NONE, NONE },
		{ "UVM_UNREGISTER_CHANNEL", true, GS_ABI_UVM_UNREGISTER_CHANNEL,
		  GS_ABI(abi, UVM_UNREGISTER_CHANNEL_SIZE),
		  GS_ABI(abi, UVM_UNREGISTER_CHANNEL_RMSTATUS_AT),
		  GS_ABI(abi, UVM_UNREGISTER_CHANNEL_HCLIENT_AT) },
		{ "UVM_MAP_EXTERNAL_ALLOCATION", true,
		  GS_ABI_UVM_MAP_EXTERNAL_ALLOCATION,
		  GS_ABI(abi, UVM_MAP_EXTERNAL_ALLOCATION_SIZE),
		  GS_ABI(abi, UVM_MAP_EXTERNAL_ALLOCATION_RMSTATUS_AT),
		  GS_ABI(abi, UVM_MAP_EXTERNAL_ALLOCATION_HCLIENT_AT) },
		{ "UVM_FREE", true, GS_ABI_UVM_FREE,
		  GS_ABI(abi, UVM_FREE_SIZE), GS_ABI(abi, UVM_FREE_RMSTATUS_AT),
		  NONE },
		{ "UVM_SET_PREFERRED_LOCATION", true,
		  GS_ABI_UVM_SET_PREFERRED_LOCATION,
		  GS_ABI_UVM_SET_PREFERRED_LOCATION_SIZE,
		  GS_ABI(abi, UVM_SET_PREFERRED_LOCATION_RMSTATUS_AT), NONE },
		{ "UVM_ENABLE_SYSTEM_WIDE_ATOMICS", true,
		  GS_ABI_UVM_ENABLE_SYSTEM_WIDE_ATOMICS,
		  GS_ABI(abi, UVM_ENABLE_SYSTEM_WIDE_ATOMICS_SIZE),
		  GS_ABI(abi, UVM_ENABLE_SYSTEM_WIDE_ATOMICS_RMSTATUS_AT),
		  NONE },
		{ "UVM_DISABLE_SYSTEM_WIDE_ATOMICS", true,
		  GS_ABI_UVM_DISABLE_SYSTEM_WIDE_ATOMICS,
		  GS_ABI(abi, UVM_DISABLE_SYSTEM_WIDE_ATOMICS_SIZE),
		  GS_ABI(abi, UVM_DISABLE_SYSTEM_WIDE_ATOMICS_RMSTATUS_AT),
		  NONE },
		{ "UVM_TOOLS_INIT_EVENT_TRACKER", true,
		  GS_ABI_UVM_TOOLS_INIT_EVENT_TRACKER,
		  GS_ABI(abi, UVM_TOOLS_INIT_EVENT_TRACKER_SIZE),
		  GS_ABI(abi, UVM_TOOLS_INIT_EVENT_TRACKER_RMSTATUS_AT), NONE },
		{ "UVM_TOOLS_GET_PROCESSOR_UUID_TABLE", true,
		  GS_ABI_UVM_TOOLS_GET_PROCESSOR_UUID_TABLE,
		  GS_ABI(abi, UVM_TOOLS_GET_PROCESSOR_UUID_TABLE_SIZE),
		  GS_ABI(abi, UVM_TOOLS_GET_PROCESSOR_UUID_TABLE_RMSTATUS_AT),
		  NONE },
		{ "UVM_ALLOC_SEMAPHORE_POOL", true,
		  GS_ABI_UVM_ALLOC_SEMAPHORE_POOL,
		  GS_ABI(abi, UVM_ALLOC_SEMAPHORE_POOL_SIZE),
		  GS_ABI(abi, UVM_ALLOC_SEMAPHORE_POOL_RMSTATUS_AT), NONE },
		{ "UVM_TOOLS_INIT_EVENT_TRACKER_V2", true,
		  GS_ABI_UVM_TOOLS_INIT_EVENT_TRACKER_V2,
		  GS_ABI(abi, UVM_TOOLS_INIT_EVENT_TRACKER_V2_SIZE),
		  GS_ABI(abi, UVM_TOOLS_INIT_EVENT_TRACKER_V2_RMSTATUS_AT),
		  NONE },
		{ "UVM_TOOLS_GET_PROCESSOR_UUID_TABLE_V2", true,
		  GS_ABI_UVM_TOOLS_GET_PROCESSOR_UUID_TABLE_V2,
		  GS_ABI(abi, UVM_TOOLS_GET_PROCESSOR_UUID_TABLE_V2_SIZE),
		  GS_ABI(abi, UVM_TOOLS_GET_PROCESSOR_UUID_TABLE_V2_RMSTATUS_AT),
		  NONE },
		{ "UVM_ALLOC_DEVICE_P2P", true, GS_ABI_UVM_ALLOC_DEVICE_P2P,
		  GS_ABI(abi, UVM_ALLOC_DEVICE_P2P_SIZE),
		  GS_ABI(abi, UVM_ALLOC_DEVICE_P2P_RMSTATUS_AT),
		  GS_ABI(abi, UVM_ALLOC_DEVICE_P2P_HCLIENT_AT) },
		{ "UVM_CLEAR_ALL_ACCESS_COUNTERS", true,
		  GS_ABI_UVM_CLEAR_ALL_ACCESS_COUNTERS,
		  GS_ABI(abi, UVM_CLEAR_ALL_ACCESS_COUNTERS_SIZE),
		  GS_ABI(abi, UVM_CLEAR_ALL_ACCESS_COUNTERS_RMSTATUS_AT), NONE },
		{ "UVM_DISCARD", true, GS_ABI_UVM_DISCARD,
		  GS_ABI(abi, UVM_DISCARD_SIZE),
		  GS_ABI(abi, UVM_DISCARD_RMSTATUS_AT), NONE },
	};

	memcpy(d, all, sizeof(all));
	return ARRAY_SIZE(all);
}

#define MAX_DESCRIBED 32

static u32 field_or_none(u32 at)
{
	return at == GS_NV_NO_FIELD ? NONE : at;
}

/* Every version's tables say what the description says of it. */
TEST(every_version_as_described)
{
	struct described d[MAX_DESCRIBED];
	unsigned int i, j, n, nd;
	const struct gs_abi *v = gs_abi_list(&n);

	ASSERT_TRUE(gs_nv_tables_init());
	for (i = 0; i < n; i++) {
		const struct gs_abi *abi = &v[i];

		nd = describe(abi, d);
		ASSERT_GE(MAX_DESCRIBED, nd);
		for (j = 0; j < nd; j++) {
			const struct gs_nv_escape *e = NULL;
			const struct gs_uvm_cmd *c = NULL;
			u32 size, status, client;

			if (d[j].uvm)
				c = gs_uvm_cmd_find(abi, d[j].nr);
			else
				e = gs_nv_escape_find(abi, d[j].nr);
			if (d[j].size == NONE) {
				/* 0x5f is one or the other */
				if (e) {
					EXPECT_STRNE(d[j].name, e->name);
				} else {
					EXPECT_EQ(NULL, c)
						TH_LOG("%s: %s", abi->version,
						       d[j].name);
				}
				continue;
			}
			ASSERT_TRUE(e || c)
				TH_LOG("%s: %s", abi->version, d[j].name);
			EXPECT_STREQ(d[j].name, e ? e->name : c->name);
			size = e ? e->size : c->size;
			status = field_or_none(e ? e->status : c->status);
			client = field_or_none(e ? e->client : c->client);
			EXPECT_EQ(d[j].size, size)
				TH_LOG("%s: %s", abi->version, d[j].name);
			EXPECT_EQ(d[j].status, status)
				TH_LOG("%s: %s", abi->version, d[j].name);
			EXPECT_EQ(d[j].client, client)
				TH_LOG("%s: %s", abi->version, d[j].name);
		}
	}
}

#undef NONE

/*
 * The breakages of issue 25, each on the versions it names (docs/abi.md,
 * "What differs between versions"), against NVIDIA's headers of each tag.
 */

/* 590 and 595: UVM_UNREGISTER_CHANNEL and UVM_FREE shrank. */
TEST(uvm_unregister_channel_and_free_on_590_595)
{
	static const char *const versions[] = { "590.48.01", "595.45.04" };
	const struct gs_uvm_cmd *c;
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(versions); i++) {
		const struct gs_abi *abi = abi_of(versions[i]);

		ASSERT_NE(NULL, abi);
		c = gs_uvm_cmd_find(abi, 0x1c);
		ASSERT_NE(NULL, c);
		EXPECT_EQ(12, c->size);
		EXPECT_EQ(0, c->client);
		EXPECT_EQ(8, c->status);
		c = gs_uvm_cmd_find(abi, 0x22);
		ASSERT_NE(NULL, c);
		EXPECT_EQ(16, c->size);
		EXPECT_EQ(8, c->status);
	}
	c = gs_uvm_cmd_find(abi_of(H100), 0x1c);
	ASSERT_NE(NULL, c);
	EXPECT_EQ(28, c->size);
	EXPECT_EQ(16, c->client);
	EXPECT_EQ(24, c->status);
}

/* 535: UVM_MAP_EXTERNAL_ALLOCATION is 1,200 bytes. */
TEST(uvm_map_external_allocation_on_535)
{
	const struct gs_uvm_cmd *c = gs_uvm_cmd_find(abi_of("535.288.01"),
						     0x21);

	ASSERT_NE(NULL, c);
	EXPECT_EQ(1200, c->size);
	EXPECT_EQ(1184, c->fd.offset);
	EXPECT_EQ(GS_NV_FD_CTL, c->fd.kind);
	EXPECT_TRUE(c->fd.flags & GS_NV_FD_UNUSED);
	EXPECT_EQ(1188, c->client);
	EXPECT_EQ(1196, c->status);
	c = gs_uvm_cmd_find(abi_of("550.163.01"), 0x21);
	ASSERT_NE(NULL, c);
	EXPECT_EQ(9264, c->size);
	EXPECT_EQ(9252, c->client);
}

/*
 * Before 580 NVOS46 is 56 bytes, 64 from 580 on; NVOS47 is 40 on 535, 48
 * from 550 on. Each version takes its own size only.
 */
TEST(map_memory_dma_before_580)
{
	static const struct { const char *v; u32 map, map_st, unmap, unmap_st; }
	want[] = {
		{ "535.288.01", 56, 48, 40, 32 },
		{ "550.163.01", 56, 48, 48, 40 },
		{ "570.211.01", 56, 48, 48, 40 },
		{ "575.64.05", 56, 48, 48, 40 },
		{ "580.142", 64, 56, 48, 40 },
		{ H100, 64, 56, 48, 40 },
		{ "595.45.04", 64, 56, 48, 40 },
	};
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(want); i++) {
		const struct gs_abi *abi = abi_of(want[i].v);
		const struct gs_nv_escape *m = gs_nv_escape_find(abi, 0x57);
		const struct gs_nv_escape *u = gs_nv_escape_find(abi, 0x58);

		ASSERT_NE(NULL, m) TH_LOG("%s", want[i].v);
		ASSERT_NE(NULL, u) TH_LOG("%s", want[i].v);
		EXPECT_TRUE(gs_nv_escape_size_ok(m, want[i].map));
		EXPECT_FALSE(gs_nv_escape_size_ok(m, 56 + 64 - want[i].map));
		EXPECT_EQ(want[i].map_st, gs_nv_escape_status(m, want[i].map));
		EXPECT_TRUE(gs_nv_escape_size_ok(u, want[i].unmap));
		EXPECT_FALSE(gs_nv_escape_size_ok(u, 40 + 48 - want[i].unmap));
		EXPECT_EQ(want[i].unmap_st,
			  gs_nv_escape_status(u, want[i].unmap));
	}
}

/* Before 570 EXPORT_TO_DMABUF_FD is 2,600 bytes, its status at 2,592. */
TEST(export_to_dmabuf_before_570)
{
	static const struct { const char *v; u32 size, status; } want[] = {
		{ "535.288.01", 2600, 2592 },
		{ "550.163.01", 2600, 2592 },
		{ "570.211.01", 2608, 2600 },
		{ H100, 2608, 2600 },
	};
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(want); i++) {
		const struct gs_nv_escape *e =
			gs_nv_escape_find(abi_of(want[i].v), 0xd9);

		ASSERT_NE(NULL, e) TH_LOG("%s", want[i].v);
		EXPECT_TRUE(gs_nv_escape_size_ok(e, want[i].size));
		EXPECT_FALSE(gs_nv_escape_size_ok(e, 2600 + 2608 - want[i].size));
		EXPECT_EQ(want[i].status,
			  gs_nv_escape_status(e, want[i].size));
		EXPECT_EQ(4, e->client);
		EXPECT_EQ(0, e->fd.offset);
		EXPECT_EQ(GS_NV_FD_DMABUF, e->fd.kind);
	}
}

/* 535 has no WAIT_OPEN_COMPLETE, and 0x5f is RM_NVLOG_CTRL there. */
TEST(escapes_of_535)
{
	const struct gs_abi *v535 = abi_of("535.288.01");
	const struct gs_abi *v550 = abi_of("550.163.01");
	const struct gs_nv_escape *e;

	ASSERT_NE(NULL, v535);
	EXPECT_EQ(NULL, gs_nv_escape_find(v535, 0xda));
	EXPECT_EQ(NULL, gs_nv_xfer_inner_find(v535, 0xda));
	e = gs_nv_escape_find(v550, 0xda);
	ASSERT_NE(NULL, e);
	EXPECT_EQ(8, e->size);
	EXPECT_EQ(GS_NV_ON_NV, e->nodes);

	e = gs_nv_escape_find(v535, 0x5f);
	ASSERT_NE(NULL, e);
	EXPECT_STREQ("RM_NVLOG_CTRL", e->name);
	EXPECT_EQ(15412, e->size);
	EXPECT_EQ(4, e->status);
	EXPECT_EQ(GS_NV_ON_CTL, e->nodes);
	EXPECT_TRUE(e->flags & GS_NV_ESC_ADMIN);
	e = gs_nv_escape_find(v550, 0x5f);
	ASSERT_NE(NULL, e);
	EXPECT_STREQ("RM_LOCKLESS_DIAGNOSTIC", e->name);
	EXPECT_TRUE(e->flags & GS_NV_ESC_ADMIN);
}

/*
 * 595 checks escape sizes before dispatch: QUERY_DEVICE_INTR is exactly
 * 8 bytes there, but an XFER's is checked by its handler, at least 8, as
 * every version before 595 checks it.
 */
TEST(query_device_intr_exactly_8_on_595)
{
	const struct gs_abi *v595 = abi_of("595.45.04");
	const struct gs_nv_escape *e = gs_nv_escape_find(v595, 0xd5);
	const struct gs_nv_escape *in = gs_nv_xfer_inner_find(v595, 0xd5);

	ASSERT_NE(NULL, e);
	ASSERT_NE(NULL, in);
	EXPECT_TRUE(gs_nv_escape_size_ok(e, 8));
	EXPECT_FALSE(gs_nv_escape_size_ok(e, 12));
	EXPECT_FALSE(gs_nv_escape_size_ok(e, 4));
	EXPECT_EQ(4, gs_nv_escape_status(e, 8));
	EXPECT_TRUE(gs_nv_escape_size_ok(in, 12));
	EXPECT_FALSE(gs_nv_escape_size_ok(in, 4));

	e = gs_nv_escape_find(abi_of("590.48.01"), 0xd5);
	ASSERT_NE(NULL, e);
	EXPECT_TRUE(gs_nv_escape_size_ok(e, 8));
	EXPECT_TRUE(gs_nv_escape_size_ok(e, 12));
	EXPECT_FALSE(gs_nv_escape_size_ok(e, 7));
	EXPECT_EQ(4, gs_nv_escape_status(e, 12));
}

/* UVM_DISCARD from 580 on; the system-wide atomics gone in 595. */
TEST(uvm_commands_that_come_and_go)
{
	static const struct { const char *v; bool discard, atomics; } want[] = {
		{ "535.288.01", false, true },
		{ "550.163.01", false, true },
		{ "570.211.01", false, true },
		{ "575.64.05", false, true },
		{ "580.142", true, true },
		{ H100, true, true },
		{ "590.48.01", true, true },
		{ "595.45.04", true, false },
	};
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(want); i++) {
		const struct gs_abi *abi = abi_of(want[i].v);
		const struct gs_uvm_cmd *c;

		ASSERT_NE(NULL, abi);
		c = gs_uvm_cmd_find(abi, 0x50);
		EXPECT_EQ(want[i].discard, c != NULL) TH_LOG("%s", want[i].v);
		if (c)
			EXPECT_EQ(32, c->size);
		c = gs_uvm_cmd_find(abi, 0x36);
		EXPECT_EQ(want[i].atomics, c != NULL) TH_LOG("%s", want[i].v);
		if (c)
			EXPECT_EQ(20, c->size);
		c = gs_uvm_cmd_find(abi, 0x37);
		EXPECT_EQ(want[i].atomics, c != NULL) TH_LOG("%s", want[i].v);
	}
}

/* 535: SET_PREFERRED_LOCATION's status at 32, a 1,184-byte semaphore pool. */
TEST(uvm_of_535)
{
	const struct gs_abi *v535 = abi_of("535.288.01");
	const struct gs_abi *v550 = abi_of("550.163.01");
	const struct gs_uvm_cmd *c;

	c = gs_uvm_cmd_find(v535, 0x2a);
	ASSERT_NE(NULL, c);
	EXPECT_EQ(40, c->size);
	EXPECT_EQ(32, c->status);
	c = gs_uvm_cmd_find(v550, 0x2a);
	ASSERT_NE(NULL, c);
	EXPECT_EQ(36, c->status);
	c = gs_uvm_cmd_find(v535, 0x44);
	ASSERT_NE(NULL, c);
	EXPECT_EQ(1184, c->size);
	EXPECT_EQ(1176, c->status);
	c = gs_uvm_cmd_find(v550, 0x44);
	ASSERT_NE(NULL, c);
	EXPECT_EQ(9248, c->size);
}

/* The 580 tables, as docs/nvidia-abi.md states them */

/*
 * The export and import controls of CUDA's POSIX-fd shareable handles:
 * sizes 2128, 80 and 652 were measured on the H100 (cuMemExportTo-
 * ShareableHandle and cuMemImportFromShareableHandle), fd first in each.
 */
TEST(control_fds)
{
	static const struct { u32 cmd, size, at; } known[] = {
		{ 0x3d05, 24, 16 }, { 0x3d06, 20, 0 }, { 0x3d08, 80, 0 },
		{ 0x3d0a, 76, 72 }, { 0x3d0b, 2128, 0 }, { 0x3d0c, 652, 0 },
	};
	const struct gs_abi *abi = abi_of(H100);
	const struct gs_nv_ctrl_fd *f;
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(known); i++) {
		f = gs_nv_ctrl_fd_find(abi, known[i].cmd, known[i].size);
		ASSERT_NE(NULL, f) TH_LOG("%#x", known[i].cmd);
		EXPECT_EQ(known[i].at, f->fd.offset);
		EXPECT_EQ(GS_NV_FD_CTL, f->fd.kind);
		EXPECT_TRUE(f->fd.offset + 4 <= known[i].size);
		/* RM refuses another size unread */
		EXPECT_EQ(NULL, gs_nv_ctrl_fd_find(abi, known[i].cmd,
						   known[i].size + 4));
	}
	/* FB_GET_INFO_V2 and GET_PIDS carry none */
	EXPECT_EQ(NULL, gs_nv_ctrl_fd_find(abi, 0x20801303, 776));
	EXPECT_EQ(NULL, gs_nv_ctrl_fd_find(abi, 0x2080018d, 3812));
	/* GET_EXPORT_OBJECT_INFO is 76 bytes on 535 */
	abi = abi_of("535.288.01");
	EXPECT_NE(NULL, gs_nv_ctrl_fd_find(abi, 0x3d08, 76));
	EXPECT_EQ(NULL, gs_nv_ctrl_fd_find(abi, 0x3d08, 80));
}

/* The recorded paths' nodes; anything else is no node of ours. */
TEST(node_of_path)
{
	EXPECT_EQ(GS_NV_NODE_CTL, gs_nv_node_of_path("/dev/nvidiactl"));
	EXPECT_EQ(GS_NV_NODE_GPU, gs_nv_node_of_path("/dev/nvidia0"));
	EXPECT_EQ(GS_NV_NODE_GPU, gs_nv_node_of_path("/dev/nvidia15"));
	EXPECT_EQ(GS_NV_NODE_UVM, gs_nv_node_of_path("/dev/nvidia-uvm"));
	EXPECT_EQ(GS_NV_NODE_UVM_TOOLS,
		  gs_nv_node_of_path("/dev/nvidia-uvm-tools"));
	EXPECT_EQ(GS_NV_NODE_NR, gs_nv_node_of_path("/dev/nvidia"));
	EXPECT_EQ(GS_NV_NODE_NR, gs_nv_node_of_path("/dev/nvidia0x"));
	EXPECT_EQ(GS_NV_NODE_NR, gs_nv_node_of_path("/dev/nvidia-modeset"));
	EXPECT_EQ(GS_NV_NODE_NR,
		  gs_nv_node_of_path("/dev/nvidia-caps/nvidia-cap1"));
	EXPECT_EQ(GS_NV_NODE_NR, gs_nv_node_of_path("/dev/null"));
}

TEST(escapes_as_documented)
{
	const struct gs_abi *abi = abi_of(H100);
	const struct gs_nv_escape *e;
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(doc_escapes); i++) {
		u32 size = doc_escapes[i].size;

		e = gs_nv_escape_find(abi, doc_escapes[i].nr);
		ASSERT_NE(NULL, e) TH_LOG("0x%x", doc_escapes[i].nr);
		EXPECT_STREQ(doc_escapes[i].name, e->name);
		EXPECT_EQ(doc_escapes[i].nodes, e->nodes) TH_LOG("%s", e->name);
		EXPECT_EQ(GS_NV_SIZE_EXACT, e->size_rule) TH_LOG("%s", e->name);
		EXPECT_TRUE(gs_nv_escape_size_ok(e, size)) TH_LOG("%s", e->name);
		EXPECT_FALSE(gs_nv_escape_size_ok(e, size - 1)) TH_LOG("%s", e->name);
		EXPECT_FALSE(gs_nv_escape_size_ok(e, size + 1)) TH_LOG("%s", e->name);
		EXPECT_FALSE(gs_nv_escape_size_ok(e, 2 * size)) TH_LOG("%s", e->name);
		EXPECT_FALSE(gs_nv_escape_size_ok(e, 0));
	}
	/* the driver takes any size of at least 8 before 595 */
	e = gs_nv_escape_find(abi, 0xd5);
	ASSERT_NE(NULL, e);
	EXPECT_STREQ("QUERY_DEVICE_INTR", e->name);
	EXPECT_EQ(GS_NV_ON_GPU, e->nodes);
	EXPECT_EQ(GS_NV_SIZE_AT_LEAST, e->size_rule);
	EXPECT_EQ(8, e->size);
	EXPECT_EQ(4, e->status);
}

TEST(rm_alloc_has_two_layouts)
{
	const struct gs_nv_escape *e = gs_nv_escape_find(abi_of(H100), 0x2b);
	u8 arg[48] = { 0 };

	ASSERT_NE(NULL, e);
	EXPECT_STREQ("RM_ALLOC", e->name);
	EXPECT_TRUE(gs_nv_escape_size_ok(e, 32));	/* NVOS21 */
	EXPECT_TRUE(gs_nv_escape_size_ok(e, 48));	/* NVOS64 */
	EXPECT_FALSE(gs_nv_escape_size_ok(e, 40));
	EXPECT_FALSE(gs_nv_escape_size_ok(e, 16));
	EXPECT_FALSE(gs_nv_escape_size_ok(e, 56));
	EXPECT_EQ(28, gs_nv_escape_status(e, 32));
	EXPECT_EQ(40, gs_nv_escape_status(e, 48));
	EXPECT_EQ(GS_NV_NO_FIELD, gs_nv_escape_status(e, 40));
	EXPECT_EQ(0, e->client);
	EXPECT_EQ(GS_NV_ON_NV, e->nodes);
	EXPECT_EQ(GS_NV_ON_GPU, e->event_nodes);

	/* On ctl any class; through a GPU file only event classes (1b). */
	gs_put_u32(arg, GS_NV_RM_ALLOC_CLASS, 0x40);
	EXPECT_TRUE(gs_nv_escape_node_ok(e, GS_NV_NODE_CTL, arg, 48));
	EXPECT_FALSE(gs_nv_escape_node_ok(e, GS_NV_NODE_GPU, arg, 48));
	gs_put_u32(arg, GS_NV_RM_ALLOC_CLASS, 0x41);
	EXPECT_FALSE(gs_nv_escape_node_ok(e, GS_NV_NODE_GPU, arg, 48));
	gs_put_u32(arg, GS_NV_RM_ALLOC_CLASS, 0x79);
	EXPECT_TRUE(gs_nv_escape_node_ok(e, GS_NV_NODE_GPU, arg, 48));
	EXPECT_TRUE(gs_nv_escape_node_ok(e, GS_NV_NODE_GPU, arg, 32));
	EXPECT_FALSE(gs_nv_escape_node_ok(e, GS_NV_NODE_GPU, arg, 12));
	EXPECT_FALSE(gs_nv_escape_node_ok(e, GS_NV_NODE_GPU, NULL, 48));
	EXPECT_FALSE(gs_nv_escape_node_ok(e, GS_NV_NODE_UVM, arg, 48));
	EXPECT_TRUE(gs_nv_rm_alloc_class_on_gpu(0x05));
	EXPECT_TRUE(gs_nv_rm_alloc_class_on_gpu(0x78));
	EXPECT_TRUE(gs_nv_rm_alloc_class_on_gpu(0x7e));
	EXPECT_FALSE(gs_nv_rm_alloc_class_on_gpu(0xc86f));
	EXPECT_FALSE(gs_nv_rm_alloc_class_on_gpu(GS_ABI_CLS_DEVICE_0));
}

TEST(array_escapes)
{
	const struct gs_abi *abi = abi_of(H100);
	const struct gs_nv_escape *ci = gs_nv_escape_find(abi, 0xc8);
	const struct gs_nv_escape *at = gs_nv_escape_find(abi, 0xd4);

	ASSERT_NE(NULL, ci);
	ASSERT_NE(NULL, at);
	EXPECT_STREQ("CARD_INFO", ci->name);
	EXPECT_STREQ("ATTACH_GPUS_TO_FD", at->name);
	EXPECT_EQ(GS_NV_ON_CTL, ci->nodes);
	EXPECT_EQ(GS_NV_ON_CTL, at->nodes);

	/* 72 * N; CUDA asks for NV_MAX_DEVICES = 32 entries, 2304 bytes */
	EXPECT_TRUE(gs_nv_escape_size_ok(ci, 72));
	EXPECT_TRUE(gs_nv_escape_size_ok(ci, 2304));
	EXPECT_TRUE(gs_nv_escape_size_ok(ci, 72 * 227));
	EXPECT_FALSE(gs_nv_escape_size_ok(ci, 0));
	EXPECT_FALSE(gs_nv_escape_size_ok(ci, 71));
	EXPECT_FALSE(gs_nv_escape_size_ok(ci, 73));
	EXPECT_FALSE(gs_nv_escape_size_ok(ci, 2305));
	EXPECT_FALSE(gs_nv_escape_size_ok(ci, 72 * 228));	/* > 16384 */

	EXPECT_TRUE(gs_nv_escape_size_ok(at, 4));
	EXPECT_TRUE(gs_nv_escape_size_ok(at, 128));
	EXPECT_FALSE(gs_nv_escape_size_ok(at, 0));
	EXPECT_FALSE(gs_nv_escape_size_ok(at, 6));
}

TEST(fd_fields_as_documented)
{
	static const struct {
		u32 nr;
		u16 offset;
		u8 kind;
		u8 flags;
	} want[] = {
		{ 0x27, 48, GS_NV_FD_CTL, GS_NV_FD_MAY_BE_NONE },
		{ 0x4e, 48, GS_NV_FD_CTL_OR_GPU, 0 },
		{ 0xc9, 0, GS_NV_FD_CTL, 0 },
		{ 0xce, 8, GS_NV_FD_EVENT_KEY, 0 },
		{ 0xcf, 8, GS_NV_FD_EVENT_KEY, 0 },
		{ 0xd9, 0, GS_NV_FD_DMABUF, GS_NV_FD_MAY_BE_NONE },
	};
	const struct gs_abi *abi = abi_of(H100);
	const struct gs_nv_escape *tab;
	unsigned int i, n, with_fd = 0;
	u8 arg[56];
	s32 fd = 0;

	for (i = 0; i < ARRAY_SIZE(want); i++) {
		const struct gs_nv_escape *e = gs_nv_escape_find(abi, want[i].nr);

		ASSERT_NE(NULL, e);
		EXPECT_EQ(want[i].offset, e->fd.offset) TH_LOG("%s", e->name);
		EXPECT_EQ(want[i].kind, e->fd.kind) TH_LOG("%s", e->name);
		EXPECT_EQ(want[i].flags, e->fd.flags) TH_LOG("%s", e->name);
	}
	/* ... and no other escape carries an fd at the top level. */
	tab = gs_nv_escape_table(abi, &n);
	for (i = 0; i < n; i++)
		with_fd += tab[i].fd.kind != GS_NV_FD_NONE;
	EXPECT_EQ(ARRAY_SIZE(want), with_fd);

	memset(arg, 0xee, sizeof(arg));
	gs_put_u32(arg, 48, 16);
	EXPECT_TRUE(gs_nv_fd_get(&gs_nv_escape_find(abi, 0x4e)->fd, arg, 56,
				 &fd));
	EXPECT_EQ(16, fd);
	EXPECT_FALSE(gs_nv_fd_get(&gs_nv_escape_find(abi, 0x4e)->fd, arg, 51,
				  &fd));
	EXPECT_FALSE(gs_nv_fd_get(&gs_nv_escape_find(abi, 0x2a)->fd, arg, 56,
				  &fd));
	gs_put_u32(arg, 48, (u32)-1);
	EXPECT_TRUE(gs_nv_fd_get(&gs_nv_escape_find(abi, 0x27)->fd, arg, 56,
				 &fd));
	EXPECT_EQ(-1, fd);

	EXPECT_TRUE(gs_nv_fd_kind_names(GS_NV_FD_CTL, GS_NV_NODE_CTL));
	EXPECT_FALSE(gs_nv_fd_kind_names(GS_NV_FD_CTL, GS_NV_NODE_GPU));
	EXPECT_TRUE(gs_nv_fd_kind_names(GS_NV_FD_CTL_OR_GPU, GS_NV_NODE_GPU));
	EXPECT_FALSE(gs_nv_fd_kind_names(GS_NV_FD_CTL_OR_GPU, GS_NV_NODE_UVM));
	EXPECT_TRUE(gs_nv_fd_kind_names(GS_NV_FD_UVM, GS_NV_NODE_UVM));
	EXPECT_FALSE(gs_nv_fd_kind_names(GS_NV_FD_UVM, GS_NV_NODE_UVM_TOOLS));
	EXPECT_FALSE(gs_nv_fd_kind_names(GS_NV_FD_EVENT_KEY, GS_NV_NODE_GPU));
	EXPECT_FALSE(gs_nv_fd_kind_names(GS_NV_FD_DMABUF, GS_NV_NODE_CTL));
}

TEST(xfer_unwraps_one_level)
{
	const struct gs_abi *abi = abi_of(H100);
	const struct gs_nv_escape *x = gs_nv_escape_find(abi, 0xd3);
	const struct gs_nv_escape *in = gs_nv_xfer_inner_find(abi, 0x2a);

	ASSERT_NE(NULL, x);
	EXPECT_TRUE(x->flags & GS_NV_ESC_XFER);
	EXPECT_EQ(16, x->size);
	EXPECT_EQ(NULL, gs_nv_xfer_inner_find(abi, 0xd3));
	ASSERT_NE(NULL, in);
	EXPECT_STREQ("RM_CONTROL", in->name);
	EXPECT_EQ(gs_nv_escape_find(abi, 0x2a)->size, in->size);
	EXPECT_EQ(NULL, gs_nv_xfer_inner_find(abi, 0x12a));
	EXPECT_EQ(NULL, gs_nv_xfer_inner_find(abi, 0xffffffff));
	EXPECT_TRUE(gs_nv_escape_size_ok(gs_nv_escape_find(abi, 0x5f), 15412));
	EXPECT_FALSE(gs_nv_escape_size_ok(gs_nv_escape_find(abi, 0xc8),
					  GS_ABI_NV_MAX_IOCTL_SIZE + 72));
}

TEST(unknown_escapes)
{
	/* Unhandled in 580 (1b), or never numbered. */
	static const u32 unknown[] = {
		0x00, 0x26, 0x2c, 0x32, 0x33, 0x37, 0x38, 0x56, 0x5c, 0x5d,
		0x60, 0xc7, 0xca, 0xcb, 0xd0, 0xdb, 0xff, 0x100, 0x12b,
	};
	const struct gs_abi *abi = abi_of(H100);
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(unknown); i++)
		EXPECT_EQ(NULL, gs_nv_escape_find(abi, unknown[i]))
			TH_LOG("0x%x", unknown[i]);
	EXPECT_FALSE(gs_nv_escape_size_ok(NULL, 32));
	EXPECT_FALSE(gs_nv_escape_node_ok(NULL, GS_NV_NODE_CTL, NULL, 0));
	EXPECT_EQ(GS_NV_NO_FIELD, gs_nv_escape_status(NULL, 32));
	EXPECT_FALSE(gs_nv_fd_get(NULL, NULL, 0, NULL));
}

TEST(uvm_as_documented)
{
	static const u32 unknown[] = {
		0, 1, 9, 0x14, 0x20, 0x51, 0x7ff, 0x30000000, 0x30000003,
		0xc030462b,
	};
	const struct gs_abi *abi = abi_of(H100);
	const struct gs_uvm_cmd *c;
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(doc_uvm); i++) {
		c = gs_uvm_cmd_find(abi, doc_uvm[i].cmd);
		ASSERT_NE(NULL, c) TH_LOG("0x%x", doc_uvm[i].cmd);
		EXPECT_EQ(doc_uvm[i].size, c->size) TH_LOG("%s", c->name);
		EXPECT_EQ(doc_uvm[i].client, c->client) TH_LOG("%s", c->name);
		EXPECT_EQ(doc_uvm[i].nodes, c->nodes) TH_LOG("%s", c->name);
		if (doc_uvm[i].fd == GS_NV_NO_FIELD) {
			EXPECT_EQ(GS_NV_FD_NONE, c->fd.kind) TH_LOG("%s", c->name);
		} else {
			EXPECT_EQ(doc_uvm[i].fd, c->fd.offset) TH_LOG("%s", c->name);
			EXPECT_NE(GS_NV_FD_NONE, c->fd.kind) TH_LOG("%s", c->name);
		}
	}

	c = gs_uvm_cmd_find(abi, 0x30000001);
	ASSERT_NE(NULL, c);
	EXPECT_STREQ("UVM_INITIALIZE", c->name);
	EXPECT_EQ(8, c->status);
	EXPECT_TRUE(c->flags & GS_UVM_BEFORE_INIT);

	/* uvmFd is checked by f_op; rmCtrlFd is never looked up (2). */
	c = gs_uvm_cmd_find(abi, 0x4b);
	ASSERT_NE(NULL, c);
	EXPECT_EQ(GS_NV_FD_UVM, c->fd.kind);
	EXPECT_EQ(0, c->fd.flags);
	EXPECT_TRUE(c->flags & GS_UVM_BEFORE_INIT);
	c = gs_uvm_cmd_find(abi, 0x19);
	ASSERT_NE(NULL, c);
	EXPECT_EQ(GS_NV_FD_CTL, c->fd.kind);
	EXPECT_TRUE(c->fd.flags & GS_NV_FD_UNUSED);
	EXPECT_TRUE(c->fd.flags & GS_NV_FD_MAY_BE_NONE);

	/* Tools commands: some on the tools file, some on the UVM file. */
	c = gs_uvm_cmd_find(abi, 0x38);
	EXPECT_TRUE(gs_uvm_cmd_node_ok(c, GS_NV_NODE_UVM_TOOLS));
	EXPECT_FALSE(gs_uvm_cmd_node_ok(c, GS_NV_NODE_UVM));
	c = gs_uvm_cmd_find(abi, 0x3e);
	EXPECT_TRUE(gs_uvm_cmd_node_ok(c, GS_NV_NODE_UVM));
	EXPECT_FALSE(gs_uvm_cmd_node_ok(c, GS_NV_NODE_UVM_TOOLS));
	EXPECT_FALSE(gs_uvm_cmd_node_ok(c, GS_NV_NODE_CTL));
	EXPECT_FALSE(gs_uvm_cmd_node_ok(NULL, GS_NV_NODE_UVM));

	c = gs_uvm_cmd_find(abi, 0x30000002);
	ASSERT_NE(NULL, c);
	EXPECT_EQ(0, c->size);
	EXPECT_EQ(GS_NV_NO_FIELD, c->status);
	EXPECT_TRUE(c->flags & GS_UVM_BEFORE_INIT);

	for (i = 0; i < ARRAY_SIZE(unknown); i++)
		EXPECT_EQ(NULL, gs_uvm_cmd_find(abi, unknown[i]))
			TH_LOG("0x%x", unknown[i]);
}

TEST(ioc_decode)
{
	/* RM_ALLOC with NVOS64, and CARD_INFO for 32 GPUs, as CUDA sends */
	EXPECT_EQ(0x2b, gs_ioc_nr(0xc030462b));
	EXPECT_EQ(48, gs_ioc_size(0xc030462b));
	EXPECT_EQ('F', gs_ioc_type(0xc030462b));
	EXPECT_EQ(_IOC_READ | _IOC_WRITE, gs_ioc_dir(0xc030462b));
	EXPECT_EQ(0xc8, gs_ioc_nr(0xc90046c8));
	EXPECT_EQ(2304, gs_ioc_size(0xc90046c8));
	EXPECT_EQ(0xc00846d6, _IOWR('F', 0xd6, u64));
}

/* Trace replay. */

#define MAX_FDS		4096
#define MAX_CLIENTS	256
#define NODE_OTHER	GS_NV_NODE_NR	/* an fd of no node we know */

struct fd_state {
	bool open;
	u8 node;
	bool map_pending;	/* named by RM_MAP_MEMORY, not mmapped yet */
	unsigned long line;	/* of the OPEN */
};

struct ioctl_rec {
	bool valid;
	unsigned long line;
	int fd;
	char path[128];
	u32 req, nr, size;
	int ret;
	u8 *pre, *post;
	size_t pre_len, post_len;
};

struct replay {
	struct __test_metadata *meta;
	const struct gs_abi *abi;
	const char *file;
	struct fd_state fds[MAX_FDS];
	u32 clients[MAX_CLIENTS];
	unsigned int nr_clients;
	struct ioctl_rec rec;
	/* what the trace held */
	unsigned int esc_count[256][GS_NV_NODE_NR];
	unsigned int uvm_count[128];
	unsigned int ioctls, opens, mmaps, fds_checked, clients_checked;
	unsigned int keys_on_own_fd, maps_mmapped, nonzero_status, unrecorded;
	unsigned int mismatches;
};

#define mismatch(r, line, fmt, ...) do {				\
	struct replay *__r = (r);					\
									\
	ksft_print_msg("%s:%lu: " fmt "\n", __r->file, (line),		\
		       ##__VA_ARGS__);					\
	__r->mismatches++;						\
} while (0)

static u8 *hex_decode(const char *hex, size_t *len)
{
	size_t n = strcspn(hex, " \r\n") / 2, i;
	u8 *buf = malloc(n ? n : 1);

	if (!buf)
		return NULL;
	for (i = 0; i < n; i++) {
		unsigned int b;

		if (sscanf(hex + 2 * i, "%2x", &b) != 1)
			break;
		buf[i] = b;
	}
	*len = i;
	return buf;
}

static bool client_known(struct replay *r, u32 h)
{
	unsigned int i;

	for (i = 0; i < r->nr_clients; i++)
		if (r->clients[i] == h)
			return true;
	return false;
}

/* Record the client handle an RM_ALLOC of a root class returned. */
static void note_client(struct replay *r, const struct ioctl_rec *rec)
{
	u32 hclass, h;

	if (rec->post_len < 32)
		return;
	hclass = gs_get_u32(rec->post, GS_NV_RM_ALLOC_CLASS);
	if (hclass != 0x0 && hclass != 0x1 && hclass != 0x41)
		return;
	h = gs_get_u32(rec->post, 8);	/* hObjectNew */
	if (h && !client_known(r, h) && r->nr_clients < MAX_CLIENTS)
		r->clients[r->nr_clients++] = h;
}

/*
 * A field past the recorded bytes: the recorder keeps only 4096 bytes of a
 * UVM argument, which cuts UVM_MAP_EXTERNAL_ALLOCATION (9264) short.
 */
static bool unrecorded(struct replay *r, const struct ioctl_rec *rec,
		       const char *name, u32 off, size_t len, u32 size)
{
	if (off + 4 <= len)
		return false;
	if (len < size)
		r->unrecorded++;
	else
		mismatch(r, rec->line, "%s: field@%u beyond its %u bytes",
			 name, off, size);
	return true;
}

/* An fd field must hold -1 where allowed, or a live fd of the right kind. */
static void check_fd(struct replay *r, const struct ioctl_rec *rec,
		     const char *name, const struct gs_nv_fd_field *f,
		     const u8 *arg, size_t len, u32 size)
{
	s32 fd;

	if (f->kind == GS_NV_FD_NONE ||
	    unrecorded(r, rec, name, f->offset, len, size))
		return;
	if (!gs_nv_fd_get(f, arg, len, &fd)) {
		mismatch(r, rec->line, "%s: fd@%u unreadable", name, f->offset);
		return;
	}
	r->fds_checked++;
	if (fd == -1) {
		if (!(f->flags & GS_NV_FD_MAY_BE_NONE))
			mismatch(r, rec->line, "%s: fd@%u is -1", name, f->offset);
		return;
	}
	if (fd < 0 || fd >= MAX_FDS || !r->fds[fd].open) {
		mismatch(r, rec->line, "%s: fd@%u = %d, not an open fd",
			 name, f->offset, fd);
		return;
	}
	if (f->kind == GS_NV_FD_EVENT_KEY) {
		/* Only a key to the driver; CUDA uses the issuing fd (2). */
		if (fd == rec->fd)
			r->keys_on_own_fd++;
		else
			ksft_print_msg("%s:%lu: note: %s key fd %d on fd %d\n",
				       r->file, rec->line, name, fd, rec->fd);
		return;
	}
	if (!gs_nv_fd_kind_names(f->kind, r->fds[fd].node)) {
		mismatch(r, rec->line, "%s: fd@%u = %d is %s, opened at line %lu",
			 name, f->offset, fd,
			 gs_nv_node_name(r->fds[fd].node), r->fds[fd].line);
		return;
	}
	/* The driver refuses to link a file to itself (REGISTER_FD). */
	if (fd == rec->fd)
		mismatch(r, rec->line, "%s: fd@%u names the issuing fd %d",
			 name, f->offset, fd);
}

static void check_client(struct replay *r, const struct ioctl_rec *rec,
			 const char *name, u32 off, const u8 *arg, size_t len,
			 u32 size)
{
	u32 h;

	if (off == GS_NV_NO_FIELD || unrecorded(r, rec, name, off, len, size))
		return;
	h = gs_get_u32(arg, off);
	r->clients_checked++;
	/* 0: no client, as in UVM_REGISTER_GPU without MIG */
	if (h && !client_known(r, h))
		mismatch(r, rec->line, "%s: client@%u = 0x%x, not a client",
			 name, off, h);
}

static void check_status(struct replay *r, const struct ioctl_rec *rec,
			 const char *name, u32 off)
{
	u32 st;

	if (off == GS_NV_NO_FIELD || off + 4 > rec->post_len)
		return;
	st = gs_get_u32(rec->post, off);
	if (st) {
		r->nonzero_status++;
		ksft_print_msg("%s:%lu: note: %s status@%u = 0x%x\n",
			       r->file, rec->line, name, off, st);
	}
}

static void check_nv(struct replay *r, struct ioctl_rec *rec, int node)
{
	const struct gs_nv_escape *e = gs_nv_escape_find(r->abi, rec->nr);

	if (gs_ioc_nr(rec->req) != rec->nr || gs_ioc_size(rec->req) != rec->size)
		mismatch(r, rec->line, "req 0x%x does not decode to nr 0x%x size %u",
			 rec->req, rec->nr, rec->size);
	if (!e) {
		mismatch(r, rec->line, "unknown escape 0x%x", rec->nr);
		return;
	}
	r->esc_count[e->nr][node]++;
	if (!gs_nv_escape_size_ok(e, rec->size))
		mismatch(r, rec->line, "%s: size %u refused", e->name, rec->size);
	if (rec->pre_len != rec->size)
		mismatch(r, rec->line, "%s: %zu bytes recorded, size %u",
			 e->name, rec->pre_len, rec->size);
	if (!gs_nv_escape_node_ok(e, node, rec->pre, rec->pre_len))
		mismatch(r, rec->line, "%s: not valid on %s", e->name,
			 gs_nv_node_name(node));

	check_fd(r, rec, e->name, &e->fd, rec->pre, rec->pre_len, rec->size);
	check_status(r, rec, e->name, gs_nv_escape_status(e, rec->size));

	if (e->nr == 0x2b) {
		u32 hclass = gs_get_u32(rec->pre, GS_NV_RM_ALLOC_CLASS);

		/* hRoot of a root class is no client yet */
		if (hclass != 0x0 && hclass != 0x1 && hclass != 0x41)
			check_client(r, rec, e->name, e->client, rec->pre,
				     rec->pre_len, rec->size);
		note_client(r, rec);
	} else {
		check_client(r, rec, e->name, e->client, rec->pre,
			     rec->pre_len, rec->size);
	}

	/* The fd of a successful RM_MAP_MEMORY is what CUDA mmaps next (7). */
	if (e->nr == 0x4e && rec->post_len >= 56 && !gs_get_u32(rec->post, 40)) {
		s32 fd = (s32)gs_get_u32(rec->pre, e->fd.offset);

		if (fd >= 0 && fd < MAX_FDS)
			r->fds[fd].map_pending = true;
	}
}

static void check_uvm(struct replay *r, struct ioctl_rec *rec, int node)
{
	const struct gs_uvm_cmd *c = gs_uvm_cmd_find(r->abi, rec->req);
	const struct gs_uvm_cmd *tab;
	unsigned int n;

	if (!c) {
		mismatch(r, rec->line, "unknown UVM command 0x%x", rec->req);
		return;
	}
	tab = gs_uvm_cmd_table(r->abi, &n);
	if (c - tab < (long)ARRAY_SIZE(r->uvm_count))
		r->uvm_count[c - tab]++;
	if (!gs_uvm_cmd_node_ok(c, node))
		mismatch(r, rec->line, "%s: not valid on %s", c->name,
			 gs_nv_node_name(node));
	/*
	 * The recorder saves 4096 bytes of a UVM argument. The driver copies
	 * back exactly c->size bytes, so nothing beyond may change: if it
	 * did, the table's size would be too small.
	 */
	if (rec->pre_len == rec->post_len && c->size < rec->pre_len &&
	    memcmp(rec->pre + c->size, rec->post + c->size,
		   rec->pre_len - c->size))
		mismatch(r, rec->line, "%s: bytes past size %u changed",
			 c->name, c->size);

	check_fd(r, rec, c->name, &c->fd, rec->pre, rec->pre_len, c->size);
	check_client(r, rec, c->name, c->client, rec->pre, rec->pre_len,
		     c->size);
	check_status(r, rec, c->name, c->status);
}

static void finish_ioctl(struct replay *r)
{
	struct ioctl_rec *rec = &r->rec;
	int node;

	if (!rec->valid)
		return;
	r->ioctls++;
	node = gs_nv_node_of_path(rec->path);
	if (rec->fd < 0 || rec->fd >= MAX_FDS || !r->fds[rec->fd].open ||
	    r->fds[rec->fd].node != node)
		mismatch(r, rec->line, "ioctl on fd %d %s that was not opened",
			 rec->fd, rec->path);
	if (!rec->pre || !rec->post) {
		mismatch(r, rec->line, "record without pre= and post=");
	} else if (node == GS_NV_NODE_CTL || node == GS_NV_NODE_GPU) {
		check_nv(r, rec, node);
	} else if (node == GS_NV_NODE_UVM || node == GS_NV_NODE_UVM_TOOLS) {
		check_uvm(r, rec, node);
	} else {
		ksft_print_msg("%s:%lu: note: ioctl 0x%x on %s not checked\n",
			       r->file, rec->line, rec->req, rec->path);
	}
	free(rec->pre);
	free(rec->post);
	memset(rec, 0, sizeof(*rec));
}

/* The first line of an IOCTL record (tests/fixtures/README.md). */
#define IOCTL_FMT \
	"IOCTL %lu pid=%d tid=%d fd=%d %127s req=%x nr=%x size=%u ret=%d errno=%d"

static void parse_line(struct replay *r, char *line, unsigned long lineno)
{
	struct ioctl_rec *rec = &r->rec;
	char path[128];
	unsigned long seq;
	int fd, pid, tid, err;

	if (line[0] == ' ') {
		u8 **buf = NULL;
		size_t *len = NULL;

		if (!strncmp(line, " pre=", 5)) {
			buf = &rec->pre;
			len = &rec->pre_len;
		} else if (!strncmp(line, " post=", 6)) {
			buf = &rec->post;
			len = &rec->post_len;
		}
		/* subpre=/subpost= belong to the control layer, not here */
		if (buf && rec->valid && !*buf)
			*buf = hex_decode(strchr(line, '=') + 1, len);
		return;
	}

	finish_ioctl(r);

	if (sscanf(line, IOCTL_FMT, &seq, &pid, &tid, &rec->fd, rec->path,
		   &rec->req, &rec->nr, &rec->size, &rec->ret, &err) == 10) {
		rec->valid = true;
		rec->line = lineno;
	} else if (sscanf(line, "OPEN fd=%d %127s", &fd, path) == 2) {
		if (fd < 0 || fd >= MAX_FDS) {
			mismatch(r, lineno, "fd %d out of range", fd);
			return;
		}
		r->opens++;
		r->fds[fd] = (struct fd_state){
			.open = true, .node = gs_nv_node_of_path(path), .line = lineno,
		};
	} else if (sscanf(line, "CLOSE fd=%d %127s", &fd, path) == 2) {
		if (fd < 0 || fd >= MAX_FDS)
			return;
		if (r->fds[fd].map_pending)
			mismatch(r, lineno, "fd %d of an RM_MAP_MEMORY closed unmapped",
				 fd);
		r->fds[fd].open = false;
		r->fds[fd].map_pending = false;
	} else if (sscanf(line, "MMAP fd=%d %127s", &fd, path) == 2) {
		r->mmaps++;
		if (fd >= 0 && fd < MAX_FDS && r->fds[fd].map_pending) {
			r->fds[fd].map_pending = false;
			r->maps_mmapped++;
		}
	} else if (strncmp(line, "MARK ", 5) && line[0] != '\n') {
		mismatch(r, lineno, "unparsed line");
	}
}

/* Single-quote @s for sh. */
static char *shell_quote(const char *s)
{
	char *q = malloc(4 * strlen(s) + 3), *p = q;

	if (!q)
		return NULL;
	*p++ = '\'';
	for (; *s; s++) {
		if (*s == '\'') {
			memcpy(p, "'\\''", 4);
			p += 4;
		} else {
			*p++ = *s;
		}
	}
	*p++ = '\'';
	*p = '\0';
	return q;
}

static void print_counts(struct replay *r)
{
	const struct gs_nv_escape *etab;
	const struct gs_uvm_cmd *utab;
	unsigned int i, n, node;

	ksft_print_msg("%s: %u ioctls, %u opens, %u mmaps\n",
		       r->file, r->ioctls, r->opens, r->mmaps);
	ksft_print_msg("%s: checked %u fd fields, %u client handles; %u fields not recorded\n",
		       r->file, r->fds_checked, r->clients_checked,
		       r->unrecorded);
	ksft_print_msg("%s: %u event keys = issuing fd, %u mapped fds mmapped, %u statuses != 0\n",
		       r->file, r->keys_on_own_fd, r->maps_mmapped,
		       r->nonzero_status);
	etab = gs_nv_escape_table(r->abi, &n);
	for (i = 0; i < n; i++)
		for (node = 0; node < GS_NV_NODE_NR; node++)
			if (r->esc_count[etab[i].nr][node])
				ksft_print_msg("  %-24s 0x%02x on %-10s %4u\n",
					       etab[i].name, etab[i].nr,
					       gs_nv_node_name(node),
					       r->esc_count[etab[i].nr][node]);
	utab = gs_uvm_cmd_table(r->abi, &n);
	for (i = 0; i < n && i < ARRAY_SIZE(r->uvm_count); i++)
		if (r->uvm_count[i])
			ksft_print_msg("  %-36s 0x%x %4u\n", utab[i].name,
				       utab[i].cmd, r->uvm_count[i]);
}

static void replay_trace(struct __test_metadata *_metadata, const char *name)
{
	const char *dir = getenv("GPUSLICE_TRACES");
	char *path = NULL, *cmd = NULL, *quoted, *line = NULL;
	unsigned long lineno = 0;
	struct replay *r;
	size_t cap = 0;
	FILE *f;
	int status;

	if (!dir || !*dir)
		dir = "tests/fixtures/wrapper";
	ASSERT_LT(0, asprintf(&path, "%s/%s", dir, name));
	ASSERT_EQ(0, access(path, R_OK))
		TH_LOG("missing input %s: %s", path, strerror(errno));

	r = calloc(1, sizeof(*r));
	ASSERT_NE(NULL, r);
	r->meta = _metadata;
	r->file = name;
	r->abi = abi_of(H100);
	ASSERT_NE(NULL, r->abi);

	quoted = shell_quote(path);
	ASSERT_NE(NULL, quoted);
	ASSERT_LT(0, asprintf(&cmd, "gzip -dc -- %s", quoted));
	f = popen(cmd, "r");
	ASSERT_NE(NULL, f) TH_LOG("%s: %s", cmd, strerror(errno));

	while (getline(&line, &cap, f) > 0)
		parse_line(r, line, ++lineno);
	finish_ioctl(r);
	status = pclose(f);

	print_counts(r);
	EXPECT_EQ(0, status) TH_LOG("%s exited with 0x%x", cmd, status);
	EXPECT_LT(0, r->ioctls);
	EXPECT_EQ(0, r->mismatches);

	free(line);
	free(cmd);
	free(quoted);
	free(path);
	free(r);
}

TEST(trace_cuda)
{
	replay_trace(_metadata, "cuda.trace.gz");
}

TEST(trace_torch)
{
	replay_trace(_metadata, "torch.trace.gz");
}

TEST(trace_smi)
{
	replay_trace(_metadata, "smi.trace.gz");
}

TEST_HARNESS_MAIN
