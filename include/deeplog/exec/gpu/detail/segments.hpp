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

// A segment folds from its first element, as the CPU evaluator's nodes do; the identity stands
// only for an empty segment. (Starting from the identity is not exact everywhere: in the dual
// lift of log-probability, zero (+) x drops x's tangent when x is zero too.) CUB wants an initial
// value, so the reduction runs over maybe<T>: `none` is the initial value and is neutral by
// construction, and the result is unwrapped to the identity when the segment was empty.
template <class T>
struct maybe {
  T value;
  bool some;
};
template <class T, class Op>
struct maybe_op {
  Op op;
  DEEPLOG_HOST_DEVICE maybe<T> operator()(const maybe<T>& a, const maybe<T>& b) const {
    if (!a.some) return b;
    if (!b.some) return a;
    return {op(a.value, b.value), true};
  }
};

/// Where segment results go: position s of a plain T array, unwrapped. An output iterator whose
/// value_type is void, so that CUB takes its accumulator and initial value type, maybe<T>, from
/// the input (a thrust transform_output_iterator would report T and break the initial value).
template <class T>
struct unwrap_iterator {
  struct reference {
    T* p;
    T identity;
    DEEPLOG_HOST_DEVICE reference& operator=(const maybe<T>& m) {
      *p = m.some ? m.value : identity;
      return *this;
    }
  };
  using iterator_category = std::random_access_iterator_tag;
  using value_type = void;
  using difference_type = std::ptrdiff_t;
  using pointer = void;

  T* out;
  T identity;

  DEEPLOG_HOST_DEVICE reference operator*() const { return {out, identity}; }
  DEEPLOG_HOST_DEVICE reference operator[](difference_type i) const { return {out + i, identity}; }
  DEEPLOG_HOST_DEVICE unwrap_iterator operator+(difference_type i) const {
    return {out + i, identity};
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

// The functors CUB's iterators call (element / segment index -> value / offset).
template <class T>
struct segment_value {
  gathered_segments<T> g;
  DEEPLOG_HOST_DEVICE maybe<T> operator()(std::int64_t i) const {
    return {g.value(std::size_t(i)), true};
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

/// The structure's plus (Plus) or times as a binary reduction operator.
template <class S, bool Plus>
struct structure_op {
  S s;
  DEEPLOG_HOST_DEVICE value_t<S> operator()(const value_t<S>& a, const value_t<S>& b) const {
    if constexpr (Plus)
      return s.plus(a, b);
    else
      return s.times(a, b);
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

/// Real addition: adjoints are derivatives, summed as numbers in every structure.
template <class T>
struct add_op {
  DEEPLOG_HOST_DEVICE T operator()(const T& a, const T& b) const { return a + b; }
};

}  // namespace deeplog::gpu::detail
