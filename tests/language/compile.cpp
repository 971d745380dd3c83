// Formula -> circuit: the running example's optimized shape, the fuzzy example, and random
// formulas in every structure against the reference evaluator, gradients against finite
// differences.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstring>
#include <functional>
#include <random>

#include "deeplog/circuit/reference.hpp"
#include "deeplog/compile/formula_to_circuit.hpp"
#include "deeplog/language.hpp"
#include "deeplog/pipeline.hpp"

using namespace deeplog;
using namespace deeplog::language;

namespace {

constexpr auto P = id_of<probability<double>>();

bool same_label(double a, double b) {
  if (std::isinf(a) || std::isinf(b)) return a == b;
  return a == Approx(b).epsilon(1e-9).margin(1e-12);
}

std::size_t count(const circuit& c, node_kind k) {
  std::size_t n = 0;
  for (node_id i = 0; i < c.size(); ++i) n += c.kind(i) == k;
  return n;
}

std::string leaf_text(const compile::compiled_formula& c, const model& m, node_id input_row,
                      const assignment& sigma) {
  const auto& s = c.leaves[input_row];
  assignment env = sigma;
  for (const auto& [k, v] : s.bound) env[k] = v;
  return (s.negated ? "~" : "") + language::ground(m.phi.node(s.node), env).text();
}

double random_label(structure_id s, std::mt19937& rng) {
  std::uniform_real_distribution<double> u(0, 1);
  switch (s.index()) {
    case id_of<boolean>().index():
      return double(rng() % 2);
    case id_of<probability<double>>().index():
      return 1.2 * u(rng);
    case id_of<log_probability<double>>().index():
      return std::log(0.05 + 0.95 * u(rng));
    case id_of<counting>().index():
      return double(rng() % 4);
    case id_of<max_plus<double>>().index():
    case id_of<min_plus<double>>().index():
      return 4 * u(rng) - 2;
    default:
      return u(rng);
  }
}

// Random formulas over atoms a, b, c and p(X), q(X) with X bound by an aggregation.
struct generator {
  std::mt19937& rng;
  bool smooth_only = false;  // only sum/prod aggregations (for gradients)
  model m;

  node_ref gen(structure_id s, int depth, int bound) {
    formula& f = m.phi;
    const int choice = depth == 0 ? 0 : int(rng() % 7);
    switch (choice) {
      case 1: {
        const node_ref a = gen(s, depth - 1, bound);
        return f.plus(a, gen(s, depth - 1, bound));
      }
      case 2:
      case 3: {
        const node_ref a = gen(s, depth - 1, bound);
        return f.times(a, gen(s, depth - 1, bound));
      }
      case 4:
        if (has_negation(s)) return f.negate(gen(s, depth - 1, bound));
        break;
      case 5:
        if (bound < 2) {
          aggregator g = rng() % 2 ? aggregator::sum : aggregator::prod;
          if (!smooth_only && aggregator_applies(aggregator::max, s) && rng() % 3 == 0)
            g = std::array{aggregator::max, aggregator::min, aggregator::mean}[rng() % 3];
          return f.aggregate(g, "X" + std::to_string(bound), gen(s, depth - 1, bound + 1));
        }
        break;
      case 6:
        if (s == id_of<log_probability<double>>() && rng() % 2)
          return f.transform(gen(P, depth - 1, bound), s);
        if (s != id_of<boolean>()) return f.transform(gen(id_of<boolean>(), depth - 1, bound), s);
        break;
      default:
        break;
    }
    const auto pick = static_cast<std::uint32_t>(rng() % (bound ? 5u : 3u));
    if (pick < 3) return f.atom(std::string(1, char('a' + pick)), {}, s);
    return f.atom(pick == 3 ? "p" : "q", {term::variable("X" + std::to_string(rng() % bound))}, s);
  }

  void label_everything() {
    for (const auto& c : {"x1", "x2", "x3"}) m.domains["X0"].push_back(term::symbol(c));
    m.domains["X1"] = m.domains["X0"];
    for (structure_id s : builtin_ids)
      for (const char* a : {"a", "b", "c", "p(x1)", "p(x2)", "p(x3)", "q(x1)", "q(x2)", "q(x3)"})
        m.alpha.set(std::string(a) + "_" + std::string(structure_name(s)), random_label(s, rng));
  }
};

}  // namespace

