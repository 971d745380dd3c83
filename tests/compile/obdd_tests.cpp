// The bottom-up compiler's dynamic side: garbage collection and sifting keep every function and
// canonicity, against truth tables; sifting finds the orders a static order misses.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <optional>
#include <random>
#include <tuple>
#include <vector>

#include "brute.hpp"
#include "deeplog/compile/obdd.hpp"

namespace {

using namespace deeplog;
using ref = compile::obdd_manager::ref;

// The value of f under a (indexed by variable), read off the diagram.
bool value(const compile::obdd_manager& m, ref f, const std::vector<std::uint8_t>& a) {
  while (f > compile::obdd_manager::true_ref)
    f = a[m.var_at_level(m.level(f))] ? m.high(f) : m.low(f);
  return f == compile::obdd_manager::true_ref;
}

std::vector<bool> truth_table(const compile::obdd_manager& m, ref f, std::uint32_t n) {
  return test::truth_table(n, [&](const std::vector<std::uint8_t>& a) { return value(m, f, a); });
}

// The walks over refs need children before parents, and a reduced diagram has no node with
// equal children and no two equal nodes; each child tests a deeper level.
bool well_formed(const compile::obdd_manager& m) {
  std::vector<std::array<ref, 3>> seen;
  for (ref x = 2; x < m.size(); ++x) {
    const ref lo = m.low(x), hi = m.high(x);
    if (lo >= x || hi >= x || lo == hi) return false;
    if (m.level(lo) <= m.level(x) || m.level(hi) <= m.level(x)) return false;
    seen.push_back({m.level(x), lo, hi});
  }
  std::sort(seen.begin(), seen.end());
  return std::adjacent_find(seen.begin(), seen.end()) == seen.end();
}

// x_i <-> y_i for i < k (test::equal_pairs), built operation by operation in the manager's order.
ref equal_pairs(compile::obdd_manager& m, std::uint32_t k) {
  ref f = m.constant(true);
  for (std::uint32_t i = k; i-- > 0;)
    f = m.conjoin(f, m.negate(m.disjoin(m.conjoin(m.variable(i), m.negate(m.variable(k + i))),
                                        m.conjoin(m.negate(m.variable(i)), m.variable(k + i)))));
  return f;
}

bool is_permutation_of_levels(const compile::obdd_manager& m) {
  std::vector<std::uint32_t> vars;
  for (std::uint32_t l = 0; l < m.num_variables(); ++l) vars.push_back(m.var_at_level(l));
  std::sort(vars.begin(), vars.end());
  for (std::uint32_t v = 0; v < m.num_variables(); ++v)
    if (vars[v] != v) return false;
  return true;
}

}  // namespace

TEST_CASE("OBDD sifting and garbage collection keep every function, canonically",
          "[compile][obdd]") {
  for (unsigned seed = 0; seed < 300; ++seed) {
    std::mt19937 rng(seed);
    const auto n = static_cast<std::uint32_t>(2 + rng() % 8);
    compile::obdd_manager m(n);
    // A few functions (random CNFs, with groups now and then), and some garbage beside them.
    std::vector<ref> roots;
    std::vector<compile::cnf> cnfs;
    for (int k = 0; k < 3; ++k) {
      cnfs.push_back(test::random_cnf(n, 1 + rng() % (2 * n), 3, rng() % 3 == 0, rng));
      roots.push_back(compile::obdd_of(m, cnfs.back(), {compile::obdd_reordering::none}));
      m.disjoin(roots.back(), m.variable(static_cast<std::uint32_t>(rng() % n)));  // garbage
    }
    std::vector<std::vector<bool>> tables;
    for (ref r : roots) tables.push_back(truth_table(m, r, n));
    CAPTURE(seed, n);
    if (seed % 2 == 0) {
      m.collect_garbage(roots);
      CHECK(m.size() == 2 + m.cone_of(roots).size());  // nothing else is left
    } else {
      const std::size_t size = m.reorder(roots);
      CHECK(size == m.cone_of(roots).size());
      CHECK(m.size() == 2 + size);
    }
    CHECK(is_permutation_of_levels(m));
    CHECK(well_formed(m));
    for (std::size_t k = 0; k < roots.size(); ++k) {
      CHECK(truth_table(m, roots[k], n) == tables[k]);
      CHECK(m.model_count(roots[k]) ==
            double(test::brute_count(n, [&](const auto& a) { return cnfs[k].satisfied_by(a); })));
      // Canonical still: the same function built again in the new order is the same node.
      CHECK(compile::obdd_of(m, cnfs[k], {compile::obdd_reordering::none}) == roots[k]);
    }
    CHECK(well_formed(m));
  }
}

