/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _GS_GPUID_H
#define _GS_GPUID_H

#include <linux/types.h>

struct gs_abi;
struct gs_nvos54;
struct gs_slice;

/* No GPU of the slice: an object gpuslice does not know */
#define GS_GPUID_UNKNOWN	(-1)

/* A device allocation in flight: where its deviceId is, and what it was. */
struct gs_gpuid_device {
	u32 __user *udevice_id;
	u32 asked;
	int gpu;
};

int gs_gpuid_object_gpu(struct gs_slice *s, u32 hclient, u32 hobject);
int gs_gpuid_control_check(struct gs_slice *s, const struct gs_abi *abi,
			   const struct gs_nvos54 *c);
bool gs_gpuid_control_view(struct gs_slice *s, const struct gs_abi *abi,
			   u32 cmd, void *params, u32 size);
bool gs_gpuid_card_info_view(struct gs_slice *s, void *info, u32 size);
int gs_gpuid_device_begin(struct gs_slice *s, void __user *uparams,
			  struct gs_gpuid_device *d);
void gs_gpuid_device_end(const struct gs_gpuid_device *d);

#endif /* _GS_GPUID_H */