TEST_CASE("the running example compiles to nn_b + (1 - nn_b) * nn_e", "[language][compile]") {
  model m;
  m.phi = parse("sum[B] sum[E] (b(V)[B]_B | e(S)[E]_B)_P * (b(V)[B]_P * e(S)[E]_P)");
  m.alpha.neural("b", P, boolean_network([](std::span<const double> x) { return x[0]; }));
  m.alpha.neural("e", P, boolean_network([](std::span<const double> x) { return x[0]; }));
  m.alpha.declare_distribution("b", P);
  m.alpha.declare_distribution("e", P);
  const auto c = compile::compile_formula(m);
  const circuit& g = c.graph;
  // Three leaves, two operations.
  CHECK(count(g, node_kind::input) == 3);
  CHECK(count(g, node_kind::plus) == 1);
  CHECK(count(g, node_kind::times) == 1);
  CHECK(g.size() == 5);
  CHECK(g.num_edges() == 4);
  CHECK(c.stats.reification_resolved == 1);
  CHECK(c.stats.normalized_sums == 1);
  // The root is nn_b + (...), the product is (1 - nn_b) * nn_e.
  const assignment sigma{{"V", term::tensor("v")}, {"S", term::tensor("s")}};
  const node_id root = g.roots()[0];
  REQUIRE(g.kind(root) == node_kind::plus);
  std::set<std::string> top, product;
  for (node_id k : g.children(root)) {
    if (g.kind(k) == node_kind::input) top.insert(leaf_text(c, m, g.input(k), sigma));
    if (g.kind(k) == node_kind::times)
      for (node_id l : g.children(k)) product.insert(leaf_text(c, m, g.input(l), sigma));
  }
  CHECK(top == std::set<std::string>{"b(@v)[true]_P"});
  CHECK(product == std::set<std::string>{"b(@v)[false]_P", "e(@s)[true]_P"});
  // And it computes 0.703 for nn_b = 0.7, nn_e = 0.01, over a batch.
  const tensor_table t{{"v", {0.7}}, {"s", {0.01}}, {"w", {0.2}}};
  const std::vector<assignment> batch{sigma, {{"V", term::tensor("w")}, {"S", term::tensor("s")}}};
  const auto out = pipeline::infer(c, m, batch, t);
  CHECK(out[0] == Approx(0.703).epsilon(1e-14));
  CHECK(out[1] == Approx(0.2 + 0.8 * 0.01).epsilon(1e-14));
  // Without the distribution declaration the circuit keeps e + ~e but is still correct.
  model m2 = m;
  m2.alpha = labelling{};
  m2.alpha.neural("b", P, boolean_network([](std::span<const double> x) { return x[0]; }));
  m2.alpha.neural("e", P, boolean_network([](std::span<const double> x) { return x[0]; }));
  const auto c2 = compile::compile_formula(m2);
  CHECK(c2.graph.size() > g.size());
  CHECK(pipeline::infer(c2, m2, batch, t)[0] == Approx(0.703).epsilon(1e-14));
}

TEST_CASE("the fuzzy example compiles to one circuit a * (b + c)", "[language][compile]") {
  model m;
  m.phi = parse("a(V)_F & (b(V)_F | c(V)_F)");
  m.alpha.set("a(v)_F", 0.9);
  m.alpha.set("b(v)_F", 0.4);
  m.alpha.set("c(v)_F", 0.3);
  const auto c = compile::compile_formula(m);
  CHECK(count(c.graph, node_kind::input) == 3);
  CHECK(c.graph.size() == 5);
  CHECK(c.graph.kind(c.graph.roots()[0]) == node_kind::times);
  const std::vector<assignment> batch{{{"V", term::symbol("v")}}};
  CHECK(pipeline::infer(c, m, batch)[0] == Approx(0.9 * (0.4 + 0.3 - 0.12)).epsilon(1e-15));
}

TEST_CASE("negation is pushed to the leaves by De Morgan", "[language][compile]") {
  model m;
  m.phi = parse("~(a_godel + ~b_godel) * ~prod[X] p(X)_godel");
  m.domains["X"] = {term::integer(1), term::integer(2)};
  for (const char* a : {"a_godel", "b_godel", "p(1)_godel", "p(2)_godel"})
    m.alpha.set(a, 0.1 + 0.02 * double(std::strlen(a)));
  const auto c = compile::compile_formula(m);
  CHECK(c.stats.negations_pushed >= 3);
  CHECK(c.segments.empty());
  const std::vector<assignment> batch{{}};
  CHECK(pipeline::infer(c, m, batch)[0] == Approx(evaluate_reference(m, {})).epsilon(1e-15));
}

