// SPDX-License-Identifier: GPL-2.0
/*
 * PID 1 of the gpuslice test VM (see docs/testing.md).
 *
 * Serial ports, as scripts/vm-run wires them:
 *   ttyS0  kernel console (and this program's own diagnostics)
 *   ttyS1  the command's stdout
 *   ttyS2  the command's stderr
 *   ttyS3  the verdict: one line "gpuslice-vm: exit N" or
 *          "gpuslice-vm: error MESSAGE", written by nothing but this program
 *
 * It mounts the usual file systems, loads the modules named in
 * /etc/gpuslice-vm/modules, runs the command stored NUL-separated in
 * /etc/gpuslice-vm/cmd, unloads the modules again, checks that the kernel
 * was not tainted by a warning or an oops, writes the verdict and powers
 * off. Every path ends in power-off; a kernel panic ends in a reboot, which
 * QEMU's -no-reboot turns into an exit with no verdict.
 */

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>
#include <sys/mount.h>
#include <sys/reboot.h>
#include <sys/stat.h>
#include <sys/wait.h>

#define CMD_FILE "/etc/gpuslice-vm/cmd"
#define MODULES_FILE "/etc/gpuslice-vm/modules"
#define MAX_ARGS 256
#define MAX_MODULES 16

/* Kernel taint bits that mean the run went wrong (kernel/panic.c). */
#define TAINT_DIE (1UL << 7)
#define TAINT_WARN (1UL << 9)
#define TAINT_BAD_PAGE (1UL << 5)

static int verdict_fd = -1;

static void power_off(void)
{
	sync();
	reboot(RB_POWER_OFF);
	for (;;)
		pause();
}

static void __attribute__((format(printf, 1, 2))) fail(const char *fmt, ...)
{
	char msg[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	fprintf(stderr, "gpuslice-vm: error %s\n", msg);
	if (verdict_fd >= 0) {
		dprintf(verdict_fd, "gpuslice-vm: error %s\n", msg);
		tcdrain(verdict_fd);
	}
	power_off();
}

static void do_mount(const char *src, const char *dst, const char *type)
{
	mkdir(dst, 0755);
	if (mount(src, dst, type, 0, NULL) < 0)
		fail("mount %s on %s: %s", type, dst, strerror(errno));
}

/* Opens a serial port in raw mode so bytes pass through untranslated. */
static int open_serial(const char *path)
{
	struct termios t;
	int fd;

	fd = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC);
	if (fd < 0)
		fail("open %s: %s", path, strerror(errno));
	if (tcgetattr(fd, &t) == 0) {
		cfmakeraw(&t);
		tcsetattr(fd, TCSANOW, &t);
	}
	return fd;
}

/* Reads a whole small file into a NUL-terminated heap buffer. */
static char *slurp(const char *path, size_t *len)
{
	size_t cap = 4096, n = 0;
	char *buf = malloc(cap + 1);
	ssize_t r;
	int fd;

	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0 || !buf)
		fail("read %s: %s", path, strerror(errno));
	while ((r = read(fd, buf + n, cap - n)) > 0) {
		n += r;
		if (n == cap) {
			cap *= 2;
			buf = realloc(buf, cap + 1);
			if (!buf)
				fail("read %s: out of memory", path);
		}
	}
	if (r < 0)
		fail("read %s: %s", path, strerror(errno));
	close(fd);
	buf[n] = '\0';
	*len = n;
	return buf;
}

