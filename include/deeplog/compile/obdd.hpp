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

#include "deeplog/base/error.hpp"
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
    if (order.size() != n_) throw argument_error("obdd: the order must list every variable");
    level_of_.assign(n_, n_);
    for (std::uint32_t l = 0; l < n_; ++l) {
      if (order[l] >= n_ || level_of_[order[l]] != n_)
        throw argument_error("obdd: the order is not a permutation of the variables");
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
    if (v >= n_) throw argument_error("obdd: variable " + std::to_string(v) + " out of range");
    return make(level_of_[v], false_ref, true_ref);
  }
  ref literal(dimacs_literal l) {
    const ref x = variable(literal_variable(l));
    return literal_negated(l) ? negate(x) : x;
  }

  /// Children are created before their parents, so a node's cone lies below its ref: the
  /// walks below are loops over refs, never recursion (an OBDD is as deep as its variables).
  ref negate(ref f) {
    if (f <= true_ref) return f ^ 1u;
    if (auto it = neg_.find(f); it != neg_.end()) return it->second;
    const std::vector<ref> cone = cone_of(f);
    for (ref x : cone) {  // ascending: children first
      if (neg_.count(x)) continue;
      auto neg = [&](ref c) { return c <= true_ref ? c ^ 1u : neg_.at(c); };
      const ref r = make(level(x), neg(low(x)), neg(high(x)));
      neg_.emplace(x, r);
    }
    return neg_.at(f);
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
    if (f <= true_ref) return f == true_ref ? std::ldexp(1.0, int(n_)) : 0.0;
    std::unordered_map<ref, double> memo;  // models over the levels [level(x), n)
    for (ref x : cone_of(f)) {
      auto below = [&](ref c) {
        const double v = c <= true_ref ? (c == true_ref ? 1.0 : 0.0) : memo.at(c);
        return std::ldexp(v, int(level(c) - level(x) - 1));
      };
      memo.emplace(x, below(low(x)) + below(high(x)));
    }
    return std::ldexp(memo.at(f), int(level(f)));
  }

  /// The internal nodes reachable from f, in ascending order (children before parents).
  std::vector<ref> cone_of(ref f) const { return cone_of(std::span<const ref>(&f, 1)); }
  std::vector<ref> cone_of(std::span<const ref> fs) const {
    std::vector<ref> out;
    std::vector<char> seen;
    for (ref f : fs)
      if (f > true_ref) {
        if (seen.size() <= f) seen.resize(std::size_t(f) + 1, 0);
        seen[f] = 1;
      }
    for (ref x = static_cast<ref>(seen.size()); x-- > 2;) {
      if (!seen[x]) continue;
      deeplog::check_budget();
      out.push_back(x);
      seen[low(x)] = seen[high(x)] = 1;
    }
    std::reverse(out.begin(), out.end());
    return out;
  }

  /// Entries in the operation caches (bounded: they are emptied past twice the nodes).
  std::size_t cache_size() const { return cache_.size() + neg_.size(); }

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

  struct apply_frame {
    ref f, g, lo;
    std::uint8_t stage;
  };

  // The result of op(f, g) when a terminal rule or the cache knows it.
  bool known(op_t op, ref& f, ref& g, ref& out) const {
    if (f > g) std::swap(f, g);  // both operations commute
    if (op == op_and) {
      if (f == false_ref) return out = false_ref, true;
      if (f == true_ref || f == g) return out = g, true;
    } else {
      if (f == true_ref) return out = true_ref, true;
      if (f == false_ref || f == g) return out = g, true;
    }
    if (auto it = cache_.find(key(f, g, op)); it != cache_.end()) return out = it->second, true;
    return false;
  }
  static std::pair<std::uint64_t, std::uint32_t> key(ref f, ref g, std::uint32_t l) {
    return {(std::uint64_t(f) << 32) | g, l};
  }

  // Shannon expansion with an explicit stack (the recursion would be as deep as the
  // variables). The computed table is a cache: it is emptied when it outgrows twice the node
  // table, so the manager's memory stays proportional to its node budget.
  ref apply(op_t op, ref f, ref g) {
    ref out;
    if (known(op, f, g, out)) return out;
    std::vector<apply_frame>& stack = apply_stack_;
    const std::size_t base = stack.size();
    stack.push_back({f, g, 0, 0});
    ref ret = 0;
    while (stack.size() > base) {
      guard_.time();
      apply_frame& fr = stack.back();
      const std::uint32_t l = std::min(level(fr.f), level(fr.g));
      const int side = fr.stage;  // 0: compute the low cofactor, 1: the high, 2: combine
      if (side == 1) fr.lo = ret;
      if (side < 2) {
        ++fr.stage;
        ref a = level(fr.f) == l ? (side ? high(fr.f) : low(fr.f)) : fr.f;
        ref b = level(fr.g) == l ? (side ? high(fr.g) : low(fr.g)) : fr.g;
        if (!known(op, a, b, ret)) stack.push_back({a, b, 0, 0});  // fr is dead from here
        continue;
      }
      const ref r = make(l, fr.lo, ret);
      if (cache_.size() >= std::max<std::size_t>(std::size_t(1) << 16, 2 * nodes_.size()))
        cache_.clear();
      cache_.emplace(key(fr.f, fr.g, op), r);
      ret = r;
      stack.pop_back();
    }
    return ret;
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
  budget_guard guard_;
  std::vector<std::uint32_t> level_of_, var_at_;
  std::vector<node> nodes_;
  std::unordered_map<std::pair<std::uint64_t, std::uint32_t>, ref, triple_hash> unique_, cache_;
  std::unordered_map<ref, ref> neg_;
  std::vector<apply_frame> apply_stack_;
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
/// The variables a branch skips are an interval of levels, multiplied in as O(log n) shared
/// partial products (interval_products), so the circuit stays O(nodes log n).
inline circuit obdd_to_circuit(const obdd_manager& m, std::span<const obdd_manager::ref> roots) {
  const std::uint32_t n = m.num_variables();
  circuit_builder cb(2 * std::size_t(n));
  auto factor = [&](std::size_t l) {
    const std::uint32_t v = m.var_at_level(static_cast<std::uint32_t>(l));
    return cb.plus({cb.literal(v, false), cb.literal(v, true)});
  };
  interval_products<circuit_builder, decltype(factor)> gaps(cb, n, factor);
  std::unordered_map<obdd_manager::ref, node_id> memo;
  auto of = [&](obdd_manager::ref x) {
    if (x == obdd_manager::false_ref) return cb.zero();
    if (x == obdd_manager::true_ref) return cb.one();
    return memo.at(x);
  };
  for (obdd_manager::ref x : m.cone_of(roots)) {  // children first
    deeplog::check_budget();
    const std::uint32_t l = m.level(x), v = m.var_at_level(l);
    const obdd_manager::ref lo = m.low(x), hi = m.high(x);
    const node_id h = gaps.times(of(hi), l + 1, m.level(hi));
    const node_id o = gaps.times(of(lo), l + 1, m.level(lo));
    memo.emplace(
        x, cb.plus({cb.times({cb.literal(v, false), h}), cb.times({cb.literal(v, true), o})}));
  }
  for (auto r : roots) cb.add_root(gaps.times(of(r), 0, m.level(r)));
  return cb.build();
}

/// An OBDD as an SDD over the right-linear vtree of its order, ready for io::write_sdd /
/// io::write_vtree. Needs at least one variable.
inline std::pair<io::sdd, io::vtree> obdd_to_sdd(const obdd_manager& m, obdd_manager::ref root) {
  const std::uint32_t n = m.num_variables();
  if (n == 0) throw argument_error("obdd_to_sdd: an SDD needs at least one variable");
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
  auto of = [&](obdd_manager::ref x) {
    if (x <= obdd_manager::true_ref) return terminal(x == obdd_manager::true_ref);
    return memo.at(std::int64_t(x));
  };
  for (obdd_manager::ref x : m.cone_of(root)) {  // children first, the root last
    deeplog::check_budget();
    const std::uint32_t l = m.level(x);
    const auto lo = m.low(x), hi = m.high(x);
    std::uint32_t id;
    if (hi == obdd_manager::true_ref && lo == obdd_manager::false_ref) {
      id = literal(l, false);
    } else if (hi == obdd_manager::false_ref && lo == obdd_manager::true_ref) {
      id = literal(l, true);
    } else {
      const std::uint32_t s1 = of(hi), s0 = of(lo);
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
  }
  const std::uint32_t r = of(root);
  if (r + 1 != dd.nodes.size()) {  // the root must come last: it was memoised earlier
    io::sdd::node copy = dd.nodes[r];
    push(copy);
  }
  return {std::move(dd), std::move(vt)};
}

}  // namespace deeplog::compile
