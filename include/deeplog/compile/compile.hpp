// The knowledge compilers' front door: a Boolean formula (the Boolean part of a probabilistic
// DeepLog formula, or a grounded logic program) or a CNF in, a deterministic, decomposable,
// smooth circuit of the circuit layer out, which then evaluates in any structure.
//   compile(f, roots)       one root per query, over the literal inputs of f's variables
//   compile(cnf)            the CNF itself, over its variables
//   compile_with_stats(...) either, with the compiler's statistics (a compilation)
// The top-down compiler (Decision-DNNF) is the default; the bottom-up compiler (OBDDs, or SDDs
// over a balanced, elimination or given vtree for a CNF) the canonical alternative. Budgets turn
// blow-ups into budget_exceeded.
#pragma once

#include <chrono>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "deeplog/circuit/extraction.hpp"
#include "deeplog/compile/boolean_formula.hpp"
#include "deeplog/compile/budget.hpp"
#include "deeplog/compile/cnf.hpp"
#include "deeplog/compile/obdd.hpp"
#include "deeplog/compile/preprocess.hpp"
#include "deeplog/compile/sdd.hpp"
#include "deeplog/compile/topdown.hpp"
#include "deeplog/compile/tseitin.hpp"

namespace deeplog::compile {

enum class compiler_kind : std::uint8_t { topdown, bottom_up };

constexpr std::string_view to_string(compiler_kind k) {
  return k == compiler_kind::topdown ? "topdown" : "sdd";
}

/// How much of the extraction of common children (circuit/extraction.hpp) runs on a compiled
/// circuit. On the families of docs/compile.md ("Extraction of common children"): `prefixes`
/// (its first phase alone, the default) leaves 0.69 of the edges for about 10% more compile
/// time; `full` (the prefixes and the pair rounds) 0.49 of them for about 1.7x the compile
/// time; `none` the circuit as compiled, for a circuit evaluated once (`deeplog count`).
enum class extraction_level : std::uint8_t { none, prefixes, full };

constexpr std::string_view to_string(extraction_level l) {
  return l == extraction_level::none       ? "none"
         : l == extraction_level::prefixes ? "prefixes"
                                           : "full";
}

/// The extraction_options that `l` runs (the pass's defaults, without the pair rounds for
/// `prefixes`); meaningless for `none`, which runs no pass.
[[nodiscard]] inline extraction_options extraction_for(extraction_level l) {
  extraction_options x;
  if (l == extraction_level::prefixes) x.rounds = 0;
  return x;
}

struct compile_options {
  compiler_kind compiler = compiler_kind::topdown;
  compile::budget budget{};
  // top-down: decision heuristic and component cache size
  decision_heuristic heuristic = decision_heuristic::automatic;
  std::size_t cache_bytes = std::size_t(256) << 20;
  std::size_t max_stack_bytes = std::size_t(4) << 20;  // top-down: recursion depth, as stack
  std::vector<std::uint32_t> order{};  // OBDD variable order (empty: natural for a formula,
                                       // force_order for a CNF)
  obdd_reordering reordering = obdd_reordering::automatic;  // OBDD of a CNF: see obdd_dynamic
  // Bottom-up compilation: the vtree (right-linear: the OBDD manager; else the SDD manager;
  // see the two choose_vtree, of a CNF and of a formula), given_vtree for vtree_choice::given.
  vtree_choice vtree = vtree_choice::automatic;
  io::vtree given_vtree{};
  // automatic: the SDD's nodes and elements past which the OBDD manager starts over, and the
  // work of that OBDD's first, sifting attempt (obdd_dynamic::sift_first; 0: none) where the
  // reordering is automatic.
  std::size_t automatic_sdd_nodes = automatic_sdd_limit;
  std::size_t automatic_sift_work = automatic_sift_limit;
  // CNF input: exactly-one constraints written as clauses become native groups.
  bool detect_groups = true;
  // CNF input, top-down: the literals true in every model fixed at the root first
  // (topdown_options::backbone).
  bool backbone = true;
  // CNF input, top-down: literals that the binary clauses make equivalent replaced by one of
  // them before compilation, and the circuit expanded back (substitute_equivalences,
  // expand_equivalences): the same function over every variable, compiled over fewer.
  bool equivalences = true;
  // Either compiler: common children extracted from the circuit at the end
  // (deeplog::extract_common_children, circuit/extraction.hpp), as `extraction` says. A step
  // of the pass that could pass the node budget, or that the time budget cuts short, is not
  // taken.
  extraction_level extraction = extraction_level::prefixes;

