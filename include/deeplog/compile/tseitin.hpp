// Tseitin's encoding of a boolean_formula into CNF: every AND/OR node becomes a gate variable
// defined by clauses in both directions, so each gate is a function of the formula's
// variables and every model of the formula extends to exactly one model of the CNF (model
// counts and weighted model counts are preserved when gate literals weigh one). Negation costs
// nothing (a complemented literal). Each root keeps the clauses of its own cone, so the
// compilers can compile one query per root over a shared clause database.
#pragma once

#include <cstdint>
#include <span>
#include <stdexcept>
#include <vector>

#include "deeplog/base/error.hpp"
#include "deeplog/compile/boolean_formula.hpp"
#include "deeplog/compile/cnf.hpp"

namespace deeplog::compile {

struct tseitin_encoding {
  /// Variables 0..num_original-1 are the formula's, the rest are gates. The formula's groups
  /// are the CNF's groups.
  cnf formula;
  std::uint32_t num_original = 0;
  struct root {
    bool constant = false;  // the root is a constant: `value`
    bool value = false;
    dimacs_literal literal = 0;          // otherwise: the root holds iff this literal does
    std::vector<std::uint32_t> clauses;  // the clauses of the root's cone
  };
  std::vector<root> roots;
};

inline tseitin_encoding tseitin(const boolean_formula& f,
                                std::span<const boolean_formula::ref> roots) {
  using ref = boolean_formula::ref;
  tseitin_encoding out;
  out.num_original = static_cast<std::uint32_t>(f.num_variables());
  // Gates in formula order (children first); gate_of[r] = gate index + 1 (0: none).
  std::vector<std::uint32_t> gate_of(f.size(), 0);
  std::uint32_t gates = 0;
  for (ref r = 0; r < f.size(); ++r)
    if (f.op(r) == boolean_op::conjunction || f.op(r) == boolean_op::disjunction)
      gate_of[r] = ++gates;
  out.formula = cnf(out.num_original + gates);
  for (const auto& g : f.groups()) out.formula.add_group(g.kind, g.variables);
  auto lit = [&](ref r) -> dimacs_literal {
    switch (f.op(r)) {
      case boolean_op::variable:
        return make_literal(f.var(r), false);
      case boolean_op::negation: {
        const ref c = f.children(r)[0];
        if (f.op(c) == boolean_op::variable) return make_literal(f.var(c), true);
        return -make_literal(out.num_original + gate_of[c] - 1, false);
      }
      case boolean_op::conjunction:
      case boolean_op::disjunction:
        return make_literal(out.num_original + gate_of[r] - 1, false);
      default:
        throw error("tseitin: a constant inside a formula (constants fold away)");
    }
  };
  // Clause ranges per gate: [clause_begin[g], clause_begin[g + 1]).
  std::vector<std::uint32_t> clause_begin(gates + 1, 0);
  std::vector<dimacs_literal> big;
  for (ref r = 0; r < f.size(); ++r) {
    if (!gate_of[r]) continue;
    const dimacs_literal g = lit(r);
    const bool is_and = f.op(r) == boolean_op::conjunction;
    // AND: g -> c_i, (all c_i) -> g.   OR: c_i -> g, g -> (some c_i).
    big.assign(1, is_and ? g : -g);
    for (ref c : f.children(r)) {
      const dimacs_literal l = lit(c);
      out.formula.add_clause(is_and ? std::initializer_list<dimacs_literal>{-g, l}
                                    : std::initializer_list<dimacs_literal>{g, -l});
      big.push_back(is_and ? -l : l);
    }
    out.formula.add_clause(big);
    clause_begin[gate_of[r]] = static_cast<std::uint32_t>(out.formula.num_clauses());
  }
  // Cones.
  std::vector<std::uint32_t> seen(f.size(), 0);
  std::uint32_t stamp = 0;
  std::vector<ref> stack;
  for (ref root : roots) {
    tseitin_encoding::root q;
    if (root >= f.size()) throw argument_error("tseitin: unknown root");
    if (f.op(root) == boolean_op::constant_false || f.op(root) == boolean_op::constant_true) {
      q.constant = true;
      q.value = f.op(root) == boolean_op::constant_true;
      out.roots.push_back(std::move(q));
      continue;
    }
    q.literal = lit(root);
    ++stamp;
    stack.assign(1, root);
    while (!stack.empty()) {
      const ref r = stack.back();
      stack.pop_back();
      if (seen[r] == stamp) continue;
      seen[r] = stamp;
      if (gate_of[r])
        for (std::uint32_t c = clause_begin[gate_of[r] - 1]; c < clause_begin[gate_of[r]]; ++c)
          q.clauses.push_back(c);
      for (ref c : f.children(r)) stack.push_back(c);
    }
    out.roots.push_back(std::move(q));
  }
  return out;
}

}  // namespace deeplog::compile
