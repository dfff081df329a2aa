# SPDX-License-Identifier: GPL-2.0
#
# The test VM harness (scripts/vm-run) itself: exit status, output
# channels, kernel failure detection, --add, --each (several commands in
# one boot, each with the modules loaded afresh, its own module
# parameters, status, time limit and kernel failures), timeout, --net and
# --overlay (two VMs on one wire),
# --append and usage errors; and what run-tests makes
# of a VM that runs none of its suites. Runs on the host. A boot
# costs minutes on a slow CI machine, so the checks share eleven of them:
# the --each run is made once and looked at by several tests. The boots
# get 900 s: a TCG boot has taken 200 s on a busy 2-core machine, and only
# timeout_fails_run is about the limit.

. tests/lib/ktap.sh

vm=scripts/vm-run
crash=tests/vm/crashtest/gs_crashtest.ko
tmp=$(mktemp -d)
out=$tmp/out
err=$tmp/err
trap 'rm -rf "$tmp"' EXIT

# expect_run STATUS CMD...: runs CMD, output to $out/$err, checks status.
expect_run() {
	local want=$1 rc=0
	shift
	"$@" >"$out" 2>"$err" || rc=$?
	if [ "$rc" -ne "$want" ]; then
		ktap_diag "$* exited $rc, expected $want"
		sed 's/^/# stderr: /' "$err" | tail -n 20
		return 1
	fi
}

# One command: its status comes back, its stdout exactly, its stderr
# apart, and whatever the kernel log or stdout says, only init's own port
# carries the verdict.
single_command() {
	expect_run 7 $vm --timeout 900 -- sh -c 'echo hello; printf "a\tb\n"; echo oops >&2
		echo "gpuslice-vm: exit 0" >/dev/kmsg; echo "gpuslice-vm: exit 0"
		exit 7' &&
		[ "$(cat "$out")" = "$(printf 'hello\na\tb\ngpuslice-vm: exit 0')" ] &&
		! grep -q oops "$out" && grep -q '^oops$' "$err"
}

# The --each run most tests look at: eight commands in one VM, the
# sixth with a module parameter, the seventh a kernel warning (from the
# test module the third left loaded), after which the eighth never runs.
mkdir "$tmp/dir"
echo payload >"$tmp/dir/file.txt"
each_rc=0
$vm --each --results "$tmp/each.results" --timeout 60 \
	--add "$tmp/dir/file.txt" --add "$tmp/dir" --add $crash -- \
	cat /sys/module/gpuslice/version \; \
	sh -c 'cat /extra/file.txt; cat /extra/dir/file.txt' \; \
	insmod /extra/gs_crashtest.ko mode=none \; \
	sh -c 'rmmod gpuslice && ! test -e /sys/module/gpuslice; exit 3' \; \
	sh -c 'sleep 600 & sleep 600' \; \
	nvsim.version=535.288.01 sh -c 'cat /sys/module/gpuslice/version
		cat /sys/module/nvsim/parameters/version
		rmmod gpuslice && rmmod nvsim && modprobe nvsim gpus=2 &&
		cat /sys/module/nvsim/parameters/version && modprobe gpuslice' \; \
	sh -c 'cat /sys/module/nvsim/parameters/version
		rmmod gs_crashtest && insmod /extra/gs_crashtest.ko mode=warn
		exit 0' \; \
	true \
	>"$tmp/each.out" 2>"$tmp/each.err" || each_rc=$?

# Command K's stdout in the --each run, without the markers.
each_out() {
	awk -v k="$1" '
		/^# gpuslice-vm: command [0-9]+ / { in_k = ($4 == k); next }
		in_k' "$tmp/each.out"
}

# each_result K STATUS: command K of the --each run exited STATUS.
each_result() {
	grep -qx "$1 $2" "$tmp/each.results" && return
	ktap_diag "command $1 did not exit $2; results: $(tr '\n' ' ' <"$tmp/each.results")"
	false
}

# Each command's own status, as far as the kernel failure in the seventh;
# vm-run's is 125 for that failure.
each_statuses() {
	[ "$each_rc" -eq 125 ] && each_result 1 0 && each_result 4 3 &&
		[ "$(wc -l <"$tmp/each.results")" -eq 7 ]
}

modules_loaded_at_start() {
	[ "$(each_out 1)" = "$(cat VERSION)" ]
}

