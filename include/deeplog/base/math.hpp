// exp, log and log1p for the log-space structures' lane loops, in forms that vectorise.
//
// The C library's exp and log are calls the compiler cannot vectorise: a lane loop of
// log-sum-exp (log_probability::plus) over a batch ran at a fifth to a third of the
// copy-bandwidth roofline, bound by one scalar call per lane. The forms here (detail::*_host)
// are inline and branch-free (special cases are bitwise selects) and use only double arithmetic,
// 64-bit integer adds and logical shifts on the bit patterns, so GCC and Clang vectorise a loop
// that calls them. math::exp, log and log1p take them on x86 hosts (vector_forms); elsewhere,
// and on a CUDA device, they are the standard library's functions, so a label may differ
// between such builds in its last bits.
//
// Accuracy of the forms: within 2 ulp of the correctly rounded result over the whole double
// range, subnormal inputs and results included; exp overflows to +inf and underflows through
// the subnormals to +0; log(0) = -inf, log of a negative number or NaN is NaN, log(+inf) = +inf
// (tests/base/math.cpp checks these against long double). float goes through double.
//
//   exp     x = k ln2 + r, |r| <= ln2 / 2 (k rounded by adding 1.5 * 2^52), e^r by its Taylor
//           polynomial to degree 13 (truncation below 2^-57), scaled by 2^k1 * 2^k2, k1 + k2 = k,
//           each factor a normal power of two built from its bit pattern, so a subnormal result
//           is rounded once
//   log     x = 2^e m, m in [sqrt(2)/2, sqrt(2)), f = m - 1, s = f / (2 + f),
//           log(1 + f) = f - f^2/2 + s (f^2/2 + R(s^2)), R the atanh series to s^20 (the form of
//           fdlibm's e_log.c; truncation below 2^-60), e ln2 added in two parts
//   log1p   u = 1 + y, log(u) - ((u - 1) - y) / u: the rounding of 1 + y corrected to first order
#pragma once

#include <bit>
#include <cstdint>
#include <limits>

#include "deeplog/base/config.hpp"

#include <cmath>
#include <concepts>

#if defined(__GNUC__) || defined(__clang__)
#define DEEPLOG_MATH_INLINE inline __attribute__((always_inline))
#else
#define DEEPLOG_MATH_INLINE inline
#endif

