// SPDX-License-Identifier: GPL-2.0
/*
 * The recorder. Each record (an IOCTL with its argument lines included)
 * goes out in one write() on an O_APPEND file, so records of threads, and
 * of processes sharing one file, never interleave within a record.
 *
 * What an IOCTL record holds (tests/fixtures/README.md):
 * - pre/post: the argument, _IOC_SIZE bytes for nvidia.ko's nodes; for
 *   nvidia-uvm, whose numbers carry no size, the command's size from the
 *   core's table (the H100 recorder took 4096 bytes of every UVM
 *   argument; gpuslice-replay takes the table's size and pads), and 4096
 *   bytes for a command the table does not know;
 * - subpre/subpost for RM_CONTROL and RM_ALLOC: the params buffer, the
 *   control's paramsSize bytes, or the class's parameter size for
 *   RM_ALLOC (RM copies that many and ignores paramsSize, which CUDA sets
 *   to 0), 512 bytes for a class the core does not know; none when the
 *   pointer is NULL.
 * Only what is readable is taken: a bad pointer gives a shorter record,
 * as it gives the driver's EFAULT.
 */

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "mem.h"
#include "nv_charge.h"
#include "nv_class.h"
#include "trace.h"

/* Readable bytes of an argument the table cannot size */
#define UNSIZED_UVM	4096
#define UNSIZED_CLASS	512
/* The most a params buffer can be: RM copies no more for a control */
#define MAX_SUB		(1U << 20)
/* Out of the way of the program's low fds, which some code closes */
#define TRACE_FD_MIN	512

static int trace_fd = -1;
static unsigned long seq;

