// SPDX-License-Identifier: GPL-2.0
/*
 * OS events (ALLOC_OS_EVENT / FREE_OS_EVENT, docs/nvidia-abi.md 1a and 2): RM
 * keeps a list of {hClient, fd, file} where the fd is only a key, never
 * looked up. One event per {hClient, fd}. Events go with their client (an
 * RM_FREE of the client) and with the file they were allocated on.
 *
 * Nothing signals them yet: that is the execution engine's job.
 * The list is protected by nvsim_lock.
 */

#include <linux/list.h>
#include <linux/slab.h>

#include "nvsim.h"
#include "rm.h"

/* A bound on one file's events; RM has none, but its memory is accounted. */
#define MAX_EVENTS_PER_FILE	4096

struct os_event {
	struct list_head link;
	u32 hclient;
	s32 fd;
	struct nvsim_file *nf;
};

static LIST_HEAD(events);

u32 nvsim_os_event_alloc(struct nvsim_file *nf, u32 hclient, s32 fd)
{
	struct os_event *e;
	unsigned int n = 0;

	lockdep_assert_held(&nvsim_lock);
	list_for_each_entry(e, &events, link) {
		if (e->hclient == hclient && e->fd == fd)
			return GS_ABI_ERR_INSUFFICIENT_RESOURCES;
		if (e->nf == nf)
			n++;
	}
	if (n >= MAX_EVENTS_PER_FILE)
		return GS_ABI_ERR_INSUFFICIENT_RESOURCES;

	e = kzalloc(sizeof(*e), GFP_KERNEL_ACCOUNT);
	if (!e)
		return GS_ABI_ERR_INSUFFICIENT_RESOURCES;
	e->hclient = hclient;
	e->fd = fd;
	e->nf = nf;
	list_add(&e->link, &events);
	return GS_ABI_NV_OK;
}

u32 nvsim_os_event_free(u32 hclient, s32 fd)
{
	struct os_event *e;

	lockdep_assert_held(&nvsim_lock);
	list_for_each_entry(e, &events, link) {
		if (e->hclient == hclient && e->fd == fd) {
			list_del(&e->link);
			kfree(e);
			return GS_ABI_NV_OK;
		}
	}
	return GS_ABI_ERR_INVALID_EVENT;
}

void nvsim_os_events_free_client(u32 hclient)
{
	struct os_event *e, *tmp;

	lockdep_assert_held(&nvsim_lock);
	list_for_each_entry_safe(e, tmp, &events, link) {
		if (e->hclient == hclient) {
			list_del(&e->link);
			kfree(e);
		}
	}
}

void nvsim_os_events_free_file(struct nvsim_file *nf)
{
	struct os_event *e, *tmp;

	lockdep_assert_held(&nvsim_lock);
	list_for_each_entry_safe(e, tmp, &events, link) {
		if (e->nf == nf) {
			list_del(&e->link);
			kfree(e);
		}
	}
}
