// The runtime form (AST) of DeepLog formulas (paper, Definitions "Formula", "Algebraic atom",
// "Formula continued - aggregation / transformations"): an arena of nodes, each typed by the
// structure its label lives in. Every constructor checks the typing rules and throws type_error
// naming the source position, so a formula that exists is well-typed.
#pragma once

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "deeplog/base/error.hpp"
#include "deeplog/base/resources.hpp"
#include "deeplog/language/structures.hpp"

namespace deeplog::language {

/// Where a construct came from in the text (1-based; 0:0 for formulas built in C++).
struct source_position {
  std::uint32_t line = 0, column = 0;
  friend bool operator==(const source_position&, const source_position&) = default;
};

/// Every language error: syntax, typing, unknown labels, unsupported compilation.
class formula_error : public error {
 public:
  formula_error(source_position p, const std::string& what)
      : error(p.line ? std::to_string(p.line) + ":" + std::to_string(p.column) + ": " + what
                     : what),
        pos_(p) {}
  std::uint32_t line() const { return pos_.line; }
  std::uint32_t column() const { return pos_.column; }

 private:
  source_position pos_;
};
class syntax_error : public formula_error {
 public:
  using formula_error::formula_error;
};
class type_error : public formula_error {
 public:
  using formula_error::formula_error;
};
/// A ground atom without a label, a free variable without a value, an empty domain, ...
class evaluation_error : public formula_error {
 public:
  using formula_error::formula_error;
};

/// Integer constants are held exactly up to this magnitude (2^53: a term keeps its number as
/// a double); the readers reject larger ones.
inline constexpr std::int64_t max_exact_integer = std::int64_t(1) << 53;

/// Terms: constants (symbols, integers, tensor constants `@name` bound at call time, truth
/// values inside [.]) and variables (uppercase, Prolog convention).
enum class term_kind : std::uint8_t { symbol, integer, tensor, truth, variable };

struct term {
  term_kind kind = term_kind::symbol;
  std::string text;   // symbol / tensor name / variable name
  double number = 0;  // integer value or truth value
  // For a reification variable: the structure its values come from (paper: "Reification
  // variables are associated with an algebraic structure"); Boolean unless declared.
  structure_id structure = id_of<boolean>();

  static term symbol(std::string s) { return {term_kind::symbol, std::move(s), 0}; }
  static term integer(std::int64_t v) { return {term_kind::integer, {}, double(v)}; }
  static term tensor(std::string name) { return {term_kind::tensor, std::move(name), 0}; }
  static term truth(double v, structure_id s = id_of<boolean>()) {
    return {term_kind::truth, {}, v, s};
  }
  static term variable(std::string name, structure_id s = id_of<boolean>()) {
    return {term_kind::variable, std::move(name), 0, s};
  }
  bool is_variable() const { return kind == term_kind::variable; }
  friend bool operator==(const term&, const term&) = default;
  friend auto operator<=>(const term& a, const term& b) {
    if (a.kind != b.kind) return a.kind <=> b.kind;
    if (a.text != b.text) return a.text <=> b.text;
    if (a.number < b.number) return std::strong_ordering::less;
    if (a.number > b.number) return std::strong_ordering::greater;
    return a.structure <=> b.structure;
  }
};

/// Printed as in the text syntax: red, 3, @img, true / 0.7, V.
inline std::string to_string(const term& t) {
  switch (t.kind) {
    case term_kind::symbol:
    case term_kind::variable:
      return t.text;
    case term_kind::integer:
      return std::to_string(static_cast<long long>(t.number));
    case term_kind::tensor:
      return "@" + t.text;
    case term_kind::truth:
      break;
  }
  if (t.structure == id_of<boolean>()) return t.number != 0 ? "true" : "false";
  char buf[32];  // shortest representation that reads back to the same double
  const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, t.number);
  std::string s(buf, ec == std::errc{} ? end : buf);
  if (s.find_first_of(".einn") == std::string::npos) s += ".0";
  return s;
}

enum class node_op : std::uint8_t { atom, negate, plus, times, aggregate, transform };

using node_ref = std::uint32_t;

struct formula_node {
  node_op op = node_op::atom;
  structure_id structure = id_of<boolean>();  // the structure of this node's label
  std::string name;                           // atom: predicate; aggregate: variable
  std::vector<term> args;                     // atom arguments
  std::optional<term> reification;            // atom [X]
  aggregator agg = aggregator::sum;           // aggregate
  std::vector<node_ref> kids;                 // operands
  source_position pos;
};

/// A formula: nodes in creation order (operands before users), one root. Its walks (typing,
/// printing, evaluation, lowering) recurse over operands, so a formula is at most max_depth
/// operators deep: a deeper one (a chain of 30k '+' is 30k deep) ends in
/// budget_exceeded(resource::depth) naming the operator's line:column, never a stack overflow.
/// Long sums and products are aggregations (sum[X] ..., prod[X] ...), which are one level.
class formula {
 public:
  static constexpr std::uint32_t max_depth = 1000;

  const formula_node& node(node_ref r) const { return nodes_.at(r); }
  std::size_t size() const { return nodes_.size(); }
  node_ref root() const {
    if (nodes_.empty()) throw type_error({}, "empty formula");
    return root_;
  }
  void set_root(node_ref r) { root_ = r; }
  structure_id structure() const { return node(root()).structure; }

