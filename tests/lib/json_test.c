// SPDX-License-Identifier: GPL-2.0
/*
 * Unit tests of the strict JSON parser the CLI tests rely on (json.c).
 * A parser that accepted bad documents would let broken --json output pass,
 * so every rejection rule has a test of its own.
 */

#include <stdlib.h>
#include <string.h>

#include <kselftest_harness.h>

#include "json.h"

/* A document with its exact length (it may hold NUL bytes). */
#define DOC(s) .text = (s), .len = sizeof(s) - 1

static struct json_value *parse(const char *text, size_t len, char *err,
				size_t errlen)
{
	return json_parse(text, len, err, errlen);
}

#define PARSE_OK(root, s) do { \
	char _err[128]; \
	root = parse((s), sizeof(s) - 1, _err, sizeof(_err)); \
	ASSERT_NE(NULL, root) TH_LOG("rejected %s: %s", #s, _err); \
} while (0)

TEST(scalars)
{
	struct json_value *v;
	uint64_t n;

	PARSE_OK(v, "null");
	EXPECT_EQ(JSON_NULL, json_type(v));
	json_free(v);

	PARSE_OK(v, "true");
	EXPECT_EQ(JSON_BOOL, json_type(v));
	EXPECT_TRUE(json_bool(v));
	json_free(v);

	PARSE_OK(v, "false");
	EXPECT_EQ(JSON_BOOL, json_type(v));
	EXPECT_FALSE(json_bool(v));
	json_free(v);

	PARSE_OK(v, "0");
	EXPECT_EQ(JSON_NUMBER, json_type(v));
	ASSERT_TRUE(json_u64(v, &n));
	EXPECT_EQ(0, n);
	json_free(v);

	PARSE_OK(v, "-12.5e-1");
	EXPECT_EQ(JSON_NUMBER, json_type(v));
	EXPECT_TRUE(json_number(v) == -1.25);
	EXPECT_FALSE(json_u64(v, &n));
	json_free(v);

	PARSE_OK(v, "\"\"");
	EXPECT_EQ(JSON_STRING, json_type(v));
	EXPECT_STREQ("", json_string(v));
	EXPECT_EQ(0, json_string_len(v));
	json_free(v);
}

TEST(whitespace_around_value)
{
	struct json_value *v;

	PARSE_OK(v, " \t\r\n{ \"a\" : [ 1 , 2 ] }\n");
	EXPECT_EQ(JSON_OBJECT, json_type(v));
	EXPECT_EQ(2, json_count(json_get(v, "a")));
	json_free(v);
}

TEST(object_lookup_and_order)
{
	const struct json_value *a, *b, *c;
	struct json_value *v;
	uint64_t n;

	PARSE_OK(v, "{\"a\":1,\"b\":[true,null,\"x\"],\"c\":{\"d\":\"e\"}}");
	ASSERT_EQ(JSON_OBJECT, json_type(v));
	ASSERT_EQ(3, json_count(v));
	EXPECT_STREQ("a", json_key_at(v, 0));
	EXPECT_STREQ("b", json_key_at(v, 1));
	EXPECT_STREQ("c", json_key_at(v, 2));
	EXPECT_EQ(NULL, json_key_at(v, 3));

	a = json_get(v, "a");
	ASSERT_NE(NULL, a);
	ASSERT_TRUE(json_u64(a, &n));
	EXPECT_EQ(1, n);

	b = json_get(v, "b");
	ASSERT_NE(NULL, b);
	ASSERT_EQ(JSON_ARRAY, json_type(b));
	ASSERT_EQ(3, json_count(b));
	EXPECT_TRUE(json_bool(json_at(b, 0)));
	EXPECT_EQ(JSON_NULL, json_type(json_at(b, 1)));
	EXPECT_STREQ("x", json_string(json_at(b, 2)));
	EXPECT_EQ(NULL, json_at(b, 3));

	c = json_get(v, "c");
	ASSERT_NE(NULL, c);
	EXPECT_STREQ("e", json_string(json_get(c, "d")));

	EXPECT_EQ(NULL, json_get(v, "missing"));
	EXPECT_EQ(NULL, json_get(v, "A"));
	EXPECT_EQ(NULL, json_get(b, "a"));	/* not an object */
	json_free(v);
}

