// Derivatives of expression templates: forward mode (tangent) and reverse mode (backward) over a
// batch, by the rules the circuit evaluators use, so that the circuit compiled from the lowered
// formula gives the same derivatives (up to the association of n-ary operations):
//   * plus and times: forward through dual<S> (the one-sided directional derivative, exact at the
//     kinks of max, min and Lukasiewicz's clamps); reverse through S's partials d_plus /
//     d_times, a selective operation routing the whole adjoint to its first extremal argument;
//   * negation: d_negate;
//   * a transformation: its derivative; from a structure without derivatives (Boolean
//     sub-formulas are piecewise constant) the tangent is 0 and nothing flows back;
//   * an aggregation: the structure's own plus / times like an n-ary node; any other operator
//     (max, mean, p-means, a user's) by its gradient().
// Rows are (rows, batch) as for evaluate(): real labels (double) for a formula of any
// structures, or typed rows of value_t<S> for a formula of one structure S (float labels, a
// user's value type); tangents and adjoints have the rows' shape and type.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <span>
#include <string>
#include <type_traits>

#include "deeplog/algebra/dual.hpp"
#include "deeplog/base/error.hpp"
#include "deeplog/language/expr.hpp"
#include "deeplog/language/expr_eval.hpp"

namespace deeplog::language {

template <class E>
struct expr_derivative;

namespace detail {

template <class Row = label>
struct diff_point {
  const Row* inputs;
  const Row* tangents;  // forward mode
  Row* adjoints;        // reverse mode: accumulated
  std::size_t batch;
  std::size_t b;
  variable_values env;
  eval_point<Row> values() const { return {inputs, batch, b, env}; }
};

template <class S>
using dual_of = dual_number<value_t<S>>;

// (value, tangent) of e; the tangent is 0 in a structure without derivatives.
template <Expression E, class Row>
dual_of<structure_of<E>> jvp(const E& e, diff_point<Row>& p) {
  return expr_derivative<E>::jvp(e, p);
}
// Adds `adjoint` times d e / d row to p.adjoints for every row e reads.
template <Expression E, class Row>
void vjp(const E& e, diff_point<Row>& p, value_t<structure_of<E>> adjoint) {
  if constexpr (Differentiable<structure_of<E>>) expr_derivative<E>::vjp(e, p, adjoint);
}
template <Expression E, class Row>
value_t<structure_of<E>> value(const E& e, const diff_point<Row>& p) {
  eval_point<Row> q = p.values();
  return eval(e, q);
}

// The partials of an n-ary fold of S's plus (Times = false) or times over xs, by the rules of
// the evaluators' n-ary nodes: a selective operation routes to its first extremal argument.
template <class S, bool Times, std::size_t N>
std::array<value_t<S>, N> fold_partials(const S& s, const std::array<value_t<S>, N>& xs,
                                        value_t<S> v) {
  std::array<value_t<S>, N> d{};
  constexpr bool selective = Times ? laws_of<S>.times_selective : laws_of<S>.plus_selective;
  bool routed = false;
  for (std::size_t i = 0; i < N; ++i) {
    if constexpr (selective) {
      d[i] = (!routed && xs[i] == v) ? value_t<S>(1) : value_t<S>(0);
      routed = routed || xs[i] == v;
    } else {
      value_t<S> rest = Times ? s.one() : s.zero();
      for (std::size_t j = 0; j < N; ++j)
        if (j != i) rest = Times ? s.times(rest, xs[j]) : s.plus(rest, xs[j]);
      d[i] = Times ? s.d_times(xs[i], rest, v) : s.d_plus(xs[i], rest, v);
    }
  }
  return d;
}

template <class G>
inline constexpr int own_operation = -1;  // 0: S's plus-aggregation, 1: its times-aggregation
template <class S>
inline constexpr int own_operation<plus_aggregation<S>> = 0;
template <class S>
inline constexpr int own_operation<times_aggregation<S>> = 1;

}  // namespace detail

template <class S, class X, class... Vs>
struct expr_derivative<atom_expr<S, X, Vs...>> {
  template <class Row>
  static detail::dual_of<S> jvp(const atom_expr<S, X, Vs...>& a, detail::diff_point<Row>& p) {
    if constexpr (detail::rows_per_grounding<S, X>() == 0) {  // the automatic label
      return {to_value<S>(p.env[X::id]), value_t<S>(0)};
    } else {
      const std::size_t at = detail::atom_row(a, p.env) * p.batch + p.b;
      if constexpr (Differentiable<S>)
        return {detail::row_value<S>(p.inputs[at]), detail::row_value<S>(p.tangents[at])};
      else
        return {detail::row_value<S>(p.inputs[at]), value_t<S>{}};
    }
  }
  template <class Row>
  static void vjp(const atom_expr<S, X, Vs...>& a, detail::diff_point<Row>& p, value_t<S> adjoint) {
    const std::size_t row = detail::atom_row(a, p.env);
    if (row != detail::automatic_label) p.adjoints[row * p.batch + p.b] += Row(adjoint);
  }
};

template <class Op, class L, class R>
struct expr_derivative<binary_expr<Op, L, R>> {
  using S = structure_of<L>;
  static constexpr bool times = std::is_same_v<Op, times_tag>;
  template <class Row>
  static detail::dual_of<S> jvp(const binary_expr<Op, L, R>& e, detail::diff_point<Row>& p) {
    const auto l = detail::jvp(e.l, p);
    const auto r = detail::jvp(e.r, p);
    if constexpr (Differentiable<S>) {
      const dual<S> d{};
      return times ? d.times(l, r) : d.plus(l, r);
    } else {
      const S s{};
      return {times ? s.times(l.value, r.value) : s.plus(l.value, r.value), value_t<S>{}};
    }
  }
  template <class Row>
  static void vjp(const binary_expr<Op, L, R>& e, detail::diff_point<Row>& p, value_t<S> adjoint) {
    const S s{};
    const value_t<S> l = detail::value(e.l, p), r = detail::value(e.r, p);
    const value_t<S> v = times ? s.times(l, r) : s.plus(l, r);
    const auto d = detail::fold_partials<S, times, 2>(s, {l, r}, v);
    detail::vjp(e.l, p, adjoint * d[0]);
    detail::vjp(e.r, p, adjoint * d[1]);
  }
};

template <class E>
struct expr_derivative<negate_expr<E>> {
  using S = structure_of<E>;
  template <class Row>
  static detail::dual_of<S> jvp(const negate_expr<E>& e, detail::diff_point<Row>& p) {
    const auto a = detail::jvp(e.e, p);
    if constexpr (Differentiable<S>)
      return dual<S>{}.negate(a);
    else
      return {S{}.negate(a.value), value_t<S>{}};
  }
  template <class Row>
  static void vjp(const negate_expr<E>& e, detail::diff_point<Row>& p, value_t<S> adjoint) {
    detail::vjp(e.e, p, adjoint * S{}.d_negate(detail::value(e.e, p)));
  }
};

template <class T, class E>
struct expr_derivative<transform_expr<T, E>> {
  using From = typename T::from;
  using To = typename T::to;
  static constexpr bool flows = Differentiable<From> && Differentiable<To>;
  static_assert(!flows || DifferentiableTransformation<T>,
                "DeepLog: this transformation between differentiable structures has no "
                "derivative(a); give it one to differentiate through it");
  template <class Row>
  static detail::dual_of<To> jvp(const transform_expr<T, E>& e, detail::diff_point<Row>& p) {
    const auto a = detail::jvp(e.e, p);
    if constexpr (flows)
      return {e.t(a.value), value_t<To>(e.t.derivative(a.value) * a.tangent)};
    else
      return {e.t(a.value), value_t<To>{}};
  }
  template <class Row>
  static void vjp(const transform_expr<T, E>& e, detail::diff_point<Row>& p, value_t<To> adjoint) {
    if constexpr (flows) detail::vjp(e.e, p, adjoint * e.t.derivative(detail::value(e.e, p)));
  }
};

template <class G, class X, class E>
struct expr_derivative<aggregate_expr<G, X, E>> {
  using S = structure_of<E>;
  using V = value_t<S>;
  static constexpr std::size_t n = domain_size<X>;
  static constexpr int own = detail::own_operation<G>;

