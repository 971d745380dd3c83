// A min-degree elimination order of a CNF's primal graph and its width: the static part of the
// top-down compiler's decision heuristic (variables eliminated late separate the formula).
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <iterator>
#include <queue>
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
};

/// A min-degree elimination order of f's primal graph (its clauses and groups of at most 64
/// variables as cliques). No order (ranks zero) when the fill-in passes a work limit: the
/// order would cost more than it saves.
inline elimination_order min_degree_elimination(const cnf& f) {
  const std::uint32_t n = f.num_variables();
  elimination_order out{std::vector<std::uint32_t>(n, 0), 0};
  std::vector<std::uint32_t>& rank = out.rank;
  constexpr std::size_t max_clique = 64, work_limit = std::size_t(1) << 24;
  std::vector<std::vector<std::uint32_t>> adj(n);
  std::size_t work = 0;
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
  if (work > work_limit) return out;
  std::vector<std::uint8_t> gone(n, 0);
  for (auto& a : adj) {
    std::sort(a.begin(), a.end());
    a.erase(std::unique(a.begin(), a.end()), a.end());
  }
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
    rank[v] = ++next;
    out.width = std::max(out.width, d);
    nb.clear();
    for (std::uint32_t w : adj[v])
      if (!gone[w]) nb.push_back(w);
    for (std::uint32_t w : nb) {  // the neighbours become a clique; v leaves
      merged.clear();
      std::set_union(adj[w].begin(), adj[w].end(), nb.begin(), nb.end(),
                     std::back_inserter(merged));
      merged.erase(std::remove_if(merged.begin(), merged.end(),
                                  [&](std::uint32_t x) { return x == w || gone[x]; }),
                   merged.end());
      work += merged.size();
      adj[w].swap(merged);
      heap.push({adj[w].size(), ~w});
    }
    if (work > work_limit) {
      std::fill(rank.begin(), rank.end(), 0u);
      out.width = 0;
      return out;
    }
  }
  return out;
}

}  // namespace deeplog::compile
