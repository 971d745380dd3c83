// The CUDA evaluator's kernels as host-device functors: what one thread of a grid does, given
// its place in the grid. The device runs them through one __global__ trampoline
// (device_executor.hpp); the host emulator (tests/cuda/emulator.hpp) runs the very same functors
// thread by thread. No CUDA runtime here: this header compiles with any C++20 compiler.
//
// A kernel is a functor with `phases()` and `operator()(phase, thread)`: the trampoline runs the
// phases in order with a block barrier (__syncthreads) between them, and the emulator runs each
// phase for every thread of a block before the next phase, which is what the barrier guarantees.
// Two shapes (launch_plan.hpp):
// - one layer over a full grid, work items i -> (node, sample) in a grid-stride loop; kernel
//   boundaries on the stream order the layers (one phase);
// - a fused run of small layers [first, last): block k takes samples [32k, 32k + 32) and walks
//   the layers in order, one phase per layer. Samples are independent, so no ordering between
//   blocks is needed: one launch replaces one per layer.
#pragma once

#include <cstddef>
#include <cstdint>

#include "deeplog/algebra/dual.hpp"
#include "deeplog/exec/gpu/detail/layer_ops.hpp"

namespace deeplog::gpu::detail {

inline constexpr unsigned block_size = 256;

/// A thread's place in its grid (blockIdx.x, threadIdx.x, gridDim.x, blockDim.x).
struct thread_index {
  std::size_t block, thread, blocks, threads;
  DEEPLOG_HOST_DEVICE std::size_t global() const { return block * threads + thread; }
  DEEPLOG_HOST_DEVICE std::size_t grid() const { return blocks * threads; }
};

// ---- forward ------------------------------------------------------------------------------

/// One layer over a full grid, Lanes samples of a node per work item (forward_item).
template <class S, std::uint32_t Lanes>
struct forward_layer_kernel {
  S s;
  circuit_view c;
  layer_range L;
  std::size_t batch;
  const value_t<S>* inputs;
  value_t<S>* labels;

  DEEPLOG_HOST_DEVICE unsigned phases() const { return 1; }
  DEEPLOG_HOST_DEVICE void operator()(unsigned, const thread_index& t) const {
    const std::size_t slots = lane_slots(batch, Lanes);
    const std::size_t work = std::size_t(L.end - L.begin) * slots;
    for (std::size_t i = t.global(); i < work; i += t.grid())
      forward_item<Lanes>(s, c, L, i, slots, batch, inputs, labels);
  }
};

/// The work items of block t.block's slice of one layer in a fused launch, thread by thread.
template <class F>
DEEPLOG_HOST_DEVICE void for_slice_items(const layer_range& L, const thread_index& t,
                                         std::size_t batch, F&& f) {
  const std::size_t b0 = t.block * fused_slice;
  const std::uint32_t width = slice_width(t.block, batch);
  const std::size_t items = std::size_t(L.end - L.begin) * width;
  for (std::size_t j = t.thread; j < items; j += t.threads) f(decompose_slice(L, j, b0, width));
}

template <class S>
struct forward_fused_kernel {
  S s;
  circuit_view c;
  const layer_range* layers;
  std::uint32_t first, last;
  std::size_t batch;
  const value_t<S>* inputs;
  value_t<S>* labels;

  DEEPLOG_HOST_DEVICE unsigned phases() const { return last - first; }
  DEEPLOG_HOST_DEVICE void operator()(unsigned phase, const thread_index& t) const {
    for_slice_items(layers[first + phase], t, batch, [&](const work_item& w) {
      forward_node<1>(s, c, w.node, w.sample, 1, batch, inputs, labels);
    });
  }
};

// ---- backward, atomic mode ----------------------------------------------------------------

/// One layer over a full grid, Lanes samples of a node per work item (backward_item).
template <class S, std::uint32_t Lanes>
struct backward_layer_kernel {
  S s;
  circuit_view c;
  layer_range L;
  std::size_t batch;
  const value_t<S>* labels;
  value_t<S>* adjoints;
  value_t<S>* input_adjoints;
  value_t<S>* scratch;

  DEEPLOG_HOST_DEVICE unsigned phases() const { return 1; }
  DEEPLOG_HOST_DEVICE void operator()(unsigned, const thread_index& t) const {
    const std::size_t slots = lane_slots(batch, Lanes);
    const std::size_t work = std::size_t(L.end - L.begin) * slots;
    for (std::size_t i = t.global(); i < work; i += t.grid())
      backward_item<Lanes>(s, c, L, i, slots, batch, labels, adjoints, input_adjoints, scratch);
  }
};

// Layers [first, last) in reverse order: parents before children.
template <class S>
struct backward_fused_kernel {
  S s;
  circuit_view c;
  const layer_range* layers;
  std::uint32_t first, last;
  std::size_t batch;
  const value_t<S>* labels;
  value_t<S>* adjoints;
  value_t<S>* input_adjoints;
  value_t<S>* scratch;

