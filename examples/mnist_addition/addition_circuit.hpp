// The circuit of MNIST addition in the original encoding (paper, Listing lst:mnist-original):
// the query addition(L1, L2, S) for two N-digit numbers has the label
//   P(S) = sum over digit tuples (a, b) with number(a) + number(b) = S of prod_i p(a_i) p(b_i),
// built by the library's systems::addition_sums (distributivity, position by position), so the
// circuit grows with the partial sums (2 10^k - 1) rather than with the 100^N digit tuples.
//
// Inputs: slot s in 0..2N-1 (number 1 = slots 0..N-1, number 2 = slots N..2N-1, most
// significant digit first), digit d: input row s * 10 + d. Roots: sums 0 .. 2 (10^N - 1).
#pragma once

#include <cstddef>
#include <cstdint>
#include <stdexcept>

#include "deeplog/circuit/builder.hpp"
#include "deeplog/systems/tasks.hpp"

namespace mnist_addition {

inline std::uint32_t digit_input(std::size_t slot, std::size_t digit) {
  return static_cast<std::uint32_t>(slot * 10 + digit);
}

inline deeplog::circuit addition_circuit(std::size_t digits) {
  if (digits == 0 || digits > 6) throw std::invalid_argument("addition_circuit: 1 <= N <= 6");
  deeplog::circuit_builder cb(2 * digits * 10);
  const auto sums = deeplog::systems::addition_sums(
      cb, digits,
      [&](std::size_t slot, std::size_t digit) { return cb.input(digit_input(slot, digit)); });
  for (deeplog::node_id r : sums) cb.add_root(r);
  return cb.build();
}

}  // namespace mnist_addition
