// Transformations T_{R->S} between structures (paper, "Transformations between algebraic
// structure"): a type with `from` and `to` structures, a call operator on labels, and the
// homomorphism properties the rewriter needs to push it into a circuit's leaves.
#pragma once

#include <cmath>
#include <concepts>

#include "deeplog/algebra/boolean.hpp"
#include "deeplog/algebra/concepts.hpp"
#include "deeplog/algebra/fuzzy.hpp"
#include "deeplog/algebra/probability.hpp"

namespace deeplog {

/// Which operations T maps onto the target's: T(a x b) = T(a) x T(b) and so on.
/// `plus_if_disjoint`: T(a + b) = T(a) + T(b) whenever a x b = zero (deterministic plus
/// nodes of a d-DNNF), which is what the Iverson bracket satisfies.
struct homomorphism {
  bool zero = false;
  bool one = false;
  bool times = false;
  bool plus = false;
  bool plus_if_disjoint = false;
};

template <class T>
concept Transformation = Semiring<typename T::from> && Semiring<typename T::to> &&
    requires(const T& t, const value_t<typename T::from>& a) {
  { t(a) } -> std::convertible_to<value_t<typename T::to>>;
  { T::preserves } -> std::convertible_to<const homomorphism&>;
};

/// A transformation with a derivative dT/da (for transformations between real structures).
template <class T>
concept DifferentiableTransformation = Transformation<T> &&
    requires(const T& t, const value_t<typename T::from>& a) {
  { t.derivative(a) } -> std::convertible_to<value_t<typename T::to>>;
};

/// Iverson bracket [.] : B -> S, true to one and false to zero, for any semiring S.
template <Semiring S>
struct iverson {
  using from = boolean;
  using to = S;
  static constexpr homomorphism preserves{.zero = true,
                                          .one = true,
                                          .times = true,
                                          .plus = laws_of<S>.plus_idempotent,
                                          .plus_if_disjoint = true};
  S target{};
  DEEPLOG_HOST_DEVICE constexpr value_t<S> operator()(value_t<boolean> a) const {
    return a ? target.one() : target.zero();
  }
};

/// log : P -> log-P, a full homomorphism (log(a + b) = lse(log a, log b)).
template <std::floating_point T = double>
struct to_log {
  using from = probability<T>;
  using to = log_probability<T>;
  static constexpr homomorphism preserves{
      .zero = true, .one = true, .times = true, .plus = true, .plus_if_disjoint = true};
  DEEPLOG_HOST_DEVICE T operator()(T a) const { return std::log(a); }
  DEEPLOG_HOST_DEVICE T derivative(T a) const { return T(1) / a; }
};

/// exp : log-P -> P, the inverse of to_log.
template <std::floating_point T = double>
struct from_log {
  using from = log_probability<T>;
  using to = probability<T>;
  static constexpr homomorphism preserves{
      .zero = true, .one = true, .times = true, .plus = true, .plus_if_disjoint = true};
  DEEPLOG_HOST_DEVICE T operator()(T a) const { return std::exp(a); }
  DEEPLOG_HOST_DEVICE T derivative(T a) const { return std::exp(a); }
};

/// B -> fuzzy: crisp truth values as fuzzy scores. On {0, 1} every t-norm is "and" and every
/// t-conorm is "or", so this is a full homomorphism into any of the fuzzy algebras.
template <class F>
struct crisp_to_fuzzy {
  using from = boolean;
  using to = F;
  static constexpr homomorphism preserves{
      .zero = true, .one = true, .times = true, .plus = true, .plus_if_disjoint = true};
  DEEPLOG_HOST_DEVICE constexpr value_t<F> operator()(value_t<boolean> a) const {
    return a ? value_t<F>(1) : value_t<F>(0);
  }
};

/// Any function as a transformation; it claims no homomorphism, so the rewriter never pushes
/// it into leaves and the circuit keeps it as a boundary.
template <Semiring From, Semiring To, class F>
struct function_transformation {
  using from = From;
  using to = To;
  static constexpr homomorphism preserves{};
  F f;
  value_t<To> operator()(const value_t<From>& a) const { return f(a); }
};

template <Semiring From, Semiring To, class F>
function_transformation<From, To, F> make_transformation(F f) {
  return {std::move(f)};
}

}  // namespace deeplog
