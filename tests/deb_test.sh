# SPDX-License-Identifier: GPL-2.0
#
# The Debian packages: `make deb` builds gpuslice, gpuslice-dkms and
# gpuslice-slurm with debhelper and dh-dkms; lintian finds no error in
# them; they install on
# this machine, where DKMS builds the module for the installed headers'
# kernel (dkms status says so); that module loads in the test VM and the
# packaged CLI talks to it; purging them leaves nothing of them. Installs
# into this machine's own system: CI's machines are fresh ones.

. tests/lib/ktap.sh

version=$(cat VERSION)
deb=${BUILD:-build}/deb
kver=$(modinfo -F vermagic kmod/gpuslice.ko | cut -d' ' -f1)
ko=/lib/modules/$kver/updates/dkms/gpuslice.ko
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

purge() {
	dpkg --purge gpuslice-slurm gpuslice gpuslice-dkms >"$work/purge.log" 2>&1
}

# What an earlier run left, first.
dpkg -s gpuslice-dkms >/dev/null 2>&1 || dpkg -s gpuslice >/dev/null 2>&1 ||
	dpkg -s gpuslice-slurm >/dev/null 2>&1 && purge

built() {
	make -s deb >"$work/deb.log" 2>&1 ||
		{ sed 's/^/# /' "$work/deb.log" | tail -n 30; return 1; }
	[ -f "$deb/gpuslice_${version}_amd64.deb" ] &&
		[ -f "$deb/gpuslice-dkms_${version}_all.deb" ] &&
		[ -f "$deb/gpuslice-slurm_${version}_amd64.deb" ]
}

lintian_clean() {
	lintian "$deb/gpuslice_${version}_amd64.changes" >"$work/lintian.log" 2>&1
	ktap_diag "lintian: $(grep -c '^E:' "$work/lintian.log") errors," \
		"$(grep -c '^W:' "$work/lintian.log") warnings"
	sed -n 's/^\([EW]: .*\)/# \1/p' "$work/lintian.log"
	! grep -q '^E:' "$work/lintian.log"
}

installed() {
	dpkg -i "$deb/gpuslice_${version}_amd64.deb" \
		"$deb/gpuslice-dkms_${version}_all.deb" \
		"$deb/gpuslice-slurm_${version}_amd64.deb" >"$work/install.log" 2>&1 ||
		{ sed 's/^/# /' "$work/install.log" | tail -n 30; return 1; }
	dkms status gpuslice >"$work/status" 2>&1
	sed 's/^/# dkms status: /' "$work/status"
	grep -qx "gpuslice/$version, $kver, x86_64: installed" "$work/status" &&
		[ "$(modinfo -F version "$ko")" = "$version" ]
}

# The CLI, its man pages, completion and unit where Debian keeps them.
packaged_files() {
	[ "$(/usr/sbin/gpuslice --version)" = "gpuslice $version" ] &&
		[ "$(man -w gpuslice)" = /usr/share/man/man8/gpuslice.8.gz ] &&
		[ "$(man -w 5 gpuslice.conf)" = /usr/share/man/man5/gpuslice.conf.5.gz ] &&
		[ -x /usr/lib/gpuslice/gpuslice-verifier ] &&
		[ -f /usr/lib/gpuslice/libgpuslice-preload.so ] &&
		[ -f /usr/share/bash-completion/completions/gpuslice ] &&
		grep -qx 'ExecStart=/usr/sbin/gpuslice apply /etc/gpuslice/slices.conf' \
			/lib/systemd/system/gpuslice.service &&
		[ -f /usr/lib/gpuslice/slurm/spank_gpuslice.so ] &&
		grep -qx 'required /usr/lib/gpuslice/slurm/spank_gpuslice.so gpuslice=/usr/sbin/gpuslice' \
			/usr/share/gpuslice/slurm/plugstack.conf
}

# DKMS's module in place of the VM's, and the packaged CLI asking it.
loads_in_vm() {
	scripts/vm-run --timeout 900 --add "$ko" --add /usr/sbin/gpuslice -- sh -c \
		'rmmod gpuslice && insmod /extra/gpuslice.ko && /extra/gpuslice status' \
		>"$work/vm.log" 2>&1 ||
		{ sed 's/^/# /' "$work/vm.log" | tail -n 20; return 1; }
	grep -q "module version  *$version" "$work/vm.log"
}

removed() {
	purge || { sed 's/^/# /' "$work/purge.log"; return 1; }
	[ -z "$(dkms status gpuslice 2>/dev/null)" ] && [ ! -e "$ko" ] &&
		[ ! -e /usr/sbin/gpuslice ] && [ ! -e /usr/src/gpuslice-$version ] &&
		[ ! -e /lib/systemd/system/gpuslice.service ] &&
		[ ! -e /usr/lib/gpuslice/slurm ] && [ ! -e /usr/share/gpuslice ] &&
		! dpkg -s gpuslice >/dev/null 2>&1
}

ktap_plan 6
ktap_result make_deb_builds built
ktap_result lintian_finds_no_error lintian_clean
ktap_result install_builds_the_module_with_dkms installed
ktap_result packaged_files packaged_files
ktap_result dkms_module_loads_in_vm loads_in_vm
ktap_result purge_leaves_nothing removed
ktap_finish
