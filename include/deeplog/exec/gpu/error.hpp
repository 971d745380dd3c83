// Typed errors for the CUDA backend: every runtime call goes through DEEPLOG_CUDA_CHECK, which
// throws deeplog::cuda_error naming the call, the file and line, and the runtime's own message.
// Host-only code: includable from .cpp files (needs the CUDA include path, not nvcc).
#pragma once

#include <cuda_runtime_api.h>

#include <stdexcept>
#include <string>

#include "deeplog/base/error.hpp"

namespace deeplog {

/// A failed CUDA runtime call (or kernel launch): which call, where, and the runtime's verdict.
class cuda_error : public deeplog::error {
 public:
  cuda_error(cudaError_t code, const char* call, const char* file, int line)
      : deeplog::error(describe(code, call, file, line)),
        code_(code),
        call_(call),
        file_(file),
        line_(line) {}

  cudaError_t code() const noexcept { return code_; }
  const char* call() const noexcept { return call_; }
  const char* file() const noexcept { return file_; }
  int line() const noexcept { return line_; }

 private:
  static std::string describe(cudaError_t code, const char* call, const char* file, int line) {
    return std::string(file) + ":" + std::to_string(line) + ": " + call +
           " failed: " + cudaGetErrorName(code) + " (" + cudaGetErrorString(code) + ")";
  }

  cudaError_t code_;
  const char* call_;  // string literals from the macro: static storage
  const char* file_;
  int line_;
};

namespace gpu::detail {
inline void check(cudaError_t code, const char* call, const char* file, int line) {
  if (code == cudaSuccess) return;
  // Clear the (non-sticky) error so that the next, unrelated call does not report it again.
  (void)cudaGetLastError();
  throw cuda_error(code, call, file, line);
}
}  // namespace gpu::detail

}  // namespace deeplog

/// Throws deeplog::cuda_error when `expr` (a cudaError_t) is not cudaSuccess.
#define DEEPLOG_CUDA_CHECK(expr) ::deeplog::gpu::detail::check((expr), #expr, __FILE__, __LINE__)
