// Reverse mode (backward) and forward mode (tangent) against finite differences on random
// circuits in every differentiable structure, and against each other (w . J u == J^T w . u),
// away from kinks (derivative_check.hpp gives the rule). Forward mode at a tie or a clamp is
// the one-sided directional derivative, checked on purpose-built ties.
#include <algorithm>

#include "derivative_check.hpp"
#include "user_structures.hpp"

using namespace deeplog;

namespace {

// S<float> -> S<double>.
template <class S, class T>
struct rebind;
template <template <class> class S, class U, class T>
struct rebind<S<U>, T> {
  using type = S<T>;
};
template <class S, class T>
using rebind_t = typename rebind<S, T>::type;

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

TEST_CASE("an operation with an infinite result has tangent zero", "[circuit][cpu][derivatives]") {
  circuit_builder cb(2);
  cb.add_root(cb.times({cb.input(0), cb.input(1)}));
  cb.add_root(cb.plus({cb.input(0), cb.input(1)}));
  const circuit c = cb.build();
  cpu_evaluator<log_probability<double>> ev(c, 1);
  const std::vector<double> in{-std::numeric_limits<double>::infinity(), -0.5}, u{3.0, 1.0};
  const auto t = ev.tangent(in, u);
  CHECK(t[0] == 0.0);  // log 0 + x is log 0 whatever x does
  CHECK(t[1] == 1.0);  // log(0 + e^x) moves with x
}

TEMPLATE_TEST_CASE("backward in float agrees with backward in double",
                   "[circuit][cpu][derivatives][float]", probability<float>, log_probability<float>,
                   max_plus<float>, min_plus<float>, max_times<float>, godel<float>,
                   lukasiewicz<float>, product_tnorm<float>) {
  // Same circuits, the same labels (rounded to float), positive root adjoints so that no sum
  // cancels: the float adjoints are the double ones within float rounding. Wide nodes and
  // batches 1 and 5 take the scalar and the tiled kernels.
  using F = TestType;
  using D = rebind_t<F, double>;
  test::shape sh;
  sh.inputs = 6;
  sh.operations = 20;
  sh.wide_every = 5;
  sh.wide_fanin = 12;  // nary_partials.cpp takes single nodes past a chunk in float
  std::size_t compared = 0, overflowed = 0;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    const circuit c = test::layered(test::random_proto(seed * 7, sh));
    for (std::size_t batch : {1, 5}) {
      CAPTURE(seed, batch);
      auto ind = test::smooth_labels<D>(c.num_inputs() * batch, seed);
      if constexpr (std::is_same_v<D, probability<double>> || std::is_same_v<D, max_times<double>>)
        for (auto& x : ind) x *= 0.3;  // unbounded sums and products: keep float's range
      std::vector<float> inf(ind.begin(), ind.end());
      const std::vector<double> ind2(inf.begin(), inf.end());
      std::vector<double> wd(c.num_roots() * batch);
      std::mt19937_64 rng(seed);
      for (auto& w : wd) w = 0.5 + double(rng() % 4);
      const std::vector<float> wf(wd.begin(), wd.end());
      cpu_evaluator<F> ef(c, batch);
      cpu_evaluator<D> ed(c, batch);
      ef.forward(inf);
      ed.forward(ind2);
      // Products of 40 labels overflow float before double (inf, and inf x 0 = NaN): such
      // circuits say nothing here. (An infinite zero of S is a label, not an overflow.)
      const auto lf = ef.labels();
      const float zero = F{}.zero();
      if (std::any_of(lf.begin(), lf.end(),
                      [&](float x) { return std::isnan(x) || (std::isinf(x) && x != zero); })) {
        ++overflowed;
        continue;
      }
      std::vector<float> af(inf.size());
      std::vector<double> ad(inf.size());
      ef.backward(wf, af);
      ed.backward(wd, ad);
      // Node adjoints past float's range (products of 39 factors) overflow too: inf, then
      // inf x 0 = NaN downstream. Counted, not compared; a kernel bug would fail the count.
      const auto nf = ef.node_adjoints();
      const auto nd = ed.node_adjoints();
      if (std::any_of(nd.begin(), nd.end(), [](double x) { return std::abs(x) > 1e30; }) ||
          std::any_of(nf.begin(), nf.end(), [](float x) { return !std::isfinite(x); })) {
        ++overflowed;
        continue;
      }
      ++compared;
      for (std::size_t i = 0; i < af.size(); ++i) {
        INFO("row-sample " << i << ": float " << af[i] << ", double " << ad[i]);
        REQUIRE(std::abs(double(af[i]) - ad[i]) <= 1e-4 * (1.0 + std::abs(ad[i])));
      }
    }
  }
  CHECK(compared >= 9 * overflowed);
}
