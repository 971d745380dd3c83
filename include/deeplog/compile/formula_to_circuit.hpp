// Compiles a DeepLog model's formula into one algebraic circuit over leaf labelling functions
// (paper, "Rewriting Algebraic Circuits for Optimization"). Each rewrite is licensed by the
// structures' laws and the transformations' homomorphism traits, nothing else:
//   - negation is pushed to the leaves (de_morgan, negation_involutive) where it becomes part
//     of the leaf's labelling function;
//   - aggregation over a finite domain is grounded into plus/times nodes when the aggregator is
//     the structure's plus or times (max in max-plus, min in Goedel, ...);
//   - a transformation that is a full homomorphism is pushed into the leaves; one that only
//     preserves plus on disjoint arguments (the Iverson bracket B -> S) is pushed through a
//     deterministic, decomposable circuit obtained by knowledge compilation;
//   - the probabilistic form  sum_X1..sum_Xn (phi_B)_S * prod_i w_i(X_i)  (S distributive,
//     zero annihilating) compiles phi_B over the reification variables X_i themselves and puts
//     the weights w_i on the literals: the aggregation is resolved against the Boolean filter;
//     a sum w(true) + w(false) of a labelling declared a distribution becomes one. The
//     reification variables of a categorical group (groups.hpp) are one exactly-one group of
//     the knowledge compiler, whose false literals weigh one (the categorical semantics);
//   - Boolean atoms that are ground at compile time and labelled by a labelling function (a
//     fixed relation such as is/3) become constants, which prunes the aggregations they filter.
// Anything else makes the circuit mixed (paper, "Compiling DeepLog Programs": transformation
// and aggregation nodes between structures): the sub-formula below the operation the circuit
// cannot express is compiled as a segment of its own, a single-structure circuit with one root,
// and a join leaf reads that segment's root through the operation: a transformation T (T nodes),
// an aggregation g over one segment per value of the aggregated variable (max, mean, p-mean,
// ... where they are not the structure's plus or times), or the identity under a negation that
// cannot be pushed (no de Morgan law, a negation that is not involutive). Segments are
// evaluated first, by the same evaluators, and joined element-wise, forward, reverse and
// tangent (pipeline/infer.hpp).
#pragma once

#include <functional>
#include <map>
#include <set>
#include <span>
#include <sstream>
#include <string>
#include <vector>

#include "deeplog/base/resources.hpp"
#include "deeplog/circuit/builder.hpp"
#include "deeplog/compile/boolean_formula.hpp"
#include "deeplog/compile/compile.hpp"
#include "deeplog/language/model.hpp"

namespace deeplog::compile {

using knowledge_compiler =
    std::function<circuit(const boolean_formula&, std::span<const boolean_formula::ref>)>;

struct formula_compile_options {
  // The knowledge compiler of the Boolean parts (default: the top-down compiler).
  knowledge_compiler compiler = [](const boolean_formula& f,
                                   std::span<const boolean_formula::ref> roots) {
    return compile(f, roots, compile_options{});
  };
  bool resolve_reification = true;  // the probabilistic-form rewrite
  bool normalize = true;            // sums of labels declared a distribution become one
  bool fold_fixed_labels = true;    // Boolean atoms with labelling functions become constants
  // Grounding expands nested aggregations once per value of their variables, exponentially in
  // their nesting (language::ground_size bounds the count from above; categorical groups and the
  // probabilistic-form rewrite cut it down). Lowering more formula nodes than this throws
  // budget_exceeded{nodes}: the same answer on every machine, where the time budget
  // (check_budget) depends on the machine's speed.
  std::uint64_t max_ground_nodes = std::uint64_t(1) << 26;
};

/// How a join leaf combines the roots of the segments it reads.
enum class join_kind : std::uint8_t {
  identity,   // one segment, as it is
  transform,  // one segment, through leaf_source::join_transform
  aggregate   // one segment per value of the aggregated variable, by leaf_source::join_aggregator
};

/// What one input row of a compiled circuit reads: the label of an atom {bound, sigma}, or the
/// join of earlier segments' roots (formula_segment), negated in the structure of `node` if
/// `negated`, then mapped by `transforms` in order; or a constant.
struct leaf_source {
  enum class kind_t : std::uint8_t { atom, join, constant } kind = kind_t::constant;
  language::node_ref node = 0;
  language::assignment bound;  // variables fixed at compile time (grounded aggregations)
  bool negated = false;
  std::vector<language::transformation_info> transforms;
  language::any_label value;  // constant: a label of value_structure (boxed: any structure)
  language::structure_id value_structure{};
  // join: indices into compiled_formula::segments, all earlier than the part this leaf is in.
  join_kind join = join_kind::identity;
  std::vector<std::uint32_t> segments;
  language::transformation_info join_transform{};  // join_kind::transform
  language::aggregator join_aggregator{};          // join_kind::aggregate
};

struct rewrite_stats {
  std::size_t negations_pushed = 0, aggregations_grounded = 0, transformations_pushed = 0,
              knowledge_compilations = 0, reification_resolved = 0, normalized_sums = 0,
              segments = 0, categorical_groups = 0;
};

/// A single-structure part of a mixed circuit: a circuit with one root, in `structure`, and
/// what each of its input rows reads.
struct formula_segment {
  circuit graph;
  language::structure_id structure = language::id_of<boolean>();
  std::vector<leaf_source> leaves;
};

/// A formula compiled into one circuit in its structure (graph, leaves) and the segments its
/// join leaves read, in an order where every join reads earlier segments only. Without
/// segments it is a plain algebraic circuit over leaf labelling functions.
struct compiled_formula {
  circuit graph;
  language::structure_id structure = language::id_of<boolean>();
  std::vector<leaf_source> leaves;  // one per input row of graph
  std::vector<formula_segment> segments;
  rewrite_stats stats;
};

namespace detail {

class formula_lowering {
 public:
  formula_lowering(const language::model& m, const formula_compile_options& o)
      : m_(m),
        opt_(o),
        target_(m.phi.structure()),
        cb_(0, language::laws_of_id(target_)),
        groups_(m.phi, m.alpha) {}

