/* SPDX-License-Identifier: (GPL-2.0 WITH Linux-syscall-note) OR MIT */
/*
 * gpuslice: kernel-mode isolation of NVIDIA GPUs between containers.
 *
 * This header is the contract between gpuslice.ko and user space. It is
 * included unchanged by the module and by the gpuslice CLI.
 *
 * Generic netlink family
 * ----------------------
 *
 * The family is named GPUSLICE_GENL_NAME ("gpuslice") and has version
 * GPUSLICE_GENL_VERSION. Requests carry no family-specific header. Opening
 * the family autoloads the module (MODULE_ALIAS_GENL_FAMILY).
 *
 * Permissions. Commands that only read state are open to every caller.
 * Every command that changes state (slices, limits) requires
 * GENL_ADMIN_PERM: CAP_NET_ADMIN in the *initial* user namespace. The weaker
 * GENL_UNS_ADMIN_PERM is deliberately never used, because root inside a
 * container that owns its user and network namespaces passes it and could
 * raise its own limits. For the same reason the family is not netns-aware
 * (netnsok = false): it is visible only from the initial network namespace,
 * so a container with its own network namespace cannot even resolve it.
 *
 * Errors. A failed request is answered by the usual netlink error (a
 * negative errno), with an extended-ack message naming the offending
 * attribute where there is one. Unknown attributes are rejected (strict
 * validation).
 *
 * GPUSLICE_CMD_GET_STATUS
 * -----------------------
 *
 * Open to every caller. The request carries no attributes. The reply is a
 * GPUSLICE_CMD_GET_STATUS message with:
 *
 *    GPUSLICE_A_STATUS_VERSION: NLA_NUL_STRING, the module's version
 *                               (at most GPUSLICE_VERSION_MAX bytes with
 *                               the NUL)
 *    GPUSLICE_A_STATUS_GPUS: NLA_U32, number of GPUs the real driver
 *                            exposes: consecutive /dev/nvidiaN character
 *                            nodes (major 195, minor N, N from 0) beside a
 *                            /dev/nvidiactl node (195:255), looked up in
 *                            the initial mount namespace; 0 when no NVIDIA
 *                            driver is present
 *    GPUSLICE_A_STATUS_SLICES: NLA_U32, number of slices that exist
 *    GPUSLICE_A_STATUS_DRIVER_MATCH: NLA_U32, a GPUSLICE_DRIVER_*: how
 *                            the module takes the real driver's ABI
 *                            (below, The driver's version)
 *    GPUSLICE_A_STATUS_DRIVER_VERSION: NLA_NUL_STRING, the real driver's
 *                            version, as its module says it (at most
 *                            GPUSLICE_VERSION_MAX bytes with the NUL);
 *                            absent without a driver
 *    GPUSLICE_A_STATUS_DRIVER_TABLE: NLA_NUL_STRING, the supported version
 *                            whose table the module uses for it; absent
 *                            when it uses none
 *    GPUSLICE_A_STATUS_SUPPORTED: NLA_NESTED, the driver versions the
 *                            module supports, one NLA_NUL_STRING each (of
 *                            its index), sorted
 *
 * The driver's version
 * --------------------
 *
 * The module forwards to the real driver only with a table of that
 * driver's ABI. Read when asked from the driver behind /dev/nvidiactl
 * (opened for the caller, as a slice's file would be), its version is
 * taken as one of GPUSLICE_A_STATUS_DRIVER_MATCH's:
 *
 *    GPUSLICE_DRIVER_NONE: no driver: no /dev/nvidiactl of the driver, or
 *        it could not be opened for the caller
 *    GPUSLICE_DRIVER_EXACT: a supported version, its own table
 *    GPUSLICE_DRIVER_BRANCH: another release of a supported branch, recent
 *        enough to have the branch's ABI: the branch's table
 *    GPUSLICE_DRIVER_OVERRIDE: the table the administrator named in the
 *        module parameter nv_version, whatever the driver's version:
 *        unsupported
 *    GPUSLICE_DRIVER_UNSUPPORTED: no table: no file of a slice opens and
 *        NEW_SLICE is refused (EOPNOTSUPP), its extended-ack message naming
 *        the driver's version, the supported ones and the way forward
 *
 * Slices
 * ------
 *
 * A slice is one container's share of one or more GPUs. It is named by
 * GPUSLICE_A_SLICE_NAME: 1 to GPUSLICE_SLICE_NAME_MAX - 1 characters of
 * [a-z0-9_.-], the first one [a-z0-9]. Per GPU it spans, a slice has a
 * memory limit in bytes and compute settings (below). Its GPUs are numbered
 * inside the slice from 0, in
 * the order they were given at creation: GPU i of a slice is the real GPU
 * GPUSLICE_GPU_A_DEVICE (/dev/nvidia<DEVICE>) and the container sees it as
 * /dev/nvidia<i>.
 *
 * Labels. A slice carries 0 to GPUSLICE_SLICE_MAX_LABELS labels, KEY=VALUE
 * pairs that say whose it is (a scheduler's job id, a user, an account),
 * for listings and metrics; the module keeps them as given and acts on
 * none. GPUSLICE_A_SLICE_LABELS is an NLA_NESTED of one NLA_NUL_STRING
 * "KEY=VALUE" per label (of any type in a request, of its index in
 * replies), in the order given, at most GPUSLICE_LABEL_MAX bytes with the
 * NUL:
 *
 *    KEY, up to the first '=': 1 to GPUSLICE_LABEL_KEY_MAX characters of
 *        [a-zA-Z0-9_], the first not a digit (a Prometheus label name),
 *        not starting with "__" (Prometheus's own), and none of slice,
 *        gpu, device, version (the labels of gpuslice's metrics, beside
 *        which a slice's labels are exported) and job, instance (which
 *        Prometheus gives every series it scrapes); each key once
 *    VALUE, after it: 0 to GPUSLICE_LABEL_VALUE_MAX bytes of UTF-8 (well
 *        formed, RFC 3629) without control characters (U+0000 to U+001F,
 *        U+007F to U+009F), '"' or '\', so that every output shows it as
 *        it is
 *
 * A request with labels that break these rules (core/slice_label.c) is
 * refused with EINVAL and an extended-ack message saying which rule,
 * pointing at the label; so is one with more than GPUSLICE_SLICE_MAX_LABELS.
 *
 * Creating a slice makes its device nodes: /dev/gpuslice/<name>/nvidiactl,
 * nvidia0 ... nvidia<N-1>, nvidia-uvm and nvidia-uvm-tools.
 *
 * Compute. Per GPU, a slice's share of the GPU's time is held by the
 * module's controller (docs/design.md, "Compute"), from four settings:
 *
 *    GPUSLICE_GPU_A_COMPUTE_LIMIT: NLA_U32, percent, 1 to 100 (default
 *        100): a hard cap on the slice's share of that GPU's time, whether
 *        or not others are busy
 *    GPUSLICE_GPU_A_COMPUTE_REQUEST: NLA_U32, percent, 0 to the limit
 *        (default 0): the share guaranteed while the slice has work. The
 *        requests of the slices on one GPU add up to at most 100
 *    GPUSLICE_GPU_A_COMPUTE_WEIGHT: NLA_U32, 1 to 1000 (default 100): how
 *        the time beyond the requests is split between busy slices
 *    GPUSLICE_GPU_A_COMPUTE_PRIORITY: NLA_U32, GPUSLICE_PRIORITY_NORMAL
 *        (default) or GPUSLICE_PRIORITY_HIGH: the time beyond the requests
 *        goes to high slices first
 *
 * GPUSLICE_CMD_NEW_SLICE (GENL_ADMIN_PERM)
 *
 *    GPUSLICE_A_SLICE_NAME: NLA_NUL_STRING, required
 *    GPUSLICE_A_SLICE_GPUS: NLA_NESTED, required, 1 to
 *                           GPUSLICE_SLICE_MAX_GPUS entries, each an
 *                           NLA_NESTED (of any type) holding:
 *       GPUSLICE_GPU_A_DEVICE: NLA_U32, required, the real GPU's number
 *       GPUSLICE_GPU_A_MEM_LIMIT: NLA_U64, required, bytes, at least 1
 *       GPUSLICE_GPU_A_COMPUTE_*: optional, the compute settings above
 *    GPUSLICE_A_SLICE_LABELS: NLA_NESTED, optional, the slice's labels
 *                             (above; none when left out)
 *
 *    Answers one message (GPUSLICE_CMD_NEW_SLICE) with the attributes of
 *    a GET_SLICE reply: the slice as made, taken before another request
 *    could change or delete it (a GET_SLICE after could find none).
 *
 *    Errors: EEXIST when the name is taken, ENODEV for a GPU the real
 *    driver does not expose, EOPNOTSUPP when the module has no table of
 *    the real driver's version (above, The driver's version), EINVAL for a bad name, a GPU given twice, a
 *    missing attribute or a compute request above the compute limit,
 *    ERANGE for a value out of its range (a memory limit of 0, a compute
 *    limit of 0 ...), EOVERFLOW when the compute requests on a GPU would
 *    add up to more than 100, ENOSPC when as many slices exist as the
 *    module's max_slices parameter allows (GPUSLICE_MAX_SLICES unless set
 *    lower at load).
 *
 * GPUSLICE_CMD_DEL_SLICE (GENL_ADMIN_PERM)
 *
 *    GPUSLICE_A_SLICE_NAME: NLA_NUL_STRING, required
 *    GPUSLICE_A_SLICE_FLAGS: NLA_U32, optional, GPUSLICE_SLICE_F_*
 *
 *    Errors: ENOENT for an unknown slice; EBUSY while files of the slice
 *    are open, unless GPUSLICE_SLICE_F_FORCE is given: then every open file
 *    of the slice fails each further call with ENODEV and the slice's
 *    nodes disappear at once.
 *
 * GPUSLICE_CMD_SET_SLICE (GENL_ADMIN_PERM)
 *
 *    GPUSLICE_A_SLICE_NAME: NLA_NUL_STRING, required
 *    GPUSLICE_A_SLICE_LABELS: NLA_NESTED, optional: the slice's labels
 *                             from now on, in place of all it had (an
 *                             empty nest removes them); left out, the
 *                             labels stay as they are
 *    GPUSLICE_A_SLICE_GPUS: NLA_NESTED, required unless
 *                           GPUSLICE_A_SLICE_LABELS is given, entries as
 *                           for NEW_SLICE, but only GPUSLICE_GPU_A_DEVICE is
 *                           required: each entry sets, of the slice's share
 *                           of that GPU (which the slice must span, else
 *                           ENODEV; each GPU once, else EINVAL), the
 *                           settings it carries and leaves the others as
 *                           they are. Everything changes or nothing does,
 *                           with the errors of NEW_SLICE. A memory limit
 *                           below the current use refuses new allocations
 *                           until use falls below it; compute settings
 *                           apply from the controller's next period.
 *
 *    Answers one message (GPUSLICE_CMD_SET_SLICE) with the attributes of
 *    a GET_SLICE reply: the slice as set, as NEW_SLICE does.
 *
 * GPUSLICE_CMD_GET_SLICE
 *
 *    Open to every caller. As a request (doit) with GPUSLICE_A_SLICE_NAME
 *    it answers one message for that slice (ENOENT if there is none); as a
 *    dump (NLM_F_DUMP, no attributes) one message per slice, in creation
 *    order, flagged NLM_F_DUMP_INTR if slices changed during the dump. Each
 *    message holds:
 *
 *    GPUSLICE_A_SLICE_NAME: NLA_NUL_STRING
 *    GPUSLICE_A_SLICE_LABELS: NLA_NESTED, the slice's labels, as given
 *    GPUSLICE_A_SLICE_GPUS: NLA_NESTED, one NLA_NESTED per GPU, in slice
 *                           order, holding:
 *       GPUSLICE_GPU_A_INDEX: NLA_U32, the GPU's number in the slice
 *       GPUSLICE_GPU_A_DEVICE: NLA_U32, the real GPU's number
 *       GPUSLICE_GPU_A_MEM_LIMIT: NLA_U64, bytes
 *       GPUSLICE_GPU_A_MEM_USED: NLA_U64, bytes charged now
 *       GPUSLICE_GPU_A_MEM_PEAK: NLA_U64, most bytes ever charged
 *       GPUSLICE_GPU_A_MEM_DENIALS: NLA_U64, allocations refused
 *       GPUSLICE_GPU_A_COMPUTE_LIMIT, _REQUEST, _WEIGHT, _PRIORITY: the
 *                           compute settings
 *       GPUSLICE_GPU_A_COMPUTE_TARGET: NLA_U32, the share of the GPU's
 *                           time the controller gives the slice now, in
 *                           basis points (10000: the whole GPU); 0 while
 *                           it has no work
 *       GPUSLICE_GPU_A_COMPUTE_SHARE: NLA_U32, the share of the GPU's time
 *                           the slice was busy over the last second, basis
 *                           points, as measured (docs/design.md)
 *       GPUSLICE_GPU_A_COMPUTE_TIME: NLA_U64, GPU time the slice was busy
 *                           since it was created, microseconds
 *    GPUSLICE_A_SLICE_OPEN_FILES: NLA_U32, files of the slice now open
 *    GPUSLICE_A_SLICE_PROCESSES: NLA_NESTED, one NLA_U32 per process that
 *                                has a file of the slice open: its pid in
 *                                the caller's pid namespace (processes
 *                                not visible there are left out)
 *    GPUSLICE_A_SLICE_PROCESS_MEMORY: NLA_NESTED, only in the reply to a
 *        request for one slice (doit; not in dumps and events, which it
 *        could make too large to send): the memory charged to each of
 *        those processes, one NLA_NESTED per process (in no particular
 *        order), holding:
 *       GPUSLICE_PROC_A_PID: NLA_U32, its pid in the caller's pid
 *                            namespace
 *       GPUSLICE_PROC_A_GPUS: NLA_NESTED, one NLA_NESTED per GPU of the
 *                             slice, in slice order, holding
 *                             GPUSLICE_GPU_A_INDEX (NLA_U32) and
 *                             GPUSLICE_GPU_A_MEM_USED (NLA_U64) as in
 *                             GPUSLICE_A_SLICE_GPUS, for the process
 *                             alone: the framebuffer the driver counts
 *                             for it there (GPU_GET_PID_INFO: its private
 *                             and shared-owned bytes; a block that several
 *                             processes hold through dups is counted for
 *                             the one whose handle owns it), what was
 *                             admitted for it since the module last read
 *                             that count, and its managed (UVM) mappings,
 *                             which may be on any of the slice's GPUs. A
 *                             GPU's GPUSLICE_GPU_A_MEM_USED is the sum over
 *                             the slice's processes (a process that is
 *                             gone is one until its files close), plus
 *                             what the driver keeps for the slice's
 *                             channels, TSGs and VA spaces and what
 *                             allocations in flight reserved
 *
 * Events
 * ------
 *
 * The multicast group GPUSLICE_GENL_MCGRP_EVENTS ("events") carries a
 * message for each of these events, as it happens. Joining it takes
 * CAP_NET_ADMIN in the initial user namespace (GENL_MCAST_CAP_NET_ADMIN),
 * as changing slices does: events name every slice and its processes. On a
 * kernel that cannot restrict a group to admins the module offers none.
 * Pids in events are of the initial pid namespace. A listener that reads
 * too slowly loses events (ENOBUFS on its socket), as with every netlink
 * group. Each message carries GPUSLICE_A_SLICE_NAME and:
 *
 *    GPUSLICE_CMD_NEW_SLICE: a slice was created; the attributes of a
 *        GET_SLICE reply, as made (NEW_SLICE's answer)
 *    GPUSLICE_CMD_SET_SLICE: settings or labels of a slice changed; as
 *        NEW_SLICE, with the new ones (SET_SLICE's answer)
 *    GPUSLICE_CMD_DEL_SLICE: a slice was deleted;
 *        GPUSLICE_A_SLICE_FLAGS: NLA_U32, the request's flags
 *        GPUSLICE_A_SLICE_OPEN_FILES: NLA_U32, open files revoked by a
 *            forced deletion (0 for a slice not in use)
 *    GPUSLICE_CMD_DENIED: allocations were refused for exceeding the
 *        slice's memory limit. Refusals are told at most ten times a
 *        second per slice: an event counts those since the one before and
 *        describes the last:
 *        GPUSLICE_A_EVENT_COUNT: NLA_U64, refusals this event tells of
 *        GPUSLICE_A_EVENT_GPU: NLA_U32, the slice's number of the GPU
 *        GPUSLICE_A_EVENT_BYTES: NLA_U64, bytes the allocation asked for
 *        GPUSLICE_A_EVENT_PID: NLA_U32, the process that asked
 *        GPUSLICE_A_EVENT_USED, GPUSLICE_A_EVENT_LIMIT: NLA_U64, the GPU's
 *            bytes charged and its limit when the event was sent
 *    GPUSLICE_CMD_KILLED: the module killed a process of the slice:
 *        GPUSLICE_A_EVENT_PID: NLA_U32, the process
 *        GPUSLICE_A_EVENT_REASON: NLA_U32, GPUSLICE_KILL_MEMORY (the
 *            driver counted more memory for the slice than its limit: an
 *            allocation raced past admission) or GPUSLICE_KILL_COMPUTE (it
 *            ran on a GPU while its slice was held off it)
 *        GPUSLICE_A_EVENT_GPU: NLA_U32, for GPUSLICE_KILL_COMPUTE, the
 *            slice's number of that GPU
 */

