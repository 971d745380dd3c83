// launch_elementwise(n, f): one fused kernel that calls a device-callable functor f(i) for every
// sample index i in [0, n). The entry point for formulas written as expression templates: the
// language layer hands in a functor that evaluates the whole formula for sample i (reading its
// leaf labels, writing its result), so a formula over a batch is one launch and one pass over
// memory. Compile with nvcc only.
#pragma once

#include <cuda_runtime.h>

#include <algorithm>
#include <cstddef>
#include <type_traits>

#include "deeplog/exec/cuda/device.hpp"
#include "deeplog/exec/cuda/error.hpp"

namespace deeplog::cuda {

namespace detail {
template <class F>
__global__ void __launch_bounds__(256) elementwise_kernel(std::size_t n, F f) {
  const std::size_t stride = std::size_t(gridDim.x) * blockDim.x;
  for (std::size_t i = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x; i < n; i += stride) f(i);
}
}  // namespace detail

/// Enqueues f(0), ..., f(n - 1) on `stream` (in no particular order, concurrently). f is copied
/// to the device by value: it holds device pointers and small state, like a kernel argument.
/// Grid-stride: at most `max_blocks` blocks (0: enough to fill the device eight times over).
template <class F>
void launch_elementwise(std::size_t n, F f, cudaStream_t stream = nullptr, int max_blocks = 0) {
  static_assert(std::is_copy_constructible_v<F>, "the functor is passed by value to the kernel");
  if (n == 0) return;
  constexpr int block = 256;
  if (max_blocks <= 0) max_blocks = 8 * multiprocessor_count();
  const std::size_t wanted = (n + block - 1) / block;
  const int blocks = static_cast<int>(std::min<std::size_t>(wanted, std::size_t(max_blocks)));
  detail::elementwise_kernel<<<blocks, block, 0, stream>>>(n, f);
  DEEPLOG_CUDA_CHECK(cudaGetLastError());
}

}  // namespace deeplog::cuda
