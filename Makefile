# SPDX-License-Identifier: GPL-2.0
#
# gpuslice top-level build.
#
#   make            module (kmod/gpuslice.ko), CLI (build/gpuslice), the
#                   user-space engine (build/preload/libgpuslice-preload.so),
#                   unit and VM test binaries
#   make test       every test suite, some again under the debug kernel;
#                   ends with "N passed, M failed"
#   make test-timed only the VM suites that measure GPU time (compute
#                   shares, nvsim's execution engine)
#   make test-versions  the VM suites that exercise NVIDIA's ABI with nvsim
#                   answering as the oldest and newest supported drivers
#                   (535.288.01, 595.45.04), and versions_test
#   make test-debug the VM suites under the debug kernel (KASAN, UBSAN,
#                   lockdep, kmemleak, fault injection: scripts/debug-kernel,
#                   built once into /var/cache/gpuslice)
#   make debug-modules  the modules built against the debug kernel
#   make fuzz SECONDS=N  the ioctl fuzzer (tests/fuzz) for N seconds in
#                   the test VM
#   make demo       boots the test VM: a slice refusing past its limit, and
#                   (with podman installed) a container on a 2 GiB slice
#                   refusing its 2049th MiB
#   make demo-slurm boots two test VMs as a Slurm cluster: jobs asking for
#                   shares of GPUs placed by Slurm and held by gpuslice
#   make install    installs the CLI, the verifier, the user-space engine,
#                   the module for KDIR's kernel, the man pages, bash completion
#                   and the systemd unit
#   make deb        the Debian packages gpuslice and gpuslice-dkms, in build/deb
#   make style      checkpatch on the kernel and core C, clang-format on C++
#   make bench      forwarding overhead, in the test VM (BENCH_ITERATIONS=N)
#   make bench-gpu  the user-space engine's overhead, on a GPU host
#                   (scripts/gpu-validate --bench; docs/gpu-validate.md)
#
# KDIR selects the kernel to build against (default: the running kernel's
# build tree, else the newest installed linux-headers). The test VM boots
# the matching /boot/vmlinuz.

VERSION := $(shell cat VERSION)
BUILD ?= build
export BUILD

