/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A raw RM client for tests: the ioctls CUDA issues (docs/nvidia-abi.md), laid
 * out as CUDA sends them (NVOS64 RM_ALLOC, NVOS54 RM_CONTROL ...), on the
 * nodes of a directory: /dev for the (simulated) driver itself,
 * /dev/gpuslice/<slice> for a slice. Every call returns the RM status, or
 * NVRM_ERRNO(errno) when the ioctl itself failed.
 */
#ifndef _TEST_NVRM_H
#define _TEST_NVRM_H

#include <stdint.h>
#include <sys/types.h>

#include <sys/ioctl.h>

#include "nv_abi.h"

/*
 * Every NVIDIA number here is the ABI description's (core/nv_abi.h): a
 * constant GS_ABI_<NAME>, or NVRM_ABI(<NAME>), the value in the version of
 * the driver at /dev/nvidiactl.
 */

/*
 * The table of the driver's version, which CHECK_VERSION_STR's query
 * answers on /dev/nvidiactl; without a driver, or one of a version the
 * description lacks, the base branch's (GS_ABI_BASE_BRANCH). Asked once;
 * nvrm_abi_forget() makes the next call ask again, after a test loads the
 * driver with another version.
 */
const struct gs_abi *nvrm_abi(void);
void nvrm_abi_forget(void);
#define NVRM_ABI(name)		GS_ABI(nvrm_abi(), name)

/* The version string the driver answers the query with; 0 or -errno */
int nvrm_driver_version(int ctl, char *buf, size_t len);

#define NVRM_IOCTL(nr, size) \
	_IOC(_IOC_READ | _IOC_WRITE, GS_ABI_NV_IOCTL_MAGIC, (nr), (size))

/* Escapes (the ioctl numbers) */
#define NVRM_ESC_ALLOC_MEMORY	GS_ABI_ESC_RM_ALLOC_MEMORY
#define NVRM_ESC_FREE		GS_ABI_ESC_RM_FREE
#define NVRM_ESC_CONTROL	GS_ABI_ESC_RM_CONTROL
#define NVRM_ESC_ALLOC		GS_ABI_ESC_RM_ALLOC
#define NVRM_ESC_DUP		GS_ABI_ESC_RM_DUP_OBJECT
#define NVRM_ESC_SHARE		GS_ABI_ESC_RM_SHARE
#define NVRM_ESC_VID_HEAP	GS_ABI_ESC_RM_VID_HEAP_CONTROL
#define NVRM_ESC_MAP_MEMORY	GS_ABI_ESC_RM_MAP_MEMORY
#define NVRM_ESC_CARD_INFO	GS_ABI_ESC_CARD_INFO
#define NVRM_ESC_REGISTER_FD	GS_ABI_ESC_REGISTER_FD
#define NVRM_ESC_CHECK_VERSION	GS_ABI_ESC_CHECK_VERSION_STR
#define NVRM_ESC_ATTACH_GPUS	GS_ABI_ESC_ATTACH_GPUS_TO_FD

/* A failed ioctl, told apart from every RM status (the tests' own) */
#define NVRM_ERRNO(e)		(0xdead0000u | (uint32_t)(e))

