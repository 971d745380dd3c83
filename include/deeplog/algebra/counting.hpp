// The counting semiring (natural numbers, 64 bits) and its overflow-checked form. Neither is
// differentiable. Exact counts of any size: big_counting (big_counting.hpp).
#pragma once

#include <cstdint>

#include "deeplog/algebra/concepts.hpp"
#include "deeplog/base/error.hpp"

namespace deeplog {

/// Counting semiring (N, +, x) on 64-bit unsigned integers. Arithmetic wraps modulo 2^64 like
/// every unsigned type, silently: a count of 2^64 or more comes out as its remainder. Exact
/// counts of any size: big_counting (algebra/big_counting.hpp, what `deeplog eval --structure
/// counting` uses); an error instead of a wrap: checked_counting below (host only).
struct counting {
  using value_type = std::uint64_t;
  static constexpr algebraic_laws laws{};
  static constexpr const char* name = "counting";
  static constexpr const char* symbol = "N";

  DEEPLOG_HOST_DEVICE constexpr value_type zero() const { return 0; }
  DEEPLOG_HOST_DEVICE constexpr value_type one() const { return 1; }
  DEEPLOG_HOST_DEVICE constexpr value_type plus(value_type a, value_type b) const { return a + b; }
  DEEPLOG_HOST_DEVICE constexpr value_type times(value_type a, value_type b) const { return a * b; }
};

/// counting with overflow detection: plus and times throw overflow_error where the
/// exact result does not fit 64 bits, instead of wrapping. Host only (kernels cannot throw).
struct checked_counting {
  using value_type = std::uint64_t;
  static constexpr algebraic_laws laws{};
  static constexpr const char* name = "checked-counting";

  constexpr value_type zero() const { return 0; }
  constexpr value_type one() const { return 1; }
  value_type plus(value_type a, value_type b) const {
    value_type r;
    if (__builtin_add_overflow(a, b, &r))
      throw overflow_error("checked_counting: a count exceeds 2^64 - 1");
    return r;
  }
  value_type times(value_type a, value_type b) const {
    value_type r;
    if (__builtin_mul_overflow(a, b, &r))
      throw overflow_error("checked_counting: a count exceeds 2^64 - 1");
    return r;
  }
};

}  // namespace deeplog
