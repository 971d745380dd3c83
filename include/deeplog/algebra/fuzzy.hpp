// Fuzzy algebras over [0, 1]: t-norm (times, "and"), t-conorm (plus, "or") and the standard
// negation 1 - a. Goedel (min / max), Lukasiewicz (max(0, a+b-1) / min(1, a+b)) and product
// (ab / a+b-ab). Labels outside [0, 1] are not clamped on the hot path: `contains` tells, and
// deeplog::check_labels (labels.hpp) rejects them with an error naming the value.
#pragma once

#include <cmath>
#include <span>

#include "deeplog/algebra/concepts.hpp"

namespace deeplog {

namespace detail {
template <class T>
constexpr bool in_unit_interval(T a) {
  return a >= T(0) && a <= T(1);  // false for NaN
}
}  // namespace detail

/// Goedel: and = min, or = max. Both selective: reverse mode routes to the first arg-extremum;
/// at a tie d_plus / d_times give 1 to `a`, the first argument (concepts.hpp).
template <std::floating_point T = double>
struct godel {
  using value_type = T;
  static constexpr algebraic_laws laws{.plus_idempotent = true,
                                       .plus_selective = true,
                                       .times_idempotent = true,
                                       .times_selective = true,
                                       .one_absorbs_plus = true,
                                       .negation_involutive = true,
                                       .de_morgan = true};
  static constexpr const char* name = "godel";
  static constexpr const char* symbol = "godel";
  static constexpr const char* plus_aggregation = "max";   // max[X] phi is plus over X
  static constexpr const char* times_aggregation = "min";  // min[X] phi is times over X

  DEEPLOG_HOST_DEVICE constexpr T zero() const { return T(0); }
  DEEPLOG_HOST_DEVICE constexpr T one() const { return T(1); }
  DEEPLOG_HOST_DEVICE constexpr T plus(T a, T b) const { return a >= b ? a : b; }
  DEEPLOG_HOST_DEVICE constexpr T times(T a, T b) const { return a <= b ? a : b; }
  DEEPLOG_HOST_DEVICE constexpr T negate(T a) const { return T(1) - a; }
  DEEPLOG_HOST_DEVICE constexpr T d_plus(T a, T rest, T) const { return a >= rest ? T(1) : T(0); }
  DEEPLOG_HOST_DEVICE constexpr T d_times(T a, T rest, T) const { return a <= rest ? T(1) : T(0); }
  DEEPLOG_HOST_DEVICE constexpr T d_negate(T) const { return T(-1); }
  bool contains(T a) const { return detail::in_unit_interval(a); }
};

/// Lukasiewicz: and = max(0, a + b - 1), or = min(1, a + b). Zero derivative where clamped
/// (the "vanishing derivative" the paper observes); at the clamp boundary itself the derivative
/// is taken as 0.
template <std::floating_point T = double>
struct lukasiewicz {
  using value_type = T;
  static constexpr algebraic_laws laws{.one_absorbs_plus = true,
                                       .times_distributes_over_plus = false,
                                       .negation_involutive = true,
                                       .de_morgan = true};
  static constexpr const char* name = "lukasiewicz";
  static constexpr const char* symbol = "luk";
  static constexpr bool d_plus_uses_rest = false;
  static constexpr bool d_times_uses_rest = false;

  DEEPLOG_HOST_DEVICE constexpr T zero() const { return T(0); }
  DEEPLOG_HOST_DEVICE constexpr T one() const { return T(1); }
  DEEPLOG_HOST_DEVICE constexpr T plus(T a, T b) const {
    const T s = a + b;
    return s < T(1) ? s : T(1);
  }
  // lo - (1 - hi) rather than a + b - 1: exact for the identity (1 - 1 = 0) and symmetric, so
  // a x 1 == a and a x b == b x a hold exactly in floating point.
  DEEPLOG_HOST_DEVICE constexpr T times(T a, T b) const {
    const T lo = a < b ? a : b, hi = a < b ? b : a;
    const T s = lo - (T(1) - hi);
    return s > T(0) ? s : T(0);
  }
  DEEPLOG_HOST_DEVICE constexpr T negate(T a) const { return T(1) - a; }
  DEEPLOG_HOST_DEVICE T plus_n(std::span<const T> xs) const {
    T s = 0;
    for (T x : xs) s += x;
    return s < T(1) ? s : T(1);
  }
  DEEPLOG_HOST_DEVICE T times_n(std::span<const T> xs) const {
    T s = 0;
    for (T x : xs) s += x;
    s -= T(xs.size()) - T(1);
    return xs.empty() ? T(1) : (s > T(0) ? s : T(0));
  }
  DEEPLOG_HOST_DEVICE constexpr T d_plus(T, T, T v) const { return v < T(1) ? T(1) : T(0); }
  DEEPLOG_HOST_DEVICE constexpr T d_times(T, T, T v) const { return v > T(0) ? T(1) : T(0); }
  DEEPLOG_HOST_DEVICE constexpr T d_negate(T) const { return T(-1); }
  // Forward mode (dual<lukasiewicz>): one-sided directional derivatives, exact at the clamp
  // boundary too (min(1, a + b) at a + b = 1 moves with min(ta + tb, 0)). Reverse mode takes the
  // partials above, 0 at the boundary.
  DEEPLOG_HOST_DEVICE constexpr T plus_tangent(T a, T b, T, T ta, T tb) const {
    const T s = a + b, t = ta + tb;
    return s < T(1) ? t : (s > T(1) ? T(0) : (t < T(0) ? t : T(0)));
  }
  DEEPLOG_HOST_DEVICE constexpr T times_tangent(T a, T b, T, T ta, T tb) const {
    const T lo = a < b ? a : b, hi = a < b ? b : a;
    const T s = lo - (T(1) - hi), t = ta + tb;
    return s > T(0) ? t : (s < T(0) ? T(0) : (t > T(0) ? t : T(0)));
  }
  bool contains(T a) const { return detail::in_unit_interval(a); }
};

/// Product: and = ab, or = a + b - ab (probabilistic sum).
template <std::floating_point T = double>
struct product_tnorm {
  using value_type = T;
  static constexpr algebraic_laws laws{.one_absorbs_plus = true,
                                       .times_distributes_over_plus = false,
                                       .negation_involutive = true,
                                       .de_morgan = true};
  static constexpr const char* name = "product";
  static constexpr const char* symbol = "product";
  static constexpr const char* aliases[] = {"F"};  // the paper's fuzzy structure

  DEEPLOG_HOST_DEVICE constexpr T zero() const { return T(0); }
  DEEPLOG_HOST_DEVICE constexpr T one() const { return T(1); }
  DEEPLOG_HOST_DEVICE constexpr T plus(T a, T b) const { return a + b - a * b; }
  DEEPLOG_HOST_DEVICE constexpr T times(T a, T b) const { return a * b; }
  DEEPLOG_HOST_DEVICE constexpr T negate(T a) const { return T(1) - a; }
  DEEPLOG_HOST_DEVICE constexpr T d_plus(T, T rest, T) const { return T(1) - rest; }
  DEEPLOG_HOST_DEVICE constexpr T d_times(T, T rest, T) const { return rest; }
  DEEPLOG_HOST_DEVICE constexpr T d_negate(T) const { return T(-1); }
  bool contains(T a) const { return detail::in_unit_interval(a); }
};

}  // namespace deeplog
