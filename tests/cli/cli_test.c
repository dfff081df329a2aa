// SPDX-License-Identifier: GPL-2.0
/*
 * End-to-end tests of the gpuslice CLI: runs the binary found as "gpuslice"
 * on PATH (or $GPUSLICE_CLI) and checks its stdout, stderr and exit status
 * the way a user or a script would.
 *
 * Made for the test VM (root, gpuslice.ko loaded, rmmod and modprobe
 * present). On a host without the module, the tests that need it SKIP; the
 * "module missing" tests still run there when the module cannot be loaded.
 * Tests that unload the module put it back in their teardown.
 */

#include <dirent.h>
#include <errno.h>
#include <sched.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/socket.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>
#include <unistd.h>

#include <kselftest_harness.h>

#include "clirun.h"
#include "genl.h"
#include "gpuslice.h"
#include "json.h"
#include "nvrm.h"
#include "vmenv.h"

#ifndef GPUSLICE_EXPECTED_VERSION
#error "GPUSLICE_EXPECTED_VERSION must be defined (tests/cli/cli.mk passes VERSION)"
#endif
#define VERSION GPUSLICE_EXPECTED_VERSION

#define NOT_LOADED_MSG \
	"gpuslice: kernel module not loaded (try: modprobe gpuslice)\n"
#define EXIT_FOOTER \
	"Exit status: 0 success, 1 runtime or kernel error, 2 usage error"
#define SYS_MODULE "/sys/module/gpuslice"
#define MODPROBE_SYSCTL "/proc/sys/kernel/modprobe"
/* What the generic-netlink core asks modprobe for (MODULE_ALIAS_GENL_FAMILY) */
#define FAMILY_ALIAS "net-pf-16-proto-16-family-gpuslice"

#define REQUIRE_MODULE() do { \
	if (!vmenv_module_loaded()) \
		SKIP(return, "gpuslice.ko is not loaded (no %s)", SYS_MODULE); \
} while (0)

/*
 * The GPU count the module must report, by uapi/gpuslice.h's rule:
 * consecutive /dev/nvidiaN character nodes (195:N) beside /dev/nvidiactl
 * (195:255). 0 without an NVIDIA driver, as in the test VM.
 */
static unsigned int expected_gpus(void)
{
	struct stat st;
	unsigned int n = 0;
	char path[64];

	if (stat("/dev/nvidiactl", &st) || !S_ISCHR(st.st_mode) ||
	    st.st_rdev != makedev(195, 255))
		return 0;
	for (;;) {
		snprintf(path, sizeof(path), "/dev/nvidia%u", n);
		if (stat(path, &st) || !S_ISCHR(st.st_mode) ||
		    st.st_rdev != makedev(195, n))
			return n;
		n++;
	}
}

/* Splits @text into lines in place; returns the count (at most @max). */
static int split_lines(char *text, char **lines, int max)
{
	int n = 0;
	char *nl;

	while (*text && n < max) {
		lines[n++] = text;
		nl = strchr(text, '\n');
		if (!nl)
			break;
		*nl = '\0';
		text = nl + 1;
	}
	return n;
}

/*
 * Splits a "label  value" line: the label ends at the first run of two
 * spaces, the value starts after the run. Returns the value's column, or
 * -1 when the line has no such separator. @label receives a copy.
 */
static int split_field(const char *line, char *label, size_t label_size,
		       const char **value)
{
	const char *sep = strstr(line, "  ");
	const char *v;

	if (!sep || sep == line)
		return -1;
	snprintf(label, label_size, "%.*s", (int)(sep - line), line);
	for (v = sep; *v == ' '; v++)
		;
	*value = v;
	return v - line;
}

/* Is there a help line whose first word is @word (after indentation)? */
static bool help_lists(const char *help, const char *word)
{
	size_t len = strlen(word);
	const char *line = help;

	while (line && *line) {
		const char *s = line;

		while (*s == ' ')
			s++;
		if (s != line && !strncmp(s, word, len) &&
		    (s[len] == ' ' || s[len] == '\n'))
			return true;
		line = strchr(line, '\n');
		if (line)
			line++;
	}
	return false;
}

/* Parses a whole stdout as one JSON document; NULL with a log on failure. */
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

static bool json_u64_is(const struct json_value *v, uint64_t expected)
{
	uint64_t n;

	return v && json_u64(v, &n) && n == expected;
}

/* ---- help, version and usage errors: need no module ---- */

FIXTURE(help) {};
FIXTURE_VARIANT(help) {
	const char *flag;
};
FIXTURE_VARIANT_ADD(help, long_flag) { .flag = "--help" };
FIXTURE_VARIANT_ADD(help, short_flag) { .flag = "-h" };
FIXTURE_SETUP(help) {}
FIXTURE_TEARDOWN(help) {}

TEST_F(help, lists_commands_and_exit_codes)
{
	struct run r;

	CLI(&r, variant->flag);
	ASSERT_EXIT(0, &r);
	EXPECT_EQ(0, r.err_len) TH_LOG("stderr: %s", r.err);
	EXPECT_TRUE(help_lists(r.out, "status")) TH_LOG("%s", r.out);
	EXPECT_TRUE(help_lists(r.out, "version")) TH_LOG("%s", r.out);
	EXPECT_NE(NULL, strstr(r.out, EXIT_FOOTER)) TH_LOG("%s", r.out);
	run_free(&r);
}

TEST(status_help_shows_json_option)
{
	struct run r;

	CLI(&r, "status", "--help");
	ASSERT_EXIT(0, &r);
	EXPECT_EQ(0, r.err_len);
	EXPECT_TRUE(help_lists(r.out, "-j,--json")) TH_LOG("%s", r.out);
	run_free(&r);
}

TEST(version_flag)
{
	struct run r;

	CLI(&r, "--version");
	ASSERT_EXIT(0, &r);
	EXPECT_STREQ("gpuslice " VERSION "\n", r.out);
	EXPECT_EQ(0, r.err_len) TH_LOG("stderr: %s", r.err);
	run_free(&r);
}

/* Each of these command lines is a usage error: exit 2, stderr only. */
FIXTURE(usage_error) {};
FIXTURE_VARIANT(usage_error) {
	const char *args[4];	/* NULL-terminated */
	const char *stderr_has;	/* stderr must contain this */
};
FIXTURE_VARIANT_ADD(usage_error, unknown_command) {
	.args = { "frobnicate" }, .stderr_has = "frobnicate",
};
FIXTURE_VARIANT_ADD(usage_error, unknown_option) {
	.args = { "--frobnicate" }, .stderr_has = "--frobnicate",
};
FIXTURE_VARIANT_ADD(usage_error, unknown_status_option) {
	.args = { "status", "--frobnicate" }, .stderr_has = "--frobnicate",
};
FIXTURE_VARIANT_ADD(usage_error, extra_argument) {
	.args = { "status", "extra" }, .stderr_has = "extra",
};
FIXTURE_VARIANT_ADD(usage_error, extra_version_argument) {
	.args = { "version", "--json", "extra" }, .stderr_has = "extra",
};
FIXTURE_VARIANT_ADD(usage_error, no_command) {
	.args = { NULL }, .stderr_has = "status",	/* the help */
};
FIXTURE_SETUP(usage_error) {}
FIXTURE_TEARDOWN(usage_error) {}

TEST_F(usage_error, exits_2_with_message_on_stderr)
{
	const char *const *a = variant->args;
	struct run r;

	CLI(&r, a[0], a[1], a[2], a[3]);
	ASSERT_EXIT(2, &r);
	EXPECT_EQ(0, r.out_len) TH_LOG("stdout: %s", r.out);
	EXPECT_NE(0, r.err_len);
	EXPECT_NE(NULL, strstr(r.err, variant->stderr_has))
		TH_LOG("stderr: %s", r.err);
	if (a[0]) {	/* a diagnostic, not the help */
		EXPECT_EQ(0, strncmp(r.err, "gpuslice: ", 10))
			TH_LOG("stderr: %s", r.err);
	}
	run_free(&r);
}

/*
 * The version the simulated driver reports (its "version" parameter), into
 * @buf; "none" without a driver. The VM's nvsim is a supported version:
 * the module uses its own table.
 */
static const char *expected_driver(char *buf, size_t size)
{
	FILE *f = expected_gpus() ?
		  fopen("/sys/module/nvsim/parameters/version", "r") : NULL;

	snprintf(buf, size, "none");
	if (f) {
		if (fgets(buf, size, f))
			buf[strcspn(buf, "\n")] = 0;
		fclose(f);
	}
	return buf;
}

/* Whether @key of @obj is there and null. */
static bool json_null_at(const struct json_value *obj, const char *key)
{
	const struct json_value *v = json_get(obj, key);

	return v && json_type(v) == JSON_NULL;
}

/* ---- with the module loaded ---- */

TEST(status_text)
{
	static const char *const labels[] = { "module version", "gpus",
					      "slices", "driver version",
					      "driver table", "driver match" };
	char expected[6][32];
	char *lines[8];
	int n, i, column = -1;
	struct run r;

	REQUIRE_MODULE();
	snprintf(expected[0], sizeof(expected[0]), "%s", VERSION);
	snprintf(expected[1], sizeof(expected[1]), "%u", expected_gpus());
	snprintf(expected[2], sizeof(expected[2]), "0");
	expected_driver(expected[3], sizeof(expected[3]));
	snprintf(expected[4], sizeof(expected[4]), "%s", expected[3]);
	snprintf(expected[5], sizeof(expected[5]), "%s",
		 strcmp(expected[3], "none") ? "exact" : "none");

	CLI(&r, "status");
	ASSERT_EXIT(0, &r);
	EXPECT_EQ(0, r.err_len) TH_LOG("stderr: %s", r.err);
	ASSERT_TRUE(r.out_len > 0 && r.out[r.out_len - 1] == '\n')
		TH_LOG("stdout: <<%s>>", r.out);
	n = split_lines(r.out, lines, 8);
	ASSERT_EQ(6, n);
	for (i = 0; i < 6; i++) {
		const char *value;
		char label[64];
		int col;

		col = split_field(lines[i], label, sizeof(label), &value);
		ASSERT_LT(0, col) TH_LOG("line %d: <<%s>>", i, lines[i]);
		EXPECT_STREQ(labels[i], label);
		EXPECT_STREQ(expected[i], value);
		if (column < 0)
			column = col;
		EXPECT_EQ(column, col) TH_LOG("values not aligned: <<%s>>",
					      lines[i]);
	}
	run_free(&r);
}

/* The family lives in the initial netns only; say so, not "not loaded". */
TEST(status_in_other_netns)
{
	struct run r;
	int status;
	pid_t pid;

	REQUIRE_MODULE();
	pid = fork();
	ASSERT_LE(0, pid);
	if (pid == 0) {
		if (unshare(CLONE_NEWNET))
			_exit(3);
		if (run_cli(&r, "status", NULL))
			_exit(4);
		_exit(r.status == 1 && r.out_len == 0 &&
		      !strcmp(r.err, "gpuslice: gpuslice is configured only from the initial network namespace (this process is in another one)\n") ?
		      0 : 1);
	}
	ASSERT_EQ(pid, waitpid(pid, &status, 0));
	ASSERT_TRUE(WIFEXITED(status));
	EXPECT_EQ(0, WEXITSTATUS(status));
}

FIXTURE(status_json) {};
FIXTURE_VARIANT(status_json) {
	const char *flag;
};
FIXTURE_VARIANT_ADD(status_json, long_flag) { .flag = "--json" };
FIXTURE_VARIANT_ADD(status_json, short_flag) { .flag = "-j" };
FIXTURE_SETUP(status_json) {}
FIXTURE_TEARDOWN(status_json) {}

