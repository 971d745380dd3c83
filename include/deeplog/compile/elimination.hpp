// Elimination orders of a CNF's primal graph (min-degree, min-fill) and their widths: the static
// part of the top-down compiler's decision heuristic (variables eliminated late separate the
// formula).
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <iterator>
#include <optional>
#include <queue>
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
};

namespace detail {

/// The elimination's bound on work (adjacency entries written or read): past it there is no
/// order, which would cost more than it saves.
inline constexpr std::size_t elimination_work_limit = std::size_t(1) << 24;

/// A graph over variables as sorted adjacency lists.
using adjacency = std::vector<std::vector<std::uint32_t>>;

/// f's primal graph: its clauses and groups of at most 64 variables as cliques. None past the
/// work limit (`work` counts the entries written).
inline std::optional<adjacency> primal_graph(const cnf& f, std::size_t& work) {
  constexpr std::size_t max_clique = 64;
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
    for (dimacs_literal l : f.clause(c)) vs.push_back(literal_variable(l));
    clique(vs);
  }
  for (const auto& g : f.groups()) clique(g.variables);
  if (work > elimination_work_limit) return std::nullopt;
  for (auto& a : adj) {
    std::sort(a.begin(), a.end());
    a.erase(std::unique(a.begin(), a.end()), a.end());
  }
  return adj;
}

/// No order: ranks zero, width zero, and what finding that out cost.
inline elimination_order no_order(std::uint32_t n, std::size_t work) {
  return {std::vector<std::uint32_t>(n, 0), 0, work};
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

/// The narrower of the two orders: min-fill where its width is below min-degree's, else
/// min-degree (the cheaper one, and the heuristic's reference on ties). Min-fill may cost
/// `fill_work_factor` times min-degree's work; past that it is not finished. Measured on the
/// compile-peers families and the MNIST-addition formulas (docs/compile.md).
inline constexpr std::size_t fill_work_factor = 16;

inline elimination_order narrowest_elimination(const cnf& f) {
  std::size_t work = 0;  // the primal graph is built once, for both orders
  auto graph = detail::primal_graph(f, work);
  if (!graph) return detail::no_order(f.num_variables(), work);
  elimination_order e = detail::min_degree_order(*graph, work);
  if (e.width == 0) return e;
  elimination_order fill = detail::min_fill_order(
      std::move(*graph), work, e.width, fill_work_factor * e.work + (std::size_t(1) << 16));
  return fill.width > 0 ? fill : e;
}

}  // namespace deeplog::compile
