// CNF preprocessing that keeps every model: exactly-one constraints written as clauses (one
// clause of positive literals and the pairwise exclusions of its variables, the usual DIMACS
// encoding of one-hot variables) become native cardinality groups, which the top-down
// compiler decides in one k-way decision and the circuits represent in linear size.
#pragma once

#include <algorithm>
#include <cstdint>
#include <unordered_set>
#include <vector>

#include "deeplog/compile/cnf.hpp"

namespace deeplog::compile {

struct group_detection {
  std::size_t min_size = 3;  // smaller groups gain nothing over their clauses
  std::size_t max_size = 4096;
};

/// The same formula with detected exactly-one groups (disjoint from each other and from the
/// formula's own groups; larger ones are preferred). Weights and declared variables carry over.
inline cnf detect_groups(const cnf& f, const group_detection& opt = {}) {
  const std::uint32_t n = f.num_variables();
  auto pair_key = [](std::uint32_t a, std::uint32_t b) {
    if (a > b) std::swap(a, b);
    return (std::uint64_t(a) << 32) | b;
  };
  // Binary clauses (not a or not b), by variable pair.
  std::unordered_set<std::uint64_t> exclusions;
  for (std::size_t c = 0; c < f.num_clauses(); ++c) {
    const auto cl = f.clause(c);
    if (cl.size() == 2 && literal_negated(cl[0]) && literal_negated(cl[1]) && cl[0] != cl[1])
      exclusions.insert(pair_key(literal_variable(cl[0]), literal_variable(cl[1])));
  }
  // Candidates: clauses of positive literals whose variables exclude each other pairwise.
  std::vector<std::size_t> candidates;
  std::vector<std::uint32_t> vs;
  for (std::size_t c = 0; c < f.num_clauses(); ++c) {
    const auto cl = f.clause(c);
    if (cl.size() < opt.min_size || cl.size() > opt.max_size) continue;
    vs.clear();
    bool ok = true;
    for (dimacs_literal l : cl) {
      ok = ok && !literal_negated(l);
      vs.push_back(literal_variable(l));
    }
    std::sort(vs.begin(), vs.end());
    ok = ok && std::adjacent_find(vs.begin(), vs.end()) == vs.end();
    for (std::size_t i = 0; ok && i < vs.size(); ++i)
      for (std::size_t j = i + 1; ok && j < vs.size(); ++j)
        ok = exclusions.count(pair_key(vs[i], vs[j])) != 0;
    if (ok) candidates.push_back(c);
  }
  std::stable_sort(candidates.begin(), candidates.end(), [&](std::size_t a, std::size_t b) {
    return f.clause(a).size() > f.clause(b).size();
  });
  std::vector<std::uint8_t> taken(n, 0);
  for (const auto& g : f.groups())
    for (std::uint32_t v : g.variables) taken[v] = 1;
  std::vector<std::uint8_t> drop(f.num_clauses(), 0);
  std::vector<std::vector<std::uint32_t>> groups;
  std::unordered_set<std::uint64_t> covered;  // exclusions implied by a chosen group
  for (std::size_t c : candidates) {
    bool free = true;
    for (dimacs_literal l : f.clause(c)) free = free && !taken[literal_variable(l)];
    if (!free) continue;
    std::vector<std::uint32_t> g;
    for (dimacs_literal l : f.clause(c)) {
      taken[literal_variable(l)] = 1;
      g.push_back(literal_variable(l));
    }
    for (std::size_t i = 0; i < g.size(); ++i)
      for (std::size_t j = i + 1; j < g.size(); ++j) covered.insert(pair_key(g[i], g[j]));
    drop[c] = 1;
    groups.push_back(std::move(g));
  }
  cnf out(n);
  for (std::size_t c = 0; c < f.num_clauses(); ++c) {
    const auto cl = f.clause(c);
    if (drop[c]) continue;
    if (cl.size() == 2 && literal_negated(cl[0]) && literal_negated(cl[1]) &&
        covered.count(pair_key(literal_variable(cl[0]), literal_variable(cl[1]))))
      continue;
    out.add_clause(cl);
  }
  for (const auto& g : f.groups()) out.add_group(g.kind, g.variables);
  for (auto& g : groups) out.add_group(group_kind::exactly_one, std::move(g));
  if (f.weighted())
    for (std::uint32_t v = 0; v < n; ++v) {
      out.set_weight(make_literal(v, false), f.weights()[v].positive);
      out.set_weight(make_literal(v, true), f.weights()[v].negative);
    }
  return out;
}

}  // namespace deeplog::compile
