#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
#
# slurm_test's checks, run on node1 of the two-VM Slurm cluster once it is
# up (gs-slurm-node node1 gs-slurm-test): placement, enforcement inside
# jobs, release however a job ends, accounting, and faults. Commands for
# node2 go over ssh on the VMs' wire. Asks the host to kill node2's VM and
# to boot it again by the lines "# gs-cluster: kill node2" and
# "# gs-cluster: boot node2" (tests/slurm_test.sh). Prints KTAP.

. /usr/bin/ktap.sh

GIB=1073741824
SHARE="--gres=gpumem:8G,gpucompute:30"
JOBS=/var/log/jobs

# on NODE CMD: CMD's output on NODE
on() {
	if [ "$1" = node1 ]; then
		sh -c "$2"
	else
		ssh -n "$1" "$2"
	fi
}

# wait_for SECONDS CMD...: until CMD succeeds; false after SECONDS times
# WAIT_SCALE. The SECONDS are what the cluster needs beside a few other
# VMs; make test runs this suite beside all its VM suites, and on
# 2026-12-07, at a load of about 10 on 2 cores, two such runs ran out of
# 2 and 3 waits (a slice's release after scancel or exit, the capacity
# back, an adopted login) that the suite alone passed. A wait that
# succeeds ends at once, so only a failure takes longer.
WAIT_SCALE=3
wait_for() {
	local limit=$(($1 * WAIT_SCALE)) start

	shift
	start=$(date +%s)
	until "$@" >/dev/null 2>&1; do
		[ $(($(date +%s) - start)) -ge "$limit" ] && return 1
		sleep 1
	done
}

submit() {
	sbatch --parsable -o "$JOBS/%j.out" "$@" | cut -d';' -f1
}

# $1 quoted for sh
quote() {
	printf "'%s'" "$(printf '%s' "$1" | sed "s/'/'\\\\''/g")"
}

# as alice, from her home (su would read the job's options as its own)
submit_alice() {
	local cmd="cd /srv/alice && exec sbatch --parsable -o $JOBS/%j.out" a

	for a; do
		cmd="$cmd $(quote "$a")"
	done
	su -s /bin/sh -c "$cmd" alice | cut -d';' -f1
}

state() {
	squeue -h -j "$1" -o %T 2>/dev/null
}

is_state() {
	[ "$(state "$1")" = "$2" ]
}

node_of() {
	squeue -h -j "$1" -o %N
}

reason() {
	squeue -h -j "$1" -o %r
}

# the slice of job $2 on node $1: "DEVICE MEMORY_LIMIT REQUEST LIMIT USED"
slice_of() {
	on "$1" "gpuslice show slurm-$2 --json" 2>/dev/null |
		sed -n 's/.*"device":\([0-9]*\),"memory_limit":\([0-9]*\),"memory_used":\([0-9]*\),.*"compute_limit":\([0-9]*\),"compute_request":\([0-9]*\),.*/\1 \2 \5 \4 \3/p'
}

has_slice() {
	[ -n "$(slice_of "$1" "$2")" ]
}

no_slice() {
	! has_slice "$1" "$2"
}

# the job's output (on the node that ran it)
output() {
	on "$1" "cat $JOBS/$2.out" 2>/dev/null
}

holding() {
	output "$1" "$2" | grep -q '^holding'
}

release() {
	on "$1" "touch $JOBS/release.$2"
}

# node NODE's allocated gres/gpumem in scontrol's AllocTRES, bytes or 0
alloc_gpumem() {
	scontrol show node "$1" -o | sed -n 's/.*AllocTRES=[^ ]*gres\/gpumem=\([0-9.]*\)\([KMGT]*\).*/\1 \2/p' |
		awk '{ m = 1; if ($2 == "K") m = 2^10; if ($2 == "M") m = 2^20;
			if ($2 == "G") m = 2^30; if ($2 == "T") m = 2^40;
			printf "%.0f\n", $1 * m } END { if (!NR) print 0 }'
}

node_state() {
	sinfo -h -n "$1" -o %T
}

diag() {
	ktap_diag "$*"
}

ktap_plan 20

