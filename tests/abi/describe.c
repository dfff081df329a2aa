// SPDX-License-Identifier: GPL-2.0 OR MIT
/*
 * The ABI description's facts for one supported version, as gpuslice's
 * code reads them (core/nv_abi.h), one a line: "NAME VALUE KIND PROBE",
 * VALUE a number, "absent" or "read" (behaviour read by hand), KIND K for
 * a constant and V for a versioned fact, PROBE "val" for a named constant (VAL, CLS_NUM),
 * "read" or "struct". scripts/nv-abi compares the first two columns with
 * what tests/abi/probe.cpp computes from the version's headers.
 *
 *   describe VERSION
 */

#include <stdio.h>
#include <string.h>

#include "nv_abi.h"

static void row(const char *name, u32 value, char kind, const char *probe)
{
	const char *what = "struct";

	if (!strncmp(probe, "READ(", 5))
		what = "read";
	else if (!strncmp(probe, "VAL(", 4) || !strncmp(probe, "CLS_NUM(", 8))
		what = "val";
	/* a named constant is a number, U32_MAX too: only a fact is absent */
	if (!strcmp(what, "read"))
		printf("%s read %c %s\n", name, kind, what);
	else if (value == GS_ABI_ABSENT && strcmp(what, "val"))
		printf("%s absent %c %s\n", name, kind, what);
	else
		printf("%s %u %c %s\n", name, value, kind, what);
}

int main(int argc, char **argv)
{
	enum gs_abi_match match;
	const struct gs_abi *abi;

	if (argc != 2) {
		fprintf(stderr, "usage: describe VERSION\n");
		return 2;
	}
	abi = gs_abi_find(argv[1], &match);
	if (!abi || match != GS_ABI_EXACT) {
		fprintf(stderr, "describe: %s is not a supported version\n",
			argv[1]);
		return 1;
	}
#define GS_K(name, value, probe) row(#name, GS_ABI_##name, 'K', #probe);
#define GS_V(name, base, changes, probe) \
	row(#name, GS_ABI(abi, name), 'V', #probe);
#include "nv_abi_facts.def"
	return 0;
}
