// SPDX-License-Identifier: GPL-2.0
/*
 * A small strict JSON parser (RFC 8259) for tests. See json.h.
 *
 * Recursive descent over the input buffer; every value is one heap node.
 * Nesting is limited to JSON_MAX_DEPTH so that hostile input cannot exhaust
 * the stack.
 */

#include "json.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define JSON_MAX_DEPTH 256

struct json_member {
	char *key;
	size_t key_len;
	struct json_value *value;
};

struct json_value {
	enum json_type type;
	union {
		bool boolean;
		struct {
			double value;
			char *text;	/* as written, NUL-terminated */
		} number;
		struct {
			char *data;	/* decoded, NUL-terminated */
			size_t len;
		} string;
		struct {
			struct json_value **items;
			size_t count;
		} array;
		struct {
			struct json_member *members;
			size_t count;
		} object;
	} u;
};

struct parser {
	const char *text;
	size_t len;
	size_t pos;
	unsigned int depth;
	char *err;
	size_t errlen;
	bool failed;
};

/* A growable byte buffer for decoded strings. */
struct buf {
	char *data;
	size_t len;
	size_t cap;
};

static void *fail(struct parser *p, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/* Records the first error only; returns NULL for the caller to pass on. */
static void *fail(struct parser *p, const char *fmt, ...)
{
	va_list ap;
	int n;

	if (p->failed)
		return NULL;
	p->failed = true;
	if (!p->err || !p->errlen)
		return NULL;
	n = snprintf(p->err, p->errlen, "offset %zu: ", p->pos);
	if (n < 0 || (size_t)n >= p->errlen)
		return NULL;
	va_start(ap, fmt);
	vsnprintf(p->err + n, p->errlen - n, fmt, ap);
	va_end(ap);
	return NULL;
}

static bool at_end(const struct parser *p)
{
	return p->pos >= p->len;
}

static unsigned char peek(const struct parser *p)
{
	return at_end(p) ? 0 : (unsigned char)p->text[p->pos];
}

static void skip_ws(struct parser *p)
{
	while (!at_end(p)) {
		char c = p->text[p->pos];

		if (c != ' ' && c != '\t' && c != '\n' && c != '\r')
			break;
		p->pos++;
	}
}

static void *unexpected(struct parser *p)
{
	unsigned char c = peek(p);

	if (at_end(p))
		return fail(p, "unexpected end of input");
	if (c >= 0x21 && c < 0x7f)
		return fail(p, "unexpected character '%c'", c);
	return fail(p, "unexpected byte 0x%02x", c);
}

static struct json_value *new_value(struct parser *p, enum json_type type)
{
	struct json_value *v = calloc(1, sizeof(*v));

	if (!v)
		return fail(p, "out of memory");
	v->type = type;
	return v;
}

static bool buf_put(struct parser *p, struct buf *b, const char *data,
		    size_t len)
{
	if (b->len + len + 1 > b->cap) {
		size_t cap = b->cap ? b->cap : 16;
		char *data_new;

		while (cap < b->len + len + 1)
			cap *= 2;
		data_new = realloc(b->data, cap);
		if (!data_new) {
			fail(p, "out of memory");
			return false;
		}
		b->data = data_new;
		b->cap = cap;
	}
	memcpy(b->data + b->len, data, len);
	b->len += len;
	b->data[b->len] = '\0';
	return true;
}

/* Appends code point @cp (not a surrogate, at most U+10FFFF) as UTF-8. */
static bool buf_put_utf8(struct parser *p, struct buf *b, uint32_t cp)
{
	char out[4];
	size_t n;

	if (cp < 0x80) {
		out[0] = (char)cp;
		n = 1;
	} else if (cp < 0x800) {
		out[0] = (char)(0xc0 | (cp >> 6));
		out[1] = (char)(0x80 | (cp & 0x3f));
		n = 2;
	} else if (cp < 0x10000) {
		out[0] = (char)(0xe0 | (cp >> 12));
		out[1] = (char)(0x80 | ((cp >> 6) & 0x3f));
		out[2] = (char)(0x80 | (cp & 0x3f));
		n = 3;
	} else {
		out[0] = (char)(0xf0 | (cp >> 18));
		out[1] = (char)(0x80 | ((cp >> 12) & 0x3f));
		out[2] = (char)(0x80 | ((cp >> 6) & 0x3f));
		out[3] = (char)(0x80 | (cp & 0x3f));
		n = 4;
	}
	return buf_put(p, b, out, n);
}

/*
 * Length of the well-formed UTF-8 sequence (RFC 3629) at the parser's
 * position, or 0 when the bytes there are not one.
 */
static size_t utf8_length(const struct parser *p)
{
	const unsigned char *s = (const unsigned char *)p->text + p->pos;
	size_t avail = p->len - p->pos;
	unsigned char lo = 0x80, hi = 0xbf;
	size_t n, i;

	if (s[0] < 0x80)
		return 1;
	if (s[0] >= 0xc2 && s[0] <= 0xdf) {
		n = 2;
	} else if (s[0] >= 0xe0 && s[0] <= 0xef) {
		n = 3;
		if (s[0] == 0xe0)
			lo = 0xa0;	/* overlong */
		else if (s[0] == 0xed)
			hi = 0x9f;	/* UTF-16 surrogates */
	} else if (s[0] >= 0xf0 && s[0] <= 0xf4) {
		n = 4;
		if (s[0] == 0xf0)
			lo = 0x90;	/* overlong */
		else if (s[0] == 0xf4)
			hi = 0x8f;	/* above U+10FFFF */
	} else {
		return 0;
	}
	if (avail < n || s[1] < lo || s[1] > hi)
		return 0;
	for (i = 2; i < n; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return 0;
	}
	return n;
}

/* Reads the four hex digits of a \u escape; the "\u" is already consumed. */
static bool parse_hex4(struct parser *p, uint32_t *out)
{
	uint32_t v = 0;
	int i;

	if (p->len - p->pos < 4) {
		p->pos = p->len;
		fail(p, "truncated \\u escape");
		return false;
	}
	for (i = 0; i < 4; i++) {
		char c = p->text[p->pos];

		v <<= 4;
		if (c >= '0' && c <= '9') {
			v |= c - '0';
		} else if (c >= 'a' && c <= 'f') {
			v |= c - 'a' + 10;
		} else if (c >= 'A' && c <= 'F') {
			v |= c - 'A' + 10;
		} else {
			fail(p, "invalid hex digit in \\u escape");
			return false;
		}
		p->pos++;
	}
	*out = v;
	return true;
}

/* The part of a \u escape after the backslash; "u" not yet consumed. */
static bool parse_unicode_escape(struct parser *p, struct buf *b)
{
	uint32_t cp, low;

	p->pos++;
	if (!parse_hex4(p, &cp))
		return false;
	if (cp >= 0xdc00 && cp <= 0xdfff) {
		fail(p, "lone low surrogate in \\u escape");
		return false;
	}
	if (cp >= 0xd800 && cp <= 0xdbff) {
		if (p->len - p->pos < 2 || p->text[p->pos] != '\\' ||
		    p->text[p->pos + 1] != 'u') {
			fail(p, "high surrogate not followed by a \\u escape");
			return false;
		}
		p->pos += 2;
		if (!parse_hex4(p, &low))
			return false;
		if (low < 0xdc00 || low > 0xdfff) {
			fail(p, "high surrogate not followed by a low surrogate");
			return false;
		}
		cp = 0x10000 + ((cp - 0xd800) << 10) + (low - 0xdc00);
	}
	return buf_put_utf8(p, b, cp);
}

/* Parses a string at the parser's position (a '"') into @b. */
static bool parse_string_into(struct parser *p, struct buf *b)
{
	p->pos++;	/* opening quote */
	for (;;) {
		unsigned char c;
		size_t n;

		if (at_end(p)) {
			fail(p, "unterminated string");
			return false;
		}
		c = peek(p);
		if (c == '"') {
			p->pos++;
			/* an empty string still gets its NUL terminator */
			return buf_put(p, b, "", 0);
		}
		if (c < 0x20) {
			fail(p, "unescaped control character 0x%02x in string",
			     c);
			return false;
		}
		if (c == '\\') {
			const char *simple;

			p->pos++;
			switch (peek(p)) {
			case '"':
				simple = "\"";
				break;
			case '\\':
				simple = "\\";
				break;
			case '/':
				simple = "/";
				break;
			case 'b':
				simple = "\b";
				break;
			case 'f':
				simple = "\f";
				break;
			case 'n':
				simple = "\n";
				break;
			case 'r':
				simple = "\r";
				break;
			case 't':
				simple = "\t";
				break;
			case 'u':
				if (!parse_unicode_escape(p, b))
					return false;
				continue;
			default:
				if (at_end(p))
					fail(p, "unterminated string");
				else
					fail(p, "invalid escape '\\%c'",
					     peek(p));
				return false;
			}
			p->pos++;
			if (!buf_put(p, b, simple, 1))
				return false;
			continue;
		}
		n = utf8_length(p);
		if (!n) {
			fail(p, "invalid UTF-8 in string");
			return false;
		}
		if (!buf_put(p, b, p->text + p->pos, n))
			return false;
		p->pos += n;
	}
}

static struct json_value *parse_string(struct parser *p)
{
	struct buf b = { 0 };
	struct json_value *v;

	if (!parse_string_into(p, &b)) {
		free(b.data);
		return NULL;
	}
	v = new_value(p, JSON_STRING);
	if (!v) {
		free(b.data);
		return NULL;
	}
	v->u.string.data = b.data;
	v->u.string.len = b.len;
	return v;
}

static bool is_digit(unsigned char c)
{
	return c >= '0' && c <= '9';
}

/* number = [ "-" ] ( "0" / [1-9] *DIGIT ) [ "." 1*DIGIT ] [ e [+-] 1*DIGIT ] */
static struct json_value *parse_number(struct parser *p)
{
	size_t start = p->pos;
	struct json_value *v;
	char *text;

	if (peek(p) == '-')
		p->pos++;
	if (peek(p) == '0') {
		p->pos++;
		if (is_digit(peek(p)))
			return fail(p, "leading zero in number");
	} else if (is_digit(peek(p))) {
		while (is_digit(peek(p)))
			p->pos++;
	} else {
		return fail(p, "digit expected in number");
	}
	if (peek(p) == '.') {
		p->pos++;
		if (!is_digit(peek(p)))
			return fail(p, "digit expected after decimal point");
		while (is_digit(peek(p)))
			p->pos++;
	}
	if (peek(p) == 'e' || peek(p) == 'E') {
		p->pos++;
		if (peek(p) == '+' || peek(p) == '-')
			p->pos++;
		if (!is_digit(peek(p)))
			return fail(p, "digit expected in exponent");
		while (is_digit(peek(p)))
			p->pos++;
	}

	text = strndup(p->text + start, p->pos - start);
	if (!text)
		return fail(p, "out of memory");
	v = new_value(p, JSON_NUMBER);
	if (!v) {
		free(text);
		return NULL;
	}
	v->u.number.text = text;
	v->u.number.value = strtod(text, NULL);
	if (isinf(v->u.number.value)) {
		json_free(v);
		p->pos = start;
		return fail(p, "number out of range");
	}
	return v;
}

static struct json_value *parse_literal(struct parser *p, const char *word,
					enum json_type type, bool boolean)
{
	size_t n = strlen(word);
	struct json_value *v;

	if (p->len - p->pos < n || memcmp(p->text + p->pos, word, n))
		return unexpected(p);
	p->pos += n;
	v = new_value(p, type);
	if (v)
		v->u.boolean = boolean;
	return v;
}

static struct json_value *parse_value(struct parser *p);

static struct json_value *parse_array(struct parser *p)
{
	struct json_value *arr = new_value(p, JSON_ARRAY);
	size_t cap = 0;

	if (!arr)
		return NULL;
	p->pos++;	/* '[' */
	skip_ws(p);
	if (peek(p) == ']') {
		p->pos++;
		return arr;
	}
	for (;;) {
		struct json_value *item;

		skip_ws(p);
		if (peek(p) == ']')
			goto trailing_comma;
		item = parse_value(p);
		if (!item)
			goto err;
		if (arr->u.array.count == cap) {
			size_t cap_new = cap ? 2 * cap : 4;
			struct json_value **items;

			items = realloc(arr->u.array.items,
					cap_new * sizeof(*items));
			if (!items) {
				json_free(item);
				fail(p, "out of memory");
				goto err;
			}
			arr->u.array.items = items;
			cap = cap_new;
		}
		arr->u.array.items[arr->u.array.count++] = item;
		skip_ws(p);
		if (peek(p) == ',') {
			p->pos++;
			continue;
		}
		if (peek(p) == ']') {
			p->pos++;
			return arr;
		}
		if (at_end(p))
			fail(p, "unterminated array");
		else
			fail(p, "',' or ']' expected in array");
		goto err;
	}
trailing_comma:
	fail(p, "trailing comma in array");
err:
	json_free(arr);
	return NULL;
}

static bool has_member(const struct json_value *obj, const char *key,
		       size_t key_len)
{
	size_t i;

	for (i = 0; i < obj->u.object.count; i++) {
		const struct json_member *m = &obj->u.object.members[i];

		if (m->key_len == key_len && !memcmp(m->key, key, key_len))
			return true;
	}
	return false;
}

static struct json_value *parse_object(struct parser *p)
{
	struct json_value *obj = new_value(p, JSON_OBJECT);
	size_t cap = 0;

	if (!obj)
		return NULL;
	p->pos++;	/* '{' */
	skip_ws(p);
	if (peek(p) == '}') {
		p->pos++;
		return obj;
	}
	for (;;) {
		struct buf key = { 0 };
		struct json_value *value;
		size_t key_pos;

		skip_ws(p);
		if (peek(p) == '}')
			goto trailing_comma;
		if (peek(p) != '"') {
			if (at_end(p))
				fail(p, "unterminated object");
			else
				fail(p, "member name (a string) expected");
			goto err;
		}
		key_pos = p->pos;
		if (!parse_string_into(p, &key)) {
			free(key.data);
			goto err;
		}
		if (has_member(obj, key.data, key.len)) {
			free(key.data);
			p->pos = key_pos;
			fail(p, "duplicate member name");
			goto err;
		}
		skip_ws(p);
		if (peek(p) != ':') {
			free(key.data);
			fail(p, "':' expected after member name");
			goto err;
		}
		p->pos++;
		skip_ws(p);
		value = parse_value(p);
		if (!value) {
			free(key.data);
			goto err;
		}
		if (obj->u.object.count == cap) {
			size_t cap_new = cap ? 2 * cap : 4;
			struct json_member *members;

			members = realloc(obj->u.object.members,
					  cap_new * sizeof(*members));
			if (!members) {
				free(key.data);
				json_free(value);
				fail(p, "out of memory");
				goto err;
			}
			obj->u.object.members = members;
			cap = cap_new;
		}
		obj->u.object.members[obj->u.object.count].key = key.data;
		obj->u.object.members[obj->u.object.count].key_len = key.len;
		obj->u.object.members[obj->u.object.count].value = value;
		obj->u.object.count++;
		skip_ws(p);
		if (peek(p) == ',') {
			p->pos++;
			continue;
		}
		if (peek(p) == '}') {
			p->pos++;
			return obj;
		}
		if (at_end(p))
			fail(p, "unterminated object");
		else
			fail(p, "',' or '}' expected in object");
		goto err;
	}
trailing_comma:
	fail(p, "trailing comma in object");
err:
	json_free(obj);
	return NULL;
}

static struct json_value *parse_value(struct parser *p)
{
	struct json_value *v;

	skip_ws(p);
	switch (peek(p)) {
	case '{':
	case '[':
		if (++p->depth > JSON_MAX_DEPTH)
			return fail(p, "nesting deeper than %d", JSON_MAX_DEPTH);
		v = peek(p) == '{' ? parse_object(p) : parse_array(p);
		p->depth--;
		return v;
	case '"':
		return parse_string(p);
	case 't':
		return parse_literal(p, "true", JSON_BOOL, true);
	case 'f':
		return parse_literal(p, "false", JSON_BOOL, false);
	case 'n':
		return parse_literal(p, "null", JSON_NULL, false);
	case '-':
	case '0' ... '9':
		return parse_number(p);
	default:
		return unexpected(p);
	}
}

struct json_value *json_parse(const char *text, size_t len, char *err,
			      size_t errlen)
{
	struct parser p = {
		.text = text,
		.len = len,
		.err = err,
		.errlen = errlen,
	};
	struct json_value *root;

	if (err && errlen)
		err[0] = '\0';
	if (len >= 3 && !memcmp(text, "\xef\xbb\xbf", 3))
		return fail(&p, "byte order mark not allowed");
	root = parse_value(&p);
	if (!root)
		return NULL;
	skip_ws(&p);
	if (!at_end(&p)) {
		json_free(root);
		return fail(&p, "trailing characters after the JSON text");
	}
	return root;
}

void json_free(struct json_value *v)
{
	size_t i;

	if (!v)
		return;
	switch (v->type) {
	case JSON_NUMBER:
		free(v->u.number.text);
		break;
	case JSON_STRING:
		free(v->u.string.data);
		break;
	case JSON_ARRAY:
		for (i = 0; i < v->u.array.count; i++)
			json_free(v->u.array.items[i]);
		free(v->u.array.items);
		break;
	case JSON_OBJECT:
		for (i = 0; i < v->u.object.count; i++) {
			free(v->u.object.members[i].key);
			json_free(v->u.object.members[i].value);
		}
		free(v->u.object.members);
		break;
	default:
		break;
	}
	free(v);
}

enum json_type json_type(const struct json_value *v)
{
	return v->type;
}

const struct json_value *json_get(const struct json_value *obj,
				  const char *key)
{
	size_t key_len = strlen(key);
	size_t i;

	if (!obj || obj->type != JSON_OBJECT)
		return NULL;
	for (i = 0; i < obj->u.object.count; i++) {
		const struct json_member *m = &obj->u.object.members[i];

		if (m->key_len == key_len && !memcmp(m->key, key, key_len))
			return m->value;
	}
	return NULL;
}

size_t json_count(const struct json_value *v)
{
	if (!v)
		return 0;
	if (v->type == JSON_ARRAY)
		return v->u.array.count;
	if (v->type == JSON_OBJECT)
		return v->u.object.count;
	return 0;
}

const struct json_value *json_at(const struct json_value *arr, size_t i)
{
	if (!arr || arr->type != JSON_ARRAY || i >= arr->u.array.count)
		return NULL;
	return arr->u.array.items[i];
}

const char *json_key_at(const struct json_value *obj, size_t i)
{
	if (!obj || obj->type != JSON_OBJECT || i >= obj->u.object.count)
		return NULL;
	return obj->u.object.members[i].key;
}

const char *json_string(const struct json_value *v)
{
	if (!v || v->type != JSON_STRING)
		return NULL;
	return v->u.string.data;
}

size_t json_string_len(const struct json_value *v)
{
	if (!v || v->type != JSON_STRING)
		return 0;
	return v->u.string.len;
}

bool json_bool(const struct json_value *v)
{
	return v && v->type == JSON_BOOL && v->u.boolean;
}

double json_number(const struct json_value *v)
{
	if (!v || v->type != JSON_NUMBER)
		return 0;
	return v->u.number.value;
}

bool json_u64(const struct json_value *v, uint64_t *out)
{
	const char *s;
	uint64_t n = 0;

	if (!v || v->type != JSON_NUMBER)
		return false;
	s = v->u.number.text;
	if (!*s)
		return false;
	for (; *s; s++) {
		unsigned int d;

		if (!is_digit(*s))
			return false;
		d = *s - '0';
		if (n > (UINT64_MAX - d) / 10)
			return false;
		n = n * 10 + d;
	}
	*out = n;
	return true;
}
