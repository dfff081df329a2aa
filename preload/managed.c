// SPDX-License-Identifier: GPL-2.0
/*
 * The ranges are few (CUDA maps managed memory in large pieces), kept in
 * an array under a mutex.
 */

#include <pthread.h>
#include <stdlib.h>

#include "managed.h"

struct range {
	u64 start, end;
};

static pthread_mutex_t managed_lock = PTHREAD_MUTEX_INITIALIZER;
static struct range *ranges;	/* managed_lock */
static size_t nr_ranges, cap_ranges;	/* managed_lock */

/* Room for @more ranges; managed_lock held. */
static bool reserve(size_t more)
{
	struct range *grown;
	size_t cap;

	if (nr_ranges + more <= cap_ranges)
		return true;
	cap = cap_ranges ? 2 * cap_ranges : 64;
	while (cap < nr_ranges + more)
		cap *= 2;
	grown = realloc(ranges, cap * sizeof(*ranges));
	if (!grown)
		return false;
	ranges = grown;
	cap_ranges = cap;
	return true;
}

void gs_managed_add(u64 addr, u64 len)
{
	pthread_mutex_lock(&managed_lock);
	if (len && addr + len > addr && reserve(1))
		ranges[nr_ranges++] = (struct range){ addr, addr + len };
	pthread_mutex_unlock(&managed_lock);
}

u64 gs_managed_remove(u64 addr, u64 len)
{
	u64 end = addr + len < addr ? ~0ULL : addr + len, bytes = 0;
	size_t i;

	pthread_mutex_lock(&managed_lock);
	for (i = 0; i < nr_ranges; i++) {
		struct range *r = &ranges[i];
		u64 lo = r->start > addr ? r->start : addr;
		u64 hi = r->end < end ? r->end : end;

		if (lo >= hi)
			continue;
		bytes += hi - lo;
		if (r->start < lo && r->end > hi) {
			/* a hole in the middle: the tail becomes a range */
			if (!reserve(1)) {
				/* keep the tail charged rather than lose it */
				bytes -= hi - lo;
				continue;
			}
			r = &ranges[i];
			ranges[nr_ranges++] = (struct range){ hi, r->end };
			r->end = lo;
		} else if (r->start < lo) {
			r->end = lo;
		} else if (r->end > hi) {
			r->start = hi;
		} else {
			ranges[i--] = ranges[--nr_ranges];
		}
	}
	pthread_mutex_unlock(&managed_lock);
	return bytes;
}

void gs_managed_forked(void)
{
	pthread_mutex_init(&managed_lock, NULL);
	nr_ranges = 0;
}
