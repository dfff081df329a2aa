/* SPDX-License-Identifier: GPL-2.0 OR MIT */
/*
 * The NVIDIA driver ABI as gpuslice uses it, for every supported driver
 * version: one description (docs/abi.md) that the kernel engine, the
 * user-space engine, the verifier, nvsim (C) and the replay tool (C++) all
 * take their NVIDIA numbers from.
 *
 * Every fact is a named number, written once in core/nv_abi_*.def beside
 * the expression that computes it from NVIDIA's headers (the check,
 * scripts/nv-abi, compiles those expressions against each supported tag
 * and compares) or the place in NVIDIA's sources where it was read. A
 * fact is either
 *
 *  - a constant, the same in every supported version: GS_ABI_<NAME>, an
 *    enumerator, usable in case labels and array sizes; or
 *  - versioned: the value of branch 580 (the base) and what changed since
 *    or until another branch. A versioned fact is read from the table of
 *    the driver in use: GS_ABI(abi, <NAME>), which may be GS_ABI_ABSENT
 *    for something that version does not have.
 *
 * Names: ESC_* escape numbers; *_SIZE sizes in bytes; *_AT byte offsets;
 * *_MAX element counts; CLS_* classes and their parameter sizes (*_PARAMS,
 * the bytes RM copies, GS_ABI_ABSENT where RM has no such class); CTRL_*
 * RM controls; UVM_* nvidia-uvm commands; ERR_* RM status codes; *_LO and
 * *_HI the bits of a field. Offsets are for x86_64 (and arm64: NVIDIA's
 * structures use NvP64 and explicit alignment).
 *
 * The tables are const data; the lookups neither allocate nor sleep.
 */
#ifndef _GS_NV_ABI_H
#define _GS_NV_ABI_H

#include "gs_types.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A version as a number: 580.159.04 is 58015904, comparable as versions. */
#define GS_ABI_KEY(major, minor, patch) \
	((u32)(major) * 100000U + (u32)(minor) * 100U + (u32)(patch))
#define GS_ABI_BRANCH_KEY(branch)	GS_ABI_KEY(branch, 0, 0)
#define GS_ABI_KEY_BRANCH(key)		((key) / 100000U)

/* The value of a versioned fact in a version that lacks the thing. */
#define GS_ABI_ABSENT			0xffffffffU

/* The branch whose values the description states first (docs/abi.md). */
#define GS_ABI_BASE_BRANCH		580

/*
 * Values of behaviour facts, which NVIDIA's headers do not carry and the
 * description states as read in the driver's sources.
 */

/* Device files, as sets (*_NODES facts). */
#define GS_ABI_ON_CTL		0x1	/* /dev/nvidiactl, 195:255 */
#define GS_ABI_ON_GPU		0x2	/* /dev/nvidiaN, 195:N */
#define GS_ABI_ON_NV		(GS_ABI_ON_CTL | GS_ABI_ON_GPU)
#define GS_ABI_ON_UVM		0x4	/* /dev/nvidia-uvm, minor 0 */
#define GS_ABI_ON_UVM_TOOLS	0x8	/* /dev/nvidia-uvm-tools, minor 1 */
/* A UVM command's ROUTE: valid on a file before its UVM_INITIALIZE */
#define GS_ABI_UVM_BEFORE_INIT	0x10

/*
 * How the driver checks an escape's argument size (*_RULE facts), before
 * anything else from 595 on (nv_validate_ioctls()), in each escape's
 * handler before.
 */
#define GS_ABI_SIZE_EXACT	0	/* == the escape's size */
#define GS_ABI_SIZE_EITHER	1	/* RM_ALLOC: NVOS21 or NVOS64 */
#define GS_ABI_SIZE_ARRAY	2	/* a non-zero multiple of the element */
#define GS_ABI_SIZE_AT_LEAST	3	/* >= the escape's size */
#define GS_ABI_SIZE_ANY		4	/* not checked (the handler reads less) */

