// The bottom-up knowledge compiler: reduced ordered binary decision diagrams (OBDDs, the SDDs
// of a right-linear vtree) built operation by operation with apply (conjoin, disjoin, negate)
// over a unique table, so equal functions are equal nodes (canonical). For incremental use and
// for formulas built one operation at a time; the top-down compiler is the main road.
// An OBDD becomes a circuit (decisions as plus over two disjoint branches, smoothed over the
// variables a branch skips) or an .sdd/.vtree pair in the SDD library's format.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <numeric>
#include <span>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "deeplog/circuit/builder.hpp"
#include "deeplog/circuit/io/sdd.hpp"
#include "deeplog/circuit/io/vtree.hpp"
#include "deeplog/compile/boolean_formula.hpp"
#include "deeplog/compile/budget.hpp"
#include "deeplog/compile/cnf.hpp"

namespace deeplog::compile {

class obdd_manager {
 public:
  using ref = std::uint32_t;
  static constexpr ref false_ref = 0, true_ref = 1;

  /// Variables 0..n-1 in `order` (top first); the natural order when empty.
  explicit obdd_manager(std::uint32_t num_variables, std::vector<std::uint32_t> order = {},
                        compile::budget b = {})
      : n_(num_variables), guard_(b, "OBDD compiler") {
    if (order.empty()) {
      order.resize(n_);
      std::iota(order.begin(), order.end(), 0u);
    }
    if (order.size() != n_) throw std::invalid_argument("obdd: the order must list every variable");
    level_of_.assign(n_, n_);
    for (std::uint32_t l = 0; l < n_; ++l) {
      if (order[l] >= n_ || level_of_[order[l]] != n_)
        throw std::invalid_argument("obdd: the order is not a permutation of the variables");
      level_of_[order[l]] = l;
    }
    var_at_ = std::move(order);
    nodes_.push_back({n_, false_ref, false_ref});  // terminals sit below every level
    nodes_.push_back({n_, true_ref, true_ref});
  }

  std::uint32_t num_variables() const { return n_; }
  std::size_t size() const { return nodes_.size(); }
  std::uint32_t level(ref f) const { return nodes_[f].level; }
  std::uint32_t var_at_level(std::uint32_t l) const { return var_at_[l]; }
  ref low(ref f) const { return nodes_[f].lo; }
  ref high(ref f) const { return nodes_[f].hi; }

  ref constant(bool v) const { return v ? true_ref : false_ref; }
  ref variable(std::uint32_t v) {
    if (v >= n_) throw std::out_of_range("obdd: variable " + std::to_string(v) + " out of range");
    return make(level_of_[v], false_ref, true_ref);
  }
  ref literal(dimacs_literal l) {
    const ref x = variable(literal_variable(l));
    return literal_negated(l) ? negate(x) : x;
  }

  ref negate(ref f) {
    if (f <= true_ref) return f ^ 1u;
    if (auto it = neg_.find(f); it != neg_.end()) return it->second;
    const ref r = make(level(f), negate(low(f)), negate(high(f)));
    neg_.emplace(f, r);
    return r;
  }
  ref conjoin(ref f, ref g) { return apply(op_and, f, g); }
  ref disjoin(ref f, ref g) { return apply(op_or, f, g); }

  /// The conjunction (or disjunction) of many, combined pairwise as a balanced tree.
  ref conjoin(std::span<const ref> fs) { return fold(op_and, fs); }
  ref disjoin(std::span<const ref> fs) { return fold(op_or, fs); }

  /// Exactly one (or at most one) of `vars`, built directly (linear size).
  ref group(group_kind kind, std::span<const std::uint32_t> vars) {
    std::vector<std::uint32_t> levels;
    for (std::uint32_t v : vars) levels.push_back(level_of_.at(v));
    std::sort(levels.rbegin(), levels.rend());
    ref none_yet = true_ref, one = false_ref;  // below: "no member true", "exactly one true"
    for (std::uint32_t l : levels) {
      one = make(l, one, none_yet);
      none_yet = make(l, none_yet, false_ref);
    }
    return kind == group_kind::exactly_one ? one : disjoin(one, none_yet);
  }

