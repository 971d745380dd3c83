// Typed labels in the runtime form: a structure whose labels are not numbers (the library's
// top_k<2>, named `_top2` here) in the text syntax, labelled with values of its label type, by
// the reference semantics, through the compiled circuit (infer_as, infer_values) and as an
// expression template lowered to the same formula, all against brute force over the worlds; a
// mixed formula whose top-2 segment joins a probability circuit through a transformation; and
// the typed errors where a label of another type, or an operation on real labels, meets it.
#include <catch2/catch.hpp>

#include <array>
#include <random>
#include <string>
#include <vector>

#include "../cmake/consumer_user/alarm.hpp"
#include "deeplog/compile/formula_to_circuit.hpp"
#include "deeplog/language.hpp"
#include "deeplog/pipeline.hpp"

using namespace deeplog;
using namespace deeplog::language;

namespace {

/// The two most probable worlds, named in the text syntax.
struct top2 : top_k<2> {
  static constexpr const char* name = "top-2";
  static constexpr const char* symbol = "top2";
};
using V = value_t<top2>;
using structures = with_builtins<top2>;

/// top2 -> P: the best world's weight (a user transformation out of a non-real structure).
struct best_of {
  using from = top2;
  using to = probability<double>;
  static constexpr homomorphism preserves{};
  double operator()(const V& a) const { return a[0]; }
};

const char* const atoms[] = {"burglary[false]_top2", "burglary[true]_top2",
                             "earthquake[false]_top2", "earthquake[true]_top2"};

/// A top-2 label: two values in [0, 1], descending.
V random_label(std::mt19937& rng) {
  std::uniform_real_distribution<double> u(0, 1);
  V v{u(rng), u(rng)};
  if (v[0] < v[1]) std::swap(v[0], v[1]);
  return v;
}

model alarm_model(const std::array<V, 4>& x) {
  model m;
  m.phi = parse(user::alarm_text("top2"));
  for (int i = 0; i < 4; ++i) m.alpha.set(atoms[i], x[i]);
  return m;
}

V brute_force(const std::array<V, 4>& x) { return user::alarm_by_definition<top2>(x); }

bool close(const V& a, const V& b) {
  return std::abs(a[0] - b[0]) <= 1e-12 && std::abs(a[1] - b[1]) <= 1e-12;
}

}  // namespace

TEST_CASE("a structure with list labels: text, reference, circuit and expression template",
          "[language][typed]") {
  const structure_id k = id_of<top2>();
  CHECK(structure_from_name("top2") == k);
  CHECK_FALSE(scalar_labels(k));

  // The paper's numbers: the two most probable worlds where burglary or earthquake holds.
  // [snippet typed]
  model m;
  m.phi = parse(
      "sum[B] sum[E] (burglary[B]_B | earthquake[E]_B)_top2 * "
      "(burglary[B]_top2 * earthquake[E]_top2)");
  m.alpha.set("burglary[true]_top2", top2::value_type{0.7, 0});  // labels of top2's own type
  m.alpha.set("burglary[false]_top2", top2::value_type{0.3, 0});
  m.alpha.set("earthquake[true]_top2", top2::value_type{0.01, 0});
  m.alpha.set("earthquake[false]_top2", top2::value_type{0.99, 0});
  const top2::value_type best = evaluate_reference_as<top2>(m, {});  // the two best worlds
  const auto c = compile::compile_formula(m);
  const std::vector<assignment> batch{{}};
  const std::vector<top2::value_type> out = pipeline::infer_as<top2>(c, m, batch);
  const std::vector<any_label> boxed = pipeline::infer_values<with_builtins<top2>>(c, m, batch);
  // [/snippet typed]
  CHECK(m.phi == parse(user::alarm_text("top2")));
  CHECK(best[0] == Approx(0.7 * 0.99));
  CHECK(best[1] == Approx(0.7 * 0.01));
  CHECK(c.structure == k);
  REQUIRE(out.size() == 1);
  CHECK(close(out[0], best));
  REQUIRE(boxed.size() == 1);
  REQUIRE(boxed[0].get<V>() != nullptr);
  CHECK(close(*boxed[0].get<V>(), best));
  const std::vector<assignment>& one = batch;

  // The expression template lowers to the parsed text and evaluates from typed rows.
  constexpr auto phi = user::alarm_expression<top2>();
  CHECK(lower(phi) == m.phi);
  const model mx{lower(phi), {}, m.alpha};
  CHECK(close(pipeline::infer_as<top2>(compile::compile_formula(mx), mx, one).at(0), best));

  // Labels that are lists of two, from 20 seeds: every path equals the brute force.
  std::mt19937 rng(7);
  for (int trial = 0; trial < 20; ++trial) {
    std::array<V, 4> y;
    for (auto& v : y) v = random_label(rng);
    const model my = alarm_model(y);
    const V expected = brute_force(y);
    CHECK(close(evaluate_reference_as<top2>(my, {}), expected));
    CHECK(close(pipeline::infer_as<top2>(compile::compile_formula(my), my, one).at(0), expected));
    std::vector<V> rows(y.begin(), y.end()), fused(1);
    evaluate(phi, std::span<const V>(rows), 1, std::span<V>(fused));
    CHECK(close(fused[0], expected));
  }
}

