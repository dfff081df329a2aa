# SPDX-License-Identifier: GPL-2.0
#
# Packaging: `make install` stages the CLI, the verifier, the user-space
# engine, the module, the Slurm plugin and its configuration, the man
# pages (lint-clean for mandoc, references
# included), the bash completion (which completes) and the systemd unit
# (which systemd-analyze verifies, man pages and binary included); `dkms
# add` and `dkms build` of the staged sources for the installed headers
# produce a gpuslice.ko for that kernel, which loads and answers in the test
# VM. Works in a private DESTDIR and private DKMS trees, so it leaves the
# system's /lib/modules, /var/lib/dkms and /usr/src untouched.

. tests/lib/ktap.sh

version=$(cat VERSION)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
kver=$(modinfo -F vermagic kmod/gpuslice.ko | cut -d' ' -f1)
mkdir -p "$work/dkms"
dkms=(dkms --sourcetree "$work/src" --dkmstree "$work/dkms")
ko=$work/dkms/gpuslice/$version/$kver/x86_64/module/gpuslice.ko

staged() {
	make -s dkms-src DESTDIR="$work/src" >/dev/null &&
		[ -f "$work/src/gpuslice-$version/dkms.conf" ] &&
		[ -f "$work/src/gpuslice-$version/kmod/Kbuild" ]
}

added() {
	"${dkms[@]}" add -m gpuslice -v "$version" >"$work/add.log" 2>&1 ||
		{ sed 's/^/# /' "$work/add.log"; return 1; }
}

built() {
	"${dkms[@]}" build -m gpuslice -v "$version" -k "$kver" \
		>"$work/build.log" 2>&1 ||
		{ sed 's/^/# /' "$work/build.log" | tail -n 30; return 1; }
	[ -f "$ko" ] || [ -f "$ko.xz" ] || [ -f "$ko.zst" ] || {
		ktap_diag "no module in $(dirname "$ko")"
		return 1
	}
}

module_matches() {
	[ -f "$ko" ] || unxz -k "$ko.xz" 2>/dev/null || unzstd -q "$ko.zst"
	[ "$(modinfo -F vermagic "$ko" | cut -d' ' -f1)" = "$kver" ] &&
		[ "$(modinfo -F version "$ko")" = "$version" ]
}

module_runs_in_vm() {
	scripts/vm-run --timeout 900 --add "$ko" -- sh -c \
		'rmmod gpuslice && insmod /extra/gpuslice.ko && gpuslice status' \
		>"$work/vm.log" 2>&1 ||
		{ sed 's/^/# /' "$work/vm.log" | tail -n 20; return 1; }
	grep -q "$version" "$work/vm.log"
}

make_install_stages() {
	make -s install DESTDIR="$work/root" PREFIX=/usr >/dev/null &&
		[ -x "$work/root/usr/sbin/gpuslice" ] &&
		[ -x "$work/root/usr/lib/gpuslice/gpuslice-verifier" ] &&
		[ -f "$work/root/usr/lib/gpuslice/libgpuslice-preload.so" ] &&
		[ "$(modinfo -F version "$work/root/lib/modules/$kver/extra/gpuslice.ko")" = "$version" ] &&
		"$work/root/usr/sbin/gpuslice" --version | grep -qx "gpuslice $version" &&
		slurm_staged
}

# With Slurm's headers here (scripts/setup), the SPANK plugin and the
# configuration docs/slurm.md gives, pointing at the staged CLI's path.
slurm_staged() {
	[ -e /usr/include/slurm/spank.h ] || return 0
	[ -f "$work/root/usr/lib/gpuslice/slurm/spank_gpuslice.so" ] &&
		nm -D --defined-only "$work/root/usr/lib/gpuslice/slurm/spank_gpuslice.so" |
		grep -q ' slurm_spank_job_prolog$' &&
		grep -qx 'required /usr/lib/gpuslice/slurm/spank_gpuslice.so gpuslice=/usr/sbin/gpuslice' \
			"$work/root/usr/share/gpuslice/slurm/plugstack.conf" &&
		[ -f "$work/root/usr/share/gpuslice/slurm/gres.conf" ]
}

# Every page lint-clean, style included: mandoc finds the pages they refer
# to in the stage's own database.
man_pages_lint_clean() {
	local man=$work/root/usr/share/man page out ok=0

	makewhatis "$man" || return 1
	for page in man5/gpuslice.conf.5 man8/gpuslice.8 man8/gpuslice-preload.8; do
		[ -f "$man/$page" ] || { ktap_diag "no $page"; return 1; }
		out=$(MANPATH=$man mandoc -T lint -W style "$man/$page" 2>&1) ||
			ok=1
		[ -z "$out" ] || { ktap_diag "$out"; ok=1; }
	done
	return $ok
}

# The staged unit, its binary pointed at the stage's: systemd finds
# nothing wrong with it, its dependencies, its binary or its man pages.
unit_verifies() {
	local unit=$work/root/lib/systemd/system/gpuslice.service out

	grep -qx 'ExecStart=/usr/sbin/gpuslice apply /etc/gpuslice/slices.conf' "$unit" ||
		return 1
	sed "s|=/usr/sbin/|=$work/root/usr/sbin/|" "$unit" >"$work/gpuslice.service"
	out=$(MANPATH=$work/root/usr/share/man systemd-analyze verify \
		"$work/gpuslice.service" 2>&1) || { ktap_diag "$out"; return 1; }
	[ -z "$out" ] || { ktap_diag "$out"; return 1; }
}

# What bash completes after "$@", with the staged completion.
complete_words() {
	bash -c '. /usr/share/bash-completion/bash_completion && . "$1" &&
		shift && COMP_LINE="$*" && COMP_POINT=${#COMP_LINE} &&
		read -ra COMP_WORDS <<<"$COMP_LINE" &&
		{ [[ $COMP_LINE != *" " ]] || COMP_WORDS+=(""); } &&
		COMP_CWORD=$((${#COMP_WORDS[@]} - 1)) && _gpuslice &&
		echo "${COMPREPLY[*]}"' _ \
		"$work/root/usr/share/bash-completion/completions/gpuslice" "$@"
}

completion_completes() {
	[ "$(complete_words "gpuslice mo")" = monitor ] &&
		[ "$(complete_words "gpuslice apply --d")" = --dry-run ] &&
		[ "$(complete_words "gpuslice set web --gpu 0 --priority h")" = high ] &&
		[ "$(complete_words "gpuslice ")" = "status version create set delete show list monitor metrics apply cdi --help --version" ]
}

ktap_plan 9
ktap_result make_install_stages make_install_stages
ktap_result man_pages_lint_clean man_pages_lint_clean
ktap_result unit_verifies unit_verifies
ktap_result completion_completes completion_completes
ktap_result dkms_src_staged staged
ktap_result dkms_add added
ktap_result dkms_build built
ktap_result dkms_module_matches_kernel module_matches
ktap_result dkms_module_loads_in_vm module_runs_in_vm
ktap_finish
