// The host side of the CUDA evaluator's passes, written once: which kernels run in which order
// with which grid sizes, the memsets, the seeding of reverse mode, the reverse layer order, the
// segmented reductions, and forward mode's packing. It drives an executor:
//
//   ex.launch(blocks, kernel)                  // kernels.hpp functor, block_size threads a block
//   ex.zero(pointer, bytes)                    // memset
//   ex.segmented_reduce(segments, gathered_segments<T>, out, reducer, identity)
//
// cuda_evaluator's executor (device_executor.hpp) enqueues CUDA launches, cudaMemsetAsync and
// cub::DeviceSegmentedReduce on a stream; the test emulator's runs the same kernels thread by
// thread on the host. So the emulator tests this orchestration, not a copy of it.
// Host-only, no CUDA.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "deeplog/algebra/dual.hpp"
#include "deeplog/exec/gpu/detail/kernels.hpp"
#include "deeplog/exec/gpu/detail/launch_plan.hpp"
#include "deeplog/exec/gpu/detail/segments.hpp"

namespace deeplog::gpu::detail {

/// The circuit's arrays and the plan's index arrays, in the executor's memory (device pointers
/// for the GPU, host pointers for the emulator). Gather-mode arrays are null in atomic mode.
struct circuit_arrays {
  circuit_view c;
  const layer_range* layers = nullptr;  // the plan's table
  const node_id* roots = nullptr;
  const node_id* seed_nodes = nullptr;
  const std::uint32_t* seed_offsets = nullptr;
  const std::uint32_t* seed_sources = nullptr;
  parent_view parents{nullptr, nullptr};
  const std::uint32_t* input_offsets = nullptr;
  const node_id* input_nodes = nullptr;
};

/// Reverse mode's work buffers (executor memory): labels of the forward pass (nodes, batch);
/// adjoints (nodes, batch); scratch: atomic mode's suffix folds (plan.suffix_scratch) or gather
/// mode's edge weights (plan.weights); sums: gather mode's segmented parent sums (plan.sums).
template <class T>
struct backward_buffers {
  const T* labels;
  T* adjoints;
  T* scratch;
  T* sums;
};

template <class Exec>
class pass_runner {
 public:
  /// max_blocks bounds the grid of one-layer launches (grid-stride loops cover the rest).
  pass_runner(Exec& ex, const circuit_plan& plan, const circuit_arrays& a, std::size_t max_blocks)
      : ex_(ex), p_(plan), a_(a), max_blocks_(max_blocks) {}

  /// inputs (num_inputs, batch) -> labels (nodes, batch) and roots (num_roots, batch).
  template <class S>
  void forward(const S& s, const value_t<S>* inputs, value_t<S>* labels, value_t<S>* roots) {
    const std::size_t batch = p_.batch;
    for (const launch_group& g : p_.groups) {
      if (g.fused)
        ex_.launch(fused_blocks(), forward_fused_kernel<S>{s, a_.c, a_.layers, g.first, g.last,
                                                           batch, inputs, labels});
      else if (!(p_.forward_segmented[g.first] && reduce_layer(s, g.first, labels)))
        forward_layer(s, g.first, inputs, labels);
    }
    elementwise(p_.num_roots * batch, gather_roots<value_t<S>>{a_.roots, batch, labels, roots});
  }

  /// Reverse mode after forward (b.labels): root_adjoints (num_roots, batch) in, input_adjoints
  /// (num_inputs, batch) out (overwritten); every node's adjoint stays in b.adjoints.
  template <class S>
  void backward(const S& s, const backward_buffers<value_t<S>>& b, const value_t<S>* root_adjoints,
                value_t<S>* input_adjoints) {
    using T = value_t<S>;
    const std::size_t batch = p_.batch;
    const bool gather = p_.mode == backward_mode::gather;
    ex_.zero(b.adjoints, p_.nodes * batch * sizeof(T));
    if (!gather) ex_.zero(input_adjoints, p_.num_inputs * batch * sizeof(T));
    elementwise(p_.seed_nodes.size() * batch,
                seed_roots<T>{a_.seed_nodes, a_.seed_offsets, a_.seed_sources, batch, root_adjoints,
                              b.adjoints});
    for (auto g = p_.groups.rbegin(); g != p_.groups.rend(); ++g) {
      const layer_range& L = p_.table[g->first];
      if (!gather) {
        if (g->fused)
          ex_.launch(fused_blocks(),
                     backward_fused_kernel<S>{s, a_.c, a_.layers, g->first, g->last, batch,
                                              b.labels, b.adjoints, input_adjoints, b.scratch});
        else
          with_lanes(p_.backward_lanes[g->first], [&]<std::uint32_t Lanes>(lanes_t<Lanes>) {
            ex_.launch(blocks_for(p_.layer_nodes(g->first) * lane_slots(batch, Lanes)),
                       backward_layer_kernel<S, Lanes>{s, a_.c, L, batch, b.labels, b.adjoints,
                                                       input_adjoints, b.scratch});
          });
        continue;
      }
      if (g->fused) {
        ex_.launch(fused_blocks(), backward_gather_fused_kernel<S>{
                                       s, a_.c, a_.parents, a_.layers, g->first, g->last, batch,
                                       b.labels, b.adjoints, b.scratch});
        continue;
      }
      const T* sums = nullptr;
      if (p_.backward_segmented[g->first]) {
        // The parent edges' weights of every (node, sample), summed by a segmented reduction.
        ex_.segmented_reduce(
            p_.layer_nodes(g->first) * batch,
            gathered_segments<T>{b.scratch, a_.parents.edges, a_.parents.offsets, L.begin,
                                 p_.parent_offsets[L.begin],
                                 p_.parent_offsets[L.end] - p_.parent_offsets[L.begin], batch},
            b.sums, add_reducer<T>{}, T(0));
        sums = b.sums;
      }
      with_lanes(p_.backward_lanes[g->first], [&]<std::uint32_t Lanes>(lanes_t<Lanes>) {
        ex_.launch(blocks_for(p_.layer_nodes(g->first) * lane_slots(batch, Lanes)),
                   backward_gather_layer_kernel<S, Lanes>{s, a_.c, a_.parents, L, batch, b.labels,
                                                          b.adjoints, b.scratch, sums});
      });
    }
    if (gather)
      elementwise(p_.num_inputs * batch, gather_inputs<T>{a_.input_offsets, a_.input_nodes, batch,
                                                          b.adjoints, input_adjoints});
  }

