# SPDX-License-Identifier: GPL-2.0
#
# A real container runtime against slices, in the test VM: Debian's podman
# (with crun) runs an image made from a tarball (no registry) with no
# NVIDIA file in it. Through `--device gpuslice.io/slice=NAME` (the CDI
# spec gpuslice create writes) a static client in the container opens
# /dev/nvidiactl and /dev/nvidia0 and allocates until refused, finding
# exactly the slice's limit; a probe finds the host's libcuda.so.1 through
# the container's loader cache; while the first container holds its
# memory, a container of another slice is shown by the driver only its own
# process and its own slice's free memory, and gets its own limit; the
# plain --device form works too; delete removes the spec. Runs on the host, one VM boot; podman,
# crun and conmon come from the host (scripts/setup installs them) with
# their libraries (scripts/podman-stage).

. tests/lib/ktap.sh

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tests=(cdi_spec_written fills_exactly_the_limit image_without_driver_finds_libcuda
	other_slice_sees_only_itself other_slice_has_its_own_limit plain_device_form
	delete_removes_spec)

missing=
for tool in podman crun conmon; do
	command -v $tool >/dev/null || missing="$missing $tool"
done
if [ -n "$missing" ]; then
	ktap_plan ${#tests[@]}
	for t in "${tests[@]}"; do
		ktap_skip "$t" "no$missing on this host (scripts/setup installs them)"
	done
	ktap_finish
	exit 0
fi

scripts/podman-stage "$work/podman" >"$work/stage.log" 2>&1 ||
	{ sed 's/^/# /' "$work/stage.log"; exit 1; }

cat >"$work/in_vm.sh" <<'VM'
. /extra/podman/up.sh
run() { podman run --rm "$@" 2>&1; }

gpuslice create web --gpu 0 --memory 64MiB >/dev/null
gpuslice create db --gpu 0 --memory 128MiB >/dev/null
echo "RESULT cdi_spec_written $(grep -c '"kind":"gpuslice.io/slice"' /var/run/cdi/gpuslice-web.json 2>&1)"
echo "RESULT fills_exactly_the_limit $(run --device gpuslice.io/slice=web localhost/gpuslice-test /fill /dev 1 | tail -n 1)"
echo "RESULT image_without_driver_finds_libcuda $(run --device gpuslice.io/slice=web localhost/gpuslice-test /cdi_probe)"

mkfifo /tmp/hold
podman run --rm -i --device gpuslice.io/slice=web localhost/gpuslice-test /fill /dev 1 \
	</tmp/hold >/tmp/web.out 2>&1 &
exec 3>/tmp/hold
web=$!
while kill -0 $web 2>/dev/null && ! grep -q holding /tmp/web.out; do sleep 0.5; done
echo "RESULT other_slice_sees_only_itself $(run --device gpuslice.io/slice=db localhost/gpuslice-test /gpu_view)"
echo "RESULT other_slice_has_its_own_limit $(run --device gpuslice.io/slice=db localhost/gpuslice-test /fill /dev 1 | tail -n 1);" \
	"$(run --device gpuslice.io/slice=db localhost/gpuslice-test stat -c %t:%T /dev/nvidia0)" \
	"$(stat -c %t:%T /dev/gpuslice/db/nvidia0);" \
	"web $(tail -n 1 /tmp/web.out) $(gpuslice show web --json | grep -o '"memory_used":[0-9]*')"
exec 3>&-
wait

echo "RESULT plain_device_form $(run --device /dev/gpuslice/web/nvidiactl:/dev/nvidiactl \
	--device /dev/gpuslice/web/nvidia0:/dev/nvidia0 localhost/gpuslice-test /fill /dev 1 | tail -n 1)"
gpuslice delete web >/dev/null
run --device gpuslice.io/slice=web localhost/gpuslice-test /bin/sh -c true >/tmp/gone.out
echo "RESULT delete_removes_spec $? $(test -e /var/run/cdi/gpuslice-web.json && echo left || echo gone) $(tail -n 1 /tmp/gone.out)"
gpuslice delete db >/dev/null
VM

scripts/vm-run --timeout 1800 --add "$work/podman" --add "$work/in_vm.sh" -- \
	sh /extra/in_vm.sh >"$work/out" 2>"$work/err"
vm_status=$?

said() {
	sed -n "s/^RESULT $1 //p" "$work/out"
}

# check NAME PATTERN: what the VM said of NAME matches PATTERN (grep -E).
check() {
	local got

	got=$(said "$1")
	if ! printf '%s\n' "$got" | grep -Eq "$2"; then
		ktap_diag "$1: got <<$got>>"
		return 1
	fi
}

ktap_plan ${#tests[@]}
if [ $vm_status -ne 0 ]; then
	sed 's/^/# /' "$work/err" | tail -n 30
fi
ktap_result cdi_spec_written check cdi_spec_written '^1$'
ktap_result fills_exactly_the_limit check fills_exactly_the_limit \
	'^holding 64 MiB in 64 allocations$'
# the image holds no libcuda: the one found is the host's, by the cache
image_has_no_libcuda() {
	local files

	files=$(tar -tf "$work/podman/img.tar") || return 1
	! printf '%s\n' "$files" | grep -q libcuda
}
ktap_result image_without_driver_finds_libcuda eval \
	'image_has_no_libcuda && check image_without_driver_finds_libcuda \
	"^libcuda.so.1 at /usr/local/nvidia/lib64/libcuda.so.1: driver version 13000$"'
# db's container, while web's holds 64 MiB: the driver shows it one
# process, its own (pid 1 in its namespace), and its slice's free memory
ktap_result other_slice_sees_only_itself check other_slice_sees_only_itself \
	'^pids 1: 1; heap free 131072 KiB$'
# db's container: its own 128 MiB and db's node while web's holds 64 MiB
ktap_result other_slice_has_its_own_limit check other_slice_has_its_own_limit \
	'^holding 128 MiB in 128 allocations; ([0-9a-f]+:[0-9a-f]+) \1; web holding 64 MiB in 64 allocations "memory_used":67108864$'
ktap_result plain_device_form check plain_device_form \
	'^holding 64 MiB in 64 allocations$'
ktap_result delete_removes_spec check delete_removes_spec '^[1-9][0-9]* gone .*'
# What the containers said, for the record.
sed 's/^/# /' "$work/out" | tail -n 20
ktap_finish
