# SPDX-License-Identifier: GPL-2.0
#
# The NVIDIA ABI description (core/nv_abi_*.def, docs/abi.md) agrees with
# the headers of every supported tag of NVIDIA's open kernel modules,
# vendored under tests/abi/nvidia/: scripts/nv-abi computes each fact with
# the compiler from each tag's headers and compares, printing each
# difference. No network: everything it reads is in the tree. KTAP.

exec scripts/nv-abi check --ktap
