# SPDX-License-Identifier: GPL-2.0
#
# The repository stands alone: a clone of it holds everything its build,
# its tests and its documents read or cite. No tracked file refers to a
# directory beside the clone (the project's machines had one, and a clone
# elsewhere found nothing there) or to an absolute path of a build
# machine; every document a file cites by name exists in the tree; no
# tracked file is one the tree's .gitignore says is build output or a
# cache. Prints KTAP; a failure lists each offending line.

. tests/lib/ktap.sh

# The tracked files: git's list in a clone, every file elsewhere (a
# source tarball).
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
	mapfile -t files < <(git ls-files)
else
	mapfile -t files < <(find . -path ./build -prune -o -type f -print | sed 's|^\./||')
fi
# Text files only: the fixtures are gzip'd traces.
mapfile -t texts < <(grep -Il '' -- "${files[@]}")

# Paths outside the clone, written so that this file does not match its
# own patterns: the sibling directory the project's machines had, and the
# homes and work trees of build machines.
outside="\\.\\./+sha""red/|(^|[^a-z])sha""red/(traces|docs|hooks)/|/wo""rk/|/ho""me/[a-z]|/Us""ers/"

no_outside_refs() {
	local hits

	hits=$(grep -En -- "$outside" "${texts[@]}")
	[ -z "$hits" ] && return 0
	sed 's/^/# /' <<<"$hits" | cut -c1-200
	return 1
}

# Every name ending in .md that a file cites resolves: a path with a
# slash from the repository's root or from the citing file's directory, a
# bare name to some tracked file of that name.
cited_docs_exist() {
	local f ref dir missing=0

	declare -A names=()
	for f in "${files[@]}"; do
		names[${f##*/}]=1
	done
	for f in "${texts[@]}"; do
		dir=$(dirname "$f")
		while read -r ref; do
			case $ref in
			*/*) [ -e "$ref" ] || [ -e "$dir/$ref" ] || [ -e "${ref#/}" ] ;;
			*) [ -n "${names[$ref]:-}" ] ;;
			esac || {
				echo "# $f: cites $ref, which is not in the tree"
				missing=1
			}
		done < <(grep -oE '[A-Za-z0-9_./-]*[A-Za-z0-9_-]\.md\b' "$f" | sort -u)
	done
	[ "$missing" -eq 0 ]
}

# Nothing tracked is what .gitignore calls build output or a cache.
nothing_ignored_is_tracked() {
	local hits

	git rev-parse --is-inside-work-tree >/dev/null 2>&1 || return 0
	hits=$(git ls-files --cached --ignored --exclude-standard)
	[ -z "$hits" ] && return 0
	sed 's/^/# tracked but ignored: /' <<<"$hits"
	return 1
}

# .gitignore covers what a build and the tests leave in the tree.
ignores_build_output() {
	local path ok=0

	git rev-parse --is-inside-work-tree >/dev/null 2>&1 || return 0
	for path in build/x scripts/__pycache__/x.pyc gpu/x.pyc kmod/x.o \
		kmod/gpuslice.ko kmod/.x.cmd kmod/x.mod.c tests/nvsim/modules.order; do
		git check-ignore -q --no-index "$path" || {
			echo "# not ignored: $path"
			ok=1
		}
	done
	return "$ok"
}

ktap_plan 4
ktap_result "no file refers to a path outside the clone" no_outside_refs
ktap_result "every document cited by name is in the tree" cited_docs_exist
ktap_result "no tracked file is build output or a cache" nothing_ignored_is_tracked
ktap_result ".gitignore covers build output and Python caches" ignores_build_output
ktap_finish
