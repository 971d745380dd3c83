// The reference semantics on the paper's worked examples, labelling (given, functions, neural,
// automatic) and batched inference.
#include <catch2/catch.hpp>

#include "deeplog/language.hpp"

using namespace deeplog;
using namespace deeplog::language;

namespace {
constexpr auto P = id_of<probability<double>>();

model running_example() {
  model m;
  m.phi = parse("sum[B] sum[E] (b(V)[B]_B | e(S)[E]_B)_P * (b(V)[B]_P * e(S)[E]_P)");
  m.alpha.neural("b", P, boolean_network([](std::span<const double> x) { return x[0]; }));
  m.alpha.neural("e", P, boolean_network([](std::span<const double> x) { return x[0]; }));
  return m;
}
}  // namespace

TEST_CASE("simple labelling: 0.7 x 0.99", "[language][semantics]") {
  model m;
  m.phi = parse("burglary_P * earthquake_P");
  m.alpha.set("burglary_P", 0.7);
  m.alpha.set("earthquake_P", 0.99);
  CHECK(evaluate_reference(m, {}) == 0.7 * 0.99);
}

TEST_CASE("aggregating normalized labels over reification variables gives 1.0",
          "[language][semantics]") {
  model m;
  m.phi = parse("sum[B] sum[E] burglary[B]_P * earthquake[E]_P");
  m.alpha.set("burglary[true]_P", 0.7);
  m.alpha.set("burglary[false]_P", 0.3);
  m.alpha.set("earthquake[true]_P", 0.01);
  m.alpha.set("earthquake[false]_P", 0.99);
  CHECK(evaluate_reference(m, {}) == Approx(1.0).epsilon(1e-15));
  // Under an assignment of the reification variables the formula is one term of the sum.
  m.phi = parse("burglary[B]_P * earthquake[E]_P");
  CHECK(evaluate_reference(m, {{"B", term::truth(1)}, {"E", term::truth(0)}}) == 0.7 * 0.99);
}

TEST_CASE("the weighted model count of burglary or earthquake is 0.703", "[language][semantics]") {
  model m;
  m.phi = parse(
      "sum[B] sum[E] (burglary[B]_B | earthquake[E]_B)_P * (burglary[B]_P * earthquake[E]_P)");
  m.alpha.set("burglary[true]_P", 0.7);
  m.alpha.set("burglary[false]_P", 0.3);
  m.alpha.set("earthquake[true]_P", 0.01);
  m.alpha.set("earthquake[false]_P", 0.99);
  CHECK(evaluate_reference(m, {}) == Approx(0.703).epsilon(1e-14));
}

TEST_CASE("the automatic label of p[x]_R with x in R is x", "[language][semantics]") {
  model m;
  m.phi = parse("earthquake[E]_B");
  CHECK(evaluate_reference(m, {{"E", term::truth(1)}}) == 1);
  CHECK(evaluate_reference(m, {{"E", term::truth(0)}}) == 0);
  m.phi = parse("a(V)[A:F]_F");
  CHECK(evaluate_reference(m, {{"V", term::symbol("v")},
                               {"A", term::truth(0.25, id_of<product_tnorm<double>>())}}) == 0.25);
}

TEST_CASE("the fuzzy example a(V) and (b(V) or c(V)) with the product t-norm",
          "[language][semantics]") {
  model m;
  m.phi = parse("a(V)_F & (b(V)_F | c(V)_F)");
  for (const char* p : {"a", "b", "c"}) {
    neural_labelling n;
    const int k = p[0] - 'a';
    n.network = [k](std::span<const double> x) { return std::vector<double>{x[std::size_t(k)]}; };
    m.alpha.neural(p, id_of<product_tnorm<double>>(), n);
  }
  tensor_table t{{"v", {0.9, 0.4, 0.3}}};
  const double want = 0.9 * (0.4 + 0.3 - 0.4 * 0.3);
  CHECK(evaluate_reference(m, {{"V", term::tensor("v")}}, t) == Approx(want).epsilon(1e-15));
}

TEST_CASE("aggregation over a regular variable grounds over its domain", "[language][semantics]") {
  model m;
  m.phi = parse("prod[Object] hasColor(Object,red)_B");
  m.domains["Object"] = {term::symbol("box"), term::symbol("triangle"), term::symbol("square")};
  m.alpha.set("hasColor(box,red)_B", 1);
  m.alpha.set("hasColor(triangle,red)_B", 1);
  m.alpha.set("hasColor(square,red)_B", 0);
  CHECK(evaluate_reference(m, {}) == 0);
  m.alpha.set("hasColor(square,red)_B", 1);
  CHECK(evaluate_reference(m, {}) == 1);
}

TEST_CASE("labelling functions label ground atoms", "[language][semantics]") {
  model m;
  m.phi = parse("sum[X] p(X)_P");
  m.domains["X"] = {term::integer(1), term::integer(2), term::integer(3)};
  m.alpha.define("p", P, [](const ground_atom& a) { return a.args[0].number / 10; });
  CHECK(evaluate_reference(m, {}) == Approx(0.6));
}

TEST_CASE("a neural labelling runs once per input, not once per grounding",
          "[language][semantics]") {
  model m = running_example();
  tensor_table t{{"v1", {0.7}}, {"v2", {0.2}}, {"s1", {0.01}}, {"s2", {0.5}}};
  std::vector<assignment> batch;
  for (const char* v : {"v1", "v2"})
    for (const char* s : {"s1", "s2"})
      for (int rep = 0; rep < 3; ++rep)
        batch.push_back({{"V", term::tensor(v)}, {"S", term::tensor(s)}});
  label_cache cache;
  const auto out = infer_reference(m, batch, t, &cache);
  CHECK(cache.network_calls == 4);  // 2 videos + 2 seismic readings for 12 assignments
  for (std::size_t i = 0; i < batch.size(); ++i) {
    const double b = t[batch[i].at("V").text][0], e = t[batch[i].at("S").text][0];
    CHECK(out[i] == Approx(b + (1 - b) * e).epsilon(1e-14));
  }
  CHECK(out[0] == Approx(0.703).epsilon(1e-14));
}

