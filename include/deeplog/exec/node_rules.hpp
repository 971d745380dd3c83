// The node rules of circuit evaluation, written once for every backend, on the host and the
// device: how an operation node combines its children's labels (forward), and what reverse mode
// hands each child's edge. The CPU evaluator applies them over tiles of lanes
// (cpu/detail/kernels.hpp, vectorised) and, for a batch of one, per sample as here; the CUDA
// evaluator per (node, sample), or per node and 2 or 4 samples at once (fold_children_lanes,
// node_partials_lanes; gpu/detail/layer_ops.hpp). Every path folds in the order these
// functions fold, so the backends give the same numbers (tests/cuda/emulated_kernels.cpp
// compares them bit for bit).
//
//   forward   fold_children: the children left to right by the binary operation, or, from
//             nary_min_children children on and where the structure has one, its n-ary
//             operation over chunks of nary_chunk children combined left to right
//   reverse   node_partials: a selective operation routes the whole adjoint to the first child
//             whose label equals the node's; otherwise child i receives
//             adj * d(x_i, rest_i, v), rest_i = prefix fold (x_0 .. x_{i-1}) op suffix fold
//             (x_{i+1} .. x_{k-1}), both from the identity (exact zeros, no division); where
//             the partial does not read rest, the identity stands for it
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <utility>

#include "deeplog/algebra/concepts.hpp"
#include "deeplog/base/config.hpp"

