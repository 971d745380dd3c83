// Synthetic layered circuits for the evaluator benchmarks, reproducible by seed: `width` inputs
// (literal pairs), then `depth` levels alternating products of 2 and sums of 4 (the shape of a
// compiled d-DNNF: decompositions and decisions), each child drawn from the level below (90%)
// or from any earlier level (10%: long edges, as real circuits have). About 3 x width x depth
// edges. Also the leaf labels each structure gets (literal probabilities mapped into it).
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <random>
#include <type_traits>
#include <vector>

#include "deeplog/algebra.hpp"
#include "deeplog/circuit/circuit.hpp"

namespace deeplog::bench {

inline constexpr std::uint32_t synthetic_depth = 10;

/// A layered circuit of about `edges` edges (at least one node per level), seeded.
inline circuit synthetic_circuit(std::size_t edges, std::uint64_t seed = 1) {
  const std::size_t width = std::max<std::size_t>(2, edges / (3 * synthetic_depth));
  std::mt19937_64 rng(seed);
  std::vector<node_kind> kinds;
  std::vector<std::uint32_t> offsets{0}, inputs;
  std::vector<node_id> children, roots;
  kinds.reserve(width * (synthetic_depth + 1));
  children.reserve(width * synthetic_depth * 3);
  for (std::size_t i = 0; i < width; ++i) {
    kinds.push_back(node_kind::input);
    inputs.push_back(static_cast<std::uint32_t>(i));
    offsets.push_back(0);
  }
  for (std::uint32_t d = 1; d <= synthetic_depth; ++d) {
    const bool times = d % 2 == 1;
    const std::size_t below = (d - 1) * width;  // first node of level d - 1
    for (std::size_t i = 0; i < width; ++i) {
      kinds.push_back(times ? node_kind::times : node_kind::plus);
      inputs.push_back(0);
      const std::uint32_t fanin = times ? 2 : 4;
      for (std::uint32_t f = 0; f < fanin; ++f) {
        const bool long_edge = f > 0 && rng() % 10 == 0;  // the first child keeps the depth
        const std::size_t lo = long_edge ? 0 : below;
        children.push_back(static_cast<node_id>(lo + rng() % (below + width - lo)));
      }
      offsets.push_back(static_cast<std::uint32_t>(children.size()));
    }
  }
  const std::size_t last = synthetic_depth * width;
  for (std::size_t r = 0; r < std::min<std::size_t>(width, 16); ++r)
    roots.push_back(static_cast<node_id>(last + r));
  return circuit::from_layered_arrays(std::move(kinds), std::move(offsets), std::move(children),
                                      std::move(inputs), std::move(roots), width);
}

/// A label in S's carrier for a probability q (mapped by the structure's reading of it).
template <class S>
value_t<S> label_from(double q) {
  using T = value_t<S>;
  if constexpr (std::is_same_v<S, boolean>)
    return q > 0.5;
  else if constexpr (std::is_same_v<S, counting>)
    return 1;
  else if constexpr (std::is_floating_point_v<T>) {
    // Log-space structures (zero -inf: log-probability, max-plus) take log q; min-plus takes
    // -log q (a cost); the others take q.
    const T z = S{}.zero();
    if (std::isinf(z)) return T(z < 0 ? std::log(q) : -std::log(q));
    return T(q);
  } else {
    return T(q);
  }
}

/// Leaf labels (rows, batch): row r gets q, and the row after it 1 - q, as literal pairs would.
template <class S>
std::vector<value_t<S>> leaf_labels(std::size_t rows, std::size_t batch, std::uint64_t seed = 42) {
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<double> u(0.05, 0.95);
  std::vector<value_t<S>> in(rows * batch);
  for (std::size_t r = 0; r < rows; r += 2)
    for (std::size_t b = 0; b < batch; ++b) {
      const double p = u(rng);
      in[r * batch + b] = label_from<S>(p);
      if (r + 1 < rows) in[(r + 1) * batch + b] = label_from<S>(1 - p);
    }
  return in;
}

}  // namespace deeplog::bench