/* What a file descriptor in an argument must name (*_FD_KIND facts). */
#define GS_ABI_FD_CTL		1	/* a ctl file: char 195:255 */
#define GS_ABI_FD_CTL_OR_GPU	2	/* ctl, or the mapped GPU's file */
#define GS_ABI_FD_UVM		3	/* an nvidia-uvm file (f_op checked) */
#define GS_ABI_FD_DMABUF	4	/* a dma-buf nvidia.ko exported, or -1 */
#define GS_ABI_FD_EVENT_KEY	5	/* a key in RM's OS-event list */
#define GS_ABI_FD_UNUSED	6	/* a field the driver never reads */
#define GS_ABI_FD_CAP		7	/* /dev/nvidia-caps/nvidia-capN */
#define GS_ABI_FD_GPU		8	/* a GPU's /dev/nvidiaN */
#define GS_ABI_FD_IMEX_CHANNEL	9	/* /dev/nvidia-caps-imex-channels/N */

/*
 * Who may issue an RM control or allocate a class (*_PRIV facts), from the
 * control's registered flags and access right or the class's
 * RS_FLAGS_ALLOC_*: a caller with CAP_SYS_ADMIN is USER_ROOT to RM, any
 * other user process USER.
 */
#define GS_ABI_PRIV_KERNEL	0	/* kernel clients only */
#define GS_ABI_PRIV_ROOT	1	/* PRIVILEGED: USER_ROOT and kernel */
#define GS_ABI_PRIV_USER	2	/* NON_PRIVILEGED: any client */
#define GS_ABI_PRIV_RS_ACCESS	3	/* an access right RM grants at allocation */
#define GS_ABI_PRIV_NOBODY	4	/* a class with no RS_FLAGS_ALLOC_*: refused */

/* Rows between "#if GS_ABI_ALL || defined(X)" are facts here too */
#define GS_ABI_ALL		1

/* The constants: GS_ABI_<NAME>, written by scripts/nv-abi from the rows */
#ifndef GS_ABI_GENERATING
#include "nv_abi_const.h"
#endif

/* The versioned facts, as indexes of a version's table. */
enum gs_abi_fact {
#define GS_K(name, value, probe)
#define GS_V(name, base, changes, probe)	GS_ABI_F_##name,
#include "nv_abi_facts.def"
#undef GS_K
#undef GS_V
	GS_ABI_FACT_NR
};

/**
 * struct gs_abi - the ABI of one supported driver version
 * @version: NVIDIA's version string, "580.159.04"
 * @key: GS_ABI_KEY() of @version
 * @tagged: whether NVIDIA published its sources (a tag of
 *	open-gpu-kernel-modules), which the description is checked against;
 *	an untagged version is checked by traces recorded on it
 * @from: for a tagged version, the key of the oldest release of its branch
 *	with the same facts (GS_ABI_SPAN, core/nv_abi_versions.def)
 * @v: the values of the versioned facts, GS_ABI_FACT_NR of them
 */
struct gs_abi {
	const char *version;
	u32 key;
	bool tagged;
	u32 from;
	const u32 *v;
};

/* The supported versions, sorted (core/nv_abi_tables.c): use gs_abi_find() */
extern const struct gs_abi gs_abi_versions[];
extern const unsigned int gs_abi_nr_versions;

/* A versioned fact of @abi: GS_ABI(abi, UVM_FREE_SIZE). */
#define GS_ABI(abi, name)	((abi)->v[GS_ABI_F_##name])

/* How gs_abi_find() matched a version string. */
enum gs_abi_match {
	GS_ABI_UNKNOWN,		/* no supported version of that branch */
	GS_ABI_EXACT,		/* a supported version */
	GS_ABI_BRANCH,		/* another release of a supported branch */
};

const struct gs_abi *gs_abi_find(const char *version,
				 enum gs_abi_match *match);
const struct gs_abi *gs_abi_list(unsigned int *count);
bool gs_abi_parse(const char *version, u32 *key);
size_t gs_abi_supported(char *buf, size_t len);

/**
 * gs_abi_within() - whether a field lies within an argument
 * @at: the field's offset, a fact (GS_ABI_ABSENT when the version lacks it)
 * @width: the field's bytes
 * @size: the argument's bytes, a fact too
 *
 * Whatever the version, a reader checks here before it reads or writes a
 * field of a caller's argument at an offset the table gave it.
 */
static inline bool gs_abi_within(u32 at, u32 width, u32 size)
{
	return at != GS_ABI_ABSENT && size != GS_ABI_ABSENT &&
	       width <= size && at <= size - width;
}

#ifdef __cplusplus
}
#endif

#endif /* _GS_NV_ABI_H */
