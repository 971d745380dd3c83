// The nn layer's hot loops on raw row-major arrays: dense GEMM (linear), convolution with
// stride 1 and no padding as an implicit GEMM (no im2col buffer: forward, weight gradient, data
// gradient) and 2x2 max pooling. The argument structures and the entry points are here; the
// bodies (detail/kernels.inl) are compiled once per instruction set (simd.hpp): AVX2/FMA and
// baseline, chosen at run time, in a baseline x86-64 build; the compile-time target otherwise.
// float and double take the same code (the tests check the double copies against finite
// differences and direct loops; the float copies differ only in the lane count).
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "deeplog/nn/simd.hpp"

#if defined(_OPENMP)
#include <omp.h>
#endif

namespace deeplog::nn::kernels {

using index = std::ptrdiff_t;

/// Below this many multiply-adds a kernel call stays on one thread.
inline constexpr double parallel_work = double(1 << 20);

/// How many threads to split `n` independent parts carrying `work` multiply-adds over:
/// `wanted` (the caller passes Eigen::nbThreads()) when built with OpenMP and the work is
/// large enough, else 1.
inline int threads_for(int wanted, index n, double work) {
#if defined(_OPENMP)
  if (wanted <= 1 || work < parallel_work) return 1;
  return int(std::min<index>(wanted, std::max<index>(n, 1)));
#else
  (void)wanted, (void)n, (void)work;
  return 1;
#endif
}

/// f(t, lo, hi) for t < threads on contiguous ranges covering [0, n), on `threads` OpenMP
/// threads; range boundaries are multiples of `grain` (but the last).
template <class F>
void parallel_ranges(int threads, index n, index grain, F&& f) {
  const auto bound = [&](int t) {
    return t == threads ? n : std::min(n, (n * t / threads + grain - 1) / grain * grain);
  };
#if defined(_OPENMP)
  if (threads > 1) {
#pragma omp parallel for schedule(static) num_threads(threads)
    for (int t = 0; t < threads; ++t) f(t, bound(t), bound(t + 1));
    return;
  }
#endif
  (void)bound;
  f(0, index(0), n);
}

/// Rows of a matrix with leading dimension ld, as an offset table.
struct strided {
  index ld;
  DEEPLOG_NN_INLINE index operator[](index k) const { return k * ld; }
};

// ---------------------------------------------------------------------------------------------
// Dense GEMM: C (M x N) = A (M x K) B (K x N) [+ bias (N) on every row], or C += A B.
// A(m, k) = a[m * a_m + k * a_k] (either layout), B(k, j) = b[k * ldb + j], C(m, j) =
// c[m * ldc + j].

template <class T>
struct gemm_args {
  index M, N, K;
  const T* a;
  index a_m, a_k;
  const T* b;
  index ldb;
  T* c;
  index ldc;
  const T* bias;    // nullptr: none
  bool accumulate;  // C += A B
  std::vector<T>* scratch;
};

// ---------------------------------------------------------------------------------------------
// Convolution, stride 1, no padding, on channel-major image rows (tensor.hpp). For tap
// t = (c, ki, kj) of the kernel, off[t] = (c * H + ki) * W + kj: the output (oy, ox) reads input
// oy * W + ox + off[t], so a span of L outputs along a row reads L consecutive inputs.

/// The image geometry of a stride-1, unpadded convolution: per image, Ho rows of Wo outputs,
/// cut into spans of L outputs (the last span of a row may be shorter).
struct conv_geometry {
  index W;       // input width
  index Ho, Wo;  // output height and width
  index O, T;    // output channels, taps (C * k * k)
  const index* off;
};

namespace detail {
struct span {
  index in, out;  // offsets of the span's first output: input row position, output position
  int n;          // lanes
};
/// The spans of one image, row by row: Ho * ceil(Wo / L) of them.
template <int L>
inline void spans_of(const conv_geometry& g, std::vector<span>& s) {
  s.clear();
  for (index oy = 0; oy < g.Ho; ++oy)
    for (index x0 = 0; x0 < g.Wo; x0 += L)
      s.push_back({oy * g.W + x0, oy * g.Wo + x0, int(std::min<index>(L, g.Wo - x0))});
}
}  // namespace detail

template <class T>
struct conv_forward_args {
  conv_geometry g;
  index batch;
  const T* x;
  index ldx;
  T* y;
  index ldy;
  const T* w;     // (O, taps) row-major
  const T* bias;  // (O)
  std::vector<T>* scratch;
};

template <class T>
struct conv_backward_data_args {
  conv_geometry g;
  index batch;
  const T* dy;
  index lddy;
  T* dx;  // added to
  index lddx;
  const T* w;
  const index* order;  // the taps, those with equal kj together (see below)
  std::vector<T>* scratch;
};

template <class T>
struct conv_backward_weight_args {
  conv_geometry g;
  index batch;
  const T* dy;
  index lddy;
  const T* x;
  index ldx;
  T* dw;  // (O, taps), added to
  std::vector<T>* scratch;
};

// ---------------------------------------------------------------------------------------------
// 2x2 max pooling, stride 2, on channel-major image rows: branch-free loops the compiler
// vectorises (stride-2 loads, blends). arg (when not null) gets the input index of each
// window's first maximum in the order (0,0) (0,1) (1,0) (1,1).

template <class T>
struct max_pool2_args {
  index batch;
  const T* x;
  index ldx;
  T* y;
  index ldy;
  std::uint32_t* arg;  // (batch, C * Ho * Wo) or nullptr
  index C, H, W, Ho, Wo;
};

// ---------------------------------------------------------------------------------------------
// The copies of the bodies and the entry points.

DEEPLOG_NN_BEGIN_KERNELS
#if defined(DEEPLOG_NN_DISPATCH)
DEEPLOG_NN_BEGIN_AVX2
namespace avx2 {
using tune = simd::tune_avx2;
#include "deeplog/nn/detail/kernels.inl"
}  // namespace avx2
DEEPLOG_NN_END_AVX2
namespace base {
using tune = simd::tune_base;
#include "deeplog/nn/detail/kernels.inl"
}  // namespace base
#define DEEPLOG_NN_KERNEL_ENTRY(name, args) \
  template <class T>                        \
  void name(const args<T>& a) {             \
    if (simd::use_avx2())                   \
      avx2::name(a);                        \
    else                                    \
      base::name(a);                        \
  }
#else
namespace native {
using tune = simd::tune_native;
#include "deeplog/nn/detail/kernels.inl"
}  // namespace native
#define DEEPLOG_NN_KERNEL_ENTRY(name, args) \
  template <class T>                        \
  void name(const args<T>& a) {             \
    native::name(a);                        \
  }
#endif
DEEPLOG_NN_END_KERNELS

DEEPLOG_NN_KERNEL_ENTRY(gemm, gemm_args)
DEEPLOG_NN_KERNEL_ENTRY(conv_forward, conv_forward_args)
DEEPLOG_NN_KERNEL_ENTRY(conv_backward_data, conv_backward_data_args)
DEEPLOG_NN_KERNEL_ENTRY(conv_backward_weight, conv_backward_weight_args)
DEEPLOG_NN_KERNEL_ENTRY(max_pool2, max_pool2_args)
#undef DEEPLOG_NN_KERNEL_ENTRY

}  // namespace deeplog::nn::kernels
