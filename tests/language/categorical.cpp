// Categorical atoms: a network labels the ten atoms digit(I, 0..9) with one call, and the atoms
// are mutually exclusive and exhaustive. Both ways of writing them are exact against
// enumeration: the paper's regular-variable form (MNIST translation) and the reified form whose
// reification variables form an exactly-one group in the knowledge compiler.
#include <catch2/catch.hpp>

#include <cmath>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "deeplog/compile/formula_to_circuit.hpp"
#include "deeplog/language.hpp"
#include "deeplog/pipeline.hpp"

using namespace deeplog;
using namespace deeplog::language;

namespace {

constexpr auto P = id_of<probability<double>>();

std::vector<term> digits(int n = 10) {
  std::vector<term> v;
  for (int d = 0; d < n; ++d) v.push_back(term::integer(d));
  return v;
}

// A "network": the image tensor's entries are its (unnormalised) scores; softmax of them.
std::vector<double> softmax(std::span<const double> x) {
  std::vector<double> p(x.begin(), x.end());
  double z = 0;
  for (auto& v : p) z += v = std::exp(v);
  for (auto& v : p) v /= z;
  return p;
}

neural_labelling classifier(int values = 10) {
  neural_labelling n;
  n.input_arg = 0;
  n.output_arg = 1;
  n.output_values = digits(values);
  n.network = [](std::span<const double> x) { return softmax(x); };
  return n;
}

tensor_table random_images(std::size_t count, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::normal_distribution<double> g(0, 1.5);
  tensor_table t;
  for (std::size_t i = 0; i < count; ++i) {
    std::vector<double> x(10);
    for (auto& v : x) v = g(rng);
    t["i" + std::to_string(i)] = x;
  }
  return t;
}

// P(number(first N images) + number(last N images) = s) by enumeration of all digit tuples.
double enumerate_sum(const std::vector<std::vector<double>>& p, std::size_t n, std::size_t s) {
  std::size_t tuples = 1;
  for (std::size_t i = 0; i < 2 * n; ++i) tuples *= 10;
  double total = 0;
  for (std::size_t t = 0; t < tuples; ++t) {
    std::size_t rest = t, a = 0, b = 0;
    double w = 1;
    for (std::size_t slot = 0; slot < 2 * n; ++slot) {
      const std::size_t d = rest % 10;
      rest /= 10;
      w *= p[slot][d];
      (slot < n ? a : b) = (slot < n ? a : b) * 10 + d;
    }
    if (a + b == s) total += w;
  }
  return total;
}

bool close(double a, double b) { return a == Approx(b).epsilon(1e-12).margin(1e-15); }

}  // namespace

