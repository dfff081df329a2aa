# SPDX-License-Identifier: GPL-2.0
#
# gpuslice's SPANK plugin for Slurm, $(BUILD)/slurm/spank_gpuslice.so, built
# when Slurm's headers are installed (libslurm-dev), and the host test of
# its placement (place.c). It does not link libslurm: slurmd, slurmstepd,
# sbatch and srun, which load it, carry Slurm's API. Included by the
# top-level Makefile.

SLURM_PLUGIN := $(BUILD)/slurm/spank_gpuslice.so
SLURM_SRCS := $(wildcard slurm/*.c)
# The core's label rule: a job's labels are checked before they are given.
SLURM_CORE_OBJS := $(BUILD)/slurm/core/slice_label.o
SLURM_OBJS := $(SLURM_SRCS:slurm/%.c=$(BUILD)/slurm/%.o) $(SLURM_CORE_OBJS)
SLURM_CFLAGS := $(USER_CFLAGS) -D_GNU_SOURCE -fPIC

.PHONY: slurm-plugin install-slurm
slurm-plugin: $(SLURM_PLUGIN)
ifneq ($(wildcard /usr/include/slurm/spank.h),)
all: $(SLURM_PLUGIN)
install: install-slurm
endif

# The plugin, where plugstack.conf names it, and the configuration a site
# starts from (docs/slurm.md): what the Debian package gpuslice-slurm holds.
SLURM_SHARE = $(PREFIX)/share/gpuslice/slurm
install-slurm: $(SLURM_PLUGIN)
	install -D -m 0644 $(SLURM_PLUGIN) \
		$(DESTDIR)/usr/lib/gpuslice/slurm/spank_gpuslice.so
	install -d $(DESTDIR)$(SLURM_SHARE)
	for f in slurm/conf/*; do \
		sed 's|@SBINDIR@|$(PREFIX)/sbin|g' $$f \
			>$(DESTDIR)$(SLURM_SHARE)/$$(basename $$f) || exit 1; \
	done

$(filter-out $(SLURM_CORE_OBJS),$(SLURM_OBJS)): $(BUILD)/slurm/%.o: slurm/%.c slurm/slurm.mk
	@mkdir -p $(@D)
	$(CC) $(SLURM_CFLAGS) -MMD -MP -c -o $@ $<

$(SLURM_CORE_OBJS): $(BUILD)/slurm/core/%.o: core/%.c slurm/slurm.mk
	@mkdir -p $(@D)
	$(CC) $(SLURM_CFLAGS) -MMD -MP -c -o $@ $<

$(SLURM_PLUGIN): $(SLURM_OBJS)
	$(CC) -shared \
		-o $@ $^

-include $(SLURM_OBJS:.o=.d)

HOST_TEST_BINS += $(BUILD)/tests/slurm_place_test
all: $(BUILD)/tests/slurm_place_test
$(BUILD)/tests/slurm_place_test: tests/slurm/place_test.c slurm/place.c \
		slurm/place.h $(BUILD)/ksft/kselftest_harness.h
	@mkdir -p $(@D)
	$(CC) $(TEST_CFLAGS) -Islurm -o $@ tests/slurm/place_test.c slurm/place.c
