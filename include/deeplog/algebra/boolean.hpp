// The Boolean algebra B = ({false, true}, {not}, {or, and}). Not differentiable.
#pragma once

#include <cstdint>

#include "deeplog/algebra/concepts.hpp"

namespace deeplog {

/// B: plus is "or", times is "and", negation is "not". Labels are bytes holding 0 or 1, so a
/// std::vector of them is a contiguous buffer (std::vector<bool> is not).
struct boolean {
  using value_type = std::uint8_t;
  static constexpr algebraic_laws laws{.plus_idempotent = true,
                                       .plus_selective = true,
                                       .times_idempotent = true,
                                       .times_selective = true,
                                       .one_absorbs_plus = true,
                                       .negation_involutive = true,
                                       .de_morgan = true};
  static constexpr const char* name = "boolean";
  static constexpr const char* symbol = "B";

  DEEPLOG_HOST_DEVICE constexpr value_type zero() const { return 0; }
  DEEPLOG_HOST_DEVICE constexpr value_type one() const { return 1; }
  DEEPLOG_HOST_DEVICE constexpr value_type plus(value_type a, value_type b) const { return a | b; }
  DEEPLOG_HOST_DEVICE constexpr value_type times(value_type a, value_type b) const { return a & b; }
  DEEPLOG_HOST_DEVICE constexpr value_type negate(value_type a) const { return a ^ 1u; }
  bool contains(value_type a) const { return a <= 1; }
};

}  // namespace deeplog
