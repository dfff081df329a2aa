/* SPDX-License-Identifier: GPL-2.0 OR MIT */
/*
 * The core's whole view of its environment.
 *
 * Code under core/ is compiled twice: by Kbuild into gpuslice.ko, and by the
 * host compiler into user-space unit tests and the LD_PRELOAD engine. It
 * includes this header and nothing else from outside core/, and it spells
 * types the kernel's way (u8 ... u64, s32, bool) in both worlds.
 *
 * The ioctl number layout comes from <linux/ioctl.h> in both worlds: in user
 * space that is the kernel's own UAPI copy (linux-libc-dev), so the _IOC_*
 * field widths are those of the architecture the driver runs on (14 size bits
 * on x86 and arm64, 13 on powerpc).
 */
#ifndef _GS_TYPES_H
#define _GS_TYPES_H

#ifdef __KERNEL__

#include <linux/bits.h>
#include <linux/ioctl.h>
#include <linux/kernel.h>	/* ARRAY_SIZE */
#include <linux/stddef.h>
#include <linux/string.h>
#include <linux/types.h>

#else /* !__KERNEL__ */

#include <linux/ioctl.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

/*
 * The kernel's definitions (asm-generic/int-ll64.h), not <stdint.h>'s: u64 is
 * unsigned long long in both worlds, so a format string that is right in the
 * kernel is right in the tests.
 */
typedef unsigned char u8;
typedef unsigned short u16;
typedef unsigned int u32;
typedef unsigned long long u64;
typedef signed char s8;
typedef signed short s16;
typedef signed int s32;
typedef signed long long s64;

#ifndef U64_MAX
#define U64_MAX ((u64)~0ULL)
#endif

#ifndef ARRAY_SIZE
#define ARRAY_SIZE(arr) (sizeof(arr) / sizeof((arr)[0]))
#endif

#ifndef BIT
#define BIT(nr) (1UL << (nr))
#endif

#ifndef __must_check
#define __must_check __attribute__((__warn_unused_result__))
#endif

#endif /* __KERNEL__ */

/*
 * Field accessors for argument buffers that the caller has already copied.
 * NVIDIA's structures are in host byte order and naturally aligned, but a
 * buffer's start need not be, so go through memcpy (which the compiler turns
 * into a plain load).
 */
static inline u32 gs_get_u32(const void *buf, size_t off)
{
	u32 v;

	memcpy(&v, (const u8 *)buf + off, sizeof(v));
	return v;
}

static inline void gs_put_u32(void *buf, size_t off, u32 v)
{
	memcpy((u8 *)buf + off, &v, sizeof(v));
}

static inline u64 gs_get_u64(const void *buf, size_t off)
{
	u64 v;

	memcpy(&v, (const u8 *)buf + off, sizeof(v));
	return v;
}

static inline void gs_put_u64(void *buf, size_t off, u64 v)
{
	memcpy((u8 *)buf + off, &v, sizeof(v));
}

/*
 * Fields of an ioctl request number. nvidia.ko dispatches on the number and
 * the size only (docs/nvidia-abi.md section 1); nvidia-uvm's requests are plain
 * integers and must not be decoded with these (section 6).
 */
static inline u32 gs_ioc_nr(u32 req)
{
	return _IOC_NR(req);
}

static inline u32 gs_ioc_type(u32 req)
{
	return _IOC_TYPE(req);
}

static inline u32 gs_ioc_size(u32 req)
{
	return _IOC_SIZE(req);
}

static inline u32 gs_ioc_dir(u32 req)
{
	return _IOC_DIR(req);
}

#endif /* _GS_TYPES_H */
