# SPDX-License-Identifier: GPL-2.0
#
# A real Slurm cluster of two test VMs (scripts/slurm-cluster), each a node
# with gpuslice.ko and nvsim (node1 two GPUs of 8 GiB, node2 one of
# 16 GiB), node1 also running slurmctld and slurmdbd on MariaDB, joined by
# a QEMU socket network on the loopback address. node1 runs the checks
# (tests/slurm/gs-slurm-test.sh: placement, enforcement inside jobs,
# release, accounting, faults, node2's VM killed and booted again) and
# prints their KTAP. Runs on the host: two VM boots and one more of node2.

. tests/lib/ktap.sh

tests=20
missing=
for tool in slurmctld slurmd slurmdbd munged mariadbd sshd; do
	[ -x /usr/sbin/$tool ] || missing="$missing $tool"
done
if [ -n "$missing" ]; then
	ktap_plan $tests
	for i in $(seq $tests); do
		ktap_skip "slurm_$i" "no$missing on this host (scripts/setup installs them)"
	done
	ktap_finish
	exit 0
fi
scripts/slurm-cluster gs-slurm-test 2>&1
