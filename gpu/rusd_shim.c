// SPDX-License-Identifier: GPL-2.0
/*
 * libgpuslice-rusd-shim.so (LD_PRELOAD): what a program does with
 * RM_USER_SHARED_DATA (class 0xde), the page every CUDA context maps that
 * carries the card's PMA total and free bytes (docs/abi.md). RUSD_SHIM
 * says what the shim does (gpu/rusd_probe.py drives it):
 *
 *   log     notes each 0xde allocation and its mapping, the page's PMA
 *           total and free when it is mapped and when the program exits,
 *           and each FB_GET_INFO_V2 the program asks (what cudaMemGetInfo
 *           and NVML read memory from);
 *   refuse  answers RM_ALLOC of class 0xde with NV_ERR_INVALID_CLASS,
 *           without calling the driver, as a driver without the class
 *           would;
 *   poison  replaces the mapped page with a private copy whose PMA total
 *           and free say 7 GiB and 3 GiB: a memory query that reads the
 *           page answers those.
 *
 * Lines go to stderr, led by "rusd-shim:". The offsets into the page are
 * those of the driver's version, which CHECK_VERSION_STR's query on a ctl
 * file of the shim's own tells when the library loads.
 */

#include <fcntl.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "nv_abi.h"

#define ABI(name)		GS_ABI(abi, name)
#define RM_IOCTL(nr, size) \
	_IOC(_IOC_READ | _IOC_WRITE, GS_ABI_NV_IOCTL_MAGIC, (nr), (size))
#define MAX_OBJECTS		64
#define PAGE			4096
/* the shim's own: what the poisoned page says */
#define POISON_TOTAL		(7ULL << 30)
#define POISON_FREE		(3ULL << 30)

enum mode { MODE_OFF, MODE_LOG, MODE_REFUSE, MODE_POISON };

static const struct gs_abi *abi;
static enum mode mode;

/* The 0xde objects made, the file the last one's mapping went to */
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static uint32_t objects[MAX_OBJECTS][2];	/* client, handle; lock */
static unsigned int nr_objects;			/* lock */
static int map_fd = -1;				/* lock */
static const uint8_t *page;			/* the last page mapped; lock */

static uint32_t u32_at(const void *arg, size_t off)
{
	uint32_t v;

	memcpy(&v, (const uint8_t *)arg + off, sizeof(v));
	return v;
}

static uint64_t u64_at(const void *arg, size_t off)
{
	uint64_t v;

	memcpy(&v, (const uint8_t *)arg + off, sizeof(v));
	return v;
}

static void put32(void *arg, size_t off, uint32_t v)
{
	memcpy((uint8_t *)arg + off, &v, sizeof(v));
}

static void put64(void *arg, size_t off, uint64_t v)
{
	memcpy((uint8_t *)arg + off, &v, sizeof(v));
}

static void say(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	fputs("rusd-shim: ", stderr);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
}

/* The system calls themselves: the shim's own and those it passes on */
static long rm_ioctl(int fd, unsigned long req, void *arg)
{
	return syscall(SYS_ioctl, fd, req, arg);
}

static void *sys_mmap(void *addr, size_t len, int prot, int flags, int fd,
		      off_t off)
{
	return (void *)syscall(SYS_mmap, addr, len, prot, flags, fd, off);
}

/* The driver's version's facts, by CHECK_VERSION_STR's query */
static const struct gs_abi *driver_abi(void)
{
	uint8_t v[GS_ABI_RM_API_VERSION_SIZE] = { 0 };
	enum gs_abi_match match;
	int ctl = open("/dev/nvidiactl", O_RDWR | O_CLOEXEC);
	long ret;

	if (ctl < 0)
		return NULL;
	put32(v, GS_ABI_RM_API_VERSION_CMD_AT, GS_ABI_RM_API_VERSION_CMD_QUERY);
	ret = rm_ioctl(ctl, RM_IOCTL(GS_ABI_ESC_CHECK_VERSION_STR, sizeof(v)),
		       v);
	close(ctl);
	if (ret)
		return NULL;
	v[GS_ABI_RM_API_VERSION_STRING_AT + GS_ABI_RM_API_VERSION_STRING_LEN - 1] = 0;
	return gs_abi_find((char *)v + GS_ABI_RM_API_VERSION_STRING_AT, &match);
}

/* The page's PMA figures, or a note that the version has none */
static void say_page(const char *when, const uint8_t *p)
{
	uint32_t total_at = ABI(RUSD_PAGE_PMA_TOTAL_AT);
	uint32_t free_at = ABI(RUSD_PAGE_PMA_FREE_AT);

	if (!gs_abi_within(total_at, 8, PAGE) ||
	    !gs_abi_within(free_at, 8, PAGE)) {
		say("page %s: no PMA figures in %s\n", when, abi->version);
		return;
	}
	say("page %s: pma total %llu free %llu\n", when,
	    (unsigned long long)u64_at(p, total_at),
	    (unsigned long long)u64_at(p, free_at));
}

__attribute__((constructor)) static void shim_init(void)
{
	const char *m = getenv("RUSD_SHIM");

	if (!m)
		return;
	abi = driver_abi();
	if (!abi) {
		say("no supported driver version: the shim is off\n");
		return;
	}
	mode = !strcmp(m, "refuse") ? MODE_REFUSE :
	       !strcmp(m, "poison") ? MODE_POISON : MODE_LOG;
	say("pid %d driver %s mode %s\n", getpid(), abi->version, m);
}

