// SPDX-License-Identifier: GPL-2.0
/*
 * Mutations of one ioctl, each what a hostile container can send: flipped
 * bits, interesting values at aligned offsets, another slice's client as
 * the one the call acts for, fds of other files (other nodes, another
 * thread's, stdin, closed numbers) in fd fields, parameter pointers to nothing, to the kernel or
 * to a page that ends early, wrong parameter sizes, wrong size bits in the
 * request, unknown escapes, and the call wrapped in an XFER.
 */

#include <string.h>
#include <sys/ioctl.h>

#include "fuzz.h"


static const uint32_t interesting[] = {
	0, 1, 2, 127, 128, 255, 256, 4095, 4096, 32767, 65535,
	65536, INT32_MAX, 1U << 31, UINT32_MAX - 1, UINT32_MAX,
	/* classes CUDA allocates, and the handles it gives them */
	GS_ABI_CLS_ROOT_CLIENT, GS_ABI_CLS_DEVICE_0, GS_ABI_CLS_SUBDEVICE_0,
	GS_ABI_CLS_KEPLER_CHANNEL_GROUP_A, GS_ABI_CLS_HOPPER_CHANNEL_GPFIFO_A,
	GS_ABI_CLS_FERMI_VASPACE_A, GS_ABI_CUDA_HANDLE_BASE + 2,
	GS_ABI_CUDA_HANDLE_BASE + 3,
};

/* A client of another slice, from the shared pool, or 0. */
static uint32_t foreign_client(struct fz_replay *r)
{
	unsigned int i, start = fz_below(&r->rng, FZ_POOL);
	uint64_t v;

	for (i = 0; i < FZ_POOL; i++) {
		v = __atomic_load_n(&r->cfg->sh->pool[(start + i) % FZ_POOL],
				    __ATOMIC_RELAXED);
		if (v && (v >> 32) != r->slice)
			return (uint32_t)v;
	}
	return 0;
}

/* An fd that is not the one the field should name. */
static int32_t other_fd(struct fz_replay *r)
{
	switch (fz_below(&r->rng, 5)) {
	case 0:
		return fz_sibling_fd(&r->rng);	/* another thread's file */
	case 1:
		return -1;
	case 2:
		return 0;		/* stdin: not a device at all */
	case 3:
		return 1000 + fz_below(&r->rng, 24);	/* closed */
	default: {
		unsigned int i = fz_below(&r->rng, FZ_MAX_FDS);

		while (i < FZ_MAX_FDS && r->fds[i] < 0)
			i++;
		return i < FZ_MAX_FDS ? r->fds[i] : 3;
	}
	}
}

/* A pointer the kernel must not follow, or must stop short in. */
static uint64_t bad_pointer(struct fz_replay *r, uint32_t len)
{
	switch (fz_below(&r->rng, 5)) {
	case 0:
		return 0;
	case 1:
		return 1 + fz_below(&r->rng, FZ_PAGE);
	case 2:
		return 0xffff888000000000ULL + fz_below(&r->rng, 1 << 20);
	case 3:
		return (uintptr_t)r->guard;
	default:	/* the last few bytes before the guard page */
		return (uintptr_t)r->guard - (len ? fz_below(&r->rng, len) : 0);
	}
}

static uint32_t random_size(struct fz_replay *r, uint32_t size)
{
	switch (fz_below(&r->rng, 5)) {
	case 0:
		return 0;
	case 1:
		return size ? size - 1 - fz_below(&r->rng, size) : 4;
	case 2:
		return size + 1 + fz_below(&r->rng, 64);
	case 3:
		return 0xffffffffu - fz_below(&r->rng, 16);
	default:
		return fz_below(&r->rng, 1 << 20);
	}
}

