// The bottom-up knowledge compiler: reduced ordered binary decision diagrams (OBDDs, the SDDs
// of a right-linear vtree) built operation by operation with apply (conjoin, disjoin, negate)
// over a unique table, so equal functions are equal nodes (canonical). For incremental use and
// for formulas built one operation at a time; the top-down compiler is the main road.
// An OBDD becomes a circuit (decisions as plus over two disjoint branches, smoothed over the
// variables a branch skips) or an .sdd/.vtree pair in the SDD library's format.
//
// Garbage collection (collect_garbage) and dynamic variable reordering by sifting (reorder)
// run between operations, on the roots the caller names; obdd_of(cnf) calls them as it
// conjoins (obdd_dynamic says when).
//
// Memory is a fixed number of bytes per node, so the node budget bounds it: nodes in one array
// (12 bytes), the unique table as open addressing over node indices (at most 4 slots of 4 bytes
// per node), and the computed table as a lossy direct-mapped cache (CUDD's kind) of at most two
// 16-byte entries per node; memory_bytes() reports the total. A collection or a reordering holds
// up to 40 more bytes per node while it runs (the renumbering, reference counts, level lists),
// and the nodes a reordering makes count against the same node budget.
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
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "deeplog/base/error.hpp"
#include "deeplog/circuit/builder.hpp"
#include "deeplog/circuit/io/sdd.hpp"
#include "deeplog/circuit/io/vtree.hpp"
#include "deeplog/circuit/smoothing.hpp"
#include "deeplog/compile/boolean_formula.hpp"
#include "deeplog/compile/budget.hpp"
#include "deeplog/compile/cnf.hpp"