TEST(empty_containers)
{
	struct json_value *v;

	PARSE_OK(v, "[]");
	EXPECT_EQ(JSON_ARRAY, json_type(v));
	EXPECT_EQ(0, json_count(v));
	json_free(v);

	PARSE_OK(v, "{}");
	EXPECT_EQ(JSON_OBJECT, json_type(v));
	EXPECT_EQ(0, json_count(v));
	json_free(v);

	PARSE_OK(v, "[[],{}]");
	EXPECT_EQ(2, json_count(v));
	json_free(v);
}

TEST(simple_escapes)
{
	struct json_value *v;

	PARSE_OK(v, "\"q\\\" b\\\\ s\\/ \\b\\f\\n\\r\\t\"");
	EXPECT_STREQ("q\" b\\ s/ \b\f\n\r\t", json_string(v));
	json_free(v);
}

TEST(unicode_escapes)
{
	struct json_value *v;

	/* e-acute, euro sign, and U+1F600 from a surrogate pair */
	PARSE_OK(v, "\"\\u00e9\\u20AC\\ud83d\\ude00\"");
	EXPECT_STREQ("\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80", json_string(v));
	json_free(v);

	PARSE_OK(v, "\"a\\u0000b\"");
	EXPECT_EQ(3, json_string_len(v));
	EXPECT_EQ(0, memcmp("a\0b", json_string(v), 3));
	json_free(v);
}

TEST(raw_utf8_passes_through)
{
	struct json_value *v;

	PARSE_OK(v, "\"h\xc3\xa9 \xe2\x82\xac \xf0\x9f\x98\x80 \xf4\x8f\xbf\xbf\"");
	EXPECT_STREQ("h\xc3\xa9 \xe2\x82\xac \xf0\x9f\x98\x80 \xf4\x8f\xbf\xbf",
		     json_string(v));
	json_free(v);
}

TEST(u64_range)
{
	struct json_value *v;
	uint64_t n;

	PARSE_OK(v, "18446744073709551615");
	ASSERT_TRUE(json_u64(v, &n));
	EXPECT_EQ(UINT64_MAX, n);
	json_free(v);

	PARSE_OK(v, "18446744073709551616");
	EXPECT_FALSE(json_u64(v, &n));
	EXPECT_TRUE(json_number(v) > 1.8e19);
	json_free(v);

	PARSE_OK(v, "-1");
	EXPECT_FALSE(json_u64(v, &n));
	json_free(v);

	PARSE_OK(v, "1.0");
	EXPECT_FALSE(json_u64(v, &n));
	json_free(v);

	PARSE_OK(v, "1e2");
	EXPECT_FALSE(json_u64(v, &n));
	EXPECT_TRUE(json_number(v) == 100);
	json_free(v);
}

static char *nested_arrays(int depth)
{
	char *s = malloc(2 * depth + 1);
	int i;

	if (!s)
		return NULL;
	for (i = 0; i < depth; i++) {
		s[i] = '[';
		s[2 * depth - 1 - i] = ']';
	}
	s[2 * depth] = '\0';
	return s;
}

TEST(nesting_limit)
{
	char err[128];
	struct json_value *v;
	char *s;

	s = nested_arrays(256);
	ASSERT_NE(NULL, s);
	v = json_parse(s, strlen(s), err, sizeof(err));
	EXPECT_NE(NULL, v) TH_LOG("256 levels rejected: %s", err);
	json_free(v);
	free(s);

	s = nested_arrays(100000);
	ASSERT_NE(NULL, s);
	v = json_parse(s, strlen(s), err, sizeof(err));
	EXPECT_EQ(NULL, v);
	EXPECT_NE(NULL, strstr(err, "nesting"));
	json_free(v);
	free(s);
}

