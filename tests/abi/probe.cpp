// SPDX-License-Identifier: GPL-2.0 OR MIT
//
// The probe: every fact of the ABI description (core/nv_abi_*.def) computed
// by the compiler from one NVIDIA tag's headers, vendored under
// tests/abi/nvidia/TAG, and printed one per line as "NAME VALUE" (VALUE a
// number, "absent", or "read" for behaviour the headers do not carry).
// scripts/nv-abi builds it for each tag and compares its output with the
// description's values for that version (tests/abi/describe.c).
//
// C++ only for one thing C lacks: asking whether a structure has a member
// (AT), which tells a field NVIDIA removed from one it renamed by mistake.
// The description's rows stay plain C for everyone else.

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>

#include "nvtypes.h"
#include "nvstatus.h"
#include "nvlimits.h"
#include "nvmisc.h"
#include "nvos.h"
#include "alloc/alloc_channel.h"
#include "class/cl0005.h"
#include "class/cl000f.h"
#include "class/cl0070.h"
#include "class/cl0080.h"
#include "class/cl00c2.h"
#include "class/cl00de.h"
#include "class/cl00f8.h"
#include "class/cl2080.h"
#include "class/clc361.h"
#include "class/clc637.h"
#include "class/clc638.h"
#include "class/clc639.h"
#include "class/clc640.h"
#include "class/clc86f.h"
#if __has_include("class/cl00f1.h")
#include "class/cl00f1.h"
#endif
#include "ctrl/ctrl0000/ctrl0000client.h"
#include "ctrl/ctrl0000/ctrl0000gpu.h"
#include "ctrl/ctrl0000/ctrl0000syncgpuboost.h"
#include "ctrl/ctrl0000/ctrl0000system.h"
#include "ctrl/ctrl0000/ctrl0000unix.h"
#include "ctrl/ctrl0041.h"
#include "ctrl/ctrl0080.h"
#include "ctrl/ctrl2080/ctrl2080bus.h"
#include "ctrl/ctrl2080/ctrl2080ce.h"
#include "ctrl/ctrl2080/ctrl2080fb.h"
#include "ctrl/ctrl2080/ctrl2080fifo.h"
#include "ctrl/ctrl2080/ctrl2080gpu.h"
#include "ctrl/ctrl2080/ctrl2080gpumon.h"
#include "ctrl/ctrl2080/ctrl2080gr.h"
#include "ctrl/ctrl2080/ctrl2080grmgr.h"
#include "ctrl/ctrl2080/ctrl2080gsp.h"
#include "ctrl/ctrl2080/ctrl2080mc.h"
#include "ctrl/ctrl2080/ctrl2080nvlink.h"
#include "ctrl/ctrl2080/ctrl2080perf.h"
#include "ctrl/ctrl2080/ctrl2080rc.h"
#include "ctrl/ctrl2080/ctrl2080tmr.h"
#include "ctrl/ctrl503c.h"
#include "ctrl/ctrl83de.h"
#include "ctrl/ctrl906f.h"
#include "ctrl/ctrl90e6.h"
#include "ctrl/ctrla06c.h"
#include "ctrl/ctrla06f.h"
#include "ctrl/ctrlc36f.h"
#include "ctrl/ctrlcb33.h"
#include "ctrl/ctrl00fd.h"
#if __has_include("ctrl/ctrl00e0.h")
#include "ctrl/ctrl00e0.h"
#endif
#if __has_include("ctrl/ctrl00de.h")
#include "ctrl/ctrl00de.h"
#endif
#if __has_include("nv-chardev-numbers.h")
#include "nv-chardev-numbers.h"
#endif
#include "nv-ioctl-numbers.h"
#include "nv-ioctl.h"
#include "nv-ioctl-numa.h"
#include "nv_escape.h"
#include "nv-unix-nvos-params-wrappers.h"
#if __has_include("nv-ioctl-lockless-diag.h")
#include "nv-ioctl-lockless-diag.h"
#endif
#if __has_include("nv-ioctl-nvlog.h")
#include "nv-ioctl-nvlog.h"
#endif
#include "uvm_ioctl.h"
#include "uvm_linux_ioctl.h"

// What scripts/nv-abi read from the tag's sources (its dump, not NVIDIA's
// file): GS_RS_CLASS, GS_NVOC_CTRL, GS_DEPRECATED_CTRL, GS_ESC_NODE and
// GS_UVM_ROUTE rows and the internal #defines the facts name
// (RMCTRL_FLAGS_*, ...).
#include "gs_sources.h"

