// The bad-value policy, transformations' homomorphism claims, and aggregation values.
#include <catch2/catch.hpp>

#include <cmath>
#include <limits>
#include <random>
#include <vector>

#include "deeplog/algebra.hpp"

using namespace deeplog;

TEST_CASE("check_labels rejects values outside the carrier set, naming index and value",
          "[algebra][labels]") {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  std::vector<double> fuzzy{0.0, 0.5, 1.5};
  CHECK_THROWS_AS(check_labels(godel<double>{}, std::span<const double>(fuzzy)), invalid_label);
  try {
    check_labels(lukasiewicz<double>{}, std::span<const double>(fuzzy));
    FAIL("no exception");
  } catch (const invalid_label& e) {
    CHECK(e.index() == 2);
    CHECK_THAT(e.what(), Catch::Contains("1.5") && Catch::Contains("lukasiewicz"));
  }
  std::vector<double> with_nan{0.1, nan};
  CHECK_THROWS_AS(check_labels(probability<double>{}, std::span<const double>(with_nan)),
                  invalid_label);
  CHECK_THROWS_AS(check_labels(max_plus<double>{}, std::span<const double>(with_nan)),
                  invalid_label);
  std::vector<double> positive_log{-0.5, 0.25};
  CHECK_THROWS_AS(check_labels(log_probability<double>{}, std::span<const double>(positive_log)),
                  invalid_label);
  std::vector<std::uint8_t> not_boolean{0, 1, 2};
  CHECK_THROWS_WITH(check_labels(boolean{}, std::span<const std::uint8_t>(not_boolean)),
                    Catch::Contains("2"));
  std::vector<double> ok{0.0, 0.25, 1.0};
  CHECK_NOTHROW(check_labels(product_tnorm<double>{}, std::span<const double>(ok)));
  top_k<2>::value_type unsorted{0.1, 0.5};
  CHECK_FALSE(top_k<2>{}.contains(unsorted));
}

TEST_CASE("NaN propagates through arithmetic structures", "[algebra][labels]") {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  CHECK(std::isnan(probability<double>{}.plus(nan, 0.5)));
  CHECK(std::isnan(probability<double>{}.times(nan, 0.5)));
  CHECK(std::isnan(log_probability<double>{}.plus(nan, -0.5)));
  CHECK(std::isnan(product_tnorm<double>{}.plus(nan, 0.5)));
}

TEST_CASE("the Iverson bracket is a homomorphism, on disjoint arguments for plus",
          "[algebra][transformation]") {
  const iverson<probability<double>> T;
  const boolean B;
  for (std::uint8_t a : {std::uint8_t(0), std::uint8_t(1)})
    for (std::uint8_t b : {std::uint8_t(0), std::uint8_t(1)}) {
      CHECK(T(B.times(a, b)) == T(a) * T(b));
      if (!(a && b)) CHECK(T(B.plus(a, b)) == T(a) + T(b));
    }
  CHECK(T(1) + T(1) != T(B.plus(1, 1)));  // why plus needs determinism
  STATIC_REQUIRE(iverson<probability<double>>::preserves.plus_if_disjoint);
  STATIC_REQUIRE(!iverson<probability<double>>::preserves.plus);
  STATIC_REQUIRE(iverson<boolean>::preserves.plus);  // B -> B: "or" is idempotent
  STATIC_REQUIRE(Transformation<iverson<counting>>);
}

TEST_CASE("log and exp are homomorphisms between P and log-P", "[algebra][transformation]") {
  std::mt19937_64 rng(11);
  std::uniform_real_distribution<double> u(0.0, 1.0);
  const probability<double> P;
  const log_probability<double> L;
  for (int t = 0; t < 200; ++t) {
    const double a = u(rng), b = u(rng);
    CHECK(to_log<double>{}(P.plus(a, b)) == Approx(L.plus(std::log(a), std::log(b))));
    CHECK(to_log<double>{}(P.times(a, b)) == Approx(L.times(std::log(a), std::log(b))));
    CHECK(from_log<double>{}(L.plus(std::log(a), std::log(b))) == Approx(a + b));
  }
  CHECK(to_log<double>{}(P.zero()) == L.zero());
  CHECK(from_log<double>{}(L.zero()) == P.zero());
}

