// Seeded random circuits for the evaluator tests: DAGs with sharing (children drawn from every
// earlier node), several roots (repeats and leaves allowed), constants, fan-in 1..k and, on
// request, wide nodes and operation nodes without children. A circuit comes as raw layered
// arrays (every node kept, as written) or through circuit_builder (hash-consed and folded).
#pragma once

#include <algorithm>
#include <cstdint>
#include <numeric>
#include <random>
#include <type_traits>
#include <vector>

#include "deeplog/circuit/builder.hpp"
#include "deeplog/circuit/circuit.hpp"

namespace deeplog::test {

struct shape {
  std::size_t inputs = 6;
  std::size_t operations = 30;
  std::uint32_t max_fanin = 4;
  std::size_t roots = 3;
  bool constants = true;         // zero and one leaves, used as children
  bool repeated_inputs = true;   // two input nodes reading one row
  bool childless = false;        // operation nodes without children
  std::uint32_t wide_every = 0;  // every n-th operation has wide_fanin children (0: none)
  std::uint32_t wide_fanin = 40;
};

/// A node as generated: children are earlier nodes (repeats allowed).
struct proto {
  node_kind kind;
  std::uint32_t input = 0;
  std::vector<std::uint32_t> kids;
};

struct proto_circuit {
  std::vector<proto> nodes;
  std::vector<std::uint32_t> roots;
  std::size_t num_inputs = 0;
};

inline proto_circuit random_proto(std::uint64_t seed, const shape& sh = {}) {
  std::mt19937_64 rng(seed);
  proto_circuit pc;
  pc.num_inputs = sh.inputs;
  for (std::uint32_t i = 0; i < sh.inputs; ++i) pc.nodes.push_back({node_kind::input, i, {}});
  if (sh.repeated_inputs && sh.inputs > 1)
    pc.nodes.push_back({node_kind::input, static_cast<std::uint32_t>(rng() % sh.inputs), {}});
  if (sh.constants) {
    pc.nodes.push_back({node_kind::zero, 0, {}});
    pc.nodes.push_back({node_kind::one, 0, {}});
  }
  for (std::size_t j = 0; j < sh.operations; ++j) {
    const node_kind k = (rng() & 1) ? node_kind::plus : node_kind::times;
    std::uint32_t fanin = 1 + static_cast<std::uint32_t>(rng() % sh.max_fanin);
    if (sh.wide_every && j % sh.wide_every == sh.wide_every - 1) fanin = sh.wide_fanin;
    if (sh.childless && rng() % 10 == 0) fanin = 0;
    proto p{k, 0, {}};
    const std::size_t n = pc.nodes.size();
    for (std::uint32_t f = 0; f < fanin; ++f) {
      // Half the children among the last few nodes (depth), half from anywhere (sharing).
      const std::size_t window = std::min<std::size_t>(n, 5);
      const std::size_t pick = (rng() & 1) ? n - 1 - rng() % window : rng() % n;
      p.kids.push_back(static_cast<std::uint32_t>(pick));
    }
    pc.nodes.push_back(std::move(p));
  }
  const std::size_t n = pc.nodes.size();
  for (std::size_t r = 0; r < sh.roots; ++r)
    pc.roots.push_back(static_cast<std::uint32_t>(n - 1 - rng() % std::min<std::size_t>(n, 8)));
  return pc;
}

/// The proto circuit as it is: raw arrays sorted by (depth, kind), every node kept.
inline circuit layered(const proto_circuit& pc) {
  std::vector<node_kind> kinds;
  std::vector<std::uint32_t> offsets{0}, inputs;
  std::vector<node_id> children;
  for (const auto& p : pc.nodes) {
    kinds.push_back(p.kind);
    inputs.push_back(p.input);
    children.insert(children.end(), p.kids.begin(), p.kids.end());
    offsets.push_back(static_cast<std::uint32_t>(children.size()));
  }
  const std::vector<node_id> roots(pc.roots.begin(), pc.roots.end());
  return circuit_from_arrays(kinds, offsets, children, inputs, roots, pc.num_inputs);
}

/// The proto circuit through circuit_builder with the given laws.
inline circuit built(const proto_circuit& pc, const algebraic_laws& laws = {}) {
  circuit_builder cb(pc.num_inputs, laws);
  std::vector<node_id> id(pc.nodes.size());
  for (std::size_t i = 0; i < pc.nodes.size(); ++i) {
    const proto& p = pc.nodes[i];
    std::vector<node_id> kids;
    for (auto ch : p.kids) kids.push_back(id[ch]);
    switch (p.kind) {
      case node_kind::input:
        id[i] = cb.input(p.input);
        break;
      case node_kind::zero:
        id[i] = cb.zero();
        break;
      case node_kind::one:
        id[i] = cb.one();
        break;
      case node_kind::plus:
        id[i] = cb.plus(kids);
        break;
      case node_kind::times:
        id[i] = cb.times(kids);
        break;
    }
  }
  for (auto r : pc.roots) cb.add_root(id[r]);
  return cb.build();
}

/// Sample b of a (rows, batch) buffer as one vector.
template <class Buffer>
auto sample(const Buffer& buf, std::size_t rows, std::size_t batch, std::size_t b) {
  std::vector<std::remove_cvref_t<decltype(buf[0])>> out(rows);
  for (std::size_t r = 0; r < rows; ++r) out[r] = buf[r * batch + b];
  return out;
}

}  // namespace deeplog::test
