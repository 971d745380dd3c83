// Random labels for each structure, drawn from its carrier set with the special values
// (identities, bounds, infinities) mixed in, so that laws are checked where they break first.
#pragma once

#include <array>
#include <cmath>
#include <cstdint>
#include <limits>
#include <random>

#include "deeplog/algebra.hpp"

namespace deeplog::testing {

template <class S>
struct random_value;  // random_value<S>{}(rng, s) -> value_t<S>

template <class T>
T pick(std::mt19937_64& rng, std::initializer_list<T> specials, T lo, T hi,
       double p_special = 0.15) {
  std::uniform_real_distribution<double> u(0, 1);
  if (u(rng) < p_special) {
    std::uniform_int_distribution<std::size_t> i(0, specials.size() - 1);
    return *(specials.begin() + i(rng));
  }
  std::uniform_real_distribution<T> d(lo, hi);
  return d(rng);
}

template <>
struct random_value<boolean> {
  std::uint8_t operator()(std::mt19937_64& rng, const boolean&) const {
    return static_cast<std::uint8_t>(rng() & 1u);
  }
};
template <>
struct random_value<counting> {
  std::uint64_t operator()(std::mt19937_64& rng, const counting&) const { return rng() % 1000; }
};
template <class T>
struct random_value<probability<T>> {
  T operator()(std::mt19937_64& rng, const probability<T>&) const {
    return pick<T>(rng, {T(0), T(1)}, T(0), T(2));
  }
};
template <class T>
struct random_value<log_probability<T>> {
  T operator()(std::mt19937_64& rng, const log_probability<T>&) const {
    return pick<T>(rng, {-std::numeric_limits<T>::infinity(), T(0)}, T(-6), T(0));
  }
};
template <class T>
struct random_value<max_plus<T>> {
  T operator()(std::mt19937_64& rng, const max_plus<T>&) const {
    return pick<T>(rng, {-std::numeric_limits<T>::infinity(), T(0)}, T(-5), T(5));
  }
};
template <class T>
struct random_value<min_plus<T>> {
  T operator()(std::mt19937_64& rng, const min_plus<T>&) const {
    return pick<T>(rng, {std::numeric_limits<T>::infinity(), T(0)}, T(-5), T(5));
  }
};
template <class T>
struct random_value<max_times<T>> {
  T operator()(std::mt19937_64& rng, const max_times<T>&) const {
    return pick<T>(rng, {T(0), T(1)}, T(0), T(2));
  }
};
template <template <class> class F, class T>
requires std::same_as<F<T>, godel<T>> || std::same_as<F<T>, lukasiewicz<T>> ||
    std::same_as<F<T>, product_tnorm<T>>
struct random_value<F<T>> {
  T operator()(std::mt19937_64& rng, const F<T>&) const {
    return pick<T>(rng, {T(0), T(1), T(0.5)}, T(0), T(1));
  }
};
template <std::size_t K, class T>
struct random_value<top_k<K, T>> {
  std::array<T, K> operator()(std::mt19937_64& rng, const top_k<K, T>&) const {
    std::array<T, K> a{};
    std::uniform_real_distribution<T> d(0, 1);
    std::uniform_int_distribution<std::size_t> n(0, K);
    const std::size_t used = n(rng);
    for (std::size_t i = 0; i < used; ++i) a[i] = d(rng);
    std::sort(a.begin(), a.end(), std::greater<T>());
    return a;
  }
};
// A dual label: a value of S and a tangent it can move along (dual.hpp): none at an infinite
// value, inward at an edge of S's carrier. Tangents 0 and +-1 come up often, so that ties of
// values meet equal and unequal tangents.
template <class S>
struct random_value<dual<S>> {
  value_t<dual<S>> operator()(std::mt19937_64& rng, const dual<S>& s) const {
    using T = value_t<S>;
    const T inf = std::numeric_limits<T>::infinity();
    const T v = random_value<S>{}(rng, s.base);
    T t = pick<T>(rng, {T(0), T(1), T(-1)}, T(-1), T(1), 0.3);
    if (std::isinf(v))
      t = 0;
    else if (t != 0 && !contains(s.base, std::nextafter(v, t > 0 ? inf : -inf)))
      t = -t;
    return {v, t};
  }
};

}  // namespace deeplog::testing
