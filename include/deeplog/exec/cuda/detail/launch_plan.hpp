// How the CUDA evaluator launches a circuit's layers: the layer table it uploads, and the
// grouping of consecutive small layers into fused launches. Host-only, no CUDA:
// tests check the plan without a GPU.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "deeplog/circuit/circuit.hpp"
#include "deeplog/exec/cuda/detail/layer_ops.hpp"

namespace deeplog::cuda::detail {

/// The circuit's layers with their first edges (the scratch of wide nodes is indexed by edge).
inline std::vector<layer_range> layer_table(const circuit& c) {
  std::vector<layer_range> t;
  t.reserve(c.layers().size());
  for (const layer& L : c.layers()) t.push_back({L.begin, L.end, c.offsets()[L.begin]});
  return t;
}

/// Layers [first, last): one launch. fused: each block takes a slice of the batch and walks the
/// layers in order with a block barrier between them; otherwise exactly one layer over a full
/// grid.
struct launch_group {
  std::uint32_t first;
  std::uint32_t last;
  bool fused;
};

/// The work one block of a fused launch does on a layer: its nodes x its slice of the batch.
inline std::size_t fused_block_work(const layer_range& L, std::size_t batch) {
  return std::size_t(L.end - L.begin) * std::min(batch, fused_slice);
}

/// Groups runs of consecutive layers whose per-block work (fused_block_work) is at most
/// `fuse_threshold` into fused launches (0 disables fusion). Every layer is in exactly one group,
/// groups in order.
inline std::vector<launch_group> plan_launches(const std::vector<layer_range>& layers,
                                               std::size_t batch, std::size_t fuse_threshold) {
  std::vector<launch_group> plan;
  for (std::uint32_t l = 0; l < layers.size(); ++l) {
    const bool small = fuse_threshold > 0 && fused_block_work(layers[l], batch) <= fuse_threshold;
    if (small && !plan.empty() && plan.back().fused && plan.back().last == l) {
      plan.back().last = l + 1;
    } else {
      plan.push_back({l, l + 1, small});
    }
  }
  return plan;
}

/// The scratch the backward pass of wide nodes needs: the most edges in one layer x batch, or 0
/// when no node is wider than the per-thread suffix array.
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

}  // namespace deeplog::cuda::detail
