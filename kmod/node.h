/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _GS_NODE_H
#define _GS_NODE_H

#include <linux/fs.h>

#include "nv_escape.h"

struct device;
struct gs_file;
struct gs_slice;

/*
 * One device node of a slice, /dev/gpuslice/<slice>/<name>. Lives inside
 * its slice; reachable by minor through gs_nodes (node.c) while the slice
 * exists.
 */
struct gs_node {
	struct gs_slice *slice;
	enum gs_nv_node kind;
	unsigned int gpu;	/* index in the slice, for GS_NV_NODE_GPU */
	u32 minor;
	struct device *dev;
};

int gs_node_init(const struct file_operations *fops);
struct gs_file *gs_node_file(struct file *file);
void gs_node_uninit(void);
int gs_slice_nodes_create(struct gs_slice *s);
void gs_slice_nodes_destroy(struct gs_slice *s);
struct gs_slice *gs_node_get_slice(unsigned int minor, struct gs_node *node);

#endif /* _GS_NODE_H */
