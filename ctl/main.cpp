// SPDX-License-Identifier: GPL-2.0
//
// gpuslice: command-line tool for the gpuslice kernel module (cli.hpp).

#include "cli.hpp"

int main(int argc, char** argv) { return gpuslice::run_cli(argc, argv); }