TEST_CASE("dependencies compile through knowledge compilation", "[language][compile]") {
  model m;
  m.phi = parse(
      "sum[B] sum[E] sum[E1] sum[E2] ((b(V)[B]_B | e(S)[E]_B) & (e(S)[E]_B <-> b(V)[B]_B & "
      "e_if_b(S)[E1]_B | ~b(V)[B]_B & e_if_not_b(S)[E2]_B))_P * (b(V)[B]_P * e(S)[E]_P * "
      "e_if_b(S)[E1]_P * e_if_not_b(S)[E2]_P)");
  for (const char* p : {"b", "e_if_b", "e_if_not_b"}) {
    m.alpha.neural(
        p, P, boolean_network([p](std::span<const double> x) { return x[std::strlen(p) % 3]; }));
    m.alpha.declare_distribution(p, P);
  }
  m.alpha.define("e", P, [](const ground_atom&) { return 1.0; });
  const auto c = compile::compile_formula(m);
  CHECK(c.stats.reification_resolved == 1);
  const tensor_table t{{"v", {0.3, 0.8, 0.1}}, {"s", {0.3, 0.8, 0.1}}};
  const assignment sigma{{"V", term::tensor("v")}, {"S", term::tensor("s")}};
  const std::vector<assignment> batch{sigma};
  const double ref = evaluate_reference(m, sigma, t);
  CHECK(pipeline::infer(c, m, batch, t)[0] == Approx(ref).epsilon(1e-12));
  // By hand: nn_b = x[1] = 0.8, nn_e_if_b = x[0] = 0.3, nn_e_if_not_b = x[1] = 0.8, and
  // P(b or e) = P(b) + P(not b) P(e_if_not_b) = 0.8 + 0.2 x 0.8 = 0.96.
  CHECK(ref == Approx(0.96).epsilon(1e-14));
  // Without the distribution declarations the circuit keeps every literal: the same number.
  model plain = m;
  plain.alpha = labelling{};
  for (const char* p : {"b", "e_if_b", "e_if_not_b"})
    plain.alpha.neural(
        p, P, boolean_network([p](std::span<const double> x) { return x[std::strlen(p) % 3]; }));
  plain.alpha.define("e", P, [](const ground_atom&) { return 1.0; });
  CHECK(pipeline::infer(compile::compile_formula(plain), plain, batch, t)[0] ==
        Approx(0.96).epsilon(1e-14));
}

TEST_CASE("random formulas compile to circuits equal to the reference in every structure",
          "[language][compile]") {
  for (structure_id s : builtin_ids) {
    for (unsigned trial = 0; trial < 60; ++trial) {
      const unsigned seed = 1000u * unsigned(s.index()) + trial;
      std::mt19937 rng(seed);
      generator g{rng, false, {}};
      g.m.phi.set_root(g.gen(s, 1 + int(rng() % 4), 0));
      g.label_everything();
      const std::string text = print(g.m.phi);
      CAPTURE(seed, text);
      const auto c = compile::compile_formula(g.m);
      const std::vector<assignment> batch{{}};
      const double got = pipeline::infer(c, g.m, batch)[0];
      const double want = evaluate_reference(g.m, {});
      CAPTURE(got, want);
      CHECK(same_label(got, want));
    }
  }
}

