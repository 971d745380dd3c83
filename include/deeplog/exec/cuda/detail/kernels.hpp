// The CUDA evaluator's kernels: templates on the structure S, thin loops around the host-device
// bodies of layer_ops.hpp. Compile with nvcc only.
//
// Two shapes of launch (launch_plan.hpp):
// - one layer over a full grid, work items i -> (node, sample) in a grid-stride loop; kernel
//   boundaries on the stream order the layers;
// - a fused run of small layers [first, last): block k takes samples [32k, 32k + 32) and walks
//   the layers in order with __syncthreads() between them. Samples are independent, so no
//   ordering between blocks is needed: one launch replaces one per layer.
#pragma once

#include <cstddef>
#include <cstdint>

#include "deeplog/exec/cuda/detail/layer_ops.hpp"

namespace deeplog::cuda::detail {

inline constexpr int block_size = 256;

DEEPLOG_DEVICE std::size_t global_thread() {
  return std::size_t(blockIdx.x) * blockDim.x + threadIdx.x;
}
DEEPLOG_DEVICE std::size_t grid_threads() { return std::size_t(gridDim.x) * blockDim.x; }

template <class S>
__global__ void __launch_bounds__(block_size)
    forward_layer(S s, circuit_view c, layer_range L, std::size_t batch, const value_t<S>* inputs,
                  value_t<S>* labels) {
  const std::size_t work = std::size_t(L.end - L.begin) * batch;
  for (std::size_t i = global_thread(); i < work; i += grid_threads())
    forward_item(s, c, L, i, batch, inputs, labels);
}

template <class S>
__global__ void __launch_bounds__(block_size)
    forward_layers_fused(S s, circuit_view c, const layer_range* layers, std::uint32_t first,
                         std::uint32_t last, std::size_t batch, const value_t<S>* inputs,
                         value_t<S>* labels) {
  const std::size_t b0 = std::size_t(blockIdx.x) * fused_slice;
  const std::uint32_t width = slice_width(blockIdx.x, batch);
  for (std::uint32_t l = first; l < last; ++l) {
    const layer_range L = layers[l];
    const std::size_t items = std::size_t(L.end - L.begin) * width;
    for (std::size_t j = threadIdx.x; j < items; j += blockDim.x) {
      const work_item w = decompose_slice(L, j, b0, width);
      forward_node(s, c, w.node, w.sample, batch, inputs, labels);
    }
    if (l + 1 < last) __syncthreads();  // uniform: every thread runs the same layer loop
  }
}

template <class S>
__global__ void __launch_bounds__(block_size)
    backward_layer(S s, circuit_view c, layer_range L, std::size_t batch, const value_t<S>* labels,
                   value_t<S>* adjoints, value_t<S>* input_adjoints, value_t<S>* scratch) {
  const std::size_t work = std::size_t(L.end - L.begin) * batch;
  for (std::size_t i = global_thread(); i < work; i += grid_threads())
    backward_item(s, c, L, i, batch, labels, adjoints, input_adjoints, scratch);
}

// Layers [first, last) in reverse order: parents before children.
template <class S>
__global__ void __launch_bounds__(block_size)
    backward_layers_fused(S s, circuit_view c, const layer_range* layers, std::uint32_t first,
                          std::uint32_t last, std::size_t batch, const value_t<S>* labels,
                          value_t<S>* adjoints, value_t<S>* input_adjoints, value_t<S>* scratch) {
  const std::size_t b0 = std::size_t(blockIdx.x) * fused_slice;
  const std::uint32_t width = slice_width(blockIdx.x, batch);
  for (std::uint32_t l = last; l-- > first;) {
    const layer_range L = layers[l];
    const std::size_t items = std::size_t(L.end - L.begin) * width;
    for (std::size_t j = threadIdx.x; j < items; j += blockDim.x) {
      const work_item w = decompose_slice(L, j, b0, width);
      backward_node(s, c, w.node, w.sample, L.edge_begin, batch, labels, adjoints, input_adjoints,
                    scratch);
    }
    if (l > first) __syncthreads();
  }
}

template <class T>
__global__ void __launch_bounds__(block_size)
    seed_roots(const node_id* roots, std::size_t num_roots, std::size_t batch,
               const T* root_adjoints, T* adjoints) {
  for (std::size_t i = global_thread(); i < num_roots * batch; i += grid_threads())
    seed_item(roots, i, batch, root_adjoints, adjoints);
}

template <class T>
__global__ void __launch_bounds__(block_size)
    gather_roots(const node_id* roots, std::size_t num_roots, std::size_t batch, const T* labels,
                 T* out) {
  for (std::size_t i = global_thread(); i < num_roots * batch; i += grid_threads())
    gather_root_item(roots, i, batch, labels, out);
}

}  // namespace deeplog::cuda::detail
