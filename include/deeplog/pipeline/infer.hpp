// The pipeline's facade: a formula's labels and gradients through its compiled circuit, the
// whole way formula -> compile::compile_formula -> circuit -> cpu_evaluator -> labels, in two
// calls. It sits above the language, compile, circuit and exec layers and is the only place
// that joins them; each layer below stays usable on its own.
//
//   const auto c = deeplog::compile::compile_formula(model);
//   std::vector<double> p = deeplog::pipeline::infer(c, model, assignments);
//   std::map<std::string, double> d = deeplog::pipeline::gradient(c, model, assignment);
#pragma once

#include <cmath>
#include <map>
#include <span>
#include <string>
#include <vector>

#include "deeplog/compile/formula_to_circuit.hpp"
#include "deeplog/exec/cpu/evaluator.hpp"
#include "deeplog/language/model.hpp"

namespace deeplog::pipeline {

namespace detail {
inline language::label leaf_label(const language::model& m, const compile::leaf_source& s,
                                  const language::assignment& sigma,
                                  const language::tensor_table& tensors,
                                  language::label_cache& cache,
                                  language::label* derivative = nullptr) {
  if (s.kind == compile::leaf_source::kind_t::constant) {
    if (derivative) *derivative = 0;
    return s.value;
  }
  language::assignment env = sigma;
  for (const auto& [k, v] : s.bound) env[k] = v;
  const auto& n = m.phi.node(s.node);
  language::label x = 0;
  if (s.kind == compile::leaf_source::kind_t::atom) {
    const language::ground_atom g = language::ground(n, env);
    x = m.alpha(g, tensors, cache);
    if (!language::contains_label(n.structure, x))  // labels are checked where they enter
      throw language::evaluation_error(
          n.pos, "label " + std::to_string(x) + " of " + g.text() + " is no label of " +
                     std::string(language::structure_name(n.structure)));
  } else {
    x = language::evaluate_reference(m, env, tensors, &cache, s.node);
  }
  language::label d = 1;
  if (s.negated) {
    d *= language::negate_derivative(n.structure, x);
    x = language::negate_in(n.structure, x);
  }
  for (const auto& t : s.transforms) {
    d *= t.derivative(x);
    x = t.apply(x);
  }
  if (derivative) *derivative = d;
  return x;
}
}  // namespace detail

/// Leaf labels for a batch of assignments: (rows, batch), batch contiguous.
[[nodiscard]] inline std::vector<language::label> leaf_labels(
    const compile::compiled_formula& c, const language::model& m,
    std::span<const language::assignment> batch, const language::tensor_table& tensors = {},
    language::label_cache* cache = nullptr) {
  language::label_cache local;
  std::vector<language::label> rows(c.leaves.size() * batch.size());
  for (std::size_t r = 0; r < c.leaves.size(); ++r)
    for (std::size_t b = 0; b < batch.size(); ++b)
      rows[r * batch.size() + b] =
          detail::leaf_label(m, c.leaves[r], batch[b], tensors, cache ? *cache : local);
  return rows;
}

/// Inference through the compiled circuit: one label per assignment. Structures: the list that
/// holds the formula's structure (with_builtins<S> for a user structure S).
template <class Structures = builtin_structures>
[[nodiscard]] std::vector<language::label> infer(const compile::compiled_formula& c,
                                                 const language::model& m,
                                                 std::span<const language::assignment> batch,
                                                 const language::tensor_table& tensors = {},
                                                 language::label_cache* cache = nullptr) {
  if (batch.empty()) return {};
  const auto rows = leaf_labels(c, m, batch, tensors, cache);
  return language::visit_structure<Structures>(c.structure, [&]<class S>(S s) {
    std::vector<value_t<S>> in(rows.size());
    for (std::size_t i = 0; i < rows.size(); ++i) in[i] = language::to_value<S>(rows[i]);
    cpu_evaluator<S> ev(c.graph, batch.size(), s);
    const auto out = ev.forward(in);
    return std::vector<language::label>(out.begin(), out.begin() + batch.size());
  });
}

/// d alpha(phi{sigma}) / d alpha(atom) for every ground atom that a leaf reads, by reverse
/// mode through the circuit and the chain rule through each leaf's negation and transforms.
/// Keys are the ground atoms' texts. The formula's structure must be differentiable.
template <class Structures = builtin_structures>
[[nodiscard]] std::map<std::string, double> gradient(const compile::compiled_formula& c,
                                                     const language::model& m,
                                                     const language::assignment& sigma,
                                                     const language::tensor_table& tensors = {}) {
  if (!language::differentiable(c.structure))
    throw language::evaluation_error({}, "gradient: structure " +
                                             std::string(language::structure_name(c.structure)) +
                                             " is not differentiable");
  language::label_cache cache;
  std::vector<double> rows(c.leaves.size()), dleaf(c.leaves.size());
  for (std::size_t r = 0; r < c.leaves.size(); ++r)
    rows[r] = detail::leaf_label(m, c.leaves[r], sigma, tensors, cache, &dleaf[r]);
  std::vector<double> adj(c.leaves.size());
  language::visit_structure<Structures>(c.structure, [&]<class S>(S s) {
    if constexpr (Differentiable<S>) {
      std::vector<value_t<S>> in(rows.begin(), rows.end()), radj(c.graph.num_roots(), 1),
          iadj(rows.size());
      cpu_evaluator<S> ev(c.graph, 1, s);
      ev.forward(in);
      ev.backward(radj, iadj);
      adj.assign(iadj.begin(), iadj.end());
    }
    return 0;
  });
  std::map<std::string, double> out;
  for (std::size_t r = 0; r < c.leaves.size(); ++r) {
    const auto& s = c.leaves[r];
    if (s.kind == compile::leaf_source::kind_t::subformula &&
        adj[r] != 0)  // never a silent omission
      throw language::evaluation_error(m.phi.node(s.node).pos,
                                       "gradient: the circuit has a sub-formula leaf (" +
                                           compile::describe(s, m) +
                                           "); its derivative is not available");
    if (s.kind != compile::leaf_source::kind_t::atom) continue;
    if (adj[r] != 0 && std::isnan(dleaf[r]))  // a transformation without a derivative
      throw language::evaluation_error(m.phi.node(s.node).pos,
                                       "gradient: a transformation on the path of " +
                                           compile::describe(s, m) + " has no derivative");
    language::assignment env = sigma;
    for (const auto& [k, v] : s.bound) env[k] = v;
    out[language::ground(m.phi.node(s.node), env).text()] += adj[r] * dleaf[r];
  }
  return out;
}

}  // namespace deeplog::pipeline