ifeq ($(origin KDIR),undefined)
KDIR := /lib/modules/$(shell uname -r)/build
ifeq ($(wildcard $(KDIR)/Makefile),)
KDIR := $(lastword $(sort $(wildcard /lib/modules/*/build)))
$(info gpuslice: no headers for the running kernel, building against $(KDIR))
endif
endif
export KDIR

CC ?= gcc
CXX ?= g++
# No -g by default: debug information is a fifth to a third of the C++
# build's time, and CI builds everything on two slow cores. Add it with
# `make CFLAGS=-g CXXFLAGS=-g` (packaging passes its own flags the same way).
USER_CFLAGS := -std=gnu11 -O2 -Wall -Wextra -Werror -Iuapi -Icore $(CFLAGS)
USER_CXXFLAGS := -std=c++20 -O2 -Wall -Wextra -Werror -Iuapi -Icore \
	$(CXXFLAGS)
# The C++ test drivers (CLI and replay unit tests) are compiled without
# optimization: it changes nothing they check, and their CLI11 and fmt
# code took minutes a file at -O2 there. What they test is built as
# shipped.
TEST_CXX_OPT := -O0

.PHONY: all module clean test demo install style bench debug-modules \
	test-debug test-timed test-versions FORCE
all: module

# Prerequisite of rules that decide for themselves whether to touch their
# target.
FORCE:

# Test binaries that run inside the VM (on its PATH) or on the host; the
# fragments below append to these.
VM_TEST_BINS :=
HOST_TEST_BINS :=
# VM suites that measure GPU time over seconds (compute shares, nvsim's
# execution engine): make test runs them last, in one VM with nothing
# beside it, since a TCG VM sharing a 2-core builder stalls for seconds at
# a time (the guest kernel logged "hrtimer: interrupt took 4894814840 ns");
# `make test-timed` runs only them.
TIMED_TEST_BINS :=
# VM suites make test also runs under the debug kernel (KASAN, lockdep,
# kmemleak, fault injection), which it builds beside the other suites:
# fault injection, charging, forwarding and sharing. Each suite takes 5 to
# 100 times as long there (the fuzzer's 100,000 ioctls 2 to 13 minutes,
# storm_test's 100 module cycles 7), so `make test-debug` runs every VM
# suite there.
DEBUG_TEST_BINS = $(addprefix $(BUILD)/tests/,fault_test quota_test \
	forward_test share_test)

# The oldest and newest driver versions the ABI description supports
# (docs/abi.md), at which the VM suites that exercise NVIDIA's ABI run
# again, beside nvsim's default (580.159.04): make test runs the fast
# ones there (charging, the memory view, forwarding, the user-space
# engine: 14 s at 535 and 19 s at 595 in a VM of a loaded 2-core
# builder on 2026-12-07), make test-versions all of them (20 minutes
# there: 12 of VM suites, storm_test and ledger_diff_test the most of it,
# and 8 of timed suites). The others send the driver nothing a version changes
# (genl_test, slice_test, cli_test, apply_test, monitor_test: netlink and
# the CLI), replay traces recorded on 580 whose sizes are 580's
# (nvsim_replay_test, slice_replay_test, two_gpu_replay_test, fuzz_test),
# are nvsim's own suites, which test the versions themselves
# (nvsim_rm_test's and nvsim_uvm_test's `version` fixtures) and the rest
# against the H100's 580 answers (nvsim_engine_test too), or are skipped
# on the stock kernel (fault_test). versions_test loads nvsim as each version itself.
OTHER_VERSIONS := 535.288.01 595.45.04
VERSION_FAST_TESTS := quota_test view_test forward_test preload_test
VERSION_VM_TESTS := $(VERSION_FAST_TESTS) share_test gpus_test hmm_test \
	storm_test ledger_diff_test
VERSION_TIMED_TESTS := compute_test preload_compute_test
# $(call at_versions,KIND,SUITES): KIND:$(BUILD)/tests/SUITE@VERSION for
# each of OTHER_VERSIONS (scripts/run-tests)
at_versions = $(foreach v,$(OTHER_VERSIONS),\
	$(foreach t,$(2),$(1):$(BUILD)/tests/$(t)@$(v)))

include core/core.mk
include preload/preload.mk
include ctl/ctl.mk
include verifier/verifier.mk
include replay/replay.mk
include tests/tests.mk
include tests/nvsim/nvsim.mk
include bench/bench.mk
include gpu/gpu.mk
include slurm/slurm.mk

all: $(BUILD)/vm/init crashtest $(VM_TEST_BINS) $(TIMED_TEST_BINS) \
	$(HOST_TEST_BINS) \
	$(BUILD)/checkpatch/checkpatch.pl

# The build runs a job per CPU even when make was called without -j: CI calls
# plain `make test` on two cores.
JOBS ?= $(shell nproc)
test:
	@start=$$(date +%s) && $(MAKE) -j$(JOBS) all && \
	export GPUSLICE_BUILD_SECS=$$(($$(date +%s) - start)) && \
	scripts/run-tests $(addprefix host:,$(HOST_TEST_BINS)) \
		$(addprefix vm:,$(VM_TEST_BINS)) \
		$(call at_versions,vm,$(VERSION_FAST_TESTS)) \
		$(addprefix script:,$(SCRIPT_TESTS)) \
		$(addprefix debug:,$(DEBUG_TEST_BINS)) \
		$(addprefix timed:,$(TIMED_TEST_BINS))

# The modules for the debug kernel, from a copy of their sources: Kbuild
# writes its objects beside the sources, where the stock kernel's are.
DEBUG_SRC := $(BUILD)/debug/src
debug-modules:
	@kdir=$$(scripts/debug-kernel --quiet) && \
	rm -rf $(DEBUG_SRC) && mkdir -p $(DEBUG_SRC) && \
	find kmod core uapi tests/nvsim VERSION \( -name '*.[ch]' -o \
		-name '*.def' -o -name Kbuild -o -name Makefile -o \
		-name VERSION \) -print | \
		cpio -pdm --quiet $(DEBUG_SRC) && \
	$(MAKE) -C $$kdir M=$(abspath $(DEBUG_SRC))/kmod modules && \
	$(MAKE) -C $$kdir M=$(abspath $(DEBUG_SRC))/tests/nvsim modules

test-timed:
	$(MAKE) -j$(JOBS) all
	scripts/run-tests $(addprefix timed:,$(TIMED_TEST_BINS))

test-versions:
	$(MAKE) -j$(JOBS) all
	scripts/run-tests vm:$(BUILD)/tests/versions_test \
		$(call at_versions,vm,$(VERSION_VM_TESTS)) \
		$(call at_versions,timed,$(VERSION_TIMED_TESTS))

test-debug:
	$(MAKE) -j$(JOBS) all debug-modules
	GPUSLICE_VM_DEBUG=1 scripts/run-tests \
		$(addprefix vm:,$(VM_TEST_BINS))

demo: all
	@rm -rf $(BUILD)/demo/podman && mkdir -p $(BUILD)/demo && \
	if scripts/podman-stage $(BUILD)/demo/podman; then \
		scripts/vm-run --add $(BUILD)/demo/podman -- gpuslice-demo; \
	else \
		scripts/vm-run -- gpuslice-demo; \
	fi

# Two test VMs as a Slurm cluster (docs/slurm.md): Slurm placing jobs that
# ask for shares of GPUs, gpuslice holding them to it.
.PHONY: demo-slurm
demo-slurm: all
	@scripts/slurm-cluster gs-slurm-demo

module:
	$(MAKE) -C kmod KDIR=$(KDIR)

# DESTDIR stages the files (packaging); without it, depmod makes the
# module loadable (and autoloadable) at once.
PREFIX ?= /usr/local
# The release the module was built for, from its own vermagic.
KRELEASE = $(firstword $(shell modinfo -F vermagic kmod/gpuslice.ko))
# The unit runs the CLI where this installs it. The module starts the
# verifier from /usr/lib/gpuslice whatever PREFIX is (its "verifier"
# parameter), and the preload library lives beside it.
MANDIR := $(PREFIX)/share/man
# What runs in user space, apart from the module: the Debian package
# `gpuslice` is this (make deb); gpuslice-dkms builds the module.
USER_BINS := $(BUILD)/gpuslice $(BUILD)/gpuslice-verifier $(PRELOAD_LIB)
.PHONY: user install-user deb
user: $(USER_BINS)
install-user: user
	install -D -m 0755 $(BUILD)/gpuslice $(DESTDIR)$(PREFIX)/sbin/gpuslice
	install -D -m 0755 $(BUILD)/gpuslice-verifier \
		$(DESTDIR)/usr/lib/gpuslice/gpuslice-verifier
	install -D -m 0644 $(PRELOAD_LIB) \
		$(DESTDIR)/usr/lib/gpuslice/libgpuslice-preload.so
	install -D -m 0644 man/gpuslice.8 $(DESTDIR)$(MANDIR)/man8/gpuslice.8
	install -D -m 0644 man/gpuslice-preload.8 \
		$(DESTDIR)$(MANDIR)/man8/gpuslice-preload.8
	install -D -m 0644 man/gpuslice.conf.5 \
		$(DESTDIR)$(MANDIR)/man5/gpuslice.conf.5
	install -D -m 0644 completion/gpuslice \
		$(DESTDIR)$(PREFIX)/share/bash-completion/completions/gpuslice
	mkdir -p $(DESTDIR)/lib/systemd/system
	sed 's|@SBINDIR@|$(PREFIX)/sbin|g' systemd/gpuslice.service.in \
		>$(DESTDIR)/lib/systemd/system/gpuslice.service

install: all install-user
	install -D -m 0644 kmod/gpuslice.ko \
		$(DESTDIR)/lib/modules/$(KRELEASE)/extra/gpuslice.ko
	$(if $(DESTDIR),,depmod -a $(KRELEASE))

# The Debian packages gpuslice and gpuslice-dkms (debian/), built with
# debhelper and dh-dkms from a copy of the tracked sources, into
# $(BUILD)/deb.
DEB_DIR := $(BUILD)/deb
deb:
	rm -rf $(DEB_DIR) && mkdir -p $(DEB_DIR)/gpuslice-$(VERSION)
	git ls-files -z | xargs -0 cp --parents -t $(DEB_DIR)/gpuslice-$(VERSION)
	cd $(DEB_DIR)/gpuslice-$(VERSION) && \
		dpkg-buildpackage -us -uc -b >../build.log 2>&1 || \
		{ tail -n 40 ../build.log; exit 1; }

# The module's sources as DKMS wants them: $(DESTDIR)/gpuslice-VERSION/.
DKMS_FILES := VERSION dkms.conf kmod/Kbuild kmod/Makefile \
	$(wildcard uapi/*.h kmod/*.c kmod/*.h core/*.c core/*.h core/*.def)
.PHONY: dkms-src
dkms-src:
	@test -n "$(DESTDIR)" || { echo "usage: make dkms-src DESTDIR=DIR" >&2; exit 2; }
	@grep -q '^PACKAGE_VERSION="$(VERSION)"$$' dkms.conf || \
		{ echo "dkms.conf PACKAGE_VERSION differs from VERSION" >&2; exit 1; }
	mkdir -p $(DESTDIR)/gpuslice-$(VERSION)
	cp --parents $(DKMS_FILES) $(DESTDIR)/gpuslice-$(VERSION)/

clean:
	-$(MAKE) -C kmod KDIR=$(KDIR) clean
	-$(MAKE) -C $(KDIR) M=$(CURDIR)/tests/vm/crashtest clean
	-$(MAKE) -C $(KDIR) M=$(CURDIR)/tests/nvsim clean
	rm -rf $(BUILD)