  /// Models of f over all n variables, as a double (exact below 2^53).
  double model_count(ref f) const {
    std::unordered_map<ref, double> memo;
    auto go = [&](auto& self, ref x) -> double {  // models over the levels [level(x), n)
      if (x <= true_ref) return x == true_ref ? 1.0 : 0.0;
      if (auto it = memo.find(x); it != memo.end()) return it->second;
      auto below = [&](ref c) { return std::ldexp(self(self, c), int(level(c) - level(x) - 1)); };
      const double r = below(low(x)) + below(high(x));
      memo.emplace(x, r);
      return r;
    };
    return std::ldexp(go(go, f), int(level(f)));
  }

 private:
  enum op_t : std::uint8_t { op_and, op_or };
  struct node {
    std::uint32_t level;
    ref lo, hi;
  };
  struct triple_hash {
    std::size_t operator()(const std::pair<std::uint64_t, std::uint32_t>& k) const {
      std::uint64_t h = k.first * 0x9e3779b97f4a7c15ull ^ (std::uint64_t(k.second) << 1);
      h ^= h >> 31;
      h *= 0xff51afd7ed558ccdull;
      return static_cast<std::size_t>(h ^ (h >> 29));
    }
  };

  ref make(std::uint32_t l, ref lo, ref hi) {
    if (lo == hi) return lo;
    const std::pair<std::uint64_t, std::uint32_t> k{(std::uint64_t(lo) << 32) | hi, l};
    if (auto it = unique_.find(k); it != unique_.end()) return it->second;
    guard_.nodes(nodes_.size());
    guard_.time();
    const auto r = static_cast<ref>(nodes_.size());
    nodes_.push_back({l, lo, hi});
    unique_.emplace(k, r);
    return r;
  }

  ref apply(op_t op, ref f, ref g) {
    if (f > g) std::swap(f, g);  // both operations commute
    if (op == op_and) {
      if (f == false_ref) return false_ref;
      if (f == true_ref || f == g) return g;
    } else {
      if (f == true_ref) return true_ref;
      if (f == false_ref || f == g) return g;
    }
    const std::pair<std::uint64_t, std::uint32_t> k{(std::uint64_t(f) << 32) | g, op};
    if (auto it = cache_.find(k); it != cache_.end()) return it->second;
    const std::uint32_t l = std::min(level(f), level(g));
    const ref f0 = level(f) == l ? low(f) : f, f1 = level(f) == l ? high(f) : f;
    const ref g0 = level(g) == l ? low(g) : g, g1 = level(g) == l ? high(g) : g;
    const ref lo = apply(op, f0, g0);
    const ref hi = apply(op, f1, g1);
    const ref r = make(l, lo, hi);
    cache_.emplace(k, r);
    return r;
  }

  ref fold(op_t op, std::span<const ref> fs) {
    if (fs.empty()) return op == op_and ? true_ref : false_ref;
    std::vector<ref> level_refs(fs.begin(), fs.end());
    while (level_refs.size() > 1) {
      std::vector<ref> next;
      for (std::size_t i = 0; i + 1 < level_refs.size(); i += 2)
        next.push_back(apply(op, level_refs[i], level_refs[i + 1]));
      if (level_refs.size() % 2) next.push_back(level_refs.back());
      level_refs = std::move(next);
    }
    return level_refs[0];
  }

