// What the compilers promise beyond counts: exact annotated-disjunction marginals (never
// 2p - p^2), groups as compact as their meaning, canonical OBDDs, circuits that round-trip
// through .nnf and .sdd files, budgets that end in budget_exceeded, and exact big counts.
#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <filesystem>
#include <numeric>
#include <optional>
#include <random>
#include <sstream>

#include "../../bench/compile/addition_formulas.hpp"
#include "brute.hpp"
#include "deeplog/algebra.hpp"
#include "deeplog/algebra/big_counting.hpp"
#include "deeplog/circuit/io/nnf.hpp"
#include "deeplog/circuit/io/sdd.hpp"
#include "deeplog/circuit/reference.hpp"
#include "deeplog/compile/compile.hpp"
#include "deeplog/compile/dimacs.hpp"

using namespace deeplog;
using compile::boolean_formula;
using compile::group_kind;

namespace {

double wmc(const circuit& c, std::vector<double> w, std::size_t root = 0) {
  w.resize(c.num_inputs(), 1.0);
  return evaluate_reference<probability<double>>(c, std::span<const double>(w))[root];
}

using test::count_models;

// A random 3-CNF: m clauses of three distinct variables, each literal's sign a coin flip.
compile::cnf random_3cnf(std::uint32_t n, std::uint32_t m, std::mt19937& rng) {
  compile::cnf f(n);
  for (std::uint32_t c = 0; c < m; ++c) {
    std::vector<compile::dimacs_literal> clause;
    while (clause.size() < 3) {
      const auto v = static_cast<compile::dimacs_literal>(rng() % n + 1);
      if (std::none_of(clause.begin(), clause.end(), [&](auto l) { return std::abs(l) == v; }))
        clause.push_back(rng() & 1 ? v : -v);
    }
    f.add_clause(clause);
  }
  return f;
}

// The pigeonhole formula PHP(p, h): p pigeons in h holes, each in one, no two in one hole
// (unsatisfiable for p > h).
compile::cnf pigeonhole(int pigeons, int holes) {
  compile::cnf f(static_cast<std::uint32_t>(pigeons * holes));
  auto var = [&](int p, int h) { return static_cast<compile::dimacs_literal>(p * holes + h + 1); };
  for (int p = 0; p < pigeons; ++p) {
    std::vector<compile::dimacs_literal> clause;
    for (int h = 0; h < holes; ++h) clause.push_back(var(p, h));
    f.add_clause(clause);
  }
  for (int h = 0; h < holes; ++h)
    for (int p = 0; p < pigeons; ++p)
      for (int q = p + 1; q < pigeons; ++q) f.add_clause({-var(p, h), -var(q, h)});
  return f;
}

}  // namespace

TEST_CASE("an annotated disjunction's marginals are its labels", "[compile][groups]") {
  // 0.2::a ; 0.5::b ; 0.3::c.  Group members weigh p on true and 1 on false.
  for (auto k : {compile::compiler_kind::topdown, compile::compiler_kind::bottom_up}) {
    boolean_formula f;
    const auto a = f.variable(0), b = f.variable(1), c = f.variable(2);
    f.add_group(group_kind::exactly_one, {0, 1, 2});
    const boolean_formula::ref roots[] = {a, b, f.disjunction({a, b}), f.conjunction({a, b}),
                                          f.constant(true)};
    compile::compile_options o;
    o.compiler = k;
    const auto circ = compile::compile(f, roots, o);
    const std::vector<double> w{0.2, 1, 0.5, 1, 0.3, 1};
    CAPTURE(compile::to_string(k));
    CHECK(wmc(circ, w, 0) == Approx(0.2).epsilon(1e-14));
    CHECK(wmc(circ, w, 1) == Approx(0.5).epsilon(1e-14));
    CHECK(wmc(circ, w, 2) == Approx(0.7).epsilon(1e-14));  // not 1 - 0.8 * 0.5
    CHECK(wmc(circ, w, 3) == 0.0);                         // exclusive
    CHECK(wmc(circ, w, 4) == Approx(1.0).epsilon(1e-14));
    (void)c;
  }
  // Probabilities that sum to less than one leave mass for "none": an exactly-one group
  // with an explicit "none" member. 0.2::a ; 0.5::b (0.3 for neither).
  boolean_formula g;
  const auto a = g.variable(0), b = g.variable(1);
  g.add_group(group_kind::exactly_one, {0, 1, 2});
  const boolean_formula::ref roots[] = {a, g.disjunction({a, b}),
                                        g.negation(g.disjunction({a, b}))};
  const auto circ = compile::compile(g, roots);
  const std::vector<double> w{0.2, 1, 0.5, 1, 0.3, 1};
  CHECK(wmc(circ, w, 0) == Approx(0.2).epsilon(1e-14));
  CHECK(wmc(circ, w, 1) == Approx(0.7).epsilon(1e-14));
  CHECK(wmc(circ, w, 2) == Approx(0.3).epsilon(1e-14));
  // An at-most-one group of two has three models.
  boolean_formula h;
  h.variable(0);
  h.variable(1);
  h.add_group(group_kind::at_most_one, {0, 1});
  const boolean_formula::ref top[] = {h.constant(true)};
  CHECK(count_models(compile::compile(h, top)) == 3);
}

TEST_CASE("a group compiles to one k-way decision, not pairwise clauses", "[compile][groups]") {
  // exactly-one over 200 values: as a group the circuit is linear in k; as pairwise CNF the
  // same models (checked) but 19,900 clauses to propagate.
  constexpr std::uint32_t k = 200;
  compile::cnf grouped(k), pairwise(k);
  std::vector<std::uint32_t> vars(k);
  std::vector<compile::dimacs_literal> alo;
  for (std::uint32_t v = 0; v < k; ++v) {
    vars[v] = v;
    alo.push_back(compile::make_literal(v, false));
  }
  grouped.add_group(group_kind::exactly_one, vars);
  pairwise.add_clause(alo);
  for (std::uint32_t i = 0; i < k; ++i)
    for (std::uint32_t j = i + 1; j < k; ++j)
      pairwise.add_clause({compile::make_literal(i, true), compile::make_literal(j, true)});
  const auto cg = compile::compile(grouped);
  const auto cp = compile::compile(pairwise);
  CHECK(count_models(cg) == k);
  CHECK(count_models(cp) == k);
  CHECK(cg.num_edges() <= 8 * k + 8);  // shared prefix and suffix products of the negations
}

