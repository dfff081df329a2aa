// SPDX-License-Identifier: GPL-2.0
/*
 * gpuslice-fb-price: the framebuffer RM keeps for itself on GPU 0, beyond
 * what it counts per process (gpu/fb_price.py drives it).
 *
 *   monitor
 *	an RM client of its own, kept for the whole run (it also keeps the
 *	GPU initialised): for each line of pids read on stdin, one line
 *	"free=KIB size=KIB PID=BYTES ...": FB_GET_INFO_V2 HEAP_FREE and
 *	HEAP_SIZE, and each pid's GET_PID_INFO private + shared bytes.
 *   ctx N
 *	a CUDA program, through libcuda alone: cuInit, then N contexts
 *	(cuCtxCreate), each loading a PTX module and running an empty
 *	kernel; prints "held" and waits for a line on stdin, then destroys
 *	them. It marks each step for libgpuslice-fb-shim.so (fbp_mark).
 *   fill MIB BLOCK
 *	one context, then cuMemAlloc of BLOCK MiB at a time until MIB MiB:
 *	what mapping memory costs (UVM's page tables); "held" as ctx.
 *   raw N
 *	a bare RM client (client, device, subdevice); prints "held" and
 *	waits for a line; then N times a second client, device, subdevice
 *	and FERMI_VASPACE_A, each object measured through the first:
 *	"raw obj=NAME st=S dfree=KIB dpid=BYTES".
 *   tsgs N
 *	a bare RM client with a VA space, then up to N TSGs of the graphics
 *	engine in it (4.3125 MiB of RM's own each on the GH100), until one
 *	is refused: "tsgs made=K status=S" (S: the refusal's, or 0), then
 *	"held" and it waits for a line, then frees the client.
 *
 * Exit: 0, 1 when the driver or CUDA failed, 2 on usage.
 */

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "nvrm.h"

#define MAX_PIDS	NVRM_PID_INFO_MAX
#define MAX_CTX		64

/* The program's own handles, from CUDA's base */
#define H_VAS		(GS_ABI_CUDA_HANDLE_BASE + 0x9)
#define H_TSG_VAS	(GS_ABI_CUDA_HANDLE_BASE + 0x10)
#define H_TSG_FIRST	(GS_ABI_CUDA_HANDLE_BASE + 0x1000)

static void put32(void *buf, uint32_t off, uint32_t v)
{
	memcpy((uint8_t *)buf + off, &v, sizeof(v));
}

/* Each pid's count in @bytes (0: no client on the GPU). */
static uint32_t pid_counts(int ctl, uint32_t client, const uint32_t *pids,
			   uint32_t n, long long *bytes)
{
	static struct nvrm_pid_mem m[MAX_PIDS];
	uint32_t i, st;

	st = nvrm_pid_mem(ctl, client, pids, n, m);
	for (i = 0; i < n; i++)
		bytes[i] = st || m[i].result ? 0 :
			   (long long)(m[i].priv + m[i].owned);
	return st;
}

static int open_client(int *ctl, int *gpu, uint32_t *client)
{
	uint32_t st;

	*ctl = nvrm_open_ctl();
	*gpu = nvrm_open_gpu();
	if (*ctl < 0 || *gpu < 0) {
		perror("gpuslice-fb-price: /dev/nvidiactl, /dev/nvidia0");
		return -1;
	}
	st = nvrm_setup_client_minor(*ctl, *gpu, 0, client);
	if (st) {
		fprintf(stderr, "gpuslice-fb-price: client: status 0x%x\n",
			st);
		return -1;
	}
	return 0;
}

static int monitor(void)
{
	static const uint32_t idx[2] = { NVRM_FB_HEAP_FREE, NVRM_FB_HEAP_SIZE };
	long long bytes[MAX_PIDS];
	uint32_t pids[MAX_PIDS], kib[2], client, n, i, st;
	char line[4096], *p, *end;
	int ctl, gpu;

	if (open_client(&ctl, &gpu, &client))
		return 1;
	while (fgets(line, sizeof(line), stdin)) {
		for (n = 0, p = line; n < MAX_PIDS; p = end) {
			unsigned long v = strtoul(p, &end, 10);

			if (end == p)
				break;
			pids[n++] = v;
		}
		st = nvrm_fb_info_list(ctl, client, idx, 2, kib);
		if (!st && n)
			st = pid_counts(ctl, client, pids, n, bytes);
		if (st) {
			printf("error status=0x%x\n", st);
		} else {
			printf("free=%u size=%u", kib[0], kib[1]);
			for (i = 0; i < n; i++)
				printf(" %u=%lld", pids[i], bytes[i]);
			printf("\n");
		}
		fflush(stdout);
	}
	return 0;
}

