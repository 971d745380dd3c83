// Aggregation operators g: A* -> A (paper, Definition "Formula continued - aggregation"):
// the plus- and times-aggregation of a structure, max, min, mean, and the LTN quantifiers
// p-mean (exists) and p-mean-error (forall). Each gives its value and its gradient.
#pragma once

#include <algorithm>
#include <cmath>
#include <concepts>
#include <cstddef>
#include <span>
#include <stdexcept>

#include "deeplog/algebra/concepts.hpp"
#include "deeplog/base/error.hpp"

namespace deeplog {

template <class G, class T>
concept Aggregation = requires(const G& g, std::span<const T> xs) {
  { g(xs) } -> std::convertible_to<T>;
};

/// gradient(xs, out): out[i] = d g(xs) / d xs[i].
template <class G, class T>
concept DifferentiableAggregation = Aggregation<G, T> &&
    requires(const G& g, std::span<const T> xs, std::span<T> out) {
  g.gradient(xs, out);
};

namespace detail {
template <class T>
void require_same_size(std::span<const T> xs, std::span<T> out) {
  if (xs.size() != out.size()) throw argument_error("aggregation gradient: size mismatch");
}
}  // namespace detail

/// The structure's own plus over a variable's domain (sum for P, "exists" for B, max for
/// max-plus, ...). Empty input gives zero.
template <Semiring S>
struct plus_aggregation {
  S s{};
  value_t<S> operator()(std::span<const value_t<S>> xs) const { return plus_n(s, xs); }
  void gradient(std::span<const value_t<S>> xs,
                std::span<value_t<S>> out) const requires Differentiable<S> {
    detail::require_same_size(xs, out);
    const auto v = (*this)(xs);
    bool routed = false;
    for (std::size_t i = 0; i < xs.size(); ++i) {
      if constexpr (laws_of<S>.plus_selective) {
        out[i] = (!routed && xs[i] == v) ? value_t<S>(1) : value_t<S>(0);
        routed = routed || xs[i] == v;
      } else {
        value_t<S> rest = s.zero();
        for (std::size_t j = 0; j < xs.size(); ++j)
          if (j != i) rest = s.plus(rest, xs[j]);
        out[i] = s.d_plus(xs[i], rest, v);
      }
    }
  }
};

/// The structure's own times over a domain ("forall" for B and for t-norms). Empty: one.
template <Semiring S>
struct times_aggregation {
  S s{};
  value_t<S> operator()(std::span<const value_t<S>> xs) const { return times_n(s, xs); }
  void gradient(std::span<const value_t<S>> xs,
                std::span<value_t<S>> out) const requires Differentiable<S> {
    detail::require_same_size(xs, out);
    const auto v = (*this)(xs);
    bool routed = false;
    for (std::size_t i = 0; i < xs.size(); ++i) {
      if constexpr (laws_of<S>.times_selective) {
        out[i] = (!routed && xs[i] == v) ? value_t<S>(1) : value_t<S>(0);
        routed = routed || xs[i] == v;
      } else {
        value_t<S> rest = s.one();
        for (std::size_t j = 0; j < xs.size(); ++j)
          if (j != i) rest = s.times(rest, xs[j]);
        out[i] = s.d_times(xs[i], rest, v);
      }
    }
  }
};

/// max and min over reals; the gradient goes to the first arg-extremum. Empty input throws.
template <std::floating_point T = double>
struct max_aggregation {
  static constexpr const char* name = "max";  // in the text syntax: max[X] phi
  T operator()(std::span<const T> xs) const {
    if (xs.empty()) throw argument_error("max aggregation over an empty domain");
    return *std::max_element(xs.begin(), xs.end());
  }
  void gradient(std::span<const T> xs, std::span<T> out) const {
    detail::require_same_size(xs, out);
    std::fill(out.begin(), out.end(), T(0));
    if (!xs.empty()) out[std::max_element(xs.begin(), xs.end()) - xs.begin()] = T(1);
  }
};

template <std::floating_point T = double>
struct min_aggregation {
  static constexpr const char* name = "min";  // in the text syntax: min[X] phi
  T operator()(std::span<const T> xs) const {
    if (xs.empty()) throw argument_error("min aggregation over an empty domain");
    return *std::min_element(xs.begin(), xs.end());
  }
  void gradient(std::span<const T> xs, std::span<T> out) const {
    detail::require_same_size(xs, out);
    std::fill(out.begin(), out.end(), T(0));
    if (!xs.empty()) out[std::min_element(xs.begin(), xs.end()) - xs.begin()] = T(1);
  }
};

template <std::floating_point T = double>
struct mean_aggregation {
  static constexpr const char* name = "mean";  // in the text syntax: mean[X] phi
  T operator()(std::span<const T> xs) const {
    if (xs.empty()) throw argument_error("mean aggregation over an empty domain");
    T s = 0;
    for (T x : xs) s += x;
    return s / T(xs.size());
  }
  void gradient(std::span<const T> xs, std::span<T> out) const {
    detail::require_same_size(xs, out);
    std::fill(out.begin(), out.end(), T(1) / T(xs.size()));
  }
};

/// p-mean (LTN's smooth "exists"): (1/n sum a_i^p)^(1/p), p >= 1.
template <std::floating_point T = double>
struct p_mean {
  static constexpr const char* name = "pmean";  // in the text syntax: pmean[X] phi
  T p = T(2);
  T operator()(std::span<const T> xs) const {
    if (xs.empty()) throw argument_error("p-mean over an empty domain");
    T s = 0;
    for (T x : xs) s += std::pow(x, p);
    return std::pow(s / T(xs.size()), T(1) / p);
  }
  // d/da_i = (1/n) a_i^(p-1) M^(1-p), M the p-mean.
  void gradient(std::span<const T> xs, std::span<T> out) const {
    detail::require_same_size(xs, out);
    const T m = (*this)(xs);
    const T n = T(xs.size());
    for (std::size_t i = 0; i < xs.size(); ++i)
      out[i] = m == T(0) ? T(0) : std::pow(xs[i], p - T(1)) * std::pow(m, T(1) - p) / n;
  }
};

/// p-mean-error (LTN's smooth "forall"): 1 - (1/n sum (1 - a_i)^p)^(1/p).
template <std::floating_point T = double>
struct p_mean_error {
  static constexpr const char* name = "pmean_error";  // in the text syntax: pmean_error[X] phi
  T p = T(2);
  T operator()(std::span<const T> xs) const {
    if (xs.empty()) throw argument_error("p-mean-error over an empty domain");
    T s = 0;
    for (T x : xs) s += std::pow(T(1) - x, p);
    return T(1) - std::pow(s / T(xs.size()), T(1) / p);
  }
  void gradient(std::span<const T> xs, std::span<T> out) const {
    detail::require_same_size(xs, out);
    const T e = T(1) - (*this)(xs);  // the p-mean of the errors
    const T n = T(xs.size());
    for (std::size_t i = 0; i < xs.size(); ++i)
      out[i] = e == T(0) ? T(0) : std::pow(T(1) - xs[i], p - T(1)) * std::pow(e, T(1) - p) / n;
  }
};

}  // namespace deeplog