TEST_F(status_json, one_document)
{
	const struct json_value *version;
	char driver[32];
	struct json_value *root;
	struct run r;

	REQUIRE_MODULE();
	CLI(&r, "status", variant->flag);
	ASSERT_EXIT(0, &r);
	EXPECT_EQ(0, r.err_len) TH_LOG("stderr: %s", r.err);
	root = parse_stdout(_metadata, &r);
	ASSERT_NE(NULL, root);
	ASSERT_EQ(JSON_OBJECT, json_type(root));

	version = json_get(root, "module_version");
	ASSERT_NE(NULL, version);
	EXPECT_STREQ(VERSION, json_string(version));
	EXPECT_TRUE(json_u64_is(json_get(root, "gpus"), expected_gpus()))
		TH_LOG("gpus: expected %u in %s", expected_gpus(), r.out);
	EXPECT_TRUE(json_u64_is(json_get(root, "slices"), 0))
		TH_LOG("slices: expected 0 in %s", r.out);
	expected_driver(driver, sizeof(driver));
	if (strcmp(driver, "none")) {
		EXPECT_STREQ(driver, json_string(json_get(root, "driver_version")));
		EXPECT_STREQ(driver, json_string(json_get(root, "driver_table")));
		EXPECT_STREQ("exact", json_string(json_get(root, "driver_match")));
	} else {
		EXPECT_TRUE(json_null_at(root, "driver_version"));
		EXPECT_TRUE(json_null_at(root, "driver_table"));
		EXPECT_STREQ("none", json_string(json_get(root, "driver_match")));
	}
	/* the supported list only for a driver without a table */
	EXPECT_EQ(NULL, json_get(root, "supported_drivers")) TH_LOG("%s", r.out);
	json_free(root);
	run_free(&r);
}

TEST(version_json)
{
	const struct json_value *module;
	char driver[32];
	struct json_value *root;
	struct run r;

	CLI(&r, "version", "--json");
	ASSERT_EXIT(0, &r);
	EXPECT_EQ(0, r.err_len) TH_LOG("stderr: %s", r.err);
	root = parse_stdout(_metadata, &r);
	ASSERT_NE(NULL, root);
	ASSERT_EQ(JSON_OBJECT, json_type(root));
	EXPECT_STREQ(VERSION, json_string(json_get(root, "cli_version")));
	module = json_get(root, "module_version");
	ASSERT_NE(NULL, module);
	if (vmenv_module_loaded()) {
		EXPECT_STREQ(VERSION, json_string(module));
		expected_driver(driver, sizeof(driver));
		if (strcmp(driver, "none")) {
			EXPECT_STREQ(driver, json_string(json_get(root, "driver_table")));
		}
	} else {
		EXPECT_EQ(JSON_NULL, json_type(module));
		EXPECT_TRUE(json_null_at(root, "driver_table"));
	}
	json_free(root);
	run_free(&r);
}

TEST(version_text)
{
	char *lines[6], driver[32];
	const char *value;
	char label[64];
	struct run r;

	CLI(&r, "version");
	ASSERT_EXIT(0, &r);
	EXPECT_EQ(0, r.err_len) TH_LOG("stderr: %s", r.err);
	ASSERT_EQ(4, split_lines(r.out, lines, 6));
	ASSERT_LT(0, split_field(lines[0], label, sizeof(label), &value));
	EXPECT_STREQ("cli version", label);
	EXPECT_STREQ(VERSION, value);
	ASSERT_LT(0, split_field(lines[1], label, sizeof(label), &value));
	EXPECT_STREQ("module version", label);
	EXPECT_STREQ(vmenv_module_loaded() ? VERSION : "not loaded", value);
	ASSERT_LT(0, split_field(lines[2], label, sizeof(label), &value));
	EXPECT_STREQ("driver version", label);
	if (vmenv_module_loaded()) {
		EXPECT_STREQ(expected_driver(driver, sizeof(driver)), value);
	} else {
		EXPECT_STREQ("unknown (module not loaded)", value);
	}
	ASSERT_LT(0, split_field(lines[3], label, sizeof(label), &value));
	EXPECT_STREQ("driver table", label);
	if (vmenv_module_loaded()) {
		EXPECT_STREQ(driver, value);
	}
	run_free(&r);
}

/* ---- without the module ---- */

static bool read_sysctl(const char *path, char *buf, size_t size)
{
	FILE *f = fopen(path, "r");
	bool ok;

	if (!f)
		return false;
	ok = fgets(buf, size, f) != NULL;
	fclose(f);
	if (ok)
		buf[strcspn(buf, "\n")] = '\0';
	return ok;
}

static bool write_sysctl(const char *path, const char *value)
{
	int fd = open(path, O_WRONLY | O_TRUNC);
	ssize_t n;

	if (fd < 0)
		return false;
	n = write(fd, value, strlen(value));
	close(fd);
	return n == (ssize_t)strlen(value);
}

/* Could the kernel autoload gpuslice.ko for its netlink family now? */
static bool module_autoloadable(void)
{
	char modprobe[PATH_MAX];
	struct run r;
	bool yes;

	/* No such sysctl: a kernel without module support. */
	if (!read_sysctl(MODPROBE_SYSCTL, modprobe, sizeof(modprobe)) ||
	    !modprobe[0])
		return false;
	if (run_tool(&r, modprobe, "-n", "-q", FAMILY_ALIAS)) {
		run_free(&r);
		return false;	/* the kernel's modprobe cannot run either */
	}
	yes = r.status == 0;
	run_free(&r);
	return yes;
}

/* Reloads gpuslice.ko when a test removed it. */
static void reload_module(struct __test_metadata *_metadata)
{
	struct run r;
	int e;

	if (vmenv_module_loaded())
		return;
	e = run_tool(&r, "modprobe", "gpuslice", NULL, NULL);
	if (e || r.status != 0)
		TH_LOG("cannot reload gpuslice.ko (%s): %s",
		       e ? strerror(e) : "modprobe failed", r.err);
	EXPECT_TRUE(vmenv_module_loaded());
	run_free(&r);
}

/* Unloads gpuslice.ko; returns false (with a log) when that fails. */
static bool unload_module(struct __test_metadata *_metadata)
{
	struct run r;
	int e;

	e = run_tool(&r, "rmmod", "gpuslice", NULL, NULL);
	if (e || r.status != 0) {
		TH_LOG("rmmod gpuslice failed (%s): %s",
		       e ? strerror(e) : "exit status", r.err);
		run_free(&r);
		return false;
	}
	run_free(&r);
	return !vmenv_module_loaded();
}

FIXTURE(no_module) {
	bool unloaded;		/* we removed the module: reload it */
	bool modprobe_saved;	/* we changed the modprobe path: restore it */
	char modprobe[PATH_MAX];
};
FIXTURE_SETUP(no_module) {}
FIXTURE_TEARDOWN(no_module)
{
	if (self->modprobe_saved) {
		EXPECT_TRUE(write_sysctl(MODPROBE_SYSCTL, self->modprobe))
			TH_LOG("cannot restore %s to '%s'", MODPROBE_SYSCTL,
			       self->modprobe);
	}
	if (self->unloaded)
		reload_module(_metadata);
}

/* Makes the kernel's module autoload fail: modprobe is /bin/false. */
static bool block_autoload(FIXTURE_DATA(no_module) *self)
{
	if (!read_sysctl(MODPROBE_SYSCTL, self->modprobe,
			 sizeof(self->modprobe)))
		return false;
	if (!write_sysctl(MODPROBE_SYSCTL, "/bin/false"))
		return false;
	self->modprobe_saved = true;
	return true;
}

/*
 * Takes the module away for a test: in the VM, unload it and block its
 * autoload; on a host where it is absent, check that it stays absent.
 * SKIPs when neither is possible.
 */
#define MAKE_MODULE_ABSENT() do { \
	if (vmenv_module_loaded()) { \
		if (geteuid() != 0) \
			SKIP(return, "gpuslice.ko is loaded; unloading it needs root"); \
		ASSERT_TRUE(block_autoload(self)) \
			TH_LOG("cannot write /bin/false to %s", MODPROBE_SYSCTL); \
		self->unloaded = true; \
		ASSERT_TRUE(unload_module(_metadata)); \
	} else if (module_autoloadable()) { \
		if (!block_autoload(self)) \
			SKIP(return, "gpuslice.ko would be autoloaded and %s is not writable", \
			     MODPROBE_SYSCTL); \
	} \
} while (0)

TEST_F(no_module, status_fails)
{
	struct run r;

	MAKE_MODULE_ABSENT();
	CLI(&r, "status");
	ASSERT_EXIT(1, &r);
	EXPECT_STREQ(NOT_LOADED_MSG, r.err);
	EXPECT_EQ(0, r.out_len) TH_LOG("stdout: %s", r.out);
	EXPECT_FALSE(vmenv_module_loaded()) TH_LOG("the module came back");
	run_free(&r);
}

TEST_F(no_module, status_json_fails)
{
	struct run r;

	MAKE_MODULE_ABSENT();
	CLI(&r, "status", "--json");
	ASSERT_EXIT(1, &r);
	EXPECT_STREQ(NOT_LOADED_MSG, r.err);
	EXPECT_EQ(0, r.out_len) TH_LOG("stdout: %s", r.out);
	EXPECT_FALSE(vmenv_module_loaded()) TH_LOG("the module came back");
	run_free(&r);
}

TEST_F(no_module, version_json_null)
{
	const struct json_value *module;
	struct json_value *root;
	struct run r;

	MAKE_MODULE_ABSENT();
	CLI(&r, "version", "--json");
	ASSERT_EXIT(0, &r);
	EXPECT_EQ(0, r.err_len) TH_LOG("stderr: %s", r.err);
	root = parse_stdout(_metadata, &r);
	ASSERT_NE(NULL, root);
	EXPECT_STREQ(VERSION, json_string(json_get(root, "cli_version")));
	module = json_get(root, "module_version");
	ASSERT_NE(NULL, module);
	EXPECT_EQ(JSON_NULL, json_type(module)) TH_LOG("%s", r.out);
	EXPECT_FALSE(vmenv_module_loaded()) TH_LOG("the module came back");
	json_free(root);
	run_free(&r);
}

TEST_F(no_module, version_text_not_loaded)
{
	struct run r;

	MAKE_MODULE_ABSENT();
	CLI(&r, "version");
	ASSERT_EXIT(0, &r);
	EXPECT_EQ(0, r.err_len) TH_LOG("stderr: %s", r.err);
	EXPECT_NE(NULL, strstr(r.out, "\nmodule version  not loaded\n"))
		TH_LOG("stdout: %s", r.out);
	run_free(&r);
}

/* ---- autoload: the CLI's request loads the module ---- */

FIXTURE(autoload) {
	bool unloaded;
};
FIXTURE_SETUP(autoload) {}
FIXTURE_TEARDOWN(autoload)
{
	if (self->unloaded)
		reload_module(_metadata);
}

TEST_F(autoload, status_loads_module)
{
	struct run r;

	if (!vmenv_module_loaded())
		SKIP(return, "gpuslice.ko is not loaded (%s); the test "
		     "unloads it and expects gpuslice status to load it back",
		     SYS_MODULE);
	if (geteuid() != 0)
		SKIP(return, "unloading gpuslice.ko needs root");
	self->unloaded = true;
	ASSERT_TRUE(unload_module(_metadata));

	CLI(&r, "status");
	ASSERT_EXIT(0, &r);
	EXPECT_EQ(0, r.err_len) TH_LOG("stderr: %s", r.err);
	EXPECT_TRUE(vmenv_module_loaded()) TH_LOG("no %s after gpuslice status",
					    SYS_MODULE);
	run_free(&r);
}

/* ---- slices: create, show, list, set, delete ---- */

#define PERM_MSG "permission denied (CAP_NET_ADMIN in the initial user namespace is required)"
#define GiB (1024ULL * 1024 * 1024)
#define MiB (1024ULL * 1024)

/*
 * GPUs for the slice tests (vmenv_two_gpus()): the GPU count, 0 when there
 * are no nodes and none could be made; *made tells that fake nodes were.
 */
static unsigned int setup_gpus(bool *made)
{
	vmenv_two_gpus(made);
	return expected_gpus();
}

/*
 * Deletes every slice, found as its directory of nodes under /dev/gpuslice:
 * reading it costs nothing, while each run of the CLI takes seconds in the
 * TCG VM and every test that makes slices calls this twice.
 */
static void delete_all_slices(struct __test_metadata *_metadata)
{
	char name[NAME_MAX + 1];
	struct dirent *e;
	struct run d;
	int tries;
	DIR *dir;

	/* one at a time: deleting one changes the directory being read */
	for (tries = 0; tries < 2048; tries++) {
		dir = opendir("/dev/gpuslice");
		if (!dir)
			return;
		name[0] = '\0';
		while ((e = readdir(dir)))
			if (e->d_type == DT_DIR && e->d_name[0] != '.') {
				snprintf(name, sizeof(name), "%s", e->d_name);
				break;
			}
		closedir(dir);
		if (!name[0] || run_cli(&d, "delete", "--force", name, NULL))
			return;
		if (d.status != 0) {
			TH_LOG("cannot delete slice %s: %s", name, d.err);
			run_free(&d);
			return;
		}
		run_free(&d);
	}
}

