/* SPDX-License-Identifier: GPL-2.0 OR MIT */
/*
 * Memory sizes as people write them, the grammar of the CLI's --memory
 * (docs/cli.md, "Sizes"): a decimal number, optionally with a fraction,
 * then an optional unit B, KiB, MiB or GiB (any case, a space may come
 * between); a number alone means MiB. The user-space engine reads its
 * limits with it, so a slice's size means the same in both engines.
 */
#ifndef _GS_MEM_SIZE_H
#define _GS_MEM_SIZE_H

#include "gs_types.h"

#ifdef __cplusplus
extern "C" {
#endif

/*
 * Parses the @len bytes at @text into *@bytes. A limit must be a whole
 * number of MiB and at least 1 MiB, as the CLI demands. Returns NULL on
 * success, else why @text is not a size (a constant string).
 */
const char *gs_mem_size_parse(const char *text, size_t len, u64 *bytes);

#ifdef __cplusplus
}
#endif

#endif /* _GS_MEM_SIZE_H */
