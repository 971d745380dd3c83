// The paper's MNIST-addition listing as a task: grounded and compiled by the front end, its
// circuits give the hand-built task's labels in the probabilistic and the fuzzy structures.
#include <catch2/catch.hpp>

#include <random>

#include "deeplog/circuit/reference.hpp"
#include "systems/experiment.hpp"
#include "systems/program_task.hpp"

using namespace deeplog;
using namespace deeplog::systems;

namespace {

template <class S>
std::vector<double> roots_of(const task_logic& t, const circuit& c,
                             const std::vector<std::vector<double>>& p, bool fuzzy) {
  std::vector<value_t<S>> in(c.num_inputs(), value_t<S>(1));
  for (const auto& f : t.fixed_inputs) in[f.row] = fuzzy ? f.fuzzy : f.probabilistic;
  for (std::size_t s = 0; s < p.size(); ++s)
    for (std::size_t v = 0; v < p[s].size(); ++v) {
      const auto var = atom_variable(s, v, p[s].size());
      in[literal_input(var, false)] = value_t<S>(p[s][v]);
      if (fuzzy) in[literal_input(var, true)] = value_t<S>(1 - p[s][v]);
    }
  const auto r = evaluate_reference<S>(c, std::span<const value_t<S>>(in));
  return {r.begin(), r.end()};
}

}  // namespace

TEST_CASE("the paper's addition program is the addition task", "[systems][program]") {
  for (std::size_t n : {1, 2}) {
    const auto pt = addition_program_logic(n);
    const auto hand = mnist_addition_logic(n, addition_encoding::original);
    REQUIRE(pt.slots == hand.slots);
    REQUIRE(pt.outputs.size() == 1);
    REQUIRE(pt.outputs[0].count == hand.outputs[0].count);
    std::mt19937 rng{static_cast<unsigned>(n)};
    std::uniform_real_distribution<double> u(0.05, 1);
    std::vector<std::vector<double>> p(pt.slots, std::vector<double>(10));
    for (auto& row : p) {
      double z = 0;
      for (auto& x : row) z += x = u(rng);
      for (auto& x : row) x /= z;
    }
    const auto a = roots_of<probability<double>>(pt, pt.probabilistic, p, false);
    const auto b = roots_of<probability<double>>(hand, hand.probabilistic, p, false);
    const auto fa = roots_of<product_tnorm<double>>(pt, pt.fuzzy, p, true);
    const auto fb = roots_of<product_tnorm<double>>(hand, hand.fuzzy, p, true);
    const auto ga = roots_of<lukasiewicz<double>>(pt, pt.fuzzy, p, true);
    const auto gb = roots_of<lukasiewicz<double>>(hand, hand.fuzzy, p, true);
    for (std::size_t s = 0; s < a.size(); ++s) {
      CAPTURE(n, s);
      CHECK(a[s] == Approx(b[s]).epsilon(1e-12));
      CHECK(fa[s] == Approx(fb[s]).epsilon(1e-9).margin(1e-15));
      CHECK(ga[s] == Approx(gb[s]).epsilon(1e-9).margin(1e-15));
    }
  }
}

TEST_CASE("program tasks refuse what is no image atom", "[systems][program]") {
  const auto p = prolog::parse_program(
      "nn(net, [X], Y, [0, 1]) :: d(X, Y).\nq(Y) :- d(elsewhere, Y).\nquery(q(Y)).", "p.pl");
  CHECK_THROWS_WITH(program_logic(p, {"a0"}, 2, {{{"q(0)", "q(1)"}}}),
                    Catch::Contains("is not over a placeholder slot"));
  const auto f = prolog::parse_program(
      "0.25::bias.\nnn(net, [X], Y, [0, 1]) :: d(X, Y).\nq(Y) :- d(a0, Y), bias.\nquery(q(Y)).",
      "f.pl");
  const auto t = program_logic(f, {"a0"}, 2, {{{"q(0)", "q(1)"}}});
  REQUIRE(t.fixed_inputs.size() == 2);
  const std::vector<std::vector<double>> labels{{0.4, 0.6}};
  const auto r = roots_of<probability<double>>(t, t.probabilistic, labels, false);
  CHECK(r[0] == Approx(0.25 * 0.4).epsilon(1e-12));
  CHECK(r[1] == Approx(0.25 * 0.6).epsilon(1e-12));
}
