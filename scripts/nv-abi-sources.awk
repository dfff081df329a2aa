# SPDX-License-Identifier: GPL-2.0
#
# What scripts/nv-abi reads from an NVIDIA tag's sources for the probe
# (tests/abi/probe.cpp), as the rows of gs_sources.h:
#
#  - GS_NVOC_CTRL(cmd, flags, accessRight, ParamType): the RM controls the
#    description names (their numbers in `want`), as the exported-method
#    tables of src/nvidia/generated/g_*_nvoc.c register them;
#  - GS_DEPRECATED_CTRL(name): the controls
#    src/nvidia/interface/deprecated/rmapi_deprecated_control.c converts;
#  - GS_ESC_NODE(name, nodes): the files each escape's handler accepts, in
#    kernel-open/nvidia/nv.c nvidia_ioctl(), then .../unix/src/escape.c
#    RmIoctl() and osapi.c rm_ioctl() (the first file that handles it):
#    1 ctl only (NV_CTL_DEVICE_ONLY), 2 a GPU's file only
#    (NV_ACTUAL_DEVICE_ONLY), 3 either (no such check in the case);
#  - GS_UVM_ROUTE(name, route): the commands kernel-open/nvidia-uvm/uvm.c
#    and uvm_tools.c route (core/nv_abi.h, GS_ABI_ON_UVM*, with
#    GS_ABI_UVM_BEFORE_INIT for NO_INIT_CHECK and UVM_DEINITIALIZE).

BEGIN {
	n = split(want, w, " ")
	for (i = 1; i <= n; i++)
		wanted[w[i]] = 1
}

FNR == 1 {
	flush_case()
	file = FILENAME
	sub(/.*\//, "", file)
	depth = 0
}

# g_*_nvoc.c: one exported method a few lines, methodId and paramSize last
file ~ /^g_.*_nvoc\.c$/ {
	if ($0 ~ /\/\*flags=\*\//) {
		flags = $0
		sub(/.*\*\/[ \t]*/, "", flags)
		sub(/,.*/, "", flags)
	} else if ($0 ~ /\/\*accessRight=\*\//) {
		access = $0
		sub(/.*\*\/[ \t]*/, "", access)
		sub(/,.*/, "", access)
	} else if ($0 ~ /\/\*methodId=\*\//) {
		id = $0
		sub(/.*\*\/[ \t]*/, "", id)
		sub(/,.*/, "", id)
	} else if ($0 ~ /\/\*paramSize=\*\//) {
		type = $0
		sub(/\/\*paramSize=\*\/[ \t]*/, "", type)
		sub(/[ \t]*\/\*.*\*\//, "", type)
		sub(/^[ \t]*/, "", type)
		sub(/,[ \t]*$/, "", type)
		if (type ~ /^sizeof\(/) {
			sub(/^sizeof\(/, "", type)
			sub(/\)$/, "", type)
		}
		key = tolower(id)
		sub(/u$/, "", key)
		if (key in wanted && !(key in nvoc))
			nvoc[key] = sprintf("GS_NVOC_CTRL(%s, %s, %s, %s)", id, flags, access, type)
	}
	next
}

file == "rmapi_deprecated_control.c" {
	if (match($0, /^[ \t]*\{[ \t]*NV[0-9A-F]+_CTRL_CMD_[A-Z0-9_]+[ \t]*,/)) {
		name = substr($0, RSTART, RLENGTH)
		gsub(/[ \t{,]/, "", name)
		dep[name] = 1
	}
	next
}

file == "uvm.c" || file == "uvm_tools.c" {
	if ($0 ~ /^[ \t]*#/)
		next
	if (match($0, /UVM_ROUTE_CMD_[A-Z_]+\([ \t]*UVM_[A-Z0-9_]+/)) {
		s = substr($0, RSTART, RLENGTH)
		name = s
		sub(/.*\([ \t]*/, "", name)
		if (file == "uvm_tools.c")
			route[name] = 8 + 16
		else if (s ~ /NO_INIT_CHECK/)
			route[name] = 4 + 16
		else
			route[name] = 4
	} else if (file == "uvm.c" && $0 ~ /case UVM_DEINITIALIZE:/) {
		route["UVM_DEINITIALIZE"] = 4 + 16
	}
	next
}

# nv.c, escape.c, osapi.c: the escape cases of the dispatch switches
{
	line = $0
	sub(/\/\/.*/, "", line)
	if (match(line, /case NV_ESC_[A-Z0-9_]+:/)) {
		flush_case()
		cur = substr(line, RSTART + 5, RLENGTH - 6)
		cur_depth = depth
		seen = 3
	} else if (cur != "" && line ~ /default:/ && depth == cur_depth) {
		flush_case()
	} else if (file == "nv.c" && match(line, /arg_cmd == NV_ESC_[A-Z0-9_]+/)) {
		name = substr(line, RSTART + 11, RLENGTH - 11)
		if (!(name in nodes))
			nodes[name] = 3
	}
	if (cur != "" && seen == 3) {
		if (line ~ /NV_CTL_DEVICE_ONLY/)
			seen = 1
		else if (line ~ /NV_ACTUAL_DEVICE_ONLY/)
			seen = 2
	}
	depth += gsub(/\{/, "{", line) - gsub(/\}/, "}", line)
	if (cur != "" && depth < cur_depth)
		flush_case()
}

function flush_case() {
	if (cur != "" && !(cur in nodes))
		nodes[cur] = seen
	cur = ""
}

function print_rows(macro, a, fmt,   k, keys, m, i) {
	m = 0
	for (k in a)
		keys[++m] = k
	sort(keys, m)
	printf "#define %s", macro
	for (i = 1; i <= m; i++)
		printf " \\\n\t" fmt, keys[i], a[keys[i]]
	printf "\n"
}

function sort(a, n,   i, j, t) {
	for (i = 2; i <= n; i++)
		for (j = i; j > 1 && a[j - 1] > a[j]; j--) {
			t = a[j]; a[j] = a[j - 1]; a[j - 1] = t
		}
}

END {
	flush_case()
	print_rows("GS_NVOC_CTRLS", nvoc, "%.0s%s")
	print_rows("GS_DEPRECATED_CTRLS", dep, "GS_DEPRECATED_CTRL(%s)%.0s")
	print_rows("GS_ESC_NODES", nodes, "GS_ESC_NODE(%s, %s)")
	print_rows("GS_UVM_ROUTES", route, "GS_UVM_ROUTE(%s, %s)")
}
