// The pipeline's facade: a formula's labels and derivatives through its compiled circuit, the
// whole way formula -> compile::compile_formula -> circuit -> evaluator -> labels. It sits above
// the language, compile, circuit and exec layers and is the only place that joins them; each
// layer below stays usable on its own.
//
//   const auto c = deeplog::compile::compile_formula(model);
//   std::vector<double> p = deeplog::pipeline::infer(c, model, assignments);
//   std::map<std::string, double> d = deeplog::pipeline::gradient(c, model, assignment);
//   double t = deeplog::pipeline::tangent(c, model, assignment, {{"a_P", 1.0}});
//
// A mixed circuit (compiled_formula::segments non-empty) runs as its single-structure segments in
// order, each on the evaluator of its own structure, joined element-wise by the join leaves
// (transformations, aggregations, negations); reverse mode runs the segments backwards and
// forward mode carries tangents through the joins. Structures: the list that holds every
// structure of the formula (with_builtins<S> for a user structure S). Backend: cpu_backend, or
// cuda_backend where deeplog/exec/gpu/evaluator.hpp is included (the joins run on the host).
#pragma once

#include <cmath>
#include <cstdint>
#include <map>
#include <span>
#include <string>
#include <vector>

#include "deeplog/compile/formula_to_circuit.hpp"
#include "deeplog/exec/evaluator.hpp"
#include "deeplog/language/model.hpp"

