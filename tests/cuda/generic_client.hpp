// Generic code written once against the common evaluator interface, deeplog::evaluator<S,
// Backend>: forward, labels, backward, node_adjoints, tangent. Instantiated for the CPU and the
// CUDA backend (interface.cu checks that it compiles for both and runs it on the CPU;
// evaluator_interface.cu compares the two on a device).
#pragma once

#include <concepts>
#include <cstddef>
#include <span>
#include <vector>

#include "deeplog/circuit/circuit.hpp"
#include "deeplog/exec/evaluator.hpp"

namespace deeplog::test {

template <class E>
concept common_evaluator = requires(E& e, const E& ce, std::span<const typename E::value_type> in) {
  typename E::structure;
  typename E::value_type;
  { e.forward(in) } -> std::same_as<std::span<const typename E::value_type>>;
  { ce.labels() } -> std::same_as<std::span<const typename E::value_type>>;
  { ce.graph() } -> std::same_as<const circuit&>;
  { ce.batch() } -> std::same_as<std::size_t>;
  { ce.structure_value() } -> std::same_as<const typename E::structure&>;
};

template <class E>
concept common_differentiable_evaluator = common_evaluator<E> &&
    requires(E& e, const E& ce, std::span<const typename E::value_type> in,
             std::span<typename E::value_type> out) {
  e.backward(in, out);
  { ce.node_adjoints() } -> std::same_as<std::span<const typename E::value_type>>;
  { e.tangent(in, in) } -> std::same_as<std::span<const typename E::value_type>>;
};

/// Everything one round of the interface returns, copied out of the evaluator.
template <class T>
struct interface_round {
  std::vector<T> roots, labels, input_adjoints, node_adjoints, tangents;
};

/// One round through the common interface only: nothing here names a backend.
template <class S, class Backend>
interface_round<value_t<S>> run_interface(const circuit& c, std::size_t batch,
                                          const std::vector<value_t<S>>& inputs,
                                          const std::vector<value_t<S>>& root_adjoints,
                                          const std::vector<value_t<S>>& tangents) {
  using E = evaluator<S, Backend>;
  static_assert(common_differentiable_evaluator<E>);
  E ev(c, batch);
  interface_round<value_t<S>> r;
  const auto roots = ev.forward(inputs);
  r.roots.assign(roots.begin(), roots.end());
  const auto labels = ev.labels();
  r.labels.assign(labels.begin(), labels.end());
  r.input_adjoints.resize(c.num_inputs() * batch);
  ev.backward(root_adjoints, r.input_adjoints);
  const auto nodes = ev.node_adjoints();
  r.node_adjoints.assign(nodes.begin(), nodes.end());
  const auto t = ev.tangent(inputs, tangents);
  r.tangents.assign(t.begin(), t.end());
  return r;
}

}  // namespace deeplog::test
