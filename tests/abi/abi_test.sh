# SPDX-License-Identifier: GPL-2.0
#
# The NVIDIA ABI description (core/nv_abi_*.def, docs/abi.md) agrees with
# the headers of every supported tag of NVIDIA's open kernel modules,
# vendored under tests/abi/nvidia/: scripts/nv-abi computes each fact with
# the compiler from each tag's headers and compares, printing each
# difference. No network: everything it reads is in the tree. KTAP.
#
# Its last test looks for NVIDIA numbers written outside the description
# in the sources that take them from it (kmod/, preload/, core/, nvsim,
# tests/lib, tests/ledger, the verifier, replay, gpu/; scripts/nv-abi
# literal_sources): a
# hexadecimal literal that is a control, class, UVM command, escape or
# status number (tests/abi/literals.awk). It cannot see numbers written in
# decimal (sizes, offsets), small ones (below 0x100) other than as a case
# label or in a comparison, numbers made by arithmetic, or a number of one
# kind mistaken for another; the test suites, whose expected answers are
# their own ground truth, are not searched.

exec scripts/nv-abi check --ktap
