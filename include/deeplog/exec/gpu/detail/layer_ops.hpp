// The per-(node, sample) bodies of the CUDA evaluator's kernels, as host-device functions on
// raw pointers: forward, backward in atomic (scatter) and gather (transposed index) mode, seeds
// and root/input gathers. The kernel functors (kernels.hpp) call them from grid-stride loops, on
// the device and in the host emulator (tests/cuda/emulator.hpp) alike. No CUDA runtime here:
// this header compiles with any C++20 compiler.
//
// Layout: labels and adjoints are (nodes, batch), batch contiguous; inputs (num_inputs, batch).
// A layer kernel with L samples per thread has slots = ceil(batch / L) work items per node: item
// i of a layer [begin, end) is node begin + i / slots, samples i % slots + j x slots (lanes
// j < L), so the 32 threads of a warp read 32 consecutive samples of one row in each lane:
// coalesced, and the node's kind and children are one broadcast load per warp.
#pragma once

#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "deeplog/algebra/concepts.hpp"
#include "deeplog/base/config.hpp"
#include "deeplog/circuit/analysis.hpp"
#include "deeplog/circuit/circuit.hpp"
#include "deeplog/exec/node_rules.hpp"

namespace deeplog::gpu::detail {

/// The circuit's flat arrays (device or host pointers): kinds (n), offsets (n + 1),
/// children (edges), inputs (n).
struct circuit_view {
  const node_kind* kinds;
  const std::uint32_t* offsets;
  const node_id* children;
  const std::uint32_t* inputs;
};

/// Work item -> (node, sample). 32-bit division where the layer's work fits (the common case:
/// 64-bit division is a long instruction sequence on the GPU).
struct work_item {
  node_id node;
  std::size_t sample;
};
DEEPLOG_HOST_DEVICE work_item decompose(const layer_range& L, std::size_t i, std::size_t batch) {
  const std::size_t work = std::size_t(L.end - L.begin) * batch;
  if (work <= 0xffffffffu) {
    const auto i32 = static_cast<std::uint32_t>(i), b32 = static_cast<std::uint32_t>(batch);
    return {static_cast<node_id>(L.begin + i32 / b32), i32 % b32};
  }
  return {static_cast<node_id>(L.begin + i / batch), i % batch};
}

/// Fused launches give each block a slice of the batch, [b0, b0 + width), for all the layers of
/// a run: samples never depend on each other, so a block barrier orders the layers for its own
/// samples and blocks need no ordering between them. Item j of the block's share of a layer is
/// node begin + j / width, sample b0 + j % width.
inline constexpr std::size_t fused_slice = 32;
DEEPLOG_HOST_DEVICE work_item decompose_slice(const layer_range& L, std::size_t j, std::size_t b0,
                                              std::uint32_t width) {
  if (j <= 0xffffffffu) {
    const auto j32 = static_cast<std::uint32_t>(j);
    return {static_cast<node_id>(L.begin + j32 / width), b0 + j32 % width};
  }
  return {static_cast<node_id>(L.begin + j / width), b0 + j % width};
}

/// The width of block `block`'s slice in a fused launch over `batch` samples.
DEEPLOG_HOST_DEVICE std::uint32_t slice_width(std::size_t block, std::size_t batch) {
  const std::size_t b0 = block * fused_slice;
  return static_cast<std::uint32_t>(batch - b0 < fused_slice ? batch - b0 : fused_slice);
}

/// Adds v to *p: an atomic add on the device (several parents, and several input nodes, may
/// feed one adjoint at once), a plain add on the host (the emulation is sequential).
template <class T>
DEEPLOG_HOST_DEVICE void accumulate(T* p, T v) {
#if defined(__CUDA_ARCH__)
  static_assert(std::is_same_v<T, float> || std::is_same_v<T, double>,
                "the CUDA backward pass accumulates float or double adjoints");
  atomicAdd(p, v);
#else
  *p += v;
#endif
}

/// Reads an adjoint (or gather mode's edge weight) that this launch may have written -- atomics,
/// or stores before a block barrier: from L2 (ld.global.cg), never from a line the SM's L1
/// fetched before. (The memory model already orders a fused launch's layers by __syncthreads;
/// the value is read once, so L1 would not help anyway.)
template <class T>
DEEPLOG_HOST_DEVICE T load_adjoint(const T* p) {
#if defined(__CUDA_ARCH__)
  return __ldcg(p);
#else
  return *p;
#endif
}

using exec::apply;

/// The samples of one work item with Lanes samples of a node: b + j * stride for lane j, those
/// below `batch` live. Lanes past the batch (the last slots, when Lanes does not divide it) take
/// sample b: they load what lane 0 loads, compute its values again, and store nothing.
template <std::uint32_t Lanes>
struct lane_samples {
  std::size_t at[Lanes];
  bool live[Lanes];
  DEEPLOG_HOST_DEVICE lane_samples(std::size_t b, std::size_t stride, std::size_t batch) {
    for (std::uint32_t j = 0; j < Lanes; ++j) {
      const std::size_t bj = b + j * stride;
      live[j] = bj < batch;
      at[j] = live[j] ? bj : b;
    }
  }
};

/// Forward: node n's labels for Lanes samples, b + j * stride for lane j, those below `batch`
/// (lanes past it compute sample b's label again and store nothing), by the node rule the CPU
/// evaluator uses too (exec::fold_children_lanes: the same folds, the same rounding, per lane).
template <std::uint32_t Lanes, class S>
DEEPLOG_HOST_DEVICE void forward_node(const S& s, const circuit_view& c, node_id n, std::size_t b,
                                      std::size_t stride, std::size_t batch,
                                      const value_t<S>* DEEPLOG_RESTRICT inputs,
                                      value_t<S>* DEEPLOG_RESTRICT labels) {
  using T = value_t<S>;
  using lanes = exec::lane_values<T, Lanes>;
  const lane_samples<Lanes> ls(b, stride, batch);
  const std::size_t* at = ls.at;
  const auto fill = [](const auto& f) { return exec::make_lanes<T, Lanes>(f); };
  lanes acc = [&]() -> lanes {
    const node_kind k = c.kinds[n];
    if (k == node_kind::input) {
      const std::size_t row = std::size_t(c.inputs[n]) * batch;
      return fill([&](std::uint32_t j) { return inputs[row + at[j]]; });
    }
    if (k == node_kind::zero) return fill([&](std::uint32_t) { return s.zero(); });
    if (k == node_kind::one) return fill([&](std::uint32_t) { return s.one(); });
    const bool plus = k == node_kind::plus;
    const std::uint32_t e0 = c.offsets[n], e1 = c.offsets[n + 1];
    if (e0 == e1) return fill([&](std::uint32_t) { return plus ? s.zero() : s.one(); });
    const auto label = [&](std::uint32_t i, std::uint32_t j) {
      return labels[std::size_t(c.children[e0 + i]) * batch + at[j]];
    };
    return plus ? exec::fold_children_lanes<S, true, Lanes>(s, e1 - e0, label)
                : exec::fold_children_lanes<S, false, Lanes>(s, e1 - e0, label);
  }();
  for (std::uint32_t j = 0; j < Lanes; ++j)
    if (ls.live[j]) labels[std::size_t(n) * batch + at[j]] = acc.v[j];
}

/// The work items per node of a forward layer kernel with `lanes` samples per item:
/// ceil(batch / lanes) slots.
DEEPLOG_HOST_DEVICE constexpr std::size_t lane_slots(std::size_t batch, std::uint32_t lanes) {
  return (batch + lanes - 1) / lanes;
}

/// Forward, one work item of a layer kernel with Lanes samples per item: item i is node
/// L.begin + i / slots, samples i % slots + j * slots (slots = lane_slots(batch, Lanes)), so that
/// the threads of a warp read consecutive samples of one row in each lane.
template <std::uint32_t Lanes, class S>
DEEPLOG_HOST_DEVICE void forward_item(const S& s, const circuit_view& c, const layer_range& L,
                                      std::size_t i, std::size_t slots, std::size_t batch,
                                      const value_t<S>* inputs, value_t<S>* labels) {
  const work_item w = decompose(L, i, slots);
  forward_node<Lanes>(s, c, w.node, w.sample, slots, batch, inputs, labels);
}

/// Children with at most this many entries keep their suffix folds in a per-thread array; wider
/// nodes use global memory (atomic mode: the scratch buffer (layer edges, batch); gather mode:
/// the node's own edge-weight rows, overwritten in place).
inline constexpr std::uint32_t local_suffix_capacity = 8;

/// Where reverse mode puts adj * d node / d child for edge e in lane j. Atomic mode (scatter):
/// added into the child's adjoint row, atomically on the device (several parents of one child run
/// at once). Gather mode: stored into the edge's weight row (edges, batch), which the child sums
/// later over its parents (transposed index): no atomics, and a fixed order. Lanes past the batch
/// deliver nothing.
template <class T, std::uint32_t Lanes>
struct scatter_sink {
  static constexpr bool dense = false;  // edges that receive nothing are skipped
  T* adjoints;
  std::size_t batch;
  lane_samples<Lanes> ls;
  DEEPLOG_HOST_DEVICE void operator()(std::uint32_t, node_id child, std::uint32_t j,
                                      const T& v) const {
    if (ls.live[j]) accumulate(adjoints + std::size_t(child) * batch + ls.at[j], v);
  }
};
template <class T, std::uint32_t Lanes>
struct edge_sink {
  static constexpr bool dense = true;  // every edge's weight is written (zeros included)
  T* weights;
  std::size_t batch;
  lane_samples<Lanes> ls;
  DEEPLOG_HOST_DEVICE void operator()(std::uint32_t e, node_id, std::uint32_t j, const T& v) const {
    if (ls.live[j]) weights[std::size_t(e) * batch + ls.at[j]] = v;
  }
};

/// Reverse mode through one operation node for the samples of `ls`: hands adj_j * d node /
/// d child for every edge and lane to the sink, by the node rule the CPU evaluator uses too
/// (exec::node_partials_lanes). Suffix folds of nodes wider than the local array live at
/// scratch + (e0 - scratch_e0) * batch + sample, stride batch (in gather mode the scratch is the
/// edge weights, and a lane past the batch shares lane 0's slots: what it reads there after lane
/// 0's weight is stored only feeds values it does not deliver).
template <class S, bool Plus, std::uint32_t Lanes, class Sink>
DEEPLOG_HOST_DEVICE void propagate(const S& s, const circuit_view& c, node_id n,
                                   const lane_samples<Lanes>& ls, std::size_t batch,
                                   const value_t<S>* labels,
                                   const exec::lane_values<value_t<S>, Lanes>& adj,
                                   const Sink& sink, value_t<S>* scratch,
                                   std::uint32_t scratch_e0) {
  using T = value_t<S>;
  constexpr bool skip_zero = exec::selective<S, Plus> && !Sink::dense;  // routing 0 adds nothing
  const std::uint32_t e0 = c.offsets[n], e1 = c.offsets[n + 1], k = e1 - e0;
  if constexpr (skip_zero) {
    bool any = false;
    for (std::uint32_t j = 0; j < Lanes; ++j) any = any || adj.v[j] != T(0);
    if (!any) return;
  }
  T local[exec::needs_suffix<S, Plus> ? local_suffix_capacity * Lanes : 1];
  const bool wide = k > local_suffix_capacity;
  const auto suffix = [&](std::uint32_t i, std::uint32_t j) -> T& {
    return wide ? scratch[std::size_t(e0 - scratch_e0 + i) * batch + ls.at[j]]
                : local[i * Lanes + j];
  };
  const auto v = exec::make_lanes<T, Lanes>(
      [&](std::uint32_t j) { return labels[std::size_t(n) * batch + ls.at[j]]; });
  exec::node_partials_lanes<S, Plus, Lanes>(
      s, k,
      [&](std::uint32_t i, std::uint32_t j) {
        return labels[std::size_t(c.children[e0 + i]) * batch + ls.at[j]];
      },
      v, adj,
      [&](std::uint32_t i, std::uint32_t j, const T& x) {
        if (!skip_zero || adj.v[j] != T(0)) sink(e0 + i, c.children[e0 + i], j, x);
      },
      [](std::uint32_t) { return Sink::dense; }, suffix);
}

/// Atomic mode, one node and the samples b + j * stride (j < Lanes, below the batch): pushes the
/// node's adjoints (complete, since every parent lies in a later layer that ran before) to its
/// children, or to the input row for an input node. `edge_begin` is the first edge of the node's
/// layer (the scratch is indexed from it).
template <std::uint32_t Lanes, class S>
DEEPLOG_HOST_DEVICE void backward_node(const S& s, const circuit_view& c, node_id n, std::size_t b,
                                       std::size_t stride, std::uint32_t edge_begin,
                                       std::size_t batch, const value_t<S>* labels,
                                       value_t<S>* adjoints, value_t<S>* input_adjoints,
                                       value_t<S>* scratch) {
  using T = value_t<S>;
  const lane_samples<Lanes> ls(b, stride, batch);
  const auto adj = exec::make_lanes<T, Lanes>(
      [&](std::uint32_t j) { return load_adjoint(adjoints + std::size_t(n) * batch + ls.at[j]); });
  const scatter_sink<T, Lanes> sink{adjoints, batch, ls};
  switch (c.kinds[n]) {
    case node_kind::input:
      // Atomic: the arrays allow two input nodes that read one row.
      for (std::uint32_t j = 0; j < Lanes; ++j)
        if (ls.live[j])
          accumulate(input_adjoints + std::size_t(c.inputs[n]) * batch + ls.at[j], adj.v[j]);
      break;
    case node_kind::zero:
    case node_kind::one:
      break;
    case node_kind::plus:
      propagate<S, true>(s, c, n, ls, batch, labels, adj, sink, scratch, edge_begin);
      break;
    case node_kind::times:
      propagate<S, false>(s, c, n, ls, batch, labels, adj, sink, scratch, edge_begin);
      break;
  }
}

/// Atomic mode, one work item of a layer kernel with Lanes samples per item (as forward_item).
template <std::uint32_t Lanes, class S>
DEEPLOG_HOST_DEVICE void backward_item(const S& s, const circuit_view& c, const layer_range& L,
                                       std::size_t i, std::size_t slots, std::size_t batch,
                                       const value_t<S>* labels, value_t<S>* adjoints,
                                       value_t<S>* input_adjoints, value_t<S>* scratch) {
  const work_item w = decompose(L, i, slots);
  backward_node<Lanes>(s, c, w.node, w.sample, slots, L.edge_begin, batch, labels, adjoints,
                       input_adjoints, scratch);
}

/// The transposed child index of gather mode: the edges into each node (its parents), in CSR
/// form: edges [offsets[n], offsets[n + 1]) of `edges` are edge ids whose child is n.
struct parent_view {
  const std::uint32_t* offsets;
  const std::uint32_t* edges;
};

/// Gather mode, one node and the samples b + j * stride (j < Lanes, below the batch): the node's
/// adjoint is its seed (adjoints holds the root adjoints, zero elsewhere) plus the weights of the
/// edges into it, summed in the transposed index's order (deterministic) -- or, when `sums` is
/// given, plus sums[(n - sums_first), sample], which a segmented reduction over those weights
/// computed. Stores the adjoints, then writes the weights of the node's own edges (the
/// children's inputs).
template <std::uint32_t Lanes, class S>
DEEPLOG_HOST_DEVICE void backward_gather_node(const S& s, const circuit_view& c,
                                              const parent_view& p, node_id n, std::size_t b,
                                              std::size_t stride, std::size_t batch,
                                              const value_t<S>* labels, value_t<S>* adjoints,
                                              value_t<S>* weights, const value_t<S>* sums,
                                              node_id sums_first) {
  using T = value_t<S>;
  const lane_samples<Lanes> ls(b, stride, batch);
  const std::size_t row = std::size_t(n) * batch;
  auto adj = exec::make_lanes<T, Lanes>([&](std::uint32_t j) { return adjoints[row + ls.at[j]]; });
  if (sums) {
    for (std::uint32_t j = 0; j < Lanes; ++j)
      adj.v[j] = adj.v[j] + sums[std::size_t(n - sums_first) * batch + ls.at[j]];
  } else {
    for (std::uint32_t e = p.offsets[n]; e < p.offsets[n + 1]; ++e) {
      const T* w = weights + std::size_t(p.edges[e]) * batch;
      const auto x = exec::make_lanes<T, Lanes>(
          [&](std::uint32_t j) { return load_adjoint(w + ls.at[j]); });  // every lane's load first
      for (std::uint32_t j = 0; j < Lanes; ++j) adj.v[j] = adj.v[j] + x.v[j];
    }
  }
  for (std::uint32_t j = 0; j < Lanes; ++j)
    if (ls.live[j]) adjoints[row + ls.at[j]] = adj.v[j];
  const edge_sink<T, Lanes> sink{weights, batch, ls};
  if (c.kinds[n] == node_kind::plus)
    propagate<S, true>(s, c, n, ls, batch, labels, adj, sink, weights, 0);
  else if (c.kinds[n] == node_kind::times)
    propagate<S, false>(s, c, n, ls, batch, labels, adj, sink, weights, 0);
}

/// Gather mode, one work item of a layer kernel with Lanes samples per item (as forward_item).
template <std::uint32_t Lanes, class S>
DEEPLOG_HOST_DEVICE void backward_gather_item(const S& s, const circuit_view& c,
                                              const parent_view& p, const layer_range& L,
                                              std::size_t i, std::size_t slots, std::size_t batch,
                                              const value_t<S>* labels, value_t<S>* adjoints,
                                              value_t<S>* weights, const value_t<S>* sums) {
  const work_item w = decompose(L, i, slots);
  backward_gather_node<Lanes>(s, c, p, w.node, w.sample, slots, batch, labels, adjoints, weights,
                              sums, L.begin);
}

/// Gather mode, one (input row r, sample): the row's adjoint is the sum of the adjoints of the
/// input nodes that read it (in node order; zero when none does).
template <class T>
DEEPLOG_HOST_DEVICE void input_gather_item(const std::uint32_t* offsets, const node_id* nodes,
                                           std::size_t i, std::size_t batch, const T* adjoints,
                                           T* input_adjoints) {
  const std::size_t r = i / batch, b = i % batch;
  T acc = T(0);
  for (std::uint32_t j = offsets[r]; j < offsets[r + 1]; ++j)
    acc = acc + adjoints[std::size_t(nodes[j]) * batch + b];
  input_adjoints[i] = acc;
}

/// Seeds reverse mode, one work item (distinct root k, sample b): the root node's adjoint row is
/// the sum of the adjoints given for every root that names it (a node may be named twice).
/// adjoints must be zero before: other rows keep their zero.
template <class T>
DEEPLOG_HOST_DEVICE void seed_item(const node_id* nodes, const std::uint32_t* offsets,
                                   const std::uint32_t* sources, std::size_t i, std::size_t batch,
                                   const T* root_adjoints, T* adjoints) {
  const std::size_t k = i / batch, b = i % batch;
  T acc = T(0);
  for (std::uint32_t j = offsets[k]; j < offsets[k + 1]; ++j)
    acc = acc + root_adjoints[std::size_t(sources[j]) * batch + b];
  adjoints[std::size_t(nodes[k]) * batch + b] = acc;
}

/// Gathers the roots' rows, one work item: out[r] = labels[root r].
template <class T>
DEEPLOG_HOST_DEVICE void gather_root_item(const node_id* roots, std::size_t i, std::size_t batch,
                                          const T* labels, T* out) {
  const std::size_t r = i / batch, b = i % batch;
  out[i] = labels[std::size_t(roots[r]) * batch + b];
}

/// Whether the backward pass of S needs the (layer edges, batch) scratch for wide nodes.
template <class S>
constexpr bool needs_suffix_scratch() {
  return (!laws_of<S>.plus_selective && d_plus_uses_rest<S>()) ||
         (!laws_of<S>.times_selective && d_times_uses_rest<S>());
}

}  // namespace deeplog::gpu::detail
