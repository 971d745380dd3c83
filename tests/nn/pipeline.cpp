// The whole pipeline: images -> network -> neural predicate -> addition circuit -> loss, and
// back. Checked against finite differences and the addition circuit against enumeration.
#include <catch2/catch.hpp>
#include <cmath>
#include <vector>

#include "deeplog/algebra/probability.hpp"
#include "deeplog/nn.hpp"
#include "deeplog/nn/neural_predicate.hpp"
#include "gradcheck.hpp"
#include "systems/tasks.hpp"

using namespace deeplog;
using namespace deeplog::nn;
using nn::matrix;
using nn_test::random_matrix;

namespace {
// Random distributions over 10 digits for each of `slots` images: (slots, 10).
matrix<double> random_distributions(std::size_t slots, std::uint64_t seed) {
  matrix<double> p = random_matrix(Eigen::Index(slots), 10, seed, 0.01, 1.0);
  p.array().colwise() /= p.rowwise().sum().array();
  return p;
}
}  // namespace

TEST_CASE("the addition circuit equals the sum over digit tuples", "[nn][pipeline]") {
  for (std::size_t n : {1u, 2u}) {
    const circuit c = deeplog::systems::addition_circuit(n);
    CAPTURE(n);
    CHECK(c.num_inputs() == 20 * n);
    CHECK(c.num_roots() == 2 * (n == 1 ? 9 : 99) + 1);
    const std::uint64_t seed = 100 + n;
    CAPTURE(seed);
    const matrix<double> p = random_distributions(2 * n, seed);
    std::vector<double> in(c.num_inputs());
    for (std::size_t s = 0; s < 2 * n; ++s)
      for (std::size_t d = 0; d < 10; ++d)
        in[deeplog::systems::digit_input(s, d)] = p(long(s), long(d));
    cpu_evaluator<probability<double>> ev(c, 1);
    const auto roots = ev.forward(in);
    // Brute force over all 10^(2n) digit tuples.
    std::vector<double> want(c.num_roots(), 0.0);
    std::size_t tuples = 1;
    for (std::size_t i = 0; i < 2 * n; ++i) tuples *= 10;
    for (std::size_t t = 0; t < tuples; ++t) {
      std::size_t rest = t, a = 0, b = 0;
      double prob = 1;
      std::vector<std::size_t> digit(2 * n);
      for (std::size_t s = 2 * n; s-- > 0;) {
        digit[s] = rest % 10;
        rest /= 10;
      }
      for (std::size_t s = 0; s < n; ++s) a = a * 10 + digit[s];
      for (std::size_t s = n; s < 2 * n; ++s) b = b * 10 + digit[s];
      for (std::size_t s = 0; s < 2 * n; ++s) prob *= p(long(s), long(digit[s]));
      want[a + b] += prob;
    }
    double total = 0;
    for (std::size_t s = 0; s < want.size(); ++s) {
      CHECK(roots[s] == Approx(want[s]).epsilon(1e-12));
      total += roots[s];
    }
    CHECK(total == Approx(1.0));
  }
  // Grouping by partial sums keeps the circuit far below the 100^N tuple products.
  CHECK(deeplog::systems::addition_circuit(2).num_edges() < 2000);
}

namespace {
using tiny_net = nn::sequential<double, nn::linear<double>, nn::sigmoid<double>, nn::linear<double>,
                                nn::softmax<double>>;
using tiny_log_net = nn::sequential<double, nn::linear<double>, nn::sigmoid<double>,
                                    nn::linear<double>, nn::log_softmax<double>>;

template <class Net, class S, class Loss>
void check_pipeline(std::size_t digits, std::uint64_t seed, Loss loss_fn) {
  CAPTURE(digits, seed);
  const std::size_t slots = 2 * digits, batch = 3, pixels = 5;
  Net net(nn::linear<double>(pixels, 8, seed), nn::sigmoid<double>{},
          nn::linear<double>(8, 10, seed + 1), {});
  const circuit c = deeplog::systems::addition_circuit(digits);
  neural_circuit<S, Net> nc(c, net, {slots, 10, 0});
  const matrix<double> images = random_matrix(Eigen::Index(batch * slots), pixels, seed + 2, -2, 2);
  nn::rng g(seed + 3);
  std::vector<std::uint32_t> target(batch);
  for (auto& t : target) t = std::uint32_t(g.below(c.num_roots()));
  std::vector<double> grad;
  auto loss = [&] {
    const auto roots = nc.forward(images, true);
    grad.assign(roots.size(), 0.0);
    return loss_fn(roots, batch, std::span<const std::uint32_t>(target), std::span<double>(grad));
  };
  const auto ps = net.parameters();
  nn::zero_grad(ps);
  loss();
  nc.backward(grad);
  const double h = 1e-6;
  for (const auto& p : ps)
    for (std::size_t j = 0; j < p.size; ++j) {
      const double v = p.value[j];
      p.value[j] = v + h;
      const double lp = loss();
      p.value[j] = v - h;
      const double lm = loss();
      p.value[j] = v;
      const double fd = (lp - lm) / (2 * h);
      INFO(p.name << "[" << j << "]: analytic " << p.grad[j] << ", finite difference " << fd);
      CHECK(nn_test::close(p.grad[j], fd, 1e-5));
    }
}
}  // namespace

