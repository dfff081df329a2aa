#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
#
# The fuzzer's short run in the VM (busybox sh): the H100 fixtures, under
# /extra/fixtures (scripts/run-tests adds them), mutated through three
# slices, then the invariants. gpuslice-fuzz prints KTAP, the count made
# among it; `make fuzz SECONDS=N` runs longer.
#
# Under the stock kernel the run is bounded by time, 120 s: 100,000 ioctls
# took more than 16 minutes in a TCG VM on a loaded 2-core builder (over
# 400,000 fit in 120 s on a quiet one). Under the debug kernel (its release
# ends in -gpuslice-debug) it is 100,000 ioctls, which the fuzzer fails to
# reach in 20 minutes.

fixtures=${GPUSLICE_FIXTURES:-/extra/fixtures}
case $(uname -r) in
*-gpuslice-debug) bound="--ioctls 100000 --seconds 1200" ;;
*) bound="--seconds ${GPUSLICE_FUZZ_SECONDS:-120}" ;;
esac
# shellcheck disable=SC2086 # $bound is two options
exec gpuslice-fuzz $bound "$fixtures"/*.trace.gz