/* The setup of the fixtures that make slices: GPUs and no slice. */
static void slices_setup(struct __test_metadata *_metadata,
			 unsigned int *gpus, bool *made_nodes)
{
	if (!vmenv_module_loaded() || geteuid() != 0)
		SKIP(return, "needs gpuslice.ko and root (the test VM)");
	*gpus = setup_gpus(made_nodes);
	ASSERT_LT(0, *gpus) TH_LOG("no GPU nodes and none could be made");
	delete_all_slices(_metadata);
}

static void slices_teardown(struct __test_metadata *_metadata,
			    bool made_nodes)
{
	if (!vmenv_module_loaded())
		return;
	delete_all_slices(_metadata);
	if (made_nodes)
		vmenv_remove_nodes();
}

FIXTURE(slice) {
	unsigned int gpus;
	bool made_nodes;
};
FIXTURE_SETUP(slice)
{
	slices_setup(_metadata, &self->gpus, &self->made_nodes);
}
FIXTURE_TEARDOWN(slice)
{
	slices_teardown(_metadata, self->made_nodes);
}

/* The JSON object or array a command printed; fails the test otherwise. */
#define JSON_OUT(root, r) do { \
	ASSERT_EXIT(0, (r)); \
	EXPECT_EQ(0, (r)->err_len) TH_LOG("stderr: %s", (r)->err); \
	root = parse_stdout(_metadata, (r)); \
	ASSERT_NE(NULL, root); \
} while (0)

/*
 * A GPU object with these compute settings and nothing measured: no
 * workload runs in the VM, so target, share and time are there and 0.
 */
static bool compute_is(const struct json_value *gpu, uint64_t limit,
		       uint64_t request, uint64_t weight, const char *priority)
{
	const char *p = json_string(json_get(gpu, "compute_priority"));

	return json_u64_is(json_get(gpu, "compute_limit"), limit) &&
	       json_u64_is(json_get(gpu, "compute_request"), request) &&
	       json_u64_is(json_get(gpu, "compute_weight"), weight) &&
	       p && !strcmp(p, priority) &&
	       json_u64_is(json_get(gpu, "compute_target_bp"), 0) &&
	       json_u64_is(json_get(gpu, "compute_share_bp"), 0) &&
	       json_u64_is(json_get(gpu, "compute_time_us"), 0);
}

/* A GPU object: its memory and the default compute settings. */
static bool gpu_is(const struct json_value *gpu, uint64_t index,
		   uint64_t device, uint64_t limit)
{
	return json_type(gpu) == JSON_OBJECT && json_count(gpu) == 13 &&
	       json_u64_is(json_get(gpu, "index"), index) &&
	       json_u64_is(json_get(gpu, "device"), device) &&
	       json_u64_is(json_get(gpu, "memory_limit"), limit) &&
	       json_u64_is(json_get(gpu, "memory_used"), 0) &&
	       json_u64_is(json_get(gpu, "memory_peak"), 0) &&
	       json_u64_is(json_get(gpu, "memory_denials"), 0) &&
	       compute_is(gpu, 100, 0, 100, "normal");
}

/*
 * A slice object with no files open, no labels and the GPUs that follow;
 * @one as show, create and set print it (a request for one slice: its
 * processes' memory, none), else as list does.
 */
static bool slice_is(const struct json_value *s, const char *name,
		     unsigned int ngpus, const uint64_t *devices,
		     const uint64_t *limits, bool one)
{
	const struct json_value *gpus = json_get(s, "gpus");
	const struct json_value *procs = json_get(s, "processes");
	const struct json_value *mem = json_get(s, "process_memory");
	const struct json_value *labels = json_get(s, "labels");
	unsigned int i;

	if (one && (json_type(mem) != JSON_ARRAY || json_count(mem) != 0))
		return false;
	if (json_type(labels) != JSON_OBJECT || json_count(labels) != 0)
		return false;
	if (json_type(s) != JSON_OBJECT || json_count(s) != 5u + one ||
	    !json_string(json_get(s, "name")) ||
	    strcmp(json_string(json_get(s, "name")), name) ||
	    !json_u64_is(json_get(s, "open_files"), 0) ||
	    json_type(procs) != JSON_ARRAY || json_count(procs) != 0 ||
	    json_type(gpus) != JSON_ARRAY || json_count(gpus) != ngpus)
		return false;
	for (i = 0; i < ngpus; i++)
		if (!gpu_is(json_at(gpus, i), i, devices[i], limits[i]))
			return false;
	return true;
}

static unsigned int status_slices(void)
{
	struct json_value *root;
	unsigned int n = ~0U;
	uint64_t v;
	struct run r;

	if (run_cli(&r, "status", "--json", NULL) == 0 && r.status == 0) {
		root = json_parse(r.out, r.out_len, NULL, 0);
		if (root && json_u64(json_get(root, "slices"), &v))
			n = v;
		json_free(root);
	}
	run_free(&r);
	return n;
}

/* Finds the line of @text that starts with @prefix; NULL if none. */
static const char *line_starting(const char *text, const char *prefix)
{
	const char *line = text;

	while (line && *line) {
		if (!strncmp(line, prefix, strlen(prefix)))
			return line;
		line = strchr(line, '\n');
		if (line)
			line++;
	}
	return NULL;
}

TEST_F(slice, round_trip_json)
{
	uint64_t devices[2] = { 0, 1 }, limits[2] = { 4 * GiB, 2 * GiB };
	unsigned int n = self->gpus >= 2 ? 2 : 1;
	struct json_value *root;
	struct run r;

	if (n == 2)
		CLI(&r, "create", "a", "--gpu", "0", "--memory", "4GiB",
		    "--gpu", "1", "--memory", "2GiB", "--json");
	else
		CLI(&r, "create", "a", "--gpu", "0", "--memory", "4GiB", "--json");
	JSON_OUT(root, &r);
	EXPECT_TRUE(slice_is(root, "a", n, devices, limits, true))
		TH_LOG("%s", r.out);
	json_free(root);
	run_free(&r);
	EXPECT_EQ(1, status_slices());

	CLI(&r, "show", "a", "--json");
	JSON_OUT(root, &r);
	EXPECT_TRUE(slice_is(root, "a", n, devices, limits, true))
		TH_LOG("%s", r.out);
	json_free(root);
	run_free(&r);

	CLI(&r, "list", "--json");
	JSON_OUT(root, &r);
	ASSERT_EQ(JSON_ARRAY, json_type(root));
	ASSERT_EQ(1, json_count(root)) TH_LOG("%s", r.out);
	EXPECT_TRUE(slice_is(json_at(root, 0), "a", n, devices, limits,
			     false))
		TH_LOG("%s", r.out);
	json_free(root);
	run_free(&r);

	/* set changes only the GPU given */
	limits[n - 1] = 6 * GiB;
	CLI(&r, "set", "a", "--gpu", n == 2 ? "1" : "0", "--memory", "6GiB",
	    "--json");
	JSON_OUT(root, &r);
	EXPECT_TRUE(slice_is(root, "a", n, devices, limits, true))
		TH_LOG("%s", r.out);
	json_free(root);
	run_free(&r);
	CLI(&r, "show", "a", "-j");
	JSON_OUT(root, &r);
	EXPECT_TRUE(slice_is(root, "a", n, devices, limits, true))
		TH_LOG("%s", r.out);
	json_free(root);
	run_free(&r);

	CLI(&r, "delete", "a", "--json");
	JSON_OUT(root, &r);
	EXPECT_STREQ("a", json_string(json_get(root, "name")));
	EXPECT_EQ(JSON_BOOL, json_type(json_get(root, "deleted")));
	EXPECT_TRUE(json_bool(json_get(root, "deleted")));
	json_free(root);
	run_free(&r);
	EXPECT_EQ(0, status_slices());

	CLI(&r, "list", "--json");
	EXPECT_STREQ("[]\n", r.out);
	run_free(&r);
}

TEST_F(slice, round_trip_text)
{
	const char *line;
	struct run r;

	if (self->gpus < 2)
		SKIP(return, "needs 2 GPUs, there are %u", self->gpus);
	CLI(&r, "create", "a", "--gpu", "1", "--memory", "4GiB", "--gpu", "0",
	    "--memory", "1536");
	ASSERT_EXIT(0, &r);
	EXPECT_EQ(0, r.err_len) TH_LOG("stderr: %s", r.err);
	run_free(&r);

	CLI(&r, "show", "a");
	ASSERT_EXIT(0, &r);
	EXPECT_STREQ("name            a\n"
		     "labels          none\n"
		     "open files      0\n"
		     "processes       none\n"
		     "process memory  none\n"
		     "\n"
		     "GPU  DEVICE  LIMIT    USED  PEAK  DENIALS  COMPUTE  REQUEST  WEIGHT  PRIORITY  TARGET  SHARE  GPU TIME\n"
		     "0    1       4.0 GiB  0 B   0 B   0        100%     0%       100     normal    0.00%   0.00%  0 s\n"
		     "1    0       1.5 GiB  0 B   0 B   0        100%     0%       100     normal    0.00%   0.00%  0 s\n",
		     r.out);
	run_free(&r);

	CLI(&r, "list");
	ASSERT_EXIT(0, &r);
	EXPECT_STREQ("NAME  GPUS  MEMORY                    COMPUTE               PROCESSES  LABELS\n"
		     "a     1,0   0 B/4.0 GiB, 0 B/1.5 GiB  0.0%/100%, 0.0%/100%  0          none\n", r.out);
	run_free(&r);

	CLI(&r, "set", "a", "--gpu", "0", "--memory", "512MiB");
	ASSERT_EXIT(0, &r);
	line = line_starting(r.out, "1    0 ");
	EXPECT_NE(NULL, line) TH_LOG("%s", r.out);
	if (line)
		EXPECT_EQ(0, strncmp(line, "1    0       512.0 MiB  0 B", 27))
			TH_LOG("%s", r.out);
	run_free(&r);

	CLI(&r, "delete", "a");
	ASSERT_EXIT(0, &r);
	EXPECT_STREQ("name     a\ndeleted  yes\n", r.out);
	run_free(&r);
	CLI(&r, "show", "a");
	ASSERT_EXIT(1, &r);
	EXPECT_STREQ("gpuslice: show: no slice 'a'\n", r.err);
	EXPECT_EQ(0, r.out_len);
	run_free(&r);
}

/* Sizes that are accepted, and the bytes they mean. */
FIXTURE(size_ok) {
	unsigned int gpus;
	bool made_nodes;
};
FIXTURE_VARIANT(size_ok) {
	const char *text;
	uint64_t bytes;
};
FIXTURE_VARIANT_ADD(size_ok, gib) { .text = "4GiB", .bytes = 4 * GiB };
FIXTURE_VARIANT_ADD(size_ok, bare_mib) { .text = "1536", .bytes = 1536 * MiB };
FIXTURE_VARIANT_ADD(size_ok, mib) { .text = "512MiB", .bytes = 512 * MiB };
FIXTURE_VARIANT_ADD(size_ok, bytes) { .text = "1073741824B", .bytes = GiB };
FIXTURE_VARIANT_ADD(size_ok, kib) { .text = "2048KiB", .bytes = 2 * MiB };
FIXTURE_VARIANT_ADD(size_ok, fraction) { .text = "1.5GiB", .bytes = 1536 * MiB };
FIXTURE_VARIANT_ADD(size_ok, lower_case_space) { .text = "2 gib", .bytes = 2 * GiB };
FIXTURE_VARIANT_ADD(size_ok, one_mib) { .text = "1", .bytes = MiB };
FIXTURE_SETUP(size_ok)
{
	slices_setup(_metadata, &self->gpus, &self->made_nodes);
}
FIXTURE_TEARDOWN(size_ok)
{
	slices_teardown(_metadata, self->made_nodes);
}

