// SPDX-License-Identifier: GPL-2.0
/*
 * The real driver's version at run time, as an administrator upgrading a
 * fleet's driver meets it: nvsim loaded as a version with no table (an
 * unknown branch, 600.x and 530.x, and a release of a supported branch
 * older than the branch's span, 550.40.07; nvsim's test-only facts=
 * parameter answers with a supported version's table meanwhile), another
 * release of a supported branch (580.65.06) and a supported version
 * (595.45.04). For each: what `gpuslice status` (text and --json) and
 * `gpuslice version` say, `gpuslice create` refused with the kernel's
 * message or made, the module left loaded and working, the kernel log
 * saying it once, and the nv_version override making a slice work on a
 * driver without a table (logged as unsupported) and its files refused
 * again once it is cleared.
 *
 * A VM test: root, gpuslice.ko and nvsim loaded; every test loads nvsim
 * back as it was (vmenv_reload_nvsim()).
 */

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <kselftest_harness.h>

#include "clirun.h"
#include "json.h"
#include "nv_abi.h"
#include "vmenv.h"

#define OVERRIDE_PARAM	"/sys/module/gpuslice/parameters/nv_version"
#define SLICE		"nvv"
#define SLICE_CTL	"/dev/gpuslice/" SLICE "/nvidiactl"

/* What the module's log says of a driver once, the version put in %s */
#define SAID_REFUSED	"NVIDIA driver %s is not supported by this gpuslice"
#define SAID_OVERRIDE	"NVIDIA driver %s; using the table of %s as the administrator asked (nv_version): unsupported"

static const char *const slices[] = { SLICE, NULL };

/*
 * Writes @value to the override parameter: 0 or -errno. "\n" clears it, as
 * `echo > nv_version` does (a write of nothing never reaches the module).
 */
static int set_override(const char *value)
{
	int fd = open(OVERRIDE_PARAM, O_WRONLY | O_CLOEXEC);
	ssize_t n;
	int err;

	if (fd < 0)
		return -errno;
	n = write(fd, value, strlen(value));
	err = n < 0 ? -errno : 0;
	close(fd);
	return err;
}

/* The override parameter's value, its newline cut. */
static void get_override(char *buf, size_t size)
{
	FILE *f = fopen(OVERRIDE_PARAM, "r");

	buf[0] = 0;
	if (!f)
		return;
	if (fgets(buf, size, f))
		buf[strcspn(buf, "\n")] = 0;
	fclose(f);
}

static struct json_value *parse_stdout(struct __test_metadata *_metadata,
				       const struct run *r)
{
	struct json_value *root;
	char err[128];

	root = json_parse(r->out, r->out_len, err, sizeof(err));
	if (!root)
		TH_LOG("stdout is not one JSON document (%s): <<%s>>", err,
		       r->out);
	return root;
}

/* Whether @key of @obj is the string @want, or null for @want NULL. */
static bool json_is(const struct json_value *obj, const char *key,
		    const char *want)
{
	const struct json_value *v = json_get(obj, key);

	if (!v)
		return false;
	if (!want)
		return json_type(v) == JSON_NULL;
	return json_string(v) && !strcmp(json_string(v), want);
}

/* Whether @list is the description's supported versions, in order. */
static bool is_supported_list(const struct json_value *list)
{
	const struct gs_abi *abi;
	unsigned int i, n;

	abi = gs_abi_list(&n);
	if (!list || json_count(list) != n)
		return false;
	for (i = 0; i < n; i++)
		if (!json_string(json_at(list, i)) ||
		    strcmp(json_string(json_at(list, i)), abi[i].version))
			return false;
	return true;
}

/*
 * The value of the text output's line labelled @label ("driver match"),
 * into @buf: "" when there is no such line.
 */
static const char *text_value(const char *out, const char *label, char *buf,
			      size_t size)
{
	size_t len = strlen(label);
	const char *line = out, *v;

	buf[0] = 0;
	for (; line && *line; line = strchr(line, '\n'), line += !!line) {
		if (strncmp(line, label, len) || line[len] != ' ')
			continue;
		for (v = line + len; *v == ' '; v++)
			;
		snprintf(buf, size, "%.*s", (int)strcspn(v, "\n"), v);
		break;
	}
	return buf;
}

/* How many times the log since @kmsg was last read said @fmt of @a, @b. */
static int said(int kmsg, const char *fmt, const char *a, const char *b)
{
	char needle[256];

	snprintf(needle, sizeof(needle), fmt, a, b);
	return vmenv_kmsg_count(kmsg, needle, NULL, 0);
}

FIXTURE(nvversion) {
	int kmsg;
};

/**
 * struct _fixture_variant_nvversion - a driver nvsim is loaded as
 * @params: nvsim's parameters
 * @version: the version it reports
 * @table: the table gpuslice uses for it; NULL: none, refused
 * @match: `gpuslice status`'s driver match
 * @said_once: what the log says of it once (its version in %s, the
 *	table in the second %s); NULL: nothing
 * @override: the supported version the override names in the tests
 *	of the override: the one whose facts nvsim answers with
 */
