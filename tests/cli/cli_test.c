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

#include <errno.h>
#include <sched.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>
#include <unistd.h>

#include <kselftest_harness.h>

#include "json.h"

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

/* The outcome of one command. */
struct run {
	int status;	/* exit status; 128 + N when killed by signal N */
	char *out;	/* stdout, NUL-terminated */
	size_t out_len;
	char *err;	/* stderr, NUL-terminated */
	size_t err_len;
};

static const char *cli_path(void)
{
	const char *path = getenv("GPUSLICE_CLI");

	return path && *path ? path : "gpuslice";
}

static void run_free(struct run *r)
{
	free(r->out);
	free(r->err);
	memset(r, 0, sizeof(*r));
}

/* Appends what is readable on @fd to *buf; returns false at EOF. */
static bool drain(int fd, char **buf, size_t *len, int *error)
{
	char chunk[4096];
	ssize_t n;
	char *grown;

	n = read(fd, chunk, sizeof(chunk));
	if (n < 0) {
		if (errno == EINTR || errno == EAGAIN)
			return true;
		*error = errno;
		return false;
	}
	if (n == 0)
		return false;
	grown = realloc(*buf, *len + n + 1);
	if (!grown) {
		*error = ENOMEM;
		return false;
	}
	memcpy(grown + *len, chunk, n);
	*len += n;
	grown[*len] = '\0';
	*buf = grown;
	return true;
}

/*
 * Runs @argv (argv[0] looked up in PATH) with stdin from /dev/null and
 * captures stdout and stderr. Returns 0, or a positive errno when the
 * command could not be started (127 is not used as a marker: a program may
 * exit with it). @extra_path is appended to the child's PATH (for rmmod and
 * modprobe in sbin directories).
 */
static int run_argv(struct run *r, char *const argv[], const char *extra_path)
{
	int out[2] = { -1, -1 }, err[2] = { -1, -1 }, exec_err[2] = { -1, -1 };
	int error = 0, child_errno = 0, wstatus;
	struct pollfd pfd[2];
	pid_t pid;

	memset(r, 0, sizeof(*r));
	r->out = calloc(1, 1);
	r->err = calloc(1, 1);
	if (!r->out || !r->err)
		return ENOMEM;
	if (pipe2(out, O_CLOEXEC) || pipe2(err, O_CLOEXEC) ||
	    pipe2(exec_err, O_CLOEXEC)) {
		error = errno;
		goto close;
	}
	fflush(stdout);
	fflush(stderr);
	pid = fork();
	if (pid < 0) {
		error = errno;
		goto close;
	}
	if (pid == 0) {
		int null = open("/dev/null", O_RDONLY);

		if (null < 0 || dup2(null, 0) < 0 || dup2(out[1], 1) < 0 ||
		    dup2(err[1], 2) < 0)
			goto child_fail;
		if (extra_path) {
			const char *path = getenv("PATH");
			char buf[4096];

			snprintf(buf, sizeof(buf), "%s:%s",
				 path ? path : "/usr/bin:/bin", extra_path);
			setenv("PATH", buf, 1);
		}
		execvp(argv[0], argv);
child_fail:
		child_errno = errno;
		/* on a failed write the parent sees EOF and reports ENOEXEC */
		if (write(exec_err[1], &child_errno, sizeof(child_errno))) {
		}
		_exit(126);
	}

	close(out[1]);
	close(err[1]);
	close(exec_err[1]);
	out[1] = err[1] = exec_err[1] = -1;

	pfd[0] = (struct pollfd){ .fd = out[0], .events = POLLIN };
	pfd[1] = (struct pollfd){ .fd = err[0], .events = POLLIN };
	while (pfd[0].fd >= 0 || pfd[1].fd >= 0) {
		if (poll(pfd, 2, -1) < 0) {
			if (errno == EINTR)
				continue;
			error = errno;
			break;
		}
		if (pfd[0].revents && !drain(out[0], &r->out, &r->out_len, &error))
			pfd[0].fd = -1;
		if (pfd[1].revents && !drain(err[0], &r->err, &r->err_len, &error))
			pfd[1].fd = -1;
	}
	if (read(exec_err[0], &child_errno, sizeof(child_errno)) ==
	    sizeof(child_errno) && !error)
		error = child_errno ? child_errno : ENOEXEC;

	while (waitpid(pid, &wstatus, 0) < 0) {
		if (errno != EINTR) {
			error = error ? error : errno;
			goto close;
		}
	}
	if (WIFEXITED(wstatus))
		r->status = WEXITSTATUS(wstatus);
	else
		r->status = 128 + WTERMSIG(wstatus);
close:
	for (int i = 0; i < 2; i++) {
		if (out[i] >= 0)
			close(out[i]);
		if (err[i] >= 0)
			close(err[i]);
		if (exec_err[i] >= 0)
			close(exec_err[i]);
	}
	return error;
}

