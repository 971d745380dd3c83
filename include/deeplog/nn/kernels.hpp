// The nn layer's hot loops on raw row-major arrays: dense GEMM (linear), and convolution with
// stride 1 and no padding as an implicit GEMM (no im2col buffer): forward, the weight gradient
// and the data gradient. Each is one always-inline body over simd::vec, compiled per target by
// DEEPLOG_NN_MULTIVERSION (simd.hpp): AVX2/FMA chosen at run time in a baseline x86-64 build,
// the compile-time target otherwise. float and double take the same code (the tests check the
// double copies against finite differences and direct loops; the float copies differ only in
// the lane count).
//
// Every kernel computes blocks of Q x R vector accumulators: Q rows of a small operand that is
// broadcast (weights, or rows of a batch) times R vectors of L consecutive outputs ("spans").
// Blocks at the edges repeat their last row or span, and the repeats are not stored.
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

/// acc[q][r] += sum_k a[k*Q + q] * (L lanes at b[r] + off[k]); only n[r] lanes read unless Full.
template <class V, int Q, int R, bool Full, class T, class Off>
DEEPLOG_NN_INLINE void gemm_block(V (&acc)[Q][R], const T* a, const Off& off, index K,
                                  const T* const (&b)[R], const int (&n)[R]) {
  for (index k = 0; k < K; ++k) {
    const index o = off[k];
    V bv[R];
    DEEPLOG_NN_UNROLL
    for (int r = 0; r < R; ++r) {
      if constexpr (Full)
        simd::load(bv[r], b[r] + o);
      else
        simd::load_n(bv[r], b[r] + o, n[r]);
    }
    const T* ak = a + k * Q;
    DEEPLOG_NN_UNROLL
    for (int q = 0; q < Q; ++q) {
      V av;
      simd::broadcast(av, ak[q]);
      DEEPLOG_NN_UNROLL
      for (int r = 0; r < R; ++r) simd::fma(acc[q][r], av, bv[r]);
    }
  }
}

template <class V, int Q, int R>
DEEPLOG_NN_INLINE void zero_block(V (&acc)[Q][R]) {
  DEEPLOG_NN_UNROLL
  for (int q = 0; q < Q; ++q) {
    DEEPLOG_NN_UNROLL
    for (int r = 0; r < R; ++r) simd::zero(acc[q][r]);
  }
}

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

template <class Tune, class T, class Args>
DEEPLOG_NN_INLINE void gemm_body(const Args& g) {
  constexpr int L = Tune::template lanes<T>;
  constexpr int Q = Tune::regs >= 32 ? 6 : 4, R = Tune::regs >= 32 ? 4 : 3;
  using V = simd::vec<T, L>;
  if (g.M <= 0 || g.N <= 0) return;
  const index nvec = (g.N + L - 1) / L;
  std::vector<T>& ap = *g.scratch;
  ap.resize(std::size_t(std::max<index>(g.K, 1) * Q));
  for (index m0 = 0; m0 < g.M; m0 += Q) {
    const int qv = int(std::min<index>(Q, g.M - m0));
    for (index k = 0; k < g.K; ++k)
      for (int q = 0; q < Q; ++q)
        ap[std::size_t(k * Q + q)] = g.a[(m0 + std::min(q, qv - 1)) * g.a_m + k * g.a_k];
    for (index j0 = 0; j0 < nvec; j0 += R) {
      const int rv = int(std::min<index>(R, nvec - j0));
      const T* bp[R];
      int n[R];
      index col[R];
      bool full = true;
      for (int r = 0; r < R; ++r) {
        col[r] = (j0 + std::min(r, rv - 1)) * L;
        n[r] = int(std::min<index>(L, g.N - col[r]));
        bp[r] = g.b + col[r];
        full = full && n[r] == L;
      }
      V acc[Q][R];
      zero_block(acc);
      if (g.accumulate) {
        for (int q = 0; q < qv; ++q)
          for (int r = 0; r < rv; ++r)
            simd::load_n(acc[q][r], g.c + (m0 + q) * g.ldc + col[r], n[r]);
      } else if (g.bias != nullptr) {
        for (int r = 0; r < R; ++r) {
          V bv;
          simd::load_n(bv, g.bias + col[r], n[r]);
          for (int q = 0; q < Q; ++q) acc[q][r] = bv;
        }
      }
      if (full)
        gemm_block<V, Q, R, true>(acc, ap.data(), strided{g.ldb}, g.K, bp, n);
      else
        gemm_block<V, Q, R, false>(acc, ap.data(), strided{g.ldb}, g.K, bp, n);
      for (int q = 0; q < qv; ++q)
        for (int r = 0; r < rv; ++r) {
          T* dst = g.c + (m0 + q) * g.ldc + col[r];
          if (n[r] == L)
            simd::store(dst, acc[q][r]);
          else
            simd::store_n(dst, acc[q][r], n[r]);
        }
    }
  }
}
DEEPLOG_NN_MULTIVERSION(gemm, gemm_body)

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