uint32_t fz_mutate(struct fz_replay *r, const struct fz_rec *rec,
		   uint32_t req, uint8_t **argp, uint32_t *size, uint8_t *sub,
		   bool *foreign)
{
	uint32_t nr = _IOC_NR(req), len = *size, sub_size = rec->sub_size;
	uint8_t *arg = *argp;
	bool rm = rec->node == GS_NV_NODE_CTL || rec->node == GS_NV_NODE_GPU;
	const struct gs_nv_escape *e = rm ? gs_nv_escape_find(r->abi, nr) : NULL;
	const struct gs_nv_fd_field *fdf = NULL;
	const struct gs_uvm_cmd *c;
	uint8_t *p;
	uint32_t v;

	if (e && e->fd.kind != GS_NV_FD_NONE)
		fdf = &e->fd;
	if (!rm) {
		c = gs_uvm_cmd_find(r->abi, req);
		if (c && c->fd.kind != GS_NV_FD_NONE)
			fdf = &c->fd;
	}
	switch (fz_below(&r->rng, 11)) {
	case 0:		/* flip bits of the argument or the parameters */
	case 1:
		p = sub && fz_below(&r->rng, 2) ? sub : arg;
		len = p == sub ? sub_size : len;
		for (v = fz_below(&r->rng, 4) + 1; v && len; v--)
			p[fz_below(&r->rng, len)] ^= 1 << fz_below(&r->rng, 8);
		break;
	case 2:		/* an interesting value at an aligned offset */
		p = sub && fz_below(&r->rng, 2) ? sub : arg;
		len = p == sub ? sub_size : len;
		if (len >= 4)
			fz_wr32(p + 4 * fz_below(&r->rng, len / 4),
			     interesting[fz_below(&r->rng,
				ARRAY_SIZE(interesting))]);
		break;
	case 3:		/* act for another slice's client */
		if (e && e->client != GS_NV_NO_FIELD &&
		    e->client + 4u <= len) {
			v = foreign_client(r);
			if (v) {
				fz_wr32(arg + e->client, v);
				*foreign = true;
			}
		}
		break;
	case 4:		/* the fd field names another file */
		if (fdf && fdf->offset + 4u <= len)
			fz_wr32(arg + fdf->offset, (uint32_t)other_fd(r));
		break;
	case 5:		/* the parameter pointer goes nowhere good */
		if (rm && (nr == FZ_ESC_CONTROL || nr == FZ_ESC_ALLOC) && len >= 24) {
			uint64_t bad = bad_pointer(r, sub_size);

			memcpy(arg + 16, &bad, 8);
		} else if (len >= 8) {	/* a pointer inside the argument */
			uint64_t bad = bad_pointer(r, 64);

			memcpy(arg + 8 * fz_below(&r->rng, len / 8), &bad, 8);
		}
		break;
	case 6:		/* the parameter size is wrong */
		if (rm && (nr == FZ_ESC_CONTROL || nr == FZ_ESC_ALLOC) && len >= 28)
			fz_wr32(arg + fz_params_size_off(nr, len),
				random_size(r, sub_size));
		break;
	case 7:		/* wrong size bits in the request */
		if (rm) {
			v = random_size(r, len) & _IOC_SIZEMASK;
			req = _IOC(_IOC_DIR(req), _IOC_TYPE(req), nr, v);
			/* the driver reads that much: let it, up to the guard */
			if (v > len && v <= 4 * FZ_PAGE) {
				memmove(arg - (v - len), arg, len);
				*argp = arg - (v - len);
				*size = v;
			}
		}
		break;
	case 8:		/* an escape or UVM command nobody knows */
		v = fz_below(&r->rng, 256);
		req = rm ? _IOC(_IOC_READ | _IOC_WRITE, 'F', v, len) :
			   (fz_below(&r->rng, 2) ? v : fz_rand(&r->rng));
		break;
	case 9:		/* wrapped in an XFER, its size perhaps wrong */
		if (rm) {
			/* the wrapper goes just below the argument */
			uint8_t *xfer = arg - 16;
			uint64_t ptr = (uintptr_t)arg;

			fz_wr32(xfer, fz_below(&r->rng, 4) ? nr :
				   fz_below(&r->rng, 256));
			fz_wr32(xfer + 4, fz_below(&r->rng, 2) ? len :
				       random_size(r, len));
			memcpy(xfer + 8, &ptr, 8);
			req = _IOC(_IOC_READ | _IOC_WRITE, 'F', FZ_ESC_XFER, 16);
			*argp = xfer;
			*size = 16;
		}
		break;
	default:	/* the direction bits are wrong */
		if (rm)
			req = _IOC(fz_below(&r->rng, 4), _IOC_TYPE(req), nr,
				   _IOC_SIZE(req));
		break;
	}
	return req;
}
