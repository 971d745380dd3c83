// The bodies of the nn kernels (kernels.hpp), on simd::vec and the operations of simd_ops.inl
// (namespace ops). kernels.hpp includes this file once per instruction set, inside that copy's
// namespace, where `tune` names the copy's vector width and register count: no include guard,
// no includes.
//
// Every kernel computes blocks of Q x R vector accumulators: Q rows of a small operand that is
// broadcast (weights, or rows of a batch) times R vectors of L consecutive outputs ("spans").
// Blocks at the edges repeat their last row or span, and the repeats are not stored. Loops over
// a block have constant bounds (unrolled, so the accumulators stay in registers) and test the
// edges inside.

namespace ops {
#include "deeplog/nn/detail/simd_ops.inl"
}  // namespace ops

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
        ops::load(bv[r], b[r] + o);
      else
        ops::load_n(bv[r], b[r] + o, n[r]);
    }
    const T* ak = a + k * Q;
    DEEPLOG_NN_UNROLL
    for (int q = 0; q < Q; ++q) {
      V av;
      ops::broadcast(av, ak[q]);
      DEEPLOG_NN_UNROLL
      for (int r = 0; r < R; ++r) ops::fma(acc[q][r], av, bv[r]);
    }
  }
}

template <class V, int Q, int R>
DEEPLOG_NN_INLINE void zero_block(V (&acc)[Q][R]) {
  DEEPLOG_NN_UNROLL
  for (int q = 0; q < Q; ++q) {
    DEEPLOG_NN_UNROLL
    for (int r = 0; r < R; ++r) ops::zero(acc[q][r]);
  }
}

/// C (M x N) = A B [+ bias], or C += A B (kernels.hpp: gemm_args).
template <class T>
void gemm(const gemm_args<T>& g) {
  constexpr int L = tune::template lanes<T>;
  constexpr int Q = tune::regs >= 32 ? 6 : 4, R = tune::regs >= 32 ? 4 : 3;
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
      // Loops over the whole block with constant bounds (unrolled, so acc stays in registers)
      // and the edges tested inside.
      if (g.accumulate) {
        DEEPLOG_NN_UNROLL
        for (int q = 0; q < Q; ++q) {
          DEEPLOG_NN_UNROLL
          for (int r = 0; r < R; ++r)
            if (q < qv && r < rv) ops::load_n(acc[q][r], g.c + (m0 + q) * g.ldc + col[r], n[r]);
        }
      } else if (g.bias != nullptr) {
        DEEPLOG_NN_UNROLL
        for (int r = 0; r < R; ++r) {
          V bv;
          ops::load_n(bv, g.bias + col[r], n[r]);
          DEEPLOG_NN_UNROLL
          for (int q = 0; q < Q; ++q) acc[q][r] = bv;
        }
      }
      if (full)
        gemm_block<V, Q, R, true>(acc, ap.data(), strided{g.ldb}, g.K, bp, n);
      else
        gemm_block<V, Q, R, false>(acc, ap.data(), strided{g.ldb}, g.K, bp, n);
      DEEPLOG_NN_UNROLL
      for (int q = 0; q < Q; ++q) {
        DEEPLOG_NN_UNROLL
        for (int r = 0; r < R; ++r) {
          if (q >= qv || r >= rv) continue;
          T* dst = g.c + (m0 + q) * g.ldc + col[r];
          if (n[r] == L)
            ops::store(dst, acc[q][r]);
          else
            ops::store_n(dst, acc[q][r], n[r]);
        }
      }
    }
  }
}

/// y(b, o, oy, ox) = bias(o) + sum_t w(o, t) x(b, oy * W + ox + off[t]).
template <class T>
void conv_forward(const conv_forward_args<T>& a) {
  constexpr int L = tune::template lanes<T>;
  constexpr int Q = tune::regs >= 32 ? 6 : 4, R = tune::regs >= 32 ? 4 : 3;
  using V = simd::vec<T, L>;
  const conv_geometry& g = a.g;
  std::vector<kernels::detail::span> spans;
  kernels::detail::spans_of<L>(g, spans);
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
        const kernels::detail::span& s = spans[std::size_t(vi)];
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
        ops::broadcast(bias, a.bias[ob * Q + std::min(q, qv - 1)]);
        DEEPLOG_NN_UNROLL
        for (int r = 0; r < R; ++r) acc[q][r] = bias;
      }
      const T* wb = wp.data() + ob * g.T * Q;
      if (full)
        gemm_block<V, Q, R, true>(acc, wb, g.off, g.T, bp, n);
      else
        gemm_block<V, Q, R, false>(acc, wb, g.off, g.T, bp, n);
      DEEPLOG_NN_UNROLL
      for (int q = 0; q < Q; ++q) {
        DEEPLOG_NN_UNROLL
        for (int r = 0; r < R; ++r) {
          if (q >= qv || r >= rv) continue;
          T* dst = cp[r] + (ob * Q + q) * P;
          if (full)
            ops::store(dst, acc[q][r]);
          else
            ops::store_n(dst, acc[q][r], n[r]);
        }
      }
    }
  }
}

