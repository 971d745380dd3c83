#include <catch2/catch.hpp>
#include <cmath>
#include <vector>

#include "deeplog/nn/data.hpp"
#include "deeplog/nn/optim.hpp"

using namespace deeplog::nn;

TEST_CASE("AdamW's first two steps equal the hand-computed ones", "[nn][optim]") {
  std::vector<double> p{0.5, -1.0, 2.0}, g{0.1, -0.3, 0.0};
  adamw<double> opt({{"p", p.data(), g.data(), 3}},
                    {.lr = 0.01, .beta1 = 0.9, .beta2 = 0.99, .eps = 1e-8, .weight_decay = 0.1});
  const std::vector<double> p0 = p, g1 = g;
  opt.step();
  // Step 1: m = 0.1 g, v = 0.01 g^2; m^ = g, v^ = g^2: p <- p (1 - 0.001) - 0.01 g / (|g| + eps).
  for (int i = 0; i < 3; ++i)
    CHECK(p[i] == Approx(p0[i] * 0.999 - 0.01 * g1[i] / (std::abs(g1[i]) + 1e-8)).epsilon(1e-12));
  const std::vector<double> p1 = p;
  const std::vector<double> g2{-0.2, 0.05, 1.0};
  g = g2;
  opt.step();
  for (int i = 0; i < 3; ++i) {
    const double m = 0.9 * (0.1 * g1[i]) + 0.1 * g2[i];
    const double v = 0.99 * (0.01 * g1[i] * g1[i]) + 0.01 * g2[i] * g2[i];
    const double mh = m / (1 - 0.81), vh = v / (1 - 0.9801);
    CHECK(p[i] == Approx(p1[i] * 0.999 - 0.01 * mh / (std::sqrt(vh) + 1e-8)).epsilon(1e-12));
  }
  CHECK(opt.steps() == 2);
  opt.zero_grad();
  CHECK(g[2] == 0.0);
}

TEST_CASE("SGD with momentum follows PyTorch's update", "[nn][optim]") {
  std::vector<double> p{1.0}, g{0.5};
  sgd<double> opt({{"p", p.data(), g.data(), 1}},
                  {.lr = 0.1, .momentum = 0.9, .weight_decay = 0.01});
  opt.step();  // buf = 0.5 + 0.01 = 0.51
  CHECK(p[0] == Approx(1.0 - 0.051));
  opt.step();  // buf = 0.9 * 0.51 + 0.5 + 0.01 * 0.949
  CHECK(p[0] == Approx(0.949 - 0.1 * (0.459 + 0.5 + 0.00949)));
}

TEST_CASE("AdamW minimises a quadratic", "[nn][optim]") {
  std::vector<float> p{3.0f, -2.0f}, g(2);
  adamw<float> opt({{"p", p.data(), g.data(), 2}}, {.lr = 0.05, .weight_decay = 0.0});
  for (int t = 0; t < 2000; ++t) {
    g = {2 * (p[0] - 1), 2 * (p[1] + 0.5f)};
    opt.step();
  }
  CHECK(p[0] == Approx(1.0).margin(1e-2));
  CHECK(p[1] == Approx(-0.5).margin(1e-2));
}

TEST_CASE("early stopping waits `patience` epochs without improvement", "[nn][optim]") {
  early_stopping s(2);
  CHECK(s.observe(1.0));
  CHECK_FALSE(s.observe(1.5));
  CHECK_FALSE(s.should_stop());
  CHECK(s.observe(0.5));  // improvement resets the count
  CHECK_FALSE(s.observe(0.6));
  CHECK_FALSE(s.should_stop());
  CHECK_FALSE(s.observe(0.5));  // equal is not better
  CHECK(s.should_stop());
  CHECK(s.best() == 0.5);
}

TEST_CASE("shuffles are seeded permutations and batches cover every item once", "[nn][data]") {
  const auto a = shuffled_indices(1000, 7), b = shuffled_indices(1000, 7),
             c = shuffled_indices(1000, 8);
  CHECK(a == b);
  CHECK(a != c);
  std::vector<int> seen(1000, 0);
  for (auto i : a) ++seen[i];
  CHECK(std::all_of(seen.begin(), seen.end(), [](int k) { return k == 1; }));
  const auto bs = make_batches(1000, 16);
  CHECK(bs.size() == 63);
  CHECK(bs.back().size() == 1000 - 62 * 16);
  CHECK(make_batches(1000, 16, true).size() == 62);
  matrix<float> src(3, 2), out;
  src << 1, 2, 3, 4, 5, 6;
  const std::vector<std::uint32_t> idx{2, 0};
  gather_rows(src, std::span<const std::uint32_t>(idx), out);
  CHECK(out(0, 1) == 6);
  CHECK(out(1, 0) == 1);
}
