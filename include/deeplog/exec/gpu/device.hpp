// Device discovery and RAII owners of the CUDA runtime's handles: a stream per evaluator, and a
// captured graph (the launch sequence of one pass, replayed with one call). Move-only.
// Host-only code: includable from .cpp files.
#pragma once

#include <cuda_runtime_api.h>

#include <utility>

#include "deeplog/exec/gpu/error.hpp"

namespace deeplog::gpu {

/// The number of usable CUDA devices; 0 when the runtime finds no device or no driver (a CUDA
/// runtime without a driver returns an error code here: it is read, never thrown or crashed on).
inline int device_count() noexcept {
  int n = 0;
  const cudaError_t e = cudaGetDeviceCount(&n);
  if (e != cudaSuccess) {
    (void)cudaGetLastError();
    return 0;
  }
  return n;
}

inline bool device_available() noexcept { return device_count() > 0; }

/// The number of streaming multiprocessors of the current device (sizes grid-stride launches).
inline int multiprocessor_count() {
  int dev = 0, sms = 0;
  DEEPLOG_CUDA_CHECK(cudaGetDevice(&dev));
  DEEPLOG_CUDA_CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev));
  return sms;
}

/// An owned, non-blocking stream.
class stream {
 public:
  stream() { DEEPLOG_CUDA_CHECK(cudaStreamCreateWithFlags(&s_, cudaStreamNonBlocking)); }
  stream(stream&& o) noexcept : s_(std::exchange(o.s_, nullptr)) {}
  stream& operator=(stream&& o) noexcept {
    if (this != &o) {
      reset();
      s_ = std::exchange(o.s_, nullptr);
    }
    return *this;
  }
  stream(const stream&) = delete;
  stream& operator=(const stream&) = delete;
  ~stream() { reset(); }

  cudaStream_t get() const noexcept { return s_; }
  void synchronize() const { DEEPLOG_CUDA_CHECK(cudaStreamSynchronize(s_)); }

 private:
  void reset() noexcept {
    if (s_) (void)cudaStreamDestroy(s_);
    s_ = nullptr;
  }
  cudaStream_t s_ = nullptr;
};

/// An instantiated graph of one pass's launches, keyed by the buffers the launches read and
/// write (kernel arguments are baked into a graph: other buffers need a new capture).
class captured_graph {
 public:
  captured_graph() = default;
  captured_graph(captured_graph&& o) noexcept
      : exec_(std::exchange(o.exec_, nullptr)), key_(o.key_) {}
  captured_graph& operator=(captured_graph&& o) noexcept {
    if (this != &o) {
      reset();
      exec_ = std::exchange(o.exec_, nullptr);
      key_ = o.key_;
    }
    return *this;
  }
  captured_graph(const captured_graph&) = delete;
  captured_graph& operator=(const captured_graph&) = delete;
  ~captured_graph() { reset(); }

  struct key_type {
    const void* a = nullptr;
    const void* b = nullptr;
    const void* c = nullptr;
    bool operator==(const key_type&) const = default;
  };

  /// Runs `enqueue(stream)` through the graph: captured on first use or when `key` changed,
  /// then replayed with a single cudaGraphLaunch.
  template <class Enqueue>
  void run(cudaStream_t s, key_type key, Enqueue&& enqueue) {
    if (!exec_ || !(key == key_)) {
      reset();
      capture(s, enqueue);
      key_ = key;
    }
    DEEPLOG_CUDA_CHECK(cudaGraphLaunch(exec_, s));
  }

  void reset() noexcept {
    if (exec_) (void)cudaGraphExecDestroy(exec_);
    exec_ = nullptr;
  }

 private:
  template <class Enqueue>
  void capture(cudaStream_t s, Enqueue& enqueue) {
    DEEPLOG_CUDA_CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeThreadLocal));
    try {
      enqueue(s);
    } catch (...) {
      // Leave the stream out of capture mode before reporting the launch error.
      cudaGraph_t broken = nullptr;
      (void)cudaStreamEndCapture(s, &broken);
      if (broken) (void)cudaGraphDestroy(broken);
      throw;
    }
    cudaGraph_t g = nullptr;
    DEEPLOG_CUDA_CHECK(cudaStreamEndCapture(s, &g));
    const cudaError_t e = cudaGraphInstantiate(&exec_, g, 0);
    (void)cudaGraphDestroy(g);
    DEEPLOG_CUDA_CHECK(e);
  }

  cudaGraphExec_t exec_ = nullptr;
  key_type key_{};
};

}  // namespace deeplog::gpu
