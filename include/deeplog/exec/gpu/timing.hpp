// Measuring the CUDA evaluator: an event timer, the device-to-device copy bandwidth to compare
// against, and the byte model that turns a pass's time into achieved GB/s. Shared by
// `deeplog eval --backend cuda --time` and bench/cuda. Host-only code: includable from .cpp files.
//
// Byte model (docs/cuda.md, "Targets"): a pass reads one label per edge and sample and writes one
// label per node and sample -- (edges + nodes) x batch x sizeof(label) bytes for forward, twice
// that for forward+backward. It is a floor on the traffic (backward also reads labels and
// adjoints), so the achieved bandwidth it gives, and its fraction of the copy bandwidth, are
// conservative.
#pragma once

#include <cuda_runtime_api.h>

#include <algorithm>
#include <cstddef>
#include <string>

#include "deeplog/circuit/circuit.hpp"
#include "deeplog/exec/gpu/device_buffer.hpp"
#include "deeplog/exec/gpu/error.hpp"

namespace deeplog::gpu {

/// Bytes one forward pass moves by the byte model; forward+backward moves twice as many.
inline double forward_bytes(const circuit& c, std::size_t batch, std::size_t label_bytes) {
  return (double(c.num_edges()) + double(c.size())) * double(batch) * double(label_bytes);
}

/// Two events on a stream: elapsed milliseconds between start() and stop().
class event_timer {
 public:
  event_timer() {
    DEEPLOG_CUDA_CHECK(cudaEventCreate(&start_));
    const cudaError_t e = cudaEventCreate(&stop_);
    if (e != cudaSuccess) (void)cudaEventDestroy(start_);
    DEEPLOG_CUDA_CHECK(e);
  }
  event_timer(const event_timer&) = delete;
  event_timer& operator=(const event_timer&) = delete;
  ~event_timer() {
    (void)cudaEventDestroy(start_);
    (void)cudaEventDestroy(stop_);
  }
  void start(cudaStream_t s) { DEEPLOG_CUDA_CHECK(cudaEventRecord(start_, s)); }
  /// Records the stop event, waits for it, and returns the elapsed time in seconds.
  double stop(cudaStream_t s) {
    DEEPLOG_CUDA_CHECK(cudaEventRecord(stop_, s));
    DEEPLOG_CUDA_CHECK(cudaEventSynchronize(stop_));
    float ms = 0;
    DEEPLOG_CUDA_CHECK(cudaEventElapsedTime(&ms, start_, stop_));
    return double(ms) * 1e-3;
  }

 private:
  cudaEvent_t start_ = nullptr, stop_ = nullptr;
};

/// Best of `repeats` device-to-device cudaMemcpyAsync of `bytes` (at most a quarter of the free
/// memory), in bytes read + written per second.
inline double copy_bandwidth(std::size_t bytes = std::size_t(1) << 30, int repeats = 10,
                             cudaStream_t s = nullptr) {
  std::size_t free = 0, total = 0;
  DEEPLOG_CUDA_CHECK(cudaMemGetInfo(&free, &total));
  bytes = std::max<std::size_t>(std::min(bytes, free / 4), std::size_t(1) << 20);
  device_buffer<char> a(bytes), b(bytes);
  DEEPLOG_CUDA_CHECK(cudaMemsetAsync(a.data(), 1, bytes, s));
  event_timer t;
  double best = 1e30;
  for (int r = 0; r < repeats; ++r) {
    t.start(s);
    DEEPLOG_CUDA_CHECK(cudaMemcpyAsync(b.data(), a.data(), bytes, cudaMemcpyDeviceToDevice, s));
    best = std::min(best, t.stop(s));
  }
  return 2.0 * double(bytes) / best;
}

/// The current device's name.
inline std::string device_name() {
  int dev = 0;
  DEEPLOG_CUDA_CHECK(cudaGetDevice(&dev));
  cudaDeviceProp p{};
  DEEPLOG_CUDA_CHECK(cudaGetDeviceProperties(&p, dev));
  return p.name;
}

}  // namespace deeplog::gpu