  compiled_formula run() {
    language::assignment env;
    cb_.add_root(lower(m_.phi.root(), env, false, {}));
    formula_segment main = finish();
    compiled_formula out;
    out.graph = std::move(main.graph);
    out.structure = main.structure;
    out.leaves = std::move(main.leaves);
    out.segments = std::move(segments_);
    out.stats = stats_;
    return out;
  }

 private:
  using chain_t = std::vector<language::transformation_info>;
  const language::formula& phi() const { return m_.phi; }

  // The part under construction as a segment; only the rows that a live node reads are kept
  // (rewrites such as normalisation drop some).
  formula_segment finish() {
    formula_segment out;
    out.structure = target_;
    circuit g = cb_.build();
    std::vector<std::uint32_t> renumber(leaves_.size(), ~0u);
    std::vector<std::uint32_t> inputs(g.input_array().begin(), g.input_array().end());
    for (node_id n = 0; n < g.size(); ++n) {
      if (g.kind(n) != node_kind::input) continue;
      std::uint32_t& r = renumber[inputs[n]];
      if (r == ~0u) {
        r = static_cast<std::uint32_t>(out.leaves.size());
        out.leaves.push_back(leaves_[inputs[n]]);
      }
      inputs[n] = r;
    }
    out.graph = circuit::from_layered_arrays(
        {g.kinds().begin(), g.kinds().end()}, {g.offsets().begin(), g.offsets().end()},
        {g.child_array().begin(), g.child_array().end()}, std::move(inputs),
        {g.roots().begin(), g.roots().end()}, out.leaves.size());
    return out;
  }

  // The key of sub-formula r under env: its node and the values env gives its free variables.
  std::string bound_key(language::node_ref r, const language::assignment& env,
                        language::assignment* bound = nullptr) const {
    std::string key = std::to_string(r);
    for (const auto& v : phi().free_variables(r))
      if (auto it = env.find(v); it != env.end()) {
        if (bound) (*bound)[v] = it->second;
        key += " " + v + "=" + language::to_string(it->second);
      }
    return key;
  }

  // The index of the segment that computes sub-formula r (un-negated) under env, compiled now
  // where it is new: a circuit of its own in r's structure, built by this same lowering.
  std::uint32_t segment_of(language::node_ref r, language::assignment& env) {
    const std::string key = bound_key(r, env);
    if (auto it = segment_index_.find(key); it != segment_index_.end()) return it->second;
    const language::structure_id s = phi().node(r).structure;
    auto outer_target = std::exchange(target_, s);
    auto outer_cb = std::exchange(cb_, circuit_builder(0, language::laws_of_id(s)));
    auto outer_leaves = std::exchange(leaves_, {});
    auto outer_index = std::exchange(index_, {});
    cb_.add_root(lower(r, env, false, {}));
    formula_segment seg = finish();
    target_ = outer_target;
    cb_ = std::move(outer_cb);
    leaves_ = std::move(outer_leaves);
    index_ = std::move(outer_index);
    const auto k = static_cast<std::uint32_t>(segments_.size());
    segments_.push_back(std::move(seg));  // after the segments its own joins read
    segment_index_.emplace(key, k);
    ++stats_.segments;
    return k;
  }

