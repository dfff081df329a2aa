// SPDX-License-Identifier: GPL-2.0
/*
 * The user-space engine's logic without a driver: its configuration
 * (memory limits and compute settings), its table of RM objects
 * (cascading frees as RM does, channels by client), its managed ranges,
 * the shared ledger: limits across processes, reaping of the dead, and
 * repair after a process died holding the ledger's lock (the table of
 * framebuffer handles with it); and the GPUs' scheduler segments: slices
 * registered with their settings and requests, plans published, followed
 * and repeated, leaders replaced.
 * Each test runs in a child of its own (kselftest), so the environment
 * and the library's state start clean.
 */

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <pthread.h>
#include <unistd.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <time.h>

#include <kselftest_harness.h>

#include "config.h"
#include "managed.h"
#include "mem.h"
#include "nv_class.h"
#include "objects.h"
#include "sched_shm.h"
#include "shm_ledger.h"

#define MiB (1ULL << 20)
#define GiB (1ULL << 30)

TEST(limits_parse)
{
	u64 limit[GS_NV_MAX_GPUS];
	char err[256];
	u32 gpus;

	ASSERT_EQ(NULL, gs_config_parse_limits("0:4GiB,1:2048,3:1.5GiB", &gpus,
					       limit, err, sizeof(err)));
	EXPECT_EQ(0xbU, gpus);
	EXPECT_EQ(4 * GiB, limit[0]);
	EXPECT_EQ(2 * GiB, limit[1]);
	EXPECT_EQ(1536 * MiB, limit[3]);
	ASSERT_EQ(NULL, gs_config_parse_limits("31:1 MiB", &gpus, limit, err,
					       sizeof(err)));
	EXPECT_EQ(1U << 31, gpus);
	ASSERT_EQ(NULL, gs_config_parse_limits(
		"0:1,1:1,2:1,3:1,4:1,5:1,6:1,7:1,8:1,9:1,10:1,11:1,12:1,"
		"13:1,14:1,31:1", &gpus, limit, err, sizeof(err)));
	EXPECT_EQ(0x80007fffU, gpus);
}

TEST(limits_refused_with_reasons)
{
	static const struct {
		const char *text, *why;
	} bad[] = {
		{ "", "no limits" },
		{ "4GiB", "expected GPU:SIZE" },
		{ "32:1GiB", "a number from 0 to 31" },
		{ "-1:1GiB", "a number from 0 to 31" },
		{ "x:1GiB", "a number from 0 to 31" },
		{ "0:4GB", "unknown unit" },
		{ "0:1.5KiB", "not a whole number of MiB" },
		{ "0:0", "at least 1 MiB" },
		{ "0:-1", "cannot be negative" },
		{ "0:1GiB,", "trailing comma" },
		{ "0:1GiB,0:2GiB", "GPU 0 is given twice" },
		{ "0:99999999999999999999GiB", "too large" },
		/* a slice spans at most GPUSLICE_SLICE_MAX_GPUS */
		{ "0:1,1:1,2:1,3:1,4:1,5:1,6:1,7:1,8:1,9:1,10:1,11:1,12:1,"
		  "13:1,14:1,15:1,16:1", "more than 16 GPUs" },
	};
	u64 limit[GS_NV_MAX_GPUS];
	char err[256];
	unsigned int i;
	u32 gpus;

	for (i = 0; i < ARRAY_SIZE(bad); i++) {
		const char *why = gs_config_parse_limits(bad[i].text, &gpus,
							 limit, err,
							 sizeof(err));

		ASSERT_NE(NULL, why) TH_LOG("'%s' accepted", bad[i].text);
		EXPECT_NE(NULL, strstr(why, bad[i].why))
			TH_LOG("'%s': %s", bad[i].text, why);
	}
}

TEST(nothing_configured_is_no_slice)
{
	struct gs_config c;

	unsetenv("GPUSLICE_SLICE");
	unsetenv("GPUSLICE_LIMITS");
	unsetenv("GPUSLICE_CONFIG");
	unsetenv("GPUSLICE_TRACE");
	gs_config_load(&c, 42);
	EXPECT_STREQ("", c.error);
	EXPECT_FALSE(gs_config_slice(&c));
	EXPECT_STREQ("", c.trace);
	EXPECT_STREQ("/dev/shm", c.ledger_dir);
}

TEST(environment_and_file)
{
	char path[] = "/tmp/gs-conf.XXXXXX";
	struct gs_config c;
	int fd = mkstemp(path);
	const char text[] = "# a slice\nGPUSLICE_SLICE = web-1\n"
			    "GPUSLICE_LIMITS=0:2GiB\nGPUSLICE_TRACE=/t/%p.x\n";

	ASSERT_LE(0, fd);
	ASSERT_EQ((ssize_t)strlen(text), write(fd, text, strlen(text)));
	close(fd);
	setenv("GPUSLICE_CONFIG", path, 1);
	unsetenv("GPUSLICE_SLICE");
	unsetenv("GPUSLICE_TRACE");
	setenv("GPUSLICE_LIMITS", "0:1GiB", 1);	/* the environment wins */
	gs_config_load(&c, 42);
	unlink(path);
	EXPECT_STREQ("", c.error);
	EXPECT_TRUE(gs_config_slice(&c));
	EXPECT_STREQ("web-1", c.slice);
	EXPECT_EQ(1U, c.gpus);
	EXPECT_EQ(1 * GiB, c.limit[0]);
	EXPECT_STREQ("/t/42.x", c.trace);
}

TEST(file_errors_name_the_line)
{
	char path[] = "/tmp/gs-conf.XXXXXX";
	struct gs_config c;
	int fd = mkstemp(path);
	const char text[] = "GPUSLICE_SLICE=a\nGPUSLICE_LIMIT=0:1GiB\n";

	ASSERT_LE(0, fd);
	ASSERT_EQ((ssize_t)strlen(text), write(fd, text, strlen(text)));
	close(fd);
	setenv("GPUSLICE_CONFIG", path, 1);
	gs_config_load(&c, 1);
	EXPECT_NE(NULL, strstr(c.error, ":2: unknown key 'GPUSLICE_LIMIT'"))
		TH_LOG("%s", c.error);
	EXPECT_FALSE(gs_config_slice(&c));
	unlink(path);
}

TEST(relative_ledger_dir_refused)
{
	struct gs_config c;

	unsetenv("GPUSLICE_CONFIG");
	setenv("GPUSLICE_SLICE", "a", 1);
	setenv("GPUSLICE_LIMITS", "0:1GiB", 1);
	setenv("GPUSLICE_LEDGER_DIR", "shm", 1);
	gs_config_load(&c, 1);
	EXPECT_NE(NULL, strstr(c.error, "not an absolute directory path"));
}

/*
 * GPUSLICE_NV_VERSION, the administrator's override, names a version the
 * description has a table of, exactly: another release of a supported
 * branch, an unknown branch or no version at all is a bad configuration
 * that names the supported versions.
 */
TEST(driver_version_override_is_a_supported_version)
{
	static const char *const refused[] = {
		"580.65.06", "600.1.2", "580", "nvidia", "595.45.04 ",
	};
	struct gs_config c;
	unsigned int i;

	unsetenv("GPUSLICE_CONFIG");
	unsetenv("GPUSLICE_LEDGER_DIR");
	setenv("GPUSLICE_SLICE", "a", 1);
	setenv("GPUSLICE_LIMITS", "0:1GiB", 1);
	setenv("GPUSLICE_NV_VERSION", "595.45.04", 1);
	gs_config_load(&c, 1);
	EXPECT_STREQ("", c.error);
	EXPECT_STREQ("595.45.04", c.nv_version);
	for (i = 0; i < ARRAY_SIZE(refused); i++) {
		setenv("GPUSLICE_NV_VERSION", refused[i], 1);
		gs_config_load(&c, 1);
		EXPECT_NE(NULL, strstr(c.error, "is not a supported driver version (supported: 535.288.01, "))
			TH_LOG("%s: %s", refused[i], c.error);
		EXPECT_FALSE(gs_config_slice(&c));
	}
	unsetenv("GPUSLICE_NV_VERSION");
}

