// Sentential decision diagrams in the SDD library's text format, and their algebraic circuits.
//   sdd N                          (N nodes)
//   F id | T id                    (false, true)
//   L id vtree literal             (a literal: +-var, at a vtree leaf of that variable)
//   D id vtree k p1 s1 .. pk sk    (a decision: OR over k elements (prime AND sub))
// Children come before parents; the last node is the root. A decision node at vtree node v has
// its primes under v's left child and its subs under v's right child.
//
// As a circuit: D -> plus of times(prime, sub), L -> the literal's input
// (deeplog::literal_input(var - 1, negated)), T -> one, F -> zero. With smoothing (the default)
// every prime and sub is multiplied by (x + not x) for each variable of its vtree child that it
// does not mention, and the root likewise for the whole vtree, so that the circuit is smooth
// and, in the counting structure with every literal weight 1, the root is the model count over
// all the vtree's variables. The factors are shared: one per vtree node (all its variables)
// and one per (ancestor, descendant) gap, built as shared chains for short paths and, for
// long ones, from shared interval products over the vtree's leaf order (linear-logarithmic
// on deep vtrees, where chains were quadratic).
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <ostream>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "deeplog/base/error.hpp"
#include "deeplog/base/text.hpp"
#include "deeplog/circuit/builder.hpp"
#include "deeplog/circuit/circuit.hpp"
#include "deeplog/circuit/io/vtree.hpp"
#include "deeplog/circuit/smoothing.hpp"

namespace deeplog::io {

enum class sdd_kind : std::uint8_t { false_node, true_node, literal, decision };

/// An SDD as written in the file: nodes in file order (children first), root last. Node and
/// vtree references are indices into `nodes` and into the vtree's nodes.
struct sdd {
  struct node {
    sdd_kind kind = sdd_kind::false_node;
    std::uint32_t id = 0;                // the id in the file
    std::uint32_t vtree = vtree::none;   // literal and decision nodes
    std::int32_t literal = 0;            // literal nodes: +-var
    std::uint32_t first = 0, count = 0;  // decision nodes: elements [first, first + count)
  };
  struct element {
    std::uint32_t prime, sub;
  };
  std::vector<node> nodes;
  std::vector<element> elements;
  std::string file = "<sdd>";  // for errors found after parsing

