// `deeplog eval --backend cuda`: the CUDA evaluation of a circuit file, behind a plain C++
// interface (the tool stays C++). cuda_eval_*.cu, built with nvcc when CUDA is, instantiate it
// for every structure of builtin_structures and hand the tool a table of pointers to them.
#pragma once

#include <cstddef>
#include <span>
#include <string>
#include <tuple>
#include <type_traits>
#include <vector>

#include "deeplog/algebra/concepts.hpp"
#include "deeplog/algebra/registry.hpp"
#include "deeplog/circuit/circuit.hpp"

namespace deeplog::tool {

template <class V>
struct cuda_eval_output {
  std::vector<V> roots;             // (num_roots, batch)
  std::vector<std::string> timing;  // the --time report, one line each
};

/// Forward pass on the GPU: inputs (num_inputs, batch) -> roots. With `time`, also times
/// forward and forward+backward (median of `repeats`, 0: about half a second) with CUDA events
/// and reports edges x samples/s, achieved GB/s by the byte model, and the device-to-device copy
/// bandwidth measured in the same run. Throws std::runtime_error without a usable device.
template <class S>
cuda_eval_output<value_t<S>> cuda_evaluate(const S& s, const circuit& c, std::size_t batch,
                                           std::span<const value_t<S>> inputs, bool time,
                                           int repeats);

template <class S>
using cuda_evaluate_fn = cuda_eval_output<value_t<S>> (*)(const S&, const circuit&, std::size_t,
                                                          std::span<const value_t<S>>, bool, int);

/// The built-ins are instantiated in two translation units (so that a parallel build compiles
/// them at once): those with exact arithmetic (integers, or a selective plus) and the others.
template <class S>
struct exact_arithmetic
    : std::bool_constant<!std::is_floating_point_v<value_t<S>> || laws_of<S>.plus_selective> {};
template <class S>
struct inexact_arithmetic : std::bool_constant<!exact_arithmetic<S>::value> {};

template <class L>
struct cuda_evaluate_table;
template <class... S>
struct cuda_evaluate_table<type_list<S...>> {
  std::tuple<cuda_evaluate_fn<S>...> fn;
};
using cuda_exact_structures = filter_t<exact_arithmetic, builtin_structures>;
using cuda_inexact_structures = filter_t<inexact_arithmetic, builtin_structures>;

/// Defined in cuda_eval_exact.cu and cuda_eval_real.cu.
const cuda_evaluate_table<cuda_exact_structures>& cuda_evaluate_exact();
const cuda_evaluate_table<cuda_inexact_structures>& cuda_evaluate_inexact();

/// cuda_evaluate<S> for a built-in S, through the table that holds it.
template <class S>
cuda_evaluate_fn<S> cuda_evaluator_of() {
  if constexpr (index_of<S, cuda_exact_structures> < cuda_exact_structures::size)
    return std::get<cuda_evaluate_fn<S>>(cuda_evaluate_exact().fn);
  else
    return std::get<cuda_evaluate_fn<S>>(cuda_evaluate_inexact().fn);
}

}  // namespace deeplog::tool
