// SPDX-License-Identifier: GPL-2.0
/*
 * PID 1 of the gpuslice test VM (see docs/testing.md).
 *
 * Serial ports, as scripts/vm-run wires them:
 *   ttyS0  kernel console (and this program's own diagnostics)
 *   ttyS1  the command's stdout
 *   ttyS2  the command's stderr
 *   ttyS3  the verdict: a line "gpuslice-vm: exit N" per command run, or
 *          "gpuslice-vm: error MESSAGE" that ends the run, written by
 *          nothing but this program
 *
 * It mounts the usual file systems, then for each command (the one stored
 * NUL-separated in /etc/gpuslice-vm/cmd or, when /etc/gpuslice-vm/each
 * exists, each of those separated by a ";" argument): loads the modules
 * named in /etc/gpuslice-vm/modules, runs the command, kills what it left
 * running, unloads the modules again, checks that the kernel was not
 * tainted by a warning or an oops and, on a kernel with kmemleak (the debug
 * kernel), that nothing allocated during the command leaked, and writes its
 * verdict. Then it ends the VM. Every path ends in a reboot, which QEMU's
 * -no-reboot turns into an exit, a kernel panic too, with no verdict.
 *
 * Several commands share one boot because a boot costs minutes on a slow
 * CI machine. Each is marked on the console ("gpuslice-vm: command K
 * begins") so that vm-run knows which one a kernel report belongs to, and
 * on ttyS1 ("# gpuslice-vm: command K begins", "# gpuslice-vm: command K
 * exit N (S s)") so that its output can be told from the others'. In that
 * mode /etc/gpuslice-vm/timeout, if present, holds the seconds each
 * command may run; one that runs longer is killed and exits 124.
 *
 * A command may begin with module parameters, written as on the kernel's
 * command line: "nvsim.version=535.288.01 quota_test" runs quota_test with
 * nvsim answering as driver 535.288.01. They go into MODOPTS_FILE as
 * modprobe options for as long as the command runs, so that the modules
 * are loaded with them, and so is every reload the command makes itself
 * with modprobe (vmenv_reload_nvsim()); a parameter such a modprobe names
 * comes after them and wins. The next command starts without them.
 */

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>
#include <sys/mount.h>
#include <sys/reboot.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <signal.h>
#include <time.h>

#define CMD_FILE "/etc/gpuslice-vm/cmd"
#define EACH_FILE "/etc/gpuslice-vm/each"
#define TIMEOUT_FILE "/etc/gpuslice-vm/timeout"
#define KMEMLEAK "/sys/kernel/debug/kmemleak"
/* kmemleak reports nothing younger than 5 s (its jiffies_min_age) */
#define KMEMLEAK_MIN_AGE_S 6
#define MODULES_FILE "/etc/gpuslice-vm/modules"
#define MODOPTS_FILE "/etc/modprobe.d/gpuslice-vm.conf"
#define MAX_ARGS 256
#define MAX_MODULES 16
/* Exit status of a command killed for running past its time (timeout(1)'s). */
#define TIMED_OUT 124
/* How long the processes a command left behind get to die once killed. */
#define REAP_S 10

/* Kernel taint bits that mean the run went wrong (kernel/panic.c). */
#define TAINT_DIE (1UL << 7)
#define TAINT_WARN (1UL << 9)
#define TAINT_BAD_PAGE (1UL << 5)

static int verdict_fd = -1;

/*
 * A reboot, not a power-off: the debug kernel (tinyconfig) cannot power
 * off, and halted there instead, which left QEMU running.
 */
