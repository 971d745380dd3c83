// The language layer's commands for the deeplog tool: `deeplog infer` (cmd_infer.cpp) and
// compile_formula_command, which `deeplog compile --formula TEXT` calls. Shared option parsing:
//   --formula TEXT        the formula in the text syntax (or the first positional argument)
//   ATOM=VALUE ...        labels of ground atoms (positional), e.g. burglary[true]_P=0.7
//   --labels FILE         more labels, one `ATOM = VALUE` per line, % comments
//   --assign "V=c;S=3"    values of free variables (symbols, integers, true/false, @tensor)
//   --domain "X=a,b;Y=1,2" domains of aggregated regular variables
//   --distribution "b;e"  predicates whose labels are distributions over their values
#pragma once

#include <charconv>
#include <cmath>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "commands.hpp"
#include "deeplog/base/files.hpp"
#include "deeplog/compile/formula_to_circuit.hpp"
#include "deeplog/language.hpp"
#include "deeplog/pipeline.hpp"

namespace deeplog::tool {

namespace detail {

inline std::vector<std::string> split(const std::string& s, char sep) {
  std::vector<std::string> out;
  std::string cur;
  std::istringstream is(s);
  while (std::getline(is, cur, sep))
    if (cur.find_first_not_of(" \t") != std::string::npos) out.push_back(cur);
  return out;
}

inline std::string trim(const std::string& s) {
  const auto b = s.find_first_not_of(" \t\r"), e = s.find_last_not_of(" \t\r");
  return b == std::string::npos ? "" : s.substr(b, e - b + 1);
}

// A constant in the text syntax: true/false, an integer, a number, @tensor or a symbol.
// Integers are exact (from_chars, range-checked to +-2^53, what a term holds exactly: 10^23
// is an error, not INT64_MIN);
// numbers are finite.
inline language::term parse_constant(const std::string& raw) {
  const std::string s = trim(raw);
  if (s.empty()) throw usage_error("empty constant");
  if (s == "true" || s == "false") return language::term::truth(s == "true" ? 1 : 0);
  if (s[0] == '@') return language::term::tensor(s.substr(1));
  if (std::isdigit(static_cast<unsigned char>(s[0])) || s[0] == '-' || s[0] == '.') {
    if (s.find_first_of(".eE") == std::string::npos) {
      std::int64_t v = 0;
      const auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
      if (ec == std::errc::result_out_of_range)
        throw usage_error("'" + s + "' is out of the range of 64-bit integers");
      if (ec != std::errc{} || p != s.data() + s.size())
        throw usage_error("'" + s + "' is no integer");
      if (v > language::max_exact_integer || v < -language::max_exact_integer)
        throw usage_error("'" + s + "' is out of the range of exact integers (+-2^53)");
      return language::term::integer(v);
    }
    const auto v = parse_double(s);
    if (!v || !std::isfinite(*v)) throw usage_error("'" + s + "' is no finite number");
    return language::term::truth(*v, language::id_of<product_tnorm<double>>());
  }
  return language::term::symbol(s);
}

// A label: true, false or a number (infinities allowed: log-probabilities of zero; NaN not).
inline double parse_label(const std::string& raw, const std::string& atom) {
  const std::string s = trim(raw);
  if (s == "true") return 1;
  if (s == "false") return 0;
  if (const auto v = parse_double(s)) return *v;
  throw usage_error("label of " + atom + ": '" + s + "' is no number");
}

inline void add_label(language::model& m, const std::string& entry, const std::string& where) {
  const auto eq = entry.rfind('=');
  if (eq == std::string::npos)
    throw usage_error(where + ": expected ATOM=VALUE, got '" + entry + "'");
  const std::string atom = trim(entry.substr(0, eq));
  try {
    m.alpha.set(atom, parse_label(entry.substr(eq + 1), atom));
  } catch (const usage_error& e) {
    throw usage_error(where + ": " + e.what());
  } catch (const language::formula_error& e) {
    throw language::formula_error({}, where + ": " + e.what());
  }
}

}  // namespace detail

/// The model and the assignment that the options describe.
struct formula_request {
  language::model model;
  language::assignment sigma;
};

inline formula_request read_formula_request(const args& a, bool labels_allowed) {
  formula_request r;
  std::vector<std::string> pos = a.positional();
  std::string text;
  if (auto f = a.get("formula")) {
    text = *f;
  } else {
    if (pos.empty()) throw usage_error("no formula: give --formula TEXT");
    text = pos.front();
    pos.erase(pos.begin());
  }
  r.model.phi = language::parse(text);
  if (!labels_allowed && !pos.empty())
    throw usage_error("unexpected argument '" + pos.front() + "'");
  for (const auto& p : pos) detail::add_label(r.model, p, "argument");
  if (auto file = a.get("labels")) {
    std::ifstream in(*file);
    if (!in) throw usage_error("cannot read labels file " + *file);
    std::string line;
    for (int no = 1; std::getline(in, line); ++no) {
      if (const auto c = line.find('%'); c != std::string::npos) line.resize(c);
      if (detail::trim(line).empty()) continue;
      detail::add_label(r.model, line, *file + ":" + std::to_string(no));
    }
  }
  for (const auto& e : detail::split(a.get_or("assign", ""), ';')) {
    const auto eq = e.find('=');
    if (eq == std::string::npos) throw usage_error("--assign: expected VAR=VALUE, got '" + e + "'");
    r.sigma[detail::trim(e.substr(0, eq))] = detail::parse_constant(e.substr(eq + 1));
  }
  for (const auto& e : detail::split(a.get_or("domain", ""), ';')) {
    const auto eq = e.find('=');
    if (eq == std::string::npos)
      throw usage_error("--domain: expected VAR=c1,c2,..., got '" + e + "'");
    auto& d = r.model.domains[detail::trim(e.substr(0, eq))];
    for (const auto& c : detail::split(e.substr(eq + 1), ','))
      d.push_back(detail::parse_constant(c));
  }
  for (const auto& p : detail::split(a.get_or("distribution", ""), ';'))
    r.model.alpha.declare_distribution(detail::trim(p), r.model.phi.structure());
  return r;
}

/// Graphviz text of a compiled formula: leaves show their labelling functions.
inline std::string formula_dot(const compile::compiled_formula& c, const language::model& m) {
  std::ostringstream os;
  os << "digraph circuit {\n  rankdir=BT;\n";
  const circuit& g = c.graph;
  for (node_id n = 0; n < g.size(); ++n) {
    os << "  n" << n << " [";
    switch (g.kind(n)) {
      case node_kind::input: {
        std::string t = compile::describe(c.leaves[g.input(n)], m);
        std::string esc;
        for (char ch : t) {
          if (ch == '"' || ch == '\\') esc += '\\';
          esc += ch;
        }
        os << "shape=box,label=\"" << esc << "\"";
        break;
      }
      case node_kind::zero:
        os << "shape=box,label=\"0\"";
        break;
      case node_kind::one:
        os << "shape=box,label=\"1\"";
        break;
      case node_kind::plus:
        os << "shape=circle,label=\"+\"";
        break;
      case node_kind::times:
        os << "shape=circle,label=\"x\"";
        break;
    }
    os << "];\n";
    for (node_id k : g.children(n)) os << "  n" << k << " -> n" << n << ";\n";
  }
  os << "}\n";
  return os.str();
}

/// `deeplog compile --formula TEXT [--domain ..] [--distribution ..] [--dot FILE]`: compiles
/// the formula and prints the circuit's statistics.
inline int compile_formula_command(const args& a) {
  a.only({"formula", "domain", "distribution", "dot", "labels", "assign"});
  const formula_request r = read_formula_request(a, false);
  const auto c = compile::compile_formula(r.model);
  const circuit& g = c.graph;
  std::size_t leaves = 0, ops = 0;
  for (node_id n = 0; n < g.size(); ++n)
    (g.kind(n) == node_kind::plus || g.kind(n) == node_kind::times ? ops : leaves) += 1;
  std::cout << "structure: " << language::structure_name(c.structure) << "\n"
            << "nodes: " << g.size() << "\n"
            << "edges: " << g.num_edges() << "\n"
            << "leaves: " << leaves << "\n"
            << "operations: " << ops << "\n"
            << "inputs: " << g.num_inputs() << "\n"
            << "depth: " << g.depth() << "\n"
            << "layers: " << g.layers().size() << "\n"
            << "knowledge compilations: " << c.stats.knowledge_compilations << "\n"
            << "reification resolved: " << c.stats.reification_resolved << "\n"
            << "normalized sums: " << c.stats.normalized_sums << "\n"
            << "segments: " << c.segments.size() << "\n";
  for (std::size_t i = 0; i < c.leaves.size(); ++i)
    std::cout << "input " << i << ": " << compile::describe(c.leaves[i], r.model) << "\n";
  // A mixed circuit's segments, each a circuit in its own structure, in evaluation order.
  for (std::size_t k = 0; k < c.segments.size(); ++k) {
    const auto& sg = c.segments[k];
    std::cout << "segment " << k << ": " << language::structure_name(sg.structure) << ", "
              << sg.graph.size() << " nodes, " << sg.leaves.size() << " inputs\n";
    for (std::size_t i = 0; i < sg.leaves.size(); ++i)
      std::cout << "  input " << i << ": " << compile::describe(sg.leaves[i], r.model) << "\n";
  }
  if (auto file = a.get("dot")) {
    atomic_file out(*file);
    out.stream() << formula_dot(c, r.model);
    out.commit();
  }
  return 0;
}

}  // namespace deeplog::tool
