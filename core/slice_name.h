/* SPDX-License-Identifier: GPL-2.0 OR MIT */
#ifndef _GS_SLICE_NAME_H
#define _GS_SLICE_NAME_H

#include "gs_types.h"

/*
 * Whether @name may name a slice: 1 to GPUSLICE_SLICE_NAME_MAX - 1
 * characters of [a-z0-9_.-], the first one [a-z0-9]. The name becomes a
 * directory under /dev/gpuslice/, so it can never be "." or "..", contain a
 * slash, or hide as a dot file.
 */
bool gs_slice_name_valid(const char *name, size_t max);

#endif /* _GS_SLICE_NAME_H */
