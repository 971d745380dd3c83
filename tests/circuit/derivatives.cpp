// Reverse mode (backward) and forward mode (tangent) against finite differences on random
// circuits in every differentiable structure, and against each other (w . J u == J^T w . u),
// away from kinks (derivative_check.hpp gives the rule). Forward mode at a tie or a clamp is
// the one-sided directional derivative, checked on purpose-built ties.
#include "derivative_check.hpp"
#include "user_structures.hpp"

using namespace deeplog;

namespace {

template <class S>
void check_structure(const S& s = {}) {
  test::fd_tally back, tan;
  test::shape plain, wide;
  plain.inputs = 6;
  plain.operations = 24;
  wide.inputs = 5;
  wide.operations = 9;  // two wide nodes: deeper nesting would overflow products of 45
  wide.wide_every = 4;
  wide.wide_fanin = 45;  // past one chunk of the suffix folds and of the n-ary gather
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    const auto pc = test::random_proto(seed * 104729, seed % 3 == 0 ? wide : plain);
    const circuit raw = test::layered(pc);
    const circuit built = test::built(pc, laws_of<S>);
    test::check_backward_fd(raw, 1 + seed % 4, seed, back, s);
    test::check_backward_fd(built, 3, seed + 1000, back, s);
    test::check_tangent(raw, 1 + seed % 5, seed + 2000, tan, s);
    test::check_tangent(built, 2, seed + 3000, tan, s);
  }
  INFO("backward: " << back.checked << " checked, " << back.skipped << " at kinks; tangent: "
                    << tan.checked << " checked, " << tan.skipped << " at kinks");
  CHECK(back.checked >= 9 * back.skipped);
  CHECK(tan.checked >= 9 * tan.skipped);
  CHECK(back.checked > 1000);
  CHECK(tan.checked > 250);
}

}  // namespace

TEMPLATE_TEST_CASE("backward and tangent equal finite differences and each other",
                   "[circuit][cpu][derivatives]", probability<double>, log_probability<double>,
                   max_plus<double>, min_plus<double>, max_times<double>, godel<double>,
                   lukasiewicz<double>, product_tnorm<double>) {
  check_structure<TestType>();
}

TEST_CASE("a user-defined structure differentiates like a built-in one",
          "[circuit][cpu][derivatives]") {
  check_structure(user::soft_max_plus{0.4});
}

TEST_CASE("forward mode at ties and clamps is the one-sided directional derivative",
          "[circuit][cpu][derivatives]") {
  // root 0 = x0 (+) x1, root 1 = x0 (x) x1, with x0 == x1: max / min are tied, Lukasiewicz's
  // sum sits on its clamp. The tangent equals (f(x + h u) - f(x)) / h for small h > 0.
  circuit_builder cb(2);
  cb.add_root(cb.plus({cb.input(0), cb.input(1)}));
  cb.add_root(cb.times({cb.input(0), cb.input(1)}));
  const circuit c = cb.build();
  auto check = [&](auto s, double x, std::vector<double> u) {
    using S = decltype(s);
    CAPTURE(structure_name<S>(), x, u[0], u[1]);
    cpu_evaluator<S> ev(c, 1, s);
    const std::vector<double> in{x, x};
    const auto t = ev.tangent(in, u);
    const std::vector<double> tangents(t.begin(), t.end());
    const auto f0 = std::vector<double>(ev.forward(in).begin(), ev.forward(in).end());
    const double h = 1e-7;
    const std::vector<double> moved{x + h * u[0], x + h * u[1]};
    const auto f1 = ev.forward(moved);
    for (std::size_t r = 0; r < 2; ++r) CHECK(tangents[r] == Approx((f1[r] - f0[r]) / h));
    // And the order of the arguments does not matter.
    const std::vector<double> swapped{u[1], u[0]};
    const auto t2 = ev.tangent(in, swapped);
    CHECK(t2[0] == tangents[0]);
    CHECK(t2[1] == tangents[1]);
  };
  check(max_plus<double>{}, 0.5, {1.0, 2.0});
  check(min_plus<double>{}, 0.5, {1.0, -2.0});
  check(godel<double>{}, 0.4, {-1.0, 2.0});
  check(max_times<double>{}, 0.4, {3.0, 2.0});
  check(lukasiewicz<double>{}, 0.5, {-1.0, 0.5});  // 0.5 + 0.5 = 1: on the clamp
  check(lukasiewicz<double>{}, 0.5, {1.0, 0.5});
  // Reverse mode at a tie gives the whole adjoint to the first child (a subgradient).
  cpu_evaluator<max_plus<double>> ev(c, 1);
  const std::vector<double> in{0.5, 0.5}, radj{1.0, 0.0};
  std::vector<double> adj(2);
  ev.forward(in);
  ev.backward(radj, adj);
  CHECK(adj == std::vector<double>{1.0, 0.0});
}

TEST_CASE("a tangent at an infinite input is zero", "[circuit][cpu][derivatives]") {
  circuit_builder cb(2);
  cb.add_root(cb.input(0));
  cb.add_root(cb.times({cb.input(0), cb.input(1)}));
  const circuit c = cb.build();
  cpu_evaluator<log_probability<double>> ev(c, 1);
  const std::vector<double> in{-std::numeric_limits<double>::infinity(), -0.5}, u{3.0, 1.0};
  const auto t = ev.tangent(in, u);
  CHECK(t[0] == 0.0);  // log 0 does not move
  CHECK(t[1] == 0.0);
}
