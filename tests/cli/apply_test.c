// SPDX-License-Identifier: GPL-2.0
/*
 * gpuslice apply against the module, in the test VM: slices created, set,
 * pruned and recreated as a configuration file says, their labels too,
 * idempotent, nothing
 * applied for a bad file or a slice in use, requests moved between slices
 * in an order the kernel accepts, a directory of files. The kernel's own
 * state (show --json) and nvsim's count are what the tests check.
 */

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <kselftest_harness.h>

#include "clirun.h"
#include "json.h"
#include "nvrm.h"
#include "vmenv.h"

#define MiB (1024ULL * 1024)
#define GiB (1024 * MiB)
#define DIR "/tmp/gs-apply"

/* The slices the tests make. */
static const char *const slices[] = { "a", "b", "c", "d", "old", NULL };

/* Writes @text to the file @path. */
static int write_file(const char *path, const char *text)
{
	FILE *f = fopen(path, "w");

	if (!f)
		return -1;
	if (fputs(text, f) < 0) {
		fclose(f);
		return -1;
	}
	return fclose(f);
}


/* The slices that exist, by name, joined by spaces ("" for none). */
static void slice_names(char *buf, size_t size)
{
	const struct json_value *list;
	struct json_value *v = NULL;
	char err[128];
	struct run r;
	size_t i, len = 0;

	buf[0] = '\0';
	if (run_cli(&r, "list", "--json", NULL))
		return;
	list = v = json_parse(r.out, r.out_len, err, sizeof(err));
	for (i = 0; list && i < json_count(list) && len < size; i++)
		len += snprintf(buf + len, size - len, "%s%s", i ? " " : "",
				json_string(json_get(json_at(list, i), "name")));
	json_free(v);
	run_free(&r);
}

/*
 * GPU @i of slice @name as the kernel has it: its device, memory limit,
 * compute limit and request, into @out[4]; false when there is no such
 * slice or GPU.
 */
static bool slice_gpu(const char *name, size_t i, uint64_t out[4])
{
	static const char *const keys[] = { "device", "memory_limit",
					    "compute_limit", "compute_request" };
	const struct json_value *gpu;
	struct json_value *v;
	char err[128];
	struct run r;
	bool ok = true;
	int k;

	if (run_cli(&r, "show", name, "--json", NULL))
		return false;
	v = r.status ? NULL : json_parse(r.out, r.out_len, err, sizeof(err));
	gpu = v ? json_at(json_get(v, "gpus"), i) : NULL;
	for (k = 0; k < 4; k++)
		ok = ok && gpu && json_u64(json_get(gpu, keys[k]), &out[k]);
	json_free(v);
	run_free(&r);
	return ok;
}

#define EXPECT_GPU(name, i, device, memory, limit, request) do { \
	uint64_t _g[4] = { 0 }; \
	EXPECT_TRUE(slice_gpu((name), (i), _g)) TH_LOG("no GPU %d of %s", \
						      (i), (name)); \
	EXPECT_EQ((device), _g[0]); \
	EXPECT_EQ((memory), _g[1]); \
	EXPECT_EQ((limit), _g[2]); \
	EXPECT_EQ((request), _g[3]); \
} while (0)

FIXTURE(apply) {
	char names[512];
};

FIXTURE_SETUP(apply)
{
	if (!vmenv_module_loaded())
		SKIP(return, "gpuslice.ko is not loaded");
	delete_slices(slices);
	mkdir(DIR, 0755);
}

FIXTURE_TEARDOWN(apply)
{
	delete_slices(slices);
}

TEST_F(apply, creates_then_changes_nothing)
{
	struct run r;

	ASSERT_EQ(0, write_file(DIR "/s.conf",
				"# the slices of this host\n"
				"a --gpu 0 --memory 2GiB --compute-limit 40 --compute-request 10\n"
				"\n"
				"b --gpu 0 --memory 512MiB --weight 50  # batch\n"));
	CLI(&r, "apply", DIR "/s.conf");
	ASSERT_EXIT(0, &r);
	EXPECT_STREQ("create a: gpu 0: memory 2.0 GiB, compute 40% (request 10%, weight 100, normal)\n"
		     "create b: gpu 0: memory 512.0 MiB, compute 100% (request 0%, weight 50, normal)\n",
		     r.out);
	run_free(&r);
	EXPECT_GPU("a", 0, 0, 2 * GiB, 40, 10);
	EXPECT_GPU("b", 0, 0, 512 * MiB, 100, 0);

	CLI(&r, "apply", DIR "/s.conf");
	ASSERT_EXIT(0, &r);
	EXPECT_STREQ("nothing to change\n", r.out);
	run_free(&r);
}

