// The GPU executor of the shared passes (passes.hpp): kernel functors through one __global__
// trampoline, memsets, and segmented reductions through cub::DeviceSegmentedReduce, all enqueued
// on one stream (and so capturable into a CUDA graph). Compile with nvcc only.
#pragma once

#include <cuda_runtime.h>

#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/transform_iterator.h>
#include <cub/device/device_segmented_reduce.cuh>

#include <algorithm>
#include <cstddef>
#include <cstdint>

#include "deeplog/exec/gpu/detail/kernels.hpp"
#include "deeplog/exec/gpu/detail/segments.hpp"
#include "deeplog/exec/gpu/error.hpp"

namespace deeplog::gpu::detail {

/// Runs a kernels.hpp functor: its phases in order, a block barrier between two phases. The
/// phase count is a kernel argument, the same for every thread, so the barrier is uniform.
template <class K>
__global__ void __launch_bounds__(block_size) run_kernel(K k) {
  const thread_index t{blockIdx.x, threadIdx.x, gridDim.x, blockDim.x};
  const unsigned phases = k.phases();
  for (unsigned p = 0; p < phases; ++p) {
    if (p > 0) __syncthreads();
    k(p, t);
  }
}

class device_executor {
 public:
  /// temp: CUB's temporary storage (temp_bytes of it). With `sizing`, nothing is enqueued: the
  /// executor only records the temporary storage the reductions would need (required_temp()).
  device_executor(cudaStream_t stream, void* temp, std::size_t temp_bytes, bool sizing = false)
      : stream_(stream), temp_(temp), temp_bytes_(temp_bytes), sizing_(sizing) {}

  template <class K>
  void launch(std::size_t blocks, const K& k) {
    if (sizing_ || blocks == 0) return;
    run_kernel<K><<<static_cast<unsigned>(blocks), block_size, 0, stream_>>>(k);
    DEEPLOG_CUDA_CHECK(cudaGetLastError());
  }

  void zero(void* p, std::size_t bytes) {
    if (sizing_ || bytes == 0) return;
    DEEPLOG_CUDA_CHECK(cudaMemsetAsync(p, 0, bytes, stream_));
  }

  /// out[s] = the reducer's result of its merged lifted values value(begin(s)) .. value(end(s)
  /// - 1), in CUB's order; `identity` for an empty segment (segments.hpp: maybe<state>).
  template <class T, class R>
  void segmented_reduce(std::size_t segments, const gathered_segments<T>& g, T* out, R r,
                        T identity) {
    if (segments == 0) return;
    const thrust::counting_iterator<std::int64_t> zero(0);
    const auto in = thrust::make_transform_iterator(zero, segment_value<T, R>{g, r});
    const auto begin = thrust::make_transform_iterator(zero, segment_begin<T>{g});
    const auto end = thrust::make_transform_iterator(zero, segment_end<T>{g});
    const unwrap_iterator<T, R> result{out, identity, r};
    const maybe_op<R> mop{r};
    const maybe<typename R::state> none{typename R::state{}, false};
    std::size_t bytes = 0;
    DEEPLOG_CUDA_CHECK(cub::DeviceSegmentedReduce::Reduce(nullptr, bytes, in, result,
                                                          static_cast<std::int64_t>(segments),
                                                          begin, end, mop, none, stream_));
    required_ = std::max(required_, bytes);
    if (sizing_) return;
    if (bytes > temp_bytes_)  // the evaluator sizes temp by a sizing run: a bug if reached
      DEEPLOG_CUDA_CHECK(cudaErrorInvalidValue);
    DEEPLOG_CUDA_CHECK(cub::DeviceSegmentedReduce::Reduce(temp_, bytes, in, result,
                                                          static_cast<std::int64_t>(segments),
                                                          begin, end, mop, none, stream_));
  }

  std::size_t required_temp() const { return required_; }

 private:
  cudaStream_t stream_;
  void* temp_;
  std::size_t temp_bytes_;
  bool sizing_;
  std::size_t required_ = 0;
};

}  // namespace deeplog::gpu::detail
