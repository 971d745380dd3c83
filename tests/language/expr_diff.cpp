// Derivatives of expression templates: reverse mode equal to the compiled circuit's (the
// gradient of the lowered formula through pipeline::gradient), forward mode equal to the
// adjoint-weighted directions, and both against central differences of the fused evaluation, in
// every differentiable built-in structure and in a user's (Hamacher).
#include <catch2/catch.hpp>

#include <cmath>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "../cmake/consumer_user/hamacher.hpp"
#include "deeplog/compile/formula_to_circuit.hpp"
#include "deeplog/language.hpp"
#include "deeplog/pipeline.hpp"

using namespace deeplog;
using namespace deeplog::language;

namespace {
constexpr boolean_variable<0> B{"B"};
constexpr boolean_variable<1> E{"E"};
using H = user::hamacher<double>;
}  // namespace

TEMPLATE_TEST_CASE("expression-template derivatives equal the compiled circuit's",
                   "[language][expr][derivatives]", probability<double>, log_probability<double>,
                   max_plus<double>, min_plus<double>, max_times<double>, godel<double>,
                   lukasiewicz<double>, product_tnorm<double>, H) {
  using S = TestType;
  const std::string name(structure_name(id_of<S>()));
  // Rows: a (0), b (1), c[false] (2), c[true] (3).
  const auto a = atom<S>("a", 0), b = atom<S>("b", 1), c = atom<S>("c", 2);
  const auto phi = sum(B, (a + c[B]) * b) * prod(E, c[E] + a);
  const std::size_t batch = 12, rows = 4;
  std::mt19937 rng(17u + id_of<S>().index());
  std::uniform_real_distribution<double> u(0.05, 0.45);  // away from Lukasiewicz's clamps
  std::vector<double> in(rows * batch), dir(rows * batch), root_adj(batch);
  for (auto& x : in) x = std::is_same_v<S, log_probability<double>> ? std::log(u(rng)) : u(rng);
  for (auto& x : dir) x = u(rng) - 0.25;
  for (auto& x : root_adj) x = 0.5 + u(rng);

  std::vector<double> values(batch), tangents(batch), adjoints(rows * batch);
  tangent(phi, in, dir, batch, std::span<double>(values), std::span<double>(tangents));
  backward(phi, in, batch, std::span<const double>(root_adj), std::span<double>(adjoints));

  model m;
  m.phi = lower(phi);
  const auto circuit = compile::compile_formula(m);
  const char* const atoms[] = {"a", "b", "c[false]", "c[true]"};
  for (std::size_t k = 0; k < batch; ++k) {
    for (std::size_t r = 0; r < rows; ++r) m.alpha.set(atoms[r] + ("_" + name), in[r * batch + k]);
    const auto g = pipeline::gradient<with_builtins<H>>(circuit, m, {});
    double jvp = 0;
    for (std::size_t r = 0; r < rows; ++r) {
      const auto it = g.find(atoms[r] + ("_" + name));
      const double circuit_d = it == g.end() ? 0.0 : it->second;
      CAPTURE(name, k, atoms[r]);
      CHECK(adjoints[r * batch + k] == Approx(root_adj[k] * circuit_d).epsilon(1e-9).margin(1e-12));
      jvp += circuit_d * dir[r * batch + k];
    }
    CAPTURE(name, k);
    CHECK(values[k] == Approx(evaluate_reference(m, {})).epsilon(1e-12));
    CHECK(tangents[k] == Approx(jvp).epsilon(1e-9).margin(1e-12));

    // Central differences of the fused evaluation along the direction.
    const double h = 1e-6;
    std::vector<double> up = in, down = in;
    for (std::size_t r = 0; r < rows; ++r) {
      up[r * batch + k] += h * dir[r * batch + k];
      down[r * batch + k] -= h * dir[r * batch + k];
    }
    std::vector<double> fu(batch), fd(batch);
    evaluate(phi, up, batch, std::span<double>(fu));
    evaluate(phi, down, batch, std::span<double>(fd));
    CHECK(tangents[k] == Approx((fu[k] - fd[k]) / (2 * h)).epsilon(1e-5).margin(1e-8));
  }
}

