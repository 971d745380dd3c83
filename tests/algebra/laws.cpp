// Every built-in structure holds the laws it claims, on random values.
#include <catch2/catch.hpp>

#include "law_check.hpp"

using namespace deeplog;

TEMPLATE_TEST_CASE("a structure holds every law it claims", "[algebra][laws]", boolean, counting,
                   probability<double>, probability<float>, log_probability<double>,
                   log_probability<float>, max_plus<double>, min_plus<double>, max_times<double>,
                   godel<double>, lukasiewicz<double>, product_tnorm<double>, godel<float>,
                   lukasiewicz<float>, product_tnorm<float>, (top_k<1, double>),
                   (top_k<4, double>)) {
  testing::check_laws(TestType{}, 20261122);
}

TEST_CASE("the identities are the right ones", "[algebra]") {
  // max-plus zero is -infinity, not numeric_limits::lowest (a bug in a peer library).
  CHECK(max_plus<double>{}.zero() == -std::numeric_limits<double>::infinity());
  CHECK(min_plus<double>{}.zero() == std::numeric_limits<double>::infinity());
  CHECK(log_probability<double>{}.zero() == -std::numeric_limits<double>::infinity());
  // log-sum-exp is exact at -inf: lse(-inf, -inf) = -inf, never NaN.
  const log_probability<double> lp;
  CHECK(lp.plus(lp.zero(), lp.zero()) == lp.zero());
  CHECK(lp.plus(lp.zero(), -2.5) == -2.5);
  CHECK(lp.plus(std::log(0.25), std::log(0.5)) == Approx(std::log(0.75)));
  // -inf annihilates in max-plus even though -inf + inf would be NaN in IEEE arithmetic.
  CHECK(max_plus<double>{}.times(max_plus<double>{}.zero(), 3.0) == max_plus<double>{}.zero());
}

TEST_CASE("the fuzzy operations are the textbook ones", "[algebra][fuzzy]") {
  CHECK(godel<double>{}.times(0.3, 0.8) == 0.3);
  CHECK(godel<double>{}.plus(0.3, 0.8) == 0.8);
  CHECK(lukasiewicz<double>{}.times(0.7, 0.6) == Approx(0.3));
  CHECK(lukasiewicz<double>{}.times(0.3, 0.6) == 0.0);
  CHECK(lukasiewicz<double>{}.plus(0.7, 0.6) == 1.0);
  CHECK(product_tnorm<double>{}.plus(0.5, 0.5) == 0.75);
  const std::array<double, 3> xs{0.9, 0.8, 0.7};
  CHECK(times_n(lukasiewicz<double>{}, std::span<const double>(xs)) == Approx(0.4));
}

TEST_CASE("top-k keeps the k best products and merges lists", "[algebra][top-k]") {
  const top_k<3> s;
  const top_k<3>::value_type a{0.9, 0.5, 0.1}, b{0.8, 0.4, 0.0};
  // all products: .72 .36 .40 .20 .08 .04 .0 -> best three .72 .40 .36
  const auto p = s.times(a, b);
  CHECK(p[0] == Approx(0.72));
  CHECK(p[1] == Approx(0.40));
  CHECK(p[2] == Approx(0.36));
  const auto m = s.plus(a, b);
  CHECK(m == top_k<3>::value_type{0.9, 0.8, 0.5});
}

TEST_CASE("the laws each structure claims are the expected ones", "[algebra][laws]") {
  STATIC_REQUIRE(laws_of<boolean>.plus_idempotent);
  STATIC_REQUIRE(laws_of<boolean>.de_morgan);
  STATIC_REQUIRE(!laws_of<probability<double>>.plus_idempotent);
  STATIC_REQUIRE(laws_of<max_plus<double>>.plus_selective);
  STATIC_REQUIRE(!laws_of<lukasiewicz<double>>.times_distributes_over_plus);
  STATIC_REQUIRE(!laws_of<product_tnorm<double>>.times_distributes_over_plus);
  STATIC_REQUIRE(laws_of<godel<double>>.times_distributes_over_plus);
  STATIC_REQUIRE(!laws_of<top_k<2>>.plus_idempotent);
}
