// Negation normal form circuits (d-DNNF) in the c2d text format, and d4's variant.
//
// c2d ("nnf v e n" header: v nodes, e edges, n variables; nodes numbered 0.. in file order,
// children before parents, the last node is the root):
//   L lit                 a literal (+-var, 1 <= var <= n)
//   A k c1 .. ck          an AND of k earlier nodes ("A 0" is true)
//   O j k c1 .. ck        an OR of k earlier nodes, j its decision variable or 0 ("O 0 0": false)
// d4 (no header; recognised by its first line not being "nnf"):
//   o id 0 | a id 0 | t id 0 | f id 0      an OR, AND, true or false node with a positive id
//   parent child lit* 0                     an edge: parent gets the child AND the literals
// Nodes may be declared in any order; the root is the first node declared. d4 declares no
// variable count: the variables are 1 .. the largest one used, unless nnf_options sets it.
//
// As a circuit: OR -> plus, AND -> times, literal -> deeplog::literal_input(var - 1, negated).
// With smoothing (default) each OR child is multiplied by (x + not x) for every variable of the
// OR that the child does not mention, and the root likewise for every variable 1..n, so that in
// the counting structure with weights 1 the root is the model count over all n variables.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <limits>
#include <optional>
#include <ostream>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "deeplog/base/error.hpp"
#include "deeplog/base/text.hpp"
#include "deeplog/circuit/builder.hpp"
#include "deeplog/circuit/circuit.hpp"
#include "deeplog/circuit/smoothing.hpp"

namespace deeplog::io {

enum class nnf_kind : std::uint8_t { literal, and_node, or_node };

/// An NNF as a DAG in file order (children first); the root is the last node.
struct nnf {
  struct node {
    nnf_kind kind = nnf_kind::and_node;
    std::int32_t literal = 0;            // literals: +-var
    std::uint32_t decision = 0;          // ORs: the decision variable, 0 if none
    std::uint32_t first = 0, count = 0;  // children [first, first + count) of `children`
  };
  std::vector<node> nodes;
  std::vector<std::uint32_t> children;
  std::uint32_t num_variables = 0;
  std::string file = "<nnf>";  // for errors found after parsing

