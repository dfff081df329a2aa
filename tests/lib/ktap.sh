# SPDX-License-Identifier: GPL-2.0
# KTAP output for shell test suites. Source it, call ktap_plan N, then one
# ktap_result per test, then ktap_finish (exits with KSFT codes).
#
# POSIX sh (plus local), for bash on the host and busybox sh in the test
# VM: host suites source tests/lib/ktap.sh, VM scripts the copy that make
# installs beside them in build/tests (scripts/vm-run ships it).

ktap_count=0
ktap_failed=0

ktap_plan() {
	echo "KTAP version 1"
	echo "1..$1"
}

# ktap_result NAME COMMAND...: runs COMMAND; its success is the result.
ktap_result() {
	local name=$1
	shift
	ktap_count=$((ktap_count + 1))
	if "$@"; then
		echo "ok $ktap_count $name"
	else
		ktap_failed=$((ktap_failed + 1))
		echo "not ok $ktap_count $name"
	fi
}

ktap_skip() {
	ktap_count=$((ktap_count + 1))
	echo "ok $ktap_count $1 # SKIP $2"
}

# ktap_with_input PATH COMMAND...: runs COMMAND when the input file PATH
# is readable; otherwise fails, naming PATH, so that a test whose data is
# missing can neither pass nor skip.
ktap_with_input() {
	if [ ! -r "$1" ]; then
		echo "# missing input: $1"
		return 1
	fi
	shift
	"$@"
}

# ktap_diag MESSAGE: a diagnostic line, ignored by parsers.
ktap_diag() {
	echo "# $*"
}

ktap_finish() {
	echo "# Totals: pass:$((ktap_count - ktap_failed)) fail:$ktap_failed"
	[ "$ktap_failed" -eq 0 ] && exit 0
	exit 1
}
