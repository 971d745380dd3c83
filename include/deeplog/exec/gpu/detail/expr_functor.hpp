// One expression template, one sample: the body of gpu::evaluate's fused kernel (expr.hpp), as a
// host-device functor over raw pointers. It calls the language layer's own evaluator
// (language::evaluate_at), so a formula means the same on both sides; the host tests run this very
// functor. No CUDA runtime here: it compiles with any C++20 compiler.
//
// The only change on the way to the device is to_device(e): the structure's own plus and times
// aggregations (the algebra layer's plus_aggregation / times_aggregation, host code) become
// device-callable folds of the structure's binary plus / times, from the first value. For a
// structure with an n-ary plus_n / times_n of its own (log-probability's one-shift log-sum-exp,
// Lukasiewicz's clamped sum) the device result may differ from the host's in the last bits.
#pragma once

#include <cstddef>
#include <span>
#include <type_traits>

#include "deeplog/algebra/aggregations.hpp"
#include "deeplog/base/config.hpp"
#include "deeplog/language/expr.hpp"
#include "deeplog/language/expr_eval.hpp"

namespace deeplog::gpu::detail {

template <class S, bool Plus>
struct device_aggregation {
  S s;
  DEEPLOG_HOST_DEVICE value_t<S> operator()(std::span<const value_t<S>> xs) const {
    if (xs.empty()) return Plus ? s.zero() : s.one();
    value_t<S> acc = xs[0];
    for (std::size_t i = 1; i < xs.size(); ++i)
      acc = Plus ? s.plus(acc, xs[i]) : s.times(acc, xs[i]);
    return acc;
  }
};

template <class G>
struct device_aggregation_of {
  static_assert(!std::is_same_v<G, G>,
                "this aggregation operator is host code: on the device an expression template "
                "may aggregate with its structure's own plus (sum) or times (prod) only");
};
template <class S>
struct device_aggregation_of<plus_aggregation<S>> {
  static constexpr device_aggregation<S, true> make(const plus_aggregation<S>& g) { return {g.s}; }
};
template <class S>
struct device_aggregation_of<times_aggregation<S>> {
  static constexpr device_aggregation<S, false> make(const times_aggregation<S>& g) {
    return {g.s};
  }
};

// The expression with device-callable aggregations, node by node (the same tree otherwise).
template <class E>
struct device_form;
template <class E>
constexpr auto to_device(const E& e) {
  return device_form<E>::make(e);
}
template <class S, class X>
struct device_form<language::atom_expr<S, X>> {
  static constexpr language::atom_expr<S, X> make(const language::atom_expr<S, X>& a) { return a; }
};
template <class Op, class L, class R>
struct device_form<language::binary_expr<Op, L, R>> {
  static constexpr auto make(const language::binary_expr<Op, L, R>& e) {
    using DL = decltype(to_device(e.l));
    using DR = decltype(to_device(e.r));
    return language::binary_expr<Op, DL, DR>{to_device(e.l), to_device(e.r)};
  }
};
template <class E>
struct device_form<language::negate_expr<E>> {
  static constexpr auto make(const language::negate_expr<E>& e) {
    return language::negate_expr<decltype(to_device(e.e))>{to_device(e.e)};
  }
};
template <class T, class E>
struct device_form<language::transform_expr<T, E>> {
  static constexpr auto make(const language::transform_expr<T, E>& e) {
    return language::transform_expr<T, decltype(to_device(e.e))>{e.t, to_device(e.e)};
  }
};
template <class G, class X, class E>
struct device_form<language::aggregate_expr<G, X, E>> {
  static constexpr auto make(const language::aggregate_expr<G, X, E>& e) {
    using DG = decltype(device_aggregation_of<G>::make(e.g));
    using DE = decltype(to_device(e.body));
    return language::aggregate_expr<DG, X, DE>{device_aggregation_of<G>::make(e.g), e.var,
                                               to_device(e.body)};
  }
};

/// out[i] = e at sample i, over rows (rows, batch), batch contiguous: real labels (Row = label)
/// or typed rows of e's structure (Row = value_t<S>, language::evaluate_typed_at); `free` binds
/// the reification variables e does not aggregate over. E must be to_device's result.
template <class E, class Row = language::label>
struct expr_functor {
  E e;
  const Row* rows;
  std::size_t batch;
  value_t<language::structure_of<E>>* out;
  language::variable_values free;

  DEEPLOG_HOST_DEVICE void operator()(std::size_t i) const {
    if constexpr (std::is_same_v<Row, language::label>)
      out[i] = language::evaluate_at(e, rows, batch, i, free);
    else
      out[i] = language::evaluate_typed_at(e, rows, batch, i, free);
  }
};

template <class E, class Row>
expr_functor<decltype(to_device(std::declval<const E&>())), Row> make_expr_functor(
    const E& e, const Row* rows, std::size_t batch, value_t<language::structure_of<E>>* out,
    const language::variable_values& free = {}) {
  return {to_device(e), rows, batch, out, free};
}

}  // namespace deeplog::gpu::detail