int gs_trace_start(const char *path)
{
	int fd, high;

	fd = (int)syscall(SYS_openat, AT_FDCWD, path,
			  O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
	if (fd < 0)
		return -errno;
	high = fcntl(fd, F_DUPFD_CLOEXEC, TRACE_FD_MIN);
	if (high >= 0) {
		syscall(SYS_close, fd);
		fd = high;
	}
	trace_fd = fd;
	return 0;
}

bool gs_trace_on(void)
{
	return trace_fd >= 0;
}

static void emit(const char *buf, size_t len)
{
	while (len) {
		ssize_t n = write(trace_fd, buf, len);

		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return;
		buf += n;
		len -= n;
	}
}

static void emit_line(const char *fmt, int fd, const struct gs_fd *f)
{
	char path[64], line[128];
	int n;

	gs_fd_path(f, path, sizeof(path));
	n = snprintf(line, sizeof(line), fmt, fd, path);
	if (n > 0 && (size_t)n < sizeof(line))
		emit(line, n);
}

void gs_trace_open(int fd, const struct gs_fd *f)
{
	if (gs_trace_on())
		emit_line("OPEN fd=%d %s\n", fd, f);
}

void gs_trace_close(int fd, const struct gs_fd *f)
{
	if (gs_trace_on())
		emit_line("CLOSE fd=%d %s\n", fd, f);
}

void gs_trace_mmap(int fd, const struct gs_fd *f, size_t len, int prot,
		   int flags, off_t off, void *addr)
{
	char path[64], line[256];
	int n;

	if (!gs_trace_on())
		return;
	gs_fd_path(f, path, sizeof(path));
	n = snprintf(line, sizeof(line),
		     "MMAP fd=%d %s len=%zu prot=%d flags=%#x off=%#llx -> %#llx\n",
		     fd, path, len, prot, (unsigned int)flags,
		     (unsigned long long)off,
		     (unsigned long long)(uintptr_t)addr);
	if (n > 0 && (size_t)n < sizeof(line))
		emit(line, n);
}

/*
 * The driver the calls go to: its version (NULL: it did not say), the
 * table the engine reads them with (NULL: none, refused) and how it was
 * chosen, before the records of its calls.
 */
void gs_trace_driver(const char *version, const char *table,
		     const char *match)
{
	char line[160];
	int n;

	if (!gs_trace_on())
		return;
	n = snprintf(line, sizeof(line), "DRIVER version=%.32s table=%.32s match=%s\n",
		     version ?: "unknown", table ?: "none", match);
	emit(line, (size_t)n);
}

void gs_trace_mark(const char *name)
{
	char line[256];
	size_t i, n = 5;

	if (!gs_trace_on())
		return;
	memcpy(line, "MARK ", 5);
	/* one word: the format splits on spaces and ends at the newline */
	for (i = 0; name && name[i] && n < sizeof(line) - 2; i++)
		line[n++] = (unsigned char)name[i] <= ' ' ? '_' : name[i];
	if (n == 5)
		line[n++] = '_';
	line[n++] = '\n';
	emit(line, n);
}

/* The bytes a request's argument has, as the record states them. */
static size_t arg_size(const struct gs_abi *abi, const struct gs_fd *f,
		       unsigned long req)
{
	const struct gs_uvm_cmd *c;

	if (f->kind != GS_FD_UVM && f->kind != GS_FD_UVM_TOOLS)
		return _IOC_SIZE(req);
	c = gs_uvm_cmd_find(abi, (u32)req);
	return c ? c->size : UNSIZED_UVM;
}

/* The params buffer of an RM_CONTROL or RM_ALLOC argument, if any. */
static void sub_of(struct gs_trace_call *t, const struct gs_abi *abi,
		   const struct gs_fd *f, unsigned long req)
{
	struct gs_nv_op op;
	size_t want = 0;

	if (f->kind != GS_FD_CTL && f->kind != GS_FD_GPU)
		return;
	if (!gs_nv_op_decode(abi, _IOC_NR(req), t->pre, t->len, &op) ||
	    t->len != _IOC_SIZE(req) || !op.params)
		return;
	if (op.kind == GS_NV_OP_CONTROL)
		want = op.params_size;
	else if (op.kind == GS_NV_OP_ALLOC)
		want = gs_nv_class_find(op.abi, op.cls) ? op.params_size :
							  UNSIZED_CLASS;
	else
		return;
	if (want > MAX_SUB)
		want = MAX_SUB;
	t->sub = malloc(want ? want : 1);
	if (!t->sub)
		return;
	t->sub_ptr = op.params;
	t->sub_len = gs_mem_read(t->sub, (void *)(uintptr_t)op.params, want);
}

void gs_trace_ioctl_begin(struct gs_trace_call *t, const struct gs_abi *abi,
			  const struct gs_fd *f, unsigned long req, void *arg)
{
	memset(t, 0, sizeof(*t));
	if (!gs_trace_on())
		return;
	t->size = arg_size(abi, f, req);
	t->pre = malloc(t->size ? t->size : 1);
	if (!t->pre)
		return;
	t->len = gs_mem_read(t->pre, arg, t->size);
	sub_of(t, abi, f, req);
}

static char *hex(char *out, const unsigned char *b, size_t len)
{
	static const char digits[] = "0123456789abcdef";
	size_t i;

	for (i = 0; i < len; i++) {
		*out++ = digits[b[i] >> 4];
		*out++ = digits[b[i] & 15];
	}
	return out;
}

void gs_trace_ioctl_end(struct gs_trace_call *t, int fd,
			const struct gs_fd *f, unsigned long req, void *arg,
			int ret, int err)
{
	unsigned char *post = NULL, *subpost = NULL;
	size_t len = t->len, sub_len = t->sub_len, cap;
	char path[64], *buf = NULL, *p;
	unsigned long n;

	if (!t->pre)
		return;
	post = malloc(len ? len : 1);
	if (!post)
		goto out;
	/* pre and post are of one length: what stayed readable */
	len = gs_mem_read(post, arg, len);
	if (t->sub) {
		subpost = malloc(sub_len ? sub_len : 1);
		if (!subpost)
			goto out;
		sub_len = gs_mem_read(subpost, (void *)(uintptr_t)t->sub_ptr,
				      sub_len);
	}
	cap = 256 + 4 * len + 4 * sub_len + 64;
	buf = malloc(cap);
	if (!buf)
		goto out;
	gs_fd_path(f, path, sizeof(path));
	n = __atomic_add_fetch(&seq, 1, __ATOMIC_RELAXED);
	p = buf + snprintf(buf, 256,
			   "IOCTL %lu pid=%d tid=%d fd=%d %s req=%#lx nr=%#x size=%zu ret=%d errno=%d\n pre=",
			   n, (int)getpid(), (int)syscall(SYS_gettid), fd, path,
			   req, (unsigned int)_IOC_NR(req), t->size, ret,
			   ret < 0 ? err : 0);
	p = hex(p, t->pre, len);
	p = stpcpy(p, "\n post=");
	p = hex(p, post, len);
	*p++ = '\n';
	if (t->sub) {
		p = stpcpy(p, " subpre=");
		p = hex(p, t->sub, sub_len);
		p = stpcpy(p, "\n subpost=");
		p = hex(p, subpost, sub_len);
		*p++ = '\n';
	}
	emit(buf, p - buf);
out:
	free(buf);
	free(subpost);
	free(post);
	free(t->sub);
	free(t->pre);
	t->pre = NULL;
	t->sub = NULL;
}
