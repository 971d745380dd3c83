// Sentential decision diagrams (Darwiche, 2011) built bottom-up by apply over any vtree: the
// generalisation of the OBDD manager (obdd.hpp, the SDDs of right-linear vtrees) to vtrees of
// any shape, where a node decides on a sentence over its vtree node's left variables (a prime)
// rather than on one variable.
//
// A decision node at vtree node v is a set of elements (prime, sub): the primes are functions
// of the variables under v's left child, non-false, pairwise disjoint and covering (a
// partition); the subs are functions of the variables under v's right child. Nodes are kept
// compressed (distinct subs) and trimmed (no {(true, s)}, no {(p, true), (not p, false)}), so
// equal functions are equal nodes (Xue, Choi and Darwiche, 2012: compressed, trimmed SDDs are
// canonical for their vtree). Apply combines two nodes at the lowest vtree node above both:
// the product of their partitions, one prime conjunction and one sub operation per pair of
// elements, then compression (disjoining the primes of equal subs) and trimming.
//
// Memory: nodes (12 bytes) and elements (8 bytes) in two arrays, the unique table (open
// addressing over node indices, at most half full) and a lossy direct-mapped computed table
// (at most two 16-byte entries per node); the node budget counts nodes, elements and the
// elements of products waiting for compression together, so it bounds all of it. Garbage is
// collected between operations on the roots the caller names (collect_garbage).
//
//   make_vtree, elimination_vtree   vtrees: right-linear or balanced over an order; the
//                                   elimination tree of a CNF's elimination order
//   sdd_of(m, cnf), diagram_of      a CNF along its vtree; a formula (obdd.hpp, either manager)
//   choose_vtree                    what compile_options::vtree asks for, resolved
//   sdd_to_io, sdd_to_circuit       the .sdd/.vtree file form; the smooth circuit
#pragma once

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <numeric>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "deeplog/base/error.hpp"
#include "deeplog/circuit/circuit.hpp"
#include "deeplog/circuit/io/sdd.hpp"
#include "deeplog/circuit/io/vtree.hpp"
#include "deeplog/compile/boolean_formula.hpp"
#include "deeplog/compile/budget.hpp"
#include "deeplog/compile/cnf.hpp"
#include "deeplog/compile/elimination.hpp"
#include "deeplog/compile/obdd.hpp"
#include "deeplog/compile/tseitin.hpp"

namespace deeplog::compile {

/// The shapes of vtree built over a variable order (left to right):
/// - right_linear: every left child a leaf (the SDDs are OBDDs of that order);
/// - balanced: the order split in halves recursively (depth log2 n).
enum class vtree_shape : std::uint8_t { right_linear, balanced };

constexpr std::string_view to_string(vtree_shape s) {
  return s == vtree_shape::right_linear ? "right-linear" : "balanced";
}

namespace detail {

/// A vtree over the given subtrees (node indices of vt), joined as a balanced tree
/// (detail::reduce_pairwise): make_vtree's balanced shape over leaves, elimination_vtree's joins
/// over subtrees.
inline std::uint32_t join_balanced(io::vtree& vt, std::vector<std::uint32_t> trees) {
  return reduce_pairwise(std::move(trees), [&](std::uint32_t l, std::uint32_t r) {
    const auto id = static_cast<std::uint32_t>(vt.nodes.size());
    vt.nodes.push_back({id, 0, l, r});
    return id;
  });
}

}  // namespace detail

/// A vtree over the variables of `order` (0-based; the vtree's leaves hold var + 1, the SDD
/// library's numbering), its leaves in that order. Node ids are their indices.
inline io::vtree make_vtree(std::span<const std::uint32_t> order, vtree_shape shape) {
  if (order.empty()) throw argument_error("make_vtree: a vtree needs at least one variable");
  io::vtree vt;
  auto push = [&](io::vtree::node x) {
    x.id = static_cast<std::uint32_t>(vt.nodes.size());
    vt.nodes.push_back(x);
    return x.id;
  };
  for (std::uint32_t v : order) {
    push({0, v + 1});
    vt.max_variable = std::max(vt.max_variable, v + 1);
  }
  const auto n = static_cast<std::uint32_t>(order.size());
  if (shape == vtree_shape::right_linear) {
    std::uint32_t right = n - 1;
    for (std::uint32_t l = n - 1; l-- > 0;) right = push({0, 0, l, right});
    vt.root = right;
  } else {
    std::vector<std::uint32_t> leaves(n);
    std::iota(leaves.begin(), leaves.end(), 0u);
    vt.root = detail::join_balanced(vt, std::move(leaves));
  }
  return vt;
}

/// The vtree of an elimination order's elimination tree (the parent of v: the neighbour, at
/// v's elimination, eliminated next): each variable a leaf, as the left child of a node whose
/// right child joins its children's subtrees (balanced), and the trees of the forest joined
/// likewise. Every clause's variables lie on one path of that tree, and the parts below a
/// variable share no clause, so the SDD decides the variable and then conjoins independent
/// parts: its size is bounded by the number of variables times 2^(the order's width), as the
/// top-down compiler's decision trees are. Empty (no vtree) where `e` is no order of f or the
/// replay passes the elimination's work limit.
inline std::optional<io::vtree> elimination_vtree(const cnf& f, const elimination_order& e) {
  const std::uint32_t n = f.num_variables();
  if (n == 0 || e.rank.size() != n || e.rank[0] == 0) return std::nullopt;  // ranks 1..n
  std::size_t work = 0;
  const std::vector<std::int8_t> fixed =
      e.residual ? detail::root_values(f, work) : std::vector<std::int8_t>{};
  auto graph = detail::primal_graph(f, work, fixed);
  if (!graph) return std::nullopt;
  std::vector<std::uint32_t> order(n);
  for (std::uint32_t v = 0; v < n; ++v) order[e.rank[v] - 1] = v;
  constexpr std::uint32_t none = io::vtree::none;
  std::vector<std::uint32_t> parent(n, none);
  const bool done =
      detail::replay_elimination(std::move(*graph), order, work, detail::elimination_work_limit,
                                 [&](std::uint32_t v, const std::vector<std::uint32_t>& nb) {
                                   for (std::uint32_t u : nb)
                                     if (parent[v] == none || e.rank[u] < e.rank[parent[v]])
                                       parent[v] = u;
                                 });
  if (!done) return std::nullopt;
  std::vector<std::vector<std::uint32_t>> below(n);  // the subtrees of each variable's children
  std::vector<std::uint32_t> roots;
  io::vtree vt;
  vt.max_variable = n;
  for (std::uint32_t v : order) {  // children first
    const auto leaf = static_cast<std::uint32_t>(vt.nodes.size());
    vt.nodes.push_back({leaf, v + 1});
    std::uint32_t t = leaf;
    if (!below[v].empty()) {
      const std::uint32_t rest = detail::join_balanced(vt, std::move(below[v]));
      t = static_cast<std::uint32_t>(vt.nodes.size());
      vt.nodes.push_back({t, 0, leaf, rest});
    }
    (parent[v] == none ? roots : below[parent[v]]).push_back(t);
  }
  vt.root = detail::join_balanced(vt, std::move(roots));
  return vt;
}

class sdd_manager {
 public:
  using ref = std::uint32_t;
  static constexpr ref false_ref = 0, true_ref = 1;
  struct element {
    ref prime, sub;
  };

