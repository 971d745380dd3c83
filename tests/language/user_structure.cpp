// A user structure in the runtime form: registered once (id_of), named in the text syntax by
// its own symbol, compiled, evaluated through the circuit and by the reference evaluator, and
// differentiated; a user transformation into it; the errors of a clash and of a visit that does
// not list it.
#include <catch2/catch.hpp>

#include <cmath>
#include <map>
#include <span>
#include <string>
#include <vector>

#include "../cmake/consumer_user/hamacher.hpp"
#include "deeplog/compile/formula_to_circuit.hpp"
#include "deeplog/language.hpp"
#include "deeplog/pipeline.hpp"

using namespace deeplog;
using namespace deeplog::language;
using H = user::hamacher<double>;
using structures = with_builtins<H>;

namespace {

/// A user aggregation: the geometric mean, written `gmean[X] phi` once registered.
struct geometric_mean {
  static constexpr const char* name = "gmean";
  double operator()(std::span<const double> xs) const {
    double s = 0;
    for (double x : xs) s += std::log(x);
    return std::exp(s / double(xs.size()));
  }
};

/// A user structure whose plus is max, and says so: max[X] grounds into its plus nodes.
struct tropical : max_plus<double> {
  static constexpr const char* name = "user-tropical";
  static constexpr const char* symbol = "trop";
  static constexpr const char* plus_aggregation = "max";
};

/// A clash: a second structure that claims the symbol P.
struct fake_probability : probability<double> {
  static constexpr const char* name = "fake-probability";
};

/// d alpha(phi) / d label(atom) at x by central differences of the reference evaluator.
double central_difference(const model& m, const std::string& atom, double x) {
  const double h = 1e-6;
  model up = m, down = m;
  up.alpha.set(atom, x + h);
  down.alpha.set(atom, x - h);
  return (evaluate_reference(up, {}) - evaluate_reference(down, {})) / (2 * h);
}

double through_circuit(const model& m) {
  const auto c = compile::compile_formula(m);
  const std::vector<assignment> batch{{}};
  return pipeline::infer<structures>(c, m, batch)[0];
}

}  // namespace

TEST_CASE("a user structure is registered once and named in the text syntax", "[language][user]") {
  const structure_id h = id_of<H>();
  CHECK(h.index() >= builtin_structures::size);
  CHECK(id_of<H>() == h);
  CHECK(register_structure<H>() == h);
  CHECK(structure_from_name("H") == h);
  CHECK(structure_name(h) == "H");
  CHECK(has_negation(h));
  CHECK(differentiable(h));
  CHECK(contains_label(h, 0.5));
  CHECK_FALSE(contains_label(h, 1.5));
  CHECK(plus_in(h, 0.5, 0.5) == Approx(H{}.plus(0.5, 0.5)));

  model m;
  m.phi = parse("a_H & (b_H | ~c_H)");
  CHECK(m.phi.structure() == h);
  CHECK(print(m.phi) == "a_H * (b_H + ~c_H)");
  const double a = 0.3, b = 0.6, c = 0.8;
  m.alpha.set("a_H", a);
  m.alpha.set("b_H", b);
  m.alpha.set("c_H", c);
  const H s;
  const double expected = s.times(a, s.plus(b, s.negate(c)));
  CHECK(evaluate_reference(m, {}) == Approx(expected).epsilon(1e-14));
  CHECK(through_circuit(m) == Approx(expected).epsilon(1e-14));

  // Reverse mode through the circuit against central differences of the reference evaluator.
  const auto g = pipeline::gradient<structures>(compile::compile_formula(m), m, {});
  for (const char* atom : {"a_H", "b_H", "c_H"}) {
    const double x = atom[0] == 'a' ? a : atom[0] == 'b' ? b : c;
    const double fd = central_difference(m, atom, x);
    INFO(atom);
    REQUIRE(g.count(atom) == 1);
    CHECK(g.at(atom) == Approx(fd).epsilon(1e-6).margin(1e-9));
  }
}

TEST_CASE("a user structure aggregates over reification variables", "[language][user]") {
  id_of<H>();
  model m;
  // exists[B] and forall[B] are the structure's plus and times over {false, true}.
  m.phi = parse("sum[B] (p[B]_H & q_H)");
  m.alpha.set("p[true]_H", 0.7);
  m.alpha.set("p[false]_H", 0.2);
  m.alpha.set("q_H", 0.9);
  const H s;
  const double expected = s.plus(s.times(0.2, 0.9), s.times(0.7, 0.9));
  CHECK(evaluate_reference(m, {}) == Approx(expected).epsilon(1e-14));
  CHECK(through_circuit(m) == Approx(expected).epsilon(1e-14));
}

