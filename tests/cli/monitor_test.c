// SPDX-License-Identifier: GPL-2.0
/*
 * The CLI's live views end to end, in the test VM: `gpuslice monitor`
 * telling slices created, changed and deleted and allocations refused as
 * they happen (the refusals checked against the clients' own, and against
 * the module's rate limit), refused to a user who is not an admin;
 * `gpuslice metrics` checked by Prometheus's own promtool and against
 * nvsim's count; `gpuslice show --watch` refreshing.
 */

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <kselftest_harness.h>

#include "clirun.h"
#include "json.h"
#include "nvrm.h"
#include "vmenv.h"

#define MiB (1024ULL * 1024)
#define READY "gpuslice: monitoring events"
#define PROMTOOL "/extra/promtool"
/* An event's longest wait: a TCG VM on a busy host stalls for seconds. */
#define EVENT_MS 20000

/* The slices the tests make. */
static const char *const slices[] = { "web", "r", "a", "b", "w", NULL };


FIXTURE(mon) {
	struct bg m;
	struct bg json;		/* a second monitor, when a test needs one */
};

FIXTURE_SETUP(mon)
{
	if (!vmenv_module_loaded())
		SKIP(return, "gpuslice.ko is not loaded");
	delete_slices(slices);
	self->m.pid = 0;
	self->json.pid = 0;
}

FIXTURE_TEARDOWN(mon)
{
	bg_stop(&self->m);
	bg_stop(&self->json);
	delete_slices(slices);
}

/* The next event line, or a failed test. */
#define NEXT(line) \
	ASSERT_TRUE(bg_line(&self->m, line, sizeof(line), EVENT_MS)) \
		TH_LOG("no event within %d ms", EVENT_MS)

TEST_F(mon, tells_changes_as_they_happen)
{
	char line[1024];

	ASSERT_EQ(0, bg_start(&self->m, READY, "monitor", NULL));
	CLI_OK("create", "web", "--gpu", "0", "--memory", "512MiB");
	CLI_OK("set", "web", "--gpu", "0", "--compute-limit", "40",
	       "--compute-request", "10");
	CLI_OK("set", "web", "--gpu", "0", "--priority", "high");
	CLI_OK("delete", "web");
	NEXT(line);
	EXPECT_STREQ("created web: gpu 0 (host 0): memory 512.0 MiB, compute 100% (request 0%, weight 100, normal)",
		     line);
	NEXT(line);
	EXPECT_STREQ("changed web: gpu 0 (host 0): memory 512.0 MiB, compute 40% (request 10%, weight 100, normal)",
		     line);
	NEXT(line);
	EXPECT_STREQ("changed web: gpu 0 (host 0): memory 512.0 MiB, compute 40% (request 10%, weight 100, high)",
		     line);
	NEXT(line);
	EXPECT_STREQ("deleted web", line);
}

/* Where an event shows a slice, it shows its labels. */
TEST_F(mon, labels_told_with_the_slice)
{
	const struct json_value *labels;
	char line[4096], err[128];
	struct json_value *v;

	ASSERT_EQ(0, bg_start(&self->m, READY, "monitor", NULL));
	ASSERT_EQ(0, bg_start(&self->json, READY, "monitor", "--json", NULL));
	CLI_OK("create", "web", "--gpu", "0", "--memory", "512MiB", "--label",
	       "job_id=42", "--label", "user=alice");
	CLI_OK("set", "web", "--label", "job_id=43");
	CLI_OK("set", "web", "--clear-labels");
	NEXT(line);
	EXPECT_STREQ("created web (job_id=42, user=alice): gpu 0 (host 0): memory 512.0 MiB, compute 100% (request 0%, weight 100, normal)",
		     line);
	NEXT(line);
	EXPECT_STREQ("changed web (job_id=43): gpu 0 (host 0): memory 512.0 MiB, compute 100% (request 0%, weight 100, normal)",
		     line);
	NEXT(line);
	EXPECT_STREQ("changed web: gpu 0 (host 0): memory 512.0 MiB, compute 100% (request 0%, weight 100, normal)",
		     line);

	ASSERT_TRUE(bg_line(&self->json, line, sizeof(line), EVENT_MS));
	v = json_parse(line, strlen(line), err, sizeof(err));
	ASSERT_NE(NULL, v) TH_LOG("%s: %s", err, line);
	labels = json_get(json_get(v, "slice"), "labels");
	EXPECT_EQ(JSON_OBJECT, json_type(labels)) TH_LOG("%s", line);
	EXPECT_EQ(2, json_count(labels)) TH_LOG("%s", line);
	EXPECT_STREQ("42", json_string(json_get(labels, "job_id")));
	EXPECT_STREQ("alice", json_string(json_get(labels, "user")));
	json_free(v);
}