  /// An SDD manager for the vtree `vt`, whose leaves must hold exactly the variables
  /// 1..vt.max_variable (the manager's variables are their 0-based ids).
  explicit sdd_manager(io::vtree vt, compile::budget b = {})
      : vt_(std::move(vt)), guard_(b, "SDD compiler") {
    n_ = vt_.max_variable;
    // A vtree of n leaves has 2n - 1 nodes: checked before anything of n's size is allocated
    // (a one-leaf vtree may name variable 587534804).
    if (vt_.root >= vt_.nodes.size() || vt_.nodes.size() != 2 * std::size_t(n_) - 1)
      throw argument_error("sdd: a vtree over the variables 1.." + std::to_string(n_) + " has " +
                           std::to_string(2 * std::size_t(n_) - 1) +
                           " nodes and a root among them; this one has " +
                           std::to_string(vt_.nodes.size()));
    leaf_of_.assign(n_, io::vtree::none);
    std::vector<std::uint8_t> parents(vt_.nodes.size(), 0);
    for (std::uint32_t t = 0; t < vt_.nodes.size(); ++t) {
      const auto& x = vt_.nodes[t];
      if (!x.leaf()) {
        if (x.left >= t || x.right >= t || x.left == x.right)
          throw argument_error("sdd: vtree node " + std::to_string(t) +
                               " does not list two children before it");
        if (++parents[x.left] > 1 || ++parents[x.right] > 1)
          throw argument_error("sdd: a vtree node has two parents");
        continue;
      }
      if (x.var > n_ || leaf_of_[x.var - 1] != io::vtree::none)
        throw argument_error("sdd: variable " + std::to_string(x.var) +
                             " is above max_variable or in two leaves");
      leaf_of_[x.var - 1] = t;
    }
    for (std::uint32_t t = 0; t < vt_.nodes.size(); ++t)
      if ((parents[t] == 0) != (t == vt_.root))
        throw argument_error("sdd: vtree node " + std::to_string(t) +
                             (t == vt_.root ? " is the root but has a parent" : " has no parent"));
    ix_ = vt_.make_index();
    nodes_.push_back({io::vtree::none, 0, 0});  // false
    nodes_.push_back({io::vtree::none, 0, 0});  // true
    for (std::uint32_t v = 0; v < n_; ++v) {    // the literals: ref 2 + 2v (+1 negated)
      nodes_.push_back({leaf_of_[v], 2 * v, 0});
      nodes_.push_back({leaf_of_[v], 2 * v + 1, 0});
    }
    guard_.nodes(nodes_.size());
  }

  const io::vtree& vtree() const { return vt_; }
  std::uint32_t num_variables() const { return n_; }
  /// Nodes held (terminals, the 2n literals, and decisions, live or garbage).
  std::size_t size() const { return nodes_.size(); }
  std::size_t num_elements() const { return elements_.size(); }

