// A second structure of the user's own: the 2-best semiring (max-times over the two best
// values, a multiset: plus keeps duplicates). Its labels are pairs: a formula written in it
// (`_best2`) is labelled with pairs and gives the two most probable models' weights instead of
// their sum; a circuit compiled from the formula in P gives the same in it.
#pragma once

#include <array>

#include <deeplog/algebra.hpp>

namespace user {

struct two_best {
  using value_type = std::array<double, 2>;  // descending; 0 is an empty slot
  static constexpr deeplog::algebraic_laws laws{};
  static constexpr const char* name = "two-best";
  static constexpr const char* symbol = "best2";

  constexpr value_type zero() const { return {0, 0}; }
  constexpr value_type one() const { return {1, 0}; }
  constexpr value_type plus(const value_type& a, const value_type& b) const {
    if (a[0] >= b[0]) return {a[0], a[1] >= b[0] ? a[1] : b[0]};
    return {b[0], b[1] >= a[0] ? b[1] : a[0]};
  }
  // The two largest of the four products; a[1] * b[1] is never above both a[0] * b[1] and
  // a[1] * b[0].
  constexpr value_type times(const value_type& a, const value_type& b) const {
    const double first = a[0] * b[0], x = a[0] * b[1], y = a[1] * b[0];
    return {first, x >= y ? x : y};
  }
};

}  // namespace user
