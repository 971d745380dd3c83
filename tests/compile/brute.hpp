// Brute-force references for the knowledge compilers: model counts and weighted model counts
// by enumerating every assignment (up to about 20 variables), and seeded random CNFs and
// Boolean formulas with cardinality groups.
#pragma once

#include <cstdint>
#include <random>
#include <span>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "deeplog/algebra/counting.hpp"
#include "deeplog/circuit/io/sdd.hpp"
#include "deeplog/circuit/io/vtree.hpp"
#include "deeplog/circuit/properties.hpp"
#include "deeplog/circuit/reference.hpp"
#include "deeplog/compile/boolean_formula.hpp"
#include "deeplog/compile/cnf.hpp"
#include "deeplog/compile/obdd.hpp"

namespace deeplog::test {

/// The model count of a circuit's root over literal inputs (counting: below 2^64).
inline std::uint64_t count_models(const circuit& c, std::size_t root = 0) {
  const std::vector<std::uint64_t> ones(c.num_inputs(), 1);
  return evaluate_reference<counting>(c, std::span<const std::uint64_t>(ones))[root];
}

/// x_i <-> y_i for i < k over variables x_i = i, y_i = k + i, as two clauses each: 2^k models,
/// an OBDD of 3k nodes when each x_i sits beside its y_i and of 3 * 2^k - 3 with all x first.
inline compile::cnf equal_pairs(std::uint32_t k) {
  compile::cnf f(2 * k);
  for (std::uint32_t i = 0; i < k; ++i) {
    f.add_clause({compile::make_literal(i, true), compile::make_literal(k + i, false)});
    f.add_clause({compile::make_literal(i, false), compile::make_literal(k + i, true)});
  }
  return f;
}

/// An OBDD written as .sdd and .vtree text and read back by the library's readers.
inline circuit through_sdd_files(const compile::obdd_manager& m, compile::obdd_manager::ref f) {
  const auto [dd, vt] = compile::obdd_to_sdd(m, f);
  std::ostringstream sdd_text, vtree_text;
  io::write_sdd(sdd_text, dd, vt);
  io::write_vtree(vtree_text, vt);
  const auto vt2 = io::parse_vtree(vtree_text.str());
  return io::to_circuit(io::parse_sdd(sdd_text.str(), vt2), vt2);
}

/// The truth table of a function of n variables read by `eval(assignment)` (one byte per
/// variable): entry `bits` sets variable v to bit v of it.
template <class Eval>
std::vector<bool> truth_table(std::uint32_t n, Eval&& eval) {
  std::vector<bool> t;
  std::vector<std::uint8_t> a(n);
  for (std::uint32_t bits = 0; bits < (1u << n); ++bits) {
    for (std::uint32_t v = 0; v < n; ++v) a[v] = static_cast<std::uint8_t>((bits >> v) & 1u);
    t.push_back(eval(std::as_const(a)));
  }
  return t;
}

/// Empty when `c` is decomposable and smooth, else check_dnnf's message (for CHECK output).
inline std::string dnnf_violation(const circuit& c) {
  const auto v = check_dnnf(c);
  return v ? v->message() : std::string();
}

/// Weights per literal input row: w[2v] for v true, w[2v + 1] for v false.
template <class Pred>
double brute_wmc(std::uint32_t n, const std::vector<double>& w, Pred&& holds) {
  double total = 0;
  std::vector<std::uint8_t> a(n);
  for (std::uint64_t bits = 0; bits < (std::uint64_t(1) << n); ++bits) {
    for (std::uint32_t v = 0; v < n; ++v) a[v] = static_cast<std::uint8_t>((bits >> v) & 1u);
    if (!holds(a)) continue;
    double p = 1;
    for (std::uint32_t v = 0; v < n; ++v) p *= w[2 * v + (a[v] ? 0 : 1)];
    total += p;
  }
  return total;
}

template <class Pred>
std::uint64_t brute_count(std::uint32_t n, Pred&& holds) {
  std::uint64_t total = 0;
  std::vector<std::uint8_t> a(n);
  for (std::uint64_t bits = 0; bits < (std::uint64_t(1) << n); ++bits) {
    for (std::uint32_t v = 0; v < n; ++v) a[v] = static_cast<std::uint8_t>((bits >> v) & 1u);
    total += holds(a) ? 1 : 0;
  }
  return total;
}

/// Disjoint random groups over some of the n variables.
inline void add_random_groups(std::uint32_t n, std::mt19937& rng,
                              std::vector<compile::cnf::group>& out) {
  std::vector<std::uint32_t> vars(n);
  for (std::uint32_t v = 0; v < n; ++v) vars[v] = v;
  std::shuffle(vars.begin(), vars.end(), rng);
  std::size_t at = 0;
  const auto groups = rng() % 3;
  for (unsigned g = 0; g < groups && at + 2 <= vars.size(); ++g) {
    const std::size_t k = 2 + rng() % std::min<std::size_t>(4, vars.size() - at - 1);
    compile::cnf::group gr;
    gr.kind = rng() % 2 ? compile::group_kind::exactly_one : compile::group_kind::at_most_one;
    gr.variables.assign(vars.begin() + long(at), vars.begin() + long(at + k));
    at += k;
    out.push_back(gr);
  }
}

/// A random CNF: clauses of 1..max_len literals (duplicates and complementary pairs included
/// now and then), and with `groups` some cardinality groups.
inline compile::cnf random_cnf(std::uint32_t n, std::size_t m, unsigned max_len, bool groups,
                               std::mt19937& rng) {
  compile::cnf f(n);
  std::vector<compile::dimacs_literal> c;
  for (std::size_t i = 0; i < m; ++i) {
    c.clear();
    const auto len = static_cast<unsigned>(1 + rng() % max_len);
    for (unsigned k = 0; k < len; ++k) {
      const auto v = static_cast<std::uint32_t>(rng() % n);
      c.push_back(compile::make_literal(v, rng() % 2));
    }
    if (rng() % 16 == 0) c.push_back(c[0]);   // a duplicate literal
    if (rng() % 32 == 0) c.push_back(-c[0]);  // a tautology
    f.add_clause(c);
  }
  if (groups) {
    std::vector<compile::cnf::group> gs;
    add_random_groups(n, rng, gs);
    for (auto& g : gs) f.add_group(g.kind, g.variables);
  }
  return f;
}

/// A random formula DAG over n variables with `roots` roots (and perhaps groups).
inline std::vector<compile::boolean_formula::ref> random_formula(compile::boolean_formula& f,
                                                                 std::uint32_t n, unsigned ops,
                                                                 unsigned roots, bool groups,
                                                                 std::mt19937& rng) {
  using ref = compile::boolean_formula::ref;
  std::vector<ref> pool;
  for (std::uint32_t v = 0; v < n; ++v) pool.push_back(f.variable(v));
  for (unsigned i = 0; i < ops; ++i) {
    const auto arity = static_cast<unsigned>(2 + rng() % 3);
    std::vector<ref> kids;
    for (unsigned k = 0; k < arity; ++k) kids.push_back(pool[rng() % pool.size()]);
    switch (rng() % 5) {
      case 0:
      case 1:
        pool.push_back(f.conjunction(kids));
        break;
      case 2:
      case 3:
        pool.push_back(f.disjunction(kids));
        break;
      default:
        pool.push_back(f.negation(kids[0]));
    }
  }
  if (groups) {
    std::vector<compile::cnf::group> gs;
    add_random_groups(n, rng, gs);
    for (auto& g : gs) f.add_group(g.kind, g.variables);
  }
  std::vector<ref> out;
  for (unsigned r = 0; r < roots; ++r)
    out.push_back(r == 0 ? pool.back()
                         : pool[pool.size() - 1 - rng() % std::min<std::size_t>(pool.size(), 6)]);
  return out;
}

inline std::vector<double> random_weights(std::uint32_t n, std::mt19937& rng) {
  std::uniform_real_distribution<double> u(0.05, 1.0);
  std::vector<double> w(2 * std::size_t(n));
  for (auto& x : w) x = u(rng);
  return w;
}

}  // namespace deeplog::test
