// base/math.hpp: the inline forms of exp, log and log1p (detail::*_host, whatever the build
// target) against long double references, within 2 ulp over the double range (subnormals
// included), and their special values; math::exp, log and log1p (the forms or the C library
// by the target) likewise.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdint>
#include <limits>
#include <random>

#include "deeplog/base/math.hpp"

namespace {

constexpr double inf = std::numeric_limits<double>::infinity();

// Distance in units in the last place between a double and a long double reference (the
// reference rounded to double first: the correctly rounded result is 0 ulp away).
double ulps(double got, long double want) {
  const double w = double(want);
  if (got == w) return 0;
  if (std::isinf(w) || std::isnan(w) || std::isnan(got)) return inf;
  const double spacing = std::nextafter(std::fabs(w), inf) - std::fabs(w);
  return double(std::fabs((long double)got - want) / (long double)spacing);
}

template <class F, class R>
double worst_ulps(std::mt19937_64& rng, double lo, double hi, int n, F f, R ref) {
  std::uniform_real_distribution<double> u(lo, hi);
  double worst = 0;
  for (int i = 0; i < n; ++i) {
    const double x = u(rng);
    worst = std::max(worst, ulps(f(x), ref((long double)x)));
  }
  return worst;
}

}  // namespace

TEST_CASE("math::exp is within 2 ulp of e^x over the double range", "[base][math]") {
  std::mt19937_64 rng(20261124);
  auto f = [](double x) { return deeplog::math::detail::exp_host(x); };
  auto ref = [](long double x) { return std::exp(x); };
  CHECK(worst_ulps(rng, -1, 1, 200000, f, ref) <= 2);
  CHECK(worst_ulps(rng, -40, 0, 200000, f, ref) <= 2);
  CHECK(worst_ulps(rng, -708, 709.7, 200000, f, ref) <= 2);
  // Subnormal results: exact to half the subnormal spacing after one rounding.
  CHECK(worst_ulps(rng, -745, -708.4, 100000, f, ref) <= 1);
}

TEST_CASE("math::exp special values", "[base][math]") {
  const auto exp = [](double x) { return deeplog::math::detail::exp_host(x); };
  CHECK(exp(0.0) == 1.0);
  CHECK(exp(-inf) == 0.0);
  CHECK(exp(inf) == inf);
  CHECK(exp(710.0) == inf);
  CHECK(exp(709.78) < inf);
  CHECK(exp(-746.0) == 0.0);
  CHECK(exp(-745.0) > 0.0);  // the smallest subnormal, 2^-1074
  CHECK(std::isnan(exp(std::numeric_limits<double>::quiet_NaN())));
}

TEST_CASE("math::log is within 2 ulp over the positive doubles", "[base][math]") {
  std::mt19937_64 rng(7);
  auto f = [](double x) { return deeplog::math::detail::log_host(x); };
  auto ref = [](long double x) { return std::log(x); };
  CHECK(worst_ulps(rng, 0.5, 2, 200000, f, ref) <= 2);
  CHECK(worst_ulps(rng, 1, 1e6, 200000, f, ref) <= 2);
  CHECK(worst_ulps(rng, 1e-300, 1e-290, 100000, f, ref) <= 2);
  // Every binade, normal and subnormal: random mantissas.
  double worst = 0;
  std::uniform_int_distribution<std::uint64_t> mant(0, (std::uint64_t(1) << 52) - 1);
  for (std::uint64_t e = 0; e < 2047; ++e)
    for (int i = 0; i < 64; ++i) {
      const double x = std::bit_cast<double>((e << 52) | mant(rng));
      if (x == 0) continue;
      worst = std::max(worst, ulps(f(x), ref((long double)x)));
    }
  CHECK(worst <= 2);
}

TEST_CASE("math::log special values", "[base][math]") {
  const auto log = [](double x) { return deeplog::math::detail::log_host(x); };
  CHECK(log(1.0) == 0.0);
  CHECK(log(0.0) == -inf);
  CHECK(log(-0.0) == -inf);
  CHECK(log(inf) == inf);
  CHECK(std::isnan(log(-1.0)));
  CHECK(std::isnan(log(-inf)));
  CHECK(std::isnan(log(std::numeric_limits<double>::quiet_NaN())));
  CHECK(log(std::numeric_limits<double>::denorm_min()) ==
        double(std::log((long double)std::numeric_limits<double>::denorm_min())));
}