/* A configuration of slice "a" with 1 GiB on GPUs 0 and 1, and @env. */
static void load_with(struct gs_config *c, const char *const *env)
{
	unsetenv("GPUSLICE_CONFIG");
	unsetenv("GPUSLICE_LEDGER_DIR");
	unsetenv("GPUSLICE_TRACE");
	setenv("GPUSLICE_SLICE", "a", 1);
	setenv("GPUSLICE_LIMITS", "0:1GiB,1:1GiB", 1);
	for (; env && *env; env += 2)
		setenv(env[0], env[1], 1);
	gs_config_load(c, 1);
}

TEST(compute_settings_default)
{
	struct gs_config c;
	unsigned int g;

	load_with(&c, NULL);
	ASSERT_STREQ("", c.error);
	for (g = 0; g < 2; g++) {
		EXPECT_EQ(100, c.compute[g].limit);
		EXPECT_EQ(0, c.compute[g].request);
		EXPECT_EQ(100, c.compute[g].weight);
		EXPECT_EQ(GS_COMPUTE_PRIO_NORMAL, c.compute[g].priority);
	}
	EXPECT_EQ(100, c.period_ms);
}

TEST(compute_settings_parse)
{
	static const char *const env[] = {
		"GPUSLICE_COMPUTE_LIMIT", "0:30,1:50%",
		"GPUSLICE_COMPUTE_REQUEST", "0:20%,1:50",
		"GPUSLICE_COMPUTE_WEIGHT", "1:1000",
		"GPUSLICE_COMPUTE_PRIORITY", "0:high,1:normal",
		"GPUSLICE_COMPUTE_PERIOD_MS", "200",
		NULL,
	};
	struct gs_config c;

	load_with(&c, env);
	ASSERT_STREQ("", c.error);
	EXPECT_TRUE(gs_config_slice(&c));
	EXPECT_EQ(30, c.compute[0].limit);
	EXPECT_EQ(20, c.compute[0].request);
	EXPECT_EQ(100, c.compute[0].weight);
	EXPECT_EQ(GS_COMPUTE_PRIO_HIGH, c.compute[0].priority);
	EXPECT_EQ(50, c.compute[1].limit);
	EXPECT_EQ(50, c.compute[1].request);
	EXPECT_EQ(1000, c.compute[1].weight);
	EXPECT_EQ(GS_COMPUTE_PRIO_NORMAL, c.compute[1].priority);
	EXPECT_EQ(200, c.period_ms);
}

TEST(compute_settings_from_the_file)
{
	char path[] = "/tmp/gs-conf.XXXXXX";
	const char text[] = "GPUSLICE_SLICE=a\nGPUSLICE_LIMITS=0:1GiB\n"
			    "GPUSLICE_COMPUTE_LIMIT=0:40\n"
			    "GPUSLICE_COMPUTE_WEIGHT=0:7\n"
			    "GPUSLICE_COMPUTE_PERIOD_MS=10\n";
	struct gs_config c;
	int fd = mkstemp(path);

	ASSERT_LE(0, fd);
	ASSERT_EQ((ssize_t)strlen(text), write(fd, text, strlen(text)));
	close(fd);
	unsetenv("GPUSLICE_SLICE");
	unsetenv("GPUSLICE_LIMITS");
	setenv("GPUSLICE_CONFIG", path, 1);
	setenv("GPUSLICE_COMPUTE_WEIGHT", "0:9", 1);	/* the environment wins */
	gs_config_load(&c, 1);
	unlink(path);
	ASSERT_STREQ("", c.error);
	EXPECT_EQ(40, c.compute[0].limit);
	EXPECT_EQ(9, c.compute[0].weight);
	EXPECT_EQ(10, c.period_ms);
}

/*
 * Each bad value is an error naming its variable, the value and why, as
 * the memory limits' are; the devices are then refused.
 */
TEST(compute_settings_refused_with_reasons)
{
	static const struct {
		const char *key, *value, *says;
	} bad[] = {
		{ "GPUSLICE_COMPUTE_LIMIT", "0:0",
		  "GPUSLICE_COMPUTE_LIMIT: '0': a compute limit is 1 to 100 percent" },
		{ "GPUSLICE_COMPUTE_LIMIT", "0:101%",
		  "'101%': a compute limit is 1 to 100 percent" },
		{ "GPUSLICE_COMPUTE_LIMIT", "0:3000",
		  "'3000': a compute limit is 1 to 100 percent" },
		{ "GPUSLICE_COMPUTE_LIMIT", "0:30x",
		  "'30x' is not a percentage" },
		{ "GPUSLICE_COMPUTE_LIMIT", "0:", "'' is not a percentage" },
		{ "GPUSLICE_COMPUTE_LIMIT", "0:-5", "'-5' is not a percentage" },
		{ "GPUSLICE_COMPUTE_LIMIT", "30",
		  "'30': expected GPU:PERCENT, e.g. 0:30" },
		{ "GPUSLICE_COMPUTE_LIMIT", "32:30",
		  "the GPU is a number from 0 to 31" },
		{ "GPUSLICE_COMPUTE_LIMIT", "0:30,0:40", "GPU 0 is given twice" },
		{ "GPUSLICE_COMPUTE_LIMIT", "0:30,", "a trailing comma" },
		{ "GPUSLICE_COMPUTE_LIMIT", "2:30",
		  "GPUSLICE_COMPUTE_LIMIT: GPU 2 has no memory limit in GPUSLICE_LIMITS" },
		{ "GPUSLICE_COMPUTE_REQUEST", "1:101",
		  "GPUSLICE_COMPUTE_REQUEST: '101': a compute request is 0 to 100 percent" },
		{ "GPUSLICE_COMPUTE_REQUEST", "1:half",
		  "'half' is not a percentage" },
		{ "GPUSLICE_COMPUTE_WEIGHT", "0:0",
		  "GPUSLICE_COMPUTE_WEIGHT: '0': a weight is 1 to 1000" },
		{ "GPUSLICE_COMPUTE_WEIGHT", "0:1001", "'1001': a weight is 1 to 1000" },
		{ "GPUSLICE_COMPUTE_WEIGHT", "0:99999999", "a weight is 1 to 1000" },
		{ "GPUSLICE_COMPUTE_WEIGHT", "0:1.5", "'1.5' is not a weight" },
		{ "GPUSLICE_COMPUTE_WEIGHT", "0:30%", "'30%' is not a weight" },
		{ "GPUSLICE_COMPUTE_PRIORITY", "0:urgent",
		  "GPUSLICE_COMPUTE_PRIORITY: 'urgent': a priority is high or normal" },
		{ "GPUSLICE_COMPUTE_PRIORITY", "0:HIGH", "a priority is high or normal" },
		{ "GPUSLICE_COMPUTE_PERIOD_MS", "9",
		  "GPUSLICE_COMPUTE_PERIOD_MS: '9': a period is 10 to 1000 ms" },
		{ "GPUSLICE_COMPUTE_PERIOD_MS", "1001", "a period is 10 to 1000 ms" },
		{ "GPUSLICE_COMPUTE_PERIOD_MS", "50ms", "a period is 10 to 1000 ms" },
	};
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(bad); i++) {
		const char *env[] = { bad[i].key, bad[i].value, NULL };
		struct gs_config c;
		pid_t pid = fork();
		int st;

		/* one process each: setenv() of one case must not leak */
		if (pid == 0) {
			load_with(&c, env);
			if (gs_config_slice(&c) || !strstr(c.error, bad[i].says)) {
				fprintf(stderr, "# %s=%s: '%s'\n", bad[i].key,
					bad[i].value, c.error);
				_exit(1);
			}
			_exit(0);
		}
		ASSERT_EQ(pid, waitpid(pid, &st, 0));
		EXPECT_EQ(0, st) TH_LOG("%s=%s", bad[i].key, bad[i].value);
	}
}