TEST_CASE("a categorical neural labelling labels all values at once", "[language][semantics]") {
  model m;
  m.phi = parse("sum[N] digit(@img, N)_P");
  for (int i = 0; i < 10; ++i) m.domains["N"].push_back(term::integer(i));
  neural_labelling n;
  n.input_arg = 0;
  n.output_arg = 1;
  n.output_values = m.domains["N"];
  n.network = [](std::span<const double> x) {
    std::vector<double> p(10);
    double z = 0;
    for (int i = 0; i < 10; ++i) z += p[std::size_t(i)] = std::exp(x[0] * i);
    for (auto& v : p) v /= z;
    return p;
  };
  m.alpha.neural("digit", P, n);
  label_cache cache;
  CHECK(evaluate_reference(m, {}, {{"img", {0.3}}}, &cache) == Approx(1.0));
  CHECK(cache.network_calls == 1);
}

TEST_CASE("missing labels and values are typed errors", "[language][semantics]") {
  model m;
  m.phi = parse("burglary_P * earthquake_P");
  m.alpha.set("burglary_P", 0.7);
  CHECK_THROWS_AS(evaluate_reference(m, {}), evaluation_error);
  m = running_example();
  CHECK_THROWS_AS(evaluate_reference(m, {}), evaluation_error);  // V, S unassigned
  CHECK_THROWS_AS(evaluate_reference(m, {{"V", term::tensor("x")}, {"S", term::tensor("y")}}),
                  evaluation_error);  // tensors not bound
  m.phi = parse("sum[A] a[A:F]_F");
  CHECK_THROWS_AS(evaluate_reference(m, {}), evaluation_error);  // continuous domain
  m.domains["A"] = {term::truth(0.2, id_of<product_tnorm<double>>()),
                    term::truth(0.6, id_of<product_tnorm<double>>())};
  CHECK(evaluate_reference(m, {}) == Approx(0.2 + 0.6 - 0.12));
}

TEST_CASE("dependencies through the logic part (appendix Modelling Dependencies)",
          "[language][semantics]") {
  model m;
  m.phi = parse(
      "sum[B] sum[E] sum[E1] sum[E2] ((b(V)[B]_B | e(S)[E]_B) & (e(S)[E]_B <-> b(V)[B]_B & "
      "e_if_b(S)[E1]_B | ~b(V)[B]_B & e_if_not_b(S)[E2]_B))_P * (b(V)[B]_P * e(S)[E]_P * "
      "e_if_b(S)[E1]_P * e_if_not_b(S)[E2]_P)");
  const double pb = 0.3, p1 = 0.8, p2 = 0.1;
  m.alpha.define("b", P, [&](const ground_atom& a) { return a.value->number != 0 ? pb : 1 - pb; });
  m.alpha.define("e", P, [](const ground_atom&) { return 1.0; });
  m.alpha.define("e_if_b", P,
                 [&](const ground_atom& a) { return a.value->number != 0 ? p1 : 1 - p1; });
  m.alpha.define("e_if_not_b", P,
                 [&](const ground_atom& a) { return a.value->number != 0 ? p2 : 1 - p2; });
  // P(b or e) with e <-> (b and e_if_b) or (not b and e_if_not_b): P(b) + P(not b) p2, by
  // hand 0.3 + 0.7 x 0.1 = 0.37 (p1 does not matter: b alone already sets the alarm off).
  const double pe_and_not_b = (1 - pb) * p2;
  CHECK(pb + pe_and_not_b == Approx(0.37).epsilon(1e-15));
  CHECK(evaluate_reference(m, {{"V", term::symbol("v1")}, {"S", term::symbol("s1")}}) ==
        Approx(0.37).epsilon(1e-14));
}

TEST_CASE("probabilistic fuzzy logic with the mass on the networks' scores (appendix)",
          "[language][semantics]") {
  // The reification variables live in F, so each atom's label is its variable's value, and the
  // assignment A -> nn_a(V), ... gives nn_a (x) (nn_b (+) nn_c).
  model m;
  m.phi = parse("a(V)[A:F]_F & (b(V)[B:F]_F | c(V)[C:F]_F)");
  const double na = 0.8, nb = 0.3, nc = 0.6;
  const assignment sigma{{"V", term::symbol("v")},
                         {"A", term::truth(na, id_of<product_tnorm<double>>())},
                         {"B", term::truth(nb, id_of<product_tnorm<double>>())},
                         {"C", term::truth(nc, id_of<product_tnorm<double>>())}};
  CHECK(evaluate_reference(m, sigma) == Approx(na * (nb + nc - nb * nc)).epsilon(1e-15));
}

TEST_CASE("labels outside their structure's carrier are rejected where they enter",
          "[language][semantics]") {
  model m;
  m.phi = parse("a_F * b_F");
  m.alpha.set("a_F", 1.5);
  m.alpha.set("b_F", 0.5);
  CHECK_THROWS_AS(evaluate_reference(m, {}), evaluation_error);
  m.phi = parse("a_P");
  m.alpha.set("a_P", -0.1);
  CHECK_THROWS_AS(evaluate_reference(m, {}), evaluation_error);
}