TEST_CASE("OBDDs are canonical", "[compile][obdd]") {
  for (unsigned seed = 0; seed < 200; ++seed) {
    std::mt19937 rng(seed);
    const auto n = static_cast<std::uint32_t>(1 + rng() % 7);
    boolean_formula f;
    const auto roots = test::random_formula(f, n, 10, 2, false, rng);
    compile::obdd_manager m(n);
    const auto r = compile::obdd_of(m, f, roots);
    // Equal functions are equal nodes: compare against truth tables.
    bool same_table = true;
    std::vector<std::uint8_t> a(n);
    for (std::uint32_t bits = 0; bits < (1u << n); ++bits) {
      for (std::uint32_t v = 0; v < n; ++v) a[v] = static_cast<std::uint8_t>((bits >> v) & 1u);
      same_table &= f.evaluate(roots[0], a) == f.evaluate(roots[1], a);
    }
    CAPTURE(seed);
    CHECK((r[0] == r[1]) == same_table);
    // De Morgan holds as node identity.
    const auto x = r[0], y = r[1];
    CHECK(m.negate(m.conjoin(x, y)) == m.disjoin(m.negate(x), m.negate(y)));
    CHECK(m.model_count(x) ==
          double(test::brute_count(n, [&](const auto& as) { return f.evaluate(roots[0], as); })));
  }
}

TEST_CASE("OBDDs written as .sdd and compiled circuits written as .nnf read back",
          "[compile][io]") {
  for (unsigned seed = 0; seed < 60; ++seed) {
    std::mt19937 rng(seed);
    const auto n = static_cast<std::uint32_t>(1 + rng() % 8);
    const auto cnf = test::random_cnf(n, n + rng() % n, 3, seed % 2 == 0, rng);
    const auto holds = [&](const std::vector<std::uint8_t>& a) { return cnf.satisfied_by(a); };
    const auto expected = test::brute_count(n, holds);
    CAPTURE(seed);
    // OBDD -> .sdd + .vtree -> the library's SDD reader.
    std::vector<std::uint32_t> order(n);
    for (std::uint32_t v = 0; v < n; ++v) order[v] = n - 1 - v;  // a non-natural order
    compile::obdd_manager m(n, order);
    const auto root = compile::obdd_of(m, cnf);
    CHECK(count_models(test::through_sdd_files(m, root)) == expected);
    // Top-down -> .nnf -> the library's NNF reader.
    const auto c2 = compile::compile(cnf);
    std::ostringstream nnf_text;
    io::write_nnf(nnf_text, c2, 0, n);
    const auto c3 = io::to_circuit(io::parse_nnf(nnf_text.str()));
    CHECK(count_models(c3) == expected);
  }
}

TEST_CASE("budgets end a blow-up with budget_exceeded", "[compile][budget]") {
  auto random_3cnf = [](std::uint32_t n, std::size_t m, unsigned seed) {
    std::mt19937 rng(seed);
    compile::cnf f(n);
    for (std::size_t i = 0; i < m; ++i) {
      std::vector<compile::dimacs_literal> c;
      for (int k = 0; k < 3; ++k)
        c.push_back(compile::make_literal(static_cast<std::uint32_t>(rng() % n), rng() % 2));
      f.add_clause(c);
    }
    return f;
  };
  const auto f = random_3cnf(60, 150, 7);
  compile::compile_options o;
  o.budget.max_nodes = 500;
  CHECK_THROWS_AS(compile::compile(f, o), compile::budget_exceeded);
  o.compiler = compile::compiler_kind::bottom_up;
  CHECK_THROWS_AS(compile::compile(f, o), compile::budget_exceeded);
  try {
    o.compiler = compile::compiler_kind::topdown;
    o.budget.max_nodes = std::size_t(1) << 30;
    o.budget.max_seconds = 0;  // any work at all exceeds it
    (void)compile::compile(random_3cnf(90, 225, 8), o);
    FAIL("no budget_exceeded");
  } catch (const compile::budget_exceeded& e) {
    CHECK(e.which() == compile::budget_exceeded::resource::time);
  }
}

TEST_CASE("big counts are exact beyond 64 bits", "[compile][big]") {
  CHECK(big_natural(0).to_string() == "0");
  CHECK(big_natural(1234567890123456789ull).to_string() == "1234567890123456789");
  big_natural x(1);
  for (int i = 0; i < 100; ++i) x = x * big_natural(2);
  CHECK(x.to_string() == "1267650600228229401496703205376");
  CHECK((x + big_natural(1)).to_string() == "1267650600228229401496703205377");
  CHECK(big_natural(1000000000ull) * big_natural(1000000000ull) ==
        big_natural(1000000000000000000ull));
  // 100 unconstrained variables: 2^100 models, counted in big_counting.
  const auto c = compile::compile(compile::cnf(100));
  std::vector<big_natural> ones(c.num_inputs(), big_natural(1));
  CHECK(evaluate_reference<big_counting>(c, std::span<const big_natural>(ones))[0] == x);
}

TEST_CASE("big naturals shift, multiply many and parse", "[compile][big]") {
  big_natural x(1);
  for (int i = 0; i < 300; ++i) x = x * big_natural(3);
  CHECK((x << 77) >> 77 == x);
  CHECK((x << 64) == x * (big_natural(1) << 64));
  CHECK((big_natural(1) << 100).to_string() == "1267650600228229401496703205376");
  CHECK(big_natural::from_string("1267650600228229401496703205376") == (big_natural(1) << 100));
  CHECK(big_natural::from_string(x.to_string()) == x);
  CHECK_FALSE(big_natural::from_string("12a").has_value());
  CHECK_FALSE(big_natural::from_string("").has_value());
  // product: the same as multiplying one by one, for mixed powers of two and odd factors.
  std::vector<big_natural> fs{big_natural(6), big_natural(1) << 40, x, big_natural(1),
                              big_natural(10)};
  big_natural expected(1);
  std::vector<const big_natural*> ps;
  for (const auto& f : fs) {
    expected = expected * f;
    ps.push_back(&f);
  }
  CHECK(big_natural::product(ps) == expected);
  const big_natural zero;
  ps.push_back(&zero);
  CHECK(big_natural::product(ps).is_zero());
}

