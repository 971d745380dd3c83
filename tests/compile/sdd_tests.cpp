// The SDD manager (apply over any vtree) against truth tables: every operation's function,
// canonicity (one node per function), the SDD's structural rules, garbage collection, and the
// compilation of CNFs against brute force, through circuits and the .sdd/.vtree files.
#include <catch2/catch.hpp>

#include <map>
#include <random>
#include <sstream>
#include <vector>

#include "brute.hpp"
#include "deeplog/compile/compile.hpp"
#include "deeplog/compile/obdd.hpp"
#include "deeplog/compile/sdd.hpp"

namespace {

using namespace deeplog;
using compile::sdd_manager;
using ref = sdd_manager::ref;

// A vtree of random shape over a random order: adjacent subtrees merged at random positions
// until one is left (right-linear, left-linear and balanced shapes all occur).
io::vtree random_vtree(std::uint32_t n, std::mt19937& rng) {
  std::vector<std::uint32_t> order(n);
  std::iota(order.begin(), order.end(), 0u);
  std::shuffle(order.begin(), order.end(), rng);
  io::vtree vt;
  std::vector<std::uint32_t> trees;
  for (std::uint32_t v : order) {
    trees.push_back(static_cast<std::uint32_t>(vt.nodes.size()));
    vt.nodes.push_back({trees.back(), v + 1});
    vt.max_variable = std::max(vt.max_variable, v + 1);
  }
  while (trees.size() > 1) {
    const std::size_t i = rng() % (trees.size() - 1);
    const auto id = static_cast<std::uint32_t>(vt.nodes.size());
    vt.nodes.push_back({id, 0, trees[i], trees[i + 1]});
    trees[i] = id;
    trees.erase(trees.begin() + long(i) + 1);
  }
  vt.root = trees[0];
  return vt;
}

// f's value under a (indexed by variable), read off the SDD: the sub of the true prime.
bool value(const sdd_manager& m, ref f, const std::vector<std::uint8_t>& a) {
  while (m.is_decision(f)) {
    ref next = sdd_manager::false_ref;
    int true_primes = 0;
    for (const auto& e : m.elements(f))
      if (value(m, e.prime, a)) next = e.sub, ++true_primes;
    if (true_primes != 1) throw std::logic_error("the primes are not a partition");
    f = next;
  }
  if (m.is_literal(f)) return (a[m.literal_variable(f)] != 0) != m.literal_negated(f);
  return f == sdd_manager::true_ref;
}

std::vector<bool> truth_table(const sdd_manager& m, ref f) {
  return test::truth_table(m.num_variables(),
                           [&](const std::vector<std::uint8_t>& a) { return value(m, f, a); });
}

// The rules of a compressed, trimmed SDD: each decision's primes lie under its vtree node's
// left child and are not false, its subs under the right child and pairwise distinct, at
// least two elements, neither {(true, s)} nor {(p, true), (q, false)}; children before parents.
std::string structure_violation(const sdd_manager& m) {
  const auto ix = m.vtree().make_index();
  auto inside = [&](ref x, std::uint32_t t) {
    return x <= sdd_manager::true_ref || io::under(ix, m.vtree_of(x), t);
  };
  for (ref x = 0; x < m.size(); ++x) {
    if (!m.is_decision(x)) continue;
    const auto& v = m.vtree().nodes[m.vtree_of(x)];
    if (v.leaf()) return "a decision at a leaf";
    const auto es = m.elements(x);
    if (es.size() < 2) return "a decision of fewer than two elements";
    std::vector<ref> subs;
    for (const auto& e : es) {
      if (e.prime >= x || e.sub >= x) return "a child after its parent";
      if (e.prime == sdd_manager::false_ref) return "a false prime";
      if (e.prime == sdd_manager::true_ref) return "a true prime in a decision";
      if (!inside(e.prime, v.left) || !inside(e.sub, v.right)) return "an element off its vtree";
      subs.push_back(e.sub);
    }
    std::sort(subs.begin(), subs.end());
    if (std::adjacent_find(subs.begin(), subs.end()) != subs.end()) return "not compressed";
    if (es.size() == 2 && subs[0] == sdd_manager::false_ref && subs[1] == sdd_manager::true_ref)
      return "not trimmed";
  }
  return {};
}

TEST_CASE("sdd apply: every operation's function, one node per function, the SDD rules",
          "[compile][sdd]") {
  for (unsigned seed = 0; seed < 300; ++seed) {
    std::mt19937 rng(seed);
    const auto n = static_cast<std::uint32_t>(1 + rng() % 7);
    sdd_manager m(random_vtree(n, rng));
    std::vector<ref> pool = {m.constant(false), m.constant(true)};
    for (std::uint32_t v = 0; v < n; ++v) pool.push_back(m.variable(v));
    for (int k = 0; k < 40; ++k) {
      const ref f = pool[rng() % pool.size()], g = pool[rng() % pool.size()];
      switch (rng() % 4) {
        case 0:
          pool.push_back(m.negate(f));
          break;
        case 1:
          pool.push_back(m.disjoin(f, g));
          break;
        default:
          pool.push_back(m.conjoin(f, g));
          break;
      }
      if (rng() % 8 == 0) {  // collect the garbage, keeping the pool
        m.collect_garbage(pool);
      }
    }
    INFO("seed " << seed << ", " << n << " variables");
    REQUIRE(structure_violation(m).empty());
    // Recompute each pool entry's table by brute force from the operations' semantics: the
    // pool's tables must be the functions of their construction, and equal tables one node.
    std::map<std::vector<bool>, ref> node_of;
    for (ref f : pool) {
      const auto t = truth_table(m, f);
      const auto [it, fresh] = node_of.emplace(t, f);
      CHECK(it->second == f);  // canonicity
      CHECK(m.model_count(f) == double(std::count(t.begin(), t.end(), true)));
    }
  }
}

TEST_CASE("sdd apply: results equal the operations of the operands' truth tables",
          "[compile][sdd]") {
  for (unsigned seed = 0; seed < 200; ++seed) {
    std::mt19937 rng(1000 + seed);
    const auto n = static_cast<std::uint32_t>(2 + rng() % 6);
    sdd_manager m(random_vtree(n, rng));
    std::vector<ref> pool;
    std::vector<std::vector<bool>> tables;
    for (std::uint32_t v = 0; v < n; ++v) {
      pool.push_back(m.variable(v));
      tables.push_back(truth_table(m, pool.back()));
      for (std::uint32_t bits = 0; bits < (1u << n); ++bits)
        REQUIRE(tables.back()[bits] == (((bits >> v) & 1u) != 0));
    }
    for (int k = 0; k < 30; ++k) {
      const std::size_t i = rng() % pool.size(), j = rng() % pool.size();
      const auto op = static_cast<unsigned>(rng() % 3);
      const ref r = op == 0   ? m.negate(pool[i])
                    : op == 1 ? m.conjoin(pool[i], pool[j])
                              : m.disjoin(pool[i], pool[j]);
      std::vector<bool> expect(tables[i].size());
      for (std::size_t b = 0; b < expect.size(); ++b)
        expect[b] = op == 0   ? !tables[i][b]
                    : op == 1 ? tables[i][b] && tables[j][b]
                              : tables[i][b] || tables[j][b];
      INFO("seed " << seed << ", step " << k);
      REQUIRE(truth_table(m, r) == expect);
      pool.push_back(r);
      tables.push_back(expect);
    }
  }
}

TEST_CASE("sdd_of(cnf): counts, circuits and .sdd files against brute force on any vtree",
          "[compile][sdd]") {
  int checked = 0;
  for (unsigned seed = 0; seed < 300; ++seed) {
    std::mt19937 rng(5000 + seed);
    const auto n = static_cast<std::uint32_t>(1 + rng() % 12);
    const auto f = test::random_cnf(n, rng() % (3 * n + 1), 4, seed % 2 == 0, rng);
    const auto expected =
        test::brute_count(n, [&](const std::vector<std::uint8_t>& a) { return f.satisfied_by(a); });
    std::vector<std::uint32_t> order(n);
    std::iota(order.begin(), order.end(), 0u);
    std::shuffle(order.begin(), order.end(), rng);
    const io::vtree vts[] = {compile::make_vtree(order, compile::vtree_shape::balanced),
                             compile::make_vtree(order, compile::vtree_shape::right_linear),
                             random_vtree(n, rng),
                             *compile::choose_vtree(f, compile::vtree_choice::elimination).tree};
    for (const auto& vt : vts) {
      INFO("seed " << seed << ", " << n << " variables");
      sdd_manager m(vt);
      const ref r = compile::sdd_of(m, f, seed % 3 == 0 ? 4 : 4096);  // 4: collect often
      REQUIRE(m.model_count(r) == double(expected));
      REQUIRE(structure_violation(m).empty());
      const circuit c = compile::sdd_to_circuit(m, r);
      CHECK(test::dnnf_violation(c).empty());
      CHECK(test::count_models(c) == expected);
      const auto [dd, vt2] = compile::sdd_to_io(m, r);
      std::ostringstream sdd_text, vtree_text;
      io::write_sdd(sdd_text, dd, vt2);
      io::write_vtree(vtree_text, vt2);
      const auto vt3 = io::parse_vtree(vtree_text.str());
      CHECK(test::count_models(io::to_circuit(io::parse_sdd(sdd_text.str(), vt3), vt3)) ==
            expected);
      ++checked;
    }
  }
  CHECK(checked == 1200);
}

TEST_CASE("elimination_vtree: every clause on one path, decided at its top variable",
          "[compile][sdd]") {
  int with_order = 0;
  for (unsigned seed = 0; seed < 300; ++seed) {
    std::mt19937 rng(7000 + seed);
    const auto n = static_cast<std::uint32_t>(1 + rng() % 40);
    const auto f = test::random_cnf(n, rng() % (2 * n + 1), 3, seed % 2 == 0, rng);
    const auto vt = compile::elimination_vtree(f, compile::narrowest_elimination(f));
    if (!vt) continue;
    ++with_order;
    INFO("seed " << seed);
    const sdd_manager m(*vt);  // a vtree of exactly the variables 1..n
    REQUIRE(m.num_variables() == n);
    const auto ix = vt->make_index();
    std::vector<std::uint32_t> leaf(n);
    for (std::uint32_t t = 0; t < vt->nodes.size(); ++t)
      if (vt->nodes[t].leaf()) leaf[vt->nodes[t].var - 1] = t;
    auto check_on_one_path = [&](std::vector<std::uint32_t> vars) {
      std::uint32_t t = leaf[vars[0]];
      for (std::uint32_t v : vars)
        while (!io::under(ix, leaf[v], t)) t = ix.parent[t];
      if (vt->nodes[t].leaf()) return true;  // one variable
      // The lowest node above them all is a variable's decision node: its left child is the
      // leaf of one of them, so the others lie below that variable.
      const std::uint32_t l = vt->nodes[t].left;
      return vt->nodes[l].leaf() &&
             std::find(vars.begin(), vars.end(), vt->nodes[l].var - 1) != vars.end();
    };
    for (std::size_t c = 0; c < f.num_clauses(); ++c) {
      std::vector<std::uint32_t> vars;
      for (auto l : f.clause(c)) vars.push_back(compile::literal_variable(l));
      CHECK(check_on_one_path(vars));
    }
    for (const auto& g : f.groups()) CHECK(check_on_one_path(g.variables));
  }
  CHECK(with_order > 250);
}

TEST_CASE("sdd over a right-linear vtree: the OBDD of the same order, node for node",
          "[compile][sdd]") {
  for (unsigned seed = 0; seed < 100; ++seed) {
    std::mt19937 rng(9000 + seed);
    const auto n = static_cast<std::uint32_t>(2 + rng() % 14);
    const auto f = test::random_cnf(n, rng() % (2 * n + 1), 3, seed % 2 == 0, rng);
    std::vector<std::uint32_t> order(n);
    std::iota(order.begin(), order.end(), 0u);
    std::shuffle(order.begin(), order.end(), rng);
    compile::obdd_manager b(n, order);
    const auto rb = compile::obdd_of(b, f, {.reordering = compile::obdd_reordering::none});
    sdd_manager m(compile::make_vtree(order, compile::vtree_shape::right_linear));
    const ref r = compile::sdd_of(m, f);
    // An OBDD node is an SDD literal where its children are the two terminals, else a decision
    // {(x, high), (not x, low)}.
    std::size_t obdd_decisions = 0, sdd_decisions = 0;
    for (auto x : b.cone_of(rb)) obdd_decisions += !(b.low(x) <= 1 && b.high(x) <= 1);
    for (ref x : m.cone_of(r)) sdd_decisions += m.is_decision(x);
    INFO("seed " << seed);
    CHECK(sdd_decisions == obdd_decisions);
    CHECK(m.model_count(r) == b.model_count(rb));
  }
}

TEST_CASE("sdd: a balanced vtree keeps x_i <-> y_i linear where each pair shares a parent",
          "[compile][sdd]") {
  const std::uint32_t k = 64;  // 128 variables: no truth table, the structure says it
  std::vector<std::uint32_t> order;
  for (std::uint32_t i = 0; i < k; ++i) order.insert(order.end(), {i, k + i});
  sdd_manager m(compile::make_vtree(order, compile::vtree_shape::balanced));
  const ref r = compile::sdd_of(m, test::equal_pairs(k));
  CHECK(m.model_count(r) == std::ldexp(1.0, int(k)));
  // A pair's node is {(x, y), (not x, not y)}; above, the conjunction of two independent halves
  // {(l, r), (not l, false)}, whose negation {(l, not r), (not l, true)} is all else a prime
  // needs: at most two nodes of two elements per internal vtree node.
  CHECK(m.elements_of(r) <= 4 * (2 * k - 1));

  // All x left of all y: every x-assignment is a distinct prime, 2^k of them at the root.
  const std::uint32_t k2 = 8;  // 16 leaves: the root splits them 8 | 8
  std::vector<std::uint32_t> split(2 * k2);
  std::iota(split.begin(), split.end(), 0u);
  sdd_manager bad(compile::make_vtree(split, compile::vtree_shape::balanced));
  const ref rb = compile::sdd_of(bad, test::equal_pairs(k2));
  CHECK(bad.model_count(rb) == std::ldexp(1.0, int(k2)));
  CHECK(bad.elements(rb).size() == std::size_t(1) << k2);
}

TEST_CASE("sdd: bad vtrees, foreign refs and the node budget are typed errors", "[compile][sdd]") {
  io::vtree vt =
      compile::make_vtree(std::vector<std::uint32_t>{0, 1, 2}, compile::vtree_shape::balanced);
  io::vtree missing = vt;
  missing.max_variable = 4;  // variable 4 is in no leaf
  CHECK_THROWS_AS(sdd_manager(missing), argument_error);
  io::vtree twice = vt;
  twice.nodes[1].var = 1;  // variable 1 in two leaves
  CHECK_THROWS_AS(sdd_manager(twice), argument_error);
  io::vtree huge;  // one leaf naming a huge variable: refused before n-sized tables exist
  huge.nodes.push_back({0, 587534804});
  huge.root = 0;
  huge.max_variable = 587534804;
  CHECK_THROWS_AS(sdd_manager(huge), argument_error);
  io::vtree shared = vt;  // the root's right child is its left child too
  shared.nodes[vt.root].right = shared.nodes[vt.root].left;
  CHECK_THROWS_AS(sdd_manager(shared), argument_error);
  CHECK_THROWS_AS(compile::make_vtree(std::vector<std::uint32_t>{}, compile::vtree_shape::balanced),
                  argument_error);
  sdd_manager m(vt);
  CHECK_THROWS_AS(m.conjoin(m.variable(0), 12345), argument_error);
  CHECK_THROWS_AS(m.variable(3), argument_error);

  std::vector<std::uint32_t> order;
  for (std::uint32_t i = 0; i < 16; ++i) order.push_back(i);
  for (std::uint32_t i = 0; i < 16; ++i) order.push_back(16 + i);
  sdd_manager small(compile::make_vtree(order, compile::vtree_shape::right_linear),
                    {.max_nodes = 4096});
  CHECK_THROWS_AS(compile::sdd_of(small, test::equal_pairs(16)), budget_exceeded);

  // The budget bounds the memory: past 2^16 nodes and elements on a hard random 3-CNF, the
  // manager holds at most 96 bytes per unit of budget past its tables' minimum sizes.
  std::mt19937 rng(77);
  compile::cnf hard(70);  // random 3-CNF at ratio 2: three distinct variables per clause
  for (int c = 0; c < 140; ++c) {
    std::vector<std::uint32_t> vars(70);
    std::iota(vars.begin(), vars.end(), 0u);
    std::shuffle(vars.begin(), vars.end(), rng);
    hard.add_clause({compile::make_literal(vars[0], rng() % 2 != 0),
                     compile::make_literal(vars[1], rng() % 2 != 0),
                     compile::make_literal(vars[2], rng() % 2 != 0)});
  }
  std::vector<std::uint32_t> natural(70);
  std::iota(natural.begin(), natural.end(), 0u);
  sdd_manager bounded(compile::make_vtree(natural, compile::vtree_shape::balanced),
                      {.max_nodes = std::size_t(1) << 16});
  CHECK_THROWS_AS(compile::sdd_of(bounded, hard), budget_exceeded);
  CHECK(bounded.memory_bytes() <= 96 * (std::size_t(1) << 16) + (std::size_t(256) << 10));
}

// K-digit addition with a free sum, as scripts/compile-peers.py's addition family: one-hot
// digits a_k, b_k, s_k (10 variables each) and a carry per column, least significant first; a
// column's inputs imply its sum digit and its carry out. Exactly-one blocks are written as
// clauses, so compile() finds them as groups. `fixed`: unit clauses appended.
compile::cnf addition_cnf(std::uint32_t digits, const std::vector<compile::dimacs_literal>& fixed) {
  const std::uint32_t n = 31 * digits;
  auto a = [](std::uint32_t k, std::uint32_t i) { return 30 * k + i; };  // 0-based variables
  auto b = [](std::uint32_t k, std::uint32_t i) { return 30 * k + 10 + i; };
  auto s = [](std::uint32_t k, std::uint32_t i) { return 30 * k + 20 + i; };
  auto carry = [&](std::uint32_t k) { return 30 * digits + k - 1; };  // out of column k - 1
  auto lit = [](std::uint32_t v, bool negated) { return compile::make_literal(v, negated); };
  compile::cnf f(n);
  for (std::uint32_t k = 0; k < digits; ++k) {
    for (auto block : {+a, +b, +s}) {
      std::vector<compile::dimacs_literal> one;
      for (std::uint32_t i = 0; i < 10; ++i) one.push_back(lit(block(k, i), false));
      f.add_clause(one);
      for (std::uint32_t i = 0; i < 10; ++i)
        for (std::uint32_t j = i + 1; j < 10; ++j)
          f.add_clause({lit(block(k, i), true), lit(block(k, j), true)});
    }
    for (std::uint32_t i = 0; i < 10; ++i)
      for (std::uint32_t j = 0; j < 10; ++j)
        for (std::uint32_t c = 0; c < (k == 0 ? 1u : 2u); ++c) {
          std::vector<compile::dimacs_literal> given{lit(a(k, i), true), lit(b(k, j), true)};
          if (k > 0) given.push_back(lit(carry(k), c == 1));
          const std::uint32_t t = i + j + c;
          auto sum = given, out = given;
          sum.push_back(lit(s(k, t % 10), false));
          out.push_back(lit(carry(k + 1), t < 10));
          f.add_clause(sum);
          f.add_clause(out);
        }
  }
  for (auto l : fixed) f.add_clause({l});
  return f;
}

TEST_CASE("multi-digit addition with a free sum: 10^(2K) models, one sum per pair, every compiler",
          "[compile][sdd]") {
  using compile::vtree_choice;
  auto lit = [](std::uint32_t v) { return compile::make_literal(v, false); };
  // 47 + 85 = 132: a = (7, 4), b = (5, 8), sums (2, 3) and the last carry.
  const std::vector<compile::dimacs_literal> pair{lit(7), lit(30 + 4), lit(10 + 5), lit(30 + 18)};
  auto with = [&](std::vector<compile::dimacs_literal> more) {
    more.insert(more.begin(), pair.begin(), pair.end());
    return more;
  };
  struct run {
    std::uint32_t digits;
    std::vector<compile::dimacs_literal> fixed;
    std::uint64_t expected;
  };
  const std::vector<run> runs{
      {1, {}, 100},
      {2, {}, 10000},
      {2, with({lit(20 + 2), lit(30 + 20 + 3), lit(61)}), 1},  // the sum 132
      {2, with({lit(30 + 20 + 3)}), 1},                        // its tens digit alone
      {2, with({lit(20 + 3)}), 0},                             // a wrong units digit
      {2, with({compile::make_literal(61, true)}), 0},         // no last carry
  };
  for (const run& r : runs) {
    const compile::cnf f = addition_cnf(r.digits, r.fixed);
    INFO(r.digits << " digits, " << r.fixed.size() << " unit clauses");
    compile::compile_options o;
    CHECK(test::count_models(compile::compile(f, o)) == r.expected);
    o.compiler = compile::compiler_kind::bottom_up;
    for (auto v : {vtree_choice::automatic, vtree_choice::right_linear, vtree_choice::balanced,
                   vtree_choice::elimination}) {
      o.vtree = v;
      INFO("vtree " << compile::to_string(v));
      CHECK(test::count_models(compile::compile(f, o)) == r.expected);
    }
    o.vtree = vtree_choice::right_linear;
    o.reordering = compile::obdd_reordering::sift;
    CHECK(test::count_models(compile::compile(f, o)) == r.expected);
  }
}

TEST_CASE("choose_vtree and compile_bottom_up: the choice as resolved, the same count everywhere",
          "[compile][sdd]") {
  using compile::vtree_choice;
  // A chain x1 - x2 - ... - x40 (width 1): automatic takes the elimination vtree.
  compile::cnf chain(40);
  for (std::uint32_t v = 0; v + 1 < 40; ++v)
    chain.add_clause({compile::make_literal(v, false), compile::make_literal(v + 1, false)});
  CHECK(compile::choose_vtree(chain, vtree_choice::automatic).choice == vtree_choice::elimination);
  // All pairs of 12 variables as 2-clauses (width 11 of 12): automatic keeps the OBDD manager.
  compile::cnf clique(12);
  for (std::uint32_t a = 0; a < 12; ++a)
    for (std::uint32_t b = a + 1; b < 12; ++b)
      clique.add_clause({compile::make_literal(a, false), compile::make_literal(b, false)});
  const auto c = compile::choose_vtree(clique, vtree_choice::automatic);
  CHECK(c.choice == vtree_choice::right_linear);
  CHECK(!c.tree);
  // Past automatic_sdd_nodes the OBDD manager starts over: the same count, reported as such.
  {
    compile::compile_options o;
    o.compiler = compile::compiler_kind::bottom_up;
    o.automatic_sdd_nodes = 64;  // the chain's SDD needs more
    const auto r = compile::compile_bottom_up(chain, o);
    CHECK(r.vtree == vtree_choice::right_linear);
    o.automatic_sdd_nodes = compile::automatic_sdd_limit;
    const auto s = compile::compile_bottom_up(chain, o);
    CHECK(s.vtree == vtree_choice::elimination);
    CHECK(test::count_models(r.graph) == test::count_models(s.graph));
    CHECK(test::count_models(s.graph) == 267914296);  // Fibonacci(42): no two false neighbours
    // The OBDD's sifting attempt after the SDD, ended at once (the static schedule) or never.
    o.automatic_sdd_nodes = 64;
    for (std::size_t work : {std::size_t(1), std::size_t(0), std::size_t(1) << 40}) {
      o.automatic_sift_work = work;
      const auto t = compile::compile_bottom_up(chain, o);
      CHECK(t.vtree == vtree_choice::right_linear);
      CHECK(test::count_models(t.graph) == 267914296);
    }
    o.automatic_sdd_nodes = compile::automatic_sdd_limit;
    // An explicit vtree never falls back, and a node budget below the limit is the user's.
    o.vtree = vtree_choice::elimination;
    o.budget.max_nodes = 64;
    CHECK_THROWS_AS(compile::compile_bottom_up(chain, o), budget_exceeded);
  }
  CHECK_THROWS_AS(compile::choose_vtree(chain, vtree_choice::given,
                                        compile::make_vtree(std::vector<std::uint32_t>{0, 1},
                                                            compile::vtree_shape::balanced)),
                  argument_error);
  for (unsigned seed = 0; seed < 40; ++seed) {
    std::mt19937 rng(11000 + seed);
    const auto n = static_cast<std::uint32_t>(1 + rng() % 12);
    const auto f = test::random_cnf(n, rng() % (3 * n + 1), 3, seed % 2 == 0, rng);
    const auto expected =
        test::brute_count(n, [&](const std::vector<std::uint8_t>& a) { return f.satisfied_by(a); });
    for (auto v : {vtree_choice::automatic, vtree_choice::right_linear, vtree_choice::balanced,
                   vtree_choice::elimination}) {
      compile::compile_options o;
      o.compiler = compile::compiler_kind::bottom_up;
      o.vtree = v;
      const auto r = compile::compile_bottom_up(f, o, true);
      INFO("seed " << seed << ", vtree " << compile::to_string(v));
      CHECK(test::count_models(r.graph) == expected);
      REQUIRE(r.sdd);
      CHECK(test::count_models(io::to_circuit(r.sdd->first, r.sdd->second)) == expected);
      if (v != vtree_choice::automatic) CHECK(r.vtree == v);
    }
  }
}

TEST_CASE("formulas through the SDD manager and diagram_of's collections match enumeration",
          "[compile][sdd][formula]") {
  using compile::vtree_choice;
  int checked = 0;
  for (unsigned seed = 0; seed < 300; ++seed) {
    std::mt19937 rng(13000 + seed);
    const auto n = static_cast<std::uint32_t>(1 + rng() % 10);
    compile::boolean_formula f;
    const auto ops = static_cast<unsigned>(1 + rng() % 14);
    const auto nroots = static_cast<unsigned>(1 + rng() % 3);
    const auto roots = test::random_formula(f, n, ops, nroots, seed % 3 == 0, rng);
    f.reserve_variables(n);
    std::vector<std::uint64_t> expected;
    for (auto r : roots)
      expected.push_back(test::brute_count(n, [&](const std::vector<std::uint8_t>& a) {
        return f.groups_hold(a) && f.evaluate(r, a);
      }));
    CAPTURE(seed, n);
    const io::vtree given = random_vtree(n, rng);
    for (auto v : {vtree_choice::balanced, vtree_choice::elimination, vtree_choice::given}) {
      compile::compile_options o;
      o.compiler = compile::compiler_kind::bottom_up;
      o.vtree = v;
      o.given_vtree = given;
      const circuit c = compile::compile(f, roots, o);
      CAPTURE(compile::to_string(v));
      REQUIRE(c.num_roots() == roots.size());
      CHECK(test::dnnf_violation(c).empty());
      for (std::size_t r = 0; r < roots.size(); ++r) CHECK(test::count_models(c, r) == expected[r]);
      ++checked;
    }
    // Both managers with a collection from the fourth node on: the same functions.
    sdd_manager m(given);
    const auto rs = compile::diagram_of(m, f, roots, 4);
    compile::obdd_manager b(n);
    const auto rb = compile::diagram_of(b, f, roots, 4);
    REQUIRE(structure_violation(m).empty());
    for (std::size_t r = 0; r < roots.size(); ++r) {
      CHECK(m.model_count(rs[r]) == double(expected[r]));
      CHECK(b.model_count(rb[r]) == double(expected[r]));
    }
  }
  CHECK(checked == 900);
}

TEST_CASE("restrict_vtree drops leaves and keeps the rest of the tree", "[compile][sdd]") {
  for (unsigned seed = 0; seed < 100; ++seed) {
    std::mt19937 rng(15000 + seed);
    const auto n = static_cast<std::uint32_t>(1 + rng() % 20);
    const auto keep = static_cast<std::uint32_t>(1 + rng() % n);
    const io::vtree vt = random_vtree(n, rng), r = compile::restrict_vtree(vt, keep);
    CAPTURE(seed, n, keep);
    const sdd_manager m(r);  // a valid vtree over exactly 1..keep
    CHECK(m.num_variables() == keep);
    // The left-to-right order of the kept leaves is theirs in vt.
    auto leaves = [](const io::vtree& t, std::uint32_t upto) {
      std::vector<std::uint32_t> out, stack{t.root};
      while (!stack.empty()) {
        const auto x = stack.back();
        stack.pop_back();
        if (t.nodes[x].leaf()) {
          if (t.nodes[x].var <= upto) out.push_back(t.nodes[x].var);
        } else {
          stack.push_back(t.nodes[x].right);
          stack.push_back(t.nodes[x].left);
        }
      }
      return out;
    };
    CHECK(leaves(r, keep) == leaves(vt, keep));
  }
  CHECK_THROWS_AS(
      compile::restrict_vtree(
          compile::make_vtree(std::vector<std::uint32_t>{1, 2}, compile::vtree_shape::balanced), 3),
      argument_error);
}

}  // namespace
