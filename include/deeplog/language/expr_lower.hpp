// Lowers an expression template to the runtime form (formula), so a formula written in C++ can
// be printed, compiled into a circuit and evaluated by the reference evaluator.
#pragma once

#include <string>

#include "deeplog/language/expr.hpp"
#include "deeplog/language/syntax.hpp"

namespace deeplog::lang {

namespace detail {

template <class S>
structure_id runtime_structure() {
  constexpr auto id = structure_id_of<S>();
  static_assert(id.has_value(), "only the built-in structures have a runtime form");
  return *id;
}

template <class G>
inline constexpr int aggregation_kind = -1;  // 0: a plus-aggregation, 1: a times-aggregation
template <class S>
inline constexpr int aggregation_kind<plus_aggregation<S>> = 0;
template <class S>
inline constexpr int aggregation_kind<times_aggregation<S>> = 1;

template <class G>
aggregator runtime_aggregator(const G& g) {
  if constexpr (aggregation_kind<G> == 0)
    return aggregator::sum;
  else if constexpr (aggregation_kind<G> == 1)
    return aggregator::prod;
  else if constexpr (std::is_same_v<G, max_aggregation<double>>)
    return aggregator::max;
  else if constexpr (std::is_same_v<G, min_aggregation<double>>)
    return aggregator::min;
  else if constexpr (std::is_same_v<G, mean_aggregation<double>>)
    return aggregator::mean;
  else if constexpr (std::is_same_v<G, p_mean<double>> || std::is_same_v<G, p_mean_error<double>>) {
    if (g.p != 2) throw type_error({}, "the runtime form has p-means with p = 2 only");
    return std::is_same_v<G, p_mean<double>> ? aggregator::pmean : aggregator::pmean_error;
  } else {
    static_assert(sizeof(G) == 0, "this aggregation operator has no runtime form");
  }
}

// Declared first: lower_into recurses through overloads that ADL cannot see from detail.
template <class S, class X>
node_ref lower_into(formula& f, const atom_expr<S, X>& a);
template <class L, class R>
node_ref lower_into(formula& f, const binary_expr<plus_tag, L, R>& e);
template <class L, class R>
node_ref lower_into(formula& f, const binary_expr<times_tag, L, R>& e);
template <class E>
node_ref lower_into(formula& f, const negate_expr<E>& e);
template <class T, class E>
node_ref lower_into(formula& f, const transform_expr<T, E>& e);
template <class G, class X, class E>
node_ref lower_into(formula& f, const aggregate_expr<G, X, E>& e);

template <class S, class X>
node_ref lower_into(formula& f, const atom_expr<S, X>& a) {
  const formula head =
      parse(std::string(a.text) + "_" + std::string(structure_name(runtime_structure<S>())));
  const formula_node& n = head.node(head.root());
  if (n.op != node_op::atom || n.reification)
    throw type_error({}, "'" + std::string(a.text) + "' is no atom head p(t1,..,tn)");
  std::optional<term> reif;
  if constexpr (!std::is_same_v<X, no_variable>)
    reif = term::variable(std::string(a.var.name), runtime_structure<typename X::structure>());
  return f.atom(n.name, n.args, n.structure, reif);
}
template <class L, class R>
node_ref lower_into(formula& f, const binary_expr<plus_tag, L, R>& e) {
  const node_ref a = lower_into(f, e.l);
  return f.plus(a, lower_into(f, e.r));
}
template <class L, class R>
node_ref lower_into(formula& f, const binary_expr<times_tag, L, R>& e) {
  const node_ref a = lower_into(f, e.l);
  return f.times(a, lower_into(f, e.r));
}
template <class E>
node_ref lower_into(formula& f, const negate_expr<E>& e) {
  return f.negate(lower_into(f, e.e));
}
template <class T, class E>
node_ref lower_into(formula& f, const transform_expr<T, E>& e) {
  return f.transform(lower_into(f, e.e), runtime_structure<typename T::to>());
}
template <class G, class X, class E>
node_ref lower_into(formula& f, const aggregate_expr<G, X, E>& e) {
  return f.aggregate(runtime_aggregator(e.g), std::string(e.var.name), lower_into(f, e.body));
}

}  // namespace detail

/// The runtime form of an expression template.
template <Expression E>
formula lower(const E& e) {
  formula f;
  f.set_root(detail::lower_into(f, e));
  return f;
}

}  // namespace deeplog::lang