  // ---- constructors: each checks the typing rules of the paper's definitions ----
  node_ref atom(std::string predicate, std::vector<term> args, structure_id s,
                std::optional<term> reification = std::nullopt, source_position p = {}) {
    for (const term& t : args)
      if (t.kind == term_kind::truth)
        throw type_error(p, "a truth value is no argument of " + predicate + "; write it in [.]");
    if (reification && reification->kind != term_kind::truth && !reification->is_variable())
      throw type_error(
          p, "the [.] of " + predicate + " holds a reification variable or a truth value");
    if (reification && reification->kind == term_kind::truth &&
        !contains_label(reification->structure, reification->number))
      throw type_error(p, to_string(*reification) + " is no label of " +
                              std::string(structure_name(reification->structure)));
    return push({node_op::atom,
                 s,
                 std::move(predicate),
                 std::move(args),
                 std::move(reification),
                 aggregator::sum,
                 {},
                 p});
  }
  node_ref negate(node_ref a, source_position p = {}) {
    const structure_id s = node(a).structure;
    if (!has_negation(s))
      throw type_error(p, "structure " + std::string(structure_name(s)) + " has no negation");
    return push({node_op::negate, s, {}, {}, {}, aggregator::sum, {a}, p});
  }
  node_ref binary(node_op op, node_ref a, node_ref b, source_position p = {}) {
    const structure_id s = node(a).structure, t = node(b).structure;
    if (s != t)
      throw type_error(p, "operands live in different structures (" +
                              std::string(structure_name(s)) + " and " +
                              std::string(structure_name(t)) + "); write a transformation (...)_" +
                              std::string(structure_name(s)));
    return push({op, s, {}, {}, {}, aggregator::sum, {a, b}, p});
  }
  node_ref plus(node_ref a, node_ref b, source_position p = {}) {
    return binary(node_op::plus, a, b, p);
  }
  node_ref times(node_ref a, node_ref b, source_position p = {}) {
    return binary(node_op::times, a, b, p);
  }
  node_ref aggregate(aggregator g, std::string variable, node_ref body, source_position p = {}) {
    const structure_id s = node(body).structure;
    if (!aggregator_applies(g, s))
      throw type_error(p, std::string(aggregator_name(g)) + " does not aggregate labels of " +
                              std::string(structure_name(s)));
    return push({node_op::aggregate, s, std::move(variable), {}, {}, g, {body}, p});
  }
  node_ref transform(node_ref a, structure_id to, source_position p = {}) {
    const structure_id from = node(a).structure;
    if (!find_transformation(from, to))
      throw type_error(p, "no transformation from " + std::string(structure_name(from)) + " to " +
                              std::string(structure_name(to)));
    return push({node_op::transform, to, {}, {}, {}, aggregator::sum, {a}, p});
  }

  /// Regular variables (in atom arguments) and reification variables (in [.]) of the whole
  /// formula, with the structure of each reification variable; throws type_error when a name
  /// is used both ways or with two structures.
  struct variables {
    std::set<std::string> regular;
    std::map<std::string, structure_id> reification;
  };
  variables all_variables() const {
    variables v;
    for (const formula_node& n : nodes_) {
      if (n.op != node_op::atom) continue;
      for (const term& t : n.args)
        if (t.is_variable()) v.regular.insert(t.text);
      if (n.reification && n.reification->is_variable()) {
        auto [it, fresh] = v.reification.emplace(n.reification->text, n.reification->structure);
        if (!fresh && it->second != n.reification->structure)
          throw type_error(n.pos, "reification variable " + n.reification->text +
                                      " is declared with two structures");
      }
    }
    for (const auto& [name, s] : v.reification)
      if (v.regular.count(name))
        throw type_error({}, "variable " + name + " is both a regular and a reification variable");
    return v;
  }

  /// Free variables of the sub-formula at `r`: those not bound by an enclosing aggregation.
  std::set<std::string> free_variables(node_ref r) const {
    const formula_node& n = node(r);
    std::set<std::string> out;
    if (n.op == node_op::atom) {
      for (const term& t : n.args)
        if (t.is_variable()) out.insert(t.text);
      if (n.reification && n.reification->is_variable()) out.insert(n.reification->text);
      return out;
    }
    for (node_ref k : n.kids) out.merge(free_variables(k));
    if (n.op == node_op::aggregate) out.erase(n.name);
    return out;
  }
  std::set<std::string> free_variables() const { return free_variables(root()); }

  /// Structural equality of the sub-formulas at a (in *this) and b (in o), positions ignored.
  bool same(node_ref a, const formula& o, node_ref b) const {
    const formula_node &x = node(a), &y = o.node(b);
    if (x.op != y.op || x.structure != y.structure || x.name != y.name || x.args != y.args ||
        x.reification != y.reification || x.kids.size() != y.kids.size())
      return false;
    if (x.op == node_op::aggregate && x.agg != y.agg) return false;
    for (std::size_t i = 0; i < x.kids.size(); ++i)
      if (!same(x.kids[i], o, y.kids[i])) return false;
    return true;
  }
  friend bool operator==(const formula& a, const formula& b) {
    return a.size() && b.size() && a.same(a.root(), b, b.root());
  }

 private:
  node_ref push(formula_node n) {
    std::uint32_t d = 1;
    for (node_ref k : n.kids) d = std::max(d, depth_.at(k) + 1);
    if (d > max_depth)
      throw budget_exceeded(
          budget_exceeded::resource::depth,
          (n.pos.line ? std::to_string(n.pos.line) + ":" + std::to_string(n.pos.column) + ": "
                      : std::string()) +
              "formula nested more than " + std::to_string(max_depth) +
              " operators deep (depth budget exceeded; a long sum or product is an aggregation "
              "such as sum[X] ...)");
    depth_.push_back(d);
    nodes_.push_back(std::move(n));
    root_ = static_cast<node_ref>(nodes_.size() - 1);
    return root_;
  }
  std::vector<formula_node> nodes_;
  std::vector<std::uint32_t> depth_;  // operators on the longest path down from each node
  node_ref root_ = 0;
};

}  // namespace deeplog::language