TEST_CASE("expression-template derivatives through transformations and LTN quantifiers",
          "[language][expr][derivatives]") {
  using P = probability<double>;
  using F = product_tnorm<double>;
  // The running example: Boolean sub-formulas carry no derivative; P rows do.
  const auto running = sum(B, sum(E, to<P>(atom<boolean>("b")[B] | atom<boolean>("e")[E]) *
                                         (atom<P>("b", 0)[B] * atom<P>("e", 2)[E])));
  const std::vector<double> in{0.3, 0.7, 0.99, 0.01};
  std::vector<double> adj(4);
  const std::vector<double> one{1.0};
  backward(running, in, 1, std::span<const double>(one), std::span<double>(adj));
  // d/d b[true] = e[false] + e[true] = 1, d/d b[false] = e[true], d/d e[true] = b[true] + b[false].
  CHECK(adj[1] == Approx(1.0));
  CHECK(adj[0] == Approx(0.01));
  CHECK(adj[3] == Approx(1.0));
  CHECK(adj[2] == Approx(0.7));

  // p-mean quantifiers (LTN) over a regular variable, and to_log: against central differences.
  constexpr regular_variable<2, 3> X{"X", {"x1", "x2", "x3"}};
  const auto ltn = aggregate(p_mean<double>{2}, X, atom<F>("p(X)", 0, X)) *
                   aggregate(p_mean_error<double>{2}, X, ~atom<F>("q(X)", 3, X));
  const auto logged = to<log_probability<double>>(atom<P>("r", 0) * atom<P>("s", 1));
  const std::vector<double> x{0.2, 0.6, 0.9, 0.3, 0.5, 0.1};
  std::vector<double> g(6), values(1), t(1);
  backward(ltn, x, 1, std::span<const double>(one), std::span<double>(g));
  for (std::size_t r = 0; r < 6; ++r) {
    std::vector<double> up = x, down = x, e(6, 0.0), fu(1), fd(1);
    up[r] += 1e-6;
    down[r] -= 1e-6;
    evaluate(ltn, up, 1, std::span<double>(fu));
    evaluate(ltn, down, 1, std::span<double>(fd));
    CAPTURE(r);
    CHECK(g[r] == Approx((fu[0] - fd[0]) / 2e-6).epsilon(1e-6));
    e[r] = 1;
    tangent(ltn, x, e, 1, std::span<double>(values), std::span<double>(t));
    CHECK(t[0] == Approx(g[r]).epsilon(1e-12));
  }
  // The same quantifiers compiled: a mixed circuit whose aggregation nodes join one segment per
  // value of X; its reverse and forward derivatives equal the expression template's.
  model m;
  m.phi = lower(ltn);
  m.domains = domains_of(ltn);
  const auto c = compile::compile_formula(m);
  CHECK(c.segments.size() == 6);
  const std::string rows[] = {"p(x1)", "p(x2)", "p(x3)", "q(x1)", "q(x2)", "q(x3)"};
  std::map<std::string, double> direction;
  double along = 0;
  for (std::size_t r = 0; r < 6; ++r) {
    m.alpha.set(rows[r] + "_product", x[r]);
    direction[rows[r] + "_product"] = double(r) - 2.5;
    along += (double(r) - 2.5) * g[r];
  }
  const std::vector<assignment> one_assignment{{}};
  evaluate(ltn, x, 1, std::span<double>(values));
  CHECK(pipeline::infer(c, m, one_assignment)[0] == Approx(values[0]).epsilon(1e-14));
  const auto cg = pipeline::gradient(c, m, {});
  for (std::size_t r = 0; r < 6; ++r) {
    CAPTURE(rows[r]);
    REQUIRE(cg.count(rows[r] + "_product") == 1);
    CHECK(cg.at(rows[r] + "_product") == Approx(g[r]).epsilon(1e-12));
  }
  CHECK(pipeline::tangent(c, m, {}, direction) == Approx(along).epsilon(1e-12));
  std::vector<double> gl(2);
  backward(logged, std::vector<double>{0.4, 0.5}, 1, std::span<const double>(one),
           std::span<double>(gl));
  CHECK(gl[0] == Approx(1 / 0.4));  // d log(rs) / dr = 1 / r
  CHECK(gl[1] == Approx(1 / 0.5));

  // Misuse: wrong shapes are argument_error.
  CHECK_THROWS_AS(backward(logged, std::vector<double>{0.4}, 1, std::span<const double>(one),
                           std::span<double>(gl)),
                  argument_error);
  CHECK_THROWS_AS(tangent(logged, std::vector<double>{0.4, 0.5}, std::vector<double>{1.0}, 1,
                          std::span<double>(values), std::span<double>(t)),
                  argument_error);
}

