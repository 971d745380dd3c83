// Every built-in structure holds the laws it claims, on random values.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

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

// The dual-number lift keeps the laws of its base structure exactly, ties and infinities
// included (the tangent is the one-sided directional derivative, dual.hpp).
TEMPLATE_TEST_CASE("the dual lift holds every law it claims", "[algebra][laws][dual]",
                   dual<probability<double>>, dual<probability<float>>,
                   dual<log_probability<double>>, dual<log_probability<float>>,
                   dual<max_plus<double>>, dual<min_plus<double>>, dual<max_times<double>>,
                   dual<godel<double>>, dual<godel<float>>, dual<lukasiewicz<double>>,
                   dual<product_tnorm<double>>) {
  testing::check_laws(TestType{}, 20261123, 4000);
}

TEST_CASE("dual ties: commutative, the one-sided derivative, identities exact at the edges",
          "[algebra][laws][dual]") {
  const dual<max_plus<double>> mp;
  // A tie of max: max(1 + h 2, 1 + h 3) moves with max(2, 3), whichever argument comes first.
  CHECK(mp.plus({1.0, 2.0}, {1.0, 3.0}) == dual_number<double>{1.0, 3.0});
  CHECK(mp.plus({1.0, 3.0}, {1.0, 2.0}) == dual_number<double>{1.0, 3.0});
  // -inf (log 0) does not move: zero annihilates and is an identity with its tangent 0.
  const double inf = std::numeric_limits<double>::infinity();
  CHECK(mp.times({2.0, 5.0}, mp.zero()) == mp.zero());
  const dual<log_probability<double>> lp;
  CHECK(lp.times({-0.5, 1.0}, lp.zero()) == lp.zero());
  CHECK(lp.plus(lp.zero(), {-0.5, 1.0}) == dual_number<double>{-0.5, 1.0});
  const dual<min_plus<double>> minp;
  CHECK(minp.times({2.0, 5.0}, minp.zero()) == dual_number<double>{inf, 0.0});
  // Goedel at the edge 0: a tangent points inward, and min(0 + h t, 0) = 0 for t >= 0.
  const dual<godel<double>> g;
  CHECK(g.times({0.0, 0.5}, g.zero()) == g.zero());
  CHECK(g.plus(g.zero(), {0.0, 0.5}) == dual_number<double>{0.0, 0.5});
  CHECK(g.plus({0.4, -1.0}, {0.4, 2.0}) == g.plus({0.4, 2.0}, {0.4, -1.0}));
  CHECK_FALSE(contains(g, dual_number<double>{0.0, -0.5}));  // points out of [0, 1]
  CHECK_FALSE(contains(g, dual_number<double>{1.0, 0.5}));
  CHECK(contains(g, dual_number<double>{1.0, -0.5}));
  CHECK_FALSE(contains(lp, dual_number<double>{-inf, 1.0}));
  CHECK(contains(lp, dual_number<double>{-inf, 0.0}));
  // Lukasiewicz at the clamp: min(1, 0.5 + 0.5 + h (t1 + t2)) moves with min(t1 + t2, 0).
  const dual<lukasiewicz<double>> l;
  CHECK(l.plus({0.5, -1.0}, {0.5, 0.25}).tangent == -0.75);
  CHECK(l.plus({0.5, 1.0}, {0.5, 0.25}).tangent == 0.0);
  CHECK(l.plus({1.0, -0.5}, l.zero()) == dual_number<double>{1.0, -0.5});
  CHECK(l.times({0.0, 0.5}, l.one()) == dual_number<double>{0.0, 0.5});
}

