// Real-valued semirings: probability (+, x), log-probability (log-sum-exp, +), the tropical
// semirings max-plus and min-plus, and max-times (Viterbi / most probable explanation).
// Partial derivatives are those of the real functions; max and min are selective, and reverse
// mode routes their adjoint to the first argument that attains the extremum. At a tie,
// d_plus(a, rest, v) is 1 (a, the first argument, takes the tie; concepts.hpp), which is that
// routing rule for two arguments.
#pragma once

#include <cmath>
#include <cstddef>
#include <limits>
#include <span>

#include "deeplog/algebra/concepts.hpp"
#include "deeplog/base/math.hpp"

namespace deeplog {

/// P = (R+, +, x). Labels are not clamped; `contains` accepts non-negative, non-NaN values.
template <std::floating_point T = double>
struct probability {
  using value_type = T;
  static constexpr algebraic_laws laws{};
  static constexpr const char* name = "probability";
  static constexpr const char* symbol = "P";
  // mean[X] phi is (1/n) times the sum over X: grounded into one circuit (docs/algebra.md).
  static constexpr const char* scaled_plus_aggregation = "mean";
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
  static constexpr const char* symbol = "logP";
  static constexpr bool d_plus_uses_rest = false;
  static constexpr bool d_times_uses_rest = false;

  DEEPLOG_HOST_DEVICE constexpr T zero() const { return -std::numeric_limits<T>::infinity(); }
  DEEPLOG_HOST_DEVICE constexpr T one() const { return T(0); }
  // Branch-free (math::select), with exp, log and log1p from base/math.hpp, so that the
  // evaluators' lane loops over a batch vectorise.
  DEEPLOG_HOST_DEVICE T plus(T a, T b) const {
    // (-|a - b| rather than a > b ? b - a : a - b: under -ftrapping-math a compiler may not
    // compute both differences, and that branch would keep the loop from vectorising.)
    const T m = a > b ? a : b;
    const T d = -std::fabs(a - b);                               // <= 0; NaN where both are -inf
    return math::select(m == zero(), m, m + math::softplus(d));  // both -inf: -inf
  }
  DEEPLOG_HOST_DEVICE constexpr T times(T a, T b) const { return a + b; }
  /// The n-ary log-sum-exp: max, then the sum of exp(x - max) in order, then max + log(sum);
  /// an infinite max is the result.
  DEEPLOG_HOST_DEVICE T plus_n(std::span<const T> xs) const {
    T out;
    lse_lanes<1>(xs.data(), xs.size(), 1, 1, &out);
    return out;
  }
  /// plus_n for w samples at once (the CPU evaluator's lane tiles): out[j] = the n-ary
  /// log-sum-exp of x[i * stride + j], i < k, the same operations as plus_n per lane, so the
  /// two agree to the last bit.
  void plus_n_lanes(const T* x, std::size_t k, std::size_t stride, std::size_t w, T* out) const {
    constexpr std::size_t block = 64 / sizeof(T) * 2;  // two cache lines of lanes per pass
    for (std::size_t j0 = 0; j0 < w; j0 += block)
      lse_lanes<block>(x + j0, k, stride, w - j0 < block ? w - j0 : block, out + j0);
  }
  /// Log-sum-exp in any grouping (concepts.hpp, has_plus_state): the largest label so far and
  /// the sum of exp(x - max) over the labels so far. A merge rescales the smaller side's sum;
  /// the result rounds once, max + log(sum), as plus_n does. An infinite max is the result.
  struct plus_state {
    T max;
    T sum;
  };
  DEEPLOG_HOST_DEVICE plus_state plus_lift(T x) const { return {x, x == zero() ? T(0) : T(1)}; }
  DEEPLOG_HOST_DEVICE plus_state plus_merge(const plus_state& a, const plus_state& b) const {
    const plus_state& hi = a.max >= b.max ? a : b;
    const plus_state& lo = a.max >= b.max ? b : a;
    if (std::fabs(hi.max) == -zero()) return {hi.max, hi.sum + lo.sum};  // +-inf (or NaN: below)
    return {hi.max, hi.sum + lo.sum * math::exp(lo.max - hi.max)};
  }
  DEEPLOG_HOST_DEVICE T plus_result(const plus_state& a) const {
    return std::fabs(a.max) == -zero() ? a.max : a.max + math::log(a.sum);
  }
  // d lse(a, rest) / da = exp(a - v): the softmax weight of a.
  DEEPLOG_HOST_DEVICE T d_plus(T a, T, T v) const {
    return math::select(v == zero(), T(0), math::exp(a - v));
  }
  DEEPLOG_HOST_DEVICE constexpr T d_times(T, T, T) const { return T(1); }
  bool contains(T a) const { return !std::isnan(a) && a <= T(0); }

 private:
  // The one n-ary rule, over w <= W lanes (plus_n: one).
  template <std::size_t W>
  DEEPLOG_HOST_DEVICE void lse_lanes(const T* x, std::size_t k, std::size_t stride, std::size_t w,
                                     T* out) const {
    T m[W], s[W];
    for (std::size_t j = 0; j < w; ++j) m[j] = zero();
    for (std::size_t i = 0; i < k; ++i)
      for (std::size_t j = 0; j < w; ++j)
        m[j] = x[i * stride + j] > m[j] ? x[i * stride + j] : m[j];
    for (std::size_t j = 0; j < w; ++j) s[j] = T(0);
    for (std::size_t i = 0; i < k; ++i)
      for (std::size_t j = 0; j < w; ++j) s[j] += math::exp(x[i * stride + j] - m[j]);
    for (std::size_t j = 0; j < w; ++j)
      out[j] = math::select(std::fabs(m[j]) == -zero(), m[j], m[j] + math::log(s[j]));  // +-inf
  }
};

/// Max-plus (tropical): plus is max, times is +; zero is -inf (not numeric_limits::lowest).
template <std::floating_point T = double>
struct max_plus {
  using value_type = T;
  static constexpr algebraic_laws laws{.plus_idempotent = true, .plus_selective = true};
  static constexpr const char* name = "max-plus";
  static constexpr const char* symbol = "maxplus";
  static constexpr const char* plus_aggregation = "max";  // max[X] phi is plus over X
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
  static constexpr const char* symbol = "minplus";
  static constexpr const char* plus_aggregation = "min";  // min[X] phi is plus over X
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
  static constexpr const char* symbol = "maxtimes";
  static constexpr const char* plus_aggregation = "max";  // max[X] phi is plus over X

  DEEPLOG_HOST_DEVICE constexpr T zero() const { return T(0); }
  DEEPLOG_HOST_DEVICE constexpr T one() const { return T(1); }
  DEEPLOG_HOST_DEVICE constexpr T plus(T a, T b) const { return a >= b ? a : b; }
  DEEPLOG_HOST_DEVICE constexpr T times(T a, T b) const { return a * b; }
  DEEPLOG_HOST_DEVICE constexpr T d_plus(T a, T rest, T) const { return a >= rest ? T(1) : T(0); }
  DEEPLOG_HOST_DEVICE constexpr T d_times(T, T rest, T) const { return rest; }
  bool contains(T a) const { return a >= T(0); }
};

}  // namespace deeplog
