/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A small strict JSON parser (RFC 8259) for tests.
 *
 * json_parse() turns a whole buffer into a tree or fails with a message. It
 * accepts exactly one JSON text: any value, surrounded by optional
 * whitespace. It rejects everything RFC 8259 does not allow (trailing
 * garbage, trailing commas, comments, unescaped control characters, leading
 * zeros, lone surrogates in \u escapes, invalid UTF-8, a byte order mark)
 * and, stricter than the RFC, duplicate member names in an object, so that
 * a test never has to guess which of two values a consumer would see.
 */

#ifndef GPUSLICE_TESTS_JSON_H
#define GPUSLICE_TESTS_JSON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum json_type {
	JSON_NULL,
	JSON_BOOL,
	JSON_NUMBER,
	JSON_STRING,
	JSON_ARRAY,
	JSON_OBJECT,
};

struct json_value;

/*
 * Parses the @len bytes at @text. Returns the root of a tree to be released
 * with json_free(), or NULL with a message ("offset N: what") in @err.
 */
struct json_value *json_parse(const char *text, size_t len, char *err,
			      size_t errlen);
void json_free(struct json_value *v);

enum json_type json_type(const struct json_value *v);

/* The value of member @key of object @obj; NULL if none or not an object. */
const struct json_value *json_get(const struct json_value *obj,
				  const char *key);

/* Arrays and objects: number of elements or members; 0 for other types. */
size_t json_count(const struct json_value *v);
/* Element @i of an array; NULL when out of range or not an array. */
const struct json_value *json_at(const struct json_value *arr, size_t i);
/* Name of member @i of an object; NULL when out of range or not an object. */
const char *json_key_at(const struct json_value *obj, size_t i);

/*
 * A string's decoded UTF-8 bytes, NUL-terminated (a \u0000 escape makes an
 * embedded NUL: compare json_string_len() too). NULL if not a string.
 */
const char *json_string(const struct json_value *v);
size_t json_string_len(const struct json_value *v);

/* true or false; false for non-booleans too (check json_type()). */
bool json_bool(const struct json_value *v);

/* A number as a double; 0 for non-numbers (check json_type()). */
double json_number(const struct json_value *v);
/*
 * A number written as a non-negative integer (no fraction, no exponent,
 * no minus sign) that fits in 64 bits: stores it in @out and returns true.
 */
bool json_u64(const struct json_value *v, uint64_t *out);

#endif /* GPUSLICE_TESTS_JSON_H */