/// y(b, o, oy, ox) = bias(o) + sum_t w(o, t) x(b, oy * W + ox + off[t]).
template <class Tune, class T, class Args>
DEEPLOG_NN_INLINE void conv_forward_body(const Args& a) {
  constexpr int L = Tune::template lanes<T>;
  constexpr int Q = Tune::regs >= 32 ? 6 : 4, R = Tune::regs >= 32 ? 4 : 3;
  using V = simd::vec<T, L>;
  const conv_geometry& g = a.g;
  std::vector<detail::span> spans;
  detail::spans_of<L>(g, spans);
  const index P = g.Ho * g.Wo, per_image = index(spans.size());
  const index total = a.batch * per_image, oblocks = (g.O + Q - 1) / Q;
  // Weights packed per block of Q output channels: (taps, Q), the last channel repeated.
  std::vector<T>& wp = *a.scratch;
  wp.resize(std::size_t(oblocks * g.T * Q));
  for (index ob = 0; ob < oblocks; ++ob)
    for (index t = 0; t < g.T; ++t)
      for (int q = 0; q < Q; ++q)
        wp[std::size_t((ob * g.T + t) * Q + q)] =
            a.w[std::min<index>(ob * Q + q, g.O - 1) * g.T + t];
  // Blocks of R spans in batch order (a block may end one image and start the next).
  index b = 0, vi = 0;
  for (index v0 = 0; v0 < total; v0 += R) {
    const int rv = int(std::min<index>(R, total - v0));
    const T* bp[R];
    T* cp[R];
    int n[R];
    bool full = true;
    for (int r = 0; r < R; ++r) {
      if (r < rv) {
        const detail::span& s = spans[std::size_t(vi)];
        bp[r] = a.x + b * a.ldx + s.in;
        cp[r] = a.y + b * a.ldy + s.out;
        n[r] = s.n;
        full = full && s.n == L;
        if (++vi == per_image) vi = 0, ++b;
      } else {
        bp[r] = bp[rv - 1], cp[r] = cp[rv - 1], n[r] = n[rv - 1];
      }
    }
    for (index ob = 0; ob < oblocks; ++ob) {
      const int qv = int(std::min<index>(Q, g.O - ob * Q));
      V acc[Q][R];
      DEEPLOG_NN_UNROLL
      for (int q = 0; q < Q; ++q) {
        V bias;
        simd::broadcast(bias, a.bias[ob * Q + std::min(q, qv - 1)]);
        DEEPLOG_NN_UNROLL
        for (int r = 0; r < R; ++r) acc[q][r] = bias;
      }
      const T* wb = wp.data() + ob * g.T * Q;
      if (full)
        gemm_block<V, Q, R, true>(acc, wb, g.off, g.T, bp, n);
      else
        gemm_block<V, Q, R, false>(acc, wb, g.off, g.T, bp, n);
      for (int q = 0; q < qv; ++q)
        for (int r = 0; r < rv; ++r) {
          T* dst = cp[r] + (ob * Q + q) * P;
          if (full)
            simd::store(dst, acc[q][r]);
          else
            simd::store_n(dst, acc[q][r], n[r]);
        }
    }
  }
}
DEEPLOG_NN_MULTIVERSION(conv_forward, conv_forward_body)

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