TEST_CASE("2^n models of n free variables count in linear time", "[compile][big][budget]") {
  // One million free variables: one times node of a million (x + not x) factors. Multiplying
  // the growing count by 2 a million times took 35 s; the n-ary product is a shift.
  const std::uint32_t n = 1000000;
  circuit_builder b(2 * std::size_t(n));
  std::vector<node_id> factors;
  for (std::uint32_t v = 0; v < n; ++v)
    factors.push_back(b.plus({b.literal(v, false), b.literal(v, true)}));
  b.add_root(b.times(factors));
  const circuit c = b.build();
  std::vector<big_natural> ones(c.num_inputs(), big_natural(1));
  deeplog::budget_watch watch({.seconds = 20});  // the old evaluation took 35 s
  const auto count = evaluate_reference<big_counting>(c, std::span<const big_natural>(ones))[0];
  CHECK(count == (big_natural(1) << 1000000));
}

TEST_CASE("OBDD apply, negate and conversions are iterative", "[compile][obdd]") {
  // Conjoining two chains over 300k levels: apply recursed once per level (and negate,
  // model_count and the circuit conversion likewise) and overflowed the stack.
  const std::uint32_t n = 300000;
  compile::obdd_manager m(n);
  auto all = m.constant(true), any = m.constant(false);
  for (std::uint32_t v = n; v-- > 0;) {  // bottom-up: each step is one node
    all = m.conjoin(m.variable(v), all);
    any = m.disjoin(m.variable(v), any);
  }
  CHECK(m.conjoin(all, any) == all);
  CHECK(m.disjoin(all, any) == any);
  const auto none = m.negate(any);  // every variable false
  CHECK(m.conjoin(none, all) == m.constant(false));
  CHECK(m.negate(none) == any);
  CHECK(m.model_count(all) == 1.0);
  const auto c = compile::obdd_to_circuit(m, std::span(&all, 1));
  std::vector<big_natural> ones(c.num_inputs(), big_natural(1));
  CHECK(evaluate_reference<big_counting>(c, std::span<const big_natural>(ones))[0] ==
        big_natural(1));
  const auto [dd, vt] = compile::obdd_to_sdd(m, any);
  CHECK(dd.nodes.size() >= n);
}

TEST_CASE("OBDDs of many independent clauses", "[compile][obdd]") {
  const std::uint32_t k = 20000;
  compile::cnf f(2 * k);
  for (std::uint32_t i = 0; i < k; ++i)
    f.add_clause({compile::make_literal(2 * i, false), compile::make_literal(2 * i + 1, false)});
  compile::obdd_manager m(2 * k);
  const auto r = compile::obdd_of(m, f);
  // The tables grow with the nodes only: memory stays with the node budget.
  CHECK(m.memory_bytes() <= 80 * m.size() + (std::size_t(1) << 20));
  const auto c = compile::obdd_to_circuit(m, std::span(&r, 1));
  std::vector<big_natural> ones(c.num_inputs(), big_natural(1));
  big_natural three_k(1);
  for (std::uint32_t i = 0; i < k; ++i) three_k = three_k * big_natural(3);
  CHECK(evaluate_reference<big_counting>(c, std::span<const big_natural>(ones))[0] == three_k);
}

TEST_CASE("OBDD memory is bounded by the node budget", "[compile][obdd]") {
  // x_i <-> y_i for i < k with every x above every y: the OBDD remembers all of x, 2^k nodes.
  const std::uint32_t k = 24;
  const compile::cnf f = test::equal_pairs(k);
  const std::size_t max_nodes = std::size_t(1) << 16;
  compile::obdd_manager m(2 * k, {}, {.max_nodes = max_nodes});
  CHECK_THROWS_AS(compile::obdd_of(m, f), budget_exceeded);
  CHECK(m.size() <= max_nodes + 1);
  CHECK(m.memory_bytes() <= 80 * max_nodes + (std::size_t(1) << 20));
  // The interleaved order keeps it linear, and the count exact: 2^k models.
  std::vector<std::uint32_t> order;
  for (std::uint32_t i = 0; i < k; ++i) order.insert(order.end(), {i, k + i});
  compile::obdd_manager good(2 * k, order, {.max_nodes = max_nodes});
  const auto r = compile::obdd_of(good, f);
  CHECK(good.cone_of(r).size() == 3 * k);  // x_i, then y_i on each branch
  CHECK(good.model_count(r) == std::ldexp(1.0, int(k)));
  // The circuit of an OBDD counts against the same budget.
  CHECK_THROWS_AS(compile::obdd_to_circuit(good, std::span(&r, 1), {.max_nodes = 8}),
                  budget_exceeded);
  // compile() of a CNF finds such an order itself (force_order): a permutation that keeps each
  // x_i beside its y_i, and the count exact under the same budget.
  auto forced = compile::force_order(f);
  CHECK(forced.size() == 2 * k);
  std::vector<std::uint32_t> level(2 * k);
  for (std::uint32_t l = 0; l < 2 * k; ++l) level.at(forced[l]) = l;
  std::sort(forced.begin(), forced.end());
  for (std::uint32_t v = 0; v < 2 * k; ++v) CHECK(forced[v] == v);
  for (std::uint32_t i = 0; i < k; ++i)
    CHECK(std::max(level[i], level[k + i]) - std::min(level[i], level[k + i]) == 1);
  compile::compile_options o;
  o.compiler = compile::compiler_kind::bottom_up;
  o.budget.max_nodes = max_nodes;
  const auto c = compile::compile(f, o);
  std::vector<big_natural> ones(c.num_inputs(), big_natural(1));
  CHECK(evaluate_reference<big_counting>(c, std::span<const big_natural>(ones))[0] ==
        (big_natural(1) << k));
}