static void end_vm(void)
{
	sync();
	reboot(RB_AUTOBOOT);
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
	end_vm();
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

static volatile sig_atomic_t timed_out;

static void on_alarm(int sig)
{
	(void)sig;
	timed_out = 1;
}

/*
 * Runs argv in a session of its own for at most @timeout_s seconds (0: no
 * limit), then kills whatever is left of that session and reaps it.
 */
static int run_command(char **argv, int out_fd, int err_fd,
		       unsigned int timeout_s)
{
	int status, null_fd, i;
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
	timed_out = 0;
	alarm(timeout_s);
	while (waitpid(pid, &status, 0) < 0) {
		if (errno != EINTR)
			fail("waitpid: %s", strerror(errno));
		if (timed_out) {
			dprintf(err_fd, "gpuslice-vm: %s ran past %u s\n",
				argv[0], timeout_s);
			kill(-pid, SIGKILL);
		}
	}
	alarm(0);
	/* What it left running would hold the modules (and the next turn). */
	kill(-pid, SIGKILL);
	for (i = 0; i < REAP_S * 10; i++) {
		while (waitpid(-1, NULL, WNOHANG) > 0)
			;
		if (kill(-pid, 0) < 0)
			break;
		usleep(100 * 1000);
	}
	if (timed_out)
		return TIMED_OUT;
	return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

/* Writes @cmd to kmemleak's control file; false without kmemleak. */
static bool kmemleak(const char *cmd)
{
	int fd = open(KMEMLEAK, O_WRONLY | O_CLOEXEC);
	bool ok;

	if (fd < 0)
		return false;
	ok = write(fd, cmd, strlen(cmd)) == (ssize_t)strlen(cmd);
	close(fd);
	return ok;
}

/*
 * Scans twice: kmemleak does not report an object whose contents changed
 * since the scan before (its checksum), which on its first scan each
 * object's did.
 */
static bool kmemleak_scan(void)
{
	return kmemleak("scan") && kmemleak("scan");
}

/* The kernel's jiffies now (/proc/timer_list), 0 when unreadable. */
static unsigned long read_jiffies(void)
{
	unsigned long jiffies = 0;
	char line[256];
	FILE *f = fopen("/proc/timer_list", "r");

	while (f && fgets(line, sizeof(line), f))
		if (sscanf(line, "jiffies: %lu", &jiffies) == 1)
			break;
	if (f)
		fclose(f);
	return jiffies;
}

/* The jiffies when the first command's modules were about to load. */
static unsigned long run_jiffies;

/*
 * After the run, once the modules are gone: what kmemleak finds now
 * leaked during the run (what the kernel leaked before it was cleared).
 * The reports go to the console, where vm-run shows them. An object
 * allocated before the first module was loaded is the kernel's own, not
 * the run's: kmemleak can find one of boot's unreferenced only later (a
 * kmem_cache of swapper's, allocated at the first jiffy, was reported
 * after forward_test once in a CI run), so such reports are told on the
 * console, without kmemleak's words, and not failed.
 */
static void check_leaks(void)
{
	char *report, *block, *next, *at;
	unsigned long jiffies;
	bool leaked = false;
	size_t len;

	sleep(KMEMLEAK_MIN_AGE_S);
	if (!kmemleak_scan())
		fail("kmemleak scan: %s", strerror(errno));
	report = slurp(KMEMLEAK, &len);
	if (len && !strstr(report, "unreferenced object")) {
		fprintf(stderr, "%s", report);
		leaked = true;
	}
	for (block = strstr(report, "unreferenced object"); block; block = next) {
		next = strstr(block + 1, "unreferenced object");
		if (next)
			next[-1] = '\0';
		at = strstr(block, "jiffies ");
		if (at && sscanf(at, "jiffies %lu", &jiffies) == 1 &&
		    run_jiffies && jiffies < run_jiffies) {
			fprintf(stderr, "gpuslice-vm: kmemleak: an object of the kernel's from before the run (jiffies %lu < %lu), not the run's: %.60s\n",
				jiffies, run_jiffies,
				block + strlen("unreferenced object "));
			continue;
		}
		fprintf(stderr, "%s\n", block);
		leaked = true;
	}
	if (leaked)
		fail("kmemleak: memory leaked during the run");
	free(report);
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

/* Is @word a module parameter, MODULE.PARAM=VALUE? */
static bool is_module_param(const char *word)
{
	size_t name = strspn(word, "abcdefghijklmnopqrstuvwxyz0123456789_-");
	const char *eq = strchr(word, '=');

	return name && word[name] == '.' && eq && eq > word + name + 1;
}

/*
 * Writes the module parameters that lead the command @argv as modprobe
 * options (MODOPTS_FILE); returns how many words they were.
 */
static int set_module_params(char **argv)
{
	FILE *f = NULL;
	int n;

	for (n = 0; argv[n] && is_module_param(argv[n]); n++) {
		char *dot = strchr(argv[n], '.');

		if (!f) {
			mkdir("/etc/modprobe.d", 0755);
			f = fopen(MODOPTS_FILE, "w");
			if (!f)
				fail("write %s: %s", MODOPTS_FILE,
				     strerror(errno));
		}
		fprintf(f, "options %.*s %s\n", (int)(dot - argv[n]), argv[n],
			dot + 1);
	}
	if (f && fclose(f))
		fail("write %s: %s", MODOPTS_FILE, strerror(errno));
	return n;
}

/* Loads the modules named in MODULES_FILE, in order. */
static void load_modules(char **modules, int nmod)
{
	int i;

	for (i = 0; i < nmod; i++) {
		char *argv[] = { "/sbin/modprobe", modules[i], NULL };

		if (run_quiet(argv))
			fail("modprobe %s failed", modules[i]);
	}
}

static double now_s(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

/*
 * Why the module of @sysfs (its directory) is in use, into @buf: its
 * reference count, the modules that hold it, and the user processes
 * still alive (kernel threads have no command line).
 */
static void in_use_by(const char *sysfs, char *buf, size_t size)
{
	char path[300], line[64];
	size_t len = 0;
	struct dirent *d;
	DIR *dir;
	int fd;
	ssize_t n;

	snprintf(path, sizeof(path), "%s/refcnt", sysfs);
	fd = open(path, O_RDONLY);
	n = fd < 0 ? -1 : read(fd, line, sizeof(line) - 1);
	if (fd >= 0)
		close(fd);
	line[n > 0 ? n - 1 : 0] = '\0';
	len += snprintf(buf + len, size - len, "refcnt %s, holders:", line);
	snprintf(path, sizeof(path), "%s/holders", sysfs);
	dir = opendir(path);
	while (dir && (d = readdir(dir)) && len < size)
		if (d->d_name[0] != '.')
			len += snprintf(buf + len, size - len, " %s", d->d_name);
	if (dir)
		closedir(dir);
	if (len < size)
		len += snprintf(buf + len, size - len, ", processes:");
	dir = opendir("/proc");
	while (dir && (d = readdir(dir)) && len < size) {
		if (atoi(d->d_name) <= 1)
			continue;
		snprintf(path, sizeof(path), "/proc/%s/cmdline", d->d_name);
		fd = open(path, O_RDONLY);
		n = fd < 0 ? -1 : read(fd, line, sizeof(line) - 1);
		if (fd >= 0)
			close(fd);
		if (n > 0) {
			line[n] = '\0';
			len += snprintf(buf + len, size - len, " %s[%s]",
					line, d->d_name);
		}
	}
	if (dir)
		closedir(dir);
}

/*
 * Unloads them in reverse, unless the command already did: a module that
 * will not go has leaked a reference. One still in use is tried again
 * for REAP_S seconds (as modprobe -r --wait would), saying so on the
 * console: what the command's killed processes held, and what processes
 * outside its session hold (the verifier, killed by gpuslice's unload),
 * goes as they finish exiting, which a loaded host can make slow.
 */
static void unload_modules(char **modules, int nmod)
{
	char sysfs[128], why[400], *p;
	double start;
	int i;

	for (i = nmod - 1; i >= 0; i--) {
		char *argv[] = { "/sbin/rmmod", modules[i], NULL };

		snprintf(sysfs, sizeof(sysfs), "/sys/module/%s", modules[i]);
		for (p = sysfs; *p; p++)
			if (*p == '-')
				*p = '_';
		if (access(sysfs, F_OK) || !run_quiet(argv))
			continue;
		in_use_by(sysfs, why, sizeof(why));
		fprintf(stderr, "gpuslice-vm: rmmod %s: in use (%s); trying again\n",
			modules[i], why);
		start = now_s();
		while (run_quiet(argv)) {
			if (now_s() - start > REAP_S) {
				in_use_by(sysfs, why, sizeof(why));
				fail("rmmod %s failed after the command: %s",
				     modules[i], why);
			}
			usleep(100 * 1000);
		}
		fprintf(stderr, "gpuslice-vm: rmmod %s went after %.1f s\n",
			modules[i], now_s() - start);
	}
}

/*
 * Marks the start of command @k in the kernel's log, hence the console.
 * One write(2) per record: dprintf first asks /dev/kmsg for its offset
 * with SEEK_CUR, which the kernel refuses with EINVAL, and then writes
 * nothing.
 */
static void mark_console(int k)
{
	char line[64];
	int fd = open("/dev/kmsg", O_WRONLY | O_CLOEXEC);
	int n;

	if (fd < 0)
		fail("open /dev/kmsg: %s", strerror(errno));
	n = snprintf(line, sizeof(line), "gpuslice-vm: command %d begins\n", k);
	if (write(fd, line, n) != n)
		fail("write /dev/kmsg: %s", strerror(errno));
	close(fd);
}

int main(void)
{
	char *modules[MAX_MODULES], *args[MAX_ARGS + 1];
	int out_fd, err_fd, code, nmod = 0, nargs = 0, k, first, params;
	struct sigaction alarm_action = { .sa_handler = on_alarm };
	unsigned int timeout_s = 0;
	char *cmd, *mods, *p;
	unsigned long taint;
	size_t len, off;
	bool leaks = false, each;
	double start;

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
	/*
	 * busybox's applets as links where the commands expect them, made
	 * here in one process: a link each from vm-run's shell took seconds.
	 * The files already there (the test binaries) are kept.
	 */
	if (run_quiet((char *[]){ "/bin/busybox", "--install", "-s", NULL }))
		fail("busybox --install failed");
	/* no SA_RESTART: the alarm must interrupt waitpid() */
	sigaction(SIGALRM, &alarm_action, NULL);

	/*
	 * What the kernel itself left unreferenced so far is not ours; kmemleak
	 * reports nothing younger than its minimum age, so what boot left is
	 * scanned once it is that old (init may start sooner).
	 */
	if (!access(KMEMLEAK, F_OK)) {
		struct timespec up;

		clock_gettime(CLOCK_BOOTTIME, &up);
		if (up.tv_sec < KMEMLEAK_MIN_AGE_S)
			sleep(KMEMLEAK_MIN_AGE_S - up.tv_sec);
		leaks = kmemleak_scan() && kmemleak("clear");
		run_jiffies = read_jiffies();
	}

	mods = slurp(MODULES_FILE, &len);
	for (p = strtok(mods, "\n"); p; p = strtok(NULL, "\n")) {
		if (nmod == MAX_MODULES)
			fail("too many modules");
		modules[nmod++] = p;
	}

	each = access(EACH_FILE, F_OK) == 0;
	if (each && access(TIMEOUT_FILE, F_OK) == 0)
		timeout_s = strtoul(slurp(TIMEOUT_FILE, &len), NULL, 10);
	cmd = slurp(CMD_FILE, &len);
	for (off = 0; off < len && nargs < MAX_ARGS; off += strlen(cmd + off) + 1)
		args[nargs++] = cmd + off;
	if (!nargs || off < len)
		fail("bad command file");
	args[nargs] = NULL;

	for (k = 1, first = 0; first < nargs; k++) {
		int end = first;

		/* this command's words: up to the next ";" (with --each) */
		while (end < nargs && !(each && !strcmp(args[end], ";")))
			end++;
		args[end] = NULL;
		params = set_module_params(args + first);
		if (end == first + params)
			fail("empty command %d", k);

		load_modules(modules, nmod);
		if (each) {
			mark_console(k);
			dprintf(out_fd, "# gpuslice-vm: command %d begins\n", k);
		}
		start = now_s();
		code = run_command(args + first + params, out_fd, err_fd,
				   timeout_s);
		if (each)
			dprintf(out_fd, "# gpuslice-vm: command %d exit %d (%.0f s)\n",
				k, code, now_s() - start);
		tcdrain(out_fd);
		tcdrain(err_fd);
		unload_modules(modules, nmod);
		unlink(MODOPTS_FILE);

		if (leaks) {
			check_leaks();
			kmemleak("clear");
		}
		taint = read_taint();
		if (taint & (TAINT_DIE | TAINT_WARN | TAINT_BAD_PAGE))
			fail("kernel tainted (%lu): oops, BUG or WARN during the run",
			     taint);

		dprintf(verdict_fd, "gpuslice-vm: exit %d\n", code);
		tcdrain(verdict_fd);
		first = end + 1;
	}
	end_vm();
	return 0;
}