# --- the cluster
cluster_up() {
	wait_for 300 sh -c '[ "$(sinfo -h -o %T | sort -u | tr "\n" " ")" = "idle " ] &&
		[ "$(sinfo -h -N -o %N | wc -l)" = 2 ]' || { sinfo; return 1; }
}
ktap_result cluster_up cluster_up

# --- placement: four 8 GiB shares fill two 16 GiB nodes, a fifth waits
J1=$(submit_alice $SHARE --wrap 'sleep 3600')
J2=$(submit_alice $SHARE --wrap 'sleep 3600')
J3=$(submit_alice $SHARE --wrap 'sleep 3600')
J4=$(submit_alice $SHARE --wrap 'sleep 3600')
placement() {
	local j n1=0 n2=0 node s

	for j in $J1 $J2 $J3 $J4; do
		wait_for 180 is_state "$j" RUNNING || { diag "job $j: $(state "$j")"; return 1; }
	done
	for j in $J1 $J2 $J3 $J4; do
		node=$(node_of "$j")
		wait_for 30 has_slice "$node" "$j"
		s=$(slice_of "$node" "$j")
		diag "job $j on $node: slice (device limit request cap used) $s"
		case $node in node1) n1=$((n1 + 1)) ;; node2) n2=$((n2 + 1)) ;; esac
		# 8 GiB and a 30% share, capped at it
		set -- $s
		[ "$2" = $((8 * GIB)) ] && [ "$3" = 30 ] && [ "$4" = 30 ] || return 1
	done
	# node1's two GPUs of 8 GiB: one share each; node2's one GPU: both
	[ $n1 = 2 ] && [ $n2 = 2 ] || return 1
	[ "$(on node1 'gpuslice list --json' | grep -o '"device":[0-9]*' | sort | tr '\n' ' ')" = '"device":0 "device":1 ' ] ||
		return 1
	[ "$(on node2 'gpuslice list --json' | grep -o '"device":[0-9]*' | sort | tr '\n' ' ')" = '"device":0 "device":0 ' ]
}
ktap_result placement_fills_two_nodes placement

J5=$(submit_alice $SHARE --wrap 'sleep 3600')
fifth_waits() {
	sleep 5
	diag "job $J5: $(state "$J5") ($(reason "$J5"))"
	is_state "$J5" PENDING && [ "$(reason "$J5")" = Resources ] &&
		[ "$(alloc_gpumem node1)" = $((16 * GIB)) ] &&
		[ "$(alloc_gpumem node2)" = $((16 * GIB)) ]
}
ktap_result fifth_job_waits_for_resources fifth_waits

# --- accounting and the CLI's view of the job
sacct_shows() {
	local tres

	tres=$(sacct -X -n -P -j "$J1" -o AllocTRES)
	diag "sacct AllocTRES of $J1: $tres"
	echo "$tres" | grep -q "gres/gpumem=$((8 * GIB))" &&
		echo "$tres" | grep -q 'gres/gpucompute=30'
}
ktap_result sacct_shows_shares wait_for 60 sacct_shows

# The slice is labelled with the job's id, user and account (alice's, ml:
# gs-slurm-node), in list's JSON and text, and in metrics'
# gpuslice_slice_info, beside the series that join on it.
names_job() {
	local node acct

	node=$(node_of "$J1")
	acct=$(squeue -h -j "$J1" -o %a)
	diag "job $J1 (account '$acct') in gpuslice list: $(on "$node" "gpuslice list" | grep "^slurm-$J1 ")"
	diag "its info series: $(on "$node" "gpuslice metrics" | grep "^gpuslice_slice_info{slice=\"slurm-$J1\"")"
	[ "$acct" = ml ] &&
		on "$node" "gpuslice list --json" |
		grep -q "{\"name\":\"slurm-$J1\",\"labels\":{\"job_id\":\"$J1\",\"user\":\"alice\",\"account\":\"ml\"}," &&
		on "$node" "gpuslice list" | grep -q "^slurm-$J1 .*  job_id=$J1,user=alice,account=ml\$" &&
		on "$node" "gpuslice metrics" |
		grep -qx "gpuslice_slice_info{slice=\"slurm-$J1\",job_id=\"$J1\",user=\"alice\",account=\"ml\"} 1" &&
		on "$node" "gpuslice metrics" |
		grep -q "^gpuslice_memory_limit_bytes{slice=\"slurm-$J1\",.*} $((8 * GIB))\$"
}
ktap_result list_and_metrics_name_the_job names_job