TEST_CASE("OBDD smoothing shares the skipped levels", "[compile][obdd]") {
  // x_i -> x_{n-1} for every i: each branch skips a long range of levels. Smoothing every range
  // separately made a quadratic circuit; shared interval products keep it O(n log n).
  const std::uint32_t n = 4000;
  compile::cnf f(n);
  for (std::uint32_t i = 0; i + 1 < n; ++i)
    f.add_clause({compile::make_literal(i, true), compile::make_literal(n - 1, false)});
  compile::compile_options o;
  o.compiler = compile::compiler_kind::bottom_up;
  const auto c = compile::compile(f, o);
  CHECK(c.num_edges() < 64 * std::size_t(n));
  std::vector<big_natural> ones(c.num_inputs(), big_natural(1));
  // x_{n-1} true: 2^(n-1); false: every other variable false.
  CHECK(evaluate_reference<big_counting>(c, std::span<const big_natural>(ones))[0] ==
        (big_natural(1) << (n - 1)) + big_natural(1));
}

TEST_CASE("a clause of 200k literals compiles in linear size", "[compile][topdown]") {
  // Deciding it variable by variable recursed a level a literal and smoothed each level's
  // tail again (quadratic: a million literals took over 300 s).
  auto clause_of = [](std::uint32_t n) {
    compile::cnf f(n);
    std::vector<compile::dimacs_literal> clause;
    for (std::uint32_t v = 0; v < n; ++v) clause.push_back(compile::make_literal(v, v % 3 == 0));
    f.add_clause(clause);
    return f;
  };
  deeplog::budget_watch watch({.seconds = 60});
  const std::uint32_t n = 200000;
  const auto big = compile::compile(clause_of(n));
  CHECK(big.num_edges() < 16 * std::size_t(n));
  // 2^n - 1 models: every assignment but the one falsifying all literals. (Exact counting of
  // this circuit adds numbers of up to n bits at every level: checked on a smaller clause.)
  const std::uint32_t m = 5000;
  const auto c = compile::compile(clause_of(m));
  std::vector<big_natural> ones(c.num_inputs(), big_natural(1));
  CHECK(evaluate_reference<big_counting>(c, std::span<const big_natural>(ones))[0] + 1 ==
        (big_natural(1) << m));
}

TEST_CASE("top-down recursion is bounded by the stack it uses", "[compile][topdown][budget]") {
  // (x_i | x_{i+1} | x_{i+2}) for every i, decided by occurrences: each decision leaves the
  // rest of the chain as one component, one recursion level per three variables (the default
  // limit is 4 MiB; a small one here keeps the test fast).
  const std::uint32_t n = 30000;
  compile::cnf f(n);
  for (std::uint32_t i = 0; i + 2 < n; ++i)
    f.add_clause({compile::make_literal(i, false), compile::make_literal(i + 1, false),
                  compile::make_literal(i + 2, false)});
  compile::compile_options o;
  o.heuristic = compile::decision_heuristic::occurrences;
  o.max_stack_bytes = std::size_t(256) << 10;
  try {
    (void)compile::compile(f, o);
    FAIL("no budget_exceeded");
  } catch (const budget_exceeded& e) {
    CHECK(e.which() == budget_exceeded::resource::depth);
    CHECK(std::string(e.what()).find("top-down compiler") != std::string::npos);
  }
  // Small chains compile within the limit, with the right count (tribonacci-like recurrence:
  // assignments without three consecutive falses).
  const std::uint32_t k = 60;
  compile::cnf g(k);
  for (std::uint32_t i = 0; i + 2 < k; ++i)
    g.add_clause({compile::make_literal(i, false), compile::make_literal(i + 1, false),
                  compile::make_literal(i + 2, false)});
  const auto c = compile::compile(g, o);
  std::vector<big_natural> ones(c.num_inputs(), big_natural(1));
  big_natural a(1), b(2), d(4);  // sequences of length 0, 1, 2
  for (std::uint32_t len = 3; len <= k; ++len) {
    const big_natural next = a + b + d;
    a = b;
    b = d;
    d = next;
  }
  CHECK(evaluate_reference<big_counting>(c, std::span<const big_natural>(ones))[0] == d);
}

TEST_CASE("queries over clause subsets count their own clauses, whatever the cache holds",
          "[compile][queries][brute]") {
  // The component cache is shared by a circuit's queries. Its key names a component's variables
  // and residual long clauses; binary clauses are implied by the variables only where the query
  // has them all, so those a query leaves out are part of the key. Mostly binary CNFs, queries
  // over random halves of the clauses under random assumptions, every root against enumeration.
  std::size_t roots = 0;
  for (unsigned seed = 0; seed < 300; ++seed) {
    std::mt19937 rng(seed);
    const auto n = static_cast<std::uint32_t>(4 + rng() % 9);
    compile::cnf f = test::random_cnf(n, 2 * n, 2, seed % 3 == 0, rng);
    auto random_literal = [&] {
      return compile::make_literal(static_cast<std::uint32_t>(rng() % n), rng() % 2 == 1);
    };
    for (std::uint32_t c = 0; c < n / 2; ++c)  // a few long clauses too
      f.add_clause({random_literal(), random_literal(), random_literal()});
    compile::cnf groups_only(n);
    for (const auto& g : f.groups()) groups_only.add_group(g.kind, g.variables);
    std::vector<compile::topdown_query> queries(1 + rng() % 6);
    for (auto& q : queries) {
      q.all_clauses = rng() % 5 == 0;
      for (std::uint32_t c = 0; c < f.num_clauses() && !q.all_clauses; ++c)
        if (rng() % 2) q.clauses.push_back(c);
      if (rng() % 2) q.assumptions.push_back(random_literal());
    }
    const auto w = test::random_weights(n, rng);
    // The settings that compile_topdown leaves to shares_circuit where unset (the first row),
    // and set by hand: the check and conflict activity on queries that share a circuit.
    struct settings {
      bool learn;
      std::optional<bool> check;
      std::optional<double> activity;
    };
    for (const auto& [learn, check, activity] :
         {settings{true, {}, {}}, settings{true, true, 2.0}, settings{true, false, 2.0},
          settings{false, true, 0.0}, settings{false, false, {}}}) {
      compile::topdown_options o;
      o.learn = learn;
      o.sat_check = check;
      o.activity_weight = activity;
      const auto out = compile::compile_topdown(f, queries, n, o);
      const auto got = evaluate_reference<probability<double>>(out.graph, std::span(w));
      CHECK(test::dnnf_violation(out.graph).empty());
      for (std::size_t r = 0; r < queries.size(); ++r) {
        const auto& q = queries[r];
        auto holds = [&](const std::vector<std::uint8_t>& a) {
          auto lit = [&](compile::dimacs_literal l) {
            return a[compile::literal_variable(l)] != (compile::literal_negated(l) ? 1 : 0);
          };
          auto clause = [&](std::uint32_t c) { return std::ranges::any_of(f.clause(c), lit); };
          for (auto l : q.assumptions)
            if (!lit(l)) return false;
          for (std::uint32_t c = 0; c < f.num_clauses(); ++c)
            if ((q.all_clauses || std::ranges::count(q.clauses, c) > 0) && !clause(c)) return false;
          return groups_only.satisfied_by(a);
        };
        CAPTURE(seed, learn, check.has_value(), check.value_or(false), activity.value_or(-1), r);
        CHECK(got[r] == Approx(test::brute_wmc(n, w, holds)).epsilon(1e-12).margin(1e-300));
        ++roots;
      }
    }
  }
  CHECK(roots > 1500);
}

