// DeepLog models (paper, Definition "DeepLog Model") and their reference semantics: the label of
// the formula under an assignment of its free variables, computed by following the definitions
// literally (aggregation enumerates the variable's domain; over the reification variables of a
// categorical group it ranges over the worlds where exactly one value holds, groups.hpp). Slow
// and obviously right: the oracle that compiled circuits are tested against.
#pragma once

#include <cstdint>
#include <limits>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "deeplog/base/resources.hpp"
#include "deeplog/language/groups.hpp"

namespace deeplog::language {

struct model {
  formula phi;
  /// Domains of regular variables; also finite domains for reification variables of
  /// continuous structures (those of Boolean ones come from the structure: {false, true}).
  std::map<std::string, std::vector<term>, std::less<>> domains;
  labelling alpha;

  /// The domain an aggregation over `variable` ranges over; throws evaluation_error if none.
  std::vector<term> domain_of(const std::string& variable, source_position p = {}) const {
    if (auto it = domains.find(variable); it != domains.end()) return it->second;
    const auto vars = phi.all_variables();
    if (auto r = vars.reification.find(variable); r != vars.reification.end()) {
      if (auto d = finite_domain(r->second)) {
        std::vector<term> out;
        for (label x : *d) out.push_back(term::truth(x, r->second));
        return out;
      }
      throw evaluation_error(p, "reification variable " + variable + " of structure " +
                                    std::string(structure_name(r->second)) +
                                    " has no finite domain: give one in the model's domains");
    }
    throw evaluation_error(p, "variable " + variable + " has no domain");
  }
};

/// How many node evaluations the reference semantics makes for the sub-formula at `root` (the
/// whole by default): every aggregation multiplies its body's count by its domain's size, so
/// nested aggregations grow it exponentially. Saturates at the largest std::uint64_t. It bounds
/// the work of evaluate_reference and of grounding (compile_formula, whose own count of the
/// nodes it lowers is capped by formula_compile_options::max_ground_nodes). An aggregation over a
/// variable without a domain counts once (the rewrites may resolve it; evaluation reports it).
inline std::uint64_t ground_size(const model& m, std::optional<node_ref> root = std::nullopt) {
  constexpr std::uint64_t top = std::numeric_limits<std::uint64_t>::max();
  const auto add = [](std::uint64_t a, std::uint64_t b) { return a > top - b ? top : a + b; };
  const auto mul = [](std::uint64_t a, std::uint64_t b) { return b && a > top / b ? top : a * b; };
  std::vector<std::uint64_t> size(m.phi.size(), 0);  // 0: not yet known
  std::map<std::string, std::uint64_t, std::less<>> domain_size;
  std::vector<std::pair<node_ref, bool>> todo{{root.value_or(m.phi.root()), false}};
  while (!todo.empty()) {  // post-order with an explicit stack: formulas may be deep
    const auto [r, kids_done] = todo.back();
    todo.pop_back();
    if (size[r]) continue;
    const formula_node& n = m.phi.node(r);
    if (!kids_done) {
      todo.emplace_back(r, true);
      for (node_ref k : n.kids)
        if (!size[k]) todo.emplace_back(k, false);
      continue;
    }
    std::uint64_t s = 1;
    for (node_ref k : n.kids) s = add(s, size[k]);
    if (n.op == node_op::aggregate) {
      auto it = domain_size.find(n.name);
      if (it == domain_size.end()) {
        std::uint64_t d = 1;  // no domain: counted once (grounding may resolve it statically)
        try {
          d = m.domain_of(n.name, n.pos).size();
        } catch (const evaluation_error&) {
        }
        it = domain_size.emplace(n.name, d).first;
      }
      s = add(1, mul(it->second, s - 1));
    }
    size[r] = s;
  }
  return size[root.value_or(m.phi.root())];
}

/// Substitutes variables bound in env into an atom's arguments and reification.
inline ground_atom ground(const formula_node& n, const assignment& env) {
  ground_atom g{n.name, n.args, n.reification, n.structure};
  auto resolve = [&](term& t, bool reified) {
    if (!t.is_variable()) return;
    auto it = env.find(t.text);
    if (it == env.end())
      throw evaluation_error(n.pos, "free variable " + t.text + " of " + n.name + " has no value");
    const structure_id s = t.structure;
    t = it->second;
    if (reified) {
      if (t.kind != term_kind::truth)
        throw evaluation_error(n.pos, "reification variable of " + n.name + " is assigned " +
                                          to_string(t) + ", not a truth value");
      t.structure = s;
      if (!contains_label(s, t.number))
        throw evaluation_error(n.pos, "reification variable of " + n.name + " is assigned " +
                                          std::to_string(t.number) + ", no label of " +
                                          std::string(structure_name(s)));
    }
  };
  for (term& t : g.args) resolve(t, false);
  if (g.value) resolve(*g.value, true);
  return g;
}

namespace detail {

// The reference semantics over labels of type V: `label` (real labels, every structure of the
// formula has numbers as labels) or `any_label` (boxed, every structure). One rule for both.
template <class V>
struct reference_evaluator {
  const model& m;
  const tensor_table& tensors;
  label_cache& cache;
  const categorical_groups& groups;

