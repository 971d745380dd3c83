// How the CUDA evaluator runs a circuit, decided once per (circuit, batch, options) on the host:
// the layer table it uploads, the grouping of small layers into fused launches, the layers that
// go through a segmented reduction (CUB) instead of one thread per (node, sample), the backward
// mode (atomics, or a gather over the transposed child index), and the index arrays and scratch
// sizes these need. Host-only, no CUDA: tests check the plan, and run it, without a GPU.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <vector>

#include "deeplog/algebra/concepts.hpp"
#include "deeplog/circuit/analysis.hpp"
#include "deeplog/circuit/circuit.hpp"
#include "deeplog/exec/gpu/detail/layer_ops.hpp"
#include "deeplog/exec/gpu/detail/segments.hpp"

namespace deeplog::gpu {

/// How reverse mode moves a node's adjoint to its children (docs/cuda.md, "Backward").
enum class backward_mode : std::uint8_t {
  /// gather when some node has at least `contention_fanout` parents in one layer (atomics on one
  /// address serialize) and the edge weights fit `gather_memory_budget`; atomic otherwise.
  automatic,
  /// scatter: each (node, sample) atomically adds its partials into its children's adjoints.
  atomic,
  /// gather: each (node, sample) stores its partials per edge; each child sums the edges into it
  /// through the transposed (parent) index. No atomics; the same sums in the same order each run.
  gather,
};

/// How a layer's nodes are reduced (forward) and a gather-mode layer's parent edges summed.
enum class reduce_path : std::uint8_t {
  /// segmented where a layer is wide and short: mean fan-in (fan-out) >= wide_fanin and
  /// nodes x batch <= wide_max_items (64: on an H100 CUB won at 1 and 16 items of 10^5
  /// children, 14x and 2x, and lost 3.6x at 256; docs/cuda.md).
  automatic,
  /// one thread per (node, sample) folds its node's children (or parent edges) in order.
  per_thread,
  /// every operation layer through cub::DeviceSegmentedReduce (for tests and benchmarks).
  segmented,
};

}  // namespace deeplog::gpu

namespace deeplog::gpu::detail {

/// The choices a plan depends on (the CUDA-free part of cuda_options).
struct plan_options {
  std::size_t fuse_threshold = 1024;
  backward_mode backward = backward_mode::automatic;
  reduce_path reduce = reduce_path::automatic;
  std::uint32_t wide_fanin = 128;
  std::size_t wide_max_items = 64;
  std::uint32_t contention_fanout = 128;
  std::size_t gather_memory_budget = std::numeric_limits<std::size_t>::max();  // bytes
  std::uint32_t forward_lanes = 0;   // samples per thread in forward layer kernels (0: automatic)
  std::uint32_t backward_lanes = 0;  // the same in reverse-mode layer kernels
  std::size_t lanes_min_items = std::size_t(1) << 17;  // automatic lanes: nodes x batch at least
};

/// Whether `asked` is a choice of samples per thread for the layer kernels (forward or reverse
/// mode): 1, 2, 4, or 0 (automatic).
inline bool valid_lanes(std::uint32_t asked) {
  return asked == 0 || asked == 1 || asked == 2 || asked == 4;
}

/// Samples of one node a thread of a layer's kernel takes (1, 2 or 4): more loads in flight per
/// thread, and a quarter of the threads. Automatic: 4 where the batch is at least 128 (every lane
/// a full warp's row of 32 samples) and the layer has at least `min_items` (node, sample) items,
/// else 1 (a small layer needs its threads more than their loads in flight). Fused runs of small
/// layers always take one.
inline std::uint32_t resolve_lanes(std::size_t batch, std::size_t items, std::uint32_t asked,
                                   std::size_t min_items) {
  if (asked != 0 && valid_lanes(asked)) return asked;
  return batch >= 128 && items >= min_items ? 4 : 1;
}

/// Layers [first, last): one launch. fused: each block takes a slice of the batch and walks the
/// layers in order with a block barrier between them; otherwise exactly one layer over a full
/// grid (or a segmented reduction).
struct launch_group {
  std::uint32_t first;
  std::uint32_t last;
  bool fused;
};

/// The work one block of a fused launch does on a layer: its nodes x its slice of the batch.
inline std::size_t fused_block_work(const layer_range& L, std::size_t batch) {
  return std::size_t(L.end - L.begin) * std::min(batch, fused_slice);
}

/// Groups runs of consecutive fusable layers whose per-block work (fused_block_work) is at most
/// `fuse_threshold` into fused launches (0 disables fusion). Every layer is in exactly one group,
/// groups in order. `fusable` (empty: all) marks the layers that may join a fused run.
inline std::vector<launch_group> plan_launches(const std::vector<layer_range>& layers,
                                               std::size_t batch, std::size_t fuse_threshold,
                                               const std::vector<bool>& fusable = {}) {
  std::vector<launch_group> plan;
  for (std::uint32_t l = 0; l < layers.size(); ++l) {
    const bool small = fuse_threshold > 0 && fused_block_work(layers[l], batch) <= fuse_threshold &&
                       (fusable.empty() || fusable[l]);
    if (small && !plan.empty() && plan.back().fused && plan.back().last == l) {
      plan.back().last = l + 1;
    } else {
      plan.push_back({l, l + 1, small});
    }
  }
  return plan;
}

/// The scratch the atomic backward pass of wide nodes needs: the most edges in one layer x
/// batch, or 0 when no node is wider than the per-thread suffix array.
inline std::size_t suffix_scratch_size(const circuit& c, const std::vector<layer_range>& layers,
                                       std::size_t batch) {
  std::size_t widest = 0, most_edges = 0;
  const auto off = c.offsets();
  for (const layer_range& L : layers) {
    most_edges = std::max<std::size_t>(most_edges, off[L.end] - L.edge_begin);
    for (node_id n = L.begin; n < L.end; ++n)
      widest = std::max<std::size_t>(widest, off[n + 1] - off[n]);
  }
  return widest > local_suffix_capacity ? most_edges * batch : 0;
}

/// Everything the passes (passes.hpp) need besides the circuit's own arrays.
struct circuit_plan {
  std::size_t batch = 0;
  std::size_t nodes = 0, edges = 0, num_inputs = 0, num_roots = 0;
  std::vector<layer_range> table;
  std::vector<node_kind> layer_kinds;
  std::vector<launch_group> groups;
  std::vector<bool> forward_segmented;         // per layer: forward through a segmented reduction
  std::vector<bool> backward_segmented;        // per layer: gather-mode parent sums through one
  backward_mode mode = backward_mode::atomic;  // resolved: atomic or gather
  // Per layer: the samples per thread of its layer kernel, forward and reverse mode (1, 2 or 4:
  // resolve_lanes(); unused where the layer runs fused).
  std::vector<std::uint8_t> forward_lanes, backward_lanes;

