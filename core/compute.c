// SPDX-License-Identifier: GPL-2.0 OR MIT
/*
 * Compute settings and the division of a GPU's time between busy slices.
 */

#include "compute.h"

void gs_compute_default(struct gs_compute *c)
{
	c->limit = GS_COMPUTE_LIMIT_MAX;
	c->request = 0;
	c->weight = GS_COMPUTE_WEIGHT_DEFAULT;
	c->priority = GS_COMPUTE_PRIO_NORMAL;
}

const char *gs_compute_invalid(const struct gs_compute *c)
{
	if (c->limit < GS_COMPUTE_LIMIT_MIN || c->limit > GS_COMPUTE_LIMIT_MAX)
		return "a compute limit is 1 to 100 percent";
	if (c->request > GS_COMPUTE_REQUEST_MAX)
		return "a compute request is 0 to 100 percent";
	if (c->request > c->limit)
		return "the compute request exceeds the compute limit";
	if (c->weight < GS_COMPUTE_WEIGHT_MIN ||
	    c->weight > GS_COMPUTE_WEIGHT_MAX)
		return "a weight is 1 to 1000";
	if (c->priority != GS_COMPUTE_PRIO_NORMAL &&
	    c->priority != GS_COMPUTE_PRIO_HIGH)
		return "a priority is high or normal";
	return NULL;
}

static u32 min_u32(u32 a, u32 b)
{
	return a < b ? a : b;
}

/*
 * Water-fills *@left between the claims of class @high below their caps,
 * in proportion to their weights: a claim whose proportional part would
 * take it past its cap gets just its cap and leaves the set, and the rest
 * is shared again, until every claim left takes its part whole.
 */
static void fill(struct gs_compute_claim *c, unsigned int n, bool high,
		 u32 *left)
{
	unsigned int i;

	while (*left) {
		u64 weights = 0;
		u32 given = 0;
		bool capped = false;

		for (i = 0; i < n; i++)
			if (c[i].high == high && c[i].share < c[i].cap)
				weights += c[i].weight;
		if (!weights)
			return;
		/* first, those the proportional part would take past the cap */
		for (i = 0; i < n; i++) {
			u64 part;

			if (c[i].high != high || c[i].share >= c[i].cap)
				continue;
			part = (u64)*left * c[i].weight / weights;
			if (c[i].share + part >= c[i].cap) {
				given += c[i].cap - c[i].share;
				c[i].share = c[i].cap;
				capped = true;
			}
		}
		if (capped) {
			*left -= given;
			continue;
		}
		for (i = 0; i < n; i++) {
			if (c[i].high != high || c[i].share >= c[i].cap)
				continue;
			given += (u32)((u64)*left * c[i].weight / weights);
			c[i].share += (u32)((u64)*left * c[i].weight / weights);
		}
		*left -= given;
		/* the rounding remainder, a basis point each, in index order */
		for (i = 0; i < n && *left; i++) {
			if (c[i].high == high && c[i].share < c[i].cap) {
				c[i].share++;
				(*left)--;
			}
		}
		return;
	}
}

void gs_compute_divide(struct gs_compute_claim *c, unsigned int n, u32 total)
{
	u32 left = total;
	unsigned int i;

	for (i = 0; i < n; i++) {
		c[i].share = min_u32(min_u32(c[i].request, c[i].cap), left);
		left -= c[i].share;
	}
	fill(c, n, true, &left);
	fill(c, n, false, &left);
}