  std::uint32_t root() const { return static_cast<std::uint32_t>(nodes.size() - 1); }
  std::span<const element> elements_of(std::uint32_t n) const {
    return {elements.data() + nodes[n].first, nodes[n].count};
  }
};

struct sdd_options {
  /// Multiply in (x + not x) factors from the vtree so the circuit is smooth.
  bool smooth = true;
  /// Conversion stops with format_error past this many circuit nodes (smoothing adversarial
  /// files can be quadratic in their size).
  std::size_t max_nodes = std::size_t(1) << 26;
};

/// Parses an SDD normalized for `vt`; throws format_error naming `file`, line and column.
inline sdd parse_sdd(std::string_view text, const vtree& vt, const std::string& file = "<sdd>") {
  text::line_lexer lx(text, file);
  if (!lx.next_line()) lx.fail("empty SDD file: expected the header 'sdd N'");
  const auto head = lx.next("the header 'sdd N'");
  if (head.text != "sdd")
    lx.fail("expected the header 'sdd N', found " + text::quote(head.text), head.column);
  const std::size_t header_line = lx.line();
  constexpr std::uint32_t max_id = std::numeric_limits<std::uint32_t>::max() - 1;
  const auto count = lx.integer<std::uint32_t>("the node count", 1, max_id);
  lx.end_of_line("the header");

  const vtree::index ix = vt.make_index();
  sdd dd;
  dd.file = file;
  dd.nodes.reserve(std::min<std::size_t>(count, text.size() / 4 + 1));
  std::unordered_map<std::uint32_t, std::uint32_t> by_id, vtree_by_id;
  for (std::uint32_t i = 0; i < vt.nodes.size(); ++i) vtree_by_id.emplace(vt.nodes[i].id, i);
  auto vtree_ref = [&]() {
    const auto t = lx.next("the vtree node");
    const auto id = lx.to_integer<std::uint32_t>(t, "the vtree node", 0, max_id);
    const auto it = vtree_by_id.find(id);
    if (it == vtree_by_id.end())
      lx.fail("vtree node " + std::to_string(id) + " is not in the vtree", t.column);
    return std::pair{it->second, t.column};
  };
  // A prime (side 0) or sub (side 1) of a decision node at vtree node v.
  auto element_ref = [&](const char* what, std::uint32_t v, int side) {
    const auto t = lx.next(what);
    const auto id = lx.to_integer<std::uint32_t>(t, what, 0, max_id);
    const auto it = by_id.find(id);
    if (it == by_id.end())
      lx.fail(std::string(what) + " " + std::to_string(id) + " is not defined before this line",
              t.column);
    const sdd::node& ch = dd.nodes[it->second];
    const std::uint32_t expected = side == 0 ? vt.nodes[v].left : vt.nodes[v].right;
    if ((ch.kind == sdd_kind::literal || ch.kind == sdd_kind::decision) &&
        !under(ix, ch.vtree, expected))
      lx.fail(std::string(what) + " " + std::to_string(id) + " is normalized for vtree node " +
                  std::to_string(vt.nodes[ch.vtree].id) + ", which is not under vtree node " +
                  std::to_string(vt.nodes[expected].id) + " (the " +
                  (side == 0 ? "left" : "right") + " child of this node's vtree node)",
              t.column);
    return it->second;
  };

  while (lx.next_line()) {
    if (dd.nodes.size() == count)
      lx.fail("more nodes than the " + std::to_string(count) + " the header (line " +
              std::to_string(header_line) + ") declares");
    const auto kind = lx.next("a node type");
    sdd::node n;
    const auto id_tok = lx.peek();
    n.id = lx.integer<std::uint32_t>("the node id", 0, max_id);
    if (by_id.count(n.id))
      lx.fail("node id " + std::to_string(n.id) + " is defined twice", id_tok.column);
    if (kind.text == "F" || kind.text == "T") {
      n.kind = kind.text == "F" ? sdd_kind::false_node : sdd_kind::true_node;
    } else if (kind.text == "L") {
      n.kind = sdd_kind::literal;
      const auto [v, vcol] = vtree_ref();
      const auto lit_tok = lx.peek();
      n.literal = lx.integer<std::int32_t>("the literal", -std::numeric_limits<std::int32_t>::max(),
                                           std::numeric_limits<std::int32_t>::max());
      if (n.literal == 0) lx.fail("literal 0 is not a literal", lit_tok.column);
      const std::uint32_t var = static_cast<std::uint32_t>(n.literal < 0 ? -n.literal : n.literal);
      if (!vt.nodes[v].leaf() || vt.nodes[v].var != var)
        lx.fail("literal " + std::to_string(n.literal) + " at vtree node " +
                    std::to_string(vt.nodes[v].id) + ", which is not the leaf of variable " +
                    std::to_string(var),
                vcol);
      n.vtree = v;
    } else if (kind.text == "D") {
      n.kind = sdd_kind::decision;
      const auto [v, vcol] = vtree_ref();
      if (vt.nodes[v].leaf())
        lx.fail("a decision node at vtree leaf " + std::to_string(vt.nodes[v].id), vcol);
      n.vtree = v;
      n.count = lx.integer<std::uint32_t>("the element count", 1, max_id);
      n.first = static_cast<std::uint32_t>(dd.elements.size());
      for (std::uint32_t e = 0; e < n.count; ++e) {
        const std::uint32_t p = element_ref("prime", v, 0);
        const std::uint32_t s = element_ref("sub", v, 1);
        dd.elements.push_back({p, s});
      }
    } else {
      lx.fail("unknown SDD node type " + text::quote(kind.text) + " (expected F, T, L or D)",
              kind.column);
    }
    lx.end_of_line("the node");
    by_id.emplace(n.id, static_cast<std::uint32_t>(dd.nodes.size()));
    dd.nodes.push_back(n);
  }
  if (dd.nodes.size() != count)
    lx.fail("truncated file: the header (line " + std::to_string(header_line) + ") declares " +
            std::to_string(count) + " nodes, found " + std::to_string(dd.nodes.size()));
  return dd;
}

/// The circuit of an SDD with a root for each of `roots` (node indices into dd.nodes). Inputs
/// are the literals of variables 1..vt.max_variable.
inline circuit to_circuit(const sdd& dd, const vtree& vt, std::span<const std::uint32_t> roots,
                          sdd_options opt = {}) {
  for (std::uint32_t r : roots)
    if (r >= dd.nodes.size())
      throw format_error(dd.file, 0, 0,
                         "root " + std::to_string(r) + " is not a node of the SDD (" +
                             std::to_string(dd.nodes.size()) + " nodes)");
  circuit_builder b(2 * std::size_t(vt.max_variable));
  const vtree::index ix = vt.make_index();
  constexpr node_id unset = std::numeric_limits<node_id>::max();

  // full[t]: product over the variables below vtree node t of (x + not x).
  std::vector<node_id> full(vt.nodes.size(), unset);
  for (std::size_t t = 0; opt.smooth && t < vt.nodes.size(); ++t) {
    const auto& v = vt.nodes[t];
    full[t] = v.leaf() ? b.plus({b.literal(v.var - 1, false), b.literal(v.var - 1, true)})
                       : b.times({full[v.left], full[v.right]});
  }
  // gap(w, u): the variables under w but not under its descendant u, as the product of the
  // full factors of the siblings on the path from u up to w. Built as a chain
  // gap(w, u) = full(sibling(u)) x gap(w, parent(u)), memoized per (w, t), so queries that share
  // a path share its nodes and the work stays linear in the new pairs (no recursion: vtrees can
  // be as deep as they have variables).
  auto check_budget = [&] {
    deeplog::check_budget();
    if (b.size() > opt.max_nodes)
      throw format_error(dd.file, 0, 0,
                         "the circuit exceeds the node budget of " + std::to_string(opt.max_nodes) +
                             " (sdd_options::max_nodes)");
  };
  std::unordered_map<std::uint64_t, node_id> gaps;
  std::vector<std::uint32_t> path;
  auto key = [](std::uint32_t w, std::uint32_t t) { return (std::uint64_t(w) << 32) | t; };
  auto sibling = [&](std::uint32_t t) {
    const auto& p = vt.nodes[ix.parent[t]];
    return p.left == t ? p.right : p.left;
  };
  // Long paths (a deep vtree: right-linear over 40k variables made 3.1 GB of (w, t) chain
  // entries) use the leaf order instead: the variables under w but not under u are two
  // intervals of w's leaves, each a product of O(log n) shared interval products.
  constexpr std::uint32_t max_chain = 32;
  std::vector<std::uint32_t> depth, leaf_first, leaf_var;  // leaf_first: rank of the first leaf
  std::optional<interval_products<circuit_builder, std::function<node_id(std::size_t)>>> intervals;
  auto init_intervals = [&] {
    const std::size_t m = vt.nodes.size();
    depth.assign(m, 0);
    leaf_first.assign(m, 0);
    std::vector<std::uint32_t> stack{vt.root};
    while (!stack.empty()) {  // preorder, left first: leaves in their left-to-right order
      const std::uint32_t t = stack.back();
      stack.pop_back();
      leaf_first[t] = static_cast<std::uint32_t>(leaf_var.size());
      if (vt.nodes[t].leaf()) {
        leaf_var.push_back(vt.nodes[t].var);
        continue;
      }
      for (std::uint32_t c : {vt.nodes[t].right, vt.nodes[t].left}) {
        depth[c] = depth[t] + 1;
        stack.push_back(c);
      }
    }
    intervals.emplace(b, leaf_var.size(), [&](std::size_t r) -> node_id {
      return smoothing_factor(b, leaf_var[r] - 1);
    });
  };
  std::vector<node_id> parts;
  auto gap = [&](std::uint32_t w, std::uint32_t u) {
    if (!intervals) init_intervals();
    if (depth[u] - depth[w] > max_chain) {
      const std::uint32_t a = leaf_first[w], e = a + ix.num_vars[w];
      const std::uint32_t ua = leaf_first[u], ue = ua + ix.num_vars[u];
      parts.clear();
      intervals->append(a, ua, parts);
      intervals->append(ue, e, parts);
      check_budget();
      return b.times(parts);
    }
    path.clear();
    node_id above = b.one();  // gap(w, t) for the first t on the way up that is known
    for (std::uint32_t t = u; t != w; t = ix.parent[t]) {
      if (auto it = gaps.find(key(w, t)); it != gaps.end()) {
        above = it->second;
        break;
      }
      path.push_back(t);
    }
    for (std::size_t i = path.size(); i-- > 0;) {
      check_budget();
      above = b.times({full[sibling(path[i])], above});
      gaps.emplace(key(w, path[i]), above);
    }
    return above;
  };

  std::vector<node_id> node_of(dd.nodes.size(), unset);
  // The circuit of SDD node n over the variables of vtree node w (n normalized under w).
  auto over = [&](std::uint32_t n, std::uint32_t w) -> node_id {
    const sdd::node& x = dd.nodes[n];
    switch (x.kind) {
      case sdd_kind::false_node:
        return b.zero();
      case sdd_kind::true_node:
        return opt.smooth ? full[w] : b.one();
      default:
        if (!opt.smooth || x.vtree == w) return node_of[n];
        return b.times({node_of[n], gap(w, x.vtree)});
    }
  };
  std::vector<node_id> terms;
  for (std::uint32_t n = 0; n < dd.nodes.size(); ++n) {
    const sdd::node& x = dd.nodes[n];
    switch (x.kind) {
      case sdd_kind::false_node:
        node_of[n] = b.zero();
        break;
      case sdd_kind::true_node:
        node_of[n] = b.one();
        break;
      case sdd_kind::literal: {
        const bool neg = x.literal < 0;
        node_of[n] = b.literal(static_cast<std::uint32_t>(neg ? -x.literal : x.literal) - 1, neg);
        break;
      }
      case sdd_kind::decision: {
        check_budget();
        const auto& v = vt.nodes[x.vtree];
        terms.clear();
        for (const auto& e : dd.elements_of(n))
          terms.push_back(b.times({over(e.prime, v.left), over(e.sub, v.right)}));
        node_of[n] = b.plus(terms);
        break;
      }
    }
  }
  for (std::uint32_t r : roots) b.add_root(over(r, vt.root));
  return b.build();
}

/// The circuit of an SDD: one root, its last node.
inline circuit to_circuit(const sdd& dd, const vtree& vt, sdd_options opt = {}) {
  if (dd.nodes.empty()) throw format_error(dd.file, 0, 0, "an SDD without nodes has no root");
  const std::uint32_t root = dd.root();
  return to_circuit(dd, vt, std::span<const std::uint32_t>(&root, 1), opt);
}

/// Reads `sdd_path` normalized for the vtree in `vtree_path`.
inline circuit read_sdd(const std::string& sdd_path, const std::string& vtree_path,
                        sdd_options opt = {}) {
  const vtree vt = read_vtree(vtree_path);
  const sdd dd = parse_sdd(text::read_text_file(sdd_path), vt, sdd_path);
  return to_circuit(dd, vt, opt);
}

/// Writes an SDD in the library's format (original ids). SDD files are written from the
/// parsed structure only: a general circuit has no vtree and no SDD form.
inline void write_sdd(std::ostream& os, const sdd& dd, const vtree& vt) {
  os << "c ids of sdd nodes start at 0\nc sdd nodes appear bottom-up, children before parents\n"
        "c\nc file syntax:\nc sdd count-of-sdd-nodes\nc F id-of-false-sdd-node\n"
        "c T id-of-true-sdd-node\nc L id-of-literal-sdd-node id-of-vtree literal\n"
        "c D id-of-decomposition-sdd-node id-of-vtree number-of-elements {id-of-prime "
        "id-of-sub}*\nc\n";
  os << "sdd " << dd.nodes.size() << "\n";
  for (std::uint32_t n = 0; n < dd.nodes.size(); ++n) {
    const sdd::node& x = dd.nodes[n];
    switch (x.kind) {
      case sdd_kind::false_node:
        os << "F " << x.id << "\n";
        break;
      case sdd_kind::true_node:
        os << "T " << x.id << "\n";
        break;
      case sdd_kind::literal:
        os << "L " << x.id << " " << vt.nodes[x.vtree].id << " " << x.literal << "\n";
        break;
      case sdd_kind::decision:
        os << "D " << x.id << " " << vt.nodes[x.vtree].id << " " << x.count;
        for (const auto& e : dd.elements_of(n))
          os << " " << dd.nodes[e.prime].id << " " << dd.nodes[e.sub].id;
        os << "\n";
        break;
    }
  }
}

}  // namespace deeplog::io
