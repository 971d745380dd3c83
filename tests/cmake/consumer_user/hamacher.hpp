// A t-norm the library does not ship, written as a user would in a file of their own: the
// Hamacher product T(a, b) = ab / (a + b - ab) with its dual conorm and the standard negation.
// Its `name` and `symbol` make it nameable: once registered (language::id_of<hamacher<>>()),
// the text syntax reads `_H`. Its operations are constexpr, so CUDA kernels call them too
// (deeplog::cuda compiles with --expt-relaxed-constexpr). Also used by
// tests/language/user_structure.cpp.
#pragma once

#include <concepts>

#include <deeplog/algebra.hpp>

namespace user {

// [snippet hamacher]
template <std::floating_point T = double>
struct hamacher {
  using value_type = T;
  static constexpr deeplog::algebraic_laws laws{.one_absorbs_plus = true,
                                                .times_distributes_over_plus = false,
                                                .negation_involutive = true,
                                                .de_morgan = true};
  static constexpr const char* name = "hamacher";
  static constexpr const char* symbol = "H";

  constexpr T zero() const { return T(0); }
  constexpr T one() const { return T(1); }
  // S(a, b) = (a + b - 2ab) / (1 - ab); 1 at a = b = 1.
  constexpr T plus(T a, T b) const {
    return a * b == T(1) ? T(1) : (a + b - 2 * a * b) / (1 - a * b);
  }
  // T(a, b) = ab / (a + b - ab); 0 at a = b = 0.
  constexpr T times(T a, T b) const { return a + b == T(0) ? T(0) : a * b / (a + b - a * b); }
  constexpr T negate(T a) const { return T(1) - a; }
  // d S(a, rest) / da = (1 - rest)^2 / (1 - a rest)^2; d T(a, rest) / da = rest^2 / D^2.
  constexpr T d_plus(T a, T rest, T) const {
    const T d = 1 - a * rest;
    return d == T(0) ? T(0) : (1 - rest) * (1 - rest) / (d * d);
  }
  constexpr T d_times(T a, T rest, T) const {
    const T d = a + rest - a * rest;
    return d == T(0) ? T(0) : rest * rest / (d * d);
  }
  constexpr T d_negate(T) const { return T(-1); }
  constexpr bool contains(T a) const { return a >= T(0) && a <= T(1); }
};
// [/snippet hamacher]

/// P -> H, the identity on [0, 1] labels (a user transformation between two structures).
struct probability_to_hamacher {
  using from = deeplog::probability<double>;
  using to = hamacher<double>;
  static constexpr deeplog::homomorphism preserves{.zero = true, .one = true};
  double operator()(double a) const { return a; }
  double derivative(double) const { return 1; }
};

}  // namespace user