/// dx(b, oy * W + ox + off[t]) += sum_o w(o, t) dy(b, o, oy, ox): blocks of Q taps times R
/// spans, a GEMM over the output channels, then added into dx. The taps come in `order`, kj
/// outermost, so that the Q taps of a block write either the same or disjoint ranges of dx
/// (never ranges that overlap by a few lanes, which would stall store forwarding).
template <class T>
void conv_backward_data(const conv_backward_data_args<T>& a) {
  constexpr int L = tune::template lanes<T>;
  constexpr int Q = tune::regs >= 32 ? 6 : 3, R = tune::regs >= 32 ? 4 : 4;
  using V = simd::vec<T, L>;
  const conv_geometry& g = a.g;
  std::vector<kernels::detail::span> spans;
  kernels::detail::spans_of<L>(g, spans);
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
          const kernels::detail::span& s = spans[std::size_t(v0 + std::min(r, rv - 1))];
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
        DEEPLOG_NN_UNROLL
        for (int q = 0; q < Q; ++q) {
          DEEPLOG_NN_UNROLL
          for (int r = 0; r < R; ++r) {
            if (q >= qv || r >= rv) continue;
            T* dst = cp[r] + toff[q];
            V cur;
            if (full) {
              ops::load(cur, dst);
              ops::add(cur, acc[q][r]);
              ops::store(dst, cur);
            } else {
              ops::load_n(cur, dst, n[r]);
              ops::add(cur, acc[q][r]);
              ops::store_n(dst, cur, n[r]);
            }
          }
        }
      }
    }
  }
}

/// acc[q][r] += sum over `images` images and their spans of the dot product of the span's
/// gradient at doff[q] and input at xoff[r]. Full: every span has L lanes.
template <class V, int Q, int R, bool Full, class T>
DEEPLOG_NN_INLINE void dw_block(V (&acc)[Q][R], const T* dy, index lddy, const T* x, index ldx,
                                index images, const std::vector<kernels::detail::span>& spans,
                                const index (&doff)[Q], const index (&xoff)[R]) {
  for (index b = 0; b < images; ++b, dy += lddy, x += ldx)
    for (const kernels::detail::span& s : spans) {
      // Q + 1 registers besides the accumulators: one tap's inputs at a time.
      V dv[Q];
      DEEPLOG_NN_UNROLL
      for (int q = 0; q < Q; ++q) {
        if constexpr (Full)
          ops::load(dv[q], dy + s.out + doff[q]);
        else
          ops::load_n(dv[q], dy + s.out + doff[q], s.n);
      }
      DEEPLOG_NN_UNROLL
      for (int r = 0; r < R; ++r) {
        V xv;
        if constexpr (Full)
          ops::load(xv, x + s.in + xoff[r]);
        else
          ops::load_n(xv, x + s.in + xoff[r], s.n);
        DEEPLOG_NN_UNROLL
        for (int q = 0; q < Q; ++q) ops::fma(acc[q][r], dv[q], xv);
      }
    }
}

/// dw(o, t) += sum_b sum_(oy, ox) dy(b, o, oy, ox) x(b, oy * W + ox + off[t]): dot products
/// along the spans, Q channels times R taps, their vector partial sums kept per block over a
/// few images at a time (so those images stay in cache) and summed across lanes once.
template <class T>
void conv_backward_weight(const conv_backward_weight_args<T>& a) {
  constexpr int L = tune::template lanes<T>;
  // Q * R accumulators, Q gradients and one input: 13 of 16 registers, 25 of 32.
  constexpr int Q = tune::regs >= 32 ? 4 : 3, R = tune::regs >= 32 ? 5 : 3;
  using V = simd::vec<T, L>;
  const conv_geometry& g = a.g;
  std::vector<kernels::detail::span> spans;
  kernels::detail::spans_of<L>(g, spans);
  const index P = g.Ho * g.Wo;
  const index oblocks = (g.O + Q - 1) / Q, tblocks = (g.T + R - 1) / R;
  const index nblocks = oblocks * tblocks;
  std::vector<T>& part = *a.scratch;
  part.assign(std::size_t(nblocks * Q * R * L), T(0));
  const bool all_full = g.Wo % L == 0;  // every span has L lanes
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
          for (int r = 0; r < R; ++r) ops::load(acc[q][r], pb + (q * R + r) * L);
        }
        const T* dy = a.dy + b0 * a.lddy;
        const T* x = a.x + b0 * a.ldx;
        if (all_full)
          dw_block<V, Q, R, true>(acc, dy, a.lddy, x, a.ldx, b1 - b0, spans, doff, xoff);
        else
          dw_block<V, Q, R, false>(acc, dy, a.lddy, x, a.ldx, b1 - b0, spans, doff, xoff);
        DEEPLOG_NN_UNROLL
        for (int q = 0; q < Q; ++q) {
          DEEPLOG_NN_UNROLL
          for (int r = 0; r < R; ++r) ops::store(pb + (q * R + r) * L, acc[q][r]);
        }
      }
  }
  for (index ob = 0; ob < oblocks; ++ob)
    for (index tb = 0; tb < tblocks; ++tb) {
      const T* pb = part.data() + (ob * tblocks + tb) * Q * R * L;
      for (int q = 0; q < Q && ob * Q + q < g.O; ++q)
        for (int r = 0; r < R && tb * R + r < g.T; ++r) {
          V s;
          ops::load(s, pb + (q * R + r) * L);
          a.dw[(ob * Q + q) * g.T + tb * R + r] += ops::sum<T>(s);
        }
    }
}

/// 2x2 max pooling (kernels.hpp: max_pool2_args).
template <class T>
void max_pool2(const max_pool2_args<T>& a) {
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
