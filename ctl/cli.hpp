// SPDX-License-Identifier: GPL-2.0
//
// The command line as a whole: parses argv, runs the chosen subcommand and
// returns the exit status (cli.cpp says which). main.cpp is just its caller,
// so that CLI11, which costs minutes to compile on a slow builder, is
// compiled once, with the subcommands.

#pragma once

namespace gpuslice {

int run_cli(int argc, char** argv);

}  // namespace gpuslice
