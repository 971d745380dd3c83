// The CPU evaluator's per-node kernels. Buffers are (rows, stride), batch contiguous: row r
// starts at r * stride. A node's lanes (samples) are independent, so one kernel serves every
// threading mode: it runs over a tile of w lanes [b, b + w) with plain loops over the lanes
// (they vectorise), or, for a batch of one, over scalars held in registers (*_one).
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <span>

#include "deeplog/algebra/concepts.hpp"
#include "deeplog/base/config.hpp"
#include "deeplog/circuit/circuit.hpp"
#include "deeplog/exec/node_rules.hpp"

namespace deeplog::cpu::detail {

/// Lanes per tile: 256 bytes of labels per row (docs/circuit.md: 128-512 bytes measured
/// fastest at batch 1024; 2 KiB tiles were 30% slower).
template <class T>
inline constexpr std::size_t tile_lanes = sizeof(T) >= 256 ? 1 : 256 / sizeof(T);

// The node rules (exec/node_rules.hpp), shared with the CUDA backend.
using exec::apply;
using exec::apply_n;
using exec::has_nary;
using exec::identity;
using exec::nary_min_children;
using exec::partial;

/// Children per n-ary gather, and per suffix chunk of the folds reverse mode needs.
inline constexpr std::uint32_t local_children = exec::nary_chunk;

/// Lanes per n-ary gather block (its buffer is on the stack: 32 children x 128 bytes).
template <class T>
inline constexpr std::size_t gather_lanes = sizeof(T) >= 128 ? 1 : 128 / sizeof(T);

// ---- forward -------------------------------------------------------------------------------

/// The n-ary operation over children [0, k) for lanes [b, b + w), w <= gather_lanes: gathered
/// lane-major in chunks of local_children, chunks combined by the binary operation.
template <class S, bool Plus>
inline void nary_lanes(const S& s, const node_id* DEEPLOG_RESTRICT kids, std::uint32_t k,
                       const value_t<S>* labels, std::size_t stride, std::size_t b, std::size_t w,
                       value_t<S>* DEEPLOG_RESTRICT out) {
  using T = value_t<S>;
  constexpr std::size_t G = gather_lanes<T>;
  if constexpr (exec::has_nary_lanes<S, Plus>()) {
    // Child-major, and the structure's lane form over the whole block.
    T buf[local_children][G];
    T r[G];
    for (std::uint32_t c0 = 0; c0 < k; c0 += local_children) {
      const std::uint32_t m = std::min(local_children, k - c0);
      for (std::uint32_t i = 0; i < m; ++i) {
        const T* DEEPLOG_RESTRICT x = labels + std::size_t(kids[c0 + i]) * stride + b;
        for (std::size_t j = 0; j < w; ++j) buf[i][j] = x[j];
      }
      exec::apply_n_lanes<S, Plus>(s, &buf[0][0], m, G, w, r);
      if (c0 == 0)
        for (std::size_t j = 0; j < w; ++j) out[j] = r[j];
      else
        for (std::size_t j = 0; j < w; ++j) out[j] = apply<S, Plus>(s, out[j], r[j]);
    }
  } else {  // (an else, not a return: nvcc rejects the unreachable loop otherwise)
    T buf[G][local_children];
    for (std::uint32_t c0 = 0; c0 < k; c0 += local_children) {
      const std::uint32_t m = std::min(local_children, k - c0);
      for (std::uint32_t i = 0; i < m; ++i) {
        const T* DEEPLOG_RESTRICT x = labels + std::size_t(kids[c0 + i]) * stride + b;
        for (std::size_t j = 0; j < w; ++j) buf[j][i] = x[j];
      }
      for (std::size_t j = 0; j < w; ++j) {
        const T r = apply_n<S, Plus>(s, std::span<const T>(buf[j], m));
        out[j] = c0 == 0 ? r : apply<S, Plus>(s, out[j], r);
      }
    }
  }
}

/// out[0, w) = the fold of the k >= 1 children's lanes [b, b + w), left to right; with the
/// structure's own n-ary operation from nary_min_children children on.
template <class S, bool Plus>
inline void forward_tile(const S& s, const node_id* DEEPLOG_RESTRICT kids, std::uint32_t k,
                         const value_t<S>* labels, std::size_t stride, std::size_t b, std::size_t w,
                         value_t<S>* DEEPLOG_RESTRICT out) {
  using T = value_t<S>;
  if constexpr (has_nary<S, Plus>()) {
    if (k >= nary_min_children) {
      constexpr std::size_t G = gather_lanes<T>;
      for (std::size_t j = 0; j < w; j += G)
        nary_lanes<S, Plus>(s, kids, k, labels, stride, b + j, std::min(G, w - j), out + j);
      return;
    }
  }
  const T* DEEPLOG_RESTRICT x0 = labels + std::size_t(kids[0]) * stride + b;
  for (std::size_t j = 0; j < w; ++j) out[j] = x0[j];
  for (std::uint32_t i = 1; i < k; ++i) {
    const T* DEEPLOG_RESTRICT x = labels + std::size_t(kids[i]) * stride + b;
    for (std::size_t j = 0; j < w; ++j) out[j] = apply<S, Plus>(s, out[j], x[j]);
  }
}

/// forward_tile for a batch of one: the node rule itself, the fold in a register.
template <class S, bool Plus>
inline value_t<S> forward_one(const S& s, const node_id* DEEPLOG_RESTRICT kids, std::uint32_t k,
                              const value_t<S>* labels) {
  return exec::fold_children<S, Plus>(s, k, [&](std::uint32_t i) { return labels[kids[i]]; });
}

// ---- backward ------------------------------------------------------------------------------

/// Where a child's contribution adj * d node / d child goes. push: added to the child's
/// adjoint row (one thread per lane slice, so no races), except that the first contribution in
/// push order is stored (`first`, per edge: no pass zeroing every row beforehand). store:
/// written to the edge's own destination row (pull mode: the child gathers its rows later; no
/// two edges share one).
template <class T>
struct push_sink {
  T* adjoints;  // (nodes, stride)
  std::size_t stride;
  const unsigned char* first = nullptr;  // per edge, or none: always add
  T* dst(std::uint32_t, node_id child, std::size_t b) const {
    return adjoints + std::size_t(child) * stride + b;
  }
  bool stores(std::uint32_t e) const { return first != nullptr && first[e] != 0; }
  static constexpr bool may_skip_zeros = true;  // only where stores(e) is false
};
template <class T>
struct store_sink {
  T* rows;                    // (node adjoints, then shared-edge slots; stride)
  const std::uint32_t* dest;  // per edge: the row it writes
  std::size_t stride;
  T* dst(std::uint32_t e, node_id, std::size_t b) const {
    return rows + std::size_t(dest[e]) * stride + b;
  }
  bool stores(std::uint32_t) const { return true; }
  static constexpr bool may_skip_zeros = false;
};

/// A destination lane gets x: stored, or added.
template <class T>
inline void put(bool store, T& d, const T& x) {
  if (store)
    d = x;
  else
    d += x;
}

/// Lanes [0, w) of a destination get f(j): stored or added, one loop for each (the choice is
/// per edge; a branch inside the lane loop would keep it from vectorising).
template <class T, class F>
inline void put_lanes(bool store, T* DEEPLOG_RESTRICT d, std::size_t w, F&& f) {
  if (store)
    for (std::size_t j = 0; j < w; ++j) d[j] = f(j);
  else
    for (std::size_t j = 0; j < w; ++j) d[j] += f(j);
}

/// Per-thread scratch of reverse mode, allocated once per evaluator: rows of tile_lanes labels
/// for the suffix folds (a chunk of children, then the chunk tails of wide nodes) and the
/// running prefix (or, for selective operations, the adjoint still to route).
template <class T>
struct rest_scratch {
  T* rows = nullptr;  // (chunk + chunks + 2) rows of `tile` lanes
  std::uint32_t chunk = local_children;
  std::size_t tile = 1;
};

/// Reverse mode through one operation node with k >= 1 children, lanes [b, b + w): hands
/// adj * d node / d child to the sink for every child edge e0 + i, by the rules of
/// concepts.hpp: selective operations route to the first child attaining the node's label;
/// partials that need `rest` get it from prefix and suffix folds (exact zeros, no division),
/// in chunks of about sqrt(fan-in) children for wide nodes, so that scratch stays bounded.
template <class S, bool Plus, class Sink>
inline void backward_tile(const S& s, const node_id* DEEPLOG_RESTRICT kids, std::uint32_t e0,
                          std::uint32_t k, const value_t<S>* labels, std::size_t stride,
                          std::size_t b, std::size_t w, const value_t<S>* DEEPLOG_RESTRICT adj,
                          const value_t<S>* DEEPLOG_RESTRICT v, const Sink& sink,
                          const rest_scratch<value_t<S>>& scratch) {
  using T = value_t<S>;
  constexpr bool selective = exec::selective<S, Plus>;
  constexpr bool uses_rest = exec::uses_rest<S, Plus>();
  auto row = [&](std::uint32_t i) { return labels + std::size_t(kids[i]) * stride + b; };
  if constexpr (selective) {
    // rem: the adjoint not yet routed, per lane; the first child whose label equals the node's
    // takes it and leaves 0 (blends, no arithmetic: exact for any adjoint, and it vectorises).
    T* DEEPLOG_RESTRICT rem = scratch.rows;
    for (std::size_t j = 0; j < w; ++j) rem[j] = adj[j];
    bool left = true;  // some lane still has something to route
    for (std::uint32_t i = 0; i < k; ++i) {
      const bool st = sink.stores(e0 + i);
      T* DEEPLOG_RESTRICT d = sink.dst(e0 + i, kids[i], b);
      if (!left && Sink::may_skip_zeros) {  // the rest would add zeros
        if (st)
          for (std::size_t j = 0; j < w; ++j) d[j] = T(0);
        continue;
      }
      const T* DEEPLOG_RESTRICT x = row(i);
      put_lanes(st, d, w, [&](std::size_t j) {
        const T r = x[j] == v[j] ? rem[j] : T(0);
        rem[j] = x[j] == v[j] ? T(0) : rem[j];
        return r;
      });
      unsigned any = 0;
      for (std::size_t j = 0; j < w; ++j) any |= rem[j] != T(0);
      left = any != 0;
    }
  } else if constexpr (!uses_rest) {
    const T id = identity<S, Plus>(s);
    for (std::uint32_t i = 0; i < k; ++i) {
      const T* DEEPLOG_RESTRICT x = row(i);
      put_lanes(sink.stores(e0 + i), sink.dst(e0 + i, kids[i], b), w,
                [&](std::size_t j) { return adj[j] * partial<S, Plus>(s, x[j], id, v[j]); });
    }
  } else if (k == 2) {
    // rest is the other child (identities are exact, so this equals the folds below).
    const T* DEEPLOG_RESTRICT x0 = row(0);
    const T* DEEPLOG_RESTRICT x1 = row(1);
    put_lanes(sink.stores(e0), sink.dst(e0, kids[0], b), w,
              [&](std::size_t j) { return adj[j] * partial<S, Plus>(s, x0[j], x1[j], v[j]); });
    put_lanes(sink.stores(e0 + 1), sink.dst(e0 + 1, kids[1], b), w,
              [&](std::size_t j) { return adj[j] * partial<S, Plus>(s, x1[j], x0[j], v[j]); });
  } else {
    // rest_i = (x_0 .. x_{i-1}) op (x_{i+1} .. x_{k-1}): the prefix runs, the suffix is folded
    // right to left. Wide nodes: chunk tails first (tail[c] = fold of chunks c.. end), then
    // each chunk's own suffix seeded with the next chunk's tail.
    const T id = identity<S, Plus>(s);
    const std::size_t t = scratch.tile;
    const std::uint32_t chunk = k <= local_children ? local_children : scratch.chunk;
    T* prefix = scratch.rows;      // scratch rows alias each other: no restrict
    T* suffix = prefix + t;        // rows 0 .. chunk - 1
    T* tail = suffix + chunk * t;  // rows 0 .. chunks
    const std::uint32_t chunks = (k + chunk - 1) / chunk;
    for (std::size_t j = 0; j < w; ++j) prefix[j] = id;
    if (chunks > 1) {
      for (std::size_t j = 0; j < w; ++j) tail[chunks * t + j] = id;
      for (std::uint32_t c = chunks; c-- > 1;) {
        T* tc = tail + c * t;
        const T* next = tail + (c + 1) * t;
        for (std::size_t j = 0; j < w; ++j) tc[j] = next[j];
        for (std::uint32_t i = std::min(k, (c + 1) * chunk); i-- > c * chunk;) {
          const T* DEEPLOG_RESTRICT x = row(i);
          for (std::size_t j = 0; j < w; ++j) tc[j] = apply<S, Plus>(s, x[j], tc[j]);
        }
      }
    }
    for (std::uint32_t c = 0; c < chunks; ++c) {
      const std::uint32_t lo = c * chunk, hi = std::min(k, lo + chunk), m = hi - lo;
      T* last = suffix + (m - 1) * t;
      const T* seed = tail + (c + 1) * t;
      for (std::size_t j = 0; j < w; ++j) last[j] = chunks > 1 ? seed[j] : id;
      for (std::uint32_t i = m - 1; i-- > 0;) {
        const T* DEEPLOG_RESTRICT x = row(lo + i + 1);
        const T* after = suffix + (i + 1) * t;
        T* si = suffix + i * t;
        for (std::size_t j = 0; j < w; ++j) si[j] = apply<S, Plus>(s, x[j], after[j]);
      }
      for (std::uint32_t i = 0; i < m; ++i) {
        const T* DEEPLOG_RESTRICT x = row(lo + i);
        const T* si = suffix + i * t;
        put_lanes(sink.stores(e0 + lo + i), sink.dst(e0 + lo + i, kids[lo + i], b), w,
                  [&](std::size_t j) {
                    const T rest = apply<S, Plus>(s, prefix[j], si[j]);
                    const T r = adj[j] * partial<S, Plus>(s, x[j], rest, v[j]);
                    prefix[j] = apply<S, Plus>(s, prefix[j], x[j]);
                    return r;
                  });
      }
    }
  }
}

/// backward_tile for a batch of one: the node rule itself (exec::node_partials), with the
/// node's adjoint and label in registers and the suffix folds on the stack; nodes wider than one
/// chunk take the tiled path with one lane (the same folds, chunked so that scratch stays
/// bounded).
template <class S, bool Plus, class Sink>
inline void backward_one(const S& s, const node_id* DEEPLOG_RESTRICT kids, std::uint32_t e0,
                         std::uint32_t k, const value_t<S>* labels, value_t<S> adj, value_t<S> v,
                         const Sink& sink, const rest_scratch<value_t<S>>& scratch) {
  using T = value_t<S>;
  if constexpr (exec::needs_suffix<S, Plus>) {
    if (k > local_children) {
      backward_tile<S, Plus>(s, kids, e0, k, labels, 1, 0, 1, &adj, &v, sink, scratch);
      return;
    }
  }
  T suffix[exec::needs_suffix<S, Plus> ? local_children : 1];
  exec::node_partials<S, Plus>(
      s, k, [&](std::uint32_t i) { return labels[kids[i]]; }, v, adj,
      [&](std::uint32_t i, const T& x) {
        put(sink.stores(e0 + i), *sink.dst(e0 + i, kids[i], 0), x);
      },
      [&](std::uint32_t i) { return !Sink::may_skip_zeros || sink.stores(e0 + i); },
      [&](std::uint32_t i) -> T& { return suffix[i]; });
}

}  // namespace deeplog::cpu::detail