  DEEPLOG_HOST_DEVICE unsigned phases() const { return last - first; }
  DEEPLOG_HOST_DEVICE void operator()(unsigned phase, const thread_index& t) const {
    const layer_range L = layers[last - 1 - phase];
    for_slice_items(L, t, batch, [&](const work_item& w) {
      backward_node<1>(s, c, w.node, w.sample, 1, L.edge_begin, batch, labels, adjoints,
                       input_adjoints, scratch);
    });
  }
};

// ---- backward, gather mode ----------------------------------------------------------------

/// One layer over a full grid, Lanes samples of a node per work item (backward_gather_item).
template <class S, std::uint32_t Lanes>
struct backward_gather_layer_kernel {
  S s;
  circuit_view c;
  parent_view p;
  layer_range L;
  std::size_t batch;
  const value_t<S>* labels;
  value_t<S>* adjoints;
  value_t<S>* weights;
  const value_t<S>* sums;  // null: each thread sums its node's parent edges itself

  DEEPLOG_HOST_DEVICE unsigned phases() const { return 1; }
  DEEPLOG_HOST_DEVICE void operator()(unsigned, const thread_index& t) const {
    const std::size_t slots = lane_slots(batch, Lanes);
    const std::size_t work = std::size_t(L.end - L.begin) * slots;
    for (std::size_t i = t.global(); i < work; i += t.grid())
      backward_gather_item<Lanes>(s, c, p, L, i, slots, batch, labels, adjoints, weights, sums);
  }
};

template <class S>
struct backward_gather_fused_kernel {
  S s;
  circuit_view c;
  parent_view p;
  const layer_range* layers;
  std::uint32_t first, last;
  std::size_t batch;
  const value_t<S>* labels;
  value_t<S>* adjoints;
  value_t<S>* weights;

  DEEPLOG_HOST_DEVICE unsigned phases() const { return last - first; }
  DEEPLOG_HOST_DEVICE void operator()(unsigned phase, const thread_index& t) const {
    const layer_range L = layers[last - 1 - phase];
    for_slice_items(L, t, batch, [&](const work_item& w) {
      backward_gather_node<1>(s, c, p, w.node, w.sample, 1, batch, labels, adjoints, weights,
                              static_cast<const value_t<S>*>(nullptr), L.begin);
    });
  }
};

// ---- elementwise ----------------------------------------------------------------------------

/// f(i) for every i in [0, n), grid-stride.
template <class F>
struct elementwise_kernel {
  std::size_t n;
  F f;

  DEEPLOG_HOST_DEVICE unsigned phases() const { return 1; }
  DEEPLOG_HOST_DEVICE void operator()(unsigned, const thread_index& t) const {
    for (std::size_t i = t.global(); i < n; i += t.grid()) f(i);
  }
};

template <class T>
struct seed_roots {
  const node_id* nodes;
  const std::uint32_t* offsets;
  const std::uint32_t* sources;
  std::size_t batch;
  const T* root_adjoints;
  T* adjoints;
  DEEPLOG_HOST_DEVICE void operator()(std::size_t i) const {
    seed_item(nodes, offsets, sources, i, batch, root_adjoints, adjoints);
  }
};

template <class T>
struct gather_roots {
  const node_id* roots;
  std::size_t batch;
  const T* labels;
  T* out;
  DEEPLOG_HOST_DEVICE void operator()(std::size_t i) const {
    gather_root_item(roots, i, batch, labels, out);
  }
};

template <class T>
struct gather_inputs {
  const std::uint32_t* offsets;
  const node_id* nodes;
  std::size_t batch;
  const T* adjoints;
  T* input_adjoints;
  DEEPLOG_HOST_DEVICE void operator()(std::size_t i) const {
    input_gather_item(offsets, nodes, i, batch, adjoints, input_adjoints);
  }
};

// (value, tangent) rows -> dual rows, and dual rows -> their tangents.
template <class T>
struct pack_duals {
  const T* values;
  const T* tangents;
  dual_number<T>* out;
  DEEPLOG_HOST_DEVICE void operator()(std::size_t i) const { out[i] = {values[i], tangents[i]}; }
};
template <class T>
struct unpack_tangents {
  const dual_number<T>* in;
  T* out;
  DEEPLOG_HOST_DEVICE void operator()(std::size_t i) const { out[i] = in[i].tangent; }
};

}  // namespace deeplog::gpu::detail
