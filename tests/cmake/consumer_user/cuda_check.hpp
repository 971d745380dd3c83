// The GPU half of the consumer: cuda_check.cu (nvcc) where the installed package has CUDA,
// cuda_check_none.cpp otherwise. Plain C++ interface, so main.cpp stays a C++ file.
#pragma once

#include <array>
#include <map>
#include <string>
#include <vector>

#include <deeplog/circuit/circuit.hpp>
#include <deeplog/compile/formula_to_circuit.hpp>

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
  const deeplog::compile::compiled_formula* two_best_text = nullptr;  // the formula in 2-best
  const deeplog::language::model* two_best_model = nullptr;
  const deeplog::compile::compiled_formula* mixed = nullptr;  // a mixed circuit (P, H)
  const deeplog::language::model* mixed_model = nullptr;
  double mixed_value = 0;
  std::map<std::string, double> mixed_gradient;
};

/// Runs the checks on the GPU: the number of failures, or -1 where they cannot run (then
/// cuda_status() says why).
int cuda_check(const cpu_results& cpu);
const char* cuda_status();

}  // namespace user