#ifndef _UAPI_GPUSLICE_H
#define _UAPI_GPUSLICE_H

#define GPUSLICE_GENL_NAME "gpuslice"
#define GPUSLICE_GENL_VERSION 1
#define GPUSLICE_GENL_MCGRP_EVENTS "events"

/* Longest version string, NUL included. */
#define GPUSLICE_VERSION_MAX 64
/* Longest slice name, NUL included. */
#define GPUSLICE_SLICE_NAME_MAX 64
/* Most GPUs one slice spans. */
#define GPUSLICE_SLICE_MAX_GPUS 16
/* Most slices that can exist at once. */
#define GPUSLICE_MAX_SLICES 1024
/* Most labels one slice carries. */
#define GPUSLICE_SLICE_MAX_LABELS 8
/* Longest label key, in characters, and value, in bytes. */
#define GPUSLICE_LABEL_KEY_MAX 32
#define GPUSLICE_LABEL_VALUE_MAX 128
/* Longest label, "KEY=VALUE", NUL included. */
#define GPUSLICE_LABEL_MAX (GPUSLICE_LABEL_KEY_MAX + GPUSLICE_LABEL_VALUE_MAX + 2)

enum gpuslice_cmd {
	GPUSLICE_CMD_UNSPEC,
	GPUSLICE_CMD_GET_STATUS,
	GPUSLICE_CMD_NEW_SLICE,
	GPUSLICE_CMD_DEL_SLICE,
	GPUSLICE_CMD_SET_SLICE,
	GPUSLICE_CMD_GET_SLICE,
	GPUSLICE_CMD_DENIED,		/* events only */
	GPUSLICE_CMD_KILLED,		/* events only */
	__GPUSLICE_CMD_LAST
};
#define GPUSLICE_CMD_MAX (__GPUSLICE_CMD_LAST - 1)

