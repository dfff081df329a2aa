// SPDX-License-Identifier: GPL-2.0
/*
 * process_vm_readv() on the process itself: the kernel copies, and a bad
 * address ends the copy (a short count) instead of raising SIGSEGV. Where
 * it fails for another reason than a bad address (a seccomp filter that
 * forbids it), plain copies are used: the program's pointers are then
 * trusted, as the program itself trusts them.
 *
 * That system call is most of the engine's cost per driver call, and the
 * arguments CUDA passes live in the calling thread's stack (the H100
 * fixtures: every RM_ALLOC's parameters). Memory between this frame and
 * the top of the thread's stack is the live frames of its callers, so
 * mapped: it is copied plainly.
 */

#include <errno.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>
#include <sys/uio.h>
#include <unistd.h>

#include "mem.h"

/* getpid() is a system call: the pid is kept, and renewed after fork */
static pid_t self;

static pid_t self_pid(void)
{
	if (!self)
		self = getpid();
	return self;
}

void gs_mem_forked(void)
{
	self = 0;
}

static bool forbidden(void)
{
	return errno != EFAULT;
}

/* This thread's stack; empty (1, 1) when it cannot be known. */
static __thread uintptr_t stack_base, stack_top;

static void find_stack(void)
{
	pthread_attr_t attr;
	void *base;
	size_t size;

	stack_base = 1;
	stack_top = 1;
	if (pthread_getattr_np(pthread_self(), &attr))
		return;
	if (!pthread_attr_getstack(&attr, &base, &size)) {
		stack_base = (uintptr_t)base;
		stack_top = (uintptr_t)base + size;
	}
	pthread_attr_destroy(&attr);
}

/*
 * Whether [@p, @p + @len) lies in the live frames of this thread's
 * callers: above this frame, below the top of the stack this frame is in
 * (not so on a stack of the program's own, a coroutine's or a signal's).
 */
static bool in_callers_frames(const void *p, size_t len)
{
	uintptr_t a = (uintptr_t)p, here = (uintptr_t)__builtin_frame_address(0);

	if (!stack_top)
		find_stack();
	return here >= stack_base && here < stack_top && a >= here &&
	       a + len >= a && a + len <= stack_top;
}

size_t gs_mem_read(void *dst, const void *src, size_t len)
{
	struct iovec local = { .iov_base = dst, .iov_len = len };
	struct iovec remote = { .iov_base = (void *)src, .iov_len = len };
	ssize_t n;

	if (!src || !len)
		return 0;
	if (in_callers_frames(src, len)) {
		memcpy(dst, src, len);
		return len;
	}
	n = process_vm_readv(self_pid(), &local, 1, &remote, 1, 0);
	if (n < 0 && forbidden()) {
		memcpy(dst, src, len);
		return len;
	}
	return n < 0 ? 0 : (size_t)n;
}

bool gs_mem_write(void *dst, const void *src, size_t len)
{
	struct iovec local = { .iov_base = (void *)src, .iov_len = len };
	struct iovec remote = { .iov_base = dst, .iov_len = len };
	ssize_t n;

	if (!dst)
		return false;
	if (in_callers_frames(dst, len)) {
		memcpy(dst, src, len);
		return true;
	}
	n = process_vm_writev(self_pid(), &local, 1, &remote, 1, 0);
	if (n < 0 && forbidden()) {
		memcpy(dst, src, len);
		return true;
	}
	return n == (ssize_t)len;
}