TEST_F(size_ok, limit_in_bytes)
{
	const struct json_value *gpu;
	struct json_value *root;
	struct run r;

	CLI(&r, "create", "s", "--gpu", "0", "--memory", variant->text, "--json");
	JSON_OUT(root, &r);
	gpu = json_at(json_get(root, "gpus"), 0);
	EXPECT_TRUE(json_u64_is(json_get(gpu, "memory_limit"), variant->bytes))
		TH_LOG("%s -> %s", variant->text, r.out);
	json_free(root);
	run_free(&r);
	/* and set takes the same sizes */
	CLI(&r, "set", "s", "--gpu", "0", "--memory", variant->text, "--json");
	JSON_OUT(root, &r);
	gpu = json_at(json_get(root, "gpus"), 0);
	EXPECT_TRUE(json_u64_is(json_get(gpu, "memory_limit"), variant->bytes))
		TH_LOG("%s -> %s", variant->text, r.out);
	json_free(root);
	run_free(&r);
}

/* Sizes that are usage errors: exit 2, nothing created, nothing printed. */
FIXTURE(size_bad) {};
FIXTURE_VARIANT(size_bad) {
	const char *text;
	const char *why;
};
FIXTURE_VARIANT_ADD(size_bad, fractional_mib) {
	.text = "1.5KiB", .why = "1536 bytes is not a whole number of MiB",
};
FIXTURE_VARIANT_ADD(size_bad, zero) {
	.text = "0", .why = "a memory limit is at least 1 MiB",
};
FIXTURE_VARIANT_ADD(size_bad, negative) {
	.text = "-1", .why = "a size cannot be negative",
};
FIXTURE_VARIANT_ADD(size_bad, junk_unit) {
	.text = "12XB", .why = "unknown unit 'XB'",
};
FIXTURE_VARIANT_ADD(size_bad, overflow) {
	.text = "99999999999GiB", .why = "too large",
};
FIXTURE_VARIANT_ADD(size_bad, decimal_unit) {
	.text = "4GB", .why = "unknown unit 'GB'",
};
FIXTURE_VARIANT_ADD(size_bad, empty) {
	.text = "", .why = "expected a number and a unit",
};
FIXTURE_VARIANT_ADD(size_bad, no_number) {
	.text = "GiB", .why = "expected a number and a unit",
};
FIXTURE_VARIANT_ADD(size_bad, fractional_byte) {
	.text = "1.3B", .why = "not a whole number of bytes",
};
FIXTURE_VARIANT_ADD(size_bad, half_mib) {
	.text = "0.5", .why = "524288 bytes is not a whole number of MiB",
};
FIXTURE_SETUP(size_bad) {}
FIXTURE_TEARDOWN(size_bad) {}

TEST_F(size_bad, usage_error)
{
	unsigned int before = status_slices();
	char expected[160];
	struct run r;

	snprintf(expected, sizeof(expected),
		 "gpuslice: create: invalid memory size '%s': %s", variant->text,
		 variant->why);
	CLI(&r, "create", "s", "--gpu", "0", "--memory", variant->text);
	ASSERT_EXIT(2, &r);
	EXPECT_EQ(0, r.out_len) TH_LOG("stdout: %s", r.out);
	EXPECT_EQ(0, strncmp(r.err, expected, strlen(expected)))
		TH_LOG("expected <<%s...>>, got <<%s>>", expected, r.err);
	EXPECT_NE(NULL, strstr(r.err, "Try 'gpuslice create --help'"));
	EXPECT_EQ(before, status_slices()) TH_LOG("a slice was created");
	run_free(&r);
}

/* --gpu and --memory pair up, one each, in order. */
TEST(gpu_memory_mismatch)
{
	struct run r;

	CLI(&r, "create", "s", "--gpu", "0", "--gpu", "1", "--memory", "1GiB");
	ASSERT_EXIT(2, &r);
	EXPECT_EQ(0, r.out_len);
	EXPECT_NE(NULL, strstr(r.err, "gpuslice: create: give one --memory for each --gpu"))
		TH_LOG("%s", r.err);
	run_free(&r);
	CLI(&r, "set", "s", "--gpu", "0", "--memory", "1GiB", "--memory", "2GiB");
	ASSERT_EXIT(2, &r);
	EXPECT_NE(NULL, strstr(r.err, "gpuslice: set: --memory is given twice for --gpu 0"))
		TH_LOG("%s", r.err);
	run_free(&r);
	CLI(&r, "create", "s", "--memory", "1GiB");
	ASSERT_EXIT(2, &r);
	EXPECT_NE(NULL, strstr(r.err, "--gpu is required")) TH_LOG("%s", r.err);
	run_free(&r);
	CLI(&r, "create", "s", "--gpu", "0", "--memory", "1GiB", "--gpu", "0",
	    "--memory", "1GiB");
	ASSERT_EXIT(2, &r);
	EXPECT_NE(NULL, strstr(r.err, "gpuslice: create: GPU 0 is given twice"))
		TH_LOG("%s", r.err);
	run_free(&r);
	CLI(&r, "create", "s", "--gpu", "nvidia0", "--memory", "1GiB");
	ASSERT_EXIT(2, &r);
	EXPECT_NE(NULL, strstr(r.err, "invalid GPU number 'nvidia0'")) TH_LOG("%s", r.err);
	run_free(&r);
}

TEST_F(slice, duplicate_name)
{
	struct run r;

	CLI(&r, "create", "a", "--gpu", "0", "--memory", "1GiB");
	ASSERT_EXIT(0, &r);
	run_free(&r);
	CLI(&r, "create", "a", "--gpu", "0", "--memory", "2GiB");
	ASSERT_EXIT(1, &r);
	EXPECT_STREQ("gpuslice: create: slice 'a' already exists\n", r.err);
	EXPECT_EQ(0, r.out_len);
	run_free(&r);
	CLI(&r, "create", "a", "--gpu", "0", "--memory", "2GiB", "--json");
	ASSERT_EXIT(1, &r);
	EXPECT_EQ(0, r.out_len);
	run_free(&r);
	EXPECT_EQ(1, status_slices());
}

TEST_F(slice, unknown_slice)
{
	static const char *const cmds[][8] = {
		{ "show", "nope" },
		{ "delete", "nope" },
		{ "delete", "nope", "--force" },
		{ "set", "nope", "--gpu", "0", "--memory", "1GiB" },
		{ "show", "nope", "--json" },
	};
	char expected[64];
	unsigned int i;
	struct run r;

	for (i = 0; i < sizeof(cmds) / sizeof(cmds[0]); i++) {
		const char *const *a = cmds[i];

		CLI(&r, a[0], a[1], a[2], a[3], a[4], a[5]);
		ASSERT_EXIT(1, &r);
		snprintf(expected, sizeof(expected),
			 "gpuslice: %s: no slice 'nope'\n", a[0]);
		EXPECT_STREQ(expected, r.err);
		EXPECT_EQ(0, r.out_len);
		run_free(&r);
	}
}

TEST_F(slice, unknown_gpu)
{
	char gpu[16], expected[96];
	struct run r;

	snprintf(gpu, sizeof(gpu), "%u", self->gpus);
	snprintf(expected, sizeof(expected),
		 "gpuslice: create: no GPU %u (the NVIDIA driver exposes %u)\n",
		 self->gpus, self->gpus);
	CLI(&r, "create", "a", "--gpu", "0", "--memory", "1GiB", "--gpu", gpu,
	    "--memory", "1GiB");
	ASSERT_EXIT(1, &r);
	EXPECT_STREQ(expected, r.err);
	EXPECT_EQ(0, r.out_len);
	run_free(&r);
	EXPECT_EQ(0, status_slices());

	/* a GPU that exists but that the slice does not span */
	CLI(&r, "create", "a", "--gpu", "0", "--memory", "1GiB");
	ASSERT_EXIT(0, &r);
	run_free(&r);
	CLI(&r, "set", "a", "--gpu", gpu, "--memory", "1GiB");
	ASSERT_EXIT(1, &r);
	snprintf(expected, sizeof(expected),
		 "gpuslice: set: slice 'a' has no GPU %u (it spans GPU 0)\n",
		 self->gpus);
	EXPECT_STREQ(expected, r.err);
	run_free(&r);
}

TEST_F(slice, bad_names)
{
	static const char *const names[] = { "a/b", "..", "A", "_a", "a b" };
	char long_name[65];
	unsigned int i;
	struct run r;

	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
		CLI(&r, "create", names[i], "--gpu", "0", "--memory", "1GiB");
		ASSERT_EXIT(1, &r);
		EXPECT_NE(NULL, strstr(r.err, "gpuslice: kernel reports: slice names are 1-63 characters"))
			TH_LOG("name '%s': %s", names[i], r.err);
		EXPECT_EQ(0, r.out_len);
		run_free(&r);
	}
	memset(long_name, 'a', 64);
	long_name[64] = '\0';
	CLI(&r, "create", long_name, "--gpu", "0", "--memory", "1GiB");
	ASSERT_EXIT(1, &r);
	EXPECT_NE(NULL, strstr(r.err, "longer than 63 characters")) TH_LOG("%s", r.err);
	run_free(&r);
	long_name[63] = '\0';
	CLI(&r, "create", long_name, "--gpu", "0", "--memory", "1GiB");
	ASSERT_EXIT(0, &r);
	run_free(&r);
	EXPECT_EQ(1, status_slices());
}

TEST_F(slice, permission_denied)
{
	char err[512];
	struct run r;

	CLI(&r, "create", "a", "--gpu", "0", "--memory", "1GiB");
	ASSERT_EXIT(0, &r);
	run_free(&r);

	EXPECT_EQ(1, run_unprivileged(err, sizeof(err), "create", "b", "--gpu",
				      "0", "--memory", "1GiB"));
	EXPECT_STREQ("gpuslice: create: " PERM_MSG "\n", err);
	EXPECT_EQ(1, run_unprivileged(err, sizeof(err), "set", "a", "--gpu",
				      "0", "--memory", "2GiB"));
	EXPECT_STREQ("gpuslice: set: " PERM_MSG "\n", err);
	EXPECT_EQ(1, run_unprivileged(err, sizeof(err), "delete", "a", "--force",
				      NULL, NULL, NULL));
	EXPECT_STREQ("gpuslice: delete: " PERM_MSG "\n", err);
	/* reads are open to everyone */
	EXPECT_EQ(0, run_unprivileged(err, sizeof(err), "show", "a", NULL,
				      NULL, NULL, NULL)) TH_LOG("%s", err);
	EXPECT_EQ(0, run_unprivileged(err, sizeof(err), "list", "--json", NULL,
				      NULL, NULL, NULL)) TH_LOG("%s", err);
	/* nothing changed */
	CLI(&r, "show", "a", "--json");
	ASSERT_EXIT(0, &r);
	EXPECT_NE(NULL, strstr(r.out, "\"memory_limit\":1073741824,")) TH_LOG("%s", r.out);
	run_free(&r);
	EXPECT_EQ(1, status_slices());
}

/*
 * show lists what each process of the slice is charged on each GPU: a
 * process holding 64 MiB through the slice's nodes holds what nvsim counts
 * of its heap, 64 MiB, and nothing once it is gone.
 */
TEST_F(slice, show_process_memory)
{
	const struct json_value *mem, *used;
	struct json_value *root;
	long long before;
	char row[64];
	struct run r;
	pid_t holder;
	int width;

	if (self->made_nodes || !vmenv_nvsim_gpus())
		SKIP(return, "needs the simulated driver");
	CLI(&r, "create", "a", "--gpu", "0", "--memory", "1GiB");
	ASSERT_EXIT(0, &r);
	run_free(&r);
	before = vmenv_nvsim_fb_used(0);
	holder = nvrm_holder("/dev/gpuslice/a", 64 * MiB);
	ASSERT_LT(0, holder);
	EXPECT_EQ(64 * MiB, vmenv_nvsim_fb_used(0) - before);

	CLI(&r, "show", "a", "--json");
	JSON_OUT(root, &r);
	mem = json_get(root, "process_memory");
	ASSERT_EQ(JSON_ARRAY, json_type(mem)) TH_LOG("%s", r.out);
	ASSERT_EQ(1, json_count(mem)) TH_LOG("%s", r.out);
	EXPECT_TRUE(json_u64_is(json_get(json_at(mem, 0), "pid"), holder))
		TH_LOG("%s", r.out);
	used = json_get(json_at(mem, 0), "memory_used");
	ASSERT_EQ(JSON_ARRAY, json_type(used)) TH_LOG("%s", r.out);
	ASSERT_EQ(1, json_count(used)) TH_LOG("%s", r.out);
	EXPECT_TRUE(json_u64_is(json_at(used, 0), 64 * MiB)) TH_LOG("%s", r.out);
	json_free(root);
	run_free(&r);

	CLI(&r, "show", "a");
	ASSERT_EXIT(0, &r);
	/* a table after the GPUs', each column as wide as its widest cell */
	width = snprintf(NULL, 0, "%d", holder);
	if (width < 3)
		width = 3;
	snprintf(row, sizeof(row), "\n%-*s  MEMORY\n%-*d  64.0 MiB\n", width,
		 "PID", width, holder);
	EXPECT_NE(NULL, strstr(r.out, row)) TH_LOG("%s", r.out);
	run_free(&r);

	nvrm_reap(holder);
	CLI(&r, "show", "a", "--json");
	JSON_OUT(root, &r);
	EXPECT_EQ(0, json_count(json_get(root, "process_memory")))
		TH_LOG("%s", r.out);
	json_free(root);
	run_free(&r);
}

