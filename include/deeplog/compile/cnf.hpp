// Conjunctive normal form: the input of the knowledge compilers. Clauses over variables
// 0..n-1 in DIMACS literals (+-(v + 1)), optional literal weights (the weighted model counting
// competitions' `c p weight` lines) and cardinality groups: exactly-one / at-most-one
// constraints over a set of variables, kept as such rather than expanded into pairwise clauses
// (annotated disjunctions and categorical neural predicates are exactly-one groups).
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "deeplog/base/error.hpp"

namespace deeplog::compile {

/// A DIMACS literal: +(v + 1) for variable v, -(v + 1) for its negation; never 0.
using dimacs_literal = std::int32_t;

constexpr std::uint32_t literal_variable(dimacs_literal l) {
  return static_cast<std::uint32_t>(l < 0 ? -l : l) - 1;
}
constexpr bool literal_negated(dimacs_literal l) { return l < 0; }
constexpr dimacs_literal make_literal(std::uint32_t var, bool negated) {
  return negated ? -static_cast<dimacs_literal>(var + 1) : static_cast<dimacs_literal>(var + 1);
}

/// A clause or group that refers to a variable the formula does not declare, and the like.
class cnf_error : public argument_error {
 public:
  using argument_error::argument_error;
};

/// The weights of a variable's two literals (1 where a file gives none).
struct literal_weights {
  double positive = 1;
  double negative = 1;
  friend bool operator==(const literal_weights&, const literal_weights&) = default;
};

enum class group_kind : std::uint8_t { exactly_one, at_most_one };

class cnf {
 public:
  struct group {
    group_kind kind = group_kind::exactly_one;
    std::vector<std::uint32_t> variables;
  };

  cnf() = default;
  explicit cnf(std::uint32_t num_variables) : num_variables_(num_variables) {}

  std::uint32_t num_variables() const { return num_variables_; }
  /// Declares variables up to n - 1 (a formula may declare variables no clause mentions).
  void reserve_variables(std::uint32_t n) {
    num_variables_ = std::max(num_variables_, n);
    if (!weights_.empty()) weights_.resize(num_variables_);
  }

  std::size_t num_clauses() const { return begin_.size() - 1; }
  std::span<const dimacs_literal> clause(std::size_t i) const {
    return {literals_.data() + begin_[i], literals_.data() + begin_[i + 1]};
  }
  std::size_t num_literals() const { return literals_.size(); }

  /// Adds a clause as given: duplicates and complementary pairs are kept (the compilers
  /// normalise them). Throws cnf_error for literal 0 or an undeclared variable.
  void add_clause(std::span<const dimacs_literal> lits) {
    for (dimacs_literal l : lits) check_literal(l);
    literals_.insert(literals_.end(), lits.begin(), lits.end());
    begin_.push_back(literals_.size());
  }
  void add_clause(std::initializer_list<dimacs_literal> lits) {
    add_clause(std::span(lits.begin(), lits.size()));
  }

  /// Exactly one (or at most one) of `vars` is true. Variables may be in one group only.
  void add_group(group_kind kind, std::vector<std::uint32_t> vars) {
    if (vars.empty()) throw cnf_error("cnf: an empty cardinality group");
    std::vector<std::uint32_t> sorted = vars;
    std::sort(sorted.begin(), sorted.end());
    if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end())
      throw cnf_error("cnf: a variable occurs twice in one cardinality group");
    for (std::uint32_t v : vars) {
      if (v >= num_variables_)
        throw cnf_error("cnf: group variable " + std::to_string(v + 1) + " is not declared (" +
                        std::to_string(num_variables_) + " variables)");
      for (const group& g : groups_)
        if (std::find(g.variables.begin(), g.variables.end(), v) != g.variables.end())
          throw cnf_error("cnf: variable " + std::to_string(v + 1) +
                          " is in two cardinality groups");
    }
    groups_.push_back({kind, std::move(vars)});
  }
  std::span<const group> groups() const { return groups_; }

  /// Literal weights; empty when the formula is unweighted.
  bool weighted() const { return !weights_.empty(); }
  std::span<const literal_weights> weights() const { return weights_; }
  void set_weight(dimacs_literal l, double w) {
    check_literal(l);
    if (weights_.empty()) weights_.assign(num_variables_, {});
    auto& lw = weights_[literal_variable(l)];
    (literal_negated(l) ? lw.negative : lw.positive) = w;
  }

  /// Truth under a full assignment (one byte per variable): the reference semantics.
  bool satisfied_by(std::span<const std::uint8_t> assignment) const {
    for (std::size_t c = 0; c < num_clauses(); ++c) {
      bool sat = false;
      for (dimacs_literal l : clause(c))
        sat = sat || (assignment[literal_variable(l)] != 0) != literal_negated(l);
      if (!sat) return false;
    }
    for (const group& g : groups_) {
      std::size_t on = 0;
      for (std::uint32_t v : g.variables) on += assignment[v] != 0;
      if (on > 1 || (on == 0 && g.kind == group_kind::exactly_one)) return false;
    }
    return true;
  }

 private:
  void check_literal(dimacs_literal l) const {
    if (l == 0) throw cnf_error("cnf: literal 0 (0 terminates clauses in DIMACS)");
    if (literal_variable(l) >= num_variables_)
      throw cnf_error("cnf: literal " + std::to_string(l) + " is out of range (" +
                      std::to_string(num_variables_) + " variables)");
  }

  std::uint32_t num_variables_ = 0;
  std::vector<dimacs_literal> literals_;
  std::vector<std::size_t> begin_{0};
  std::vector<group> groups_;
  std::vector<literal_weights> weights_;
};

}  // namespace deeplog::compile