/* Settings that are each fine but not together: the core says why. */
TEST(compute_request_above_the_limit)
{
	static const char *const env[] = {
		"GPUSLICE_COMPUTE_LIMIT", "1:30",
		"GPUSLICE_COMPUTE_REQUEST", "1:50",
		NULL,
	};
	struct gs_config c;

	load_with(&c, env);
	EXPECT_FALSE(gs_config_slice(&c));
	EXPECT_STREQ("GPU 1: the compute request exceeds the compute limit (GPUSLICE_COMPUTE_LIMIT=1:30, GPUSLICE_COMPUTE_REQUEST=1:50)",
		     c.error);
}

TEST(compute_settings_without_a_slice)
{
	struct gs_config c;

	unsetenv("GPUSLICE_CONFIG");
	unsetenv("GPUSLICE_SLICE");
	unsetenv("GPUSLICE_LIMITS");
	setenv("GPUSLICE_COMPUTE_WEIGHT", "0:300", 1);
	gs_config_load(&c, 1);
	EXPECT_STREQ("GPUSLICE_COMPUTE_WEIGHT is set but GPUSLICE_SLICE is not: name the slice it is for",
		     c.error);
}

static void obj(u32 client, u32 handle, u32 parent, int gpu, u64 bytes,
		u64 file)
{
	struct gs_obj o = {
		.client = client, .handle = handle, .parent = parent,
		.gpu = gpu, .bytes = bytes, .owner = file,
	};

	gs_objs_add(&o);
}

/* A client, a device on GPU 1 with a subdevice, memory under both. */
static void tree(u32 c, u64 file)
{
	obj(c, c, 0, GS_GPU_NONE, 0, file);
	obj(c, 0xd, c, 1, 0, 0);
	obj(c, 0x5d, 0xd, 1, 0, 0);
	obj(c, 0x100, 0xd, 1, 2 * MiB, 0);
	obj(c, 0x101, 0x5d, 1, 4 * MiB, 0);
	obj(c, 0x102, 0xd, GS_GPU_ALL, 8 * MiB, 0);
}

TEST(objects_free_as_rm_does)
{
	struct gs_refund r;

	tree(0xc1d00001, 7);
	tree(0xc1d00002, 8);
	EXPECT_EQ(1, gs_objs_gpu(0xc1d00001, 0x5d));
	EXPECT_EQ(GS_GPU_NONE, gs_objs_gpu(0xc1d00001, 0x999));

	/* one object */
	memset(&r, 0, sizeof(r));
	gs_objs_free(0xc1d00001, 0x100, &r);
	EXPECT_EQ(2 * MiB, r.gpu[1]);
	EXPECT_EQ(0, r.all);
	/* freeing it again, or an unknown handle, gives nothing */
	memset(&r, 0, sizeof(r));
	gs_objs_free(0xc1d00001, 0x100, &r);
	EXPECT_EQ(0, r.gpu[1]);
	/* a subdevice takes what is under it */
	gs_objs_free(0xc1d00001, 0x5d, &r);
	EXPECT_EQ(4 * MiB, r.gpu[1]);
	EXPECT_EQ(GS_GPU_NONE, gs_objs_gpu(0xc1d00001, 0x101));
	/* the client: everything else of it, nothing of the other */
	memset(&r, 0, sizeof(r));
	gs_objs_free(0xc1d00001, 0xc1d00001, &r);
	EXPECT_EQ(0, r.gpu[1]);
	EXPECT_EQ(8 * MiB, r.all);
	EXPECT_EQ(1, gs_objs_gpu(0xc1d00002, 0x5d));
	/* a device's subtree, through two levels */
	memset(&r, 0, sizeof(r));
	gs_objs_free(0xc1d00002, 0xd, &r);
	EXPECT_EQ(6 * MiB, r.gpu[1]);
	EXPECT_EQ(8 * MiB, r.all);
	EXPECT_EQ(GS_GPU_NONE, gs_objs_gpu(0xc1d00002, 0xd));
}

TEST(objects_go_with_their_file)
{
	struct gs_refund r;

	tree(0xc1d00001, 7);
	tree(0xc1d00002, 8);
	tree(0xc1d00003, 7);
	memset(&r, 0, sizeof(r));
	gs_objs_free_file(7, &r);
	EXPECT_EQ(12 * MiB, r.gpu[1]);
	EXPECT_EQ(16 * MiB, r.all);
	EXPECT_EQ(1, gs_objs_gpu(0xc1d00002, 0xd));
	EXPECT_EQ(GS_GPU_NONE, gs_objs_gpu(0xc1d00003, 0xd));
}

static void role_obj(u32 client, u32 handle, u32 parent, int gpu, u32 role,
		     u64 file)
{
	struct gs_obj o = {
		.client = client, .handle = handle, .parent = parent,
		.kind = role, .gpu = gpu, .owner = file,
	};

	gs_objs_add(&o);
}

/*
 * What the compute thread disables: a process's channels on a GPU, by
 * client, at most 64 a call, each with its client's subdevice there and
 * file, once scheduled, each named only for a state it is not in; and
 * they go as RM frees them, with their TSG or their file.
 */
