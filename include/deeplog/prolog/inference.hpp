// From a ground program to probabilities through the DeepLog machine: each query answer's
// Boolean part (its proofs, with cycles broken so that only finite proofs count: the least
// model semantics) becomes a root of one boolean_formula over the choice variables, with the
// annotated disjunctions and categorical neural atoms as exactly-one groups; the knowledge
// compiler makes one circuit of all roots; the labels (probabilities, network outputs) are the
// factorized weights of its literal inputs: p and 1 - p for independent choices, p_i and 1 for
// group members. Evidence conditions every query: P(q | e) = WMC(q and e) / WMC(e).
// Approximate inference: the k most probable proofs of a query, then exact weighted model
// counting of their disjunction (a lower bound), selectable per query.
#pragma once

#include <algorithm>
#include <functional>
#include <map>
#include <set>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

#include "deeplog/algebra/probability.hpp"
#include "deeplog/base/graph.hpp"
#include "deeplog/compile/compile.hpp"
#include "deeplog/exec/cpu/evaluator.hpp"
#include "deeplog/prolog/grounder.hpp"

namespace deeplog::prolog {

struct inference_options {
  grounding_options grounding{};
  // The knowledge compiler's options; its default extraction (prefixes) suits a circuit
  // evaluated many times (training), extraction_level::none one evaluated once (`deeplog run`).
  compile::compile_options compiler{};
  std::size_t max_formula_nodes = std::size_t(1) << 24;
  std::size_t top_k = 0;                                 // 0: exact; k: the k most probable proofs
  std::map<std::size_t, std::size_t> top_k_per_query{};  // query index -> k (overrides)
};

/// One answer of one query.
struct answer {
  std::string atom;
  std::size_t query = 0;        // index into the program's queries
  std::uint32_t root = 0;       // the circuit root of (answer and evidence)
  bool approximate = false;     // by top-k proofs
  std::uint32_t derived = ~0u;  // its derived atom (~0u: a query printed as asked, or negated)
};

struct compiled_program {
  ground_program ground;
  compile::boolean_formula formula;  // variable v is choice v
  std::vector<answer> answers;
  std::uint32_t evidence_root = 0;  // the root of the evidence alone (constant true if none)
  circuit graph;
};

/// Builds the Boolean formula of a ground program over the variables of its choices (a group
/// per annotated disjunction), derived atoms on cycles found by strongly connected components.
class formula_builder {
 public:
  formula_builder(const ground_program& g, compile::boolean_formula& f, std::size_t max_nodes)
      : g_(g), f_(f), max_nodes_(max_nodes) {
    f_.reserve_variables(g.choices.size());
    for (const auto& members : g.groups) f_.add_group(compile::group_kind::exactly_one, members);
    sccs();
  }

  compile::boolean_formula::ref atom(std::uint32_t a) {
    std::vector<std::uint32_t> none;
    return atom(a, none);
  }

 private:
  using ref = compile::boolean_formula::ref;

  ref literal_formula(const literal& l, std::uint32_t parent, std::vector<std::uint32_t>& anc) {
    if (l.kind == literal::kind_t::choice) {
      const ref v = f_.variable(l.id);
      return l.negated ? f_.negation(v) : v;
    }
    if (l.negated) return f_.negation(atom(l.id));  // a lower stratum: no ancestors
    if (scc_[l.id] != scc_[parent]) return atom(l.id);
    if (l.id == parent || std::find(anc.begin(), anc.end(), l.id) != anc.end())
      return f_.constant(false);  // a cycle: no finite proof goes this way
    return atom(l.id, anc);
  }

  // F(a, ancestors within a's component), memoised by that pair.
  ref atom(std::uint32_t a, std::vector<std::uint32_t>& anc) {
    std::string key = std::to_string(a);
    if (cyclic_[scc_[a]]) {
      std::vector<std::uint32_t> sorted = anc;
      std::sort(sorted.begin(), sorted.end());
      for (auto x : sorted) {  // (appended: GCC 12's -Wrestrict misfires on "," + string&&)
        key += ',';
        key += std::to_string(x);
      }
    }
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    stack_guard("<formula>: the formula of " + g_.atoms[a].text.substr(0, 120));
    if (f_.size() > max_nodes_)
      throw grounding_error(
          "<formula>", {},
          "more than " + std::to_string(max_nodes_) + " formula nodes (cycle breaking blew up?)");
    anc.push_back(a);
    std::vector<ref> alternatives;
    for (const auto& body : g_.atoms[a].bodies) {
      std::vector<ref> parts;
      for (const literal& l : body) parts.push_back(literal_formula(l, a, anc));
      alternatives.push_back(f_.conjunction(parts));
    }
    anc.pop_back();
    const ref r = f_.disjunction(alternatives);
    memo_.emplace(std::move(key), r);
    return r;
  }

