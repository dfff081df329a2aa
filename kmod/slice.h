/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _GS_SLICE_H
#define _GS_SLICE_H

unsigned int gs_slice_count(void);

#endif /* _GS_SLICE_H */
