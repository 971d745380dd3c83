// The bottom-up knowledge compiler: reduced ordered binary decision diagrams (OBDDs, the SDDs
// of a right-linear vtree) built operation by operation with apply (conjoin, disjoin, negate)
// over a unique table, so equal functions are equal nodes (canonical). For incremental use and
// for formulas built one operation at a time; the top-down compiler is the main road.
// An OBDD becomes a circuit (decisions as plus over two disjoint branches, smoothed over the
// variables a branch skips) or an .sdd/.vtree pair in the SDD library's format.
//
// Memory is a fixed number of bytes per node, so the node budget bounds it: nodes in one array
// (12 bytes), the unique table as open addressing over node indices (at most 4 slots of 4 bytes
// per node), and the computed table as a lossy direct-mapped cache (CUDD's kind) of at most two
// 16-byte entries per node; memory_bytes() reports the total.
#pragma once

#include <algorithm>
#include <bit>
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
  ref negate(ref f) { return apply(op_not, f, 0); }
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

  /// Bytes held by the node array, the unique table, the computed table and the apply stack:
  /// at most 72 per node (24 for the array with its growth, 16 for the unique table, 32 for the
  /// computed table) past the tables' minimum sizes, plus the stack (16 per level).
  std::size_t memory_bytes() const {
    return nodes_.capacity() * sizeof(node) + unique_.capacity() * sizeof(ref) +
           cache_.capacity() * sizeof(cache_entry) + apply_stack_.capacity() * sizeof(apply_frame);
  }

 private:
  enum op_t : std::uint32_t { op_and = 1, op_or = 2, op_not = 3 };  // 0: an empty cache entry
  struct node {
    std::uint32_t level;
    ref lo, hi;
  };
  struct cache_entry {
    ref f = 0, g = 0, result = 0;
    std::uint32_t op = 0;
  };
  static constexpr std::size_t min_table = std::size_t(1) << 12;

  static std::size_t mix(std::uint64_t a, std::uint64_t b, std::uint64_t c) {
    std::uint64_t h = a * 0x9e3779b97f4a7c15ull ^
                      (b + 0x632be59bd9b4e019ull) * 0xbf58476d1ce4e5b9ull ^
                      c * 0x94d049bb133111ebull;
    h ^= h >> 31;
    h *= 0xff51afd7ed558ccdull;
    return static_cast<std::size_t>(h ^ (h >> 29));
  }

  // The node (l, lo, hi), made where it is new: linear probing over node indices (slot 0, the
  // false terminal, marks an empty slot; terminals are never in the table), at most half full.
  ref make(std::uint32_t l, ref lo, ref hi) {
    if (lo == hi) return lo;
    const std::size_t mask = unique_.size() - 1;
    std::size_t i = mix(l, lo, hi) & mask;
    for (ref r; (r = unique_[i]) != 0; i = (i + 1) & mask) {
      const node& x = nodes_[r];
      if (x.level == l && x.lo == lo && x.hi == hi) return r;
    }
    guard_.nodes(nodes_.size());
    guard_.time();
    const auto r = static_cast<ref>(nodes_.size());
    nodes_.push_back({l, lo, hi});
    unique_[i] = r;
    if (2 * nodes_.size() > unique_.size()) rehash(2 * unique_.size());
    return r;
  }

  void rehash(std::size_t slots) {
    unique_.assign(slots, 0);
    const std::size_t mask = slots - 1;
    for (ref r = 2; r < nodes_.size(); ++r) {
      const node& x = nodes_[r];
      std::size_t i = mix(x.level, x.lo, x.hi) & mask;
      while (unique_[i] != 0) i = (i + 1) & mask;
      unique_[i] = r;
    }
    // The computed table follows the nodes (one entry per node at most): lossy, so it is
    // simply replaced by an empty one of the new size.
    if (cache_.size() < std::max(min_table, nodes_.size()))
      cache_.assign(std::max(min_table, std::bit_ceil(nodes_.size())), cache_entry{});
  }

  struct apply_frame {
    ref f, g, lo;
    std::uint8_t stage;
  };

  cache_entry& slot(op_t op, ref f, ref g) { return cache_[mix(f, g, op) & (cache_.size() - 1)]; }

  // The result of op(f, g) (g unused for op_not) when a terminal rule or the cache knows it.
  bool known(op_t op, ref& f, ref& g, ref& out) {
    if (op == op_not) {
      if (f <= true_ref) return out = f ^ 1u, true;
    } else {
      if (f > g) std::swap(f, g);  // both operations commute
      if (op == op_and) {
        if (f == false_ref) return out = false_ref, true;
        if (f == true_ref || f == g) return out = g, true;
      } else {
        if (f == true_ref) return out = true_ref, true;
        if (f == false_ref || f == g) return out = g, true;
      }
    }
    const cache_entry& e = slot(op, f, g);
    if (e.op == op && e.f == f && e.g == g) return out = e.result, true;
    return false;
  }

  // Shannon expansion with an explicit stack (the recursion would be as deep as the
  // variables), memoised in the computed table.
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
      const std::uint32_t l = op == op_not ? level(fr.f) : std::min(level(fr.f), level(fr.g));
      const int side = fr.stage;  // 0: compute the low cofactor, 1: the high, 2: combine
      if (side == 1) fr.lo = ret;
      if (side < 2) {
        ++fr.stage;
        ref a = level(fr.f) == l ? (side ? high(fr.f) : low(fr.f)) : fr.f;
        ref b = op != op_not && level(fr.g) == l ? (side ? high(fr.g) : low(fr.g)) : fr.g;
        if (!known(op, a, b, ret)) stack.push_back({a, b, 0, 0});  // fr is dead from here
        continue;
      }
      const ref r = make(l, fr.lo, ret);
      slot(op, fr.f, fr.g) = {fr.f, fr.g, r, op};
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
  std::vector<ref> unique_ = std::vector<ref>(min_table, 0);
  std::vector<cache_entry> cache_ = std::vector<cache_entry>(min_table);
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
  // Bottom-up: the clauses whose top variable is deepest first, each conjoined into the running
  // result, so that every intermediate OBDD is a function of the lowest levels (a balanced tree
  // of conjunctions builds large intermediates over unrelated parts of the order).
  std::stable_sort(parts.begin(), parts.end(),
                   [&](auto a, auto b) { return m.level(a) > m.level(b); });
  obdd_manager::ref acc = m.constant(true);
  for (const auto p : parts) acc = m.conjoin(acc, p);
  return acc;
}