# --- release on scancel: the slice goes, the fifth job starts there
JN2=
for j in $J1 $J2 $J3 $J4; do
	[ "$(node_of "$j")" = node2 ] && JN2=$j
done
scancel "$JN2"
scancel_release() {
	wait_for 60 no_slice node2 "$JN2" || return 1
	wait_for 120 is_state "$J5" RUNNING || return 1
	[ "$(node_of "$J5")" = node2 ] && wait_for 30 has_slice node2 "$J5"
}
ktap_result release_on_scancel_starts_the_fifth scancel_release

scancel $J1 $J2 $J3 $J4 $J5
capacity_back() {
	local j

	for j in $J1 $J2 $J3 $J4 $J5; do
		wait_for 60 sh -c "[ -z \"\$(squeue -h -j $j)\" ]" || return 1
	done
	[ "$(alloc_gpumem node1)" = 0 ] && [ "$(alloc_gpumem node2)" = 0 ] &&
		[ "$(on node1 'gpuslice list --json')" = "[]" ] &&
		[ "$(on node2 'gpuslice list --json')" = "[]" ]
}
ktap_result capacity_back_in_scontrol wait_for 60 capacity_back

# --- a time limit, running beside what follows (node1)
JT=$(submit_alice $SHARE -w node1 -t 1 --wrap 'sleep 3600')

# --- enforcement inside a job (node2), and a login adopted into another
JE=$(submit $SHARE -w node2 --wrap gs-slurm-job-enforce)
JA=$(submit_alice --gres=gpumem:1G -w node2 --wrap 'sleep 3600')
wait_for 180 is_state "$JE" RUNNING
wait_for 120 holding node2 "$JE"
diag "$(output node2 "$JE" | sed 's/^/job: /')"
sees_only_its_slice() {
	local nodes

	nodes=$(on node2 "stat -c %t:%T /dev/gpuslice/slurm-$JE/nvidiactl /dev/gpuslice/slurm-$JE/nvidia0" | tr '\n' ' ')
	# the batch script and an srun step of the job
	output node2 "$JE" | grep -qx 'view: nvidia-uvm nvidia-uvm-tools nvidia0 nvidiactl ' &&
		output node2 "$JE" | grep -qx "step: nvidia-uvm nvidia-uvm-tools nvidia0 nvidiactl ${nodes#* }" &&
		output node2 "$JE" | grep -q '^slices: ls: /dev/gpuslice: No such file' &&
		output node2 "$JE" | grep -qx "nodes: $nodes"
}
ktap_result job_sees_only_its_slice sees_only_its_slice

beyond_refused() {
	output node2 "$JE" | grep -q '^allocation 9 of 1024 MiB refused: status 0x51 (NV_ERR_NO_MEMORY)$' &&
		output node2 "$JE" | grep -q '^holding 8192 MiB in 8 allocations$'
}
ktap_result allocation_beyond_share_refused beyond_refused

nvsim_count() {
	local dev used

	dev=$(slice_of node2 "$JE" | cut -d' ' -f1)
	used=$(on node2 "cat /sys/kernel/debug/nvsim/fb" | sed -n "s/^gpu $dev total [0-9]* used \([0-9]*\) .*/\1/p")
	diag "nvsim: gpu $dev used $used; slice: $(slice_of node2 "$JE")"
	[ "$used" = $((8 * GIB)) ]
}
ktap_result nvsim_count_within_share nvsim_count

adopted_login() {
	local got want

	wait_for 180 is_state "$JA" RUNNING || return 1
	want=$(on node2 "stat -c %t:%T /dev/gpuslice/slurm-$JA/nvidia0")
	got=$(ssh -n alice@node2 'ls /dev | grep nvidia | tr "\n" " "; stat -c %t:%T /dev/nvidia0; cat /proc/self/cgroup' 2>&1)
	diag "login: $(echo "$got" | tr '\n' ' ')"
	echo "$got" | grep -qx 'nvidia-uvm nvidia-uvm-tools nvidia0 nvidiactl '"$want" &&
		echo "$got" | grep -q "job_$JA/step_extern"
}
ktap_result adopted_login_sees_the_slice adopted_login
scancel "$JA"

