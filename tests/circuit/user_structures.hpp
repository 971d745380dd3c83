// Structures defined only in the tests, outside the library: one differentiable with its own
// n-ary plus (the evaluator's n-ary path through a type it has never seen), one not
// differentiable and not ordered. The circuit tests run them like the built-in ones.
#pragma once

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <span>

#include "../algebra/random_values.hpp"
#include "deeplog/algebra/concepts.hpp"

namespace user {

/// Log-sum-exp at temperature tau, with its own n-ary plus (one max shift): exercises the
/// evaluator's n-ary path through a structure the library has never seen. Stateful.
struct soft_max_plus {
  using value_type = double;
  static constexpr deeplog::algebraic_laws laws{};
  static constexpr bool d_plus_uses_rest = false;
  static constexpr bool d_times_uses_rest = false;
  double tau = 0.5;
  double zero() const { return -std::numeric_limits<double>::infinity(); }
  double one() const { return 0.0; }
  double plus(double a, double b) const {
    const double m = std::max(a, b);
    if (m == zero()) return m;
    return m + tau * std::log1p(std::exp(-std::abs(a - b) / tau));
  }
  double times(double a, double b) const { return a + b; }
  double plus_n(std::span<const double> xs) const {
    double m = zero();
    for (double x : xs) m = std::max(m, x);
    if (m == zero()) return m;
    double s = 0;
    for (double x : xs) s += std::exp((x - m) / tau);
    return m + tau * std::log(s);
  }
  double d_plus(double a, double, double v) const {
    return v == zero() ? 0.0 : std::exp((a - v) / tau);
  }
  double d_times(double, double, double) const { return 1.0; }
};

/// Integers modulo 7: not differentiable, not ordered.
struct mod7 {
  using value_type = unsigned;
  static constexpr deeplog::algebraic_laws laws{};
  unsigned zero() const { return 0; }
  unsigned one() const { return 1; }
  unsigned plus(unsigned a, unsigned b) const { return (a + b) % 7; }
  unsigned times(unsigned a, unsigned b) const { return (a * b) % 7; }
};

}  // namespace user

template <>
struct deeplog::testing::random_value<user::soft_max_plus> {
  double operator()(std::mt19937_64& rng, const user::soft_max_plus&) const {
    return pick<double>(rng, {-std::numeric_limits<double>::infinity(), 0.0}, -4.0, 1.0);
  }
};
template <>
struct deeplog::testing::random_value<user::mod7> {
  unsigned operator()(std::mt19937_64& rng, const user::mod7&) const {
    return static_cast<unsigned>(rng() % 7);
  }
};
