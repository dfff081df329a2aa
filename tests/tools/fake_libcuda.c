// SPDX-License-Identifier: GPL-2.0
/*
 * A stand-in for the NVIDIA driver's libcuda.so.1 in the test VM, which
 * has no real one: the one call cdi_probe makes, answering the version of
 * the H100's driver of the project's traces (CUDA 13.0).
 */

int cuDriverGetVersion(int *version);

int cuDriverGetVersion(int *version)
{
	*version = 13000;
	return 0;
}
