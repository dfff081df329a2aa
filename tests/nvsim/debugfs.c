// SPDX-License-Identifier: GPL-2.0
/*
 * debugfs, for the replay tool and the tests:
 *
 * /sys/kernel/debug/nvsim/model: what nvsim models, one item a line:
 *	escape <nr> <NAME> [out=<off>+<len>[,...]]
 *	class <class> <NAME> [out=...]		(offsets into the class's
 *						 allocation parameters)
 *	control <cmd> <NAME> [out=...]		(offsets into its params)
 *	uvm <cmd> <NAME> [out=...]		(offsets into its argument)
 * The replay compares the status of every listed item and the bytes in its
 * out= ranges with the recording; whatever nvsim answers and does not list
 * is unmodelled.
 *
 * /sys/kernel/debug/nvsim/fb: per GPU, in bytes,
 *	gpu <N> total <heap> used <class-0x40> hidden <RM-internal> free <free>
 *	    uvm <managed memory resident>
 *
 * /sys/kernel/debug/nvsim/clients: every RM client, "client <hClient> pid
 * <pid>" (the process that allocated it), for the fuzzer's check that none
 * of a dead process is left.
 *
 * /sys/kernel/debug/nvsim/uvm: managed memory resident, per GPU and per
 * VA space (process), uvm_va.c. /sys/kernel/debug/nvsim/engine: busy time
 * per GPU and per client (engine.c); writing to it resets the counters
 * (not the GPUMON samples', which RM's control answers, from their own
 * count since load).
 */

#include <linux/debugfs.h>
#include <linux/seq_file.h>

#include "nvsim.h"
#include "rm.h"

static struct dentry *root;

static bool fact_set(struct nvsim_fact f)
{
	return f.versioned || f.v;
}

/* One line of "model": @kind @nr @name, then the spans of @out, if any. */
void nvsim_model_line(struct seq_file *m, const char *kind, u32 nr,
		      const char *name, const struct nvsim_span *out)
{
	const char *sep = " out=";
	unsigned int i;

	seq_printf(m, "%s 0x%x %s", kind, nr, name);
	for (i = 0; out && i < NVSIM_OUT_MAX; i++) {
		const struct nvsim_span *o = &out[i];
		u32 at = nvsim_fact(o->at), len;

		if (!fact_set(o->len) && !fact_set(o->end))
			break;
		if (fact_set(o->len))
			len = nvsim_fact(o->len);
		else if (nvsim_fact(o->end) != GS_ABI_ABSENT)
			len = nvsim_fact(o->end) - at;
		else
			continue;
		if (at == GS_ABI_ABSENT || len == GS_ABI_ABSENT)
			continue;
		seq_printf(m, "%s%u+%u", sep, at, len);
		sep = ",";
	}
	seq_putc(m, '\n');
}

static int model_show(struct seq_file *m, void *v)
{
	nvsim_escape_model(m);
	nvsim_class_model(m);
	nvsim_control_model(m);
	nvsim_uvm_model(m);
	return 0;
}
DEFINE_SHOW_ATTRIBUTE(model);

static int fb_show(struct seq_file *m, void *v)
{
	unsigned int i;

	mutex_lock(&nvsim_lock);
	for (i = 0; i < nvsim_gpu_count; i++) {
		struct nvsim_gpu *gpu = &nvsim_gpus[i];

		seq_printf(m, "gpu %u total %llu used %llu hidden %llu free %llu uvm %llu\n",
			   i, gpu->heap_size, gpu->used_local, gpu->hidden,
			   nvsim_fb_free(gpu), gpu->uvm);
	}
	mutex_unlock(&nvsim_lock);
	return 0;
}
DEFINE_SHOW_ATTRIBUTE(fb);

static int uvm_show(struct seq_file *m, void *v)
{
	nvsim_vas_show(m);
	return 0;
}
DEFINE_SHOW_ATTRIBUTE(uvm);

static int clients_show(struct seq_file *m, void *v)
{
	nvsim_clients_show(m);
	return 0;
}
DEFINE_SHOW_ATTRIBUTE(clients);

static int engine_show(struct seq_file *m, void *v)
{
	nvsim_engine_show(m);
	return 0;
}

static int engine_open(struct inode *inode, struct file *file)
{
	return single_open(file, engine_show, inode->i_private);
}

static ssize_t engine_write(struct file *file, const char __user *buf,
			    size_t len, loff_t *ppos)
{
	nvsim_engine_reset();
	return len;
}

static const struct file_operations engine_fops = {
	.owner		= THIS_MODULE,
	.open		= engine_open,
	.read		= seq_read,
	.write		= engine_write,
	.llseek		= seq_lseek,
	.release	= single_release,
};

int nvsim_debugfs_init(void)
{
	root = debugfs_create_dir("nvsim", NULL);
	debugfs_create_file("model", 0444, root, NULL, &model_fops);
	debugfs_create_file("fb", 0444, root, NULL, &fb_fops);
	debugfs_create_file("uvm", 0444, root, NULL, &uvm_fops);
	debugfs_create_file("clients", 0444, root, NULL, &clients_fops);
	debugfs_create_file("engine", 0644, root, NULL, &engine_fops);
	return 0;
}

void nvsim_debugfs_exit(void)
{
	debugfs_remove_recursive(root);
}
