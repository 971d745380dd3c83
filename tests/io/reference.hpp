// Test helpers for the circuit-file readers: independent references (weighted model counts
// computed on the raw SDD structure with explicit variable sets, brute-force enumeration) and
// generators of random decision SDDs / d-DNNFs written as text in each format.
#pragma once

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <map>
#include <numeric>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "deeplog/circuit/io/nnf.hpp"
#include "deeplog/circuit/io/sdd.hpp"

namespace deeplog::test {

inline std::string shared_circuit(const std::string& name) {
  return std::string(DEEPLOG_SHARED_DIR) + "/data/circuits/" + name;
}
inline bool have_shared(const std::string& name) {
  return std::filesystem::exists(shared_circuit(name));
}
/// Catch2 v2 has no SKIP: tests that need the shared data warn and return.
inline void skip(const std::string& name) {
  WARN("skipped: shared data " << shared_circuit(name) << " is absent");
}

// Weighted model count of an SDD over all its vtree's variables, by recursion on the parsed
// structure: a prime or sub over vtree node t that mentions only the variables of its own
// vtree node u is multiplied by (w(x) + w(not x)) for every x in vars(t) \ vars(u), with the
// variable sets computed explicitly (std::set), independently of the reader's smoothing.
// w(lit) for lit = +-var.
template <class N, class W>
N sdd_wmc(const io::sdd& dd, const io::vtree& vt, W w) {
  std::vector<std::set<std::uint32_t>> vars(vt.nodes.size());
  for (std::size_t t = 0; t < vt.nodes.size(); ++t) {
    const auto& v = vt.nodes[t];
    if (v.leaf()) {
      vars[t] = {v.var};
    } else {
      vars[t] = vars[v.left];
      vars[t].insert(vars[v.right].begin(), vars[v.right].end());
    }
  }
  auto free_factor = [&](const std::set<std::uint32_t>& all, const std::set<std::uint32_t>& have) {
    N f = N(1);
    for (const auto x : all)
      if (!have.count(x)) f = f * (w(std::int64_t(x)) + w(-std::int64_t(x)));
    return f;
  };
  const std::set<std::uint32_t> none;
  std::vector<N> value(dd.nodes.size(), N(0));
  auto over = [&](std::uint32_t n, std::uint32_t t) {
    const auto& x = dd.nodes[n];
    if (x.kind == io::sdd_kind::false_node) return N(0);
    if (x.kind == io::sdd_kind::true_node) return free_factor(vars[t], none);
    return value[n] * free_factor(vars[t], vars[x.vtree]);
  };
  for (std::uint32_t n = 0; n < dd.nodes.size(); ++n) {
    const auto& x = dd.nodes[n];
    if (x.kind == io::sdd_kind::literal) value[n] = w(x.literal);
    if (x.kind == io::sdd_kind::decision) {
      const auto& v = vt.nodes[x.vtree];
      N sum = N(0);
      for (const auto& e : dd.elements_of(n))
        sum = sum + over(e.prime, v.left) * over(e.sub, v.right);
      value[n] = sum;
    }
  }
  return over(dd.root(), vt.root);
}

/// The Boolean value of SDD node `root` under an assignment (bit v-1 of `mask` = var v).
inline bool sdd_holds(const io::sdd& dd, std::uint64_t mask) {
  std::vector<char> val(dd.nodes.size(), 0);
  for (std::uint32_t n = 0; n < dd.nodes.size(); ++n) {
    const auto& x = dd.nodes[n];
    switch (x.kind) {
      case io::sdd_kind::false_node:
        val[n] = 0;
        break;
      case io::sdd_kind::true_node:
        val[n] = 1;
        break;
      case io::sdd_kind::literal: {
        const auto var = std::uint32_t(x.literal < 0 ? -x.literal : x.literal);
        const bool v = (mask >> (var - 1)) & 1u;
        val[n] = x.literal < 0 ? !v : v;
        break;
      }
      case io::sdd_kind::decision:
        for (const auto& e : dd.elements_of(n)) val[n] = val[n] || (val[e.prime] && val[e.sub]);
        break;
    }
  }
  return val[dd.root()] != 0;
}

/// A random Boolean function of n variables compiled into decision diagrams over a random
/// variable order pi: an SDD for the right-linear vtree ((pi0 (pi1 (... pin-1)))) and the same
/// diagram as a c2d and a d4 d-DNNF. Branches where the function does not depend on a
/// variable skip it, so none of the three is smooth.
struct random_function {
  int n;
  std::vector<std::uint32_t> order;  // pi: variables 1..n
  std::vector<char> table;           // f(mask), bit v-1 of mask = var v
  std::string vtree_text, sdd_text, c2d_text, d4_text;

