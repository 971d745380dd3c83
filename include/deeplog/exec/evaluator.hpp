// Backend selection: deeplog::evaluator<S, Backend> names the evaluator of structure S on a
// backend (cpu_backend, cuda_backend). All backends share one interface: forward(inputs) ->
// roots, backward(root_adjoints, input_adjoints), tangent(inputs, input_tangents).
#pragma once

#include "deeplog/algebra/concepts.hpp"
#include "deeplog/exec/cpu/evaluator.hpp"

namespace deeplog {

/// Specialised by each backend: `template <class S> using evaluator = ...;`.
template <class Backend>
struct backend_traits;

template <>
struct backend_traits<cpu_backend> {
  template <class S>
  using evaluator = cpu_evaluator<S>;
};

template <Semiring S, class Backend = cpu_backend>
using evaluator = typename backend_traits<Backend>::template evaluator<S>;

}  // namespace deeplog
