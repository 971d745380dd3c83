// Graphviz export of a circuit, drawn like the paper's figures: (+) and (x) operation nodes as
// circles with their symbol, leaves as boxes with the literal's name (x3, ¬x3) or a label the
// caller gives, constants 0 and 1, and arrows from children up to parents.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <ostream>
#include <string>
#include <string_view>

#include "deeplog/circuit/circuit.hpp"

namespace deeplog::io {

struct dot_options {
  /// The label of input row i; empty: the literal's name (inputs follow literal_input).
  std::function<std::string(std::uint32_t)> input_label;
  std::string graph_name = "circuit";
  /// Symbols of the two operations (the paper writes ⊕/⊗ in general, +/× for probabilities).
  std::string plus_symbol = "⊕";
  std::string times_symbol = "⊗";
};

namespace detail {
inline std::string dot_escape(std::string_view s) {
  std::string r;
  for (const char ch : s) {
    if (ch == '"' || ch == '\\') r += '\\';
    if (ch == '\n') {
      r += "\\n";
      continue;
    }
    r += ch;
  }
  return r;
}
}  // namespace detail

/// The name of a literal input: x<var+1> or ¬x<var+1> (variables 1-based, as in DIMACS).
inline std::string literal_name(std::uint32_t input) {
  return std::string(input_negated(input) ? "¬" : "") + "x" +
         std::to_string(std::uint64_t(input_variable(input)) + 1);
}

inline void write_dot(std::ostream& os, const circuit& c, const dot_options& opt = {}) {
  os << "digraph \"" << detail::dot_escape(opt.graph_name) << "\" {\n"
     << "  rankdir=BT;\n  node [fontname=\"Helvetica\"];\n  edge [arrowsize=0.7];\n";
  for (node_id n = 0; n < c.size(); ++n) {
    os << "  n" << n << " [";
    switch (c.kind(n)) {
      case node_kind::input: {
        const std::string label =
            opt.input_label ? opt.input_label(c.input(n)) : literal_name(c.input(n));
        os << "shape=box, style=rounded, label=\"" << detail::dot_escape(label) << "\"";
        break;
      }
      case node_kind::zero:
        os << "shape=box, style=rounded, label=\"0\"";
        break;
      case node_kind::one:
        os << "shape=box, style=rounded, label=\"1\"";
        break;
      case node_kind::plus:
        os << "shape=circle, label=\"" << detail::dot_escape(opt.plus_symbol) << "\"";
        break;
      case node_kind::times:
        os << "shape=circle, label=\"" << detail::dot_escape(opt.times_symbol) << "\"";
        break;
    }
    os << "];\n";
  }
  for (node_id n = 0; n < c.size(); ++n)
    for (const node_id ch : c.children(n)) os << "  n" << ch << " -> n" << n << ";\n";
  // Several roots get a marker each; a single root is the topmost node anyway.
  for (std::size_t r = 0; c.num_roots() > 1 && r < c.num_roots(); ++r)
    os << "  root" << r << " [shape=plaintext, label=\"root " << r << "\"];\n  n" << c.roots()[r]
       << " -> root" << r << " [style=dashed, arrowhead=none];\n";
  os << "}\n";
}

}  // namespace deeplog::io
