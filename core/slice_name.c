// SPDX-License-Identifier: GPL-2.0 OR MIT

#include "slice_name.h"

static bool lower_or_digit(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
}

bool gs_slice_name_valid(const char *name, size_t max)
{
	size_t i;

	if (!lower_or_digit(name[0]))
		return false;
	for (i = 1; name[i]; i++) {
		if (i + 1 >= max)
			return false;
		if (!lower_or_digit(name[i]) && name[i] != '_' &&
		    name[i] != '.' && name[i] != '-')
			return false;
	}
	return true;
}
