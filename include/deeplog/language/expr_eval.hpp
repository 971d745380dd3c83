// The evaluator of expression templates: the compile-time circuit. The expression's type is the
// DAG; evaluating it is one fused loop over the batch with the whole formula inlined, no
// runtime graph. Inputs are label rows (rows, batch), batch contiguous, as for cpu_evaluator:
// real labels (double) for a formula of any structures, or typed rows (value_t<S>: pairs,
// top-k lists, float) for a formula whose atoms all live in one structure S.
#pragma once

#include <array>
#include <cstddef>
#include <span>
#include <stdexcept>
#include <string>

#include "deeplog/base/error.hpp"
#include "deeplog/language/expr.hpp"
#include "deeplog/language/structures.hpp"

namespace deeplog::language {

/// Values of the reification variables bound so far, by variable id.
using variable_values = std::array<label, 16>;

template <class E>
struct expr_evaluator;

namespace detail {
/// Where evaluation stands: rows of Row (label: real labels of any structure; value_t<S>: typed
/// rows of one structure S), the batch element, and the variables' values.
template <class Row = label>
struct eval_point {
  const Row* inputs;
  std::size_t batch;
  std::size_t b;
  variable_values env;
  DEEPLOG_HOST_DEVICE Row input(std::size_t row) const { return inputs[row * batch + b]; }
};
template <Expression E, class Row>
DEEPLOG_HOST_DEVICE value_t<structure_of<E>> eval(const E& e, eval_point<Row>& p) {
  return expr_evaluator<E>::eval(e, p);
}
/// An entry of a row as a value of S, for an atom of S: converted from a real label, or read as
/// it is from a typed row (which must then hold value_t<S>). Evaluation and derivatives share it.
template <class S, class Row>
DEEPLOG_HOST_DEVICE value_t<S> row_value(Row x) {
  if constexpr (std::is_same_v<Row, label>) {
    static_assert(RealRuntimeStructure<S>,
                  "real label rows hold labels of real-valued structures; evaluate a formula "
                  "of another structure S from rows of value_t<S>");
    return to_value<S>(x);
  } else {
    static_assert(std::is_same_v<Row, value_t<S>>,
                  "typed rows: every atom of the formula reads rows of the rows' value type "
                  "(one structure); a formula over several structures reads real labels");
    return x;
  }
}
}  // namespace detail

namespace detail {
// Rows an atom reads per grounding of its regular variables: one for a simple atom, two for a
// reified atom over a Boolean variable (false, true), none for the automatic label.
template <class S, class X>
constexpr std::size_t rows_per_grounding() {
  if constexpr (std::is_same_v<X, no_variable>)
    return 1;
  else if constexpr (std::is_same_v<typename X::structure, S>)
    return 0;
  else
    return 2;
}
// The index of the grounding (i1, .., ik) of regular variables Vs: i1 N2..Nk + .. + ik.
// Host only (it checks the values): atoms over regular variables do not run in CUDA kernels.
template <class... Vs>
std::size_t grounding_index(const std::tuple<Vs...>&, const variable_values& env) {
  std::size_t index = 0;
  [[maybe_unused]] auto add = [&](std::size_t size, label value) {
    if (!(value >= 0 && value < label(size)))  // a free variable given no index of its domain
      throw argument_error("expression template: regular variable value " + std::to_string(value) +
                           " is outside its domain");
    index = index * size + static_cast<std::size_t>(value);
  };
  (add(Vs::size, env[Vs::id]), ...);
  return index;
}
}  // namespace detail

namespace detail {
/// What atom_row returns for an atom whose label is its variable's value (no row).
inline constexpr std::size_t automatic_label = static_cast<std::size_t>(-1);

/// The label row that atom `a` reads under the variables' values `env`.
template <class S, class X, class... Vs>
DEEPLOG_HOST_DEVICE std::size_t atom_row(const atom_expr<S, X, Vs...>& a,
                                         const variable_values& env) {
  std::size_t base = a.row;
  if constexpr (sizeof...(Vs) > 0) base += rows_per_grounding<S, X>() * grounding_index(a.by, env);
  if constexpr (std::is_same_v<X, no_variable>) {
    return base;
  } else if constexpr (std::is_same_v<typename X::structure, S>) {
    return automatic_label;
  } else {
    static_assert(std::is_same_v<typename X::structure, boolean>,
                  "a reified atom reads label rows by value: its variable must be Boolean, or "
                  "live in the atom's own structure");
    return base + (env[X::id] != 0 ? 1 : 0);
  }
}
}  // namespace detail

template <class S, class X, class... Vs>
struct expr_evaluator<atom_expr<S, X, Vs...>> {
  template <class Row>
  DEEPLOG_HOST_DEVICE static value_t<S> eval(const atom_expr<S, X, Vs...>& a,
                                             detail::eval_point<Row>& p) {
    if constexpr (detail::rows_per_grounding<S, X>() == 0) {  // the automatic label
      static_assert(RealRuntimeStructure<S>,
                    "an atom reified over a variable of its own structure takes the "
                    "variable's value as its label: a real label");
      return to_value<S>(p.env[X::id]);
    } else {
      return detail::row_value<S>(p.input(detail::atom_row(a, p.env)));
    }
  }
};

template <class L, class R>
struct expr_evaluator<binary_expr<plus_tag, L, R>> {
  template <class Row>
  DEEPLOG_HOST_DEVICE static auto eval(const binary_expr<plus_tag, L, R>& e,
                                       detail::eval_point<Row>& p) {
    return structure_of<L>{}.plus(detail::eval(e.l, p), detail::eval(e.r, p));
  }
};
template <class L, class R>
struct expr_evaluator<binary_expr<times_tag, L, R>> {
  template <class Row>
  DEEPLOG_HOST_DEVICE static auto eval(const binary_expr<times_tag, L, R>& e,
                                       detail::eval_point<Row>& p) {
    return structure_of<L>{}.times(detail::eval(e.l, p), detail::eval(e.r, p));
  }
};
template <class E>
struct expr_evaluator<negate_expr<E>> {
  template <class Row>
  DEEPLOG_HOST_DEVICE static auto eval(const negate_expr<E>& e, detail::eval_point<Row>& p) {
    return structure_of<E>{}.negate(detail::eval(e.e, p));
  }
};
template <class T, class E>
struct expr_evaluator<transform_expr<T, E>> {
  template <class Row>
  DEEPLOG_HOST_DEVICE static auto eval(const transform_expr<T, E>& e, detail::eval_point<Row>& p) {
    return e.t(detail::eval(e.e, p));
  }
};
template <class G, class X, class E>
struct expr_evaluator<aggregate_expr<G, X, E>> {
  template <class Row>
  DEEPLOG_HOST_DEVICE static auto eval(const aggregate_expr<G, X, E>& e,
                                       detail::eval_point<Row>& p) {
    static_assert(domain_size<X> > 0,
                  "an expression template aggregates over Boolean reification variables and "
                  "regular variables with a finite domain");
    using V = value_t<structure_of<E>>;
    const label saved = p.env[X::id];
    std::array<V, domain_size<X>> values;
    for (std::size_t x = 0; x < domain_size<X>; ++x) {
      p.env[X::id] = label(x);
      values[x] = detail::eval(e.body, p);
    }
    p.env[X::id] = saved;
    return static_cast<V>(e.g(std::span<const V>(values)));
  }
};

/// The number of label rows e reads (checks that inputs are large enough).
template <class S, class X, class... Vs>
constexpr std::size_t rows_read(const atom_expr<S, X, Vs...>& a) {
  const std::size_t per = detail::rows_per_grounding<S, X>();
  return per == 0 ? 0 : a.row + per * (std::size_t(1) * ... * Vs::size);
}
template <class Op, class L, class R>
constexpr std::size_t rows_read(const binary_expr<Op, L, R>& e) {
  const auto a = rows_read(e.l), b = rows_read(e.r);
  return a > b ? a : b;
}
template <class E>
constexpr std::size_t rows_read(const negate_expr<E>& e) {
  return rows_read(e.e);
}
template <class T, class E>
constexpr std::size_t rows_read(const transform_expr<T, E>& e) {
  return rows_read(e.e);
}
template <class G, class X, class E>
constexpr std::size_t rows_read(const aggregate_expr<G, X, E>& e) {
  return rows_read(e.body);
}

/// The label of e for batch element b of inputs (rows, batch): one step of evaluate(), on the
/// host and on the device (the CUDA backend's expression kernels call it once per thread).
template <Expression E>
DEEPLOG_HOST_DEVICE value_t<structure_of<E>> evaluate_at(const E& e, const label* inputs,
                                                         std::size_t batch, std::size_t b,
                                                         const variable_values& free = {}) {
  detail::eval_point<label> p{inputs, batch, b, free};
  return detail::eval(e, p);
}

/// evaluate_at from typed rows: every atom of e reads rows of value_t<S> (S: e's structure).
template <Expression E>
DEEPLOG_HOST_DEVICE value_t<structure_of<E>> evaluate_typed_at(
    const E& e, const value_t<structure_of<E>>* inputs, std::size_t batch, std::size_t b,
    const variable_values& free = {}) {
  detail::eval_point<value_t<structure_of<E>>> p{inputs, batch, b, free};
  return detail::eval(e, p);
}

/// Evaluates e for every batch element: inputs (rows, batch) -> out (batch). `free` holds the
/// values of the variables the expression does not aggregate over, by id: a reification
/// variable's truth value, a regular variable's index into its values.
namespace detail {
template <class E, class Row>
void check_shapes(const E& e, std::span<const Row> inputs, std::size_t batch, std::size_t out) {
  if (out != batch) throw argument_error("evaluate: output size is not the batch size");
  if (batch && inputs.size() % batch != 0)
    throw argument_error("evaluate: inputs are not (rows, batch)");
  if (rows_read(e) * batch > inputs.size())
    throw argument_error("evaluate: the expression reads " + std::to_string(rows_read(e)) +
                         " label rows, the inputs have " +
                         std::to_string(batch ? inputs.size() / batch : 0));
}
}  // namespace detail

template <Expression E>
void evaluate(const E& e, std::span<const label> inputs, std::size_t batch,
              std::span<value_t<structure_of<E>>> out, const variable_values& free = {}) {
  detail::check_shapes(e, inputs, batch, out.size());
  for (std::size_t b = 0; b < batch; ++b) out[b] = evaluate_at(e, inputs.data(), batch, b, free);
}

/// Evaluates e from typed rows (rows, batch) of value_t<S>, S being e's structure: every atom
/// of e lives in S (a formula over several structures reads real labels, above). This is how a
/// formula of a structure whose labels are no reals (top_k, pairs) or are float is evaluated.
template <Expression E>
requires(!std::is_same_v<value_t<structure_of<E>>, label>) void evaluate(
    const E& e, std::span<const value_t<structure_of<E>>> inputs, std::size_t batch,
    std::span<value_t<structure_of<E>>> out, const variable_values& free = {}) {
  detail::check_shapes(e, inputs, batch, out.size());
  for (std::size_t b = 0; b < batch; ++b)
    out[b] = evaluate_typed_at(e, inputs.data(), batch, b, free);
}

}  // namespace deeplog::language
