// Shared by the CUDA tests (host code only): random layered circuits with every node kind, wide
// nodes and repeated children (ties for the selective operations), random labels in each
// structure's carrier, and comparisons that are exact where the arithmetic is.
#pragma once

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <numeric>
#include <random>
#include <string>
#include <type_traits>
#include <vector>

#include "../circuit/random_circuit.hpp"
#include "deeplog/algebra.hpp"
#include "deeplog/circuit/circuit.hpp"

namespace deeplog::test {

struct circuit_shape {
  std::size_t inputs = 12;
  std::size_t operations = 60;
  std::uint32_t max_fanin = 4;
  std::uint32_t wide_fanin = 12;  // every 7th operation is this wide (past the local suffix array)
  bool constants = true;          // zero and one leaves
  bool repeated_inputs = true;    // two input nodes reading one row
  std::size_t roots = 3;
};

/// A random circuit in layer order: leaves, then operations whose children are earlier nodes
/// (biased to recent ones so that the circuit is deep), sorted by (depth, kind).
inline circuit random_circuit(std::uint64_t seed, const circuit_shape& sh = {}) {
  std::mt19937_64 rng(seed);
  proto_circuit pc;
  pc.num_inputs = sh.inputs;
  auto& ps = pc.nodes;
  for (std::uint32_t i = 0; i < sh.inputs; ++i) ps.push_back({node_kind::input, i, {}});
  if (sh.repeated_inputs && sh.inputs > 0) ps.push_back({node_kind::input, 0, {}});
  if (sh.constants) {
    ps.push_back({node_kind::zero, 0, {}});
    ps.push_back({node_kind::one, 0, {}});
  }
  for (std::size_t j = 0; j < sh.operations; ++j) {
    const node_kind k = (rng() & 1) ? node_kind::plus : node_kind::times;
    std::uint32_t fanin = 1 + static_cast<std::uint32_t>(rng() % sh.max_fanin);
    if (j % 7 == 6) fanin = sh.wide_fanin;
    proto p{k, 0, {}};
    const std::size_t n = ps.size();
    for (std::uint32_t f = 0; f < fanin; ++f) {
      // Half the children from the last few nodes, half from anywhere; repeats allowed.
      const std::size_t window = std::min<std::size_t>(n, 6);
      const std::size_t pick = (rng() & 1) ? n - 1 - rng() % window : rng() % n;
      p.kids.push_back(static_cast<std::uint32_t>(pick));
    }
    ps.push_back(std::move(p));
  }
  const std::size_t n = ps.size();
  for (std::size_t r = 0; r < sh.roots; ++r)
    pc.roots.push_back(static_cast<std::uint32_t>(n - 1 - rng() % std::min<std::size_t>(n, 10)));
  return layered(pc);  // sorted by (depth, kind), every node kept
}

// ---- labels ------------------------------------------------------------------------------

template <class S>
struct label_gen;  // draw(rng) -> a label in S's carrier; ties are frequent where they matter

template <>
struct label_gen<boolean> {
  template <class R>
  static std::uint8_t draw(R& r) {
    return static_cast<std::uint8_t>(r() & 1);
  }
};
template <>
struct label_gen<counting> {
  template <class R>
  static std::uint64_t draw(R& r) {
    return r() % 4;
  }
};
template <class T>
struct label_gen<probability<T>> {
  template <class R>
  static T draw(R& r) {
    return std::uniform_real_distribution<T>(T(0.05), T(1))(r);
  }
};
template <class T>
struct label_gen<log_probability<T>> {
  template <class R>
  static T draw(R& r) {
    return (r() % 9 == 0) ? log_probability<T>{}.zero()
                          : std::log(label_gen<probability<T>>::draw(r));
  }
};
template <class T>
struct label_gen<max_plus<T>> {  // small integers: sums are exact, ties are common
  template <class R>
  static T draw(R& r) {
    return (r() % 11 == 0) ? max_plus<T>{}.zero() : T(int(r() % 7) - 3);
  }
};
template <class T>
struct label_gen<min_plus<T>> {
  template <class R>
  static T draw(R& r) {
    return (r() % 11 == 0) ? min_plus<T>{}.zero() : T(int(r() % 7) - 3);
  }
};
template <class T>
struct label_gen<max_times<T>> {  // dyadic values: products are exact, ties are common
  template <class R>
  static T draw(R& r) {
    return T(r() % 5) / T(4);
  }
};
template <class T>
struct label_gen<godel<T>> {
  template <class R>
  static T draw(R& r) {
    return T(r() % 5) / T(4);
  }
};
template <class T>
struct label_gen<lukasiewicz<T>> {
  template <class R>
  static T draw(R& r) {
    return std::uniform_real_distribution<T>(T(0), T(1))(r);
  }
};
template <class T>
struct label_gen<product_tnorm<T>> {
  template <class R>
  static T draw(R& r) {
    return std::uniform_real_distribution<T>(T(0), T(1))(r);
  }
};
template <std::size_t K, class T>
struct label_gen<top_k<K, T>> {
  template <class R>
  static std::array<T, K> draw(R& r) {
    std::array<T, K> a{};
    for (auto& x : a) x = T(r() % 9) / T(8);
    std::sort(a.begin(), a.end(), [](T x, T y) { return x > y; });
    return a;
  }
};

template <class S>
std::vector<value_t<S>> random_labels(std::size_t n, std::uint64_t seed) {
  std::mt19937_64 r(seed);
  std::vector<value_t<S>> v(n);
  for (auto& x : v) x = label_gen<S>::draw(r);
  return v;
}

/// Root adjoints and tangents: small integers, so that sums of them are exact in any order
/// (backward accumulates with atomics on the GPU, in no fixed order).
template <class T>
std::vector<T> integer_weights(std::size_t n, std::uint64_t seed) {
  std::mt19937_64 r(seed);
  std::vector<T> v(n);
  for (auto& x : v) x = T(int(r() % 5) - 2);
  return v;
}

// ---- comparisons -------------------------------------------------------------------------

/// Whether results of S must agree bit for bit: integer and Boolean arithmetic, and the tropical
/// and Goedel structures over small integers and dyadic labels (max, min and exact sums). Others:
/// within a float tolerance (the GPU may contract a * b + c into a fused multiply-add, its
/// exp/log1p differ in the last ulp, and a segmented reduction multiplies a node's children in
/// a tree, not left to right: products of many labels, max-times' and top-k's too, round
/// differently).
template <class S>
struct is_max_times : std::false_type {};
template <class T>
struct is_max_times<max_times<T>> : std::true_type {};

template <class S>
struct top_k_scalar {
  using type = void;
};
template <std::size_t K, class T>
struct top_k_scalar<top_k<K, T>> {
  using type = T;
};

template <class S>
constexpr bool exact_structure() {
  using T = value_t<S>;
  if constexpr (std::is_floating_point_v<typename top_k_scalar<S>::type>)
    return false;
  else if constexpr (!std::is_floating_point_v<T>)
    return true;
  else
    return std::is_same_v<S, max_plus<T>> || std::is_same_v<S, min_plus<T>> ||
           std::is_same_v<S, godel<T>>;
}

/// Whether adjoints and tangents must agree bit for bit: their partials are 0 or 1 and the
/// weights small integers, so the sums are exact in any order.
template <class S>
constexpr bool exact_derivatives() {
  return exact_structure<S>();
}

template <class T>
bool close(T a, T b, bool exact) {
  if constexpr (std::is_floating_point_v<T>) {
    if (std::isnan(a) || std::isnan(b)) return std::isnan(a) && std::isnan(b);
    if (std::isinf(a) || std::isinf(b)) return a == b;
    if (exact) return a == b;
    const T tol = std::is_same_v<T, float> ? T(2e-4) : T(1e-10);
    return std::abs(a - b) <= tol * (T(1) + std::abs(b));
  } else {
    return a == b;
  }
}
template <std::size_t K, class T>
bool close(const std::array<T, K>& a, const std::array<T, K>& b, bool exact) {
  for (std::size_t i = 0; i < K; ++i)
    if (!close(a[i], b[i], exact)) return false;
  return true;
}

/// The index of the first mismatch, or -1.
template <class T>
long first_mismatch(const std::vector<T>& got, const std::vector<T>& want, bool exact) {
  if (got.size() != want.size()) return 0;
  for (std::size_t i = 0; i < got.size(); ++i)
    if (!close(got[i], want[i], exact)) return static_cast<long>(i);
  return -1;
}

/// Whether a is within tolerance of b relative to scale (the sum of the magnitudes of the terms
/// that a sum of rounded terms adds, not the sum itself, which cancellation can make small).
template <class T>
bool close_scaled(T a, T b, T scale, bool exact) {
  if constexpr (std::is_floating_point_v<T>) {
    if (!exact && std::isfinite(a) && std::isfinite(b) && std::isfinite(scale)) {
      const T tol = std::is_same_v<T, float> ? T(2e-4) : T(1e-10);
      return std::abs(a - b) <= tol * (T(1) + std::abs(scale));
    }
  }
  return close(a, b, exact);
}

/// first_mismatch with the tolerance relative to scale[i] (close_scaled).
template <class T>
long first_mismatch(const std::vector<T>& got, const std::vector<T>& want,
                    const std::vector<T>& scale, bool exact) {
  if (got.size() != want.size() || scale.size() != want.size()) return 0;
  for (std::size_t i = 0; i < got.size(); ++i)
    if (!close_scaled(got[i], want[i], scale[i], exact)) return static_cast<long>(i);
  return -1;
}

/// |v| per element (the scale passes of the adjoint and tangent comparisons).
template <class T>
std::vector<T> magnitudes(std::vector<T> v) {
  for (T& x : v) x = x < T(0) ? -x : x;
  return v;
}

template <class T>
std::vector<double> widened(const std::vector<T>& v) {
  return std::vector<double>(v.begin(), v.end());
}

/// The first position where got is neither within tolerance of want (relative to scale) nor
/// at most 4x as far from the double reference as want is.
template <class T>
long first_mismatch_with_reference(const std::vector<T>& got, const std::vector<T>& want,
                                   const std::vector<double>& ref, const std::vector<T>& scale) {
  for (std::size_t i = 0; i < got.size(); ++i) {
    if (close_scaled(got[i], want[i], scale[i], false)) continue;
    const double e_got = std::abs(double(got[i]) - ref[i]);
    const double e_want = std::abs(double(want[i]) - ref[i]);
    if (std::isfinite(e_got) && e_got <= 4 * e_want + 2e-4 * (1 + std::abs(ref[i]))) continue;
    return static_cast<long>(i);
  }
  return -1;
}

/// Bit-for-bit equality (NaN payloads included), where == would call a NaN unequal to itself.
template <class T>
bool same_bits(const std::vector<T>& a, const std::vector<T>& b) {
  return a.size() == b.size() &&
         (a.empty() || std::memcmp(a.data(), b.data(), a.size() * sizeof(T)) == 0);
}

template <class T>
std::string show(const T& v) {
  if constexpr (std::is_arithmetic_v<T>)
    return std::to_string(+v);
  else {
    std::string s = "[";
    for (auto x : v) s += std::to_string(x) + " ";
    return s + "]";
  }
}

}  // namespace deeplog::test
