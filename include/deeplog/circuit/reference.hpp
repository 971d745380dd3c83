// A naive evaluator of one sample: each node folds its children's labels in node order. No
// layers, no batching: the oracle that the layered evaluators are tested against.
#pragma once

#include <span>
#include <stdexcept>
#include <vector>

#include "deeplog/algebra/concepts.hpp"
#include "deeplog/circuit/circuit.hpp"

namespace deeplog {

/// Labels of all roots for one sample; inputs has one label per input row.
template <Semiring S>
std::vector<value_t<S>> evaluate_reference(const circuit& c, std::span<const value_t<S>> inputs,
                                           const S& s = {}) {
  if (inputs.size() != c.num_inputs())
    throw std::invalid_argument("evaluate_reference: wrong number of inputs");
  std::vector<value_t<S>> label(c.size(), s.zero());
  for (node_id n = 0; n < c.size(); ++n) {
    switch (c.kind(n)) {
      case node_kind::input: label[n] = inputs[c.input(n)]; break;
      case node_kind::zero: label[n] = s.zero(); break;
      case node_kind::one: label[n] = s.one(); break;
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
  std::vector<value_t<S>> out;
  for (node_id r : c.roots()) out.push_back(label[r]);
  return out;
}

}  // namespace deeplog