  // A join leaf for node r: `join` of the given segments' roots, negated in r's structure,
  // then through `chain`.
  node_id join_leaf(language::node_ref r, const language::assignment& env, bool negated,
                    const chain_t& chain, join_kind join, std::vector<std::uint32_t> segments,
                    const language::transformation_info& t = {},
                    language::aggregator g = language::aggregator::sum) {
    leaf_source s{leaf_source::kind_t::join, r, {}, negated, chain, {}, {}, join, {}, t, g};
    std::string key = "join " + bound_key(r, env, &s.bound) + " [";
    for (auto k : segments) key += std::to_string(k) + ",";
    s.segments = std::move(segments);
    return row(std::move(s), key + "]" + chain_key(negated, chain));
  }

  // Node r un-negated as a segment, then negated in r's structure: where a negation cannot be
  // pushed through r.
  node_id negated_segment(language::node_ref r, language::assignment& env, const chain_t& chain) {
    return join_leaf(r, env, true, chain, join_kind::identity, {segment_of(r, env)});
  }

  // A label of structure `from` through `chain` (boxed: the chain may reach any structure).
  static language::any_label through(const chain_t& chain, language::any_label x) {
    for (const auto& t : chain) x = t.apply(x);
    return x;
  }

  // A constant leaf of the part's structure (the zero and one nodes where it is one of them).
  node_id constant(const language::any_label& c) {
    if (language::labels_equal(target_, c, language::boxed_zero_of(target_))) return cb_.zero();
    if (language::labels_equal(target_, c, language::boxed_one_of(target_))) return cb_.one();
    leaf_source s;
    s.value = c;
    s.value_structure = target_;
    return row(s, "const " + language::label_text(target_, c));
  }

  node_id row(leaf_source s, const std::string& key) {
    auto [it, fresh] = index_.try_emplace(key, static_cast<std::uint32_t>(leaves_.size()));
    if (fresh) leaves_.push_back(std::move(s));
    return cb_.input(it->second);
  }

  static std::string chain_key(bool negated, const chain_t& chain) {
    std::string k = negated ? "~" : "";
    for (const auto& t : chain) {
      k += '>';
      k += language::structure_name(t.to);
    }
    return k;
  }

  // A leaf for an atom: the key is its text with the bound variables substituted.
  node_id atom_leaf(language::node_ref r, const language::assignment& env, bool negated,
                    const chain_t& chain) {
    const language::formula_node& n = phi().node(r);
    leaf_source s;
    s.kind = leaf_source::kind_t::atom;
    s.node = r;
    s.negated = negated;
    s.transforms = chain;
    std::vector<language::term> args = n.args;
    std::optional<language::term> reif = n.reification;
    auto bind = [&](language::term& t, bool reified) {
      if (!t.is_variable()) return;
      auto it = env.find(t.text);
      if (it == env.end()) return;
      s.bound[t.text] = it->second;
      const auto st = t.structure;
      t = it->second;
      if (reified) t.structure = st;
    };
    for (auto& t : args) bind(t, false);
    if (reif) bind(*reif, true);
    return row(std::move(s),
               language::atom_text(n.name, args, reif, n.structure) + chain_key(negated, chain));
  }

