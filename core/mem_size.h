/* SPDX-License-Identifier: GPL-2.0 OR MIT */
/*
 * Memory sizes as people write them, the grammar of the CLI's --memory
 * (docs/cli.md, "Sizes"): a decimal number, optionally with a fraction,
 * then an optional unit B, KiB, MiB or GiB (any case, a space may come
 * between); a number alone means MiB. The CLI and the user-space engine
 * both read limits with it, so a slice's size, and what is wrong with
 * one, read the same in both.
 */
#ifndef _GS_MEM_SIZE_H
#define _GS_MEM_SIZE_H

#include "gs_types.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Room for any reason gs_mem_size_parse() gives, with its NUL */
#define GS_MEM_SIZE_WHY_MAX	160

/*
 * Parses the @len bytes at @text into *@bytes. A limit must be a whole
 * number of MiB and at least 1 MiB. Returns true, or false with @why (of
 * GS_MEM_SIZE_WHY_MAX bytes) saying why @text is not a size, naming an
 * unknown unit and the bytes of a size that is not whole MiB.
 */
bool gs_mem_size_parse(const char *text, size_t len, u64 *bytes, char *why);

#ifdef __cplusplus
}
#endif

#endif /* _GS_MEM_SIZE_H */