enum gpuslice_attr {
	GPUSLICE_A_UNSPEC,
	GPUSLICE_A_STATUS_VERSION,
	GPUSLICE_A_STATUS_GPUS,
	GPUSLICE_A_STATUS_SLICES,
	GPUSLICE_A_SLICE_NAME,
	GPUSLICE_A_SLICE_FLAGS,
	GPUSLICE_A_SLICE_GPUS,
	GPUSLICE_A_SLICE_OPEN_FILES,
	GPUSLICE_A_SLICE_PROCESSES,
	GPUSLICE_A_EVENT_COUNT,
	GPUSLICE_A_EVENT_GPU,
	GPUSLICE_A_EVENT_BYTES,
	GPUSLICE_A_EVENT_PID,
	GPUSLICE_A_EVENT_USED,
	GPUSLICE_A_EVENT_LIMIT,
	GPUSLICE_A_EVENT_REASON,
	GPUSLICE_A_SLICE_PROCESS_MEMORY,
	GPUSLICE_A_SLICE_LABELS,
	GPUSLICE_A_STATUS_DRIVER_MATCH,
	GPUSLICE_A_STATUS_DRIVER_VERSION,
	GPUSLICE_A_STATUS_DRIVER_TABLE,
	GPUSLICE_A_STATUS_SUPPORTED,
	__GPUSLICE_A_LAST
};
#define GPUSLICE_A_MAX (__GPUSLICE_A_LAST - 1)