  /// The vtree node a node is normalized for (none for the terminals).
  std::uint32_t vtree_of(ref f) const { return nodes_[f].vtree; }
  bool is_literal(ref f) const { return f > true_ref && f < first_decision(); }
  bool is_decision(ref f) const { return f >= first_decision(); }
  /// A literal node's variable and sign.
  std::uint32_t literal_variable(ref f) const { return (f - 2) / 2; }
  bool literal_negated(ref f) const { return ((f - 2) & 1u) != 0; }
  std::span<const element> elements(ref f) const {
    if (!is_decision(f)) return {};
    return {elements_.data() + nodes_[f].first, nodes_[f].count};
  }

  ref constant(bool v) const { return v ? true_ref : false_ref; }
  ref variable(std::uint32_t v) const {
    if (v >= n_) throw argument_error("sdd: variable " + std::to_string(v) + " out of range");
    return 2 + 2 * v;
  }
  ref literal(dimacs_literal l) const {
    const ref x = variable(compile::literal_variable(l));
    return compile::literal_negated(l) ? x + 1 : x;
  }

  ref negate(ref f) {
    check(f);
    stack_.mark();
    return apply(op_not, f, 0, 0);
  }
  ref conjoin(ref f, ref g) { return binary(op_and, f, g); }
  ref disjoin(ref f, ref g) { return binary(op_or, f, g); }
  /// The conjunction (or disjunction) of many, combined pairwise as a balanced tree.
  ref conjoin(std::span<const ref> fs) { return fold(op_and, fs); }
  ref disjoin(std::span<const ref> fs) { return fold(op_or, fs); }

  /// Exactly one (or at most one) of `vars`: "none so far" and "exactly one so far" along
  /// the members, four operations per member.
  ref group(group_kind kind, std::span<const std::uint32_t> vars) {
    ref none_yet = true_ref, one = false_ref;
    for (std::uint32_t v : vars) {
      const ref x = variable(v), nx = x + 1;
      one = disjoin(conjoin(nx, one), conjoin(x, none_yet));
      none_yet = conjoin(nx, none_yet);
    }
    return kind == group_kind::exactly_one ? one : disjoin(one, none_yet);
  }

  /// The internal nodes (literals and decisions) reachable from the roots, children first.
  std::vector<ref> cone_of(ref f) const { return cone_of(std::span<const ref>(&f, 1)); }
  std::vector<ref> cone_of(std::span<const ref> fs) const {
    std::vector<char> seen(nodes_.size(), 0);
    for (ref f : fs) {
      check(f);
      seen[f] = 1;
    }
    std::vector<ref> out;
    for (ref x = static_cast<ref>(nodes_.size()); x-- > 2;) {
      if (!seen[x]) continue;
      out.push_back(x);
      for (const element& e : elements(x)) seen[e.prime] = seen[e.sub] = 1;
    }
    std::reverse(out.begin(), out.end());
    return out;
  }

  /// The SDD library's size of f: the elements of the decision nodes reachable from it.
  std::size_t elements_of(ref f) const {
    std::size_t s = 0;
    for (ref x : cone_of(f)) s += nodes_[x].count;
    return s;
  }

  /// Models of f over all the vtree's variables, as a double (exact below 2^53).
  double model_count(ref f) const {
    check(f);
    std::vector<double> memo(nodes_.size(), 0.0);  // models over the variables of vtree_of(x)
    auto over = [&](ref x, std::uint32_t t) {      // models over the variables under t
      if (x <= true_ref) return x == true_ref ? std::ldexp(1.0, int(ix_.num_vars[t])) : 0.0;
      return std::ldexp(memo[x], int(ix_.num_vars[t] - ix_.num_vars[nodes_[x].vtree]));
    };
    for (ref x : cone_of(f)) {
      if (is_literal(x)) {
        memo[x] = 1.0;
        continue;
      }
      const auto& v = vt_.nodes[nodes_[x].vtree];
      double total = 0;
      for (const element& e : elements(x)) total += over(e.prime, v.left) * over(e.sub, v.right);
      memo[x] = total;
    }
    return over(f, vt_.root);
  }

  /// Bytes held by the nodes, elements, unique and computed tables and the scratch space.
  std::size_t memory_bytes() const {
    return nodes_.capacity() * sizeof(node) + elements_.capacity() * sizeof(element) +
           unique_.capacity() * sizeof(ref) + cache_.capacity() * sizeof(cache_entry) +
           scratch_.capacity() * sizeof(element);
  }

