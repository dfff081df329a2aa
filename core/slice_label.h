/* SPDX-License-Identifier: GPL-2.0 OR MIT */
#ifndef _GS_SLICE_LABEL_H
#define _GS_SLICE_LABEL_H

#include "gs_types.h"

#ifdef __cplusplus
extern "C" {
#endif

/*
 * The rule's limits: uapi/gpuslice.h's GPUSLICE_SLICE_MAX_LABELS,
 * GPUSLICE_LABEL_KEY_MAX and GPUSLICE_LABEL_VALUE_MAX (the module and the
 * CLI assert that they agree).
 */
#define GS_SLICE_MAX_LABELS	8
#define GS_LABEL_KEY_MAX	32
#define GS_LABEL_VALUE_MAX	128

#define GS_LABEL_STR_(x) #x
#define GS_LABEL_STR(x) GS_LABEL_STR_(x)

/* Why labels cannot be a slice's (GS_LABEL_OK: they can). */
enum gs_label_error {
	GS_LABEL_OK,
	GS_LABEL_NOT_PAIR,
	GS_LABEL_BAD_KEY,
	GS_LABEL_PROMETHEUS_KEY,
	GS_LABEL_RESERVED_KEY,
	GS_LABEL_LONG_VALUE,
	GS_LABEL_BAD_VALUE,
	GS_LABEL_TOO_MANY,
	GS_LABEL_KEY_TWICE,
};

/*
 * What each says, as literals: the kernel's extended ack takes nothing
 * else (NL_SET_ERR_MSG); the CLI has them from gs_label_error_message().
 */
#define GS_LABEL_MSG_NOT_PAIR	"a label is KEY=VALUE"
#define GS_LABEL_MSG_BAD_KEY \
	"label keys are 1-" GS_LABEL_STR(GS_LABEL_KEY_MAX) \
	" characters of [a-zA-Z0-9_], not starting with a digit"
#define GS_LABEL_MSG_PROMETHEUS_KEY \
	"label keys starting with __ are reserved to Prometheus"
#define GS_LABEL_MSG_RESERVED_KEY \
	"slice, gpu, device, version, job and instance are not label keys (gpuslice's metrics and Prometheus use them)"
#define GS_LABEL_MSG_LONG_VALUE \
	"label values are at most " GS_LABEL_STR(GS_LABEL_VALUE_MAX) " bytes"
#define GS_LABEL_MSG_BAD_VALUE \
	"label values are UTF-8 without control characters, quotes or backslashes"
#define GS_LABEL_MSG_TOO_MANY \
	"a slice has at most " GS_LABEL_STR(GS_SLICE_MAX_LABELS) " labels"
#define GS_LABEL_MSG_KEY_TWICE	"a label key is given twice"

/*
 * Whether @label, a NUL-terminated "KEY=VALUE", may label a slice
 * (GS_LABEL_OK), or why not. KEY (up to the first '='): 1 to
 * GS_LABEL_KEY_MAX characters of Prometheus's label names,
 * [a-zA-Z_][a-zA-Z0-9_]*, not starting with "__" (Prometheus's own) and
 * none of the labels gpuslice's metrics carry (slice, gpu, device,
 * version) or Prometheus gives every series it scrapes (job, instance): a
 * slice's labels become labels of a metric beside those. VALUE: 0 to
 * GS_LABEL_VALUE_MAX bytes of UTF-8 without control characters (C0, DEL,
 * C1), '"' or '\', so that it is shown, quoted and exported as it is.
 */
enum gs_label_error gs_slice_label_check(const char *label);

/*
 * Whether the @n labels @label may be one slice's (GS_LABEL_OK), or why
 * not: more than GS_SLICE_MAX_LABELS, one gs_slice_label_check() refuses,
 * or a key given twice. *@bad is then the label at fault (for too many,
 * the first beyond the limit).
 */
enum gs_label_error gs_slice_labels_check(const char *const *label,
					  unsigned int n, unsigned int *bad);

/* The message of @err; "" for GS_LABEL_OK. */
const char *gs_label_error_message(enum gs_label_error err);

#ifdef __cplusplus
}
#endif

#endif /* _GS_SLICE_LABEL_H */