enum gpuslice_gpu_attr {
	GPUSLICE_GPU_A_UNSPEC,
	GPUSLICE_GPU_A_INDEX,
	GPUSLICE_GPU_A_DEVICE,
	GPUSLICE_GPU_A_MEM_LIMIT,
	GPUSLICE_GPU_A_MEM_USED,
	GPUSLICE_GPU_A_MEM_PEAK,
	GPUSLICE_GPU_A_MEM_DENIALS,
	GPUSLICE_GPU_A_COMPUTE_LIMIT,
	GPUSLICE_GPU_A_COMPUTE_REQUEST,
	GPUSLICE_GPU_A_COMPUTE_WEIGHT,
	GPUSLICE_GPU_A_COMPUTE_PRIORITY,
	GPUSLICE_GPU_A_COMPUTE_TARGET,
	GPUSLICE_GPU_A_COMPUTE_SHARE,
	GPUSLICE_GPU_A_COMPUTE_TIME,
	__GPUSLICE_GPU_A_LAST
};
#define GPUSLICE_GPU_A_MAX (__GPUSLICE_GPU_A_LAST - 1)

/* A process of GPUSLICE_A_SLICE_PROCESS_MEMORY */
enum gpuslice_proc_attr {
	GPUSLICE_PROC_A_UNSPEC,
	GPUSLICE_PROC_A_PID,
	GPUSLICE_PROC_A_GPUS,
	__GPUSLICE_PROC_A_LAST
};
#define GPUSLICE_PROC_A_MAX (__GPUSLICE_PROC_A_LAST - 1)