__attribute__((destructor)) static void shim_exit(void)
{
	if (page)
		say_page("at exit", page);
}

static bool is_object(uint32_t client, uint32_t handle)
{
	unsigned int i;

	for (i = 0; i < nr_objects; i++)
		if (objects[i][0] == client && objects[i][1] == handle)
			return true;
	return false;
}

/* RM_ALLOC of class 0xde: refused, or noted once the driver made it */
static long rm_alloc(int fd, unsigned long req, void *arg)
{
	uint32_t status_at = _IOC_SIZE(req) == GS_ABI_NVOS64_SIZE ?
			     GS_ABI_NVOS64_STATUS_AT : GS_ABI_NVOS21_STATUS_AT;
	uint32_t client = u32_at(arg, GS_ABI_NVOS64_HROOT_AT);
	long ret;

	if (mode == MODE_REFUSE) {
		put32(arg, status_at, GS_ABI_ERR_INVALID_CLASS);
		say("refused 0xde under 0x%x\n",
		    u32_at(arg, GS_ABI_NVOS64_HOBJECTPARENT_AT));
		return 0;
	}
	ret = rm_ioctl(fd, req, arg);
	if (ret || u32_at(arg, status_at))
		return ret;
	pthread_mutex_lock(&lock);
	if (nr_objects < MAX_OBJECTS) {
		objects[nr_objects][0] = client;
		objects[nr_objects][1] = u32_at(arg, GS_ABI_NVOS64_HOBJECTNEW_AT);
		nr_objects++;
	}
	pthread_mutex_unlock(&lock);
	say("made 0xde 0x%x under 0x%x\n",
	    u32_at(arg, GS_ABI_NVOS64_HOBJECTNEW_AT),
	    u32_at(arg, GS_ABI_NVOS64_HOBJECTPARENT_AT));
	return 0;
}

int ioctl(int fd, unsigned long req, ...)
{
	uint32_t nr = _IOC_NR(req), size = _IOC_SIZE(req);
	va_list ap;
	void *arg;

	va_start(ap, req);
	arg = va_arg(ap, void *);
	va_end(ap);
	if (mode == MODE_OFF || _IOC_TYPE(req) != GS_ABI_NV_IOCTL_MAGIC)
		return rm_ioctl(fd, req, arg);
	if (nr == GS_ABI_ESC_RM_ALLOC &&
	    (size == GS_ABI_NVOS64_SIZE || size == GS_ABI_NVOS21_SIZE) &&
	    u32_at(arg, GS_ABI_NVOS64_HCLASS_AT) == GS_ABI_CLS_RM_USER_SHARED_DATA)
		return rm_alloc(fd, req, arg);
	if (nr == GS_ABI_ESC_RM_MAP_MEMORY && size == GS_ABI_NVOS33_FD_SIZE) {
		pthread_mutex_lock(&lock);
		if (is_object(u32_at(arg, GS_ABI_NVOS33_HCLIENT_AT),
			      u32_at(arg, GS_ABI_NVOS33_HMEMORY_AT))) {
			map_fd = (int)u32_at(arg, GS_ABI_NVOS33_FD_FD_AT);
			say("mapping 0xde, %llu bytes, through fd %d\n",
			    (unsigned long long)u64_at(arg, GS_ABI_NVOS33_LENGTH_AT),
			    map_fd);
		}
		pthread_mutex_unlock(&lock);
	}
	if (nr == GS_ABI_ESC_RM_CONTROL && size == GS_ABI_NVOS54_SIZE &&
	    u32_at(arg, GS_ABI_NVOS54_CMD_AT) == GS_ABI_CTRL_2080_FB_GET_INFO_V2)
		say("FB_GET_INFO_V2\n");
	return rm_ioctl(fd, req, arg);
}

/* The page, or (poison) a private copy of it with the shim's figures */
static void *mapped(void *p)
{
	uint8_t copy[PAGE];
	void *own;

	say_page("mapped", p);
	if (mode != MODE_POISON || !gs_abi_within(ABI(RUSD_PAGE_PMA_FREE_AT), 8, PAGE))
		return p;
	memcpy(copy, p, PAGE);
	put64(copy, ABI(RUSD_PAGE_PMA_TOTAL_AT), POISON_TOTAL);
	put64(copy, ABI(RUSD_PAGE_PMA_FREE_AT), POISON_FREE);
	own = sys_mmap(p, PAGE, PROT_READ | PROT_WRITE,
		       MAP_FIXED | MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (own == MAP_FAILED) {
		say("poison failed\n");
		return p;
	}
	memcpy(own, copy, PAGE);
	mprotect(own, PAGE, PROT_READ);
	say("poisoned: pma total %llu free %llu\n", POISON_TOTAL, POISON_FREE);
	return own;
}

void *mmap(void *addr, size_t len, int prot, int flags, int fd, off_t off)
{
	void *p = sys_mmap(addr, len, prot, flags, fd, off);
	bool ours;

	if (mode == MODE_OFF || p == MAP_FAILED || fd < 0 || len < PAGE)
		return p;
	pthread_mutex_lock(&lock);
	ours = fd == map_fd;
	if (ours) {
		map_fd = -1;
		p = mapped(p);
		page = p;
	}
	pthread_mutex_unlock(&lock);
	return p;
}

void *mmap64(void *addr, size_t len, int prot, int flags, int fd, off_t off)
{
	return mmap(addr, len, prot, flags, fd, off);
}