namespace {

// Outside what any fact can be (a u32, or a negative constant such as
// NV0000_CTRL_NO_NUMA_NODE, -1).
constexpr long long kAbsent = INT64_MIN;
constexpr long long kRead = INT64_MIN + 1;
constexpr long long kTypeMismatch = INT64_MIN + 2;

// Privilege as core/nv_abi.h's GS_ABI_PRIV_*.
enum { kPrivKernel, kPrivRoot, kPrivUser, kPrivRsAccess };

struct RsClass {
	const char *name;
	long long cls, params, priv;
};

// RM's class table, as tests/abi/rs_classes.cpp read it.
#define GS_RS_CLASS(name, cls, params, priv) { #name, cls, params, priv },
const RsClass rs_classes[] = {
	GS_RS_CLASSES
};

struct NvocCtrl {
	unsigned long long cmd, flags, access;
	const char *type;
};

#define GS_NVOC_CTRL(cmd, flags, access, type) { cmd, flags, access, #type },
const NvocCtrl nvoc_ctrls[] = {
	GS_NVOC_CTRLS
};

#define GS_DEPRECATED_CTRL(name) #name,
const char *const deprecated_ctrls[] = {
	GS_DEPRECATED_CTRLS
};

struct Named {
	const char *name;
	long long value;
};

#define GS_ESC_NODE(name, nodes) { #name, nodes },
const Named escape_nodes[] = {
	GS_ESC_NODES
};

#define GS_UVM_ROUTE(name, route) { #name, route },
const Named uvm_routes[] = {
	GS_UVM_ROUTES
};

long long named(const Named *t, std::size_t n, const char *name)
{
	for (std::size_t i = 0; i < n; i++)
		if (!std::strcmp(t[i].name, name))
			return t[i].value;
	return kAbsent;
}

const RsClass *rs_class(const char *name)
{
	for (const RsClass &c : rs_classes)
		if (!std::strcmp(c.name, name))
			return &c;
	return nullptr;
}

long long class_params(const char *name)
{
	const RsClass *c = rs_class(name);

	return c ? c->params : kAbsent;
}

long long class_priv(const char *name)
{
	const RsClass *c = rs_class(name);

	return c ? c->priv : kAbsent;
}

long long class_number(const char *name)
{
	const RsClass *c = rs_class(name);

	return c ? c->cls : kAbsent;
}

const NvocCtrl *nvoc_ctrl(unsigned long long cmd)
{
	for (const NvocCtrl &c : nvoc_ctrls)
		if (c.cmd == cmd)
			return &c;
	return nullptr;
}

// The registered size, when the control is registered with type @type.
long long ctrl_size(unsigned long long cmd, const char *type,
		    long long size)
{
	const NvocCtrl *c = nvoc_ctrl(cmd);

	if (!c)
		return kAbsent;
	if (std::strcmp(c->type, type)) {
		std::fprintf(stderr, "control %#llx is registered with %s, not %s\n",
			     cmd, c->type, type);
		return kTypeMismatch;
	}
	return size;
}

long long ctrl0_size(unsigned long long cmd)
{
	const NvocCtrl *c = nvoc_ctrl(cmd);

	if (!c)
		return kAbsent;
	return std::strcmp(c->type, "0") ? kTypeMismatch : 0;
}

// Who may issue a control (rmControl_Prologue, control.c): a control
// registered with an access right needs it (RM grants RS_ACCESS_NICE, for
// one, only to CAP_SYS_NICE: client_resource.c); otherwise
// NON_PRIVILEGED is anyone's, PRIVILEGED root's, and the rest the
// kernel's.
long long ctrl_priv(unsigned long long cmd)
{
	const NvocCtrl *c = nvoc_ctrl(cmd);

	if (!c)
		return kAbsent;
	if (c->access)
		return kPrivRsAccess;
	if (c->flags & RMCTRL_FLAGS_NON_PRIVILEGED)
		return kPrivUser;
	if (c->flags & RMCTRL_FLAGS_PRIVILEGED)
		return kPrivRoot;
	return kPrivKernel;
}

// A control that rmapi_deprecated_control.c converts to its _V2, or that
// an older version still registers itself.
long long deprecated(unsigned long long cmd, const char *name,
		     const char *type, long long size)
{
	if (nvoc_ctrl(cmd))
		return ctrl_size(cmd, type, size);
	for (const char *d : deprecated_ctrls)
		if (!std::strcmp(d, name))
			return size;
	return kAbsent;
}

void emit(const char *name, long long v)
{
	if (v == kAbsent)
		std::printf("%s absent\n", name);
	else if (v == kRead)
		std::printf("%s read\n", name);
	else if (v == kTypeMismatch)
		std::printf("%s type-mismatch\n", name);
	else
		std::printf("%s %llu\n", name, (unsigned long long)(uint32_t)v);
}

} // namespace

// The probe expressions of the rows (core/nv_abi_facts.def).
#define VAL(x) ((long long)(x))
#define SIZE(T) ((long long)sizeof(T))
#define AT(T, m)                                                        \
	([]<typename U = T>() -> long long {                           \
		if constexpr (requires(U u) { u.m; })                   \
			return offsetof(U, m);                          \
		else                                                    \
			return kAbsent;                                 \
	}())
#define AT_EITHER(T, m1, m2) (AT(T, m1) != kAbsent ? AT(T, m1) : AT(T, m2))
#define MAX(T, m)                                                       \
	([]<typename U = T>() -> long long {                           \
		if constexpr (requires(U u) { u.m[0]; })                \
			return sizeof(U::m) / sizeof(U::m[0]);          \
		else                                                    \
			return kAbsent;                                 \
	}())
#define LO(f) ((long long)(0 ? f))
#define HI(f) ((long long)(1 ? f))
#define CLS(c) class_params(#c)
#define CLS_NUM(c) class_number(#c)
#define CLS_PRIV(c) class_priv(#c)
#define CTRL(cmd, T) ctrl_size(cmd, #T, sizeof(T))
#define CTRL0(cmd) ctrl0_size(cmd)
#define CTRL_PRIV(cmd) ctrl_priv(cmd)
#define DEPRECATED(cmd, T) deprecated(cmd, #cmd, #T, sizeof(T))
#define NODES(e) named(escape_nodes, sizeof(escape_nodes) / sizeof(escape_nodes[0]), #e)
#define ROUTE(c) named(uvm_routes, sizeof(uvm_routes) / sizeof(uvm_routes[0]), #c)
#define READ(where) kRead

int main()
{
#define GS_ABI_ALL 0
#define GS_K(name, value, probe) emit(#name, probe);
#define GS_V(name, base, changes, probe) emit(#name, probe);
#include "nv_abi_facts.def"
	return 0;
}
