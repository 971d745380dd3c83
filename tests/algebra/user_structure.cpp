// A structure defined only here, outside the library, works everywhere a built-in one does:
// the concepts, the law checks, circuits, reverse and forward mode. It is stateful (a
// temperature), so it also checks that evaluators carry the structure by value.
#include <catch2/catch.hpp>

#include <cmath>
#include <limits>
#include <random>
#include <vector>

#include "deeplog/deeplog.hpp"
#include "law_check.hpp"

namespace user {

/// Tempered log-semiring: plus(a, b) = tau * log(exp(a / tau) + exp(b / tau)), times = +.
/// tau -> 0 gives max-plus, tau = 1 gives log-probability.
struct tempered_log {
  using value_type = double;
  static constexpr deeplog::algebraic_laws laws{};
  static constexpr bool d_plus_uses_rest = false;
  static constexpr bool d_times_uses_rest = false;
  double tau = 1.0;

  double zero() const { return -std::numeric_limits<double>::infinity(); }
  double one() const { return 0.0; }
  double plus(double a, double b) const {
    const double m = std::max(a, b);
    if (m == zero()) return m;
    return m + tau * std::log1p(std::exp(-std::abs(a - b) / tau));
  }
  double times(double a, double b) const { return a + b; }
  double d_plus(double a, double, double v) const {
    return v == zero() ? 0.0 : std::exp((a - v) / tau);
  }
  double d_times(double, double, double) const { return 1.0; }
};

/// Integers modulo 7: a semiring that is not differentiable and not ordered.
struct mod7 {
  using value_type = unsigned;
  static constexpr deeplog::algebraic_laws laws{};
  unsigned zero() const { return 0; }
  unsigned one() const { return 1; }
  unsigned plus(unsigned a, unsigned b) const { return (a + b) % 7; }
  unsigned times(unsigned a, unsigned b) const { return (a * b) % 7; }
};

}  // namespace user

template <>
struct deeplog::testing::random_value<user::tempered_log> {
  double operator()(std::mt19937_64& rng, const user::tempered_log&) const {
    return pick<double>(rng, {-std::numeric_limits<double>::infinity(), 0.0}, -4.0, 1.0);
  }
};
template <>
struct deeplog::testing::random_value<user::mod7> {
  unsigned operator()(std::mt19937_64& rng, const user::mod7&) const {
    return static_cast<unsigned>(rng() % 7);
  }
};

static_assert(deeplog::Semiring<user::tempered_log>);
static_assert(deeplog::Differentiable<user::tempered_log>);
static_assert(deeplog::Semiring<user::mod7>);
static_assert(!deeplog::Differentiable<user::mod7>);
static_assert(!deeplog::Algebra<user::mod7>);

TEST_CASE("a user-defined structure holds its laws", "[algebra][user]") {
  deeplog::testing::check_laws(user::tempered_log{0.5}, 99);
  deeplog::testing::check_laws(user::mod7{}, 99);
}

TEST_CASE("a user-defined structure evaluates circuits forward, backward and tangent",
          "[algebra][user][circuit]") {
  using namespace deeplog;
  // (x0 (x) x1) (+) (x2 (x) x0) (+) x3, two roots sharing a node.
  circuit_builder cb;
  const node_id x0 = cb.input(0), x1 = cb.input(1), x2 = cb.input(2), x3 = cb.input(3);
  const node_id t = cb.times({x0, x1});
  cb.add_root(cb.plus({t, cb.times({x2, x0}), x3}));
  cb.add_root(cb.plus({t, x2}));
  const circuit c = cb.build();

  const user::tempered_log s{0.7};
  const std::size_t batch = 3;
  std::vector<double> in(4 * batch);
  std::mt19937_64 rng(5);
  std::uniform_real_distribution<double> u(-2, 0);
  for (auto& x : in) x = u(rng);
  cpu_evaluator<user::tempered_log> ev(c, batch, s);
  const auto out = std::vector<double>(ev.forward(in).begin(), ev.forward(in).end());
  for (std::size_t b = 0; b < batch; ++b) {
    std::vector<double> one(4);
    for (std::size_t i = 0; i < 4; ++i) one[i] = in[i * batch + b];
    const auto ref = evaluate_reference(c, std::span<const double>(one), s);
    CHECK(out[0 * batch + b] == Approx(ref[0]));
    CHECK(out[1 * batch + b] == Approx(ref[1]));
  }
  // Reverse mode: adjoints of root 0 + 2 * root 1 against finite differences.
  std::vector<double> radj(2 * batch), iadj(4 * batch);
  for (std::size_t b = 0; b < batch; ++b) radj[b] = 1.0, radj[batch + b] = 2.0;
  ev.forward(in);
  ev.backward(radj, iadj);
  const double h = 1e-6;
  for (std::size_t i = 0; i < 4 * batch; ++i) {
    auto up = in, down = in;
    up[i] += h;
    down[i] -= h;
    const std::size_t b = i % batch;
    auto f = [&](const std::vector<double>& x) {
      const auto r = ev.forward(x);
      return r[b] + 2.0 * r[batch + b];
    };
    const double fd = (f(up) - f(down)) / (2 * h);
    INFO("input row " << i / batch << ", sample " << b);
    CHECK(iadj[i] == Approx(fd).margin(1e-6));
  }
  // Forward mode along a random direction equals the adjoint-weighted dot product for root 0.
  std::vector<double> dir(4 * batch);
  for (auto& x : dir) x = u(rng);
  const auto tan = std::vector<double>(ev.tangent(in, dir).begin(), ev.tangent(in, dir).end());
  std::vector<double> r0(2 * batch, 0.0);
  for (std::size_t b = 0; b < batch; ++b) r0[b] = 1.0;
  ev.forward(in);
  ev.backward(r0, iadj);
  for (std::size_t b = 0; b < batch; ++b) {
    double dot = 0;
    for (std::size_t i = 0; i < 4; ++i) dot += iadj[i * batch + b] * dir[i * batch + b];
    CHECK(tan[b] == Approx(dot));
  }
  // The non-differentiable user structure evaluates too.
  cpu_evaluator<user::mod7> ev7(c, 1);
  std::vector<unsigned> in7{3, 5, 6, 2};
  const auto o7 = ev7.forward(in7);
  CHECK(o7[0] == (3 * 5 + 6 * 3 + 2) % 7);
  CHECK(o7[1] == (3 * 5 + 6) % 7);
}
