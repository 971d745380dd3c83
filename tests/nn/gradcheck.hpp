// Finite-difference checks for nn layers and networks (double precision, central differences).
#pragma once

#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <functional>
#include <vector>

#include "deeplog/nn/tensor.hpp"

namespace nn_test {

using deeplog::nn::matrix;
using deeplog::nn::parameter;

inline matrix<double> random_matrix(Eigen::Index r, Eigen::Index c, std::uint64_t seed,
                                    double lo = -1, double hi = 1) {
  deeplog::nn::rng g(seed);
  matrix<double> m(r, c);
  for (Eigen::Index i = 0; i < m.size(); ++i) m.data()[i] = g.uniform(lo, hi);
  return m;
}

inline bool close(double analytic, double numeric, double tol) {
  return std::abs(analytic - numeric) <= tol * (1.0 + std::abs(numeric));
}

/// Checks dL/dx and dL/dtheta of L = sum(r .* f(x)) against central differences, where f is
/// `net`'s forward pass. Checks at most `per_tensor` entries of each parameter (seeded choice).
template <class Net>
void check_gradients(Net& net, std::vector<parameter<double>> params, const matrix<double>& x,
                     std::uint64_t seed, double tol = 1e-6, std::size_t per_tensor = 1000) {
  CAPTURE(seed);
  const matrix<double> y0 = net.forward(x, true);
  const matrix<double> r = random_matrix(y0.rows(), y0.cols(), seed + 1);
  auto loss = [&](const matrix<double>& xx) {
    return (net.forward(xx, true).array() * r.array()).sum();
  };
  for (auto& p : params) std::fill(p.grad, p.grad + p.size, 0.0);
  net.forward(x, true);
  const matrix<double> dx = net.backward(r);
  const double h = 1e-6;
  matrix<double> xp = x;
  for (Eigen::Index i = 0; i < x.size(); ++i) {
    const double v = xp.data()[i];
    xp.data()[i] = v + h;
    const double lp = loss(xp);
    xp.data()[i] = v - h;
    const double lm = loss(xp);
    xp.data()[i] = v;
    const double fd = (lp - lm) / (2 * h);
    INFO("input " << i << ": analytic " << dx.data()[i] << ", finite difference " << fd);
    CHECK(close(dx.data()[i], fd, tol));
  }
  deeplog::nn::rng pick(seed + 2);
  for (auto& p : params) {
    const std::vector<double> grad(p.grad, p.grad + p.size);
    for (std::size_t k = 0; k < std::min(per_tensor, p.size); ++k) {
      const std::size_t j = p.size <= per_tensor ? k : pick.below(p.size);
      const double v = p.value[j];
      p.value[j] = v + h;
      const double lp = loss(x);
      p.value[j] = v - h;
      const double lm = loss(x);
      p.value[j] = v;
      const double fd = (lp - lm) / (2 * h);
      INFO(p.name << "[" << j << "]: analytic " << grad[j] << ", finite difference " << fd);
      CHECK(close(grad[j], fd, tol));
    }
  }
}

/// For parameterless layers.
template <class Layer>
void check_layer(Layer& l, const matrix<double>& x, std::uint64_t seed, double tol = 1e-6) {
  std::vector<parameter<double>> ps;
  l.collect(ps, "");
  check_gradients(l, ps, x, seed, tol);
}

}  // namespace nn_test
