/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _GS_NETLINK_H
#define _GS_NETLINK_H

int gs_netlink_init(void);
void gs_netlink_uninit(void);

#endif /* _GS_NETLINK_H */