TEST_CASE("random probabilistic forms resolve their reification variables", "[language][compile]") {
  const structure_id targets[] = {P, id_of<log_probability<double>>(), id_of<max_times<double>>(),
                                  id_of<counting>(), id_of<max_plus<double>>()};
  for (structure_id s : targets) {
    for (unsigned trial = 0; trial < 40; ++trial) {
      const unsigned seed = 7000u + 100u * unsigned(s.index()) + trial;
      std::mt19937 rng(seed);
      const int k = 1 + int(rng() % 4);
      const bool normalized = rng() % 2;
      model m;
      // A random Boolean filter over x_i[Bi]_B and an independent atom q_B.
      std::function<std::string(int)> filter = [&](int depth) -> std::string {
        const int c = depth == 0 ? 0 : int(rng() % 4);
        if (c == 1) return "(" + filter(depth - 1) + " | " + filter(depth - 1) + ")";
        if (c == 2) return "(" + filter(depth - 1) + " & " + filter(depth - 1) + ")";
        if (c == 3) return "~" + filter(depth - 1);
        if (rng() % 6 == 0) return "q_B";
        const int i = int(rng() % unsigned(k));
        return "x" + std::to_string(i) + "[B" + std::to_string(i) + "]_B";
      };
      const std::string S(structure_name(s));
      std::string text;
      for (int i = 0; i < k; ++i) text += "sum[B" + std::to_string(i) + "] ";
      text += "(" + filter(3) + ")_" + S;
      for (int i = 0; i < k; ++i)  // every variable occurs: in the filter, a weight, or both
        if (rng() % 4 || text.find("[B" + std::to_string(i) + "]_") == std::string::npos)
          text += " * w" + std::to_string(i) + "[B" + std::to_string(i) + "]_" + S;
      if (rng() % 2) text += " * c_" + S;
      CAPTURE(seed, text, normalized);
      m.phi = parse(text);
      m.alpha.set("q_B", double(rng() % 2));
      m.alpha.set("c_" + S, random_label(s, rng));
      for (int i = 0; i < k; ++i) {
        const std::string w = "w" + std::to_string(i);
        double t = random_label(s, rng), f = random_label(s, rng);
        if (normalized && s == P) {
          f = 1 - t / 1.2;
          t = t / 1.2;
          m.alpha.declare_distribution(w, s);
        }
        m.alpha.set(w + "[true]_" + S, t);
        m.alpha.set(w + "[false]_" + S, f);
      }
      const auto c = compile::compile_formula(m);
      CHECK(c.stats.reification_resolved == 1);
      const std::vector<assignment> batch{{}};
      const double got = pipeline::infer(c, m, batch)[0];
      const double want = evaluate_reference(m, {});
      CAPTURE(got, want);
      CHECK(same_label(got, want));
    }
  }
}

TEST_CASE("gradients through compiled circuits equal finite differences of the reference",
          "[language][compile][gradient]") {
  std::size_t checked = 0, mixed = 0;
  for (structure_id s : builtin_ids) {
    if (!differentiable(s)) continue;
    for (unsigned trial = 0; trial < 25; ++trial) {
      const unsigned seed = 9000u + 100u * unsigned(s.index()) + trial;
      std::mt19937 rng(seed);
      // Every aggregation: max, min and mean outside the structures whose operations they are
      // make mixed circuits, differentiated through their aggregation nodes.
      generator g{rng, trial % 2 == 0, {}};
      g.m.phi.set_root(g.gen(s, 1 + int(rng() % 4), 0));
      g.label_everything();
      // Continuous labels away from the clamps: ties and kinks have probability zero.
      std::uniform_real_distribution<double> u(0.2, 0.8), real(-2, 2);
      std::map<std::string, double> labels;
      for (const char* a : {"a", "b", "c", "p(x1)", "p(x2)", "p(x3)", "q(x1)", "q(x2)", "q(x3)"}) {
        const std::string key = std::string(a) + "_" + std::string(structure_name(s));
        labels[key] = s == id_of<log_probability<double>>() ? std::log(u(rng))
                      : s == id_of<max_plus<double>>() || s == id_of<min_plus<double>>() ? real(rng)
                                                                                         : u(rng);
        g.m.alpha.set(key, labels[key]);
        if (s == id_of<log_probability<double>>()) {  // P labels under (.)_logP
          const std::string pk = std::string(a) + "_P";
          labels[pk] = 0.2 + 0.6 * double(rng() % 1000) / 1000.0;
          g.m.alpha.set(pk, labels[pk]);
        }
      }
      const std::string text = print(g.m.phi);
      CAPTURE(seed, text);
      const auto c = compile::compile_formula(g.m);
      const auto grad = pipeline::gradient(c, g.m, {});
      for (const auto& [key, v] : labels) {
        const double h = 1e-6;
        g.m.alpha.set(key, v + h);
        const double up = evaluate_reference(g.m, {});
        g.m.alpha.set(key, v - h);
        const double down = evaluate_reference(g.m, {});
        g.m.alpha.set(key, v);
        if (!std::isfinite(up) || !std::isfinite(down)) continue;  // a label at infinity
        const double fd = (up - down) / (2 * h);
        const double got = grad.count(key) ? grad.at(key) : 0.0;
        CAPTURE(key, fd, got);
        CHECK(got == Approx(fd).epsilon(1e-5).margin(1e-6));
        checked += fd != 0;
      }
      // Forward mode along a direction equals the gradient's projection on it.
      std::map<std::string, double> dir;
      double projected = 0;
      for (const auto& [key, v] : labels) {
        dir[key] = double(int(rng() % 5) - 2);
        projected += dir[key] * (grad.count(key) ? grad.at(key) : 0.0);
      }
      // (Where the value is infinite, forward mode's convention is a tangent of 0, dual.hpp.)
      if (std::isfinite(evaluate_reference(g.m, {})))
        CHECK(pipeline::tangent(c, g.m, {}, dir) == Approx(projected).epsilon(1e-12).margin(1e-12));
      mixed += !c.segments.empty();
    }
  }
  CHECK(checked > 150);  // many derivatives are not zero: the check has teeth
  CHECK(mixed > 5);      // and several circuits are mixed
}

