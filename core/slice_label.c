// SPDX-License-Identifier: GPL-2.0 OR MIT

#include "slice_label.h"

/*
 * Keys a label may not have: those of gpuslice's own metrics, which a
 * slice's labels stand beside in gpuslice_slice_info, and those Prometheus
 * sets on every series it scrapes (it would rename a label of either name).
 */
static const char *const reserved_keys[] = {
	"slice", "gpu", "device", "version", "job", "instance",
};

static bool key_char(char c, bool first)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' ||
	       (!first && c >= '0' && c <= '9');
}

static bool continuation(unsigned char c)
{
	return (c & 0xc0) == 0x80;
}

/*
 * The length of the character at @s if it may be in a value, else 0: a
 * well-formed UTF-8 sequence (RFC 3629: no overlong forms, surrogates or
 * code points above U+10FFFF) that is no control character, quote or
 * backslash. A NUL ends the checks at once: it is no continuation byte.
 */
static size_t value_char(const unsigned char *s)
{
	unsigned char lo = 0x80, hi = 0xbf;
	size_t len, i;

	if (s[0] < 0x80)
		return s[0] >= 0x20 && s[0] != 0x7f && s[0] != '"' &&
		       s[0] != '\\';
	if (s[0] >= 0xc2 && s[0] <= 0xdf) {
		len = 2;
		if (s[0] == 0xc2)
			lo = 0xa0;	/* U+0080 to U+009F: C1 controls */
	} else if (s[0] >= 0xe0 && s[0] <= 0xef) {
		len = 3;
		if (s[0] == 0xe0)
			lo = 0xa0;	/* overlong */
		if (s[0] == 0xed)
			hi = 0x9f;	/* surrogates */
	} else if (s[0] >= 0xf0 && s[0] <= 0xf4) {
		len = 4;
		if (s[0] == 0xf0)
			lo = 0x90;	/* overlong */
		if (s[0] == 0xf4)
			hi = 0x8f;	/* above U+10FFFF */
	} else {
		return 0;
	}
	if (s[1] < lo || s[1] > hi)
		return 0;
	for (i = 2; i < len; i++)
		if (!continuation(s[i]))
			return 0;
	return len;
}

/* The length of @label's key: up to its first '=', or all of it. */
static size_t key_len(const char *label)
{
	const char *eq = strchr(label, '=');

	return eq ? (size_t)(eq - label) : strlen(label);
}

static bool key_reserved(const char *key, size_t len)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(reserved_keys); i++)
		if (strlen(reserved_keys[i]) == len &&
		    !memcmp(reserved_keys[i], key, len))
			return true;
	return false;
}

enum gs_label_error gs_slice_label_check(const char *label)
{
	size_t len = key_len(label), i, n;
	const unsigned char *value;

	if (!label[len])
		return GS_LABEL_NOT_PAIR;
	if (!len || len > GS_LABEL_KEY_MAX)
		return GS_LABEL_BAD_KEY;
	for (i = 0; i < len; i++)
		if (!key_char(label[i], i == 0))
			return GS_LABEL_BAD_KEY;
	if (len >= 2 && label[0] == '_' && label[1] == '_')
		return GS_LABEL_PROMETHEUS_KEY;
	if (key_reserved(label, len))
		return GS_LABEL_RESERVED_KEY;
	value = (const unsigned char *)label + len + 1;
	if (strlen((const char *)value) > GS_LABEL_VALUE_MAX)
		return GS_LABEL_LONG_VALUE;
	for (i = 0; value[i]; i += n) {
		n = value_char(value + i);
		if (!n)
			return GS_LABEL_BAD_VALUE;
	}
	return GS_LABEL_OK;
}

enum gs_label_error gs_slice_labels_check(const char *const *label,
					  unsigned int n, unsigned int *bad)
{
	enum gs_label_error err;
	unsigned int i, j;
	size_t len;

	if (n > GS_SLICE_MAX_LABELS) {
		*bad = GS_SLICE_MAX_LABELS;
		return GS_LABEL_TOO_MANY;
	}
	for (i = 0; i < n; i++) {
		*bad = i;
		err = gs_slice_label_check(label[i]);
		if (err)
			return err;
		len = key_len(label[i]);
		for (j = 0; j < i; j++)
			if (key_len(label[j]) == len &&
			    !memcmp(label[j], label[i], len))
				return GS_LABEL_KEY_TWICE;
	}
	return GS_LABEL_OK;
}

static const char *const messages[] = {
	[GS_LABEL_OK] = "",
	[GS_LABEL_NOT_PAIR] = GS_LABEL_MSG_NOT_PAIR,
	[GS_LABEL_BAD_KEY] = GS_LABEL_MSG_BAD_KEY,
	[GS_LABEL_PROMETHEUS_KEY] = GS_LABEL_MSG_PROMETHEUS_KEY,
	[GS_LABEL_RESERVED_KEY] = GS_LABEL_MSG_RESERVED_KEY,
	[GS_LABEL_LONG_VALUE] = GS_LABEL_MSG_LONG_VALUE,
	[GS_LABEL_BAD_VALUE] = GS_LABEL_MSG_BAD_VALUE,
	[GS_LABEL_TOO_MANY] = GS_LABEL_MSG_TOO_MANY,
	[GS_LABEL_KEY_TWICE] = GS_LABEL_MSG_KEY_TWICE,
};

const char *gs_label_error_message(enum gs_label_error err)
{
	return (unsigned int)err < ARRAY_SIZE(messages) ? messages[err] : "";
}