TEST_CASE("a user transformation converts between structures", "[language][user]") {
  register_transformation<user::probability_to_hamacher>();
  register_transformation<user::probability_to_hamacher>();  // idempotent
  model m;
  m.phi = parse("(a_P * b_P)_H | c_H");
  m.alpha.set("a_P", 0.5);
  m.alpha.set("b_P", 0.4);
  m.alpha.set("c_H", 0.3);
  const double expected = H{}.plus(0.5 * 0.4, 0.3);
  CHECK(evaluate_reference(m, {}) == Approx(expected).epsilon(1e-14));
  CHECK(through_circuit(m) == Approx(expected).epsilon(1e-14));
  // T preserves neither plus nor times: a T node, a segment in P joined into the H circuit.
  const auto c = compile::compile_formula(m);
  REQUIRE(c.segments.size() == 1);
  CHECK(c.segments[0].structure == id_of<probability<double>>());
  CHECK(c.structure == id_of<H>());
  // Reverse and forward mode through the T node against central differences.
  const auto g = pipeline::gradient<structures>(c, m, {});
  std::map<std::string, double> dir;
  double fd_along = 0;
  for (const auto& [atom, x] :
       std::map<std::string, double>{{"a_P", 0.5}, {"b_P", 0.4}, {"c_H", 0.3}}) {
    const double fd = central_difference(m, atom, x);
    INFO(atom);
    REQUIRE(g.count(atom) == 1);
    CHECK(g.at(atom) == Approx(fd).epsilon(1e-6).margin(1e-9));
    dir[atom] = atom == "b_P" ? -2.0 : 1.0;
    fd_along += dir[atom] * fd;
  }
  CHECK(pipeline::tangent<structures>(c, m, {}, dir) == Approx(fd_along).epsilon(1e-6));
  // No transformation H -> P is registered: a typed error at the term.
  CHECK_THROWS_AS(parse("(c_H)_P"), type_error);
}

TEST_CASE("a user aggregation is named in the text syntax", "[language][user]") {
  CHECK_FALSE(aggregator_from_name("gmean"));
  const aggregator g = register_aggregation<geometric_mean>();
  CHECK(aggregator_from_name("gmean") == g);
  CHECK(aggregator_name(g) == "gmean");
  model m;
  m.phi = parse("gmean[X] p(X)_H");
  CHECK(print(m.phi) == "gmean[X] p(X)_H");
  m.domains["X"] = {term::symbol("a"), term::symbol("b"), term::symbol("c")};
  m.alpha.set("p(a)_H", 0.2);
  m.alpha.set("p(b)_H", 0.5);
  m.alpha.set("p(c)_H", 0.9);
  const double expected = std::cbrt(0.2 * 0.5 * 0.9);
  CHECK(evaluate_reference(m, {}) == Approx(expected).epsilon(1e-14));
  CHECK(through_circuit(m) == Approx(expected).epsilon(1e-14));
  // An aggregation node; geometric_mean has no gradient(), so reverse mode says so where a
  // derivative has to pass it (and forward mode does too), instead of a silent zero.
  const auto c = compile::compile_formula(m);
  CHECK(c.segments.size() == 3);
  CHECK_THROWS_WITH(pipeline::gradient<structures>(c, m, {}),
                    Catch::Contains("gmean") && Catch::Contains("no derivative"));
  CHECK_THROWS_AS(pipeline::tangent<structures>(c, m, {}, {{"p(a)_H", 1.0}}), evaluation_error);
  // Where no derivative has to pass it, there is nothing to refuse.
  CHECK(pipeline::tangent<structures>(c, m, {}, {{"q_H", 1.0}}) == 0.0);
  // Not on Boolean labels, like the built-in real-valued aggregations.
  CHECK_THROWS_AS(parse("gmean[X] p(X)_B"), type_error);
  // A second aggregation with a taken name.
  struct another_max : max_aggregation<double> {};
  CHECK_THROWS_WITH(register_aggregation<another_max>(), Catch::Contains("max: the name is taken"));
}

TEST_CASE("a structure's declared aggregations ground into its operations", "[language][user]") {
  id_of<tropical>();
  model m;
  m.phi = parse("max[X] (p(X)_trop * q_trop)");
  m.domains["X"] = {term::integer(1), term::integer(2), term::integer(3)};
  for (int i = 1; i <= 3; ++i) m.alpha.set("p(" + std::to_string(i) + ")_trop", 0.5 * i - 1);
  m.alpha.set("q_trop", 0.25);
  const auto c = compile::compile_formula(m);
  CHECK(c.stats.aggregations_grounded == 1);
  CHECK(c.segments.empty());
  const std::vector<assignment> batch{{}};
  CHECK(pipeline::infer<with_builtins<tropical>>(c, m, batch)[0] == 0.5 + 0.25);
  // The same formula in P, whose plus is no max: an aggregation node over three segments.
  model p;
  p.phi = parse("max[X] (p(X)_P * q_P)");
  p.domains = m.domains;
  CHECK(compile::compile_formula(p).segments.size() == 3);
}

TEST_CASE("registration and visiting errors are typed", "[language][user]") {
  CHECK_THROWS_AS(id_of<fake_probability>(), argument_error);
  CHECK_THROWS_WITH(register_structure<fake_probability>(),
                    Catch::Contains("symbol _P is taken by structure probability"));
  // The built-ins' list does not hold H: the visit says so instead of picking another.
  CHECK_THROWS_AS(visit_structure(id_of<H>(), [](auto) { return 0; }), argument_error);
  CHECK(visit_structure<structures>(id_of<H>(), []<class S>(S) { return std::string(S::name); }) ==
        "hamacher");
}
