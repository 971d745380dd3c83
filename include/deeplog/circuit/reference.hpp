// Naive evaluators of one sample: each node folds its children's labels in node order, and
// reverse mode takes each child's partial from the fold of the *other* children, recomputed
// (O(k^2) for a node of k children). No layers, no batching, no n-ary shortcuts: the oracles
// that the layered evaluators are tested against.
#pragma once

#include <span>
#include <stdexcept>
#include <type_traits>
#include <vector>

#include "deeplog/algebra/concepts.hpp"
#include "deeplog/base/error.hpp"
#include "deeplog/base/resources.hpp"
#include "deeplog/circuit/circuit.hpp"

namespace deeplog {

namespace detail {
struct poll_budget {
  void operator()() const { check_budget(); }
};

// Labels for one sample; with `release`, a node's label is dropped after its last parent
// (big labels: a chain of growing big numbers would otherwise be kept whole, quadratic).
template <Semiring S, class Poll>
std::vector<value_t<S>> labels(const circuit& c, std::span<const value_t<S>> inputs, const S& s,
                               Poll&& poll, bool release) {
  if (inputs.size() != c.num_inputs())
    throw argument_error("evaluate_reference: wrong number of inputs");
  std::vector<node_id> last_use;
  if (release) {
    last_use.assign(c.size(), 0);
    for (node_id n = 0; n < c.size(); ++n)
      for (node_id ch : c.children(n)) last_use[ch] = n;
    for (node_id r : c.roots()) last_use[r] = static_cast<node_id>(c.size());
  }
  std::vector<value_t<S>> label(c.size(), s.zero());
  std::vector<const value_t<S>*> factors;
  for (node_id n = 0; n < c.size(); ++n) {
    poll();
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
        if constexpr (requires { s.times_all(std::span<const value_t<S>* const>()); }) {
          // A structure with a faster n-ary product (big_counting: O(n), not O(n^2), for 2^n).
          factors.clear();
          for (node_id ch : c.children(n)) factors.push_back(&label[ch]);
          label[n] = s.times_all(std::span<const value_t<S>* const>(factors));
          break;
        }
        value_t<S> acc = s.one();
        for (node_id ch : c.children(n)) acc = s.times(acc, label[ch]);
        label[n] = acc;
        break;
      }
    }
    if (release)
      for (node_id ch : c.children(n))
        if (last_use[ch] == n) label[ch] = value_t<S>{};
  }
  return label;
}
}  // namespace detail

/// Labels of every node for one sample; inputs has one label per input row. Polls
/// deeplog::check_budget() at every node.
template <Semiring S>
std::vector<value_t<S>> reference_labels(const circuit& c, std::span<const value_t<S>> inputs,
                                         const S& s = {}) {
  return detail::labels(c, inputs, s, detail::poll_budget{}, false);
}

/// Labels of all roots for one sample; inputs has one label per input row. `poll()` runs at
/// every node (default: deeplog::check_budget()). Labels that are not trivially copyable (big
/// numbers) are released after their last use, so memory follows the live labels.
template <Semiring S, class Poll = detail::poll_budget>
std::vector<value_t<S>> evaluate_reference(const circuit& c, std::span<const value_t<S>> inputs,
                                           const S& s = {}, Poll&& poll = {}) {
  const auto label = detail::labels(c, inputs, s, poll, !std::is_trivially_copyable_v<value_t<S>>);
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
    throw argument_error("backward_reference: wrong number of root adjoints");
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