  node_id lower(language::node_ref r, language::assignment& env, bool negated,
                const chain_t& chain) {
    // Nested aggregations expand once per value of each enclosing variable: the work can grow
    // exponentially with their nesting, so it is counted and runs under the process's budget.
    if (++lowered_ > opt_.max_ground_nodes)
      throw budget_exceeded(budget_exceeded::resource::nodes,
                            "grounding the formula lowers more than " +
                                std::to_string(opt_.max_ground_nodes) +
                                " formula nodes (formula_compile_options::max_ground_nodes)");
    check_budget();
    const language::formula_node& n = phi().node(r);
    const language::structure_id s = n.structure;
    const algebraic_laws laws = language::laws_of_id(s);
    switch (n.op) {
      case language::node_op::atom: {
        // The automatic label of p[x]_R with x in R is x itself: a constant.
        std::optional<language::term> x = n.reification;
        if (x && x->is_variable()) {
          auto it = env.find(x->text);
          x = it == env.end() ? std::nullopt : std::optional<language::term>(it->second);
        }
        std::optional<language::any_label> v;
        if (x && x->kind == language::term_kind::truth && n.reification->structure == s)
          v = language::box_label(s, x->number);
        else if (x && x->kind == language::term_kind::truth && x->number == 0 &&
                 m_.alpha.categorical(n.name, s))
          v = language::boxed_one_of(s);  // p(.., v, ..)[false] of a categorical p
        else if (s == language::id_of<boolean>())
          if (auto f = fixed_label(n, env)) v = language::box_label(s, *f);
        if (v) return constant(through(chain, negated ? language::negate_in(s, *v) : *v));
        return atom_leaf(r, env, negated, chain);
      }
      case language::node_op::negate:
        if (negated && !laws.negation_involutive) return negated_segment(r, env, chain);
        ++stats_.negations_pushed;
        return lower(n.kids[0], env, !negated, chain);
      case language::node_op::plus:
      case language::node_op::times: {
        if (negated && !laws.de_morgan) return negated_segment(r, env, chain);
        const bool plus = (n.op == language::node_op::plus) != negated;
        const node_id a = lower(n.kids[0], env, negated, chain);
        const node_id b = lower(n.kids[1], env, negated, chain);
        return plus ? cb_.plus({a, b}) : cb_.times({a, b});
      }
      case language::node_op::transform: {
        const auto t = *language::find_transformation(phi().node(n.kids[0]).structure, s);
        const auto& h = t.preserves;
        // A negation passes a transformation when T(not x) = not T(x) on every label x: for
        // the identity, and for Iverson from B when S's negation swaps zero and one (checked
        // on B's two labels).
        const auto zero = language::boxed_zero_of(s), one = language::boxed_one_of(s);
        if (negated && !(t.from == t.to ||
                         (t.from == language::id_of<boolean>() && language::has_negation(s) &&
                          language::labels_equal(s, language::negate_in(s, zero), one) &&
                          language::labels_equal(s, language::negate_in(s, one), zero))))
          return join_leaf(r, env, true, chain, join_kind::transform, {segment_of(n.kids[0], env)},
                           t);
        chain_t inner{t};
        inner.insert(inner.end(), chain.begin(), chain.end());
        if (h.zero && h.one && h.plus && h.times) {
          ++stats_.transformations_pushed;
          return lower(n.kids[0], env, negated, inner);
        }
        if (t.from == language::id_of<boolean>() && h.zero && h.one && h.times &&
            h.plus_if_disjoint) {
          ++stats_.transformations_pushed;
          return through_knowledge_compilation(n.kids[0], env, inner, negated);
        }
        // A T node: the argument as a segment in its structure, T applied to its root.
        return join_leaf(r, env, negated, chain, join_kind::transform, {segment_of(n.kids[0], env)},
                         t);
      }
      case language::node_op::aggregate:
        break;
    }
    // Aggregation.
    if (!negated && opt_.resolve_reification)
      if (auto done = try_probabilistic(r, env, chain)) return *done;
    language::aggregator g = n.agg;
    const bool own = g == language::aggregator::sum || g == language::aggregator::prod;
    if (negated && own && !laws.de_morgan) return negated_segment(r, env, chain);
    if (negated && own)
      g = g == language::aggregator::sum ? language::aggregator::prod : language::aggregator::sum;
    const auto op = negated && !own ? std::nullopt : as_operation(g, s);
    if (!op) {  // an aggregation node: g over one segment per value, then the negation
      std::vector<std::uint32_t> parts;
      for_each_value(n, env, [&] { parts.push_back(segment_of(n.kids[0], env)); });
      if (parts.empty())  // every value ruled out by a categorical group, as the reference says
        throw language::evaluation_error(n.pos, std::string(language::aggregator_name(g)) +
                                                    " over the empty domain of " + n.name);
      return join_leaf(r, env, negated, chain, join_kind::aggregate, std::move(parts), {}, g);
    }
    ++stats_.aggregations_grounded;
    std::vector<node_id> kids;
    for_each_value(n, env, [&] { kids.push_back(lower(n.kids[0], env, negated, chain)); });
    if (*op == 2) {  // (1/n) x sum: mean in P
      const node_id sum = cb_.plus(kids);
      return cb_.times(
          {constant(through(chain, language::box_label(s, 1.0 / double(kids.size())))), sum});
    }
    return *op == 0 ? cb_.plus(kids) : cb_.times(kids);
  }

