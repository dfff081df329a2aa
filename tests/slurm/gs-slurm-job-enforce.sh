#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
#
# A Slurm job of slurm_test (as root, so that it may make a device node
# and read nvsim's accounts): says which nvidia nodes its /dev holds and
# their numbers, and those an srun step of it sees, tries to make a node of the real GPU 0 (195:0) and open
# it, allocates GPU memory 1 GiB at a time through /dev until refused and
# holds it until /var/log/jobs/release.<job> exists, then keeps a channel
# of its GPU busy and says what share of the GPU's time it got by nvsim's
# accounts.

echo "view: $(ls /dev | grep nvidia | tr '\n' ' ')"
echo "slices: $(ls /dev/gpuslice 2>&1 | tr '\n' ' ')"
echo "nodes: $(stat -c %t:%T /dev/nvidiactl /dev/nvidia0 | tr '\n' ' ')"
echo "step: $(srun --overlap --gres=none -n 1 sh -c \
	'ls /dev | grep nvidia; stat -c %t:%T /dev/nvidia0' 2>&1 | tr '\n' ' ')"
# the device cgroup refuses the node's making, or else its opening
echo "real: $( (mknod /tmp/real-gpu c 195 0 &&
	dd if=/tmp/real-gpu of=/dev/null count=0) 2>&1 | head -n 1)"
release=/var/log/jobs/release.$SLURM_JOB_ID
while [ ! -e "$release" ]; do
	sleep 0.5
done | demo_alloc /dev 1024
nvsim-burn --dev /dev --seconds 10 --settle 2
