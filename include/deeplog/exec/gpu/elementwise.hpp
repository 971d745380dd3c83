// launch_elementwise(n, f): one fused kernel that calls a device-callable functor f(i) for every
// index i in [0, n). The building block of one-kernel formulas: gpu::evaluate (expr.hpp) hands
// in a functor that evaluates a whole expression template for sample i (reading its leaf labels,
// writing its result), so a formula over a batch is one launch and one pass over memory. The
// evaluator's packing kernels use it too. Compile with nvcc only.
#pragma once

#include <cuda_runtime.h>

#include <algorithm>
#include <cstddef>
#include <type_traits>

#include "deeplog/exec/gpu/detail/device_executor.hpp"
#include "deeplog/exec/gpu/detail/kernels.hpp"
#include "deeplog/exec/gpu/device.hpp"
#include "deeplog/exec/gpu/error.hpp"

namespace deeplog::gpu {

/// Enqueues f(0), ..., f(n - 1) on `stream` (in no particular order, concurrently). f is copied
/// to the device by value: it holds device pointers and small state, like a kernel argument.
/// Grid-stride: at most `max_blocks` blocks (0: enough to fill the device eight times over).
template <class F>
void launch_elementwise(std::size_t n, F f, cudaStream_t stream = nullptr, int max_blocks = 0) {
  static_assert(std::is_copy_constructible_v<F>, "the functor is passed by value to the kernel");
  if (n == 0) return;
  constexpr std::size_t block = detail::block_size;
  if (max_blocks <= 0) max_blocks = 8 * multiprocessor_count();
  const std::size_t blocks =
      std::min<std::size_t>((n + block - 1) / block, std::size_t(max_blocks));
  detail::device_executor(stream, nullptr, 0).launch(blocks, detail::elementwise_kernel<F>{n, f});
}

}  // namespace deeplog::gpu
