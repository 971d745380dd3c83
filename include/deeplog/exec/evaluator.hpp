// Backend selection: deeplog::evaluator<S, Backend> names the evaluator of structure S on a
// backend (cpu_backend, cuda_backend). All backends share one interface, the concept
// CircuitEvaluator: forward(inputs) -> roots, and for a differentiable structure
// backward(root_adjoints, input_adjoints) and tangent(inputs, input_tangents). Their misuse
// errors are the same types: argument_error (a zero batch, a span of the wrong size),
// evaluation_order_error (backward before forward); a temporary circuit does not compile.
#pragma once

#include <concepts>
#include <cstddef>
#include <span>
#include <type_traits>

#include "deeplog/algebra/boolean.hpp"
#include "deeplog/algebra/concepts.hpp"
#include "deeplog/algebra/probability.hpp"
#include "deeplog/circuit/circuit.hpp"
#include "deeplog/exec/cpu/evaluator.hpp"

namespace deeplog {

/// An evaluator of circuits over a batch: what generic code may call on any backend's.
template <class E>
concept CircuitEvaluator =
    Semiring<typename E::structure> &&
    std::same_as<typename E::value_type, value_t<typename E::structure>> &&
    std::constructible_from<E, const circuit&, std::size_t, typename E::structure> &&
    !std::constructible_from<E, circuit&&, std::size_t, typename E::structure> &&
    requires(E & e, const E& ce, std::span<const typename E::value_type> in) {
  { ce.graph() } -> std::same_as<const circuit&>;
  { ce.batch() } -> std::convertible_to<std::size_t>;
  { e.forward(in) } -> std::convertible_to<std::span<const typename E::value_type>>;
};

/// A CircuitEvaluator of a differentiable structure: reverse and forward mode.
template <class E>
concept DifferentiableEvaluator = CircuitEvaluator<E> && Differentiable<typename E::structure> &&
    requires(E& e, std::span<const typename E::value_type> in,
             std::span<typename E::value_type> out) {
  e.backward(in, out);
  { e.tangent(in, in) } -> std::convertible_to<std::span<const typename E::value_type>>;
};

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

static_assert(CircuitEvaluator<cpu_evaluator<boolean>>);
static_assert(DifferentiableEvaluator<cpu_evaluator<probability<double>>>);

}  // namespace deeplog