TEST_CASE(
    "clause learning keeps weighted counts: a literal it implies in a sibling component is "
    "weighed there only",
    "[compile][learn]") {
  // A learned clause whose literals in the component being compiled are false implies its last
  // literal, which may belong to a sibling component. That variable is the sibling's to weigh;
  // weighing it in this branch too squares its weight (model counts, weights one, stay right).
  // Random 3-CNFs below the threshold split into components after a few decisions and learn
  // hundreds of clauses; 5 of these 30 weighed some variable twice.
  compile::topdown_options off, tiny;
  off.learn = false;
  tiny.cache_bytes = 1 << 14;  // a cache emptied again and again, retractions across flushes
  // (the satisfiability check finds the unsatisfiable siblings before a split: retractions
  // need it off, or giving up)
  tiny.sat_check = false;
  tiny.reduce_learned_at = 8;  // and learned clauses deleted every few conflicts
  tiny.reduce_learned_step = 4;
  // These formulas are wide (orders of race_width and wider). Deciding by occurrences alone
  // (the wide rule before its soft levels) meets the siblings whose unsatisfiability retracts
  // cache entries; with the levels none of the twelve 40-variable ones (ratios 2 and 3) does.
  tiny.wide_level_weight = 0;
  std::size_t learned = 0, flushes = 0, retracted = 0, deleted = 0;
  const std::pair<std::uint32_t, double> shapes[] = {
      {40, 2.0}, {40, 3.0}, {50, 2.0}, {50, 3.0}, {60, 3.0}};
  for (const auto& [n, ratio] : shapes)
    for (unsigned seed = 0; seed < 6; ++seed) {
      std::mt19937 rng(seed);
      const compile::cnf f = random_3cnf(n, static_cast<std::uint32_t>(ratio * n), rng);
      const auto w = test::random_weights(n, rng);
      const auto a = compile::compile_topdown(f), b = compile::compile_topdown(f, off);
      const double with = evaluate_reference<probability<double>>(a.graph, std::span(w))[0];
      const double without = evaluate_reference<probability<double>>(b.graph, std::span(w))[0];
      CAPTURE(n, ratio, seed);
      CHECK(with == Approx(without).epsilon(1e-12));
      CHECK(test::dnnf_violation(a.graph).empty());
      learned += a.stats.learned_clauses;
      if (n == 40) {
        const auto t = compile::compile_topdown(f, tiny);
        CHECK(evaluate_reference<probability<double>>(t.graph, std::span(w))[0] ==
              Approx(without).epsilon(1e-12));
        CHECK(test::dnnf_violation(t.graph).empty());
        flushes += t.stats.cache_flushes;
        retracted += t.stats.cache_retracted;
        deleted += t.stats.learned_deleted;
      }
    }
  CHECK(learned > 1000);
  CHECK(flushes > 100);
  CHECK(retracted > 0);
  CHECK(deleted > 100);
}

TEST_CASE("clause learning counts as search without it does, in fewer decisions",
          "[compile][learn]") {
  auto count = [](const circuit& c) {
    const std::vector<big_natural> ones(c.num_inputs(), big_natural(1));
    return evaluate_reference<big_counting>(c, std::span<const big_natural>(ones))[0];
  };
  // Without the backbone, whose searches would find what these tests count (the formulas'
  // forced literals, their unsatisfiability) before the compiler decides anything.
  // Nor the counting argument, which refutes the pigeonhole formula below at once.
  compile::topdown_options on, off, reducing, short_only, whole;
  for (auto* o : {&on, &off, &reducing, &short_only, &whole}) {
    o->backbone = false;
    o->counting_check = false;
  }
  off.learn = false;
  whole.minimize_learned = false;  // derived clauses kept as the first UIP leaves them
  // The deletion policy every few conflicts (clauses renumbered, watches rebuilt).
  reducing.reduce_learned_at = 16;
  reducing.reduce_learned_step = 8;
  short_only.max_learned_length = 4;  // most derived clauses dropped, the rest kept
  std::size_t with = 0, without = 0, learned = 0, reductions = 0, deleted = 0, too_long = 0,
              kept_short = 0, minimized = 0;
  const std::uint32_t n = 60;
  compile::cnf last;
  for (unsigned seed = 0; seed < 6; ++seed) {  // random 3-CNF at the threshold: many conflicts
    std::mt19937 rng(seed);
    const compile::cnf f = random_3cnf(n, 256, rng);
    CAPTURE(seed);
    const auto a = compile::compile_topdown(f, on), b = compile::compile_topdown(f, off);
    CHECK(count(a.graph) == count(b.graph));
    const auto r = compile::compile_topdown(f, reducing);
    CHECK(count(r.graph) == count(b.graph));
    CHECK(test::dnnf_violation(r.graph).empty());
    reductions += r.stats.reductions;
    deleted += r.stats.learned_deleted;
    const auto k = compile::compile_topdown(f, short_only);
    CHECK(count(k.graph) == count(b.graph));
    CHECK(k.stats.learned_literals <= 4 * k.stats.learned_clauses);
    too_long += k.stats.learned_too_long;
    kept_short += k.stats.learned_clauses;
    CHECK(b.stats.learned_clauses == 0);
    const auto u = compile::compile_topdown(f, whole);
    CHECK(count(u.graph) == count(b.graph));
    CHECK(u.stats.learned_minimized == 0);
    CHECK(u.stats.learned_clauses > 0);
    minimized += a.stats.learned_minimized;
    CHECK(test::dnnf_violation(a.graph).empty());
    with += a.stats.decisions;
    without += b.stats.decisions;
    learned += a.stats.learned_clauses;
    if (count(a.graph) > big_natural(0)) last = f;
  }
  CHECK(learned > 0);
  CHECK(with < without);
  CHECK(reductions > 20);
  CHECK(deleted > 200);
  CHECK(too_long > 0);
  CHECK(kept_short > 0);
  CHECK(minimized > 0);
  // Pigeonhole PHP(7, 6): unsatisfiable, and every branch ends in a conflict.
  const compile::cnf php = pigeonhole(7, 6);
  const auto a = compile::compile_topdown(php, on), b = compile::compile_topdown(php, off);
  CHECK(count(a.graph) == big_natural(0));
  CHECK(count(b.graph) == big_natural(0));
  CHECK(a.stats.learned_clauses > 0);
  // Several queries over one clause database, each under its own assumptions: a query's
  // learned clauses may rest on them, and are dropped when the next query starts. Every root
  // counts as it does without learning.
  const compile::topdown_query q[4]{
      {false, {1}, true, {}}, {false, {-1}, true, {}}, {false, {-1, 2}, true, {}}, {}};
  const auto many = compile::compile_topdown(last, q, n, on),
             many_off = compile::compile_topdown(last, q, n, off);
  const std::vector<big_natural> ones(2 * std::size_t(n), big_natural(1));
  const auto on_counts = evaluate_reference<big_counting>(many.graph, std::span(ones));
  const auto off_counts = evaluate_reference<big_counting>(many_off.graph, std::span(ones));
  CHECK(on_counts == off_counts);
  CHECK(on_counts[3] > big_natural(0));
  CHECK(many.stats.learned_clauses > 0);
  CHECK(many_off.stats.learned_clauses == 0);
}

