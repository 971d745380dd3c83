// Vtrees in the SDD library's text format: the variable trees that SDD nodes are normalized
// for. A vtree file reads
//   vtree N            (N nodes)
//   L id var           (a leaf: variable var >= 1)
//   I id left right    (an internal node: children written before parents)
// with comment lines "c ...". The root is the one node without a parent.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <ostream>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "deeplog/base/error.hpp"
#include "deeplog/base/text.hpp"

namespace deeplog::io {

/// A vtree: nodes in file order (children before parents), addressed by their index in
/// `nodes`; the file's ids are kept for writing back.
struct vtree {
  static constexpr std::uint32_t none = std::numeric_limits<std::uint32_t>::max();
  struct node {
    std::uint32_t id = 0;       // the id in the file
    std::uint32_t var = 0;      // leaves: the variable (>= 1); internal nodes: 0
    std::uint32_t left = none;  // internal nodes: indices of the children
    std::uint32_t right = none;
    bool leaf() const { return var != 0; }
  };
  std::vector<node> nodes;
  std::uint32_t root = none;
  std::uint32_t max_variable = 0;  // the largest variable id; inputs are 2 * max_variable

  /// Derived tables: parents, preorder intervals (u lies under w iff
  /// first[w] <= first[u] < end[w]) and the number of variables below each node.
  struct index {
    std::vector<std::uint32_t> parent, first, end, num_vars;
  };
  index make_index() const {
    const std::size_t n = nodes.size();
    index ix{std::vector<std::uint32_t>(n, none), std::vector<std::uint32_t>(n, 0),
             std::vector<std::uint32_t>(n, 0), std::vector<std::uint32_t>(n, 0)};
    for (std::size_t i = 0; i < n; ++i) {
      const node& v = nodes[i];
      if (v.leaf()) {
        ix.num_vars[i] = 1;
      } else {
        ix.parent[v.left] = ix.parent[v.right] = static_cast<std::uint32_t>(i);
        ix.num_vars[i] = ix.num_vars[v.left] + ix.num_vars[v.right];
      }
    }
    // Preorder numbering without recursion (vtrees may be as deep as they have variables).
    std::vector<std::uint32_t> stack;
    if (root != none) stack.push_back(root);
    std::uint32_t counter = 0;
    while (!stack.empty()) {
      const std::uint32_t t = stack.back();
      stack.pop_back();
      ix.first[t] = counter++;
      ix.end[t] = ix.first[t] + 2 * ix.num_vars[t] - 1;  // a full binary tree's size
      if (!nodes[t].leaf()) {
        stack.push_back(nodes[t].right);
        stack.push_back(nodes[t].left);
      }
    }
    return ix;
  }
};

inline bool under(const vtree::index& ix, std::uint32_t u, std::uint32_t w) {
  return ix.first[w] <= ix.first[u] && ix.first[u] < ix.end[w];
}

/// Parses a vtree; throws format_error naming `file`, line and column.
inline vtree parse_vtree(std::string_view text, const std::string& file = "<vtree>") {
  text::line_lexer lx(text, file);
  if (!lx.next_line()) lx.fail("empty vtree file: expected the header 'vtree N'");
  const auto head = lx.next("the header 'vtree N'");
  if (head.text != "vtree")
    lx.fail("expected the header 'vtree N', found " + text::quote(head.text), head.column);
  const std::size_t header_line = lx.line();
  const auto count = lx.integer<std::uint32_t>("the node count", 1, vtree::none - 1);
  lx.end_of_line("the header");

  vtree vt;
  vt.nodes.reserve(std::min<std::size_t>(count, text.size() / 4 + 1));
  std::unordered_map<std::uint32_t, std::uint32_t> by_id;  // file id -> index
  std::unordered_map<std::uint32_t, std::uint32_t> var_seen;
  std::vector<char> has_parent;
  auto child = [&](const char* what) {
    const auto t = lx.next(what);
    const auto id = lx.to_integer<std::uint32_t>(t, what, 0, vtree::none - 1);
    const auto it = by_id.find(id);
    if (it == by_id.end())
      lx.fail(std::string(what) + " " + std::to_string(id) + " is not defined before this line",
              t.column);
    if (has_parent[it->second])
      lx.fail(std::string(what) + " " + std::to_string(id) + " already has a parent", t.column);
    has_parent[it->second] = 1;
    return it->second;
  };
  while (lx.next_line()) {
    if (vt.nodes.size() == count)
      lx.fail("more nodes than the " + std::to_string(count) + " the header (line " +
              std::to_string(header_line) + ") declares");
    const auto kind = lx.next("a node type");
    vtree::node v;
    const auto id_tok = lx.peek();
    v.id = lx.integer<std::uint32_t>("the node id", 0, vtree::none - 1);
    if (by_id.count(v.id))
      lx.fail("node id " + std::to_string(v.id) + " is defined twice", id_tok.column);
    if (kind.text == "L") {
      const auto var_tok = lx.peek();
      v.var =
          lx.integer<std::uint32_t>("the variable", 1, std::numeric_limits<std::int32_t>::max());
      if (var_seen.count(v.var))
        lx.fail("variable " + std::to_string(v.var) + " is in two leaves", var_tok.column);
      var_seen.emplace(v.var, 1);
      vt.max_variable = std::max(vt.max_variable, v.var);
    } else if (kind.text == "I") {
      v.left = child("the left child");
      v.right = child("the right child");
    } else {
      lx.fail("unknown vtree node type " + text::quote(kind.text) + " (expected L or I)",
              kind.column);
    }
    lx.end_of_line("the node");
    by_id.emplace(v.id, static_cast<std::uint32_t>(vt.nodes.size()));
    vt.nodes.push_back(v);
    has_parent.push_back(0);
  }
  if (vt.nodes.size() != count)
    lx.fail("truncated file: the header (line " + std::to_string(header_line) + ") declares " +
            std::to_string(count) + " nodes, found " + std::to_string(vt.nodes.size()));
  std::size_t roots = 0;
  for (std::size_t i = 0; i < vt.nodes.size(); ++i)
    if (!has_parent[i]) {
      ++roots;
      vt.root = static_cast<std::uint32_t>(i);
    }
  if (roots != 1)
    throw format_error(file, header_line, 0,
                       "the vtree has " + std::to_string(roots) +
                           " nodes without a parent; a vtree has exactly one root");
  return vt;
}

inline vtree read_vtree(const std::string& path) {
  return parse_vtree(text::read_text_file(path), path);
}

/// Writes the vtree in the SDD library's format (nodes in their order, original ids).
inline void write_vtree(std::ostream& os, const vtree& vt) {
  os << "c ids of vtree nodes start at 0\nc ids of variables start at 1\n"
        "c vtree nodes appear bottom-up, children before parents\nc\n"
        "c file syntax:\nc vtree number-of-nodes-in-vtree\n"
        "c L id-of-leaf-vtree-node id-of-variable\n"
        "c I id-of-internal-vtree-node id-of-left-child id-of-right-child\nc\n";
  os << "vtree " << vt.nodes.size() << "\n";
  for (const auto& v : vt.nodes) {
    if (v.leaf())
      os << "L " << v.id << " " << v.var << "\n";
    else
      os << "I " << v.id << " " << vt.nodes[v.left].id << " " << vt.nodes[v.right].id << "\n";
  }
}

}  // namespace deeplog::io