TEST_CASE("gradients flow from the loss through the circuit into the network", "[nn][pipeline]") {
  for (std::size_t digits : {1u, 2u}) {
    SECTION("probability semiring, N = " + std::to_string(digits)) {
      check_pipeline<tiny_net, probability<double>>(digits, 7 * digits, nn::nll_loss<double>);
    }
    SECTION("log semiring, N = " + std::to_string(digits)) {
      check_pipeline<tiny_log_net, log_probability<double>>(digits, 11 * digits,
                                                            nn::nll_loss_log<double>);
    }
  }
}

TEST_CASE("probability and log-space pipelines give the same loss", "[nn][pipeline]") {
  tiny_net a(nn::linear<double>(5, 8, 3), {}, nn::linear<double>(8, 10, 4), {});
  tiny_log_net b(nn::linear<double>(5, 8, 3), {}, nn::linear<double>(8, 10, 4), {});
  const circuit c = deeplog::systems::addition_circuit(1);
  neural_circuit<probability<double>, tiny_net> na(c, a, {2, 10, 0});
  neural_circuit<log_probability<double>, tiny_log_net> nb(c, b, {2, 10, 0});
  const matrix<double> images = random_matrix(8, 5, 5);
  const std::vector<std::uint32_t> target{3, 9, 0, 18};
  std::vector<double> ga(19 * 4), gb(19 * 4);
  const double la = nn::nll_loss<double>(na.forward(images, false), 4, target, ga);
  const double lb = nn::nll_loss_log<double>(nb.forward(images, false), 4, target, gb);
  CHECK(la == Approx(lb).epsilon(1e-12));
}

TEST_CASE("the neural circuit rejects layouts and batches that do not fit", "[nn][pipeline]") {
  tiny_net a(nn::linear<double>(5, 8, 3), {}, nn::linear<double>(8, 10, 4), {});
  const circuit c = deeplog::systems::addition_circuit(2);  // 40 inputs
  // Rows 20..39 have no label: an error at the first forward pass, not zeros.
  neural_circuit<probability<double>, tiny_net> half(c, a, {2, 10, 0});
  CHECK_THROWS_AS(half.forward(random_matrix(4, 5, 1), false), circuit_error);
  CHECK_THROWS_AS((neural_circuit<probability<double>, tiny_net>(c, a, {5, 10, 0})), circuit_error);
  neural_circuit<probability<double>, tiny_net> nc(c, a, {4, 10, 0});
  CHECK_THROWS_AS(nc.forward(random_matrix(6, 5, 1), false), nn::shape_error);
  std::vector<double> grad(199);
  const std::vector<std::uint32_t> bad{199};
  CHECK_THROWS_AS(nn::nll_loss<double>(nc.forward(random_matrix(4, 5, 1), false), 1, bad, grad),
                  nn::shape_error);
}

TEST_CASE("the probability loss stays finite when a query's probability underflows",
          "[nn][pipeline]") {
  const std::vector<float> roots{0.0f, 1.0f};
  const std::vector<std::uint32_t> target{0};
  std::vector<float> grad(2);
  const float l = nn::nll_loss<float>(roots, 1, target, grad);
  CHECK(std::isfinite(l));
  CHECK(std::isfinite(grad[0]));
  CHECK(l == Approx(-std::log(1e-30)).epsilon(1e-5));
  std::vector<float> p{0.0f, 1.0f, 0.5f}, y{1.0f, 0.0f, 1.0f}, gb(3);
  CHECK(std::isfinite(nn::binary_cross_entropy<float>(p, y, gb)));
  CHECK(gb[2] == Approx(-1.0 / 0.5 / 3.0));
}

TEST_CASE("a classifier learns digits from sums alone (synthetic images)", "[nn][pipeline]") {
  // Images: a fixed random prototype per digit plus noise, 16 pixels. Only the sums of pairs
  // are observed; the sums 0 and 18 pin the digits down, so the classifier must recover them.
  const std::uint64_t seed = 2024;
  CAPTURE(seed);
  nn::rng g(seed);
  const matrix<double> proto = random_matrix(10, 16, seed + 1, -1, 1);
  auto draw = [&](std::size_t n, matrix<double>& x, std::vector<std::uint32_t>& y) {
    x.resize(Eigen::Index(n), 16);
    y.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
      y[i] = std::uint32_t(g.below(10));
      for (Eigen::Index j = 0; j < 16; ++j)
        x(Eigen::Index(i), j) = proto(y[i], j) + g.uniform(-0.3, 0.3);
    }
  };
  using net_t = nn::sequential<double, nn::linear<double>, nn::softmax<double>>;
  net_t net(nn::linear<double>(16, 10, seed + 2), {});
  const circuit c = deeplog::systems::addition_circuit(1);
  neural_circuit<probability<double>, net_t> nc(c, net, {2, 10, 0});
  nn::adamw<double> opt(net.parameters(), {.lr = 0.05});
  matrix<double> x;
  std::vector<std::uint32_t> digits, sums(16);
  std::vector<double> grad;
  for (int step = 0; step < 400; ++step) {
    draw(32, x, digits);  // 16 queries of 2 images
    for (std::size_t q = 0; q < 16; ++q) sums[q] = digits[2 * q] + digits[2 * q + 1];
    const auto roots = nc.forward(x, true);
    grad.assign(roots.size(), 0.0);
    nn::nll_loss<double>(roots, 16, sums, grad);
    nc.backward(grad);
    opt.step();
    opt.zero_grad();
  }
  draw(1000, x, digits);
  const matrix<double> p = net.forward(x, false);
  std::size_t correct = 0;
  for (Eigen::Index i = 0; i < p.rows(); ++i) correct += nn::argmax_row(p, i) == digits[i];
  CHECK(double(correct) / 1000.0 > 0.95);
}