TEST_CASE("OBDD sifting finds the interleaved order a static order misses", "[compile][obdd]") {
  // x_i <-> y_i for i < k with every x above every y: 3 * 2^k - 3 nodes in that order, 3k when
  // each x_i sits beside its y_i.
  const std::uint32_t k = 10;
  compile::obdd_manager m(2 * k);
  ref f = equal_pairs(m, k);
  CHECK(m.cone_of(f).size() == 3 * (std::size_t(1) << k) - 3);
  const auto table = truth_table(m, f, 2 * k);
  const std::size_t size = m.reorder(std::span(&f, 1));
  CHECK(size == 3 * k);
  CHECK(truth_table(m, f, 2 * k) == table);
  for (std::uint32_t i = 0; i < k; ++i) {
    std::uint32_t li = 0, lk = 0;
    for (std::uint32_t l = 0; l < 2 * k; ++l) {
      if (m.var_at_level(l) == i) li = l;
      if (m.var_at_level(l) == k + i) lk = l;
    }
    CHECK(std::max(li, lk) - std::min(li, lk) == 1);
  }
  // The new order reaches the outputs: the circuit, and the .sdd over the order's vtree as the
  // library's readers take it back, count 2^k.
  CHECK(test::count_models(compile::obdd_to_circuit(m, std::span(&f, 1))) == 1u << k);
  CHECK(test::count_models(test::through_sdd_files(m, f)) == 1u << k);
}