static void wait_line(void)
{
	char line[64];

	printf("held\n");
	fflush(stdout);
	if (!fgets(line, sizeof(line), stdin))
		return;
}

/* The driver API, as libcuda exports it: CUresult is an int */
static int (*cu_init)(unsigned int);
static int (*cu_device_get)(int *, int);
static int (*cu_ctx_create)(void **, unsigned int, int);
static int (*cu_ctx_destroy)(void *);
static int (*cu_module_load_data)(void **, const void *);
static int (*cu_module_get_function)(void **, void *, const char *);
static int (*cu_launch_kernel)(void *, unsigned int, unsigned int,
			       unsigned int, unsigned int, unsigned int,
			       unsigned int, unsigned int, void *, void **,
			       void **);
static int (*cu_ctx_synchronize)(void);
static int (*cu_mem_alloc)(unsigned long long *, size_t);
static void (*mark_fn)(const char *);

static const char nop_ptx[] =
	".version 7.8\n"
	".target sm_90\n"
	".address_size 64\n"
	".visible .entry fbp_nop()\n"
	"{\n"
	"\tret;\n"
	"}\n";

/* libgpuslice-fb-shim.so's mark, when it is loaded */
static void mark(const char *name)
{
	if (mark_fn)
		mark_fn(name);
}

/* Nonzero, and says so, when a CUDA call failed. */
static int failed(int r, const char *call)
{
	if (r)
		fprintf(stderr, "gpuslice-fb-price: %s: CUDA error %d\n", call,
			r);
	return r;
}

/* libcuda's functions, cuInit and device 0; marks "init". */
static int start_cuda(int *dev)
{
	void *lib = dlopen("libcuda.so.1", RTLD_NOW), *f;
	const struct {
		void *fn;
		const char *name;
	} syms[] = {
		{ &cu_init, "cuInit" },
		{ &cu_device_get, "cuDeviceGet" },
		{ &cu_ctx_create, "cuCtxCreate_v2" },
		{ &cu_ctx_destroy, "cuCtxDestroy_v2" },
		{ &cu_module_load_data, "cuModuleLoadData" },
		{ &cu_module_get_function, "cuModuleGetFunction" },
		{ &cu_launch_kernel, "cuLaunchKernel" },
		{ &cu_ctx_synchronize, "cuCtxSynchronize" },
		{ &cu_mem_alloc, "cuMemAlloc_v2" },
	};
	size_t i;

	f = dlsym(RTLD_DEFAULT, "fbp_mark");
	memcpy(&mark_fn, &f, sizeof(f));
	if (!lib) {
		fprintf(stderr, "gpuslice-fb-price: %s\n", dlerror());
		return -1;
	}
	for (i = 0; i < ARRAY_SIZE(syms); i++) {
		f = dlsym(lib, syms[i].name);
		if (!f) {
			fprintf(stderr, "gpuslice-fb-price: no %s in libcuda\n",
				syms[i].name);
			return -1;
		}
		memcpy(syms[i].fn, &f, sizeof(f));
	}
	if (failed(cu_init(0), "cuInit") ||
	    failed(cu_device_get(dev, 0), "cuDeviceGet"))
		return -1;
	mark("init");
	return 0;
}

static int contexts(int n)
{
	void *ctx[MAX_CTX], *mod, *fn;
	int dev, i;

	if (start_cuda(&dev))
		return 1;
	for (i = 0; i < n; i++) {
		if (failed(cu_ctx_create(&ctx[i], 0, dev), "cuCtxCreate"))
			return 1;
		mark("ctx-created");
		if (failed(cu_module_load_data(&mod, nop_ptx),
			   "cuModuleLoadData"))
			return 1;
		mark("module");
		if (failed(cu_module_get_function(&fn, mod, "fbp_nop"),
			   "cuModuleGetFunction") ||
		    failed(cu_launch_kernel(fn, 1, 1, 1, 1, 1, 1, 0, NULL,
					    NULL, NULL), "cuLaunchKernel") ||
		    failed(cu_ctx_synchronize(), "cuCtxSynchronize"))
			return 1;
		mark("launched");
	}
	mark("held");
	wait_line();
	for (i = n - 1; i >= 0; i--) {
		if (failed(cu_ctx_destroy(ctx[i]), "cuCtxDestroy"))
			return 1;
		mark("destroyed");
	}
	printf("done\n");
	return 0;
}