/* A forced deletion says how many open files it revoked. */
TEST_F(mon, forced_delete_tells_revoked_files)
{
	char line[1024];
	pid_t holder;

	CLI_OK("create", "web", "--gpu", "0", "--memory", "512MiB");
	holder = nvrm_holder("/dev/gpuslice/web", 64 * MiB);
	ASSERT_LT(0, holder);
	ASSERT_EQ(0, bg_start(&self->m, READY, "monitor", "--timestamp",
			      NULL));
	CLI_OK("delete", "--force", "web");
	NEXT(line);
	nvrm_reap(holder);
	/* "[2026-11-27T05:25:35.020Z] deleted web (...)" */
	ASSERT_EQ('[', line[0]);
	ASSERT_NE(NULL, strstr(line, "Z] "));
	EXPECT_STREQ("deleted web (forced: 2 open files revoked)",
		     strstr(line, "Z] ") + 3);
}

static const struct json_value *field(const struct json_value *v,
				      const char *key)
{
	return v ? json_get(v, key) : NULL;
}

static bool u64_is(const struct json_value *v, uint64_t want)
{
	uint64_t got;

	return v && json_u64(v, &got) && got == want;
}

static bool string_is(const struct json_value *v, const char *want)
{
	return v && json_type(v) == JSON_STRING && !strcmp(json_string(v), want);
}

TEST_F(mon, json_a_document_a_line)
{
	const struct json_value *gpu;
	struct json_value *v;
	char line[4096], err[128];

	ASSERT_EQ(0, bg_start(&self->m, READY, "monitor", "--json", NULL));
	CLI_OK("create", "web", "--gpu", "0", "--memory", "512MiB");
	CLI_OK("set", "web", "--gpu", "0", "--compute-limit", "40");
	CLI_OK("delete", "web");

	NEXT(line);
	v = json_parse(line, strlen(line), err, sizeof(err));
	ASSERT_NE(NULL, v) TH_LOG("%s: %s", err, line);
	EXPECT_TRUE(string_is(field(v, "event"), "created"));
	ASSERT_NE(NULL, field(v, "time"));
	EXPECT_EQ(24, json_string_len(field(v, "time")));
	EXPECT_TRUE(string_is(field(field(v, "slice"), "name"), "web"));
	json_free(v);

	NEXT(line);
	v = json_parse(line, strlen(line), err, sizeof(err));
	ASSERT_NE(NULL, v) TH_LOG("%s: %s", err, line);
	EXPECT_TRUE(string_is(field(v, "event"), "changed"));
	gpu = json_at(field(field(v, "slice"), "gpus"), 0);
	EXPECT_TRUE(u64_is(field(gpu, "compute_limit"), 40));
	EXPECT_TRUE(u64_is(field(gpu, "memory_limit"), 512 * MiB));
	json_free(v);

	NEXT(line);
	v = json_parse(line, strlen(line), err, sizeof(err));
	ASSERT_NE(NULL, v) TH_LOG("%s: %s", err, line);
	EXPECT_TRUE(string_is(field(v, "event"), "deleted"));
	EXPECT_TRUE(string_is(field(v, "slice"), "web"));
	EXPECT_EQ(false, json_bool(field(v, "forced")));
	EXPECT_TRUE(u64_is(field(v, "revoked_files"), 0));
	json_free(v);
}

