// neural_circuit with several neural predicates (each its own network) and given labels for the
// other input rows: forward against a hand evaluation, gradients of the whole pipeline against
// finite differences, and the errors of layouts that do not fit.
#include <catch2/catch.hpp>
#include <cmath>
#include <vector>

#include "deeplog/algebra/probability.hpp"
#include "deeplog/circuit/builder.hpp"
#include "deeplog/nn.hpp"
#include "deeplog/nn/neural_predicate.hpp"
#include "gradcheck.hpp"

using namespace deeplog;
using namespace deeplog::nn;
using nn::matrix;
using nn_test::random_matrix;

namespace {
using net2 = nn::sequential<double, nn::linear<double>, nn::sigmoid<double>, nn::linear<double>,
                            nn::softmax<double>>;
using net3 = nn::sequential<double, nn::linear<double>, nn::softmax<double>>;

// Inputs: 0 c (given, every query), 1-2 b[false], b[true] (predicate 0, one image per query),
// 3 q (given, one per query), 4-9 d(slot, value) (predicate 1: two images, three values).
// Roots: b[true] + b[false] * q * d(0,2);  c * (d(0,0) * d(1,1) + d(0,1) * d(1,0)) + b[true].
circuit two_predicate_circuit() {
  circuit_builder cb(10);
  auto in = [&](std::uint32_t r) { return cb.input(r); };
  cb.add_root(cb.plus({in(2), cb.times({in(1), in(3), in(6)})}));
  cb.add_root(cb.plus(
      {cb.times({in(0), cb.plus({cb.times({in(4), in(8)}), cb.times({in(5), in(7)})})}), in(2)}));
  return cb.build();
}

struct setup {
  std::uint64_t seed;
  std::size_t batch = 3;
  net2 nb;
  net3 nd;
  circuit c = two_predicate_circuit();
  neural_circuit<probability<double>, net2, net3> nc;
  matrix<double> xb, xd;
  std::vector<double> q;
  explicit setup(std::uint64_t s)
      : seed(s),
        nb(nn::linear<double>(4, 5, s), {}, nn::linear<double>(5, 2, s + 1), {}),
        nd(nn::linear<double>(3, 3, s + 2), {}),
        nc(c, {}, neural_predicate<net2>{&nb, {1, 2, 1}}, neural_predicate<net3>{&nd, {2, 3, 4}}),
        xb(random_matrix(3, 4, s + 3)),
        xd(random_matrix(6, 3, s + 4)),
        q{0.2, 0.5, 0.9} {
    nc.set_label(0, 0.75);
    nc.set_labels(3, q);
  }
  std::span<const double> forward(bool training = false) {
    return nc.forward({&xb, &xd}, training);
  }
};
}  // namespace

TEST_CASE("a circuit over two neural predicates and given labels evaluates by hand",
          "[nn][predicates]") {
  setup s(41);
  const auto roots = s.forward();
  const matrix<double> pb = s.nb.forward(s.xb, false), pd = s.nd.forward(s.xd, false);
  REQUIRE(roots.size() == 2 * s.batch);
  for (std::size_t b = 0; b < s.batch; ++b) {
    CAPTURE(s.seed, b);
    const auto B = Eigen::Index(b);
    const double bt = pb(B, 1), bf = pb(B, 0);
    auto d = [&](Eigen::Index slot, Eigen::Index v) { return pd(2 * B + slot, v); };
    CHECK(roots[0 * s.batch + b] == Approx(bt + bf * s.q[b] * d(0, 2)).epsilon(1e-14));
    CHECK(roots[1 * s.batch + b] ==
          Approx(0.75 * (d(0, 0) * d(1, 1) + d(0, 1) * d(1, 0)) + bt).epsilon(1e-14));
  }
}