/// A static variable order for the OBDD of a CNF by FORCE (Aloul, Markov and Sakallah, 2003):
/// each round moves every variable to the mean of the centres of its clauses (and groups) and
/// sorts; the order with the least total span (sum over clauses of the distance between their
/// first and last variable) over `rounds` rounds is kept, the natural order included, so it is
/// never worse than the natural order by that measure. Top variable first.
inline std::vector<std::uint32_t> force_order(const cnf& f, int rounds = 50) {
  const std::uint32_t n = f.num_variables();
  std::vector<std::vector<std::uint32_t>> edges;  // hyperedges: clauses and groups
  edges.reserve(f.num_clauses() + f.groups().size());
  for (std::size_t c = 0; c < f.num_clauses(); ++c) {
    std::vector<std::uint32_t> e;
    for (dimacs_literal l : f.clause(c)) e.push_back(literal_variable(l));
    if (e.size() > 1) edges.push_back(std::move(e));
  }
  for (const auto& g : f.groups())
    if (g.variables.size() > 1) edges.emplace_back(g.variables.begin(), g.variables.end());
  std::vector<std::uint32_t> order(n);
  std::iota(order.begin(), order.end(), 0u);
  std::vector<double> pos(n), sum(n), key(n);
  std::vector<std::uint32_t> count(n);
  const auto span_of = [&](const std::vector<std::uint32_t>& ord) {
    for (std::uint32_t l = 0; l < n; ++l) pos[ord[l]] = l;
    double total = 0;
    for (const auto& e : edges) {
      double lo = pos[e[0]], hi = lo;
      for (auto v : e) lo = std::min(lo, pos[v]), hi = std::max(hi, pos[v]);
      total += hi - lo;
    }
    return total;
  };
  std::vector<std::uint32_t> best = order;
  double best_span = span_of(order);
  int stale = 0;
  for (int r = 0; r < rounds && !edges.empty(); ++r) {
    deeplog::check_budget();
    for (std::uint32_t l = 0; l < n; ++l) pos[order[l]] = l;
    std::fill(sum.begin(), sum.end(), 0.0);
    std::fill(count.begin(), count.end(), 0u);
    for (const auto& e : edges) {
      double centre = 0;
      for (auto v : e) centre += pos[v];
      centre /= double(e.size());
      for (auto v : e) sum[v] += centre, count[v] += 1;
    }
    for (std::uint32_t v = 0; v < n; ++v) key[v] = count[v] > 0 ? sum[v] / count[v] : pos[v];
    std::stable_sort(order.begin(), order.end(),
                     [&](std::uint32_t a, std::uint32_t b) { return key[a] < key[b]; });
    const double s = span_of(order);
    if (s < best_span) {
      best_span = s;
      best = order;
      stale = 0;
    } else if (++stale == 3) {
      break;  // three rounds without a better span
    }
  }
  return best;
}

/// The roots as one smooth circuit over the literal inputs of all the manager's variables.
/// The variables a branch skips are an interval of levels, multiplied in as O(log n) shared
/// partial products (interval_products), so the circuit stays O(nodes log n).
/// The circuit counts against `b.max_nodes` too (budget_exceeded past it).
inline circuit obdd_to_circuit(const obdd_manager& m, std::span<const obdd_manager::ref> roots,
                               const budget& b = {}) {
  const std::uint32_t n = m.num_variables();
  budget_guard guard(b, "OBDD to circuit");
  circuit_builder cb(2 * std::size_t(n));
  auto factor = [&](std::size_t l) {
    const std::uint32_t v = m.var_at_level(static_cast<std::uint32_t>(l));
    return cb.plus({cb.literal(v, false), cb.literal(v, true)});
  };
  interval_products<circuit_builder, decltype(factor)> gaps(cb, n, factor);
  std::vector<node_id> memo(m.size());
  auto of = [&](obdd_manager::ref x) {
    if (x == obdd_manager::false_ref) return cb.zero();
    if (x == obdd_manager::true_ref) return cb.one();
    return memo[x];
  };
  for (obdd_manager::ref x : m.cone_of(roots)) {  // children first
    guard.time();
    guard.nodes(cb.size());
    const std::uint32_t l = m.level(x), v = m.var_at_level(l);
    const obdd_manager::ref lo = m.low(x), hi = m.high(x);
    const node_id h = gaps.times(of(hi), l + 1, m.level(hi));
    const node_id o = gaps.times(of(lo), l + 1, m.level(lo));
    memo[x] = cb.plus({cb.times({cb.literal(v, false), h}), cb.times({cb.literal(v, true), o})});
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
