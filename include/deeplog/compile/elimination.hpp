// Elimination orders of a CNF's primal graph (min-degree, min-fill) and their widths: the static
// part of the top-down compiler's decision heuristic (variables eliminated late separate the
// formula).
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <functional>
#include <iterator>
#include <optional>
#include <queue>
#include <span>
#include <tuple>
#include <utility>
#include <vector>

#include "deeplog/compile/cnf.hpp"

namespace deeplog::compile {

struct elimination_order {
  /// rank[v]: v's position (1..n) in the order; all zero when there is no order.
  std::vector<std::uint32_t> rank;
  /// The most neighbours a variable has left when it is eliminated (the order's induced width:
  /// the largest separator a decision order that follows it meets); 0 when there is no order.
  std::size_t width = 0;
  /// What the order cost: adjacency entries read and written.
  std::size_t work = 0;
  /// level[v]: the depth of v's bag in the tree decomposition the order induces (order_levels);
  /// empty until asked for.
  std::vector<std::uint32_t> level;
  /// Whether the order is of the residual primal graph, after the root's unit propagation
  /// (narrowest_elimination, where the formula as written has no order).
  bool residual = false;
};

/// Where the levels of an elimination order's tree decomposition start (order_levels).
enum class decomposition_root : std::uint8_t {
  /// The bag of the variable eliminated last, the elimination tree's own root.
  last_eliminated,
  /// The smallest bag of each tree (the earlier eliminated variable's on ties).
  smallest_bag
};

namespace detail {

/// The elimination's bound on work (adjacency entries written or read): past it there is no
/// order, which would cost more than it saves.
inline constexpr std::size_t elimination_work_limit = std::size_t(1) << 24;

/// A graph over variables as sorted adjacency lists.
using adjacency = std::vector<std::vector<std::uint32_t>>;

/// The variables that unit propagation over f's clauses and groups fixes before any decision:
/// value[v] is +1 (true), -1 (false) or 0 (free). All free where propagation meets a conflict
/// (the compiler refutes such a formula whatever its order) or reads more than the
/// elimination's work limit of literals (long clauses are read again at each of their
/// variables' assignments). `work` counts the literals read.
inline std::vector<std::int8_t> root_values(const cnf& f, std::size_t& work) {
  const std::uint32_t n = f.num_variables();
  std::vector<std::int8_t> value(n, 0);
  // Occurrences: clause c as c, group g as num_clauses + g.
  std::vector<std::uint32_t> begin(std::size_t(n) + 1, 0), occ;
  const std::size_t nc = f.num_clauses();
  auto each = [&](auto&& visit) {
    for (std::size_t c = 0; c < nc; ++c)
      for (dimacs_literal l : f.clause(c)) visit(literal_variable(l), std::uint32_t(c));
    for (std::size_t g = 0; g < f.groups().size(); ++g)
      for (std::uint32_t v : f.groups()[g].variables) visit(v, std::uint32_t(nc + g));
  };
  each([&](std::uint32_t v, std::uint32_t) { ++begin[v + 1]; });
  for (std::uint32_t v = 0; v < n; ++v) begin[v + 1] += begin[v];
  occ.resize(begin[n]);
  std::vector<std::uint32_t> fill(begin.begin(), begin.end() - 1);
  each([&](std::uint32_t v, std::uint32_t c) { occ[fill[v]++] = c; });
  work += occ.size();
  std::vector<std::uint32_t> queue;
  bool conflict = false;
  auto assign = [&](std::uint32_t v, std::int8_t x) {
    if (value[v] == 0) {
      value[v] = x;
      queue.push_back(v);
    } else if (value[v] != x) {
      conflict = true;
    }
  };
  // A clause with no true literal and one free one forces it; an exactly-one group with a true
  // member sets the others false (at-most-one likewise), and one with a single free member and
  // no true one sets it true.
  auto visit = [&](std::uint32_t c) {
    if (c < nc) {
      dimacs_literal open = 0;
      std::size_t free = 0;
      work += f.clause(c).size();
      for (dimacs_literal l : f.clause(c)) {
        const std::int8_t x = value[literal_variable(l)];
        if (x == (literal_negated(l) ? -1 : 1)) return;
        if (x == 0) ++free, open = l;
      }
      if (free == 0) conflict = true;
      if (free == 1) assign(literal_variable(open), literal_negated(open) ? -1 : 1);
      return;
    }
    const auto& g = f.groups()[c - nc];
    std::size_t free = 0, trues = 0;
    std::uint32_t open = 0;
    for (std::uint32_t v : g.variables) {
      trues += value[v] == 1;
      if (value[v] == 0) ++free, open = v;
    }
    work += g.variables.size();
    if (trues > 1) conflict = true;
    if (trues == 1) {
      for (std::uint32_t v : g.variables)
        if (value[v] == 0) assign(v, -1);
    } else if (g.kind == group_kind::exactly_one) {
      if (free == 0) conflict = true;
      if (free == 1) assign(open, 1);
    }
  };
  for (std::size_t c = 0; c < nc + f.groups().size(); ++c) visit(std::uint32_t(c));
  const std::size_t limit = work + elimination_work_limit;  // past the first, linear pass
  for (std::size_t head = 0; head < queue.size() && !conflict; ++head)
    for (std::uint32_t e = begin[queue[head]]; e < begin[queue[head] + 1] && work <= limit; ++e)
      visit(occ[e]);
  if (conflict || work > limit) std::fill(value.begin(), value.end(), std::int8_t(0));
  return value;
}

/// f's primal graph: its clauses and groups of at most 64 variables as cliques. Given the
/// values that the root's unit propagation fixes (`fixed`, root_values; empty: none), that of
/// the residual formula: the clauses those values do not satisfy and the groups without a true
/// member, as cliques over their free variables (a fixed variable has no neighbour). None past
/// the work limit (`work` counts the entries written).
inline std::optional<adjacency> primal_graph(const cnf& f, std::size_t& work,
                                             std::span<const std::int8_t> fixed = {}) {
  constexpr std::size_t max_clique = 64;
  auto value = [&](std::uint32_t v) { return fixed.empty() ? std::int8_t(0) : fixed[v]; };
  adjacency adj(f.num_variables());
  auto clique = [&](const std::vector<std::uint32_t>& vs) {
    if (vs.size() > max_clique) return;
    for (std::uint32_t a : vs)
      for (std::uint32_t b : vs)
        if (a != b) adj[a].push_back(b);
    work += vs.size() * vs.size();
  };
  std::vector<std::uint32_t> vs;
  for (std::size_t c = 0; c < f.num_clauses(); ++c) {
    vs.clear();
    bool satisfied = false;
    for (dimacs_literal l : f.clause(c)) {
      const std::int8_t x = value(literal_variable(l));
      satisfied |= x == (literal_negated(l) ? -1 : 1);
      if (x == 0) vs.push_back(literal_variable(l));
    }
    if (!satisfied) clique(vs);
  }
  for (const auto& g : f.groups()) {
    vs.clear();
    bool satisfied = false;
    for (std::uint32_t v : g.variables) {
      satisfied |= value(v) == 1;
      if (value(v) == 0) vs.push_back(v);
    }
    if (!satisfied) clique(vs);
  }
  if (work > elimination_work_limit) return std::nullopt;
  for (auto& a : adj) {
    std::sort(a.begin(), a.end());
    a.erase(std::unique(a.begin(), a.end()), a.end());
  }
  return adj;
}

/// No order: ranks zero, width zero, and what finding that out cost.
inline elimination_order no_order(std::uint32_t n, std::size_t work) {
  return {std::vector<std::uint32_t>(n, 0), 0, work, {}};
}

/// Eliminates v: its remaining neighbours `nb` (adj[v] less the eliminated) become a clique.
/// Returns the entries written.
inline std::size_t eliminate(adjacency& adj, const std::vector<std::uint8_t>& gone,
                             const std::vector<std::uint32_t>& nb,
                             std::vector<std::uint32_t>& merged) {
  std::size_t work = 0;
  for (std::uint32_t w : nb) {
    merged.clear();
    std::set_union(adj[w].begin(), adj[w].end(), nb.begin(), nb.end(), std::back_inserter(merged));
    merged.erase(std::remove_if(merged.begin(), merged.end(),
                                [&](std::uint32_t x) { return x == w || gone[x]; }),
                 merged.end());
    work += merged.size();
    adj[w].swap(merged);
  }
  return work;
}

/// Min-degree on `adj` (consumed), `work` spent so far; see min_degree_elimination.
inline elimination_order min_degree_order(adjacency adj, std::size_t work) {
  const auto n = static_cast<std::uint32_t>(adj.size());
  elimination_order out = no_order(n, 0);
  std::vector<std::uint8_t> gone(n, 0);
  // (degree, ~variable), lazy: among equal degrees the later variable goes first, so the
  // formula's first variables rank as the most central.
  using entry = std::pair<std::size_t, std::uint32_t>;
  std::priority_queue<entry, std::vector<entry>, std::greater<>> heap;
  for (std::uint32_t v = 0; v < n; ++v) heap.push({adj[v].size(), ~v});
  std::uint32_t next = 0;
  std::vector<std::uint32_t> nb, merged;
  while (!heap.empty()) {
    const auto [d, inverted] = heap.top();
    const std::uint32_t v = ~inverted;
    heap.pop();
    if (gone[v] || d != adj[v].size()) continue;
    gone[v] = 1;
    out.rank[v] = ++next;
    out.width = std::max(out.width, d);
    nb = adj[v];  // every entry is live: eliminated variables leave their neighbours' lists
    work += eliminate(adj, gone, nb, merged);
    for (std::uint32_t w : nb) heap.push({adj[w].size(), ~w});
    if (work > elimination_work_limit) return no_order(n, work);
  }
  out.work = work;
  return out;
}

/// Min-fill on `adj` (consumed), `work` spent so far; see min_fill_elimination.
inline elimination_order min_fill_order(adjacency adj, std::size_t work, std::size_t below_width,
                                        std::size_t max_work) {
  max_work = std::min(max_work, elimination_work_limit);
  const auto n = static_cast<std::uint32_t>(adj.size());
  elimination_order out = no_order(n, 0);
  auto adjacent = [&](std::uint32_t a, std::uint32_t b) {
    return std::binary_search(adj[a].begin(), adj[a].end(), b);
  };
  auto common_count = [&](std::uint32_t a, std::uint32_t b) {  // |N(a) & N(b)|
    std::size_t k = 0;
    for (auto i = adj[a].begin(), j = adj[b].begin(); i != adj[a].end() && j != adj[b].end();) {
      if (*i < *j) {
        ++i;
      } else if (*j < *i) {
        ++j;
      } else {
        ++k, ++i, ++j;
      }
    }
    work += adj[a].size() + adj[b].size();
    return k;
  };
  std::vector<std::uint8_t> gone(n, 0);
  std::vector<std::uint32_t> mark(n, 0);
  std::vector<std::size_t> fill(n, 0);
  std::uint32_t stamp = 0;
  for (std::uint32_t v = 0; v < n && work <= max_work; ++v)
    for (std::uint32_t a : adj[v]) {  // pairs of v's neighbours that are not adjacent
      ++stamp;
      for (std::uint32_t x : adj[a]) mark[x] = stamp;
      for (std::uint32_t b : adj[v])
        if (b > a && mark[b] != stamp) ++fill[v];
      work += adj[a].size() + adj[v].size();
    }
  using entry = std::tuple<std::size_t, std::size_t, std::uint32_t>;  // (fill, degree, ~v)
  std::priority_queue<entry, std::vector<entry>, std::greater<>> heap;
  for (std::uint32_t v = 0; v < n; ++v) heap.push({fill[v], adj[v].size(), ~v});
  std::uint32_t next = 0;
  std::vector<std::uint32_t> nb, merged, common, changed, in_nb(n, 0);
  std::vector<std::pair<std::uint32_t, std::uint32_t>> added;
  while (!heap.empty() && work <= max_work) {
    const auto [fv, d, inverted] = heap.top();
    const std::uint32_t v = ~inverted;
    heap.pop();
    if (gone[v] || fv != fill[v] || d != adj[v].size()) continue;
    if (d >= below_width) return no_order(n, work);
    gone[v] = 1;
    out.rank[v] = ++next;
    out.width = std::max(out.width, d);
    nb = adj[v];  // every entry is live: eliminated variables leave their neighbours' lists
    for (std::uint32_t w : nb) in_nb[w] = next;
    added.clear();
    changed.clear();
    for (std::size_t i = 0; i < nb.size(); ++i)
      for (std::size_t j = i + 1; j < nb.size(); ++j)
        if (!adjacent(nb[i], nb[j])) added.emplace_back(nb[i], nb[j]);
    work += 4 * nb.size() * nb.size();  // binary searches
    // Before the edges are added. v leaves each neighbour w: its pairs (v, x) with x not
    // adjacent to v were missing.
    for (std::uint32_t w : nb) {
      std::size_t shared = 0;
      for (std::uint32_t x : adj[w]) shared += in_nb[x] == next;
      fill[w] -= adj[w].size() - 1 - shared;
      work += adj[w].size();
      changed.push_back(w);
    }
    // Each added edge (a, b) completes a missing pair of every common neighbour of a and b.
    for (const auto& [a, b] : added) {
      common.clear();
      std::set_intersection(adj[a].begin(), adj[a].end(), adj[b].begin(), adj[b].end(),
                            std::back_inserter(common));
      work += adj[a].size() + adj[b].size();
      for (std::uint32_t u : common)
        if (u != v) {
          --fill[u];
          changed.push_back(u);
        }
    }
    work += eliminate(adj, gone, nb, merged);
    // After: a new neighbour y of w brings the pairs (y, x), x an old neighbour of w that is
    // not adjacent to y (two new neighbours are both v's, hence adjacent); for the two ends
    // of an added edge both counts rest on their common neighbours.
    for (const auto& [a, b] : added) {
      const std::size_t both = common_count(a, b);
      fill[a] += adj[a].size() - 1 - both;
      fill[b] += adj[b].size() - 1 - both;
    }
    for (std::uint32_t u : changed) heap.push({fill[u], adj[u].size(), ~u});
  }
  if (work > max_work) return no_order(n, work);
  out.work = work;
  return out;
}

/// Eliminates `adj` (consumed) in `order` (first eliminated first), calling visit(v, nb) with
/// each vertex's remaining neighbours just before it goes; false once `work` passes
/// `max_work`.
template <class Visit>
bool replay_elimination(adjacency adj, const std::vector<std::uint32_t>& order, std::size_t& work,
                        std::size_t max_work, Visit visit) {
  std::vector<std::uint8_t> gone(adj.size(), 0);
  std::vector<std::uint32_t> nb, merged;
  for (std::uint32_t v : order) {
    gone[v] = 1;
    nb = adj[v];  // live entries only: eliminated variables leave their neighbours' lists
    visit(v, std::as_const(nb));
    work += eliminate(adj, gone, nb, merged);
    if (work > max_work) return false;
  }
  return true;
}

/// The width of eliminating `adj` (consumed) in `order` (first eliminated first); nullopt once
/// `work` passes `max_work`.
inline std::optional<std::size_t> order_width(adjacency adj,
                                              const std::vector<std::uint32_t>& order,
                                              std::size_t& work, std::size_t max_work) {
  std::size_t width = 0;
  const bool done = replay_elimination(std::move(adj), order, work, max_work,
                                       [&](std::uint32_t, const std::vector<std::uint32_t>& nb) {
                                         width = std::max(width, nb.size());
                                       });
  if (!done) return std::nullopt;
  return width;
}

/// The levels of `order` (first eliminated first) on `adj` (consumed): the depth of each
/// vertex's bag in the tree decomposition the order induces. Eliminating v makes the bag of v
/// and its remaining neighbours N(v); its parent is the neighbour eliminated next, p, whose bag
/// holds N(v) less p (the neighbours are a clique by then). Where that is all of p's bag, v's
/// bag only adds v and the two are one bag (a separator eliminated in a row is one level);
/// else v's bag is one level below p's. Rooted where `at` says (decomposition_root); a
/// variable's level is that of the bag nearest the root that holds it. Empty once `work`
/// passes `max_work` (the replay costs what the order's fill did).
inline std::vector<std::uint32_t> order_levels(
    adjacency adj, const std::vector<std::uint32_t>& order, std::size_t& work, std::size_t max_work,
    decomposition_root at = decomposition_root::last_eliminated) {
  const std::size_t n = adj.size();
  constexpr std::uint32_t root = ~0u;
  std::vector<std::uint32_t> rank(n, 0), parent(n, root), degree(n, 0), level(n, 0);
  // smallest_bag: each vertex's bag less itself, bags[begin[v], begin[v] + degree[v]) (at
  // most the replay's work, which max_work bounds).
  const bool reroot = at == decomposition_root::smallest_bag;
  std::vector<std::uint32_t> begin(reroot ? n : 0), bags;
  for (std::uint32_t i = 0; i < order.size(); ++i) rank[order[i]] = i;
  const bool done = replay_elimination(std::move(adj), order, work, max_work,
                                       [&](std::uint32_t v, const std::vector<std::uint32_t>& nb) {
                                         degree[v] = static_cast<std::uint32_t>(nb.size());
                                         for (std::uint32_t w : nb)
                                           if (parent[v] == root || rank[w] < rank[parent[v]])
                                             parent[v] = w;
                                         if (reroot) {
                                           begin[v] = static_cast<std::uint32_t>(bags.size());
                                           bags.insert(bags.end(), nb.begin(), nb.end());
                                         }
                                       });
  if (!done) return {};
  // The edge from v up to its parent p costs no level where p's bag lies within v's.
  auto step = [&](std::uint32_t v) -> std::uint32_t {
    return degree[parent[v]] + 1 == degree[v] ? 0 : 1;
  };
  if (!reroot) {
    for (std::size_t i = order.size(); i-- > 0;) {  // parents are eliminated later: set first
      const std::uint32_t v = order[i];
      if (parent[v] != root) level[v] = level[parent[v]] + step(v);
    }
    return level;
  }
  // Each tree's root: its smallest bag (the earlier eliminated on ties), where a bag is that
  // of the 0-steps below v taken together (the last-eliminated variables' own are small, but
  // they are one bag with the separator below them). The tree of v is named by its
  // last-eliminated vertex, top (parents first).
  std::vector<std::uint32_t> size(n), top(n, root), pick(n, root);
  for (std::uint32_t v : order) {  // children first
    size[v] = std::max(size[v], degree[v] + 1);
    if (parent[v] != root && step(v) == 0) size[parent[v]] = std::max(size[parent[v]], size[v]);
  }
  for (std::size_t i = order.size(); i-- > 0;) {
    const std::uint32_t v = order[i];
    const std::uint32_t t = top[v] = parent[v] == root ? v : top[parent[v]];
    if (pick[t] == root || size[v] <= size[pick[t]]) pick[t] = v;  // later i: earlier v
  }
  // Children as adjacency (CSR over parent), then a 0-1 breadth-first search from the roots:
  // each bag's depth, counted as the levels above are, along the tree in either direction.
  std::vector<std::uint32_t> first(n + 1, 0), child(n);
  for (std::uint32_t v = 0; v < n; ++v)
    if (parent[v] != root) ++first[parent[v] + 1];
  for (std::size_t v = 0; v < n; ++v) first[v + 1] += first[v];
  {
    std::vector<std::uint32_t> fill(first.begin(), first.end() - 1);
    for (std::uint32_t v = 0; v < n; ++v)
      if (parent[v] != root) child[fill[parent[v]]++] = v;
  }
  constexpr std::uint32_t unseen = ~0u;
  std::vector<std::uint32_t> depth(n, unseen);
  std::deque<std::uint32_t> queue;  // 0-steps go to the front
  auto relax = [&](std::uint32_t v, std::uint32_t d, std::uint32_t cost) {
    if (depth[v] != unseen && depth[v] <= d + cost) return;
    depth[v] = d + cost;
    if (cost == 0) {
      queue.push_front(v);
    } else {
      queue.push_back(v);
    }
  };
  for (std::uint32_t v = 0; v < n; ++v)
    if (pick[v] != root) relax(pick[v], 0, 0);
  while (!queue.empty()) {
    const std::uint32_t v = queue.front();
    queue.pop_front();
    const std::uint32_t d = depth[v];
    if (parent[v] != root) relax(parent[v], d, step(v));
    for (std::uint32_t k = first[v]; k < first[v + 1]; ++k) relax(child[k], d, step(child[k]));
  }
  // A variable's level: the least depth of a bag that holds it (its own, or one below it).
  for (std::uint32_t v = 0; v < n; ++v) level[v] = depth[v];
  for (std::uint32_t v = 0; v < n; ++v)
    for (std::uint32_t k = 0; k < degree[v]; ++k) {
      const std::uint32_t w = bags[begin[v] + k];
      level[w] = std::min(level[w], depth[v]);
    }
  return level;
}

/// Nested dissection of a graph into an elimination order: each connected part of more than
/// `leaf` vertices is cut by a small balanced vertex separator, its two sides are ordered
/// first (recursively) and the separator last; parts of at most `leaf` vertices take min-fill.
/// The separators come from unit-capacity vertex flows between two growing vertex sets (the
/// idea of FlowCutter, Hamann and Strasser 2018): the flow from a source set S to a sink set T
/// gives a minimum vertex cut; the smaller side then absorbs its whole side of the cut and one
/// cut vertex ("piercing"), the flow is kept (it stays a flow of the larger sets) and augmented
/// again, which yields a sequence of cuts of growing size and growing balance, of which the one
/// of least size over the square root of its smaller side (at least a sixth of the part) is
/// kept. Deterministic: the seeds come from a fixed-seed generator.
class nested_dissection {
 public:
  nested_dissection(const adjacency& adj, std::size_t max_work, std::uint32_t seed = 2463534242u)
      : rng_(seed == 0 ? 1 : seed),
        adj_(adj),
        n_(static_cast<std::uint32_t>(adj.size())),
        max_work_(max_work),
        local_(n_, 0),
        in_part_(n_, 0),
        reach_in_(n_, 0),
        reach_out_(n_, 0),
        role_(n_, 0),
        through_(n_, 0),
        dist_(n_, 0),
        parent_(2 * std::size_t(n_), 0),
        pred_(n_, none),
        open_(n_, 0) {}

