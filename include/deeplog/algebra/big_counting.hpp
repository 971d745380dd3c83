// Exact counting beyond 64 bits: big_natural, an arbitrary-precision natural number, and the
// semiring big_counting = (N, +, x) over it. Model counts of large formulas overflow 64 bits
// (the 9x9 sudoku constraints have about 6.7e21 models); evaluating a compiled circuit in
// big_counting gives them exactly. A non-scalar label type: slower than `counting`, exact.
#pragma once

#include <algorithm>
#include <compare>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "deeplog/algebra/concepts.hpp"

namespace deeplog {

/// A natural number as base-2^32 limbs, least significant first, without leading zeros.
class big_natural {
 public:
  big_natural() = default;
  big_natural(std::uint64_t v) {  // NOLINT(google-explicit-constructor): numbers convert
    while (v) {
      limbs_.push_back(static_cast<std::uint32_t>(v));
      v >>= 32;
    }
  }

  bool is_zero() const { return limbs_.empty(); }
  /// The value if it fits 64 bits.
  bool fits_u64() const { return limbs_.size() <= 2; }
  std::uint64_t to_u64() const {
    std::uint64_t v = 0;
    for (std::size_t i = limbs_.size(); i-- > 0;) v = (v << 32) | limbs_[i];
    return v;
  }
  double to_double() const {
    double v = 0;
    for (std::size_t i = limbs_.size(); i-- > 0;) v = v * 4294967296.0 + limbs_[i];
    return v;
  }

  friend big_natural operator+(const big_natural& a, const big_natural& b) {
    const big_natural& l = a.limbs_.size() >= b.limbs_.size() ? a : b;
    const big_natural& s = a.limbs_.size() >= b.limbs_.size() ? b : a;
    big_natural r;
    r.limbs_.resize(l.limbs_.size() + 1);
    std::uint64_t carry = 0;
    for (std::size_t i = 0; i < l.limbs_.size(); ++i) {
      const std::uint64_t x =
          std::uint64_t(l.limbs_[i]) + (i < s.limbs_.size() ? s.limbs_[i] : 0u) + carry;
      r.limbs_[i] = static_cast<std::uint32_t>(x);
      carry = x >> 32;
    }
    r.limbs_.back() = static_cast<std::uint32_t>(carry);
    r.trim();
    return r;
  }

  friend big_natural operator*(const big_natural& a, const big_natural& b) {
    if (a.is_zero() || b.is_zero()) return {};
    big_natural r;
    r.limbs_.assign(a.limbs_.size() + b.limbs_.size(), 0);
    for (std::size_t i = 0; i < a.limbs_.size(); ++i) {
      std::uint64_t carry = 0;
      for (std::size_t j = 0; j < b.limbs_.size(); ++j) {
        const std::uint64_t x = std::uint64_t(a.limbs_[i]) * b.limbs_[j] + r.limbs_[i + j] + carry;
        r.limbs_[i + j] = static_cast<std::uint32_t>(x);
        carry = x >> 32;
      }
      r.limbs_[i + b.limbs_.size()] = static_cast<std::uint32_t>(carry);
    }
    r.trim();
    return r;
  }

  friend bool operator==(const big_natural&, const big_natural&) = default;
  friend std::strong_ordering operator<=>(const big_natural& a, const big_natural& b) {
    if (a.limbs_.size() != b.limbs_.size()) return a.limbs_.size() <=> b.limbs_.size();
    for (std::size_t i = a.limbs_.size(); i-- > 0;)
      if (a.limbs_[i] != b.limbs_[i]) return a.limbs_[i] <=> b.limbs_[i];
    return std::strong_ordering::equal;
  }

  /// Decimal digits.
  std::string to_string() const {
    if (is_zero()) return "0";
    std::vector<std::uint32_t> x = limbs_;
    std::string digits;
    while (!x.empty()) {  // divide by 10^9, collect the remainders
      std::uint64_t rem = 0;
      for (std::size_t i = x.size(); i-- > 0;) {
        const std::uint64_t cur = (rem << 32) | x[i];
        x[i] = static_cast<std::uint32_t>(cur / 1000000000u);
        rem = cur % 1000000000u;
      }
      while (!x.empty() && x.back() == 0) x.pop_back();
      for (int k = 0; k < 9 && (!x.empty() || rem); ++k) {
        digits.push_back(static_cast<char>('0' + rem % 10));
        rem /= 10;
      }
    }
    std::reverse(digits.begin(), digits.end());
    return digits;
  }

 private:
  void trim() {
    while (!limbs_.empty() && limbs_.back() == 0) limbs_.pop_back();
  }
  std::vector<std::uint32_t> limbs_;
};

/// (N, +, x) over big_natural: exact model counts of any size.
struct big_counting {
  using value_type = big_natural;
  static constexpr algebraic_laws laws{};
  static constexpr const char* name = "big-counting";

  value_type zero() const { return {}; }
  value_type one() const { return big_natural(1); }
  value_type plus(const value_type& a, const value_type& b) const { return a + b; }
  value_type times(const value_type& a, const value_type& b) const { return a * b; }
};

}  // namespace deeplog
