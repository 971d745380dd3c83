// The CUDA evaluator's kernels: templates on the structure S, thin grid-stride loops around the
// host-device bodies of layer_ops.hpp. Compile with nvcc only.
//
// A launch covers layers [first, last) of the layer table. With one block it may cover several
// small layers, ordered by __syncthreads between them (a fused run: one launch instead of one per
// layer, for launch-bound small circuits); with several blocks it covers exactly one layer, and
// kernel boundaries on the stream order the layers.
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
    forward_layers(S s, circuit_view c, const layer_range* layers, std::uint32_t first,
                   std::uint32_t last, std::size_t batch, const value_t<S>* inputs,
                   value_t<S>* labels) {
  for (std::uint32_t l = first; l < last; ++l) {
    const layer_range L = layers[l];
    const std::size_t work = std::size_t(L.end - L.begin) * batch;
    for (std::size_t i = global_thread(); i < work; i += grid_threads())
      forward_item(s, c, L, i, batch, inputs, labels);
    if (l + 1 < last) __syncthreads();  // fused runs are single-block launches
  }
}

// Layers [first, last) in reverse order: parents before children.
template <class S>
__global__ void __launch_bounds__(block_size)
    backward_layers(S s, circuit_view c, const layer_range* layers, std::uint32_t first,
                    std::uint32_t last, std::size_t batch, const value_t<S>* labels,
                    value_t<S>* adjoints, value_t<S>* input_adjoints, value_t<S>* scratch) {
  for (std::uint32_t l = last; l-- > first;) {
    const layer_range L = layers[l];
    const std::size_t work = std::size_t(L.end - L.begin) * batch;
    for (std::size_t i = global_thread(); i < work; i += grid_threads())
      backward_item(s, c, L, i, batch, labels, adjoints, input_adjoints, scratch);
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
