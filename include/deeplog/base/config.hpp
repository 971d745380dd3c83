// Portability macros and the library version. The only header that tests __CUDACC__ for
// function qualifiers: every other header uses DEEPLOG_HOST_DEVICE and friends.
#pragma once

#define DEEPLOG_VERSION_MAJOR 0
#define DEEPLOG_VERSION_MINOR 1
#define DEEPLOG_VERSION_PATCH 0

#if defined(__CUDACC__)
#define DEEPLOG_HOST_DEVICE __forceinline__ __host__ __device__
#define DEEPLOG_DEVICE __forceinline__ __device__
#define DEEPLOG_HOST __host__
#define DEEPLOG_GLOBAL __global__
#else
#define DEEPLOG_HOST_DEVICE inline
#define DEEPLOG_DEVICE inline
#define DEEPLOG_HOST
#define DEEPLOG_GLOBAL
#endif

#if defined(__CUDA_ARCH__) || defined(__clang__) || defined(__GNUC__)
#define DEEPLOG_PRAGMA(x) _Pragma(#x)
#else
#define DEEPLOG_PRAGMA(x)
#endif

#if defined(__CUDA_ARCH__)
#define DEEPLOG_UNROLL DEEPLOG_PRAGMA(unroll)
#elif defined(__clang__)
#define DEEPLOG_UNROLL DEEPLOG_PRAGMA(clang loop unroll(enable))
#elif defined(__GNUC__)
#define DEEPLOG_UNROLL DEEPLOG_PRAGMA(GCC unroll 4)
#else
#define DEEPLOG_UNROLL
#endif

// Hint that the iterations of the following loop are independent (SIMD over the batch).
#if defined(__clang__)
#define DEEPLOG_SIMD DEEPLOG_PRAGMA(clang loop vectorize(enable))
#elif defined(__GNUC__) && !defined(__CUDA_ARCH__)
#define DEEPLOG_SIMD DEEPLOG_PRAGMA(GCC ivdep)
#else
#define DEEPLOG_SIMD
#endif

#if defined(__GNUC__) || defined(__clang__)
#define DEEPLOG_RESTRICT __restrict__
#else
#define DEEPLOG_RESTRICT
#endif
