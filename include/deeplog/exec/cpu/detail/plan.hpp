// What the CPU evaluator precomputes once per (circuit, batch size, threads): the operation
// layers, the leaves, how each pass is split over threads, and the index that reverse mode's
// pull scheme gathers adjoints with.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "deeplog/circuit/analysis.hpp"
#include "deeplog/circuit/circuit.hpp"

namespace deeplog::cpu::detail {

/// A layer of operation nodes [begin, end), all plus or all times, with at least one child each.
struct op_layer {
  bool plus;
  node_id begin;
  node_id end;
};

/// A step of a pass in layer_nodes mode: one layer split over the threads (parallel), or a run
/// of small layers [first, last) that thread 0 evaluates alone. A barrier follows each step.
struct step {
  bool parallel;
  std::uint32_t first, last;  // op_layer indices
  std::uint32_t split;        // parallel: splits[split .. split + threads] are node bounds
};

/// The leaves and operation layers of a circuit. Constants (zero, one, and operation nodes
/// without children) never change: the evaluator writes their labels once.
struct circuit_layout {
  node_id leaf_end = 0;  // nodes [0, leaf_end) are the depth-0 layer
  std::vector<op_layer> layers;
  std::vector<node_id> input_nodes;  // depth-0 input nodes
  std::vector<node_id> zero_nodes, one_nodes;
  std::size_t max_fanin = 0;

  explicit circuit_layout(const circuit& c) {
    for (const layer& L : c.layers()) {
      if (L.depth == 0) {
        leaf_end = L.end;
        for (node_id n = L.begin; n < L.end; ++n) {
          switch (c.kind(n)) {
            case node_kind::input:
              input_nodes.push_back(n);
              break;
            case node_kind::zero:
            case node_kind::plus:
              zero_nodes.push_back(n);
              break;  // the empty plus is zero
            case node_kind::one:
            case node_kind::times:
              one_nodes.push_back(n);
              break;
          }
        }
      } else {
        layers.push_back({L.kind == node_kind::plus, L.begin, L.end});
      }
    }
    for (std::size_t n = 0; n < c.size(); ++n)
      max_fanin = std::max<std::size_t>(max_fanin, c.offsets()[n + 1] - c.offsets()[n]);
  }
};

/// Splits nodes [nb, ne) into `threads` contiguous ranges of about equal work (edges + nodes).
inline void split_nodes(const circuit& c, node_id nb, node_id ne, unsigned threads,
                        std::vector<node_id>& out) {
  const auto off = c.offsets();
  const std::size_t total = (off[ne] - off[nb]) + std::size_t(ne - nb);
  auto work_before = [&](node_id n) { return (off[n] - off[nb]) + std::size_t(n - nb); };
  out.push_back(nb);
  for (unsigned t = 1; t < threads; ++t) {
    const std::size_t target = total * t / threads;
    node_id lo = out.back(), hi = ne;
    while (lo < hi) {  // first node whose preceding work reaches the target
      const node_id mid = lo + (hi - lo) / 2;
      if (work_before(mid) < target)
        lo = mid + 1;
      else
        hi = mid;
    }
    out.push_back(lo);
  }
  out.push_back(ne);
}

/// Reverse mode's pull scheme. Every edge writes its contribution adj(parent) x d parent /
/// d child to a row of its own: the child's adjoint row itself when the edge is the child's
/// only way in (one parent edge, not a root), otherwise a slot row after the node rows. Slots
/// are numbered in the order the edges are processed (parents from the last node down, a
/// parent's edges in order), so those writes are sequential; the gathers read them back. A
/// node's adjoint is 0 + its root adjoints + its slots, added in that same order, which is the
/// order the push scheme adds them: both schemes give the same numbers. Threads can evaluate
/// the nodes of one layer at once: no two edges write one row.
struct pull_index {
  std::vector<std::uint32_t> dest;        // per edge: its row (node id, or nodes + slot)
  std::vector<std::uint32_t> slot_begin;  // per node + 1: into slot_list
  std::vector<std::uint32_t> slot_list;   // slot ids, by node, in push order
  std::vector<std::uint32_t> seed_begin;  // per node + 1: into seed_roots
  std::vector<std::uint32_t> seed_roots;  // root indices, by node
  std::vector<char> direct;               // per node: its only parent edge writes its row
  std::size_t slots = 0;

