/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _GS_NVVERSION_H
#define _GS_NVVERSION_H

#include <linux/types.h>

#include "gpuslice.h"

struct gs_abi;

/**
 * struct gs_nvversion - the table gpuslice uses for a driver version
 * @abi: the table; NULL when there is none, and the driver is refused
 * @match: how it was chosen, a GPUSLICE_DRIVER_* (uapi/gpuslice.h)
 * @refusal: for a driver without a table, why, with the supported list
 *	and the way forward; valid until the module unloads
 */
struct gs_nvversion {
	const struct gs_abi *abi;
	u32 match;
	const char *refusal;
};

void gs_nvversion_of(const char *version, struct gs_nvversion *v);
int gs_nvversion_probe(char *version, size_t len, struct gs_nvversion *v);
void gs_nvversion_uninit(void);

#endif /* _GS_NVVERSION_H */
