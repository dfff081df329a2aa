// SPDX-License-Identifier: GPL-2.0 OR MIT
/*
 * Slice labels: what may label a slice and, through gpuslice_slice_info,
 * a Prometheus series (core/slice_label.c).
 */

#include <string.h>

#include <kselftest_harness.h>

#include "gpuslice.h"
#include "slice_label.h"

#define KEY_RULE "label keys are 1-32 characters of [a-zA-Z0-9_], not starting with a digit"
#define VALUE_RULE "label values are UTF-8 without control characters, quotes or backslashes"

/* Why @label is refused, in the core's words; "" when it is not. */
static const char *why(const char *label)
{
	return gs_label_error_message(gs_slice_label_check(label));
}

/* The same for a set of labels. */
static const char *set_why(const char *const *label, unsigned int n,
			   unsigned int *bad)
{
	return gs_label_error_message(gs_slice_labels_check(label, n, bad));
}

TEST(limits_are_the_uapi_s)
{
	EXPECT_EQ(GPUSLICE_SLICE_MAX_LABELS, GS_SLICE_MAX_LABELS);
	EXPECT_EQ(GPUSLICE_LABEL_KEY_MAX, GS_LABEL_KEY_MAX);
	EXPECT_EQ(GPUSLICE_LABEL_VALUE_MAX, GS_LABEL_VALUE_MAX);
	EXPECT_EQ(GPUSLICE_LABEL_MAX, GS_LABEL_KEY_MAX + GS_LABEL_VALUE_MAX + 2);
}

TEST(accepts_scheduler_labels)
{
	EXPECT_STREQ("", why("job_id=42"));
	EXPECT_STREQ("", why("user=alice"));
	EXPECT_STREQ("", why("account=ml-research"));
	EXPECT_STREQ("", why("_x=1"));
	EXPECT_STREQ("", why("Team2=a b, c=d"));	/* '=' and ',' in a value */
	EXPECT_STREQ("", why("empty="));
	EXPECT_STREQ("", why("user=j\xc3\xbcrgen"));	/* U+00FC */
	EXPECT_STREQ("", why("x=\xe2\x82\xac"));	/* U+20AC */
	EXPECT_STREQ("", why("x=\xf0\x9f\x99\x82"));	/* U+1F642 */
	EXPECT_STREQ("", why("x=\xc2\xa0"));		/* U+00A0, after C1 */
}

TEST(needs_an_equals_sign)
{
	EXPECT_STREQ("a label is KEY=VALUE", why("job_id"));
	EXPECT_STREQ("a label is KEY=VALUE", why(""));
}

TEST(key_grammar)
{
	EXPECT_STREQ(KEY_RULE, why("=42"));
	EXPECT_STREQ(KEY_RULE, why("1job=42"));
	EXPECT_STREQ(KEY_RULE, why("job-id=42"));
	EXPECT_STREQ(KEY_RULE, why("job.id=42"));
	EXPECT_STREQ(KEY_RULE, why("job id=42"));
	EXPECT_STREQ(KEY_RULE, why("j\xc3\xbc=1"));
	EXPECT_STREQ("label keys starting with __ are reserved to Prometheus",
		     why("__name__=x"));
	EXPECT_STREQ("label keys starting with __ are reserved to Prometheus",
		     why("__=x"));
}

TEST(key_length)
{
	char label[64];

	memset(label, 'k', 32);
	strcpy(label + 32, "=v");
	EXPECT_STREQ("", why(label));
	memset(label, 'k', 33);
	strcpy(label + 33, "=v");
	EXPECT_STREQ(KEY_RULE, why(label));
}

TEST(reserved_keys)
{
	static const char *const keys[] = { "slice=a", "gpu=0", "device=1",
		"version=2", "job=x", "instance=y" };
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(keys); i++)
		EXPECT_STREQ("slice, gpu, device, version, job and instance are not label keys (gpuslice's metrics and Prometheus use them)",
			     why(keys[i]))
			TH_LOG("%s", keys[i]);
	/* only the whole key */
	EXPECT_STREQ("", why("slices=a"));
	EXPECT_STREQ("", why("job_id=1"));
	EXPECT_STREQ("", why("Job=1"));
}

TEST(value_length)
{
	char label[200];

	strcpy(label, "k=");
	memset(label + 2, 'v', 128);
	label[130] = '\0';
	EXPECT_STREQ("", why(label));
	label[130] = 'v';
	label[131] = '\0';
	EXPECT_STREQ("label values are at most 128 bytes", why(label));
}

TEST(value_characters)
{
	static const char *const bad[] = {
		"k=a\"b", "k=a\\b", "k=a\nb", "k=\t", "k=\x7f", "k=\x1b[2J",
		"k=\xc2\x85",		/* U+0085, a C1 control */
		"k=\xc2\x9f",		/* U+009F */
		"k=\xc3",		/* cut short */
		"k=\xc3(",		/* no continuation */
		"k=\x80",		/* a lone continuation */
		"k=\xc0\xaf",		/* overlong '/' */
		"k=\xe0\x80\xaf",	/* overlong */
		"k=\xed\xa0\x80",	/* a surrogate */
		"k=\xf4\x90\x80\x80",	/* above U+10FFFF */
		"k=\xf5\x80\x80\x80",
		"k=\xff",
	};
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(bad); i++)
		EXPECT_STREQ(VALUE_RULE, why(bad[i])) TH_LOG("case %u", i);
}

TEST(sets)
{
	const char *two[] = { "job_id=1", "user=a" };
	const char *twice[] = { "job_id=1", "user=a", "job_id=2" };
	const char *prefix[] = { "job=1x", "job_id=1" };
	const char *bad_second[] = { "a=1", "b=\"" };
	const char *nine[9] = { "a=1", "b=1", "c=1", "d=1", "e=1", "f=1",
				"g=1", "h=1", "i=1" };
	unsigned int bad = 99;

	EXPECT_STREQ("", set_why(two, 2, &bad));
	EXPECT_STREQ("", set_why(NULL, 0, &bad));
	EXPECT_STREQ("", set_why(nine, 8, &bad));
	EXPECT_STREQ("a label key is given twice",
		     set_why(twice, 3, &bad));
	EXPECT_EQ(2, bad);
	/* keys are compared whole: "job" is refused, not taken for "job_id" */
	EXPECT_STRNE("", set_why(prefix, 2, &bad));
	EXPECT_EQ(0, bad);
	prefix[0] = "jo=1";
	EXPECT_STREQ("", set_why(prefix, 2, &bad));
	EXPECT_STREQ(VALUE_RULE, set_why(bad_second, 2, &bad));
	EXPECT_EQ(1, bad);
	EXPECT_STREQ("a slice has at most 8 labels",
		     set_why(nine, 9, &bad));
	EXPECT_EQ(8, bad);
}

TEST_HARNESS_MAIN
