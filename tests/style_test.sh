# SPDX-License-Identifier: GPL-2.0
#
# Coding style: every C file that builds in the kernel (kmod/, core/,
# uapi/, test modules and nvsim), and the user-space engine (preload/),
# the GPU host's C programs (gpu/), the fuzzer (tests/fuzz/) and the
# Slurm plugin (slurm/), written in the kernel's style like the core they
# are built on, passes
# checkpatch with no warning, and the C++ of the CLI, the replay tool and
# the CUDA workload matches .clang-format. One test per file; then kmod's
# layering: no circle of more than two files among the module's objects
# (scripts/kmod-graph on kmod/, which make all builds before the suites
# run; docs/design.md, "The kernel engine's layers").

. tests/lib/ktap.sh

checkpatch=${BUILD:-build}/checkpatch/checkpatch.pl
kernel_files=$(ls kmod/*.[ch] core/*.[ch] uapi/*.h preload/*.[ch] preload/tools/*.c \
	gpu/*.c tests/vm/crashtest/*.c tests/nvsim/*.[ch] tests/fuzz/*.[ch] slurm/*.[ch] 2>/dev/null | grep -v -e '\.mod\.c$' -e '_test\.c$')
cxx_files=$(ls ctl/*.cpp ctl/*.hpp replay/*.cpp replay/*.hpp tests/replay/*.cpp gpu/*.cu 2>/dev/null)

# checkpatch takes seconds a file: all of them run first, one per CPU, and
# their verdicts are reported in order below.
results=$(mktemp -d)
trap 'rm -rf "$results"' EXIT
checkpatch_run() {
	local log=$results/${1//\//_}
	"$checkpatch" --no-tree --terse --show-types -f "$1" >"$log" 2>&1
	echo $? >"$log.rc"
}
export -f checkpatch_run
export checkpatch results
printf '%s\n' $kernel_files | xargs -P "$(nproc)" -n 1 bash -c 'checkpatch_run "$1"' _

checkpatch_clean() {
	local log=$results/${1//\//_}
	# Exit status 0 means no error and no warning.
	[ "$(cat "$log.rc" 2>/dev/null)" = 0 ] && return 0
	sed 's/^/# /' "$log"
	return 1
}

clang_format_clean() {
	clang-format --dry-run --Werror "$1" 2>&1 | head -n 20 | sed 's/^/# /'
	[ "${PIPESTATUS[0]}" -eq 0 ]
}

# The circles kmod-graph names, or why it could not read the objects.
kmod_layered() {
	local out
	out=$(scripts/kmod-graph --max-circle 2 kmod 2>&1) && return 0
	grep -e '^circle' -e '^kmod-graph:' <<<"$out" | sed 's/^/# /'
	return 1
}

ktap_plan $(($(wc -w <<<"$kernel_files") + $(wc -w <<<"$cxx_files") + 1))
for f in $kernel_files; do
	ktap_result "checkpatch $f" checkpatch_clean "$f"
done
for f in $cxx_files; do
	ktap_result "clang-format $f" clang_format_clean "$f"
done
ktap_result "kmod: no circle of more than two files" kmod_layered
ktap_finish