TEST_CASE("gradients through two neural predicates and given labels equal finite differences",
          "[nn][predicates]") {
  setup s(43);
  // L = sum_r w_r . roots_r, with fixed random weights w (num_roots, batch).
  const matrix<double> w = random_matrix(2, Eigen::Index(s.batch), s.seed + 9);
  auto loss = [&] {
    const auto roots = s.forward(true);
    double l = 0;
    for (std::size_t i = 0; i < roots.size(); ++i) l += w.data()[i] * roots[i];
    return l;
  };
  auto params = s.nb.parameters();
  for (const auto& p : s.nd.parameters()) params.push_back(p);
  nn::zero_grad(params);
  loss();
  s.nc.backward(std::span<const double>(w.data(), std::size_t(w.size())));
  const double h = 1e-6;
  for (const auto& p : params)
    for (std::size_t j = 0; j < p.size; ++j) {
      const double v = p.value[j];
      p.value[j] = v + h;
      const double up = loss();
      p.value[j] = v - h;
      const double down = loss();
      p.value[j] = v;
      const double fd = (up - down) / (2 * h);
      INFO(p.name << "[" << j << "]: analytic " << p.grad[j] << ", finite difference " << fd);
      CHECK(nn_test::close(p.grad[j], fd, 1e-6));
    }
  // The given rows' adjoints: d L / d c and d L / d q_b.
  loss();
  s.nc.backward(std::span<const double>(w.data(), std::size_t(w.size())));
  const std::vector<double> adj(s.nc.input_adjoints().begin(), s.nc.input_adjoints().end());
  double up = 0, down = 0;
  s.nc.set_label(0, 0.75 + h);
  up = loss();
  s.nc.set_label(0, 0.75 - h);
  down = loss();
  s.nc.set_label(0, 0.75);
  double dc = 0;
  for (std::size_t b = 0; b < s.batch; ++b) dc += adj[0 * s.batch + b];
  CHECK(dc == Approx((up - down) / (2 * h)).epsilon(1e-6));
  for (std::size_t b = 0; b < s.batch; ++b) {
    auto q = s.q;
    q[b] += h;
    s.nc.set_labels(3, q);
    up = loss();
    q[b] -= 2 * h;
    s.nc.set_labels(3, q);
    down = loss();
    CAPTURE(b);
    CHECK(adj[3 * s.batch + b] == Approx((up - down) / (2 * h)).epsilon(1e-6));
  }
}

TEST_CASE("layouts and labels that do not fit are errors, not wrong numbers", "[nn][predicates]") {
  net3 a(nn::linear<double>(3, 3, 1), {});
  net3 b(nn::linear<double>(3, 3, 2), {});
  const circuit c = two_predicate_circuit();  // 10 inputs
  using two = neural_circuit<probability<double>, net3, net3>;
  // Overlapping rows, rows beyond the circuit, a missing network.
  CHECK_THROWS_AS(two(c, {}, {&a, {1, 3, 0}}, {&b, {1, 3, 2}}), circuit_error);
  CHECK_THROWS_AS(two(c, {}, {&a, {1, 3, 0}}, {&b, {2, 3, 5}}), circuit_error);
  CHECK_THROWS_AS(two(c, {}, {&a, {1, 3, 0}}, {nullptr, {1, 3, 3}}), circuit_error);
  two nc(c, {}, {&a, {1, 3, 0}}, {&b, {2, 3, 4}});
  const matrix<double> x1 = random_matrix(2, 3, 5), x2 = random_matrix(4, 3, 6);
  // Row 3 has no label yet; given labels cannot replace a predicate's.
  CHECK_THROWS_AS(nc.forward({&x1, &x2}, false), circuit_error);
  CHECK_THROWS_AS(nc.set_label(2, 0.5), circuit_error);
  CHECK_THROWS_AS(nc.set_label(10, 0.5), circuit_error);
  nc.set_labels(3, {0.1, 0.2, 0.3});  // three queries' labels for a batch of two
  CHECK_THROWS_AS(nc.forward({&x1, &x2}, false), nn::shape_error);
  nc.set_labels(3, {0.1, 0.2});
  CHECK(nc.forward({&x1, &x2}, false).size() == 2 * 2);
  // The two predicates disagree on the number of queries.
  const matrix<double> x3 = random_matrix(6, 3, 7);
  CHECK_THROWS_AS(nc.forward({&x1, &x3}, false), nn::shape_error);
  // A network with the wrong number of labels per image.
  net2 wide(nn::linear<double>(3, 4, 3), {}, nn::linear<double>(4, 2, 4), {});
  neural_circuit<probability<double>, net2, net3> bad(c, {}, {&wide, {1, 3, 0}}, {&b, {2, 3, 4}});
  bad.set_label(3, 0.5);
  CHECK_THROWS_AS(bad.forward({&x1, &x2}, false), nn::shape_error);
}