  // 0: the aggregator is s's plus over the domain, 1: its times, 2: (1/n) times its plus (mean
  // in P); nullopt: none of these. The structure says which (structure_entry::plus_aggregation,
  // times_aggregation, scaled_plus_aggregation).
  static std::optional<int> as_operation(language::aggregator g, language::structure_id s) {
    if (g == language::aggregator::sum) return 0;
    if (g == language::aggregator::prod) return 1;
    const auto& e = language::entry(s);
    const std::string_view name = language::aggregator_name(g);
    if (name == e.plus_aggregation) return 0;
    if (name == e.times_aggregation) return 1;
    if (name == e.scaled_plus_aggregation) return 2;
    return std::nullopt;
  }

  // The label of a Boolean atom that is ground now and has a fixed label (labelling.hpp).
  std::optional<language::label> fixed_label(const language::formula_node& n,
                                             const language::assignment& env) const {
    if (!opt_.fold_fixed_labels) return std::nullopt;
    for (const auto& t : n.args)
      if (t.is_variable() && !env.count(t.text)) return std::nullopt;
    if (n.reification && n.reification->is_variable() && !env.count(n.reification->text))
      return std::nullopt;
    return m_.alpha.fixed_label(language::ground(n, env));
  }

  // Grounds an aggregation: f() once per value of the variable, skipping the values that a
  // categorical group rules out (as the reference evaluator does).
  template <class F>
  void for_each_value(const language::formula_node& n, language::assignment& env, F&& f) {
    const auto dom = m_.domain_of(n.name, n.pos);
    if (dom.empty() && n.agg != language::aggregator::sum && n.agg != language::aggregator::prod)
      throw language::evaluation_error(n.pos, "aggregation over the empty domain of " + n.name);
    const auto saved = env.find(n.name) != env.end() ? std::optional(env[n.name]) : std::nullopt;
    const bool grouped = !groups_.of(n.name).empty();
    for (const auto& c : dom) {
      env[n.name] = c;
      if (grouped && groups_.excluded(n.name, env)) continue;
      f();
    }
    if (saved)
      env[n.name] = *saved;
    else
      env.erase(n.name);
  }

  // ---- the Boolean part: a boolean_formula whose variables are leaves (or the reification
  // variables resolved by the probabilistic rewrite, numbered first) ----
  struct boolean_part {
    boolean_formula f;
    std::map<std::string, std::uint32_t, std::less<>> resolved;  // reification variable -> var
    std::vector<std::pair<language::node_ref, language::assignment>>
        sources;  // vars after `resolved`
    std::map<std::string, std::uint32_t> index;
  };

  boolean_formula::ref lower_boolean(language::node_ref r, language::assignment& env,
                                     boolean_part& b) {
    const language::formula_node& n = phi().node(r);
    switch (n.op) {
      case language::node_op::atom: {
        if (n.reification && n.reification->is_variable() &&
            n.reification->structure == language::id_of<boolean>()) {
          if (auto it = b.resolved.find(n.reification->text);
              it != b.resolved.end() && !env.count(n.reification->text))
            return b.f.variable(it->second);
          if (auto it = env.find(n.reification->text);
              it != env.end() && it->second.kind == language::term_kind::truth)
            return b.f.constant(it->second.number != 0);
        }
        if (n.reification && n.reification->kind == language::term_kind::truth &&
            n.reification->structure == language::id_of<boolean>())
          return b.f.constant(n.reification->number != 0);
        if (n.structure == language::id_of<boolean>())
          if (auto v = fixed_label(n, env)) return b.f.constant(*v != 0);
        return source_variable(r, env, b);
      }
      case language::node_op::negate:
        return b.f.negation(lower_boolean(n.kids[0], env, b));
      case language::node_op::plus:
      case language::node_op::times: {
        const auto x = lower_boolean(n.kids[0], env, b);
        const auto y = lower_boolean(n.kids[1], env, b);
        return n.op == language::node_op::plus ? b.f.disjunction({x, y}) : b.f.conjunction({x, y});
      }
      case language::node_op::transform:
        if (phi().node(n.kids[0]).structure == language::id_of<boolean>())
          return lower_boolean(n.kids[0], env, b);
        return source_variable(r, env, b);
      case language::node_op::aggregate:
        break;
    }
    std::vector<boolean_formula::ref> kids;
    for_each_value(n, env, [&] { kids.push_back(lower_boolean(n.kids[0], env, b)); });
    return n.agg == language::aggregator::sum ? b.f.disjunction(kids) : b.f.conjunction(kids);
  }