  std::uint32_t root() const { return static_cast<std::uint32_t>(nodes.size() - 1); }
  std::span<const std::uint32_t> children_of(std::uint32_t n) const {
    return {children.data() + nodes[n].first, nodes[n].count};
  }
};

struct nnf_options {
  /// Multiply in (x + not x) factors so the circuit is smooth over all variables.
  bool smooth = true;
  /// The variable count for files that declare none (d4); 0: the largest variable used.
  std::uint32_t num_variables = 0;
  /// Files declaring more variables are rejected (smoothing creates a factor per variable).
  std::uint32_t max_variables = std::uint32_t(1) << 22;
  /// Conversion stops with format_error past this many circuit nodes or smoothing edges, 4x as
  /// many variable-set entries kept (smoothing keeps each node's variable set, as runs of
  /// consecutive variables; adversarial files make that quadratic), or 64x as many entries
  /// merged (the work of the unions).
  std::size_t max_nodes = std::size_t(1) << 26;
};

namespace detail {

inline nnf parse_c2d(text::line_lexer& lx, std::size_t text_size, const nnf_options& opt) {
  const std::size_t header_line = lx.line();
  constexpr std::uint32_t big = std::numeric_limits<std::uint32_t>::max() - 1;
  const auto v = lx.integer<std::uint32_t>("the node count", 1, big);
  const auto e = lx.integer<std::uint64_t>("the edge count", 0, std::uint64_t(1) << 40);
  const auto n_tok = lx.peek();
  const auto n = lx.integer<std::uint32_t>("the variable count", 0, big);
  if (n > opt.max_variables)
    lx.fail("the variable count " + std::to_string(n) + " exceeds the reader's limit of " +
                std::to_string(opt.max_variables),
            n_tok.column);
  lx.end_of_line("the header");
  nnf f;
  f.num_variables = n;
  f.nodes.reserve(std::min<std::size_t>(v, text_size / 4 + 1));
  const std::int32_t max_lit = static_cast<std::int32_t>(std::min<std::uint32_t>(n, big / 2));
  while (lx.next_line()) {
    if (f.nodes.size() == v)
      lx.fail("more nodes than the " + std::to_string(v) + " the header (line " +
              std::to_string(header_line) + ") declares");
    const auto kind = lx.next("a node type");
    nnf::node x;
    if (kind.text == "L") {
      x.kind = nnf_kind::literal;
      const auto t = lx.peek();
      x.literal = lx.integer<std::int32_t>("the literal", -max_lit, max_lit);
      if (x.literal == 0) lx.fail("literal 0 is not a literal", t.column);
    } else if (kind.text == "A" || kind.text == "O") {
      x.kind = kind.text == "A" ? nnf_kind::and_node : nnf_kind::or_node;
      if (x.kind == nnf_kind::or_node)
        x.decision = lx.integer<std::uint32_t>("the decision variable", 0, n);
      x.count = lx.integer<std::uint32_t>("the child count", 0, big);
      x.first = static_cast<std::uint32_t>(f.children.size());
      const auto self = static_cast<std::uint32_t>(f.nodes.size());
      for (std::uint32_t i = 0; i < x.count; ++i) {
        const auto t = lx.next("a child");
        const auto c = lx.to_integer<std::uint32_t>(t, "the child", 0, big);
        if (c >= self)
          lx.fail("child " + std::to_string(c) + " is not defined before this node (node " +
                      std::to_string(self) + ")",
                  t.column);
        f.children.push_back(c);
      }
    } else {
      lx.fail("unknown NNF node type " + text::quote(kind.text) + " (expected L, A or O)",
              kind.column);
    }
    lx.end_of_line("the node");
    f.nodes.push_back(x);
  }
  if (f.nodes.size() != v)
    lx.fail("truncated file: the header (line " + std::to_string(header_line) + ") declares " +
            std::to_string(v) + " nodes, found " + std::to_string(f.nodes.size()));
  if (f.children.size() != e)
    throw format_error(lx.file(), header_line, 0,
                       "the header declares " + std::to_string(e) + " edges, the nodes have " +
                           std::to_string(f.children.size()));
  return f;
}

inline nnf parse_d4(text::line_lexer& lx, const nnf_options& opt) {
  struct d4_node {
    char kind;
    std::size_t line;
    std::vector<std::uint32_t> edges;  // indices into `edges`
  };
  struct d4_edge {
    std::uint32_t child;  // a d4 id
    std::size_t line, column;
    std::vector<std::int32_t> literals;
  };
  std::unordered_map<std::uint32_t, d4_node> nodes;
  std::vector<d4_edge> edges;
  std::vector<std::pair<std::uint32_t, std::size_t>> pending;  // (parent id, edge), checked later
  std::uint32_t root = 0;
  std::uint32_t max_var = 0;
  const std::int32_t max_lit = static_cast<std::int32_t>(
      std::min<std::uint32_t>(opt.max_variables, std::numeric_limits<std::int32_t>::max()));
  constexpr std::uint32_t big = std::numeric_limits<std::uint32_t>::max() - 1;
  do {
    const auto first = lx.next("a node or an edge");
    if (first.text == "o" || first.text == "a" || first.text == "t" || first.text == "f") {
      const auto t = lx.peek();
      const auto id = lx.integer<std::uint32_t>("the node id", 1, big);
      if (nodes.count(id)) lx.fail("node id " + std::to_string(id) + " is defined twice", t.column);
      const auto z = lx.next("the terminating 0");
      if (z.text != "0")
        lx.fail("expected the terminating 0, found " + text::quote(z.text), z.column);
      lx.end_of_line("the node");
      nodes.emplace(id, d4_node{first.text[0], lx.line(), {}});
      if (root == 0) root = id;
      continue;
    }
    if (first.text.empty() || !(first.text[0] >= '0' && first.text[0] <= '9'))
      lx.fail("unknown d4 line type " + text::quote(first.text) +
                  " (expected o, a, t, f or an edge 'parent child literals 0')",
              first.column);
    const auto parent = lx.to_integer<std::uint32_t>(first, "the parent id", 1, big);
    d4_edge e;
    const auto ct = lx.peek();
    e.child = lx.integer<std::uint32_t>("the child id", 1, big);
    e.line = lx.line();
    e.column = ct.column;
    for (;;) {
      const auto lit =
          lx.integer<std::int32_t>("a literal or the terminating 0", -max_lit, max_lit);
      if (lit == 0) break;
      max_var = std::max(max_var, static_cast<std::uint32_t>(lit < 0 ? -lit : lit));
      e.literals.push_back(lit);
    }
    lx.end_of_line("the edge's terminating 0");
    pending.emplace_back(parent, edges.size());
    edges.push_back(std::move(e));
  } while (lx.next_line());

  for (const auto& [parent, ei] : pending) {
    const auto it = nodes.find(parent);
    if (it == nodes.end())
      throw format_error(lx.file(), edges[ei].line, 1,
                         "edge from undeclared node " + std::to_string(parent));
    if (it->second.kind == 't' || it->second.kind == 'f')
      throw format_error(lx.file(), edges[ei].line, 1,
                         "edge from constant node " + std::to_string(parent));
    if (!nodes.count(edges[ei].child))
      throw format_error(lx.file(), edges[ei].line, edges[ei].column,
                         "edge to undeclared node " + std::to_string(edges[ei].child));
    it->second.edges.push_back(static_cast<std::uint32_t>(ei));
  }
  if (root == 0) throw format_error(lx.file(), lx.line(), 0, "the d4 file declares no node");
  const std::uint32_t n = opt.num_variables != 0 ? opt.num_variables : max_var;
  if (n < max_var)
    throw format_error(lx.file(), 0, 0,
                       "literal of variable " + std::to_string(max_var) + " exceeds the " +
                           std::to_string(n) + " variables given");

  // Post-order from the root without recursion; a node met again while open is a cycle.
  nnf f;
  f.num_variables = n;
  std::unordered_map<std::uint32_t, std::uint32_t> done;       // d4 id -> nnf index
  std::unordered_map<std::int32_t, std::uint32_t> literal_of;  // literal -> nnf index
  std::unordered_map<std::uint32_t, char> open;
  struct frame {
    std::uint32_t id;
    std::size_t next;
  };
  std::vector<frame> stack{{root, 0}};
  open[root] = 1;
  std::vector<std::uint32_t> terms;
  auto add = [&](nnf::node x, std::span<const std::uint32_t> ch) {
    x.first = static_cast<std::uint32_t>(f.children.size());
    x.count = static_cast<std::uint32_t>(ch.size());
    f.children.insert(f.children.end(), ch.begin(), ch.end());
    f.nodes.push_back(x);
    return static_cast<std::uint32_t>(f.nodes.size() - 1);
  };
  while (!stack.empty()) {
    frame& top = stack.back();
    const d4_node& node = nodes.at(top.id);
    if (top.next < node.edges.size()) {
      const d4_edge& e = edges[node.edges[top.next++]];
      if (done.count(e.child)) continue;
      if (open.count(e.child))
        throw format_error(lx.file(), e.line, e.column,
                           "this edge closes a cycle through node " + std::to_string(e.child));
      open[e.child] = 1;
      stack.push_back({e.child, 0});
      continue;
    }
    terms.clear();
    for (const std::uint32_t ei : node.edges) {
      const d4_edge& e = edges[ei];
      const std::uint32_t child = done.at(e.child);
      if (e.literals.empty()) {
        terms.push_back(child);
        continue;
      }
      std::vector<std::uint32_t> conj{child};
      for (const std::int32_t lit : e.literals) {
        auto it = literal_of.find(lit);
        if (it == literal_of.end()) {
          nnf::node l;
          l.kind = nnf_kind::literal;
          l.literal = lit;
          it = literal_of.emplace(lit, add(l, {})).first;
        }
        conj.push_back(it->second);
      }
      nnf::node a;
      a.kind = nnf_kind::and_node;
      terms.push_back(add(a, conj));
    }
    nnf::node x;
    x.kind = (node.kind == 'o' || node.kind == 'f') ? nnf_kind::or_node : nnf_kind::and_node;
    if (node.kind == 't' || node.kind == 'f') terms.clear();
    done[top.id] = add(x, terms);
    open.erase(top.id);
    stack.pop_back();
  }
  return f;
}

}  // namespace detail

/// Parses a c2d or d4 NNF file; throws format_error naming `file`, line and column.
inline nnf parse_nnf(std::string_view text, const std::string& file = "<nnf>",
                     const nnf_options& opt = {}) {
  text::line_lexer lx(text, file);
  if (!lx.next_line()) lx.fail("empty NNF file: expected the header 'nnf v e n' or d4 lines");
  nnf f;
  if (lx.peek().text == "nnf") {
    lx.next("nnf");
    f = detail::parse_c2d(lx, text.size(), opt);
    if (opt.num_variables > f.num_variables) f.num_variables = opt.num_variables;
  } else {
    f = detail::parse_d4(lx, opt);
  }
  f.file = file;
  return f;
}

/// The circuit of an NNF: one root; inputs are the literals of variables 1..num_variables.
/// Smoothing is deeplog::smooth over all num_variables variables (its interval products keep
/// a chain of ORs that each skip a long range small: 50M edges from a 238 KB file otherwise).
/// Past opt.max_nodes circuit nodes or smoothing edges, 4x as many variable-set entries kept or
/// 64x as many merged, it stops with format_error naming the budget; every node (and every
/// 2^16 set entries merged) polls deeplog::check_budget().
inline circuit to_circuit(const nnf& f, nnf_options opt = {}) {
  circuit_builder b(2 * std::size_t(f.num_variables));
  const std::size_t n = f.nodes.size();
  std::vector<node_id> node_of(n), terms;
  for (std::uint32_t i = 0; i < n; ++i) {
    deeplog::check_budget();
    if (b.size() > opt.max_nodes)
      throw format_error(f.file, 0, 0,
                         "the circuit exceeds the budget of " + std::to_string(opt.max_nodes) +
                             " nodes (nnf_options::max_nodes)");
    const nnf::node& x = f.nodes[i];
    if (x.kind == nnf_kind::literal) {
      const bool neg = x.literal < 0;
      node_of[i] = b.literal(static_cast<std::uint32_t>(neg ? -x.literal : x.literal) - 1, neg);
      continue;
    }
    terms.clear();
    for (const std::uint32_t c : f.children_of(i)) terms.push_back(node_of[c]);
    node_of[i] = x.kind == nnf_kind::or_node ? b.plus(terms) : b.times(terms);
  }
  b.add_root(node_of[f.root()]);
  if (!opt.smooth) return b.build();
  smoothing_options so;
  so.num_variables = f.num_variables;
  so.max_nodes = opt.max_nodes;
  so.budget_name = "nnf_options::max_nodes";
  try {
    return smooth(b.build(), so);
  } catch (const budget_exceeded& e) {
    if (e.which() != budget_exceeded::resource::nodes) throw;
    throw format_error(f.file, 0, 0, e.what());
  }
}

inline circuit read_nnf(const std::string& path, nnf_options opt = {}) {
  return to_circuit(parse_nnf(text::read_text_file(path), path, opt), opt);
}

/// Writes root `root_index` of `c` in c2d format: plus -> O 0 k, times -> A k, input i -> the
/// literal of variable i/2 + 1 (negative for odd i), zero -> "O 0 0", one -> "A 0". Only the
/// nodes the root reaches are written. num_variables 0: half the circuit's inputs, rounded up.
inline void write_nnf(std::ostream& os, const circuit& c, std::size_t root_index = 0,
                      std::uint32_t num_variables = 0) {
  if (root_index >= c.num_roots())
    throw argument_error("write_nnf: the circuit has no root " + std::to_string(root_index));
  const node_id root = c.roots()[root_index];
  std::vector<char> live(c.size(), 0);
  live[root] = 1;
  for (node_id i = root + 1; i-- > 0;)
    if (live[i])
      for (const node_id ch : c.children(i)) live[ch] = 1;
  std::vector<std::uint32_t> number(c.size(), 0);
  std::uint32_t count = 0;
  std::size_t edges = 0;
  for (node_id i = 0; i <= root; ++i)
    if (live[i]) {
      number[i] = count++;
      edges += c.children(i).size();
    }
  if (num_variables == 0) num_variables = static_cast<std::uint32_t>((c.num_inputs() + 1) / 2);
  os << "nnf " << count << " " << edges << " " << num_variables << "\n";
  for (node_id i = 0; i <= root; ++i) {
    if (!live[i]) continue;
    const auto ch = c.children(i);
    switch (c.kind(i)) {
      case node_kind::input: {
        const std::int64_t var = std::int64_t(input_variable(c.input(i))) + 1;
        os << "L " << (input_negated(c.input(i)) ? -var : var) << "\n";
        break;
      }
      case node_kind::zero:
        os << "O 0 0\n";
        break;
      case node_kind::one:
        os << "A 0\n";
        break;
      case node_kind::plus:
      case node_kind::times:
        os << (c.kind(i) == node_kind::plus ? "O 0 " : "A ") << ch.size();
        for (const node_id x : ch) os << " " << number[x];
        os << "\n";
        break;
    }
  }
}

/// A circuit in d4's own form (the "d4 variant" above, as d4 2.x writes it): OR, AND, true and
/// false nodes, and edges that carry literals (the parent gets the child AND the literals), so
/// that a literal leaf is no node of its own. Node k has d4 id k + 1; node 0 is the root.
/// Its sizes are the circuit's size as d4 counts its own output: node lines, edge lines, and
/// the literals on the edges.
struct d4_form {
  enum class node_type : char { or_node = 'o', and_node = 'a', true_node = 't', false_node = 'f' };
  struct edge {
    std::uint32_t parent = 0, child = 0;  // node indices (d4 ids minus one)
    std::uint32_t first = 0, count = 0;   // its literals: [first, first + count) of `literals`
  };
  std::vector<node_type> nodes;
  std::vector<edge> edges;
  std::vector<std::int32_t> literals;  // +-var, 1 <= var