TEST_F(slice, delete_force)
{
	struct run r;

	CLI(&r, "create", "a", "--gpu", "0", "--memory", "1GiB");
	ASSERT_EXIT(0, &r);
	run_free(&r);
	CLI(&r, "delete", "--force", "a");
	ASSERT_EXIT(0, &r);
	EXPECT_EQ(0, r.err_len) TH_LOG("%s", r.err);
	run_free(&r);
	EXPECT_EQ(0, status_slices());
	CLI(&r, "create", "a", "--gpu", "0", "--memory", "1GiB");
	ASSERT_EXIT(0, &r);
	run_free(&r);
	CLI(&r, "delete", "a", "-f");
	ASSERT_EXIT(0, &r);
	run_free(&r);
	EXPECT_EQ(0, status_slices());
}

/* ---- create racing delete: what each says is what happened ---- */

/* Runs the CLI with the NULL-terminated @args (at most 31). */
static int run_cli_args(struct run *r, const char *const *args)
{
	char *argv[33];
	int argc = 0;

	argv[argc++] = (char *)cli_path();
	while (argc < 32 && args[argc - 1]) {
		argv[argc] = (char *)args[argc - 1];
		argc++;
	}
	argv[argc] = NULL;
	return run_argv(r, argv, NULL);
}


#define RACE_ROUNDS 20
#define RACE_SPEC "/var/run/cdi/gpuslice-race.json"

/* Whether slice @name exists, asked over raw netlink; -errno if unknown. */
static int slice_exists(const char *name)
{
	struct genl_msg m, r;
	int fd, family, ret;

	fd = genl_open();
	if (fd < 0)
		return fd;
	family = genl_family_id(fd, GPUSLICE_GENL_NAME);
	if (family < 0) {
		close(fd);
		return family;
	}
	genl_init(&m, family, GPUSLICE_CMD_GET_SLICE, 0);
	genl_put_str(&m, GPUSLICE_A_SLICE_NAME, name);
	ret = genl_call(fd, &m, &r);
	close(fd);
	return ret == 0 ? 1 : ret == -ENOENT ? 0 : ret;
}

/*
 * Deletes slice "race" (forced, over raw netlink) each time the events
 * group tells that it was made, at once: the deletion lands right after
 * the request that made it, before its maker can ask for it again. Writes
 * a byte to @ready once it listens; runs until killed.
 */
static void delete_on_creation(int ready)
{
	char buf[GENL_MSG_ATTRS];
	struct genl_msg m;
	struct nlmsghdr *h;
	int ev, req, family;
	struct nlattr *a;
	ssize_t n;

	ev = genl_open();
	req = genl_open();
	family = req < 0 ? req : genl_family_id(req, GPUSLICE_GENL_NAME);
	if (ev < 0 || family < 0 ||
	    genl_join_group(ev, GPUSLICE_GENL_NAME, GPUSLICE_GENL_MCGRP_EVENTS))
		_exit(1);
	if (write(ready, "", 1) != 1)
		_exit(1);
	while ((n = recv(ev, buf, sizeof(buf), 0)) > 0) {
		for (h = (void *)buf; NLMSG_OK(h, n); h = NLMSG_NEXT(h, n)) {
			struct genlmsghdr *g = NLMSG_DATA(h);

			a = genl_attr(h, GPUSLICE_A_SLICE_NAME);
			if (h->nlmsg_type != family ||
			    g->cmd != GPUSLICE_CMD_NEW_SLICE || !a ||
			    strcmp(genl_attr_data(a), "race"))
				continue;
			genl_init(&m, family, GPUSLICE_CMD_DEL_SLICE, 0);
			genl_put_str(&m, GPUSLICE_A_SLICE_NAME, "race");
			genl_put_u32(&m, GPUSLICE_A_SLICE_FLAGS,
				     GPUSLICE_SLICE_F_FORCE);
			genl_call(req, &m, NULL);
		}
	}
	_exit(1);
}

/* Checks that @r is `create race --json` having made a 64 MiB slice. */
static void check_made(struct __test_metadata *_metadata, const struct run *r)
{
	uint64_t device = 0, limit = 64 * MiB;
	struct json_value *root;

	JSON_OUT(root, r);
	EXPECT_TRUE(slice_is(root, "race", 1, &device, &limit, true))
		TH_LOG("%s", r->out);
	json_free(root);
}

/*
 * A slice deleted the moment it is made: `create` says it made it, and
 * shows it as made (before, it read the slice back and exited 1, "no
 * slice", though it had made it).
 */
TEST_F(slice, create_then_deleted_at_once)
{
	int ready[2], i, st;
	struct run r;
	pid_t pid;
	char c;

	ASSERT_EQ(0, pipe(ready));
	pid = fork();
	ASSERT_LE(0, pid);
	if (!pid) {
		close(ready[0]);
		delete_on_creation(ready[1]);
	}
	close(ready[1]);
	if (read(ready[0], &c, 1) != 1) {
		waitpid(pid, &st, 0);
		close(ready[0]);
		SKIP(return, "the module offers no events to delete on");
	}
	close(ready[0]);
	for (i = 0; i < RACE_ROUNDS; i++) {
		CLI(&r, "create", "race", "--gpu", "0", "--memory", "64MiB",
		    "--json");
		check_made(_metadata, &r);
		run_free(&r);
		/* what create said must not depend on the deleter being late */
		for (st = 0; st < 1000 && slice_exists("race") != 0; st++)
			usleep(10000);
		ASSERT_EQ(0, slice_exists("race")) TH_LOG("round %d", i);
	}
	kill(pid, SIGKILL);
	waitpid(pid, &st, 0);
	unlink(RACE_SPEC);
}

/* The outcome of a command run in a child: its status and output. */
struct race_run {
	int status;
	char out[4096];
	char err[1024];
};

/* Runs the CLI with @args (NULL-terminated) in a child, into @rr. */
static pid_t cli_async(struct race_run *rr, unsigned int delay_ms,
		       const char *const *args)
{
	pid_t pid = fork();
	struct run r;

	if (pid)
		return pid;
	usleep(delay_ms * 1000);
	rr->status = -1;
	if (run_cli_args(&r, args) == 0) {
		rr->status = r.status;
		snprintf(rr->out, sizeof(rr->out), "%s", r.out);
		snprintf(rr->err, sizeof(rr->err), "%s", r.err);
		run_free(&r);
	}
	_exit(0);
}

/*
 * `gpuslice create race` and `gpuslice delete --force race` started
 * together, either first by 0-400 ms: create always says it made the
 * slice, as made; delete says it deleted it or that there was none; the
 * slice is left exactly when delete found none, and its CDI spec with it.
 */