TEST_CASE("an operation the circuit cannot express makes it mixed, and still correct",
          "[language][compile]") {
  model m;
  m.phi = parse("max[X] p(X)_P * q_P");  // max is no operation of P
  m.domains["X"] = {term::integer(1), term::integer(2), term::integer(3)};
  m.alpha.set("p(1)_P", 0.2);
  m.alpha.set("p(2)_P", 0.9);
  m.alpha.set("p(3)_P", 0.4);
  m.alpha.set("q_P", 0.5);
  auto c = compile::compile_formula(m);
  // An aggregation node: max over three segments, p(X) * q for each value of X; the main
  // circuit is the join leaf alone.
  CHECK(c.stats.segments == 3);
  REQUIRE(c.segments.size() == 3);
  CHECK(c.leaves.size() == 1);
  CHECK(c.segments[1].graph.size() == 3);
  const std::vector<assignment> batch{{}};
  CHECK(pipeline::infer(c, m, batch)[0] == Approx(0.45).epsilon(1e-15));
  // A negation above a mean (no De Morgan law for it): the mean of three segments, negated.
  m.phi = parse("c_F * ~mean[X] p(X)_F");
  m.alpha.set("p(1)_F", 0.2);
  m.alpha.set("p(2)_F", 0.9);
  m.alpha.set("p(3)_F", 0.4);
  m.alpha.set("c_F", 0.25);
  c = compile::compile_formula(m);
  CHECK(c.segments.size() == 3);
  CHECK(pipeline::infer(c, m, batch)[0] == Approx((1 - 0.5) * 0.25).epsilon(1e-15));
}

TEST_CASE("a negation passes an Iverson transformation whose target negation swaps 0 and 1",
          "[language][compile]") {
  // ~(a_B | b_B)_F = (~(a_B | b_B))_F: the negation goes into the Boolean part.
  model m;
  m.phi = parse("~(a_B | b_B)_F * c_F");
  m.alpha.set("c_F", 0.25);
  const auto c = compile::compile_formula(m);
  CHECK(c.segments.empty());
  const std::vector<assignment> batch{{}};
  for (int a = 0; a < 2; ++a)
    for (int b = 0; b < 2; ++b) {
      m.alpha.set("a_B", a);
      m.alpha.set("b_B", b);
      CAPTURE(a, b);
      CHECK(pipeline::infer(c, m, batch)[0] == evaluate_reference(m, {}));
      CHECK(evaluate_reference(m, {}) == (a || b ? 0.0 : 0.25));
    }
}

TEST_CASE("the knowledge compilers give deterministic, decomposable, smooth circuits",
          "[language][compile]") {
  for (unsigned seed = 0; seed < 50; ++seed) {
    std::mt19937 rng(seed);
    compile::boolean_formula f;
    const auto n = static_cast<std::uint32_t>(1 + rng() % 5);
    std::vector<compile::boolean_formula::ref> pool;
    for (std::uint32_t v = 0; v < n; ++v) pool.push_back(f.variable(v));
    for (int i = 0; i < 8; ++i) {
      const auto a = pool[rng() % pool.size()], b = pool[rng() % pool.size()];
      switch (rng() % 3) {
        case 0:
          pool.push_back(f.conjunction({a, b}));
          break;
        case 1:
          pool.push_back(f.disjunction({a, b}));
          break;
        default:
          pool.push_back(f.negation(a));
      }
    }
    const compile::boolean_formula::ref root[1] = {pool.back()};
    compile::compile_options o;
    o.compiler = seed % 2 ? compile::compiler_kind::bottom_up : compile::compiler_kind::topdown;
    const circuit c = compile::compile(f, root, o);
    std::vector<double> w(2 * n);
    for (auto& x : w) x = std::uniform_real_distribution<double>(0, 1)(rng);
    double wmc = 0;
    for (std::uint32_t bits = 0; bits < (1u << n); ++bits) {
      std::vector<std::uint8_t> as(n);
      double weight = 1;
      for (std::uint32_t v = 0; v < n; ++v) {
        as[v] = static_cast<std::uint8_t>((bits >> v) & 1u);
        weight *= w[literal_input(v, !as[v])];
      }
      if (f.evaluate(root[0], as)) wmc += weight;
    }
    CAPTURE(seed);
    CHECK(deeplog::evaluate_reference<probability<double>>(c, std::span<const double>(w))[0] ==
          Approx(wmc).epsilon(1e-12));
  }
}

