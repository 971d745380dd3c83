#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>

#include "deeplog/nn/conv.hpp"
#include "deeplog/nn/sequential.hpp"
#include "gradcheck.hpp"

using namespace deeplog::nn;
using nn_test::check_gradients;
using nn_test::random_matrix;

namespace {
// Direct convolution, the reference for im2col + GEMM.
matrix<double> direct_conv(conv2d<double>& c, const matrix<double>& x, std::size_t k,
                           std::size_t stride, std::size_t pad) {
  const image_shape in = c.input_shape(), out = c.output_shape();
  matrix<double> y(x.rows(), Eigen::Index(out.size()));
  for (Eigen::Index b = 0; b < x.rows(); ++b)
    for (std::size_t o = 0; o < out.channels; ++o)
      for (std::size_t oy = 0; oy < out.height; ++oy)
        for (std::size_t ox = 0; ox < out.width; ++ox) {
          double s = c.bias()[Eigen::Index(o)];
          for (std::size_t ci = 0; ci < in.channels; ++ci)
            for (std::size_t i = 0; i < k; ++i)
              for (std::size_t j = 0; j < k; ++j) {
                const long iy = long(oy * stride + i) - long(pad);
                const long ix = long(ox * stride + j) - long(pad);
                if (iy < 0 || ix < 0 || iy >= long(in.height) || ix >= long(in.width)) continue;
                s += c.weight()(Eigen::Index(o), Eigen::Index((ci * k + i) * k + j)) *
                     x(b, Eigen::Index((ci * in.height + std::size_t(iy)) * in.width +
                                       std::size_t(ix)));
              }
          y(b, Eigen::Index((o * out.height + oy) * out.width + ox)) = s;
        }
  return y;
}
}  // namespace

TEST_CASE("conv2d equals a direct convolution", "[nn][conv]") {
  struct config {
    image_shape in;
    std::size_t out, k, stride, pad;
  };
  for (const config& cf : {config{{1, 8, 8}, 3, 5, 1, 0}, config{{2, 6, 5}, 3, 3, 1, 1},
                           config{{3, 7, 7}, 2, 3, 2, 0}, config{{2, 5, 6}, 4, 2, 2, 1}}) {
    conv2d<double> c(cf.in, cf.out, cf.k, 11, cf.stride, cf.pad);
    const matrix<double> x = random_matrix(3, Eigen::Index(cf.in.size()), 12);
    const matrix<double> y = c.forward(x, false);
    const matrix<double> want = direct_conv(c, x, cf.k, cf.stride, cf.pad);
    CHECK((y - want).cwiseAbs().maxCoeff() < 1e-12);
  }
}

TEST_CASE("conv2d's backward matches finite differences", "[nn][conv]") {
  SECTION("stride 1, padding 1") {
    conv2d<double> c({2, 6, 5}, 3, 3, 21, 1, 1);
    std::vector<parameter<double>> ps;
    c.collect(ps, "");
    check_gradients(c, ps, random_matrix(2, 60, 22), 23);
  }
  SECTION("stride 2, no padding") {
    conv2d<double> c({3, 7, 7}, 2, 3, 31, 2, 0);
    std::vector<parameter<double>> ps;
    c.collect(ps, "");
    check_gradients(c, ps, random_matrix(3, 147, 32), 33);
  }
}

TEST_CASE("max_pool2d picks window maxima and routes adjoints to them", "[nn][conv]") {
  max_pool2d<double> p({2, 4, 6}, 2);
  CHECK(p.output_shape() == image_shape{2, 2, 3});
  const matrix<double> x = random_matrix(3, 48, 41);
  const matrix<double> y = p.forward(x, true);
  CHECK(y(1, 0) == std::max({x(1, 0), x(1, 1), x(1, 6), x(1, 7)}));
  std::vector<parameter<double>> ps;
  check_gradients(p, ps, x, 42);
}

TEST_CASE(
    "LeNet maps 28x28 images to 10 probabilities, and its backward pass matches finite "
    "differences",
    "[nn][conv][lenet]") {
  auto net = make_lenet<double>(5);
  const matrix<double> x = random_matrix(2, 784, 51);
  const matrix<double> y = net.forward(x, false);
  REQUIRE(y.rows() == 2);
  REQUIRE(y.cols() == 10);
  CHECK(y.row(0).sum() == Approx(1.0));
  const auto ps = net.parameters();
  std::size_t count = 0;
  for (const auto& p : ps) count += p.size;
  CHECK(count == 6 * 25 + 6 + 16 * 150 + 16 + 256 * 120 + 120 + 120 * 84 + 84 + 84 * 10 + 10);
  CHECK(ps.front().name == "0.weight");
  CHECK(ps.back().name == "11.bias");
  // The float and double networks start from the same seeded values.
  auto netf = make_lenet<float>(5);
  CHECK(double(netf.parameters()[0].value[3]) == Approx(ps[0].value[3]));
  check_gradients(net, ps, x, 52, 1e-5, 12);
}

TEST_CASE("LeNet in float follows LeNet in double: outputs, input and parameter gradients",
          "[nn][conv][lenet][float]") {
  // The float kernels (their own vector widths and blockings, the AVX2 copy where dispatched)
  // against the double ones from the same seeded weights, at batch sizes that leave remainders
  // in every blocking (1, 3, 16, 17).
  for (const Eigen::Index batch : {1, 3, 16, 17}) {
    CAPTURE(batch);
    auto net = make_lenet<double>(7);
    auto netf = make_lenet<float>(7);
    const matrix<double> x = random_matrix(batch, 784, 70 + std::uint64_t(batch), 0, 1);
    const matrix<double> y = net.forward(x, true);
    const matrix<float> yf = netf.forward(x.cast<float>(), true);
    REQUIRE(yf.rows() == y.rows());
    REQUIRE(yf.cols() == y.cols());
    CHECK((yf.cast<double>() - y).cwiseAbs().maxCoeff() <= 1e-5);
    const matrix<double> r = random_matrix(y.rows(), y.cols(), 80 + std::uint64_t(batch));
    auto ps = net.parameters();
    auto pf = netf.parameters();
    REQUIRE(ps.size() == pf.size());
    for (auto& p : ps) std::fill(p.grad, p.grad + p.size, 0.0);
    for (auto& p : pf) std::fill(p.grad, p.grad + p.size, 0.0f);
    const matrix<double> dx = net.backward(r);
    const matrix<float> dxf = netf.backward(r.cast<float>());
    const double dx_scale = 1 + dx.cwiseAbs().maxCoeff();
    CHECK((dxf.cast<double>() - dx).cwiseAbs().maxCoeff() <= 1e-4 * dx_scale);
    for (std::size_t t = 0; t < ps.size(); ++t) {
      CAPTURE(ps[t].name);
      REQUIRE(ps[t].size == pf[t].size);
      double worst = 0, scale = 1;
      for (std::size_t j = 0; j < ps[t].size; ++j) {
        worst = std::max(worst, std::abs(double(pf[t].grad[j]) - ps[t].grad[j]));
        scale = std::max(scale, std::abs(ps[t].grad[j]));
      }
      CHECK(worst <= 1e-4 * scale);
    }
  }
}