/* RM statuses (nvstatuscodes.h) */
#define NVRM_OK			GS_ABI_NV_OK
#define NVRM_GPU_UUID_NOT_FOUND	GS_ABI_ERR_GPU_UUID_NOT_FOUND
#define NVRM_ILLEGAL_ACTION	GS_ABI_ERR_ILLEGAL_ACTION
#define NVRM_IN_USE		GS_ABI_ERR_IN_USE
#define NVRM_DUPLICATE		GS_ABI_ERR_INSERT_DUPLICATE_NAME
#define NVRM_PERMISSIONS	GS_ABI_ERR_INSUFFICIENT_PERMISSIONS
#define NVRM_INVALID_ADDRESS	GS_ABI_ERR_INVALID_ADDRESS
#define NVRM_INVALID_ARGUMENT	GS_ABI_ERR_INVALID_ARGUMENT
#define NVRM_INVALID_CHANNEL	GS_ABI_ERR_INVALID_CHANNEL
#define NVRM_INVALID_CLASS	GS_ABI_ERR_INVALID_CLASS
#define NVRM_INVALID_CLIENT	GS_ABI_ERR_INVALID_CLIENT
#define NVRM_INVALID_DEVICE	GS_ABI_ERR_INVALID_DEVICE
#define NVRM_INVALID_FLAGS	GS_ABI_ERR_INVALID_FLAGS
#define NVRM_INVALID_OBJECT	GS_ABI_ERR_INVALID_OBJECT
#define NVRM_INVALID_HANDLE	GS_ABI_ERR_INVALID_OBJECT_HANDLE
#define NVRM_INVALID_PARAMETER	GS_ABI_ERR_INVALID_PARAMETER
#define NVRM_INVALID_STATE	GS_ABI_ERR_INVALID_STATE
#define NVRM_NO_MEMORY		GS_ABI_ERR_NO_MEMORY
#define NVRM_NOT_SUPPORTED	GS_ABI_ERR_NOT_SUPPORTED
#define NVRM_NOT_FOUND		GS_ABI_ERR_OBJECT_NOT_FOUND
#define NVRM_OUT_OF_RANGE	GS_ABI_ERR_OUT_OF_RANGE
#define NVRM_STATE_IN_USE	GS_ABI_ERR_STATE_IN_USE
#define NVRM_ADDRESS_IN_USE	GS_ABI_ERR_UVM_ADDRESS_IN_USE

/*
 * The device and subdevice of nvrm_setup_client(), CUDA's handles (the
 * traces' 0x5c000002 and 0x5c000003)
 */
#define NVRM_H_DEV		(GS_ABI_CUDA_HANDLE_BASE + 2)
#define NVRM_H_SUBDEV		(GS_ABI_CUDA_HANDLE_BASE + 3)

/* NV2080_CTRL_CMD_FB_GET_INFO_V2 and two of its indexes */
#define NVRM_FB_GET_INFO_V2	GS_ABI_CTRL_2080_FB_GET_INFO_V2
#define NVRM_FB_HEAP_SIZE	GS_ABI_FB_INFO_INDEX_HEAP_SIZE
#define NVRM_FB_HEAP_FREE	GS_ABI_FB_INFO_INDEX_HEAP_FREE

/*
 * The legacy NV2080_CTRL_CMD_FB_GET_INFO: params {listSize, list NvP64},
 * the list of {index, data} entries in user memory. RM converts it to
 * FB_GET_INFO_V2, whose list holds at most NVRM_FB_INFO_MAX entries, the
 * version's (54 to 128).
 */
#define NVRM_FB_GET_INFO	GS_ABI_CTRL_2080_FB_GET_INFO
#define NVRM_FB_INFO_MAX	NVRM_ABI(CTRL_2080_FB_GET_INFO_V2_FBINFOLIST_MAX)

struct nvrm_fb_info_params {
	uint32_t list_size, pad;
	uint64_t list;
};

/*
 * NV_MEMORY_ALLOCATION_PARAMS as 550 on have it (128 bytes; 535 copies the
 * first 120, without numaNode)
 */
struct nvrm_memparams {
	uint32_t owner, type, flags, width, height;
	int32_t pitch;
	uint32_t attr, attr2, format, compr_covg, zcull_covg, pad0;
	uint64_t range_lo, range_hi, size, alignment, offset, limit, address;
	uint32_t ctag_offset, hvaspace, internal_flags, tag;
	uint64_t num_ranges;
};