  explicit pull_index(const circuit& c) {
    const std::size_t n = c.size();
    const auto off = c.offsets();
    const auto kids = c.child_array();
    const parent_index parents(c);
    const root_seeds seeds(c);
    std::vector<std::uint32_t> seeds_of_node(n, 0);
    for (std::size_t s = 0; s < seeds.nodes.size(); ++s)
      seeds_of_node[seeds.nodes[s]] = seeds.offsets[s + 1] - seeds.offsets[s];
    direct.assign(n, 0);
    slot_begin.assign(n + 1, 0);
    seed_begin.assign(n + 1, 0);
    for (std::size_t i = 0; i < n; ++i) {
      const auto in = parents.in_degree(static_cast<node_id>(i));
      direct[i] = in == 1 && seeds_of_node[i] == 0;
      slot_begin[i + 1] = slot_begin[i] + (direct[i] ? 0 : in);
      seed_begin[i + 1] = seed_begin[i] + seeds_of_node[i];
    }
    seed_roots.resize(seed_begin[n]);
    for (std::size_t s = 0; s < seeds.nodes.size(); ++s)
      std::copy(seeds.roots.begin() + seeds.offsets[s], seeds.roots.begin() + seeds.offsets[s + 1],
                seed_roots.begin() + seed_begin[seeds.nodes[s]]);
    // Slots in the order reverse mode processes the edges (parents.edges' order, globally).
    dest.resize(kids.size());
    std::vector<std::uint32_t> slot_of_edge(kids.size(), 0);
    std::uint32_t next = 0;
    for (std::size_t p = n; p-- > 0;)
      for (std::uint32_t e = off[p]; e < off[p + 1]; ++e) {
        const node_id k = kids[e];
        dest[e] = direct[k] ? k : static_cast<std::uint32_t>(n + (slot_of_edge[e] = next++));
      }
    slots = next;
    slot_list.resize(slots);
    for (std::size_t k = 0; k < n; ++k)
      if (!direct[k]) {
        const auto into = parents.into(static_cast<node_id>(k));
        for (std::size_t j = 0; j < into.size(); ++j)
          slot_list[slot_begin[k] + j] = slot_of_edge[into[j]];
      }
  }
};

/// Reverse mode's push scheme without a pass that zeroes every adjoint row: the first write to
/// a row in push order (roots seeded first, then parents from the last node down, a parent's
/// edges in order) stores, later ones add. Rows nobody writes are zeroed on their own.
struct push_index {
  std::vector<unsigned char> first;        // per edge: the first write to its child's row
  std::vector<unsigned char> root_stores;  // per root: the first seed of its node
  std::vector<node_id> untouched;          // neither a root nor anyone's child

  explicit push_index(const circuit& c) {
    const std::size_t n = c.size();
    const auto off = c.offsets();
    const auto kids = c.child_array();
    std::vector<unsigned char> seen(n, 0);
    root_stores.assign(c.num_roots(), 0);
    for (std::size_t r = 0; r < c.num_roots(); ++r) {
      root_stores[r] = !seen[c.roots()[r]];
      seen[c.roots()[r]] = 1;
    }
    first.assign(kids.size(), 0);
    for (std::size_t p = n; p-- > 0;)
      for (std::uint32_t e = off[p]; e < off[p + 1]; ++e)
        if (!seen[kids[e]]) first[e] = seen[kids[e]] = 1;
    for (std::size_t i = 0; i < n; ++i)
      if (!seen[i]) untouched.push_back(static_cast<node_id>(i));
  }
};

}  // namespace deeplog::cpu::detail