  boolean_formula::ref source_variable(language::node_ref r, const language::assignment& env,
                                       boolean_part& b) {
    language::assignment bound;
    std::string key = std::to_string(r);
    for (const auto& v : phi().free_variables(r))
      if (auto it = env.find(v); it != env.end()) {
        bound[v] = it->second;
        key += " " + v + "=" + language::to_string(it->second);
      }
    if (phi().node(r).op == language::node_op::atom) {  // equal ground atoms share one variable
      const auto& n = phi().node(r);
      key = "atom " + n.name + "(";
      for (const auto& t : n.args)
        key +=
            language::to_string(bound.count(t.text) && t.is_variable() ? bound[t.text] : t) + ",";
      if (n.reification)
        key += ")[" +
               language::to_string(n.reification->is_variable() && bound.count(n.reification->text)
                                       ? bound[n.reification->text]
                                       : *n.reification);
    }
    auto [it, fresh] =
        b.index.try_emplace(key, static_cast<std::uint32_t>(b.resolved.size() + b.sources.size()));
    if (fresh) b.sources.emplace_back(r, std::move(bound));
    return b.f.variable(it->second);
  }

  // The leaf of a Boolean source variable's literal, seen through `chain` (which starts with
  // the B -> S transformation).
  node_id source_literal(const boolean_part& b, std::uint32_t v, bool negated,
                         const chain_t& chain) {
    const auto& [r, bound] = b.sources[v - b.resolved.size()];
    language::assignment env = bound;
    return lower(r, env, negated, chain);
  }

  node_id through_knowledge_compilation(language::node_ref r, language::assignment& env,
                                        const chain_t& chain, bool negated) {
    boolean_part b;
    auto root = lower_boolean(r, env, b);
    if (negated) root = b.f.negation(root);
    // A constant or a literal needs no compiler.
    if (root == b.f.constant(false) || root == b.f.constant(true))
      return constant(through(chain, language::box_label(language::id_of<boolean>(),
                                                         root == b.f.constant(true) ? 1 : 0)));
    if (b.f.op(root) == boolean_op::variable) return source_literal(b, b.f.var(root), false, chain);
    if (b.f.op(root) == boolean_op::negation &&
        b.f.op(b.f.children(root)[0]) == boolean_op::variable)
      return source_literal(b, b.f.var(b.f.children(root)[0]), true, chain);
    const circuit c = compile_boolean(b, root);
    return translate(
        c, [&](std::uint32_t v, bool neg) { return source_literal(b, v, neg, chain); },
        [](const circuit&, node_id) { return false; });
  }

  circuit compile_boolean(boolean_part& b, boolean_formula::ref root) {
    ++stats_.knowledge_compilations;
    b.f.reserve_variables(b.resolved.size() + b.sources.size());
    const boolean_formula::ref roots[1] = {root};
    return opt_.compiler(b.f, roots);
  }

  // Copies a compiled Boolean circuit into the target circuit with literal leaves mapped by
  // `literal` and plus nodes for which `is_one` holds replaced by one.
  template <class Literal, class IsOne>
  node_id translate(const circuit& c, Literal&& literal, IsOne&& is_one) {
    const auto map = copy_nodes(
        cb_, c, [&](std::uint32_t in) { return literal(input_variable(in), input_negated(in)); },
        [&](node_id i) {
          return c.kind(i) == node_kind::plus && is_one(c, i) ? std::optional(cb_.one())
                                                              : std::nullopt;
        });
    return map[c.roots()[0]];
  }

