// Layers as segmented reductions, for cub::DeviceSegmentedReduce (and its host emulation): the
// index maps from (segment, element) to label rows, as host-device functors. No CUDA runtime
// here: tests run the same maps on the host.
//
// A layer [first, first + nodes) over a batch is nodes x batch segments; segment s is node
// first + s / batch, sample s % batch, so segment s's result goes to row-major position
// first * batch + s of the (nodes, batch) output: a plain pointer. Its elements are the rows named
// by index[offsets[n] .. offsets[n + 1]) at sample b. CUB wants each segment contiguous in one
// element sequence, so element i is index entry index_begin + i % count at sample i / count
// (sample-major): segment (n, b) is [b * count + offsets[n] - index_begin, ...).
// Forward: rows = labels, index = children, offsets = child offsets. Gather-mode backward: rows =
// edge weights, index = the transposed index's edge ids, offsets = its offsets.
#pragma once

#include <cstddef>
#include <cstdint>
#include <iterator>

#include "deeplog/algebra/concepts.hpp"
#include "deeplog/algebra/dual.hpp"
#include "deeplog/base/config.hpp"

namespace deeplog::gpu::detail {

template <class T>
struct gathered_segments {
  const T* rows;                 // (rows, batch)
  const std::uint32_t* index;    // row of each element (before the batch)
  const std::uint32_t* offsets;  // node n's entries: [offsets[n], offsets[n + 1])
  std::uint32_t first;           // the layer's first node
  std::uint32_t index_begin;     // offsets[first]
  std::size_t count;             // offsets[first + nodes] - offsets[first]
  std::size_t batch;

  DEEPLOG_HOST_DEVICE std::size_t begin(std::size_t s) const {
    return (s % batch) * count + (offsets[first + s / batch] - index_begin);
  }
  DEEPLOG_HOST_DEVICE std::size_t end(std::size_t s) const {
    return (s % batch) * count + (offsets[first + s / batch + 1] - index_begin);
  }
  DEEPLOG_HOST_DEVICE T value(std::size_t i) const {
    return rows[std::size_t(index[index_begin + i % count]) * batch + i / count];
  }
};

// A segmented reduction's operation is a reducer R: labels lifted to states (R::state,
// R::lift), states merged in CUB's tree (R::merge: associative and commutative), a segment's
// state turned into its label (R::result). The structure's plus folds through its plus_state
// where it has one (log-sum-exp: max and scaled sum, rounded once; algebra/concepts.hpp), so
// that a tree of merges rounds as the per-thread path's n-ary rule does, not once per level.

/// State type of a structure's plus (Plus) or times: its plus_state, or the label.
template <class S, bool Stateful>
struct reducer_state {
  using type = value_t<S>;
};
template <class S>
struct reducer_state<S, true> {
  using type = typename S::plus_state;
};

/// The structure's plus (Plus) or times.
template <class S, bool Plus>
struct structure_reducer {
  static constexpr bool stateful = Plus && has_plus_state<S>;
  using state = typename reducer_state<S, stateful>::type;
  S s;
  DEEPLOG_HOST_DEVICE state lift(const value_t<S>& x) const {
    if constexpr (stateful)
      return s.plus_lift(x);
    else
      return x;
  }
  DEEPLOG_HOST_DEVICE state merge(const state& a, const state& b) const {
    if constexpr (stateful)
      return s.plus_merge(a, b);
    else if constexpr (Plus)
      return s.plus(a, b);
    else
      return s.times(a, b);
  }
  DEEPLOG_HOST_DEVICE value_t<S> result(const state& a) const {
    if constexpr (stateful)
      return s.plus_result(a);
    else
      return a;
  }
};

/// Real addition: adjoints are derivatives, summed as numbers in every structure.
template <class T>
struct add_reducer {
  using state = T;
  DEEPLOG_HOST_DEVICE T lift(const T& x) const { return x; }
  DEEPLOG_HOST_DEVICE T merge(const T& a, const T& b) const { return a + b; }
  DEEPLOG_HOST_DEVICE T result(const T& a) const { return a; }
};

// A segment folds from its first element, as the CPU evaluator's nodes do; the identity stands
// only for an empty segment. (Starting from the identity is not exact everywhere: in the dual
// lift of log-probability, zero (+) x drops x's tangent when x is zero too.) CUB wants an initial
// value, so the reduction runs over maybe<state>: `none` is the initial value and is neutral by
// construction, and the result is the identity when the segment was empty.
template <class A>
struct maybe {
  A value;
  bool some;
};
template <class R>
struct maybe_op {
  using M = maybe<typename R::state>;
  R r;
  DEEPLOG_HOST_DEVICE M operator()(const M& a, const M& b) const {
    if (!a.some) return b;
    if (!b.some) return a;
    return {r.merge(a.value, b.value), true};
  }
};

/// Where segment results go: position s of a plain T array, the reducer's result of the state
/// or the identity. An output iterator whose value_type is void, so that CUB takes its
/// accumulator and initial value type, maybe<state>, from the input (a thrust
/// transform_output_iterator would report T and break the initial value).
template <class T, class R>
struct unwrap_iterator {
  struct reference {
    T* p;
    T identity;
    R r;
    DEEPLOG_HOST_DEVICE reference& operator=(const maybe<typename R::state>& m) {
      *p = m.some ? r.result(m.value) : identity;
      return *this;
    }
  };
  using iterator_category = std::random_access_iterator_tag;
  using value_type = void;
  using difference_type = std::ptrdiff_t;
  using pointer = void;