/* NVOS32_PARAMETERS: RM_VID_HEAP_CONTROL */
#define NVRM_VIDHEAP_ALLOC_SIZE		GS_ABI_NVOS32_FUNCTION_ALLOC_SIZE
#define NVRM_VIDHEAP_FREE		GS_ABI_NVOS32_FUNCTION_FREE
#define NVRM_VIDHEAP_INFO		GS_ABI_NVOS32_FUNCTION_INFO
/* AllocSize.flags */
#define NVRM_VIDHEAP_HANDLE_PROVIDED \
	GS_ABI_NVOS32_ALLOC_FLAGS_MEMORY_HANDLE_PROVIDED
/* Free.flags: required */
#define NVRM_VIDHEAP_FREE_HANDLE \
	GS_ABI_NVOS32_FREE_FLAGS_MEMORY_HANDLE_PROVIDED

struct nvrm_nvos32 {
	uint32_t hroot, hparent, function, hvaspace;
	int16_t ivc_heap;
	uint16_t pad0;
	uint32_t status;
	uint64_t total, free;
	union {
		struct {
			uint32_t owner, hmemory, type, flags, attr, format;
			uint32_t compr_covg, zcull_covg, partition_stride;
			uint32_t width, height, pad;
			uint64_t size, alignment, offset, limit, address;
			uint64_t range_begin, range_end;
			uint32_t attr2, ctag_offset;
			int32_t numa_node;
		} alloc_size;
		struct {
			uint32_t owner, hmemory, flags;
		} free;
		struct {
			uint32_t attr, pad;
			uint64_t offset, size, base;	/* largest free block */
		} info;
		uint8_t raw[144];
	} data;
};

/* Opens NAME ("nvidiactl", "nvidia0", ...) in DIR. */
int nvrm_open(const char *dir, const char *name);

/* The driver's own /dev/nvidiactl and /dev/nvidia0. */
int nvrm_open_ctl(void);
int nvrm_open_gpu(void);

uint32_t nvrm_alloc(int fd, uint32_t hroot, uint32_t hparent, uint32_t *hnew,
		    uint32_t cls, void *params);
uint32_t nvrm_free(int fd, uint32_t hroot, uint32_t hobj);
uint32_t nvrm_control(int fd, uint32_t hclient, uint32_t hobj, uint32_t cmd,
		      void *params, uint32_t size);

/* RM_DUP_OBJECT of @hobj_src of @hclient_src as @hobj under @hparent. */
uint32_t nvrm_dup(int fd, uint32_t hclient, uint32_t hparent, uint32_t hobj,
		  uint32_t hclient_src, uint32_t hobj_src);

/* RS_SHARE_TYPE_* (rs_access.h) and the DUP_OBJECT access right's mask */
#define NVRM_SHARE_ALL		GS_ABI_RS_SHARE_TYPE_ALL
#define NVRM_SHARE_OS_TOKEN	GS_ABI_RS_SHARE_TYPE_OS_SECURITY_TOKEN
#define NVRM_SHARE_CLIENT	GS_ABI_RS_SHARE_TYPE_CLIENT
#define NVRM_SHARE_PID		GS_ABI_RS_SHARE_TYPE_PID
#define NVRM_ACCESS_DUP		(1u << GS_ABI_RS_ACCESS_DUP_OBJECT)

/*
 * RM_SHARE of @hobj of @hclient: grants @access to what policy @type with
 * @target admits (cudaIpcGetMemHandle: ALL, @target its own client, DUP).
 */
uint32_t nvrm_share(int fd, uint32_t hclient, uint32_t hobj, uint16_t type,
		    uint32_t target, uint32_t access);

/* REGISTER_FD on a GPU file: links it to the client of @ctl_fd. */
int nvrm_register_fd(int gpu, int ctl_fd);

/*
 * RM_MAP_MEMORY of @hmem (@len bytes) into the mapping context of @map_fd,
 * issued on @ctl; the caller then mmaps @map_fd at offset 0.
 */
uint32_t nvrm_map_memory(int ctl, uint32_t hclient, uint32_t hdev,
			 uint32_t hmem, uint64_t len, int map_fd);

