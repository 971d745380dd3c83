// circuit/smoothing.hpp: smooth() makes a circuit smooth (check_dnnf) without changing what it
// computes. Random smooth decision-DNNFs whose (x + not x) factors were placed where each
// variable became free (as the top-down compiler places them) are stripped and smoothed anew
// and evaluated against the original in the counting, probability and max-times structures;
// unsmoothed circuits (as d4 writes them) are smoothed and counted by enumeration; and a
// hand-made decision shows the factor moved above it.
#include <catch2/catch.hpp>

#include <cmath>
#include <random>
#include <vector>

#include "deeplog/algebra.hpp"
#include "deeplog/algebra/big_counting.hpp"
#include "deeplog/base/resources.hpp"
#include "deeplog/circuit/builder.hpp"
#include "deeplog/circuit/properties.hpp"
#include "deeplog/circuit/reference.hpp"
#include "deeplog/circuit/smoothing.hpp"

using namespace deeplog;

namespace {

// A random decision-DNNF over the variables `vars`, smooth over them when `eager` (a variable
// left out is multiplied in as its factor right there); otherwise a free variable is left out.
struct random_ddnnf {
  circuit_builder& b;
  std::mt19937& rng;
  bool eager;

  node_id factor(std::uint32_t v) { return b.plus({b.literal(v, false), b.literal(v, true)}); }

  node_id operator()(std::vector<std::uint32_t> vars, int depth) {
    if (vars.empty()) return b.one();
    const auto pick = std::uniform_int_distribution<std::size_t>(0, vars.size() - 1)(rng);
    const std::uint32_t v = vars[pick];
    std::vector<std::uint32_t> rest = vars;
    rest.erase(rest.begin() + long(pick));
    const int r = std::uniform_int_distribution<int>(0, 9)(rng);
    if (r < 2 || depth > 12) {  // v is free here
      const node_id below = (*this)(rest, depth + 1);
      return eager ? b.times({factor(v), below}) : below;
    }
    if (r < 4 && rest.size() >= 2) {  // a decomposition: v's part and the rest's
      std::vector<std::uint32_t> left{v}, right;
      for (const std::uint32_t w : rest) (rng() % 2 ? left : right).push_back(w);
      return b.times({(*this)(left, depth + 1), (*this)(right, depth + 1)});
    }
    if (r < 5) return b.times({b.literal(v, rng() % 2 == 1), (*this)(rest, depth + 1)});
    // A decision on v. The branches share a sub-circuit now and then (as a cache hit would).
    const node_id on = (*this)(rest, depth + 1);
    const node_id off = rng() % 4 == 0 ? on : (*this)(rest, depth + 1);
    return b.plus({b.times({b.literal(v, false), on}), b.times({b.literal(v, true), off})});
  }
};

// A random decision-DNNF over variables 0 .. n - 1 (random_ddnnf).
circuit random_circuit(std::uint32_t n, std::mt19937& rng, bool eager) {
  circuit_builder b(2 * n);
  std::vector<std::uint32_t> vars(n);
  for (std::uint32_t v = 0; v < n; ++v) vars[v] = v;
  b.add_root(random_ddnnf{b, rng, eager}(vars, 0));
  return b.build();
}

template <class S>
typename S::value_type value(const circuit& c, const std::vector<typename S::value_type>& in) {
  return evaluate_reference<S>(c, std::span<const typename S::value_type>(in))[0];
}

}  // namespace

TEST_CASE("smooth: factors placed anew compute what the compiler's placement computed",
          "[circuit][smoothing]") {
  std::mt19937 rng(7);
  std::uniform_real_distribution<double> unit(0.05, 0.95);
  int fewer = 0;
  for (int trial = 0; trial < 300; ++trial) {
    const std::uint32_t n = 1 + trial % 14;
    const circuit c = random_circuit(n, rng, true);
    REQUIRE(!check_dnnf(c));
    smoothing_options o;
    o.num_variables = n;
    o.strip = true;
    const circuit s = smooth(c, o);
    INFO("trial " << trial << ", " << n << " variables");
    CHECK(!check_dnnf(s));
    fewer += s.num_edges() < c.num_edges();
    // The variable sets as runs (past 512 variables) build the same circuit as the bit sets.
    const circuit r = detail::smooth_with<detail::run_sets>(c, o, n);
    CHECK(r.size() == s.size());
    CHECK(r.num_edges() == s.num_edges());
    std::vector<big_natural> ones(2 * n, big_natural(1));
    CHECK(value<big_counting>(s, ones) == value<big_counting>(c, ones));
    std::vector<double> p(2 * n), q(2 * n);
    for (std::uint32_t v = 0; v < n; ++v) {
      p[2 * v] = unit(rng);
      p[2 * v + 1] = 1 - p[2 * v];
      q[2 * v] = unit(rng);  // weights of a variable that do not sum to one
      q[2 * v + 1] = unit(rng);
    }
    CHECK(value<probability<double>>(s, p) ==
          Approx(value<probability<double>>(c, p)).epsilon(1e-12));
    CHECK(value<probability<double>>(s, q) ==
          Approx(value<probability<double>>(c, q)).epsilon(1e-12));
    CHECK(value<max_times<double>>(s, q) == Approx(value<max_times<double>>(c, q)).epsilon(1e-12));
  }
  // The generator leaves variables free in both branches of decisions: the new placement
  // must pay off on some circuits (a failure here means the pass places nothing anew).
  CHECK(fewer > 30);
}

