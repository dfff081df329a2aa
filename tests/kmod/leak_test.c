// SPDX-License-Identifier: GPL-2.0
/*
 * gpuslice.ko gives back all it allocated: after 100 fuzz-and-delete
 * cycles (gpuslice-fuzz --cycles: slices made, fuzzed by processes killed
 * at random while the slices are resized and force-deleted, then
 * deleted), the slab objects allocated in gpuslice's code are exactly
 * those there were before.
 *
 * The measure is the allocator's own: booted with slub_debug=U (the
 * script suite leak_test.sh does), SLUB records for every object the
 * stack that allocated it and keeps every slab of the cache on its node's
 * lists (none cached per CPU), and /sys/kernel/debug/slab/CACHE/
 * alloc_traces walks them: every object in use, grouped by stack (under
 * KASAN once each cache's quarantine of freed objects is emptied, by
 * shrinking the cache). An object is gpuslice's when the innermost
 * frame of its stack that is in a module is in gpuslice.ko
 * ("[gpuslice]"): what its code allocated, and what the kernel's code it
 * called allocated for it (the nodes of its xarrays, the files it
 * opened), but not what the driver allocated in the calls gpuslice
 * forwarded to it (nvsim's frames come first there). Each object is
 * counted once, whatever cache it is in; nothing is estimated from pages
 * or per-CPU caches, as /proc/slabinfo does.
 */

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <unistd.h>

#include <kselftest_harness.h>

#include "vmenv.h"

#define SLAB_DIR	"/sys/kernel/debug/slab"
#define SYS_SLAB_DIR	"/sys/kernel/slab"
#define CYCLES		100
#define FIXTURES	"/extra/fixtures"

/* Objects of one allocating stack in one cache. */
struct site {
	char *key;		/* the cache, then the stack's frames */
	long count;
};

struct census {
	struct site *sites;
	unsigned int n, room;
	long objects;		/* gpuslice's, in all */
};

static void census_free(struct census *c)
{
	unsigned int i;

	for (i = 0; i < c->n; i++)
		free(c->sites[i].key);
	free(c->sites);
	memset(c, 0, sizeof(*c));
}

static int census_add(struct census *c, const char *key, long count)
{
	if (c->n == c->room) {
		unsigned int room = c->room ? 2 * c->room : 256;
		struct site *s = realloc(c->sites, room * sizeof(*s));

		if (!s)
			return -1;
		c->sites = s;
		c->room = room;
	}
	c->sites[c->n].key = strdup(key);
	if (!c->sites[c->n].key)
		return -1;
	c->sites[c->n++].count = count;
	c->objects += count;
	return 0;
}

/*
 * The module of a frame ("name+0x1/0x2 [module]"), copied to @mod; false
 * for a frame of the kernel's own.
 */
static bool frame_module(const char *line, char *mod, size_t size)
{
	const char *open = strrchr(line, '['), *close;

	if (!open || !(close = strchr(open, ']')) ||
	    (size_t)(close - open) > size)
		return false;
	snprintf(mod, close - open, "%s", open + 1);
	return true;
}

/*
 * Adds to @c the records of @cache's alloc_traces that are gpuslice's.
 * A record: "COUNT SITE age=... pid=...", the stack's frames, innermost
 * first, one a line, and an empty line.
 */
static int census_cache(struct census *c, const char *cache)
{
	char path[512], line[512], key[8192], mod[64];
	bool ours = false, owned = false;
	long count = -1;
	size_t len = 0;
	FILE *f;
	int ret = 0;

	snprintf(path, sizeof(path), SLAB_DIR "/%s/alloc_traces", cache);
	f = fopen(path, "r");
	if (!f)
		return errno == ENOENT ? 0 : -1;
	while (!ret && fgets(line, sizeof(line), f)) {
		char site[256];

		if (line[0] == '\n') {
			if (count > 0 && ours)
				ret = census_add(c, key, count);
			count = -1;
			continue;
		}
		if (count < 0) {
			/* the header: its age and pids change, not its site */
			if (sscanf(line, "%ld %255s", &count, site) != 2)
				count = 0;
			len = snprintf(key, sizeof(key), "%s %s", cache, site);
			ours = owned = false;
			continue;
		}
		/* the innermost module's frame says whose it is */
		if (!owned && frame_module(line, mod, sizeof(mod))) {
			owned = true;
			ours = !strcmp(mod, "gpuslice");
		}
		if (len < sizeof(key)) {
			len += snprintf(key + len, sizeof(key) - len, " %s",
					line + strspn(line, " \t"));
			if (len < sizeof(key) && key[len - 1] == '\n')
				key[--len] = '\0';
		}
	}
	if (!ret && count > 0 && ours)
		ret = census_add(c, key, count);
	fclose(f);
	return ret;
}

/*
 * Shrinks every cache. Under KASAN a freed object waits in a quarantine
 * before the allocator gets it back, and SLUB lists it in use until
 * then: shrinking a cache empties its quarantine.
 */
static void shrink_caches(void)
{
	char path[512];
	struct dirent *e;
	DIR *d = opendir(SYS_SLAB_DIR);
	FILE *f;

	while (d && (e = readdir(d))) {
		if (e->d_name[0] == '.')
			continue;
		snprintf(path, sizeof(path), SYS_SLAB_DIR "/%s/shrink",
			 e->d_name);
		f = fopen(path, "w");
		if (f) {
			fputs("1", f);
			fclose(f);
		}
	}
	if (d)
		closedir(d);
}

