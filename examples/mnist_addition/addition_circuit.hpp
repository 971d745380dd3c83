// The circuit of MNIST addition in the original encoding (paper, Listing lst:mnist-original):
// the query addition(L1, L2, S) for two N-digit numbers has the label
//   P(S) = sum over digit tuples (a, b) with number(a) + number(b) = S of prod_i p(a_i) p(b_i).
// Built with circuit_builder by distributivity, position by position from the least
// significant digit: Q_k(t) = sum_{a+b=t} p(a at k) p(b at k) (19 sums of 100 products), and
//   P_{k+1}(s + t 10^k) = sum P_k(s) Q_k(t),
// so the circuit grows with the number of partial sums (2 10^k - 1) rather than with the
// 100^N digit tuples. Same labels as the tuple sum, in every commutative semiring.
//
// Inputs: slot s in 0..2N-1 (number 1 = slots 0..N-1, number 2 = slots N..2N-1, most
// significant digit first), digit d: input row s * 10 + d. Roots: sums 0 .. 2 (10^N - 1).
#pragma once

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <vector>

#include "deeplog/circuit/builder.hpp"

namespace mnist_addition {

inline std::uint32_t digit_input(std::size_t slot, std::size_t digit) {
  return static_cast<std::uint32_t>(slot * 10 + digit);
}

inline deeplog::circuit addition_circuit(std::size_t digits) {
  using deeplog::node_id;
  if (digits == 0 || digits > 6) throw std::invalid_argument("addition_circuit: 1 <= N <= 6");
  deeplog::circuit_builder cb(2 * digits * 10);
  std::vector<node_id> partial{cb.one()};  // P_0: the empty sum is 0 with label one
  std::size_t scale = 1;
  for (std::size_t k = 0; k < digits; ++k) {
    const std::size_t s1 = digits - 1 - k, s2 = 2 * digits - 1 - k;  // position k of each number
    std::vector<node_id> q(19);
    for (std::size_t t = 0; t < 19; ++t) {
      std::vector<node_id> terms;
      for (std::size_t a = 0; a < 10; ++a)
        if (t >= a && t - a < 10)
          terms.push_back(
              cb.times({cb.input(digit_input(s1, a)), cb.input(digit_input(s2, t - a))}));
      q[t] = cb.plus(terms);
    }
    std::vector<std::vector<node_id>> terms(partial.size() + 18 * scale);
    for (std::size_t s = 0; s < partial.size(); ++s)
      for (std::size_t t = 0; t < 19; ++t)
        terms[s + t * scale].push_back(cb.times({partial[s], q[t]}));
    partial.clear();
    for (const auto& ts : terms) partial.push_back(cb.plus(ts));
    scale *= 10;
  }
  for (node_id r : partial) cb.add_root(r);
  return cb.build();
}

}  // namespace mnist_addition
