// The GPU half of the consumer: cuda_check.cu (nvcc) where the installed package has CUDA,
// cuda_check_none.cpp otherwise. Plain C++ interface, so main.cpp stays a C++ file.
#pragma once

#include <array>
#include <vector>

#include <deeplog/circuit/circuit.hpp>

#include "two_best.hpp"

namespace user {

/// What the CPU computed, for the GPU to reproduce.
struct cpu_results {
  const deeplog::circuit* hamacher_circuit;  // the alarm formula in H
  std::vector<double> rows;                  // its input rows
  double value;                              // its root
  std::vector<double> adjoints;              // d root / d row (reverse mode)
  std::vector<double> tangents;              // d root / d row (forward mode, one row at a time)
  std::array<double, 4> atoms;               // the expression template's label rows
  const deeplog::circuit* p_circuit;         // the alarm formula compiled in P
  std::vector<two_best::value_type> two_best_rows;
  two_best::value_type two_best_value;
};

/// Runs the checks on the GPU: the number of failures, or -1 where they cannot run (then
/// cuda_status() says why).
int cuda_check(const cpu_results& cpu);
const char* cuda_status();

}  // namespace user
