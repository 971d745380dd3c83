// A task whose logic is a DeepProbLog-style program: the paper's listings, grounded and
// compiled by the front end, drive the same learner as the hand-built task circuits.
// Placeholder constants stand for the images of a query (`a0`, `b0`, ...: the tensor constants
// bound at call time); a categorical neural predicate's atoms over them become the image atoms
// of the task (slot s = the placeholder's position, class = the value's index). Other choices
// (labelled facts, annotated disjunctions) become fixed input rows with their labels.
//   probabilistic circuit: the compiled d-DNNF of the answers (groups: exactly one value);
//   fuzzy circuit: the program's ground formula as written, negations pushed to the literals.
#pragma once

#include <algorithm>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "deeplog/base/error.hpp"
#include "deeplog/prolog.hpp"
#include "systems/tasks.hpp"

namespace deeplog::systems {

/// One output of a program task: the answer atoms of one query, in target order (an answer
/// without a proof is the constant zero).
struct program_output {
  std::vector<std::string> answers;
};

namespace detail {

// The ground formula as a circuit with negations at the leaves (De Morgan), literal inputs
// mapped by `input(var, negated)`.
template <class Input>
node_id formula_circuit(const compile::boolean_formula& f, compile::boolean_formula::ref r,
                        bool negated, circuit_builder& cb, Input&& input,
                        std::map<std::pair<compile::boolean_formula::ref, bool>, node_id>& memo) {
  if (auto it = memo.find({r, negated}); it != memo.end()) return it->second;
  node_id out;
  switch (f.op(r)) {
    case compile::boolean_op::constant_false:
      out = negated ? cb.one() : cb.zero();
      break;
    case compile::boolean_op::constant_true:
      out = negated ? cb.zero() : cb.one();
      break;
    case compile::boolean_op::variable:
      out = input(f.var(r), negated);
      break;
    case compile::boolean_op::negation:
      out = formula_circuit(f, f.children(r)[0], !negated, cb, input, memo);
      break;
    default: {
      std::vector<node_id> kids;
      for (auto c : f.children(r)) kids.push_back(formula_circuit(f, c, negated, cb, input, memo));
      const bool is_and = (f.op(r) == compile::boolean_op::conjunction) != negated;
      out = is_and ? cb.times(kids) : cb.plus(kids);
    }
  }
  memo.emplace(std::pair{r, negated}, out);
  return out;
}

}  // namespace detail

/// The logic of `p` for queries over the placeholder constants `slots` (each a term such as
/// "a0"); `classes` values per image atom (the categorical neural predicate's domain size).
inline task_logic program_logic(const prolog::program& p, const std::vector<std::string>& slots,
                                std::size_t classes, const std::vector<program_output>& outputs,
                                const prolog::inference_options& o = {}) {
  const prolog::compiled_program c = prolog::compile_program(p, o);
  const auto& g = c.ground;
  task_logic t;
  t.name = p.file;
  t.slots = slots.size();
  t.classes = classes;
  // Where each choice goes: an image atom's variable, or a fixed row after them.
  const std::uint32_t atoms = static_cast<std::uint32_t>(slots.size() * classes);
  std::vector<std::uint32_t> var_of(g.choices.size());
  std::uint32_t next_fixed = atoms;
  for (std::size_t v = 0; v < g.choices.size(); ++v) {
    const auto& ch = g.choices[v];
    if (ch.kind == prolog::choice_kind::neural_value) {
      const auto it = std::find(slots.begin(), slots.end(), ch.inputs.at(0));
      if (it == slots.end() || ch.inputs.size() != 1)
        throw prolog::grounding_error(p.file, p.neural[ch.declaration].pos,
                                      "neural atom " + ch.text + " is not over a placeholder slot");
      if (p.neural[ch.declaration].domain.size() != classes)
        throw prolog::grounding_error(p.file, p.neural[ch.declaration].pos,
                                      "the neural predicate has " +
                                          std::to_string(p.neural[ch.declaration].domain.size()) +
                                          " values, the task " + std::to_string(classes));
      var_of[v] = atom_variable(std::size_t(it - slots.begin()), ch.value, classes);
    } else if (ch.kind == prolog::choice_kind::neural_boolean) {
      throw prolog::grounding_error(p.file, p.neural[ch.declaration].pos,
                                    "Boolean neural predicates are not image atoms of a task");
    } else {
      var_of[v] = next_fixed++;
      const double w = ch.probability;
      t.fixed_inputs.push_back({literal_input(var_of[v], false), float(w), float(w)});
      // The false literal: 1 - p, but one for a group member in the probabilistic d-DNNF.
      t.fixed_inputs.push_back(
          {literal_input(var_of[v], true), ch.group == ~0u ? float(1 - w) : 1.0f, float(1 - w)});
    }
  }
  // The answers' roots, by text.
  std::map<std::string, std::uint32_t> root_of;
  for (const auto& a : c.answers) root_of[a.atom] = a.root;

  // Probabilistic: the compiled circuit with its inputs renumbered.
  {
    circuit_builder cb(2 * std::size_t(next_fixed));
    const auto map = copy_nodes(cb, c.graph, [&](std::uint32_t in) {
      return cb.literal(var_of[input_variable(in)], input_negated(in));
    });
    for (const auto& out : outputs) {
      // An answer without a proof is zero; an output none of whose answers the program derives
      // is a mistake in the answers' text (as `deeplog run` prints them: `f([a, b],1)`).
      bool any = out.answers.empty();
      for (const auto& text : out.answers) {
        const auto it = root_of.find(text);
        any = any || it != root_of.end();
        cb.add_root(it == root_of.end() ? cb.zero() : map[c.graph.roots()[it->second]]);
      }
      if (!any)
        throw argument_error("program_logic: no answer of the queries is among " +
                             out.answers.front() + ", ... (" + std::to_string(out.answers.size()) +
                             " answers)");
    }
    t.probabilistic = cb.build();
  }
  // Fuzzy: the ground formula as written.
  {
    circuit_builder cb(2 * std::size_t(next_fixed));
    std::map<std::pair<compile::boolean_formula::ref, bool>, node_id> memo;
    std::map<std::string, std::uint32_t> atom_of;
    for (std::uint32_t a = 0; a < g.atoms.size(); ++a) atom_of[g.atoms[a].text] = a;
    compile::boolean_formula f;
    prolog::formula_builder ffb(g, f, o.max_formula_nodes);
    auto input = [&](std::uint32_t v, bool negated) { return cb.literal(var_of[v], negated); };
    for (const auto& out : outputs)
      for (const auto& text : out.answers) {
        const auto it = atom_of.find(text);
        cb.add_root(it == atom_of.end()
                        ? cb.zero()
                        : detail::formula_circuit(f, ffb.atom(it->second), false, cb, input, memo));
      }
    t.fuzzy = cb.build();
  }
  std::uint32_t first = 0;
  for (const auto& out : outputs) {
    t.outputs.push_back({first, std::uint32_t(out.answers.size()), output_kind::categorical});
    first += std::uint32_t(out.answers.size());
  }
  return t;
}

}  // namespace deeplog::systems
