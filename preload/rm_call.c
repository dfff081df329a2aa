// SPDX-License-Identifier: GPL-2.0
/* Calls the engine makes of the driver itself (rm_call.h). */

#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "nv_charge.h"
#include "nv_gpuid.h"
#include "nv_rmapi.h"
#include "rm_call.h"

u32 gs_rm_control(int fd, u32 client, u32 object, u32 cmd, void *params,
		  u32 size)
{
	struct gs_nvos54 a = {
		.hclient = client, .hobject = object, .cmd = cmd,
		.params = (uintptr_t)params, .params_size = size,
	};
	unsigned long req = _IOC(_IOC_READ | _IOC_WRITE, 'F',
				 GS_ABI_ESC_RM_CONTROL, sizeof(a));

	if (syscall(SYS_ioctl, fd, req, &a))
		return ~0U;
	return a.status;
}

int gs_rm_card_info(int fd, void *card, u32 size)
{
	unsigned long req = _IOC(_IOC_READ | _IOC_WRITE, 'F',
				 GS_ABI_ESC_CARD_INFO, size);

	return syscall(SYS_ioctl, fd, req, card) ? -1 : 0;
}