release node2 "$JE"
compute_share() {
	local line busy stalled total

	wait_for 180 sh -c "[ -z \"\$(squeue -h -j $JE)\" ]" || return 1
	line=$(output node2 "$JE" | grep '^gpu 0 busy')
	diag "job $JE: $line (share 30%, capped at 30%)"
	busy=$(echo "$line" | sed -n 's/^gpu 0 busy \([0-9]*\)\.\([0-9]*\)%.*/\1\2/p')
	total=$(echo "$line" | sed -n 's/.* of \([0-9]*\) us.*/\1/p')
	stalled=$(echo "$line" | sed -n 's/.*, \([0-9]*\) us stalled.*/\1/p')
	[ -n "$busy" ] || return 1
	if [ "$stalled" -gt $((total / 4)) ]; then
		skip_why="the VM stood still for $stalled us of $total"
		return 2
	fi
	# within 3 points of the share (basis points)
	[ "$busy" -ge 2700 ] && [ "$busy" -le 3300 ]
}
skip_why=
compute_share
case $? in
0) ktap_result compute_share_measured true ;;
2) ktap_skip compute_share_measured "$skip_why" ;;
*) ktap_result compute_share_measured false ;;
esac

release_on_exit() {
	[ "$(sacct -X -n -P -j "$JE" -o State)" = COMPLETED ] &&
		wait_for 30 no_slice node2 "$JE" &&
		[ "$(alloc_gpumem node2)" = 0 ]
}
ktap_result release_on_exit release_on_exit

real_not_openable() {
	local out

	out=$(output node2 "$JE" | grep '^real: ')
	diag "in the job: $out"
	# the same node made outside any job opens
	on node2 "mknod /tmp/real-gpu c 195 0; dd if=/tmp/real-gpu of=/dev/null count=0 && rm /tmp/real-gpu" >/dev/null 2>&1 &&
		echo "$out" | grep -q 'Operation not permitted'
}
ktap_result real_gpu_not_openable real_not_openable

time_limit() {
	wait_for 240 sh -c "[ -z \"\$(squeue -h -j $JT)\" ]" || return 1
	[ "$(sacct -X -n -P -j "$JT" -o State)" = TIMEOUT ] &&
		wait_for 30 no_slice node1 "$JT" && [ "$(alloc_gpumem node1)" = 0 ]
}
ktap_result release_on_time_limit time_limit

# --- slurmd restarted under a running job (node1)
JH=$(submit_alice $SHARE -w node1 --wrap gs-slurm-job-hold)
restart_keeps() {
	local before after

	wait_for 180 holding node1 "$JH" || return 1
	before=$(slice_of node1 "$JH")
	kill "$(cat /run/slurmd.pid)"
	wait_for 30 sh -c '! kill -0 $(cat /run/slurmd.pid)'
	slurmd -D >>/var/log/slurm/slurmd.stderr 2>&1 &
	sleep 10
	wait_for 60 scontrol ping
	after=$(slice_of node1 "$JH")
	diag "slice before $before, after $after"
	[ -n "$before" ] && [ "$before" = "$after" ] && is_state "$JH" RUNNING &&
		release node1 "$JH" &&
		wait_for 120 sh -c "[ -z \"\$(squeue -h -j $JH)\" ]" &&
		[ "$(sacct -X -n -P -j "$JH" -o State)" = COMPLETED ] &&
		no_slice node1 "$JH"
}
ktap_result slurmd_restart_keeps_job_and_slice restart_keeps

