// SPDX-License-Identifier: GPL-2.0

#include <dirent.h>
#include <signal.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>

#include "nvrm.h"
#include "vmenv.h"

int vmenv_run(const char *a0, const char *a1, const char *a2)
{
	int status;
	pid_t pid = fork();

	if (pid == 0) {
		int null = open("/dev/null", O_WRONLY);

		dup2(null, 1);
		dup2(null, 2);
		execlp(a0, a0, a1, a2, (char *)NULL);
		_exit(127);
	}
	if (pid < 0 || waitpid(pid, &status, 0) < 0)
		return -1;
	return WIFEXITED(status) ? WEXITSTATUS(status) : 128;
}

int vmenv_modprobe(const char *name)
{
	char path[128], state[16];
	int ret = vmenv_run("modprobe", name, NULL);
	int i;

	if (ret)
		return ret;
	snprintf(path, sizeof(path), "/sys/module/%s/initstate", name);
	for (i = 0; i < 1000; i++) {
		FILE *f = fopen(path, "r");
		bool live = false;

		if (f) {
			live = fgets(state, sizeof(state), f) &&
			       !strcmp(state, "live\n");
			fclose(f);
		}
		if (live)
			return 0;
		usleep(10000);
	}
	return -1;
}

bool vmenv_module_loaded(void)
{
	return access("/sys/module/gpuslice", F_OK) == 0;
}

unsigned int vmenv_nvsim_gpus(void)
{
	unsigned int n = 0;
	FILE *f = fopen("/sys/module/nvsim/parameters/gpus", "r");

	if (!f)
		return 0;
	if (fscanf(f, "%u", &n) != 1)
		n = 0;
	fclose(f);
	return n;
}

void vmenv_remove_nodes(void)
{
	char name[32];
	int i;

	unlink("/dev/nvidiactl");
	for (i = 0; i < 4; i++) {
		snprintf(name, sizeof(name), "/dev/nvidia%d", i);
		unlink(name);
	}
}

int vmenv_two_gpus(bool *made)
{
	int ret;

	*made = false;
	if (access("/dev/nvidia0", F_OK) != 0) {
		vmenv_remove_nodes();
		if (mknod("/dev/nvidiactl", S_IFCHR | 0666, makedev(195, 255)) ||
		    mknod("/dev/nvidia0", S_IFCHR | 0666, makedev(195, 0)) ||
		    mknod("/dev/nvidia1", S_IFCHR | 0666, makedev(195, 1))) {
			ret = -errno;
			vmenv_remove_nodes();
			return ret;
		}
		*made = true;
	} else if (vmenv_nvsim_gpus() == 1) {
		/* gpuslice's verifier holds the driver open: it goes first */
		bool gpuslice = vmenv_module_loaded();

		if (gpuslice && vmenv_run("rmmod", "gpuslice", NULL))
			return -EBUSY;
		if (vmenv_run("rmmod", "nvsim", NULL) == 0 &&
		    vmenv_run("modprobe", "nvsim", "gpus=2") != 0 &&
		    vmenv_modprobe("nvsim") != 0)
			return -ENODEV;
		if (gpuslice && vmenv_modprobe("gpuslice"))
			return -ENODEV;
	}
	return 0;
}

long long vmenv_slice_used(const char *name)
{
	static const char key[] = "\"memory_used\":";
	char cmd[128], line[512];
	long long used = -1;
	FILE *f;
	char *p;

	snprintf(cmd, sizeof(cmd), "gpuslice show %s --json", name);
	f = popen(cmd, "r");
	if (!f)
		return -1;
	if (fgets(line, sizeof(line), f)) {
		p = strstr(line, key);
		if (p)
			used = strtoll(p + strlen(key), NULL, 10);
	}
	pclose(f);
	return used;
}