TEST_CASE("free reification variables are leaves that read the assignment", "[language][compile]") {
  model m;
  m.phi = parse("a(V)[A:F]_F & (b(V)[B:F]_F | c(V)[C:F]_F)");
  const auto c = compile::compile_formula(m);
  CHECK(c.graph.size() == 5);
  std::vector<assignment> batch;
  for (double x : {0.1, 0.5, 0.9})
    batch.push_back({{"V", term::symbol("v")},
                     {"A", term::truth(x, id_of<product_tnorm<double>>())},
                     {"B", term::truth(1 - x, id_of<product_tnorm<double>>())},
                     {"C", term::truth(x / 2, id_of<product_tnorm<double>>())}});
  const auto out = pipeline::infer(c, m, batch);
  for (std::size_t i = 0; i < batch.size(); ++i)
    CHECK(out[i] == Approx(evaluate_reference(m, batch[i])).epsilon(1e-15));
  // Labels are checked at the leaves too.
  batch[0]["A"] = term::truth(1.5, id_of<product_tnorm<double>>());
  CHECK_THROWS_AS(pipeline::infer(c, m, batch), evaluation_error);
}

TEST_CASE("gradients through a resolved probabilistic form equal finite differences",
          "[language][compile][gradient]") {
  for (unsigned seed = 300; seed < 330; ++seed) {
    std::mt19937 rng(seed);
    const int k = 1 + int(rng() % 3);
    std::function<std::string(int)> filter = [&](int depth) -> std::string {
      const int c = depth == 0 ? 0 : int(rng() % 4);
      if (c == 1) return "(" + filter(depth - 1) + " | " + filter(depth - 1) + ")";
      if (c == 2) return "(" + filter(depth - 1) + " & " + filter(depth - 1) + ")";
      if (c == 3) return "~" + filter(depth - 1);
      const int i = int(rng() % unsigned(k));
      return "x" + std::to_string(i) + "[B" + std::to_string(i) + "]_B";
    };
    std::string text;
    for (int i = 0; i < k; ++i) text += "sum[B" + std::to_string(i) + "] ";
    text += "(" + filter(3) + ")_P";
    for (int i = 0; i < k; ++i)
      text += " * w" + std::to_string(i) + "[B" + std::to_string(i) + "]_P";
    text += " * c_P";
    CAPTURE(seed, text);
    model m;
    m.phi = parse(text);
    std::map<std::string, double> labels;
    labels["c_P"] = 0.5 + 0.1 * double(rng() % 5);
    for (int i = 0; i < k; ++i)
      for (const char* v : {"[true]_P", "[false]_P"})
        labels["w" + std::to_string(i) + v] = 0.1 + 0.8 * double(rng() % 1000) / 1000.0;
    for (const auto& [key, v] : labels) m.alpha.set(key, v);
    const auto c = compile::compile_formula(m);
    REQUIRE(c.stats.reification_resolved == 1);
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
      CHECK(got == Approx(fd).epsilon(1e-6).margin(1e-7));
    }
  }
}

