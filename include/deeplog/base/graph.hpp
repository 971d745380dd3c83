// Graph algorithms shared by the layers: strongly connected components (the equivalent
// literals of a CNF's binary clauses, compile/preprocess.hpp; the recursive atoms of a ground
// program, prolog/inference.hpp).
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace deeplog {

/// The strongly connected components of a directed graph given as adjacency lists in CSR form:
/// node v's successors are succ[begin[v] .. begin[v + 1]), for begin.size() - 1 nodes.
/// Returns each node's component, numbered in the order Tarjan's algorithm completes them (a
/// component after every component it reaches). Iterative: no recursion however deep the graph;
/// linear in nodes and edges.
inline std::vector<std::uint32_t> strongly_connected_components(
    std::span<const std::size_t> begin, std::span<const std::uint32_t> succ) {
  const std::size_t nodes = begin.empty() ? 0 : begin.size() - 1;
  constexpr std::uint32_t unvisited = ~std::uint32_t(0);
  std::vector<std::uint32_t> index(nodes, unvisited), low(nodes), component(nodes, unvisited);
  std::vector<std::uint32_t> stack, path;  // Tarjan's stack; the depth-first path
  std::vector<std::size_t> edge(nodes);    // the next successor to visit, per node on the path
  std::uint32_t counter = 0, components = 0;
  auto open = [&](std::size_t v) {
    index[v] = low[v] = counter++;
    edge[v] = begin[v];
    stack.push_back(std::uint32_t(v));
    path.push_back(std::uint32_t(v));
  };
  for (std::size_t root = 0; root < nodes; ++root) {
    if (index[root] != unvisited) continue;
    open(root);
    while (!path.empty()) {
      const std::size_t v = path.back();
      if (edge[v] < begin[v + 1]) {
        const std::size_t w = succ[edge[v]++];
        if (index[w] == unvisited)
          open(w);
        else if (component[w] == unvisited)  // on the stack
          low[v] = std::min(low[v], index[w]);
        continue;
      }
      path.pop_back();
      if (!path.empty()) low[path.back()] = std::min(low[path.back()], low[v]);
      if (low[v] == index[v]) {
        std::uint32_t w;
        do {
          w = stack.back();
          stack.pop_back();
          component[w] = components;
        } while (w != v);
        ++components;
      }
    }
  }
  return component;
}

}  // namespace deeplog
