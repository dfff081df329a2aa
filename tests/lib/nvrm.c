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

_Static_assert(sizeof(struct nvrm_nvos32) == 184, "NVOS32_PARAMETERS");
_Static_assert(offsetof(struct nvrm_nvos32, data.alloc_size.size) == 88,
	       "NVOS32 AllocSize.size");
_Static_assert(offsetof(struct nvrm_nvos32, data.alloc_size.attr2) == 144,
	       "NVOS32 AllocSize.attr2");
_Static_assert(offsetof(struct nvrm_nvos32, data.info.base) == 64,
	       "NVOS32 Info.base");
_Static_assert(sizeof(struct nvrm_create_export_fd) == 76 &&
	       offsetof(struct nvrm_create_export_fd, fd) == 72,
	       "CREATE_EXPORT_OBJECT_FD");
_Static_assert(sizeof(struct nvrm_export_objects) == 2128 &&
	       offsetof(struct nvrm_export_objects, objects) == 76 &&
	       offsetof(struct nvrm_export_objects, num_objects) == 2124,
	       "EXPORT_OBJECTS_TO_FD");
_Static_assert(sizeof(struct nvrm_export_info) == 80 &&
	       offsetof(struct nvrm_export_info, metadata) == 14,
	       "GET_EXPORT_OBJECT_INFO");
_Static_assert(sizeof(struct nvrm_import_objects) == 652 &&
	       offsetof(struct nvrm_import_objects, object_types) == 520 &&
	       offsetof(struct nvrm_import_objects, num_objects) == 648,
	       "IMPORT_OBJECTS_FROM_FD");

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

uint32_t nvrm_alloc(int fd, uint32_t hroot, uint32_t hparent, uint32_t *hnew,
		    uint32_t cls, void *params)
{
	struct gs_nvos64 a = {
		.hroot = hroot, .hparent = hparent, .hnew = hnew ? *hnew : 0,
		.hclass = cls, .params = (uintptr_t)params,
	};

	if (ioctl(fd, NVRM_IOCTL(NVRM_ESC_ALLOC, sizeof(a)), &a))
		return NVRM_ERRNO(errno);
	if (hnew)
		*hnew = a.hnew;
	return a.status;
}

uint32_t nvrm_free(int fd, uint32_t hroot, uint32_t hobj)
{
	uint32_t a[4] = { hroot, hroot, hobj, 0 };

	if (ioctl(fd, NVRM_IOCTL(NVRM_ESC_FREE, sizeof(a)), a))
		return NVRM_ERRNO(errno);
	return a[3];
}

uint32_t nvrm_control(int fd, uint32_t hclient, uint32_t hobj, uint32_t cmd,
		      void *params, uint32_t size)
{
	struct gs_nvos54 c = {
		.hclient = hclient, .hobject = hobj, .cmd = cmd,
		.params = (uintptr_t)params, .params_size = size,
	};

	if (ioctl(fd, NVRM_IOCTL(NVRM_ESC_CONTROL, sizeof(c)), &c))
		return NVRM_ERRNO(errno);
	return c.status;
}

uint32_t nvrm_dup(int fd, uint32_t hclient, uint32_t hparent, uint32_t hobj,
		  uint32_t hclient_src, uint32_t hobj_src)
{
	uint32_t a[7] = { hclient, hparent, hobj, hclient_src, hobj_src };

	if (ioctl(fd, NVRM_IOCTL(NVRM_ESC_DUP, sizeof(a)), a))
		return NVRM_ERRNO(errno);
	return a[6];
}

uint32_t nvrm_share(int fd, uint32_t hclient, uint32_t hobj, uint16_t type,
		    uint32_t target, uint32_t access)
{
	/* NVOS57: hClient@0 hObject@4 {target@8 accessMask@12 type@16 action@18} status@20 */
	uint8_t a[24] = { 0 };
	uint32_t st;

	memcpy(a, &hclient, 4);
	memcpy(a + 4, &hobj, 4);
	memcpy(a + 8, &target, 4);
	memcpy(a + 12, &access, 4);
	memcpy(a + 16, &type, 2);
	if (ioctl(fd, NVRM_IOCTL(NVRM_ESC_SHARE, sizeof(a)), a))
		return NVRM_ERRNO(errno);
	memcpy(&st, a + 20, 4);
	return st;
}

int nvrm_register_fd(int gpu, int ctl_fd)
{
	int32_t a = ctl_fd;

	return ioctl(gpu, NVRM_IOCTL(NVRM_ESC_REGISTER_FD, sizeof(a)), &a) ?
	       -errno : 0;
}