TEST_F(slice, create_racing_delete)
{
	static const char *const create[] = {
		"create", "race", "--gpu", "0", "--memory", "64MiB", "--json",
		NULL
	};
	static const char *const del[] = {
		"delete", "--force", "race", NULL
	};
	unsigned int i, seed = time(NULL), deleted = 0, missed = 0;
	struct race_run *rr;
	pid_t pc, pd;
	int st;

	rr = mmap(NULL, 2 * sizeof(*rr), PROT_READ | PROT_WRITE,
		  MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	ASSERT_NE(MAP_FAILED, rr);
	srand(seed);
	TH_LOG("seed %u", seed);
	for (i = 0; i < RACE_ROUNDS; i++) {
		unsigned int delay = rand() % 400;
		struct run made = { 0 };
		bool gone;

		memset(rr, 0, 2 * sizeof(*rr));
		pc = cli_async(&rr[0], i % 2 ? delay : 0, create);
		pd = cli_async(&rr[1], i % 2 ? 0 : delay, del);
		ASSERT_LT(0, pc);
		ASSERT_LT(0, pd);
		waitpid(pc, &st, 0);
		waitpid(pd, &st, 0);

		made.status = rr[0].status;
		made.out = rr[0].out;
		made.out_len = strlen(rr[0].out);
		made.err = rr[0].err;
		made.err_len = strlen(rr[0].err);
		check_made(_metadata, &made);
		if (rr[1].status == 0) {
			deleted++;
			EXPECT_EQ(0, slice_exists("race"))
				TH_LOG("round %u: deleted, yet there", i);
		} else {
			missed++;
			EXPECT_EQ(1, rr[1].status);
			EXPECT_STREQ("gpuslice: delete: no slice 'race'\n",
				     rr[1].err);
			EXPECT_EQ(1, slice_exists("race"))
				TH_LOG("round %u: not deleted, yet gone", i);
		}
		gone = slice_exists("race") == 0;
		EXPECT_EQ(gone, access(RACE_SPEC, F_OK) != 0)
			TH_LOG("round %u: the spec is %s, the slice %s", i,
			       gone ? "left" : "missing",
			       gone ? "gone" : "there");
		if (!gone)
			CLI_OK("delete", "--force", "race");
	}
	TH_LOG("%u rounds: delete after create %u, before %u", RACE_ROUNDS,
	       deleted, missed);
	munmap(rr, 2 * sizeof(*rr));
}

TEST_F(slice, list_empty)
{
	struct run r;

	CLI(&r, "list");
	ASSERT_EXIT(0, &r);
	EXPECT_STREQ("NAME  GPUS  MEMORY  COMPUTE  PROCESSES  LABELS\n", r.out);
	EXPECT_EQ(0, r.err_len);
	run_free(&r);
	CLI(&r, "list", "--json");
	ASSERT_EXIT(0, &r);
	EXPECT_STREQ("[]\n", r.out);
	run_free(&r);
}

/* More slices than one dump message holds: the dump comes in parts. */
TEST_F(slice, list_many)
{
	enum { N = 50 };
	struct json_value *root;
	char name[16];
	char *lines[N + 4];
	unsigned int i;
	int fd, family;
	struct run r;

	/*
	 * Made over generic netlink: what is tested is the listing, and 50
	 * runs of the CLI took minutes in a TCG VM (create is tested above).
	 */
	fd = genl_open();
	ASSERT_LE(0, fd);
	family = genl_family_id(fd, GPUSLICE_GENL_NAME);
	ASSERT_LT(0, family);
	for (i = 0; i < N; i++) {
		struct genl_gpu_spec gpu = { 0, (i + 1) * MiB, GENL_NO_COMPUTE };

		snprintf(name, sizeof(name), "s%02u", i);
		ASSERT_EQ(0, genl_put_slice(fd, family, GPUSLICE_CMD_NEW_SLICE,
					    name, &gpu, 1))
			TH_LOG("creating %s", name);
	}
	close(fd);
	CLI(&r, "list", "--json");
	JSON_OUT(root, &r);
	ASSERT_EQ(JSON_ARRAY, json_type(root));
	ASSERT_EQ(N, json_count(root));
	for (i = 0; i < N; i++) {
		uint64_t limit = (i + 1) * MiB;
		uint64_t device = 0;

		snprintf(name, sizeof(name), "s%02u", i);
		EXPECT_TRUE(slice_is(json_at(root, i), name, 1, &device, &limit,
				     false))
			TH_LOG("slice %u of %s", i, r.out);
	}
	json_free(root);
	run_free(&r);

	CLI(&r, "list");
	ASSERT_EXIT(0, &r);
	ASSERT_EQ(N + 1, split_lines(r.out, lines, N + 4));
	for (i = 0; i < N; i++) {
		char expected[128], memory[32];

		/* columns as wide as their widest cell: "0 B/50.0 MiB" */
		snprintf(name, sizeof(name), "s%02u", i);
		snprintf(memory, sizeof(memory), "0 B/%u.0 MiB", i + 1);
		snprintf(expected, sizeof(expected),
			 "%-4s  %-4s  %-12s  %-9s  0          none", name, "0",
			 memory, "0.0%/100%");
		EXPECT_STREQ(expected, lines[i + 1]);
	}
	run_free(&r);
	EXPECT_EQ(N, status_slices());
}

/* ---- compute settings: create, set, show, list ---- */

#define OVERFLOW_KERNEL_MSG \
	"gpuslice: kernel reports: the compute requests on a GPU would add up to more than 100 percent\n"

/* `gpuslice show NAME --json`'s stdout, or NULL; free() it. */
static char *show_json(const char *name)
{
	struct run r;
	char *out = NULL;

	if (run_cli(&r, "show", name, "--json", NULL) == 0 && r.status == 0) {
		out = r.out;
		r.out = NULL;
	}
	run_free(&r);
	return out;
}

/* GPU @i of a slice object. */
static const struct json_value *slice_gpu(const struct json_value *s,
					  size_t i)
{
	return json_at(json_get(s, "gpus"), i);
}

/* `gpuslice @command --help` lists the compute options. */
static void check_compute_help(struct __test_metadata *_metadata,
			       const char *command)
{
	struct run r;

	CLI(&r, command, "--help");
	ASSERT_EXIT(0, &r);
	EXPECT_TRUE(help_lists(r.out, "--compute-limit")) TH_LOG("%s", r.out);
	EXPECT_TRUE(help_lists(r.out, "--compute-request")) TH_LOG("%s", r.out);
	EXPECT_TRUE(help_lists(r.out, "--weight")) TH_LOG("%s", r.out);
	EXPECT_TRUE(help_lists(r.out, "--priority")) TH_LOG("%s", r.out);
	run_free(&r);
}

TEST(compute_help)
{
	check_compute_help(_metadata, "create");
	check_compute_help(_metadata, "set");
}

/* The settings as given, defaults where not; in JSON, text and list. */
TEST_F(slice, compute_create_show)
{
	struct json_value *root;
	struct run r;

	if (self->gpus < 2)
		SKIP(return, "needs 2 GPUs, there are %u", self->gpus);
	CLI(&r, "create", "a", "--gpu", "0", "--memory", "1GiB",
	    "--compute-limit", "30", "--compute-request", "20%", "--weight",
	    "200", "--priority", "high", "-g", "1", "-m", "2GiB",
	    "--compute-limit=45%", "--json");
	JSON_OUT(root, &r);
	EXPECT_EQ(13, json_count(slice_gpu(root, 0))) TH_LOG("%s", r.out);
	EXPECT_TRUE(compute_is(slice_gpu(root, 0), 30, 20, 200, "high"))
		TH_LOG("%s", r.out);
	/* the other GPU: its own limit, the defaults for the rest */
	EXPECT_TRUE(compute_is(slice_gpu(root, 1), 45, 0, 100, "normal"))
		TH_LOG("%s", r.out);
	EXPECT_TRUE(json_u64_is(json_get(slice_gpu(root, 1), "memory_limit"),
				2 * GiB)) TH_LOG("%s", r.out);
	json_free(root);
	run_free(&r);

	CLI(&r, "show", "a");
	ASSERT_EXIT(0, &r);
	EXPECT_STREQ("name            a\n"
		     "labels          none\n"
		     "open files      0\n"
		     "processes       none\n"
		     "process memory  none\n"
		     "\n"
		     "GPU  DEVICE  LIMIT    USED  PEAK  DENIALS  COMPUTE  REQUEST  WEIGHT  PRIORITY  TARGET  SHARE  GPU TIME\n"
		     "0    0       1.0 GiB  0 B   0 B   0        30%      20%      200     high      0.00%   0.00%  0 s\n"
		     "1    1       2.0 GiB  0 B   0 B   0        45%      0%       100     normal    0.00%   0.00%  0 s\n",
		     r.out);
	EXPECT_EQ(0, r.err_len) TH_LOG("%s", r.err);
	run_free(&r);

	CLI(&r, "show", "a", "--json");
	JSON_OUT(root, &r);
	EXPECT_TRUE(compute_is(slice_gpu(root, 0), 30, 20, 200, "high"))
		TH_LOG("%s", r.out);
	EXPECT_TRUE(compute_is(slice_gpu(root, 1), 45, 0, 100, "normal"))
		TH_LOG("%s", r.out);
	json_free(root);
	run_free(&r);

	/* a second slice: the list's COMPUTE column, one cell per GPU */
	CLI(&r, "create", "b", "--gpu", "1", "--memory", "1GiB",
	    "--compute-request", "55");
	ASSERT_EXIT(0, &r);
	run_free(&r);
	CLI(&r, "list");
	ASSERT_EXIT(0, &r);
	EXPECT_STREQ("NAME  GPUS  MEMORY                    COMPUTE             PROCESSES  LABELS\n"
		     "a     0,1   0 B/1.0 GiB, 0 B/2.0 GiB  0.0%/30%, 0.0%/45%  0          none\n"
		     "b     1     0 B/1.0 GiB               0.0%/100%           0          none\n",
		     r.out);
	run_free(&r);
	CLI(&r, "list", "--json");
	JSON_OUT(root, &r);
	ASSERT_EQ(2, json_count(root)) TH_LOG("%s", r.out);
	EXPECT_TRUE(compute_is(slice_gpu(json_at(root, 0), 0), 30, 20, 200,
			       "high")) TH_LOG("%s", r.out);
	EXPECT_TRUE(compute_is(slice_gpu(json_at(root, 0), 1), 45, 0, 100,
			       "normal")) TH_LOG("%s", r.out);
	EXPECT_TRUE(compute_is(slice_gpu(json_at(root, 1), 0), 100, 55, 100,
			       "normal")) TH_LOG("%s", r.out);
	json_free(root);
	run_free(&r);
}

/* set changes only what it is given: compute leaves memory, and back. */
TEST_F(slice, compute_set_only_given)
{
	const struct json_value *gpu;
	struct json_value *root;
	struct run r;

	CLI(&r, "create", "a", "--gpu", "0", "--memory", "1GiB",
	    "--compute-limit", "30", "--compute-request", "20", "--weight",
	    "200", "--priority", "high");
	ASSERT_EXIT(0, &r);
	run_free(&r);

	CLI(&r, "set", "a", "--gpu", "0", "--compute-limit", "40", "--json");
	JSON_OUT(root, &r);
	gpu = slice_gpu(root, 0);
	EXPECT_TRUE(json_u64_is(json_get(gpu, "memory_limit"), GiB))
		TH_LOG("%s", r.out);
	EXPECT_TRUE(compute_is(gpu, 40, 20, 200, "high")) TH_LOG("%s", r.out);
	json_free(root);
	run_free(&r);

	CLI(&r, "set", "a", "--gpu", "0", "--memory", "3GiB", "--json");
	JSON_OUT(root, &r);
	gpu = slice_gpu(root, 0);
	EXPECT_TRUE(json_u64_is(json_get(gpu, "memory_limit"), 3 * GiB))
		TH_LOG("%s", r.out);
	EXPECT_TRUE(compute_is(gpu, 40, 20, 200, "high")) TH_LOG("%s", r.out);
	json_free(root);
	run_free(&r);

	CLI(&r, "set", "a", "--gpu", "0", "--priority", "normal");
	ASSERT_EXIT(0, &r);
	run_free(&r);
	CLI(&r, "set", "a", "--gpu", "0", "--weight", "1");
	ASSERT_EXIT(0, &r);
	run_free(&r);
	CLI(&r, "set", "a", "--gpu", "0", "--compute-request", "0%");
	ASSERT_EXIT(0, &r);
	run_free(&r);

	/* what set printed is what show prints */
	CLI(&r, "show", "a", "--json");
	JSON_OUT(root, &r);
	gpu = slice_gpu(root, 0);
	EXPECT_TRUE(json_u64_is(json_get(gpu, "memory_limit"), 3 * GiB))
		TH_LOG("%s", r.out);
	EXPECT_TRUE(compute_is(gpu, 40, 0, 1, "normal")) TH_LOG("%s", r.out);
	json_free(root);
	run_free(&r);

	/* everything at once, on both GPUs */
	if (self->gpus < 2)
		return;
	CLI(&r, "delete", "a");
	ASSERT_EXIT(0, &r);
	run_free(&r);
	CLI(&r, "create", "a", "--gpu", "1", "--memory", "1GiB", "--gpu", "0",
	    "--memory", "1GiB");
	ASSERT_EXIT(0, &r);
	run_free(&r);
	CLI(&r, "set", "a", "--gpu", "0", "--weight", "1000", "--memory", "2GiB",
	    "--gpu", "1", "--priority", "HIGH", "--compute-request", "100",
	    "--json");
	JSON_OUT(root, &r);
	gpu = slice_gpu(root, 0);	/* the host's GPU 1 */
	EXPECT_TRUE(json_u64_is(json_get(gpu, "memory_limit"), GiB))
		TH_LOG("%s", r.out);
	EXPECT_TRUE(compute_is(gpu, 100, 100, 100, "high")) TH_LOG("%s", r.out);
	gpu = slice_gpu(root, 1);
	EXPECT_TRUE(json_u64_is(json_get(gpu, "memory_limit"), 2 * GiB))
		TH_LOG("%s", r.out);
	EXPECT_TRUE(compute_is(gpu, 100, 0, 1000, "normal"))
		TH_LOG("%s", r.out);
	json_free(root);
	run_free(&r);
}

/*
 * Usage errors of the compute options (and of --memory's place): exit 2,
 * the message, nothing printed, nothing changed in the kernel.
 */
FIXTURE(compute_usage) {
	unsigned int gpus;
	bool made_nodes;
};
FIXTURE_VARIANT(compute_usage) {
	const char *args[16];	/* NULL-terminated */
	const char *message;	/* stderr starts with it */
};
#define A_GPU "--gpu", "0"
#define A_MEM "--memory", "1GiB"
FIXTURE_VARIANT_ADD(compute_usage, option_before_gpu) {
	.args = { "create", "b", "--compute-limit", "50", A_GPU, A_MEM },
	.message = "gpuslice: create: --compute-limit comes before any --gpu (each --compute-limit applies to the --gpu before it)\n",
};
FIXTURE_VARIANT_ADD(compute_usage, memory_before_gpu) {
	.args = { "create", "b", A_MEM, A_GPU },
	.message = "gpuslice: create: --memory comes before any --gpu",
};
FIXTURE_VARIANT_ADD(compute_usage, weight_twice) {
	.args = { "create", "b", A_GPU, A_MEM, "--weight", "5", "--weight", "6" },
	.message = "gpuslice: create: --weight is given twice for --gpu 0 (each --weight applies to the --gpu before it)\n",
};
FIXTURE_VARIANT_ADD(compute_usage, memory_twice) {
	.args = { "create", "b", A_GPU, A_MEM, "--gpu", "1", A_MEM, A_MEM },
	.message = "gpuslice: create: --memory is given twice for --gpu 1",
};
FIXTURE_VARIANT_ADD(compute_usage, no_memory) {
	.args = { "create", "b", A_GPU, "--compute-limit", "50" },
	.message = "gpuslice: create: give one --memory for each --gpu, after it (--gpu 0 has none)\n",
};
FIXTURE_VARIANT_ADD(compute_usage, limit_zero) {
	.args = { "create", "b", A_GPU, A_MEM, "--compute-limit", "0" },
	.message = "gpuslice: create: invalid --compute-limit '0': out of range (1 to 100 percent)\n",
};
FIXTURE_VARIANT_ADD(compute_usage, limit_above_100) {
	.args = { "create", "b", A_GPU, A_MEM, "--compute-limit", "101%" },
	.message = "gpuslice: create: invalid --compute-limit '101%': out of range (1 to 100 percent)\n",
};
FIXTURE_VARIANT_ADD(compute_usage, limit_huge) {
	.args = { "create", "b", A_GPU, A_MEM, "--compute-limit",
		  "18446744073709551617" },
	.message = "gpuslice: create: invalid --compute-limit '18446744073709551617': out of range",
};
FIXTURE_VARIANT_ADD(compute_usage, limit_fraction) {
	.args = { "create", "b", A_GPU, A_MEM, "--compute-limit", "4.5" },
	.message = "gpuslice: create: invalid --compute-limit '4.5': expected a whole number of percent, e.g. 40 or 40%\n",
};
FIXTURE_VARIANT_ADD(compute_usage, limit_negative) {
	.args = { "create", "b", A_GPU, A_MEM, "--compute-limit", "-5" },
	.message = "gpuslice: create: invalid --compute-limit '-5': expected a whole number of percent",
};
FIXTURE_VARIANT_ADD(compute_usage, limit_percent_only) {
	.args = { "create", "b", A_GPU, A_MEM, "--compute-limit", "%" },
	.message = "gpuslice: create: invalid --compute-limit '%': expected a whole number of percent",
};
FIXTURE_VARIANT_ADD(compute_usage, limit_empty) {
	.args = { "create", "b", A_GPU, A_MEM, "--compute-limit", "" },
	.message = "gpuslice: create: invalid --compute-limit '': expected a whole number of percent",
};
FIXTURE_VARIANT_ADD(compute_usage, request_above_100) {
	.args = { "create", "b", A_GPU, A_MEM, "--compute-request", "101" },
	.message = "gpuslice: create: invalid --compute-request '101': out of range (0 to 100 percent)\n",
};
FIXTURE_VARIANT_ADD(compute_usage, request_word) {
	.args = { "create", "b", A_GPU, A_MEM, "--compute-request", "half" },
	.message = "gpuslice: create: invalid --compute-request 'half': expected a whole number of percent",
};
FIXTURE_VARIANT_ADD(compute_usage, weight_zero) {
	.args = { "create", "b", A_GPU, A_MEM, "--weight", "0" },
	.message = "gpuslice: create: invalid --weight '0': out of range (1 to 1000)\n",
};
FIXTURE_VARIANT_ADD(compute_usage, weight_above_1000) {
	.args = { "create", "b", A_GPU, A_MEM, "--weight", "1001" },
	.message = "gpuslice: create: invalid --weight '1001': out of range (1 to 1000)\n",
};
FIXTURE_VARIANT_ADD(compute_usage, weight_percent) {
	.args = { "create", "b", A_GPU, A_MEM, "--weight", "5%" },
	.message = "gpuslice: create: invalid --weight '5%': expected a whole number from 1 to 1000\n",
};
FIXTURE_VARIANT_ADD(compute_usage, priority_unknown) {
	.args = { "create", "b", A_GPU, A_MEM, "--priority", "urgent" },
	.message = "gpuslice: create: invalid --priority 'urgent': expected high or normal\n",
};
FIXTURE_VARIANT_ADD(compute_usage, request_above_limit) {
	.args = { "create", "b", A_GPU, A_MEM, "--compute-limit", "40",
		  "--compute-request", "50" },
	.message = "gpuslice: create: GPU 0's compute request (50%) would exceed its compute limit (40%)\n",
};
FIXTURE_VARIANT_ADD(compute_usage, request_above_limit_given_first) {
	.args = { "create", "b", A_GPU, "--compute-request", "50",
		  "--compute-limit", "40", A_MEM },
	.message = "gpuslice: create: GPU 0's compute request (50%) would exceed its compute limit (40%)\n",
};
FIXTURE_VARIANT_ADD(compute_usage, set_nothing) {
	.args = { "set", "a", A_GPU },
	.message = "gpuslice: set: --gpu 0 sets nothing (give --memory or a compute option after it)\n",
};
FIXTURE_VARIANT_ADD(compute_usage, set_nothing_second_gpu) {
	.args = { "set", "a", A_GPU, "--weight", "5", "--gpu", "1" },
	.message = "gpuslice: set: --gpu 1 sets nothing",
};
FIXTURE_VARIANT_ADD(compute_usage, set_option_before_gpu) {
	.args = { "set", "a", "--weight", "5", A_GPU },
	.message = "gpuslice: set: --weight comes before any --gpu (each --weight applies to the --gpu before it)\n",
};
FIXTURE_VARIANT_ADD(compute_usage, set_twice) {
	.args = { "set", "a", A_GPU, "--priority", "high", "--priority",
		  "normal" },
	.message = "gpuslice: set: --priority is given twice for --gpu 0 (each --priority applies to the --gpu before it)\n",
};
FIXTURE_VARIANT_ADD(compute_usage, set_bad_value) {
	.args = { "set", "a", A_GPU, "--compute-limit", "0" },
	.message = "gpuslice: set: invalid --compute-limit '0': out of range (1 to 100 percent)\n",
};
FIXTURE_VARIANT_ADD(compute_usage, set_bad_priority) {
	.args = { "set", "a", A_GPU, "--priority", "" },
	.message = "gpuslice: set: invalid --priority '': expected high or normal\n",
};
FIXTURE_SETUP(compute_usage)
{
	struct run r;

	slices_setup(_metadata, &self->gpus, &self->made_nodes);
	CLI(&r, "create", "a", "--gpu", "0", "--memory", "1GiB",
	    "--compute-limit", "30", "--compute-request", "20", "--weight",
	    "200", "--priority", "high");
	ASSERT_EXIT(0, &r);
	run_free(&r);
}
FIXTURE_TEARDOWN(compute_usage)
{
	slices_teardown(_metadata, self->made_nodes);
}

TEST_F(compute_usage, exit_2_nothing_changed)
{
	char *before = show_json("a"), *after;
	char try_help[64];
	struct run r;
	int e;

	ASSERT_NE(NULL, before);
	e = run_cli_args(&r, variant->args);
	ASSERT_EQ(0, e) TH_LOG("cannot run %s: %s", cli_path(), strerror(e));
	ASSERT_EXIT(2, &r);
	EXPECT_EQ(0, r.out_len) TH_LOG("stdout: %s", r.out);
	EXPECT_EQ(0, strncmp(r.err, variant->message, strlen(variant->message)))
		TH_LOG("expected <<%s...>>, got <<%s>>", variant->message, r.err);
	snprintf(try_help, sizeof(try_help), "Try 'gpuslice %s --help'",
		 variant->args[0]);
	EXPECT_NE(NULL, strstr(r.err, try_help)) TH_LOG("%s", r.err);
	run_free(&r);

	EXPECT_EQ(1, status_slices()) TH_LOG("a slice was created");
	after = show_json("a");
	ASSERT_NE(NULL, after);
	EXPECT_STREQ(before, after);
	free(before);
	free(after);
}

/* set: a request above the limit the GPU would have, from its settings. */
TEST_F(slice, compute_set_request_above_limit)
{
	static const struct {
		const char *args[10];	/* NULL-terminated */
		const char *err;
	} cases[] = {
		{ { "set", "a", "--gpu", "0", "--compute-limit", "10" },
		  "gpuslice: set: GPU 0's compute request (20%) would exceed its compute limit (10%)\n" },
		{ { "set", "a", "--gpu", "0", "--compute-request", "50" },
		  "gpuslice: set: GPU 0's compute request (50%) would exceed its compute limit (30%)\n" },
		{ { "set", "a", "--gpu", "0", "--compute-limit", "40",
		    "--compute-request", "50%" },
		  "gpuslice: set: GPU 0's compute request (50%) would exceed its compute limit (40%)\n" },
		{ { "set", "a", "--gpu", "0", "--memory", "2GiB",
		    "--compute-limit", "19" },
		  "gpuslice: set: GPU 0's compute request (20%) would exceed its compute limit (19%)\n" },
	};
	char *before, *after;
	unsigned int i;
	struct run r;

	CLI(&r, "create", "a", "--gpu", "0", "--memory", "1GiB",
	    "--compute-limit", "30", "--compute-request", "20");
	ASSERT_EXIT(0, &r);
	run_free(&r);
	before = show_json("a");
	ASSERT_NE(NULL, before);
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		ASSERT_EQ(0, run_cli_args(&r, cases[i].args));
		ASSERT_EXIT(1, &r);
		EXPECT_STREQ(cases[i].err, r.err);
		EXPECT_EQ(0, r.out_len) TH_LOG("%s", r.out);
		run_free(&r);
		after = show_json("a");
		EXPECT_STREQ(before, after) TH_LOG("case %u changed the slice", i);
		free(after);
	}
	free(before);

	/* the same request under a limit lowered to it is fine */
	CLI(&r, "set", "a", "--gpu", "0", "--compute-limit", "20");
	ASSERT_EXIT(0, &r);
	run_free(&r);
}