TEST_CASE("obdd_of a CNF reorders as it conjoins, and counts exactly", "[compile][obdd]") {
  std::size_t restarted_after_reordering = 0, attempts_past_budget = 0;
  // Reordering from the first few nodes on, so that it runs many times on small CNFs.
  for (unsigned seed = 0; seed < 200; ++seed) {
    std::mt19937 rng(seed);
    const auto n = static_cast<std::uint32_t>(3 + rng() % 10);
    const auto f = test::random_cnf(n, n + rng() % (2 * n), 3, seed % 3 == 0, rng);
    CAPTURE(seed, n);
    const double expected =
        double(test::brute_count(n, [&](const auto& a) { return f.satisfied_by(a); }));
    for (auto r : {compile::obdd_reordering::none, compile::obdd_reordering::sift,
                   compile::obdd_reordering::automatic}) {
      compile::obdd_manager m(n);
      const ref root = compile::obdd_of(m, f, {r, 4, 16});  // automatic: restarts past 16
      CHECK(m.model_count(root) == expected);
      CHECK(well_formed(m));
      CHECK(is_permutation_of_levels(m));
    }
    // automatic with a sifting attempt first: one that runs out of work at once starts over as
    // the static schedule from the first order (the same diagram, and its work beside the
    // attempt's); one that never does is the sift schedule.
    auto run = [&](compile::obdd_dynamic d) {
      compile::obdd_manager m(n);
      ref root = compile::obdd_of(m, f, d);
      CHECK(m.model_count(root) == expected);
      CHECK(well_formed(m));
      m.collect_garbage(std::span(&root, 1));
      return std::tuple(std::vector<std::uint32_t>(m.order().begin(), m.order().end()), m.size(),
                        m.work());
    };
    using compile::obdd_reordering;
    const auto [static_order, static_size, static_work] = run({obdd_reordering::automatic, 4, 16});
    const auto [sift_order, sift_size, sift_work] = run({obdd_reordering::sift, 4, 16});
    const auto [short_order, short_size, short_work] =
        run({obdd_reordering::automatic, 4, 16, /*sift_first=*/1});
    const auto [long_order, long_size, long_work] =
        run({obdd_reordering::automatic, 4, 16, /*sift_first=*/std::size_t(1) << 40});
    CHECK(short_order == static_order);
    CHECK(short_size == static_size);
    CHECK(short_work >= static_work);  // and the attempt's clauses and conjunction
    CHECK(long_order == sift_order);
    CHECK(long_size == sift_size);
    CHECK(long_work == sift_work);
    // An attempt stopped part-way, after reorderings moved the levels: the static schedule's
    // result from the first order (not the attempt's), with the attempt's work spent, or (where
    // it passed its work on the last conjunction) the sift schedule's.
    for (std::size_t part : {2, 4, 8}) {
      const std::size_t budget = sift_work / part;
      const auto [order, size, work] = run({obdd_reordering::automatic, 4, 16, budget});
      const bool as_static = order == static_order && size == static_size;
      CHECK((as_static || (order == sift_order && size == sift_size && work == sift_work)));
      if (as_static) CHECK(work > static_work + budget);
      if (as_static && part == 2 && sift_order != static_order) ++restarted_after_reordering;
    }
    // An attempt past the node budget ends too: where sifting does not fit the budget and the
    // static schedule does, the attempt gives the static schedule's diagram.
    for (std::size_t max_nodes : {12, 16, 24, 32, 48, 64, 96}) {
      auto build = [&](compile::obdd_dynamic d) {
        compile::obdd_manager m(n, {}, {.max_nodes = max_nodes});
        ref root = compile::obdd_of(m, f, d);
        CHECK(m.model_count(root) == expected);
        m.collect_garbage(std::span(&root, 1));
        return std::pair(std::vector<std::uint32_t>(m.order().begin(), m.order().end()), m.size());
      };
      try {
        build({obdd_reordering::sift, 4, 16});
        continue;  // sifting fits
      } catch (const budget_exceeded&) {
      }
      std::optional<std::pair<std::vector<std::uint32_t>, std::size_t>> fixed;
      try {
        fixed = build({obdd_reordering::automatic, 4, 16});
      } catch (const budget_exceeded&) {
        continue;  // neither fits
      }
      CHECK(build({obdd_reordering::automatic, 4, 16, std::size_t(1) << 40}) == *fixed);
      ++attempts_past_budget;
    }
  }
  CHECK(restarted_after_reordering > 0);
  CHECK(attempts_past_budget > 0);
  // restart checks its order as the constructor does.
  compile::obdd_manager m3(3);
  const std::vector<std::uint32_t> twice{0, 0, 1}, short_order{0, 1};
  CHECK_THROWS_AS(m3.restart(twice), argument_error);
  CHECK_THROWS_AS(m3.restart(short_order), argument_error);
  // On x_i <-> y_i, given clause by clause in the order that keeps all x above all y, the
  // reordering finds the linear diagram.
  const std::uint32_t k = 16;
  const compile::cnf f = test::equal_pairs(k);
  compile::obdd_manager m(2 * k, {}, {.max_nodes = std::size_t(1) << 14});
  ref r = compile::obdd_of(m, f, {compile::obdd_reordering::sift, 64});
  CHECK(m.model_count(r) == std::ldexp(1.0, int(k)));
  // The last conjunctions came after the last reordering; one more gives the linear diagram.
  CHECK(m.reorder(std::span(&r, 1)) == 3 * k);
  CHECK(m.model_count(r) == std::ldexp(1.0, int(k)));
  compile::obdd_manager fixed(2 * k, {}, {.max_nodes = std::size_t(1) << 14});
  CHECK_THROWS_AS(compile::obdd_of(fixed, f, {compile::obdd_reordering::none}), budget_exceeded);
  // automatic: the static schedule until a collection leaves more than 256 nodes, then sifting.
  compile::obdd_manager both(2 * k, {}, {.max_nodes = std::size_t(1) << 14});
  ref a = compile::obdd_of(both, f, {compile::obdd_reordering::automatic, 64, 256});
  CHECK(both.model_count(a) == std::ldexp(1.0, int(k)));
  CHECK(both.reorder(std::span(&a, 1)) == 3 * k);
}

TEST_CASE("an OBDD reordering stopped by its budget leaves the manager unusable, not wrong",
          "[compile][obdd]") {
  const std::uint32_t k = 10;
  compile::obdd_manager free_hand(2 * k);
  equal_pairs(free_hand, k);
  // Sifting builds new nodes before it drops the old: past a budget just above what the
  // diagram and its garbage took.
  compile::obdd_manager m(2 * k, {}, {.max_nodes = free_hand.size() + 4});
  ref f = equal_pairs(m, k);
  CHECK_THROWS_AS(m.reorder(std::span(&f, 1)), budget_exceeded);
  CHECK_THROWS_AS(m.model_count(f), argument_error);
  CHECK_THROWS_AS(m.conjoin(f, f), argument_error);
  CHECK_THROWS_AS(m.variable(0), argument_error);
  CHECK_THROWS_AS(m.cone_of(f), argument_error);
  // A root that is no node of the manager is refused before anything moves.
  ref stray = static_cast<ref>(free_hand.size() + 100);
  CHECK_THROWS_AS(free_hand.reorder(std::span(&stray, 1)), argument_error);
  CHECK_THROWS_AS(free_hand.collect_garbage(std::span(&stray, 1)), argument_error);
  CHECK(free_hand.model_count(free_hand.variable(0)) == std::ldexp(1.0, int(2 * k - 1)));
}