int vmenv_reload_nvsim(const char *params)
{
	char cmd[256];

	snprintf(cmd, sizeof(cmd), "modprobe nvsim %s", params);
	/* a version parameter changes the facts the RM client takes */
	nvrm_abi_forget();
	if (vmenv_run("rmmod", "gpuslice", NULL) ||
	    vmenv_run("rmmod", "nvsim", NULL) ||
	    vmenv_run("sh", "-c", cmd) || vmenv_modprobe("nvsim") ||
	    vmenv_modprobe("gpuslice"))
		return -1;
	return 0;
}

/* nvsim's GPU @gpu: its heap's bytes taken (@taken) or held by objects. */
static long long nvsim_fb(unsigned int gpu, bool taken)
{
	unsigned long long total, used, hidden, free, uvm;
	FILE *f = fopen("/sys/kernel/debug/nvsim/fb", "r");
	long long ret = -1;
	unsigned int g;

	if (!f)
		return -1;
	while (fscanf(f, "gpu %u total %llu used %llu hidden %llu free %llu uvm %llu\n",
		      &g, &total, &used, &hidden, &free, &uvm) == 6)
		if (g == gpu)
			ret = (long long)(taken ? total - free : used);
	fclose(f);
	return ret;
}

long long vmenv_nvsim_fb_used(unsigned int gpu)
{
	return nvsim_fb(gpu, false);
}

long long vmenv_nvsim_fb_taken(unsigned int gpu)
{
	return nvsim_fb(gpu, true);
}

static bool pid_alive(int pid)
{
	return kill(pid, 0) == 0 || errno == EPERM;
}

int vmenv_nvsim_dead_owners(const char *file, const char *fmt,
			    bool need_count)
{
	char line[256];
	unsigned int h, g, n = 0;
	int pid, dead = 0;
	FILE *f = fopen(file, "r");

	if (!f)
		return -1;
	while (fgets(line, sizeof(line), f)) {
		if (sscanf(line, fmt, &h, &pid, &g, &n) < 2)
			continue;
		if (!pid_alive(pid) && (!need_count || n)) {
			printf("# %s: %s", file, line);
			dead++;
		}
	}
	fclose(f);
	return dead;
}

int vmenv_kill_named(const char *prefix)
{
	char path[300], comm[32];
	struct dirent *d;
	DIR *proc = opendir("/proc");
	int n = 0;

	while (proc && (d = readdir(proc))) {
		FILE *f;

		if (d->d_name[0] < '1' || d->d_name[0] > '9')
			continue;
		snprintf(path, sizeof(path), "/proc/%s/comm", d->d_name);
		f = fopen(path, "r");
		if (!f)
			continue;
		if (fgets(comm, sizeof(comm), f) &&
		    !strncmp(comm, prefix, strlen(prefix)) &&
		    !kill(atoi(d->d_name), SIGKILL))
			n++;
		fclose(f);
	}
	if (proc)
		closedir(proc);
	return n;
}

int vmenv_kmsg_open(void)
{
	int fd = open("/dev/kmsg", O_RDONLY | O_NONBLOCK | O_CLOEXEC);

	if (fd < 0)
		return -errno;
	if (lseek(fd, 0, SEEK_END) < 0) {
		close(fd);
		return -errno;
	}
	return fd;
}

int vmenv_kmsg_count(int fd, const char *needle, char *first, size_t size)
{
	char rec[8192];
	int found = 0;
	ssize_t n;

	for (;;) {
		n = read(fd, rec, sizeof(rec) - 1);
		if (n < 0 && errno == EPIPE)
			continue;	/* overwritten before it was read */
		if (n < 0 && errno == EAGAIN)
			return found;
		if (n <= 0)
			return -1;
		rec[n] = '\0';
		/* "prio,seq,time,flags;message\n", then "key=value" lines */
		if (!strstr(rec, needle))
			continue;
		if (!found++ && first)
			snprintf(first, size, "%s", strchr(rec, ';') ?
				 strchr(rec, ';') + 1 : rec);
	}
}
