// Structural properties of circuits over Boolean literals (paper, "Algebraic Circuits in
// Neurosymbolic Probabilistic Logic": a circuit gives the algebraic model count in every
// commutative semiring when it is decomposable, deterministic and smooth). Decomposability (the
// children of a times node share no variable) and smoothness (the children of a plus node have
// the same variables) are properties of the graph alone; check_dnnf finds the first node that
// breaks either. Determinism (the children of a plus node have no model in common) needs a
// satisfiability test per plus node and is not checked here.
//
// Cost: one pass in layer order. Each node's variable set is interned (nodes with the same set
// share one copy), so memory is the sum of the sizes of the distinct sets, bounded by an option;
// a times node merges its children's sets, a plus node compares set ids.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

#include "deeplog/circuit/circuit.hpp"

namespace deeplog {

enum class dnnf_violation_kind : std::uint8_t {
  not_decomposable,  // a variable below two children of a times node
  not_smooth         // a variable below one child of a plus node and not below another
};

constexpr const char* to_string(dnnf_violation_kind k) {
  return k == dnnf_violation_kind::not_decomposable ? "not decomposable" : "not smooth";
}

struct dnnf_violation {
  dnnf_violation_kind kind;
  node_id node;
  std::uint32_t variable;
  std::string message() const {
    return "circuit node " + std::to_string(node) + " is " + to_string(kind) + " (variable " +
           std::to_string(variable) + ")";
  }
};

struct dnnf_check_options {
  bool smooth = true;  // also require smoothness
  /// The variable of each input; empty: the literal convention, input i is variable i / 2.
  std::span<const std::uint32_t> input_variables = {};
  /// The interned sets may hold at most this many variables in all (4 bytes each), else
  /// check_dnnf throws circuit_error: a chain of n nodes over growing sets holds n^2 / 2.
  std::size_t max_set_entries = std::size_t(1) << 28;
};

/// The first node, in layer order, at which `c` is not decomposable (or, with options.smooth,
/// not smooth); none when the whole circuit is. The constant zero counts as having every
/// variable (a plus node may mix it with anything; a times node with it is zero), the constant
/// one as having none.
[[nodiscard]] inline std::optional<dnnf_violation> check_dnnf(const circuit& c,
                                                              const dnnf_check_options& o = {}) {
  constexpr std::uint32_t zero_set = ~0u;
  // The interned sets: sorted variables, flat; set s is pool[begin[s], begin[s + 1]).
  std::vector<std::uint32_t> pool, begin{0};
  auto hash_of = [](std::span<const std::uint32_t> s) {
    std::uint64_t h = 0x9e3779b97f4a7c15ull ^ s.size();
    for (std::uint32_t x : s) h = (h ^ x) * 0xff51afd7ed558ccdull;
    return h ^ (h >> 29);
  };
  std::unordered_multimap<std::uint64_t, std::uint32_t> index;
  auto set = [&](std::uint32_t s) {
    return std::span<const std::uint32_t>(pool.data() + begin[s], begin[s + 1] - begin[s]);
  };
  auto intern = [&](std::span<const std::uint32_t> s) {
    const std::uint64_t h = hash_of(s);
    const auto [lo, hi] = index.equal_range(h);
    for (auto it = lo; it != hi; ++it)
      if (std::ranges::equal(set(it->second), s)) return it->second;
    const auto id = static_cast<std::uint32_t>(begin.size() - 1);
    if (pool.size() + s.size() > o.max_set_entries)
      throw circuit_error("check_dnnf: the variable sets of the circuit's nodes exceed " +
                          std::to_string(o.max_set_entries) + " entries");
    pool.insert(pool.end(), s.begin(), s.end());
    begin.push_back(static_cast<std::uint32_t>(pool.size()));
    index.emplace(h, id);
    return id;
  };
  const std::uint32_t empty_set = intern({});
  std::vector<std::uint32_t> of(c.size()), merged;
  for (node_id n = 0; n < c.size(); ++n) {
    switch (c.kind(n)) {
      case node_kind::zero:
        of[n] = zero_set;
        break;
      case node_kind::one:
        of[n] = empty_set;
        break;
      case node_kind::input: {
        const std::uint32_t i = c.input(n);
        const std::uint32_t v =
            o.input_variables.empty() ? input_variable(i) : o.input_variables[i];
        of[n] = intern(std::span(&v, 1));
        break;
      }
      case node_kind::plus: {
        std::uint32_t s = zero_set;  // the empty plus is zero
        for (node_id ch : c.children(n)) {
          const std::uint32_t t = of[ch];
          if (t == zero_set || t == s) continue;
          if (s == zero_set) {
            s = t;
            continue;
          }
          if (o.smooth) {  // a variable in one set and not the other
            const auto a = set(s), b = set(t);
            std::vector<std::uint32_t> diff;
            std::ranges::set_symmetric_difference(a, b, std::back_inserter(diff));
            return dnnf_violation{dnnf_violation_kind::not_smooth, n, diff.front()};
          }
          merged.clear();
          std::ranges::set_union(set(s), set(t), std::back_inserter(merged));
          s = intern(merged);
        }
        of[n] = s;
        break;
      }
      case node_kind::times: {
        merged.clear();
        bool zero = false;
        for (node_id ch : c.children(n)) {
          if (of[ch] == zero_set) {
            zero = true;
            continue;
          }
          const auto s = set(of[ch]);
          merged.insert(merged.end(), s.begin(), s.end());
        }
        std::sort(merged.begin(), merged.end());
        if (const auto it = std::adjacent_find(merged.begin(), merged.end()); it != merged.end())
          return dnnf_violation{dnnf_violation_kind::not_decomposable, n, *it};
        of[n] = zero ? zero_set : intern(merged);
        break;
      }
    }
  }
  return std::nullopt;
}

}  // namespace deeplog