FIXTURE_VARIANT(nvversion) {
	const char *params;
	const char *version;
	const char *table;
	const char *match;
	const char *said_once;
	const char *override;
};

FIXTURE_VARIANT_ADD(nvversion, unknown_branch_600) {
	.params = "version=600.10.01 facts=580.159.04",
	.version = "600.10.01", .match = "unsupported",
	.said_once = SAID_REFUSED, .override = "580.159.04",
};

FIXTURE_VARIANT_ADD(nvversion, unknown_branch_545) {
	.params = "version=530.41.03 facts=535.288.01",
	.version = "530.41.03", .match = "unsupported",
	.said_once = SAID_REFUSED, .override = "535.288.01",
};

FIXTURE_VARIANT_ADD(nvversion, old_release_550) {
	.params = "version=550.40.07 facts=550.163.01",
	.version = "550.40.07", .match = "unsupported",
	.said_once = SAID_REFUSED, .override = "550.163.01",
};

FIXTURE_VARIANT_ADD(nvversion, branch_580) {
	.params = "version=580.65.06",
	.version = "580.65.06", .table = "580.142", .match = "branch",
	.said_once = "NVIDIA driver %s: using branch 580's table, as %s",
	.override = "580.142",
};

FIXTURE_VARIANT_ADD(nvversion, exact_595) {
	.params = "version=595.45.04",
	.version = "595.45.04", .table = "595.45.04", .match = "exact",
	.override = "595.45.04",
};

FIXTURE_SETUP(nvversion)
{
	self->kmsg = -1;
	delete_slices(slices);
	ASSERT_EQ(0, vmenv_reload_nvsim(variant->params))
		TH_LOG("cannot load nvsim %s", variant->params);
	self->kmsg = vmenv_kmsg_open();
	ASSERT_LE(0, self->kmsg);
}

FIXTURE_TEARDOWN(nvversion)
{
	delete_slices(slices);
	set_override("\n");
	if (self->kmsg >= 0)
		close(self->kmsg);
	if (vmenv_reload_nvsim(""))
		TH_LOG("cannot load nvsim back with its defaults");
}

TEST_F(nvversion, status_json)
{
	struct json_value *root;
	struct run r;

	CLI(&r, "status", "--json");
	ASSERT_EXIT(0, &r);
	EXPECT_EQ(0, r.err_len) TH_LOG("stderr: %s", r.err);
	root = parse_stdout(_metadata, &r);
	ASSERT_NE(NULL, root);
	EXPECT_TRUE(json_is(root, "driver_version", variant->version))
		TH_LOG("%s", r.out);
	EXPECT_TRUE(json_is(root, "driver_table", variant->table))
		TH_LOG("%s", r.out);
	EXPECT_TRUE(json_is(root, "driver_match", variant->match))
		TH_LOG("%s", r.out);
	/* the list, with the way forward, only for a driver without a table */
	if (variant->table) {
		EXPECT_EQ(NULL, json_get(root, "supported_drivers"));
	} else {
		EXPECT_TRUE(is_supported_list(json_get(root, "supported_drivers")))
			TH_LOG("%s", r.out);
	}
	json_free(root);
	run_free(&r);
}

TEST_F(nvversion, status_text_and_version)
{
	char value[512], supported[512];
	struct json_value *root;
	struct run r;

	CLI(&r, "status");
	ASSERT_EXIT(0, &r);
	EXPECT_STREQ(variant->version,
		     text_value(r.out, "driver version", value, sizeof(value)));
	EXPECT_STREQ(variant->table ?: "none",
		     text_value(r.out, "driver table", value, sizeof(value)));
	EXPECT_STREQ(variant->match,
		     text_value(r.out, "driver match", value, sizeof(value)));
	gs_abi_supported(supported, sizeof(supported));
	EXPECT_STREQ(variant->table ? "" : supported,
		     text_value(r.out, "supported drivers", value,
				sizeof(value)));
	run_free(&r);

	CLI(&r, "version", "--json");
	ASSERT_EXIT(0, &r);
	root = parse_stdout(_metadata, &r);
	ASSERT_NE(NULL, root);
	EXPECT_TRUE(json_is(root, "driver_version", variant->version))
		TH_LOG("%s", r.out);
	EXPECT_TRUE(json_is(root, "driver_table", variant->table))
		TH_LOG("%s", r.out);
	if (variant->table) {
		EXPECT_EQ(NULL, json_get(root, "supported_drivers"));
	} else {
		EXPECT_TRUE(is_supported_list(json_get(root, "supported_drivers")))
			TH_LOG("%s", r.out);
	}
	json_free(root);
	run_free(&r);
}

