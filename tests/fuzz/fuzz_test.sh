#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
#
# The fuzzer's short run in the VM (busybox sh): the H100 fixtures, under
# /extra/fixtures (scripts/run-tests adds them), mutated through three
# slices for 120 s, then the invariants. The run is bounded by time, not by
# a count: 100,000 ioctls took more than 16 minutes in a TCG VM on a loaded
# 2-core builder, a quarter of make test's budget. gpuslice-fuzz prints
# KTAP, the count made among it; `make fuzz SECONDS=N` runs longer.

fixtures=${GPUSLICE_FIXTURES:-/extra/fixtures}
exec gpuslice-fuzz --seconds "${GPUSLICE_FUZZ_SECONDS:-120}" \
	"$fixtures"/*.trace.gz
