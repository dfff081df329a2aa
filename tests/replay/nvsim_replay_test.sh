#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
#
# nvsim's faithfulness, measured: the three H100 traces replayed against
# nvsim in the VM (busybox sh; the traces are tests/fixtures/wrapper,
# /extra/fixtures/wrapper there).
# For each trace: at least 99% of the modelled ioctls agree with the
# recording, and the live framebuffer bytes equal the recorded ones at
# every MARK. nvsim must model every escape, class and control that the
# issue names. Prints KTAP.

. "$(dirname "$0")/ktap.sh"

traces=${GPUSLICE_TRACES:-/extra/fixtures/wrapper}
model=/sys/kernel/debug/nvsim/model

ktap_plan 8

# Agreement of one trace: the summary line's A/M at least 99%.
agreement() {
	summary=$(grep "^replay " "$1" | head -n 1)
	echo "# $summary"
	set -- $(echo "$summary" | sed -n 's/.*: \([0-9]*\)\/\([0-9]*\) modelled.*/\1 \2/p')
	[ -n "$2" ] && [ "$2" -gt 0 ] && [ $(($1 * 100)) -ge $(($2 * 99)) ]
}

# The MARK and END lines of the recording (WANT) and the replay (GOT) are
# the same; the difference is shown as diagnostics when not.
marks_equal() {
	cmp -s "$1" "$2" && [ -s "$1" ] && return 0
	diff "$1" "$2" | sed 's/^/# /' | head -n 20
	return 1
}

for t in cuda torch smi; do
	live=/tmp/$t.live
	rec=/tmp/$t.rec
	gpuslice-replay "$traces/$t.trace.gz" >"$live" 2>/tmp/$t.err
	gpuslice-replay --recorded --model "$model" "$traces/$t.trace.gz" >"$rec" 2>/dev/null
	ktap_result "$t: at least 99% of modelled ioctls agree" \
		ktap_with_input "$traces/$t.trace.gz" agreement "$live"
	grep -E '^(MARK|END) ' "$rec" >/tmp/$t.want
	grep -E '^(MARK|END) ' "$live" >/tmp/$t.got
	ktap_result "$t: live framebuffer bytes equal the recording at every MARK" \
		ktap_with_input "$traces/$t.trace.gz" marks_equal /tmp/$t.want /tmp/$t.got
	sed -n 's/^unmodelled: /# unmodelled: /p' "$live"
done

# The cuda trace's marks, in MiB where they change (the issue's numbers).
mib=$(sed -n 's/^MARK [^ ]* fb_bytes=\([0-9]*\)$/\1/p' /tmp/cuda.live |
	awk '{ v = $1 / 1048576; if (v != last) printf "%s%d", sep, v; sep = " "; last = v }')
echo "# cuda MiB at changing marks: $mib"
ktap_result "cuda: 518 520 584 1608 1640 1608 1864 1608 584 518 MiB" \
	ktap_with_input "$traces/cuda.trace.gz" [ "$mib" = "518 520 584 1608 1640 1608 1864 1608 584 518" ]

# Every escape, class and control of the issue is modelled.
missing=""
for item in "escape 0x2b" "escape 0x29" "escape 0x2a" "escape 0x34" "escape 0x35" \
	"escape 0x4e" "escape 0x27" "escape 0xc9" "escape 0xce" "escape 0xcf" \
	"escape 0xc8" "escape 0xd2" \
	"class 0x41" "class 0x80" "class 0x2080" "class 0x40" "class 0x3e" \
	"class 0x90f1" "class 0xa06c" "class 0xc86f" "class 0xc661" \
	"control 0x20801303" "control 0x2080018d" "control 0x2080018e" \
	"control 0x2080110b" "control 0xa06c0103" "control 0xa06c0101"; do
	grep -q "^$item " "$model" || missing="$missing $item;"
done
[ -z "$missing" ] || ktap_diag "not modelled:$missing"
ktap_result "the issue's escapes, classes and controls are modelled" \
	[ -z "$missing" ]
ktap_finish
