// A correct but naive knowledge compiler: Shannon expansion in variable order 0..n-1 with
// hash-consing (a quasi-reduced OBDD read as a circuit), which is deterministic, decomposable
// and smooth over all variables. It stands in for deeplog::compile::compile (the d-DNNF/SDD
// compilers) behind the same shape of call; formula_to_circuit takes the compiler as a
// function object, so switching is one line. Exponential in the worst case: small formulas only.
#pragma once

#include <cstdint>
#include <span>
#include <stdexcept>
#include <unordered_map>
#include <vector>

#include "deeplog/circuit/builder.hpp"
#include "deeplog/compile/boolean_formula.hpp"

namespace deeplog::compile {

struct decision_options {
  std::size_t max_nodes = std::size_t(1) << 22;  // beyond this the compiler gives up (throws)
};

class node_budget_exceeded : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

namespace detail {

class decision_compiler {
 public:
  decision_compiler(const boolean_formula& f, const decision_options& o)
      : f_(f),
        n_(static_cast<std::uint32_t>(f.num_variables())),
        opt_(o),
        cb_(2 * f.num_variables()) {}

  circuit run(std::span<const boolean_formula::ref> roots) {
    for (auto r : roots) cb_.add_root(expand(r, 0));
    return cb_.build();
  }

 private:
  using ref = boolean_formula::ref;

  // f restricted to variable v = value; new nodes go into the working copy f_.
  ref condition(ref r, std::uint32_t v, bool value, std::unordered_map<ref, ref>& memo) {
    if (auto it = memo.find(r); it != memo.end()) return it->second;
    ref out = r;
    switch (f_.op(r)) {
      case boolean_op::constant_false:
      case boolean_op::constant_true:
        break;
      case boolean_op::variable:
        if (f_.var(r) == v) out = f_.constant(value);
        break;
      case boolean_op::negation:
        out = f_.negation(condition(f_.children(r)[0], v, value, memo));
        break;
      case boolean_op::conjunction:
      case boolean_op::disjunction: {
        std::vector<ref> kids;
        for (ref c : f_.children(r)) kids.push_back(condition(c, v, value, memo));
        out = f_.op(r) == boolean_op::conjunction ? f_.conjunction(kids) : f_.disjunction(kids);
        break;
      }
    }
    memo.emplace(r, out);
    return out;
  }

  node_id expand(ref r, std::uint32_t level) {
    if (r == f_.constant(false)) return cb_.zero();
    if (level == n_) return cb_.one();  // r is the constant true here
    const std::uint64_t key = (std::uint64_t(r) << 32) | level;
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    if (cb_.size() > opt_.max_nodes)
      throw node_budget_exceeded("decision compiler: more than " + std::to_string(opt_.max_nodes) +
                                 " nodes");
    std::unordered_map<ref, ref> m1, m0;
    const ref hi = condition(r, level, true, m1), lo = condition(r, level, false, m0);
    node_id out;
    if (hi == lo) {  // r does not depend on this variable: smooth with (x + ~x), factored out
      out = cb_.times(
          {cb_.plus({cb_.literal(level, false), cb_.literal(level, true)}), expand(hi, level + 1)});
    } else {
      const node_id h = expand(hi, level + 1), l = expand(lo, level + 1);
      out = cb_.plus(
          {cb_.times({cb_.literal(level, false), h}), cb_.times({cb_.literal(level, true), l})});
    }
    memo_.emplace(key, out);
    return out;
  }

  boolean_formula f_;
  std::uint32_t n_;
  decision_options opt_;
  circuit_builder cb_;
  std::unordered_map<std::uint64_t, node_id> memo_;
};

}  // namespace detail

/// Compiles the roots of f into one smooth d-DNNF circuit over the literal inputs
/// literal_input(v, negated) of f's variables.
inline circuit decision_compile(const boolean_formula& f,
                                std::span<const boolean_formula::ref> roots,
                                const decision_options& o = {}) {
  return detail::decision_compiler(f, o).run(roots);
}

}  // namespace deeplog::compile