  // Strongly connected components of the positive atom dependencies; a component is cyclic
  // where it has two atoms or one that depends on itself.
  void sccs() {
    const std::size_t n = g_.atoms.size();
    std::vector<std::size_t> begin{0};
    std::vector<std::uint32_t> succ;
    for (std::uint32_t a = 0; a < n; ++a) {
      for (const auto& body : g_.atoms[a].bodies)
        for (const literal& l : body)
          if (l.kind == literal::kind_t::atom && !l.negated) succ.push_back(l.id);
      begin.push_back(succ.size());
    }
    scc_ = strongly_connected_components(begin, succ);
    const std::size_t components = n == 0 ? 0 : *std::max_element(scc_.begin(), scc_.end()) + 1;
    std::vector<std::size_t> size(components, 0);
    cyclic_.assign(components, 0);
    for (std::uint32_t a = 0; a < n; ++a) {
      ++size[scc_[a]];
      for (std::size_t e = begin[a]; e < begin[a + 1]; ++e) cyclic_[scc_[a]] |= succ[e] == a;
    }
    for (std::size_t c = 0; c < components; ++c) cyclic_[c] |= size[c] > 1;
  }

  const ground_program& g_;
  compile::boolean_formula& f_;
  std::size_t max_nodes_;
  std::vector<std::uint32_t> scc_;
  std::vector<char> cyclic_;
  std::unordered_map<std::string, ref> memo_;
};

namespace detail {

// ---- top-k proofs ----
struct explanation {
  std::vector<literal> literals;  // choice literals, sorted
  double probability = 1;
};

class proof_ranker {
 public:
  proof_ranker(const ground_program& g, std::size_t k) : g_(g), k_(k) {}

  std::vector<explanation> best(std::uint32_t a) {
    std::vector<std::uint32_t> anc;
    return atom(a, anc);
  }

  // P(every literal holds) under the choices' distribution (groups are exclusive).
  double probability(const std::vector<literal>& lits) const {
    double p = 1;
    std::map<std::uint32_t, std::pair<int, double>>
        groups;  // group -> (true member or -1, mass off)
    std::map<std::uint32_t, bool> seen;
    for (const literal& l : lits) {
      const auto& c = g_.choices[l.id];
      if (auto it = seen.find(l.id); it != seen.end()) {
        if (it->second != l.negated) continue;
        return 0;  // x and not x
      }
      seen.emplace(l.id, !l.negated);
      if (c.group == ~0u) {
        p *= l.negated ? 1 - c.probability : c.probability;
        continue;
      }
      auto& [on, off] = groups.try_emplace(c.group, -1, 0.0).first->second;
      if (!l.negated) {
        if (on >= 0 && std::uint32_t(on) != l.id) return 0;
        on = static_cast<int>(l.id);
      } else {
        off += c.probability;
      }
    }
    for (const auto& [group, st] : groups) {
      if (st.first >= 0)
        p *= g_.choices[std::uint32_t(st.first)].probability;
      else
        p *= std::max(0.0, 1 - st.second);
    }
    return p;
  }

 private:
  std::vector<explanation> atom(std::uint32_t a, std::vector<std::uint32_t>& anc) {
    stack_guard("top-k proofs");
    anc.push_back(a);
    std::vector<explanation> out;
    for (const auto& body : g_.atoms[a].bodies) {
      std::vector<explanation> acc{explanation{}};
      for (const literal& l : body) {
        std::vector<explanation> part;
        if (l.kind == literal::kind_t::choice) {
          part.push_back({{l}, 1});
        } else if (l.negated) {
          throw grounding_error("<top-k>", {},
                                "top-k proofs: the proofs of " + g_.atoms[a].text +
                                    " use negation; use exact inference");
        } else if (std::find(anc.begin(), anc.end(), l.id) != anc.end()) {
          acc.clear();  // a cycle
          break;
        } else {
          part = atom(l.id, anc);
        }
        acc = conjoin(acc, part);
        if (acc.empty()) break;
      }
      out.insert(out.end(), acc.begin(), acc.end());
    }
    anc.pop_back();
    return keep_best(std::move(out));
  }

  std::vector<explanation> conjoin(const std::vector<explanation>& xs,
                                   const std::vector<explanation>& ys) const {
    std::vector<explanation> out;
    for (const auto& x : xs)
      for (const auto& y : ys) {
        explanation e;
        std::set_union(x.literals.begin(), x.literals.end(), y.literals.begin(), y.literals.end(),
                       std::back_inserter(e.literals));
        e.probability = probability(e.literals);
        if (e.probability > 0) out.push_back(std::move(e));
      }
    return keep_best(std::move(out));
  }

