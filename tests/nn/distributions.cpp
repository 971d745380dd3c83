// The gamma and Dirichlet reparameterisation (nn/distributions.hpp): the incomplete gamma
// function against closed forms, quantiles against the function they invert, the implicit
// gradient against finite differences of the quantile, and sample moments.
#include <catch2/catch.hpp>
#include <cmath>
#include <vector>

#include "deeplog/nn/distributions.hpp"

using namespace deeplog;

TEST_CASE("the regularised incomplete gamma function equals its closed forms",
          "[nn][distributions]") {
  for (double x : {1e-4, 0.1, 0.5, 1.0, 2.0, 5.0, 20.0, 80.0}) {
    CAPTURE(x);
    CHECK(nn::regularized_gamma_p(1, x) == Approx(-std::expm1(-x)).epsilon(1e-13));
    CHECK(nn::regularized_gamma_p(0.5, x) == Approx(std::erf(std::sqrt(x))).epsilon(1e-13));
    // P(2, x) = 1 - (1 + x) e^-x
    CHECK(nn::regularized_gamma_p(2, x) ==
          Approx(1 - (1 + x) * std::exp(-x)).epsilon(1e-10).margin(1e-15));
  }
  CHECK(nn::regularized_gamma_p(3, 0) == 0);
  CHECK(nn::regularized_gamma_p(3, INFINITY) == 1);
}

TEST_CASE("gamma quantiles invert P, and their shape derivative is the implicit gradient",
          "[nn][distributions]") {
  for (double a : {0.05, 0.3, 1.0, 2.5, 40.0, 400.0})
    for (double u : {1e-6, 0.01, 0.3, 0.5, 0.9, 0.999999}) {
      CAPTURE(a, u);
      const double x = nn::gamma_quantile(a, u);
      REQUIRE(x > 0);
      CHECK(nn::regularized_gamma_p(a, x) == Approx(u).epsilon(1e-9));
      const double h = 1e-6 * a;  // small: near u = 0 the quantile curves steeply in a
      const double fd = (nn::gamma_quantile(a + h, u) - nn::gamma_quantile(a - h, u)) / (2 * h);
      CHECK(nn::gamma_shape_derivative(a, x) == Approx(fd).epsilon(1e-4).margin(1e-300));
    }
}

TEST_CASE(
    "Dirichlet samples have the Dirichlet's moments, and their backward pass is the "
    "chain rule",
    "[nn][distributions]") {
  const std::vector<double> alpha{0.5, 2.0, 5.0};
  const double total = 7.5;
  nn::rng g(11);
  std::vector<double> gam(3), x(3), mean(3, 0.0), square(3, 0.0);
  const int n = 40000;
  for (int i = 0; i < n; ++i) {
    nn::dirichlet_sample(g, alpha, gam, x);
    CHECK(x[0] + x[1] + x[2] == Approx(1).epsilon(1e-12));
    for (int v = 0; v < 3; ++v) {
      mean[v] += x[v] / n;
      square[v] += x[v] * x[v] / n;
    }
  }
  for (int v = 0; v < 3; ++v) {
    const double m = alpha[v] / total, var = m * (1 - m) / (total + 1);
    CAPTURE(v);
    CHECK(mean[v] == Approx(m).margin(4 * std::sqrt(var / n)));
    CHECK(square[v] - mean[v] * mean[v] == Approx(var).epsilon(0.05));
  }
  // d/dalpha of L = sum_v w_v x_v, at fixed uniforms, against central differences.
  const std::vector<double> w{0.3, -1.2, 2.0};
  auto loss = [&](const std::vector<double>& a) {
    nn::rng h(5);
    std::vector<double> gg(3), xx(3);
    nn::dirichlet_sample(h, a, gg, xx);
    return w[0] * xx[0] + w[1] * xx[1] + w[2] * xx[2];
  };
  nn::rng h(5);
  nn::dirichlet_sample(h, alpha, gam, x);
  std::vector<double> dalpha(3);
  nn::dirichlet_backward(alpha, gam, w, dalpha);
  for (int v = 0; v < 3; ++v) {
    std::vector<double> up = alpha, down = alpha;
    const double e = 1e-5 * alpha[v];
    up[v] += e;
    down[v] -= e;
    CAPTURE(v);
    CHECK(dalpha[v] == Approx((loss(up) - loss(down)) / (2 * e)).epsilon(1e-4));
  }
}
