// SPDX-License-Identifier: GPL-2.0
/*
 * Device nodes of slices: one char major for gpuslice, a minor per node,
 * and devtmpfs names "gpuslice!<slice>!<node>", which devtmpfs turns into
 * /dev/gpuslice/<slice>/<node>. What their files do is forward.c's, whose
 * file operations main.c gives gs_node_init(): forwarding sits above the
 * nodes.
 */

#include <linux/cdev.h>
#include <linux/device.h>
#include <linux/fs.h>
#include <linux/rcupdate.h>
#include <linux/xarray.h>

#include "node.h"
#include "slice.h"

/* Enough for GPUSLICE_MAX_SLICES slices of GS_SLICE_MAX_NODES nodes. */
#define GS_MINORS (1U << 15)

static dev_t gs_devt;
static struct cdev gs_cdev;
/* The file operations of every node (forward.c's); set at load. */
static const struct file_operations *gs_node_fops __ro_after_init;

/*
 * minor -> struct gs_node. Readers (open) look nodes up under RCU and take
 * a reference on the node's slice, whose memory RCU keeps valid
 * (registry.c frees slices after a grace period); writers are serialised
 * by the slice registry's mutex.
 */
static DEFINE_XARRAY_ALLOC(gs_nodes);

/* The container sees NVIDIA's usual modes: every node is 0666. */
static char *gs_devnode(struct device *dev, umode_t *mode)
{
	if (mode)
		*mode = 0666;
	return NULL;
}

static struct class gs_class = {
	.name = "gpuslice",
	.devnode = gs_devnode,
};

static const char *node_name(const struct gs_node *n, char *buf, size_t len)
{
	switch (n->kind) {
	case GS_NV_NODE_CTL:
		return "nvidiactl";
	case GS_NV_NODE_GPU:
		snprintf(buf, len, "nvidia%u", n->gpu);
		return buf;
	case GS_NV_NODE_UVM:
		return "nvidia-uvm";
	default:
		return "nvidia-uvm-tools";
	}
}

static int node_add(struct gs_slice *s, struct gs_node *n)
{
	char buf[sizeof("nvidia") + 3];
	int ret;

	ret = xa_alloc(&gs_nodes, &n->minor, n, XA_LIMIT(0, GS_MINORS - 1),
		       GFP_KERNEL);
	if (ret)
		return ret == -EBUSY ? -ENOSPC : ret;
	n->dev = device_create(&gs_class, NULL,
			       MKDEV(MAJOR(gs_devt), n->minor), NULL,
			       "gpuslice!%s!%s", s->name,
			       node_name(n, buf, sizeof(buf)));
	if (IS_ERR(n->dev)) {
		xa_erase(&gs_nodes, n->minor);
		return PTR_ERR(n->dev);
	}
	return 0;
}

static void node_del(struct gs_node *n)
{
	device_destroy(&gs_class, MKDEV(MAJOR(gs_devt), n->minor));
	xa_erase(&gs_nodes, n->minor);
}

/* Called with the registry mutex held; @s is not yet visible. */
int gs_slice_nodes_create(struct gs_slice *s)
{
	unsigned int i;
	int ret;

	lockdep_assert_held(&gs_slices_lock);
	s->nr_nodes = 0;
	s->node[s->nr_nodes++].kind = GS_NV_NODE_CTL;
	for (i = 0; i < s->nr_gpus; i++) {
		s->node[s->nr_nodes].kind = GS_NV_NODE_GPU;
		s->node[s->nr_nodes++].gpu = i;
	}
	s->node[s->nr_nodes++].kind = GS_NV_NODE_UVM;
	s->node[s->nr_nodes++].kind = GS_NV_NODE_UVM_TOOLS;

	for (i = 0; i < s->nr_nodes; i++) {
		s->node[i].slice = s;
		ret = node_add(s, &s->node[i]);
		if (ret)
			goto err;
	}
	return 0;

err:
	while (i--)
		node_del(&s->node[i]);
	return ret;
}

/*
 * Called with the registry mutex held. Opens already under way may still
 * find the slice until an RCU grace period passes; they then see it dead.
 */
void gs_slice_nodes_destroy(struct gs_slice *s)
{
	unsigned int i;

	lockdep_assert_held(&gs_slices_lock);
	for (i = s->nr_nodes; i--;)
		node_del(&s->node[i]);
}

/*
 * Returns a strong reference to the slice of @minor and copies its node
 * to @node, or NULL when no slice has that minor any more.
 */
struct gs_slice *gs_node_get_slice(unsigned int minor, struct gs_node *node)
{
	struct gs_slice *s = NULL;
	struct gs_node *n;

	rcu_read_lock();
	n = xa_load(&gs_nodes, minor);
	if (n && gs_slice_tryget(n->slice)) {
		s = n->slice;
		*node = *n;
	}
	rcu_read_unlock();
	return s;
}

/*
 * The gpuslice file (struct gs_file, forward.h) behind @file when it is an
 * open file of a slice's node, else NULL.
 */
struct gs_file *gs_node_file(struct file *file)
{
	return file->f_op == gs_node_fops ? file->private_data : NULL;
}

/* The nodes' files do what @fops says. */
int __init gs_node_init(const struct file_operations *fops)
{
	int ret;

	gs_node_fops = fops;
	ret = alloc_chrdev_region(&gs_devt, 0, GS_MINORS, "gpuslice");
	if (ret)
		return ret;
	ret = class_register(&gs_class);
	if (ret)
		goto err_class;
	cdev_init(&gs_cdev, fops);
	gs_cdev.owner = THIS_MODULE;
	ret = cdev_add(&gs_cdev, gs_devt, GS_MINORS);
	if (ret)
		goto err_cdev;
	return 0;

err_cdev:
	class_unregister(&gs_class);
err_class:
	unregister_chrdev_region(gs_devt, GS_MINORS);
	return ret;
}

void gs_node_uninit(void)
{
	cdev_del(&gs_cdev);
	class_unregister(&gs_class);
	unregister_chrdev_region(gs_devt, GS_MINORS);
}
