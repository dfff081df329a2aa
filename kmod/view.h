/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _GS_VIEW_H
#define _GS_VIEW_H

struct gs_call;
struct gs_nv_op;

long gs_view_rm_control(const struct gs_call *c);
long gs_view_card_info(const struct gs_call *c);
long gs_view_heap_info(const struct gs_call *c, const struct gs_nv_op *op);

#endif /* _GS_VIEW_H */