  template <class Row>
  static detail::dual_of<S> jvp(const aggregate_expr<G, X, E>& e, detail::diff_point<Row>& p) {
    const label saved = p.env[X::id];
    std::array<detail::dual_of<S>, n> xs;
    for (std::size_t x = 0; x < n; ++x) {
      p.env[X::id] = label(x);
      xs[x] = detail::jvp(e.body, p);
    }
    p.env[X::id] = saved;
    std::array<V, n> values;
    for (std::size_t x = 0; x < n; ++x) values[x] = xs[x].value;
    const V v = static_cast<V>(e.g(std::span<const V>(values)));
    if constexpr (!Differentiable<S>) {
      return {v, V{}};
    } else if constexpr (own >= 0) {
      // As the circuit's n-ary node: S's fold in dual numbers (the value is e.g's own).
      const dual<S> d{};
      auto acc = own == 0 ? d.zero() : d.one();
      for (const auto& x : xs) acc = own == 0 ? d.plus(acc, x) : d.times(acc, x);
      return {v, acc.tangent};
    } else {
      static_assert(DifferentiableAggregation<G, V>,
                    "DeepLog: this aggregation has no gradient(xs, out); give it one to "
                    "differentiate through it");
      std::array<V, n> grad{};
      e.g.gradient(std::span<const V>(values), std::span<V>(grad));
      V t = 0;
      for (std::size_t x = 0; x < n; ++x) t += grad[x] * xs[x].tangent;
      return {v, t};
    }
  }