TEST(channels_by_client)
{
	static struct gs_chan_batch b[8];
	u32 client, sub, h;
	unsigned int n, i;
	u64 file;

	/* client 1 (file 7): a device on GPU 0, a TSG, 70 channels */
	role_obj(1, 1, 0, GS_GPU_NONE, GS_NV_ROLE_ROOT, 7);
	role_obj(1, 0xd, 1, 0, GS_NV_ROLE_DEVICE, 0);
	role_obj(1, 0x5d, 0xd, 0, GS_NV_ROLE_SUBDEVICE, 0);
	role_obj(1, 0x70, 0xd, 0, GS_NV_ROLE_TSG, 0);
	for (h = 0; h < 70; h++)
		role_obj(1, 0x100 + h, 0x70, 0, GS_NV_ROLE_CHANNEL, 0);
	/* client 2 (file 8): GPU 1, no subdevice, 2 channels */
	role_obj(2, 2, 0, GS_GPU_NONE, GS_NV_ROLE_ROOT, 8);
	role_obj(2, 0xd, 2, 1, GS_NV_ROLE_DEVICE, 0);
	role_obj(2, 0x70, 0xd, 1, GS_NV_ROLE_TSG, 0);
	role_obj(2, 0x100, 0x70, 1, GS_NV_ROLE_CHANNEL, 0);
	role_obj(2, 0x101, 0xd, 1, GS_NV_ROLE_CHANNEL, 0);

	/* not scheduled yet: left alone */
	EXPECT_EQ(0, gs_objs_channels(0, false, b, 8));
	gs_objs_set_scheduled(1, 0x70);
	gs_objs_set_scheduled(2, 0x70);
	gs_objs_set_scheduled(2, 0x101);
	/* enabled: nothing to enable; disabled once, never twice */
	EXPECT_EQ(0, gs_objs_channels(0, true, b, 8));
	n = gs_objs_channels(0, false, b, 8);
	ASSERT_EQ(2, n);
	EXPECT_EQ(64, b[0].n);
	EXPECT_EQ(6, b[1].n);
	for (i = 0; i < 2; i++) {
		EXPECT_EQ(1, b[i].client);
		EXPECT_EQ(0x5d, b[i].subdevice);
		EXPECT_EQ(7, b[i].file);
	}
	EXPECT_EQ(0x100, b[0].handle[0]);
	EXPECT_EQ(0x145, b[1].handle[5]);
	/* a call that failed is made again */
	EXPECT_EQ(2, gs_objs_channels(0, false, b, 8));
	gs_objs_mark(&b[0], true);
	gs_objs_mark(&b[1], true);
	EXPECT_EQ(0, gs_objs_channels(0, false, b, 8));
	EXPECT_EQ(70, gs_objs_nr_channels(0));
	n = gs_objs_channels(1, false, b, 8);
	ASSERT_EQ(1, n);
	EXPECT_EQ(0, b[0].n);		/* no subdevice: out of reach */
	EXPECT_EQ(0, b[0].subdevice);
	EXPECT_EQ(8, b[0].file);
	EXPECT_EQ(2, gs_objs_nr_channels(1));
	EXPECT_EQ(0, gs_objs_channels(2, false, b, 8));
	/* no more batches than asked for; the rest stay as they were */
	EXPECT_EQ(1, gs_objs_channels(0, true, b, 1));
	EXPECT_EQ(64, b[0].n);
	gs_objs_mark(&b[0], false);
	n = gs_objs_channels(0, true, b, 8);
	ASSERT_EQ(1, n);
	EXPECT_EQ(6, b[0].n);
	gs_objs_mark(&b[0], false);
	EXPECT_EQ(0, gs_objs_channels(0, true, b, 8));

	client = 0;
	ASSERT_TRUE(gs_objs_subdevice(0, &client, &sub, &file));
	EXPECT_EQ(1, client);
	EXPECT_EQ(0x5d, sub);
	EXPECT_EQ(7, file);
	client = 2;
	EXPECT_FALSE(gs_objs_subdevice(1, &client, &sub, &file));

	/* the TSG takes its channels, the file the rest */
	gs_objs_free(1, 0x70, &(struct gs_refund){ 0 });
	EXPECT_EQ(0, gs_objs_nr_channels(0));
	gs_objs_free_file(8, &(struct gs_refund){ 0 });
	EXPECT_EQ(0, gs_objs_nr_channels(1));
}

/* A thread's own stack, read and written as the main thread's is. */
static void *copy_on_a_thread(void *arg)
{
	char here[64], back[64];

	(void)arg;
	memset(here, 0x5a, sizeof(here));
	if (gs_mem_read(back, here, sizeof(back)) != sizeof(back) ||
	    memcmp(back, here, sizeof(back)) ||
	    !gs_mem_write(here, "x", 1) || here[0] != 'x')
		return (void *)1;
	return NULL;
}

/*
 * Arguments are the program's pointers: the stack of the calling thread
 * (CUDA's), the heap, and bad ones, which must give a short copy, never
 * SIGSEGV (the driver answers EFAULT to them).
 */