  V eval(node_ref r, assignment& env) const {
    check_budget();  // enumeration over the variables' domains: exponential in their nesting
    const formula_node& n = m.phi.node(r);
    switch (n.op) {
      case node_op::atom: {
        const ground_atom g = ground(n, env);
        V x;
        if constexpr (std::is_same_v<V, any_label>)
          x = m.alpha.value(g, tensors, cache);
        else
          x = m.alpha(g, tensors, cache);
        if (!contains_label(n.structure, x))  // labels are checked where they enter
          throw evaluation_error(n.pos, "label " + label_text(n.structure, x) + " of " + g.text() +
                                            " is no label of " +
                                            std::string(structure_name(n.structure)));
        return x;
      }
      case node_op::negate:
        return negate_in(n.structure, eval(n.kids[0], env));
      case node_op::plus:
        return plus_in(n.structure, eval(n.kids[0], env), eval(n.kids[1], env));
      case node_op::times:
        return times_in(n.structure, eval(n.kids[0], env), eval(n.kids[1], env));
      case node_op::transform:
        return find_transformation(m.phi.node(n.kids[0]).structure, n.structure)
            ->apply(eval(n.kids[0], env));
      case node_op::aggregate:
        break;
    }
    const std::vector<term> dom = m.domain_of(n.name, n.pos);
    std::vector<V> values;
    values.reserve(dom.size());
    auto saved = env.find(n.name) != env.end() ? std::optional<term>(env[n.name]) : std::nullopt;
    const bool grouped = !groups.of(n.name).empty();
    for (const term& c : dom) {
      env[n.name] = c;
      if (grouped && groups.excluded(n.name, env)) continue;  // not exactly one value holds
      values.push_back(eval(n.kids[0], env));
    }
    if (saved)
      env[n.name] = *saved;
    else
      env.erase(n.name);
    if (values.empty() && n.agg != aggregator::sum && n.agg != aggregator::prod)
      throw evaluation_error(
          n.pos, std::string(aggregator_name(n.agg)) + " over the empty domain of " + n.name);
    return aggregate_in(n.structure, n.agg, std::span<const V>(values));
  }
};

template <class V>
V evaluate_reference(const model& m, const assignment& sigma, const tensor_table& tensors,
                     label_cache* cache, std::optional<node_ref> root) {
  label_cache local;
  const categorical_groups groups(m.phi, m.alpha);
  assignment env = sigma;
  for (const auto& g : groups.groups())  // the formula binds these itself
    if (g.constrained && !root)
      for (const auto& x : g.members) env.erase(x);
  return reference_evaluator<V>{m, tensors, cache ? *cache : local, groups}.eval(
      root.value_or(m.phi.root()), env);
}

}  // namespace detail

/// alpha(phi{sigma}) by the definitions, for the sub-formula at `root` (the whole by default), in
/// real labels: every structure the formula reaches has numbers as labels (label_type_error
/// otherwise; evaluate_reference_value takes any structure).
inline label evaluate_reference(const model& m, const assignment& sigma,
                                const tensor_table& tensors = {}, label_cache* cache = nullptr,
                                std::optional<node_ref> root = std::nullopt) {
  return detail::evaluate_reference<label>(m, sigma, tensors, cache, root);
}

/// The same in boxed labels, for formulas in any structures (top_k lists, a user's pairs): the
/// result holds value_t of the root's structure.
inline any_label evaluate_reference_value(const model& m, const assignment& sigma,
                                          const tensor_table& tensors = {},
                                          label_cache* cache = nullptr,
                                          std::optional<node_ref> root = std::nullopt) {
  return detail::evaluate_reference<any_label>(m, sigma, tensors, cache, root);
}

/// The same as a value of S, the structure of the formula (argument_error for another one).
template <RuntimeStructure S>
value_t<S> evaluate_reference_as(const model& m, const assignment& sigma,
                                 const tensor_table& tensors = {}, label_cache* cache = nullptr) {
  if (m.phi.structure() != id_of<S>())
    throw argument_error(std::string("evaluate_reference_as<") + S::name +
                         ">: the formula is in structure " +
                         std::string(structure_name(m.phi.structure())));
  return label_as<S>(evaluate_reference_value(m, sigma, tensors, cache));
}

/// Inference over a batch of assignments (one label per assignment); networks run once per
/// distinct input tensor over the whole batch.
inline std::vector<label> infer_reference(const model& m, std::span<const assignment> batch,
                                          const tensor_table& tensors = {},
                                          label_cache* cache = nullptr) {
  label_cache local;
  std::vector<label> out;
  out.reserve(batch.size());
  for (const assignment& s : batch)
    out.push_back(evaluate_reference(m, s, tensors, cache ? cache : &local));
  return out;
}

}  // namespace deeplog::language