  /// The order (first eliminated first), or nullopt past the work limit.
  std::optional<std::vector<std::uint32_t>> order() {
    std::vector<std::uint32_t> out;
    out.reserve(n_);
    std::vector<std::uint32_t> all(n_);
    for (std::uint32_t v = 0; v < n_; ++v) all[v] = v;
    // Tasks on a stack: dissect a part, or emit a separator after its sides.
    struct task {
      std::vector<std::uint32_t> vertices;
      bool emit;
    };
    std::vector<task> stack;
    stack.push_back({std::move(all), false});
    std::vector<std::vector<std::uint32_t>> parts;
    while (!stack.empty()) {
      task t = std::move(stack.back());
      stack.pop_back();
      if (t.emit) {
        out.insert(out.end(), t.vertices.begin(), t.vertices.end());
        continue;
      }
      components(t.vertices, parts);
      for (auto& part : parts) {
        if (work_ > max_work_) return std::nullopt;
        if (part.size() <= leaf) {
          leaf_order(part, out);
          continue;
        }
        std::vector<std::uint32_t> sep = separator(part);
        if (sep.empty()) {
          leaf_order(part, out);
          continue;
        }
        mark(part);
        for (std::uint32_t v : sep) in_part_[v] = 0;
        std::vector<std::uint32_t> rest;
        for (std::uint32_t v : part)
          if (in_part_[v]) rest.push_back(v);
        unmark(part);
        stack.push_back({std::move(sep), true});
        stack.push_back({std::move(rest), false});
      }
    }
    if (work_ > max_work_) return std::nullopt;
    return out;
  }