/* nvrm_map_memory() and the shared mmap of @map_fd; NULL on failure. */
void *nvrm_mmap(int ctl, uint32_t hclient, uint32_t hdev, uint32_t hmem,
		uint64_t len, int map_fd);

/*
 * A root client with a device and a subdevice, as CUDA starts, through
 * @ctl. @gpu is an open nvidia0 of the same directory (nvrm_open(dir,
 * "nvidia0")), which the caller keeps: the driver lets a process allocate
 * a device only while its fd table holds a file of that GPU
 * (nv_is_gpu_accessible; CUDA opens /dev/nvidia0 first), else the device
 * is NVRM_PERMISSIONS. No call is made on @gpu; one that is not open is
 * NVRM_ERRNO(EBADF), before any call.
 */
uint32_t nvrm_setup_client(int ctl, int gpu, uint32_t *hclient);

/* The same on the GPU of device instance @device, @gpu its open node. */
uint32_t nvrm_setup_client_on(int ctl, int gpu, uint32_t device,
			      uint32_t *hclient);

/*
 * The same on the GPU of /dev/nvidia@minor (@gpu, open), found as CUDA
 * finds it: its gpuId from CARD_INFO, the GPU attached to @ctl, its device
 * instance from GET_ID_INFO_V2 (RM gives instances in the order GPUs
 * attach, not by minor). A minor CARD_INFO does not list is
 * NVRM_ERRNO(ENODEV). The driver attaches GPUs to a ctl file once: one
 * such call per @ctl.
 */
uint32_t nvrm_setup_client_minor(int ctl, int gpu, unsigned int minor,
				 uint32_t *hclient);

/*
 * The device instance of /dev/nvidia@minor, found so (the GPU attached to
 * @ctl), with client @hclient.
 */
uint32_t nvrm_minor_instance(int ctl, uint32_t hclient, unsigned int minor,
			     uint32_t *instance);

/*
 * cudaMalloc's framebuffer allocation (NV01_MEMORY_LOCAL_USER with CUDA's
 * flags and attr, GS_ABI_CUDA_MALLOC_*) of @size bytes aligned to @align
 * (0: RM's choice) under NVRM_H_DEV; @p gets the reply unless NULL.
 */
uint32_t nvrm_alloc_fb(int ctl, uint32_t hclient, uint32_t h, uint64_t size,
		       uint64_t align, struct nvrm_memparams *p);

/* System memory (NV01_MEMORY_SYSTEM, no flags) of @size bytes, NVRM_H_DEV's */
uint32_t nvrm_alloc_sysmem(int ctl, uint32_t hclient, uint32_t h,
			   uint64_t size, struct nvrm_memparams *p);

/* FERMI_VASPACE_A under NVRM_H_DEV (CUDA's flags: GS_ABI_CUDA_VASPACE_FLAGS) */
uint32_t nvrm_alloc_vaspace(int ctl, uint32_t hclient, uint32_t h,
			    uint32_t flags);

/*
 * FB_GET_INFO_V2 of the @n indexes at @idx (at most NVRM_FB_INFO_MAX),
 * with the version's parameter size; @kib gets their values, in KiB,
 * whatever the status.
 */
uint32_t nvrm_fb_info_list(int ctl, uint32_t hclient, const uint32_t *idx,
			   unsigned int n, uint32_t *kib);

/*
 * GPU_GET_PID_INFO's video memory of @n processes (at most
 * NVRM_PID_INFO_MAX) on client @hclient's NVRM_H_SUBDEV: RM's result for
 * each pid and, where that is NVRM_OK, the bytes it holds alone, those it
 * owns that others hold too, and those it holds by dups of others'. The
 * control's status; @out is filled only when it is NVRM_OK.
 */
#define NVRM_PID_INFO_MAX	GS_ABI_CTRL_2080_GPU_GET_PID_INFO_PIDINFOLIST_MAX