  /// Garbage collection: keeps the literals and the nodes reachable from `roots`, renumbered
  /// in their order (children stay before parents), and rewrites `roots` in place. Every other
  /// ref is invalid after; the computed table is emptied and the tables shrink with the nodes.
  void collect_garbage(std::span<ref> roots) {
    for (ref r : roots) check(r);
    const ref first = first_decision();
    std::vector<char> seen(nodes_.size(), 0);
    for (ref r : roots) seen[r] = 1;
    for (ref x = static_cast<ref>(nodes_.size()); x-- > first;)
      if (seen[x])
        for (const element& e : elements(x)) seen[e.prime] = seen[e.sub] = 1;
    std::vector<ref> to(nodes_.size());
    std::iota(to.begin(), to.begin() + first, 0u);
    std::vector<node> nodes(nodes_.begin(), nodes_.begin() + first);
    std::vector<element> elements;
    for (ref x = first; x < nodes_.size(); ++x) {
      if (!seen[x]) continue;
      deeplog::check_budget();
      node y = nodes_[x];
      const auto start = static_cast<std::uint32_t>(elements.size());
      for (const element& e : this->elements(x)) elements.push_back({to[e.prime], to[e.sub]});
      y.first = start;
      to[x] = static_cast<ref>(nodes.size());
      nodes.push_back(y);
    }
    for (ref& r : roots) r = to[r];
    nodes_ = std::move(nodes);
    elements_ = std::move(elements);
    rehash(std::max(min_table, std::bit_ceil(2 * (nodes_.size() - first + 1))));
    cache_.assign(std::max(min_cache, std::bit_ceil(nodes_.size())), cache_entry{});
  }

 private:
  enum op_t : std::uint32_t { op_and = 1, op_or = 2, op_not = 3 };  // 0: an empty cache entry
  struct node {
    std::uint32_t vtree;  // none for the terminals
    std::uint32_t first;  // decisions: the first element; literals: 2 var + negated
    std::uint32_t count;  // decisions: the number of elements; otherwise 0
  };
  struct cache_entry {
    ref f = 0, g = 0, result = 0;
    std::uint32_t op = 0;
  };
  static constexpr std::size_t min_table = std::size_t(1) << 12;
  // The computed table's least size (1 MiB). A collection can leave a few thousand nodes while
  // the products still to come are many more: sized to the nodes left, the table forgot them
  // (three-digit addition over a balanced vtree, frequent collections: 4.6 s with 2^12 entries,
  // 0.56 s with 2^16, as fast as 2^20).
  static constexpr std::size_t min_cache = std::size_t(1) << 16;

  ref first_decision() const { return 2 + 2 * n_; }

  void check(ref f) const {
    if (f >= nodes_.size())
      throw argument_error("sdd: " + std::to_string(f) + " is not a node of this manager");
  }

  static std::size_t mix(std::uint64_t a, std::uint64_t b) {
    std::uint64_t h =
        a * 0x9e3779b97f4a7c15ull ^ (b + 0x632be59bd9b4e019ull) * 0xbf58476d1ce4e5b9ull;
    h ^= h >> 31;
    h *= 0xff51afd7ed558ccdull;
    return static_cast<std::size_t>(h ^ (h >> 29));
  }
  static std::size_t hash_of(std::uint32_t v, std::span<const element> es) {
    std::size_t h = mix(v, es.size());
    for (const element& e : es) h = mix(h, (std::uint64_t(e.prime) << 32) | e.sub);
    return h;
  }

  ref binary(op_t op, ref f, ref g) {
    check(f);
    check(g);
    stack_.mark();
    return apply(op, f, g, 0);
  }

  ref fold(op_t op, std::span<const ref> fs) {
    if (fs.empty()) return op == op_and ? true_ref : false_ref;
    check(fs[0]);  // a single operand is returned as it is
    return detail::reduce_pairwise(std::vector<ref>(fs.begin(), fs.end()),
                                   [&](ref f, ref g) { return binary(op, f, g); });
  }

  bool under(std::uint32_t u, std::uint32_t w) const { return io::under(ix_, u, w); }

  // The computed table's slot for (op, f, g).
  cache_entry& slot(op_t op, ref f, ref g) {
    return cache_[mix((std::uint64_t(f) << 32) | g, op) & (cache_.size() - 1)];
  }

  // One element of a product in the making. Products wait in the scratch space until they are
  // compressed, so it counts against the node budget with the nodes and elements.
  void push(element e) {
    scratch_.push_back(e);
    guard_.nodes(nodes_.size() + elements_.size() + scratch_.size());
  }

  // op(s, c) for a constant c, without recursion.
  static ref with_constant(op_t op, ref s, bool c) {
    if (op == op_and) return c ? s : false_ref;
    return c ? true_ref : s;
  }

