// check_laws<S>: every law a structure claims, checked on random labels (seeded; the seed is
// printed on failure). Exact laws are compared exactly; those that floating-point rounding
// breaks (associativity, distributivity, involution of 1 - a) within a relative tolerance.
#pragma once

#include <catch2/catch.hpp>

#include <array>
#include <cmath>
#include <cstdint>
#include <random>
#include <sstream>
#include <string>
#include <type_traits>

#include "deeplog/algebra.hpp"
#include "random_values.hpp"

namespace deeplog::testing {

template <class T>
bool close(const T& a, const T& b) {
  if constexpr (requires { a.tangent; }) {
    return close(a.value, b.value) && close(a.tangent, b.tangent);
  } else if constexpr (std::is_floating_point_v<T>) {
    if (a == b) return true;  // infinities
    const T tol = std::is_same_v<T, float> ? T(1e-5) : T(1e-12);
    return std::abs(a - b) <= tol * (T(1) + std::max(std::abs(a), std::abs(b)));
  } else if constexpr (requires {
                         a.size();
                         a[0];
                       }) {
    for (std::size_t i = 0; i < a.size(); ++i)
      if (!close(a[i], b[i])) return false;
    return true;
  } else {
    return a == b;
  }
}

template <class T>
std::string show(const T& a) {
  std::ostringstream os;
  if constexpr (std::is_same_v<T, std::uint8_t>) {
    os << int(a);
  } else if constexpr (requires { a.tangent; }) {
    os << "(" << show(a.value) << ", " << show(a.tangent) << ")";
  } else if constexpr (requires {
                         a.size();
                         a[0];
                       }) {
    os << "[";
    for (std::size_t i = 0; i < a.size(); ++i) os << (i ? ", " : "") << a[i];
    os << "]";
  } else {
    os.precision(17);
    os << a;
  }
  return os.str();
}

template <Semiring S>
void check_laws(const S& s, std::uint64_t seed, int trials = 2000) {
  std::mt19937_64 rng(seed);
  random_value<S> draw;
  constexpr algebraic_laws L = laws_of<S>;
  for (int t = 0; t < trials; ++t) {
    const auto a = draw(rng, s), b = draw(rng, s), c = draw(rng, s);
    INFO("seed " << seed << ", trial " << t << ": a = " << show(a) << ", b = " << show(b)
                 << ", c = " << show(c));
    // Identities are exact in every structure.
    REQUIRE(s.plus(a, s.zero()) == a);
    REQUIRE(s.plus(s.zero(), a) == a);
    REQUIRE(s.times(a, s.one()) == a);
    REQUIRE(s.times(s.one(), a) == a);
    if constexpr (L.plus_commutative) REQUIRE(s.plus(a, b) == s.plus(b, a));
    if constexpr (L.times_commutative) REQUIRE(s.times(a, b) == s.times(b, a));
    if constexpr (L.plus_associative)
      REQUIRE(close(s.plus(s.plus(a, b), c), s.plus(a, s.plus(b, c))));
    if constexpr (L.times_associative)
      REQUIRE(close(s.times(s.times(a, b), c), s.times(a, s.times(b, c))));
    if constexpr (L.plus_idempotent) REQUIRE(s.plus(a, a) == a);
    if constexpr (L.times_idempotent) REQUIRE(s.times(a, a) == a);
    if constexpr (L.plus_selective) {
      const auto v = s.plus(a, b);
      REQUIRE((v == a || v == b));
    }
    if constexpr (L.times_selective) {
      const auto v = s.times(a, b);
      REQUIRE((v == a || v == b));
    }
    if constexpr (L.zero_annihilates) {
      REQUIRE(s.times(a, s.zero()) == s.zero());
      REQUIRE(s.times(s.zero(), a) == s.zero());
    }
    if constexpr (L.one_absorbs_plus) REQUIRE(close(s.plus(a, s.one()), s.one()));
    if constexpr (L.times_distributes_over_plus)
      REQUIRE(close(s.times(a, s.plus(b, c)), s.plus(s.times(a, b), s.times(a, c))));
    if constexpr (Algebra<S>) {
      if constexpr (L.negation_involutive) REQUIRE(close(s.negate(s.negate(a)), a));
      if constexpr (L.de_morgan) {
        REQUIRE(close(s.negate(s.plus(a, b)), s.times(s.negate(a), s.negate(b))));
        REQUIRE(close(s.negate(s.times(a, b)), s.plus(s.negate(a), s.negate(b))));
      }
    }
    // n-ary operations agree with the folded binary ones.
    const std::array<value_t<S>, 3> xs{a, b, c};
    REQUIRE(close(plus_n(s, std::span<const value_t<S>>(xs)), s.plus(s.plus(a, b), c)));
    REQUIRE(close(times_n(s, std::span<const value_t<S>>(xs)), s.times(s.times(a, b), c)));
  }
  // Empty n-ary operations are the identities.
  REQUIRE(plus_n(s, std::span<const value_t<S>>{}) == s.zero());
  REQUIRE(times_n(s, std::span<const value_t<S>>{}) == s.one());
}

}  // namespace deeplog::testing