TEST_F(apply, sets_what_differs)
{
	struct run r;

	CLI_OK("create", "a", "--gpu", "0", "--memory", "1GiB",
	       "--compute-limit", "50", "--compute-request", "20");
	ASSERT_EQ(0, write_file(DIR "/s.conf",
				"a --gpu 0 --memory 2GiB --compute-limit 50\n"));
	CLI(&r, "apply", DIR "/s.conf");
	ASSERT_EXIT(0, &r);
	/* what the file leaves out is the default */
	EXPECT_STREQ("set a: gpu 0: memory 1.0 GiB -> 2.0 GiB, request 20% -> 0%\n",
		     r.out);
	run_free(&r);
	EXPECT_GPU("a", 0, 0, 2 * GiB, 50, 0);
}

/* The labels of slice @name as show --json has them, "k=v k=v" ("" for none). */
static void slice_labels(const char *name, char *buf, size_t size)
{
	const struct json_value *labels;
	struct json_value *v;
	size_t i, len = 0;
	struct run r;

	buf[0] = '\0';
	if (run_cli(&r, "show", name, "--json", NULL))
		return;
	v = r.status ? NULL : json_parse(r.out, r.out_len, NULL, 0);
	labels = json_get(v, "labels");
	for (i = 0; i < json_count(labels) && len < size; i++)
		len += snprintf(buf + len, size - len, "%s%s=%s", i ? " " : "",
				json_key_at(labels, i),
				json_string(json_get(labels, json_key_at(labels, i))));
	json_free(v);
	run_free(&r);
}

/*
 * A slice's labels are those its line gives: made with them, set when they
 * differ (in anything but their order), removed when the line gives none.
 */
TEST_F(apply, labels_as_described)
{
	struct run r;

	ASSERT_EQ(0, write_file(DIR "/s.conf",
				"a --gpu 0 --memory 1GiB --label team=ml --label tier=1\n"));
	CLI(&r, "apply", DIR "/s.conf");
	ASSERT_EXIT(0, &r);
	EXPECT_STREQ("create a: gpu 0: memory 1.0 GiB, compute 100% (request 0%, weight 100, normal); labels team=ml, tier=1\n",
		     r.out);
	run_free(&r);
	slice_labels("a", self->names, sizeof(self->names));
	EXPECT_STREQ("team=ml tier=1", self->names);

	/* the same labels in another order: nothing to change */
	ASSERT_EQ(0, write_file(DIR "/s.conf",
				"a --label tier=1 --gpu 0 --memory 1GiB --label team=ml\n"));
	CLI(&r, "apply", DIR "/s.conf");
	ASSERT_EXIT(0, &r);
	EXPECT_STREQ("nothing to change\n", r.out);
	run_free(&r);

	ASSERT_EQ(0, write_file(DIR "/s.conf",
				"a --gpu 0 --memory 1GiB --label team=cv\n"));
	CLI(&r, "apply", DIR "/s.conf");
	ASSERT_EXIT(0, &r);
	EXPECT_STREQ("set a: labels team=ml, tier=1 -> team=cv\n", r.out);
	run_free(&r);
	slice_labels("a", self->names, sizeof(self->names));
	EXPECT_STREQ("team=cv", self->names);
	EXPECT_GPU("a", 0, 0, GiB, 100, 0);

	ASSERT_EQ(0, write_file(DIR "/s.conf", "a --gpu 0 --memory 2GiB\n"));
	CLI(&r, "apply", DIR "/s.conf");
	ASSERT_EXIT(0, &r);
	EXPECT_STREQ("set a: gpu 0: memory 1.0 GiB -> 2.0 GiB; labels team=cv -> none\n",
		     r.out);
	run_free(&r);
	slice_labels("a", self->names, sizeof(self->names));
	EXPECT_STREQ("", self->names);
	EXPECT_GPU("a", 0, 0, 2 * GiB, 100, 0);

	/* a bad label is a bad line: nothing applied */
	ASSERT_EQ(0, write_file(DIR "/s.conf",
				"a --gpu 0 --memory 1GiB --label gpu=0\n"));
	CLI(&r, "apply", DIR "/s.conf");
	EXPECT_EQ(1, r.status);
	EXPECT_STREQ("gpuslice: " DIR "/s.conf:1: slice a: invalid --label 'gpu=0': slice, gpu, device, version, job and instance are not label keys (gpuslice's metrics and Prometheus use them)\n",
		     r.err);
	run_free(&r);
	EXPECT_GPU("a", 0, 0, 2 * GiB, 100, 0);
}

