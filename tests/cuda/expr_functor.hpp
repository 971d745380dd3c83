// Formulas shared by the host and device tests of gpu::evaluate: the paper's running example
// and a few others that reach every node type of the expression templates.
#pragma once

#include <cstdint>
#include <random>
#include <vector>

#include "deeplog/language/expr.hpp"

namespace deeplog::test::formulas {

using P = probability<double>;
using F = product_tnorm<double>;
using LP = log_probability<double>;
using B_ = deeplog::boolean;

inline constexpr language::boolean_variable<0> B{"B"};
inline constexpr language::boolean_variable<1> E{"E"};

// sum_B sum_E (b(V)[B]_B or e(S)[E]_B)_P x (b(V)[B]_P x e(S)[E]_P); rows: b false, b true,
// e false, e true.
inline constexpr auto running = language::sum(
    B, language::sum(
           E, language::to<P>(language::atom<B_>("b(V)")[B] | language::atom<B_>("e(S)")[E]) *
                  (language::atom<P>("b(V)", 0)[B] * language::atom<P>("e(S)", 2)[E])));

// Fuzzy, with negation and a universal quantifier: prod_B (a or not c[B]) and b; rows a, b,
// c false, c true.
inline constexpr auto fuzzy = language::prod(
    B, (language::atom<F>("a", 0) | ~language::atom<F>("c", 2)[B]) & language::atom<F>("b", 1));

// The running example in log space: a transformation from P, and log-sum-exp sums.
inline constexpr auto in_log = language::sum(
    B, language::sum(
           E, language::to<LP>(language::atom<P>("b(V)", 0)[B] * language::atom<P>("e(S)", 2)[E])));

/// Label rows (4, batch) of probabilities, each pair of rows normalized per sample.
inline std::vector<double> normalized_rows(std::size_t batch, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<double> u(0.01, 0.99);
  std::vector<double> rows(4 * batch);
  for (std::size_t b = 0; b < batch; ++b) {
    const double pb = u(rng), pe = u(rng);
    rows[0 * batch + b] = 1 - pb, rows[1 * batch + b] = pb;
    rows[2 * batch + b] = 1 - pe, rows[3 * batch + b] = pe;
  }
  return rows;
}

}  // namespace deeplog::test::formulas
