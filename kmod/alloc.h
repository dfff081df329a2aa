/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _GS_ALLOC_H
#define _GS_ALLOC_H

#include <linux/types.h>

struct gs_call;
struct gs_nv_escape;

bool gs_alloc_changes_fb(const struct gs_nv_escape *e);
long gs_alloc_call(const struct gs_call *c);

#endif /* _GS_ALLOC_H */