namespace deeplog::compile {

namespace detail {

/// xs reduced by `combine` as a balanced tree: neighbours paired level by level, an odd one out
/// moving up alone (no recursion). xs must not be empty.
template <class T, class Combine>
T reduce_pairwise(std::vector<T> xs, Combine&& combine) {
  std::vector<T> next;
  while (xs.size() > 1) {
    next.clear();
    for (std::size_t i = 0; i + 1 < xs.size(); i += 2) next.push_back(combine(xs[i], xs[i + 1]));
    if (xs.size() % 2 == 1) next.push_back(xs.back());
    xs.swap(next);
  }
  return xs[0];
}

}  // namespace detail

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
    restart(order);
  }

  std::uint32_t num_variables() const { return n_; }
  std::size_t size() const { return nodes_.size(); }
  /// The manager's work so far, a measure of its time that does not depend on the machine:
  /// apply's steps, plus the nodes that each swap of two levels and each renumbering visit.
  std::size_t work() const { return work_; }
  std::uint32_t level(ref f) const { return nodes_[f].level; }
  std::uint32_t var_at_level(std::uint32_t l) const { return var_at_[l]; }
  ref low(ref f) const { return nodes_[f].lo; }
  ref high(ref f) const { return nodes_[f].hi; }

  ref constant(bool v) const { return v ? true_ref : false_ref; }
  ref variable(std::uint32_t v) {
    usable();
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
    usable();
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
    usable();
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
    usable();
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

  /// The order, top variable first.
  std::span<const std::uint32_t> order() const { return var_at_; }

  /// Drops every node but the constants and puts the variables in `order` (top first): the
  /// manager as constructed, but its budget and its work go on. Every other ref is invalid
  /// after. A manager left unusable by an interrupted reordering is usable again.
  void restart(std::span<const std::uint32_t> order) {
    if (order.size() != n_) throw argument_error("obdd: the order must list every variable");
    std::vector<std::uint32_t> level_of(n_, n_);
    for (std::uint32_t l = 0; l < n_; ++l) {
      if (order[l] >= n_ || level_of[order[l]] != n_)
        throw argument_error("obdd: the order is not a permutation of the variables");
      level_of[order[l]] = l;
    }
    level_of_ = std::move(level_of);
    var_at_.assign(order.begin(), order.end());
    // terminals sit below every level; fresh vectors give the old ones' memory back
    nodes_ = std::vector<node>{{n_, false_ref, false_ref}, {n_, true_ref, true_ref}};
    unique_ = std::vector<ref>(min_table, 0);
    cache_ = std::vector<cache_entry>(min_table);
    apply_stack_.clear();  // frames an apply interrupted by the budget left
    broken_ = false;
  }

  /// Garbage collection: keeps the nodes reachable from `roots` and renumbers them children
  /// first (deepest level first), rewriting `roots` in place. Every other ref is invalid after.
  /// The computed table is emptied; the tables shrink with the nodes.
  void collect_garbage(std::span<ref> roots) {
    usable();
    check_roots(roots);
    compact(roots);
  }

  /// Dynamic variable reordering by sifting (Rudell, 1993): each variable in turn, the one
  /// with the most nodes first, is moved level by level through the order by swaps of adjacent
  /// levels, and left where the OBDD of `roots` was smallest. A direction is abandoned once the
  /// size passes `max_growth` times the best so far (CUDD's rule); at most the 1,000 variables
  /// with the most nodes move, with at most 2,000,000 swaps (CUDD's limits). A swap rewrites the
  /// nodes of the two levels in place, so it costs their nodes, not the diagram's. Collects garbage
  /// before and after; `roots` are rewritten in place, every other ref is invalid after.
  /// Returns the number of nodes reachable from `roots` after.
  ///
  /// Past the budget (nodes or time) mid-way, budget_exceeded leaves the manager unusable:
  /// every later operation throws argument_error.
  std::size_t reorder(std::span<ref> roots, double max_growth = 1.2) {
    usable();
    check_roots(roots);
    broken_ = true;  // until the end: a swap in progress is not a valid diagram
    compact(roots);
    sift_state s;
    s.init(*this, roots);
    std::vector<std::uint32_t> vars;  // the variables with nodes, the most first
    for (std::uint32_t v = 0; v < n_; ++v)
      if (!s.lists[level_of_[v]].empty()) vars.push_back(v);
    std::stable_sort(vars.begin(), vars.end(), [&](std::uint32_t a, std::uint32_t b) {
      return s.lists[level_of_[a]].size() > s.lists[level_of_[b]].size();
    });
    if (vars.size() > max_sifted_variables) vars.resize(max_sifted_variables);
    for (const std::uint32_t v : vars) {
      if (s.swaps >= max_swaps) break;
      sift(s, v, max_growth);
      if (nodes_.size() > 2 * s.live + min_table) {  // the swaps' garbage: renumber, restart
        compact(roots);
        s.init(*this, roots);
      }
    }
    compact(roots);
    broken_ = false;
    return nodes_.size() - 2;
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
  // One reordering sifts at most this many variables and searches with at most this many swaps
  // (CUDD's defaults), so that its time does not grow with the square of the variables.
  static constexpr std::size_t max_sifted_variables = 1000, max_swaps = 2000000;

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
    usable();
    ref out;
    if (known(op, f, g, out)) return out;
    std::vector<apply_frame>& stack = apply_stack_;
    const std::size_t base = stack.size();
    stack.push_back({f, g, 0, 0});
    ref ret = 0;
    while (stack.size() > base) {
      guard_.time();
      ++work_;
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

  void usable() const {
    if (broken_)
      throw argument_error("obdd: the manager was left unusable by an interrupted reordering");
  }
  void check_roots(std::span<const ref> roots) const {
    for (ref r : roots)
      if (r >= nodes_.size())
        throw argument_error("obdd: " + std::to_string(r) + " is not a node of this manager");
  }

  // Renumbers the nodes reachable from `roots`, deepest level first (children before their
  // parents, which the walks over refs rely on), and drops the rest; rewrites `roots`.
  void compact(std::span<ref> roots) {
    work_ += nodes_.size();
    std::vector<char> seen(nodes_.size(), 0);
    std::vector<ref> stack;
    std::vector<ref> first(std::size_t(n_) + 1, 0);  // per level: its count, then its first ref
    for (ref r : roots)
      if (r > true_ref && !seen[r]) seen[r] = 1, stack.push_back(r);
    while (!stack.empty()) {
      const node x = nodes_[stack.back()];
      stack.pop_back();
      ++first[x.level];
      for (ref c : {x.lo, x.hi})
        if (c > true_ref && !seen[c]) seen[c] = 1, stack.push_back(c);
    }
    ref next = 2;
    for (std::uint32_t l = n_; l-- > 0;) next += std::exchange(first[l], next);
    std::vector<ref> to(nodes_.size(), 0);
    to[true_ref] = true_ref;
    for (ref r = 2; r < nodes_.size(); ++r)
      if (seen[r]) to[r] = first[nodes_[r].level]++;
    std::vector<node> out(next);
    out[false_ref] = nodes_[false_ref];
    out[true_ref] = nodes_[true_ref];
    for (ref r = 2; r < nodes_.size(); ++r)
      if (seen[r]) out[to[r]] = {nodes_[r].level, to[nodes_[r].lo], to[nodes_[r].hi]};
    for (ref& r : roots) r = to[r];
    nodes_ = std::move(out);
    rehash(std::max(min_table, std::bit_ceil(2 * nodes_.size())));
    cache_.assign(std::max(min_table, std::bit_ceil(nodes_.size())), cache_entry{});
  }

  // Sifting's bookkeeping: each node's parents among the live nodes plus one per root that
  // names it, and the nodes of each level (the dead ones are dropped lazily).
  struct sift_state {
    std::vector<std::uint32_t> refs;
    std::vector<std::vector<ref>> lists;
    std::size_t live = 0, swaps = 0;       // swaps: those of the search (not the moves back)
    std::vector<ref> table, moved, dying;  // one swap's scratch
    void init(const obdd_manager& m, std::span<const ref> roots) {
      refs.assign(m.nodes_.size(), 0);
      lists.assign(m.n_, {});
      for (ref r = 2; r < m.nodes_.size(); ++r) {  // compacted: every node is live
        const node& x = m.nodes_[r];
        ++refs[x.lo], ++refs[x.hi];
        lists[x.level].push_back(r);
      }
      for (ref r : roots) ++refs[r];
      live = m.nodes_.size() - 2;
    }
  };

  // One more reference to the node (l, lo, hi) of a swap's lower level, made where new.
  ref make_lower(sift_state& s, std::vector<ref>& lower, std::uint32_t l, ref lo, ref hi) {
    if (lo == hi) return ++s.refs[lo], lo;
    const std::size_t mask = s.table.size() - 1;
    std::size_t i = mix(0, lo, hi) & mask;
    for (ref r; (r = s.table[i]) != 0; i = (i + 1) & mask)
      if (nodes_[r].lo == lo && nodes_[r].hi == hi) return ++s.refs[r], r;
    guard_.nodes(nodes_.size());
    const auto r = static_cast<ref>(nodes_.size());
    nodes_.push_back({l, lo, hi});
    s.refs.push_back(1);
    ++s.refs[lo], ++s.refs[hi];
    ++s.live;
    s.table[i] = r;
    lower.push_back(r);
    return r;
  }

  // One reference less; a node that loses its last one dies, and with it its children's.
  void release(sift_state& s, ref r) {
    if (r <= true_ref || --s.refs[r] != 0) return;
    s.dying.push_back(r);
    while (!s.dying.empty()) {
      const node x = nodes_[s.dying.back()];
      s.dying.pop_back();
      --s.live;
      for (ref c : {x.lo, x.hi})
        if (c > true_ref && --s.refs[c] == 0) s.dying.push_back(c);
    }
  }

  // Swaps the variables of levels i and i + 1: x above y before, y above x after. A node of x
  // that depends on y becomes, in place, a node of y over two nodes of x (the same function,
  // expanded in the other order), so every ref keeps its meaning; the other nodes of x move
  // down a level; the nodes of y that nothing needs any more die. Canonical by construction:
  // a rewritten node depends on x, which no node of y does, so it meets no existing node.
  void swap_levels(sift_state& s, std::uint32_t i) {
    guard_.time();
    const std::uint32_t j = i + 1;
    auto dead = [&](ref r) { return s.refs[r] == 0; };
    std::erase_if(s.lists[i], dead);
    std::erase_if(s.lists[j], dead);
    std::vector<ref> lower, &xs = s.lists[i], &ys = s.lists[j];
    work_ += xs.size() + ys.size();
    s.table.assign(std::bit_ceil(4 * xs.size() + 2), 0);  // at most 2 |xs| nodes below
    s.moved.clear();
    for (ref f : xs) {
      const node& x = nodes_[f];
      if (nodes_[x.lo].level == j || nodes_[x.hi].level == j) {
        s.moved.push_back(f);
        continue;
      }
      nodes_[f].level = j;
      std::size_t k = mix(0, x.lo, x.hi) & (s.table.size() - 1);
      while (s.table[k] != 0) k = (k + 1) & (s.table.size() - 1);
      s.table[k] = f;
      lower.push_back(f);
    }
    for (ref f : s.moved) {
      const node x = nodes_[f];
      auto cofactor = [&](ref c, bool high) {  // c below x: y's cofactor where c tests y
        return nodes_[c].level == j ? (high ? nodes_[c].hi : nodes_[c].lo) : c;
      };
      const ref g0 = make_lower(s, lower, j, cofactor(x.lo, false), cofactor(x.hi, false));
      const ref g1 = make_lower(s, lower, j, cofactor(x.lo, true), cofactor(x.hi, true));
      nodes_[f] = {i, g0, g1};
      release(s, x.lo);
      release(s, x.hi);
    }
    for (ref y : ys)
      if (!dead(y)) nodes_[y].level = i, s.moved.push_back(y);
    xs.assign(s.moved.begin(), s.moved.end());
    ys = std::move(lower);
    std::swap(var_at_[i], var_at_[j]);
    level_of_[var_at_[i]] = i;
    level_of_[var_at_[j]] = j;
  }

  // Moves variable v through the order and leaves it at the level where the diagram was
  // smallest: first towards the nearer end, then back past its start to the other end.
  void sift(sift_state& s, std::uint32_t v, double max_growth) {
    std::uint32_t l = level_of_[v], best_l = l;
    std::size_t best = s.live;
    auto step = [&](bool down) {
      swap_levels(s, down ? l : l - 1);
      l = down ? l + 1 : l - 1;
      if (s.live < best) best = s.live, best_l = l;
      return double(s.live) <= max_growth * double(best) && ++s.swaps < max_swaps;
    };
    const bool down_first = n_ - 1 - l < l;
    for (int pass = 0; pass < 2; ++pass) {
      if ((pass == 0) == down_first) {
        while (l + 1 < n_ && step(true)) {
        }
      } else {
        while (l > 0 && step(false)) {
        }
      }
    }
    while (l < best_l) swap_levels(s, l), ++l;
    while (l > best_l) swap_levels(s, l - 1), --l;
  }

  ref fold(op_t op, std::span<const ref> fs) {
    if (fs.empty()) return op == op_and ? true_ref : false_ref;
    return detail::reduce_pairwise(std::vector<ref>(fs.begin(), fs.end()),
                                   [&](ref f, ref g) { return apply(op, f, g); });
  }

  std::uint32_t n_;
  budget_guard guard_;
  std::size_t work_ = 0;
  std::vector<std::uint32_t> level_of_, var_at_;
  std::vector<node> nodes_;
  std::vector<ref> unique_;  // restart() sizes both tables
  std::vector<cache_entry> cache_;
  std::vector<apply_frame> apply_stack_;
  bool broken_ = false;
};

/// The diagram of each root of f conjoined with f's groups, in either manager (obdd_manager or
/// sdd_manager: constant, variable, negate, n-ary conjoin and disjoin, group, collect_garbage).
/// The formula is walked children first; garbage is collected once the manager holds more than
/// `first_collection` nodes, then past twice what the last collection left, keeping the
/// diagrams of the formula nodes that a later node (or the roots) still needs.
template <class Manager>
std::vector<typename Manager::ref> diagram_of(Manager& m, const boolean_formula& f,
                                              std::span<const boolean_formula::ref> roots,
                                              std::size_t first_collection = std::size_t(1) << 12) {
  using ref = typename Manager::ref;
  const std::size_t n = f.size();
  std::vector<std::size_t> last_use(n, 0);  // the last formula node that reads r's diagram
  for (boolean_formula::ref r = 0; r < n; ++r)
    for (auto c : f.children(r)) last_use[c] = r;
  for (auto r : roots) last_use.at(r) = n;  // the roots: to the end
  std::vector<ref> memo(n, Manager::false_ref), kids, live;
  std::vector<boolean_formula::ref> live_at;
  std::size_t next_collection = std::max(first_collection, m.size());
  for (boolean_formula::ref r = 0; r < n; ++r) {
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
    if (m.size() > next_collection) {
      live.clear();
      live_at.clear();
      for (boolean_formula::ref x = 0; x <= r; ++x)
        if (last_use[x] > r) {
          live.push_back(memo[x]);
          live_at.push_back(x);
        }
      m.collect_garbage(live);
      for (std::size_t i = 0; i < live.size(); ++i) memo[live_at[i]] = live[i];
      next_collection = std::max(first_collection, 2 * m.size());
    }
  }
  std::vector<ref> world;
  for (const auto& g : f.groups()) world.push_back(m.group(g.kind, g.variables));
  const ref w = m.conjoin(world);
  std::vector<ref> out;
  for (auto r : roots) out.push_back(m.conjoin(memo[r], w));
  return out;
}

/// The OBDD of each root of f conjoined with f's groups (diagram_of).
inline std::vector<obdd_manager::ref> obdd_of(obdd_manager& m, const boolean_formula& f,
                                              std::span<const boolean_formula::ref> roots) {
  return diagram_of(m, f, roots);
}

/// How obdd_of(cnf) schedules its conjunctions and keeps the diagram small. Garbage is
/// collected between two conjunctions once the manager has grown past `first` nodes, then past
/// twice the nodes left by the last collection.
/// - none: the manager's order stays; the operands are conjoined deepest top variable first.
/// - sift: the operands in the file's order, and the variables reordered by sifting after a
///   collection that leaves more than `first` nodes, then more than twice the nodes left by the
///   last reordering (CUDD's schedule).
/// - automatic: as none, until a collection leaves more than `static_limit` nodes; then it
///   starts over as sift, from the operands and the order it has. With `sift_first`, it runs
///   as sift first, for at most that much of the manager's work (obdd_manager::work; checked
///   after each conjunction, so it may pass by one conjunction and one reordering) and within
///   the manager's node budget, and then starts over from the order it began with and the
///   static schedule.
enum class obdd_reordering { none, sift, automatic };

constexpr std::string_view to_string(obdd_reordering r) {
  return r == obdd_reordering::none ? "none" : r == obdd_reordering::sift ? "sift" : "automatic";
}

/// The work of the OBDD's sifting attempt where the automatic vtree's SDD has failed
/// (compile_options::automatic_sift_work; measured in docs/compile.md).
inline constexpr std::size_t automatic_sift_limit = std::size_t(1) << 27;

struct obdd_dynamic {
  obdd_reordering reordering = obdd_reordering::automatic;
  std::size_t first = std::size_t(1) << 12;
  std::size_t static_limit = std::size_t(1) << 22;
  std::size_t sift_first = 0;  // automatic: the work of a first, sifting attempt (0: none)
};

/// The OBDD of a CNF (its clauses and groups), conjoined one operand at a time.
inline obdd_manager::ref obdd_of(obdd_manager& m, const cnf& f, obdd_dynamic d = {}) {
  using ref = obdd_manager::ref;
  std::vector<ref> operands;  // each clause's and group's OBDD, in the file's order
  auto make_operands = [&] {
    std::vector<ref> lits;
    operands.clear();
    for (std::size_t c = 0; c < f.num_clauses(); ++c) {
      lits.clear();
      for (dimacs_literal l : f.clause(c)) lits.push_back(m.literal(l));
      operands.push_back(m.disjoin(lits));
    }
    for (const auto& g : f.groups()) operands.push_back(m.group(g.kind, g.variables));
  };
  const bool automatic = d.reordering == obdd_reordering::automatic;
  // automatic with sift_first: the order to start over from, and the work that ends the attempt
  bool attempting = automatic && d.sift_first > 0;
  const std::vector<std::uint32_t> initial_order =
      attempting ? std::vector<std::uint32_t>(m.order().begin(), m.order().end())
                 : std::vector<std::uint32_t>{};
  const std::size_t attempt_end =
      d.sift_first > SIZE_MAX - m.work() ? SIZE_MAX : m.work() + d.sift_first;
  make_operands();
  bool sifting = d.reordering == obdd_reordering::sift || attempting;
  // parts[k - 1]: the running result; parts[k..]: the operands still to come.
  std::vector<ref> parts, roots;
  auto schedule = [&] {
    // Static: the clauses deepest top variable first, each conjoined into the running result,
    // so that every intermediate OBDD is a function of the lowest levels (a balanced tree of
    // conjunctions builds large intermediates over unrelated parts of the order). With sifting
    // the levels move, so the file's order (which keeps a circuit's gates near their inputs)
    // stays.
    std::vector<std::size_t> clauses(f.num_clauses());
    std::iota(clauses.begin(), clauses.end(), std::size_t(0));
    if (!sifting)
      std::stable_sort(clauses.begin(), clauses.end(), [&](std::size_t a, std::size_t b) {
        return m.level(operands[a]) > m.level(operands[b]);
      });
    // Each group just before the first clause that reads one of its variables: the clauses
    // then meet only the group's own assignments (one-hot digits conjoined after their column
    // clauses cost 6-11 times the time on multi-digit addition). Groups that no clause reads
    // come last.
    std::vector<std::size_t> first_reader(f.num_variables(), clauses.size());
    for (std::size_t k = clauses.size(); k-- > 0;)
      for (dimacs_literal l : f.clause(clauses[k])) first_reader[literal_variable(l)] = k;
    std::vector<std::pair<std::size_t, std::size_t>> groups;  // (first reader, group)
    for (std::size_t g = 0; g < f.groups().size(); ++g) {
      std::size_t at = clauses.size();
      for (std::uint32_t v : f.groups()[g].variables) at = std::min(at, first_reader[v]);
      groups.emplace_back(at, g);
    }
    std::stable_sort(groups.begin(), groups.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    parts.assign(1, m.constant(true));
    auto next_group = groups.begin();
    for (std::size_t k = 0; k <= clauses.size(); ++k) {
      for (; next_group != groups.end() && next_group->first == k; ++next_group)
        parts.push_back(operands[f.num_clauses() + next_group->second]);
      if (k < clauses.size()) parts.push_back(operands[clauses[k]]);
    }
  };
  schedule();
  // Kept only for the static schedule's restart (sifting invalidates them; the attempt's restart
  // makes them again).
  if (!automatic || attempting) operands = {};
  std::size_t next_collection = std::max(d.first, m.size()), next_reordering = d.first;
  auto start_static = [&] {  // the attempt is over: start over, static, from the first order
    attempting = sifting = false;
    m.restart(initial_order);
    make_operands();
    schedule();
    next_collection = std::max(d.first, m.size());
    next_reordering = d.first;
  };
  for (std::size_t k = 1; k < parts.size(); ++k) {
    try {
      parts[k] = m.conjoin(parts[k - 1], parts[k]);
      if (attempting && m.work() > attempt_end && k + 1 < parts.size()) {
        start_static();
        k = 0;
        continue;
      }
      if (m.size() <= next_collection || k + 1 == parts.size()) continue;
      roots.assign(parts.begin() + std::ptrdiff_t(k), parts.end());
      roots.insert(roots.end(), operands.begin(), operands.end());
      m.collect_garbage(roots);
      std::copy(roots.begin(), roots.end() - std::ptrdiff_t(operands.size()),
                parts.begin() + std::ptrdiff_t(k));
      std::copy(roots.end() - std::ptrdiff_t(operands.size()), roots.end(), operands.begin());
      if (!sifting && automatic && m.size() > d.static_limit) {
        sifting = true;  // automatic: the static order has failed; start over
        schedule();
        operands = {};
        m.collect_garbage(parts);
        k = 0;
      } else if (sifting && m.size() > next_reordering) {
        m.reorder(std::span(parts).subspan(k));
        next_reordering = 2 * m.size();
      }
      next_collection = std::max(d.first, 2 * m.size());
    } catch (const budget_exceeded& e) {
      // An attempt past the node budget (mid-way through a reordering, too: restart makes
      // the manager usable again) ends as one past its work: the static schedule may fit.
      if (!attempting || e.which() != budget_exceeded::resource::nodes) throw;
      start_static();
      k = 0;
    }
  }
  return parts.back();
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
    return smoothing_factor(cb, m.var_at_level(static_cast<std::uint32_t>(l)));
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
