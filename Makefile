# SPDX-License-Identifier: GPL-2.0
#
# gpuslice top-level build.
#
#   make            module (kmod/gpuslice.ko), CLI (build/gpuslice), the
#                   user-space engine (build/preload/libgpuslice-preload.so),
#                   unit and VM test binaries
#   make test       every test suite; ends with "N passed, M failed"
#   make demo       boots the test VM and shows `gpuslice status` there
#   make install    installs the CLI and the module for KDIR's kernel
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
USER_CFLAGS := -std=gnu11 -O2 -g -Wall -Wextra -Werror -Iuapi -Icore
USER_CXXFLAGS := -std=c++20 -O2 -g -Wall -Wextra -Werror -Iuapi -Icore

.PHONY: all module clean test demo install style bench
all: module

# Test binaries that run inside the VM (on its PATH) or on the host; the
# fragments below append to these.
VM_TEST_BINS :=
HOST_TEST_BINS :=

include core/core.mk
include preload/preload.mk
include ctl/ctl.mk
include verifier/verifier.mk
include replay/replay.mk
include tests/tests.mk
include tests/nvsim/nvsim.mk
include bench/bench.mk
include gpu/gpu.mk

all: $(BUILD)/vm/init crashtest $(VM_TEST_BINS) $(HOST_TEST_BINS) \
	$(BUILD)/checkpatch/checkpatch.pl

test: all
	scripts/run-tests $(addprefix host:,$(HOST_TEST_BINS)) \
		$(addprefix vm:,$(VM_TEST_BINS)) \
		$(addprefix script:,$(SCRIPT_TESTS))

demo: all
	scripts/vm-run -- gpuslice-demo

module:
	$(MAKE) -C kmod KDIR=$(KDIR)

# DESTDIR stages the files (packaging); without it, depmod makes the
# module loadable (and autoloadable) at once.
PREFIX ?= /usr/local
# The release the module was built for, from its own vermagic.
KRELEASE = $(firstword $(shell modinfo -F vermagic kmod/gpuslice.ko))
install: all
	install -D -m 0755 $(BUILD)/gpuslice $(DESTDIR)$(PREFIX)/sbin/gpuslice
	install -D -m 0755 $(BUILD)/gpuslice-verifier \
		$(DESTDIR)/usr/lib/gpuslice/gpuslice-verifier
	install -D -m 0644 kmod/gpuslice.ko \
		$(DESTDIR)/lib/modules/$(KRELEASE)/extra/gpuslice.ko
	$(if $(DESTDIR),,depmod -a $(KRELEASE))

# The module's sources as DKMS wants them: $(DESTDIR)/gpuslice-VERSION/.
DKMS_FILES := VERSION dkms.conf kmod/Kbuild kmod/Makefile \
	$(wildcard uapi/*.h kmod/*.c kmod/*.h core/*.c core/*.h)
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