/*
 * Refused events, read until they account for @want refusals: their
 * count, their number in *@events, and each checked against what the
 * clients asked (@bytes on GPU 0 of a slice of @limit bytes) and were:
 * one of @pids.
 */
static uint64_t refusals_told(struct __test_metadata *_metadata,
			      struct bg *m, uint64_t want, const pid_t *pids,
			      int npids, uint64_t bytes, uint64_t limit,
			      int *events)
{
	uint64_t told = 0, count, pid;
	char line[4096], err[128];
	struct json_value *v;
	int i;

	*events = 0;
	while (told < want && bg_line(m, line, sizeof(line), EVENT_MS)) {
		v = json_parse(line, strlen(line), err, sizeof(err));
		if (!v || !string_is(field(v, "event"), "refused")) {
			TH_LOG("not a refusal: %s", line);
			json_free(v);
			continue;
		}
		(*events)++;
		EXPECT_TRUE(string_is(field(v, "slice"), "r"));
		EXPECT_TRUE(u64_is(field(v, "gpu"), 0));
		EXPECT_TRUE(u64_is(field(v, "bytes"), bytes));
		EXPECT_TRUE(u64_is(field(v, "memory_limit"), limit));
		pid = 0;
		json_u64(field(v, "pid"), &pid);
		for (i = 0; i < npids && pids[i] != (pid_t)pid; i++)
			;
		EXPECT_LT(i, npids) TH_LOG("pid %llu asked nothing",
					   (unsigned long long)pid);
		count = 0;
		EXPECT_TRUE(json_u64(field(v, "count"), &count));
		told += count;
		json_free(v);
	}
	return told;
}

/*
 * Three processes each refused once, as each says: the events tell three
 * refusals, of the size they asked, by them.
 */
TEST_F(mon, refusals_of_each_process)
{
	pid_t pids[3];
	int i, status, events;

	CLI_OK("create", "r", "--gpu", "0", "--memory", "256MiB");
	ASSERT_EQ(0, bg_start(&self->m, READY, "monitor", "--json", NULL));
	for (i = 0; i < 3; i++) {
		struct nvrm_memparams p;
		uint32_t client;
		int ctl, gpu;

		pids[i] = fork();
		ASSERT_LE(0, pids[i]);
		if (pids[i])
			continue;
		ctl = nvrm_open("/dev/gpuslice/r", "nvidiactl");
		gpu = nvrm_open("/dev/gpuslice/r", "nvidia0");
		if (ctl < 0 || nvrm_setup_client(ctl, gpu, &client))
			_exit(1);
		/* refused, as the driver's status says */
		_exit(nvrm_alloc_fb(ctl, client, 0x5c000001, 512 * MiB, 0,
				    &p) == NVRM_NO_MEMORY ? 0 : 2);
	}
	for (i = 0; i < 3; i++) {
		ASSERT_EQ(pids[i], waitpid(pids[i], &status, 0));
		ASSERT_EQ(0, status) TH_LOG("client %d was not refused", i);
	}
	EXPECT_EQ(3, refusals_told(_metadata, &self->m, 3, pids, 3, 512 * MiB,
				   256 * MiB, &events));
	EXPECT_LE(1, events);
}

/*
 * A client refused in a loop cannot flood the group: the events count
 * every refusal, at most ten events a second.
 */