TEST_CASE("gradients and tangents pass an aggregation node of a mixed circuit",
          "[language][compile][gradient]") {
  model m;
  m.phi = parse("max[X] p(X)_P * q_P");
  m.domains["X"] = {term::integer(1), term::integer(2)};
  m.alpha.set("p(1)_P", 0.2);
  m.alpha.set("p(2)_P", 0.9);
  m.alpha.set("q_P", 0.5);
  const auto c = compile::compile_formula(m);
  CHECK(c.segments.size() == 2);
  const auto g = pipeline::gradient(c, m, {});
  // d/dp(2) = q at the arg-max, d/dq = max p, nothing for p(1).
  CHECK(g.at("p(2)_P") == Approx(0.5).epsilon(1e-15));
  CHECK(g.at("q_P") == Approx(0.9).epsilon(1e-15));
  CHECK((g.count("p(1)_P") == 0 || g.at("p(1)_P") == 0));
  CHECK(pipeline::tangent(c, m, {}, {{"p(2)_P", 2.0}, {"q_P", -1.0}, {"p(1)_P", 7.0}}) ==
        Approx(2.0 * 0.5 - 0.9).epsilon(1e-15));
}

TEST_CASE("summing normalized labels over reification variables compiles to one",
          "[language][compile]") {
  model m;
  m.phi = parse("sum[B] sum[E] burglary[B]_P * earthquake[E]_P");
  m.alpha.set("burglary[true]_P", 0.7);
  m.alpha.set("burglary[false]_P", 0.3);
  m.alpha.set("earthquake[true]_P", 0.01);
  m.alpha.set("earthquake[false]_P", 0.99);
  const std::vector<assignment> batch{{}};
  const auto plain = compile::compile_formula(m);  // (b_t + b_f) x (e_t + e_f)
  CHECK(count(plain.graph, node_kind::input) == 4);
  CHECK(pipeline::infer(plain, m, batch)[0] == Approx(1.0).epsilon(1e-15));
  m.alpha.declare_distribution("burglary", P);
  m.alpha.declare_distribution("earthquake", P);
  const auto folded = compile::compile_formula(m);
  CHECK(folded.graph.size() == 1);
  CHECK(folded.graph.kind(folded.graph.roots()[0]) == node_kind::one);
  CHECK(folded.stats.normalized_sums == 2);
  CHECK(pipeline::infer(folded, m, batch)[0] == 1.0);
}

TEST_CASE("ground_size counts the reference's node evaluations; grounding has a node budget",
          "[language][compile][budget]") {
  model m;
  // Three nested aggregations over three constants: 3^3 bodies of 3 nodes (p, q, the product).
  m.phi = parse("sum[X] sum[Y] sum[Z] p(X, Y)_P * q(Z)_P");
  for (const char* v : {"X", "Y", "Z"})
    m.domains[v] = {term::integer(1), term::integer(2), term::integer(3)};
  for (int x = 1; x <= 3; ++x) {
    m.alpha.set("q(" + std::to_string(x) + ")_P", 0.1 * x);
    for (int y = 1; y <= 3; ++y)
      m.alpha.set("p(" + std::to_string(x) + ", " + std::to_string(y) + ")_P", 0.05 * (x + y));
  }
  // sum[Z]: 1 + 3 * 3; sum[Y]: 1 + 3 * 10; sum[X]: 1 + 3 * 31.
  CHECK(ground_size(m) == 94);
  compile::formula_compile_options o;
  o.max_ground_nodes = 94;  // lowering visits no more nodes than the reference
  const auto c = compile::compile_formula(m, o);
  CHECK(pipeline::infer(c, m, std::vector<assignment>{{}})[0] ==
        Approx(evaluate_reference(m, {})).epsilon(1e-12));
  o.max_ground_nodes = 3;
  try {
    (void)compile::compile_formula(m, o);
    FAIL("a formula over its grounding budget compiled");
  } catch (const budget_exceeded& e) {
    CHECK(e.which() == budget_exceeded::resource::nodes);
  }
  // Saturation: 40 nested aggregations over 4 constants are 4^40 > 2^64 evaluations.
  std::string deep = "a(X0)_P";
  for (int i = 0; i < 40; ++i) {
    const std::string v = "X" + std::to_string(i);
    deep = "sum[" + v + "] (" + deep + ")";
    m.domains[v] = {term::integer(1), term::integer(2), term::integer(3), term::integer(4)};
  }
  m.phi = parse(deep);
  CHECK(ground_size(m) == std::numeric_limits<std::uint64_t>::max());
  // A budget of 2^16 nodes stops it as the default 2^26 would, 1000 times sooner (the default
  // took a minute here, and ten under the sanitizers).
  o.max_ground_nodes = std::uint64_t(1) << 16;
  CHECK_THROWS_AS(compile::compile_formula(m, o), budget_exceeded);
}