  topdown_options topdown() const {
    return {.budget = budget,
            .heuristic = heuristic,
            .cache_bytes = cache_bytes,
            .max_stack_bytes = max_stack_bytes,
            .backbone = backbone};
  }
};

/// `c` with its common children extracted as o.extraction says (compile_options::extraction):
/// within o.budget's nodes (a step that could pass them is not taken) and its time, counted
/// from `start` (the compilation's start): a step under way when the time runs out is not
/// taken either, and the pass ends with the circuit before it
/// (extraction_options::keep_at_deadline), so that a compilation that has its circuit within
/// the budget returns it. `c` itself for extraction_level::none.
[[nodiscard]] inline circuit extracted(circuit c, const compile_options& o,
                                       std::chrono::steady_clock::time_point start) {
  if (o.extraction == extraction_level::none) return c;
  extraction_options x = extraction_for(o.extraction);
  x.max_nodes = o.budget.max_nodes;
  x.keep_at_deadline = true;
  // Past 10^9 s (and for NaN) no deadline: start + max_seconds would not fit the clock.
  if (o.budget.max_seconds < 1e9)
    x.deadline = start + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                             std::chrono::duration<double>(o.budget.max_seconds));
  return extract_common_children(c, x);
}

/// A circuit of s.reduced as a circuit of the formula s was made from, over its `num_variables`
/// variables: each literal of a reduced variable becomes the product of its variable's literal
/// and its members' (negated where the member is a negation). Every member equals its variable
/// in every model, so a smooth d-DNNF of s.reduced becomes a smooth d-DNNF of that formula, with
/// the same models: exact in every structure, with each literal's own label.
[[nodiscard]] inline circuit expand_equivalences(const circuit& c,
                                                 const equivalence_substitution& s,
                                                 std::uint32_t num_variables) {
  circuit_builder b(2 * std::size_t(num_variables));
  std::vector<node_id> kids;
  const auto map = copy_nodes(b, c, [&](std::uint32_t in) {
    const std::uint32_t v = input_variable(in);
    const bool negated = input_negated(in);
    kids.assign(1, b.literal(s.variable[v], negated));
    for (const dimacs_literal m : s.members_of(v))
      kids.push_back(b.literal(literal_variable(m), literal_negated(m) != negated));
    return kids.size() == 1 ? kids[0] : b.times(kids);
  });
  for (const node_id r : c.roots()) b.add_root(map[r]);
  return b.build();
}

/// One circuit with a root per entry of `roots`; inputs literal_input(v, negated) for the
/// formula's variables v. Every root is conjoined with the formula's groups.
[[nodiscard]] inline compilation compile_with_stats(const boolean_formula& f,
                                                    std::span<const boolean_formula::ref> roots,
                                                    const compile_options& o = {}) {
  if (!o.budget.since) {  // the time limit counts from here, for every step
    compile_options timed = o;
    timed.budget.since = std::chrono::steady_clock::now();
    return compile_with_stats(f, roots, timed);
  }
  const auto start = *o.budget.since;
  if (o.compiler == compiler_kind::bottom_up) {
    chosen_vtree vt = choose_vtree(f, roots, o.vtree, o.given_vtree, o.order);
    if (vt.tree) {
      sdd_manager m(*std::move(vt.tree), o.budget);
      const auto rs = diagram_of(m, f, roots);
      return {extracted(sdd_to_circuit(m, rs, o.budget), o, start), {}};
    }
    obdd_manager m(static_cast<std::uint32_t>(f.num_variables()), o.order, o.budget);
    const auto rs = obdd_of(m, f, roots);
    return {extracted(obdd_to_circuit(m, rs, o.budget), o, start), {}};
  }
  const tseitin_encoding t = tseitin(f, roots);
  std::vector<topdown_query> queries;
  for (const auto& r : t.roots) {
    topdown_query q;
    q.all_clauses = false;  // only the clauses of the root's cone (a constant: none)
    q.contradiction = r.constant && !r.value;
    if (!r.constant) {
      q.assumptions = {r.literal};
      q.clauses = r.clauses;
    }
    queries.push_back(std::move(q));
  }
  compilation out = compile_topdown(t.formula, queries, t.num_original, o.topdown());
  out.graph = extracted(std::move(out.graph), o, start);
  return out;
}