  // ---- the probabilistic form ----
  std::optional<node_id> try_probabilistic(language::node_ref r, language::assignment& env,
                                           const chain_t& chain) {
    const language::structure_id s = phi().node(r).structure;
    const algebraic_laws laws = language::laws_of_id(s);
    if (!laws.times_distributes_over_plus || !laws.zero_annihilates) return std::nullopt;
    const auto vars = phi().all_variables();
    std::vector<std::string> xs;  // the aggregated reification variables, outermost first
    language::node_ref body = r;
    while (phi().node(body).op == language::node_op::aggregate &&
           phi().node(body).agg == language::aggregator::sum) {
      const auto& name = phi().node(body).name;
      auto it = vars.reification.find(name);
      if (it == vars.reification.end() || it->second != language::id_of<boolean>() ||
          m_.domains.count(name) || env.count(name) ||
          std::find(xs.begin(), xs.end(), name) != xs.end())
        break;
      xs.push_back(name);
      body = phi().node(body).kids[0];
    }
    if (xs.empty()) return std::nullopt;
    const std::set<std::string> xset(xs.begin(), xs.end());
    std::vector<language::node_ref> factors, filters, independent;
    std::map<std::string, std::vector<language::node_ref>> weights;
    flatten_times(body, factors);
    auto mentions = [&](language::node_ref f) {
      for (const auto& v : phi().free_variables(f))
        if (xset.count(v)) return true;
      return false;
    };
    for (language::node_ref f : factors) {
      const auto& n = phi().node(f);
      if (!mentions(f)) {
        independent.push_back(f);
      } else if (n.op == language::node_op::transform &&
                 phi().node(n.kids[0]).structure == language::id_of<boolean>()) {
        const auto h = language::find_transformation(language::id_of<boolean>(), s)->preserves;
        if (!(h.zero && h.one && h.times && h.plus_if_disjoint) || !filter_ok(n.kids[0], xset))
          return std::nullopt;
        filters.push_back(n.kids[0]);
      } else if (n.op == language::node_op::atom && n.reification && n.reification->is_variable() &&
                 xset.count(n.reification->text)) {
        for (const auto& t : n.args)
          if (t.is_variable() && xset.count(t.text)) return std::nullopt;
        weights[n.reification->text].push_back(f);
      } else {
        return std::nullopt;
      }
    }
    // Categorical groups among xs: the members that outer groundings bound decide whether the
    // rest is an exactly-one group (none true yet) or all false (one true already).
    std::vector<std::pair<std::vector<std::string>, bool>> constraints;  // members, exactly one
    std::set<std::size_t> seen;
    for (const auto& x : xs)
      for (std::size_t gi : groups_.of(x)) {
        if (!seen.insert(gi).second) continue;
        std::vector<std::string> inner;
        std::size_t on = 0;
        for (const auto& member : groups_.groups()[gi].members) {
          if (xset.count(member))
            inner.push_back(member);
          else if (auto it = env.find(member); it != env.end())
            on += it->second.number != 0;
          else
            return std::nullopt;  // aggregated further in: grounding handles it
        }
        if (on > 1) return cb_.zero();
        constraints.emplace_back(std::move(inner), on == 0);
      }
    ++stats_.reification_resolved;
    boolean_part b;
    for (std::uint32_t i = 0; i < xs.size(); ++i) b.resolved[xs[i]] = i;
    std::vector<boolean_formula::ref> parts;
    for (language::node_ref f : filters) parts.push_back(lower_boolean(f, env, b));
    for (const auto& [inner, exactly_one] : constraints) {
      std::vector<std::uint32_t> group;
      for (const auto& member : inner) group.push_back(b.resolved.at(member));
      if (exactly_one) {
        b.f.add_group(group_kind::exactly_one, group);
        ++stats_.categorical_groups;
      } else {
        for (std::uint32_t v : group) parts.push_back(b.f.negation(b.f.variable(v)));
      }
    }
    const circuit c = compile_boolean(b, b.f.conjunction(parts));
    const auto filter_chain = [&] {
      chain_t ch{*language::find_transformation(language::id_of<boolean>(), s)};
      ch.insert(ch.end(), chain.begin(), chain.end());
      return ch;
    }();
    auto literal = [&](std::uint32_t v, bool neg) -> node_id {
      if (v >= xs.size()) return source_literal(b, v, neg, filter_chain);
      std::vector<node_id> w;
      const auto saved = env;
      env[xs[v]] = language::term::truth(neg ? 0 : 1);
      for (language::node_ref a : weights[xs[v]]) w.push_back(lower(a, env, false, chain));
      env = saved;
      return cb_.times(w);
    };
    auto is_one = [&](const circuit& cc, node_id i) {
      const auto ch = cc.children(i);
      if (!opt_.normalize || ch.size() != 2 || cc.kind(ch[0]) != node_kind::input ||
          cc.kind(ch[1]) != node_kind::input)
        return false;
      const auto a = cc.input(ch[0]), bb = cc.input(ch[1]);
      const auto v = input_variable(a);
      if (v >= xs.size() || input_variable(bb) != v || input_negated(a) == input_negated(bb) ||
          !groups_.of(xs[v]).empty())
        return false;
      const auto& w = weights[xs[v]];
      if (w.size() != 1 || !m_.alpha.is_distribution(phi().node(w[0]).name, s)) return false;
      ++stats_.normalized_sums;
      return true;
    };
    std::vector<node_id> out{translate(c, literal, is_one)};
    for (language::node_ref f : independent) out.push_back(lower(f, env, false, chain));
    return cb_.times(out);
  }

