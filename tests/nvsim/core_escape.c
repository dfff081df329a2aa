// SPDX-License-Identifier: GPL-2.0
/*
 * The core's escape table (core/nv_escape.c), compiled here rather than as
 * ../../core/nv_escape.o: gpuslice.ko's Kbuild compiles that object with
 * flags of its own, and two modules sharing one object file each rebuilt
 * it, and relinked their module, on every make. A make beside a VM boot
 * (make install in packaging_test) then handed the VM a half-written
 * gpuslice.ko ("Invalid ELF header magic").
 */
#include "../../core/nv_escape.c"
