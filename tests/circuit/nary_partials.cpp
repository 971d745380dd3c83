// The partials of n-ary plus and times, node by node: one node of k children (k from 1 to
// past the suffix chunks) in every differentiable structure, against finite differences, the
// naive reference, and exact zeros (a product with one zero factor sends the product of the
// others to that factor and exactly 0 elsewhere; two zeros give 0 everywhere).
#include "derivative_check.hpp"

using namespace deeplog;

namespace {

// Labels that keep a k-ary operation away from its degenerate regions (products of 1000 labels
// near 1, Lukasiewicz sums below the clamp, probabilistic sums away from 1).
template <class S>
std::vector<double> nary_labels(bool plus, std::size_t k, std::size_t n, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<double> u(0, 1);
  std::vector<double> v(n);
  const double kk = double(k);
  for (auto& x : v) {
    if constexpr (std::is_same_v<S, probability<double>> || std::is_same_v<S, max_times<double>>)
      x = plus ? 0.05 + 1.5 * u(rng) : 1.0 + (u(rng) - 0.5) / kk;
    else if constexpr (std::is_same_v<S, product_tnorm<double>>)
      x = plus ? 0.5 * u(rng) / kk : 1.0 - 0.5 * u(rng) / kk;
    else if constexpr (std::is_same_v<S, lukasiewicz<double>>)
      x = plus ? 0.9 * u(rng) / kk : 1.0 - 0.9 * u(rng) / kk;
    else
      x = test::smooth_label<S>(rng);
  }
  return v;
}

template <template <class> class S>
S<double> rebind_double(const S<float>&);

template <class S>
circuit one_node(bool plus, std::uint32_t k) {
  circuit_builder cb(k, laws_of<S>);
  std::vector<node_id> xs;
  for (std::uint32_t i = 0; i < k; ++i) xs.push_back(cb.input(i));
  cb.add_root(plus ? cb.plus(xs) : cb.times(xs));
  return cb.build();
}

// Backward of one node against central differences and the naive reference, every child.
template <class S>
void check_node(bool plus, std::uint32_t k, std::uint64_t seed) {
  CAPTURE(plus, k, seed);
  const circuit c = one_node<S>(plus, k);
  const std::size_t batch = 3;
  const auto in = nary_labels<S>(plus, k, k * batch, seed);
  cpu_evaluator<S> ev(c, batch);
  const std::vector<double> radj{1.0, -0.5, 2.0};
  const auto f0 = std::vector<double>(ev.forward(in).begin(), ev.forward(in).end());
  std::vector<double> adj(k * batch);
  ev.backward(radj, adj);
  std::size_t skipped = 0;
  for (std::size_t b = 0; b < batch; ++b) {
    const auto x = test::sample(in, k, batch, b);
    const std::vector<double> r{radj[b]};
    const auto ref =
        backward_reference<S>(c, std::span<const double>(x), std::span<const double>(r));
    for (std::uint32_t i = 0; i < k; i += 1 + k / 40) {  // up to 40 children per sample
      CAPTURE(b, i);
      REQUIRE(test::near(adj[i * batch + b], ref[i], 1e-9));
      auto up = x, down = x;
      up[i] += test::fd_step;
      down[i] -= test::fd_step;
      const double fu = evaluate_reference<S>(c, std::span<const double>(up))[0];
      const double fd = evaluate_reference<S>(c, std::span<const double>(down))[0];
      const double right = (fu - f0[b]) / test::fd_step, left = (f0[b] - fd) / test::fd_step;
      if (!test::near(right, left, test::kink_tolerance)) {
        ++skipped;
        continue;
      }
      REQUIRE(test::near(adj[i * batch + b], radj[b] * (fu - fd) / (2 * test::fd_step), 1e-5));
    }
  }
  CHECK(skipped <= 2);
}

}  // namespace

TEMPLATE_TEST_CASE("n-ary partials equal finite differences for every fan-in",
                   "[circuit][cpu][derivatives][nary]", probability<double>,
                   log_probability<double>, max_plus<double>, min_plus<double>, max_times<double>,
                   godel<double>, lukasiewicz<double>, product_tnorm<double>) {
  for (std::uint32_t k : {1u, 2u, 3u, 5u, 31u, 32u, 33u, 100u, 1500u})
    for (bool plus : {true, false}) check_node<TestType>(plus, k, 17 * k + plus);
}

