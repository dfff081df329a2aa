# SPDX-License-Identifier: GPL-2.0
#
# Packaging: `make install` stages the CLI and the module; `dkms add` and
# `dkms build` of the staged sources for the installed headers produce a
# gpuslice.ko for that kernel, which loads and answers in the test VM.
# Works in a private DESTDIR and private DKMS trees, so it leaves the
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
		[ "$(modinfo -F version "$work/root/lib/modules/$kver/extra/gpuslice.ko")" = "$version" ] &&
		"$work/root/usr/sbin/gpuslice" --version | grep -qx "gpuslice $version"
}

ktap_plan 6
ktap_result make_install_stages make_install_stages
ktap_result dkms_src_staged staged
ktap_result dkms_add added
ktap_result dkms_build built
ktap_result dkms_module_matches_kernel module_matches
ktap_result dkms_module_loads_in_vm module_runs_in_vm
ktap_finish
