// device_buffer<T>: a typed, move-only owner of device memory (cudaMalloc / cudaFree), with
// copies to and from host spans. Host-only code: includable from .cpp files.
#pragma once

#include <cuda_runtime_api.h>

#include <cstddef>
#include <span>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>

#include "deeplog/base/error.hpp"
#include "deeplog/exec/gpu/error.hpp"

namespace deeplog::gpu {

template <class T>
class device_buffer {
  static_assert(std::is_trivially_copyable_v<T>, "device buffers hold trivially copyable labels");

 public:
  device_buffer() = default;
  explicit device_buffer(std::size_t n) { allocate(n); }
  /// A buffer holding a copy of `host` (synchronous).
  explicit device_buffer(std::span<const T> host) {
    allocate(host.size());
    copy_from(host);
  }
  device_buffer(device_buffer&& o) noexcept
      : p_(std::exchange(o.p_, nullptr)), n_(std::exchange(o.n_, 0)) {}
  device_buffer& operator=(device_buffer&& o) noexcept {
    if (this != &o) {
      release();
      p_ = std::exchange(o.p_, nullptr);
      n_ = std::exchange(o.n_, 0);
    }
    return *this;
  }
  device_buffer(const device_buffer&) = delete;
  device_buffer& operator=(const device_buffer&) = delete;
  ~device_buffer() { release(); }

  T* data() noexcept { return p_; }
  const T* data() const noexcept { return p_; }
  std::size_t size() const noexcept { return n_; }
  bool empty() const noexcept { return n_ == 0; }

  /// Grows (never shrinks) to at least n elements; the contents are not kept.
  void reserve(std::size_t n) {
    if (n <= n_) return;
    release();
    allocate(n);
  }

  /// Host to device, ordered on `s` (synchronous for pageable host memory).
  void copy_from(std::span<const T> host, cudaStream_t s = nullptr) {
    require(host.size());
    if (host.empty()) return;
    DEEPLOG_CUDA_CHECK(
        cudaMemcpyAsync(p_, host.data(), host.size_bytes(), cudaMemcpyHostToDevice, s));
    if (!s) DEEPLOG_CUDA_CHECK(cudaStreamSynchronize(s));
  }
  /// Device to host, ordered on `s`; the caller synchronizes `s` before reading `host`.
  void copy_to(std::span<T> host, cudaStream_t s = nullptr) const {
    require(host.size());
    if (host.empty()) return;
    DEEPLOG_CUDA_CHECK(
        cudaMemcpyAsync(host.data(), p_, host.size_bytes(), cudaMemcpyDeviceToHost, s));
    if (!s) DEEPLOG_CUDA_CHECK(cudaStreamSynchronize(s));
  }

 private:
  void allocate(std::size_t n) {
    if (n == 0) return;
    void* p = nullptr;
    DEEPLOG_CUDA_CHECK(cudaMalloc(&p, n * sizeof(T)));
    p_ = static_cast<T*>(p);
    n_ = n;
  }
  void release() noexcept {
    if (p_) (void)cudaFree(p_);
    p_ = nullptr;
    n_ = 0;
  }
  void require(std::size_t n) const {
    if (n > n_)
      throw argument_error("device_buffer: copy of " + std::to_string(n) +
                           " elements into a buffer of " + std::to_string(n_));
  }

  T* p_ = nullptr;
  std::size_t n_ = 0;
};

}  // namespace deeplog::gpu
