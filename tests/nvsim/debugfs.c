// SPDX-License-Identifier: GPL-2.0
/*
 * debugfs, for the replay tool and the tests:
 *
 * /sys/kernel/debug/nvsim/model: what nvsim models, one item a line:
 *	escape <nr> <NAME> [out=<off>+<len>[,...]]
 *	class <class> <NAME> [out=...]		(offsets into the class's
 *						 allocation parameters)
 *	control <cmd> <NAME> [out=...]		(offsets into its params)
 *	uvm <cmd> <NAME> [out=...]		(none yet)
 * The replay compares the status of every listed item and the bytes in its
 * out= ranges with the recording; whatever nvsim answers and does not list
 * is unmodelled.
 *
 * /sys/kernel/debug/nvsim/fb: per GPU, in bytes,
 *	gpu <N> total <heap> used <class-0x40> hidden <RM-internal> free <free>
 */

#include <linux/debugfs.h>
#include <linux/seq_file.h>

#include "nvsim.h"
#include "rm.h"

static struct dentry *root;

static int model_show(struct seq_file *m, void *v)
{
	nvsim_escape_model(m);
	nvsim_class_model(m);
	nvsim_control_model(m);
	return 0;
}
DEFINE_SHOW_ATTRIBUTE(model);

static int fb_show(struct seq_file *m, void *v)
{
	unsigned int i;

	mutex_lock(&nvsim_lock);
	for (i = 0; i < nvsim_gpu_count; i++) {
		struct nvsim_gpu *gpu = &nvsim_gpus[i];

		seq_printf(m, "gpu %u total %llu used %llu hidden %llu free %llu\n",
			   i, gpu->heap_size, gpu->used_local, gpu->hidden,
			   nvsim_fb_free(gpu));
	}
	mutex_unlock(&nvsim_lock);
	return 0;
}
DEFINE_SHOW_ATTRIBUTE(fb);

int nvsim_debugfs_init(void)
{
	root = debugfs_create_dir("nvsim", NULL);
	debugfs_create_file("model", 0444, root, NULL, &model_fops);
	debugfs_create_file("fb", 0444, root, NULL, &fb_fops);
	return 0;
}

void nvsim_debugfs_exit(void)
{
	debugfs_remove_recursive(root);
}
