// DIMACS CNF files: `p cnf V C`, clauses as 0-terminated literal lists (which may span lines
// or share one), comment lines `c ...`. Literal weights as in the model counting competitions
// (`c p weight LIT W 0`) or the older `w LIT W [0]` lines; a literal without a weight weighs 1.
// SATLIB's trailing `%` ends the clause list. Every malformed input raises deeplog::format_error
// naming the file, line and column.
#pragma once

#include <cmath>
#include <cstdint>
#include <limits>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "deeplog/base/error.hpp"
#include "deeplog/base/text.hpp"
#include "deeplog/compile/cnf.hpp"

namespace deeplog::compile {

struct dimacs_options {
  /// Files declaring more variables or clauses are rejected before anything is allocated.
  std::uint32_t max_variables = std::uint32_t(1) << 26;
  std::uint64_t max_clauses = std::uint64_t(1) << 28;
};

namespace detail {

inline void parse_weight(text::line_lexer& lx, cnf& f, std::vector<std::uint8_t>& seen) {
  const auto v = static_cast<std::int64_t>(f.num_variables());
  const text::token lt = lx.peek();
  const auto lit = lx.integer<std::int64_t>("a weighted literal", -v, v);
  if (lit == 0) lx.fail("a weighted literal is not 0", lt.column);
  const text::token wt = lx.peek();
  const double w = lx.real("a literal weight");
  if (!std::isfinite(w) || w < 0)
    lx.fail("the weight " + text::quote(wt.text) + " is not a finite non-negative number",
            wt.column);
  const auto code =
      2 * std::size_t(literal_variable(static_cast<dimacs_literal>(lit))) + (lit < 0 ? 1 : 0);
  if (seen[code]) lx.fail("literal " + std::to_string(lit) + " is weighted twice", lt.column);
  seen[code] = 1;
  if (lx.peek().text == "0") lx.next("0");  // the competitions' terminator (optional)
  lx.end_of_line("the weight");
  f.set_weight(static_cast<dimacs_literal>(lit), w);
}

}  // namespace detail

/// Parses DIMACS CNF text; errors name `file`.
inline cnf parse_dimacs(std::string_view text, const std::string& file = "<cnf>",
                        const dimacs_options& opt = {}) {
  text::line_lexer lx(text, file, /*hash_comments=*/false, /*keep_comments=*/true);
  cnf f;
  bool header = false;
  std::uint64_t declared_clauses = 0, clauses = 0;
  std::vector<dimacs_literal> clause;
  std::size_t clause_line = 0, clause_column = 0;
  std::vector<std::uint8_t> weighted;
  bool ended = false;  // SATLIB '%'
  while (lx.next_line()) {
    const text::token first = lx.peek();
    if (first.text == "c") {
      lx.next("c");
      if (lx.peek().text == "p") {  // `c p weight LIT W 0`; other `c p` lines are comments
        lx.next("p");
        const text::token w = lx.peek();
        if (w.text == "weight") {
          if (!header) lx.fail("a weight line before the 'p cnf' header", w.column);
          lx.next("weight");
          detail::parse_weight(lx, f, weighted);
        }
      }
      continue;
    }
    if (ended) {  // SATLIB writes "%" and then a line "0"
      while (lx.more() && lx.peek().text == "0") lx.next("0");
      if (lx.more())
        lx.fail("unexpected " + text::quote(lx.peek().text) + " after '%'", lx.peek().column);
      continue;
    }
    if (first.text == "p") {
      if (header) lx.fail("a second 'p' header", first.column);
      lx.next("p");
      const text::token fmt = lx.next("the format 'cnf'");
      if (fmt.text != "cnf")
        lx.fail("expected the format 'cnf', found " + text::quote(fmt.text), fmt.column);
      const auto v = lx.integer<std::uint32_t>("the variable count", 0, opt.max_variables);
      declared_clauses = lx.integer<std::uint64_t>("the clause count", 0, opt.max_clauses);
      lx.end_of_line("the header");
      f = cnf(v);
      weighted.assign(2 * std::size_t(v), 0);
      header = true;
      continue;
    }
    if (!header)
      lx.fail("expected the header 'p cnf VARIABLES CLAUSES' before " + text::quote(first.text),
              first.column);
    if (first.text == "w") {
      lx.next("w");
      detail::parse_weight(lx, f, weighted);
      continue;
    }
    if (first.text == "%") {
      lx.next("%");
      ended = true;
      continue;
    }
    const auto v = static_cast<std::int64_t>(f.num_variables());
    while (lx.more()) {
      const text::token t = lx.peek();
      const auto lit = lx.integer<std::int64_t>("a literal", -v, v);
      if (clause.empty() && clause_line == 0) {
        clause_line = lx.line();
        clause_column = t.column;
      }
      if (lit == 0) {
        if (++clauses > declared_clauses)
          throw deeplog::format_error(
              file, clause_line, clause_column,
              "more clauses than the " + std::to_string(declared_clauses) + " the header declares");
        f.add_clause(clause);
        clause.clear();
        clause_line = 0;
      } else {
        clause.push_back(static_cast<dimacs_literal>(lit));
      }
    }
  }
  if (!header) lx.fail("no 'p cnf VARIABLES CLAUSES' header");
  if (!clause.empty())
    throw deeplog::format_error(file, clause_line, 0,
                                "the clause starting here is not terminated by 0");
  if (clauses != declared_clauses && !(ended && clauses < declared_clauses))
    lx.fail("the header declares " + std::to_string(declared_clauses) + " clauses, the file has " +
            std::to_string(clauses));
  return f;
}

inline cnf read_dimacs(const std::string& path, const dimacs_options& opt = {}) {
  return parse_dimacs(text::read_text_file(path), path, opt);
}

/// Writes `f` in DIMACS, weights as `c p weight` lines (groups are not DIMACS: they are
/// written as their clauses: at least one, and pairwise at most one).
inline void write_dimacs(std::ostream& os, const cnf& f) {
  std::size_t extra = 0;
  for (const auto& g : f.groups()) {
    const std::size_t k = g.variables.size();
    extra += k * (k - 1) / 2 + (g.kind == group_kind::exactly_one ? 1 : 0);
  }
  os << "p cnf " << f.num_variables() << " " << f.num_clauses() + extra << "\n";
  if (f.weighted()) {
    os.precision(17);
    for (std::uint32_t v = 0; v < f.num_variables(); ++v) {
      os << "c p weight " << v + 1 << " " << f.weights()[v].positive << " 0\n";
      os << "c p weight -" << v + 1 << " " << f.weights()[v].negative << " 0\n";
    }
  }
  for (std::size_t c = 0; c < f.num_clauses(); ++c) {
    for (dimacs_literal l : f.clause(c)) os << l << " ";
    os << "0\n";
  }
  for (const auto& g : f.groups()) {
    if (g.kind == group_kind::exactly_one) {
      for (std::uint32_t v : g.variables) os << v + 1 << " ";
      os << "0\n";
    }
    for (std::size_t i = 0; i < g.variables.size(); ++i)
      for (std::size_t j = i + 1; j < g.variables.size(); ++j)
        os << "-" << g.variables[i] + 1 << " -" << g.variables[j] + 1 << " 0\n";
  }
}

}  // namespace deeplog::compile
