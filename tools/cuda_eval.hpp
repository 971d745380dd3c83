// `deeplog eval --backend cuda`: the CUDA evaluation of a circuit file, behind a plain C++
// interface (the tool stays C++; cuda_eval_*.cu, built with nvcc when CUDA is, define it for
// every structure of the registry).
#pragma once

#include <cstddef>
#include <span>
#include <string>
#include <vector>

#include "deeplog/algebra/concepts.hpp"
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

}  // namespace deeplog::tool
