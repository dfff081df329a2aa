#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
#
# The three H100 traces replayed through a slice's nodes answer exactly as
# replayed directly against nvsim: the same statuses and modelled fields
# (the replay's summary), the same framebuffer bytes at every MARK. Runs in
# the VM (busybox sh; traces tests/fixtures/wrapper, /extra/fixtures/wrapper
# there). Prints KTAP.

. "$(dirname "$0")/ktap.sh"

traces=${GPUSLICE_TRACES:-/extra/fixtures/wrapper}

# The replay through the slice (GOT) answers as the direct one (WANT); the
# difference is shown as diagnostics when not.
same_replay() {
	[ -s "$1" ] && cmp -s "$1" "$2" && return 0
	diff "$1" "$2" | head -n 20 | sed 's/^/# /'
	return 1
}

make_slice() {
	gpuslice create replay --gpu 0 --memory 80GiB >/dev/null
}

ktap_plan 4
ktap_result "a slice for the replays" make_slice

for t in cuda torch smi; do
	gpuslice-replay "$traces/$t.trace.gz" >/tmp/$t.direct 2>/dev/null
	gpuslice-replay --dev /dev/gpuslice/replay "$traces/$t.trace.gz" \
		>/tmp/$t.slice 2>/tmp/$t.err
	grep '^replay ' /tmp/$t.slice | sed 's/^/# slice: /'
	ktap_result "$t: through the slice as directly" \
		ktap_with_input "$traces/$t.trace.gz" same_replay /tmp/$t.direct /tmp/$t.slice
done

gpuslice delete replay >/dev/null
ktap_finish