/*
 * Requests on one GPU add up to at most 100: the kernel refuses more
 * (EOVERFLOW) and the CLI says how much it would be.
 */
TEST_F(slice, compute_requests_overflow)
{
	char *before, *after;
	struct run r;

	CLI(&r, "create", "a", "--gpu", "0", "--memory", "1GiB",
	    "--compute-request", "60");
	ASSERT_EXIT(0, &r);
	run_free(&r);
	before = show_json("a");
	ASSERT_NE(NULL, before);

	CLI(&r, "create", "b", "--gpu", "0", "--memory", "1GiB",
	    "--compute-request", "50");
	ASSERT_EXIT(1, &r);
	EXPECT_STREQ("gpuslice: create: compute requests on GPU 0 would add up to 110% (at most 100%)\n"
		     OVERFLOW_KERNEL_MSG, r.err);
	EXPECT_EQ(0, r.out_len) TH_LOG("%s", r.out);
	run_free(&r);
	EXPECT_EQ(1, status_slices());
	CLI(&r, "create", "b", "--gpu", "0", "--memory", "1GiB",
	    "--compute-request", "50", "--json");
	ASSERT_EXIT(1, &r);
	EXPECT_EQ(0, r.out_len) TH_LOG("%s", r.out);
	run_free(&r);

	/* exactly 100 is fine */
	CLI(&r, "create", "b", "--gpu", "0", "--memory", "1GiB",
	    "--compute-request", "40");
	ASSERT_EXIT(0, &r);
	run_free(&r);
	CLI(&r, "set", "b", "--gpu", "0", "--compute-request", "41");
	ASSERT_EXIT(1, &r);
	EXPECT_STREQ("gpuslice: set: compute requests on GPU 0 would add up to 101% (at most 100%)\n"
		     OVERFLOW_KERNEL_MSG, r.err);
	run_free(&r);
	/* a slice's own request is replaced, not added to */
	CLI(&r, "set", "a", "--gpu", "0", "--compute-request", "60");
	ASSERT_EXIT(0, &r);
	run_free(&r);
	after = show_json("a");
	EXPECT_STREQ(before, after);
	free(after);
	free(before);

	if (self->gpus < 2)
		return;
	/* with two GPUs, the one that overflows is named; nothing is made */
	CLI(&r, "create", "c", "--gpu", "1", "--memory", "1GiB",
	    "--compute-request", "100", "--gpu", "0", "--memory", "1GiB",
	    "--compute-request", "7");
	ASSERT_EXIT(1, &r);
	EXPECT_STREQ("gpuslice: create: compute requests on GPU 0 would add up to 107% (at most 100%)\n"
		     OVERFLOW_KERNEL_MSG, r.err);
	run_free(&r);
	EXPECT_EQ(2, status_slices());

	/* set: all or nothing, the settings of the other GPU included */
	CLI(&r, "delete", "b");
	ASSERT_EXIT(0, &r);
	run_free(&r);
	CLI(&r, "create", "b", "--gpu", "1", "--memory", "1GiB",
	    "--compute-request", "50", "--gpu", "0", "--memory", "1GiB",
	    "--compute-request", "40");
	ASSERT_EXIT(0, &r);
	run_free(&r);
	before = show_json("b");
	ASSERT_NE(NULL, before);
	CLI(&r, "set", "b", "--gpu", "1", "--weight", "7", "--compute-request",
	    "100", "--gpu", "0", "--compute-request", "41");
	ASSERT_EXIT(1, &r);
	EXPECT_STREQ("gpuslice: set: compute requests on GPU 0 would add up to 101% (at most 100%)\n"
		     OVERFLOW_KERNEL_MSG, r.err);
	run_free(&r);
	after = show_json("b");
	EXPECT_STREQ(before, after);
	free(after);
	free(before);
}

/* ---- labels: create, set, show, list ---- */

/*
 * Whether @labels is the JSON object of the @n "KEY=VALUE" @pairs, in
 * that order, and nothing else.
 */