struct nvrm_pid_mem {
	uint32_t result;
	uint64_t priv, owned, duped;
};

uint32_t nvrm_pid_mem(int ctl, uint32_t hclient, const uint32_t *pids,
		      unsigned int n, struct nvrm_pid_mem *out);

/* FB_GET_INFO_V2 of one index, in KiB. */
uint32_t nvrm_fb_info(int ctl, uint32_t hclient, uint32_t index,
		      uint32_t *kib);

/* NVRM_FB_HEAP_FREE in KiB, 0 when the control fails. */
uint32_t nvrm_heap_free_kib(int ctl, uint32_t hclient);

/*
 * The legacy FB_GET_INFO of the @n indexes at @idx on NVRM_H_SUBDEV; @kib
 * gets their values, in KiB, whatever the status.
 */
uint32_t nvrm_fb_info_legacy(int ctl, uint32_t hclient, const uint32_t *idx,
			     unsigned int n, uint32_t *kib);

/* RM_VID_HEAP_CONTROL of @a as it is; returns the status it got. */
uint32_t nvrm_vidheap(int ctl, struct nvrm_nvos32 *a);

/*
 * VID_HEAP_CONTROL INFO of NVRM_H_DEV: the heap's @total and @free bytes
 * (HEAP_SIZE + FB_TAX and HEAP_FREE, in KiB << 10); either may be NULL.
 */
uint32_t nvrm_vidheap_info(int ctl, uint32_t hclient, uint64_t *total,
			   uint64_t *free);

/*
 * VID_HEAP_CONTROL ALLOC_SIZE of @size bytes with @attr under NVRM_H_DEV,
 * with cudaMalloc's flags: the location in @attr picks framebuffer (class
 * 0x40) or system memory (0x3e). *@hmem is the handle to use, or 0 for one
 * RM picks, which *@hmem then gets. @alloc_size (unless NULL) gets the
 * size allocated.
 */
uint32_t nvrm_vidheap_alloc(int ctl, uint32_t hclient, uint32_t *hmem,
			    uint64_t size, uint32_t attr,
			    uint64_t *alloc_size);

/* The same with NVOS32 attr2 @attr2 (nvrm_vidheap_alloc() passes 0). */
uint32_t nvrm_vidheap_alloc2(int ctl, uint32_t hclient, uint32_t *hmem,
			     uint64_t size, uint32_t attr, uint32_t attr2,
			     uint64_t *alloc_size);

/* VID_HEAP_CONTROL FREE of @hmem. */
uint32_t nvrm_vidheap_free(int ctl, uint32_t hclient, uint32_t hmem);

/*
 * Export files, CUDA's POSIX-fd shareable handles: RM controls on the
 * client (NV0000 OS_UNIX, ctrl0000unix.h) whose parameters carry the fd of
 * a ctl file, the export file, where RM keeps the exported objects.
 * Importers get that fd (SCM_RIGHTS) and dup the objects out of it.
 */
#define NVRM_EXPORT_INFO	GS_ABI_CTRL_0000_OS_UNIX_GET_EXPORT_OBJECT_INFO
#define NVRM_CREATE_EXPORT_FD	GS_ABI_CTRL_0000_OS_UNIX_CREATE_EXPORT_OBJECT_FD
#define NVRM_EXPORT_OBJECTS	GS_ABI_CTRL_0000_OS_UNIX_EXPORT_OBJECTS_TO_FD
#define NVRM_IMPORT_OBJECTS	GS_ABI_CTRL_0000_OS_UNIX_IMPORT_OBJECTS_FROM_FD
#define NVRM_EXPORT_METADATA	GS_ABI_OS_UNIX_EXPORT_OBJECT_FD_BUFFER_SIZE
/* objects of one export call, of one import call */
#define NVRM_EXPORT_MAX	GS_ABI_CTRL_0000_OS_UNIX_EXPORT_OBJECTS_TO_FD_OBJECTS_MAX
#define NVRM_IMPORT_MAX	GS_ABI_CTRL_0000_OS_UNIX_IMPORT_OBJECTS_FROM_FD_OBJECTS_MAX
/* objectTypes: an empty slot, framebuffer, system memory */
#define NVRM_IMPORT_NONE	GS_ABI_OS_UNIX_IMPORT_OBJECT_TYPE_NONE
#define NVRM_IMPORT_VIDMEM	GS_ABI_OS_UNIX_IMPORT_OBJECT_TYPE_VIDMEM
#define NVRM_IMPORT_SYSMEM	GS_ABI_OS_UNIX_IMPORT_OBJECT_TYPE_SYSMEM
#define NVRM_NO_GPU_INSTANCE	GS_ABI_NV0000_GPU_INVALID_ID	/* no MIG */

