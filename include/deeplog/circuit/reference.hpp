// Naive evaluators of one sample: each node folds its children's labels in node order, and
// reverse mode takes each child's partial from the fold of the *other* children, recomputed
// (O(k^2) for a node of k children). No layers, no batching, no n-ary shortcuts: the oracles
// that the layered evaluators are tested against.
#pragma once

#include <span>
#include <stdexcept>
#include <vector>

#include "deeplog/algebra/concepts.hpp"
#include "deeplog/circuit/circuit.hpp"

namespace deeplog {

/// Labels of every node for one sample; inputs has one label per input row.
template <Semiring S>
std::vector<value_t<S>> reference_labels(const circuit& c, std::span<const value_t<S>> inputs,
                                         const S& s = {}) {
  if (inputs.size() != c.num_inputs())
    throw std::invalid_argument("evaluate_reference: wrong number of inputs");
  std::vector<value_t<S>> label(c.size(), s.zero());
  for (node_id n = 0; n < c.size(); ++n) {
    switch (c.kind(n)) {
      case node_kind::input:
        label[n] = inputs[c.input(n)];
        break;
      case node_kind::zero:
        label[n] = s.zero();
        break;
      case node_kind::one:
        label[n] = s.one();
        break;
      case node_kind::plus: {
        value_t<S> acc = s.zero();
        for (node_id ch : c.children(n)) acc = s.plus(acc, label[ch]);
        label[n] = acc;
        break;
      }
      case node_kind::times: {
        value_t<S> acc = s.one();
        for (node_id ch : c.children(n)) acc = s.times(acc, label[ch]);
        label[n] = acc;
        break;
      }
    }
  }
  return label;
}

/// Labels of all roots for one sample; inputs has one label per input row.
template <Semiring S>
std::vector<value_t<S>> evaluate_reference(const circuit& c, std::span<const value_t<S>> inputs,
                                           const S& s = {}) {
  const auto label = reference_labels(c, inputs, s);
  std::vector<value_t<S>> out;
  for (node_id r : c.roots()) out.push_back(label[r]);
  return out;
}

/// Reverse mode for one sample: the adjoint of every input row given one adjoint per root.
/// A child's partial is d_plus(x_i, rest_i, v) with rest_i the fold of the other children in
/// their order; a selective operation gives the node's whole adjoint to the first child whose
/// label equals the node's.
template <Differentiable S>
std::vector<value_t<S>> backward_reference(const circuit& c, std::span<const value_t<S>> inputs,
                                           std::span<const value_t<S>> root_adjoints,
                                           const S& s = {}) {
  using T = value_t<S>;
  if (root_adjoints.size() != c.num_roots())
    throw std::invalid_argument("backward_reference: wrong number of root adjoints");
  const auto label = reference_labels(c, inputs, s);
  std::vector<T> adj(c.size(), T(0));
  for (std::size_t r = 0; r < c.num_roots(); ++r) adj[c.roots()[r]] += root_adjoints[r];
  for (node_id n = static_cast<node_id>(c.size()); n-- > 0;) {
    const node_kind k = c.kind(n);
    if (k != node_kind::plus && k != node_kind::times) continue;
    const bool plus = k == node_kind::plus;
    const auto ch = c.children(n);
    const bool selective = plus ? laws_of<S>.plus_selective : laws_of<S>.times_selective;
    if (selective) {
      for (node_id x : ch)
        if (label[x] == label[n]) {
          adj[x] += adj[n];
          break;
        }
      continue;
    }
    for (std::size_t i = 0; i < ch.size(); ++i) {
      T rest = plus ? s.zero() : s.one();
      for (std::size_t j = 0; j < ch.size(); ++j)
        if (j != i) rest = plus ? s.plus(rest, label[ch[j]]) : s.times(rest, label[ch[j]]);
      const T d =
          plus ? s.d_plus(label[ch[i]], rest, label[n]) : s.d_times(label[ch[i]], rest, label[n]);
      adj[ch[i]] += adj[n] * d;
    }
  }
  std::vector<T> out(c.num_inputs(), T(0));
  for (node_id n = 0; n < c.size(); ++n)
    if (c.kind(n) == node_kind::input) out[c.input(n)] += adj[n];
  return out;
}

}  // namespace deeplog