  std::uint32_t n_;
  detail::budget_guard guard_;
  std::vector<std::uint32_t> level_of_, var_at_;
  std::vector<node> nodes_;
  std::unordered_map<std::pair<std::uint64_t, std::uint32_t>, ref, triple_hash> unique_, cache_;
  std::unordered_map<ref, ref> neg_;
};

/// The OBDD of each root of f conjoined with f's groups.
inline std::vector<obdd_manager::ref> obdd_of(obdd_manager& m, const boolean_formula& f,
                                              std::span<const boolean_formula::ref> roots) {
  std::vector<obdd_manager::ref> memo(f.size());
  std::vector<obdd_manager::ref> kids;
  for (boolean_formula::ref r = 0; r < f.size(); ++r) {
    switch (f.op(r)) {
      case boolean_op::constant_false:
        memo[r] = m.constant(false);
        break;
      case boolean_op::constant_true:
        memo[r] = m.constant(true);
        break;
      case boolean_op::variable:
        memo[r] = m.variable(f.var(r));
        break;
      case boolean_op::negation:
        memo[r] = m.negate(memo[f.children(r)[0]]);
        break;
      case boolean_op::conjunction:
      case boolean_op::disjunction:
        kids.clear();
        for (auto c : f.children(r)) kids.push_back(memo[c]);
        memo[r] = f.op(r) == boolean_op::conjunction ? m.conjoin(kids) : m.disjoin(kids);
        break;
    }
  }
  std::vector<obdd_manager::ref> world;
  for (const auto& g : f.groups()) world.push_back(m.group(g.kind, g.variables));
  const auto w = m.conjoin(world);
  std::vector<obdd_manager::ref> out;
  for (auto r : roots) out.push_back(m.conjoin(memo.at(r), w));
  return out;
}

/// The OBDD of a CNF (its clauses and groups, conjoined as a balanced tree).
inline obdd_manager::ref obdd_of(obdd_manager& m, const cnf& f) {
  std::vector<obdd_manager::ref> parts;
  std::vector<obdd_manager::ref> lits;
  for (std::size_t c = 0; c < f.num_clauses(); ++c) {
    lits.clear();
    for (dimacs_literal l : f.clause(c)) lits.push_back(m.literal(l));
    parts.push_back(m.disjoin(lits));
  }
  for (const auto& g : f.groups()) parts.push_back(m.group(g.kind, g.variables));
  return m.conjoin(parts);
}

/// The roots as one smooth circuit over the literal inputs of all the manager's variables.
inline circuit obdd_to_circuit(const obdd_manager& m, std::span<const obdd_manager::ref> roots) {
  const std::uint32_t n = m.num_variables();
  circuit_builder cb(2 * std::size_t(n));
  std::unordered_map<obdd_manager::ref, node_id> memo;
  // (x + not x) for every level in [a, b): the variables a branch skips.
  auto gap = [&](std::uint32_t a, std::uint32_t b, node_id x) {
    std::vector<node_id> f{x};
    for (std::uint32_t l = a; l < b; ++l) {
      const std::uint32_t v = m.var_at_level(l);
      f.push_back(cb.plus({cb.literal(v, false), cb.literal(v, true)}));
    }
    return cb.times(f);
  };
  auto go = [&](auto& self, obdd_manager::ref x) -> node_id {
    if (x == obdd_manager::false_ref) return cb.zero();
    if (x == obdd_manager::true_ref) return cb.one();
    if (auto it = memo.find(x); it != memo.end()) return it->second;
    const std::uint32_t l = m.level(x), v = m.var_at_level(l);
    const obdd_manager::ref lo = m.low(x), hi = m.high(x);
    const node_id h = gap(l + 1, m.level(hi), self(self, hi));
    const node_id o = gap(l + 1, m.level(lo), self(self, lo));
    const node_id r =
        cb.plus({cb.times({cb.literal(v, false), h}), cb.times({cb.literal(v, true), o})});
    memo.emplace(x, r);
    return r;
  };
  for (auto r : roots) cb.add_root(gap(0, m.level(r), go(go, r)));
  return cb.build();
}

/// An OBDD as an SDD over the right-linear vtree of its order, ready for io::write_sdd /
/// io::write_vtree. Needs at least one variable.
inline std::pair<io::sdd, io::vtree> obdd_to_sdd(const obdd_manager& m, obdd_manager::ref root) {
  const std::uint32_t n = m.num_variables();
  if (n == 0) throw std::invalid_argument("obdd_to_sdd: an SDD needs at least one variable");
  io::vtree vt;
  // Leaves 0..n-1 (level order), then internal nodes for levels n-2 .. 0: node n + (n-2-l).
  for (std::uint32_t l = 0; l < n; ++l) vt.nodes.push_back({l, m.var_at_level(l) + 1});
  auto internal = [&](std::uint32_t l) { return n + (n - 2 - l); };
  for (std::uint32_t l = n - 1; l-- > 0;) {
    const std::uint32_t right = l + 1 == n - 1 ? n - 1 : internal(l + 1);
    vt.nodes.push_back({static_cast<std::uint32_t>(vt.nodes.size()), 0, l, right});
  }
  vt.root = n == 1 ? 0 : internal(0);
  for (std::uint32_t l = 0; l < n; ++l)
    vt.max_variable = std::max(vt.max_variable, m.var_at_level(l) + 1);

  io::sdd dd;
  std::unordered_map<std::int64_t, std::uint32_t> memo;  // obdd ref, or -literal-1 for literals
  auto push = [&](io::sdd::node x) {
    x.id = static_cast<std::uint32_t>(dd.nodes.size());
    dd.nodes.push_back(x);
    return x.id;
  };
  auto terminal = [&](bool v) {
    const std::int64_t key = v ? -1 : -2;
    if (auto it = memo.find(key); it != memo.end()) return it->second;
    const auto id = push({v ? io::sdd_kind::true_node : io::sdd_kind::false_node});
    memo.emplace(key, id);
    return id;
  };
  auto literal = [&](std::uint32_t l, bool negated) {
    const std::int32_t lit = static_cast<std::int32_t>(m.var_at_level(l) + 1) * (negated ? -1 : 1);
    const std::int64_t key = -3 - 2 * std::int64_t(l) - (negated ? 1 : 0);
    if (auto it = memo.find(key); it != memo.end()) return it->second;
    io::sdd::node x{io::sdd_kind::literal};
    x.vtree = l;
    x.literal = lit;
    const auto id = push(x);
    memo.emplace(key, id);
    return id;
  };
  auto go = [&](auto& self, obdd_manager::ref x) -> std::uint32_t {
    if (x <= obdd_manager::true_ref) return terminal(x == obdd_manager::true_ref);
    if (auto it = memo.find(std::int64_t(x)); it != memo.end()) return it->second;
    const std::uint32_t l = m.level(x);
    const auto lo = m.low(x), hi = m.high(x);
    std::uint32_t id;
    if (hi == obdd_manager::true_ref && lo == obdd_manager::false_ref) {
      id = literal(l, false);
    } else if (hi == obdd_manager::false_ref && lo == obdd_manager::true_ref) {
      id = literal(l, true);
    } else {
      const std::uint32_t s1 = self(self, hi), s0 = self(self, lo);
      const std::uint32_t p1 = literal(l, false), p0 = literal(l, true);
      io::sdd::node d{io::sdd_kind::decision};
      d.vtree = internal(l);
      d.first = static_cast<std::uint32_t>(dd.elements.size());
      d.count = 2;
      dd.elements.push_back({p1, s1});
      dd.elements.push_back({p0, s0});
      id = push(d);
    }
    memo.emplace(std::int64_t(x), id);
    return id;
  };
  const std::uint32_t r = go(go, root);
  if (r + 1 != dd.nodes.size()) {  // the root must come last: it was memoised earlier
    io::sdd::node copy = dd.nodes[r];
    push(copy);
  }
  return {std::move(dd), std::move(vt)};
}

}  // namespace deeplog::compile