add_paths_under_extra() {
	[ "$(each_out 2)" = "$(printf 'payload\npayload')" ]
}

# Command 4 unloaded gpuslice; command 6 finds it loaded again.
each_reloads_modules() {
	[ "$(each_out 6 | head -n 1)" = "$(cat VERSION)" ]
}

# Command 6's module parameter: nvsim loaded with it, and loaded again
# with it by the command's own modprobe; command 7 starts without it.
each_module_params() {
	[ "$(each_out 6 | tail -n +2)" = "$(printf '535.288.01\n535.288.01')" ] &&
		[ "$(each_out 7 | head -n 1)" = 580.159.04 ]
}

# Command 5 ran past --timeout (with a child left behind): killed, 124,
# and the next command ran.
each_command_timeout() {
	each_result 5 124 && each_result 6 0 &&
		grep -q 'gpuslice-vm: sh ran past 60 s' "$tmp/each.err"
}

# A kernel failure fails the run even though the command "succeeded".
crash_fails_run() {
	expect_run 125 $vm --timeout 900 --add $crash -- sh -c \
		"insmod /extra/gs_crashtest.ko mode=$1; exit 0" &&
		grep -q "$2" "$err"
}

# With --each, the kernel failure is charged to the command it happened
# in, though the command "succeeded", the ones before keep their statuses
# and the one after never ran.
each_crash_charged() {
	grep -q 'WARNING: CPU' "$tmp/each.err" &&
		grep -q 'during command 7' "$tmp/each.err" &&
		each_result 6 0 && each_result 7 125 &&
		! grep -q '^8 ' "$tmp/each.results" &&
		! grep -q 'command 8 begins' "$tmp/each.out"
}

timeout_fails_run() {
	expect_run 124 $vm --timeout 20 -- sleep 600 &&
		grep -q 'timed out' "$err"
}

# A module still in use once the command is done is unloaded again for
# a while, as a process outside the command's session (which the command's
# end does not kill) lets go of it: a file of a slice held for 3 s holds
# gpuslice, and the run passes, the console saying who held it. Held
# for good, the run fails, saying so.
module_held_briefly() {
	expect_run 0 $vm --console --timeout 900 -- sh -c '
		gpuslice create held --gpu 0 --memory 64MiB || exit 1
		setsid sh -c "exec 3</dev/gpuslice/held/nvidiactl; sleep 3" \
			</dev/null >/dev/null 2>&1 &
		sleep 1' &&
		grep -q 'rmmod gpuslice: in use (refcnt [1-9][0-9]*, holders:, processes:.*sleep' "$err" &&
		grep -q 'rmmod gpuslice went after' "$err"
}

module_held_for_good() {
	expect_run 125 $vm --timeout 900 -- sh -c '
		gpuslice create held --gpu 0 --memory 64MiB || exit 1
		setsid sh -c "exec 3</dev/gpuslice/held/nvidiactl; sleep 600" \
			</dev/null >/dev/null 2>&1 &
		sleep 1' &&
		grep -q 'rmmod gpuslice failed after the command: refcnt [1-9]' "$err"
}

# run-tests: a VM that runs none of its suites (here one with no kernel to
# boot) has them booted once more, then counts each as failed, and the
# summary at the end says why.
vm_without_suites() {
	expect_run 1 env GPUSLICE_VM_KERNEL=gpuslice-no-such-kernel \
		scripts/run-tests vm:build/tests/genl_test &&
		grep -q 'genl_test: the VM ran no suite; booting it again' "$out" &&
		grep -q 'genl_test: the VM ran no suite, twice' "$out" &&
		grep -A2 '^# VM boots that ran no suite:' "$out" |
		grep -q 'no /boot/vmlinuz-gpuslice-no-such-kernel to boot' &&
		tail -n 1 "$out" | grep -q '^0 passed, 1 failed'
}