static bool labels_json_is(const struct json_value *labels,
			   const char *const *pairs, unsigned int n)
{
	unsigned int i;

	if (json_type(labels) != JSON_OBJECT || json_count(labels) != n)
		return false;
	for (i = 0; i < n; i++) {
		const char *eq = strchr(pairs[i], '=');
		const char *key = json_key_at(labels, i);

		if (!key || strlen(key) != (size_t)(eq - pairs[i]) ||
		    strncmp(key, pairs[i], eq - pairs[i]) ||
		    !json_string(json_get(labels, key)) ||
		    strcmp(json_string(json_get(labels, key)), eq + 1))
			return false;
	}
	return true;
}

/* The labels of `gpuslice show NAME --json`, checked against @pairs. */
static bool shown_labels_are(const char *name, const char *const *pairs,
			     unsigned int n)
{
	char *out = show_json(name);
	struct json_value *root;
	bool same;

	if (!out)
		return false;
	root = json_parse(out, strlen(out), NULL, 0);
	same = root && labels_json_is(json_get(root, "labels"), pairs, n);
	json_free(root);
	free(out);
	return same;
}

TEST_F(slice, labels_json)
{
	static const char *const job[] = { "job_id=42", "user=alice" };
	static const char *const next[] = { "job_id=43" };
	struct json_value *root;
	struct run r;

	CLI(&r, "create", "a", "--gpu", "0", "--memory", "1GiB", "--label",
	    "job_id=42", "--label", "user=alice", "--json");
	JSON_OUT(root, &r);
	EXPECT_TRUE(labels_json_is(json_get(root, "labels"), job, 2))
		TH_LOG("%s", r.out);
	json_free(root);
	run_free(&r);
	EXPECT_TRUE(shown_labels_are("a", job, 2));

	CLI(&r, "create", "b", "--gpu", "0", "--memory", "1GiB");
	ASSERT_EXIT(0, &r);
	run_free(&r);
	CLI(&r, "list", "--json");
	JSON_OUT(root, &r);
	ASSERT_EQ(2, json_count(root)) TH_LOG("%s", r.out);
	EXPECT_TRUE(labels_json_is(json_get(json_at(root, 0), "labels"), job, 2))
		TH_LOG("%s", r.out);
	EXPECT_TRUE(labels_json_is(json_get(json_at(root, 1), "labels"), NULL,
				   0))
		TH_LOG("%s", r.out);
	json_free(root);
	run_free(&r);

	/* settings alone keep the labels */
	CLI(&r, "set", "a", "--gpu", "0", "--memory", "2GiB", "--json");
	JSON_OUT(root, &r);
	EXPECT_TRUE(labels_json_is(json_get(root, "labels"), job, 2))
		TH_LOG("%s", r.out);
	json_free(root);
	run_free(&r);

	/* --label replaces them all, without --gpu; the settings stay */
	CLI(&r, "set", "a", "--label", "job_id=43", "--json");
	JSON_OUT(root, &r);
	EXPECT_TRUE(labels_json_is(json_get(root, "labels"), next, 1))
		TH_LOG("%s", r.out);
	EXPECT_TRUE(json_u64_is(json_get(slice_gpu(root, 0), "memory_limit"),
				2 * GiB)) TH_LOG("%s", r.out);
	json_free(root);
	run_free(&r);
	EXPECT_TRUE(shown_labels_are("a", next, 1));

	CLI(&r, "set", "a", "--clear-labels", "--json");
	JSON_OUT(root, &r);
	EXPECT_TRUE(labels_json_is(json_get(root, "labels"), NULL, 0))
		TH_LOG("%s", r.out);
	json_free(root);
	run_free(&r);
	EXPECT_TRUE(shown_labels_are("a", NULL, 0));
}

TEST_F(slice, labels_text)
{
	struct run r;

	CLI(&r, "create", "slurm-42", "--gpu", "0", "--memory", "1GiB",
	    "--label", "job_id=42", "--label", "user=alice");
	ASSERT_EXIT(0, &r);
	EXPECT_NE(NULL, strstr(r.out, "\nlabels          job_id=42, user=alice\n"))
		TH_LOG("%s", r.out);
	run_free(&r);
	CLI(&r, "create", "b", "--gpu", "0", "--memory", "1GiB");
	ASSERT_EXIT(0, &r);
	run_free(&r);

	CLI(&r, "show", "slurm-42");
	ASSERT_EXIT(0, &r);
	EXPECT_EQ(0, strncmp(r.out, "name            slurm-42\n"
				    "labels          job_id=42, user=alice\n"
				    "open files      0\n",
			     strlen("name            slurm-42\n"
				    "labels          job_id=42, user=alice\n"
				    "open files      0\n")))
		TH_LOG("%s", r.out);
	run_free(&r);

	CLI(&r, "list");
	ASSERT_EXIT(0, &r);
	EXPECT_STREQ("NAME      GPUS  MEMORY       COMPUTE    PROCESSES  LABELS\n"
		     "slurm-42  0     0 B/1.0 GiB  0.0%/100%  0          job_id=42,user=alice\n"
		     "b         0     0 B/1.0 GiB  0.0%/100%  0          none\n",
		     r.out);
	run_free(&r);
}

/*
 * Usage errors of the label options: exit 2, the message, nothing printed,
 * nothing changed in the kernel (slice a keeps its label and limit, no
 * other slice is made).
 */
FIXTURE(label_usage) {
	unsigned int gpus;
	bool made_nodes;
};
FIXTURE_VARIANT(label_usage) {
	const char *args[28];	/* NULL-terminated */
	const char *message;	/* stderr starts with it */
};
#define KEY_RULE_MSG "label keys are 1-32 characters of [a-zA-Z0-9_], not starting with a digit"
#define VALUE_RULE_MSG "label values are UTF-8 without control characters, quotes or backslashes"
#define RESERVED_MSG "slice, gpu, device, version, job and instance are not label keys (gpuslice's metrics and Prometheus use them)"
FIXTURE_VARIANT_ADD(label_usage, no_equals) {
	.args = { "create", "b", A_GPU, A_MEM, "--label", "job_id" },
	.message = "gpuslice: create: invalid --label 'job_id': a label is KEY=VALUE\n",
};
FIXTURE_VARIANT_ADD(label_usage, bad_key) {
	.args = { "create", "b", A_GPU, A_MEM, "--label", "job-id=1" },
	.message = "gpuslice: create: invalid --label 'job-id=1': " KEY_RULE_MSG "\n",
};
FIXTURE_VARIANT_ADD(label_usage, digit_first) {
	.args = { "create", "b", A_GPU, A_MEM, "--label", "1st=1" },
	.message = "gpuslice: create: invalid --label '1st=1': " KEY_RULE_MSG "\n",
};
FIXTURE_VARIANT_ADD(label_usage, prometheus_key) {
	.args = { "create", "b", A_GPU, A_MEM, "--label", "__name__=x" },
	.message = "gpuslice: create: invalid --label '__name__=x': label keys starting with __ are reserved to Prometheus\n",
};
FIXTURE_VARIANT_ADD(label_usage, reserved_key) {
	.args = { "create", "b", A_GPU, A_MEM, "--label", "slice=x" },
	.message = "gpuslice: create: invalid --label 'slice=x': " RESERVED_MSG "\n",
};
FIXTURE_VARIANT_ADD(label_usage, quote) {
	.args = { "create", "b", A_GPU, A_MEM, "--label", "k=a\"b" },
	.message = "gpuslice: create: invalid --label 'k=a\"b': " VALUE_RULE_MSG "\n",
};
FIXTURE_VARIANT_ADD(label_usage, control) {
	.args = { "create", "b", A_GPU, A_MEM, "--label", "k=\x1b[2J" },
	.message = "gpuslice: create: invalid --label 'k=\\x1b[2J': " VALUE_RULE_MSG "\n",
};
FIXTURE_VARIANT_ADD(label_usage, bad_utf8) {
	.args = { "create", "b", A_GPU, A_MEM, "--label", "k=\xc3(" },
	.message = "gpuslice: create: invalid --label 'k=\xc3(': " VALUE_RULE_MSG "\n",
};
FIXTURE_VARIANT_ADD(label_usage, long_value) {
	.args = { "create", "b", A_GPU, A_MEM, "--label",
		  "k=123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789" },
	.message = "gpuslice: create: invalid --label 'k=123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789': label values are at most 128 bytes\n",
};
FIXTURE_VARIANT_ADD(label_usage, key_twice) {
	.args = { "create", "b", A_GPU, A_MEM, "--label", "a=1", "--label",
		  "a=2" },
	.message = "gpuslice: create: invalid --label 'a=2': a label key is given twice\n",
};
FIXTURE_VARIANT_ADD(label_usage, nine) {
	.args = { "create", "b", A_GPU, A_MEM, "--label", "a=1", "--label",
		  "b=1", "--label", "c=1", "--label", "d=1", "--label", "e=1",
		  "--label", "f=1", "--label", "g=1", "--label", "h=1",
		  "--label", "i=1" },
	.message = "gpuslice: create: invalid --label 'i=1': a slice has at most 8 labels\n",
};
FIXTURE_VARIANT_ADD(label_usage, set_bad) {
	.args = { "set", "a", "--label", "job_id=43", "--label", "gpu=0" },
	.message = "gpuslice: set: invalid --label 'gpu=0': " RESERVED_MSG "\n",
};
FIXTURE_VARIANT_ADD(label_usage, set_bad_with_gpu) {
	.args = { "set", "a", A_GPU, "--memory", "2GiB", "--label", "k" },
	.message = "gpuslice: set: invalid --label 'k': a label is KEY=VALUE\n",
};
FIXTURE_VARIANT_ADD(label_usage, set_clear_and_label) {
	.args = { "set", "a", "--clear-labels", "--label", "job_id=43" },
	.message = "gpuslice: set: --clear-labels and --label exclude each other (--label alone replaces the labels)\n",
};
FIXTURE_VARIANT_ADD(label_usage, set_nothing) {
	.args = { "set", "a" },
	.message = "gpuslice: set: nothing to set (give --gpu N with a setting after it, --label or --clear-labels)\n",
};
FIXTURE_SETUP(label_usage)
{
	struct run r;

	slices_setup(_metadata, &self->gpus, &self->made_nodes);
	CLI(&r, "create", "a", "--gpu", "0", "--memory", "1GiB", "--label",
	    "job_id=42");
	ASSERT_EXIT(0, &r);
	run_free(&r);
}
FIXTURE_TEARDOWN(label_usage)
{
	slices_teardown(_metadata, self->made_nodes);
}

TEST_F(label_usage, exit_2_nothing_changed)
{
	char *before = show_json("a"), *after;
	char try_help[64];
	struct run r;
	int e;

	ASSERT_NE(NULL, before);
	e = run_cli_args(&r, variant->args);
	ASSERT_EQ(0, e) TH_LOG("cannot run %s: %s", cli_path(), strerror(e));
	ASSERT_EXIT(2, &r);
	EXPECT_EQ(0, r.out_len) TH_LOG("stdout: %s", r.out);
	EXPECT_EQ(0, strncmp(r.err, variant->message, strlen(variant->message)))
		TH_LOG("expected <<%s...>>, got <<%s>>", variant->message, r.err);
	snprintf(try_help, sizeof(try_help), "Try 'gpuslice %s --help'",
		 variant->args[0]);
	EXPECT_NE(NULL, strstr(r.err, try_help)) TH_LOG("%s", r.err);
	run_free(&r);

	EXPECT_EQ(1, status_slices()) TH_LOG("a slice was created");
	after = show_json("a");
	ASSERT_NE(NULL, after);
	EXPECT_STREQ(before, after);
	EXPECT_NE(NULL, strstr(after, "\"labels\":{\"job_id\":\"42\"}"))
		TH_LOG("%s", after);
	free(before);
	free(after);
}

TEST(label_help)
{
	struct run r;

	CLI(&r, "create", "--help");
	ASSERT_EXIT(0, &r);
	EXPECT_TRUE(help_lists(r.out, "--label")) TH_LOG("%s", r.out);
	run_free(&r);
	CLI(&r, "set", "--help");
	ASSERT_EXIT(0, &r);
	EXPECT_TRUE(help_lists(r.out, "--label")) TH_LOG("%s", r.out);
	EXPECT_TRUE(help_lists(r.out, "--clear-labels")) TH_LOG("%s", r.out);
	run_free(&r);
}

TEST_HARNESS_MAIN