  random_function(int n_vars, std::mt19937_64& rng, double density) : n(n_vars) {
    order.resize(n);
    std::iota(order.begin(), order.end(), 1u);
    std::shuffle(order.begin(), order.end(), rng);
    std::bernoulli_distribution bit(density);
    table.resize(std::size_t(1) << n);
    for (auto& t : table) t = bit(rng);
    build(rng);
  }

  bool holds(std::uint64_t mask) const { return table[mask] != 0; }

 private:
  // A diagram node: 'F', 'T', 'L' (literal at level), 'D' (decision at level: x ? hi : lo).
  struct dnode {
    char kind;
    int level;
    std::int32_t literal;
    int hi, lo;
  };
  std::vector<dnode> nodes_;
  std::map<std::pair<int, std::vector<char>>, int> memo_;

  int make(dnode d) {
    nodes_.push_back(d);
    return int(nodes_.size() - 1);
  }
  // sub: the function over order[level..n-1], index bit k = value of order[level + k].
  int compile(int level, const std::vector<char>& sub) {
    const auto key = std::pair{level, sub};
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    const bool all0 = std::all_of(sub.begin(), sub.end(), [](char c) { return !c; });
    const bool all1 = std::all_of(sub.begin(), sub.end(), [](char c) { return c != 0; });
    int r;
    if (all0) {
      r = make({'F', 0, 0, -1, -1});
    } else if (all1) {
      r = make({'T', 0, 0, -1, -1});
    } else {
      std::vector<char> f0(sub.size() / 2), f1(sub.size() / 2);
      for (std::size_t j = 0; j < f0.size(); ++j) f0[j] = sub[2 * j], f1[j] = sub[2 * j + 1];
      const auto x = std::int32_t(order[level]);
      if (f0 == f1) {
        r = compile(level + 1, f0);
      } else if (level + 1 == n || (is_const(f1, 1) && is_const(f0, 0)) ||
                 (is_const(f1, 0) && is_const(f0, 1))) {
        r = make({'L', level, f1[0] ? x : -x, -1, -1});  // f is x or not x
      } else {
        const int hi = compile(level + 1, f1), lo = compile(level + 1, f0);
        r = make({'D', level, x, hi, lo});
      }
    }
    memo_.emplace(key, r);
    return r;
  }
  static bool is_const(const std::vector<char>& f, char v) {
    return std::all_of(f.begin(), f.end(), [v](char c) { return (c != 0) == (v != 0); });
  }

  void build(std::mt19937_64& rng) {
    // Sub-table in level order: bit k of the index = value of order[k].
    std::vector<char> top(table.size());
    for (std::uint64_t idx = 0; idx < top.size(); ++idx) {
      std::uint64_t mask = 0;
      for (int k = 0; k < n; ++k)
        if ((idx >> k) & 1u) mask |= std::uint64_t(1) << (order[k] - 1);
      top[idx] = table[mask];
    }
    const int root = compile(0, top);
    emit(root, rng);
  }