  void flatten_times(language::node_ref r, std::vector<language::node_ref>& out) const {
    const auto& n = phi().node(r);
    if (n.op == language::node_op::times) {
      flatten_times(n.kids[0], out);
      flatten_times(n.kids[1], out);
    } else {
      out.push_back(r);
    }
  }

  // A filter may mention the resolved variables only through atoms whose label is automatic.
  bool filter_ok(language::node_ref r, const std::set<std::string>& xs) const {
    const auto& n = phi().node(r);
    if (n.op == language::node_op::atom) {
      for (const auto& t : n.args)
        if (t.is_variable() && xs.count(t.text)) return false;
      if (n.reification && n.reification->is_variable() && xs.count(n.reification->text))
        return n.structure == language::id_of<boolean>();
      return true;
    }
    if (n.op == language::node_op::aggregate && xs.count(n.name)) return false;
    if (n.op == language::node_op::transform) {
      for (const auto& v : phi().free_variables(r))
        if (xs.count(v)) return false;
      return true;
    }
    for (auto k : n.kids)
      if (!filter_ok(k, xs)) return false;
    return true;
  }

  const language::model& m_;
  const formula_compile_options& opt_;
  language::structure_id target_;
  circuit_builder cb_;
  language::categorical_groups groups_;
  std::vector<leaf_source> leaves_;
  std::map<std::string, std::uint32_t> index_;
  std::vector<formula_segment> segments_;
  std::map<std::string, std::uint32_t> segment_index_;
  rewrite_stats stats_;
  std::uint64_t lowered_ = 0;  // calls of lower(): the grounding's work
};

}  // namespace detail

/// The circuit of m's formula in the formula's structure, with what each input row reads.
[[nodiscard]] inline compiled_formula compile_formula(const language::model& m,
                                                      const formula_compile_options& o = {}) {
  return detail::formula_lowering(m, o).run();
}

/// A leaf's labelling function as text: "b(V)[true]_P", "(~a_B)_P", "0.5", and for a join the
/// node it computes and what it reads: "{Y=1} (max[X] p(X, Y)_P) <- max(segments 0, 1)".
inline std::string describe(const leaf_source& s, const language::model& m) {
  if (s.kind == leaf_source::kind_t::constant)
    return language::label_text(s.value_structure, s.value);
  std::string text;
  if (s.kind == leaf_source::kind_t::atom) {
    const auto& n = m.phi.node(s.node);
    auto args = n.args;
    auto reif = n.reification;
    auto bind = [&](language::term& t, bool reified) {
      if (!t.is_variable()) return;
      if (auto it = s.bound.find(t.text); it != s.bound.end()) {
        const auto st = t.structure;
        t = it->second;
        if (reified) t.structure = st;
      }
    };
    for (auto& t : args) bind(t, false);
    if (reif) bind(*reif, true);
    text = language::atom_text(n.name, args, reif, n.structure);
  } else {
    for (const auto& [k, v] : s.bound) text += "{" + k + "=" + language::to_string(v) + "} ";
    text += "(" + language::print(m.phi, s.node) + ")";
    // What the join reads: "<- max(segments 0, 1, 2)", "<- H(segment 3)", "<- segment 4".
    std::string from = s.segments.size() == 1 ? "segment " : "segments ";
    for (std::size_t i = 0; i < s.segments.size(); ++i)
      from += (i ? ", " : "") + std::to_string(s.segments[i]);
    if (s.join == join_kind::transform)
      from = std::string(language::structure_name(s.join_transform.to)) + "(" + from + ")";
    else if (s.join == join_kind::aggregate)
      from = std::string(language::aggregator_name(s.join_aggregator)) + "(" + from + ")";
    text += " <- " + from;
  }
  if (s.negated) text = "~" + text;
  for (const auto& t : s.transforms) {
    text = "(" + text + ")_";
    text += language::structure_name(t.to);
  }
  return text;
}

}  // namespace deeplog::compile
