#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# leak_test (tests/kmod/leak_test.c) in a VM of its own, booted with
# slub_debug=U: SLUB then keeps every object's allocating stack, the
# measure the test counts gpuslice's objects by. Runs on the host; prints
# the suite's KTAP. GPUSLICE_VM_DEBUG=1 runs it under the debug kernel.

set -u
cd "$(dirname "$0")/../.." || exit 1
exec scripts/vm-run --append slub_debug=U --add tests/fixtures \
	--timeout 4000 -- leak_test