TEST_F(nvversion, create)
{
	char expected[1024], supported[256];
	struct run r;
	int fd;

	CLI(&r, "create", SLICE, "--gpu", "0", "--memory", "1GiB");
	if (variant->table) {
		ASSERT_EXIT(0, &r);
		run_free(&r);
		fd = open(SLICE_CTL, O_RDWR | O_CLOEXEC);
		EXPECT_LE(0, fd) TH_LOG("open %s: %s", SLICE_CTL,
					strerror(errno));
		if (fd >= 0)
			close(fd);
	} else {
		ASSERT_EXIT(1, &r);
		EXPECT_EQ(0, r.out_len) TH_LOG("stdout: %s", r.out);
		gs_abi_supported(supported, sizeof(supported));
		snprintf(expected, sizeof(expected),
			 "gpuslice: create: the NVIDIA driver's version is not supported\n"
			 "gpuslice: kernel reports: NVIDIA driver %s is not supported by this gpuslice (supported: %s): upgrade gpuslice to a version that supports it, or name a supported version in the module parameter nv_version (unsupported)\n",
			 variant->version, supported);
		EXPECT_STREQ(expected, r.err);
		run_free(&r);
		/* refused, and nothing else is broken */
		EXPECT_TRUE(vmenv_module_loaded());
		CLI_OK("list");
		EXPECT_NE(0, access("/dev/gpuslice/" SLICE, F_OK));
	}
	/* a second look says nothing more: once per version */
	CLI_OK("status");
	CLI_OK("status");
	if (variant->said_once) {
		EXPECT_EQ(1, said(self->kmsg, variant->said_once,
				  variant->version, variant->table));
	} else {
		EXPECT_EQ(0, vmenv_kmsg_count(self->kmsg, "NVIDIA driver",
					      NULL, 0));
	}
}

TEST_F(nvversion, override)
{
	const char *match = strcmp(variant->version, variant->override) ?
			    "override" : "exact";
	struct json_value *root;
	char value[64];
	struct run r;
	int fd;

	ASSERT_EQ(0, set_override(variant->override));
	get_override(value, sizeof(value));
	EXPECT_STREQ(variant->override, value);

	CLI(&r, "status", "--json");
	ASSERT_EXIT(0, &r);
	root = parse_stdout(_metadata, &r);
	ASSERT_NE(NULL, root);
	EXPECT_TRUE(json_is(root, "driver_version", variant->version));
	EXPECT_TRUE(json_is(root, "driver_table", variant->override))
		TH_LOG("%s", r.out);
	EXPECT_TRUE(json_is(root, "driver_match", match)) TH_LOG("%s", r.out);
	json_free(root);
	run_free(&r);

	CLI(&r, "create", SLICE, "--gpu", "0", "--memory", "1GiB");
	ASSERT_EXIT(0, &r);
	run_free(&r);
	fd = open(SLICE_CTL, O_RDWR | O_CLOEXEC);
	EXPECT_LE(0, fd) TH_LOG("open %s: %s", SLICE_CTL, strerror(errno));
	if (fd >= 0)
		close(fd);
	if (strcmp(match, "override")) {
		EXPECT_EQ(0, vmenv_kmsg_count(self->kmsg, "unsupported",
					      NULL, 0));
	} else {
		EXPECT_EQ(1, said(self->kmsg, SAID_OVERRIDE, variant->version,
				  variant->override));
	}

	/* cleared: the driver's own table again, or no file opens */
	ASSERT_EQ(0, set_override("\n"));
	get_override(value, sizeof(value));
	EXPECT_STREQ("", value);
	fd = open(SLICE_CTL, O_RDWR | O_CLOEXEC);
	if (variant->table) {
		EXPECT_LE(0, fd) TH_LOG("open: %s", strerror(errno));
	} else {
		EXPECT_EQ(-1, fd);
		EXPECT_EQ(EPROTO, errno);
	}
	if (fd >= 0)
		close(fd);
}

/* Only a version the description lists may be named. */
TEST(override_takes_supported_versions_only)
{
	static const char *const bad[] = {
		"600.10.01", "580.65.06", "580", "banana", "580.142.1.2",
	};
	const struct gs_abi *abi;
	char value[64];
	unsigned int i, n;

	if (!vmenv_module_loaded())
		SKIP(return, "gpuslice.ko is not loaded");
	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		EXPECT_EQ(-EINVAL, set_override(bad[i])) TH_LOG("%s", bad[i]);
		get_override(value, sizeof(value));
		EXPECT_STREQ("", value);
	}
	abi = gs_abi_list(&n);
	for (i = 0; i < n; i++) {
		EXPECT_EQ(0, set_override(abi[i].version));
		get_override(value, sizeof(value));
		EXPECT_STREQ(abi[i].version, value);
	}
	EXPECT_EQ(0, set_override("\n"));
	get_override(value, sizeof(value));
	EXPECT_STREQ("", value);
}

TEST_HARNESS_MAIN
