// MNIST-addition constraints as Boolean formulas for the knowledge-compilation benchmarks:
// two N-digit numbers, each digit an exactly-one group of ten variables (number 0 digit k
// value v is variable 10 k + v, number 1 is 10 (N + k) + v; digit 0 is the least significant)
// and the query "the sum is S".
//   proofs: the original encoding's proofs, one conjunction per pair of numbers with the sum S
//   carry:  the carry-based encoding: per position, the sum digit and the carry out as
//           disjunctions over the digit pairs and the carry in (shared sub-formulas)
#pragma once

#include <cstdint>
#include <vector>

#include "deeplog/compile/boolean_formula.hpp"

namespace deeplog::bench {

inline std::uint64_t power10(unsigned n) {
  std::uint64_t p = 1;
  while (n--) p *= 10;
  return p;
}

inline std::uint32_t digit_var(unsigned digits, unsigned number, unsigned position,
                               unsigned value) {
  return 10 * (number * digits + position) + value;
}

inline void add_digit_groups(compile::boolean_formula& f, unsigned digits) {
  for (unsigned i = 0; i < 2 * digits; ++i) {
    std::vector<std::uint32_t> g;
    for (std::uint32_t v = 0; v < 10; ++v) g.push_back(10 * i + v);
    f.add_group(compile::group_kind::exactly_one, g);
  }
}

/// One root per sum in `sums`, original encoding.
inline std::vector<compile::boolean_formula::ref> addition_proofs(
    compile::boolean_formula& f, unsigned digits, const std::vector<std::uint64_t>& sums) {
  add_digit_groups(f, digits);
  const std::uint64_t top = power10(digits);
  std::vector<compile::boolean_formula::ref> roots;
  for (std::uint64_t s : sums) {
    std::vector<compile::boolean_formula::ref> proofs;
    for (std::uint64_t a = 0; a < top; ++a) {
      if (a > s || s - a >= top) continue;
      const std::uint64_t b = s - a;
      std::vector<compile::boolean_formula::ref> lits;
      std::uint64_t x = a, y = b;
      for (unsigned k = 0; k < digits; ++k, x /= 10, y /= 10) {
        lits.push_back(f.variable(digit_var(digits, 0, k, unsigned(x % 10))));
        lits.push_back(f.variable(digit_var(digits, 1, k, unsigned(y % 10))));
      }
      proofs.push_back(f.conjunction(lits));
    }
    roots.push_back(f.disjunction(proofs));
  }
  return roots;
}

/// One root per sum in `sums`, carry-based encoding.
inline std::vector<compile::boolean_formula::ref> addition_carry(
    compile::boolean_formula& f, unsigned digits, const std::vector<std::uint64_t>& sums) {
  using ref = compile::boolean_formula::ref;
  add_digit_groups(f, digits);
  // pair[k][t]: the digits at position k sum to t (0..18).
  std::vector<std::vector<ref>> pair(digits, std::vector<ref>(19));
  for (unsigned k = 0; k < digits; ++k)
    for (unsigned t = 0; t < 19; ++t) {
      std::vector<ref> alts;
      for (unsigned a = 0; a < 10; ++a)
        if (t >= a && t - a < 10)
          alts.push_back(f.conjunction({f.variable(digit_var(digits, 0, k, a)),
                                        f.variable(digit_var(digits, 1, k, t - a))}));
      pair[k][t] = f.disjunction(alts);
    }
  // carry[k]: a carry into position k; digit[k][s]: the sum's digit k is s.
  std::vector<ref> carry(digits + 1, f.constant(false));
  std::vector<std::vector<ref>> digit(digits, std::vector<ref>(10));
  for (unsigned k = 0; k < digits; ++k) {
    std::vector<std::vector<ref>> by_digit(10);
    std::vector<ref> out;
    for (unsigned t = 0; t < 19; ++t)
      for (unsigned c = 0; c < 2; ++c) {
        const ref cin = c ? carry[k] : f.negation(carry[k]);
        const ref both = f.conjunction({pair[k][t], cin});
        by_digit[(t + c) % 10].push_back(both);
        if (t + c >= 10) out.push_back(both);
      }
    for (unsigned s = 0; s < 10; ++s) digit[k][s] = f.disjunction(by_digit[s]);
    carry[k + 1] = f.disjunction(out);
  }
  std::vector<ref> roots;
  for (std::uint64_t s : sums) {
    std::vector<ref> parts;
    std::uint64_t x = s;
    for (unsigned k = 0; k < digits; ++k, x /= 10) parts.push_back(digit[k][x % 10]);
    parts.push_back(x ? carry[digits] : f.negation(carry[digits]));
    roots.push_back(f.conjunction(parts));
  }
  return roots;
}

}  // namespace deeplog::bench