  std::vector<explanation> keep_best(std::vector<explanation> xs) const {
    std::sort(xs.begin(), xs.end(), [](const explanation& a, const explanation& b) {
      if (a.probability != b.probability) return a.probability > b.probability;
      return a.literals < b.literals;
    });
    xs.erase(std::unique(xs.begin(), xs.end(),
                         [](const explanation& a, const explanation& b) {
                           return a.literals == b.literals;
                         }),
             xs.end());
    if (xs.size() > k_) xs.resize(k_);
    return xs;
  }

  const ground_program& g_;
  std::size_t k_;
};

inline compiled_program compile_ground(ground_program ground, const inference_options& o) {
  compiled_program out;
  out.ground = std::move(ground);
  formula_builder fb(out.ground, out.formula, o.max_formula_nodes);
  using ref = compile::boolean_formula::ref;
  std::vector<ref> ev;
  for (const auto& [a, value] : out.ground.evidence) {
    const ref x = fb.atom(a);
    ev.push_back(value ? x : out.formula.negation(x));
  }
  for (const auto& [text, value] : out.ground.impossible_evidence)
    ev.push_back(out.formula.constant(!value));
  const ref evidence = out.formula.conjunction(ev);
  std::vector<ref> roots;
  std::set<std::string> printed;
  for (std::size_t q = 0; q < out.ground.queries.size(); ++q) {
    const auto it = o.top_k_per_query.find(q);
    const std::size_t k = it != o.top_k_per_query.end() ? it->second : o.top_k;
    // As ProbLog: a non-ground query drops the answers whose proofs simplify to false (a
    // choice and its negation, ...); with none left it prints as asked, with 0.
    const auto& query = out.ground.queries[q];
    if (query.negated) {  // \+ G: true where G has no proof
      if (!printed.insert(query.text).second) continue;
      const ref g = query.answers.empty() ? out.formula.constant(false) : fb.atom(query.answers[0]);
      out.answers.push_back({query.shown, q, static_cast<std::uint32_t>(roots.size()), false});
      roots.push_back(out.formula.conjunction({out.formula.negation(g), evidence}));
      continue;
    }
    std::vector<std::uint32_t> kept;
    for (std::uint32_t a : query.answers)
      if (query.ground || fb.atom(a) != out.formula.constant(false)) kept.push_back(a);
    if (kept.empty()) {
      if (printed.insert(query.text).second) {
        out.answers.push_back({query.shown, q, static_cast<std::uint32_t>(roots.size()), false});
        roots.push_back(out.formula.constant(false));
      }
      continue;
    }
    for (std::uint32_t a : kept) {
      if (!printed.insert(out.ground.atoms[a].text).second) continue;  // each answer once
      ref r;
      if (k == 0) {
        r = fb.atom(a);
      } else {
        detail::proof_ranker ranker(out.ground, k);
        std::vector<ref> proofs;
        for (const auto& e : ranker.best(a)) {
          std::vector<ref> lits;
          for (const literal& l : e.literals) {
            const ref v = out.formula.variable(l.id);
            lits.push_back(l.negated ? out.formula.negation(v) : v);
          }
          proofs.push_back(out.formula.conjunction(lits));
        }
        r = out.formula.disjunction(proofs);
      }
      out.answers.push_back(
          {out.ground.atoms[a].shown, q, static_cast<std::uint32_t>(roots.size()), k != 0, a});
      roots.push_back(out.formula.conjunction({r, evidence}));
    }
  }
  out.evidence_root = static_cast<std::uint32_t>(roots.size());
  roots.push_back(evidence);
  out.graph = compile::compile(out.formula, roots, o.compiler);
  return out;
}

}  // namespace detail

/// The literal weights of a ground program: input rows literal_input(v, false / true) of
/// choice v. `neural(decl, inputs)` gives a neural declaration's labels for one input: the
/// probabilities of its values (categorical) or of true (Boolean).
using neural_labels = std::function<std::vector<double>(std::uint32_t declaration,
                                                        const std::vector<std::string>& inputs)>;

inline std::vector<double> literal_weights(const ground_program& g, const program& p,
                                           const neural_labels& neural = {});

struct query_result {
  std::string atom;
  double probability = 0;
  bool approximate = false;
};

inline std::vector<query_result> probabilities(const compiled_program& c,
                                               std::span<const double> w);

namespace detail {

inline compiled_program compile_program(const program& p, const inference_options& o) {
  grounding_options go = o.grounding;
  if (!go.evaluate)  // subquery/2: the same compilation, on the program's own probabilities
    go.evaluate = [&p, &o](ground_program g) {
      const compiled_program c = compile_ground(std::move(g), o);
      const auto r = probabilities(c, literal_weights(c.ground, p));
      std::vector<std::pair<std::uint32_t, double>> out;
      for (std::size_t i = 0; i < r.size(); ++i)
        out.emplace_back(c.answers[i].derived, r[i].probability);
      return out;
    };
  return compile_ground(ground(p, go), o);
}

}  // namespace detail

/// Grounds `p`, builds the Boolean part of every query answer and compiles them into one
/// circuit (on a thread with a large stack: the grounder and the formula recurse on the
/// program's nesting, bounded by a stack guard).
inline compiled_program compile_program(const program& p, const inference_options& o = {}) {
  return on_large_stack([&] { return detail::compile_program(p, o); });
}

inline std::vector<double> literal_weights(const ground_program& g, const program& p,
                                           const neural_labels& neural) {
  std::vector<double> w(2 * g.choices.size(), 1.0);
  std::map<std::pair<std::uint32_t, std::vector<std::string>>, std::vector<double>> cache;
  for (std::size_t v = 0; v < g.choices.size(); ++v) {
    const choice_variable& c = g.choices[v];
    double prob = c.probability;
    if (c.kind == choice_kind::fact && p.facts[c.declaration].learnable != ~0u)
      prob = p.learnables[p.facts[c.declaration].learnable].value;
    if ((c.kind == choice_kind::ad_member || c.kind == choice_kind::ad_none) &&
        !p.ads[c.declaration].learnables.empty()) {  // t(P):: heads, their current values
      const auto& ls = p.ads[c.declaration].learnables;
      if (c.kind == choice_kind::ad_member) {
        prob = p.learnables[ls[c.value]].value;
      } else {
        prob = 1;
        for (std::uint32_t l : ls) prob -= p.learnables[l].value;
        prob = std::max(0.0, prob);
      }
    }
    if (c.kind == choice_kind::neural_boolean || c.kind == choice_kind::neural_value) {
      if (!neural)
        throw grounding_error(p.file, p.neural[c.declaration].pos,
                              "neural predicate " + c.text + " needs its network '" +
                                  p.neural[c.declaration].network + "' (no labels given)");
      auto [it, fresh] = cache.try_emplace({c.declaration, c.inputs});
      if (fresh) it->second = neural(c.declaration, c.inputs);
      const std::size_t expect =
          c.kind == choice_kind::neural_value ? p.neural[c.declaration].domain.size() : 1;
      if (it->second.size() != expect)
        throw grounding_error(p.file, p.neural[c.declaration].pos,
                              "network '" + p.neural[c.declaration].network + "' gave " +
                                  std::to_string(it->second.size()) + " labels, expected " +
                                  std::to_string(expect));
      prob = it->second[c.value];
      if (!(prob >= 0 && prob <= 1))
        throw grounding_error(p.file, p.neural[c.declaration].pos,
                              "network '" + p.neural[c.declaration].network + "' gave the label " +
                                  std::to_string(prob) + " outside [0, 1]");
    }
    w[literal_input(static_cast<std::uint32_t>(v), false)] = prob;
    w[literal_input(static_cast<std::uint32_t>(v), true)] = c.group == ~0u ? 1 - prob : 1.0;
  }
  return w;
}

/// The circuit's input rows for literal weights `w` (rows the weights do not reach are 1).
inline std::vector<double> input_rows(const compiled_program& c, std::span<const double> w) {
  std::vector<double> in(c.graph.num_inputs(), 1.0);
  std::copy_n(w.begin(), std::min(w.size(), in.size()), in.begin());
  return in;
}

/// P(answer | evidence) for every answer, with the given literal weights.
inline std::vector<query_result> probabilities(const compiled_program& c,
                                               std::span<const double> w) {
  cpu_evaluator<probability<double>> ev(c.graph, 1);
  const auto roots = ev.forward(input_rows(c, w));
  const double z = roots[c.evidence_root];
  if (!(z > 0)) throw grounding_error("<evidence>", {}, "the evidence has probability 0");
  std::vector<query_result> out;
  for (const auto& a : c.answers) out.push_back({a.atom, roots[a.root] / z, a.approximate});
  return out;
}

/// Parses nothing, grounds, compiles and evaluates: the probabilities of p's queries.
inline std::vector<query_result> run(const program& p, const inference_options& o = {},
                                     const neural_labels& neural = {}) {
  const compiled_program c = compile_program(p, o);
  const auto w = literal_weights(c.ground, p, neural);
  return probabilities(c, w);
}

}  // namespace deeplog::prolog
