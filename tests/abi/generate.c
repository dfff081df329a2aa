// SPDX-License-Identifier: GPL-2.0 OR MIT
/*
 * Writes what gpuslice compiles of the ABI description from its rows
 * (core/nv_abi_*.def), for scripts/nv-abi update:
 *
 *   generate const    core/nv_abi_const.h: the constants, GS_ABI_<NAME>
 *   generate tables   core/nv_abi_tables.c: each supported branch's values
 *			of the versioned facts, and the supported versions
 *
 * The rows are evaluated here, by the compiler, once per branch: SINCE(b,
 * v) and UNTIL(b, v) in order, the first that applies, else the base.
 */

#define GS_ABI_GENERATING
#include <stdio.h>
#include <string.h>

#include "nv_abi.h"

#define ABSENT GS_ABI_ABSENT

static const struct {
	u32 major, key;
	const char *version;
	bool tagged;
} versions[] = {
#define GS_ABI_VERSION(major, minor, patch, string, tagged) \
	{ major, GS_ABI_KEY(major, minor, patch), string, tagged },
#define GS_ABI_SPAN(major, minor, patch)
#include "nv_abi_versions.def"
#undef GS_ABI_VERSION
#undef GS_ABI_SPAN
};

static const u32 spans[] = {
#define GS_ABI_VERSION(major, minor, patch, string, tagged)
#define GS_ABI_SPAN(major, minor, patch) GS_ABI_KEY(major, minor, patch),
#include "nv_abi_versions.def"
#undef GS_ABI_VERSION
#undef GS_ABI_SPAN
	0
};

/* A tagged version's @from: its branch's span, else itself. */
static u32 from(u32 key)
{
	unsigned int i;

	for (i = 0; spans[i]; i++)
		if (GS_ABI_KEY_BRANCH(spans[i]) == GS_ABI_KEY_BRANCH(key) &&
		    spans[i] <= key)
			return spans[i];
	return key;
}

/* As the row spells it: "0x2b", "195"; ABSENT, the constant's name. */
static void constant(const char *name, const char *spelling)
{
	if (!strcmp(spelling, "ABSENT"))
		spelling = "GS_ABI_ABSENT";
	printf("#define GS_ABI_%s %s\n", name, spelling);
}

static void write_const(void)
{
	printf("/* SPDX-License-Identifier: GPL-2.0 OR MIT */\n"
	       "/*\n"
	       " * The ABI description's constants (core/nv_abi_*.def, where each is\n"
	       " * written beside where it comes from). Written by scripts/nv-abi:\n"
	       " * do not edit.\n"
	       " */\n"
	       "#ifndef _GS_NV_ABI_CONST_H\n"
	       "#define _GS_NV_ABI_CONST_H\n\n");
#define GS_K(name, value, probe) constant(#name, #value);
#define GS_V(name, base, changes, probe)
#include "nv_abi_facts.def"
#undef GS_K
#undef GS_V
	printf("\n#endif /* _GS_NV_ABI_CONST_H */\n");
}

static void value(const char *name, u32 v)
{
	if (v == GS_ABI_ABSENT)
		printf("\t[GS_ABI_F_%s] = GS_ABI_ABSENT,\n", name);
	else
		printf("\t[GS_ABI_F_%s] = %u,\n", name, v);
}

/* The table of the branch whose versions' keys start at @key. */
static void table(u32 major, u32 key)
{
	printf("\nstatic const u32 branch_%u[GS_ABI_FACT_NR] = {\n", major);
#define SINCE(branch, v) key >= GS_ABI_BRANCH_KEY(branch) ? (u32)(v) :
#define UNTIL(branch, v) key < GS_ABI_BRANCH_KEY(branch) ? (u32)(v) :
#define GS_K(name, v, probe)
#define GS_V(name, base, changes, probe) value(#name, changes(u32)(base));
#include "nv_abi_facts.def"
#undef GS_K
#undef GS_V
#undef SINCE
#undef UNTIL
	printf("};\n");
}

static void write_tables(void)
{
	unsigned int i;

	printf("// SPDX-License-Identifier: GPL-2.0 OR MIT\n"
	       "/*\n"
	       " * The ABI description's versioned facts (core/nv_abi_*.def), one table\n"
	       " * per supported branch, and the supported versions\n"
	       " * (core/nv_abi_versions.def). Written by scripts/nv-abi: do not edit.\n"
	       " */\n\n"
	       "#include \"nv_abi.h\"\n");
	for (i = 0; i < ARRAY_SIZE(versions); i++)
		if (!i || versions[i].major != versions[i - 1].major)
			table(versions[i].major,
			      GS_ABI_BRANCH_KEY(versions[i].major));
	printf("\nconst struct gs_abi gs_abi_versions[] = {\n");
	for (i = 0; i < ARRAY_SIZE(versions); i++)
		printf("\t{\n\t\t.version = \"%s\",\n\t\t.key = %u,\n"
		       "\t\t.tagged = %s,\n\t\t.from = %u,\n"
		       "\t\t.v = branch_%u,\n\t},\n",
		       versions[i].version, versions[i].key,
		       versions[i].tagged ? "true" : "false",
		       versions[i].tagged ? from(versions[i].key) : 0,
		       versions[i].major);
	printf("};\n\nconst unsigned int gs_abi_nr_versions = "
	       "ARRAY_SIZE(gs_abi_versions);\n");
}

int main(int argc, char **argv)
{
	if (argc == 2 && !strcmp(argv[1], "const"))
		write_const();
	else if (argc == 2 && !strcmp(argv[1], "tables"))
		write_tables();
	else {
		fprintf(stderr, "usage: generate const|tables\n");
		return 2;
	}
	return 0;
}