TEST(error_names_offset_and_cause)
{
	char err[128];
	struct json_value *v;

	v = json_parse("[1,]", 4, err, sizeof(err));
	ASSERT_EQ(NULL, v);
	EXPECT_STREQ("offset 3: trailing comma in array", err);

	v = json_parse("{\"a\":1} x", 9, err, sizeof(err));
	ASSERT_EQ(NULL, v);
	EXPECT_STREQ("offset 8: trailing characters after the JSON text", err);

	/* a tiny buffer truncates the message but still terminates it */
	v = json_parse("[", 1, err, 4);
	ASSERT_EQ(NULL, v);
	EXPECT_EQ(3, strlen(err));
	/* no buffer at all is allowed */
	EXPECT_EQ(NULL, json_parse("[", 1, NULL, 0));
}

/* Documents that must be rejected, one test each. */
FIXTURE(invalid) {};
FIXTURE_VARIANT(invalid) {
	const char *text;
	size_t len;
};
FIXTURE_SETUP(invalid) {}
FIXTURE_TEARDOWN(invalid) {}

FIXTURE_VARIANT_ADD(invalid, empty) { DOC("") };
FIXTURE_VARIANT_ADD(invalid, only_whitespace) { DOC(" \n\t ") };
FIXTURE_VARIANT_ADD(invalid, trailing_garbage) { DOC("{} x") };
FIXTURE_VARIANT_ADD(invalid, two_values) { DOC("1 2") };
FIXTURE_VARIANT_ADD(invalid, extra_close) { DOC("[]]") };
FIXTURE_VARIANT_ADD(invalid, nul_after_value) { DOC("1\0") };
FIXTURE_VARIANT_ADD(invalid, array_trailing_comma) { DOC("[1,]") };
FIXTURE_VARIANT_ADD(invalid, object_trailing_comma) { DOC("{\"a\":1,}") };
FIXTURE_VARIANT_ADD(invalid, array_leading_comma) { DOC("[,1]") };
FIXTURE_VARIANT_ADD(invalid, array_missing_comma) { DOC("[1 2]") };
FIXTURE_VARIANT_ADD(invalid, object_missing_comma) { DOC("{\"a\":1 \"b\":2}") };
FIXTURE_VARIANT_ADD(invalid, object_missing_colon) { DOC("{\"a\" 1}") };
FIXTURE_VARIANT_ADD(invalid, object_missing_value) { DOC("{\"a\":}") };
FIXTURE_VARIANT_ADD(invalid, object_key_only) { DOC("{\"a\"}") };
FIXTURE_VARIANT_ADD(invalid, object_number_key) { DOC("{1:2}") };
FIXTURE_VARIANT_ADD(invalid, object_bare_key) { DOC("{a:1}") };
FIXTURE_VARIANT_ADD(invalid, duplicate_key) { DOC("{\"a\":1,\"a\":2}") };
FIXTURE_VARIANT_ADD(invalid, unterminated_array) { DOC("[1") };
FIXTURE_VARIANT_ADD(invalid, unterminated_object) { DOC("{\"a\":1") };
FIXTURE_VARIANT_ADD(invalid, unterminated_string) { DOC("\"abc") };
FIXTURE_VARIANT_ADD(invalid, raw_tab_in_string) { DOC("\"a\tb\"") };
FIXTURE_VARIANT_ADD(invalid, raw_newline_in_string) { DOC("\"a\nb\"") };
FIXTURE_VARIANT_ADD(invalid, raw_0x01_in_string) { DOC("\"\x01\"") };
FIXTURE_VARIANT_ADD(invalid, raw_nul_in_string) { DOC("\"a\0b\"") };
FIXTURE_VARIANT_ADD(invalid, bad_escape) { DOC("\"\\x41\"") };
FIXTURE_VARIANT_ADD(invalid, escaped_single_quote) { DOC("\"\\'\"") };
FIXTURE_VARIANT_ADD(invalid, short_unicode_escape) { DOC("\"\\u12\"") };
FIXTURE_VARIANT_ADD(invalid, bad_hex_unicode_escape) { DOC("\"\\u12g4\"") };
FIXTURE_VARIANT_ADD(invalid, lone_high_surrogate) { DOC("\"\\ud800\"") };
FIXTURE_VARIANT_ADD(invalid, lone_low_surrogate) { DOC("\"\\udc00\"") };
FIXTURE_VARIANT_ADD(invalid, high_surrogate_then_bmp) { DOC("\"\\ud800\\u0041\"") };
FIXTURE_VARIANT_ADD(invalid, invalid_utf8_byte) { DOC("\"\xff\"") };
FIXTURE_VARIANT_ADD(invalid, overlong_utf8) { DOC("\"\xc0\xaf\"") };
FIXTURE_VARIANT_ADD(invalid, utf8_surrogate) { DOC("\"\xed\xa0\x80\"") };
FIXTURE_VARIANT_ADD(invalid, truncated_utf8) { DOC("\"\xe2\x82\"") };
FIXTURE_VARIANT_ADD(invalid, utf8_above_max) { DOC("\"\xf4\x90\x80\x80\"") };
FIXTURE_VARIANT_ADD(invalid, byte_order_mark) { DOC("\xef\xbb\xbf{}") };
FIXTURE_VARIANT_ADD(invalid, single_quotes) { DOC("'a'") };
FIXTURE_VARIANT_ADD(invalid, block_comment) { DOC("/* c */ 1") };
FIXTURE_VARIANT_ADD(invalid, line_comment) { DOC("[1] // c") };
FIXTURE_VARIANT_ADD(invalid, leading_zero) { DOC("01") };
FIXTURE_VARIANT_ADD(invalid, negative_leading_zero) { DOC("-01") };
FIXTURE_VARIANT_ADD(invalid, lone_minus) { DOC("-") };
FIXTURE_VARIANT_ADD(invalid, plus_sign) { DOC("+1") };
FIXTURE_VARIANT_ADD(invalid, bare_fraction) { DOC(".5") };
FIXTURE_VARIANT_ADD(invalid, empty_fraction) { DOC("1.") };
FIXTURE_VARIANT_ADD(invalid, empty_exponent) { DOC("1e") };
FIXTURE_VARIANT_ADD(invalid, signed_empty_exponent) { DOC("1e+") };
FIXTURE_VARIANT_ADD(invalid, hex_number) { DOC("0x10") };
FIXTURE_VARIANT_ADD(invalid, nan) { DOC("NaN") };
FIXTURE_VARIANT_ADD(invalid, infinity) { DOC("Infinity") };
FIXTURE_VARIANT_ADD(invalid, huge_number) { DOC("1e999") };
FIXTURE_VARIANT_ADD(invalid, truncated_true) { DOC("tru") };
FIXTURE_VARIANT_ADD(invalid, capital_true) { DOC("True") };
FIXTURE_VARIANT_ADD(invalid, long_null) { DOC("nulll") };
FIXTURE_VARIANT_ADD(invalid, form_feed_whitespace) { DOC("\f1") };
FIXTURE_VARIANT_ADD(invalid, vertical_tab_whitespace) { DOC("\v1") };

TEST_F(invalid, rejected)
{
	char err[128] = "";
	struct json_value *v;

	v = json_parse(variant->text, variant->len, err, sizeof(err));
	EXPECT_EQ(NULL, v) TH_LOG("accepted an invalid document");
	json_free(v);
	EXPECT_NE(0, strlen(err)) TH_LOG("no error message");
	EXPECT_EQ(0, strncmp(err, "offset ", 7)) TH_LOG("message: %s", err);
}

TEST_HARNESS_MAIN