TEST(memory_copies_do_not_fault)
{
	char on_stack[256], back[256];
	long page = sysconf(_SC_PAGESIZE);
	char *heap = malloc(256), *map;
	pthread_t t;
	void *ret;

	ASSERT_NE(NULL, heap);
	memset(on_stack, 1, sizeof(on_stack));
	memset(heap, 2, 256);
	EXPECT_EQ(sizeof(back), gs_mem_read(back, on_stack, sizeof(back)));
	EXPECT_EQ(0, memcmp(back, on_stack, sizeof(back)));
	EXPECT_EQ(256, gs_mem_read(back, heap, 256));
	EXPECT_EQ(0, memcmp(back, heap, 256));
	EXPECT_TRUE(gs_mem_write(on_stack, heap, 16));
	EXPECT_EQ(2, on_stack[15]);

	/* two pages, the second unmapped: a short read, then none */
	map = mmap(NULL, 2 * page, PROT_READ | PROT_WRITE,
		   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	ASSERT_NE(MAP_FAILED, map);
	ASSERT_EQ(0, munmap(map + page, page));
	EXPECT_EQ(128, gs_mem_read(back, map + page - 128, 256));
	EXPECT_EQ(0, gs_mem_read(back, map + page, 16));
	EXPECT_FALSE(gs_mem_write(map + page, back, 16));
	EXPECT_EQ(0, gs_mem_read(back, (void *)16, 16));
	munmap(map, page);

	ASSERT_EQ(0, pthread_create(&t, NULL, copy_on_a_thread, NULL));
	ASSERT_EQ(0, pthread_join(t, &ret));
	EXPECT_EQ(NULL, ret);
	free(heap);
}

TEST(managed_ranges)
{
	gs_managed_add(0x200000000ULL, 64 * MiB);
	gs_managed_add(0x300000000ULL, 2 * MiB);
	/* a hole in the middle, then both ends, then what is left */
	EXPECT_EQ(4 * MiB, gs_managed_remove(0x200000000ULL + 8 * MiB,
					     4 * MiB));
	EXPECT_EQ(8 * MiB, gs_managed_remove(0x200000000ULL, 8 * MiB));
	EXPECT_EQ(0, gs_managed_remove(0x200000000ULL, 8 * MiB));
	EXPECT_EQ(52 * MiB, gs_managed_remove(0x1f0000000ULL, 2 * GiB));
	EXPECT_EQ(2 * MiB, gs_managed_remove(0, ~0ULL));
	EXPECT_EQ(0, gs_managed_remove(0, ~0ULL));
}

FIXTURE(shm) {
	char dir[64];
	struct gs_config c;
};

FIXTURE_SETUP(shm)
{
	char err[256];

	strcpy(self->dir, "/tmp/gs-shm.XXXXXX");
	ASSERT_NE(NULL, mkdtemp(self->dir));
	memset(&self->c, 0, sizeof(self->c));
	strcpy(self->c.slice, "u");
	strcpy(self->c.ledger_dir, self->dir);
	self->c.gpus = 0x3;
	self->c.limit[0] = 64 * MiB;
	self->c.limit[1] = 32 * MiB;
	ASSERT_EQ(0, gs_shm_attach(&self->c, true, err, sizeof(err)))
		TH_LOG("%s", err);
}

FIXTURE_TEARDOWN(shm)
{
	char path[128];

	snprintf(path, sizeof(path), "%s/gpuslice-u", self->dir);
	unlink(path);
	snprintf(path, sizeof(path), "%s/gpuslice@gpu0", self->dir);
	unlink(path);
	rmdir(self->dir);
}

static u64 used(const char *dir, unsigned int gpu, u64 *denials)
{
	unsigned int members;
	struct gs_ledger l;

	if (gs_shm_read(dir, "u", gpu, &l, &members))
		return ~0ULL;
	if (denials)
		*denials = l.denials;
	return l.used;
}

TEST_F(shm, charges_per_gpu_and_on_all)
{
	struct gs_mem_view v;
	u64 denials;

	EXPECT_TRUE(gs_shm_charge(0, 60 * MiB));
	EXPECT_FALSE(gs_shm_charge(0, 8 * MiB));
	EXPECT_TRUE(gs_shm_charge(1, 8 * MiB));
	/* all GPUs, all or nothing: GPU 0 has 4 MiB left */
	EXPECT_FALSE(gs_shm_charge(GS_GPU_ALL, 8 * MiB));
	EXPECT_EQ(8 * MiB, used(self->dir, 1, NULL));
	EXPECT_TRUE(gs_shm_charge(GS_GPU_ALL, 4 * MiB));
	EXPECT_EQ(64 * MiB, used(self->dir, 0, &denials));
	EXPECT_EQ(2, denials);
	EXPECT_EQ(12 * MiB, used(self->dir, 1, NULL));
	/* a GPU without a limit takes nothing */
	EXPECT_FALSE(gs_shm_charge(2, 1));
	/* the views: per GPU, and the smallest share of all */
	gs_shm_view(1, &v);
	EXPECT_EQ(32 * MiB, v.limit);
	EXPECT_EQ(12 * MiB, v.used);
	gs_shm_view(GS_GPU_ALL, &v);
	EXPECT_EQ(32 * MiB, v.limit);
	EXPECT_EQ(32 * MiB, v.used);	/* GPU 0 has nothing left */
	gs_shm_refund(GS_GPU_ALL, 4 * MiB);
	gs_shm_refund(0, 60 * MiB);
	/* never more than this process holds */
	gs_shm_refund(1, 1 * GiB);
	EXPECT_EQ(0, used(self->dir, 0, NULL));
	EXPECT_EQ(0, used(self->dir, 1, NULL));
}

/* A child of the slice that charges @bytes on GPU 0 and waits. */
static pid_t holder(u64 bytes, int *ready_fd)
{
	int p[2];
	pid_t pid;
	char c = 0;

	if (pipe(p))
		return -1;
	pid = fork();
	if (pid == 0) {
		gs_shm_forked();
		c = gs_shm_charge(0, bytes) ? 1 : 2;
		if (write(p[1], &c, 1) != 1)
			_exit(1);
		for (;;)
			pause();
	}
	close(p[1]);
	if (read(p[0], &c, 1) != 1 || c != 1) {
		kill(pid, SIGKILL);
		waitpid(pid, NULL, 0);
		pid = -1;
	}
	*ready_fd = p[0];
	return pid;
}

TEST_F(shm, the_dead_are_reaped)
{
	pid_t a, b;
	int fa, fb;
	s32 pids[8];

	a = holder(40 * MiB, &fa);
	ASSERT_LT(0, a);
	b = holder(20 * MiB, &fb);
	ASSERT_LT(0, b);
	EXPECT_EQ(60 * MiB, used(self->dir, 0, NULL));
	EXPECT_FALSE(gs_shm_charge(0, 8 * MiB));
	/* this process and the two holders */
	EXPECT_EQ(3, gs_shm_pids(pids, 8));
	kill(a, SIGKILL);
	/* dead but not waited for: a zombie, whose files are closed already */
	ASSERT_EQ(0, waitid(P_PID, a, &(siginfo_t){ 0 }, WEXITED | WNOWAIT));
	EXPECT_TRUE(gs_shm_charge(0, 8 * MiB));
	EXPECT_EQ(28 * MiB, used(self->dir, 0, NULL));
	EXPECT_EQ(2, gs_shm_pids(pids, 8));
	waitpid(a, NULL, 0);
	kill(b, SIGKILL);
	waitpid(b, NULL, 0);
	EXPECT_EQ(8 * MiB, used(self->dir, 0, NULL));
	close(fa);
	close(fb);
}

/* gpuslice-ledger @args; its output in @out, its exit status returned. */
static int ledger_tool(const char *args, char *out, size_t len)
{
	char cmd[256];
	size_t n = 0;
	FILE *p;
	int st;

	snprintf(cmd, sizeof(cmd), "%s %s 2>/dev/null", GS_LEDGER_TOOL, args);
	p = popen(cmd, "r");
	if (!p)
		return -1;
	n = fread(out, 1, len - 1, p);
	out[n] = 0;
	st = pclose(p);
	return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

/* What an admin sees of a slice: its ledger and who holds what in it. */
TEST_F(shm, gpuslice_ledger_shows_the_members)
{
	char out[1024], args[128], want[256];
	pid_t a;
	int fa;

	a = holder(40 * MiB, &fa);
	ASSERT_LT(0, a);
	ASSERT_TRUE(gs_shm_charge(0, 8 * MiB));
	ASSERT_FALSE(gs_shm_charge(0, 20 * MiB));
	snprintf(args, sizeof(args), "--dir %s u", self->dir);
	ASSERT_EQ(0, ledger_tool(args, out, sizeof(out)));
	EXPECT_NE(NULL, strstr(out, "slice=u gpu=0 limit=67108864 used=50331648 peak=50331648 denials=1 members=2\n"))
		TH_LOG("%s", out);
	snprintf(want, sizeof(want), "member pid=%d bytes=%llu\n", (int)a,
		 40 * MiB);
	EXPECT_NE(NULL, strstr(out, want)) TH_LOG("%s", out);
	snprintf(want, sizeof(want), "member pid=%d bytes=%llu\n",
		 (int)getpid(), 8 * MiB);
	EXPECT_NE(NULL, strstr(out, want)) TH_LOG("%s", out);
	/* GPU 1, where nothing is held */
	snprintf(args, sizeof(args), "--dir %s u 1", self->dir);
	ASSERT_EQ(0, ledger_tool(args, out, sizeof(out)));
	EXPECT_NE(NULL, strstr(out, "gpu=1 limit=33554432 used=0 "))
		TH_LOG("%s", out);

	/* the dead are given back before the tool says anything */
	kill(a, SIGKILL);
	waitpid(a, NULL, 0);
	close(fa);
	snprintf(args, sizeof(args), "--dir %s u", self->dir);
	ASSERT_EQ(0, ledger_tool(args, out, sizeof(out)));
	EXPECT_NE(NULL, strstr(out, "used=8388608 peak=50331648 denials=1 members=1\n"))
		TH_LOG("%s", out);
	snprintf(want, sizeof(want), "member pid=%d", (int)a);
	EXPECT_EQ(NULL, strstr(out, want)) TH_LOG("%s", out);

	/* no such slice: 1; a bad name, GPU or option: 2 */
	snprintf(args, sizeof(args), "--dir %s nope", self->dir);
	EXPECT_EQ(1, ledger_tool(args, out, sizeof(out)));
	EXPECT_EQ(2, ledger_tool("Bad/Name", out, sizeof(out)));
	snprintf(args, sizeof(args), "--dir %s u 32", self->dir);
	EXPECT_EQ(2, ledger_tool(args, out, sizeof(out)));
	EXPECT_EQ(2, ledger_tool("", out, sizeof(out)));
	gs_shm_refund(0, 8 * MiB);
}

/*
 * gpuslice-ledger also shows the compute controller of the GPU: every
 * slice registered there, with its settings, the share it is planned and
 * the one it had, its busy time and its processes.
 */
TEST_F(shm, gpuslice_ledger_shows_compute)
{
	struct gs_compute mine = {
		.limit = 30, .request = 10, .weight = 200,
		.priority = GS_COMPUTE_PRIO_HIGH,
	}, other;
	struct gs_sched_handle u, v;
	struct gs_sched_view view;
	char out[2048], args[128], err[512];
	struct timespec now;

	gs_compute_default(&other);
	ASSERT_EQ(0, gs_sched_shm_attach(&u, self->dir, 0, "u", &mine,
					 50000000, err, sizeof(err)))
		TH_LOG("%s", err);
	ASSERT_EQ(0, gs_sched_shm_attach(&v, self->dir, 0, "v", &other,
					 50000000, err, sizeof(err)));
	clock_gettime(CLOCK_REALTIME, &now);
	ASSERT_EQ(0, gs_sched_shm_turn(&u, now.tv_sec * 1000000000ULL +
				       now.tv_nsec, true, &view));
	snprintf(args, sizeof(args), "--dir %s u", self->dir);
	ASSERT_EQ(0, ledger_tool(args, out, sizeof(out)));
	EXPECT_NE(NULL, strstr(out, "\ncompute slice=u limit=30 request=10 weight=200 priority=high target_bp=3000 share_bp=0 busy_us=0 members=1\n"))
		TH_LOG("%s", out);
	/* v has no channels: registered, not planned */
	EXPECT_NE(NULL, strstr(out, "\ncompute slice=v limit=100 request=0 weight=100 priority=normal target_bp=0 share_bp=0 busy_us=0 members=1\n"))
		TH_LOG("%s", out);
	/* none on GPU 1 */
	snprintf(args, sizeof(args), "--dir %s u 1", self->dir);
	ASSERT_EQ(0, ledger_tool(args, out, sizeof(out)));
	EXPECT_EQ(NULL, strstr(out, "compute")) TH_LOG("%s", out);
	gs_sched_shm_detach(&u);
	gs_sched_shm_detach(&v);
}

/*
 * A process killed while it holds the ledger's lock, in the middle of an
 * update: the next owner of the lock makes the ledger whole again.
 */
TEST_F(shm, a_death_under_the_lock_is_repaired)
{
	char path[128];
	struct gs_shm *s;
	int fd, st;
	pid_t pid;

	ASSERT_TRUE(gs_shm_charge(0, 16 * MiB));
	snprintf(path, sizeof(path), "%s/gpuslice-u", self->dir);
	fd = open(path, O_RDWR);
	ASSERT_LE(0, fd);
	s = mmap(NULL, sizeof(*s), PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
	ASSERT_NE(MAP_FAILED, s);
	pid = fork();
	if (pid == 0) {
		pthread_mutex_lock(&s->lock);
		/* half an update: the ledger moved, no member did */
		s->ledger[0].used += 32 * MiB;
		_exit(0);
	}
	ASSERT_EQ(pid, waitpid(pid, &st, 0));
	EXPECT_EQ(48 * MiB, s->ledger[0].used);
	/* 16 held + 48 asked = 64: fits once the ledger is repaired */
	EXPECT_TRUE(gs_shm_charge(0, 48 * MiB));
	EXPECT_EQ(64 * MiB, used(self->dir, 0, NULL));
	munmap(s, sizeof(*s));
	close(fd);
}

/*
 * A process that died under the lock in the middle of a dup's insertion
 * (the dup linked to the block's list, the source not yet to the dup)
 * leaves the table of handles torn: the next owner of the lock makes it
 * whole, and the block stays charged until its last handle goes. Torn as
 * it was, the first free would have given the block back.
 */
TEST_F(shm, a_death_in_a_dup_is_repaired)
{
	struct gs_fb_handle *entry;
	char path[128];
	struct gs_shm *s;
	int fd, st, e, d;
	pid_t pid;

	/* a block beyond the limit is neither charged nor in the table */
	EXPECT_EQ(-ENOMEM, gs_shm_fb_charge(0, 65 * MiB, 0xc1));
	e = gs_shm_fb_charge(0, 8 * MiB, 0xc1);
	ASSERT_LE(0, e);
	gs_shm_fb_made(e, 0x10, 8 * MiB);
	d = gs_shm_fb_reserve_dup(0xc1, 0x10, 0xc2);
	ASSERT_LE(0, d);
	gs_shm_fb_made(d, 0x11, 0);
	EXPECT_EQ(-ENOENT, gs_shm_fb_reserve_dup(0xc1, 0x12, 0xc2));
	snprintf(path, sizeof(path), "%s/gpuslice-u", self->dir);
	fd = open(path, O_RDWR);
	ASSERT_LE(0, fd);
	s = mmap(NULL, sizeof(*s), PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
	ASSERT_NE(MAP_FAILED, s);
	entry = (struct gs_fb_handle *)((u32 *)(&s->fb + 1) + s->fb.cap);
	pid = fork();
	if (pid == 0) {
		pthread_mutex_lock(&s->lock);
		/* the source's link to its dup not written yet */
		entry[e].next = e;
		_exit(0);
	}
	ASSERT_EQ(pid, waitpid(pid, &st, 0));
	gs_shm_fb_free(0xc1, 0x10);
	EXPECT_EQ(8 * MiB, used(self->dir, 0, NULL));
	gs_shm_fb_free(0xc2, 0x11);
	EXPECT_EQ(0, used(self->dir, 0, NULL));
	EXPECT_EQ(0, gs_fb_table_count(&s->fb));
	munmap(s, sizeof(*s));
	close(fd);
}

/* --- the GPUs' scheduler segments ------------------------------------ */

#define MS		1000000ULL
#define PERIOD		(50 * MS)
#define T0		1795561091369211968ULL	/* a realtime clock's ns */

FIXTURE(sched) {
	char dir[64];
	char err[512];
};

FIXTURE_SETUP(sched)
{
	strcpy(self->dir, "/tmp/gs-sched.XXXXXX");
	ASSERT_NE(NULL, mkdtemp(self->dir));
}

FIXTURE_TEARDOWN(sched)
{
	char cmd[128];

	snprintf(cmd, sizeof(cmd), "rm -rf %s", self->dir);
	if (system(cmd))
		TH_LOG("%s failed", cmd);
}

static struct gs_compute settings(int limit, int request, int weight,
				  bool high)
{
	struct gs_compute c = {
		.limit = limit, .request = request, .weight = weight,
		.priority = high ? GS_COMPUTE_PRIO_HIGH : GS_COMPUTE_PRIO_NORMAL,
	};

	return c;
}

static int enter(struct gs_sched_handle *h, const char *dir, const char *slice,
		 struct gs_compute c, char *err)
{
	return gs_sched_shm_attach(h, dir, 0, slice, &c, PERIOD, err, 512);
}

/* How long a view's plan keeps its slice enabled in a period. */
static u64 on_time(const struct gs_sched_view *v)
{
	u64 t = 0, last = 0;
	bool on = false;
	unsigned int k;

	for (k = 0; k < v->nr; k++) {
		if (on)
			t += v->ev[k].at - last;
		on = v->ev[k].enable;
		last = v->ev[k].at;
	}
	return t + (on ? v->period - last : 0);
}

/* When the window of plan @v opens (its enable after the start). */
static u64 enable_at(const struct gs_sched_view *v)
{
	unsigned int k;

	for (k = 1; k < v->nr; k++)
		if (v->ev[k].enable)
			return v->ev[k].at;
	return 0;
}

static struct gs_sched_line *line_of(struct gs_sched_line *l, unsigned int n,
				     const char *name)
{
	unsigned int i;

	for (i = 0; i < n; i++)
		if (!strcmp(l[i].name, name))
			return &l[i];
	return NULL;
}

/*
 * A process of slice @slice with settings @c and period @period: a child
 * that registers on GPU 0 and waits to be killed. Returns its pid, or 0
 * when it was refused, with @err its errno and message.
 */
static pid_t joiner(const char *dir, const char *slice, struct gs_compute c,
		    u64 period, char *err)
{
	struct gs_sched_handle h;
	char msg[512] = "";
	int p[2], ret;
	pid_t pid;

	if (pipe(p))
		return -1;
	pid = fork();
	if (pid == 0) {
		ret = gs_sched_shm_attach(&h, dir, 0, slice, &c, period, msg,
					  sizeof(msg));
		snprintf(err, 512, "%d %.480s", -ret, msg);
		if (write(p[1], err, 512) != 512)
			_exit(1);
		if (ret)
			_exit(0);
		for (;;)
			pause();
	}
	close(p[1]);
	if (read(p[0], err, 512) != 512)
		strcpy(err, "? no answer");
	close(p[0]);
	if (strncmp(err, "0 ", 2)) {
		waitpid(pid, NULL, 0);
		return 0;
	}
	return pid;
}

static void end(pid_t pid)
{
	kill(pid, SIGKILL);
	waitpid(pid, NULL, 0);
}

/*
 * A slice's settings are its first process's; a process with others, a
 * request that would take the GPU's above 100 percent, or another period
 * while the GPU is in use are refused, and each says why.
 */
TEST_F(sched, slices_registered_and_refused)
{
	struct gs_compute big = settings(100, 100, 100, false);
	struct gs_sched_handle other_gpu;
	struct gs_sched_line l[4];
	pid_t a, b, c, a2;
	unsigned int n;

	a = joiner(self->dir, "a", settings(100, 60, 100, false), PERIOD,
		   self->err);
	ASSERT_LT(0, a) TH_LOG("%s", self->err);
	b = joiner(self->dir, "b", settings(50, 40, 300, true), PERIOD,
		   self->err);
	ASSERT_LT(0, b) TH_LOG("%s", self->err);
	EXPECT_EQ(0, joiner(self->dir, "c", settings(100, 1, 100, false),
			    PERIOD, self->err));
	EXPECT_STREQ("16 GPU 0 has 100% of compute requested by other slices; slice c's request of 1% would take it to 101%",
		     self->err);
	EXPECT_EQ(0, joiner(self->dir, "a", settings(90, 60, 100, false),
			    PERIOD, self->err));
	EXPECT_STREQ("16 slice a is in use on GPU 0 with compute limit=100% request=60% weight=100 priority=normal; GPUSLICE_COMPUTE_* say limit=90% request=60% weight=100 priority=normal",
		     self->err);
	a2 = joiner(self->dir, "a", settings(100, 60, 100, false), PERIOD,
		    self->err);
	ASSERT_LT(0, a2) TH_LOG("%s", self->err);
	EXPECT_EQ(0, joiner(self->dir, "d", big, 2 * PERIOD, self->err));
	EXPECT_STREQ("16 GPU 0 is in use with a compute period of 50 ms; GPUSLICE_COMPUTE_PERIOD_MS says 100",
		     self->err);
	/* another GPU is another segment */
	ASSERT_EQ(0, gs_sched_shm_attach(&other_gpu, self->dir, 1, "c", &big,
					 PERIOD, self->err, 512));

	ASSERT_EQ(0, gs_sched_shm_read(self->dir, 0, l, 4, &n));
	ASSERT_EQ(2, n);
	ASSERT_NE(NULL, line_of(l, n, "a"));
	EXPECT_EQ(2, line_of(l, n, "a")->members);
	EXPECT_EQ(60, line_of(l, n, "a")->set.request);
	ASSERT_NE(NULL, line_of(l, n, "b"));
	EXPECT_EQ(1, line_of(l, n, "b")->members);
	EXPECT_EQ(300, line_of(l, n, "b")->set.weight);
	EXPECT_EQ(GS_COMPUTE_PRIO_HIGH, line_of(l, n, "b")->set.priority);
	/* the last process of b gone, c fits */
	end(b);
	ASSERT_EQ(0, gs_sched_shm_read(self->dir, 0, l, 4, &n));
	EXPECT_EQ(1, n);
	c = joiner(self->dir, "c", settings(100, 40, 100, false), PERIOD,
		   self->err);
	EXPECT_LT(0, c) TH_LOG("%s", self->err);
	/* and with nobody left, the GPU takes another period */
	end(a);
	end(a2);
	end(c);
	a = joiner(self->dir, "d", big, 2 * PERIOD, self->err);
	EXPECT_LT(0, a) TH_LOG("%s", self->err);
	end(a);
	EXPECT_EQ(ENOENT, -gs_sched_shm_read(self->dir, 2, l, 4, &n));
}

/* A child of slice @slice that takes one turn at @now, then waits. */
static pid_t member(const char *dir, const char *slice, struct gs_compute c,
		    u64 now)
{
	struct gs_sched_handle h;
	struct gs_sched_view v;
	char err[512], ok = 0;
	int p[2];
	pid_t pid;

	if (pipe(p))
		return -1;
	pid = fork();
	if (pid == 0) {
		if (!enter(&h, dir, slice, c, err) &&
		    !gs_sched_shm_turn(&h, now, true, &v))
			ok = 1;
		if (write(p[1], &ok, 1) != 1)
			_exit(1);
		for (;;)
			pause();
	}
	close(p[1]);
	if (read(p[0], &ok, 1) != 1 || !ok) {
		kill(pid, SIGKILL);
		waitpid(pid, NULL, 0);
		pid = -1;
	}
	close(p[0]);
	return pid;
}

/*
 * The leader plans each period; what the processes report of a plan
 * closes the controller's loop (an enable carried out 5 ms late makes the
 * next window longer); a slice that joins is in the next plan, and until
 * then runs unhindered.
 */
TEST_F(sched, plans_published_and_fed)
{
	struct gs_sched_handle a;
	struct gs_sched_view v, w;
	unsigned int k;
	pid_t b;

	ASSERT_EQ(0, enter(&a, self->dir, "a", settings(30, 0, 100, false),
			   self->err));
	ASSERT_EQ(0, gs_sched_shm_turn(&a, T0, true, &v));
	EXPECT_TRUE(v.leader);
	EXPECT_EQ(1, v.seq);
	EXPECT_EQ(T0, v.start);
	EXPECT_EQ(PERIOD, v.period);
	ASSERT_LE(1, v.nr);
	EXPECT_EQ(0, v.ev[0].at);	/* its state at the start */
	EXPECT_EQ(15 * MS, on_time(&v));
	/* within the period, the plan stands */
	ASSERT_EQ(0, gs_sched_shm_turn(&a, T0 + 10 * MS, true, &w));
	EXPECT_EQ(1, w.seq);
	/* the enables' calls take 5 ms: each took effect half-way */
	for (k = 0; k < v.nr; k++)
		gs_sched_shm_done(&a, v.seq, k, v.ev[k].enable,
				  T0 + v.ev[k].at,
				  k == 0 && v.ev[k].enable ? 0 :
				  T0 + v.ev[k].at +
				  (v.ev[k].enable ? 5 * MS : 0));
	ASSERT_EQ(0, gs_sched_shm_turn(&a, T0 + PERIOD, true, &w));
	EXPECT_EQ(2, w.seq);
	EXPECT_EQ(T0 + PERIOD, w.start);
	TH_LOG("windows %llu then %llu us", on_time(&v) / 1000,
	       on_time(&w) / 1000);
	/*
	 * Half the 2.5 ms lost is added; unless the enable's call ended past
	 * the period's end, which puts part of its loss in the next period.
	 */
	if (enable_at(&v) + 5 * MS <= PERIOD)
		EXPECT_EQ(16250 * 1000, on_time(&w));
	EXPECT_LE(15 * MS, on_time(&w));
	EXPECT_GE(16250 * 1000, on_time(&w));
	for (k = 0; k < w.nr; k++)
		gs_sched_shm_done(&a, w.seq, k, w.ev[k].enable,
				  w.start + w.ev[k].at, w.start + w.ev[k].at);

	/* b joins: not in plan 2, so unhindered; in plan 3 */
	b = member(self->dir, "b", settings(100, 0, 100, false),
		   T0 + PERIOD + MS);
	ASSERT_LT(0, b);
	ASSERT_EQ(0, gs_sched_shm_turn(&a, T0 + 2 * PERIOD, true, &w));
	EXPECT_EQ(3, w.seq);
	EXPECT_TRUE(w.leader);
	TH_LOG("beside b: %llu us", on_time(&w) / 1000);
	EXPECT_LE(15 * MS, on_time(&w));
	EXPECT_GE(20 * MS, on_time(&w));
	end(b);
}

/* Processes without a leader keep the last plan; a silent one is replaced. */
TEST_F(sched, plans_repeat_until_a_new_leader)
{
	struct gs_sched_handle b;
	struct gs_sched_view v;
	pid_t a;

	a = member(self->dir, "a", settings(30, 0, 100, false), T0);
	ASSERT_LT(0, a);
	ASSERT_EQ(0, enter(&b, self->dir, "b", settings(100, 0, 100, false),
			   self->err));
	ASSERT_EQ(0, gs_sched_shm_turn(&b, T0 + MS, true, &v));
	EXPECT_FALSE(v.leader);
	EXPECT_EQ(1, v.seq);
	EXPECT_EQ(T0, v.start);
	EXPECT_EQ(0, v.nr);	/* joined after plan 1 */
	/* a is silent: its plan stands, for every period, for a while */
	ASSERT_EQ(0, gs_sched_shm_turn(&b, T0 + 2 * PERIOD + MS, true, &v));
	EXPECT_FALSE(v.leader);
	EXPECT_EQ(1, v.seq);
	/* then b takes over, and plans at once */
	ASSERT_EQ(0, gs_sched_shm_turn(&b, T0 + 3 * PERIOD + MS, true, &v));
	EXPECT_TRUE(v.leader);
	EXPECT_EQ(2, v.seq);
	EXPECT_EQ(T0 + 3 * PERIOD + MS, v.start);
	ASSERT_LE(1, v.nr);
	EXPECT_EQ(35 * MS, on_time(&v));	/* a has its 30% */
	end(a);
}

/*
 * A leader killed is replaced at the first turn after the end of its
 * period, its slice gone with it.
 */
TEST_F(sched, a_killed_leader_is_replaced)
{
	struct gs_sched_handle b;
	struct gs_sched_line l[4];
	struct gs_sched_view v;
	unsigned int n;
	pid_t a;

	a = member(self->dir, "a", settings(30, 0, 100, false), T0);
	ASSERT_LT(0, a);
	ASSERT_EQ(0, enter(&b, self->dir, "b", settings(100, 0, 100, false),
			   self->err));
	ASSERT_EQ(0, gs_sched_shm_turn(&b, T0 + MS, true, &v));
	EXPECT_FALSE(v.leader);
	end(a);
	/* it has missed the end of its period: it is dead, not late */
	ASSERT_EQ(0, gs_sched_shm_turn(&b, T0 + PERIOD + 2 * MS, true, &v));
	EXPECT_TRUE(v.leader);
	EXPECT_EQ(2, v.seq);
	/* alone now: on all the period */
	EXPECT_EQ(1, v.nr);
	EXPECT_EQ(PERIOD, on_time(&v));
	ASSERT_EQ(0, gs_sched_shm_read(self->dir, 0, l, 4, &n));
	EXPECT_EQ(1, n);
	EXPECT_STREQ("b", l[0].name);
}

/*
 * RM's samples, each process's pid taken for its slice: a slice whose
 * channels are enabled while nothing runs is found idle, and its request
 * costs the busy slice nothing.
 */
TEST_F(sched, samples_find_an_idle_slice)
{
	struct gs_sched_handle a;
	struct gs_sched_line l[4];
	struct gs_nv_gpumon smp[2];
	struct gs_sched_view v;
	unsigned int n, p;
	pid_t b;

	ASSERT_EQ(0, enter(&a, self->dir, "a", settings(100, 50, 100, false),
			   self->err));
	ASSERT_EQ(0, gs_sched_shm_turn(&a, T0, true, &v));
	b = member(self->dir, "b", settings(100, 0, 100, false), T0 + MS);
	ASSERT_LT(0, b);
	for (p = 1; p <= 30; p++) {
		u64 now = T0 + p * PERIOD;

		ASSERT_EQ(0, gs_sched_shm_turn(&a, now, true, &v));
		/* every 200 ms: b on the GPU, then nothing */
		smp[0].ts = now - 2 * PERIOD + 7 * MS;
		smp[0].pid = b;
		smp[1].ts = now - 2 * PERIOD + 8 * MS;
		smp[1].pid = GS_NV_GPUMON_PID_NONE;
		if (p % 4 == 0)
			gs_sched_shm_samples(&a, smp, 2);
	}
	EXPECT_LT(T0, gs_sched_shm_sampled(&a));
	ASSERT_EQ(0, gs_sched_shm_read(self->dir, 0, l, 4, &n));
	ASSERT_EQ(2, n);
	EXPECT_EQ(0, line_of(l, n, "a")->report.target);
	EXPECT_EQ(10000, line_of(l, n, "b")->report.target);
	/* the idle slice stays enabled, so what it starts runs at once */
	EXPECT_EQ(PERIOD, on_time(&v));
	end(b);
}

/*
 * A process killed holding the segment's lock: one that died between the
 * controller's changes left it whole, and it goes on; one that died in
 * the middle of a change left it half-changed, and it starts again.
 */
TEST_F(sched, a_death_under_the_lock_is_repaired)
{
	struct gs_sched_handle a;
	struct gs_sched_view v;
	u64 epoch;
	pid_t pid;

	ASSERT_EQ(0, enter(&a, self->dir, "a", settings(30, 0, 100, false),
			   self->err));
	ASSERT_EQ(0, gs_sched_shm_turn(&a, T0, true, &v));
	epoch = a.shm->g.epoch;
	pid = fork();
	if (pid == 0) {
		pthread_mutex_lock(&a.shm->lock);
		_exit(0);
	}
	ASSERT_EQ(pid, waitpid(pid, NULL, 0));
	ASSERT_EQ(0, gs_sched_shm_turn(&a, T0 + PERIOD, true, &v));
	EXPECT_EQ(2, v.seq);
	EXPECT_EQ(epoch, a.shm->g.epoch);	/* the same controller */

	pid = fork();
	if (pid == 0) {
		pthread_mutex_lock(&a.shm->lock);
		a.shm->updating = true;
		a.shm->sched[a.slot].iv_count = 12345;	/* half a change */
		_exit(0);
	}
	ASSERT_EQ(pid, waitpid(pid, NULL, 0));
	ASSERT_EQ(0, gs_sched_shm_turn(&a, T0 + 2 * PERIOD, true, &v));
	EXPECT_TRUE(v.leader);
	EXPECT_EQ(3, v.seq);
	EXPECT_EQ(T0 + 2 * PERIOD, a.shm->g.epoch);	/* started again */
	EXPECT_GE(GS_SCHED_LOG, a.shm->sched[a.slot].iv_count);
	EXPECT_EQ(15 * MS, on_time(&v));
}

TEST_HARNESS_MAIN