static int fill(long mib, long block)
{
	unsigned long long p;
	void *ctx;
	long done;
	int dev;

	if (start_cuda(&dev) ||
	    failed(cu_ctx_create(&ctx, 0, dev), "cuCtxCreate"))
		return 1;
	mark("launched");	/* the context ends here, as in ctx */
	for (done = 0; done < mib; done += block)
		if (failed(cu_mem_alloc(&p, (size_t)block << 20),
			   "cuMemAlloc"))
			return 1;
	mark("held");
	wait_line();
	if (failed(cu_ctx_destroy(ctx), "cuCtxDestroy"))
		return 1;
	printf("done\n");
	return 0;
}

/* One object of a second client, measured through the first. */
static void raw_step(int ctl, uint32_t client, const char *name, uint32_t st)
{
	static long long free0, count0;
	uint32_t pid = getpid(), kib;
	long long count;

	nvrm_fb_info(ctl, client, NVRM_FB_HEAP_FREE, &kib);
	pid_counts(ctl, client, &pid, 1, &count);
	if (name)
		printf("raw obj=%s st=0x%x dfree=%lld dpid=%lld\n", name, st,
		       free0 - kib, count - count0);
	free0 = kib;
	count0 = count;
}

static int raw(int n)
{
	uint8_t devp[GS_ABI_DEVICE_PARAMS_SIZE] = { 0 };
	uint8_t subp[GS_ABI_SUBDEVICE_PARAMS_SIZE] = { 0 };
	uint32_t client, c2, h, st;
	int ctl, gpu, i;

	if (open_client(&ctl, &gpu, &client))
		return 1;
	wait_line();
	for (i = 0; i < n; i++) {
		raw_step(ctl, client, NULL, 0);
		c2 = 0;
		raw_step(ctl, client, "client",
			 nvrm_alloc(ctl, 0, 0, &c2, GS_ABI_CLS_ROOT_CLIENT, NULL));
		h = NVRM_H_DEV;
		memset(devp, 0, sizeof(devp));
		raw_step(ctl, client, "device",
			 nvrm_alloc(ctl, c2, c2, &h, GS_ABI_CLS_DEVICE_0, devp));
		h = NVRM_H_SUBDEV;
		memset(subp, 0, sizeof(subp));
		raw_step(ctl, client, "subdevice",
			 nvrm_alloc(ctl, c2, NVRM_H_DEV, &h,
				    GS_ABI_CLS_SUBDEVICE_0, subp));
		raw_step(ctl, client, "vaspace",
			 nvrm_alloc_vaspace(ctl, c2, H_VAS,
					    GS_ABI_CUDA_VASPACE_FLAGS));
		st = nvrm_free(ctl, c2, c2);
		raw_step(ctl, client, "free-client", st);
	}
	printf("done\n");
	return 0;
}

static int graphics_tsgs(int n)
{
	uint8_t tsgp[GS_ABI_TSG_PARAMS_SIZE] = { 0 };
	uint32_t client, h, st;
	int ctl, gpu, made;

	put32(tsgp, GS_ABI_TSG_PARAMS_HVASPACE_AT, H_TSG_VAS);
	put32(tsgp, GS_ABI_TSG_PARAMS_ENGINETYPE_AT,
	      GS_ABI_NV2080_ENGINE_TYPE_GR0);
	if (open_client(&ctl, &gpu, &client))
		return 1;
	st = nvrm_alloc_vaspace(ctl, client, H_TSG_VAS, 0);
	for (made = 0; !st && made < n; made += !st) {
		h = H_TSG_FIRST + made;
		st = nvrm_alloc(ctl, client, NVRM_H_DEV, &h,
				GS_ABI_CLS_KEPLER_CHANNEL_GROUP_A, tsgp);
	}
	printf("tsgs made=%d status=0x%x\n", made, st);
	wait_line();
	st = nvrm_free(ctl, client, client);
	printf("done\n");
	return st ? 1 : 0;
}

int main(int argc, char **argv)
{
	int n = argc > 2 ? atoi(argv[2]) : 0;

	setvbuf(stdout, NULL, _IOLBF, 0);
	if (argc == 2 && !strcmp(argv[1], "monitor"))
		return monitor();
	if (argc == 3 && !strcmp(argv[1], "ctx") && n > 0 && n <= MAX_CTX)
		return contexts(n);
	if (argc == 3 && !strcmp(argv[1], "raw") && n > 0)
		return raw(n);
	if (argc == 3 && !strcmp(argv[1], "tsgs") && n > 0)
		return graphics_tsgs(n);
	if (argc == 4 && !strcmp(argv[1], "fill") && n > 0 &&
	    atol(argv[3]) > 0)
		return fill(n, atol(argv[3]));
	fprintf(stderr, "usage: gpuslice-fb-price monitor | ctx N (1-%d) | fill MIB BLOCK | raw N | tsgs N\n",
		MAX_CTX);
	return 2;
}