uint32_t nvrm_map_memory(int ctl, uint32_t hclient, uint32_t hdev,
			 uint32_t hmem, uint64_t len, int map_fd)
{
	uint8_t a[56] = { 0 };
	uint32_t st;

	memcpy(a, &hclient, 4);
	memcpy(a + 4, &hdev, 4);
	memcpy(a + 8, &hmem, 4);
	memcpy(a + 24, &len, 8);
	memcpy(a + 48, &map_fd, 4);
	if (ioctl(ctl, NVRM_IOCTL(NVRM_ESC_MAP_MEMORY, sizeof(a)), a))
		return NVRM_ERRNO(errno);
	memcpy(&st, a + 40, 4);
	return st;
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
	uint8_t devp[56] = { 0 };
	uint32_t subp = 0, h = NVRM_H_DEV, st;

	/* NV0080_ALLOC_PARAMETERS: deviceId@0 */
	memcpy(devp, &device, sizeof(device));
	st = nvrm_alloc(ctl, hclient, hclient, &h, 0x80, devp);
	if (st)
		return st;
	h = NVRM_H_SUBDEV;
	return nvrm_alloc(ctl, hclient, NVRM_H_DEV, &h, 0x2080, &subp);
}

uint32_t nvrm_setup_client_on(int ctl, int gpu, uint32_t device,
			      uint32_t *hclient)
{
	uint32_t h = 0, st;

	/* the device's access check needs it open: fail early, and clearly */
	if (fcntl(gpu, F_GETFD) < 0)
		return NVRM_ERRNO(EBADF);
	st = nvrm_alloc(ctl, 0, 0, &h, 0x0, NULL);
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
	static uint8_t card[32 * 72];
	uint32_t m;
	unsigned int i;

	*id = NVRM_GPU_INVALID_ID;
	memset(card, 0, sizeof(card));
	if (ioctl(ctl, NVRM_IOCTL(NVRM_ESC_CARD_INFO, sizeof(card)), card))
		return errno;
	/* element: valid u8@0, gpu_id@16, minor_number@56 */
	for (i = 0; i < 32; i++) {
		memcpy(&m, card + 72 * i + 56, sizeof(m));
		if (card[72 * i] && m == minor)
			memcpy(id, card + 72 * i + 16, sizeof(*id));
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
	st = nvrm_alloc(ctl, 0, 0, &h, 0x0, NULL);
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
	return alloc_mem(ctl, hclient, h, 0x40, 0x1c101, 0x18000000, size,
			 align, p);
}

uint32_t nvrm_alloc_sysmem(int ctl, uint32_t hclient, uint32_t h,
			   uint64_t size, struct nvrm_memparams *p)
{
	return alloc_mem(ctl, hclient, h, 0x3e, 0, 0, size, 0, p);
}

uint32_t nvrm_alloc_vaspace(int ctl, uint32_t hclient, uint32_t h,
			    uint32_t flags)
{
	uint32_t p[14] = { 0, flags };

	return nvrm_alloc(ctl, hclient, NVRM_H_DEV, &h, 0x90f1, p);
}

uint32_t nvrm_fb_info_list(int ctl, uint32_t hclient, const uint32_t *idx,
			   unsigned int n, uint32_t *kib)
{
	uint32_t p[257] = { n };
	unsigned int i;
	uint32_t st;

	for (i = 0; i < n; i++)
		p[1 + 2 * i] = idx[i];
	st = nvrm_control(ctl, hclient, NVRM_H_SUBDEV, NVRM_FB_GET_INFO_V2, p,
			  sizeof(p));
	for (i = 0; i < n; i++)
		kib[i] = p[2 + 2 * i];
	return st;
}

uint32_t nvrm_fb_info(int ctl, uint32_t hclient, uint32_t index,
		      uint32_t *kib)
{
	return nvrm_fb_info_list(ctl, hclient, &index, 1, kib);
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
	uint32_t *list = calloc(n ? n : 1, 2 * sizeof(uint32_t));
	struct nvrm_fb_info_params p = { .list_size = n };
	unsigned int i;
	uint32_t st;

	if (!list)
		return NVRM_ERRNO(ENOMEM);
	for (i = 0; i < n; i++)
		list[2 * i] = idx[i];
	p.list = (uintptr_t)list;
	st = nvrm_control(ctl, hclient, NVRM_H_SUBDEV, NVRM_FB_GET_INFO, &p,
			  sizeof(p));
	for (i = 0; i < n; i++)
		kib[i] = list[2 * i + 1];
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
	struct nvrm_nvos32 a = {
		.hroot = hclient, .hparent = NVRM_H_DEV,
		.function = NVRM_VIDHEAP_ALLOC_SIZE,
	};
	uint32_t st;

	a.data.alloc_size.owner = hclient;
	a.data.alloc_size.hmemory = *hmem;
	/* cudaMalloc's flags (nvrm_alloc_fb), the handle flag as asked */
	a.data.alloc_size.flags = 0x18101 |
				  (*hmem ? NVRM_VIDHEAP_HANDLE_PROVIDED : 0);
	a.data.alloc_size.attr = attr;
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
		size = sizeof(struct nvrm_export_info);
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
		    nvrm_alloc_fb(ctl, client, 0x5c000100, bytes, 0, &p) ||
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
