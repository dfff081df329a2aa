// SPDX-License-Identifier: GPL-2.0 OR MIT

#include "ledger.h"

void gs_ledger_init(struct gs_ledger *l, u64 limit)
{
	l->limit = limit;
	l->used = 0;
	l->peak = 0;
	l->denials = 0;
}

bool gs_ledger_fits(const struct gs_ledger *l, u64 bytes)
{
	/* Written so that no sum can wrap, whatever @bytes a caller passes. */
	return l->used <= l->limit && bytes <= l->limit - l->used;
}

bool gs_ledger_charge(struct gs_ledger *l, u64 bytes)
{
	if (!gs_ledger_fits(l, bytes)) {
		l->denials++;
		return false;
	}
	l->used += bytes;
	if (l->used > l->peak)
		l->peak = l->used;
	return true;
}

bool gs_ledger_fits_each(struct gs_ledger *const *l, unsigned int n,
			 u64 bytes)
{
	unsigned int i;

	for (i = 0; i < n; i++)
		if (!gs_ledger_fits(l[i], bytes))
			return false;
	return true;
}

unsigned int gs_ledger_charge_each(struct gs_ledger *const *l,
				   unsigned int n, u64 bytes)
{
	unsigned int i, refused = n;

	for (i = 0; i < n; i++) {
		if (gs_ledger_fits(l[i], bytes))
			continue;
		l[i]->denials++;
		if (refused == n)
			refused = i;
	}
	if (refused < n)
		return refused;
	/* it fits each: forcing it is charging it */
	for (i = 0; i < n; i++)
		gs_ledger_force(l[i], bytes);
	return n;
}

void gs_ledger_force(struct gs_ledger *l, u64 bytes)
{
	l->used = bytes > ~0ULL - l->used ? ~0ULL : l->used + bytes;
	if (l->used > l->peak)
		l->peak = l->used;
}

bool gs_ledger_refund(struct gs_ledger *l, u64 bytes)
{
	if (bytes > l->used)
		return false;
	l->used -= bytes;
	return true;
}

void gs_ledger_set_limit(struct gs_ledger *l, u64 limit)
{
	l->limit = limit;
}
