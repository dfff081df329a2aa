/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _GS_CHARGE_H
#define _GS_CHARGE_H

#include <linux/types.h>

struct gs_slice;
struct pid;

int gs_charge_open(struct gs_slice *s, struct pid *tgid);
void gs_charge_close(struct gs_slice *s, struct pid *tgid);
bool gs_charge_reserve(struct gs_slice *s, unsigned int gpu, u64 bytes);
void gs_charge_unreserve(struct gs_slice *s, unsigned int gpu, u64 bytes);
int gs_charge_audit(struct gs_slice *s, struct pid *tgid);
void gs_charge_revoke(struct gs_slice *s);

#endif /* _GS_CHARGE_H */
