# SPDX-License-Identifier: GPL-2.0
#
# NVIDIA numbers written outside the ABI description (scripts/nv-abi
# literals). The first input is the list of numbers, "VALUE SMALL" a line
# (decimal; SMALL 1 for an escape, UVM command or class, which are matched
# below 0x100 too); the others are the sources to search. Prints
# "FILE:LINE: 0xHEX: the line" for each hit; exits 1 if there was one.
#
# A hit is a hexadecimal literal, outside comments and strings, that is
#  - 0x100 or more and one of the numbers (a control, a class, a UVM
#    command, a status code), or
#  - below 0x100, one of the SMALL numbers, and a case label or compared
#    with == or != (case 0x2b:, nr == 0x2a): an escape or class tested as
#    a number. Other small literals (bytes, masks, a UUID's bytes) are too
#    often something else to tell.

FNR == NR {
	known[$1] = 1
	if ($2)
		small[$1] = 1
	next
}

FNR == 1 {
	in_comment = 0
}

{
	line = $0
	# block comments, also across lines; then line comments and strings
	out = ""
	while (line != "") {
		if (in_comment) {
			end = index(line, "*/")
			if (!end) {
				line = ""
				break
			}
			line = substr(line, end + 2)
			in_comment = 0
			continue
		}
		start = index(line, "/*")
		if (!start) {
			out = out line
			break
		}
		out = out substr(line, 1, start - 1) " "
		line = substr(line, start + 2)
		in_comment = 1
	}
	line = out
	sub(/\/\/.*/, "", line)
	gsub(/"([^"\\]|\\.)*"/, "\"\"", line)
	gsub(/'([^'\\]|\\.)*'/, "''", line)

	rest = line
	while (match(rest, /0[xX][0-9a-fA-F]+/)) {
		hex = substr(rest, RSTART + 2, RLENGTH - 2)
		before = substr(rest, 1, RSTART - 1)
		rest = substr(rest, RSTART + RLENGTH)
		value = strtonum("0x" hex)
		if (!(value in known))
			continue
		if (value < 256) {
			if (!(value in small))
				continue
			if (before !~ /(case[ \t]+|[=!]=[ \t]*)$/ &&
			    rest !~ /^[uUlL]*[ \t]*[=!]=/)
				continue
		}
		printf "%s:%d: 0x%s: %s\n", FILENAME, FNR, hex, $0
		found = 1
	}
}

END {
	exit found
}
