#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
#
# make demo-slurm, on node1 of the two-VM cluster (scripts/slurm-cluster):
# Slurm placing four jobs that ask for 8 GiB and 30% of a GPU on two
# 16 GiB nodes, a fifth waiting for one to end; each job's slice on its
# node; a job refused its ninth GiB and held to 30% of its GPU's time;
# sacct's record of the shares.

step() {
	printf '\n$ %s\n' "$*"
	sh -c "$*"
}

wait_idle() {
	until [ "$(sinfo -h -o %T | sort -u)" = idle ] && [ "$(sinfo -h -N | wc -l)" = 2 ]; do
		sleep 1
	done
}

wait_gone() {
	while [ -n "$(squeue -h -j "$1")" ]; do
		sleep 1
	done
}

wait_idle
step sinfo -N -o '"%N %T %G"'
for i in 1 2 3 4 5; do
	su -s /bin/sh alice -c "cd /srv/alice && sbatch -o /dev/null -J share$i \
		--gres=gpumem:8G,gpucompute:30 --wrap 'sleep 600'" >/dev/null
done
sleep 10
step squeue -o "'%.4i %.8j %.8T %.10r %N'"
step gpuslice list
step ssh -n node2 gpuslice list
step "scontrol show node node1 | grep -E 'CfgTRES|AllocTRES'"
step scancel -u alice
for j in $(squeue -h -o %i); do
	wait_gone "$j"
done

job=$(sbatch --parsable -o /var/log/jobs/%j.out -w node2 --gres=gpumem:8G,gpucompute:30 \
	--wrap gs-slurm-job-enforce)
echo
echo "\$ sbatch -w node2 --gres=gpumem:8G,gpucompute:30 --wrap gs-slurm-job-enforce   # job $job"
until ssh -n node2 "grep -q holding /var/log/jobs/$job.out" 2>/dev/null; do
	sleep 1
done
step ssh -n node2 gpuslice show slurm-$job
ssh -n node2 "touch /var/log/jobs/release.$job"
wait_gone "$job"
step ssh -n node2 cat /var/log/jobs/$job.out
step sacct -X -o JobID,JobName,State,NodeList,AllocTRES%60