TEST_CASE("top-k products of NaN or negative values stay in bounds", "[algebra][top-k]") {
  // Not labels (check_labels rejects them), but times must not index past its arrays.
  const top_k<3> s;
  const double nan = std::numeric_limits<double>::quiet_NaN();
  const top_k<3>::value_type a{nan, nan, nan}, b{0.5, 0.25, 0.0}, c{-2.0, -3.0, -4.0};
  const auto p = s.times(a, b);
  CHECK(std::isnan(p[0]));
  // Every slot of the result is one of the nine products (each used once at most).
  std::vector<double> products;
  for (double x : c)
    for (double y : b) products.push_back(x * y);
  for (double v : s.times(c, b)) {
    const auto it = std::find(products.begin(), products.end(), v);
    REQUIRE(it != products.end());
    products.erase(it);
  }
  CHECK_FALSE(s.contains(c));
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

namespace {

// Commutative, with the right identities, but not associative: a (+) b = a + b + ab(a + b).
// It claims the default laws (associativity and distributivity among them): false claims.
struct lopsided {
  using value_type = double;
  static constexpr algebraic_laws laws{};
  static constexpr const char* name = "lopsided";
  double zero() const { return 0; }
  double one() const { return 1; }
  double plus(double a, double b) const { return a + b + a * b * (a + b); }
  double times(double a, double b) const { return a * b; }
};

// Probability with a false claim of idempotence (a + a = a).
struct idempotent_probability : probability<double> {
  static constexpr algebraic_laws laws{.plus_idempotent = true};
};

}  // namespace

TEST_CASE("check_laws catches a structure's false claims and names them", "[algebra][laws]") {
  const std::vector<double> xs{0.0, 1.0, 0.25, 0.5, 0.75, 2.0};
  const law_report r = check_laws(lopsided{}, std::span<const double>(xs));
  CHECK(r.checks > 0);
  std::vector<std::string> failed;
  for (const auto& v : r.violations) failed.push_back(v.law);
  CHECK(std::find(failed.begin(), failed.end(), "plus_associative") != failed.end());
  CHECK(std::find(failed.begin(), failed.end(), "times_distributes_over_plus") != failed.end());
  CHECK(std::find(failed.begin(), failed.end(), "plus_identity") == failed.end());
  CHECK(std::find(failed.begin(), failed.end(), "plus_commutative") == failed.end());
  CHECK(r.what().find("plus_associative: a = ") != std::string::npos);
  CHECK_THROWS_AS(require_laws(lopsided{}, std::span<const double>(xs)), law_error);
  try {
    require_laws(lopsided{}, std::span<const double>(xs));
  } catch (const error& e) {  // a deeplog::error like every library error
    CHECK(std::string(e.what()).find("structure lopsided does not hold") != std::string::npos);
  }
  const law_report p = check_laws(idempotent_probability{}, std::span<const double>(xs));
  REQUIRE(p.violations.size() == 1);
  CHECK(p.violations[0].law == "plus_idempotent");
  // The true claims pass, and a sample set without the counterexamples finds nothing.
  CHECK(check_laws(probability<double>{}, std::span<const double>(xs)).ok());
  const std::vector<double> zeros{0.0};
  CHECK(check_laws(lopsided{}, std::span<const double>(zeros)).ok());
  // Exact laws are exact: a tolerance does not excuse a non-commutative plus.
  struct left_heavy : lopsided {
    double plus(double a, double b) const { return a + b + a * a * b; }
  };
  const law_report lh = check_laws(left_heavy{}, std::span<const double>(xs), 0.5);
  bool commutative_failed = false;
  for (const auto& v : lh.violations) commutative_failed |= v.law == "plus_commutative";
  CHECK(commutative_failed);
}

namespace {

// Log-sum-exp whose plus_state forgets to rescale the smaller side's sum: right for two equal
// labels, wrong otherwise. Its binary plus is log_probability's.
struct unscaled_state : log_probability<double> {
  plus_state plus_merge(const plus_state& a, const plus_state& b) const {
    return {a.max >= b.max ? a.max : b.max, a.sum + b.sum};
  }
};

}  // namespace

TEST_CASE("check_laws checks a plus_state against the binary plus", "[algebra][laws]") {
  STATIC_REQUIRE(has_plus_state<log_probability<float>>);
  STATIC_REQUIRE(!has_plus_state<probability<double>>);
  const double ninf = -std::numeric_limits<double>::infinity();
  const std::vector<double> xs{ninf, 0.0, -0.5, -3.0, -700.0};
  CHECK(check_laws(log_probability<double>{}, std::span<const double>(xs)).ok());
  const law_report r = check_laws(unscaled_state{}, std::span<const double>(xs));
  REQUIRE(!r.ok());
  for (const auto& v : r.violations) CHECK(v.law == "plus_state");
  // Equal labels only: no counterexample.
  const std::vector<double> same{-1.5};
  CHECK(check_laws(unscaled_state{}, std::span<const double>(same)).ok());
  // The state's fold of many labels rounds once: over 10,000 labels of -1e4 .. -1e4 + 1 in
  // float, it stays within a few ulps of the double result, where the folded binary plus drifts.
  const log_probability<float> f;
  log_probability<float>::plus_state st = f.plus_lift(f.zero());
  float folded = f.zero();
  double m = ninf, sum = 0;
  std::vector<double> ds;
  for (int i = 0; i < 10000; ++i) ds.push_back(-1e4 + double(i % 97) / 97.0);
  for (double d : ds) m = std::max(m, double(float(d)));
  for (double d : ds) {
    st = f.plus_merge(st, f.plus_lift(float(d)));
    folded = f.plus(folded, float(d));
    sum += std::exp(double(float(d)) - m);
  }
  const double exact = m + std::log(sum);
  const double ulp = 1e4 * std::numeric_limits<float>::epsilon();
  CHECK(std::abs(double(f.plus_result(st)) - exact) <= 4 * ulp);
  CHECK(std::abs(double(folded) - exact) > 4 * ulp);
}