  // op(f, g) by the product of the two partitions at their lowest common vtree node (g unused
  // for op_not). Recursion goes down the vtree (primes to the left child, subs to the right),
  // so its depth is at most the vtree's height; the stack guard bounds it all the same.
  ref apply(op_t op, ref f, ref g, std::size_t depth) {
    if (op == op_not) {
      if (f <= true_ref) return f ^ 1u;
      if (is_literal(f)) return f ^ 1u;  // 2 + 2v and 3 + 2v
    } else {
      if (f > g) std::swap(f, g);  // both operations commute
      if (op == op_and) {
        if (f == false_ref) return false_ref;
        if (f == true_ref || f == g) return g;
      } else {
        if (f == true_ref) return true_ref;
        if (f == false_ref || f == g) return g;
      }
    }
    const ref kf = f, kg = op == op_not ? 0 : g;  // the computed table's key
    if (cache_entry& e = slot(op, kf, kg); e.op == op && e.f == kf && e.g == kg) return e.result;
    guard_.time();
    stack_.check("SDD apply", depth);
    const std::size_t base = scratch_.size();
    std::uint32_t v;
    ref r;
    if (op == op_not) {
      v = nodes_[f].vtree;
      for (std::uint32_t i = 0; i < nodes_[f].count; ++i) {
        const element a = elements_[nodes_[f].first + i];
        const ref s = apply(op_not, a.sub, 0, depth + 1);
        push({a.prime, s});
      }
      r = make(v, base, depth);
    } else {
      const std::uint32_t vf = nodes_[f].vtree, vg = nodes_[g].vtree;
      if (vf == vg && vt_.nodes[vf].leaf()) {
        r = op == op_and ? false_ref : true_ref;  // two distinct literals of one variable
      } else {
        if (vf == vg) {
          v = vf;
          for (std::uint32_t i = 0; i < nodes_[f].count; ++i)
            for (std::uint32_t j = 0; j < nodes_[g].count; ++j) {
              const element a = elements_[nodes_[f].first + i];
              const element b = elements_[nodes_[g].first + j];
              const ref p = apply(op_and, a.prime, b.prime, depth + 1);
              if (p == false_ref) continue;
              const ref s = apply(op, a.sub, b.sub, depth + 1);
              push({p, s});
            }
        } else if (under(vg, vf) || under(vf, vg)) {
          if (under(vf, vg)) std::swap(f, g);  // f at v, g below it
          v = nodes_[f].vtree;
          const std::uint32_t vg2 = nodes_[g].vtree;
          if (under(vg2, vt_.nodes[v].left)) {  // g as {(g, true), (not g, false)}
            const ref ng = apply(op_not, g, 0, depth + 1);
            for (std::uint32_t i = 0; i < nodes_[f].count; ++i) {
              const element a = elements_[nodes_[f].first + i];
              if (const ref p = apply(op_and, a.prime, g, depth + 1); p != false_ref)
                push({p, with_constant(op, a.sub, true)});
              if (const ref p = apply(op_and, a.prime, ng, depth + 1); p != false_ref)
                push({p, with_constant(op, a.sub, false)});
            }
          } else {  // g as {(true, g)}
            for (std::uint32_t i = 0; i < nodes_[f].count; ++i) {
              const element a = elements_[nodes_[f].first + i];
              const ref s = apply(op, a.sub, g, depth + 1);
              push({a.prime, s});
            }
          }
        } else {  // f and g in the two subtrees of their lowest common ancestor v
          v = vf;
          while (!under(vg, v)) v = ix_.parent[v];
          if (!under(vf, vt_.nodes[v].left)) std::swap(f, g);  // f left, g right
          // f as {(f, true), (not f, false)}, g as {(true, g)}
          const ref nf = apply(op_not, f, 0, depth + 1);
          push({f, with_constant(op, g, true)});
          push({nf, with_constant(op, g, false)});
        }
        r = make(v, base, depth);
      }
    }
    slot(op, kf, kg) = {kf, kg, r, op};
    return r;
  }

  // The node at vtree node v with the elements scratch_[base..): compressed (primes of equal
  // subs disjoined), trimmed, and looked up in the unique table. Truncates scratch_ to base.
  ref make(std::uint32_t v, std::size_t base, std::size_t depth) {
    auto by_sub = [](const element& a, const element& b) {
      return a.sub < b.sub || (a.sub == b.sub && a.prime < b.prime);
    };
    std::sort(scratch_.begin() + std::ptrdiff_t(base), scratch_.end(), by_sub);
    const std::size_t end = scratch_.size();
    std::size_t out = base;
    for (std::size_t i = base; i < end;) {
      const ref s = scratch_[i].sub;
      ref p = scratch_[i].prime;
      std::size_t j = i + 1;
      for (; j < end && scratch_[j].sub == s; ++j)
        p = apply(op_or, p, scratch_[j].prime, depth + 1);  // pushes above end, pops back
      scratch_[out++] = {p, s};
      i = j;
    }
    scratch_.resize(out);
    const std::size_t k = out - base;
    ref r;
    if (k == 1) {
      r = scratch_[base].sub;  // {(true, s)}
    } else if (k == 2 && scratch_[base].sub <= true_ref && scratch_[base + 1].sub <= true_ref) {
      r = scratch_[base].sub == true_ref ? scratch_[base].prime : scratch_[base + 1].prime;
    } else {
      std::sort(scratch_.begin() + std::ptrdiff_t(base), scratch_.end(),
                [](const element& a, const element& b) { return a.prime < b.prime; });
      r = unique(v, std::span<const element>(scratch_.data() + base, k));
    }
    scratch_.resize(base);
    return r;
  }

  ref unique(std::uint32_t v, std::span<const element> es) {
    const std::size_t mask = unique_.size() - 1;
    std::size_t i = hash_of(v, es) & mask;
    for (ref r; (r = unique_[i]) != 0; i = (i + 1) & mask) {
      const node& x = nodes_[r];
      if (x.vtree == v && x.count == es.size() &&
          std::equal(es.begin(), es.end(), elements_.begin() + x.first,
                     [](const element& a, const element& b) {
                       return a.prime == b.prime && a.sub == b.sub;
                     }))
        return r;
    }
    guard_.nodes(nodes_.size() + elements_.size() + es.size());
    const auto r = static_cast<ref>(nodes_.size());
    nodes_.push_back(
        {v, static_cast<std::uint32_t>(elements_.size()), static_cast<std::uint32_t>(es.size())});
    elements_.insert(elements_.end(), es.begin(), es.end());
    unique_[i] = r;
    if (2 * (nodes_.size() - first_decision()) > unique_.size()) {
      rehash(2 * unique_.size());
      if (cache_.size() < nodes_.size()) cache_.assign(std::bit_ceil(nodes_.size()), cache_entry{});
    }
    return r;
  }

