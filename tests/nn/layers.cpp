#include <catch2/catch.hpp>

#include "deeplog/nn/layers.hpp"
#include "gradcheck.hpp"

using namespace deeplog::nn;
using nn_test::check_layer;
using nn_test::random_matrix;

TEST_CASE("linear's backward matches finite differences", "[nn][layers]") {
  for (std::uint64_t seed : {1u, 2u, 3u}) {
    linear<double> l(7, 4, seed);
    check_layer(l, random_matrix(5, 7, seed + 10), seed);
  }
}

TEST_CASE("linear computes x W^T + b", "[nn][layers]") {
  linear<double> l(3, 2, 5);
  const matrix<double> x = random_matrix(4, 3, 6);
  const matrix<double> y = l.forward(x, false);
  for (Eigen::Index b = 0; b < 4; ++b)
    for (Eigen::Index o = 0; o < 2; ++o) {
      double want = l.bias()[o];
      for (Eigen::Index i = 0; i < 3; ++i) want += x(b, i) * l.weight()(o, i);
      CHECK(y(b, o) == Approx(want));
    }
}

TEST_CASE("activations' backward passes match finite differences", "[nn][layers]") {
  const std::uint64_t seed = 42;
  const matrix<double> x = random_matrix(4, 9, seed, -3, 3);
  SECTION("relu") {
    relu<double> l;
    check_layer(l, x, seed);
  }
  SECTION("sigmoid") {
    sigmoid<double> l;
    check_layer(l, x, seed);
  }
  SECTION("softmax") {
    softmax<double> l;
    check_layer(l, x, seed);
  }
  SECTION("log_softmax") {
    log_softmax<double> l;
    check_layer(l, x, seed);
  }
  SECTION("flatten") {
    flatten<double> l;
    check_layer(l, x, seed);
  }
}

TEST_CASE("softmax rows sum to one and log_softmax is its logarithm, even for huge inputs",
          "[nn][layers]") {
  matrix<double> x = random_matrix(3, 10, 7, -5, 5);
  x(0, 0) = 1000;  // exp overflows without the max shift
  x(1, 3) = -1000;
  softmax<double> s;
  log_softmax<double> ls;
  const matrix<double> p = s.forward(x, false);
  const matrix<double> lp = ls.forward(x, false);
  for (Eigen::Index b = 0; b < 3; ++b) CHECK(p.row(b).sum() == Approx(1.0));
  CHECK(p.allFinite());
  CHECK(lp.allFinite());
  for (Eigen::Index i = 0; i < p.size(); ++i)
    if (p.data()[i] > 1e-300) CHECK(std::log(p.data()[i]) == Approx(lp.data()[i]).margin(1e-9));
  CHECK(lp(1, 3) < -1000);  // exact where softmax underflows to 0
}

TEST_CASE(
    "dropout zeroes about p of the values, scales the rest, and is the identity at "
    "evaluation",
    "[nn][layers]") {
  dropout<double> d(0.25, 9);
  const matrix<double> x = random_matrix(100, 100, 3, 0.5, 1.5);
  const matrix<double> y = d.forward(x, true);
  const matrix<double> dy = random_matrix(100, 100, 4);
  const matrix<double> dx = d.backward(dy);
  std::size_t zeros = 0;
  for (Eigen::Index i = 0; i < x.size(); ++i) {
    const bool dropped = y.data()[i] == 0.0;
    zeros += dropped;
    if (dropped)
      CHECK(dx.data()[i] == 0.0);
    else {
      CHECK(y.data()[i] == Approx(x.data()[i] / 0.75));
      CHECK(dx.data()[i] == Approx(dy.data()[i] / 0.75));
    }
  }
  CHECK(double(zeros) / double(x.size()) == Approx(0.25).margin(0.02));
  const matrix<double> e = d.forward(x, false);
  CHECK(e == x);
  CHECK_THROWS_AS(dropout<double>(1.0), nn_error);
}

TEST_CASE("layers reject inputs of the wrong width", "[nn][layers]") {
  linear<float> l(3, 2);
  CHECK_THROWS_AS(l.forward(matrix<float>::Zero(2, 4), false), shape_error);
}
