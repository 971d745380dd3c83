// The dual-number lift of a differentiable structure: labels carry (value, tangent), and
// evaluating a circuit in dual<S> computes a forward-mode directional derivative (JVP).
//
// The tangent of an operation is its one-sided directional derivative,
//   lim_{h -> 0+} (op(a + h ta, b + h tb) - op(a, b)) / h,
// which is the chain rule wherever the operation is differentiable, and well defined at its
// kinks too: at a tie of a selective operation (max, min) it is the max (min) of the tangents,
// at a clamp of Lukasiewicz it is the clamped sum of the tangents (the structure says so through
// plus_tangent / times_tangent, see concepts.hpp). Because it is a property of the function, not
// of the order of the arguments, dual<S> keeps S's laws exactly: commutative, associative,
// idempotent and selective where S is (a selective dual orders (value, tangent) pairs
// lexicographically).
//
// The carrier set: a value of S with a finite tangent along which the value can move. An
// infinite value does not move (its tangent is 0: log 0 + h t is still log 0), and at an edge of
// S's carrier (0 for a probability, 0 and 1 for a fuzzy score) the tangent points inward. On
// that set zero and one are exact identities and zero annihilates where S's does; `contains`
// checks it. Every operation whose result is infinite gives tangent 0.
#pragma once

#include <cmath>
#include <limits>

#include "deeplog/algebra/concepts.hpp"

namespace deeplog {

template <class T>
struct dual_number {
  T value{};
  T tangent{};
  friend constexpr bool operator==(const dual_number&, const dual_number&) = default;
};

namespace detail {
template <class T>
DEEPLOG_HOST_DEVICE constexpr bool is_infinite(T x) {
  return x == std::numeric_limits<T>::infinity() || x == -std::numeric_limits<T>::infinity();
}
}  // namespace detail

/// dual<S>: plus and times apply S's operations to the values and the one-sided directional
/// derivative to the tangents (see the top of this file).
template <Differentiable S>
struct dual {
  using base_type = S;
  using scalar_type = value_t<S>;
  using value_type = dual_number<scalar_type>;
  static constexpr algebraic_laws laws = [] {
    algebraic_laws l = laws_of<S>;
    // a + a doubles the tangent unless the operation selects one argument.
    l.plus_idempotent = laws_of<S>.plus_idempotent && laws_of<S>.plus_selective;
    l.times_idempotent = laws_of<S>.times_idempotent && laws_of<S>.times_selective;
    return l;
  }();
  static constexpr const char* name = "dual";

  S base{};

  DEEPLOG_HOST_DEVICE constexpr value_type zero() const { return {base.zero(), scalar_type(0)}; }
  DEEPLOG_HOST_DEVICE constexpr value_type one() const { return {base.one(), scalar_type(0)}; }
  DEEPLOG_HOST_DEVICE value_type plus(const value_type& a, const value_type& b) const {
    const scalar_type v = base.plus(a.value, b.value);
    return {v, settle(v, tangent_of<true>(a, b, v))};
  }
  DEEPLOG_HOST_DEVICE value_type times(const value_type& a, const value_type& b) const {
    const scalar_type v = base.times(a.value, b.value);
    return {v, settle(v, tangent_of<false>(a, b, v))};
  }
  DEEPLOG_HOST_DEVICE value_type negate(const value_type& a) const requires Algebra<S> &&
      requires(const S& s, scalar_type x) {
    s.d_negate(x);
  }
  {
    const scalar_type v = base.negate(a.value);
    return {v, settle(v, base.d_negate(a.value) * a.tangent)};
  }

  /// (value, tangent) is a label: see the top of this file.
  bool contains(const value_type& a) const {
    if (!deeplog::contains(base, a.value) || !std::isfinite(a.tangent)) return false;
    if (detail::is_infinite(a.value)) return a.tangent == scalar_type(0);
    if (a.tangent == scalar_type(0)) return true;
    const scalar_type dir = a.tangent > 0 ? std::numeric_limits<scalar_type>::infinity()
                                          : -std::numeric_limits<scalar_type>::infinity();
    return deeplog::contains(base, std::nextafter(a.value, dir));
  }

 private:
  DEEPLOG_HOST_DEVICE static constexpr scalar_type settle(scalar_type v, scalar_type t) {
    return detail::is_infinite(v) ? scalar_type(0) : t;
  }

  template <bool Plus>
  DEEPLOG_HOST_DEVICE scalar_type tangent_of(const value_type& a, const value_type& b,
                                             scalar_type v) const {
    constexpr bool selective = Plus ? laws_of<S>.plus_selective : laws_of<S>.times_selective;
    if constexpr (Plus &&
                  requires { base.plus_tangent(a.value, b.value, v, a.tangent, b.tangent); }) {
      return base.plus_tangent(a.value, b.value, v, a.tangent, b.tangent);
    } else if constexpr (!Plus && requires {
                           base.times_tangent(a.value, b.value, v, a.tangent, b.tangent);
                         }) {
      return base.times_tangent(a.value, b.value, v, a.tangent, b.tangent);
    } else if constexpr (selective) {
      // A selective operation on the reals is a max or a min; at a tie the argument that moves
      // further in its direction wins, i.e. the same max or min of the tangents.
      if (a.value == b.value)
        return Plus ? base.plus(a.tangent, b.tangent) : base.times(a.tangent, b.tangent);
      return v == a.value ? a.tangent : b.tangent;
    } else if constexpr (Plus) {
      return base.d_plus(a.value, b.value, v) * a.tangent +
             base.d_plus(b.value, a.value, v) * b.tangent;
    } else {
      return base.d_times(a.value, b.value, v) * a.tangent +
             base.d_times(b.value, a.value, v) * b.tangent;
    }
  }
};

}  // namespace deeplog