  T* out;
  T identity;
  R r;

  DEEPLOG_HOST_DEVICE reference operator*() const { return {out, identity, r}; }
  DEEPLOG_HOST_DEVICE reference operator[](difference_type i) const {
    return {out + i, identity, r};
  }
  DEEPLOG_HOST_DEVICE unwrap_iterator operator+(difference_type i) const {
    return {out + i, identity, r};
  }
  DEEPLOG_HOST_DEVICE unwrap_iterator& operator+=(difference_type i) {
    out += i;
    return *this;
  }
  DEEPLOG_HOST_DEVICE unwrap_iterator& operator++() {
    ++out;
    return *this;
  }
  DEEPLOG_HOST_DEVICE difference_type operator-(const unwrap_iterator& o) const {
    return out - o.out;
  }
};

// The functors CUB's iterators call (element / segment index -> lifted value / offset).
template <class T, class R>
struct segment_value {
  gathered_segments<T> g;
  R r;
  DEEPLOG_HOST_DEVICE maybe<typename R::state> operator()(std::int64_t i) const {
    return {r.lift(g.value(std::size_t(i))), true};
  }
};
template <class T>
struct segment_begin {
  gathered_segments<T> g;
  DEEPLOG_HOST_DEVICE std::int64_t operator()(std::int64_t s) const {
    return std::int64_t(g.begin(std::size_t(s)));
  }
};
template <class T>
struct segment_end {
  gathered_segments<T> g;
  DEEPLOG_HOST_DEVICE std::int64_t operator()(std::int64_t s) const {
    return std::int64_t(g.end(std::size_t(s)));
  }
};

/// Whether a segmented reduction may compute S's plus (Plus) or times: CUB reduces in a tree,
/// in no fixed order, so the operation must be associative and commutative -- and the dual lift
/// of a selective operation is not commutative on ties (the first argument's tangent wins), so
/// forward mode keeps the in-order fold there.
template <class S>
inline constexpr bool is_dual_v = false;
template <class B>
inline constexpr bool is_dual_v<dual<B>> = true;

template <class S, bool Plus>
constexpr bool segmentable() {
  constexpr algebraic_laws l = laws_of<S>;
  bool ok =
      Plus ? l.plus_associative && l.plus_commutative : l.times_associative && l.times_commutative;
  if constexpr (is_dual_v<S>) {
    constexpr algebraic_laws b = laws_of<typename S::base_type>;
    ok = ok && !(Plus ? b.plus_selective : b.times_selective);
  }
  return ok;
}

}  // namespace deeplog::gpu::detail