namespace deeplog::exec {

/// The binary operation: plus (Plus) or times.
template <class S, bool Plus>
DEEPLOG_HOST_DEVICE value_t<S> apply(const S& s, const value_t<S>& a, const value_t<S>& b) {
  if constexpr (Plus)
    return s.plus(a, b);
  else
    return s.times(a, b);
}

/// The operation's identity: zero for plus, one for times.
template <class S, bool Plus>
DEEPLOG_HOST_DEVICE value_t<S> identity(const S& s) {
  if constexpr (Plus)
    return s.zero();
  else
    return s.one();
}

/// d (a op rest) / d a at the node's label v.
template <class S, bool Plus>
DEEPLOG_HOST_DEVICE value_t<S> partial(const S& s, const value_t<S>& a, const value_t<S>& rest,
                                       const value_t<S>& v) {
  if constexpr (Plus)
    return s.d_plus(a, rest, v);
  else
    return s.d_times(a, rest, v);
}

/// Whether the structure has its own n-ary operation (plus_n / times_n).
template <class S, bool Plus>
constexpr bool has_nary() {
  if constexpr (Plus) return requires(const S& s, std::span<const value_t<S>> xs) {
      s.plus_n(xs);
    };
  else
    return requires(const S& s, std::span<const value_t<S>> xs) { s.times_n(xs); };
}

/// Whether the n-ary operation also has a lane form, op_n_lanes(x, k, stride, w, out): out[j] =
/// the n-ary operation over x[i * stride + j], i < k, for j < w, giving for every lane the bits
/// that op_n gives for that lane's children (the CPU evaluator's tiles call it; it vectorises
/// over the lanes where op_n's loop runs over the children of one sample).
template <class S, bool Plus>
constexpr bool has_nary_lanes() {
  using T = value_t<S>;
  if constexpr (Plus) return requires(const S& s, const T* x, T* out, std::size_t n) {
      s.plus_n_lanes(x, n, n, n, out);
    };
  else
    return requires(const S& s, const T* x, T* out, std::size_t n) {
      s.times_n_lanes(x, n, n, n, out);
    };
}

template <class S, bool Plus>
void apply_n_lanes(const S& s, const value_t<S>* x, std::size_t k, std::size_t stride,
                   std::size_t w, value_t<S>* out) {
  if constexpr (Plus)
    s.plus_n_lanes(x, k, stride, w, out);
  else
    s.times_n_lanes(x, k, stride, w, out);
}

template <class S, bool Plus>
DEEPLOG_HOST_DEVICE value_t<S> apply_n(const S& s, std::span<const value_t<S>> xs) {
  if constexpr (Plus)
    return s.plus_n(xs);
  else
    return s.times_n(xs);
}

/// Selective operations (max, min, or, and) route the adjoint; the others take partials.
template <class S, bool Plus>
inline constexpr bool selective = Plus ? laws_of<S>.plus_selective : laws_of<S>.times_selective;

/// Whether the partial reads `rest` (the fold of the other children).
template <class S, bool Plus>
constexpr bool uses_rest() {
  if constexpr (Plus)
    return d_plus_uses_rest<S>();
  else
    return d_times_uses_rest<S>();
}

/// Whether node_partials reads its suffix scratch: partials that need rest and are not routed.
/// Callers size their local scratch by it (one unused slot otherwise).
template <class S, bool Plus>
inline constexpr bool needs_suffix = uses_rest<S, Plus>() && !selective<S, Plus>;

/// The structure's own n-ary operation is used from this many children on; below, the binary
/// operation folds (log-sum-exp of two is one exp and one log1p either way).
inline constexpr std::uint32_t nary_min_children = 3;

/// Children per n-ary operation call (and per chunk of the CPU's tiled folds).
inline constexpr std::uint32_t nary_chunk = 32;

/// Lanes values of one node, one per sample (an aggregate: no default constructor needed).
template <class T, std::uint32_t Lanes>
struct lane_values {
  T v[Lanes];
};

template <class T, class F, std::uint32_t... J>
DEEPLOG_HOST_DEVICE lane_values<T, sizeof...(J)> make_lanes(
    const F& f, std::integer_sequence<std::uint32_t, J...>) {
  return {{f(J)...}};
}

/// {f(0), ..., f(Lanes - 1)}.
template <class T, std::uint32_t Lanes, class F>
DEEPLOG_HOST_DEVICE lane_values<T, Lanes> make_lanes(const F& f) {
  return make_lanes<T>(f, std::make_integer_sequence<std::uint32_t, Lanes>{});
}

/// Forward: the labels of an operation node with k >= 1 children for Lanes samples at once;
/// label(i, j) is child i's label in lane j. Each lane gets the binary operation left to right,
/// or, from nary_min_children children on and where the structure has one, its n-ary operation
/// over chunks of nary_chunk children combined left to right: the same bits for a lane whatever
/// Lanes is. The CUDA evaluator's layer kernels give one thread several samples of a node, so
/// that a child's loads for all of them are in flight together (each round of the binary fold
/// loads every lane before it combines any).
template <class S, bool Plus, std::uint32_t Lanes, class Label>
DEEPLOG_HOST_DEVICE lane_values<value_t<S>, Lanes> fold_children_lanes(const S& s, std::uint32_t k,
                                                                       const Label& label) {
  using T = value_t<S>;
  using L = lane_values<T, Lanes>;
  const auto each = [](const auto& f) { return make_lanes<T, Lanes>(f); };
  if constexpr (has_nary<S, Plus>()) {
    if (k >= nary_min_children) {
      return each([&](std::uint32_t j) {
        T buf[nary_chunk];
        T out = identity<S, Plus>(s);
        for (std::uint32_t c0 = 0; c0 < k; c0 += nary_chunk) {
          const std::uint32_t m = k - c0 < nary_chunk ? k - c0 : nary_chunk;
          for (std::uint32_t i = 0; i < m; ++i) buf[i] = label(c0 + i, j);
          const T r = apply_n<S, Plus>(s, std::span<const T>(buf, m));
          out = c0 == 0 ? r : apply<S, Plus>(s, out, r);
        }
        return out;
      });
    }
  }
  L acc = each([&](std::uint32_t j) { return label(0, j); });
  for (std::uint32_t i = 1; i < k; ++i) {
    const L x = each([&](std::uint32_t j) { return label(i, j); });  // every lane's load first
    for (std::uint32_t j = 0; j < Lanes; ++j) acc.v[j] = apply<S, Plus>(s, acc.v[j], x.v[j]);
  }
  return acc;
}

/// Forward: the label of an operation node with k >= 1 children for one sample; label(i) is
/// child i's label.
template <class S, bool Plus, class Label>
DEEPLOG_HOST_DEVICE value_t<S> fold_children(const S& s, std::uint32_t k, const Label& label) {
  const auto one_lane = [&](std::uint32_t i, std::uint32_t) { return label(i); };
  return fold_children_lanes<S, Plus, 1>(s, k, one_lane).v[0];
}

/// Reverse mode through one operation node with k children (none: nothing) for Lanes samples at
/// once: node labels v, adjoints adj, and label(i, j) child i's label in lane j. Calls
/// emit(i, j, adj_j * d node / d x_i) for every child i and lane j. A selective operation emits
/// adj_j to the first child attaining v_j and 0 to the others, where zero(i) says the edge needs
/// it (an edge that only adds may skip a zero). suffix(i, j) is a slot of scratch for i < k (the
/// right folds of lane j); it is read back before emit(i, j, ...) is called, so emit may reuse
/// it. Each lane gets the operations, in the order, of one sample alone (the same bits whatever
/// Lanes is); each child's loads are made for every lane before any is used, so that a thread
/// has Lanes loads in flight (the CUDA evaluator's layer kernels).
template <class S, bool Plus, std::uint32_t Lanes, class Label, class Emit, class Zero,
          class Suffix>
DEEPLOG_HOST_DEVICE void node_partials_lanes(const S& s, std::uint32_t k, const Label& label,
                                             const lane_values<value_t<S>, Lanes>& v,
                                             const lane_values<value_t<S>, Lanes>& adj,
                                             const Emit& emit, const Zero& zero,
                                             const Suffix& suffix) {
  using T = value_t<S>;
  using L = lane_values<T, Lanes>;
  const auto load = [&](std::uint32_t i) {  // child i's labels, every lane's load first
    return make_lanes<T, Lanes>([&](std::uint32_t j) { return label(i, j); });
  };
  if (k == 0) return;
  if constexpr (selective<S, Plus>) {
    bool routed[Lanes] = {};
    for (std::uint32_t i = 0; i < k; ++i) {
      const L x = load(i);
      for (std::uint32_t j = 0; j < Lanes; ++j) {
        const bool take = !routed[j] && x.v[j] == v.v[j];
        if (take)
          emit(i, j, adj.v[j]);
        else if (zero(i))
          emit(i, j, T(0));
        routed[j] = routed[j] || take;
      }
    }
  } else if constexpr (!uses_rest<S, Plus>()) {
    const T id = identity<S, Plus>(s);
    for (std::uint32_t i = 0; i < k; ++i) {
      const L x = load(i);
      for (std::uint32_t j = 0; j < Lanes; ++j)
        emit(i, j, adj.v[j] * partial<S, Plus>(s, x.v[j], id, v.v[j]));
    }
  } else if (k == 2) {
    // rest is the other child (identities are exact: this equals the folds below).
    const L x0 = load(0), x1 = load(1);
    for (std::uint32_t j = 0; j < Lanes; ++j)
      emit(0, j, adj.v[j] * partial<S, Plus>(s, x0.v[j], x1.v[j], v.v[j]));
    for (std::uint32_t j = 0; j < Lanes; ++j)
      emit(1, j, adj.v[j] * partial<S, Plus>(s, x1.v[j], x0.v[j], v.v[j]));
  } else {
    const T id = identity<S, Plus>(s);
    for (std::uint32_t j = 0; j < Lanes; ++j) suffix(k - 1, j) = id;
    for (std::uint32_t i = k - 1; i-- > 0;) {
      const L x = load(i + 1);
      for (std::uint32_t j = 0; j < Lanes; ++j)
        suffix(i, j) = apply<S, Plus>(s, x.v[j], suffix(i + 1, j));
    }
    L prefix = make_lanes<T, Lanes>([&](std::uint32_t) { return id; });
    for (std::uint32_t i = 0; i < k; ++i) {
      const L x = load(i);
      for (std::uint32_t j = 0; j < Lanes; ++j) {
        const T rest = apply<S, Plus>(s, prefix.v[j], suffix(i, j));  // read before emit
        emit(i, j, adj.v[j] * partial<S, Plus>(s, x.v[j], rest, v.v[j]));
        prefix.v[j] = apply<S, Plus>(s, prefix.v[j], x.v[j]);
      }
    }
  }
}

/// Reverse mode through one operation node for one sample (node_partials_lanes with one lane):
/// label(i), emit(i, x), zero(i), suffix(i).
template <class S, bool Plus, class Label, class Emit, class Zero, class Suffix>
DEEPLOG_HOST_DEVICE void node_partials(const S& s, std::uint32_t k, const Label& label,
                                       const value_t<S>& v, const value_t<S>& adj, const Emit& emit,
                                       const Zero& zero, const Suffix& suffix) {
  node_partials_lanes<S, Plus, 1>(
      s, k, [&](std::uint32_t i, std::uint32_t) { return label(i); },
      lane_values<value_t<S>, 1>{{v}}, lane_values<value_t<S>, 1>{{adj}},
      [&](std::uint32_t i, std::uint32_t, const value_t<S>& x) { emit(i, x); }, zero,
      [&](std::uint32_t i, std::uint32_t) -> value_t<S>& { return suffix(i); });
}

}  // namespace deeplog::exec