TEST_CASE("queries that share a circuit decide without conflict activity or the check",
          "[compile][learn][sat]") {
  using compile::topdown_query;
  std::vector<topdown_query> one(1), two(2), part(1);
  part[0].all_clauses = false;
  CHECK_FALSE(compile::shares_circuit(one, 40, 40));  // one query over a whole CNF
  CHECK(compile::shares_circuit(two, 40, 40));        // several queries
  CHECK(compile::shares_circuit(part, 40, 40));       // some of the clauses
  CHECK(compile::shares_circuit(one, 30, 40));        // auxiliary variables (Tseitin)
  const compile::topdown_options unset, mine{.sat_check = true, .activity_weight = 0.5};
  CHECK(*compile::with_defaults(unset, false).activity_weight == 2.0);
  CHECK(*compile::with_defaults(unset, false).sat_check);
  CHECK(*compile::with_defaults(unset, true).activity_weight == 0.0);
  CHECK_FALSE(*compile::with_defaults(unset, true).sat_check);
  CHECK(*compile::with_defaults(mine, true).activity_weight == 0.5);  // as set
  CHECK(*compile::with_defaults(mine, true).sat_check);
  // compile_topdown applies the rule: random 3-CNFs near the threshold, where the check
  // searches, as two queries (a shared circuit) search only where the check is set; the
  // counts are the same.
  std::size_t searched_default = 0, searched_set = 0;
  for (unsigned seed = 0; seed < 10; ++seed) {
    std::mt19937 rng(900 + seed);
    const compile::cnf f = random_3cnf(40, 160, rng);
    std::vector<topdown_query> qs(2);
    qs[1].assumptions = {compile::make_literal(0, false)};
    compile::topdown_options set;
    set.sat_check = true;
    const auto a = compile::compile_topdown(f, qs, 40);
    const auto b = compile::compile_topdown(f, qs, 40, set);
    searched_default += a.stats.sat_searches;
    searched_set += b.stats.sat_searches;
    const std::vector<big_natural> ones(2 * 40, big_natural(1));
    const auto ca = evaluate_reference<big_counting>(a.graph, std::span<const big_natural>(ones));
    const auto cb = evaluate_reference<big_counting>(b.graph, std::span<const big_natural>(ones));
    CAPTURE(seed);
    CHECK(ca == cb);
  }
  CHECK(searched_default == 0);
  CHECK(searched_set > 0);
}

TEST_CASE("the 199 sums of 2-digit addition share one small circuit", "[compile][topdown]") {
  // The original encoding's 10^4 proofs, one root per sum: a Tseitin formula compiled one
  // query per root. Conflict activity and the satisfiability check, on by default here from
  // 2026-11-28 to 2026-12-01, took this circuit from 10,008 edges to 21,275-45,114 (now 9,004;
  // docs/compile.md, "Queries that share a circuit").
  compile::boolean_formula f;
  std::vector<std::uint64_t> sums(199);
  std::iota(sums.begin(), sums.end(), std::uint64_t{0});
  const auto roots = bench::addition_proofs(f, 2, sums);
  const circuit c = compile::compile(f, roots);
  CHECK(c.num_edges() <= 12000);
  CHECK(test::dnnf_violation(c).empty());
  const std::vector<big_natural> ones(c.num_inputs(), big_natural(1));
  const auto counts = evaluate_reference<big_counting>(c, std::span<const big_natural>(ones));
  REQUIRE(counts.size() == 199);
  for (std::uint64_t s = 0; s < 199; ++s) {
    CAPTURE(s);
    CHECK(counts[s] == big_natural(s <= 99 ? s + 1 : 199 - s));  // the pairs (a, b), a + b = s
  }
}