/* Runs the CLI with the NULL-terminated arguments that follow @r. */
static int run_cli(struct run *r, ...)
{
	char *argv[16];
	va_list ap;
	int argc = 0;

	argv[argc++] = (char *)cli_path();
	va_start(ap, r);
	while (argc < 15) {
		char *arg = va_arg(ap, char *);

		if (!arg)
			break;
		argv[argc++] = arg;
	}
	va_end(ap);
	argv[argc] = NULL;
	return run_argv(r, argv, NULL);
}

/* Runs a module tool (rmmod, modprobe); sbin directories are searched too. */
static int run_tool(struct run *r, const char *tool, const char *arg1,
		    const char *arg2, const char *arg3)
{
	char *argv[] = { (char *)tool, (char *)arg1, (char *)arg2,
			 (char *)arg3, NULL };

	return run_argv(r, argv, "/usr/sbin:/sbin");
}

/* Runs the CLI or fails the test when it cannot even be started. */
#define CLI(r, ...) do { \
	int _e = run_cli((r), __VA_ARGS__, NULL); \
	ASSERT_EQ(0, _e) TH_LOG("cannot run %s: %s", cli_path(), \
				 strerror(_e)); \
} while (0)

/* Checks the exit status and shows the command's output when it differs. */
#define ASSERT_EXIT(expected, r) \
	ASSERT_EQ((expected), (r)->status) \
		TH_LOG("stdout: <<%s>> stderr: <<%s>>", (r)->out, (r)->err)

static bool module_loaded(void)
{
	return access(SYS_MODULE, F_OK) == 0;
}

#define REQUIRE_MODULE() do { \
	if (!module_loaded()) \
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

/* ---- with the module loaded ---- */

TEST(status_text)
{
	static const char *const labels[] = { "module version", "gpus",
					      "slices" };
	char expected[3][32];
	char *lines[8];
	int n, i, column = -1;
	struct run r;

	REQUIRE_MODULE();
	snprintf(expected[0], sizeof(expected[0]), "%s", VERSION);
	snprintf(expected[1], sizeof(expected[1]), "%u", expected_gpus());
	snprintf(expected[2], sizeof(expected[2]), "0");

	CLI(&r, "status");
	ASSERT_EXIT(0, &r);
	EXPECT_EQ(0, r.err_len) TH_LOG("stderr: %s", r.err);
	ASSERT_TRUE(r.out_len > 0 && r.out[r.out_len - 1] == '\n')
		TH_LOG("stdout: <<%s>>", r.out);
	n = split_lines(r.out, lines, 8);
	ASSERT_EQ(3, n);
	for (i = 0; i < 3; i++) {
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
	json_free(root);
	run_free(&r);
}

TEST(version_json)
{
	const struct json_value *module;
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
	if (module_loaded()) {
		EXPECT_STREQ(VERSION, json_string(module));
	} else {
		EXPECT_EQ(JSON_NULL, json_type(module));
	}
	json_free(root);
	run_free(&r);
}

TEST(version_text)
{
	char *lines[4];
	const char *value;
	char label[64];
	struct run r;

	CLI(&r, "version");
	ASSERT_EXIT(0, &r);
	EXPECT_EQ(0, r.err_len) TH_LOG("stderr: %s", r.err);
	ASSERT_EQ(2, split_lines(r.out, lines, 4));
	ASSERT_LT(0, split_field(lines[0], label, sizeof(label), &value));
	EXPECT_STREQ("cli version", label);
	EXPECT_STREQ(VERSION, value);
	ASSERT_LT(0, split_field(lines[1], label, sizeof(label), &value));
	EXPECT_STREQ("module version", label);
	EXPECT_STREQ(module_loaded() ? VERSION : "not loaded", value);
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

	if (module_loaded())
		return;
	e = run_tool(&r, "modprobe", "gpuslice", NULL, NULL);
	if (e || r.status != 0)
		TH_LOG("cannot reload gpuslice.ko (%s): %s",
		       e ? strerror(e) : "modprobe failed", r.err);
	EXPECT_TRUE(module_loaded());
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
	return !module_loaded();
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
	if (module_loaded()) { \
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
	EXPECT_FALSE(module_loaded()) TH_LOG("the module came back");
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
	EXPECT_FALSE(module_loaded()) TH_LOG("the module came back");
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
	EXPECT_FALSE(module_loaded()) TH_LOG("the module came back");
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

	if (!module_loaded())
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
	EXPECT_TRUE(module_loaded()) TH_LOG("no %s after gpuslice status",
					    SYS_MODULE);
	run_free(&r);
}

TEST_HARNESS_MAIN