namespace deeplog::pipeline {

namespace detail {

/// One single-structure part of a compiled formula: a segment, or the main circuit (last).
struct part {
  const circuit* graph;
  language::structure_id structure;
  const std::vector<compile::leaf_source>* leaves;
};

inline std::vector<part> parts_of(const compile::compiled_formula& c) {
  std::vector<part> out;
  out.reserve(c.segments.size() + 1);
  for (const auto& s : c.segments) out.push_back({&s.graph, s.structure, &s.leaves});
  out.push_back({&c.graph, c.structure, &c.leaves});
  return out;
}

/// The ground atom an atom leaf reads at sigma (its compile-time bindings over sigma).
inline language::ground_atom ground_leaf(const language::model& m, const compile::leaf_source& s,
                                         const language::assignment& sigma) {
  language::assignment env = sigma;
  for (const auto& [k, x] : s.bound) env[k] = x;
  return language::ground(m.phi.node(s.node), env);
}

/// A leaf's label and its derivatives: `d` = d label / d base, where the base is the atom's
/// label or the join's value, and `partials[i]` = d base / d (root of the join's i-th segment).
/// V: `label` (real labels) or `any_label` (boxed: any structure; no derivatives).
template <class V>
struct leaf_value {
  V x{};
  language::label d = 0;
  std::vector<language::label> partials;
};

/// The leaf `s` at assignment sigma; seg(k) is the root label of segment k at sigma.
template <class V, class SegmentRoot>
leaf_value<V> leaf_label(const language::model& m, const compile::leaf_source& s,
                         const language::assignment& sigma, const language::tensor_table& tensors,
                         language::label_cache& cache, SegmentRoot&& seg, bool with_partials) {
  constexpr bool real = std::is_same_v<V, language::label>;
  leaf_value<V> v;
  if (s.kind == compile::leaf_source::kind_t::constant) {
    if constexpr (real)
      v.x = language::unbox_label(s.value_structure, s.value);
    else
      v.x = s.value;
    return v;
  }
  const auto& n = m.phi.node(s.node);
  if (s.kind == compile::leaf_source::kind_t::atom) {
    const language::ground_atom g = ground_leaf(m, s, sigma);
    if constexpr (real)
      v.x = m.alpha(g, tensors, cache);
    else
      v.x = m.alpha.value(g, tensors, cache);
    if (!language::contains_label(n.structure, v.x))  // labels are checked where they enter
      throw language::evaluation_error(
          n.pos, "label " + language::label_text(n.structure, v.x) + " of " + g.text() +
                     " is no label of " + std::string(language::structure_name(n.structure)));
  } else {  // a join of segments
    std::vector<V> xs(s.segments.size());
    for (std::size_t i = 0; i < xs.size(); ++i) xs[i] = seg(s.segments[i]);
    switch (s.join) {
      case compile::join_kind::identity:
        v.x = xs.at(0);
        if constexpr (real)
          if (with_partials) v.partials = {1};
        break;
      case compile::join_kind::transform:
        v.x = s.join_transform.apply(xs.at(0));
        if constexpr (real)
          if (with_partials) v.partials = {s.join_transform.derivative(xs[0])};
        break;
      case compile::join_kind::aggregate:
        // The node's structure: the aggregated sub-formula's too.
        v.x = language::aggregate_in(n.structure, s.join_aggregator, std::span<const V>(xs));
        if constexpr (real)
          if (with_partials) {  // NaN without a gradient: an error only where one must pass
            v.partials.assign(xs.size(), std::nan(""));
            if (language::aggregate_differentiable(n.structure, s.join_aggregator))
              language::aggregate_gradient_in(n.structure, s.join_aggregator, xs, v.partials);
          }
        break;
    }
  }
  v.d = 1;
  if (s.negated) {
    if constexpr (real) v.d *= language::negate_derivative(n.structure, v.x);
    v.x = language::negate_in(n.structure, v.x);
  }
  for (const auto& t : s.transforms) {
    if constexpr (real) v.d *= t.derivative(v.x);
    v.x = t.apply(v.x);
  }
  return v;
}

/// Root 0 of part p over a batch of leaf-label rows ((rows, batch), batch contiguous), in
/// labels V (`label`: the part's structure has real labels; `any_label`: any structure).
template <class Structures, class Backend, class V>
std::vector<V> run_part(const part& p, std::span<const V> rows, std::size_t batch) {
  return language::visit_structure<Structures>(p.structure, [&]<class S>(S s) {
    std::vector<value_t<S>> in(rows.size());
    if constexpr (std::is_same_v<V, language::label>) {
      if constexpr (language::RealRuntimeStructure<S>) {
        for (std::size_t i = 0; i < rows.size(); ++i) in[i] = language::to_value<S>(rows[i]);
      } else {
        throw language::label_type_error("structure " + std::string(S::name) +
                                         " has labels that are not numbers");
      }
    } else {
      for (std::size_t i = 0; i < rows.size(); ++i) in[i] = language::label_as<S>(rows[i]);
    }
    evaluator<S, Backend> ev(*p.graph, batch, s);
    const auto out = ev.forward(in);
    std::vector<V> roots(batch);
    for (std::size_t b = 0; b < batch; ++b) {
      if constexpr (std::is_same_v<V, language::any_label>)
        roots[b] = language::any_label(value_t<S>(out[b]));
      else if constexpr (language::RealRuntimeStructure<S>)
        roots[b] = language::label(out[b]);
    }
    return roots;
  });
}

/// Whether every part, atom and transformation of c has real labels (the `label` path runs it).
inline bool real_throughout(const compile::compiled_formula& c, const language::model& m) {
  const auto real = [](language::structure_id s) { return language::scalar_labels(s); };
  for (const part& p : parts_of(c)) {
    if (!real(p.structure)) return false;
    for (const auto& s : *p.leaves) {
      if (s.kind == compile::leaf_source::kind_t::atom && !real(m.phi.node(s.node).structure))
        return false;
      for (const auto& t : s.transforms)
        if (!real(t.from) || !real(t.to)) return false;
    }
  }
  return true;
}

/// The main circuit's leaf rows over a batch ((rows, batch), batch contiguous): the segments of
/// a mixed circuit are evaluated first (on Backend) and joined.
template <class V, class Structures, class Backend>
std::vector<V> main_rows(const compile::compiled_formula& c, const language::model& m,
                         std::span<const language::assignment> batch,
                         const language::tensor_table& tensors, language::label_cache& cache) {
  const auto parts = parts_of(c);
  const std::size_t nb = batch.size();
  std::vector<std::vector<V>> roots(c.segments.size());  // [segment][b]
  std::vector<V> rows;
  for (std::size_t k = 0; k < parts.size(); ++k) {
    const auto& leaves = *parts[k].leaves;
    rows.assign(leaves.size() * nb, V{});
    for (std::size_t r = 0; r < leaves.size(); ++r)
      for (std::size_t b = 0; b < nb; ++b)
        rows[r * nb + b] = leaf_label<V>(
                               m, leaves[r], batch[b], tensors, cache,
                               [&](std::uint32_t j) { return roots[j][b]; }, false)
                               .x;
    if (k + 1 < parts.size())
      roots[k] = run_part<Structures, Backend, V>(parts[k], std::span<const V>(rows), nb);
  }
  return rows;
}

/// Root labels of c over a batch, in labels V.
template <class V, class Structures, class Backend>
std::vector<V> roots(const compile::compiled_formula& c, const language::model& m,
                     std::span<const language::assignment> batch,
                     const language::tensor_table& tensors, language::label_cache* cache) {
  if (batch.empty()) return {};
  language::label_cache local;
  const auto rows = main_rows<V, Structures, Backend>(c, m, batch, tensors, cache ? *cache : local);
  return run_part<Structures, Backend, V>(parts_of(c).back(), std::span<const V>(rows),
                                          batch.size());
}

// label_type_error where c reaches a structure whose labels are not numbers: `what` needs real
// labels throughout.
inline void require_real(const compile::compiled_formula& c, const language::model& m,
                         const char* what) {
  if (!real_throughout(c, m))
    throw language::label_type_error(
        std::string(what) + ": the formula reaches a structure whose labels are not numbers" +
        (language::scalar_labels(c.structure)
             ? ""
             : " (its own, " + std::string(language::structure_name(c.structure)) +
                   ": infer_as<S> or infer_values)"));
}

[[noreturn]] inline void not_differentiable(language::structure_id s, bool segment,
                                            const char* what) {
  throw language::evaluation_error(
      {}, std::string(what) + ": structure " + std::string(language::structure_name(s)) +
              " is not differentiable" +
              (segment ? " (a segment of the mixed circuit with a nonzero derivative)" : ""));
}

// The error where a derivative on the path of leaf s is missing (a transformation or
// aggregation without one gives NaN).
[[noreturn]] inline void no_derivative(const language::model& m, const compile::leaf_source& s) {
  throw language::evaluation_error(m.phi.node(s.node).pos,
                                   "a transformation or aggregation on the path of " +
                                       compile::describe(s, m) + " has no derivative");
}

}  // namespace detail

/// Leaf labels of the main circuit for a batch of assignments: (rows, batch), batch contiguous.
/// The segments of a mixed circuit are evaluated first (on Backend) and joined. Real labels:
/// label_type_error where the formula reaches a structure whose labels are not numbers.
template <class Structures = builtin_structures, class Backend = cpu_backend>
[[nodiscard]] std::vector<language::label> leaf_labels(const compile::compiled_formula& c,
                                                       const language::model& m,
                                                       std::span<const language::assignment> batch,
                                                       const language::tensor_table& tensors = {},
                                                       language::label_cache* cache = nullptr) {
  detail::require_real(c, m, "leaf_labels");
  language::label_cache local;
  return detail::main_rows<language::label, Structures, Backend>(c, m, batch, tensors,
                                                                 cache ? *cache : local);
}

/// Inference through the compiled circuit: one label per assignment, for a formula in a
/// structure whose labels are numbers (its parts may be in any structures: a segment of top_k
/// lists joined by a transformation into P runs boxed). label_type_error for a formula whose own
/// labels are not numbers (infer_as<S>, infer_values).
template <class Structures = builtin_structures, class Backend = cpu_backend>
[[nodiscard]] std::vector<language::label> infer(const compile::compiled_formula& c,
                                                 const language::model& m,
                                                 std::span<const language::assignment> batch,
                                                 const language::tensor_table& tensors = {},
                                                 language::label_cache* cache = nullptr) {
  if (batch.empty()) return {};
  if (!detail::real_throughout(c, m)) {
    if (!language::scalar_labels(c.structure))
      throw language::label_type_error(
          "infer: the formula's structure " + std::string(language::structure_name(c.structure)) +
          " has labels that are not numbers (infer_as<S>, infer_values)");
    const auto boxed =
        detail::roots<language::any_label, Structures, Backend>(c, m, batch, tensors, cache);
    std::vector<language::label> out(boxed.size());
    for (std::size_t b = 0; b < out.size(); ++b)
      out[b] = language::unbox_label(c.structure, boxed[b]);
    return out;
  }
  return detail::roots<language::label, Structures, Backend>(c, m, batch, tensors, cache);
}

/// Inference in boxed labels, for a formula in any structure: each result holds value_t of the
/// formula's structure.
template <class Structures = builtin_structures, class Backend = cpu_backend>
[[nodiscard]] std::vector<language::any_label> infer_values(
    const compile::compiled_formula& c, const language::model& m,
    std::span<const language::assignment> batch, const language::tensor_table& tensors = {},
    language::label_cache* cache = nullptr) {
  return detail::roots<language::any_label, Structures, Backend>(c, m, batch, tensors, cache);
}

/// Inference as values of S, the formula's structure (argument_error for another one): the
/// labels of a top_k or pair structure from a formula written in text. Structures: a list that
/// holds every structure of the formula (by default the built-ins and S).
template <language::RuntimeStructure S,
          class Structures =
              std::conditional_t<(index_of<S, builtin_structures> < builtin_structures::size),
                                 builtin_structures, with_builtins<S>>,
          class Backend = cpu_backend>
[[nodiscard]] std::vector<value_t<S>> infer_as(const compile::compiled_formula& c,
                                               const language::model& m,
                                               std::span<const language::assignment> batch,
                                               const language::tensor_table& tensors = {},
                                               language::label_cache* cache = nullptr) {
  if (c.structure != language::id_of<S>())
    throw argument_error(std::string("infer_as<") + S::name + ">: the formula is in structure " +
                         std::string(language::structure_name(c.structure)));
  const auto boxed =
      detail::roots<language::any_label, Structures, Backend>(c, m, batch, tensors, cache);
  std::vector<value_t<S>> out;
  out.reserve(boxed.size());
  for (const auto& x : boxed) out.push_back(language::label_as<S>(x));
  return out;
}

/// d alpha(phi{sigma}) / d alpha(atom) for every ground atom that a leaf reads, by reverse mode
/// through the circuit (through every segment of a mixed circuit, last to first) and the chain
/// rule through each leaf's join, negation and transforms. Keys are the ground atoms' texts.
/// Throws evaluation_error where a part with a nonzero adjoint is in a structure that is not
/// differentiable, or a transformation or aggregation on a path has no derivative.
template <class Structures = builtin_structures, class Backend = cpu_backend>
[[nodiscard]] std::map<std::string, double> gradient(const compile::compiled_formula& c,
                                                     const language::model& m,
                                                     const language::assignment& sigma,
                                                     const language::tensor_table& tensors = {}) {
  const auto parts = detail::parts_of(c);
  if (!language::differentiable(c.structure))
    detail::not_differentiable(c.structure, false, "gradient");
  detail::require_real(c, m, "gradient");
  language::label_cache cache;
  // Forward, keeping each part's leaf values.
  std::vector<std::vector<detail::leaf_value<language::label>>> leaves(parts.size());
  std::vector<language::label> roots(c.segments.size());
  for (std::size_t k = 0; k < parts.size(); ++k) {
    std::vector<language::label> rows;
    for (const auto& s : *parts[k].leaves) {
      leaves[k].push_back(detail::leaf_label<language::label>(
          m, s, sigma, tensors, cache, [&](std::uint32_t j) { return roots[j]; }, true));
      rows.push_back(leaves[k].back().x);
    }
    if (k + 1 < parts.size())
      roots[k] = detail::run_part<Structures, Backend, language::label>(
          parts[k], std::span<const language::label>(rows), 1)[0];
  }
  // Reverse: the main part's adjoint is one; each part's leaves pass theirs on to the atoms and
  // to the segments they join.
  std::vector<double> seg_adj(c.segments.size(), 0.0);
  std::map<std::string, double> out;
  for (std::size_t k = parts.size(); k-- > 0;) {
    const double root_adj = k + 1 == parts.size() ? 1.0 : seg_adj[k];
    if (root_adj == 0) continue;
    const auto& p = parts[k];
    if (!language::differentiable(p.structure))
      detail::not_differentiable(p.structure, k + 1 < parts.size(), "gradient");
    std::vector<double> adj(p.leaves->size());
    language::visit_structure<Structures>(p.structure, [&]<class S>(S s) {
      if constexpr (Differentiable<S>) {
        std::vector<value_t<S>> in(adj.size()), radj(p.graph->num_roots(), value_t<S>(0)),
            iadj(adj.size());
        for (std::size_t r = 0; r < adj.size(); ++r) in[r] = language::to_value<S>(leaves[k][r].x);
        radj.at(0) = static_cast<value_t<S>>(root_adj);
        evaluator<S, Backend> ev(*p.graph, 1, s);
        (void)ev.forward(in);
        ev.backward(radj, iadj);
        adj.assign(iadj.begin(), iadj.end());
      }
      return 0;
    });
    for (std::size_t r = 0; r < adj.size(); ++r) {
      const auto& s = (*p.leaves)[r];
      const auto& v = leaves[k][r];
      if (adj[r] == 0 || s.kind == compile::leaf_source::kind_t::constant) continue;
      if (std::isnan(v.d)) detail::no_derivative(m, s);
      if (s.kind == compile::leaf_source::kind_t::join) {
        for (std::size_t i = 0; i < s.segments.size(); ++i) {
          if (std::isnan(v.partials[i])) detail::no_derivative(m, s);
          seg_adj[s.segments[i]] += adj[r] * v.d * v.partials[i];
        }
        continue;
      }
      out[detail::ground_leaf(m, s, sigma).text()] += adj[r] * v.d;
    }
  }
  return out;
}

/// Forward mode: the directional derivative of alpha(phi{sigma}) along `direction`, a tangent
/// for the label of each named ground atom (the others have tangent 0), carried through every
/// segment of a mixed circuit, first to last, and through each leaf's join, negation and
/// transforms. Equals sum over atoms of gradient(...)[atom] * direction[atom]. Throws as
/// gradient does.
template <class Structures = builtin_structures, class Backend = cpu_backend>
[[nodiscard]] double tangent(const compile::compiled_formula& c, const language::model& m,
                             const language::assignment& sigma,
                             const std::map<std::string, double>& direction,
                             const language::tensor_table& tensors = {}) {
  const auto parts = detail::parts_of(c);
  detail::require_real(c, m, "tangent");
  language::label_cache cache;
  std::vector<language::label> roots(c.segments.size()), root_tangents(c.segments.size());
  double result = 0;
  for (std::size_t k = 0; k < parts.size(); ++k) {
    const auto& p = parts[k];
    std::vector<double> rows, tans;
    bool moving = false;
    for (const auto& s : *p.leaves) {
      const auto v = detail::leaf_label<language::label>(
          m, s, sigma, tensors, cache, [&](std::uint32_t j) { return roots[j]; }, true);
      double t = 0;
      if (s.kind == compile::leaf_source::kind_t::atom) {
        const auto it = direction.find(detail::ground_leaf(m, s, sigma).text());
        t = it == direction.end() ? 0.0 : it->second;
      } else if (s.kind == compile::leaf_source::kind_t::join) {
        for (std::size_t i = 0; i < s.segments.size(); ++i)
          if (root_tangents[s.segments[i]] != 0) {
            if (std::isnan(v.partials[i])) detail::no_derivative(m, s);
            t += v.partials[i] * root_tangents[s.segments[i]];
          }
      }
      if (t != 0) {
        if (std::isnan(v.d)) detail::no_derivative(m, s);
        t *= v.d;
        moving = true;
      }
      rows.push_back(v.x);
      tans.push_back(t);
    }
    double x = 0, dx = 0;
    if (!moving) {
      if (k + 1 < parts.size())
        x = detail::run_part<Structures, Backend, language::label>(
            p, std::span<const language::label>(rows), 1)[0];
    } else {
      if (!language::differentiable(p.structure))
        detail::not_differentiable(p.structure, k + 1 < parts.size(), "tangent");
      language::visit_structure<Structures>(p.structure, [&]<class S>(S s) {
        if constexpr (Differentiable<S>) {
          std::vector<value_t<S>> in(rows.size()), din(rows.size());
          for (std::size_t r = 0; r < rows.size(); ++r) {
            in[r] = language::to_value<S>(rows[r]);
            din[r] = static_cast<value_t<S>>(tans[r]);
          }
          evaluator<S, Backend> ev(*p.graph, 1, s);
          x = double(ev.forward(in)[0]);
          dx = double(ev.tangent(in, din)[0]);
        }
        return 0;
      });
    }
    if (k + 1 < parts.size()) {
      roots[k] = x;
      root_tangents[k] = dx;
    } else {
      result = dx;
    }
  }
  return result;
}

}  // namespace deeplog::pipeline
