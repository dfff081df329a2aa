// SPDX-License-Identifier: GPL-2.0
/*
 * The slice registry: every slice that exists, by name.
 */

#include <linux/list.h>
#include <linux/mutex.h>

#include "slice.h"

/*
 * gs_slices_lock serialises every change to the set of slices (netlink
 * requests, which may run in parallel) and guards gs_slices and
 * gs_nr_slices.
 */
static DEFINE_MUTEX(gs_slices_lock);
static LIST_HEAD(gs_slices);
static unsigned int gs_nr_slices;

unsigned int gs_slice_count(void)
{
	unsigned int n;

	mutex_lock(&gs_slices_lock);
	n = gs_nr_slices;
	mutex_unlock(&gs_slices_lock);
	return n;
}
