# SPDX-License-Identifier: GPL-2.0
#
# gpuslice-verifier, the process gpuslice.ko starts to read the driver's
# own accounts (uapi/gpuslice_verifier.h). Static: it runs before and
# outside every container.

$(BUILD)/gpuslice-verifier: verifier/gpuslice-verifier.c core/nv_fifo.c \
		core/nv_fifo.h uapi/gpuslice_verifier.h core/nv_rmapi.h \
		core/gs_types.h
	@mkdir -p $(dir $@)
	$(CC) $(USER_CFLAGS) -static -pthread -o $@ $(filter %.c,$^)

all: $(BUILD)/gpuslice-verifier
