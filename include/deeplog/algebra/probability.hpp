// Real-valued semirings: probability (+, x), log-probability (log-sum-exp, +), the tropical
// semirings max-plus and min-plus, and max-times (Viterbi / most probable explanation).
// Partial derivatives are those of the real functions; max and min are selective, and reverse
// mode routes their adjoint to the first argument that attains the extremum. At a tie,
// d_plus(a, rest, v) is 1 (a, the first argument, takes the tie; concepts.hpp), which is that
// routing rule for two arguments.
#pragma once

#include <cmath>
#include <limits>
#include <span>

#include "deeplog/algebra/concepts.hpp"

namespace deeplog {

/// P = (R+, +, x). Labels are not clamped; `contains` accepts non-negative, non-NaN values.
template <std::floating_point T = double>
struct probability {
  using value_type = T;
  static constexpr algebraic_laws laws{};
  static constexpr const char* name = "probability";
  static constexpr bool d_plus_uses_rest = false;

  DEEPLOG_HOST_DEVICE constexpr T zero() const { return T(0); }
  DEEPLOG_HOST_DEVICE constexpr T one() const { return T(1); }
  DEEPLOG_HOST_DEVICE constexpr T plus(T a, T b) const { return a + b; }
  DEEPLOG_HOST_DEVICE constexpr T times(T a, T b) const { return a * b; }
  DEEPLOG_HOST_DEVICE constexpr T d_plus(T, T, T) const { return T(1); }
  DEEPLOG_HOST_DEVICE constexpr T d_times(T, T rest, T) const { return rest; }
  bool contains(T a) const { return a >= T(0); }  // false for NaN
};

/// Log-probability: labels are log p; plus is log-sum-exp, times is +. Exact at -inf (log 0):
/// -inf is the zero and log-sum-exp of -inf's is -inf, never NaN.
template <std::floating_point T = double>
struct log_probability {
  using value_type = T;
  static constexpr algebraic_laws laws{};
  static constexpr const char* name = "log-probability";
  static constexpr bool d_plus_uses_rest = false;
  static constexpr bool d_times_uses_rest = false;

  DEEPLOG_HOST_DEVICE constexpr T zero() const { return -std::numeric_limits<T>::infinity(); }
  DEEPLOG_HOST_DEVICE constexpr T one() const { return T(0); }
  DEEPLOG_HOST_DEVICE T plus(T a, T b) const {
    const T m = a > b ? a : b;
    if (m == zero()) return m;          // both -inf
    const T d = a > b ? b - a : a - b;  // <= 0
    return m + std::log1p(std::exp(d));
  }
  DEEPLOG_HOST_DEVICE constexpr T times(T a, T b) const { return a + b; }
  DEEPLOG_HOST_DEVICE T plus_n(std::span<const T> xs) const {
    T m = zero();
    for (T x : xs) m = x > m ? x : m;
    if (m == zero() || std::isinf(m)) return m;
    T s = 0;
    for (T x : xs) s += std::exp(x - m);
    return m + std::log(s);
  }
  // d lse(a, rest) / da = exp(a - v): the softmax weight of a.
  DEEPLOG_HOST_DEVICE T d_plus(T a, T, T v) const { return v == zero() ? T(0) : std::exp(a - v); }
  DEEPLOG_HOST_DEVICE constexpr T d_times(T, T, T) const { return T(1); }
  bool contains(T a) const { return !std::isnan(a) && a <= T(0); }
};

/// Max-plus (tropical): plus is max, times is +; zero is -inf (not numeric_limits::lowest).
template <std::floating_point T = double>
struct max_plus {
  using value_type = T;
  static constexpr algebraic_laws laws{.plus_idempotent = true, .plus_selective = true};
  static constexpr const char* name = "max-plus";
  static constexpr bool d_times_uses_rest = false;

  DEEPLOG_HOST_DEVICE constexpr T zero() const { return -std::numeric_limits<T>::infinity(); }
  DEEPLOG_HOST_DEVICE constexpr T one() const { return T(0); }
  DEEPLOG_HOST_DEVICE constexpr T plus(T a, T b) const { return a >= b ? a : b; }
  // -inf annihilates: -inf + x is -inf for every label x (+inf is none: -inf + inf would be
  // NaN). Plain addition, so that the evaluators' lane loops vectorise.
  DEEPLOG_HOST_DEVICE constexpr T times(T a, T b) const { return a + b; }
  DEEPLOG_HOST_DEVICE constexpr T d_plus(T a, T rest, T) const { return a >= rest ? T(1) : T(0); }
  DEEPLOG_HOST_DEVICE constexpr T d_times(T, T, T) const { return T(1); }
  bool contains(T a) const { return !std::isnan(a) && a != std::numeric_limits<T>::infinity(); }
};

/// Min-plus (tropical, shortest paths): plus is min, times is +; zero is +inf.
template <std::floating_point T = double>
struct min_plus {
  using value_type = T;
  static constexpr algebraic_laws laws{.plus_idempotent = true, .plus_selective = true};
  static constexpr const char* name = "min-plus";
  static constexpr bool d_times_uses_rest = false;

  DEEPLOG_HOST_DEVICE constexpr T zero() const { return std::numeric_limits<T>::infinity(); }
  DEEPLOG_HOST_DEVICE constexpr T one() const { return T(0); }
  DEEPLOG_HOST_DEVICE constexpr T plus(T a, T b) const { return a <= b ? a : b; }
  // +inf annihilates: +inf + x is +inf for every label x (-inf is none).
  DEEPLOG_HOST_DEVICE constexpr T times(T a, T b) const { return a + b; }
  DEEPLOG_HOST_DEVICE constexpr T d_plus(T a, T rest, T) const { return a <= rest ? T(1) : T(0); }
  DEEPLOG_HOST_DEVICE constexpr T d_times(T, T, T) const { return T(1); }
  bool contains(T a) const { return !std::isnan(a) && a != -std::numeric_limits<T>::infinity(); }
};

/// Max-times (Viterbi, most probable explanation) over non-negative reals.
template <std::floating_point T = double>
struct max_times {
  using value_type = T;
  static constexpr algebraic_laws laws{.plus_idempotent = true, .plus_selective = true};
  static constexpr const char* name = "max-times";

  DEEPLOG_HOST_DEVICE constexpr T zero() const { return T(0); }
  DEEPLOG_HOST_DEVICE constexpr T one() const { return T(1); }
  DEEPLOG_HOST_DEVICE constexpr T plus(T a, T b) const { return a >= b ? a : b; }
  DEEPLOG_HOST_DEVICE constexpr T times(T a, T b) const { return a * b; }
  DEEPLOG_HOST_DEVICE constexpr T d_plus(T a, T rest, T) const { return a >= rest ? T(1) : T(0); }
  DEEPLOG_HOST_DEVICE constexpr T d_times(T, T rest, T) const { return rest; }
  bool contains(T a) const { return a >= T(0); }
};

}  // namespace deeplog