TEST_F(mon, refusals_in_a_loop_are_counted_not_flooded)
{
	struct nvrm_memparams p;
	struct timespec t0, t1;
	int ctl, gpu, i, refused = 0, events;
	uint32_t client;
	pid_t self_pid = getpid();
	double secs;

	CLI_OK("create", "r", "--gpu", "0", "--memory", "64MiB");
	ASSERT_EQ(0, bg_start(&self->m, READY, "monitor", "--json", NULL));
	ctl = nvrm_open("/dev/gpuslice/r", "nvidiactl");
	gpu = nvrm_open("/dev/gpuslice/r", "nvidia0");
	ASSERT_LE(0, ctl);
	ASSERT_EQ(0, nvrm_setup_client(ctl, gpu, &client));
	clock_gettime(CLOCK_MONOTONIC, &t0);
	for (i = 0; i < 300; i++)
		refused += nvrm_alloc_fb(ctl, client, 0x5c000001, 128 * MiB, 0,
					 &p) == NVRM_NO_MEMORY;
	ASSERT_EQ(300, refused);
	EXPECT_EQ(300, refusals_told(_metadata, &self->m, 300, &self_pid, 1,
				     128 * MiB, 64 * MiB, &events));
	clock_gettime(CLOCK_MONOTONIC, &t1);
	secs = t1.tv_sec - t0.tv_sec + (t1.tv_nsec - t0.tv_nsec) / 1e9;
	TH_LOG("300 refusals in %.2f s told in %d events", secs, events);
	EXPECT_GE(10 * secs + 1, events);
	close(gpu);
	close(ctl);
}

/* Events name every slice and its processes: for admins only. */
TEST(monitor_needs_an_admin)
{
	char err[512];

	if (!vmenv_module_loaded())
		SKIP(return, "gpuslice.ko is not loaded");
	EXPECT_EQ(1, run_unprivileged(err, sizeof(err), "monitor", NULL, NULL,
				      NULL, NULL, NULL));
	EXPECT_STREQ("gpuslice: monitor: permission denied (CAP_NET_ADMIN in the initial user namespace is required)\n",
		     err);
}

/* The value of the sample of @metric with @labels in @text, or -1. */
static long long sample(const char *text, const char *metric,
			const char *labels)
{
	char prefix[256];
	const char *p;

	snprintf(prefix, sizeof(prefix), "\n%s{%s} ", metric, labels);
	p = strstr(text, prefix);
	return p ? atoll(p + strlen(prefix)) : -1;
}

/* Whether promtool finds @text to be valid metrics; its say in @r. */
static int promtool_check(struct run *r, const char *text)
{
	char *argv[] = { "sh", "-c", PROMTOOL " check metrics < /tmp/metrics.prom",
			 NULL };
	FILE *f = fopen("/tmp/metrics.prom", "w");

	if (!f || fputs(text, f) < 0 || fclose(f))
		return errno;
	return run_argv(r, argv, NULL);
}

TEST_F(mon, metrics_pass_promtool_and_match_nvsim)
{
	struct run r, check;
	pid_t holder;

	if (access(PROMTOOL, X_OK))
		SKIP(return, "no promtool (scripts/setup installs prometheus)");
	CLI_OK("create", "a", "--gpu", "0", "--memory", "1GiB",
	       "--compute-limit", "30", "--label", "job_id=42", "--label",
	       "user=alice");
	CLI_OK("create", "b", "--gpu", "0", "--memory", "512MiB");
	holder = nvrm_holder("/dev/gpuslice/a", 96 * MiB);
	ASSERT_LT(0, holder);
	CLI(&r, "metrics");
	ASSERT_EXIT(0, &r);
	ASSERT_EQ(0, promtool_check(&check, r.out));
	EXPECT_EQ(0, check.status) TH_LOG("promtool: %s%s", check.out,
					  check.err);
	run_free(&check);
	/* what nvsim counts of the card is all slice a's */
	EXPECT_EQ(vmenv_nvsim_fb_used(0),
		  sample(r.out, "gpuslice_memory_used_bytes",
			 "slice=\"a\",gpu=\"0\",device=\"0\""));
	EXPECT_EQ(1024 * MiB, sample(r.out, "gpuslice_memory_limit_bytes",
				     "slice=\"a\",gpu=\"0\",device=\"0\""));
	EXPECT_EQ(0, sample(r.out, "gpuslice_memory_used_bytes",
			    "slice=\"b\",gpu=\"0\",device=\"0\""));
	EXPECT_NE(NULL, strstr(r.out,
			       "\ngpuslice_compute_limit_ratio{slice=\"a\",gpu=\"0\",device=\"0\"} 0.3\n"));
	EXPECT_EQ(1, sample(r.out, "gpuslice_processes", "slice=\"a\""));
	EXPECT_EQ(2, sample(r.out, "gpuslice_open_files", "slice=\"a\""));
	EXPECT_NE(NULL, strstr(r.out, "\ngpuslice_slices 2\n"));
	/* the labels, on a series every other joins on slice */
	EXPECT_NE(NULL, strstr(r.out,
			       "\n# HELP gpuslice_slice_info A slice, labelled with its own labels (always 1): join other series on slice.\n"
			       "# TYPE gpuslice_slice_info gauge\n"
			       "gpuslice_slice_info{slice=\"a\",job_id=\"42\",user=\"alice\"} 1\n"
			       "gpuslice_slice_info{slice=\"b\"} 1\n"))
		TH_LOG("%s", r.out);
	nvrm_reap(holder);
	run_free(&r);
}

