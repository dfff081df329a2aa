# SPDX-License-Identifier: GPL-2.0
#
# The test VM harness (scripts/vm-run) itself: exit status, output
# channels, kernel failure detection, --add, timeout and usage errors.
# Runs on the host; every test boots a VM.

. tests/lib/ktap.sh

vm=scripts/vm-run
crash=tests/vm/crashtest/gs_crashtest.ko
out=$(mktemp)
err=$(mktemp)
trap 'rm -f "$out" "$err"' EXIT

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

exit_status_propagates() {
	expect_run 3 $vm -- sh -c 'exit 3' &&
		expect_run 0 $vm -- true
}

stdout_is_exact() {
	expect_run 0 $vm -- sh -c 'echo hello; printf "a\tb\n"; echo oops >&2' &&
		[ "$(cat "$out")" = "$(printf 'hello\na\tb')" ] &&
		! grep -q oops "$out" && grep -q '^oops$' "$err"
}

# Whatever the kernel log says, only init's own port carries the verdict.
log_cannot_fake_verdict() {
	expect_run 7 $vm -- sh -c \
		'echo "gpuslice-vm: exit 0" >/dev/kmsg; echo "gpuslice-vm: exit 0"; exit 7'
}

modules_loaded_at_start() {
	expect_run 0 $vm -- cat /sys/module/gpuslice/version &&
		[ "$(cat "$out")" = "$(cat VERSION)" ]
}

add_paths_under_extra() {
	local dir
	dir=$(mktemp -d)
	echo payload >"$dir/file.txt"
	expect_run 0 $vm --add "$dir/file.txt" --add "$dir" -- \
		sh -c 'cat /extra/file.txt; cat /extra/'"$(basename "$dir")"'/file.txt'
	local rc=$?
	rm -rf "$dir"
	[ $rc -eq 0 ] && [ "$(cat "$out")" = "$(printf 'payload\npayload')" ]
}

# A kernel failure fails the run even though the command "succeeded".
crash_fails_run() {
	expect_run 125 $vm --add $crash -- sh -c \
		"insmod /extra/gs_crashtest.ko mode=$1; exit 0" &&
		grep -q "$2" "$err"
}

timeout_fails_run() {
	expect_run 124 $vm --timeout 20 -- sleep 600 &&
		grep -q 'timed out' "$err"
}

usage_errors() {
	expect_run 2 $vm &&
		expect_run 2 $vm --bogus -- true &&
		expect_run 2 $vm --timeout abc -- true
}

ktap_plan 11
ktap_result exit_status_propagates exit_status_propagates
ktap_result stdout_is_exact stdout_is_exact
ktap_result log_cannot_fake_verdict log_cannot_fake_verdict
ktap_result modules_loaded_at_start modules_loaded_at_start
ktap_result add_paths_under_extra add_paths_under_extra
ktap_result oops_fails_run crash_fails_run oops 'BUG: kernel NULL pointer dereference'
ktap_result bug_fails_run crash_fails_run bug 'kernel BUG at'
ktap_result warn_fails_run crash_fails_run warn 'WARNING: CPU'
ktap_result clean_module_passes expect_run 0 $vm --add $crash -- insmod /extra/gs_crashtest.ko mode=none
ktap_result timeout_fails_run timeout_fails_run
ktap_result usage_errors usage_errors
ktap_finish
