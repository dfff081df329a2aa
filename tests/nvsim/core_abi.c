// SPDX-License-Identifier: GPL-2.0
/*
 * The core's ABI description (core/nv_abi.c and its tables), compiled here
 * rather than as ../../core/nv_abi.o: two modules sharing one object file
 * each rebuilt it, and relinked their module, on every make, and a make
 * beside a VM boot then handed the VM a half-written module.
 */
#include "../../core/nv_abi.c"
#include "../../core/nv_abi_tables.c"
