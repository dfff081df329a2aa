/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _GS_UVM_H
#define _GS_UVM_H

struct gs_call;

long gs_uvm_call(const struct gs_call *c);

#endif /* _GS_UVM_H */