  std::size_t work() const { return work_; }

  static constexpr std::size_t leaf = 24;  ///< parts this small take min-fill
  static constexpr int tries = 8;          ///< seed pairs per separator

 private:
  std::uint32_t rng_;

  void mark(const std::vector<std::uint32_t>& part) {
    for (std::uint32_t i = 0; i < part.size(); ++i) {
      in_part_[part[i]] = 1;
      local_[part[i]] = i;
    }
  }
  void unmark(const std::vector<std::uint32_t>& part) {
    for (std::uint32_t v : part) in_part_[v] = 0;
  }

  // Breadth-first from the vertices already in `queue`: each neighbour w of a dequeued v for
  // which admit(v, w) holds joins the queue (admit marks it).
  template <class Admit>
  void breadth_first(std::vector<std::uint32_t>& queue, Admit admit) {
    for (std::size_t head = 0; head < queue.size(); ++head) {
      const std::uint32_t v = queue[head];
      work_ += adj_[v].size();
      for (std::uint32_t w : adj_[v])
        if (admit(v, w)) queue.push_back(w);
    }
  }

  // The connected components of the subgraph induced by `vs`.
  void components(const std::vector<std::uint32_t>& vs,
                  std::vector<std::vector<std::uint32_t>>& out) {
    out.clear();
    mark(vs);
    for (std::uint32_t s : vs) {
      if (!in_part_[s]) continue;
      in_part_[s] = 0;
      out.push_back({s});
      breadth_first(out.back(), [&](std::uint32_t, std::uint32_t w) {
        if (!in_part_[w]) return false;
        in_part_[w] = 0;
        return true;
      });
    }
  }

