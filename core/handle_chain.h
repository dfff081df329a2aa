/* SPDX-License-Identifier: GPL-2.0 OR MIT */
/*
 * What the core's tables found by RM's (client, handle) share
 * (fb_table.c, obj_table.c): the bucket of a key among a power of two of
 * them, and the links of their chains, which hold 1 + an entry's index so
 * that zeroed storage is a table of empty chains.
 */
#ifndef _GS_HANDLE_CHAIN_H
#define _GS_HANDLE_CHAIN_H

#include "gs_types.h"

/* No entry: what a chain's end, an empty bucket or a failed search hold */
#define GS_CHAIN_NONE	0xffffffffU

/* 1 + @i, as links and buckets hold it, or 0 for GS_CHAIN_NONE. */
static inline u32 gs_chain_link(u32 i)
{
	return i == GS_CHAIN_NONE ? 0 : i + 1;
}

/* The index a link or bucket holds, or GS_CHAIN_NONE. */
static inline u32 gs_chain_index(u32 l)
{
	return l ? l - 1 : GS_CHAIN_NONE;
}

/* The bucket of (@client, @handle) among @cap, a power of two. */
static inline u32 gs_chain_bucket(u32 cap, u32 client, u32 handle)
{
	u64 k = ((u64)client << 32 | handle) * 0x9e3779b97f4a7c15ULL;

	return (u32)(k >> 32) & (cap - 1);
}

#endif /* _GS_HANDLE_CHAIN_H */