TEST_CASE("a reified categorical atom is labelled by its value; [false] weighs one",
          "[language][categorical]") {
  labelling alpha;
  alpha.neural("digit", P, classifier());
  const tensor_table t{{"img", {0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}};
  label_cache cache;
  const auto p = softmax(t.at("img"));
  const ground_atom on{"digit", {term::tensor("img"), term::integer(3)}, term::truth(1), P};
  const ground_atom off{"digit", {term::tensor("img"), term::integer(3)}, term::truth(0), P};
  const ground_atom plain{"digit", {term::tensor("img"), term::integer(7)}, std::nullopt, P};
  CHECK(alpha(on, t, cache) == p[3]);
  CHECK(alpha(off, t, cache) == 1.0);
  CHECK(alpha(plain, t, cache) == p[7]);
  CHECK(cache.network_calls == 1);
  const ground_atom bad{"digit", {term::tensor("img"), term::integer(12)}, std::nullopt, P};
  CHECK_THROWS_AS(alpha(bad, t, cache), evaluation_error);
}

TEST_CASE("aggregating over a categorical group ranges over exactly-one worlds",
          "[language][categorical]") {
  // sum_X0 sum_X1 sum_X2 d(@i,0)[X0]_P * d(@i,1)[X1]_P * d(@i,2)[X2]_P: as independent
  // Bernoullis with [false] = 1 this would be (1 + p0)(1 + p1)(1 + p2); categorically it is
  // p0 + p1 + p2 = 1.
  model m;
  m.phi = parse("sum[X0] sum[X1] sum[X2] d(@i,0)[X0]_P * d(@i,1)[X1]_P * d(@i,2)[X2]_P");
  m.alpha.neural("d", P, classifier(3));
  const tensor_table t{{"i", {0.1, -0.4, 0.9}}};
  CHECK(evaluate_reference(m, {}, t) == Approx(1.0).epsilon(1e-15));
  const auto c = compile::compile_formula(m);
  CHECK(c.stats.categorical_groups == 1);
  const std::vector<assignment> one{{}};
  CHECK(pipeline::infer(c, m, one, t)[0] == Approx(1.0).epsilon(1e-15));
  // "the digit is 0 or 2": p0 + p2.
  m.phi = parse(
      "sum[X0] sum[X1] sum[X2] (d(@i,0)[X0]_B | d(@i,2)[X2]_B)_P * (d(@i,0)[X0]_P * "
      "d(@i,1)[X1]_P * d(@i,2)[X2]_P)");
  const auto p = softmax(t.at("i"));
  CHECK(evaluate_reference(m, {}, t) == Approx(p[0] + p[2]).epsilon(1e-15));
  CHECK(pipeline::infer(compile::compile_formula(m), m, one, t)[0] ==
        Approx(p[0] + p[2]).epsilon(1e-15));
  // "two of them at once" has probability zero.
  m.phi = parse(
      "sum[X0] sum[X1] sum[X2] (d(@i,0)[X0]_B & d(@i,2)[X2]_B)_P * (d(@i,0)[X0]_P * "
      "d(@i,1)[X1]_P * d(@i,2)[X2]_P)");
  CHECK(evaluate_reference(m, {}, t) == 0.0);
  CHECK(pipeline::infer(compile::compile_formula(m), m, one, t)[0] == 0.0);
}

namespace {
// The reified MNIST-addition query for sum s with N = 1, as a DeepProbLog program grounds it:
// the ten atoms of each image are a categorical group.
std::string reified_addition(std::size_t s) {
  std::string text;
  for (const char* v : {"X", "Y"})
    for (int d = 0; d < 10; ++d) text += "sum[" + std::string(v) + std::to_string(d) + "] ";
  std::string filter;
  for (std::size_t a = 0; a < 10; ++a)
    if (s >= a && s - a < 10)
      filter += std::string(filter.empty() ? "" : " | ") + "d(I1," + std::to_string(a) + ")[X" +
                std::to_string(a) + "]_B & d(I2," + std::to_string(s - a) + ")[Y" +
                std::to_string(s - a) + "]_B";
  text += "(" + filter + ")_P";
  for (const char* v : {"X", "Y"})
    for (int d = 0; d < 10; ++d)
      text += std::string(" * d(I") + (v[0] == 'X' ? "1" : "2") + "," + std::to_string(d) + ")[" +
              v + std::to_string(d) + "]_P";
  return text;
}
}  // namespace

TEST_CASE("the reified MNIST-addition query (N = 1) is exact with exactly-one groups",
          "[language][categorical]") {
  const std::uint64_t seed = 31;
  CAPTURE(seed);
  const tensor_table t = random_images(2, seed);
  const std::vector<std::vector<double>> p{softmax(t.at("i0")), softmax(t.at("i1"))};
  const assignment sigma{{"I1", term::tensor("i0")}, {"I2", term::tensor("i1")}};
  for (std::size_t s = 0; s <= 18; ++s) {
    CAPTURE(s);
    model m;
    m.phi = parse(reified_addition(s));
    m.alpha.neural("d", P, classifier());
    const double want = enumerate_sum(p, 1, s);
    CHECK(close(evaluate_reference(m, sigma, t), want));
    const auto c = compile::compile_formula(m);
    CHECK(c.stats.categorical_groups == 2);
    CHECK(c.stats.reification_resolved == 1);
    label_cache cache;
    const std::vector<assignment> batch{sigma};
    CHECK(close(pipeline::infer(c, m, batch, t, &cache)[0], want));
    CHECK(cache.network_calls == 2);  // one call per image for all ten atoms
    // The group makes a k-way decision: a product per (a, s - a), not 2^20 worlds.
    CHECK(c.graph.num_edges() <= 60);
  }
}

TEST_CASE("a categorical group split across nested aggregations stays exact",
          "[language][categorical]") {
  // The outer X0 is grounded (its body is no product of filters and weights); the inner
  // X1, X2 are resolved with the group's rest: exactly one if X0 is false, none if it is true.
  model m;
  m.phi = parse(
      "sum[X0] c_P * (sum[X1] sum[X2] (d(@i,0)[X0]_B | d(@i,2)[X2]_B)_P * (d(@i,0)[X0]_P * "
      "d(@i,1)[X1]_P * d(@i,2)[X2]_P))");
  m.alpha.neural("d", P, classifier(3));
  m.alpha.set("c_P", 0.5);
  const tensor_table t{{"i", {0.3, 0.2, -0.7}}};
  const auto p = softmax(t.at("i"));
  const std::vector<assignment> one{{}};
  // c is counted once per value of X0 that survives: both do (0 true or 1 true so far).
  const double want = 0.5 * (p[0] + p[2]);
  CHECK(evaluate_reference(m, {}, t) == Approx(want).epsilon(1e-15));
  const auto c = compile::compile_formula(m);
  CHECK(pipeline::infer(c, m, one, t)[0] == Approx(want).epsilon(1e-15));
}

TEST_CASE("random formulas over categorical groups compile to the reference",
          "[language][categorical]") {
  const structure_id targets[] = {P, id_of<log_probability<double>>(), id_of<max_times<double>>()};
  for (structure_id s : targets) {
    for (unsigned trial = 0; trial < 40; ++trial) {
      const unsigned seed = 500u + 100u * unsigned(s.index()) + trial;
      std::mt19937 rng(seed);
      const int k = 2 + int(rng() % 3);  // values of the categorical predicate g
      const std::string S(structure_name(s));
      // Variables: G0..G{k-1} (the group), B (an independent Boolean atom b[B]).
      std::function<std::string(int)> filter = [&](int depth) -> std::string {
        const int c = depth == 0 ? 0 : int(rng() % 4);
        if (c == 1) return "(" + filter(depth - 1) + " | " + filter(depth - 1) + ")";
        if (c == 2) return "(" + filter(depth - 1) + " & " + filter(depth - 1) + ")";
        if (c == 3) return "~" + filter(depth - 1);
        const auto v = static_cast<unsigned>(rng() % unsigned(k + 1));
        if (v == unsigned(k)) return "b[B]_B";
        return "g(@x," + std::to_string(v) + ")[G" + std::to_string(v) + "]_B";
      };
      std::vector<std::string> order;
      for (int v = 0; v < k; ++v) order.push_back("G" + std::to_string(v));
      order.insert(order.begin() + long(rng() % unsigned(k + 1)), "B");
      std::string text;
      for (const auto& x : order) text += "sum[" + x + "] ";
      text += "(" + filter(3) + ")_" + S;
      for (int v = 0; v < k; ++v)
        text += " * g(@x," + std::to_string(v) + ")[G" + std::to_string(v) + "]_" + S;
      text += " * b[B]_" + S;
      CAPTURE(seed, text);
      model m;
      m.phi = parse(text);
      m.alpha.declare_categorical("g", s, 1, digits(k));
      std::uniform_real_distribution<double> u(0.05, 1.0);
      for (int v = 0; v < k; ++v) {
        const double w = u(rng);
        m.alpha.set("g(@x," + std::to_string(v) + ")[true]_" + S,
                    s == id_of<log_probability<double>>() ? std::log(w) : w);
      }
      for (const char* v : {"true", "false"}) {
        const double w = u(rng);
        m.alpha.set(std::string("b[") + v + "]_" + S,
                    s == id_of<log_probability<double>>() ? std::log(w) : w);
      }
      const auto c = compile::compile_formula(m);
      const std::vector<assignment> one{{}};
      const double got = pipeline::infer(c, m, one)[0], want = evaluate_reference(m, {});
      CAPTURE(got, want);
      if (std::isinf(want))
        CHECK(got == want);
      else
        CHECK(got == Approx(want).epsilon(1e-12).margin(1e-14));
    }
  }
}

TEST_CASE("gradients through an exactly-one group equal finite differences",
          "[language][categorical][gradient]") {
  model m;
  m.phi = parse(
      "sum[X0] sum[X1] sum[X2] sum[B] ((g(0)[X0]_B & b[B]_B) | g(2)[X2]_B)_P * (g(0)[X0]_P * "
      "g(1)[X1]_P * g(2)[X2]_P * b[B]_P)");
  m.alpha.declare_categorical("g", P, 0, digits(3));
  std::map<std::string, double> labels{{"g(0)[true]_P", 0.2},
                                       {"g(1)[true]_P", 0.5},
                                       {"g(2)[true]_P", 0.3},
                                       {"b[true]_P", 0.6},
                                       {"b[false]_P", 0.4}};
  for (const auto& [k, v] : labels) m.alpha.set(k, v);
  const auto c = compile::compile_formula(m);
  CHECK(c.stats.categorical_groups == 1);
  CHECK(evaluate_reference(m, {}) == Approx(0.2 * 0.6 + 0.3).epsilon(1e-15));
  const auto grad = pipeline::gradient(c, m, {});
  for (const auto& [key, v] : labels) {
    const double h = 1e-6;
    m.alpha.set(key, v + h);
    const double up = evaluate_reference(m, {});
    m.alpha.set(key, v - h);
    const double down = evaluate_reference(m, {});
    m.alpha.set(key, v);
    const double fd = (up - down) / (2 * h);
    const double got = grad.count(key) ? grad.at(key) : 0.0;
    CAPTURE(key, fd, got);
    CHECK(got == Approx(fd).epsilon(1e-7).margin(1e-9));
  }
}

TEST_CASE("categorical groups that cannot mean exactly-one are typed errors",
          "[language][categorical]") {
  model m;
  m.alpha.declare_categorical("g", P, 0, digits(3));
  for (const char* k : {"g(0)[true]_P", "g(1)[true]_P", "g(2)[true]_P"}) m.alpha.set(k, 0.3);
  // Aggregating over part of a group: value 2 has no reified atom.
  m.phi = parse("sum[X0] sum[X1] g(0)[X0]_P * g(1)[X1]_P");
  CHECK_THROWS_AS(evaluate_reference(m, {}), type_error);
  CHECK_THROWS_AS(compile::compile_formula(m), type_error);
  // Another aggregator than sum.
  m.phi = parse("prod[X0] sum[X1] sum[X2] g(0)[X0]_P * g(1)[X1]_P * g(2)[X2]_P");
  CHECK_THROWS_AS(evaluate_reference(m, {}), type_error);
  // The value argument must be a constant: one reification variable per value.
  m.phi = parse("sum[X] g(V)[X]_P");
  CHECK_THROWS_AS(evaluate_reference(m, {{"V", term::integer(1)}}), type_error);
  // Two variables for one value.
  m.phi = parse("sum[X0] sum[Y] sum[X1] sum[X2] g(0)[X0]_P * g(0)[Y]_P * g(1)[X1]_P * g(2)[X2]_P");
  CHECK_THROWS_AS(evaluate_reference(m, {}), type_error);
  // Without aggregation the atoms are only labelled.
  m.phi = parse("g(0)[X0]_P * g(1)[X1]_P");
  CHECK(evaluate_reference(m, {{"X0", term::truth(1)}, {"X1", term::truth(0)}}) == 0.3);
}

// ---- the paper's MNIST translation: a regular variable D over 0..9 ---------------------------

namespace {
// sum_{D1..D2N} (is(D1,..,D2N,S)_B)_P x classify(I1,D1)_P x ... x classify(I2N,D2N)_P where
// is/2N+1 holds when number(D1..DN) + number(DN+1..D2N) = S (a labelling function).
model regular_addition(std::size_t n, const std::string& sum) {
  model m;
  std::string ds, text, weights;
  for (std::size_t i = 1; i <= 2 * n; ++i) {
    const std::string d = "D" + std::to_string(i);
    text += "sum[" + d + "] ";
    ds += d + ",";
    weights += " * classify(I" + std::to_string(i) + "," + d + ")_P";
    m.domains[d] = digits();
  }
  text += "(is(" + ds + sum + ")_B)_P" + weights;
  m.phi = parse(text);
  m.alpha.neural("classify", P, classifier());
  m.alpha.define("is", id_of<boolean>(), [n](const ground_atom& g) {
    std::int64_t a = 0, b = 0;
    for (std::size_t i = 0; i < n; ++i) {
      a = a * 10 + std::int64_t(g.args[i].number);
      b = b * 10 + std::int64_t(g.args[n + i].number);
    }
    return a + b == std::int64_t(g.args[2 * n].number) ? 1.0 : 0.0;
  });
  return m;
}
}  // namespace

TEST_CASE("the paper's MNIST translation (N = 1) compiles to the tuples of each sum",
          "[language][categorical]") {
  const std::uint64_t seed = 77;
  CAPTURE(seed);
  const tensor_table t = random_images(2, seed);
  const std::vector<std::vector<double>> p{softmax(t.at("i0")), softmax(t.at("i1"))};
  const assignment sigma{{"I1", term::tensor("i0")}, {"I2", term::tensor("i1")}};
  // One formula per sum: is/3 is fixed, so the compiler keeps only the pairs (a, s - a).
  for (std::size_t s = 0; s <= 18; ++s) {
    CAPTURE(s);
    const model m = regular_addition(1, std::to_string(s));
    const double want = enumerate_sum(p, 1, s);
    CHECK(close(evaluate_reference(m, sigma, t), want));
    const auto c = compile::compile_formula(m);
    const std::size_t pairs = s < 10 ? s + 1 : 19 - s;
    std::size_t products = 0;
    for (node_id k = 0; k < c.graph.size(); ++k) products += c.graph.kind(k) == node_kind::times;
    CHECK(products == pairs);
    CHECK(c.stats.knowledge_compilations == 0);
    CHECK(c.segments.empty());
    label_cache cache;
    const std::vector<assignment> batch{sigma};
    CHECK(close(pipeline::infer(c, m, batch, t, &cache)[0], want));
    CHECK(cache.network_calls == 2);
  }
  // The sum as a free variable: one circuit for every query of a batch.
  const model m = regular_addition(1, "S");
  const auto c = compile::compile_formula(m);
  std::vector<assignment> batch;
  for (std::size_t s = 0; s <= 18; ++s) {
    batch.push_back(sigma);
    batch.back()["S"] = term::integer(std::int64_t(s));
  }
  label_cache cache;
  const auto out = pipeline::infer(c, m, batch, t, &cache);
  CHECK(cache.network_calls == 2);
  double total = 0;
  for (std::size_t s = 0; s <= 18; ++s) {
    CAPTURE(s);
    CHECK(close(out[s], enumerate_sum(p, 1, s)));
    total += out[s];
  }
  CHECK(total == Approx(1.0).epsilon(1e-12));
}

TEST_CASE("the paper's MNIST translation (N = 2) is exact against enumeration",
          "[language][categorical]") {
  const std::uint64_t seed = 78;
  CAPTURE(seed);
  const tensor_table t = random_images(4, seed);
  std::vector<std::vector<double>> p;
  assignment sigma;
  for (int i = 0; i < 4; ++i) {
    p.push_back(softmax(t.at("i" + std::to_string(i))));
    sigma["I" + std::to_string(i + 1)] = term::tensor("i" + std::to_string(i));
  }
  for (std::size_t s : {0u, 9u, 57u, 100u, 198u}) {
    CAPTURE(s);
    const model m = regular_addition(2, std::to_string(s));
    const double want = enumerate_sum(p, 2, s);
    const auto c = compile::compile_formula(m);
    std::size_t tuples = 0;  // (a, b) in 0..99 with a + b = s
    for (std::size_t a = 0; a < 100; ++a) tuples += s >= a && s - a < 100;
    std::size_t products = 0;
    for (node_id k = 0; k < c.graph.size(); ++k) products += c.graph.kind(k) == node_kind::times;
    CHECK(products <= tuples);
    CHECK(c.graph.num_inputs() <= 40);
    const std::vector<assignment> batch{sigma};
    CHECK(close(pipeline::infer(c, m, batch, t)[0], want));
    if (s == 57) CHECK(close(evaluate_reference(m, sigma, t), want));
  }
}