TEST_CASE("the satisfiability check finds unsatisfiable branches and counts as before",
          "[compile][learn][sat]") {
  // Random 3-CNFs near the threshold, some with exactly-one and at-most-one groups: many
  // branches have no model. The check (a CDCL search before each split) finds them; a
  // search that gives up at once (no conflicts allowed) leaves the branch to the compiler.
  // Every variant counts, weighted and unweighted, as the compiler without the check does:
  // the default (branches after a model left unchecked), every branch checked, giving up.
  // Without the backbone (its searches would refute or fix what the check is to find), nor
  // the counting argument (it refutes the pigeonhole formulas below before any search).
  compile::topdown_options checked, unchecked, every, giving_up;
  for (auto* o : {&checked, &unchecked, &every, &giving_up}) {
    o->backbone = false;
    o->counting_check = false;
  }
  unchecked.sat_check = false;
  every.sat_check_skip = 0;
  giving_up.sat_check_conflicts = 0;
  giving_up.sat_check_first_conflicts = 0;
  giving_up.sat_check_skip = 0;
  auto count = [](const circuit& c) {
    const std::vector<big_natural> ones(c.num_inputs(), big_natural(1));
    return evaluate_reference<big_counting>(c, std::span<const big_natural>(ones))[0];
  };
  std::size_t searches = 0, unsatisfiable = 0, reused = 0, gave_up = 0, skipped = 0,
              unsatisfiable_default = 0, with = 0, without = 0;
  for (unsigned seed = 0; seed < 12; ++seed) {
    std::mt19937 rng(900 + seed);
    const std::uint32_t n = 40 + 5 * (seed % 3);
    compile::cnf f = random_3cnf(n, 4 * n, rng);
    if (seed % 2) {
      std::vector<compile::cnf::group> groups;
      test::add_random_groups(n, rng, groups);
      for (auto& g : groups) f.add_group(g.kind, g.variables);
    }
    const auto w = test::random_weights(n, rng);
    const auto a = compile::compile_topdown(f, checked), b = compile::compile_topdown(f, unchecked),
               e = compile::compile_topdown(f, every), g = compile::compile_topdown(f, giving_up);
    CAPTURE(seed, n, f.groups().size());
    const double expected = evaluate_reference<probability<double>>(b.graph, std::span(w))[0];
    for (const auto* x : {&a, &e, &g}) {
      CHECK(count(x->graph) == count(b.graph));
      CHECK(evaluate_reference<probability<double>>(x->graph, std::span(w))[0] ==
            Approx(expected).epsilon(1e-12).margin(1e-300));
      CHECK(test::dnnf_violation(x->graph).empty());
    }
    CHECK(b.stats.sat_searches + b.stats.sat_models_reused + b.stats.sat_skipped == 0);
    CHECK(e.stats.sat_skipped == 0);
    searches += e.stats.sat_searches;
    unsatisfiable += e.stats.sat_unsatisfiable;
    reused += e.stats.sat_models_reused;
    gave_up += g.stats.sat_gave_up;
    skipped += a.stats.sat_skipped;
    unsatisfiable_default += a.stats.sat_unsatisfiable;
    with += e.stats.decisions;
    without += b.stats.decisions;
  }
  CHECK(searches > 50);
  CHECK(unsatisfiable > 10);
  CHECK(reused > 100);  // a model found before answers later checks
  CHECK(gave_up > 10);
  CHECK(skipped > 100);
  CHECK(unsatisfiable_default > 10);
  CHECK(with < without);
  // An unsatisfiable formula: both branches of the first decision are found unsatisfiable by
  // search, so nothing below them is compiled.
  const auto p = compile::compile_topdown(pigeonhole(5, 4), checked);
  CHECK(count(p.graph) == big_natural(0));
  CHECK(p.stats.decisions == 2);
  CHECK(p.stats.sat_unsatisfiable == 2);
  // With the backbone, its first search refutes the formula: no decision.
  compile::topdown_options backbone;
  backbone.counting_check = false;
  const auto pb = compile::compile_topdown(pigeonhole(5, 4), backbone);
  CHECK(count(pb.graph) == big_natural(0));
  CHECK(pb.stats.decisions == 0);
  CHECK(pb.stats.backbone_searches == 1);
  CHECK(pb.stats.counting_refutations == 0);
  // PHP(9, 8) takes more conflicts than sat_check_conflicts (1,348 in all): the first
  // decision's checks may spend sat_check_first_conflicts and prove it at once; held to
  // sat_check_conflicts, they give up and the compiler refutes it branch by branch.
  compile::topdown_options first_as_others = checked;
  first_as_others.sat_check_first_conflicts = first_as_others.sat_check_conflicts;
  const auto q = compile::compile_topdown(pigeonhole(9, 8), checked),
             r = compile::compile_topdown(pigeonhole(9, 8), first_as_others);
  CHECK(count(q.graph) == big_natural(0));
  CHECK(count(r.graph) == big_natural(0));
  CHECK(q.stats.decisions == 2);
  CHECK(q.stats.sat_unsatisfiable == 2);
  CHECK(q.stats.sat_gave_up == 0);
  CHECK(r.stats.sat_gave_up > 0);
  CHECK(r.stats.decisions > q.stats.decisions);
}