/*
 * The parameters, as nvrm.c checks them against the description; GET_
 * EXPORT_OBJECT_INFO's as 550 on have it (535: no gpuInstanceId, 76 bytes)
 */
struct nvrm_create_export_fd {
	uint32_t hdevice;
	uint16_t max_objects;
	uint8_t metadata[NVRM_EXPORT_METADATA];
	int32_t fd;
};

struct nvrm_export_objects {
	int32_t fd;
	uint32_t hdevice;
	uint16_t max_objects;
	uint8_t metadata[NVRM_EXPORT_METADATA];
	uint32_t objects[NVRM_EXPORT_MAX];
	uint16_t num_objects, index;
};

struct nvrm_export_info {
	int32_t fd;
	uint32_t device_instance, gpu_instance;
	uint16_t max_objects;
	uint8_t metadata[NVRM_EXPORT_METADATA];
};

struct nvrm_import_objects {
	int32_t fd;
	uint32_t hparent;
	uint32_t objects[NVRM_IMPORT_MAX];
	uint8_t object_types[NVRM_IMPORT_MAX];
	uint16_t num_objects, index;
};

/* The control @cmd of one of the structs above, on @hclient itself. */
uint32_t nvrm_export_call(int ctl, uint32_t hclient, uint32_t cmd, void *p);

/*
 * An export file as CUDA makes one: a new nvidiactl of @dir with
 * ATTACH_GPUS_TO_FD of GPU 0 (its gpu_id from CARD_INFO on it). Returns
 * the fd, or a negative errno.
 */
int nvrm_export_open(const char *dir);

/*
 * EXPORT_OBJECTS_TO_FD of the @n handles at @h (NULL: none) of @hclient
 * into slots @index.. of @export_fd, which it sets up if need be: device
 * @hdev, @max slots, @metadata (64 bytes, or NULL for zeros).
 */
uint32_t nvrm_export_n(int ctl, uint32_t hclient, int export_fd,
		       uint32_t hdev, uint16_t max, const void *metadata,
		       const uint32_t *h, uint16_t n, uint16_t index);

/*
 * EXPORT_OBJECTS_TO_FD of @hobj of @hclient into slot 0 of @export_fd,
 * which it sets up if need be: device NVRM_H_DEV, @max slots, @metadata
 * (64 bytes, or NULL for zeros).
 */
uint32_t nvrm_export_one(int ctl, uint32_t hclient, int export_fd,
			 uint32_t hobj, uint16_t max, const void *metadata);

/*
 * What an importer does: GET_EXPORT_OBJECT_INFO of @export_fd (into
 * @info unless NULL), then IMPORT_OBJECTS_FROM_FD of slot 0 as *@hobj
 * (0: a handle RM picks, written back) under NVRM_H_DEV; @type (unless
 * NULL) gets its object type. Returns the first status that is not OK.
 */
uint32_t nvrm_import_one(int ctl, uint32_t hclient, int export_fd,
			 uint32_t *hobj, struct nvrm_export_info *info,
			 uint8_t *type);