TEST_F(apply, dry_run_changes_nothing)
{
	struct run r;

	CLI_OK("create", "old", "--gpu", "0", "--memory", "1GiB");
	ASSERT_EQ(0, write_file(DIR "/s.conf", "a --gpu 0 --memory 1GiB\n"));
	CLI(&r, "apply", "--dry-run", "--prune", DIR "/s.conf");
	ASSERT_EXIT(0, &r);
	EXPECT_STREQ("delete old\n"
		     "create a: gpu 0: memory 1.0 GiB, compute 100% (request 0%, weight 100, normal)\n"
		     "(dry run: nothing changed)\n", r.out);
	run_free(&r);
	slice_names(self->names, sizeof(self->names));
	EXPECT_STREQ("old", self->names);
}

/*
 * Slices the file does not describe stay, unless pruned; one in use is
 * refused, and then nothing else is done either, unless forced: then its
 * files are revoked and the driver frees what they held.
 */
TEST_F(apply, prunes_and_refuses_slices_in_use_unless_forced)
{
	struct run r;
	pid_t holder;

	CLI_OK("create", "old", "--gpu", "0", "--memory", "1GiB");
	holder = nvrm_holder("/dev/gpuslice/old", 64 * MiB);
	ASSERT_LT(0, holder);
	ASSERT_EQ(0, write_file(DIR "/s.conf", "a --gpu 0 --memory 1GiB\n"));

	CLI(&r, "apply", DIR "/s.conf");
	ASSERT_EXIT(0, &r);
	run_free(&r);
	slice_names(self->names, sizeof(self->names));
	EXPECT_STREQ("old a", self->names);
	CLI_OK("delete", "a");

	CLI(&r, "apply", "--prune", DIR "/s.conf");
	EXPECT_EQ(1, r.status);
	EXPECT_STREQ("", r.out);
	EXPECT_STREQ("gpuslice: apply: nothing changed:\n"
		     "  slice old is in use (2 open files): not deleted; --force revokes its files\n",
		     r.err);
	run_free(&r);
	slice_names(self->names, sizeof(self->names));
	EXPECT_STREQ("old", self->names);
	EXPECT_EQ(64 * MiB, vmenv_nvsim_fb_used(0));

	CLI(&r, "apply", "--prune", "--force", DIR "/s.conf");
	ASSERT_EXIT(0, &r);
	EXPECT_STREQ("delete old (forced: 2 open files revoked)\n"
		     "create a: gpu 0: memory 1.0 GiB, compute 100% (request 0%, weight 100, normal)\n",
		     r.out);
	run_free(&r);
	nvrm_reap(holder);
	slice_names(self->names, sizeof(self->names));
	EXPECT_STREQ("a", self->names);
	EXPECT_EQ(0, vmenv_nvsim_fb_used(0));
}

/* A bad line anywhere: its number and why, and nothing applied. */
TEST_F(apply, bad_file_applies_nothing)
{
	struct run r;

	ASSERT_EQ(0, write_file(DIR "/bad.conf",
				"a --gpu 0 --memory 1GiB\n"
				"# b next\n"
				"b --gpu 0 --memory 1GiB --compute-limit 0\n"));
	CLI(&r, "apply", DIR "/bad.conf");
	EXPECT_EQ(1, r.status);
	EXPECT_STREQ("", r.out);
	EXPECT_STREQ("gpuslice: " DIR "/bad.conf:3: slice b: invalid --compute-limit '0': out of range (1 to 100 percent)\n",
		     r.err);
	run_free(&r);
	slice_names(self->names, sizeof(self->names));
	EXPECT_STREQ("", self->names);

	/* a GPU the driver lacks: found before anything is done */
	ASSERT_EQ(0, write_file(DIR "/gpu.conf",
				"a --gpu 0 --memory 1GiB\n"
				"b --gpu 7 --memory 1GiB\n"));
	CLI(&r, "apply", DIR "/gpu.conf");
	EXPECT_EQ(1, r.status);
	EXPECT_STREQ("gpuslice: apply: nothing changed:\n"
		     "  " DIR "/gpu.conf:2: slice b: no GPU 7 (the NVIDIA driver exposes 1)\n",
		     r.err);
	run_free(&r);
	slice_names(self->names, sizeof(self->names));
	EXPECT_STREQ("", self->names);

	CLI(&r, "apply", DIR "/missing.conf");
	EXPECT_EQ(1, r.status);
	EXPECT_STREQ("gpuslice: cannot read " DIR "/missing.conf: No such file or directory\n",
		     r.err);
	run_free(&r);
}