TEST_CASE("math::log1p is within 2 ulp, small arguments included", "[base][math]") {
  std::mt19937_64 rng(11);
  auto f = [](double x) { return deeplog::math::detail::log1p_host(x); };
  auto ref = [](long double x) { return std::log1p(x); };
  CHECK(worst_ulps(rng, 0, 1, 200000, f, ref) <= 2);  // what log-sum-exp needs
  CHECK(worst_ulps(rng, -0.9, 1e3, 200000, f, ref) <= 2);
  CHECK(worst_ulps(rng, 1e-20, 1e-10, 100000, f, ref) <= 2);
  CHECK(worst_ulps(rng, -1e-10, 1e-10, 100000, f, ref) <= 2);
  const auto log1p = [](double x) { return deeplog::math::detail::log1p_host(x); };
  CHECK(log1p(0.0) == 0.0);
  CHECK(log1p(1e-300) == 1e-300);
  CHECK(log1p(-1.0) == -inf);
  CHECK(log1p(inf) == inf);
  CHECK(std::isnan(log1p(-2.0)));
  CHECK(std::isnan(log1p(std::numeric_limits<double>::quiet_NaN())));
}

TEST_CASE("math::exp, log, log1p and select for double, float and long double", "[base][math]") {
  namespace m = deeplog::math;
  std::mt19937_64 rng(3);
  CHECK(worst_ulps(
            rng, -700, 700, 20000, [](double x) { return m::exp(x); },
            [](long double x) { return std::exp(x); }) <= 2);
  CHECK(worst_ulps(
            rng, 1e-300, 1e300, 20000, [](double x) { return m::log(x); },
            [](long double x) { return std::log(x); }) <= 2);
  CHECK(worst_ulps(
            rng, -0.5, 10, 20000, [](double x) { return m::log1p(x); },
            [](long double x) { return std::log1p(x); }) <= 2);
  CHECK(m::exp(1.0f) == float(std::exp(1.0L)));
  CHECK(m::log(2.0f) == float(std::log(2.0L)));
  CHECK(m::log1p(1e-30f) == 1e-30f);
  CHECK(m::exp(1.0L) == std::exp(1.0L));
  CHECK(m::select(true, 1.0, 2.0) == 1.0);
  CHECK(m::select(false, 1.0, 2.0) == 2.0);
  CHECK(std::signbit(m::select(true, -0.0, 0.0)));
}

TEST_CASE("math::softplus is within 2 ulp of log(1 + e^d) for every d", "[base][math]") {
  std::mt19937_64 rng(13);
  auto f = [](double d) { return deeplog::math::detail::softplus_host(d); };
  auto ref = [](long double d) { return std::log1p(std::exp(d)); };
  CHECK(worst_ulps(rng, -40, 40, 200000, f, ref) <= 2);
  CHECK(worst_ulps(rng, -1e-6, 1e-6, 100000, f, ref) <= 2);
  CHECK(worst_ulps(rng, -745, -30, 100000, f, ref) <= 2);  // log1p(e^d) = e^d, subnormals
  CHECK(worst_ulps(rng, 30, 700, 100000, f, ref) <= 2);
  auto u = [](double y) { return deeplog::math::detail::log1p_unit(y); };
  CHECK(worst_ulps(rng, 0, 1, 200000, u, [](long double y) { return std::log1p(y); }) <= 2);
  CHECK(u(0.0) == 0.0);
  CHECK(u(0.5) == double(std::log1p(0.5L)));
  CHECK(f(-inf) == 0.0);
  CHECK(f(inf) == inf);
  CHECK(std::isnan(f(std::numeric_limits<double>::quiet_NaN())));
  CHECK(deeplog::math::softplus(0.0) == double(std::log(2.0L)));
  CHECK(deeplog::math::softplus(-1000.0f) == 0.0f);
}