/* Compute settings' ranges and defaults */
#define GPUSLICE_COMPUTE_LIMIT_MAX 100
#define GPUSLICE_COMPUTE_WEIGHT_MAX 1000
#define GPUSLICE_COMPUTE_WEIGHT_DEFAULT 100
/* The whole GPU, in the basis points of COMPUTE_TARGET and COMPUTE_SHARE */
#define GPUSLICE_COMPUTE_BP 10000

enum gpuslice_priority {
	GPUSLICE_PRIORITY_NORMAL,
	GPUSLICE_PRIORITY_HIGH,
	__GPUSLICE_PRIORITY_LAST
};

/* How the module takes the real driver's ABI (GPUSLICE_A_STATUS_DRIVER_MATCH) */
enum gpuslice_driver_match {
	GPUSLICE_DRIVER_NONE,
	GPUSLICE_DRIVER_EXACT,
	GPUSLICE_DRIVER_BRANCH,
	GPUSLICE_DRIVER_OVERRIDE,
	GPUSLICE_DRIVER_UNSUPPORTED,
	__GPUSLICE_DRIVER_LAST
};

/* Why a process was killed (GPUSLICE_A_EVENT_REASON) */
enum gpuslice_kill_reason {
	GPUSLICE_KILL_MEMORY,
	GPUSLICE_KILL_COMPUTE,
};

enum gpuslice_slice_flag {
	GPUSLICE_SLICE_F_FORCE = 1U << 0,
	__GPUSLICE_SLICE_F_ALL = GPUSLICE_SLICE_F_FORCE
};

#endif /* _UAPI_GPUSLICE_H */