TEST_CASE("typed labels: batches, labelling functions, categorical atoms", "[language][typed]") {
  const structure_id k = id_of<top2>();
  // A batch over a free variable, labels from a boxed labelling function of the ground atom.
  model m;
  m.phi = parse("sum[X] p(V, X)_top2 * q(V)_top2");
  m.domains["X"] = {term::integer(1), term::integer(2), term::integer(3)};
  m.alpha.define("p", k, [](const ground_atom& g) {
    const double v = g.args[0].number, x = g.args[1].number;
    return any_label(V{1 / (v + x), 1 / (v + x + 10)});
  });
  m.alpha.set("q(1)_top2", V{0.5, 0.25});
  m.alpha.set("q(2)_top2", V{0.9, 0});
  const std::vector<assignment> batch{{{"V", term::integer(1)}}, {{"V", term::integer(2)}}};
  const auto c = compile::compile_formula(m);
  const auto out = pipeline::infer_as<top2>(c, m, batch);
  REQUIRE(out.size() == 2);
  for (std::size_t b = 0; b < 2; ++b)
    CHECK(close(out[b], evaluate_reference_as<top2>(m, batch[b])));
  // sum over X of p(1, X) = the two largest of 1/2, 1/3, 1/4, 1/12, ...: {1/2, 1/3}; times q(1).
  const top2 s;
  CHECK(close(out[0], s.times(V{0.5, 1.0 / 3}, V{0.5, 0.25})));

  // A categorical predicate in top2: its false atoms weigh one, as in any structure.
  model cat;
  cat.phi = parse("sum[X] d(X)[true]_top2");
  cat.domains["X"] = {term::integer(0), term::integer(1)};
  cat.alpha.declare_categorical("d", k, 0, {term::integer(0), term::integer(1)});
  cat.alpha.set("d(0)[true]_top2", V{0.6, 0});
  cat.alpha.set("d(1)[true]_top2", V{0.4, 0});
  const auto cc = compile::compile_formula(cat);
  CHECK(close(pipeline::infer_as<top2>(cc, cat, std::vector<assignment>{{}}).at(0),
              evaluate_reference_as<top2>(cat, {})));
}

TEST_CASE("typed labels: a top-2 segment joined into a probability circuit", "[language][typed]") {
  register_transformation<best_of>();
  model m;
  m.phi = parse("(" + user::alarm_text("top2") + ")_P * q_P");
  const std::array<V, 4> x{V{0.3, 0.1}, V{0.7, 0.2}, V{0.99, 0.5}, V{0.01, 0}};
  for (int i = 0; i < 4; ++i) m.alpha.set(atoms[i], x[i]);
  m.alpha.set("q_P", 0.5);
  const auto c = compile::compile_formula(m);
  CHECK(c.segments.size() == 1);
  const std::vector<assignment> one{{}};
  const double expected = brute_force(x)[0] * 0.5;
  CHECK(evaluate_reference_value(m, {}).get<double>() != nullptr);
  CHECK(*evaluate_reference_value(m, {}).get<double>() == Approx(expected).epsilon(1e-12));
  CHECK(pipeline::infer<structures>(c, m, one).at(0) == Approx(expected).epsilon(1e-12));
  // Real labels throughout are needed where they are asked for.
  CHECK_THROWS_AS(evaluate_reference(m, {}), label_type_error);
  CHECK_THROWS_AS(pipeline::gradient<structures>(c, m, {}), label_type_error);
  CHECK_THROWS_AS(pipeline::leaf_labels<structures>(c, m, one), label_type_error);
}

TEST_CASE("typed labels: the errors", "[language][typed]") {
  const structure_id k = id_of<top2>();
  labelling alpha;
  CHECK_THROWS_AS(alpha.set("a_top2", 0.7), label_type_error);
  CHECK_THROWS_AS(alpha.set("a_P", V{0.7, 0}), label_type_error);
  CHECK_THROWS_AS(alpha.set("a_top2", std::array<float, 2>{0.7f, 0}), label_type_error);
  CHECK_THROWS_AS(alpha.define("a", k, [](const ground_atom&) { return 0.5; }), label_type_error);
  CHECK_THROWS_AS(alpha.define("a", id_of<probability<double>>(),
                               [](const ground_atom&) { return any_label(0.5); }),
                  label_type_error);

  const std::array<V, 4> x{V{0.3, 0}, V{0.7, 0}, V{0.99, 0}, V{0.01, 0}};
  model m = alarm_model(x);
  const std::vector<assignment> one{{}};
  const auto c = compile::compile_formula(m);
  CHECK_THROWS_AS(evaluate_reference(m, {}), label_type_error);
  CHECK_THROWS_AS(pipeline::infer<structures>(c, m, one), label_type_error);
  CHECK_THROWS_AS(pipeline::infer_as<probability<double>>(c, m, one), argument_error);
  CHECK_THROWS_AS(evaluate_reference_as<probability<double>>(m, {}), argument_error);

  // A label outside the structure (not descending) is refused where it enters.
  model bad = alarm_model(x);
  bad.alpha.set("burglary[true]_top2", V{0.2, 0.7});
  CHECK_THROWS_AS(evaluate_reference_value(bad, {}), evaluation_error);
  CHECK_THROWS_AS(pipeline::infer_as<top2>(c, bad, one), evaluation_error);
  // A missing label, and a labelling function that returns another type.
  model missing;
  missing.phi = parse("a_top2 * b_top2");
  missing.alpha.set("a_top2", V{0.5, 0});
  CHECK_THROWS_AS(evaluate_reference_value(missing, {}), evaluation_error);
  missing.alpha.define("b", k, [](const ground_atom&) { return any_label(0.5); });
  CHECK_THROWS_AS(evaluate_reference_value(missing, {}), label_type_error);
  const auto cm = compile::compile_formula(missing);
  CHECK_THROWS_AS(pipeline::infer_as<top2>(cm, missing, one), label_type_error);
}
