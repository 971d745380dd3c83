// check_laws<S>(s, seed): deeplog::check_laws (algebra/check_laws.hpp) on random labels of S's
// carrier (random_values.hpp: identities, bounds and infinities mixed in), seeded; a failure
// prints the seed and every violated law with its counterexample.
#pragma once

#include <catch2/catch.hpp>

#include <cmath>
#include <cstdint>
#include <random>
#include <sstream>
#include <string>
#include <type_traits>
#include <vector>

#include "deeplog/algebra.hpp"
#include "deeplog/algebra/check_laws.hpp"
#include "random_values.hpp"

namespace deeplog::testing {

/// A label as text, for test messages.
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

/// About `triples` ordered triples: cbrt(triples) samples (every triple of them is checked).
template <Semiring S>
void check_laws(const S& s, std::uint64_t seed, int triples = 2000) {
  std::mt19937_64 rng(seed);
  random_value<S> draw;
  const auto n = static_cast<std::size_t>(std::ceil(std::cbrt(double(triples))));
  std::vector<value_t<S>> samples;
  for (std::size_t i = 0; i < n; ++i) samples.push_back(draw(rng, s));
  const law_report r = deeplog::check_laws(s, std::span<const value_t<S>>(samples));
  INFO("seed " << seed << ", " << n << " samples:\n" << r.what());
  CHECK(r.checks >= n * n * n);
  REQUIRE(r.ok());
}

}  // namespace deeplog::testing