  // Min-fill on the subgraph induced by `part`, appended to `out`.
  void leaf_order(const std::vector<std::uint32_t>& part, std::vector<std::uint32_t>& out) {
    mark(part);
    adjacency local(part.size());
    for (std::uint32_t i = 0; i < part.size(); ++i) {
      for (std::uint32_t w : adj_[part[i]])
        if (in_part_[w]) local[i].push_back(local_[w]);
      std::sort(local[i].begin(), local[i].end());
      work_ += adj_[part[i]].size();
    }
    unmark(part);
    const elimination_order e = min_fill_order(std::move(local), 0, SIZE_MAX, SIZE_MAX);
    work_ += e.work;
    const std::size_t base = out.size();
    out.resize(base + part.size());
    for (std::uint32_t i = 0; i < part.size(); ++i) out[base + e.rank[i] - 1] = part[i];
  }

  // xorshift32 (a nonzero state stays nonzero): the same sequence on every platform.
  static std::uint32_t next_random(std::uint32_t& state) {
    state ^= state << 13;
    state ^= state >> 17;
    state ^= state << 5;
    return state;
  }
  std::uint32_t next_random() { return next_random(rng_); }

  // The part being cut as a graph of its own (separator): vertex i is part[i], its
  // neighbours in the part in adj_'s order, as local ids.
  void induce(const std::vector<std::uint32_t>& part) {  // the part marked
    offset_.assign(1, 0);
    edges_.clear();
    for (const std::uint32_t v : part) {
      work_ += adj_[v].size();
      for (const std::uint32_t w : adj_[v])
        if (in_part_[w]) edges_.push_back(local_[w]);
      offset_.push_back(edges_.size());
    }
  }
  std::span<const std::uint32_t> neighbours(std::uint32_t i) const {
    return {edges_.data() + offset_[i], edges_.data() + offset_[i + 1]};
  }