  void emit(int root, std::mt19937_64& rng) {
    // Random, distinct file ids for vtree nodes and SDD nodes.
    auto ids = [&](std::size_t count) {
      std::vector<std::uint32_t> v(count);
      std::iota(v.begin(), v.end(), 0u);
      for (auto& x : v) x = x * 7 + 3;
      std::shuffle(v.begin(), v.end(), rng);
      return v;
    };
    // Vtree: leaf(level) and inner(level) for level < n - 1; inner(n-2).right = leaf(n-1).
    const auto vid = ids(2 * std::size_t(n) - 1);
    auto leaf_id = [&](int level) { return vid[std::size_t(level)]; };
    auto inner_id = [&](int level) {
      return level == n - 1 ? leaf_id(n - 1) : vid[std::size_t(n + level)];
    };
    std::ostringstream vt;
    vt << "c random right-linear vtree\nvtree " << 2 * n - 1 << "\n";
    for (int l = 0; l < n; ++l) vt << "L " << leaf_id(l) << " " << order[l] << "\n";
    for (int l = n - 2; l >= 0; --l)
      vt << "I " << inner_id(l) << " " << leaf_id(l) << " " << inner_id(l + 1) << "\n";
    vtree_text = vt.str();

    // Only the nodes the root reaches, children first (creation order already is).
    std::vector<char> live(nodes_.size(), 0);
    live[std::size_t(root)] = 1;
    for (int i = root; i >= 0; --i)
      if (live[std::size_t(i)] && nodes_[std::size_t(i)].kind == 'D')
        live[std::size_t(nodes_[std::size_t(i)].hi)] =
            live[std::size_t(nodes_[std::size_t(i)].lo)] = 1;
    const auto sid = ids(nodes_.size() + 2 * std::size_t(n) + 2);
    std::ostringstream s;
    std::size_t count = 0;
    std::map<std::int32_t, std::uint32_t> lit_id;  // decision literals, shared
    std::ostringstream body;
    std::size_t next_extra = nodes_.size();
    auto literal_node = [&](std::int32_t lit, int level) {
      if (auto it = lit_id.find(lit); it != lit_id.end()) return it->second;
      const auto id = sid[next_extra++];
      body << "L " << id << " " << leaf_id(level) << " " << lit << "\n";
      ++count;
      lit_id.emplace(lit, id);
      return id;
    };
    for (int i = 0; i <= root; ++i) {
      if (!live[std::size_t(i)]) continue;
      const dnode& d = nodes_[std::size_t(i)];
      const auto id = sid[std::size_t(i)];
      switch (d.kind) {
        case 'F':
          body << "F " << id << "\n";
          break;
        case 'T':
          body << "T " << id << "\n";
          break;
        case 'L':
          body << "L " << id << " " << leaf_id(d.level) << " " << d.literal << "\n";
          break;
        case 'D': {
          const auto p = literal_node(d.literal, d.level), np = literal_node(-d.literal, d.level);
          body << "D " << id << " " << inner_id(d.level) << " 2 " << p << " "
               << sid[std::size_t(d.hi)] << " " << np << " " << sid[std::size_t(d.lo)] << "\n";
          break;
        }
      }
      ++count;
    }
    s << "c random decision SDD\nsdd " << count << "\n" << body.str();
    sdd_text = s.str();

    // c2d: node numbers in order; a decision is O x 2 (A 2 x hi) (A 2 -x lo).
    std::ostringstream c2d_body;
    std::vector<std::uint32_t> num(nodes_.size(), 0);
    std::uint32_t v = 0;
    std::size_t e = 0;
    std::map<std::int32_t, std::uint32_t> c2d_lit;
    auto c2d_literal = [&](std::int32_t lit) {
      if (auto it = c2d_lit.find(lit); it != c2d_lit.end()) return it->second;
      c2d_body << "L " << lit << "\n";
      c2d_lit.emplace(lit, v);
      return v++;
    };
    for (int i = 0; i <= root; ++i) {
      if (!live[std::size_t(i)]) continue;
      const dnode& d = nodes_[std::size_t(i)];
      switch (d.kind) {
        case 'F':
          c2d_body << "O 0 0\n";
          num[std::size_t(i)] = v++;
          break;
        case 'T':
          c2d_body << "A 0\n";
          num[std::size_t(i)] = v++;
          break;
        case 'L':
          num[std::size_t(i)] = c2d_literal(d.literal);
          break;
        case 'D': {
          const auto p = c2d_literal(d.literal), np = c2d_literal(-d.literal);
          c2d_body << "A 2 " << p << " " << num[std::size_t(d.hi)] << "\n";
          c2d_body << "A 2 " << np << " " << num[std::size_t(d.lo)] << "\n";
          c2d_body << "O " << d.literal << " 2 " << v << " " << v + 1 << "\n";
          num[std::size_t(i)] = v + 2;
          v += 3;
          e += 6;
          break;
        }
      }
    }
    // The root must be the last line: a literal root reused earlier gets a 1-child AND.
    std::ostringstream c2d;
    const bool root_last = nodes_[std::size_t(root)].kind != 'L';
    if (!root_last) {
      c2d_body << "A 1 " << num[std::size_t(root)] << "\n";
      ++v;
      ++e;
    }
    c2d << "nnf " << v << " " << e << " " << n << "\n" << c2d_body.str();
    c2d_text = c2d.str();

    // d4: declarations root first, edges carry the decision literals.
    std::ostringstream d4, d4_edges;
    const auto did = ids(nodes_.size() + 1);
    auto d4id = [&](int i) { return did[std::size_t(i)] + 1; };
    const std::uint32_t true_id = did[nodes_.size()] + 1;
    d4 << "c random decision-DNNF, d4 format\n";
    for (int i = root; i >= 0; --i) {
      if (!live[std::size_t(i)]) continue;
      const dnode& d = nodes_[std::size_t(i)];
      switch (d.kind) {
        case 'F':
          d4 << "f " << d4id(i) << " 0\n";
          break;
        case 'T':
          d4 << "t " << d4id(i) << " 0\n";
          break;
        case 'L':
          d4 << "a " << d4id(i) << " 0\n";
          d4_edges << d4id(i) << " " << true_id << " " << d.literal << " 0\n";
          break;
        case 'D':
          d4 << "o " << d4id(i) << " 0\n";
          d4_edges << d4id(i) << " " << d4id(d.hi) << " " << d.literal << " 0\n";
          d4_edges << d4id(i) << " " << d4id(d.lo) << " " << -d.literal << " 0\n";
          break;
      }
    }
    d4 << "t " << true_id << " 0\n" << d4_edges.str();
    d4_text = d4.str();
  }
};

}  // namespace deeplog::test