TEMPLATE_TEST_CASE("expression-template derivatives read typed rows", "[language][expr][typed]",
                   (probability<float>), (product_tnorm<float>), (user::hamacher<float>)) {
  // A float formula differentiated from float rows: the same values and derivatives as from
  // real rows holding the same floats (one code path, rows converted where they are read), and
  // as the double formula within float rounding.
  using Sf = TestType;
  using Sd = std::conditional_t<
      std::is_same_v<Sf, probability<float>>, probability<double>,
      std::conditional_t<std::is_same_v<Sf, product_tnorm<float>>, product_tnorm<double>, H>>;
  auto formula = [](auto s) {
    using S = decltype(s);
    const auto a = atom<S>("a", 0), b = atom<S>("b", 1), c = atom<S>("c", 2);
    return sum(B, (a + c[B]) * b) * prod(E, c[E] + a);
  };
  const auto phi_f = formula(Sf{});
  const auto phi_d = formula(Sd{});
  const std::size_t batch = 3, rows = 4;
  const std::vector<float> in{0.25f, 0.5f,  0.125f, 0.375f, 0.0625f, 0.75f,
                              0.3f,  0.45f, 0.2f,   0.15f,  0.35f,   0.4f};
  const std::vector<float> dir{0.5f,  -0.25f, 0.125f, 1.0f, 0.0f,  -0.5f,
                               0.25f, 0.75f,  -1.0f,  0.5f, 0.25f, 0.125f};
  const std::vector<float> root{1.0f, 0.5f, 2.0f};
  const std::vector<double> in_d(in.begin(), in.end()), dir_d(dir.begin(), dir.end());

  std::vector<float> v(batch), t(batch), adj(rows * batch);
  tangent(phi_f, std::span<const float>(in), std::span<const float>(dir), batch,
          std::span<float>(v), std::span<float>(t));
  backward(phi_f, std::span<const float>(in), batch, std::span<const float>(root),
           std::span<float>(adj));
  // Real rows holding the same floats, the same float formula.
  std::vector<float> v_real(batch), t_real(batch);
  std::vector<double> adj_real(rows * batch);
  tangent(phi_f, in_d, dir_d, batch, std::span<float>(v_real), std::span<float>(t_real));
  backward(phi_f, in_d, batch, std::span<const float>(root), std::span<double>(adj_real));
  CHECK(v == v_real);
  CHECK(t == t_real);
  // The double formula.
  std::vector<double> vd(batch), td(batch), adj_d(rows * batch);
  const std::vector<double> root_d(root.begin(), root.end());
  tangent(phi_d, in_d, dir_d, batch, std::span<double>(vd), std::span<double>(td));
  backward(phi_d, in_d, batch, std::span<const double>(root_d), std::span<double>(adj_d));
  for (std::size_t k = 0; k < batch; ++k) {
    CAPTURE(k);
    CHECK(v[k] == Approx(vd[k]).epsilon(1e-5));
    CHECK(t[k] == Approx(td[k]).epsilon(1e-4).margin(1e-6));
  }
  for (std::size_t r = 0; r < rows * batch; ++r) {
    CAPTURE(r);
    CHECK(adj[r] == Approx(adj_real[r]).epsilon(1e-6).margin(1e-7));
    CHECK(adj[r] == Approx(adj_d[r]).epsilon(1e-4).margin(1e-6));
  }
  // Shapes are checked as for real rows.
  std::vector<float> short_adj(rows * batch - 1);
  CHECK_THROWS_AS(backward(phi_f, std::span<const float>(in), batch, std::span<const float>(root),
                           std::span<float>(short_adj)),
                  argument_error);
  CHECK_THROWS_AS(tangent(phi_f, std::span<const float>(in), std::span<const float>(dir.data(), 5),
                          batch, std::span<float>(v), std::span<float>(t)),
                  argument_error);
}
