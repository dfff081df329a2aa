# SPDX-License-Identifier: GPL-2.0
#
# Rewrites the values of the rows of one file of the ABI description
# (core/nv_abi_*.def) from the dumps of the tagged versions, for
# scripts/nv-abi update. First input: "BRANCH NAME VALUE" lines, every
# tagged version's dump; second: the .def file. Variables: base, the base
# branch (GS_ABI_BASE_BRANCH), and branches, the tagged branches in order.
#
# A row computed the same wherever its headers have it is a constant,
# GS_K; one that differs is GS_V, its value in the base branch and the
# changes: SINCE a newer branch, newest first, then UNTIL an older one,
# oldest first, so that the first that applies is the version's value.
# A constant (VAL) a tag's headers do not define is just not there; any
# other fact missing from a dump is absent from that version. Rows read by
# hand (READ) are left alone.

FNR == NR {
	if ($3 != "absent" && $3 != "read" && $3 !~ /^[0-9]+$/) {
		printf "nv-abi: %s is %s in branch %s\n", $2, $3, $1 > "/dev/stderr"
		failed = 1
		exit 1
	}
	val[$1, $2] = $3
	next
}

FNR == 1 {
	nb = split(branches, br, " ")
}

END {
	if (failed)
		exit 1
}

!/^GS_[KV]\(/ {
	print
	next
}

{
	parse($0)
	if (probe ~ /^READ\(/) {
		print
		next
	}
	isval = probe ~ /^(VAL|CLS_NUM)\(/
	same = 1
	first = ""
	for (i = 1; i <= nb; i++) {
		v[i] = ((br[i], name) in val) ? val[br[i], name] : "absent"
		if (isval && v[i] == "absent")
			v[i] = "missing"
		if (v[i] == "missing")
			continue
		if (first == "")
			first = v[i]
		else if (v[i] != first)
			same = 0
	}
	if (first == "") {		# in no tag: the check says so
		print
		next
	}
	if (same) {
		printf "GS_K(%s, %s, %s\n", name, fmt(first), rest
		next
	}
	for (i = 1; i <= nb; i++) {
		if (v[i] == "missing")
			v[i] = "absent"
		if (br[i] == base)
			b = i
	}
	changes = ""
	for (i = nb; i > b; i--)	# newer: SINCE, newest first
		if (v[i] != v[i - 1])
			changes = changes " SINCE(" br[i] ", " fmt(v[i]) ")"
	for (i = 1; i < b; i++)		# older: UNTIL, oldest first
		if (v[i] != v[i + 1])
			changes = changes " UNTIL(" br[i + 1] ", " fmt(v[i]) ")"
	printf "GS_V(%s, %s, %s, %s\n", name, fmt(v[b]), substr(changes, 2), rest
}

# Splits a row into name, its probe and the text from the probe on (rest).
function parse(line,   i, c, d, args, n, start) {
	start = index(line, "(") + 1
	d = 0
	n = 0
	args = line ~ /^GS_K/ ? 2 : 3
	for (i = start; i <= length(line); i++) {
		c = substr(line, i, 1)
		if (c == "(")
			d++
		else if (c == ")")
			d--
		else if (c == "," && d == 0) {
			arg[++n] = substr(line, start, i - start)
			start = i + 1
			if (n == args)
				break
		}
	}
	name = arg[1]
	rest = substr(line, i + 1)
	sub(/^[ \t]*/, "", rest)
	probe = rest
}

# A value as the description writes it: numbers that name things (escapes,
# classes, controls, commands, status codes, indexes) and large ones in
# hex, sizes, offsets and counts in decimal.
function fmt(x) {
	if (x == "absent")
		return "ABSENT"
	if (name ~ /^FB_INFO_INDEX_/)
		return sprintf("0x%02x", x)
	if (name ~ /(_SIZE|_AT|_MAX|_PARAMS|_LEN|_LO|_HI|_COUNT|_NODES|_ROUTE|_PRIV|_RULE|_KIND)$/ ||
	    name ~ /_MAX_|MAX_[A-Z]*$/ || x < 10)
		return x
	if (x >= 256 || name ~ /^(ESC|CLS|CTRL|UVM|ERR|FB_INFO_INDEX)_/)
		return sprintf("0x%x", x)
	return x
}
