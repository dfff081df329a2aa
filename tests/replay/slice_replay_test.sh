#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
#
# The three H100 traces replayed through a slice's nodes answer exactly as
# replayed directly against nvsim: the same statuses and modelled fields
# (the replay's summary), the same framebuffer bytes at every MARK. Runs in
# the VM (busybox sh; traces under /extra/h100-580). Prints KTAP.

traces=${GPUSLICE_TRACES:-/extra/h100-580}
n=0
failed=0

result() {
	n=$((n + 1))
	if [ "$1" -eq 0 ]; then
		echo "ok $n $2"
	else
		failed=$((failed + 1))
		echo "not ok $n $2"
	fi
}

echo "KTAP version 1"
echo "1..4"

gpuslice create replay --gpu 0 --memory 80GiB >/dev/null
result $? "a slice for the replays"

for t in cuda torch smi; do
	gpuslice-replay "$traces/$t.trace.gz" >/tmp/$t.direct 2>/dev/null
	gpuslice-replay --dev /dev/gpuslice/replay "$traces/$t.trace.gz" \
		>/tmp/$t.slice 2>/tmp/$t.err
	grep '^replay ' /tmp/$t.slice | sed 's/^/# slice: /'
	if [ -s /tmp/$t.direct ] && cmp -s /tmp/$t.direct /tmp/$t.slice; then
		result 0 "$t: through the slice as directly"
	else
		diff /tmp/$t.direct /tmp/$t.slice | head -n 20 | sed 's/^/# /'
		result 1 "$t: through the slice as directly"
	fi
done

gpuslice delete replay >/dev/null
echo "# Totals: pass:$((n - failed)) fail:$failed"
[ "$failed" -eq 0 ]