/* gpuslice's objects in use now, in every cache; -1 on error. */
static int take_census(struct census *c)
{
	struct dirent *e;
	DIR *d;
	int ret = 0;

	memset(c, 0, sizeof(*c));
	shrink_caches();
	d = opendir(SLAB_DIR);
	if (!d)
		return -1;
	while (!ret && (e = readdir(d)))
		if (e->d_name[0] != '.')
			ret = census_cache(c, e->d_name);
	closedir(d);
	return ret;
}

static long count_of(const struct census *c, const char *key)
{
	unsigned int i;

	for (i = 0; i < c->n; i++)
		if (!strcmp(c->sites[i].key, key))
			return c->sites[i].count;
	return 0;
}

/* Logs the stacks whose objects @after has more or fewer of than @before. */
static void log_changes(struct __test_metadata *_metadata,
			const struct census *before,
			const struct census *after)
{
	unsigned int i, shown = 0;
	long d;

	for (i = 0; i < after->n && shown < 20; i++) {
		d = after->sites[i].count - count_of(before, after->sites[i].key);
		if (d && ++shown)
			TH_LOG("%+ld: %.900s", d, after->sites[i].key);
	}
	for (i = 0; i < before->n && shown < 20; i++) {
		d = before->sites[i].count;
		if (!count_of(after, before->sites[i].key) && ++shown)
			TH_LOG("%+ld: %.900s", -d, before->sites[i].key);
	}
}

/*
 * Takes censuses until two a second apart agree (RCU's deferred frees and
 * queued work done), at most @secs seconds; or, with @want, until one has
 * exactly @want objects.
 */
static int stable_census(struct census *c, long want, int secs)
{
	struct census prev = { 0 };
	int i, ret;

	for (i = 0; i <= secs; i++) {
		ret = take_census(c);
		if (ret)
			break;
		if (want >= 0 ? c->objects == want :
		    i && c->objects == prev.objects)
			break;
		census_free(&prev);
		prev = *c;
		memset(c, 0, sizeof(*c));
		if (i == secs) {
			*c = prev;
			return 0;
		}
		sleep(1);
	}
	census_free(&prev);
	return ret;
}

/*
 * Runs @cycles fuzz-and-delete cycles of @ioctls ioctls each; the
 * fuzzer's KTAP goes to the log as "# " lines. Returns its exit status.
 */
static int fuzz(const char *cycles, const char *ioctls)
{
	char cmd[1024], line[1024];
	FILE *f;
	int st;

	snprintf(cmd, sizeof(cmd),
		 "gpuslice-fuzz --cycles %s --ioctls %s %s/cuda.trace.gz %s/cuda-ipc-importer.trace.gz %s/torch.trace.gz %s/jax.trace.gz 2>&1",
		 cycles, ioctls, FIXTURES, FIXTURES, FIXTURES, FIXTURES);
	f = popen(cmd, "r");
	if (!f)
		return -1;
	while (fgets(line, sizeof(line), f))
		printf("#   %s", line);
	st = pclose(f);
	return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

/* Whether SLUB keeps allocating stacks: a cache every kernel uses. */
static bool traces_on(void)
{
	char line[256] = "";
	FILE *f = fopen(SLAB_DIR "/kmalloc-64/alloc_traces", "r");

	if (f) {
		if (!fgets(line, sizeof(line), f))
			line[0] = '\0';
		fclose(f);
	}
	return line[0] != '\0';
}

FIXTURE(leak) {};
FIXTURE_SETUP(leak) {}
FIXTURE_TEARDOWN(leak) {}

/*
 * 100 fuzz-and-delete cycles; gpuslice's objects back where they were.
 * Some 3 minutes in a TCG VM, 20 under the debug kernel.
 */
TEST_F_TIMEOUT(leak, fuzz_cycles_give_everything_back, 3600)
{
	struct census before, after;
	const char *ioctls = "300";
	char cycles[16];
	struct utsname u;

	if (!vmenv_module_loaded() || access("/sys/module/nvsim", F_OK))
		SKIP(return, "needs gpuslice.ko and nvsim.ko (the test VM)");
	if (!traces_on())
		SKIP(return, "no allocating stacks: boot with slub_debug=U (leak_test.sh does)");
	/* the debug kernel fuzzes some 30 times slower */
	if (!uname(&u) && strstr(u.release, "-gpuslice-debug"))
		ioctls = "50";

	/* made on first need and kept: the verifier, the controller */
	ASSERT_EQ(0, fuzz("1", ioctls));
	ASSERT_EQ(0, stable_census(&before, -1, 30));
	TH_LOG("before: %ld objects of gpuslice's in %u stacks",
	       before.objects, before.n);
	/* the census sees what it measures: the verifier's control file */
	ASSERT_LT(0, before.objects);

	snprintf(cycles, sizeof(cycles), "%d", CYCLES);
	ASSERT_EQ(0, fuzz(cycles, ioctls));
	ASSERT_EQ(0, stable_census(&after, before.objects, 60));
	TH_LOG("after %d cycles of %s ioctls: %ld objects of gpuslice's in %u stacks",
	       CYCLES, ioctls, after.objects, after.n);
	EXPECT_EQ(before.objects, after.objects)
		log_changes(_metadata, &before, &after);
	census_free(&before);
	census_free(&after);
}

TEST_HARNESS_MAIN