  template <class Row>
  static void vjp(const aggregate_expr<G, X, E>& e, detail::diff_point<Row>& p, V adjoint) {
    const label saved = p.env[X::id];
    std::array<V, n> values;
    for (std::size_t x = 0; x < n; ++x) {
      p.env[X::id] = label(x);
      values[x] = detail::value(e.body, p);
    }
    std::array<V, n> grad{};
    if constexpr (own >= 0) {
      grad = detail::fold_partials<S, own == 1, n>(S{}, values,
                                                   static_cast<V>(e.g(std::span<const V>(values))));
    } else {
      static_assert(DifferentiableAggregation<G, V>,
                    "DeepLog: this aggregation has no gradient(xs, out); give it one to "
                    "differentiate through it");
      e.g.gradient(std::span<const V>(values), std::span<V>(grad));
    }
    for (std::size_t x = 0; x < n; ++x) {
      p.env[X::id] = label(x);
      detail::vjp(e.body, p, adjoint * grad[x]);
    }
    p.env[X::id] = saved;
  }
};

namespace detail {
template <class E>
void check_rows(const E& e, std::size_t inputs, std::size_t batch, const char* what) {
  if (batch == 0) throw argument_error(std::string(what) + ": batch size must be positive");
  if (inputs % batch != 0)
    throw argument_error(std::string(what) + ": inputs are not (rows, batch)");
  if (rows_read(e) * batch > inputs)
    throw argument_error(std::string(what) + ": the expression reads " +
                         std::to_string(rows_read(e)) + " label rows, the inputs have " +
                         std::to_string(inputs / batch));
}
}  // namespace detail

namespace detail {
template <class E, class Row>
void tangent_rows(const E& e, std::span<const Row> inputs, std::span<const Row> tangents,
                  std::size_t batch, std::span<value_t<structure_of<E>>> values,
                  std::span<value_t<structure_of<E>>> out, const variable_values& free) {
  check_rows(e, inputs.size(), batch, "tangent");
  if (tangents.size() != inputs.size())
    throw argument_error("tangent: the tangents' shape is not the inputs'");
  if (values.size() != batch || out.size() != batch)
    throw argument_error("tangent: values and out need one label per sample");
  for (std::size_t b = 0; b < batch; ++b) {
    diff_point<Row> p{inputs.data(), tangents.data(), nullptr, batch, b, free};
    const auto d = jvp(e, p);
    values[b] = d.value;
    out[b] = d.tangent;
  }
}

template <class E, class Row>
void backward_rows(const E& e, std::span<const Row> inputs, std::size_t batch,
                   std::span<const value_t<structure_of<E>>> root_adjoints,
                   std::span<Row> input_adjoints, const variable_values& free) {
  check_rows(e, inputs.size(), batch, "backward");
  if (root_adjoints.size() != batch)
    throw argument_error("backward: root adjoints need one label per sample");
  if (input_adjoints.size() != inputs.size())
    throw argument_error("backward: the input adjoints' shape is not the inputs'");
  std::fill(input_adjoints.begin(), input_adjoints.end(), Row(0));
  for (std::size_t b = 0; b < batch; ++b) {
    diff_point<Row> p{inputs.data(), nullptr, input_adjoints.data(), batch, b, free};
    vjp(e, p, root_adjoints[b]);
  }
}
}  // namespace detail

/// Forward mode: values[b] = e and out[b] = its directional derivative along `tangents` (rows,
/// batch, the shape of `inputs`) at sample b.
template <Expression E>
requires Differentiable<structure_of<E>>
void tangent(const E& e, std::span<const label> inputs, std::span<const label> tangents,
             std::size_t batch, std::span<value_t<structure_of<E>>> values,
             std::span<value_t<structure_of<E>>> out, const variable_values& free = {}) {
  detail::tangent_rows(e, inputs, tangents, batch, values, out, free);
}

/// Forward mode from typed rows (rows, batch) of value_t<S>, S being e's one structure (float
/// labels, a user's value type); the tangents are rows of the same type.
template <Expression E>
requires Differentiable<structure_of<E>> &&
    (!std::is_same_v<value_t<structure_of<E>>, label>)void tangent(
        const E& e, std::span<const value_t<structure_of<E>>> inputs,
        std::span<const value_t<structure_of<E>>> tangents, std::size_t batch,
        std::span<value_t<structure_of<E>>> values, std::span<value_t<structure_of<E>>> out,
        const variable_values& free = {}) {
  detail::tangent_rows(e, inputs, tangents, batch, values, out, free);
}

/// Reverse mode: input_adjoints (rows, batch, the shape of `inputs`; overwritten) holds
/// root_adjoints[b] * d e / d row at sample b, for every row.
template <Expression E>
requires Differentiable<structure_of<E>>
void backward(const E& e, std::span<const label> inputs, std::size_t batch,
              std::span<const value_t<structure_of<E>>> root_adjoints,
              std::span<label> input_adjoints, const variable_values& free = {}) {
  detail::backward_rows(e, inputs, batch, root_adjoints, input_adjoints, free);
}

/// Reverse mode from typed rows of value_t<S>; the input adjoints are rows of the same type.
template <Expression E>
requires Differentiable<structure_of<E>> &&
    (!std::is_same_v<value_t<structure_of<E>>, label>)void backward(
        const E& e, std::span<const value_t<structure_of<E>>> inputs, std::size_t batch,
        std::span<const value_t<structure_of<E>>> root_adjoints,
        std::span<value_t<structure_of<E>>> input_adjoints, const variable_values& free = {}) {
  detail::backward_rows(e, inputs, batch, root_adjoints, input_adjoints, free);
}

}  // namespace deeplog::language
