#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
#
# The two-GPU fixtures, recorded on two H100 (tests/fixtures/multi-gpu/:
# peer copies, the ranks of an NCCL all-reduce and of PyTorch DDP),
# replayed against nvsim with two GPUs, directly and through a slice of
# both. Through the slice they answer as directly, the marks' framebuffer
# included, but for the export-file controls of the NCCL and DDP ranks
# (OS_UNIX_EXPORT_OBJECT_TO_FD 0x3d08, IMPORT_OBJECTS_FROM_FD 0x3d0b,
# GET_EXPORT_OBJECT_INFO 0x3d0c: NCCL's cuMem buffers), which the kernel
# engine refuses with NV_ERR_INSUFFICIENT_PERMISSIONS (docs/design.md,
# "Export files"); and each GPU of the slice holds nothing once a replay's
# files are closed. What nvsim does not model of them is listed, each with
# why. Runs in the VM (busybox sh); prints KTAP.

. "$(dirname "$0")/ktap.sh"

fixtures=${GPUSLICE_FIXTURES:-/extra/fixtures}/multi-gpu

two_gpus() {
	rmmod gpuslice && rmmod nvsim && modprobe nvsim gpus=2 &&
		modprobe gpuslice &&
		gpuslice create two --gpu 0 --memory 80GiB --gpu 1 \
			--memory 80GiB >/dev/null
}

# The replay through the slice ($2) said what the direct one ($1) did, but
# for disagreements that are export-file controls refused with 0x1b.
as_directly() {
	grep -v -e '^disagree ' -e '^replay ' "$1" >/tmp/want
	grep -v -e '^disagree ' -e '^replay ' "$2" >/tmp/got
	if ! cmp -s /tmp/want /tmp/got; then
		diff /tmp/want /tmp/got | head -n 20 | sed 's/^/# /'
		return 1
	fi
	grep '^disagree ' "$2" | grep -vxF -f "$1" >/tmp/new || true
	if grep -v 'control 0x3d0[8bc]: status expected 0x0 got 0x1b$' \
		/tmp/new >/tmp/other; then
		head -n 20 /tmp/other | sed 's/^/# /'
		return 1
	fi
	sed 's/^.*\(control 0x3d0.\).*$/\1/' /tmp/new | sort | uniq -c |
		sed 's/^ */# refused through the slice: /'
	return 0
}

# Both GPUs of the slice hold nothing, and the replay was charged there.
slice_empty() {
	gpuslice show two --json >/tmp/show.json || return 1
	used=$(grep -o '"memory_used": *[0-9]*' /tmp/show.json | sed 's/.*: *//')
	peak=$(grep -o '"memory_peak": *[0-9]*' /tmp/show.json | sed 's/.*: *//')
	used=$(echo "$used" | tr '\n' ' ')
	peak=$(echo "$peak" | tr '\n' ' ')
	echo "# used $used, peak $peak"
	[ "$used" = "0 0 " ] && [ "$peak" != "0 0 " ]
}

# What the replay ($1) found unmodelled is each named, with why nvsim does
# not model it (gpuslice-replay's table of what two-GPU traces need).
unmodelled_said() {
	grep '^unmodelled: ' "$1" | sed 's/^/# /'
	! grep '^unmodelled: ' "$1" | grep -v -e '^unmodelled: [a-z]* 0x[0-9a-f]* [A-Z0-9_]* ([0-9]*): .' \
		>/tmp/bare || { sed 's/^/# without why: /' /tmp/bare; false; }
}

traces="peer2 nccl2-rank0 nccl2-rank1 ddp2-rank0 ddp2-rank1"
ktap_plan 16
ktap_result "nvsim with two GPUs, a slice of both" two_gpus
for t in $traces; do
	gpuslice-replay -v "$fixtures/$t.trace.gz" >"/tmp/$t.direct" 2>/dev/null
	gpuslice-replay -v --dev /dev/gpuslice/two "$fixtures/$t.trace.gz" \
		>"/tmp/$t.slice" 2>/dev/null
	grep '^replay ' "/tmp/$t.slice" | sed 's/^/# slice: /'
	ktap_result "$t: through the slice as directly, but for export files" \
		as_directly "/tmp/$t.direct" "/tmp/$t.slice"
	ktap_result "$t: the slice holds nothing after" slice_empty
	ktap_result "$t: what nvsim does not model is said, with why" \
		unmodelled_said "/tmp/$t.direct"
done
gpuslice delete two >/dev/null
ktap_finish