TEMPLATE_TEST_CASE("a product with zero factors has exact partials", "[circuit][cpu][nary]",
                   probability<double>, max_times<double>, product_tnorm<double>) {
  using S = TestType;
  for (std::uint32_t k : {3u, 4u, 40u, 200u}) {  // 40, 200: the zeros fall in other chunks
    CAPTURE(k);
    const circuit c = one_node<S>(false, k);
    std::vector<double> x(k);
    for (std::uint32_t i = 0; i < k; ++i) x[i] = i % 2 ? 0.5 : 2.0;  // products stay exact
    const std::uint32_t z1 = k / 3, z2 = k - 1;
    cpu_evaluator<S> ev(c, 1);
    const std::vector<double> one{1.0};
    std::vector<double> adj(k);
    // One zero: the zero factor gets the product of the others (nonzero), the rest exactly 0.
    auto y = x;
    y[z1] = 0.0;
    double others = 1.0;
    for (std::uint32_t i = 0; i < k; ++i)
      if (i != z1) others *= x[i];
    ev.forward(y);
    ev.backward(one, adj);
    for (std::uint32_t i = 0; i < k; ++i) {
      CAPTURE(i);
      CHECK(adj[i] == (i == z1 ? others : 0.0));
    }
    CHECK(others != 0.0);
    // Two zeros: every partial is exactly 0.
    y[z2] = 0.0;
    ev.forward(y);
    ev.backward(one, adj);
    for (std::uint32_t i = 0; i < k; ++i) CHECK(adj[i] == 0.0);
  }
}

TEST_CASE("a probabilistic sum with a certain argument has exact partials",
          "[circuit][cpu][nary]") {
  // plus = 1 - prod (1 - x): d/dx_i = prod_{j != i} (1 - x_j); an argument equal to 1 zeroes
  // every other partial exactly.
  const circuit c = one_node<product_tnorm<double>>(true, 3);
  cpu_evaluator<product_tnorm<double>> ev(c, 1);
  const std::vector<double> x{0.5, 1.0, 0.25}, one{1.0};
  std::vector<double> adj(3);
  ev.forward(x);
  ev.backward(one, adj);
  CHECK(adj == std::vector<double>{0.0, 0.375, 0.0});
}

TEMPLATE_TEST_CASE("selective n-ary nodes route to the first arg-extremum on ties",
                   "[circuit][cpu][nary]", godel<double>, max_times<double>, max_plus<double>) {
  using S = TestType;
  const std::vector<double> x{0.3, 0.7, 0.7, 0.1, 0.7};
  const circuit plus = one_node<S>(true, 5);
  cpu_evaluator<S> ev(plus, 1);
  const std::vector<double> one{1.0};
  std::vector<double> adj(5);
  ev.forward(x);
  ev.backward(one, adj);
  CHECK(adj == std::vector<double>{0, 1, 0, 0, 0});
  if constexpr (laws_of<S>.times_selective) {  // Goedel's min
    const circuit times = one_node<S>(false, 5);
    cpu_evaluator<S> et(times, 1);
    const std::vector<double> y{0.3, 0.1, 0.7, 0.1, 0.9};
    et.forward(y);
    et.backward(one, adj);
    CHECK(adj == std::vector<double>{0, 1, 0, 0, 0});
  }
}

TEMPLATE_TEST_CASE("wide nodes in float agree with double", "[circuit][cpu][nary][float]",
                   probability<float>, log_probability<float>, max_plus<float>, min_plus<float>,
                   max_times<float>, godel<float>, lukasiewicz<float>, product_tnorm<float>) {
  // One node of k children, float evaluator against the double one on the same (float) labels:
  // the scalar path (batch 1) and the tiles (batch 3), with and without suffix chunks.
  using F = TestType;
  using D = decltype(rebind_double(F{}));
  for (std::uint32_t k : {3u, 33u, 100u, 1500u})
    for (bool plus : {true, false})
      for (std::size_t batch : {1, 3}) {
        CAPTURE(k, plus, batch);
        const circuit c = one_node<D>(plus, k);
        const auto ld = nary_labels<D>(plus, k, k * batch, k + batch);
        const std::vector<float> lf(ld.begin(), ld.end());
        const std::vector<double> ld2(lf.begin(), lf.end());
        cpu_evaluator<F> ef(c, batch);
        cpu_evaluator<D> ed(c, batch);
        ef.forward(lf);
        ed.forward(ld2);
        std::vector<float> wf(batch, 1.0f), af(k * batch);
        std::vector<double> wd(batch, 1.0), ad(k * batch);
        ef.backward(wf, af);
        ed.backward(wd, ad);
        for (std::size_t i = 0; i < af.size(); ++i) {
          INFO("child-sample " << i << ": float " << af[i] << ", double " << ad[i]);
          REQUIRE(std::abs(double(af[i]) - ad[i]) <= 1e-3 * (1.0 + std::abs(ad[i])));
        }
      }
}
