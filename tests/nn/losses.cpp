// Every loss's gradient against central finite differences, on every element of its input.
#include <catch2/catch.hpp>
#include <cmath>
#include <vector>

#include "deeplog/nn/layers.hpp"
#include "deeplog/nn/loss.hpp"
#include "gradcheck.hpp"

using namespace deeplog;
using nn::matrix;
using nn_test::random_matrix;

namespace {
// Checks grad against the central difference of loss() at every entry of x (span over data).
template <class Loss>
void check_all(std::span<double> x, const std::vector<double>& grad, Loss loss, double tol) {
  const double h = 1e-6;
  REQUIRE(grad.size() == x.size());
  for (std::size_t i = 0; i < x.size(); ++i) {
    const double v = x[i];
    x[i] = v + h;
    const double up = loss();
    x[i] = v - h;
    const double down = loss();
    x[i] = v;
    const double fd = (up - down) / (2 * h);
    INFO("element " << i << ": analytic " << grad[i] << ", finite difference " << fd);
    CHECK(nn_test::close(grad[i], fd, tol));
  }
}
}  // namespace

TEST_CASE("binary cross-entropy: gradient on every element equals finite differences",
          "[nn][loss]") {
  for (std::uint64_t seed : {1u, 2u, 3u}) {
    CAPTURE(seed);
    nn::rng g(seed);
    const std::size_t n = 7;
    std::vector<double> p(n), y(n), grad(n), scratch(n);
    for (std::size_t i = 0; i < n; ++i) {
      p[i] = g.uniform(0.05, 0.95);
      y[i] = seed == 1 ? double(g.below(2)) : g.uniform(0, 1);  // hard and soft targets
    }
    const double l = nn::binary_cross_entropy<double>(p, y, grad);
    double want = 0;
    for (std::size_t i = 0; i < n; ++i)
      want -= y[i] * std::log(p[i]) + (1 - y[i]) * std::log(1 - p[i]);
    CHECK(l == Approx(want / double(n)).epsilon(1e-14));
    check_all(
        p, grad, [&] { return nn::binary_cross_entropy<double>(p, y, scratch); }, 1e-6);
  }
}

TEST_CASE("cross-entropy: gradient on every log-probability and through log_softmax",
          "[nn][loss]") {
  const std::uint64_t seed = 12;
  CAPTURE(seed);
  const Eigen::Index batch = 5, classes = 4;
  matrix<double> logits = random_matrix(batch, classes, seed, -2, 2);
  const std::vector<std::uint32_t> labels{0, 3, 1, 1, 2};
  nn::log_softmax<double> head;
  matrix<double> logp = head.forward(logits, true), d, scratch;
  const double l = nn::cross_entropy<double>(logp, labels, d);
  double want = 0;
  for (Eigen::Index b = 0; b < batch; ++b) want -= logp(b, labels[std::size_t(b)]);
  CHECK(l == Approx(want / double(batch)).epsilon(1e-14));
  // With respect to the log-probabilities themselves (every entry, label or not).
  check_all(
      std::span<double>(logp.data(), std::size_t(logp.size())),
      std::vector<double>(d.data(), d.data() + d.size()),
      [&] { return double(nn::cross_entropy<double>(logp, labels, scratch)); }, 1e-7);
  // With respect to the logits, through the head: the supervised baseline's gradient.
  const matrix<double> dlogits = head.backward(d);
  check_all(
      std::span<double>(logits.data(), std::size_t(logits.size())),
      std::vector<double>(dlogits.data(), dlogits.data() + dlogits.size()),
      [&] {
        nn::log_softmax<double> h2;
        return double(nn::cross_entropy<double>(h2.forward(logits, false), labels, scratch));
      },
      1e-6);
  // A label outside the classes is a typed error.
  const std::vector<std::uint32_t> bad{0, 4, 1, 1, 2};
  CHECK_THROWS_AS(nn::cross_entropy<double>(logp, bad, d), nn::shape_error);
}

TEST_CASE("negative log-likelihoods: gradient on every root label equals finite differences",
          "[nn][loss]") {
  const std::uint64_t seed = 21;
  CAPTURE(seed);
  nn::rng g(seed);
  const std::size_t roots = 4, batch = 3;
  std::vector<double> p(roots * batch), grad(p.size()), scratch(p.size());
  for (auto& x : p) x = g.uniform(0.05, 1.0);
  const std::vector<std::uint32_t> target{2, 0, 3};
  nn::nll_loss<double>(p, batch, target, grad);
  check_all(
      p, grad, [&] { return nn::nll_loss<double>(p, batch, target, scratch); }, 1e-6);
  std::vector<double> lp(p.size());
  for (std::size_t i = 0; i < p.size(); ++i) lp[i] = std::log(p[i]);
  const double l = nn::nll_loss_log<double>(lp, batch, target, grad);
  CHECK(l == Approx(nn::nll_loss<double>(p, batch, target, scratch)).epsilon(1e-14));
  check_all(
      lp, grad, [&] { return nn::nll_loss_log<double>(lp, batch, target, scratch); }, 1e-7);
}
