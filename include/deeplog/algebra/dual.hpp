// The dual-number lift of a differentiable structure: labels carry (value, tangent), and
// evaluating a circuit in dual<S> computes a forward-mode directional derivative (JVP).
#pragma once

#include "deeplog/algebra/concepts.hpp"

namespace deeplog {

template <class T>
struct dual_number {
  T value{};
  T tangent{};
  friend constexpr bool operator==(const dual_number&, const dual_number&) = default;
};

/// dual<S>: plus and times apply S's operations to the values and the chain rule to the
/// tangents. Selective operations (max, min) take the tangent of the argument they select,
/// the first one on ties, like reverse mode.
template <Differentiable S>
struct dual {
  using base_type = S;
  using scalar_type = value_t<S>;
  using value_type = dual_number<scalar_type>;
  static constexpr algebraic_laws laws = [] {
    algebraic_laws l = laws_of<S>;
    // The tangents of a + a add up unless the operation selects one argument.
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
    if constexpr (laws_of<S>.plus_selective) {
      return {v, v == a.value ? a.tangent : b.tangent};
    } else {
      return {v, base.d_plus(a.value, b.value, v) * a.tangent +
                     base.d_plus(b.value, a.value, v) * b.tangent};
    }
  }
  DEEPLOG_HOST_DEVICE value_type times(const value_type& a, const value_type& b) const {
    const scalar_type v = base.times(a.value, b.value);
    if constexpr (laws_of<S>.times_selective) {
      return {v, v == a.value ? a.tangent : b.tangent};
    } else {
      return {v, base.d_times(a.value, b.value, v) * a.tangent +
                     base.d_times(b.value, a.value, v) * b.tangent};
    }
  }
  DEEPLOG_HOST_DEVICE value_type negate(const value_type& a) const
    requires Algebra<S> && requires(const S& s, scalar_type x) { s.d_negate(x); }
  {
    return {base.negate(a.value), base.d_negate(a.value) * a.tangent};
  }
};

}  // namespace deeplog
