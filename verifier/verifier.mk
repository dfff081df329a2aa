# SPDX-License-Identifier: GPL-2.0
#
# gpuslice-verifier, the process gpuslice.ko starts to read the driver's
# own accounts (uapi/gpuslice_verifier.h). Static: it runs before and
# outside every container.

$(BUILD)/gpuslice-verifier: verifier/gpuslice-verifier.c core/nv_abi.c \
		core/nv_abi_tables.c core/nv_abi.h core/nv_abi_const.h \
		core/nv_abi_facts.def core/nv_abi_versions.def \
		uapi/gpuslice_verifier.h core/gs_types.h
	@mkdir -p $(dir $@)
	$(CC) $(USER_CFLAGS) -static -pthread -o $@ $(filter %.c,$^)

all: $(BUILD)/gpuslice-verifier
