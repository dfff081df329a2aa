// SPDX-License-Identifier: GPL-2.0
/*
 * A slice's open files (struct gs_file, forward.h): the list of them and
 * their count, which this file alone changes, the real file behind one,
 * and who opened them. What the files do is forward.c's, above this.
 */

#include <linux/pid.h>

#include "files.h"
#include "forward.h"
#include "node.h"
#include "slice.h"

/* A new slice's: none open. */
void gs_files_slice_init(struct gs_slice *s)
{
	INIT_LIST_HEAD(&s->files);
}

/* Lists the new file @gf in its slice, unless the slice was revoked. */
int gs_files_add(struct gs_file *gf)
{
	struct gs_slice *s = gf->slice;
	int ret = -ENODEV;

	spin_lock(&s->lock);
	if (!s->dead) {
		list_add_tail(&gf->list, &s->files);
		s->nr_files++;
		ret = 0;
	}
	spin_unlock(&s->lock);
	return ret;
}

/*
 * Unlists @gf, at its release; returns its real file (NULL once revoked),
 * which the caller puts.
 */
struct file *gs_files_del(struct gs_file *gf)
{
	struct gs_slice *s = gf->slice;
	struct file *real;

	spin_lock(&s->lock);
	list_del(&gf->list);
	s->nr_files--;
	real = gf->real;
	gf->real = NULL;
	spin_unlock(&s->lock);
	return real;
}

/*
 * The real file behind @file if it is an open file of a node of @s, else
 * NULL. Valid while the caller is inside a forwarded call on a file of @s:
 * revocation waits for those before it drops real files.
 */
struct file *gs_files_real_of(struct file *file, struct gs_slice *s,
			      enum gs_nv_node *kind)
{
	struct gs_file *gf = gs_node_file(file);

	if (!gf || gf->slice != s)
		return NULL;
	*kind = gf->kind;
	return READ_ONCE(gf->real);
}

/*
 * Adds the openers of @s's open files to @list, once each, as pids of the
 * caller's namespace (those it cannot see are left out); s->lock held.
 */
void gs_files_collect_pids(struct gs_slice *s, struct gs_pid_list *list)
{
	struct gs_file *gf;
	unsigned int i;
	pid_t nr;

	lockdep_assert_held(&s->lock);
	list_for_each_entry(gf, &s->files, list) {
		nr = pid_vnr(gf->tgid);
		if (!nr)
			continue;
		for (i = 0; i < list->nr; i++)
			if (list->pids[i] == nr)
				break;
		if (i == list->nr && list->nr < ARRAY_SIZE(list->pids))
			list->pids[list->nr++] = nr;
	}
}

/* The processes with open files of @s, seen from the caller. */
void gs_files_pids(struct gs_slice *s, struct gs_pid_list *list)
{
	list->nr = 0;
	spin_lock(&s->lock);
	gs_files_collect_pids(s, list);
	spin_unlock(&s->lock);
}
