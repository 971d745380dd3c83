// Concepts for algebraic structures (paper, Definition "Algebraic Structure"): a structure is a
// small copyable type with a label type, identities, two binary operations and its laws.
// Kernels take the structure by value (`S s = {}`), so stateful structures work too.
#pragma once

#include <concepts>
#include <cstddef>
#include <span>
#include <type_traits>

#include "deeplog/algebra/laws.hpp"
#include "deeplog/base/config.hpp"

namespace deeplog {

template <class S>
using value_t = typename S::value_type;

namespace detail {

template <class S>
concept has_value_type = requires {
  typename S::value_type;
};

template <class S>
concept has_identities = requires(const S& s) {
  { s.zero() } -> std::convertible_to<value_t<S>>;
  { s.one() } -> std::convertible_to<value_t<S>>;
};

template <class S>
concept has_binary_operations = requires(const S& s, const value_t<S>& a, const value_t<S>& b) {
  { s.plus(a, b) } -> std::convertible_to<value_t<S>>;
  { s.times(a, b) } -> std::convertible_to<value_t<S>>;
};

template <class S>
concept states_laws = requires {
  { S::laws } -> std::convertible_to<const algebraic_laws&>;
};

template <class S>
concept has_negation = requires(const S& s, const value_t<S>& a) {
  { s.negate(a) } -> std::convertible_to<value_t<S>>;
};

// Partial derivatives for reverse mode: d_plus(a, rest, v) is d(a + rest)/da at v = a + rest,
// where rest is the plus of all other arguments of an n-ary node (likewise d_times).
// Selective operations (max, min) are not differentiable at a tie; there d_plus(a, rest, v) is
// the partial of `a` as the first argument, to which ties go: 1 iff a attains the extremum.
// Reverse mode never sums these partials over the tied arguments of a node: the evaluators
// route the whole adjoint to the first child that attains the extremum (the same rule applied
// left to right), so a later tied child gets 0.
//
// Optional, for forward mode: plus_tangent(a, b, v, ta, tb) (likewise times_tangent), the
// one-sided directional derivative of a + b along (ta, tb), for a structure whose operation has
// kinks where the chain rule through d_plus would be wrong (Lukasiewicz's clamps). See dual.hpp.
template <class S>
concept has_partials = requires(const S& s, const value_t<S>& a, const value_t<S>& rest,
                                const value_t<S>& v) {
  { s.d_plus(a, rest, v) } -> std::convertible_to<value_t<S>>;
  { s.d_times(a, rest, v) } -> std::convertible_to<value_t<S>>;
};

}  // namespace detail

/// A commutative-monoid pair (zero, plus) and (one, times) with stated laws. Whether times
/// distributes over plus is a law, not a requirement: fuzzy t-norm algebras are structures too.
template <class S>
concept Semiring =
    std::copy_constructible<S> && detail::has_value_type<S> && std::copyable<value_t<S>> &&
    detail::has_identities<S> && detail::has_binary_operations<S> && detail::states_laws<S>;

/// A semiring with a unary negation (Boolean algebra, fuzzy algebras).
template <class S>
concept Algebra = Semiring<S> && detail::has_negation<S>;

/// A structure over real labels whose operations have the partial derivatives reverse and
/// forward mode need.
template <class S>
concept Differentiable = Semiring<S> && std::floating_point<value_t<S>> && detail::has_partials<S>;

/// The laws of S, readable at compile time.
template <Semiring S>
inline constexpr algebraic_laws laws_of = S::laws;

// Whether d_plus / d_times need `rest` (the fold of the other arguments). Structures whose
// partials do not (probability's plus: always 1) say so, and the evaluators skip the prefix and
// suffix folds. Default: they do.
template <class S>
constexpr bool d_plus_uses_rest() {
  if constexpr (requires { S::d_plus_uses_rest; }) return S::d_plus_uses_rest;
  return true;
}
template <class S>
constexpr bool d_times_uses_rest() {
  if constexpr (requires { S::d_times_uses_rest; }) return S::d_times_uses_rest;
  return true;
}

// ---------------------------------------------------------------------------------------------
// n-ary plus and times: a structure may provide plus_n / times_n (log-sum-exp with one max
// shift, Lukasiewicz as one clamped sum); otherwise the binary operation is folded.

template <Semiring S>
DEEPLOG_HOST_DEVICE value_t<S> plus_n(const S& s, std::span<const value_t<S>> xs) {
  if constexpr (requires { s.plus_n(xs); }) {
    return s.plus_n(xs);
  } else {
    value_t<S> acc = s.zero();
    for (const auto& x : xs) acc = s.plus(acc, x);
    return acc;
  }
}

template <Semiring S>
DEEPLOG_HOST_DEVICE value_t<S> times_n(const S& s, std::span<const value_t<S>> xs) {
  if constexpr (requires { s.times_n(xs); }) {
    return s.times_n(xs);
  } else {
    value_t<S> acc = s.one();
    for (const auto& x : xs) acc = s.times(acc, x);
    return acc;
  }
}

// Plus in any grouping. A reduction that runs as a tree (the CUDA backend's segmented
// reductions) folds states, not labels, where the structure gives a state type `plus_state` with
// plus_lift(x), plus_merge(a, b) (associative and commutative) and plus_result(a). Log-sum-exp
// keeps (max, sum of exp(x - max)): it rounds its log-space result once, at the end, as plus_n
// does, where the folded binary plus rounds it at every level (an absolute error of eps |v| each,
// which the backward partials exp(x - v) turn into relative errors). Without one, the state is
// the label and merging is plus. check_laws checks a state against the binary plus.
template <class S>
concept has_plus_state = requires(const S& s, const value_t<S>& x,
                                  const typename S::plus_state& a) {
  { s.plus_lift(x) } -> std::same_as<typename S::plus_state>;
  { s.plus_merge(a, a) } -> std::same_as<typename S::plus_state>;
  { s.plus_result(a) } -> std::same_as<value_t<S>>;
};

/// Whether v lies in the structure's carrier set (fuzzy scores in [0, 1], probabilities >= 0).
/// Structures without `contains` accept every value of their label type.
template <Semiring S>
bool contains(const S& s, const value_t<S>& v) {
  if constexpr (requires {
                  { s.contains(v) } -> std::convertible_to<bool>;
                }) {
    return s.contains(v);
  } else {
    return true;
  }
}

}  // namespace deeplog