namespace deeplog::math {

namespace detail {

inline constexpr double ln2_hi = 0x1.62e42feep-1;  // 33 significant bits: k * ln2_hi is exact
inline constexpr double ln2_lo = 0x1.a39ef35793c76p-33;
inline constexpr double log2e = 0x1.71547652b82fep0;
inline constexpr double round_magic = 0x1.8p52;  // x + 1.5 * 2^52 rounds x to an integer
inline constexpr std::uint64_t round_magic_bits = 0x4338000000000000ull;

/// a * b + c: fused where the target has FMA (one rounding, and the Horner chains run at
/// twice the rate), two operations otherwise (the x86-64 baseline).
DEEPLOG_MATH_INLINE double madd(double a, double b, double c) {
#if defined(__FMA__) || defined(__aarch64__)
  return std::fma(a, b, c);
#else
  return a * b + c;
#endif
}

/// c ? a : b through the bit patterns. A ternary whose one arm is used nowhere else lets the
/// compiler move that arm's work under a branch (it may trap: -ftrapping-math keeps it there),
/// and a loop with a branch does not vectorise without AVX-512 masks; the bitwise form keeps
/// both arms computed and the loop straight.
DEEPLOG_MATH_INLINE double select_host(bool c, double a, double b) {
  const std::uint64_t m = std::uint64_t(0) - std::uint64_t(c);
  return std::bit_cast<double>((std::bit_cast<std::uint64_t>(a) & m) |
                               (std::bit_cast<std::uint64_t>(b) & ~m));
}

/// 2^k for an integer-valued double k in [-1022, 1023]: the low bits of k + 1.5 * 2^52 hold k in
/// two's complement; adding the bias and shifting drops the rest.
DEEPLOG_MATH_INLINE double pow2i(double k) {
  const std::uint64_t b = std::bit_cast<std::uint64_t>(k + round_magic);
  return std::bit_cast<double>((b + 1023u) << 52);
}

DEEPLOG_MATH_INLINE double exp_host(double x) {
  // Computed for every x, then the results past the range replaced (selects at the end, where
  // the compiler keeps them as blends; a clamp of x up front is turned into branches).
  const double k = (x * log2e + round_magic) - round_magic;  // round to nearest
  const double r = (x - k * ln2_hi) - k * ln2_lo;
  // e^r = 1 + r + r^2 p(r), p(r) = sum of r^i / (i + 2)!, i < 12, by Estrin's scheme (four
  // dependent multiply-adds instead of Horner's twelve: a batch of one is latency-bound).
  const double r2 = r * r, r4 = r2 * r2, r8 = r4 * r4;
  const double q0 = madd(1.0 / 6.0, r, 0.5);
  const double q1 = madd(1.0 / 120.0, r, 1.0 / 24.0);
  const double q2 = madd(1.0 / 5040.0, r, 1.0 / 720.0);
  const double q3 = madd(1.0 / 362880.0, r, 1.0 / 40320.0);
  const double q4 = madd(1.0 / 39916800.0, r, 1.0 / 3628800.0);
  const double q5 = madd(1.0 / 6227020800.0, r, 1.0 / 479001600.0);
  const double s0 = madd(q1, r2, q0), s1 = madd(q3, r2, q2), s2 = madd(q5, r2, q4);
  double p = madd(s2, r8, madd(s1, r4, s0));
  p = 1.0 + (r + r2 * p);
  const double k1 = (k * 0.5 + round_magic) - round_magic;  // |k1|, |k - k1| <= 539 in range
  double y = p * pow2i(k1) * pow2i(k - k1);
  y = select_host(x < -746.0, 0.0, y);  // e^-746 < 2^-1075: rounds to +0
  y = select_host(x > 710.0, std::numeric_limits<double>::infinity(), y);  // e^710 > DBL_MAX
  return y;  // NaN: k, r and p are NaN
}

/// log(2^e (1 + f)) for f in [-1/4, 1/2) (|s| < 1/5): the kernel log_host and log1p_unit share.
DEEPLOG_MATH_INLINE double log_kernel(double f, double e) {
  const double s = f / (2.0 + f);
  const double z = s * s;
  // R(z) = z sum of 2 z^i / (2i + 3), i < 10, by Estrin's scheme.
  const double z2 = z * z, z4 = z2 * z2, z8 = z4 * z4;
  const double a0 = madd(2.0 / 5.0, z, 2.0 / 3.0);
  const double a1 = madd(2.0 / 9.0, z, 2.0 / 7.0);
  const double a2 = madd(2.0 / 13.0, z, 2.0 / 11.0);
  const double a3 = madd(2.0 / 17.0, z, 2.0 / 15.0);
  const double a4 = madd(2.0 / 21.0, z, 2.0 / 19.0);
  const double r = madd(a4, z8, madd(madd(a3, z2, a2), z4, madd(a1, z2, a0))) * z;
  const double hfsq = 0.5 * f * f;
  return e * ln2_hi + (f - (hfsq - (s * (hfsq + r) + e * ln2_lo)));
}

DEEPLOG_MATH_INLINE double log_host(double x) {
  constexpr double inf = std::numeric_limits<double>::infinity();
  const bool sub = x < 0x1p-1022;  // subnormal, zero or negative: scaled (the last two replaced)
  const double xs = select_host(sub, x * 0x1p54, x);
  const std::uint64_t bits = std::bit_cast<std::uint64_t>(xs);
  double m = std::bit_cast<double>((bits & 0x000fffffffffffffull) | 0x3ff0000000000000ull);
  const bool big = m > 0x1.6a09e667f3bcdp0;  // sqrt(2)
  m = select_host(big, m * 0.5, m);
  // The biased exponent as a double, through the same trick as pow2i.
  const double eb = std::bit_cast<double>(round_magic_bits + (bits >> 52)) - round_magic;
  const double e = eb - select_host(sub, 1077.0, 1023.0) + select_host(big, 1.0, 0.0);
  const double f = m - 1.0;
  double y = log_kernel(f, e);
  y = select_host(x == inf, inf, y);
  y = select_host(x == 0.0, -inf, y);
  y = select_host(!(x >= 0.0), std::numeric_limits<double>::quiet_NaN(), y);  // < 0 or NaN
  return y;
}

DEEPLOG_MATH_INLINE double log1p_host(double y) {
  const double u = 1.0 + y;
  double r = log_host(u) - ((u - 1.0) - y) / u;
  r = select_host(u == 1.0, y, r);  // |y| below half an ulp of 1: log1p(y) = y to the last bit
  r = select_host(y == std::numeric_limits<double>::infinity(), y, r);
  r = select_host(y == -1.0, -std::numeric_limits<double>::infinity(), r);
  return r;  // y < -1: u < 0, log_host gives NaN; NaN stays NaN
}

/// log(1 + y) for y in [0, 1] (what log-sum-exp of two needs: y = e^d, d <= 0): 1 + y is
/// 2^e m with e = 0, f = y below 1/2, and e = 1, f = (y - 1) / 2 from 1/2 on (exact there, by
/// Sterbenz), so no rounding of 1 + y needs correcting and no bit pattern is taken apart. The
/// same kernel as log_host; f in [-1/4, 1/2), |s| < 1/5, truncation of R below 2^-55.
DEEPLOG_MATH_INLINE double log1p_unit(double y) {
  const bool big = y >= 0.5;
  const double f = select_host(big, (y - 1.0) * 0.5, y);
  const double e = select_host(big, 1.0, 0.0);
  return log_kernel(f, e);
}

/// log(1 + e^d) for every d: max(d, 0) + log1p(e^-|d|).
DEEPLOG_MATH_INLINE double softplus_host(double d) {
  const double pos = d > 0.0 ? d : 0.0;
  return pos + log1p_unit(exp_host(-std::fabs(d)));  // NaN: exp_host(NaN) is NaN
}

}  // namespace detail

/// Whether exp, log and log1p below take the inline forms: on an x86 host with GCC or Clang,
/// whatever the target. With AVX2 (a -march=native build, or the AVX2 copy of the CPU
/// evaluator's lane kernels that a baseline build carries, exec/cpu/isa.hpp) the lane loops
/// that call them vectorise; run one value at a time (a batch of one, or a CPU without AVX2)
/// they are slower than the C library's functions, the price of every path giving the same
/// bits. Elsewhere (other architectures, other compilers, a CUDA device) the standard
/// library's functions.
#if !defined(__CUDA_ARCH__) && (defined(__GNUC__) || defined(__clang__)) && \
    (defined(__x86_64__) || defined(__i386__))
inline constexpr bool vector_forms = true;
#else
inline constexpr bool vector_forms = false;
#endif

/// Whether T goes through the forms (double, and float through double).
template <class T>
inline constexpr bool uses_forms = vector_forms && sizeof(T) <= sizeof(double);

// One function per operation for every floating-point type: double and float (through double)
// take the inline forms where vector_forms says so; otherwise, long double, and every type on
// a CUDA device, the standard library's.

/// e^x.
template <std::floating_point T>
DEEPLOG_HOST_DEVICE T exp(T x) {
  if constexpr (uses_forms<T>) {
    return T(detail::exp_host(double(x)));
  } else {
    using std::exp;
    return exp(x);
  }
}

/// The natural logarithm.
template <std::floating_point T>
DEEPLOG_HOST_DEVICE T log(T x) {
  if constexpr (uses_forms<T>) {
    return T(detail::log_host(double(x)));
  } else {
    using std::log;
    return log(x);
  }
}

/// log(1 + y), accurate for small y.
template <std::floating_point T>
DEEPLOG_HOST_DEVICE T log1p(T y) {
  if constexpr (uses_forms<T>) {
    return T(detail::log1p_host(double(y)));
  } else {
    using std::log1p;
    return log1p(y);
  }
}

/// log(1 + e^d), accurate for every d (log-sum-exp of two is max + softplus(-|a - b|)).
template <std::floating_point T>
DEEPLOG_HOST_DEVICE T softplus(T d) {
  if constexpr (uses_forms<T>) {
    return T(detail::softplus_host(double(d)));
  } else {
    using std::exp;
    using std::fabs;
    using std::log1p;
    return (d > T(0) ? d : T(0)) + log1p(exp(-fabs(d)));
  }
}

/// c ? a : b, kept a select in a vectorised loop (see detail::select_host).
template <std::floating_point T>
DEEPLOG_HOST_DEVICE T select(bool c, T a, T b) {
  if constexpr (vector_forms && sizeof(T) == sizeof(double)) {
    return detail::select_host(c, a, b);
  } else {
    return c ? a : b;
  }
}

}  // namespace deeplog::math

#undef DEEPLOG_MATH_INLINE
