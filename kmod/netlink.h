/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _GS_NETLINK_H
#define _GS_NETLINK_H

int gs_genl_init(void);
void gs_genl_uninit(void);

#endif /* _GS_NETLINK_H */
