// CNF preprocessing that keeps every model: exactly-one constraints written as clauses (one
// clause of positive literals and the pairwise exclusions of its variables, the usual DIMACS
// encoding of one-hot variables) become native cardinality groups, which the top-down
// compiler decides in one k-way decision and the circuits represent in linear size; and
// literals that the binary clauses make equivalent (x <-> y, x <-> not y: a buffer or an
// inverter of a Tseitin-encoded circuit) are replaced by one of them, the formula compiled
// over the others and the circuit expanded back (substitute_equivalences).
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <span>
#include <unordered_set>
#include <vector>

#include "deeplog/base/graph.hpp"
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

/// A CNF with its equivalent literals replaced (substitute_equivalences): `reduced` over k
/// variables, reduced variable i standing for the input's variable `variable[i]` and for the
/// input's literals `members(i)`, each equal in every model to that variable (a negative
/// literal: to its negation).
struct equivalence_substitution {
  cnf reduced;
  std::vector<std::uint32_t> variable;
  std::vector<std::size_t> member_begin{0};
  std::vector<dimacs_literal> members;

  std::span<const dimacs_literal> members_of(std::uint32_t i) const {
    return {members.data() + member_begin[i], members.data() + member_begin[i + 1]};
  }
  /// The input's variables that the reduced formula does not have.
  std::size_t eliminated() const { return members.size(); }
};

namespace detail {

// The strongly connected components of the implication graph of f's binary clauses (node 2v
// the literal v, 2v + 1 its negation; a clause (a or b) gives not a -> b and not b -> a). Literals
// of one component are equivalent in every model; the component of a literal's negation holds the
// negations.
inline std::vector<std::uint32_t> binary_implication_components(const cnf& f) {
  const std::size_t nodes = 2 * std::size_t(f.num_variables());
  auto node = [](dimacs_literal l) {
    return 2 * std::size_t(literal_variable(l)) + literal_negated(l);
  };
  std::vector<std::size_t> begin(nodes + 1, 0);
  auto binary = [&](std::size_t c) {
    const auto cl = f.clause(c);
    return cl.size() == 2 && literal_variable(cl[0]) != literal_variable(cl[1]);
  };
  for (std::size_t c = 0; c < f.num_clauses(); ++c)
    if (binary(c)) {
      ++begin[(node(f.clause(c)[0]) ^ 1) + 1];
      ++begin[(node(f.clause(c)[1]) ^ 1) + 1];
    }
  for (std::size_t i = 0; i < nodes; ++i) begin[i + 1] += begin[i];
  std::vector<std::size_t> next(begin.begin(), begin.end() - 1);
  std::vector<std::uint32_t> succ(begin[nodes]);
  for (std::size_t c = 0; c < f.num_clauses(); ++c)
    if (binary(c)) {
      const std::size_t a = node(f.clause(c)[0]), b = node(f.clause(c)[1]);
      succ[next[a ^ 1]++] = std::uint32_t(b);
      succ[next[b ^ 1]++] = std::uint32_t(a);
    }
  return strongly_connected_components(begin, succ);
}

}  // namespace detail

/// The equivalent literals of f's binary clauses (the strongly connected components of their
/// implication graph), each class replaced by one variable: a group's variable where the class
/// has one (a class with two is left as it is, as is one that holds a literal and its
/// negation: the compiler finds that conflict), else its lowest. Clauses are rewritten, those
/// that become tautologies (the class's own binary clauses) dropped and repeated literals
/// merged; groups and weights carry over to the kept variables, renumbered in order. The models
/// of f are those of `reduced` with each member set by its variable: the same count, and
/// expand_equivalences turns a circuit of `reduced` into one of f. Linear in f's size.
inline equivalence_substitution substitute_equivalences(const cnf& f) {
  const std::uint32_t n = f.num_variables();
  const auto component = detail::binary_implication_components(f);
  // The representative literal of each component (0: none yet), and the components left alone.
  std::vector<dimacs_literal> rep(2 * std::size_t(n), 0);
  std::vector<std::uint8_t> keep(2 * std::size_t(n), 0);
  auto claim = [&](std::uint32_t v, bool group_variable) {
    const std::uint32_t c = component[2 * std::size_t(v)], nc = component[2 * std::size_t(v) + 1];
    if (c == nc) {
      keep[c] = 1;
    } else if (rep[c] == 0) {
      rep[c] = make_literal(v, false);
      rep[nc] = make_literal(v, true);
    } else if (group_variable) {
      keep[c] = keep[nc] = 1;  // two group variables, equal or opposite
    }
  };
  std::vector<std::uint8_t> in_group(n, 0);
  for (const auto& g : f.groups())
    for (std::uint32_t v : g.variables) in_group[v] = 1;
  for (std::uint32_t v = 0; v < n; ++v)
    if (in_group[v]) claim(v, true);
  for (std::uint32_t v = 0; v < n; ++v) claim(v, false);
  // image[v]: the input's literal that v equals, over the representative's variable.
  std::vector<dimacs_literal> image(n);
  for (std::uint32_t v = 0; v < n; ++v) {
    const std::uint32_t c = component[2 * std::size_t(v)];
    image[v] = keep[c] ? make_literal(v, false) : rep[c];
  }
  equivalence_substitution out;
  std::vector<std::uint32_t> renumbered(n, ~std::uint32_t(0));
  for (std::uint32_t v = 0; v < n; ++v)
    if (image[v] == make_literal(v, false)) {
      renumbered[v] = std::uint32_t(out.variable.size());
      out.variable.push_back(v);
    }
  const auto k = static_cast<std::uint32_t>(out.variable.size());
  std::vector<std::vector<dimacs_literal>> members(k);
  for (std::uint32_t v = 0; v < n; ++v)
    if (renumbered[v] == ~std::uint32_t(0))
      members[renumbered[literal_variable(image[v])]].push_back(
          make_literal(v, literal_negated(image[v])));
  for (const auto& m : members) {
    out.members.insert(out.members.end(), m.begin(), m.end());
    out.member_begin.push_back(out.members.size());
  }
  out.reduced = cnf(k);
  std::vector<std::size_t> seen(k, ~std::size_t(0));  // the clause that last wrote the variable
  std::vector<std::uint8_t> sign(k);
  std::vector<dimacs_literal> cl;
  for (std::size_t c = 0; c < f.num_clauses(); ++c) {
    cl.clear();
    bool tautology = false;
    for (dimacs_literal l : f.clause(c)) {
      const dimacs_literal m = image[literal_variable(l)];
      const std::uint32_t v = renumbered[literal_variable(m)];
      const bool negated = literal_negated(m) != literal_negated(l);
      if (seen[v] == c) {
        tautology = tautology || sign[v] != negated;
        continue;
      }
      seen[v] = c;
      sign[v] = negated;
      cl.push_back(make_literal(v, negated));
    }
    if (!tautology) out.reduced.add_clause(cl);
  }
  for (const auto& g : f.groups()) {
    std::vector<std::uint32_t> vs;
    for (std::uint32_t v : g.variables) vs.push_back(renumbered[v]);
    out.reduced.add_group(g.kind, std::move(vs));
  }
  if (f.weighted())
    for (std::uint32_t i = 0; i < k; ++i) {
      out.reduced.set_weight(make_literal(i, false), f.weights()[out.variable[i]].positive);
      out.reduced.set_weight(make_literal(i, true), f.weights()[out.variable[i]].negative);
    }
  return out;
}

}  // namespace deeplog::compile
