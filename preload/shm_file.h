/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The files processes share in GPUSLICE_LEDGER_DIR (a slice's ledger, a
 * GPU's scheduler segment): made whole in a file of their own, then
 * published with link(), which never replaces another's, so no process
 * ever maps half of one; each guarded by a process-shared robust mutex.
 */
#ifndef _GS_PRELOAD_SHM_FILE_H
#define _GS_PRELOAD_SHM_FILE_H

#include <pthread.h>
#include <stdbool.h>
#include <stddef.h>

/*
 * Maps the existing file @path of @size bytes, read-write. @valid says
 * whether its contents are of this layout and version. Returns 0 with
 * *@out, -ENOENT when there is none, -EINVAL for one of another size or
 * layout, or another negative errno.
 */
int gs_shm_file_open(const char *path, size_t size,
		     bool (*valid)(const void *mem), void **out);

/*
 * gs_shm_file_open(), making the file first if there is none: @init
 * fills a new one (with @arg; the mapping starts zeroed) before it is
 * published.
 */
int gs_shm_file_map(const char *path, size_t size,
		    void (*init)(void *mem, const void *arg), const void *arg,
		    bool (*valid)(const void *mem), void **out);

/* A process-shared robust mutex in a new file. */
void gs_shm_file_mutex_init(pthread_mutex_t *m);

#endif /* _GS_PRELOAD_SHM_FILE_H */