  // Reverse mode's seeds: the distinct root nodes, and for each the roots that name it (CSR).
  std::vector<node_id> seed_nodes;
  std::vector<std::uint32_t> seed_offsets, seed_sources;
  // Gather mode only. The transposed child index: for each node, the edges into it, by
  // descending parent (the order in which reverse mode reaches the parents); and for each input
  // row, the input nodes that read it.
  std::vector<std::uint32_t> parent_offsets, parent_edges;
  std::vector<std::uint32_t> input_offsets;
  std::vector<node_id> input_nodes;

  // Statistics the rules read.
  std::uint32_t max_layer_fanout = 0;  // most edges from one layer into one node

  // Scratch sizes, in labels.
  std::size_t suffix_scratch = 0;  // atomic mode: wide nodes' suffix folds (layer edges, batch)
  std::size_t weights = 0;         // gather mode: edge weights (edges, batch)
  std::size_t sums = 0;            // gather mode: parent sums of the widest segmented layer

  std::size_t layer_nodes(std::uint32_t l) const { return table[l].end - table[l].begin; }
};

// For each layer, the most edges from that layer into one node.
inline std::uint32_t max_layer_fanout(const circuit& c, const std::vector<layer_range>& table) {
  std::vector<std::uint32_t> count(c.size(), 0);
  std::vector<node_id> touched;
  std::uint32_t most = 0;
  const auto off = c.offsets();
  const auto kids = c.child_array();
  for (const layer_range& L : table) {
    for (std::uint32_t e = off[L.begin]; e < off[L.end]; ++e) {
      if (count[kids[e]]++ == 0) touched.push_back(kids[e]);
      most = std::max(most, count[kids[e]]);
    }
    for (node_id n : touched) count[n] = 0;
    touched.clear();
  }
  return most;
}

// members[offsets[k] .. offsets[k + 1]) = the indices i with key_of[i] == k, ascending.
template <class Key>
void group_by(std::size_t keys, const std::vector<Key>& key_of, std::vector<std::uint32_t>& offsets,
              std::vector<std::uint32_t>& members) {
  offsets.assign(keys + 1, 0);
  for (Key k : key_of) ++offsets[std::size_t(k) + 1];
  for (std::size_t k = 0; k < keys; ++k) offsets[k + 1] += offsets[k];
  std::vector<std::uint32_t> fill(offsets.begin(), offsets.end() - 1);
  members.assign(key_of.size(), 0);
  for (std::uint32_t i = 0; i < key_of.size(); ++i) members[fill[std::size_t(key_of[i])]++] = i;
}

/// The plan for structure S (its value size and whether it has a backward pass matter).
template <class S>
circuit_plan make_plan(const circuit& c, std::size_t batch, const plan_options& o) {
  using T = value_t<S>;
  circuit_plan p;
  p.batch = batch;
  p.nodes = c.size();
  p.edges = c.num_edges();
  p.num_inputs = c.num_inputs();
  p.num_roots = c.num_roots();
  p.table = layer_table(c);
  const std::size_t layers = p.table.size();
  for (const layer_range& L : p.table) {
    const std::size_t items = std::size_t(L.end - L.begin) * batch;
    p.forward_lanes.push_back(
        std::uint8_t(resolve_lanes(batch, items, o.forward_lanes, o.lanes_min_items)));
    p.backward_lanes.push_back(
        std::uint8_t(resolve_lanes(batch, items, o.backward_lanes, o.lanes_min_items)));
  }
  for (const layer& L : c.layers()) p.layer_kinds.push_back(L.kind);
  const auto off = c.offsets();

  // Backward mode.
  constexpr bool differentiable = Differentiable<S>;
  if constexpr (differentiable) {
    p.max_layer_fanout = max_layer_fanout(c, p.table);
    const bool fits = p.edges * batch <= o.gather_memory_budget / sizeof(T);
    switch (o.backward) {
      case backward_mode::atomic:
        p.mode = backward_mode::atomic;
        break;
      case backward_mode::gather:
        p.mode = backward_mode::gather;
        break;
      case backward_mode::automatic:
        p.mode = p.max_layer_fanout >= o.contention_fanout && fits ? backward_mode::gather
                                                                   : backward_mode::atomic;
        break;
    }
  }
  const bool gather = differentiable && p.mode == backward_mode::gather;
  if (gather) {
    parent_index parents(c);
    p.parent_offsets = std::move(parents.offsets);
    p.parent_edges = std::move(parents.edges);
    std::vector<std::uint32_t> row_of;  // input nodes, keyed by the row they read
    for (node_id n = 0; n < c.size(); ++n)
      if (c.kind(n) == node_kind::input) {
        p.input_nodes.push_back(n);
        row_of.push_back(c.input(n));
      }
    std::vector<std::uint32_t> order;
    group_by(c.num_inputs(), row_of, p.input_offsets, order);
    std::vector<node_id> sorted(order.size());
    for (std::size_t i = 0; i < order.size(); ++i) sorted[i] = p.input_nodes[order[i]];
    p.input_nodes = std::move(sorted);
  }

  // Seeds: distinct root nodes in first-appearance order, each with the roots naming it.
  {
    root_seeds seeds(c);
    p.seed_nodes = std::move(seeds.nodes);
    p.seed_offsets = std::move(seeds.offsets);
    p.seed_sources = std::move(seeds.roots);
  }

  // Segmented layers: wide and short ones (or all, when asked); never fused.
  p.forward_segmented.assign(layers, false);
  p.backward_segmented.assign(layers, false);
  for (std::uint32_t l = 0; l < layers; ++l) {
    const layer_range& L = p.table[l];
    const std::size_t nodes = L.end - L.begin;
    const std::size_t in_edges = off[L.end] - L.edge_begin;
    // Operation layers whose operation a reduction in any order computes (segmentable).
    const bool op = (p.layer_kinds[l] == node_kind::plus && segmentable<S, true>()) ||
                    (p.layer_kinds[l] == node_kind::times && segmentable<S, false>());
    auto wide = [&](std::size_t entries) {
      return nodes > 0 && entries >= std::size_t(o.wide_fanin) * nodes &&
             nodes * batch <= o.wide_max_items;
    };
    if (o.reduce == reduce_path::segmented) {
      p.forward_segmented[l] = op;
      p.backward_segmented[l] = gather;
    } else if (o.reduce == reduce_path::automatic) {
      p.forward_segmented[l] = op && wide(in_edges);
      p.backward_segmented[l] = gather && wide(p.parent_offsets[L.end] - p.parent_offsets[L.begin]);
    }
    if (p.backward_segmented[l]) p.sums = std::max(p.sums, nodes * batch);
  }
  std::vector<bool> fusable(layers);
  for (std::uint32_t l = 0; l < layers; ++l)
    fusable[l] = !p.forward_segmented[l] && !p.backward_segmented[l];
  p.groups = plan_launches(p.table, batch, o.fuse_threshold, fusable);

  if constexpr (differentiable) {
    if (gather)
      p.weights = p.edges * batch;
    else if (needs_suffix_scratch<S>())
      p.suffix_scratch = suffix_scratch_size(c, p.table, batch);
  }
  return p;
}

}  // namespace deeplog::gpu::detail