  // The vertex farthest from s among the part's n (BFS; ties: the last reached).
  std::uint32_t farthest(std::uint32_t n, std::uint32_t s) {
    std::fill_n(dist_.begin(), n, UINT32_MAX);
    dist_[s] = 0;
    queue_.assign(1, s);
    for (std::size_t head = 0; head < queue_.size(); ++head) {
      const std::uint32_t v = queue_[head];
      const auto nb = neighbours(v);
      work_ += nb.size();
      for (const std::uint32_t w : nb)
        if (dist_[w] == UINT32_MAX) {
          dist_[w] = dist_[v] + 1;
          queue_.push_back(w);
        }
    }
    return queue_.back();
  }

  // The flow, over the part's local ids: a unit-capacity vertex flow, interior vertices
  // carrying at most one unit (through_), entering from pred_. Residual nodes are 2v (v's
  // in-node) and 2v + 1 (its out-node). role_: 1 source, 2 sink, 0 interior.
  static constexpr std::uint32_t none = UINT32_MAX, adjacent = UINT32_MAX - 1;

  // Residual search from the sources' out-nodes; the node of the sink it reached (parent_
  // holds the path), `adjacent` where a source neighbours a sink (no cut separates them), or
  // none, with reach_in_ / reach_out_ == stamp_ on every node it reached. Any maximum flow
  // leaves the same nodes reachable, so the cuts do not depend on the paths augmented.
  std::uint32_t search() {
    ++stamp_;
    queue_.clear();
    // From the sources with a neighbour that is not a source (an interior source's out-node
    // leads nowhere); those that have none left leave the frontier for good.
    std::size_t kept = 0;
    for (const std::uint32_t v : frontier_) {
      if (open_[v] == 0) continue;
      frontier_[kept++] = v;
      reach_out_[v] = stamp_;
      parent_[2 * v + 1] = none;
      queue_.push_back(2 * v + 1);
    }
    frontier_.resize(kept);
    for (std::size_t head = 0; head < queue_.size(); ++head) {
      const std::uint32_t node = queue_[head];
      const std::uint32_t v = node / 2;
      std::uint32_t reached = none;
      auto visit = [&](std::uint32_t to) {
        const std::uint32_t w = to / 2;
        auto& seen = (to & 1) ? reach_out_[w] : reach_in_[w];
        if (seen == stamp_) return;
        seen = stamp_;
        parent_[to] = node;
        if (role_[w] == 2)
          reached = to;  // a sink: the search ends here
        else
          queue_.push_back(to);
      };
      if (node & 1) {  // (v, out): every edge to an in-node; back over v's own unit
        const auto nb = neighbours(v);
        work_ += nb.size();
        for (const std::uint32_t w : nb) {
          if (role_[w] == 1) continue;
          if (role_[v] == 1 && role_[w] == 2) return adjacent;  // no vertex cut between them
          visit(2 * w);
          if (reached != none) return reached;
        }
        if (role_[v] == 0 && through_[v]) visit(2 * v);
      } else if (!through_[v]) {  // (v, in), interior: over its free unit
        visit(2 * v + 1);
      } else if (pred_[v] != none) {  // back along the flow edge that enters v
        visit(2 * pred_[v] + 1);
      }
      if (reached != none) return reached;
    }
    return none;
  }

