/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _GS_FILES_H
#define _GS_FILES_H

#include "nv_escape.h"

struct file;
struct gs_file;
struct gs_pid_list;
struct gs_slice;

void gs_files_slice_init(struct gs_slice *s);
int gs_files_add(struct gs_file *gf);
struct file *gs_files_del(struct gs_file *gf);
struct file *gs_files_real_of(struct file *file, struct gs_slice *s,
			      enum gs_nv_node *kind);
void gs_files_collect_pids(struct gs_slice *s, struct gs_pid_list *list);
void gs_files_pids(struct gs_slice *s, struct gs_pid_list *list);

#endif /* _GS_FILES_H */
