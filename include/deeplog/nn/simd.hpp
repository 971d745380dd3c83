// Portable short vectors and run-time instruction-set dispatch for the nn kernels (kernels.hpp).
//
// The kernels are written once, against vec<T, L> and the few operations below, as
// always-inline bodies templated on a `tune` (vector width in bytes and register blocking).
// DEEPLOG_NN_MULTIVERSION(name, body) turns a body into an entry point name<T>(args):
//
// - compiled for x86 by GCC or Clang *without* AVX2 and FMA (the installed package's default,
//   x86-64 baseline SSE2): two copies, one inside __attribute__((target("avx2,fma"))) and one
//   for the baseline, chosen once at run time with __builtin_cpu_supports. GCC's and Clang's
//   vector extensions compile to whatever the enclosing function targets, so the AVX2 copy is
//   AVX2/FMA code although the translation unit is not;
// - compiled with AVX2 and FMA already on (-march=native on such a host: the repository's own
//   builds, DEEPLOG_NATIVE), on other architectures, or by compilers without vector extensions
//   (MSVC: plain arrays the optimiser may vectorise): one copy for the compile-time target.
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

#if defined(DEEPLOG_NN_VECTOR_EXTENSIONS) && (defined(__x86_64__) || defined(__i386__)) && \
    !(defined(__AVX2__) && defined(__FMA__)) && !defined(DEEPLOG_NN_NO_DISPATCH)
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
/// L lanes of T; operations take references, so no vector crosses a call boundary by value.
template <class T, int L>
using vec = typename vec_type<T, L>::type;

template <class V, class T>
DEEPLOG_NN_INLINE void load(V& v, const T* p) {
  std::memcpy(&v, p, sizeof v);
}
template <class V, class T>
DEEPLOG_NN_INLINE void broadcast(V& v, T x) {
  v = V{} + x;
}
template <class V>
DEEPLOG_NN_INLINE void fma(V& acc, const V& a, const V& b) {
  acc += a * b;
}
template <class V>
DEEPLOG_NN_INLINE void add(V& acc, const V& a) {
  acc += a;
}
template <class V>
DEEPLOG_NN_INLINE void max(V& acc, const V& a) {
  acc = acc > a ? acc : a;
}
#else
template <class T, int L>
struct vec {
  T v[L];
};
template <class T, int L>
DEEPLOG_NN_INLINE void load(vec<T, L>& v, const T* p) {
  std::memcpy(v.v, p, sizeof v.v);
}
template <class T, int L>
DEEPLOG_NN_INLINE void broadcast(vec<T, L>& v, T x) {
  for (int i = 0; i < L; ++i) v.v[i] = x;
}
template <class T, int L>
DEEPLOG_NN_INLINE void fma(vec<T, L>& acc, const vec<T, L>& a, const vec<T, L>& b) {
  for (int i = 0; i < L; ++i) acc.v[i] += a.v[i] * b.v[i];
}
template <class T, int L>
DEEPLOG_NN_INLINE void add(vec<T, L>& acc, const vec<T, L>& a) {
  for (int i = 0; i < L; ++i) acc.v[i] += a.v[i];
}
template <class T, int L>
DEEPLOG_NN_INLINE void max(vec<T, L>& acc, const vec<T, L>& a) {
  for (int i = 0; i < L; ++i) acc.v[i] = acc.v[i] > a.v[i] ? acc.v[i] : a.v[i];
}
#endif

template <class V>
DEEPLOG_NN_INLINE void zero(V& v) {
  std::memset(&v, 0, sizeof v);
}
template <class V, class T>
DEEPLOG_NN_INLINE void store(T* p, const V& v) {
  std::memcpy(p, &v, sizeof v);
}
/// The first n lanes from p, the others zero: never reads past p + n.
template <class V, class T>
DEEPLOG_NN_INLINE void load_n(V& v, const T* p, int n) {
  zero(v);
  std::memcpy(&v, p, std::size_t(n) * sizeof(T));
}
template <class V, class T>
DEEPLOG_NN_INLINE void store_n(T* p, const V& v, int n) {
  std::memcpy(p, &v, std::size_t(n) * sizeof(T));
}
template <class T, class V>
DEEPLOG_NN_INLINE T sum(const V& v) {
  T lanes[sizeof(V) / sizeof(T)];
  std::memcpy(lanes, &v, sizeof v);
  T s = T(0);
  for (T x : lanes) s += x;
  return s;
}

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

/// Defines template <class T> void name(const Args& a): the body
/// `template <class Tune, class T, class Args> void body(const Args&)` for the CPU it runs on.
#if defined(DEEPLOG_NN_DISPATCH)
#define DEEPLOG_NN_MULTIVERSION(name, body)                             \
  template <class T, class Args>                                        \
  __attribute__((target("avx2,fma"))) void name##_avx2(const Args& a) { \
    body<::deeplog::nn::simd::tune_avx2, T>(a);                         \
  }                                                                     \
  template <class T, class Args>                                        \
  void name##_base(const Args& a) {                                     \
    body<::deeplog::nn::simd::tune_base, T>(a);                         \
  }                                                                     \
  template <class T, class Args>                                        \
  void name(const Args& a) {                                            \
    if (::deeplog::nn::simd::use_avx2())                                \
      name##_avx2<T>(a);                                                \
    else                                                                \
      name##_base<T>(a);                                                \
  }
#else
#define DEEPLOG_NN_MULTIVERSION(name, body)       \
  template <class T, class Args>                  \
  void name(const Args& a) {                      \
    body<::deeplog::nn::simd::tune_native, T>(a); \
  }
#endif