TEST_CASE("smooth: an unsmoothed d-DNNF counts its models over every variable",
          "[circuit][smoothing]") {
  std::mt19937 rng(11);
  for (int trial = 0; trial < 200; ++trial) {
    const std::uint32_t n = 1 + trial % 12;
    const circuit c = random_circuit(n, rng, false);
    smoothing_options o;
    o.num_variables = n;
    const circuit s = smooth(c, o);
    INFO("trial " << trial);
    CHECK(!check_dnnf(s));
    // Brute force: the models of c over all n variables.
    std::size_t models = 0;
    for (std::uint32_t m = 0; m < (1u << n); ++m) {
      std::vector<double> in(2 * n);
      for (std::uint32_t v = 0; v < n; ++v) {
        in[2 * v] = (m >> v) & 1;
        in[2 * v + 1] = 1 - in[2 * v];
      }
      models += value<max_times<double>>(c, in) > 0.5;
    }
    std::vector<big_natural> ones(2 * n, big_natural(1));
    CHECK(value<big_counting>(s, ones) == big_natural(models));
  }
}

TEST_CASE("smooth: a variable free in both branches of a decision gets one factor above it",
          "[circuit][smoothing]") {
  // x y (z + ~z)(w + ~w) + ~x ~y (z + ~z)(w + ~w): 14 edges; (x y + ~x ~y)(z + ~z)(w + ~w): 13.
  circuit_builder b(8);
  const node_id z = b.plus({b.literal(2, false), b.literal(2, true)});
  const node_id w = b.plus({b.literal(3, false), b.literal(3, true)});
  b.add_root(b.plus({b.times({b.literal(0, false), b.literal(1, false), z, w}),
                     b.times({b.literal(0, true), b.literal(1, true), z, w})}));
  const circuit c = b.build();
  REQUIRE(c.num_edges() == 14);
  smoothing_options o;
  o.num_variables = 4;
  o.strip = true;
  const circuit s = smooth(c, o);
  CHECK(s.num_edges() == 13);
  CHECK(!check_dnnf(s));
  // Without strip the circuit is smooth already: nothing changes.
  o.strip = false;
  CHECK(smooth(c, o).num_edges() == 14);
  // A fifth variable that the circuit does not mention is multiplied in at the root: a times
  // node over the old root and the factor.
  o.num_variables = 5;
  const circuit wider = smooth(c, o);
  CHECK(wider.num_edges() == 14 + 2 + 2);
  std::vector<big_natural> ones(10, big_natural(1));
  CHECK(value<big_counting>(wider, ones) == big_natural(2 * 4 * 2));
}

TEST_CASE("smooth: the budget stops a pass that would grow past it", "[circuit][smoothing]") {
  circuit_builder b(400);
  std::vector<node_id> lits;
  for (std::uint32_t v = 0; v < 200; v += 2) lits.push_back(b.literal(v, false));
  b.add_root(b.plus({b.times(lits), b.literal(1, false)}));
  smoothing_options o;
  o.num_variables = 200;
  o.max_nodes = 50;
  try {
    (void)smooth(b.build(), o);
    FAIL("no budget stop");
  } catch (const budget_exceeded& e) {
    CHECK(e.which() == budget_exceeded::resource::nodes);
    CHECK(std::string(e.what()).find("smoothing_options::max_nodes") != std::string::npos);
  }
}

TEST_CASE("variable-run sets: union and difference", "[circuit][smoothing]") {
  using deeplog::detail::var_runs;
  var_runs out;
  const var_runs a{{1, 3}, {7, 9}}, b{{3, 4}, {5, 6}, {8, 12}};
  deeplog::detail::union_runs(a, b, out);
  CHECK(out == var_runs{{1, 4}, {5, 6}, {7, 12}});
  const var_runs want{{1, 20}}, have{{2, 4}, {10, 11}, {19, 20}};
  deeplog::detail::difference_runs(want, have, out);
  CHECK(out == var_runs{{1, 2}, {4, 10}, {11, 19}});
  const var_runs want2{{1, 5}, {8, 10}}, have2{{1, 5}};
  deeplog::detail::difference_runs(want2, have2, out);
  CHECK(out == var_runs{{8, 10}});
}
