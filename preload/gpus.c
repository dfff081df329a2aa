// SPDX-License-Identifier: GPL-2.0
/*
 * Which GPU a device object is on. GPUSLICE_LIMITS, the ledgers and the
 * compute segments number GPUs by /dev/nvidiaN minor, as gpuslice create
 * --gpu and the kernel engine's slices do: the driver gives each GPU its
 * minor at probe and keeps it. A device object (NV01_DEVICE_0) names its
 * GPU by device instance, which RM gives GPUs in the order they attach:
 * on a host of two H100 they came up swapped, and a slice's limits with
 * them (core/nv_gpuid.h, struct gs_nv_host_gpus).
 *
 * The map is learnt from the driver's answers to the process's own calls,
 * CARD_INFO (gpuId and minor) and GET_ID_INFO(_V2) (gpuId and instance),
 * which CUDA makes before each device it allocates; for an instance a
 * client did not ask about, the engine asks the driver itself, through
 * the caller's ctl file and client.
 */

#include <pthread.h>
#include <string.h>

#include "gpus.h"
#include "nv_gpuid.h"
#include "objects.h"
#include "rm_call.h"

/* What the process learnt; under host_lock. */
static struct gs_nv_host_gpus host;
static pthread_mutex_t host_lock = PTHREAD_MUTEX_INITIALIZER;

void gs_gpus_card_info(const void *card, u32 size)
{
	pthread_mutex_lock(&host_lock);
	gs_nv_host_gpus_card_info(&host, card, size);
	pthread_mutex_unlock(&host_lock);
}

void gs_gpus_control(const struct gs_abi *abi, u32 cmd, const void *params,
		     u32 size)
{
	pthread_mutex_lock(&host_lock);
	gs_nv_host_gpus_id_info(abi, &host, cmd, params, size);
	pthread_mutex_unlock(&host_lock);
}

static int minor_of(u32 instance)
{
	int minor;

	pthread_mutex_lock(&host_lock);
	minor = gs_nv_host_gpus_minor(&host, instance);
	pthread_mutex_unlock(&host_lock);
	return minor;
}

/* Asks the driver every GPU's minor and instance. */
static void ask(const struct gs_abi *abi, int ctl, u32 client)
{
	u8 card[GS_NV_MAX_GPUS * GS_ABI_CARD_INFO_SIZE] = { 0 };
	u8 params[GS_ABI_CTRL_0000_GPU_GET_ID_INFO_V2_SIZE];
	struct gs_nv_host_gpus seen;
	u32 i;

	if (gs_rm_card_info(ctl, card, sizeof(card)))
		return;
	pthread_mutex_lock(&host_lock);
	gs_nv_host_gpus_card_info(&host, card, sizeof(card));
	seen = host;
	pthread_mutex_unlock(&host_lock);
	for (i = 0; i < seen.nr; i++) {
		memset(params, 0, sizeof(params));
		gs_put_u32(params, GS_ABI_CTRL_0000_GPU_GET_ID_INFO_V2_GPUID_AT,
			   seen.gpu_id[i]);
		/* a GPU not attached to the caller's files has none */
		if (!gs_rm_control(ctl, client, client,
				   GS_ABI_CTRL_0000_GPU_GET_ID_INFO_V2,
				   params, sizeof(params)))
			gs_gpus_control(abi, GS_ABI_CTRL_0000_GPU_GET_ID_INFO_V2,
					params, sizeof(params));
	}
}

int gs_gpus_of_device(const struct gs_abi *abi, int ctl, u32 client,
		      u32 instance)
{
	int minor = minor_of(instance);

	if (minor < 0) {
		ask(abi, ctl, client);
		minor = minor_of(instance);
	}
	return minor < 0 ? GS_GPU_NONE : minor;
}
