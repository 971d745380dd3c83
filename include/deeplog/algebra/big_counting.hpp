// Exact counting beyond 64 bits: big_natural, an arbitrary-precision natural number, and the
// semiring big_counting = (N, +, x) over it. Model counts of large formulas overflow 64 bits
// (the 9x9 sudoku constraints have about 6.7e21 models); evaluating a compiled circuit in
// big_counting gives them exactly. A non-scalar label type: slower than `counting`, exact.
// Products of many factors (a smoothed circuit multiplies in a 2 for every free variable) go
// through big_natural::product: powers of two become one shift and the rest multiply as a
// balanced tree, so 2^n costs O(n), not the O(n^2) of n multiplications of growing numbers.
// Long operations poll deeplog::check_budget().
#pragma once

#include <algorithm>
#include <bit>
#include <compare>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <queue>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "deeplog/algebra/concepts.hpp"
#include "deeplog/base/resources.hpp"

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
    if (a.is_power_of_two()) return b << (a.bit_length() - 1);
    if (b.is_power_of_two()) return a << (b.bit_length() - 1);
    big_natural r;
    r.limbs_.assign(a.limbs_.size() + b.limbs_.size(), 0);
    const bool long_product = a.limbs_.size() * b.limbs_.size() > (std::size_t(1) << 16);
    for (std::size_t i = 0; i < a.limbs_.size(); ++i) {
      if (long_product) check_budget();
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

  /// The number of bits (0 for zero).
  std::size_t bit_length() const {
    if (is_zero()) return 0;
    return 32 * (limbs_.size() - 1) + std::size_t(32 - std::countl_zero(limbs_.back()));
  }
  bool is_power_of_two() const {
    if (is_zero() || std::popcount(limbs_.back()) != 1) return false;
    for (std::size_t i = 0; i + 1 < limbs_.size(); ++i)
      if (limbs_[i] != 0) return false;
    return true;
  }
  /// The number of trailing zero bits (0 for zero).
  std::size_t trailing_zeros() const {
    for (std::size_t i = 0; i < limbs_.size(); ++i)
      if (limbs_[i] != 0) return 32 * i + std::size_t(std::countr_zero(limbs_[i]));
    return 0;
  }
  /// this x 2^bits, in time linear in the result's size.
  friend big_natural operator<<(const big_natural& a, std::size_t bits) {
    if (a.is_zero()) return {};
    big_natural r;
    const std::size_t words = bits / 32, shift = bits % 32;
    r.limbs_.assign(words + a.limbs_.size() + 1, 0);
    for (std::size_t i = 0; i < a.limbs_.size(); ++i) {
      const std::uint64_t x = std::uint64_t(a.limbs_[i]) << shift;
      r.limbs_[words + i] |= static_cast<std::uint32_t>(x);
      r.limbs_[words + i + 1] = static_cast<std::uint32_t>(x >> 32);
    }
    r.trim();
    return r;
  }
  /// this / 2^bits (rounded down).
  friend big_natural operator>>(const big_natural& a, std::size_t bits) {
    const std::size_t words = bits / 32, shift = bits % 32;
    if (words >= a.limbs_.size()) return {};
    big_natural r;
    r.limbs_.assign(a.limbs_.size() - words, 0);
    for (std::size_t i = words; i < a.limbs_.size(); ++i) {
      std::uint64_t x = a.limbs_[i] >> shift;
      if (shift != 0 && i + 1 < a.limbs_.size())
        x |= std::uint64_t(a.limbs_[i + 1]) << (32 - shift);
      r.limbs_[i - words] = static_cast<std::uint32_t>(x);
    }
    r.trim();
    return r;
  }

  /// The product of all `xs`: the powers of two in them become one shift, the rest multiply
  /// smallest first (a Huffman-like tree), so n factors of b bits cost O(n b log n b) word
  /// operations at most, and factors of two alone O(n).
  static big_natural product(std::span<const big_natural* const> xs) {
    std::size_t shift = 0;
    auto by_size = [](const big_natural& a, const big_natural& b) {
      return a.limbs_.size() > b.limbs_.size();
    };
    std::priority_queue<big_natural, std::vector<big_natural>, decltype(by_size)> odd(by_size);
    for (const big_natural* x : xs) {
      if (x->is_zero()) return {};
      const std::size_t z = x->trailing_zeros();
      shift += z;
      if (x->limbs_.size() == 1 && (x->limbs_[0] >> z) == 1) continue;  // a power of two
      odd.push(*x >> z);
    }
    while (odd.size() > 1) {
      check_budget();
      big_natural a = odd.top();
      odd.pop();
      big_natural b = odd.top();
      odd.pop();
      odd.push(a * b);
    }
    big_natural r = odd.empty() ? big_natural(1) : odd.top();
    return shift == 0 ? r : r << shift;
  }

  /// Parses decimal digits (no sign, no spaces); nullopt for anything else.
  static std::optional<big_natural> from_string(std::string_view s) {
    if (s.empty()) return std::nullopt;
    big_natural r;
    for (std::size_t i = 0; i < s.size(); i += 9) {
      const std::string_view chunk = s.substr(i, 9);
      std::uint32_t v = 0, scale = 1;
      for (char c : chunk) {
        if (c < '0' || c > '9') return std::nullopt;
        v = v * 10 + std::uint32_t(c - '0');
        scale *= 10;
      }
      r.multiply_add(scale, v);
    }
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
      if (x.size() > 4096) check_budget();
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
  // this = this * m + a, for one-limb m and a.
  void multiply_add(std::uint32_t m, std::uint32_t a) {
    std::uint64_t carry = a;
    for (auto& l : limbs_) {
      const std::uint64_t x = std::uint64_t(l) * m + carry;
      l = static_cast<std::uint32_t>(x);
      carry = x >> 32;
    }
    if (carry) limbs_.push_back(static_cast<std::uint32_t>(carry));
  }
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
  /// The product of many labels at once (the reference evaluator uses it for times nodes).
  value_type times_all(std::span<const value_type* const> xs) const {
    return big_natural::product(xs);
  }
};

}  // namespace deeplog
