// SPDX-License-Identifier: GPL-2.0

#include <errno.h>
#include <fcntl.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <signal.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/wait.h>

#include "nvrm.h"

/* The structures of nvrm.h are the description's layouts */
#define AT(type, field, fact) \
	_Static_assert(offsetof(type, field) == GS_ABI_##fact, #fact)
#define SIZE(type, fact) \
	_Static_assert(sizeof(type) == GS_ABI_##fact, #fact)

SIZE(struct nvrm_nvos32, NVOS32_SIZE);
AT(struct nvrm_nvos32, status, NVOS32_STATUS_AT);
AT(struct nvrm_nvos32, total, NVOS32_TOTAL_AT);
AT(struct nvrm_nvos32, free, NVOS32_FREE_AT);
AT(struct nvrm_nvos32, data.alloc_size.hmemory, NVOS32_ALLOC_HMEMORY_AT);
AT(struct nvrm_nvos32, data.alloc_size.flags, NVOS32_ALLOC_FLAGS_AT);
AT(struct nvrm_nvos32, data.alloc_size.attr, NVOS32_ALLOC_ATTR_AT);
AT(struct nvrm_nvos32, data.alloc_size.size, NVOS32_ALLOC_SIZE_AT);
AT(struct nvrm_nvos32, data.alloc_size.attr2, NVOS32_ALLOC_ATTR2_AT);
AT(struct nvrm_nvos32, data.free.hmemory, NVOS32_FREE_HMEMORY_AT);
AT(struct nvrm_nvos32, data.free.flags, NVOS32_FREE_FLAGS_AT);
AT(struct nvrm_nvos32, data.info.size, NVOS32_INFO_SIZE_AT);
AT(struct nvrm_nvos32, data.info.base, NVOS32_INFO_BASE_AT);
SIZE(struct nvrm_memparams, MAX_MEMPARAMS_SIZE);
AT(struct nvrm_memparams, attr, MEMPARAMS_ATTR_AT);
AT(struct nvrm_memparams, attr2, MEMPARAMS_ATTR2_AT);
AT(struct nvrm_memparams, size, MEMPARAMS_SIZE_AT);
AT(struct nvrm_memparams, alignment, MEMPARAMS_ALIGNMENT_AT);
AT(struct nvrm_memparams, limit, MEMPARAMS_LIMIT_AT);
AT(struct nvrm_memparams, tag, MEMPARAMS_TAG_AT);
AT(struct nvrm_fb_info_params, list, CTRL_2080_FB_GET_INFO_FBINFOLIST_AT);
SIZE(struct nvrm_fb_info_params, CTRL_2080_FB_GET_INFO_SIZE);
SIZE(struct nvrm_create_export_fd, CTRL_0000_OS_UNIX_CREATE_EXPORT_OBJECT_FD_SIZE);
AT(struct nvrm_create_export_fd, metadata,
   CTRL_0000_OS_UNIX_CREATE_EXPORT_OBJECT_FD_METADATA_AT);
AT(struct nvrm_create_export_fd, fd,
   CTRL_0000_OS_UNIX_CREATE_EXPORT_OBJECT_FD_FD_AT);
SIZE(struct nvrm_export_objects, CTRL_0000_OS_UNIX_EXPORT_OBJECTS_TO_FD_SIZE);
AT(struct nvrm_export_objects, objects,
   CTRL_0000_OS_UNIX_EXPORT_OBJECTS_TO_FD_OBJECTS_AT);
AT(struct nvrm_export_objects, num_objects,
   CTRL_0000_OS_UNIX_EXPORT_OBJECTS_TO_FD_NUMOBJECTS_AT);
AT(struct nvrm_export_objects, index,
   CTRL_0000_OS_UNIX_EXPORT_OBJECTS_TO_FD_INDEX_AT);
SIZE(struct nvrm_export_info, MAX_CTRL_0000_OS_UNIX_GET_EXPORT_OBJECT_INFO_SIZE);
AT(struct nvrm_export_info, device_instance,
   CTRL_0000_OS_UNIX_GET_EXPORT_OBJECT_INFO_DEVICEINSTANCE_AT);
AT(struct nvrm_export_info, gpu_instance,
   MAX_CTRL_0000_OS_UNIX_GET_EXPORT_OBJECT_INFO_GPUINSTANCEID_AT);
AT(struct nvrm_export_info, metadata,
   MAX_CTRL_0000_OS_UNIX_GET_EXPORT_OBJECT_INFO_METADATA_AT);
SIZE(struct nvrm_import_objects,
     CTRL_0000_OS_UNIX_IMPORT_OBJECTS_FROM_FD_SIZE);
AT(struct nvrm_import_objects, object_types,
   CTRL_0000_OS_UNIX_IMPORT_OBJECTS_FROM_FD_OBJECTTYPES_AT);
AT(struct nvrm_import_objects, num_objects,
   CTRL_0000_OS_UNIX_IMPORT_OBJECTS_FROM_FD_NUMOBJECTS_AT);
SIZE(struct nvrm_gpu_id_info, CTRL_0000_GPU_GET_ID_INFO_V2_SIZE);
AT(struct nvrm_gpu_id_info, device_instance,
   CTRL_0000_GPU_GET_ID_INFO_V2_DEVICEINSTANCE_AT);
AT(struct nvrm_gpu_id_info, numa_id, CTRL_0000_GPU_GET_ID_INFO_V2_NUMAID_AT);

static void put32(void *buf, uint32_t off, uint32_t v)
{
	memcpy((uint8_t *)buf + off, &v, sizeof(v));
}

static void put64(void *buf, uint32_t off, uint64_t v)
{
	memcpy((uint8_t *)buf + off, &v, sizeof(v));
}

static uint32_t get32(const void *buf, uint32_t off)
{
	uint32_t v;

	memcpy(&v, (const uint8_t *)buf + off, sizeof(v));
	return v;
}

static uint64_t get64(const void *buf, uint32_t off)
{
	uint64_t v;

	memcpy(&v, (const uint8_t *)buf + off, sizeof(v));
	return v;
}

int nvrm_driver_version(int ctl, char *buf, size_t len)
{
	uint8_t a[GS_ABI_RM_API_VERSION_SIZE] = { 0 };

	put32(a, GS_ABI_RM_API_VERSION_CMD_AT, GS_ABI_RM_API_VERSION_CMD_QUERY);
	if (ioctl(ctl, NVRM_IOCTL(NVRM_ESC_CHECK_VERSION, sizeof(a)), a))
		return -errno;
	snprintf(buf, len, "%.*s", GS_ABI_RM_API_VERSION_STRING_LEN,
		 (char *)a + GS_ABI_RM_API_VERSION_STRING_AT);
	return 0;
}

static const struct gs_abi *abi;

/* The base branch's table: the last supported version of the branch */
static const struct gs_abi *base_abi(void)
{
	const struct gs_abi *v, *base = NULL;
	unsigned int i, n;

	v = gs_abi_list(&n);
	for (i = 0; i < n; i++)
		if (GS_ABI_KEY_BRANCH(v[i].key) == GS_ABI_BASE_BRANCH)
			base = &v[i];
	return base;
}

const struct gs_abi *nvrm_abi(void)
{
	char version[GS_ABI_RM_API_VERSION_STRING_LEN + 1];
	enum gs_abi_match match;
	int ctl;

	if (abi)
		return abi;
	ctl = nvrm_open_ctl();
	if (ctl >= 0 && !nvrm_driver_version(ctl, version, sizeof(version)))
		abi = gs_abi_find(version, &match);
	if (ctl >= 0)
		close(ctl);
	if (!abi)
		abi = base_abi();
	return abi;
}

void nvrm_abi_forget(void)
{
	abi = NULL;
}

int nvrm_open(const char *dir, const char *name)
{
	char path[256];

	snprintf(path, sizeof(path), "%s/%s", dir, name);
	return open(path, O_RDWR | O_CLOEXEC);
}

int nvrm_open_ctl(void)
{
	return nvrm_open("/dev", "nvidiactl");
}

int nvrm_open_gpu(void)
{
	return nvrm_open("/dev", "nvidia0");
}

/* NVOS64, as CUDA sends RM_ALLOC */
uint32_t nvrm_alloc(int fd, uint32_t hroot, uint32_t hparent, uint32_t *hnew,
		    uint32_t cls, void *params)
{
	uint8_t a[GS_ABI_NVOS64_SIZE] = { 0 };

	put32(a, GS_ABI_NVOS64_HROOT_AT, hroot);
	put32(a, GS_ABI_NVOS64_HOBJECTPARENT_AT, hparent);
	put32(a, GS_ABI_NVOS64_HOBJECTNEW_AT, hnew ? *hnew : 0);
	put32(a, GS_ABI_NVOS64_HCLASS_AT, cls);
	put64(a, GS_ABI_NVOS64_PALLOCPARMS_AT, (uintptr_t)params);
	if (ioctl(fd, NVRM_IOCTL(NVRM_ESC_ALLOC, sizeof(a)), a))
		return NVRM_ERRNO(errno);
	if (hnew)
		*hnew = get32(a, GS_ABI_NVOS64_HOBJECTNEW_AT);
	return get32(a, GS_ABI_NVOS64_STATUS_AT);
}

uint32_t nvrm_free(int fd, uint32_t hroot, uint32_t hobj)
{
	uint8_t a[GS_ABI_NVOS00_SIZE] = { 0 };

	put32(a, GS_ABI_NVOS00_HROOT_AT, hroot);
	put32(a, GS_ABI_NVOS00_HOBJECTPARENT_AT, hroot);
	put32(a, GS_ABI_NVOS00_HOBJECTOLD_AT, hobj);
	if (ioctl(fd, NVRM_IOCTL(NVRM_ESC_FREE, sizeof(a)), a))
		return NVRM_ERRNO(errno);
	return get32(a, GS_ABI_NVOS00_STATUS_AT);
}

uint32_t nvrm_control(int fd, uint32_t hclient, uint32_t hobj, uint32_t cmd,
		      void *params, uint32_t size)
{
	uint8_t c[GS_ABI_NVOS54_SIZE] = { 0 };

	put32(c, GS_ABI_NVOS54_HCLIENT_AT, hclient);
	put32(c, GS_ABI_NVOS54_HOBJECT_AT, hobj);
	put32(c, GS_ABI_NVOS54_CMD_AT, cmd);
	put64(c, GS_ABI_NVOS54_PARAMS_AT, (uintptr_t)params);
	put32(c, GS_ABI_NVOS54_PARAMSSIZE_AT, size);
	if (ioctl(fd, NVRM_IOCTL(NVRM_ESC_CONTROL, sizeof(c)), c))
		return NVRM_ERRNO(errno);
	return get32(c, GS_ABI_NVOS54_STATUS_AT);
}

uint32_t nvrm_dup(int fd, uint32_t hclient, uint32_t hparent, uint32_t hobj,
		  uint32_t hclient_src, uint32_t hobj_src)
{
	uint8_t a[GS_ABI_NVOS55_SIZE] = { 0 };

	put32(a, GS_ABI_NVOS55_HCLIENT_AT, hclient);
	put32(a, GS_ABI_NVOS55_HPARENT_AT, hparent);
	put32(a, GS_ABI_NVOS55_HOBJECT_AT, hobj);
	put32(a, GS_ABI_NVOS55_HCLIENTSRC_AT, hclient_src);
	put32(a, GS_ABI_NVOS55_HOBJECTSRC_AT, hobj_src);
	if (ioctl(fd, NVRM_IOCTL(NVRM_ESC_DUP, sizeof(a)), a))
		return NVRM_ERRNO(errno);
	return get32(a, GS_ABI_NVOS55_STATUS_AT);
}

/* NVOS57's sharePolicy, an RS_SHARE_POLICY */
#define POLICY_AT(field) \
	(GS_ABI_NVOS57_SHAREPOLICY_AT + GS_ABI_RS_SHARE_POLICY_##field##_AT)

uint32_t nvrm_share(int fd, uint32_t hclient, uint32_t hobj, uint16_t type,
		    uint32_t target, uint32_t access)
{
	uint8_t a[GS_ABI_NVOS57_SIZE] = { 0 };

	put32(a, GS_ABI_NVOS57_HCLIENT_AT, hclient);
	put32(a, GS_ABI_NVOS57_HOBJECT_AT, hobj);
	put32(a, POLICY_AT(TARGET), target);
	put32(a, POLICY_AT(ACCESSMASK), access);
	memcpy(a + POLICY_AT(TYPE), &type, sizeof(type));
	if (ioctl(fd, NVRM_IOCTL(NVRM_ESC_SHARE, sizeof(a)), a))
		return NVRM_ERRNO(errno);
	return get32(a, GS_ABI_NVOS57_STATUS_AT);
}

int nvrm_register_fd(int gpu, int ctl_fd)
{
	uint8_t a[GS_ABI_REGISTER_FD_SIZE] = { 0 };

	put32(a, GS_ABI_REGISTER_FD_CTL_FD_AT, ctl_fd);
	return ioctl(gpu, NVRM_IOCTL(NVRM_ESC_REGISTER_FD, sizeof(a)), a) ?
	       -errno : 0;
}

/* NVOS33 and the fd of the file to map */
uint32_t nvrm_map_memory(int ctl, uint32_t hclient, uint32_t hdev,
			 uint32_t hmem, uint64_t len, int map_fd)
{
	uint8_t a[GS_ABI_NVOS33_FD_SIZE] = { 0 };

	put32(a, GS_ABI_NVOS33_HCLIENT_AT, hclient);
	put32(a, GS_ABI_NVOS33_HDEVICE_AT, hdev);
	put32(a, GS_ABI_NVOS33_HMEMORY_AT, hmem);
	put64(a, GS_ABI_NVOS33_LENGTH_AT, len);
	put32(a, GS_ABI_NVOS33_FD_FD_AT, map_fd);
	if (ioctl(ctl, NVRM_IOCTL(NVRM_ESC_MAP_MEMORY, sizeof(a)), a))
		return NVRM_ERRNO(errno);
	return get32(a, GS_ABI_NVOS33_STATUS_AT);
}

void *nvrm_mmap(int ctl, uint32_t hclient, uint32_t hdev, uint32_t hmem,
		uint64_t len, int map_fd)
{
	void *p;

	if (nvrm_map_memory(ctl, hclient, hdev, hmem, len, map_fd) != NVRM_OK)
		return NULL;
	p = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_SHARED, map_fd, 0);
	return p == MAP_FAILED ? NULL : p;
}

uint32_t nvrm_setup_client(int ctl, int gpu, uint32_t *hclient)
{
	return nvrm_setup_client_on(ctl, gpu, 0, hclient);
}

/* A device of instance @device and its subdevice, under @hclient. */
static uint32_t setup_device(int ctl, uint32_t hclient, uint32_t device)
{
	uint8_t devp[GS_ABI_DEVICE_PARAMS_SIZE] = { 0 };
	uint8_t subp[GS_ABI_SUBDEVICE_PARAMS_SIZE] = { 0 };
	uint32_t h = NVRM_H_DEV, st;

	put32(devp, GS_ABI_DEVICE_PARAMS_DEVICEID_AT, device);
	st = nvrm_alloc(ctl, hclient, hclient, &h, GS_ABI_CLS_DEVICE_0, devp);
	if (st)
		return st;
	h = NVRM_H_SUBDEV;
	return nvrm_alloc(ctl, hclient, NVRM_H_DEV, &h, GS_ABI_CLS_SUBDEVICE_0,
			  subp);
}

uint32_t nvrm_setup_client_on(int ctl, int gpu, uint32_t device,
			      uint32_t *hclient)
{
	uint32_t h = 0, st;

	/* the device's access check needs it open: fail early, and clearly */
	if (fcntl(gpu, F_GETFD) < 0)
		return NVRM_ERRNO(EBADF);
	st = nvrm_alloc(ctl, 0, 0, &h, GS_ABI_CLS_ROOT, NULL);
	if (st)
		return st;
	*hclient = h;
	return setup_device(ctl, h, device);
}

/*
 * Attaches the GPU of /dev/nvidia@minor to @ctl, as CUDA does: its gpuId
 * (into *@id) from CARD_INFO. 0, or an errno (ENODEV: CARD_INFO does not
 * list the minor).
 */
static int attach_minor(int ctl, unsigned int minor, uint32_t *id)
{
	/* nv_ioctl_card_info_t of NV_MAX_DEVICES GPUs, as CUDA asks */
	static uint8_t card[GS_ABI_CUDA_CARD_INFO_SIZE];
	unsigned int i;

	*id = NVRM_GPU_INVALID_ID;
	memset(card, 0, sizeof(card));
	if (ioctl(ctl, NVRM_IOCTL(NVRM_ESC_CARD_INFO, sizeof(card)), card))
		return errno;
	for (i = 0; i < GS_ABI_NV_MAX_DEVICES; i++) {
		uint8_t *e = card + GS_ABI_CARD_INFO_SIZE * i;

		if (e[GS_ABI_CARD_INFO_VALID_AT] &&
		    get32(e, GS_ABI_CARD_INFO_MINOR_NUMBER_AT) == minor)
			*id = get32(e, GS_ABI_CARD_INFO_GPU_ID_AT);
	}
	if (*id == NVRM_GPU_INVALID_ID)
		return ENODEV;
	if (ioctl(ctl, NVRM_IOCTL(NVRM_ESC_ATTACH_GPUS, sizeof(*id)), id))
		return errno;
	return 0;
}

uint32_t nvrm_minor_instance(int ctl, uint32_t hclient, unsigned int minor,
			     uint32_t *instance)
{
	struct nvrm_gpu_id_info info;
	uint32_t id, st;
	int err = attach_minor(ctl, minor, &id);

	if (err)
		return NVRM_ERRNO(err);
	st = nvrm_gpu_id_info(ctl, hclient, id, &info);
	if (!st)
		*instance = info.device_instance;
	return st;
}

uint32_t nvrm_setup_client_minor(int ctl, int gpu, unsigned int minor,
				 uint32_t *hclient)
{
	uint32_t h = 0, instance, st;

	if (fcntl(gpu, F_GETFD) < 0)
		return NVRM_ERRNO(EBADF);
	st = nvrm_alloc(ctl, 0, 0, &h, GS_ABI_CLS_ROOT, NULL);
	if (st)
		return st;
	*hclient = h;
	return nvrm_minor_instance(ctl, h, minor, &instance) ?:
	       setup_device(ctl, h, instance);
}

/* Memory of class @cls under NVRM_H_DEV; @p gets the reply unless NULL. */
static uint32_t alloc_mem(int ctl, uint32_t hclient, uint32_t h, uint32_t cls,
			  uint32_t flags, uint32_t attr, uint64_t size,
			  uint64_t align, struct nvrm_memparams *p)
{
	struct nvrm_memparams reply;

	if (!p)
		p = &reply;
	memset(p, 0, sizeof(*p));
	p->owner = hclient;
	p->flags = flags;
	p->attr = attr;
	p->size = size;
	p->alignment = align;
	return nvrm_alloc(ctl, hclient, NVRM_H_DEV, &h, cls, p);
}

uint32_t nvrm_alloc_fb(int ctl, uint32_t hclient, uint32_t h, uint64_t size,
		       uint64_t align, struct nvrm_memparams *p)
{
	return alloc_mem(ctl, hclient, h, GS_ABI_CLS_MEMORY_LOCAL_USER,
			 GS_ABI_CUDA_MALLOC_FLAGS, GS_ABI_CUDA_MALLOC_ATTR, size,
			 align, p);
}

uint32_t nvrm_alloc_sysmem(int ctl, uint32_t hclient, uint32_t h,
			   uint64_t size, struct nvrm_memparams *p)
{
	return alloc_mem(ctl, hclient, h, GS_ABI_CLS_MEMORY_SYSTEM, 0, 0, size, 0,
			 p);
}

uint32_t nvrm_alloc_vaspace(int ctl, uint32_t hclient, uint32_t h,
			    uint32_t flags)
{
	uint8_t p[GS_ABI_MAX_VASPACE_PARAMS_SIZE] = { 0 };

	put32(p, GS_ABI_VASPACE_PARAMS_FLAGS_AT, flags);
	return nvrm_alloc(ctl, hclient, NVRM_H_DEV, &h,
			  GS_ABI_CLS_FERMI_VASPACE_A, p);
}

/* The @i-th {index, data} entry of FB_GET_INFO_V2's list */
#define FB_INFO_AT(i, field)						\
	(GS_ABI_CTRL_2080_FB_GET_INFO_V2_FBINFOLIST_AT +		\
	 GS_ABI_FB_INFO_SIZE * (i) + GS_ABI_FB_INFO_##field##_AT)

uint32_t nvrm_fb_info_list(int ctl, uint32_t hclient, const uint32_t *idx,
			   unsigned int n, uint32_t *kib)
{
	uint8_t p[GS_ABI_MAX_CTRL_2080_FB_GET_INFO_V2_SIZE] = { 0 };
	unsigned int i, max = GS_ABI_MAX_CTRL_2080_FB_GET_INFO_V2_FBINFOLIST_MAX;
	uint32_t st;

	put32(p, GS_ABI_CTRL_2080_FB_GET_INFO_V2_FBINFOLISTSIZE_AT, n);
	for (i = 0; i < n && i < max; i++)
		put32(p, FB_INFO_AT(i, INDEX), idx[i]);
	st = nvrm_control(ctl, hclient, NVRM_H_SUBDEV, NVRM_FB_GET_INFO_V2, p,
			  NVRM_ABI(CTRL_2080_FB_GET_INFO_V2_SIZE));
	for (i = 0; i < n && i < max; i++)
		kib[i] = get32(p, FB_INFO_AT(i, DATA));
	return st;
}

uint32_t nvrm_fb_info(int ctl, uint32_t hclient, uint32_t index,
		      uint32_t *kib)
{
	return nvrm_fb_info_list(ctl, hclient, &index, 1, kib);
}

#define PID_INFO_AT(i, field)						\
	(GS_ABI_CTRL_2080_GPU_GET_PID_INFO_PIDINFOLIST_AT +		\
	 GS_ABI_PID_INFO_SIZE * (i) + GS_ABI_PID_INFO_##field##_AT)

uint32_t nvrm_pid_mem(int ctl, uint32_t hclient, const uint32_t *pids,
		      unsigned int n, struct nvrm_pid_mem *out)
{
	static __thread uint8_t p[GS_ABI_CTRL_2080_GPU_GET_PID_INFO_SIZE];
	unsigned int i;
	uint32_t st;

	if (n > NVRM_PID_INFO_MAX)
		return NVRM_ERRNO(EINVAL);
	memset(p, 0, sizeof(p));
	put32(p, GS_ABI_CTRL_2080_GPU_GET_PID_INFO_PIDINFOLISTCOUNT_AT, n);
	for (i = 0; i < n; i++) {
		put32(p, PID_INFO_AT(i, PID), pids[i]);
		put32(p, PID_INFO_AT(i, INDEX),
		      GS_ABI_PID_INFO_INDEX_VIDEO_MEMORY_USAGE);
	}
	st = nvrm_control(ctl, hclient, NVRM_H_SUBDEV,
			  GS_ABI_CTRL_2080_GPU_GET_PID_INFO, p, sizeof(p));
	if (st != NVRM_OK)
		return st;
	for (i = 0; i < n; i++) {
		out[i].result = get32(p, PID_INFO_AT(i, RESULT));
		out[i].priv = get64(p, PID_INFO_AT(i, MEMPRIVATE));
		out[i].owned = get64(p, PID_INFO_AT(i, MEMSHAREDOWNED));
		out[i].duped = get64(p, PID_INFO_AT(i, MEMSHAREDDUPED));
	}
	return NVRM_OK;
}

uint32_t nvrm_heap_free_kib(int ctl, uint32_t hclient)
{
	uint32_t kib;

	if (nvrm_fb_info(ctl, hclient, NVRM_FB_HEAP_FREE, &kib) != NVRM_OK)
		return 0;
	return kib;
}

uint32_t nvrm_fb_info_legacy(int ctl, uint32_t hclient, const uint32_t *idx,
			     unsigned int n, uint32_t *kib)
{
	uint8_t *list = calloc(n ? n : 1, GS_ABI_FB_INFO_SIZE);
	struct nvrm_fb_info_params p = { .list_size = n };
	unsigned int i;
	uint32_t st;

	if (!list)
		return NVRM_ERRNO(ENOMEM);
	for (i = 0; i < n; i++)
		put32(list, GS_ABI_FB_INFO_SIZE * i + GS_ABI_FB_INFO_INDEX_AT,
		      idx[i]);
	p.list = (uintptr_t)list;
	st = nvrm_control(ctl, hclient, NVRM_H_SUBDEV, NVRM_FB_GET_INFO, &p,
			  sizeof(p));
	for (i = 0; i < n; i++)
		kib[i] = get32(list, GS_ABI_FB_INFO_SIZE * i +
				     GS_ABI_FB_INFO_DATA_AT);
	free(list);
	return st;
}

uint32_t nvrm_vidheap(int ctl, struct nvrm_nvos32 *a)
{
	if (ioctl(ctl, NVRM_IOCTL(NVRM_ESC_VID_HEAP, sizeof(*a)), a))
		return NVRM_ERRNO(errno);
	return a->status;
}

uint32_t nvrm_vidheap_info(int ctl, uint32_t hclient, uint64_t *total,
			   uint64_t *free)
{
	struct nvrm_nvos32 a = {
		.hroot = hclient, .hparent = NVRM_H_DEV,
		.function = NVRM_VIDHEAP_INFO,
	};
	uint32_t st = nvrm_vidheap(ctl, &a);

	if (total)
		*total = a.total;
	if (free)
		*free = a.free;
	return st;
}

uint32_t nvrm_vidheap_alloc(int ctl, uint32_t hclient, uint32_t *hmem,
			    uint64_t size, uint32_t attr, uint64_t *alloc_size)
{
	return nvrm_vidheap_alloc2(ctl, hclient, hmem, size, attr, 0,
				   alloc_size);
}

uint32_t nvrm_vidheap_alloc2(int ctl, uint32_t hclient, uint32_t *hmem,
			     uint64_t size, uint32_t attr, uint32_t attr2,
			     uint64_t *alloc_size)
{
	struct nvrm_nvos32 a = {
		.hroot = hclient, .hparent = NVRM_H_DEV,
		.function = NVRM_VIDHEAP_ALLOC_SIZE,
	};
	uint32_t st;

	a.data.alloc_size.owner = hclient;
	a.data.alloc_size.hmemory = *hmem;
	/*
	 * cudaMalloc's flags (nvrm_alloc_fb), the handle flag as asked:
	 * NVOS32's flags are NV_MEMORY_ALLOCATION_PARAMS'
	 */
	a.data.alloc_size.flags =
		(GS_ABI_CUDA_MALLOC_FLAGS & ~NVRM_VIDHEAP_HANDLE_PROVIDED) |
		(*hmem ? NVRM_VIDHEAP_HANDLE_PROVIDED : 0);
	a.data.alloc_size.attr = attr;
	a.data.alloc_size.attr2 = attr2;
	a.data.alloc_size.size = size;
	st = nvrm_vidheap(ctl, &a);
	if (st == NVRM_OK)
		*hmem = a.data.alloc_size.hmemory;
	if (alloc_size)
		*alloc_size = a.data.alloc_size.size;
	return st;
}

uint32_t nvrm_vidheap_free(int ctl, uint32_t hclient, uint32_t hmem)
{
	struct nvrm_nvos32 a = {
		.hroot = hclient, .hparent = NVRM_H_DEV,
		.function = NVRM_VIDHEAP_FREE,
	};

	a.data.free.owner = hclient;
	a.data.free.hmemory = hmem;
	a.data.free.flags = NVRM_VIDHEAP_FREE_HANDLE;
	return nvrm_vidheap(ctl, &a);
}

uint32_t nvrm_export_call(int ctl, uint32_t hclient, uint32_t cmd, void *p)
{
	uint32_t size;

	switch (cmd) {
	case NVRM_EXPORT_INFO:
		size = NVRM_ABI(CTRL_0000_OS_UNIX_GET_EXPORT_OBJECT_INFO_SIZE);
		break;
	case NVRM_CREATE_EXPORT_FD:
		size = sizeof(struct nvrm_create_export_fd);
		break;
	case NVRM_EXPORT_OBJECTS:
		size = sizeof(struct nvrm_export_objects);
		break;
	case NVRM_IMPORT_OBJECTS:
		size = sizeof(struct nvrm_import_objects);
		break;
	default:
		return NVRM_ERRNO(EINVAL);
	}
	return nvrm_control(ctl, hclient, hclient, cmd, p, size);
}

int nvrm_export_open(const char *dir)
{
	uint32_t id;
	int fd, err;

	fd = nvrm_open(dir, "nvidiactl");
	if (fd < 0)
		return -errno;
	err = attach_minor(fd, 0, &id);
	if (err) {
		close(fd);
		return -err;
	}
	return fd;
}

uint32_t nvrm_export_n(int ctl, uint32_t hclient, int export_fd,
		       uint32_t hdev, uint16_t max, const void *metadata,
		       const uint32_t *h, uint16_t n, uint16_t index)
{
	static struct nvrm_export_objects e;

	memset(&e, 0, sizeof(e));
	e.fd = export_fd;
	e.hdevice = hdev;
	e.max_objects = max;
	if (metadata)
		memcpy(e.metadata, metadata, sizeof(e.metadata));
	if (h)
		memcpy(e.objects, h, n * sizeof(*h));
	e.num_objects = n;
	e.index = index;
	return nvrm_export_call(ctl, hclient, NVRM_EXPORT_OBJECTS, &e);
}

uint32_t nvrm_export_one(int ctl, uint32_t hclient, int export_fd,
			 uint32_t hobj, uint16_t max, const void *metadata)
{
	return nvrm_export_n(ctl, hclient, export_fd, NVRM_H_DEV, max,
			     metadata, &hobj, 1, 0);
}

uint32_t nvrm_import_one(int ctl, uint32_t hclient, int export_fd,
			 uint32_t *hobj, struct nvrm_export_info *info,
			 uint8_t *type)
{
	struct nvrm_export_info i = { .fd = export_fd };
	struct nvrm_import_objects im = {
		.fd = export_fd, .hparent = NVRM_H_DEV, .num_objects = 1,
	};
	uint32_t st;

	st = nvrm_export_call(ctl, hclient, NVRM_EXPORT_INFO, &i);
	if (info)
		*info = i;
	if (st)
		return st;
	im.objects[0] = *hobj;
	st = nvrm_export_call(ctl, hclient, NVRM_IMPORT_OBJECTS, &im);
	if (!st)
		*hobj = im.objects[0];
	if (type)
		*type = im.object_types[0];
	return st;
}

int nvrm_send_fd(int sock, int fd)
{
	char buf[CMSG_SPACE(sizeof(int))] = { 0 }, c = 'f';
	struct iovec iov = { .iov_base = &c, .iov_len = 1 };
	struct msghdr msg = {
		.msg_iov = &iov, .msg_iovlen = 1,
		.msg_control = buf, .msg_controllen = sizeof(buf),
	};
	struct cmsghdr *cm = CMSG_FIRSTHDR(&msg);

	cm->cmsg_level = SOL_SOCKET;
	cm->cmsg_type = SCM_RIGHTS;
	cm->cmsg_len = CMSG_LEN(sizeof(int));
	memcpy(CMSG_DATA(cm), &fd, sizeof(int));
	return sendmsg(sock, &msg, 0) == 1 ? 0 : -errno;
}

int nvrm_recv_fd(int sock)
{
	char buf[CMSG_SPACE(sizeof(int))] = { 0 }, c;
	struct iovec iov = { .iov_base = &c, .iov_len = 1 };
	struct msghdr msg = {
		.msg_iov = &iov, .msg_iovlen = 1,
		.msg_control = buf, .msg_controllen = sizeof(buf),
	};
	struct cmsghdr *cm;
	ssize_t n;
	int fd;

	n = recvmsg(sock, &msg, MSG_CMSG_CLOEXEC);
	if (n < 0)
		return -errno;
	if (n != 1)
		return -EIO;
	cm = CMSG_FIRSTHDR(&msg);
	if (!cm || cm->cmsg_level != SOL_SOCKET ||
	    cm->cmsg_type != SCM_RIGHTS)
		return -EBADMSG;
	memcpy(&fd, CMSG_DATA(cm), sizeof(int));
	return fd;
}

/* the holder's memory, a handle as CUDA picks them */
#define NVRM_H_HOLDER	(GS_ABI_CUDA_HANDLE_BASE + 0x100)

pid_t nvrm_holder(const char *dir, uint64_t bytes)
{
	struct nvrm_memparams p;
	int ready[2], ctl, gpu;
	uint32_t client;
	char c = 0;
	pid_t pid;

	if (pipe(ready))
		return -1;
	pid = fork();
	if (pid == 0) {
		close(ready[0]);
		ctl = nvrm_open(dir, "nvidiactl");
		gpu = nvrm_open(dir, "nvidia0");
		if (ctl < 0 || nvrm_setup_client(ctl, gpu, &client) ||
		    nvrm_alloc_fb(ctl, client, NVRM_H_HOLDER, bytes, 0, &p) ||
		    write(ready[1], &c, 1) != 1)
			_exit(1);
		for (;;)
			pause();
	}
	close(ready[1]);
	if (pid > 0 && read(ready[0], &c, 1) != 1) {
		waitpid(pid, NULL, 0);
		pid = -1;
	}
	close(ready[0]);
	return pid;
}

void nvrm_reap(pid_t pid)
{
	if (pid > 0) {
		kill(pid, SIGKILL);
		waitpid(pid, NULL, 0);
	}
}

uint32_t nvrm_gpu_id_info(int ctl, uint32_t hclient, uint32_t gpu_id,
			  struct nvrm_gpu_id_info *info)
{
	memset(info, 0, sizeof(*info));
	info->gpu_id = gpu_id;
	return nvrm_control(ctl, hclient, hclient, NVRM_GPU_GET_ID_INFO_V2,
			    info, sizeof(*info));
}