/// dx(b, oy * W + ox + off[t]) += sum_o w(o, t) dy(b, o, oy, ox): blocks of Q taps times R
/// spans, a GEMM over the output channels, then added into dx. The taps come in `order`, kj
/// outermost, so that the Q taps of a block write either the same or disjoint ranges of dx
/// (never ranges that overlap by a few lanes, which would stall store forwarding).
template <class Tune, class T, class Args>
DEEPLOG_NN_INLINE void conv_backward_data_body(const Args& a) {
  constexpr int L = Tune::template lanes<T>;
  constexpr int Q = Tune::regs >= 32 ? 6 : 3, R = Tune::regs >= 32 ? 4 : 4;
  using V = simd::vec<T, L>;
  const conv_geometry& g = a.g;
  std::vector<detail::span> spans;
  detail::spans_of<L>(g, spans);
  const index P = g.Ho * g.Wo, per_image = index(spans.size());
  const index tblocks = (g.T + Q - 1) / Q;
  // Weights packed per block of Q taps: (O, Q), w^T with the last tap repeated.
  std::vector<T>& wp = *a.scratch;
  wp.resize(std::size_t(tblocks * g.O * Q));
  for (index tb = 0; tb < tblocks; ++tb)
    for (index o = 0; o < g.O; ++o)
      for (int q = 0; q < Q; ++q)
        wp[std::size_t((tb * g.O + o) * Q + q)] =
            a.w[o * g.T + a.order[std::min<index>(tb * Q + q, g.T - 1)]];
  for (index b = 0; b < a.batch; ++b) {
    const T* dy = a.dy + b * a.lddy;
    T* dx = a.dx + b * a.lddx;
    for (index tb = 0; tb < tblocks; ++tb) {
      const int qv = int(std::min<index>(Q, g.T - tb * Q));
      index toff[Q];
      for (int q = 0; q < Q; ++q) toff[q] = g.off[a.order[tb * Q + std::min(q, qv - 1)]];
      const T* wb = wp.data() + tb * g.O * Q;
      for (index v0 = 0; v0 < per_image; v0 += R) {
        const int rv = int(std::min<index>(R, per_image - v0));
        const T* bp[R];
        T* cp[R];
        int n[R];
        bool full = true;
        for (int r = 0; r < R; ++r) {
          const detail::span& s = spans[std::size_t(v0 + std::min(r, rv - 1))];
          bp[r] = dy + s.out;
          cp[r] = dx + s.in;
          n[r] = s.n;
          full = full && s.n == L;
        }
        V acc[Q][R];
        zero_block(acc);
        if (full)
          gemm_block<V, Q, R, true>(acc, wb, strided{P}, g.O, bp, n);
        else
          gemm_block<V, Q, R, false>(acc, wb, strided{P}, g.O, bp, n);
        for (int q = 0; q < qv; ++q)
          for (int r = 0; r < rv; ++r) {
            T* dst = cp[r] + toff[q];
            V cur;
            if (full) {
              simd::load(cur, dst);
              simd::add(cur, acc[q][r]);
              simd::store(dst, cur);
            } else {
              simd::load_n(cur, dst, n[r]);
              simd::add(cur, acc[q][r]);
              simd::store_n(dst, cur, n[r]);
            }
          }
      }
    }
  }
}
DEEPLOG_NN_MULTIVERSION(conv_backward_data, conv_backward_data_body)

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

