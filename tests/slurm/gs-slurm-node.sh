#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
#
# Brings up node NAME of the test VMs' Slurm cluster (scripts/slurm-stage):
# its address on the wire between the VMs, cgroup v2, nvsim as that node's
# GPUs (node1: two of 8 GiB, node2: one of 16 GiB; each with a little more
# heap, the driver's own), gpuslice.ko, munged, sshd, on node1 MariaDB,
# slurmdbd and slurmctld, then slurmd; every daemon in the foreground, in
# this session, so that the VM's init ends them. Then runs CMD if given,
# else waits for ever (node2).
#
#   gs-slurm-node NAME [CMD ARGS...]

set -eu
name=$1
shift
case $name in
node1) addr=10.0.0.1 gpus=2 heap_kib=8650752 ;;
node2) addr=10.0.0.2 gpus=1 heap_kib=17039360 ;;
*) echo "gs-slurm-node: no node $name" >&2; exit 2 ;;
esac

say() {
	echo "# $name: $*"
}

# wait_for SECONDS WHAT COMMAND...: until COMMAND succeeds
wait_for() {
	local limit=$1 what=$2 i=0

	shift 2
	until "$@" >/dev/null 2>&1; do
		i=$((i + 1))
		if [ $i -gt $((limit * 2)) ]; then
			echo "gs-slurm-node: $name: no $what after $limit s" >&2
			tail -n 25 /var/log/slurm/* /var/log/mysqld.log /var/log/munge/* 2>/dev/null >&2
			return 1
		fi
		sleep 0.5
	done
}

hostname "$name"
modprobe virtio_pci
modprobe virtio_net
ip link set lo up
ip addr add "$addr/24" dev eth0
ip link set eth0 up

# /dev/shm, which job_container/tmpfs replaces in each job, and /dev/pts
mkdir -p /dev/shm /dev/pts
mount -t tmpfs tmpfs /dev/shm
mount -t devpts devpts /dev/pts

# cgroup v2 as systemd would leave it for slurmd (cgroup.conf's
# IgnoreSystemd: slurmd makes its scope under system.slice itself)
mkdir -p /sys/fs/cgroup
mount -t cgroup2 none /sys/fs/cgroup
mkdir /sys/fs/cgroup/system.slice
echo "+cpuset +cpu +io +memory +pids" >/sys/fs/cgroup/cgroup.subtree_control
echo "+cpuset +cpu +io +memory +pids" >/sys/fs/cgroup/system.slice/cgroup.subtree_control

# The node's GPUs: nvsim again with its sizes, gpuslice.ko on top.
rmmod gpuslice nvsim
modprobe nvsim gpus=$gpus fb_heap_kib=$heap_kib fb_ram_kib=$((heap_kib + 524288))
modprobe gpuslice

mkdir -p /run/munge /var/lib/munge /var/log/munge /var/log/slurm \
	/var/spool/slurmd /var/spool/slurmctld /run/sshd \
	/run/mysqld /var/log/jobs
chmod 0700 /var/lib/munge /var/log/munge
chmod 1777 /var/log/jobs
munged --foreground --force 2>>/var/log/munge/munged.log &
wait_for 60 munged munge -n
/usr/sbin/sshd -D -e 2>>/var/log/sshd.log &

if [ "$name" = node1 ]; then
	mariadbd --no-defaults --user=root --datadir=/var/lib/mysql \
		--socket=/run/mysqld/mysqld.sock --skip-networking \
		--innodb-buffer-pool-size=16M --innodb-log-file-size=4M \
		--innodb-flush-log-at-trx-commit=0 --innodb-doublewrite=0 \
		--innodb-use-native-aio=0 --performance-schema=0 \
		--skip-name-resolve >/var/log/mysqld.log 2>&1 &
	wait_for 120 MariaDB test -S /run/mysqld/mysqld.sock
	slurmdbd -D >>/var/log/slurm/slurmdbd.stderr 2>&1 &
	wait_for 300 slurmdbd sacctmgr -n list cluster
	sacctmgr -i add cluster gs >/dev/null 2>&1 || true
	# alice's jobs run under an account, which their slices' labels name
	sacctmgr -i add account ml cluster=gs >/dev/null 2>&1 || true
	sacctmgr -i add user alice account=ml cluster=gs >/dev/null 2>&1 || true
	slurmctld -D >>/var/log/slurm/slurmctld.stderr 2>&1 &
	wait_for 120 slurmctld scontrol ping
	say "slurmctld and slurmdbd up"
fi
slurmd -D >>/var/log/slurm/slurmd.stderr 2>&1 &
say "slurmd up"
if [ $# -gt 0 ]; then
	"$@"
else
	while :; do
		sleep 3600
	done
fi