  std::span<const std::int32_t> literals_of(const edge& e) const {
    return {literals.data() + e.first, e.count};
  }
};

namespace detail {

// The hash of a node of d4's form by its edges (d4_form_of's `unique`).
struct d4_edges_hash {
  std::size_t operator()(const std::vector<std::int64_t>& key) const {
    std::size_t h = key.size();
    for (const std::int64_t x : key)
      h ^= std::hash<std::int64_t>{}(x) + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
    return h;
  }
};

// c's node `root` in d4's form (to_d4_form). A product with at most one other child is folded
// into the edges that reach it; with `copy`, wherever it is (its literals then copied onto each
// of those edges, as d4 writes units), else only where one edge reaches it (no literal copied).
// With `copy`, a product with two other children or more (but the root) is an AND node over
// those alone, its literals on the edges that reach it (as d4 writes a branch's units on the
// OR's edge into its AND node), and nodes of the same kind with the same edges are one node, as
// in d4's output (two products that differ in their literals alone share their AND node).
// nullopt where the form's literals would pass `max_literals`.
inline std::optional<d4_form> d4_form_of(const circuit& c, node_id root, bool copy,
                                         std::size_t max_literals) {
  constexpr std::uint32_t none = ~std::uint32_t(0), to_true = none - 1, to_false = none - 2;
  std::vector<std::uint32_t> parents(std::size_t(root) + 1, 0);  // edges from live operations
  std::vector<char> live(std::size_t(root) + 1, 0);
  live[root] = 1;
  for (node_id i = root + 1; i-- > 0;)
    if (live[i])
      for (const node_id k : c.children(i)) {
        live[k] = 1;
        ++parents[k];
      }
  // Each live node's place in the form: a node of its own (`target` its index), or folded into
  // the edges that reach it: `target` the true node, the false node or another node, and its
  // literals [first, first + count) of `pool`.
  struct place {
    std::uint32_t target = none, first = 0, count = 0;
  };
  std::vector<place> at(std::size_t(root) + 1);
  std::vector<std::int32_t> pool;
  d4_form f;
  f.nodes.push_back(d4_form::node_type::and_node);  // the root's slot, set below
  std::uint32_t true_node = none, false_node = none;
  auto constant = [&](bool value) {
    std::uint32_t& n = value ? true_node : false_node;
    if (n == none) {
      n = static_cast<std::uint32_t>(f.nodes.size());
      f.nodes.push_back(value ? d4_form::node_type::true_node : d4_form::node_type::false_node);
    }
    return n;
  };
  auto literal_of = [&](node_id i) {
    const auto var = static_cast<std::int32_t>(input_variable(c.input(i))) + 1;
    return input_negated(c.input(i)) ? -var : var;
  };
  // Edges are made once every node is placed: from `parent` to circuit node `child`'s place
  // (or, with child == to_true, to the true node), with the literals [first, first + count)
  // of `pool` before the child's own.
  struct pending_edge {
    std::uint32_t parent;
    node_id child;
    std::uint32_t first, count;
  };
  std::vector<pending_edge> pending;
  std::vector<node_id> rest;
  // With `copy`: the node of each kind and set of edges (the edges' children and literals).
  std::unordered_map<std::vector<std::int64_t>, std::uint32_t, d4_edges_hash> unique;
  std::vector<std::vector<std::int64_t>> edge_keys;
  std::vector<std::int64_t> key;
  // The existing node of type t whose edges go to `children`' places, or none; `key` is set.
  const auto find_node = [&](d4_form::node_type t, std::span<const node_id> children) {
    edge_keys.resize(children.size());
    for (std::size_t j = 0; j < children.size(); ++j) {
      const place p = at[children[j]];
      auto& k = edge_keys[j];
      k.assign({std::int64_t(p.target), std::int64_t(p.count)});
      for (std::uint32_t l = 0; l < p.count; ++l) k.push_back(pool[p.first + l]);
    }
    std::sort(edge_keys.begin(), edge_keys.begin() + std::ptrdiff_t(children.size()));
    key.assign({std::int64_t(t)});
    for (std::size_t j = 0; j < children.size(); ++j)
      key.insert(key.end(), edge_keys[j].begin(), edge_keys[j].end());
    const auto it = unique.find(key);
    return it == unique.end() ? none : it->second;
  };
  for (node_id i = 0; i <= root; ++i) {
    if (i % 4096 == 0) check_budget();
    if (!live[i]) continue;
    const auto own = [&](d4_form::node_type t) {
      const std::uint32_t n = i == root ? 0 : static_cast<std::uint32_t>(f.nodes.size());
      if (i == root)
        f.nodes[0] = t;
      else
        f.nodes.push_back(t);
      at[i] = {n, 0, 0};
      return n;
    };
    // With `copy`, the node of type t over `children` (their places), shared by equal nodes.
    const auto shared_node = [&](d4_form::node_type t, std::span<const node_id> children) {
      std::uint32_t n = find_node(t, children);
      if (n == none) {
        n = own(t);
        unique.emplace(key, n);
        for (const node_id k : children) pending.push_back({n, k, 0, 0});
      }
      return n;
    };
    switch (c.kind(i)) {
      case node_kind::input:
        at[i] = {to_true, static_cast<std::uint32_t>(pool.size()), 1};
        pool.push_back(literal_of(i));
        break;
      case node_kind::one:
        at[i] = {to_true, 0, 0};
        break;
      case node_kind::zero:
        at[i] = {to_false, 0, 0};
        break;
      case node_kind::plus: {
        if (copy && i != root) {
          at[i] = {shared_node(d4_form::node_type::or_node, c.children(i)), 0, 0};
          break;
        }
        const std::uint32_t n = own(d4_form::node_type::or_node);
        for (const node_id k : c.children(i)) pending.push_back({n, k, 0, 0});
        break;
      }
      case node_kind::times: {
        // The literals this product carries (its literal children's, and those of products of
        // literals folded into it); the other children are edges.
        const auto first = static_cast<std::uint32_t>(pool.size());
        rest.clear();
        for (const node_id k : c.children(i)) {
          if (at[k].target == to_true) {
            for (std::uint32_t j = 0; j < at[k].count; ++j) pool.push_back(pool[at[k].first + j]);
          } else {
            rest.push_back(k);
          }
        }
        // Folded: with `copy` always, else where one edge reaches it and its one other child
        // carries no literals of its own (so that no literal is copied twice). The folded
        // product carries its other child's literals too.
        const bool fold = i != root && rest.size() <= 1 &&
                          (copy || (parents[i] == 1 && (rest.empty() || at[rest[0]].count == 0)));
        if (fold && !rest.empty())
          for (std::uint32_t j = 0; j < at[rest[0]].count; ++j)
            pool.push_back(pool[at[rest[0]].first + j]);
        if (pool.size() > max_literals) return std::nullopt;
        const auto count = static_cast<std::uint32_t>(pool.size()) - first;
        if (fold) {
          at[i] = {rest.empty() ? to_true : at[rest[0]].target, first, count};
          break;
        }
        if (copy && i != root && !rest.empty()) {  // rest.size() >= 2: an AND node over them,
          // its literals on the edges that reach it
          at[i] = {shared_node(d4_form::node_type::and_node, rest), first, count};
          break;
        }
        const std::uint32_t n = own(d4_form::node_type::and_node);
        if (rest.empty()) {
          pending.push_back({n, to_true, first, count});  // a product of literals
        } else {
          for (std::size_t j = 0; j < rest.size(); ++j)
            pending.push_back({n, rest[j], j == 0 ? first : 0, j == 0 ? count : 0});
        }
        break;
      }
    }
  }
  if (at[root].target != 0) {  // the root is a constant or a literal: no node of its own
    const place p = at[root];
    if (p.count == 0) {
      f.nodes[0] =
          p.target == to_true ? d4_form::node_type::true_node : d4_form::node_type::false_node;
      return f;
    }
    f.nodes[0] = d4_form::node_type::and_node;
    pending.push_back({0, to_true, p.first, p.count});
  }
  f.edges.reserve(pending.size());
  for (const pending_edge& e : pending) {
    d4_form::edge out;
    out.parent = e.parent;
    out.first = static_cast<std::uint32_t>(f.literals.size());
    for (std::uint32_t j = 0; j < e.count; ++j) f.literals.push_back(pool[e.first + j]);
    const place p = e.child == to_true ? place{to_true, 0, 0} : at[e.child];
    for (std::uint32_t j = 0; j < p.count; ++j) f.literals.push_back(pool[p.first + j]);
    out.child =
        p.target == to_true || p.target == to_false ? constant(p.target == to_true) : p.target;
    out.count = static_cast<std::uint32_t>(f.literals.size()) - out.first;
    f.edges.push_back(out);
    if (f.literals.size() > max_literals) return std::nullopt;
  }
  return f;
}

}  // namespace detail

/// Root `root_index` of `c` in d4's form. A plus node is an OR node and a times node an AND
/// node; a literal input rides on the edges that reach it (an OR's edge to the true node, or
/// the edge into the product it is a factor of), as d4 writes a decision's literal and the
/// units below it. A product with one other child (or none) is no node of its own: each edge
/// that reaches it carries its literals to that child (to the true node) directly, so that the
/// form is the one d4 would write. Where that copying would put more than 16 literals per edge
/// of `c` on the form (at least 2^20 allowed; a DAG that reuses products of literals many
/// times), a product reached by several edges keeps its node instead, and no literal is copied
/// (the form then has at most one literal per edge of `c`). Constants are the true and false
/// nodes. Only what the root reaches is converted. Every 4096th node polls
/// deeplog::check_budget().
[[nodiscard]] inline d4_form to_d4_form(const circuit& c, std::size_t root_index = 0) {
  if (root_index >= c.num_roots())
    throw argument_error("to_d4_form: the circuit has no root " + std::to_string(root_index));
  const node_id root = c.roots()[root_index];
  const std::size_t budget = std::min<std::size_t>(
      std::size_t(1) << 31, std::max<std::size_t>(std::size_t(1) << 20, 16 * c.num_edges()));
  if (auto f = detail::d4_form_of(c, root, true, budget)) return *std::move(f);
  return *detail::d4_form_of(c, root, false, ~std::size_t(0));
}

/// Writes `f` as d4 writes its circuits: a line per node ("o 1 0": the root first), then a line
/// per edge ("parent child literals 0"). parse_nnf reads it back.
inline void write_d4_form(std::ostream& os, const d4_form& f) {
  for (std::size_t k = 0; k < f.nodes.size(); ++k)
    os << static_cast<char>(f.nodes[k]) << " " << k + 1 << " 0\n";
  for (const d4_form::edge& e : f.edges) {
    os << e.parent + 1 << " " << e.child + 1;
    for (const std::int32_t l : f.literals_of(e)) os << " " << l;
    os << " 0\n";
  }
}

}  // namespace deeplog::io