/// dw(o, t) += sum_b sum_(oy, ox) dy(b, o, oy, ox) x(b, oy * W + ox + off[t]): dot products
/// along the spans, Q channels times R taps, their vector partial sums kept per block over a
/// few images at a time (so those images stay in cache) and summed across lanes once.
template <class Tune, class T, class Args>
DEEPLOG_NN_INLINE void conv_backward_weight_body(const Args& a) {
  constexpr int L = Tune::template lanes<T>;
  constexpr int Q = Tune::regs >= 32 ? 4 : 3, R = Tune::regs >= 32 ? 5 : 4;
  using V = simd::vec<T, L>;
  const conv_geometry& g = a.g;
  std::vector<detail::span> spans;
  detail::spans_of<L>(g, spans);
  const index P = g.Ho * g.Wo;
  const index oblocks = (g.O + Q - 1) / Q, tblocks = (g.T + R - 1) / R;
  const index nblocks = oblocks * tblocks;
  std::vector<T>& part = *a.scratch;
  part.assign(std::size_t(nblocks * Q * R * L), T(0));
  const index image_bytes = (P * g.O + g.Ho * g.W) * index(sizeof(T));
  const index chunk = std::max<index>(1, (index(32) << 10) / std::max<index>(image_bytes, 1));
  for (index b0 = 0; b0 < a.batch; b0 += chunk) {
    const index b1 = std::min(a.batch, b0 + chunk);
    for (index ob = 0; ob < oblocks; ++ob)
      for (index tb = 0; tb < tblocks; ++tb) {
        index doff[Q], xoff[R];
        for (int q = 0; q < Q; ++q) doff[q] = std::min<index>(ob * Q + q, g.O - 1) * P;
        for (int r = 0; r < R; ++r) xoff[r] = g.off[std::min<index>(tb * R + r, g.T - 1)];
        T* pb = part.data() + (ob * tblocks + tb) * Q * R * L;
        V acc[Q][R];
        DEEPLOG_NN_UNROLL
        for (int q = 0; q < Q; ++q) {
          DEEPLOG_NN_UNROLL
          for (int r = 0; r < R; ++r) simd::load(acc[q][r], pb + (q * R + r) * L);
        }
        for (index b = b0; b < b1; ++b) {
          const T* dy = a.dy + b * a.lddy;
          const T* x = a.x + b * a.ldx;
          for (const detail::span& s : spans) {
            // Q + 1 registers besides the accumulators: one tap's inputs at a time.
            V dv[Q];
            if (s.n == L) {
              DEEPLOG_NN_UNROLL
              for (int q = 0; q < Q; ++q) simd::load(dv[q], dy + s.out + doff[q]);
              DEEPLOG_NN_UNROLL
              for (int r = 0; r < R; ++r) {
                V xv;
                simd::load(xv, x + s.in + xoff[r]);
                DEEPLOG_NN_UNROLL
                for (int q = 0; q < Q; ++q) simd::fma(acc[q][r], dv[q], xv);
              }
            } else {
              for (int q = 0; q < Q; ++q) simd::load_n(dv[q], dy + s.out + doff[q], s.n);
              for (int r = 0; r < R; ++r) {
                V xv;
                simd::load_n(xv, x + s.in + xoff[r], s.n);
                for (int q = 0; q < Q; ++q) simd::fma(acc[q][r], dv[q], xv);
              }
            }
          }
        }
        DEEPLOG_NN_UNROLL
        for (int q = 0; q < Q; ++q) {
          DEEPLOG_NN_UNROLL
          for (int r = 0; r < R; ++r) simd::store(pb + (q * R + r) * L, acc[q][r]);
        }
      }
  }
  for (index ob = 0; ob < oblocks; ++ob)
    for (index tb = 0; tb < tblocks; ++tb) {
      const T* pb = part.data() + (ob * tblocks + tb) * Q * R * L;
      for (int q = 0; q < Q && ob * Q + q < g.O; ++q)
        for (int r = 0; r < R && tb * R + r < g.T; ++r) {
          V s;
          simd::load(s, pb + (q * R + r) * L);
          a.dw[(ob * Q + q) * g.T + tb * R + r] += simd::sum<T>(s);
        }
    }
}
DEEPLOG_NN_MULTIVERSION(conv_backward_weight, conv_backward_weight_body)

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

template <class Tune, class T, class Args>
DEEPLOG_NN_INLINE void max_pool2_body(const Args& a) {
  const index per_image = a.C * a.Ho * a.Wo;
  for (index b = 0; b < a.batch; ++b)
    for (index c = 0; c < a.C; ++c)
      for (index oy = 0; oy < a.Ho; ++oy) {
        const index row = (c * a.H + 2 * oy) * a.W;
        const T* r0 = a.x + b * a.ldx + row;
        const T* r1 = r0 + a.W;
        const index o = (c * a.Ho + oy) * a.Wo;
        T* out = a.y + b * a.ldy + o;
        if (a.arg != nullptr) {
          std::uint32_t* arg = a.arg + b * per_image + o;
          const auto base = static_cast<std::uint32_t>(row), w = static_cast<std::uint32_t>(a.W);
          for (index ox = 0; ox < a.Wo; ++ox) {
            const auto at0 = base + 2 * static_cast<std::uint32_t>(ox);
            T best = r0[2 * ox];
            std::uint32_t at = at0;
            const T v1 = r0[2 * ox + 1], v2 = r1[2 * ox], v3 = r1[2 * ox + 1];
            at = v1 > best ? at0 + 1 : at;
            best = v1 > best ? v1 : best;
            at = v2 > best ? at0 + w : at;
            best = v2 > best ? v2 : best;
            at = v3 > best ? at0 + w + 1 : at;
            best = v3 > best ? v3 : best;
            out[ox] = best;
            arg[ox] = at;
          }
        } else {
          for (index ox = 0; ox < a.Wo; ++ox) {
            const T v0 = r0[2 * ox], v1 = r0[2 * ox + 1], v2 = r1[2 * ox], v3 = r1[2 * ox + 1];
            const T m0 = v1 > v0 ? v1 : v0, m1 = v3 > v2 ? v3 : v2;
            out[ox] = m1 > m0 ? m1 : m0;
          }
        }
      }
}
DEEPLOG_NN_MULTIVERSION(max_pool2, max_pool2_body)

}  // namespace deeplog::nn::kernels
