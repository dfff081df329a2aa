/* SPDX-License-Identifier: GPL-2.0 OR MIT */
/*
 * What libgpuslice-preload.so offers the programs it is loaded into
 * (docs/preload.md). A program need not link against the library: look
 * the function up with dlsym(RTLD_DEFAULT, "gpuslice_trace_mark"), which
 * finds nothing when the library is not loaded.
 */
#ifndef _GPUSLICE_PRELOAD_H
#define _GPUSLICE_PRELOAD_H

#ifdef __cplusplus
extern "C" {
#endif

/*
 * Writes "MARK @name" into the trace (GPUSLICE_TRACE), after every record
 * of the calls made before; nothing when no trace is recorded. Spaces and
 * control characters in @name become '_': a mark is one word.
 */
void gpuslice_trace_mark(const char *name);

#ifdef __cplusplus
}
#endif

#endif /* _GPUSLICE_PRELOAD_H */