  // One more unit along the path search() found, walked back from its sink node.
  void augment(std::uint32_t node) {
    while (parent_[node] != none) {
      const std::uint32_t from = parent_[node];
      const std::uint32_t a = from / 2, b = node / 2;
      if ((from & 1) && a == b) {  // (a, out) -> (a, in): a's unit is freed
        through_[a] = 0;
        pred_[a] = none;
      } else if (from & 1) {  // (a, out) -> (b, in): the flow now enters b from a
        pred_[b] = a;
      } else if (a == b) {  // (a, in) -> (a, out): a's unit is taken
        through_[a] = 1;
      }
      // (a, in) -> (b, out), a != b: the flow edge b -> a is cancelled; a's new predecessor
      // (or its freed unit) is set by the step into (a, in), earlier on the path.
      node = from;
    }
  }

  // v joins the sources: its neighbours have one neighbour fewer that is not a source.
  void make_source(std::uint32_t v) {
    role_[v] = 1;
    frontier_.push_back(v);
    const auto nb = neighbours(v);
    work_ += nb.size();
    for (const std::uint32_t w : nb) --open_[w];
  }

  std::vector<std::uint32_t> separator(const std::vector<std::uint32_t>& part) {
    mark(part);
    induce(part);
    unmark(part);
    const auto n = static_cast<std::uint32_t>(part.size());
    std::vector<std::uint32_t> best, cut;  // local ids
    double best_key = 0;
    for (int t = 0; t < tries && work_ <= max_work_; ++t) {
      const std::uint32_t s0 = next_random() % n;
      const std::uint32_t a = farthest(n, s0), b = farthest(n, a);
      if (a == b) break;
      for (std::uint32_t v = 0; v < n; ++v) {
        role_[v] = 0, through_[v] = 0, pred_[v] = none;
        open_[v] = static_cast<std::uint32_t>(offset_[v + 1] - offset_[v]);
      }
      frontier_.clear();
      make_source(a);
      role_[b] = 2;
      std::size_t fixed = 2;  // sources and sinks
      // A pierced vertex that joined the sinks: the path the last search found to its
      // in-node (the residual graph has not changed since), to augment without a search.
      std::uint32_t pending = none;
      while (work_ <= max_work_) {
        if (pending != none) augment(pending);
        pending = none;
        std::uint32_t end;
        while ((end = search()) != none && end != adjacent) augment(end);
        if (end == adjacent) break;
        // The last search's reach: the source side has its out-node reached, the cut its
        // in-node only; the sink side is not reached.
        cut.clear();
        std::size_t source_side = 0;
        for (std::uint32_t v = 0; v < n; ++v) {
          if (role_[v] == 1 || reach_out_[v] == stamp_)
            ++source_side;
          else if (reach_in_[v] == stamp_)
            cut.push_back(v);
        }
        if (cut.empty()) break;  // not connected: no separator needed
        const std::size_t sink_side = n - source_side - cut.size();
        const std::size_t small = std::min(source_side, sink_side);
        if (6 * small >= n) {
          const double key = double(cut.size()) / std::sqrt(double(small));
          if (best.empty() || key < best_key) best_key = key, best = cut;
        }
        if (10 * (fixed + cut.size()) >= 9 * std::size_t(n)) break;
        // Pierce: the smaller side takes its side of the cut and one cut vertex.
        const bool grow_source = source_side <= sink_side;
        for (std::uint32_t v = 0; v < n; ++v) {
          if (role_[v] != 0) continue;
          const bool reached_out = reach_out_[v] == stamp_;
          if (grow_source && reached_out) {
            make_source(v);
            ++fixed;
          } else if (!grow_source && !reached_out && reach_in_[v] != stamp_) {
            role_[v] = 2;
            ++fixed;
          }
        }
        // The cut vertex to pierce: from a random start, the first with no neighbour on the
        // other side (which would end this sequence of cuts), else the start.
        const std::uint8_t other = grow_source ? 2 : 1;
        const std::size_t first = next_random() % cut.size();
        std::uint32_t x = cut[first];
        for (std::size_t k = 0; k < cut.size(); ++k) {
          const std::uint32_t c = cut[(first + k) % cut.size()];
          const auto nb = neighbours(c);
          work_ += nb.size();
          if (std::none_of(nb.begin(), nb.end(),
                           [&](std::uint32_t w) { return role_[w] == other; })) {
            x = c;
            break;
          }
        }
        if (grow_source) {
          make_source(x);
        } else {
          role_[x] = 2;
          pending = 2 * x;  // a cut vertex: the last search reached its in-node
        }
        ++fixed;
      }
    }
    for (std::uint32_t& v : best) v = part[v];
    return best;
  }