/*
 * Requests moved from one slice to another on a GPU: lowered first, so
 * that the kernel, which refuses requests above 100 in all, accepts each
 * step.
 */
TEST_F(apply, moves_requests_between_slices)
{
	struct run r;

	CLI_OK("create", "b", "--gpu", "0", "--memory", "1GiB",
	       "--compute-request", "30");
	CLI_OK("create", "a", "--gpu", "0", "--memory", "1GiB",
	       "--compute-request", "60");
	ASSERT_EQ(0, write_file(DIR "/s.conf",
				"b --gpu 0 --memory 1GiB --compute-request 70\n"
				"a --gpu 0 --memory 1GiB --compute-request 20\n"));
	CLI(&r, "apply", DIR "/s.conf");
	ASSERT_EXIT(0, &r);
	EXPECT_STREQ("set a: gpu 0: request 60% -> 20%\n"
		     "set b: gpu 0: request 30% -> 70%\n", r.out);
	run_free(&r);
	EXPECT_GPU("a", 0, 0, GiB, 100, 20);
	EXPECT_GPU("b", 0, 0, GiB, 100, 70);
}

/* A directory: its *.conf files in name order, one slice in one file. */
TEST_F(apply, reads_a_directory)
{
	struct run r;

	mkdir(DIR "/d", 0755);
	ASSERT_EQ(0, write_file(DIR "/d/20-b.conf", "b --gpu 0 --memory 1GiB\n"));
	ASSERT_EQ(0, write_file(DIR "/d/10-a.conf", "a --gpu 0 --memory 1GiB\n"));
	ASSERT_EQ(0, write_file(DIR "/d/notes.txt", "not a slice\n"));
	CLI(&r, "apply", DIR "/d");
	ASSERT_EXIT(0, &r);
	EXPECT_STREQ("create a: gpu 0: memory 1.0 GiB, compute 100% (request 0%, weight 100, normal)\n"
		     "create b: gpu 0: memory 1.0 GiB, compute 100% (request 0%, weight 100, normal)\n",
		     r.out);
	run_free(&r);

	ASSERT_EQ(0, write_file(DIR "/d/30-a.conf", "\na --gpu 0 --memory 2GiB\n"));
	CLI(&r, "apply", DIR "/d");
	EXPECT_EQ(1, r.status);
	EXPECT_STREQ("gpuslice: " DIR "/d/30-a.conf:2: slice a is described twice (first at " DIR "/d/10-a.conf:1)\n",
		     r.err);
	run_free(&r);
	unlink(DIR "/d/30-a.conf");
}

/* Without a path: /etc/gpuslice/slices.conf, what the unit applies at boot. */
TEST_F(apply, default_path)
{
	struct run r;

	mkdir("/etc/gpuslice", 0755);
	ASSERT_EQ(0, write_file("/etc/gpuslice/slices.conf",
				"a --gpu 0 --memory 1GiB\n"));
	CLI(&r, "apply");
	unlink("/etc/gpuslice/slices.conf");
	ASSERT_EXIT(0, &r);
	EXPECT_STREQ("create a: gpu 0: memory 1.0 GiB, compute 100% (request 0%, weight 100, normal)\n",
		     r.out);
	run_free(&r);
}

/* Other GPUs than the slice spans: deleted and created again. */
TEST_F(apply, recreates_on_other_gpus)
{
	struct run r;
	bool made = false;

	if (vmenv_two_gpus(&made))
		SKIP(return, "cannot give nvsim two GPUs");
	CLI_OK("create", "a", "--gpu", "0", "--memory", "1GiB");
	ASSERT_EQ(0, write_file(DIR "/s.conf",
				"a --gpu 1 --memory 1GiB --gpu 0 --memory 512MiB\n"));
	CLI(&r, "apply", DIR "/s.conf");
	EXPECT_EQ(0, r.status) TH_LOG("%s", r.err);
	EXPECT_STREQ("recreate a (GPUs 0 -> 1,0): gpu 1: memory 1.0 GiB, compute 100% (request 0%, weight 100, normal); gpu 0: memory 512.0 MiB, compute 100% (request 0%, weight 100, normal)\n",
		     r.out);
	run_free(&r);
	EXPECT_GPU("a", 0, 1, GiB, 100, 0);
	EXPECT_GPU("a", 1, 0, 512 * MiB, 100, 0);
	/* one GPU again, as the other tests have it */
	delete_slices(slices);
	if (made)
		vmenv_remove_nodes();
	else
		EXPECT_EQ(0, vmenv_reload_nvsim(""));
}

TEST_HARNESS_MAIN