TEST_CASE("the counting argument refutes pigeonhole formulas and counts every other as before",
          "[compile][learn][counting]") {
  auto count = [](const circuit& c, std::size_t root = 0) {
    const std::vector<big_natural> ones(c.num_inputs(), big_natural(1));
    return evaluate_reference<big_counting>(c, std::span<const big_natural>(ones))[root];
  };
  // PHP(h + 1, h) as generated, with every literal negated, and with the variables renumbered:
  // refuted before any search, whatever the size (resolution needs exponentially many steps).
  for (const int holes : {3, 8, 14, 30}) {
    CAPTURE(holes);
    const compile::cnf php = pigeonhole(holes + 1, holes);
    const std::uint32_t n = php.num_variables();
    std::mt19937 rng{static_cast<unsigned>(holes)};
    std::vector<std::uint32_t> rename(n);
    for (std::uint32_t v = 0; v < n; ++v) rename[v] = v;
    std::shuffle(rename.begin(), rename.end(), rng);
    compile::cnf negated(n), renamed(n);
    for (std::size_t c = 0; c < php.num_clauses(); ++c) {
      std::vector<compile::dimacs_literal> neg, ren;
      for (const auto l : php.clause(c)) {
        neg.push_back(-l);
        ren.push_back(compile::make_literal(rename[compile::literal_variable(l)],
                                            compile::literal_negated(l)));
      }
      negated.add_clause(neg);
      renamed.add_clause(ren);
    }
    for (const compile::cnf* f : std::array<const compile::cnf*, 3>{&php, &negated, &renamed}) {
      const auto r = compile::compile_topdown(*f);
      CHECK(count(r.graph) == big_natural(0));
      CHECK(r.stats.counting_refutations == 1);
      CHECK(r.stats.conflicts + r.stats.sat_searches + r.stats.decisions == 0);
    }
    // One pigeon fewer: a model for each way to place them; the argument proves nothing.
    if (holes <= 8) {
      const auto fits = compile::compile_topdown(pigeonhole(holes, holes));
      big_natural factorial(1);
      for (int k = 2; k <= holes; ++k) factorial = factorial * big_natural(std::uint64_t(k));
      CHECK(count(fits.graph) == factorial);
      CHECK(fits.stats.counting_refutations == 0);
    }
  }
  // Random formulas of its shape (clauses over the literals of a few cliques of exclusions,
  // some written as groups, random polarities, exclusions across the cliques, a few extra
  // clauses over all variables, some clauses sharing literals), also under assumptions: each
  // count is brute force's, with the argument and without it; it refutes
  // some, and some unsatisfiable ones are left to the search.
  std::size_t refuted = 0, unsatisfiable_left = 0, satisfiable = 0;
  compile::topdown_options without;
  without.counting_check = false;
  for (unsigned seed = 0; seed < 1000; ++seed) {
    std::mt19937 rng(5000 + seed);
    auto pick = [&](std::uint32_t k) { return static_cast<std::uint32_t>(rng() % k); };
    const std::uint32_t n = 8 + pick(9);
    compile::cnf f(n);
    std::vector<compile::dimacs_literal> pool;  // the cliques' literals, clique by clique
    std::vector<std::size_t> clique_of;
    std::vector<std::uint32_t> vars(n);
    for (std::uint32_t v = 0; v < n; ++v) vars[v] = v;
    std::shuffle(vars.begin(), vars.end(), rng);
    const std::uint32_t cliques = 2 + pick(3);
    for (std::uint32_t c = 0, at = 0; c < cliques && at + 2 <= n; ++c) {
      const std::uint32_t k = std::min<std::uint32_t>(3 + pick(3), n - at);
      std::vector<compile::dimacs_literal> members;
      const bool as_group = pick(4) == 0;
      for (std::uint32_t i = 0; i < k; ++i)
        members.push_back(compile::make_literal(vars[at + i], !as_group && pick(2) != 0));
      if (as_group) {
        std::vector<std::uint32_t> gv(vars.begin() + at, vars.begin() + at + k);
        f.add_group(pick(2) ? compile::group_kind::exactly_one : compile::group_kind::at_most_one,
                    gv);
      } else {
        for (std::uint32_t i = 0; i < k; ++i)
          for (std::uint32_t j = i + 1; j < k; ++j) f.add_clause({-members[i], -members[j]});
      }
      for (const auto l : members) {
        pool.push_back(l);
        clique_of.push_back(c);
      }
      at += k;
    }
    // Exclusions across cliques now and then: the exclusion graph is not a union of cliques.
    for (std::uint32_t c = 0, across = pick(4); c < across; ++c) {
      const auto size = static_cast<std::uint32_t>(pool.size());
      f.add_clause({-pool[pick(size)], -pool[pick(size)]});
    }
    // s or s + 1 clauses over the literals of s of the cliques, taken in turn (so that the
    // clauses share a literal only once they have used them all).
    const auto made = static_cast<std::uint32_t>(clique_of.back() + 1);
    const std::uint32_t s = 1 + pick(made);
    std::vector<std::size_t> chosen(made);
    for (std::size_t c = 0; c < made; ++c) chosen[c] = c;
    std::shuffle(chosen.begin(), chosen.end(), rng);
    chosen.resize(s);
    std::vector<compile::dimacs_literal> sub;
    for (std::size_t i = 0; i < pool.size(); ++i)
      if (std::find(chosen.begin(), chosen.end(), clique_of[i]) != chosen.end())
        sub.push_back(pool[i]);
    std::shuffle(sub.begin(), sub.end(), rng);
    for (std::uint32_t c = 0, covering = s + pick(2), at = 0; c < covering; ++c) {
      std::vector<compile::dimacs_literal> clause;
      for (std::uint32_t i = 0, len = 2 + pick(2); i < len;
           ++i, at = (at + 1) % static_cast<std::uint32_t>(sub.size()))
        clause.push_back(sub[at]);
      f.add_clause(clause);
    }
    for (std::uint32_t c = 0, extra = pick(6); c < extra; ++c) {
      std::vector<compile::dimacs_literal> clause;
      for (int i = 0; i < 3; ++i) clause.push_back(compile::make_literal(pick(n), pick(2) != 0));
      f.add_clause(clause);
    }
    CAPTURE(seed, n);
    const std::uint64_t expected =
        test::brute_count(n, [&](const auto& a) { return f.satisfied_by(a); });
    const auto a = compile::compile_topdown(f), b = compile::compile_topdown(f, without);
    CHECK(count(a.graph) == big_natural(expected));
    CHECK(count(b.graph) == big_natural(expected));
    CHECK(b.stats.counting_refutations == 0);
    if (expected > 0) CHECK(a.stats.counting_refutations == 0);
    refuted += a.stats.counting_refutations;
    unsatisfiable_left += expected == 0 && a.stats.counting_refutations == 0;
    satisfiable += expected > 0;
    // Two queries over the whole formula, each under an assumption (the argument runs for
    // each; queries over clause subsets skip it).
    std::vector<compile::topdown_query> qs(2);
    for (auto& q : qs) q.assumptions = {compile::make_literal(pick(n), pick(2) != 0)};
    const auto m = compile::compile_topdown(f, qs, n);
    for (std::size_t r = 0; r < qs.size(); ++r) {
      const auto x = qs[r].assumptions[0];
      const std::uint64_t e = test::brute_count(n, [&](const auto& as) {
        return (as[compile::literal_variable(x)] != 0) != compile::literal_negated(x) &&
               f.satisfied_by(as);
      });
      CHECK(count(m.graph, r) == big_natural(e));
    }
    refuted += m.stats.counting_refutations;
  }
  CAPTURE(refuted, unsatisfiable_left, satisfiable);  // 533, 81, 672 when written
  CHECK(refuted > 300);
  CHECK(unsatisfiable_left > 40);
  CHECK(satisfiable > 400);
}