  const adjacency& adj_;
  std::uint32_t n_;
  std::size_t max_work_;
  std::size_t work_ = 0;
  std::uint32_t stamp_ = 0;
  std::vector<std::uint32_t> local_;  // a marked part's vertex: its index in the part
  std::vector<std::uint8_t> in_part_;
  std::vector<std::size_t> offset_;  // the part being cut (induce)
  std::vector<std::uint32_t> edges_;
  // By local id in the part being cut:
  std::vector<std::uint32_t> reach_in_, reach_out_;
  std::vector<std::uint8_t> role_, through_;
  std::vector<std::uint32_t> dist_, parent_, pred_, queue_;
  std::vector<std::uint32_t> open_;      // neighbours that are not sources
  std::vector<std::uint32_t> frontier_;  // the sources, less some whose open_ is 0
};

}  // namespace detail

/// A min-degree elimination order of f's primal graph (its clauses and groups of at most 64
/// variables as cliques). No order (ranks zero) when the fill-in passes a work limit: the
/// order would cost more than it saves.
inline elimination_order min_degree_elimination(const cnf& f) {
  std::size_t work = 0;
  auto graph = detail::primal_graph(f, work);
  if (!graph) return detail::no_order(f.num_variables(), work);
  return detail::min_degree_order(std::move(*graph), work);
}

/// A min-fill elimination order of f's primal graph: each step eliminates the variable whose
/// neighbours lack the fewest edges among themselves (ties: the lower degree, then the later
/// variable), the classic heuristic for narrow tree decompositions. Fills are counted once and
/// then kept up to date: eliminating v changes a fill only through v's leaving, the edges it
/// adds between its neighbours and the neighbours those edges bring (work linear in the degrees
/// per added edge). No order past `max_work` (at most the limit min-degree has), nor once a
/// step meets `below_width` neighbours (the order would be no narrower than that).
inline elimination_order min_fill_elimination(const cnf& f, std::size_t below_width = SIZE_MAX,
                                              std::size_t max_work = SIZE_MAX) {
  std::size_t work = 0;
  auto graph = detail::primal_graph(f, work);
  if (!graph) return detail::no_order(f.num_variables(), work);
  return detail::min_fill_order(std::move(*graph), work, below_width, max_work);
}

namespace detail {

/// Seeded runs of nested dissection, of which the narrowest order is kept.
inline constexpr int dissection_runs = 8;

/// Nested dissection on `graph`, `work` spent so far (see nested_dissection_elimination).
inline elimination_order dissection_order(const adjacency& graph, std::size_t work,
                                          std::size_t max_work, int runs) {
  max_work = std::min(max_work, elimination_work_limit);
  elimination_order best = no_order(static_cast<std::uint32_t>(graph.size()), work);
  std::uint32_t seed = 2463534242u;
  for (int r = 0; r < runs && work < max_work; ++r, seed = seed * 2654435761u + 1) {
    nested_dissection nd(graph, max_work - work, seed);
    const auto order = nd.order();
    work += nd.work();
    if (!order || work > max_work) break;
    const auto width = order_width(graph, *order, work, max_work);
    if (!width) break;
    if (best.width == 0 || *width < best.width) {
      for (std::uint32_t i = 0; i < order->size(); ++i) best.rank[(*order)[i]] = i + 1;
      best.width = *width;
    }
  }
  best.work = work;
  return best;
}

}  // namespace detail

/// A nested-dissection elimination order of f's primal graph (detail::nested_dissection:
/// separators from vertex flows, FlowCutter's idea; min-fill on small parts), its width
/// replayed on the graph: the narrowest of up to `runs` runs from different seeds (the
/// separators' widths vary by a quarter from seed to seed), as many as `max_work` allows. No
/// order where not one run finishes within it.
inline elimination_order nested_dissection_elimination(const cnf& f,
                                                       std::size_t max_work = SIZE_MAX,
                                                       int runs = detail::dissection_runs) {
  std::size_t work = 0;
  auto graph = detail::primal_graph(f, work);
  if (!graph) return detail::no_order(f.num_variables(), work);
  return detail::dissection_order(*graph, work, max_work, runs);
}

/// The levels of order `e` of f's primal graph (detail::order_levels): 0 for the variables
/// eliminated last, deeper for the parts their separators split off (or, `at` smallest_bag, 0
/// for those of each tree's smallest bag); the partial order of d4's decision heuristic
/// (decision_heuristic::partial_order). Empty where `e` is no order or the replay passes the
/// elimination's work limit.
inline std::vector<std::uint32_t> order_levels(
    const cnf& f, const elimination_order& e,
    decomposition_root at = decomposition_root::last_eliminated) {
  if (e.width == 0 || e.rank.size() != f.num_variables()) return {};
  std::size_t work = 0;
  const std::vector<std::int8_t> fixed =
      e.residual ? detail::root_values(f, work) : std::vector<std::int8_t>{};
  auto graph = detail::primal_graph(f, work, fixed);
  if (!graph) return {};
  std::vector<std::uint32_t> order(f.num_variables());
  for (std::uint32_t v = 0; v < f.num_variables(); ++v) order[e.rank[v] - 1] = v;
  return detail::order_levels(std::move(*graph), order, work, detail::elimination_work_limit, at);
}

/// narrowest_elimination: min-degree, then min-fill where its width is below
/// min-degree's, then, as `dissect` asks (below `dissection_width`), nested dissection where
/// its width is below both (min-degree is the cheapest, and the greedy heuristics' reference on
/// ties). candidate_orders gives the greedy order and nested dissection's where that is
/// no wider: the top-down compiler's race compiles with both in its first round and follows
/// nested dissection's past that round where it is narrower (docs/compile.md). Min-fill may
/// cost `fill_work_factor` times min-degree's work, nested dissection `dissection_work_factor`
/// times plus 2^20 (its runs from several seeds); past that they are not finished. Measured on the
/// compile-peers families and the MNIST-addition formulas (docs/compile.md).
inline constexpr std::size_t fill_work_factor = 16, dissection_work_factor = 128;
/// Nested dissection runs where the greedy orders' width is below this fraction of the
/// variables: above it (random 3-CNFs, 0.5-0.6; sudoku_4, 0.48) it was never narrower, and it
/// costs more than the compilation of a small formula (16 ms against 3 ms on sudoku_4).
inline constexpr double dissection_width = 0.3;

/// Whether narrowest_elimination runs nested dissection.
enum class dissection : std::uint8_t {
  off,       ///< the greedy orders alone (min-degree, min-fill)
  narrower,  ///< nested dissection's order where it is narrower than the greedy orders'
};

/// The candidates narrowest_elimination chooses from: the greedy orders' narrowest, and nested
/// dissection's order where it ran and is no wider and not the same order (else no order).
struct elimination_candidates {
  elimination_order greedy;
  elimination_order dissected;
};

namespace detail {

/// Nested dissection's candidate beside the greedy order `greedy` of the primal graph `graph`
/// (`graph_work` its cost, `degree_work` min-degree's work with it, the unit of the budget): no
/// order where it is wider or the same order.
inline elimination_order dissected_beside(const adjacency& graph, std::size_t graph_work,
                                          std::size_t degree_work,
                                          const elimination_order& greedy) {
  elimination_order nd = dissection_order(
      graph, graph_work, dissection_work_factor * degree_work + (std::size_t(1) << 20),
      dissection_runs);
  if (nd.width == 0 || nd.width > greedy.width || nd.rank == greedy.rank) return {};
  return nd;
}

/// elimination_candidates of f's primal graph, of the residual formula where `fixed` gives the
/// root's values (primal_graph); nested dissection only with `dissect`.
inline elimination_candidates candidate_orders(const cnf& f, bool dissect,
                                               std::span<const std::int8_t> fixed) {
  std::size_t work = 0;  // the primal graph is built once, for all three orders
  auto graph = detail::primal_graph(f, work, fixed);
  if (!graph) return {detail::no_order(f.num_variables(), work), {}};
  const std::size_t graph_work = work;
  elimination_order e = detail::min_degree_order(*graph, work);
  if (e.width == 0) return {std::move(e), {}};
  const std::size_t degree_work = e.work;
  // Min-fill consumes its graph; nested dissection, when asked for, needs one too.
  elimination_order fill =
      detail::min_fill_order(dissect ? *graph : std::move(*graph), work, e.width,
                             fill_work_factor * degree_work + (std::size_t(1) << 16));
  if (fill.width > 0) e = std::move(fill);
  if (!dissect || double(e.width) >= dissection_width * double(f.num_variables()))
    return {std::move(e), {}};
  elimination_order nd = dissected_beside(*graph, graph_work, degree_work, e);
  return {std::move(e), std::move(nd)};
}

}  // namespace detail

/// The candidates of f's orders (elimination_candidates); where the formula as written has no
/// order (its primal graph or min-degree's fill-in passes the work limit), those of its
/// residual after the root's unit propagation (elimination_order::residual), if that fixes some
/// variable: a puzzle's givens, say (a 9x9 sudoku with its first 36 of 81 cells given has an
/// order of width 100 over 207 free variables, the formula as written none; docs/compile.md).
/// Not otherwise: measured on the ISCAS-89/85 and gate-circuit instances, whose unit clauses fix
/// their outputs, the residual order changed the race's circuits both ways (0.53x to 9.5x the
/// edges). Nested dissection costs ten times the greedy orders (20 ms against 2 on a 60-vertex
/// 3-colouring): a caller that needs it only for some orders asks for it later
/// (dissected_candidate).
inline elimination_candidates candidate_orders(const cnf& f, bool dissect) {
  elimination_candidates c = detail::candidate_orders(f, dissect, {});
  if (c.greedy.width > 0) return c;
  std::size_t work = 0;
  const auto fixed = detail::root_values(f, work);
  if (std::all_of(fixed.begin(), fixed.end(), [](std::int8_t x) { return x == 0; })) {
    c.greedy.work += work;
    return c;
  }
  elimination_candidates r = detail::candidate_orders(f, dissect, fixed);
  for (elimination_order* o : {&r.greedy, &r.dissected}) {
    o->residual = o->width > 0;
    o->work += c.greedy.work + work;
  }
  return r;
}

/// The `dissected` of candidate_orders(f, true), where `greedy` is the greedy order that
/// candidate_orders(f, false) gave: nested dissection's order where it is no wider than
/// `greedy` and not the same (else no order), of the same graph (the residual one where
/// `greedy` is residual), its `work` counting this call's own (the primal graph and
/// min-degree's order again, the unit of its budget, then nested dissection).
inline elimination_order dissected_candidate(const cnf& f, const elimination_order& greedy) {
  if (greedy.width == 0 || double(greedy.width) >= dissection_width * double(f.num_variables()))
    return {};
  std::size_t work = 0;
  const std::vector<std::int8_t> fixed =
      greedy.residual ? detail::root_values(f, work) : std::vector<std::int8_t>{};
  const std::size_t fixed_work = work;
  work = 0;
  auto graph = detail::primal_graph(f, work, fixed);
  if (!graph) return {};
  const std::size_t graph_work = work;
  const std::size_t degree_work = detail::min_degree_order(*graph, work).work;
  elimination_order nd = detail::dissected_beside(*graph, graph_work, degree_work, greedy);
  nd.residual = greedy.residual && nd.width > 0;
  nd.work += fixed_work + degree_work - graph_work;
  return nd;
}

/// The narrowest of the three orders, as above (candidate_orders), of f's primal graph or of
/// its residual after the root's unit propagation.
inline elimination_order narrowest_elimination(const cnf& f, dissection dissect = dissection::off) {
  elimination_candidates c = candidate_orders(f, dissect == dissection::narrower);
  const bool narrower = c.dissected.width > 0 && c.dissected.width < c.greedy.width;
  return narrower ? std::move(c.dissected) : std::move(c.greedy);
}

}  // namespace deeplog::compile
