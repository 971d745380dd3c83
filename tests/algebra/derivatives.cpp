// The partial derivatives of every differentiable structure, and of the aggregations and
// transformations, against central finite differences away from kinks.
#include <catch2/catch.hpp>

#include <random>
#include <vector>

#include "deeplog/algebra.hpp"

using namespace deeplog;

namespace {

// A label in the interior of S's carrier set, where the operations are smooth.
template <class S>
double interior(std::mt19937_64& rng) {
  std::uniform_real_distribution<double> u(0.05, 0.95), w(-3, 3);
  if constexpr (std::is_same_v<S, log_probability<double>>) return -3.0 * u(rng);
  if constexpr (std::is_same_v<S, max_plus<double>> || std::is_same_v<S, min_plus<double>>)
    return w(rng);
  if constexpr (std::is_same_v<S, probability<double>> || std::is_same_v<S, max_times<double>>)
    return 2.0 * u(rng);
  return u(rng);
}

// Distance to the nearest kink of plus/times at (a, b): finite differences are meaningless there.
template <class S>
double kink_distance(double a, double b) {
  if constexpr (laws_of<S>.plus_selective || laws_of<S>.times_selective) return std::abs(a - b);
  if constexpr (std::is_same_v<S, lukasiewicz<double>>)
    return std::min(std::abs(a + b - 1.0), std::abs(a + b - 1.0));
  return 1.0;
}

}  // namespace

TEMPLATE_TEST_CASE("d_plus and d_times equal finite differences", "[algebra][derivatives]",
                   probability<double>, log_probability<double>, max_plus<double>, min_plus<double>,
                   max_times<double>, godel<double>, lukasiewicz<double>, product_tnorm<double>) {
  const TestType s;
  const std::uint64_t seed = 7;
  std::mt19937_64 rng(seed);
  const double h = 1e-6;
  int checked = 0;
  for (int t = 0; t < 2000; ++t) {
    const double a = interior<TestType>(rng), rest = interior<TestType>(rng);
    if (kink_distance<TestType>(a, rest) < 1e-3) continue;
    INFO("seed " << seed << " trial " << t << ": a = " << a << ", rest = " << rest);
    const double vp = s.plus(a, rest), vt = s.times(a, rest);
    const double fd_plus = (s.plus(a + h, rest) - s.plus(a - h, rest)) / (2 * h);
    const double fd_times = (s.times(a + h, rest) - s.times(a - h, rest)) / (2 * h);
    REQUIRE(s.d_plus(a, rest, vp) == Approx(fd_plus).margin(1e-6));
    REQUIRE(s.d_times(a, rest, vt) == Approx(fd_times).margin(1e-6));
    // Forward mode in the dual lift agrees with the partials.
    const dual<TestType> d{s};
    const auto tp = d.plus({a, 1.0}, {rest, 0.0});
    const auto tt = d.times({a, 1.0}, {rest, 0.0});
    REQUIRE(tp.value == vp);
    REQUIRE(tp.tangent == Approx(fd_plus).margin(1e-6));
    REQUIRE(tt.tangent == Approx(fd_times).margin(1e-6));
    ++checked;
  }
  CHECK(checked > 1000);
}

TEST_CASE("selective operations route the derivative to the first arg-extremum on ties",
          "[algebra][derivatives]") {
  // Forward mode at a tie is the one-sided directional derivative: max(1 + h 10, 1 + h 20)
  // moves with 20, in either argument order; reverse mode routes to the first arg-extremum,
  // and d_plus gives a tie to its first argument.
  const dual<max_plus<double>> d;
  CHECK(d.plus({1.0, 10.0}, {1.0, 20.0}).tangent == 20.0);
  CHECK(d.plus({1.0, 20.0}, {1.0, 10.0}).tangent == 20.0);
  const double h = 1e-3;
  const max_plus<double> mp;
  CHECK((mp.plus(1.0 + h * 10, 1.0 + h * 20) - 1.0) / h == Approx(20.0));
  CHECK(mp.d_plus(1.0, 1.0, 1.0) == 1.0);
  CHECK(dual<godel<double>>{}.times({0.5, 1.0}, {0.5, -2.0}).tangent == -2.0);
  std::vector<double> xs{0.2, 0.7, 0.7, 0.1}, g(4);
  plus_aggregation<godel<double>>{}.gradient(xs, g);
  CHECK(g == std::vector<double>{0, 1, 0, 0});
  times_aggregation<godel<double>>{}.gradient(xs, g);
  CHECK(g == std::vector<double>{0, 0, 0, 1});
}

TEST_CASE("products give exact partials when a factor is zero", "[algebra][derivatives]") {
  std::vector<double> xs{0.5, 0.0, 4.0}, g(3);
  times_aggregation<probability<double>>{}.gradient(xs, g);
  CHECK(g == std::vector<double>{0.0, 2.0, 0.0});
}

namespace {
template <class G>
void check_aggregation_gradient(const G& g, std::vector<double> xs) {
  std::vector<double> grad(xs.size());
  g.gradient(std::span<const double>(xs), std::span<double>(grad));
  const double h = 1e-6;
  for (std::size_t i = 0; i < xs.size(); ++i) {
    auto up = xs, down = xs;
    up[i] += h;
    down[i] -= h;
    const double fd = (g(std::span<const double>(up)) - g(std::span<const double>(down))) / (2 * h);
    INFO("argument " << i);
    CHECK(grad[i] == Approx(fd).margin(1e-6));
  }
}
}  // namespace

TEST_CASE("aggregation gradients equal finite differences", "[algebra][aggregation]") {
  const std::vector<double> xs{0.2, 0.9, 0.55, 0.4};
  check_aggregation_gradient(mean_aggregation<double>{}, xs);
  check_aggregation_gradient(p_mean<double>{2.0}, xs);
  check_aggregation_gradient(p_mean<double>{5.0}, xs);
  check_aggregation_gradient(p_mean_error<double>{2.0}, xs);
  check_aggregation_gradient(p_mean_error<double>{6.0}, xs);
  check_aggregation_gradient(max_aggregation<double>{}, xs);
  check_aggregation_gradient(min_aggregation<double>{}, xs);
  check_aggregation_gradient(plus_aggregation<log_probability<double>>{}, {-1.0, -0.3, -2.0});
  check_aggregation_gradient(plus_aggregation<product_tnorm<double>>{}, xs);
  check_aggregation_gradient(times_aggregation<product_tnorm<double>>{}, xs);
  check_aggregation_gradient(times_aggregation<lukasiewicz<double>>{}, {0.9, 0.8, 0.95});
}

TEST_CASE("transformation derivatives equal finite differences", "[algebra][transformation]") {
  const double h = 1e-7;
  for (double a : {0.1, 0.5, 0.9}) {
    CHECK(to_log<double>{}.derivative(a) ==
          Approx((to_log<double>{}(a + h) - to_log<double>{}(a - h)) / (2 * h)));
    CHECK(from_log<double>{}.derivative(-a) ==
          Approx((from_log<double>{}(-a + h) - from_log<double>{}(-a - h)) / (2 * h)));
  }
}
