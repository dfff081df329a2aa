/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Processes as the shared files (the slice's ledger, the GPUs' scheduler
 * segments) record them: a pid and its start time, so that a pid reused
 * by another process is not taken for the one that is gone. And the
 * library's own file calls, made raw: its open() and close() are the
 * program's.
 */
#ifndef _GS_PRELOAD_PROC_H
#define _GS_PRELOAD_PROC_H

#include <stdbool.h>
#include <sys/types.h>

#include "gs_types.h"

int gs_raw_open(const char *path, int flags, mode_t mode);
void gs_raw_close(int fd);

/*
 * The state and start time of @pid from /proc/<pid>/stat; false when
 * there is no such process.
 */
bool gs_proc_stat(pid_t pid, char *state, u64 *start);

/*
 * Whether the process @pid that started at @start still runs: not gone,
 * not a zombie (its files, so what the driver held for it, are released
 * already), and not another process with its pid.
 */
bool gs_proc_alive(pid_t pid, u64 start);

/* This process's pid and start time, asked of the kernel. */
void gs_proc_self(pid_t *pid, u64 *start);

#endif /* _GS_PRELOAD_PROC_H */
