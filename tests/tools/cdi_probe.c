// SPDX-License-Identifier: GPL-2.0
/*
 * podman_test's check that a container whose image has no NVIDIA driver
 * finds the host's through its loader cache, as a CUDA program does:
 * dlopen("libcuda.so.1"), then a call into it. Prints where the library
 * was found and the driver version it reports.
 */

#define _GNU_SOURCE
#include <dlfcn.h>
#include <link.h>
#include <stdio.h>

int main(void)
{
	int (*version)(int *v);
	struct link_map *map;
	void *cuda;
	int v = 0;

	cuda = dlopen("libcuda.so.1", RTLD_NOW);
	if (!cuda) {
		printf("no libcuda.so.1: %s\n", dlerror());
		return 1;
	}
	version = (int (*)(int *))dlsym(cuda, "cuDriverGetVersion");
	if (!version || dlinfo(cuda, RTLD_DI_LINKMAP, &map) || version(&v)) {
		printf("libcuda.so.1 has no cuDriverGetVersion\n");
		return 1;
	}
	printf("libcuda.so.1 at %s: driver version %d\n", map->l_name, v);
	return 0;
}