  /// Forward mode: packs (inputs, input_tangents) into dual rows, runs forward in dual<S>
  /// (dual_labels: (nodes, batch)), and unpacks the roots' tangents (num_roots, batch).
  template <class S>
  void tangent(const S& s, const value_t<S>* inputs, const value_t<S>* input_tangents,
               value_t<dual<S>>* dual_inputs, value_t<dual<S>>* dual_labels,
               value_t<dual<S>>* dual_roots, value_t<S>* root_tangents) {
    using T = value_t<S>;
    const std::size_t batch = p_.batch;
    elementwise(p_.num_inputs * batch, pack_duals<T>{inputs, input_tangents, dual_inputs});
    forward(dual<S>{s}, dual_inputs, dual_labels, dual_roots);
    elementwise(p_.num_roots * batch, unpack_tangents<T>{dual_roots, root_tangents});
  }

  /// The grid of a fused run: one block per 32-sample slice of the batch.
  std::size_t fused_blocks() const { return (p_.batch + fused_slice - 1) / fused_slice; }
  /// The grid of `work` items in a grid-stride loop: enough blocks, at most max_blocks.
  std::size_t blocks_for(std::size_t work) const {
    const std::size_t wanted = (work + block_size - 1) / block_size;
    return std::max<std::size_t>(1, std::min<std::size_t>(wanted, max_blocks_));
  }

 private:
  template <class F>
  void elementwise(std::size_t n, const F& f) {
    if (n > 0) ex_.launch(blocks_for(n), elementwise_kernel<F>{n, f});
  }

  template <std::uint32_t Lanes>
  using lanes_t = std::integral_constant<std::uint32_t, Lanes>;

  // f(lanes_t<L>{}) for the resolved samples per thread L (1, 2 or 4): the layer kernels are
  // instantiated for each.
  template <class F>
  static void with_lanes(std::uint32_t lanes, const F& f) {
    switch (lanes) {
      case 4:
        f(lanes_t<4>{});
        break;
      case 2:
        f(lanes_t<2>{});
        break;
      default:
        f(lanes_t<1>{});
    }
  }

  // One layer over a full grid, p_.forward_lanes[l] samples of a node per thread.
  template <class S>
  void forward_layer(const S& s, std::uint32_t l, const value_t<S>* inputs, value_t<S>* labels) {
    with_lanes(p_.forward_lanes[l], [&]<std::uint32_t Lanes>(lanes_t<Lanes>) {
      ex_.launch(blocks_for(p_.layer_nodes(l) * lane_slots(p_.batch, Lanes)),
                 forward_layer_kernel<S, Lanes>{s, a_.c, p_.table[l], p_.batch, inputs, labels});
    });
  }

  // A segmented layer through a reduction; false (nothing done) where S's operation may not be
  // reduced out of order (the plan was made for the base structure: dual<S> may differ).
  template <class S>
  bool reduce_layer(const S& s, std::uint32_t l, value_t<S>* labels) {
    using T = value_t<S>;
    const layer_range& L = p_.table[l];
    const std::size_t batch = p_.batch;
    const std::uint32_t end_edge = edge_end(l);
    const gathered_segments<T> g{labels,       a_.c.children,           a_.c.offsets, L.begin,
                                 L.edge_begin, end_edge - L.edge_begin, batch};
    T* out = labels + std::size_t(L.begin) * batch;
    const std::size_t segments = p_.layer_nodes(l) * batch;
    if (p_.layer_kinds[l] == node_kind::plus) {
      if constexpr (segmentable<S, true>()) {
        ex_.segmented_reduce(segments, g, out, structure_reducer<S, true>{s}, s.zero());
        return true;
      }
    } else if constexpr (segmentable<S, false>()) {
      ex_.segmented_reduce(segments, g, out, structure_reducer<S, false>{s}, s.one());
      return true;
    }
    return false;
  }

  // The layer's last edge + 1: the next layer's first edge, or the circuit's edge count.
  std::uint32_t edge_end(std::uint32_t l) const {
    return l + 1 < p_.table.size() ? p_.table[l + 1].edge_begin
                                   : static_cast<std::uint32_t>(p_.edges);
  }

  Exec& ex_;
  const circuit_plan& p_;
  const circuit_arrays& a_;
  std::size_t max_blocks_;
};

}  // namespace deeplog::gpu::detail