# --- slurmd starting removes the slice of a job whose epilog never ran
JK=$(submit_alice $SHARE -w node1 --no-requeue --wrap gs-slurm-job-hold)
stale_removed() {
	local pids

	wait_for 180 holding node1 "$JK" || return 1
	pids=$(scontrol listpids "$JK" | awk 'NR > 1 && $1 > 1 { print $1 }')
	kill -9 "$(cat /run/slurmd.pid)"
	# the job's steps and processes die with it, as in a crash
	kill -9 $(ps -o pid,args | awk -v j="$JK" 'index($0, "slurmstepd: [" j ".") { print $1 }') $pids
	sleep 2
	has_slice node1 "$JK" || { diag "no slice left to remove"; return 1; }
	slurmd -D >>/var/log/slurm/slurmd.stderr 2>&1 &
	wait_for 60 no_slice node1 "$JK" &&
		grep -q "job $JK runs no more on this node: deleting its slice" /var/log/slurm/slurmd.log
}
ktap_result slurmd_start_removes_stale_slice stale_removed
wait_for 120 sh -c "[ -z \"\$(squeue -h -j $JK)\" ]"
wait_for 120 sh -c '[ "$(sinfo -h -n node1 -o %T)" = idle ]'

# --- a prolog that fails drains the node, saying gpuslice
prolog_drains() {
	local r

	rmmod gpuslice && modprobe gpuslice max_slices=1 &&
		gpuslice create blocker --gpu 0 --memory 1MiB >/dev/null || return 1
	JP=$(submit_alice $SHARE -w node1 --no-requeue --wrap true)
	wait_for 120 sh -c 'sinfo -h -n node1 -o %T | grep -q drain'
	r=$(scontrol show node node1 -o | sed -n 's/.*Reason=\(.*\) \[.*/\1/p')
	diag "node1: $(node_state node1), reason: $r"
	gpuslice delete blocker >/dev/null
	scancel "$JP"
	wait_for 60 sh -c "[ -z \"\$(squeue -h -j $JP)\" ]"
	rmmod gpuslice && modprobe gpuslice
	scontrol update nodename=node1 state=resume
	echo "$r" | grep -q "^gpuslice: job $JP: gpuslice create slurm-$JP: "
}
ktap_result failed_prolog_drains_node prolog_drains
wait_for 60 sh -c '[ "$(sinfo -h -n node1 -o %T)" = idle ]'

# --- node2's VM dies under a job: requeued, it runs on node1
B1=$(submit_alice $SHARE -w node1 --wrap 'sleep 3600')
B2=$(submit_alice $SHARE -w node1 --wrap 'sleep 3600')
wait_for 180 is_state "$B2" RUNNING
JR=$(submit_alice $SHARE --requeue --wrap 'sleep 3600')
node_down_requeued() {
	wait_for 180 is_state "$JR" RUNNING || return 1
	[ "$(node_of "$JR")" = node2 ] && wait_for 30 has_slice node2 "$JR" || return 1
	echo "# gs-cluster: kill node2"
	wait_for 240 sh -c 'sinfo -h -n node2 -o %T | grep -q down' || return 1
	diag "node2: $(node_state node2); job $JR: $(state "$JR") ($(reason "$JR"))"
	wait_for 120 is_state "$JR" PENDING || return 1
	scancel "$B1" "$B2"
	wait_for 300 is_state "$JR" RUNNING || return 1
	diag "job $JR: $(state "$JR") on $(node_of "$JR"), restarted $(scontrol show job "$JR" -o | sed -n 's/.*Restarts=\([0-9]*\).*/\1/p') times"
	[ "$(node_of "$JR")" = node1 ] && wait_for 30 has_slice node1 "$JR"
}
ktap_result node_down_job_requeued_on_node1 node_down_requeued

back_clean() {
	echo "# gs-cluster: boot node2"
	wait_for 420 sh -c '[ "$(sinfo -h -n node2 -o %T)" = idle ]' || { diag "node2: $(node_state node2)"; return 1; }
	diag "node2 back: $(node_state node2); its slices: $(on node2 'gpuslice list --json')"
	no_slice node2 "$JR" && [ "$(on node2 'gpuslice list --json')" = "[]" ]
}
ktap_result returned_node_has_no_stale_slice back_clean
scancel "$JR"
wait_for 60 no_slice node1 "$JR"

if [ "$ktap_failed" -gt 0 ]; then
	tail -n 60 /var/log/slurm/slurmctld.log /var/log/slurm/slurmd.log | sed 's/^/# /'
	on node2 'tail -n 40 /var/log/slurm/slurmd.log' 2>&1 | sed 's/^/# node2: /'
fi
ktap_finish