[[nodiscard]] inline circuit compile(const boolean_formula& f,
                                     std::span<const boolean_formula::ref> roots,
                                     const compile_options& o = {}) {
  return compile_with_stats(f, roots, o).graph;
}

/// The bottom-up compilation of a CNF: the circuit, the vtree as resolved (vtree_choice::
/// automatic becomes right_linear or elimination), and with `want_sdd` the SDD in the SDD
/// library's file form (the OBDD's over its right-linear vtree).
struct bottom_up_compilation {
  circuit graph;
  vtree_choice vtree = vtree_choice::right_linear;
  std::optional<std::pair<io::sdd, io::vtree>> sdd;
};

/// f (groups as given: no detection) by the OBDD or the SDD manager, as o.vtree chooses.
[[nodiscard]] inline bottom_up_compilation compile_bottom_up(const cnf& f,
                                                             const compile_options& o = {},
                                                             bool want_sdd = false) {
  // An explicit OBDD order keeps the OBDD manager unless a vtree is asked for.
  const vtree_choice c =
      o.vtree == vtree_choice::automatic && !o.order.empty() ? vtree_choice::right_linear : o.vtree;
  budget b = o.budget;  // the time limit counts from here, whichever manager runs
  if (!b.since) b.since = std::chrono::steady_clock::now();
  chosen_vtree vt = choose_vtree(f, c, o.given_vtree);
  bottom_up_compilation out;
  bool sdd_failed = false;  // past automatic_sdd_nodes: the OBDD manager starts over
  if (vt.tree) {
    // automatic: the SDD's attempt ends at o.automatic_sdd_nodes nodes and elements, and the
    // OBDD manager starts over.
    const bool fallback = c == vtree_choice::automatic && b.max_nodes > o.automatic_sdd_nodes;
    budget attempt = b;
    if (fallback) attempt.max_nodes = o.automatic_sdd_nodes;
    std::optional<sdd_manager> m;
    sdd_manager::ref r = sdd_manager::false_ref;
    try {
      m.emplace(*std::move(vt.tree), attempt);
      r = sdd_of(*m, f);
    } catch (const budget_exceeded& e) {
      if (!fallback || e.which() != budget_exceeded::resource::nodes) throw;
      m.reset();
      sdd_failed = true;
    }
    if (m) {
      out.graph = extracted(sdd_to_circuit(*m, r, b), o, *b.since);
      out.vtree = vt.choice;
      if (want_sdd) out.sdd = sdd_to_io(*m, r);
      return out;
    }
  }
  // Where the SDD has failed, the OBDD tries sifting first.
  out.vtree = vtree_choice::right_linear;
  obdd_manager m(f.num_variables(), o.order.empty() ? force_order(f) : o.order, b);
  const obdd_manager::ref r = obdd_of(
      m, f, {.reordering = o.reordering, .sift_first = sdd_failed ? o.automatic_sift_work : 0});
  out.graph = extracted(obdd_to_circuit(m, std::span(&r, 1), b), o, *b.since);
  if (want_sdd) out.sdd = obdd_to_sdd(m, r);
  return out;
}

/// The CNF (clauses and groups) as one smooth circuit over all its variables, with the
/// compiler's statistics.
[[nodiscard]] inline compilation compile_with_stats(const cnf& input,
                                                    const compile_options& o = {}) {
  if (!o.budget.since) {  // the time limit counts from here, for every step
    compile_options timed = o;
    timed.budget.since = std::chrono::steady_clock::now();
    return compile_with_stats(input, timed);
  }
  const auto start = *o.budget.since;
  const cnf grouped = o.detect_groups ? detect_groups(input) : cnf{};
  const cnf& f = o.detect_groups ? grouped : input;
  if (o.compiler == compiler_kind::bottom_up) return {compile_bottom_up(f, o).graph, {}};
  compilation out;
  if (auto s = o.equivalences ? substitute_equivalences(f) : equivalence_substitution{};
      s.eliminated() > 0) {
    out = compile_topdown(s.reduced, o.topdown());
    out.graph = expand_equivalences(out.graph, s, f.num_variables());
    out.stats.equivalent_variables = s.eliminated();
  } else {
    out = compile_topdown(f, o.topdown());
  }
  out.graph = extracted(std::move(out.graph), o, start);
  return out;
}

/// The CNF (clauses and groups) as one smooth circuit over all its variables.
[[nodiscard]] inline circuit compile(const cnf& input, const compile_options& o = {}) {
  return compile_with_stats(input, o).graph;
}

}  // namespace deeplog::compile