TEMPLATE_TEST_CASE("crisp truth values are a homomorphism into every fuzzy algebra",
                   "[algebra][transformation]", godel<double>, lukasiewicz<double>,
                   product_tnorm<double>) {
  const crisp_to_fuzzy<TestType> T;
  const TestType F;
  const boolean B;
  for (std::uint8_t a : {std::uint8_t(0), std::uint8_t(1)})
    for (std::uint8_t b : {std::uint8_t(0), std::uint8_t(1)}) {
      CHECK(T(B.plus(a, b)) == F.plus(T(a), T(b)));
      CHECK(T(B.times(a, b)) == F.times(T(a), T(b)));
      CHECK(T(B.negate(a)) == F.negate(T(a)));
    }
}

TEST_CASE("a user-defined transformation claims nothing and works", "[algebra][transformation]") {
  auto sq =
      make_transformation<probability<double>, probability<double>>([](double x) { return x * x; });
  STATIC_REQUIRE(Transformation<decltype(sq)>);
  STATIC_REQUIRE(!decltype(sq)::preserves.times);
  CHECK(sq(0.5) == 0.25);
}

TEST_CASE("aggregations give the quantifiers' values", "[algebra][aggregation]") {
  const std::vector<double> xs{0.2, 0.9, 0.5, 0.4};
  const std::span<const double> v(xs);
  CHECK(mean_aggregation<double>{}(v) == Approx(0.5));
  CHECK(max_aggregation<double>{}(v) == 0.9);
  CHECK(min_aggregation<double>{}(v) == 0.2);
  // p-mean with p = 1 is the mean; p-mean-error with p = 1 is also the mean.
  CHECK(p_mean<double>{1.0}(v) == Approx(0.5));
  CHECK(p_mean_error<double>{1.0}(v) == Approx(0.5));
  // Larger p moves p-mean towards the max (exists) and p-mean-error towards the min (forall).
  CHECK(p_mean<double>{20.0}(v) > p_mean<double>{2.0}(v));
  CHECK(p_mean<double>{2.0}(v) > 0.5);
  CHECK(p_mean<double>{20.0}(v) < 0.9);
  CHECK(p_mean_error<double>{20.0}(v) < p_mean_error<double>{2.0}(v));
  CHECK(p_mean_error<double>{2.0}(v) < 0.5);
  CHECK(p_mean_error<double>{20.0}(v) > 0.2);
  CHECK(p_mean<double>{2.0}(v) == Approx(std::sqrt((0.04 + 0.81 + 0.25 + 0.16) / 4)));
  // The structure's own aggregations: sum in P, "exists" in B, "forall" in a t-norm.
  CHECK(plus_aggregation<probability<double>>{}(v) == Approx(2.0));
  const std::vector<std::uint8_t> bs{0, 0, 1};
  CHECK(plus_aggregation<boolean>{}(std::span<const std::uint8_t>(bs)) == 1);
  CHECK(times_aggregation<boolean>{}(std::span<const std::uint8_t>(bs)) == 0);
  CHECK(times_aggregation<godel<double>>{}(v) == 0.2);
  CHECK_THROWS_AS(mean_aggregation<double>{}(std::span<const double>{}), deeplog::argument_error);
  STATIC_REQUIRE(DifferentiableAggregation<p_mean_error<double>, double>);
}

TEST_CASE("checked_counting throws where counting wraps", "[algebra][counting]") {
  const deeplog::counting c;
  const deeplog::checked_counting k;
  const std::uint64_t big = std::uint64_t(1) << 63;
  CHECK(c.plus(big, big) == 0);  // the documented wrap
  CHECK(c.times(big, 2) == 0);
  CHECK_THROWS_AS(k.plus(big, big), deeplog::overflow_error);
  CHECK_THROWS_AS(k.times(big, 2), deeplog::overflow_error);
  CHECK(k.plus(big, big - 1) == ~std::uint64_t(0));
  CHECK(k.times(std::uint64_t(1) << 31, std::uint64_t(1) << 32) == big);
}
