// The top-k semiring: a label is the k best values (max-times), kept sorted in descending
// order, with 0 for "absent". Plus merges two lists, times keeps the k best pairwise products.
// It answers "the k most probable explanations" and is the first non-scalar label type.
#pragma once

#include <array>
#include <cstddef>

#include "deeplog/algebra/concepts.hpp"

namespace deeplog {

template <std::size_t K, std::floating_point T = double>
requires(K >= 1) struct top_k {
  using value_type = std::array<T, K>;  // descending; trailing zeros are empty slots
  static constexpr std::size_t k = K;
  // A multiset semiring: merging a list with itself keeps duplicates, so plus is not idempotent.
  static constexpr algebraic_laws laws{};
  static constexpr const char* name = "top-k";

  DEEPLOG_HOST_DEVICE constexpr value_type zero() const { return value_type{}; }
  DEEPLOG_HOST_DEVICE constexpr value_type one() const {
    value_type r{};
    r[0] = T(1);
    return r;
  }
  DEEPLOG_HOST_DEVICE constexpr value_type plus(const value_type& a, const value_type& b) const {
    value_type r{};
    std::size_t i = 0, j = 0;
    for (std::size_t o = 0; o < K; ++o) r[o] = (a[i] >= b[j]) ? a[i++] : b[j++];
    return r;
  }
  // The k largest products a[i] * b[j] of two descending lists: a k-way merge over rows i,
  // where row i's next candidate is a[i] * b[next[i]].
  DEEPLOG_HOST_DEVICE constexpr value_type times(const value_type& a, const value_type& b) const {
    value_type r{};
    std::array<std::size_t, K> next{};
    for (std::size_t o = 0; o < K; ++o) {
      // Some row always has a candidate left (o < K picks so far, K rows of K), so `best` is
      // set even when the products are NaN or negative (not labels, but never out of bounds).
      std::size_t best = K;
      T best_v = T(0);
      for (std::size_t i = 0; i < K; ++i) {
        if (next[i] < K) {
          const T v = a[i] * b[next[i]];
          if (best == K || v > best_v) best_v = v, best = i;
        }
      }
      r[o] = best_v;
      ++next[best];
    }
    return r;
  }
  bool contains(const value_type& a) const {
    for (std::size_t i = 0; i < K; ++i) {
      if (!(a[i] >= T(0))) return false;
      if (i > 0 && a[i] > a[i - 1]) return false;
    }
    return true;
  }
};

}  // namespace deeplog
