// Lowers an expression template to the runtime form (formula), so a formula written in C++ can
// be printed, compiled into a circuit and evaluated by the reference evaluator; domains_of()
// gives the domains of its regular variables for the model.
#pragma once

#include <cctype>
#include <charconv>
#include <map>
#include <string>
#include <vector>

#include "deeplog/language/expr.hpp"
#include "deeplog/language/syntax.hpp"

namespace deeplog::language {

namespace detail {

template <class S>
structure_id runtime_structure() {
  static_assert(RuntimeStructure<S>,
                "a structure in a lowered formula needs S::name and S::symbol");
  return id_of<S>();
}

template <class G>
inline constexpr int aggregation_kind = -1;  // 0: a plus-aggregation, 1: a times-aggregation
template <class S>
inline constexpr int aggregation_kind<plus_aggregation<S>> = 0;
template <class S>
inline constexpr int aggregation_kind<times_aggregation<S>> = 1;

template <class G>
aggregator runtime_aggregator(const G& g) {
  if constexpr (aggregation_kind<G> == 0) {
    return aggregator::sum;
  } else if constexpr (aggregation_kind<G> == 1) {
    return aggregator::prod;
  } else {
    static_assert(RuntimeAggregation<G>,
                  "an aggregation in a lowered formula needs G::name and real labels");
    if constexpr (requires { g.p; })
      if (g.p != G{}.p)
        throw type_error({}, std::string("the runtime form has ") + G::name +
                                 " with p = " + std::to_string(G{}.p) + " only");
    return aggregator_of<G>();
  }
}

// Declared first: lower_into recurses through overloads that ADL cannot see from detail.
template <class S, class X, class... Vs>
node_ref lower_into(formula& f, const atom_expr<S, X, Vs...>& a);
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

template <class S, class X, class... Vs>
node_ref lower_into(formula& f, const atom_expr<S, X, Vs...>& a) {
  const formula head =
      parse(std::string(a.text) + "_" + std::string(structure_name(runtime_structure<S>())));
  const formula_node& n = head.node(head.root());
  if (n.op != node_op::atom || n.reification)
    throw type_error({}, "'" + std::string(a.text) + "' is no atom head p(t1,..,tn)");
  // The regular variables that index the atom's label rows must be arguments of its text.
  std::apply(
      [&](const auto&... v) {
        [[maybe_unused]] auto check = [&](std::string_view name) {
          for (const term& t : n.args)
            if (t.is_variable() && t.text == name) return;
          throw type_error({}, "atom '" + std::string(a.text) + "' is indexed by variable " +
                                   std::string(name) + " that it does not mention");
        };
        (check(v.name), ...);
      },
      a.by);
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

/// A constant written in the text syntax: an integer, @tensor or a symbol.
inline term constant_term(std::string_view s) {
  std::int64_t v = 0;
  const auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec == std::errc{} && p == s.data() + s.size()) return term::integer(v);
  if (!s.empty() && s[0] == '@') return term::tensor(std::string(s.substr(1)));
  if (s.empty() || !std::islower(static_cast<unsigned char>(s[0])))
    throw type_error(
        {}, "'" + std::string(s) + "' is no constant (lowercase symbol, integer, @tensor)");
  return term::symbol(std::string(s));
}

namespace detail {
template <class X>
void add_domain(const X& x, std::map<std::string, std::vector<term>, std::less<>>& out) {
  if constexpr (is_regular_variable_v<X>) {
    std::vector<term> values;
    for (std::string_view v : x.values) values.push_back(constant_term(v));
    auto [it, fresh] = out.try_emplace(std::string(x.name), values);
    if (!fresh && it->second != values)
      throw type_error({}, "regular variable " + std::string(x.name) + " has two domains");
  }
}
template <class S, class X, class... Vs>
void collect_domains(const atom_expr<S, X, Vs...>& a,
                     std::map<std::string, std::vector<term>, std::less<>>& out) {
  std::apply([&](const auto&... v) { (add_domain(v, out), ...); }, a.by);
}
template <class Op, class L, class R>
void collect_domains(const binary_expr<Op, L, R>& e,
                     std::map<std::string, std::vector<term>, std::less<>>& out);
template <class E>
void collect_domains(const negate_expr<E>& e,
                     std::map<std::string, std::vector<term>, std::less<>>& out);
template <class T, class E>
void collect_domains(const transform_expr<T, E>& e,
                     std::map<std::string, std::vector<term>, std::less<>>& out);
template <class G, class X, class E>
void collect_domains(const aggregate_expr<G, X, E>& e,
                     std::map<std::string, std::vector<term>, std::less<>>& out);
template <class Op, class L, class R>
void collect_domains(const binary_expr<Op, L, R>& e,
                     std::map<std::string, std::vector<term>, std::less<>>& out) {
  collect_domains(e.l, out);
  collect_domains(e.r, out);
}
template <class E>
void collect_domains(const negate_expr<E>& e,
                     std::map<std::string, std::vector<term>, std::less<>>& out) {
  collect_domains(e.e, out);
}
template <class T, class E>
void collect_domains(const transform_expr<T, E>& e,
                     std::map<std::string, std::vector<term>, std::less<>>& out) {
  collect_domains(e.e, out);
}
template <class G, class X, class E>
void collect_domains(const aggregate_expr<G, X, E>& e,
                     std::map<std::string, std::vector<term>, std::less<>>& out) {
  add_domain(e.var, out);
  collect_domains(e.body, out);
}
}  // namespace detail

/// The domains of the regular variables of e (for the model that evaluates lower(e)): their
/// constants, in index order.
template <Expression E>
std::map<std::string, std::vector<term>, std::less<>> domains_of(const E& e) {
  std::map<std::string, std::vector<term>, std::less<>> out;
  detail::collect_domains(e, out);
  return out;
}

}  // namespace deeplog::language