/* --output replaces the file at once, and says so when it cannot. */
TEST_F(mon, metrics_output_file)
{
	struct run r, file;
	char *cat[] = { "cat", "/tmp/gs.prom", NULL };
	struct stat st;

	CLI_OK("create", "a", "--gpu", "0", "--memory", "1GiB");
	CLI(&r, "metrics", "--output", "/tmp/gs.prom");
	ASSERT_EXIT(0, &r);
	EXPECT_STREQ("", r.out);
	run_free(&r);
	EXPECT_EQ(-1, stat("/tmp/gs.prom.tmp", &st));
	CLI(&r, "metrics");
	ASSERT_EQ(0, run_argv(&file, cat, NULL));
	EXPECT_STREQ(r.out, file.out);
	run_free(&file);
	run_free(&r);

	CLI(&r, "metrics", "--output", "/no/such/dir/gs.prom");
	EXPECT_EQ(1, r.status);
	EXPECT_STREQ("gpuslice: metrics: cannot write /no/such/dir/gs.prom.tmp: No such file or directory\n",
		     r.err);
	run_free(&r);
}

/* show --watch: a slice shown again each interval, as it changes. */
TEST_F(mon, show_watch_refreshes)
{
	int frames = 0, blanks = 0, changed = 0;
	char line[1024];

	CLI_OK("create", "w", "--gpu", "0", "--memory", "1GiB");
	ASSERT_EQ(0, bg_start(&self->m, NULL, "show", "w", "--watch",
			      "--interval", "0.2", NULL));
	/*
	 * Frames printed while `set` ran (seconds under the debug kernel)
	 * wait in the pipe: read on until the change shows, within 600
	 * frames (two minutes of them).
	 */
	while ((frames < 6 || changed > 0) && frames < 600 &&
	       bg_line(&self->m, line, sizeof(line), EVENT_MS)) {
		if (!strncmp(line, "name ", 5))
			frames++;
		if (!line[0])
			blanks++;
		/* a change shows in the next frame */
		if (frames == 2 && !changed) {
			CLI_OK("set", "w", "--gpu", "0", "--memory", "2GiB");
			changed = frames;
		}
		if (changed && strstr(line, "2.0 GiB"))
			changed = -1;
	}
	EXPECT_LE(6, frames);
	/* not a terminal: each after a blank line */
	EXPECT_LE(frames - 1, blanks);
	EXPECT_EQ(-1, changed);
}

TEST_F(mon, show_watch_json_and_usage)
{
	char line[4096], err[128];
	struct json_value *v;
	struct run r;
	int i;

	CLI_OK("create", "w", "--gpu", "0", "--memory", "1GiB");
	ASSERT_EQ(0, bg_start(&self->m, NULL, "show", "w", "--watch", "--json",
			      "-n", "0.1", NULL));
	for (i = 0; i < 3; i++) {
		NEXT(line);
		v = json_parse(line, strlen(line), err, sizeof(err));
		ASSERT_NE(NULL, v) TH_LOG("%s: %s", err, line);
		EXPECT_TRUE(string_is(field(v, "name"), "w"));
		json_free(v);
	}
	CLI(&r, "show", "w", "--watch", "--interval", "0");
	EXPECT_EQ(2, r.status);
	run_free(&r);
}

TEST_HARNESS_MAIN
