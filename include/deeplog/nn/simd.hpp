// Portable short vectors and run-time instruction-set dispatch for the nn kernels (kernels.hpp).
//
// The kernels (detail/kernels.inl) are written once, against vec<T, L> and the operations of
// detail/simd_ops.inl, as templates on a `tune` (vector width and register blocking), and
// kernels.hpp includes them once per instruction set, each copy in its own namespace:
//
// - compiled for x86 by GCC or Clang *without* AVX2 and FMA (the installed package's default,
//   x86-64 baseline SSE2): two copies, `avx2` inside a target("avx2,fma") region
//   (DEEPLOG_NN_BEGIN_AVX2 ... DEEPLOG_NN_END_AVX2: #pragma GCC target, or #pragma clang
//   attribute, so every function of the copy, operations included, is compiled for AVX2/FMA
//   from the start) and `base` for the baseline, chosen once at run time with
//   __builtin_cpu_supports (use_avx2());
// - compiled with AVX2 and FMA already on (-march=native on such a host: the repository's own
//   builds, DEEPLOG_NATIVE), on other architectures, or by compilers without vector extensions
//   (MSVC: plain arrays the optimiser may vectorise): one copy, `native`, for the compile-time
//   target.
//
// The environment variable DEEPLOG_NN_SIMD=base makes a dispatching build take the baseline
// copy (to test or time it on an AVX2 machine). Define DEEPLOG_NN_NO_DISPATCH to get one copy
// only, DEEPLOG_NN_NO_VECTOR_EXTENSIONS to use the plain-array vectors with GCC or Clang.
#pragma once

#include <cstddef>
#include <cstdlib>
#include <cstring>

#if (defined(__GNUC__) || defined(__clang__)) && !defined(DEEPLOG_NN_NO_VECTOR_EXTENSIONS)
#define DEEPLOG_NN_VECTOR_EXTENSIONS 1
#endif

#if defined(__GNUC__) || defined(__clang__)
#define DEEPLOG_NN_INLINE inline __attribute__((always_inline))
#define DEEPLOG_NN_UNROLL _Pragma("GCC unroll 16")
#elif defined(_MSC_VER)
#define DEEPLOG_NN_INLINE __forceinline
#define DEEPLOG_NN_UNROLL
#else
#define DEEPLOG_NN_INLINE inline
#define DEEPLOG_NN_UNROLL
#endif

// (Not with clang-cl: __builtin_cpu_supports needs compiler-rt there.)
#if defined(DEEPLOG_NN_VECTOR_EXTENSIONS) && (defined(__x86_64__) || defined(__i386__)) && \
    !(defined(__AVX2__) && defined(__FMA__)) && !defined(_MSC_VER) &&                      \
    !defined(DEEPLOG_NN_NO_DISPATCH)
#define DEEPLOG_NN_DISPATCH 1
#endif

namespace deeplog::nn::simd {

/// Vector width and register blocking of one compiled copy of the kernels. bytes: the vector
/// register; regs: how many of them (the kernels size their accumulator blocks from it).
template <int Bytes, int Regs>
struct tune {
  static constexpr int bytes = Bytes;
  static constexpr int regs = Regs;
  template <class T>
  static constexpr int lanes = Bytes / int(sizeof(T));
};
using tune_base = tune<16, 16>;  // x86-64 baseline: SSE2, 16 xmm registers
using tune_avx2 = tune<32, 16>;  // AVX2 + FMA, 16 ymm registers
#if defined(__AVX512F__) && defined(__AVX512VL__)
using tune_native = tune<32, 32>;  // ymm vectors, 32 registers with AVX-512VL
#elif defined(__AVX__)
using tune_native = tune<32, 16>;
#elif defined(__aarch64__)
using tune_native = tune<16, 32>;  // NEON: 32 q registers
#else
using tune_native = tune<16, 16>;
#endif

#if defined(DEEPLOG_NN_VECTOR_EXTENSIONS)
template <class T, int L>
struct vec_type {
  typedef T type __attribute__((vector_size(sizeof(T) * L)));
};
/// L lanes of T (GCC/Clang vector extensions); the operations (detail/simd_ops.inl) take
/// references, so no vector crosses a call boundary by value.
template <class T, int L>
using vec = typename vec_type<T, L>::type;
#else
template <class T, int L>
struct vec {
  T v[L];
};
#endif

/// True when the AVX2/FMA copies run: the CPU has both and DEEPLOG_NN_SIMD is not "base".
inline bool use_avx2() {
#if defined(DEEPLOG_NN_DISPATCH)
  static const bool yes = [] {
    const char* e = std::getenv("DEEPLOG_NN_SIMD");
    if (e != nullptr && std::strcmp(e, "base") == 0) return false;
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
  }();
  return yes;
#else
  return false;
#endif
}

/// Which copy of the kernels this program runs, for benchmark reports.
inline const char* kernel_target() {
#if defined(DEEPLOG_NN_DISPATCH)
  return use_avx2() ? "avx2+fma (run-time dispatch)" : "baseline (run-time dispatch)";
#elif defined(__AVX512F__) && defined(__AVX512VL__)
  return "compile-time target (AVX-512VL, 256-bit vectors)";
#elif defined(__AVX2__)
  return "compile-time target (AVX2)";
#else
  return "compile-time target";
#endif
}

}  // namespace deeplog::nn::simd

/// The region of every copy of the kernels: with GCC, multiply-adds may be fused there whatever
/// -ffp-contract the translation unit says (Clang: a pragma in ops::fma). And the region of
/// the AVX2/FMA copy (only where DEEPLOG_NN_DISPATCH is defined), inside the former.
#if defined(__GNUC__) && !defined(__clang__)
#define DEEPLOG_NN_BEGIN_KERNELS \
  _Pragma("GCC push_options") _Pragma("GCC optimize(\"fp-contract=fast\")")
#define DEEPLOG_NN_END_KERNELS _Pragma("GCC pop_options")
#else
#define DEEPLOG_NN_BEGIN_KERNELS
#define DEEPLOG_NN_END_KERNELS
#endif
#if defined(__clang__)
#define DEEPLOG_NN_BEGIN_AVX2 \
  _Pragma("clang attribute push(__attribute__((target(\"avx2,fma\"))), apply_to = function)")
#define DEEPLOG_NN_END_AVX2 _Pragma("clang attribute pop")
#else
#define DEEPLOG_NN_BEGIN_AVX2 _Pragma("GCC push_options") _Pragma("GCC target(\"avx2,fma\")")
#define DEEPLOG_NN_END_AVX2 _Pragma("GCC pop_options")
#endif