/* Runs argv with the console as stdio; returns its exit status. */
static int run_quiet(char *const argv[])
{
	int status;
	pid_t pid;

	pid = fork();
	if (pid < 0)
		fail("fork: %s", strerror(errno));
	if (pid == 0) {
		execv(argv[0], argv);
		_exit(127);
	}
	if (waitpid(pid, &status, 0) < 0)
		fail("waitpid: %s", strerror(errno));
	return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

static int run_command(char **argv, int out_fd, int err_fd)
{
	int status, null_fd;
	pid_t pid;

	pid = fork();
	if (pid < 0)
		fail("fork: %s", strerror(errno));
	if (pid == 0) {
		null_fd = open("/dev/null", O_RDONLY);
		if (null_fd < 0 || dup2(null_fd, 0) < 0 || dup2(out_fd, 1) < 0 ||
		    dup2(err_fd, 2) < 0)
			_exit(127);
		setsid();
		if (chdir("/root") < 0)
			_exit(127);
		execvp(argv[0], argv);
		fprintf(stderr, "gpuslice-vm: %s: %s\n", argv[0],
			strerror(errno));
		_exit(errno == ENOENT ? 127 : 126);
	}
	if (waitpid(pid, &status, 0) < 0)
		fail("waitpid: %s", strerror(errno));
	return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

static unsigned long read_taint(void)
{
	char buf[32] = "";
	int fd = open("/proc/sys/kernel/tainted", O_RDONLY);

	if (fd < 0 || read(fd, buf, sizeof(buf) - 1) < 0)
		fail("read taint: %s", strerror(errno));
	close(fd);
	return strtoul(buf, NULL, 10);
}

int main(void)
{
	char *modules[MAX_MODULES], *args[MAX_ARGS + 1];
	int out_fd, err_fd, code, nmod = 0, nargs = 0, i;
	char *cmd, *mods, *p;
	size_t len, off;
	unsigned long taint;

	do_mount("proc", "/proc", "proc");
	do_mount("sysfs", "/sys", "sysfs");
	do_mount("devtmpfs", "/dev", "devtmpfs");
	do_mount("tmpfs", "/tmp", "tmpfs");
	do_mount("tmpfs", "/run", "tmpfs");
	do_mount("debugfs", "/sys/kernel/debug", "debugfs");

	verdict_fd = open_serial("/dev/ttyS3");
	out_fd = open_serial("/dev/ttyS1");
	err_fd = open_serial("/dev/ttyS2");
	setenv("PATH", "/usr/sbin:/usr/bin:/sbin:/bin", 1);
	setenv("HOME", "/root", 1);
	setenv("TERM", "dumb", 1);

	mods = slurp(MODULES_FILE, &len);
	for (p = strtok(mods, "\n"); p; p = strtok(NULL, "\n")) {
		char *argv[] = { "/sbin/modprobe", p, NULL };

		if (nmod == MAX_MODULES)
			fail("too many modules");
		if (run_quiet(argv))
			fail("modprobe %s failed", p);
		modules[nmod++] = p;
	}

	cmd = slurp(CMD_FILE, &len);
	for (off = 0; off < len && nargs < MAX_ARGS; off += strlen(cmd + off) + 1)
		args[nargs++] = cmd + off;
	if (!nargs || off < len)
		fail("bad command file");
	args[nargs] = NULL;

	code = run_command(args, out_fd, err_fd);
	tcdrain(out_fd);
	tcdrain(err_fd);

	/*
	 * Unload in reverse, unless the command already did: a module that
	 * will not go has leaked a reference.
	 */
	for (i = nmod - 1; i >= 0; i--) {
		char *argv[] = { "/sbin/rmmod", modules[i], NULL };
		char sysfs[128];

		snprintf(sysfs, sizeof(sysfs), "/sys/module/%s", modules[i]);
		for (p = sysfs; *p; p++)
			if (*p == '-')
				*p = '_';
		if (access(sysfs, F_OK) == 0 && run_quiet(argv))
			fail("rmmod %s failed after the command", modules[i]);
	}

	taint = read_taint();
	if (taint & (TAINT_DIE | TAINT_WARN | TAINT_BAD_PAGE))
		fail("kernel tainted (%lu): oops, BUG or WARN during the run",
		     taint);

	dprintf(verdict_fd, "gpuslice-vm: exit %d\n", code);
	tcdrain(verdict_fd);
	power_off();
	return 0;
}