/* Passes @fd over the unix socket @sock (SCM_RIGHTS); 0 or -errno. */
int nvrm_send_fd(int sock, int fd);

/* The fd nvrm_send_fd() passed on @sock, or -errno. */
int nvrm_recv_fd(int sock);

/*
 * A child process with a client and @bytes of framebuffer through @dir's
 * nodes (nvidiactl, and nvidia0 held open), waiting to be killed: a
 * process belongs to one slice, and the driver counts all of its memory
 * together. Returns its pid once the memory is allocated, or -1.
 */
pid_t nvrm_holder(const char *dir, uint64_t bytes);

/* Kills and waits for a nvrm_holder() (nothing for pid <= 0). */
void nvrm_reap(pid_t pid);

/*
 * GPU identity (NV0000 controls on the client, ctrl0000gpu.h). A GPU has
 * a gpuId (CARD_INFO's gpu_id), a minor (/dev/nvidiaN) and a device
 * instance (NV01_DEVICE_0's deviceId); the driver gives instances in the
 * order GPUs attach, so a client learns a GPU's from GET_ID_INFO(_V2).
 */
#define NVRM_GPU_GET_ATTACHED_IDS	GS_ABI_CTRL_0000_GPU_GET_ATTACHED_IDS
#define NVRM_GPU_GET_ID_INFO		GS_ABI_CTRL_0000_GPU_GET_ID_INFO
#define NVRM_GPU_GET_ID_INFO_V2		GS_ABI_CTRL_0000_GPU_GET_ID_INFO_V2
#define NVRM_GPU_GET_PROBED_IDS		GS_ABI_CTRL_0000_GPU_GET_PROBED_IDS
#define NVRM_GPU_ATTACH_IDS		GS_ABI_CTRL_0000_GPU_ATTACH_IDS
#define NVRM_GPU_DETACH_IDS		GS_ABI_CTRL_0000_GPU_DETACH_IDS
#define NVRM_GPU_GET_PCI_INFO		GS_ABI_CTRL_0000_GPU_GET_PCI_INFO
#define NVRM_GPU_GET_UUID_INFO		GS_ABI_CTRL_0000_GPU_GET_UUID_INFO
#define NVRM_GPU_GET_UUID_FROM_GPU_ID	GS_ABI_CTRL_0000_GPU_GET_UUID_FROM_GPU_ID
#define NVRM_GPU_QUERY_DRAIN_STATE	GS_ABI_CTRL_0000_GPU_QUERY_DRAIN_STATE
#define NVRM_GPU_GET_ACTIVE_DEVICE_IDS	GS_ABI_CTRL_0000_GPU_GET_ACTIVE_DEVICE_IDS
#define NVRM_GPU_ASYNC_ATTACH_ID	GS_ABI_CTRL_0000_GPU_ASYNC_ATTACH_ID
#define NVRM_GPU_INVALID_ID		GS_ABI_NV0000_GPU_INVALID_ID
#define NVRM_GPU_ATTACH_ALL		GS_ABI_NV0000_GPU_ATTACH_ALL_PROBED_IDS
/* gpuFlags: the GPU has a device */
#define NVRM_GPU_IN_USE \
	(GS_ABI_NV0000_GPU_ID_INFO_IN_USE_TRUE << GS_ABI_NV0000_GPU_ID_INFO_IN_USE_LO)

struct nvrm_gpu_id_info {			/* GET_ID_INFO_V2's */
	uint32_t gpu_id, flags, device_instance, subdevice_instance;
	uint32_t sli_status, board_id, gpu_instance;
	int32_t numa_id;
};

/* GET_ID_INFO_V2 of @gpu_id into @info (its gpuId set here). */
uint32_t nvrm_gpu_id_info(int ctl, uint32_t hclient, uint32_t gpu_id,
			  struct nvrm_gpu_id_info *info);

#endif /* _TEST_NVRM_H */
