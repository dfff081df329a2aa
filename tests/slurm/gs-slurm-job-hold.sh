#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
#
# A Slurm job of slurm_test: allocates GPU memory 1 GiB at a time through
# /dev until refused and holds it until /var/log/jobs/release.<job>
# exists.

release=/var/log/jobs/release.$SLURM_JOB_ID
while [ ! -e "$release" ]; do
	sleep 0.5
done | demo_alloc /dev 1024