  void rehash(std::size_t slots) {
    unique_.assign(slots, 0);
    const std::size_t mask = slots - 1;
    for (ref r = first_decision(); r < nodes_.size(); ++r) {
      std::size_t i = hash_of(nodes_[r].vtree, elements(r)) & mask;
      while (unique_[i] != 0) i = (i + 1) & mask;
      unique_[i] = r;
    }
  }

  io::vtree vt_;
  io::vtree::index ix_;
  std::uint32_t n_ = 0;
  std::vector<std::uint32_t> leaf_of_;
  std::vector<node> nodes_;
  std::vector<element> elements_;
  std::vector<element> scratch_;
  std::vector<ref> unique_ = std::vector<ref>(min_table, 0);
  std::vector<cache_entry> cache_ = std::vector<cache_entry>(min_cache);
  budget_guard guard_;
  stack_guard stack_;
};

/// The SDD of a CNF (its clauses and groups), bottom-up along the vtree: each clause and group
/// belongs to the lowest vtree node above its variables; the vtree is walked children first,
/// and at each node the SDDs of its two children (on disjoint variables: a cheap conjunction)
/// are conjoined with the node's own operands. Garbage is collected between two conjunctions
/// once the manager holds more than `first_collection` nodes, then past twice the nodes the
/// last collection left.
inline sdd_manager::ref sdd_of(sdd_manager& m, const cnf& f,
                               std::size_t first_collection = std::size_t(1) << 12) {
  using ref = sdd_manager::ref;
  if (f.num_variables() > m.num_variables())
    throw argument_error("sdd_of: the CNF has more variables than the manager");
  const io::vtree& vt = m.vtree();
  const io::vtree::index ix = vt.make_index();
  std::vector<std::uint32_t> leaf(m.num_variables());
  for (std::uint32_t t = 0; t < vt.nodes.size(); ++t)
    if (vt.nodes[t].leaf()) leaf[vt.nodes[t].var - 1] = t;
  auto lca = [&](std::uint32_t u, std::uint32_t w) {
    while (!io::under(ix, w, u)) u = ix.parent[u];
    return u;
  };
  // Operands by vtree node: clause c as c, group g as num_clauses + g.
  std::vector<std::vector<std::size_t>> at(vt.nodes.size());
  for (std::size_t c = 0; c < f.num_clauses(); ++c) {
    const auto lits = f.clause(c);
    if (lits.empty()) return sdd_manager::false_ref;
    std::uint32_t t = leaf[literal_variable(lits[0])];
    for (dimacs_literal l : lits) t = lca(t, leaf[literal_variable(l)]);
    at[t].push_back(c);
  }
  for (std::size_t g = 0; g < f.groups().size(); ++g) {
    const auto& vars = f.groups()[g].variables;
    std::uint32_t t = leaf[vars[0]];
    for (std::uint32_t v : vars) t = lca(t, leaf[v]);
    at[t].push_back(f.num_clauses() + g);
  }
  // At each node its groups before its clauses, so that the clauses meet only the groups' own
  // assignments (as obdd_of(cnf) does; three-digit addition over a balanced vtree, with the
  // computed table below: 6.3 s with the clauses first, 0.46 s).
  for (auto& ops : at)
    std::stable_partition(ops.begin(), ops.end(),
                          [&](std::size_t k) { return k >= f.num_clauses(); });
  std::vector<ref> part(vt.nodes.size(), sdd_manager::true_ref);
  std::size_t next_collection = std::max(first_collection, m.size());
  std::vector<ref> lits;
  for (std::uint32_t t = 0; t < vt.nodes.size(); ++t) {  // children before parents
    ref acc = sdd_manager::true_ref;
    if (!vt.nodes[t].leaf()) {
      acc = m.conjoin(part[vt.nodes[t].left], part[vt.nodes[t].right]);
      part[vt.nodes[t].left] = part[vt.nodes[t].right] = sdd_manager::true_ref;
    }
    for (std::size_t k : at[t]) {
      if (acc == sdd_manager::false_ref) break;
      ref op;
      if (k < f.num_clauses()) {
        lits.clear();
        for (dimacs_literal l : f.clause(k)) lits.push_back(m.literal(l));
        op = m.disjoin(lits);
      } else {
        const auto& g = f.groups()[k - f.num_clauses()];
        op = m.group(g.kind, g.variables);
      }
      acc = m.conjoin(acc, op);
      if (m.size() > next_collection) {
        part[t] = acc;
        m.collect_garbage(part);
        acc = part[t];
        next_collection = std::max(first_collection, 2 * m.size());
      }
    }
    if (acc == sdd_manager::false_ref) return acc;
    part[t] = acc;
  }
  return part[vt.root];
}

/// The vtree the bottom-up compiler uses for a CNF (compile_options::vtree):
/// - right_linear: the OBDD manager (obdd.hpp), its order by FORCE and its dynamic reordering;
/// - balanced: the SDD manager over a balanced vtree of FORCE's order;
/// - elimination: the SDD manager over elimination_vtree of the narrowest elimination order
///   (right-linear over FORCE's order where the formula has none within the work limit);
/// - given: the SDD manager over compile_options::given_vtree;
/// - automatic: elimination where that order's width is below automatic_elimination_width
///   times the variables (and the SDD stays below automatic_sdd_limit), else right_linear.
enum class vtree_choice : std::uint8_t { automatic, right_linear, balanced, elimination, given };

constexpr std::string_view to_string(vtree_choice c) {
  switch (c) {
    case vtree_choice::automatic:
      return "automatic";
    case vtree_choice::right_linear:
      return "right-linear";
    case vtree_choice::balanced:
      return "balanced";
    case vtree_choice::elimination:
      return "elimination";
    case vtree_choice::given:
      return "given";
  }
  return "?";
}

/// vtree_choice::automatic takes the elimination vtree where the narrowest elimination order's
/// width is below this fraction of the variables (the fraction above which nested dissection
/// never found narrower orders either, elimination.hpp). Measured (docs/compile.md): on the
/// ISCAS-89 circuits (widths 3 to 26 over hundreds of variables) the SDD of the elimination
/// vtree compiled 11 files more than the OBDD and the others 10 to 400 times faster; on
/// pigeonhole and random 3-CNF (widths 0.34 to 0.8 of the variables) the OBDD was faster.
inline constexpr double automatic_elimination_width = 0.3;
/// ... and gives up on the SDD past this many nodes and elements (below the node budget),
/// starting over with the OBDD manager: s510_3_2 (width 42 of 298 variables) passes it after
/// 1.9 s, and its OBDD takes 7.7 s. Every ISCAS-89 SDD that compiled stayed below it; a
/// 100-vertex colouring whose SDD compiles in 5.4 s does not (its OBDD takes 6.7 s).
inline constexpr std::size_t automatic_sdd_limit = std::size_t(1) << 22;

/// A vtree for f as `choice` says, resolved (automatic becomes right_linear or elimination);
/// `tree` is empty for right_linear: the OBDD manager's vtree, built by obdd_of.
struct chosen_vtree {
  vtree_choice choice = vtree_choice::right_linear;
  std::optional<io::vtree> tree;
};

/// The vtree of `choice` for f (given: a copy of `given`, which must hold exactly f's
/// variables). Throws argument_error for a given vtree over other variables.
inline chosen_vtree choose_vtree(const cnf& f, vtree_choice choice, const io::vtree& given = {}) {
  using vc = vtree_choice;
  if (choice == vc::given) {
    if (given.max_variable != f.num_variables())
      throw argument_error("the vtree's variables are 1.." + std::to_string(given.max_variable) +
                           ", the CNF's 1.." + std::to_string(f.num_variables()) +
                           ": they must be the same");
    return {vc::given, given};
  }
  if (choice == vc::right_linear || f.num_variables() == 0) return {vc::right_linear, std::nullopt};
  if (choice == vc::automatic || choice == vc::elimination) {
    const elimination_order e = narrowest_elimination(f);
    const bool narrow = double(e.width) < automatic_elimination_width * double(f.num_variables());
    if (choice == vc::elimination || narrow)
      if (auto vt = elimination_vtree(f, e)) return {vc::elimination, *std::move(vt)};
    if (choice == vc::automatic) return {vc::right_linear, std::nullopt};
  }
  const auto order = force_order(f);
  return {choice, make_vtree(order, choice == vc::balanced ? vtree_shape::balanced
                                                           : vtree_shape::right_linear)};
}

/// A vtree over the variables 1..n of `vt`: the leaves of larger variables dropped, a node that
/// loses a child replaced by its other child. Throws argument_error where no leaf is left or a
/// variable 1..n is missing.
inline io::vtree restrict_vtree(const io::vtree& vt, std::uint32_t n) {
  io::vtree out;
  out.max_variable = n;
  std::vector<std::uint32_t> to(vt.nodes.size(), io::vtree::none);
  std::size_t leaves = 0;
  for (std::uint32_t t = 0; t < vt.nodes.size(); ++t) {  // children first
    const auto& x = vt.nodes[t];
    const auto next = static_cast<std::uint32_t>(out.nodes.size());
    if (x.leaf()) {
      if (x.var > n) continue;
      out.nodes.push_back({next, x.var});
      to[t] = next;
      ++leaves;
    } else if (to[x.left] == io::vtree::none || to[x.right] == io::vtree::none) {
      to[t] = to[x.left] == io::vtree::none ? to[x.right] : to[x.left];
    } else {
      out.nodes.push_back({next, 0, to[x.left], to[x.right]});
      to[t] = next;
    }
  }
  if (leaves != n || vt.root >= vt.nodes.size() || to[vt.root] == io::vtree::none)
    throw argument_error("restrict_vtree: the vtree lacks some of the variables 1.." +
                         std::to_string(n));
  out.root = to[vt.root];
  return out;
}

/// The vtree of `choice` for the formula f and its roots (right_linear and automatic: none, the
/// OBDD manager; as a formula has no clauses to measure, automatic keeps OBDDs). balanced: over
/// `order` (empty: the natural order); elimination: the elimination vtree of f's Tseitin CNF
/// with the gates' leaves dropped (restrict_vtree); given: `given`, over exactly f's variables.
inline chosen_vtree choose_vtree(const boolean_formula& f,
                                 std::span<const boolean_formula::ref> roots, vtree_choice choice,
                                 const io::vtree& given = {},
                                 std::span<const std::uint32_t> order = {}) {
  using vc = vtree_choice;
  const auto n = static_cast<std::uint32_t>(f.num_variables());
  if (choice == vc::given) {
    if (given.max_variable != n)
      throw argument_error("the vtree's variables are 1.." + std::to_string(given.max_variable) +
                           ", the formula's 1.." + std::to_string(n) + ": they must be the same");
    return {vc::given, given};
  }
  if (choice == vc::right_linear || choice == vc::automatic || n == 0)
    return {vc::right_linear, std::nullopt};
  if (choice == vc::elimination) {
    const tseitin_encoding t = tseitin(f, roots);
    if (auto vt = elimination_vtree(t.formula, narrowest_elimination(t.formula)))
      return {vc::elimination, restrict_vtree(*vt, n)};
  }
  std::vector<std::uint32_t> natural(n);
  std::iota(natural.begin(), natural.end(), 0u);
  return {choice, make_vtree(order.empty() ? std::span<const std::uint32_t>(natural) : order,
                             vtree_shape::balanced)};
}

/// SDDs of the manager in the SDD library's file form (io::sdd over the manager's vtree), with
/// the node index of each root in it.
struct sdd_file {
  io::sdd dd;
  io::vtree vt;
  std::vector<std::uint32_t> roots;
};

inline sdd_file sdd_to_io(const sdd_manager& m, std::span<const sdd_manager::ref> roots) {
  using ref = sdd_manager::ref;
  sdd_file out{{}, m.vtree(), {}};
  io::sdd& dd = out.dd;
  std::vector<std::uint32_t> id(m.size(), io::vtree::none);
  auto of = [&](ref x) {  // a terminal: made where first met
    if (id[x] == io::vtree::none) {
      io::sdd::node t{x == sdd_manager::true_ref ? io::sdd_kind::true_node
                                                 : io::sdd_kind::false_node};
      t.id = id[x] = static_cast<std::uint32_t>(dd.nodes.size());
      dd.nodes.push_back(t);
    }
    return id[x];
  };
  for (ref x : m.cone_of(roots)) {  // children first: a single root comes last
    deeplog::check_budget();
    io::sdd::node d;
    d.vtree = m.vtree_of(x);
    if (m.is_literal(x)) {
      d.kind = io::sdd_kind::literal;
      const auto var = static_cast<std::int32_t>(m.literal_variable(x) + 1);
      d.literal = m.literal_negated(x) ? -var : var;
    } else {
      d.kind = io::sdd_kind::decision;
      for (const auto& e : m.elements(x)) of(e.prime), of(e.sub);  // terminals before d
      d.first = static_cast<std::uint32_t>(dd.elements.size());
      d.count = static_cast<std::uint32_t>(m.elements(x).size());
      for (const auto& e : m.elements(x)) dd.elements.push_back({id[e.prime], id[e.sub]});
    }
    d.id = id[x] = static_cast<std::uint32_t>(dd.nodes.size());
    dd.nodes.push_back(d);
  }
  for (ref r : roots) out.roots.push_back(of(r));
  return out;
}

/// One SDD of the manager in the SDD library's file form, its root last, ready for
/// io::write_sdd / io::write_vtree and io::to_circuit.
inline std::pair<io::sdd, io::vtree> sdd_to_io(const sdd_manager& m, sdd_manager::ref root) {
  sdd_file f = sdd_to_io(m, std::span<const sdd_manager::ref>(&root, 1));
  return {std::move(f.dd), std::move(f.vt)};
}

/// The roots as one smooth circuit over the literal inputs of all the manager's variables (the
/// SDD's circuit, io::to_circuit). Past `b.max_nodes` circuit nodes: budget_exceeded.
inline circuit sdd_to_circuit(const sdd_manager& m, std::span<const sdd_manager::ref> roots,
                              const budget& b = {}) {
  const sdd_file f = sdd_to_io(m, roots);
  const std::size_t limit = b.max_nodes;
  try {
    return io::to_circuit(f.dd, f.vt, f.roots, {.smooth = true, .max_nodes = limit});
  } catch (const format_error&) {  // the only one an SDD of the manager meets: the node budget
    throw budget_exceeded(budget_exceeded::resource::nodes,
                          "SDD to circuit: more than " + std::to_string(limit) +
                              " circuit nodes (node budget exceeded)");
  }
}

inline circuit sdd_to_circuit(const sdd_manager& m, sdd_manager::ref root, const budget& b = {}) {
  return sdd_to_circuit(m, std::span<const sdd_manager::ref>(&root, 1), b);
}

}  // namespace deeplog::compile
