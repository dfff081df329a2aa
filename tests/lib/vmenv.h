/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The test VM's state around the modules under test: whether gpuslice.ko
 * is loaded, the simulated driver's GPUs, the fake NVIDIA nodes the tests
 * make, and module tools run quietly.
 */
#ifndef _TEST_VMENV_H
#define _TEST_VMENV_H

#include <stdbool.h>
#include <stddef.h>

/*
 * Runs @a0 (looked up in PATH) with the arguments @a1 and @a2 (NULL ends
 * them early), its output thrown away. Returns its exit status, 127 when
 * it could not be started, 128 when a signal killed it, -1 when fork or
 * wait failed.
 */
int vmenv_run(const char *a0, const char *a1, const char *a2);

/*
 * Loads module @name with modprobe and waits (up to 10 s) until its
 * initialisation has finished. busybox's modprobe answers 0 as soon as
 * the module is listed, which it is while another modprobe (the kernel's
 * autoload) is still running its init; until then rmmod is refused with
 * EBUSY. Returns modprobe's exit status, or -1 when the module never
 * became live.
 */
int vmenv_modprobe(const char *name);

/* Is gpuslice.ko loaded (/sys/module/gpuslice)? */
bool vmenv_module_loaded(void);

/* GPUs of the simulated driver when it is loaded, else 0 (no driver). */
unsigned int vmenv_nvsim_gpus(void);

/* Removes /dev/nvidiactl and /dev/nvidia0 to /dev/nvidia3. */
void vmenv_remove_nodes(void);

/* Slice @name's memory use as `gpuslice show` reports it, bytes; -1 on error. */
long long vmenv_slice_used(const char *name);

/*
 * GPUs for the slice tests. Without a driver's nodes, makes fake ones for
 * two GPUs (the module only counts nodes) and sets *made; with the
 * simulated driver at one GPU, loads it again with two (with one again
 * when that fails), gpuslice around it when loaded, so no slice may
 * exist; otherwise leaves what is there. Returns 0, mknod's negative
 * errno (no node is left), -EBUSY when gpuslice would not unload, or
 * -ENODEV when a module could not be loaded back.
 */
int vmenv_two_gpus(bool *made);

/*
 * Loads nvsim again with module parameters @params ("" for its defaults,
 * or for the VM's: the version a suite was started at, vm-run's module
 * parameters, is kept unless @params names another), gpuslice around it: gpuslice goes first, since its verifier holds the
 * driver open, so every slice must be deleted before; the RM client asks
 * the driver's version again (nvrm_abi_forget()). Returns 0, or -1 when a
 * module would not unload or load.
 */
int vmenv_reload_nvsim(const char *params);

/*
 * Bytes of framebuffer objects nvsim holds on its GPU @gpu (its debugfs
 * "fb" file), or -1 when it cannot be read.
 */
long long vmenv_nvsim_fb_used(unsigned int gpu);

/*
 * Bytes of nvsim's GPU @gpu's heap taken by anything (its debugfs "fb"
 * file: total less free): framebuffer objects, what RM keeps for itself
 * and resident managed memory; -1 when it cannot be read.
 */
long long vmenv_nvsim_fb_taken(unsigned int gpu);

/*
 * The lines of nvsim's debugfs file @file, parsed by @fmt (a handle, a
 * pid, then optionally a GPU and a count), that name a process that is
 * gone (with @need_count, only those whose count is not 0): how many,
 * each printed as a "# " diagnostic; -1 when @file cannot be read.
 */
int vmenv_nvsim_dead_owners(const char *file, const char *fmt,
			    bool need_count);

/*
 * Sends SIGKILL to every process whose comm starts with @prefix (the
 * verifier, "gpuslice-verif"; sandbox helpers, "gpuslice-sandb"); how
 * many there were.
 */
int vmenv_kill_named(const char *prefix);

/*
 * A reader of the kernel's log (/dev/kmsg) from now on: its records so
 * far are skipped. Returns the fd, or a negative errno.
 */
int vmenv_kmsg_open(void);

/*
 * Reads the records logged since @fd was opened or last read: how many
 * contain @needle, the first of them copied to @first (@size bytes, when
 * not NULL); -1 when the log cannot be read. Records the log lost before
 * they were read are skipped.
 */
int vmenv_kmsg_count(int fd, const char *needle, char *first, size_t size);

#endif /* _TEST_VMENV_H */
