// Alternative layouts of one circuit, for measuring what layering costs (docs/circuit.md):
//  - strict_layering: every edge spans exactly one level, as in layer-by-layer evaluators that
//    read only the previous layer (KLay); a long edge gets a chain of unary nodes (a plus of
//    one child), one chain per child, shared by the parents that need it;
//  - sorted_within_layers: the library's layering, with the nodes of each layer ordered by
//    their first child (reads of neighbouring nodes land on neighbouring rows).
// Both keep the circuit's values; the library's own layout is the circuit as built.
#pragma once

#include <algorithm>
#include <cstdint>
#include <map>
#include <numeric>
#include <vector>

#include "deeplog/circuit/analysis.hpp"
#include "deeplog/circuit/circuit.hpp"

namespace deeplog::bench {

namespace detail {
struct node_spec {
  node_kind kind;
  std::uint32_t input;
  std::uint32_t depth;
  std::vector<std::uint32_t> kids;  // indices into the spec list
};

// Arrays in layer order: (depth, kind, then `key` order), roots renumbered.
inline circuit emit(const std::vector<node_spec>& ps, const std::vector<std::uint32_t>& roots,
                    std::size_t num_inputs, const std::vector<std::uint64_t>& key) {
  std::vector<node_kind> kinds;
  std::vector<std::uint32_t> offsets{0}, inputs;
  std::vector<node_id> children;
  for (const auto& p : ps) {
    kinds.push_back(p.kind);
    inputs.push_back(p.input);
    children.insert(children.end(), p.kids.begin(), p.kids.end());
    offsets.push_back(static_cast<std::uint32_t>(children.size()));
  }
  const std::vector<node_id> rs(roots.begin(), roots.end());
  return circuit_from_arrays(kinds, offsets, children, inputs, rs, num_inputs, key);
}

inline std::vector<node_spec> specs_of(const circuit& c) {
  std::vector<node_spec> ps(c.size());
  for (node_id n = 0; n < c.size(); ++n) {
    ps[n].kind = c.kind(n);
    ps[n].input = c.input(n);
    ps[n].depth = 0;
    for (node_id ch : c.children(n)) {
      ps[n].kids.push_back(ch);
      ps[n].depth = std::max(ps[n].depth, ps[ch].depth + 1);
    }
  }
  return ps;
}
}  // namespace detail

inline circuit strict_layering(const circuit& c) {
  auto ps = detail::specs_of(c);
  const std::size_t original = ps.size();
  // chain[(child, depth)] = the unary node carrying child's label at that depth.
  std::map<std::pair<std::uint32_t, std::uint32_t>, std::uint32_t> chain;
  auto at_depth = [&](std::uint32_t child, std::uint32_t d) {
    std::uint32_t cur = child;
    for (std::uint32_t level = ps[child].depth + 1; level <= d; ++level) {
      auto [it, fresh] = chain.try_emplace({child, level}, 0u);
      if (fresh) {
        it->second = static_cast<std::uint32_t>(ps.size());
        ps.push_back({node_kind::plus, 0, level, {cur}});
      }
      cur = it->second;
    }
    return cur;
  };
  for (std::uint32_t n = 0; n < original; ++n)
    for (auto& ch : ps[n].kids)
      if (ps[ch].depth + 1 < ps[n].depth) ch = at_depth(ch, ps[n].depth - 1);
  std::vector<std::uint32_t> roots(c.roots().begin(), c.roots().end());
  std::vector<std::uint64_t> key(ps.size());
  std::iota(key.begin(), key.end(), std::uint64_t(0));
  return detail::emit(ps, roots, c.num_inputs(), key);
}

inline circuit sorted_within_layers(const circuit& c) {
  const auto ps = detail::specs_of(c);
  std::vector<std::uint64_t> key(ps.size());
  for (std::size_t n = 0; n < ps.size(); ++n)
    key[n] = ps[n].kids.empty() ? n : (std::uint64_t(ps[n].kids.front()) << 32 | n);
  std::vector<std::uint32_t> roots(c.roots().begin(), c.roots().end());
  return detail::emit(ps, roots, c.num_inputs(), key);
}

}  // namespace deeplog::bench