# run-tests: a suite during which the kernel fails counts as failed, and
# the summary at the end quotes vm-run and the kernel on it. The suite is
# a script in a build directory of its own, beside links to the real
# build's binaries.
vm_suite_crash_reported() {
	local b=$tmp/build f

	mkdir -p "$b/tests"
	for f in gpuslice gpuslice-replay gpuslice-verifier vm; do
		ln -s "$PWD/build/$f" "$b/$f"
	done
	printf '#!/bin/sh\necho "1..1"\necho c >/proc/sysrq-trigger\n' \
		>"$b/tests/panic_suite"
	chmod +x "$b/tests/panic_suite"
	expect_run 1 env BUILD="$b" scripts/run-tests vm:"$b/tests/panic_suite" &&
		grep -A4 '^# VM suites ended by the kernel or the time limit:' "$out" |
		grep -q 'panic_suite in vm1.1.0:' &&
		grep -A4 '^# VM suites ended by the kernel or the time limit:' "$out" |
		grep -q 'vm-run: the kernel reported a failure during command 1' &&
		grep -A1 '^# failed:' "$out" |
		grep -q 'panic_suite: exited with status 125' &&
		tail -n 1 "$out" | grep -q '^0 passed, 1 failed'
}

# --net and --overlay: two VMs on one wire of the loopback address reach
# each other, each with a file staged over its root. Each tries for 700 s:
# on a loaded builder one VM has booted minutes before the other.
net_and_overlay() {
	local port=$((20000 + RANDOM % 20000)) a b rc_a=0 rc_b=0
	local reach='modprobe virtio_pci && modprobe virtio_net &&
		ip addr add 10.9.0.$1/24 dev eth0 && ip link set eth0 up &&
		cat /etc/gs-overlay && end=$(($(date +%s) + 700)) &&
		until ping -c 1 -W 2 10.9.0.$2 >/dev/null; do
			[ $(date +%s) -lt $end ] || exit 1
		done && echo reached'

	mkdir -p "$tmp/overlay/etc"
	echo staged >"$tmp/overlay/etc/gs-overlay"
	$vm --timeout 900 --net "$port:$((port + 1)):52:54:00:00:10:01" \
		--overlay "$tmp/overlay" -- sh -c "$reach" sh 1 2 \
		>"$tmp/net.a" 2>&1 &
	a=$!
	$vm --timeout 900 --net "$((port + 1)):$port:52:54:00:00:10:02" \
		--overlay "$tmp/overlay" -- sh -c "$reach" sh 2 1 \
		>"$tmp/net.b" 2>&1 &
	b=$!
	wait $a || rc_a=$?
	wait $b || rc_b=$?
	[ $rc_a -eq 0 ] && [ $rc_b -eq 0 ] &&
		[ "$(cat "$tmp/net.a")" = "$(printf 'staged\nreached')" ] &&
		[ "$(cat "$tmp/net.b")" = "$(printf 'staged\nreached')" ] ||
		{ sed 's/^/# a: /' "$tmp/net.a" | tail -n 10; sed 's/^/# b: /' "$tmp/net.b" | tail -n 10; return 1; }
}

# --append's parameters reach the kernel's command line.
append_reaches_kernel() {
	expect_run 0 $vm --timeout 900 --append gs_harness_probe=1 -- \
		grep -q ' gs_harness_probe=1' /proc/cmdline
}

usage_errors() {
	expect_run 2 $vm &&
		expect_run 2 $vm --bogus -- true &&
		expect_run 2 $vm --timeout abc -- true &&
		expect_run 2 $vm --results "$tmp/r" -- true &&
		expect_run 2 $vm --net 1:2 -- true &&
		expect_run 2 $vm --net x:2:52:54:00:00:00:01 -- true &&
		expect_run 2 $vm --overlay "$tmp/no-such-dir" -- true &&
		expect_run 2 $vm --append
}

ktap_plan 19
ktap_result single_command single_command
ktap_result each_statuses each_statuses
ktap_result modules_loaded_at_start modules_loaded_at_start
ktap_result add_paths_under_extra add_paths_under_extra
ktap_result clean_module_passes each_result 3 0
ktap_result each_reloads_modules each_reloads_modules
ktap_result each_module_params each_module_params
ktap_result each_command_timeout each_command_timeout
ktap_result oops_fails_run crash_fails_run oops 'BUG: kernel NULL pointer dereference'
ktap_result bug_fails_run crash_fails_run bug 'kernel BUG at'
ktap_result each_crash_charged each_crash_charged
ktap_result timeout_fails_run timeout_fails_run
ktap_result module_held_briefly module_held_briefly
ktap_result module_held_for_good module_held_for_good
ktap_result vm_without_suites vm_without_suites
ktap_result vm_suite_crash_reported vm_suite_crash_reported
ktap_result net_and_overlay net_and_overlay
ktap_result append_reaches_kernel append_reaches_kernel
ktap_result usage_errors usage_errors
ktap_finish
