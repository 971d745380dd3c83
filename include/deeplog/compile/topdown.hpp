// The top-down knowledge compiler (paper, "Algebraic Circuits in Neurosymbolic Probabilistic
// Logic": Decision-DNNF compilers). DPLL search over a CNF with
//   - unit propagation by two watched literals, and native propagation of cardinality groups;
//   - component decomposition: after each decision the residual clauses split into
//     variable-disjoint components, compiled independently (a decomposable AND);
//   - component caching keyed by the residual formula: the sorted variables of the component
//     and the ids of its residual clauses that had three or more literals (a binary clause
//     whose two variables are both unassigned is residual exactly when they are in the
//     component, and a group likewise, so the variables imply them);
//   - a dynamic decision heuristic: the variable occurring most in the component's residual
//     clauses, weighted by how central an elimination order finds it, or the order itself
//     (its separators first), or d4's partial order (the bags of the order's tree
//     decomposition nearest the root first, occurrences and conflict activity within them),
//     the three raced where the order is narrow, the partial order with soft levels where
//     it is wide (topdown_options::wide_level_weight); a
//     variable of a cardinality group branches over the whole group (one deterministic k-way
//     decision whose branches share the other members' negative literals).
// The result is a circuit of the circuit layer: decisions are plus nodes over disjoint
// branches (deterministic), components are times nodes (decomposable), and every branch is
// smoothed over the variables it leaves free, so the circuit evaluates correctly in every
// semiring (model counts in `counting`, weighted model counts in `probability`, ...).
//
// Inputs of the circuit: literal_input(v, negated) for the variables v < num_original; gate
// variables of a Tseitin encoding (v >= num_original) are functions of the others and their
// literals are dropped (they weigh one), which keeps counts exact.
#pragma once

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "deeplog/circuit/builder.hpp"
#include "deeplog/circuit/smoothing.hpp"
#include "deeplog/compile/budget.hpp"
#include "deeplog/compile/cnf.hpp"
#include "deeplog/compile/detail/component_cache.hpp"
#include "deeplog/compile/elimination.hpp"

namespace deeplog::compile {

/// How the compiler picks its decision variable in a component.
enum class decision_heuristic : std::uint8_t {
  /// For a CNF compiled whole (one query over every clause and variable) whose elimination
  /// order (narrowest_elimination) is narrower than topdown_options::race_width times the
  /// variables: a race of decomposition, elimination_order and partial_order in rounds of
  /// growing work limits (topdown_options::race_work, race_rounds; in the first round, below
  /// narrow_width, also partial_order over nested dissection's order where that is no wider
  /// (candidate_orders), and past it that order where it is narrower, computed then where the
  /// order is not narrower than narrow_width (dissected_candidate); below narrow_width, beside each
  /// partial_order over a tree decomposition rooted as the order roots it, one over the same
  /// decomposition rooted at its smallest bag, decomposition_root::smallest_bag; from the
  /// second round on, partial_order alone and to its end where the order is not narrower than
  /// narrow_width);
  /// the first round in which one finishes keeps the circuit of fewest edges among those that
  /// finished. Past the rounds, below narrow_width, elimination_order or partial_order (the
  /// order's own levels), whichever made more decisions that met no conflict in the last
  /// round (split the formula further); else partial_order. Orders of race_width and wider
  /// (little structure for an order to find: random CNFs, pigeonhole, sudoku_4): partial_order
  /// with the levels as a soft preference (topdown_options::wide_level_weight) and conflict
  /// activity weighted by topdown_options::wide_activity_weight. Without an order (too large a
  /// primal graph, also after the root's unit propagation: narrowest_elimination):
  /// decomposition, which then counts occurrences.
  /// Queries over the cones of a Tseitin encoding (the formula front door): decomposition.
  automatic,
  /// Residual occurrences weighted up to 5x by the variable's position in an
  /// elimination order of the primal graph (late variables separate the formula: deciding
  /// them splits it into components); plain occurrences when the primal graph is too large.
  decomposition,
  /// The variable with the most residual clauses in the component.
  occurrences,
  /// The component's variable that the elimination order of the primal graph
  /// eliminates last: decisions follow the order's separators from the top down, as a tree
  /// decomposition would (plain occurrences when the primal graph is too large).
  elimination_order,
  /// d4's hybrid partial order: of the component's variables, those whose bag in the tree
  /// decomposition of the elimination order is nearest the root (order_levels), and of them the
  /// one of most residual occurrences plus conflict activity (VSADS). The order's separators
  /// still come first, but within one the formula's state chooses (occurrences where the
  /// primal graph is too large). A smaller topdown_options::level_weight weighs the levels
  /// against that score instead.
  partial_order
};

/// The command line's name of a heuristic (`deeplog compile --heuristic`).
constexpr std::string_view to_string(decision_heuristic h) {
  switch (h) {
    case decision_heuristic::automatic:
      return "automatic";
    case decision_heuristic::decomposition:
      return "decomposition";
    case decision_heuristic::occurrences:
      return "occurrences";
    case decision_heuristic::elimination_order:
      return "elimination-order";
    case decision_heuristic::partial_order:
      return "partial-order";
  }
  return "unknown";
}

struct topdown_options {
  compile::budget budget{};
  decision_heuristic heuristic = decision_heuristic::automatic;
  /// automatic: orders narrower than this fraction of the variables race all three heuristics
  /// in every round, and past the rounds the order or the partial order compiles (grid
  /// reachability, 0.08, gains 10x and more with the order; of the ISCAS-85 circuits,
  /// 0.05-0.11, decomposition does not finish c499 and c1908 in 30 s; the cones of the
  /// MNIST-addition carry formulas, 0.1 globally, lose with it; docs/compile.md). Wider ones
  /// race the partial order alone from the second round on, and it compiles past the rounds.
  double narrow_width = 0.15;
  /// automatic: the orders narrower than this (width over variables) race the three
  /// heuristics. No width separates the winners (measured: decomposition has fewer edges on
  /// ISCAS-89 circuits, 0.02-0.12, up to 80x, on random gate circuits, 0.18-0.22, and on the
  /// ISCAS-85 c432, 0.11, 4.6x; the order on grids, 0.08-0.16, 3-colourings, 0.17-0.23, and
  /// the other ISCAS-85 circuits); random 3-CNFs, 0.36 and up, do not race.
  double race_width = 0.3;
  /// automatic, for orders of race_width and wider (the wide rule: `partial_order` with soft
  /// levels, `occurrences` where wide_level_weight is 0): the conflict activity weighted by
  /// this instead of activity_weight, enough to break near-ties of the occurrence counts but
  /// not to outweigh them. Measured with `occurrences` (before the soft levels) on 87 random 3-CNFs
  /// of 50-100 variables at ratios 1.5-4.26 against d4's smoothed edges (geometric means):
  /// decomposition with activity_weight 2, 1.11-1.13x; occurrences with 0, 0.97-0.98x; with
  /// 0.0625-0.25, 0.92-0.94x; with 0.5, 1.00x (docs/compile.md). Where the race runs, the lower
  /// weight gave 1.01x the edges of activity_weight on the ISCAS circuits.
  double wide_activity_weight = 0.125;
  /// automatic, for orders of race_width and wider: `partial_order` decides with its levels as
  /// a soft preference, not a rank: each level nearer the root adds this times e^(n/w) / n to
  /// the priority (n variables, width w; a residual occurrence counts 1; at most
  /// level_weight). That is the scaling of d4's hybrid partial order, where it makes the
  /// levels a tie-break on wide orders and a rank on narrow ones; here, at widths of
  /// race_width and up, a level is worth at most 7 / n occurrences (0.35 at 20 variables and
  /// width 0.3). 0: `occurrences` alone. Measured against d4's
  /// smoothed edges (geometric means) on 28 random 3-CNFs of 50 and 100 variables at ratios
  /// 1.5-3.5: 0.954 with occurrences alone, 0.934 with 0.25 (the ten at ratio 1.5: 1.044 ->
  /// 0.985), 0.933-0.934 with 0.5, 1 and 2; on five of 75 variables at ratios 1.5 and 2.5:
  /// 0.891 -> 0.883 (docs/compile.md).
  double wide_level_weight = 0.25;
  /// partial_order: the priority each level nearer the root adds (the default 2^32 outweighs
  /// any score: the levels rank the variables, VSADS decides within one). `automatic` sets
  /// its own on wide orders (wide_level_weight).
  double level_weight = 0x1p32;
  /// automatic: the work limit of the race's first round (topdown_stats::work; 4x more each
  /// next round; the three heuristics per round, each from the start, the width rule's first,
  /// partial_order last, then in the first round partial_order over nested dissection's
  /// order (decision_heuristic::automatic); each stops at twice the work of the one kept so
  /// far; from the second round on, partial_order races alone, without a limit, where the order
  /// is not narrower than narrow_width), and the rounds. The discarded runs' decisions are
  /// counted in topdown_stats::race_decisions; every run is deterministic, so the race is.
  std::size_t race_work = std::size_t(1) << 19;
  std::size_t race_rounds = 3;
  /// The component cache is emptied (not abandoned) when it holds more than this many bytes.
  std::size_t cache_bytes = std::size_t(256) << 20;
  /// The compiler recurses once per decision level; past this much stack it stops with
  /// budget_exceeded(resource::depth) (half the usual 8 MiB main-thread stack).
  std::size_t max_stack_bytes = std::size_t(4) << 20;
  /// Conflict-driven clause learning: a conflict adds the clause that conflict analysis derives
  /// (first unique implication point of its decision level), which later branches propagate.
  bool learn = true;
  /// Deletion policy: when a query holds this many learned clauses (0: the formula's clause
  /// count + 1000), the next decision first deletes up to half of them: those with the most
  /// decision levels (LBD) that took part in no conflict analysis since the last reduction;
  /// clauses of LBD <= 2 ("glue") and the reasons of current assignments stay. Each reduction
  /// raises the threshold by `reduce_learned_step`. A query's learned clauses are dropped when
  /// the next query starts: they may rest on its assumptions and clause subset.
  std::size_t reduce_learned_at = 0;
  std::size_t reduce_learned_step = 300;
  /// Learned literals kept per query (a memory bound); past it the query learns no more.
  std::size_t max_learned_literals = std::size_t(1) << 22;
  /// A derived clause of more literals is not kept (its conflict still ends the branch): such
  /// clauses seldom become unit, and every visit of their watches scans them. Measured: the
  /// one-sum proofs of 4-digit MNIST addition derive clauses of 900 literals on average that
  /// prune nothing (the same decisions without learning), and took 3.7x the time keeping them;
  /// on the compile-peers families no decision changed with the bound, while 32 cost the grid
  /// 1.6x the nodes (docs/compile.md).
  std::size_t max_learned_length = 128;
  /// Recursive minimization of derived clauses (MiniSat's): a literal that the clause's other
  /// literals imply through the reasons of the trail is dropped. Measured with blocking
  /// literals in the watch lists (docs/compile.md): the pigeonhole PHP(14, 13) compiles in
  /// 35.7 s instead of 59.9 s; on the compile-peers families and the PSE ISCAS-89 files the
  /// time per family is 0.97-1.10x and the edges 1.000-1.003x (geometric means).
  bool minimize_learned = true;
  /// The satisfiability check (as d4's): before a branch's residual formula is split into
  /// components, a CDCL search over the deciding component's variables (decisions by
  /// activity, phases from the last model, learned clauses kept, backjumping above the
  /// branch's level) decides whether it has a model. An unsatisfiable branch then costs a
  /// search instead of a compiled subtree and its siblings, and implied literals the search
  /// finds join the branch. A stored model (the last search's values with the trail) that
  /// satisfies every residual constraint spares the search. Measured on the ISCAS-85 c432:
  /// half the decisions went to subtrees that turned out unsatisfiable (docs/compile.md).
  /// Unset: on for one query over a whole CNF, off where queries share one circuit
  /// (shares_circuit, below).
  std::optional<bool> sat_check{};
  /// Conflicts one check may spend; past them it gives up and the branch compiles unchecked.
  std::size_t sat_check_conflicts = 1000;
  /// The same for the branches of a query's first decisions (each component of the formula as
  /// the query's units leave it): there an unsatisfiable formula is proved so by search, at
  /// once, not by compiling every branch to zero. The pigeonhole formula PHP(10, 9) takes 4,823
  /// conflicts there, 0.05 s (with 1,000: 25,988 conflicts over 70 decisions, 0.5 s);
  /// PHP(13, 12) 133,344 and PHP(14, 13) 407,488 conflicts, which 2^16 did not allow (the
  /// compiler then ran past 60 s). Of the compile-peers family instances and the PSE ISCAS-89
  /// files that compile in 20 s, none has a check that spends more than 2^16, so their
  /// circuits did not change (docs/compile.md).
  std::size_t sat_check_first_conflicts = std::size_t(1) << 22;
  /// Where branches have models, checking each costs more than it prunes (ISCAS-85 c1908: 277
  /// of 301,756 checks found none, and they took 1.8x the time). So each check that finds a
  /// model leaves the next 1, then 3, 7, .. branches unchecked, at most this many; a branch
  /// without a model (found by a check, or compiled to zero unchecked) resets it to none.
  std::size_t sat_check_skip = 15;
  /// VSADS: decomposition and occurrences add this times each variable's conflict activity
  /// (bumped for each variable a conflict analysis visits, decayed by 0.95 a conflict, in
  /// units of the latest bump) to its decision priority. Unset: 2 for one query over a whole
  /// CNF, 0 where queries share one circuit (shares_circuit, below).
  std::optional<double> activity_weight{};
  /// Backbone (as d4's and Ganak's preprocessing), for a query over the whole CNF: before it is
  /// compiled, the literals true in every model are found by CDCL searches (a first model, then
  /// each of its literals that no later model contradicts, negated) and fixed at the root, so
  /// that no branch below implies them again. Measured on the planning instance log-4 (2,303
  /// variables, 1,056 backbone literals, of which 52 are unit clauses): without it 7,322,443
  /// edges, 2.8x d4's, almost all of them implied backbone literals repeated in branch after
  /// branch (docs/compile.md). Each search stops after backbone_conflicts conflicts (the
  /// first: no backbone; later ones: their literal stays open), and the whole after
  /// backbone_work assignments per literal of the formula (the search assigns every variable
  /// for each model: log-2 and log-4 need 22 and 15, and the ISCAS-89 s35932, whose backbone
  /// is what unit propagation finds, spent 2 s of a 0.8-s compilation without a bound).
  bool backbone = true;
  std::size_t backbone_conflicts = 1000;
  std::size_t backbone_work = 32;
  /// A counting argument at the start of each query over the whole formula (Hall's theorem),
  /// after its propagation:
  /// open clauses that share no literal each need a true literal of their own, and a set of
  /// literals that exclude each other pairwise (binary clauses (not l or not m), or the
  /// members of a group) holds at most one. The clauses' literals are split into such sets
  /// (greedy cliques of the exclusions); where no matching gives each clause a set of its own,
  /// the query has no model and its root is zero without a search. The pigeonhole formula
  /// PHP(n + 1, n) is that case (n + 1 clauses, n cliques), which resolution, and so a CDCL
  /// search, refutes only in exponentially many steps (PHP(15, 14): 247 s of search, under 1 ms
  /// with the check; docs/compile.md). Its work is bounded by counting_work steps per literal
  /// of the formula (past them it proves nothing). It only ever refutes, so the circuit of a
  /// query with a model does not change. Queries over clause subsets (the cones of a
  /// formula's roots) skip it: there it read the whole cone for each of thousands of queries
  /// (12% of the time of the 3-digit addition with all 1,999 sums).
  bool counting_check = true;
  std::size_t counting_work = 16;
  /// One query over the whole formula: its circuit's (x + not x) factors are placed anew by
  /// deeplog::smooth (circuit/smoothing.hpp), each on the child of a plus node that lacks its
  /// variable, and that circuit is kept where it has fewer edges. The compiler multiplies in a
  /// variable's factor where the variable becomes free, so a variable free in both branches of
  /// a decision gets a factor in each, where one above the decision would do. On the random
  /// 3-CNFs of 50 to 100 variables at ratios 1.5 to 3.5 it takes 2-4% of the edges off, for
  /// 27-46% more compile time (docs/compile.md); skipped where the edges into factors are under
  /// 2% of the circuit's (the structured families, whose circuits it did not change).
  bool resmooth = true;
};

/// The level weight that `automatic` gives `partial_order` on a wide order of `width` (the
/// order's width over the variables) on `n` variables: o.wide_level_weight e^(1/width) / n, the
/// exponent capped at 64 (finite where race_width is set near 0), at most o.level_weight.
inline double wide_rule_level_weight(const topdown_options& o, double width, std::uint32_t n) {
  return std::min(o.level_weight,
                  o.wide_level_weight * std::exp(std::min(1.0 / width, 64.0)) / double(n));
}

struct topdown_stats {
  std::size_t decisions = 0, conflicts = 0, components = 0, cache_hits = 0, cache_misses = 0,
              cache_flushes = 0, learned_clauses = 0, learned_literals = 0, cache_retracted = 0,
              learned_deleted = 0, reductions = 0, learned_too_long = 0;
  /// Literals that topdown_options::minimize_learned dropped from derived clauses.
  std::size_t learned_minimized = 0;
  /// The heuristic that built the circuit (automatic resolved) and the decisions of the runs
  /// that automatic's race discarded (not in `decisions`).
  decision_heuristic heuristic = decision_heuristic::automatic;
  std::size_t race_decisions = 0;
  /// The satisfiability check (topdown_options::sat_check): searches run, branches they found
  /// unsatisfiable, checks a stored model answered, searches that gave up, the searches'
  /// decisions, and branches left unchecked (sat_check_skip).
  std::size_t sat_searches = 0, sat_unsatisfiable = 0, sat_models_reused = 0, sat_gave_up = 0,
              sat_decisions = 0, sat_skipped = 0;
  /// The backbone (topdown_options::backbone): its searches and the literals it fixed that unit
  /// propagation at the root did not (those its searches proved, learned as units or implied
  /// by them; sat_decisions counts its searches' decisions too).
  std::size_t backbone_searches = 0, backbone_literals = 0;
  /// compile_with_stats of a CNF: the variables replaced by an equivalent literal
  /// (compile_options::equivalences).
  std::size_t equivalent_variables = 0;
  /// Queries that topdown_options::counting_check proved to have no model.
  std::size_t counting_refutations = 0;
  /// The search's work: the variables and residual clauses of the components decided on,
  /// summed over the decisions: a deterministic measure of time (37-72 ns a unit measured,
  /// where a decision took 4 to about 80 us).
  std::size_t work = 0;
  double seconds = 0;
};

/// One query over the clause database: the formula under `assumptions`, with only the clauses
/// in `clauses` (all of them when `all_clauses`).
struct topdown_query {
  bool contradiction = false;  // a constant-false query: its root is zero
  std::vector<dimacs_literal> assumptions;
  bool all_clauses = true;
  std::vector<std::uint32_t> clauses;
};

/// Whether `queries` over a CNF of `num_variables` variables, the first `num_original` of them
/// original, share one circuit: several queries, or one over some of the clauses or with
/// auxiliary variables (the Tseitin cones of a formula's roots). There the unset
/// topdown_options::activity_weight is 0 and the unset sat_check off, so that decisions follow
/// the formula alone. Measured (docs/compile.md, "Queries that share a circuit"): with
/// activity 2 and the check, the 199 sums of 2-digit addition (Tseitin of the proofs) took 2.4x
/// the edges, the 19,999 sums of the 4-digit carry formulas 1.14x, the one sum of 4-digit
/// addition 6.3x, and the 2,477 ProbLog test programs 1.02x; the 1-digit rows 0.91-0.98x.
inline bool shares_circuit(std::span<const topdown_query> queries, std::uint32_t num_original,
                           std::uint32_t num_variables) {
  return queries.size() != 1 || !queries[0].all_clauses || num_original < num_variables;
}

/// `o` with activity_weight and sat_check set where unset: by shares_circuit's rule where
/// `shared`, else 2 and on.
inline topdown_options with_defaults(topdown_options o, bool shared) {
  if (!o.activity_weight) o.activity_weight = shared ? 0.0 : 2.0;
  if (!o.sat_check) o.sat_check = !shared;
  return o;
}

namespace detail {

class topdown_compiler {
 public:
  /// `o.heuristic` is resolved (compile_topdown resolves automatic). `order`: the formula's
  /// narrowest_elimination, when the caller has it (else computed here where the heuristic
  /// needs it); `start`: where the time budget counts from.
  topdown_compiler(const cnf& f, std::uint32_t num_original, const topdown_options& o,
                   const elimination_order* order = nullptr,
                   std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now())
      : n_(f.num_variables()),
        num_original_(std::min(num_original, f.num_variables())),
        opt_(with_defaults(o, false)),
        guard_(o.budget, "top-down compiler", start),
        stack_guard_(o.max_stack_bytes),
        cb_(2 * std::size_t(num_original_)) {
    load(f, order);
  }

  /// Past this much work (topdown_stats::work) the compiler throws work_limit_reached
  /// (automatic's race).
  struct work_limit_reached {};
  void limit_work(std::size_t n) { work_limit_ = n; }

  /// Compiles one query and adds its root to the circuit.
  void add_query(const topdown_query& q) {
    if (q.contradiction) {
      cb_.add_root(zero());
      return;
    }
    stack_guard_.mark();
    node_id root = zero();
    if (open_query(q)) {
      const auto vars = q.all_clauses ? std::span<const std::uint32_t>(all_vars_) : query_vars(q);
      comp_vars_.assign(vars.begin(), vars.end());
      root = conjoin_residual(0, 0, comp_vars_.size());
      comp_vars_.clear();
    }
    undo(0);
    cb_.add_root(root);
  }

  /// The literals true in every model of query q that a search proves so within
  /// topdown_options::backbone_conflicts and backbone_work (topdown_options::backbone), beyond
  /// those unit propagation implies from q's assumptions and unit clauses (with what they
  /// imply in turn); nullopt where q has no model. The literals of auxiliary variables are
  /// among them.
  std::optional<std::vector<dimacs_literal>> backbone(const topdown_query& q) {
    if (q.contradiction) return std::nullopt;
    bool ok = open_query(q);
    const std::size_t propagated = trail_.size();
    if (ok)
      ok = fix_backbone(q.all_clauses ? std::span<const std::uint32_t>(all_vars_) : query_vars(q));
    std::vector<dimacs_literal> out;
    if (ok)
      for (std::size_t i = propagated; i < trail_.size(); ++i)
        out.push_back(make_literal(trail_[i] >> 1, trail_[i] & 1));
    undo(0);
    if (!ok) return std::nullopt;
    return out;
  }

  circuit build() {
    stats_.seconds = guard_.seconds();
    return cb_.build();
  }
  const topdown_stats& stats() const { return stats_; }

 private:
  static constexpr std::uint8_t unassigned = 0, is_true = 1, is_false = 2;
  static constexpr std::uint32_t none = ~0u;

  struct unit {
    std::uint32_t clause, literal;
  };

  static std::uint32_t code(dimacs_literal l) {
    return 2 * literal_variable(l) + (literal_negated(l) ? 1u : 0u);
  }
  bool lit_true(std::uint32_t c) const { return val_[c >> 1] == ((c & 1) ? is_false : is_true); }
  bool lit_false(std::uint32_t c) const { return val_[c >> 1] == ((c & 1) ? is_true : is_false); }
  // The clauses of groups (at least one) come after the formula's and are always enabled.
  bool enabled(std::uint32_t c) const {
    return enabled_all_ || c >= num_formula_clauses_ || enabled_[c] == query_stamp_;
  }

  void load(const cnf& f, const elimination_order* order) {
    val_.assign(n_, unassigned);
    level_.assign(n_, 0);
    reason_.assign(n_, none);
    seen_.assign(n_, 0);
    poisoned_.assign(n_, 0);
    level_stamp_.assign(std::size_t(n_) + 2, 0);
    watches_.assign(2 * std::size_t(n_), {});
    search_pos_.clear();
    binary_.assign(2 * std::size_t(n_), {});
    group_of_.assign(n_, none);
    var_stamp_.assign(n_, 0);
    comp_of_.assign(n_, none);
    hall_stamp_.assign(2 * std::size_t(n_), 0);
    hall_index_.assign(2 * std::size_t(n_), 0);
    in_query_.assign(n_, 0);
    score_.assign(n_, 0);
    activity_.assign(n_, 0.0);
    model_.assign(n_, is_false);
    std::vector<std::vector<std::uint32_t>> occ(n_);
    std::vector<std::uint32_t> tmp;
    auto add = [&](std::uint32_t id) {
      std::sort(tmp.begin(), tmp.end());
      tmp.erase(std::unique(tmp.begin(), tmp.end()), tmp.end());
      bool tautology = false;
      for (std::size_t i = 1; i < tmp.size(); ++i) tautology |= (tmp[i] ^ 1) == tmp[i - 1];
      begin_.push_back(static_cast<std::uint32_t>(lits_.size()));
      if (tautology) tmp.clear();  // satisfied by every assignment: an empty slot
      if (!tautology && tmp.empty()) empty_clauses_.push_back(id);
      if (tmp.size() == 1) units_.push_back({id, tmp[0]});
      lits_.insert(lits_.end(), tmp.begin(), tmp.end());
      if (tmp.size() == 2) {  // implication lists: not a, then b; not b, then a
        binary_[tmp[0]].push_back({tmp[1], id});
        binary_[tmp[1]].push_back({tmp[0], id});
      } else if (tmp.size() > 2) {
        watches_[tmp[0]].push_back({id, tmp[1]});
        watches_[tmp[1]].push_back({id, tmp[0]});
        for (std::uint32_t x : tmp) occ[x >> 1].push_back(id);
      }
    };
    for (std::size_t c = 0; c < f.num_clauses(); ++c) {
      tmp.clear();
      for (dimacs_literal l : f.clause(c)) tmp.push_back(code(l));
      add(static_cast<std::uint32_t>(c));
    }
    num_formula_clauses_ = static_cast<std::uint32_t>(f.num_clauses());
    if (begin_.size() + f.groups().size() >= disabled_binary)  // ids must leave the flag bit
      throw cnf_error("top-down compiler: more than 2^31 clauses");
    for (const auto& g : f.groups()) {
      if (g.kind != group_kind::exactly_one) continue;
      tmp.clear();
      for (std::uint32_t v : g.variables) tmp.push_back(2 * v);
      add(static_cast<std::uint32_t>(begin_.size()));  // the next clause id
    }
    begin_.push_back(static_cast<std::uint32_t>(lits_.size()));
    num_loaded_clauses_ = static_cast<std::uint32_t>(begin_.size() - 1);
    clause_stamp_.assign(begin_.size() - 1, 0);
    enabled_.assign(begin_.size() - 1, 0);
    occ_begin_.push_back(0);
    for (const auto& o : occ) {
      occ_.insert(occ_.end(), o.begin(), o.end());
      occ_begin_.push_back(static_cast<std::uint32_t>(occ_.size()));
    }
    for (const auto& g : f.groups()) {
      const auto id = static_cast<std::uint32_t>(group_kind_.size());
      group_kind_.push_back(g.kind);
      group_begin_.push_back(static_cast<std::uint32_t>(group_members_.size()));
      for (std::uint32_t v : g.variables) {
        group_of_[v] = id;
        group_members_.push_back(v);
      }
    }
    group_begin_.push_back(static_cast<std::uint32_t>(group_members_.size()));
    group_stamp_.assign(group_kind_.size(), 0);
    all_vars_.resize(n_);
    for (std::uint32_t v = 0; v < n_; ++v) all_vars_[v] = v;
    rank_.assign(n_, 0);
    stats_.heuristic = opt_.heuristic;
    if (opt_.heuristic != decision_heuristic::occurrences) {
      std::optional<elimination_order> own;
      if (!order) order = &own.emplace(narrowest_elimination(f));
      rank_ = order->rank;
      follow_order_ = order->width > 0 && opt_.heuristic == decision_heuristic::elimination_order;
      if (opt_.heuristic == decision_heuristic::partial_order) {
        level_of_ = order->level.empty() ? order_levels(f, *order) : order->level;
        if (level_of_.empty()) level_of_.assign(n_, 0);  // one level: VSADS alone
      }
    }
  }

  std::span<const std::uint32_t> group_members(std::uint32_t g) const {
    return {group_members_.data() + group_begin_[g], group_members_.data() + group_begin_[g + 1]};
  }

  void set_enabled(const topdown_query& q) {
    enabled_all_ = q.all_clauses;
    ++query_stamp_;
    if (!enabled_all_)
      for (std::uint32_t c : q.clauses) enabled_[c] = query_stamp_;
  }
  // The variables a query with a clause subset can touch: the formula's own (all of them:
  // those it leaves free are smoothed) and those of its clauses.
  std::span<const std::uint32_t> query_vars(const topdown_query& q) {
    ++epoch_;
    query_vars_.clear();
    for (std::uint32_t v = 0; v < num_original_; ++v) {
      var_stamp_[v] = epoch_;
      query_vars_.push_back(v);
    }
    for (std::uint32_t c : q.clauses)
      for (std::uint32_t k = begin_[c]; k < begin_[c + 1]; ++k) {
        const std::uint32_t v = lits_[k] >> 1;
        if (var_stamp_[v] == epoch_) continue;
        var_stamp_[v] = epoch_;
        query_vars_.push_back(v);
      }
    std::sort(query_vars_.begin(), query_vars_.end());  // candidates are sorted (see below)
    // What a component of this query can hold: its candidates and their group mates (a group's
    // clauses are always enabled). A binary clause the query leaves out that reaches past these
    // is in no key (split), which spares that work for the other cones of a Tseitin formula.
    for (std::uint32_t v : query_vars_) {
      if (in_query_[v] == query_stamp_) continue;  // a group mate: its group is marked
      in_query_[v] = query_stamp_;
      if (group_of_[v] != none)
        for (std::uint32_t w : group_members(group_of_[v])) in_query_[w] = query_stamp_;
    }
    return query_vars_;
  }

  bool has_empty_clause_enabled() const {
    for (std::uint32_t c : empty_clauses_)
      if (enabled(c)) return true;
    return false;
  }

  // Starts query q: its clause subset enabled, the last query's learned clauses dropped, its
  // assumptions and unit clauses assigned at level 0 and propagated. False: no model.
  bool open_query(const topdown_query& q) {
    for (dimacs_literal l : q.assumptions)
      if (l == 0 || literal_variable(l) >= n_)
        throw cnf_error("top-down compiler: assumption " + std::to_string(l) + " out of range");
    for (std::uint32_t c : q.clauses)
      if (c >= num_formula_clauses_)
        throw cnf_error("top-down compiler: query clause " + std::to_string(c) + " out of range");
    set_enabled(q);
    forget_learned();
    bool ok = !has_empty_clause_enabled();
    for (dimacs_literal l : q.assumptions) ok = ok && assign_checked(code(l));
    for (std::uint32_t c = 0; ok && c < units_.size(); ++c)
      if (enabled(units_[c].clause)) ok = assign_checked(units_[c].literal);
    if (!ok || !propagate()) return false;
    if (opt_.counting_check && q.all_clauses && counting_refutes()) {
      ++stats_.counting_refutations;
      return false;
    }
    return true;
  }

  // ---- the counting argument (topdown_options::counting_check) ----
  // For a query over the whole formula, after its propagation: the clauses (the groups' too)
  // that no true literal satisfies, taken in order where they
  // share no literal with one taken before, each as its unassigned literals (two or more).
  // Those literals are split into cliques of the exclusion graph (l and m exclude each other
  // where (not l or not m) is a clause, or both are members of one group), each
  // literal in turn starting a clique that takes every later neighbour adjacent to all of its
  // members. A model makes a literal of each clause true, distinct literals (the clauses share
  // none) in distinct cliques (at most one a clique): a matching of the clauses into the
  // cliques. Where the largest matching (Kuhn's augmenting paths) leaves a clause out, there is
  // no model. False past the work bound.
  bool counting_refutes() {
    if (hall_epoch_ == ~0u) {
      std::fill(hall_stamp_.begin(), hall_stamp_.end(), 0);
      hall_epoch_ = 0;
    }
    std::size_t work = 0;
    const std::size_t max_work = opt_.counting_work * (lits_.size() + n_);
    const std::uint32_t taken = ++hall_epoch_;
    hall_begin_.assign(1, 0);
    hall_lits_.clear();
    auto take = [&](std::uint32_t c) {
      const std::size_t l0 = hall_lits_.size();
      bool open = true;
      for (std::uint32_t k = begin_[c]; k < begin_[c + 1] && open; ++k) {
        const std::uint32_t l = lits_[k];
        open = !lit_true(l) && hall_stamp_[l] != taken;
        if (val_[l >> 1] == unassigned) hall_lits_.push_back(l);
      }
      work += begin_[c + 1] - begin_[c];
      if (!open || hall_lits_.size() - l0 < 2) {  // satisfied, sharing, or one literal left
        hall_lits_.resize(l0);
        return;
      }
      for (std::size_t i = l0; i < hall_lits_.size(); ++i) hall_stamp_[hall_lits_[i]] = taken;
      hall_begin_.push_back(static_cast<std::uint32_t>(hall_lits_.size()));
    };
    for (std::uint32_t c = 0; c < num_loaded_clauses_; ++c) take(c);
    const std::size_t clauses = hall_begin_.size() - 1;
    if (clauses < 2) return false;
    // The exclusion graph among those literals, from the binary clauses and the groups:
    // adjacency lists over the literals' places in hall_lits_.
    const auto size = static_cast<std::uint32_t>(hall_lits_.size());
    for (std::uint32_t i = 0; i < size; ++i) hall_index_[hall_lits_[i]] = i;
    hall_edges_.clear();
    for (std::uint32_t c = 0; c < num_loaded_clauses_; ++c) {
      if (begin_[c + 1] - begin_[c] != 2) continue;
      const std::uint32_t a = lits_[begin_[c]] ^ 1, b = lits_[begin_[c] + 1] ^ 1;  // not both
      if (hall_stamp_[a] != taken || hall_stamp_[b] != taken) continue;
      hall_edges_.push_back({hall_index_[a], hall_index_[b]});
      hall_edges_.push_back({hall_index_[b], hall_index_[a]});
    }
    for (std::uint32_t i = 0; i < size; ++i) {
      const std::uint32_t l = hall_lits_[i], g = group_of_[l >> 1];
      if (g == none || (l & 1)) continue;
      for (const std::uint32_t u : group_members(g))
        if (2 * u != l && hall_stamp_[2 * u] == taken)
          hall_edges_.push_back({i, hall_index_[2 * u]});
      work += group_members(g).size();
      if (work > max_work) return false;
    }
    hall_adj_begin_.assign(std::size_t(size) + 1, 0);
    for (const auto& [from, to] : hall_edges_) ++hall_adj_begin_[from + 1];
    for (std::uint32_t i = 0; i < size; ++i) hall_adj_begin_[i + 1] += hall_adj_begin_[i];
    hall_adj_.resize(hall_edges_.size());
    hall_fill_.assign(hall_adj_begin_.begin(), hall_adj_begin_.end() - 1);
    for (const auto& [from, to] : hall_edges_) hall_adj_[hall_fill_[from]++] = to;
    work += hall_edges_.size();
    // The cliques: hall_part_[i] for the literal at place i (none until it joins one).
    auto excluded = [&](std::uint32_t i, auto&& visit) {  // i's neighbours
      for (std::uint32_t k = hall_adj_begin_[i]; k < hall_adj_begin_[i + 1]; ++k)
        visit(hall_adj_[k]);
      work += hall_adj_begin_[i + 1] - hall_adj_begin_[i];
    };
    hall_part_.assign(size, none);
    hall_mark_.assign(size, 0);
    std::uint32_t parts = 0, adjacent = 0;
    for (std::uint32_t i = 0; i < size; ++i) {
      if (hall_part_[i] != none) continue;
      const std::uint32_t p = parts++;
      hall_part_[i] = p;
      hall_candidates_.clear();
      excluded(i, [&](std::uint32_t j) {
        if (hall_part_[j] == none) hall_candidates_.push_back(j);
      });
      std::sort(hall_candidates_.begin(), hall_candidates_.end(),  // by literal code
                [&](std::uint32_t a, std::uint32_t b) { return hall_lits_[a] < hall_lits_[b]; });
      hall_candidates_.erase(std::unique(hall_candidates_.begin(), hall_candidates_.end()),
                             hall_candidates_.end());
      while (!hall_candidates_.empty()) {
        if (work > max_work) return false;
        work += hall_candidates_.size();
        const std::uint32_t j = hall_candidates_.front();
        hall_part_[j] = p;
        ++adjacent;  // the candidates left: j's neighbours too
        excluded(j, [&](std::uint32_t x) { hall_mark_[x] = adjacent; });
        std::erase_if(hall_candidates_, [&](std::uint32_t x) {
          return hall_part_[x] != none || hall_mark_[x] != adjacent;
        });
      }
    }
    // The matching: each clause to a clique, by augmenting paths from each clause in turn. A
    // clause that finds none stays out of every larger matching (Kuhn): no model.
    if (parts < clauses) return true;
    hall_match_.assign(parts, none);
    hall_visited_.assign(parts, 0);
    mark_epoch_ = 0;
    for (std::uint32_t c = 0; c < clauses; ++c) {
      if (work > max_work) return false;
      ++mark_epoch_;
      if (!augment(c, work)) return true;
    }
    return false;
  }
  // Kuhn's step: a clique for clause c0, depth first: a clique already matched passes its
  // clause on to another clique of that clause's. Cliques visited carry mark_epoch_.
  bool augment(std::uint32_t c0, std::size_t& work) {
    hall_stack_.assign(1, {c0, hall_begin_[c0]});  // (clause, its next literal)
    hall_path_.clear();
    while (!hall_stack_.empty()) {
      auto& [c, k] = hall_stack_.back();
      if (k == hall_begin_[c + 1]) {
        hall_stack_.pop_back();
        if (!hall_path_.empty()) hall_path_.pop_back();
        continue;
      }
      const std::uint32_t p = hall_part_[k++];
      ++work;
      if (hall_visited_[p] == mark_epoch_) continue;
      hall_visited_[p] = mark_epoch_;
      hall_path_.push_back(p);
      if (hall_match_[p] == none) {  // free: flip the path
        for (std::size_t i = 0; i < hall_path_.size(); ++i)
          hall_match_[hall_path_[i]] = hall_stack_[i].clause;  // each clause the next clique
        return true;
      }
      hall_stack_.push_back({hall_match_[p], hall_begin_[hall_match_[p]]});
    }
    return false;
  }

  // ---- assignment and propagation ----
  bool assign_checked(std::uint32_t lit) {
    if (lit_false(lit)) return false;
    if (!lit_true(lit)) assign(lit);
    return true;
  }
  // reason: the clause that implied lit (all its other literals false), an antecedent literal
  // (antecedent | a: the clause (a or lit) with a false; binary clauses and groups), or none (a
  // decision or an assumption).
  void assign(std::uint32_t lit, std::uint32_t reason = none) {
    const std::uint32_t v = lit >> 1;
    val_[v] = (lit & 1) ? is_false : is_true;
    level_[v] = level_now_;
    reason_[v] = reason;
    trail_.push_back(lit);
    ++assignments_;
  }
  void undo(std::size_t mark) {
    for (std::size_t i = mark; i < trail_.size(); ++i) val_[trail_[i] >> 1] = unassigned;
    trail_.resize(mark);
    qhead_ = mark;
  }

  bool propagate() {
    while (qhead_ < trail_.size()) {
      const std::uint32_t t = trail_[qhead_++];
      if (!(t & 1) && group_of_[t >> 1] != none) {  // a group member became true
        for (std::uint32_t u : group_members(group_of_[t >> 1])) {
          if (u == (t >> 1)) continue;
          if (val_[u] == is_true) return conflict_between(t ^ 1, 2 * u + 1);  // (not t or not u)
          if (val_[u] == unassigned) assign(2 * u + 1, antecedent | (t ^ 1));
        }
      }
      const std::uint32_t f = t ^ 1;
      for (const auto& [other, c] : binary_[f]) {  // (f or other) with f false
        if (!enabled(c) || lit_true(other)) continue;
        if (lit_false(other)) return conflict_between(f, other);
        assign(other, antecedent | f);
      }
      // Each watch carries a literal of its clause (the blocker): while that is true, the
      // clause is satisfied and stays unread (MiniSat's blocking literals).
      auto& ws = watches_[f];
      std::size_t j = 0;
      for (std::size_t i = 0; i < ws.size(); ++i) {
        const watch w = ws[i];
        const std::uint32_t c = w.clause;
        if (lit_true(w.blocker) || !enabled(c)) {
          ws[j++] = w;
          continue;
        }
        std::uint32_t* l = lits_.data() + begin_[c];
        const std::uint32_t len = begin_[c + 1] - begin_[c];
        if (l[0] == f) std::swap(l[0], l[1]);
        if (lit_true(l[0])) {
          ws[j++] = {c, l[0]};
          continue;
        }
        if (const std::uint32_t k = replacement_watch(c, l, len)) {
          std::swap(l[1], l[k]);
          watches_[l[1]].push_back({c, l[0]});
          continue;
        }
        ws[j++] = {c, l[0]};
        if (lit_false(l[0])) {
          for (std::size_t k = i + 1; k < ws.size(); ++k) ws[j++] = ws[k];
          ws.resize(j);
          return conflict_in(c);
        }
        assign(l[0], c);
      }
      ws.resize(j);
    }
    return true;
  }
  // The position (>= 2) of a literal of clause c (l, len) that is not false, or 0 where none is.
  // Clauses longer than long_clause_length resume where their last search ended (search_pos_, a
  // hint that is checked, so renumbered or dropped clauses need not update it) and wrap around:
  // where a clause's literals become false one after another, it is read about once in all, not
  // once per literal (propagation was quadratic in its length: a clause of 10^5 literals took
  // 5.6 s to count).
  std::uint32_t replacement_watch(std::uint32_t c, const std::uint32_t* l, std::uint32_t len) {
    if (len <= long_clause_length) {
      for (std::uint32_t k = 2; k < len; ++k)
        if (!lit_false(l[k])) return k;
      return 0;
    }
    if (search_pos_.size() <= c) search_pos_.resize(begin_.size() - 1, 2);
    std::uint32_t& pos = search_pos_[c];
    const std::uint32_t start = pos >= 2 && pos < len ? pos : 2;
    std::uint32_t k = start;
    do {
      if (!lit_false(l[k])) return pos = k;
      if (++k == len) k = 2;
    } while (k != start);
    return 0;
  }
  static constexpr std::uint32_t long_clause_length = 32;

  // ---- conflicts and learning ----
  bool conflict_between(std::uint32_t a, std::uint32_t b) {  // the clause (a or b), both false
    ++stats_.conflicts;
    const std::uint32_t both[2] = {a, b};
    analyze(both);
    return false;
  }
  bool conflict_in(std::uint32_t c) {
    ++stats_.conflicts;
    // analyze reads the clause before it appends the learned one to lits_
    if (c >= num_loaded_clauses_) meta_[c - num_loaded_clauses_].used = true;
    analyze({lits_.data() + begin_[c], begin_[c + 1] - begin_[c]});
    return false;
  }

  // Resolves the conflicting clause (its literals, all false) with the reasons of the current
  // decision level's literals, latest first, until one literal of that level is left (the first
  // unique implication point; a level of several decisions, a group's "none" branch, may keep
  // more). Literals of level 0 (the query's assumptions and what they imply) are left out. The
  // result, in learned_ (the literal of this level first, then the latest of the others), is
  // implied by the query's clauses and assumptions; it is stored (watched on those two, its id
  // in learned_id_) where it has two or more literals and the bounds allow. Learned clauses
  // take no part in components or cache keys; see conjoin_residual for what keeps the cache
  // sound. Every variable visited gains activity (VSADS).
  void analyze(std::span<const std::uint32_t> conflict) {
    learned_.clear();
    learned_id_ = none;
    if (level_now_ == 0) return;
    ++seen_epoch_;
    std::uint32_t pending = 0;
    auto visit = [&](std::uint32_t lit) {  // a false literal of a clause being resolved
      const std::uint32_t v = lit >> 1;
      if (seen_[v] == seen_epoch_ || level_[v] == 0) return;
      seen_[v] = seen_epoch_;
      bump(v);
      if (level_[v] == level_now_)
        ++pending;
      else
        learned_.push_back(lit);
    };
    for (std::uint32_t lit : conflict) visit(lit);
    std::size_t i = trail_.size();
    while (pending > 0) {
      std::uint32_t t = 0;
      do t = trail_[--i];
      while (seen_[t >> 1] != seen_epoch_);
      --pending;
      const std::uint32_t r = reason_[t >> 1];
      if (pending == 0 || r == none) {  // the implication point, or a decision of this level
        learned_.push_back(t ^ 1);
        continue;
      }
      if (r & antecedent) {
        visit(r & ~antecedent);
      } else {
        if (r >= num_loaded_clauses_) meta_[r - num_loaded_clauses_].used = true;
        for (std::uint32_t k = begin_[r]; k < begin_[r + 1]; ++k)
          if ((lits_[k] >> 1) != (t >> 1)) visit(lits_[k]);
      }
    }
    activity_step_ /= activity_decay;
    if (opt_.minimize_learned) minimize_learned();
    // Watch the literal of this level (pushed last) and the latest of the others: the clause
    // is then visited when either is assigned again after the branches above are undone.
    if (learned_.empty()) return;  // (a conflict always has a literal of its level)
    std::swap(learned_[0], learned_.back());
    if (learned_.size() >= 2) {
      std::size_t latest = 1;
      std::uint32_t latest_level = level_[learned_[1] >> 1];  // (no load chained on `latest`)
      for (std::size_t k = 2; k < learned_.size(); ++k) {
        const std::uint32_t d = level_[learned_[k] >> 1];
        if (d > latest_level) {
          latest_level = d;
          latest = k;
        }
      }
      std::swap(learned_[1], learned_[latest]);
    }
    if (!opt_.learn || learned_.size() < 2 || learned_literals() >= opt_.max_learned_literals)
      return;
    if (learned_.size() > opt_.max_learned_length) {
      ++stats_.learned_too_long;
      return;
    }
    // LBD: the number of decision levels among the literals (all assigned, all false).
    ++lbd_epoch_;
    std::uint32_t lbd = 0;
    for (std::uint32_t l : learned_) {
      const std::uint32_t d = level_[l >> 1];
      if (level_stamp_[d] != lbd_epoch_) {
        level_stamp_[d] = lbd_epoch_;
        ++lbd;
      }
    }
    meta_.push_back({lbd, false});
    const auto id = static_cast<std::uint32_t>(begin_.size() - 1);
    learned_id_ = id;
    lits_.insert(lits_.end(), learned_.begin(), learned_.end());
    begin_.push_back(static_cast<std::uint32_t>(lits_.size()));
    watches_[learned_[0]].push_back({id, learned_[1]});
    watches_[learned_[1]].push_back({id, learned_[0]});
    ++stats_.learned_clauses;
    stats_.learned_literals += learned_.size();
  }

  // Drops the literals of learned_ that the others imply (MiniSat's recursive minimization): a
  // literal of an earlier level whose reason's literals are each in the clause, of level 0, or
  // so implied in turn. Its level's reasons were all assigned before it, so the walk never
  // meets the conflict's level. seen_ marks the clause (analyze); a walk that fails unmarks
  // what it marked. Two cuts keep the walks short where clauses are long (the Tseitin
  // disjunction of 10^4 proofs of a 4-digit sum: 1.3 s of a 3.9-s compilation before), and
  // neither changes a stored clause: a variable whose reason failed once fails at once for the
  // rest of this clause's walks, and outside the satisfiability searches (whose backjumps read
  // the minimized clause's latest literal), once more literals are kept than a stored clause
  // may have (max_learned_length), the rest stay unwalked, the clause too long to store either
  // way. (MiniSat's cut by the clause's levels is not exact here, where a learned clause can
  // imply a literal at a later level than its antecedents': it changed planning log-5's
  // circuit.)
  void minimize_learned() {
    minimize_marks_.clear();
    std::size_t kept = 0;
    for (const std::uint32_t lit : learned_) {
      const std::uint32_t v = lit >> 1;
      if ((!searching_ && kept > opt_.max_learned_length) || level_[v] == level_now_ ||
          reason_[v] == none || !implied_by_clause(v))
        learned_[kept++] = lit;
    }
    stats_.learned_minimized += learned_.size() - kept;
    learned_.resize(kept);
  }
  bool implied_by_clause(std::uint32_t v0) {
    minimize_stack_.assign(1, v0);
    const std::size_t marked = minimize_marks_.size();
    while (!minimize_stack_.empty()) {
      const std::uint32_t self = minimize_stack_.back(), r = reason_[self];
      minimize_stack_.pop_back();
      auto follow = [&](std::uint32_t lit) {  // a false literal of the reason
        const std::uint32_t v = lit >> 1;
        if (v == self || seen_[v] == seen_epoch_ || level_[v] == 0) return true;
        if (reason_[v] == none || level_[v] == level_now_ || poisoned_[v] == seen_epoch_)
          return false;
        seen_[v] = seen_epoch_;
        minimize_marks_.push_back(v);
        minimize_stack_.push_back(v);
        return true;
      };
      bool ok = true;
      if (r & antecedent)
        ok = follow(r & ~antecedent);
      else
        for (std::uint32_t k = begin_[r]; k < begin_[r + 1] && ok; ++k) ok = follow(lits_[k]);
      if (!ok) {
        // self's reason has a literal that is not implied: nor is self (v0 stays in the clause).
        poisoned_[self] = seen_epoch_;
        for (std::size_t k = marked; k < minimize_marks_.size(); ++k) seen_[minimize_marks_[k]] = 0;
        minimize_marks_.resize(marked);
        return false;
      }
    }
    return true;
  }

  // VSADS activity: bumps grow by 1 / activity_decay a conflict, rescaled before they overflow.
  static constexpr double activity_decay = 0.95;
  void bump(std::uint32_t v) {
    activity_[v] += activity_step_;
    if (activity_[v] > 1e100) {
      for (double& a : activity_) a *= 1e-100;
      activity_step_ *= 1e-100;
    }
  }

  // Drops the learned clauses (at the start of a query: they may rest on the last one's
  // assumptions and clause subset).
  void forget_learned() {
    reduce_at_ =
        opt_.reduce_learned_at ? opt_.reduce_learned_at : std::size_t(num_loaded_clauses_) + 1000;
    meta_.clear();
    if (begin_.size() - 1 == num_loaded_clauses_) return;
    lits_.resize(begin_[num_loaded_clauses_]);
    begin_.resize(std::size_t(num_loaded_clauses_) + 1);
    for (auto& ws : watches_)
      std::erase_if(ws, [&](watch w) { return w.clause >= num_loaded_clauses_; });
  }
  std::size_t learned_literals() const { return lits_.size() - begin_[num_loaded_clauses_]; }
  std::size_t learned_count() const { return begin_.size() - 1 - num_loaded_clauses_; }

  // The deletion policy (topdown_options::reduce_learned_at): between decisions, so that no
  // propagation holds a watch list. A clause is the reason of its first literal while that is
  // assigned (propagation implies l[0] and keeps it there): such a clause is locked. The kept
  // clauses are renumbered in order, their reasons and watches (on l[0] and l[1], as before)
  // with them. (The satisfiability check's search backjumps and asserts at earlier levels, so
  // its analysis reads the reasons of those levels again: they must stay right.)
  void reduce_learned() {
    const std::uint32_t base = num_loaded_clauses_;
    const std::size_t count = learned_count();
    ++stats_.reductions;
    reduce_at_ = count + opt_.reduce_learned_step;
    order_.clear();
    for (std::uint32_t i = 0; i < count; ++i) {
      const std::uint32_t l0 = lits_[begin_[base + i]];
      const bool locked = val_[l0 >> 1] != unassigned && reason_[l0 >> 1] == base + i;
      if (!locked && meta_[i].lbd > 2 && !meta_[i].used) order_.push_back(i);
    }
    const std::size_t drop = std::min(order_.size(), count / 2);
    auto length = [&](std::uint32_t i) { return begin_[base + i + 1] - begin_[base + i]; };
    std::partial_sort(order_.begin(), order_.begin() + long(drop), order_.end(),
                      [&](std::uint32_t a, std::uint32_t b) {
                        return meta_[a].lbd != meta_[b].lbd ? meta_[a].lbd > meta_[b].lbd
                                                            : length(a) > length(b);
                      });
    constexpr std::uint32_t deleted = none - 1;
    remap_.assign(count, none);
    for (std::size_t k = 0; k < drop; ++k) remap_[order_[k]] = deleted;
    // In place: clause i moves to `next` <= base + i, so begin_[base + i] and begin_[base + i + 1]
    // (length(i)) are still the old offsets when they are read.
    std::uint32_t at = begin_[base], next = base;
    for (std::uint32_t i = 0; i < count; ++i) {
      const std::uint32_t from = begin_[base + i], len = length(i);
      if (remap_[i] == deleted) continue;
      std::copy(lits_.begin() + from, lits_.begin() + from + len, lits_.begin() + at);
      begin_[next] = at;
      meta_[next - base] = {meta_[i].lbd, false};
      remap_[i] = next++;
      at += len;
    }
    begin_[next] = at;
    begin_.resize(std::size_t(next) + 1);
    lits_.resize(at);
    meta_.resize(next - base);
    stats_.learned_deleted += count - (next - base);
    for (std::uint32_t lit : trail_) {
      std::uint32_t& r = reason_[lit >> 1];
      if (r != none && !(r & antecedent) && r >= base) r = remap_[r - base];
    }
    for (auto& ws : watches_) std::erase_if(ws, [&](watch w) { return w.clause >= base; });
    for (std::uint32_t c = base; c < next; ++c) {
      const std::uint32_t l0 = lits_[begin_[c]], l1 = lits_[begin_[c] + 1];
      watches_[l0].push_back({c, l1});
      watches_[l1].push_back({c, l0});
    }
  }

  // A learned clause C is implied by the query, so a branch it prunes has no model; but a
  // component compiled under learned clauses may lose a model of its own residual clauses that
  // only a sibling component's unsatisfiability rules out (C spans both). Its count is then
  // wrong for another context. That happens only when a sibling is unsatisfiable, which the
  // compiler finds; conjoin_residual then retracts every cache entry made since it began.
  void retract_cache(std::size_t mark, std::size_t flushes0) {
    const std::size_t from = stats_.cache_flushes == flushes0 ? mark : 0;
    stats_.cache_retracted += cache_.size() - std::min(from, cache_.size());
    cache_.retract(from);
  }

  // ---- components ----
  // Components live on two stacks (variables, residual clause ids) that grow with the
  // recursion and shrink back when a level returns: no allocation per decision.
  struct component {
    std::uint32_t vars_begin, vars_end, clauses_begin, clauses_end, best;
    std::uint32_t size() const { return vars_end - vars_begin; }
  };
  std::span<const std::uint32_t> vars_of(const component& c) const {
    return {comp_vars_.data() + c.vars_begin, c.size()};
  }
  std::span<const std::uint32_t> clauses_of(const component& c) const {
    return {comp_clauses_.data() + c.clauses_begin, c.clauses_end - c.clauses_begin};
  }

  // The decision priority of a variable in a component: how late the elimination order
  // removes it (follow_order_), or its residual occurrences (weighted up to 5x by that for
  // decomposition, ranked by level first for partial_order), plus its conflict activity
  // (VSADS, in units of the latest bump).
  double priority(std::uint32_t w) const {
    if (follow_order_) return double(rank_[w]);
    const double vsads = *opt_.activity_weight * activity_[w] / activity_step_;
    // By default a level outweighs any score (occurrences and activity stay far below 2^32;
    // exact up to 2^21 levels); a smaller level_weight trades levels against the score.
    if (opt_.heuristic == decision_heuristic::partial_order)
      return -double(level_of_[w]) * opt_.level_weight + double(score_[w]) + vsads;
    return double(score_[w]) * (1.0 + 4.0 * double(rank_[w]) / double(n_)) + vsads;
  }

  // Splits the unassigned variables among the candidates comp_vars_[first, last) into
  // components, appended to comps_; variables with no residual constraint go to free_.
  // (Indices, not a span: comp_vars_ grows while the candidates are read.)
  void split(std::size_t first, std::size_t last) {
    ++epoch_;
    const std::size_t c0 = comps_.size();
    for (std::size_t i = first; i < last; ++i) {
      const std::uint32_t v = comp_vars_[i];
      if (val_[v] != unassigned || var_stamp_[v] == epoch_) continue;
      component comp{static_cast<std::uint32_t>(comp_vars_.size()), 0,
                     static_cast<std::uint32_t>(comp_clauses_.size()), 0, none};
      const auto tag = static_cast<std::uint32_t>(comps_.size());  // comp_of_ while it is found
      bool constrained = false;
      var_stamp_[v] = epoch_;
      comp_of_[v] = tag;
      score_[v] = 0;
      stack_.assign(1, v);
      while (!stack_.empty()) {
        const std::uint32_t u = stack_.back();
        stack_.pop_back();
        comp_vars_.push_back(u);
        auto reach = [&](std::uint32_t w) {
          if (var_stamp_[w] == epoch_) return;
          var_stamp_[w] = epoch_;
          comp_of_[w] = tag;
          score_[w] = 0;
          stack_.push_back(w);
        };
        // A binary clause with both variables unassigned is residual (were the other false,
        // propagation would have assigned u): no satisfaction test needed. One that this query
        // leaves out is noted (once: from its smaller variable), for the key.
        for (std::uint32_t polarity = 0; polarity < 2; ++polarity)
          for (const auto& [other, c] : binary_[2 * u + polarity]) {
            const std::uint32_t w = other >> 1;
            if (val_[w] != unassigned) continue;
            if (!enabled(c)) {
              if (u < w && in_query_[w] == query_stamp_) disabled_.push_back({w, c});
              continue;
            }
            constrained = true;
            ++score_[u];
            reach(w);
          }
        for (std::uint32_t e = occ_begin_[u]; e < occ_begin_[u + 1]; ++e) {
          const std::uint32_t c = occ_[e];
          if (clause_stamp_[c] == epoch_) continue;
          clause_stamp_[c] = epoch_;
          if (!enabled(c)) continue;
          const std::uint32_t* l = lits_.data() + begin_[c];
          const std::uint32_t len = begin_[c + 1] - begin_[c];
          bool sat = false;
          for (std::uint32_t k = 0; k < len && !sat; ++k) sat = lit_true(l[k]);
          if (sat) continue;
          constrained = true;
          for (std::uint32_t k = 0; k < len; ++k) {
            const std::uint32_t w = l[k] >> 1;
            if (val_[w] != unassigned) continue;
            reach(w);
            ++score_[w];
          }
          comp_clauses_.push_back(c);
        }
        const std::uint32_t g = group_of_[u];
        if (g != none && group_stamp_[g] != epoch_) {
          group_stamp_[g] = epoch_;
          std::uint32_t open = 0;
          bool satisfied = false;
          for (std::uint32_t w : group_members(g)) {
            open += val_[w] == unassigned;
            satisfied |= val_[w] == is_true;
          }
          if (!satisfied && open >= 2) {
            constrained = true;
            for (std::uint32_t w : group_members(g))
              if (val_[w] == unassigned) reach(w);
          }
        }
      }
      if (!constrained) {  // a single variable without residual constraints
        free_.insert(free_.end(), comp_vars_.begin() + comp.vars_begin, comp_vars_.end());
        comp_vars_.resize(comp.vars_begin);
        comp_of_[v] = none;
        disabled_.clear();
        continue;
      }
      comp.vars_end = static_cast<std::uint32_t>(comp_vars_.size());
      // The key names the residual clauses of three or more literals; the binary clauses
      // between the component's variables are all of them but those the query leaves out,
      // which the key names too (flagged), else a query over another clause subset would
      // reuse a circuit of other binary clauses. A query over all clauses leaves none out.
      for (const auto& [w, c] : disabled_)
        if (var_stamp_[w] == epoch_ && comp_of_[w] == tag)
          comp_clauses_.push_back(c | disabled_binary);
      disabled_.clear();
      comp.clauses_end = static_cast<std::uint32_t>(comp_clauses_.size());
      std::sort(comp_clauses_.begin() + comp.clauses_begin, comp_clauses_.end());
      comps_.push_back(comp);
    }
    sort_vars(first, last, c0);
    for (std::size_t k = c0; k < comps_.size(); ++k) {  // the first of highest priority
      component& comp = comps_[k];
      comp.best = comp_vars_[comp.vars_begin];
      double best = priority(comp.best);
      for (std::uint32_t w : vars_of(comp))
        if (const double p = priority(w); p > best) comp.best = w, best = p;
    }
  }

  // Puts the variables of each component split() found (comps_ from c0 on, tagged in
  // comp_of_) in increasing order, the order of their key. A component's variables are
  // among the candidates comp_vars_[first, last), sorted, where these were a component
  // closed under the constraints (which only lose variables as the trail grows), so one pass
  // over the candidates picks them in order instead of a sort per component; a component the
  // pass does not fill (a candidate list that is not closed so) is sorted, and so are all
  // where the candidates outnumber the components' variables by far.
  void sort_vars(std::size_t first, std::size_t last, std::size_t c0) {
    if (comps_.size() == c0) return;
    const std::size_t total = comp_vars_.size() - comps_[c0].vars_begin;
    if (last - first > 4 * total) {
      for (std::size_t k = c0; k < comps_.size(); ++k)
        std::sort(comp_vars_.begin() + comps_[k].vars_begin,
                  comp_vars_.begin() + comps_[k].vars_end);
      return;
    }
    // Each component's next slot in sorted_, which holds them in comps_' order.
    fill_.resize(comps_.size() - c0);
    for (std::size_t k = c0, at = 0; k < comps_.size(); ++k) {
      fill_[k - c0] = static_cast<std::uint32_t>(at);
      at += comps_[k].size();
    }
    sorted_.resize(total);
    for (std::size_t i = first; i < last; ++i) {
      const std::uint32_t v = comp_vars_[i];
      if (val_[v] == unassigned && var_stamp_[v] == epoch_ && comp_of_[v] != none)
        sorted_[fill_[comp_of_[v] - c0]++] = v;
    }
    const std::uint32_t base = comps_[c0].vars_begin;
    for (std::size_t k = c0; k < comps_.size(); ++k) {
      const component& comp = comps_[k];
      const auto from = sorted_.begin() + (comp.vars_begin - base);
      if (fill_[k - c0] == comp.vars_end - base)
        std::copy(from, from + comp.size(), comp_vars_.begin() + comp.vars_begin);
      else
        std::sort(comp_vars_.begin() + comp.vars_begin, comp_vars_.begin() + comp.vars_end);
    }
  }

  // ---- the satisfiability check (topdown_options::sat_check) ----
  bool model_true(std::uint32_t lit) const {
    return val_[lit >> 1] != unassigned ? lit_true(lit)
                                        : model_[lit >> 1] == ((lit & 1) ? is_false : is_true);
  }
  // Do the trail and, for the unassigned variables, the stored model satisfy every residual
  // constraint of comp (its clauses, the binary clauses and groups of its variables)?
  bool model_satisfies(const component& comp) {
    for (std::uint32_t c : clauses_of(comp)) {
      if (c & disabled_binary) continue;
      bool sat = false;
      for (std::uint32_t k = begin_[c]; k < begin_[c + 1] && !sat; ++k) sat = model_true(lits_[k]);
      if (!sat) return false;
    }
    ++epoch_;
    for (std::uint32_t u : vars_of(comp)) {
      if (val_[u] != unassigned) continue;
      const std::uint32_t lu =
          model_true(2 * u) ? 2 * u + 1 : 2 * u;  // u's literal the model falsifies
      for (const auto& [other, c] : binary_[lu])
        if (enabled(c) && !model_true(other)) return false;
      const std::uint32_t g = group_of_[u];
      if (g == none || group_stamp_[g] == epoch_) continue;
      group_stamp_[g] = epoch_;
      std::uint32_t on = 0;
      for (std::uint32_t w : group_members(g)) on += model_true(2 * w);
      if (on > 1 || (on == 0 && group_kind_[g] == group_kind::exactly_one)) return false;
    }
    return true;
  }
  // Has the residual formula of comp (after a branch's propagation) a model? A CDCL search over
  // comp's unassigned variables: the most active first (as they stand when the search starts),
  // each in the stored model's phase; a conflict learns (analyze), backjumps to its clause's
  // second level or to the branch's, and asserts the clause's literal of the conflict level.
  // A conflict at the branch's level proves no model. The search then returns to the branch's
  // level, keeping what that level implies; past max_conflicts it gives up (true: the
  // branch compiles unchecked). After a model, 1, 3, 7, .. (up to opt_.sat_check_skip) branches go
  // unchecked; a branch without one (found by the check or by compiling) resets that to none.
  bool satisfiable(const component& comp) {
    if (sat_skip_ > 0) {
      --sat_skip_;
      ++stats_.sat_skipped;
      return true;
    }
    const bool model = checked_satisfiable(
        comp, level_now_ == 1 ? opt_.sat_check_first_conflicts : opt_.sat_check_conflicts);
    sat_interval_ = model ? std::min(2 * sat_interval_ + 1, opt_.sat_check_skip) : 0;
    sat_skip_ = sat_interval_;
    return model;
  }
  bool checked_satisfiable(const component& comp, std::size_t max_conflicts) {
    if (model_satisfies(comp)) {
      ++stats_.sat_models_reused;
      return true;
    }
    ++stats_.sat_searches;
    const search_outcome r = search(vars_of(comp), max_conflicts);
    stats_.sat_unsatisfiable += r == search_outcome::none;
    stats_.sat_gave_up += r == search_outcome::unknown;
    return r != search_outcome::none;
  }

  // The CDCL search of the satisfiability check and the backbone over `vars` from the current
  // level (the base): a model (stored in model_ for vars, and the search back at the base),
  // none (a conflict at the base), or unknown (past max_conflicts, back at the base).
  // With `restarts` (the backbone's searches), where the check gives up on a conflict whose
  // clause does not assert a literal, the search restarts from the base instead, and also
  // after 64, then 1.5x more, conflicts; each start orders the variables by their activity
  // anew.
  enum class search_outcome : std::uint8_t { model, none, unknown };
  search_outcome search(std::span<const std::uint32_t> vars, std::size_t max_conflicts,
                        bool restarts = false) {
    struct scope {  // searching_ while the search runs, whichever way it returns
      bool& on;
      ~scope() { on = false; }
    } in_search{searching_ = true};
    const std::uint32_t base = level_now_;
    search_marks_.clear();
    auto order_by_activity = [&] {
      search_order_.clear();
      for (std::uint32_t v : vars)
        if (val_[v] == unassigned) search_order_.push_back(v);
      std::stable_sort(
          search_order_.begin(), search_order_.end(),
          [&](std::uint32_t a, std::uint32_t b) { return activity_[a] > activity_[b]; });
    };
    order_by_activity();
    double restart_interval = 64;
    std::size_t next_restart = 64;
    std::size_t next = 0;  // search_order_ before it is assigned
    auto backjump = [&](std::uint32_t level) {
      if (level == level_now_) return;
      undo(search_marks_[level - base]);
      search_marks_.resize(level - base);
      level_now_ = level;
      next = 0;
    };
    for (std::size_t conflicts = 0;;) {
      if (learned_count() >= reduce_at_) reduce_learned();
      while (next < search_order_.size() && val_[search_order_[next]] != unassigned) ++next;
      if (next == search_order_.size()) {  // every variable assigned, no conflict: a model
        for (std::uint32_t v : vars) model_[v] = val_[v];
        backjump(base);
        return search_outcome::model;
      }
      const std::uint32_t best = search_order_[next];
      ++stats_.sat_decisions;
      guard_.time();
      ++level_now_;
      search_marks_.push_back(trail_.size());
      assign(2 * best + (model_[best] == is_true ? 0 : 1));
      while (!propagate()) {
        if (level_now_ == base) return search_outcome::none;
        // analyze left the clause in learned_: its literal of this level first, then the
        // latest of the others, whose level is where the clause becomes unit. (It is not
        // asserting where a literal asserted without a stored reason counts as a second
        // decision of this level: the search gives up, or restarts, there.)
        const std::uint32_t unit_level = learned_.size() >= 2 ? level_[learned_[1] >> 1] : 0;
        const bool asserting = !learned_.empty() && unit_level < level_now_;
        if (++conflicts > max_conflicts || (!asserting && !restarts)) {
          backjump(base);
          return search_outcome::unknown;
        }
        if (!asserting || (restarts && conflicts >= next_restart)) {
          backjump(base);
          order_by_activity();
          restart_interval *= 1.5;
          next_restart = conflicts + static_cast<std::size_t>(restart_interval);
          break;  // the base's assignments propagated before: no conflict pending
        }
        const std::uint32_t lit = learned_[0], reason = learned_id_;
        backjump(std::max(base, unit_level));
        assign(lit, reason);  // reason none: a clause not stored (too long) implied it
      }
    }
  }

  // The backbone (topdown_options::backbone) at level 0, after the query's propagation: a
  // first model, then for each literal of it (of an unassigned variable of vars) that no later
  // model contradicts, a search from its negation at level 1. None: the literal holds in every
  // model, and is assigned at level 0 (with what it implies). A model: the candidates it
  // contradicts drop out. Past the budgets the remaining candidates stay open (sound: only
  // proved literals are fixed). False: the query has no model.
  bool fix_backbone(std::span<const std::uint32_t> vars) {
    if (!opt_.backbone) return true;
    const std::size_t work0 = assignments_, fixed0 = trail_.size();
    const std::size_t work = opt_.backbone_work * (lits_.size() + n_);
    const search_outcome first = search(vars, opt_.backbone_conflicts, true);
    ++stats_.backbone_searches;
    if (first == search_outcome::none) return false;
    if (first == search_outcome::unknown) {  // (it may have learned units)
      stats_.backbone_literals += trail_.size() - fixed0;
      return true;
    }
    std::vector<std::uint32_t> candidates;
    for (std::uint32_t v : vars)
      if (val_[v] == unassigned) candidates.push_back(2 * v + (model_[v] == is_true ? 0 : 1));
    for (std::size_t i = 0; i < candidates.size(); ++i) {
      if (assignments_ - work0 > work) break;
      const std::uint32_t lit = candidates[i];
      if (val_[lit >> 1] != unassigned) continue;  // fixed by an earlier one's propagation
      const std::size_t mark = trail_.size();
      level_now_ = 1;
      assign(lit ^ 1);
      search_outcome r = search_outcome::none;
      if (propagate()) {
        r = search(vars, opt_.backbone_conflicts, true);
        ++stats_.backbone_searches;
      }
      undo(mark);
      level_now_ = 0;
      if (r == search_outcome::none) {
        assign(lit);
        // lit holds in every model, so does what it implies: no conflict can follow.
        if (!propagate()) return false;
      } else if (r == search_outcome::model) {
        candidates.erase(std::remove_if(candidates.begin() + long(i) + 1, candidates.end(),
                                        [&](std::uint32_t c) { return !model_true(c); }),
                         candidates.end());
      }
    }
    stats_.backbone_literals += trail_.size() - fixed0;
    return true;
  }

  node_id zero() { return cb_.zero(); }

  // (x + not x) of variable v, and products over intervals of variables built from them.
  struct factor_of {
    circuit_builder* cb;
    node_id operator()(std::size_t v) const {
      return smoothing_factor(*cb, static_cast<std::uint32_t>(v));
    }
  };
  static constexpr std::uint32_t min_shared_run = 16;
  interval_products<circuit_builder, factor_of>& smoother() {
    if (!smoother_) smoother_.emplace(cb_, num_original_, factor_of{&cb_});
    return *smoother_;
  }

  // The product of `shared`, the candidates' literals assigned since `mark` (but those of group
  // `skip`, which `shared` covers), the compiled components of the unassigned candidates and
  // the smoothing of those left free. The candidates are comp_vars_[first, last), sorted.
  //
  // Propagation may also assign variables that are not candidates: a learned clause whose
  // literals in this component are false implies its literal in a sibling component (or a
  // free variable). Sound (every model of the sibling, if it has one, agrees), but that
  // variable is the sibling's: its literal is not a factor here, or the sibling's factors would
  // weigh it twice.
  node_id conjoin_residual(std::size_t mark, std::size_t first, std::size_t last,
                           std::span<const node_id> shared = {}, std::uint32_t skip = none) {
    const std::size_t f0 = factors_.size(), c0 = comps_.size(), free0 = free_.size();
    const std::size_t v0 = comp_vars_.size(), cl0 = comp_clauses_.size();
    const std::size_t mark0 = cache_.size(), flushes0 = stats_.cache_flushes;
    factors_.insert(factors_.end(), shared.begin(), shared.end());
    const auto candidates_begin = comp_vars_.begin() + long(first),
               candidates_end = comp_vars_.begin() + long(last);
    for (std::size_t i = mark; i < trail_.size(); ++i) {
      const std::uint32_t v = trail_[i] >> 1;
      if (v < num_original_ && (skip == none || group_of_[v] != skip) &&
          std::binary_search(candidates_begin, candidates_end, v))
        factors_.push_back(cb_.literal(v, trail_[i] & 1));
    }
    split(first, last);
    // Small components first: a contradiction there ends the branch early.
    std::sort(comps_.begin() + long(c0), comps_.end(),
              [](const component& a, const component& b) { return a.size() < b.size(); });
    bool contradiction = false;
    for (std::size_t i = c0; i < comps_.size() && !contradiction; ++i) {
      const node_id x = compile_component(comps_[i]);  // by value: comps_ may grow
      contradiction = x == zero();
      factors_.push_back(x);
    }
    if (contradiction && learned_literals() > 0 && comps_.size() - c0 >= 2)
      retract_cache(mark0, flushes0);
    // The free variables' (x + not x): long runs of consecutive variables as shared interval
    // products (O(log n) edges a run), so a long clause decided variable by variable does not
    // smooth the same tail again at every level (quadratic edges).
    if (!contradiction) {
      std::sort(free_.begin() + long(free0), free_.end());
      for (std::size_t i = free0; i < free_.size();) {
        std::size_t j = i + 1;
        while (j < free_.size() && free_[j] == free_[j - 1] + 1) ++j;
        const std::uint32_t a = free_[i], e = std::min(free_[j - 1] + 1, num_original_);
        if (e >= a + min_shared_run) {
          smoother().append(a, e, factors_);
        } else {
          for (std::uint32_t v = a; v < e; ++v) factors_.push_back(smoothing_factor(cb_, v));
        }
        i = j;
      }
    }
    const node_id out =
        contradiction
            ? zero()
            : cb_.times(std::span<const node_id>(factors_.data() + f0, factors_.size() - f0));
    factors_.resize(f0);
    comps_.resize(c0);
    free_.resize(free0);
    comp_vars_.resize(v0);
    comp_clauses_.resize(cl0);
    return out;
  }

  // A component that is one residual clause l1 | ... | lk and nothing else (no binary clause,
  // no group): l1 S2 + ~l1 (l2 S3 + ~l2 (...(lk))), with S_i = the suffix product of the
  // smoothing factors, shared. Linear in k, where deciding it variable by variable would
  // recurse k levels deep and smooth each level's tail (quadratic). `none` otherwise.
  node_id single_clause(const component& comp) {
    if (comp.clauses_end - comp.clauses_begin != 1 || comp.size() < 16) return none;
    for (std::uint32_t v : vars_of(comp))
      if (score_[v] != 1 || group_of_[v] != none) return none;
    const std::uint32_t c = clauses_of(comp)[0];
    if (c & disabled_binary) return none;
    std::vector<std::uint32_t> open;
    for (std::uint32_t k = begin_[c]; k < begin_[c + 1]; ++k)
      if (val_[lits_[k] >> 1] == unassigned) open.push_back(lits_[k]);
    if (open.size() != comp.size()) return none;
    auto lit = [&](std::uint32_t code) {
      return (code >> 1) < num_original_ ? cb_.literal(code >> 1, code & 1) : cb_.one();
    };
    auto smooth = [&](std::uint32_t code) {
      const std::uint32_t v = code >> 1;
      return v < num_original_ ? smoothing_factor(cb_, v) : cb_.one();
    };
    // The suffix products are written as decisions too (x S + ~x S, not (x + ~x) S): both
    // chains then grow two layers a level, so a layered evaluation holds O(1) labels of each
    // (exact counts of this circuit are numbers of up to k bits at every level).
    node_id rest = lit(open.back()), suffix = smooth(open.back());
    for (std::size_t i = open.size() - 1; i-- > 0;) {
      guard_.time();
      const std::uint32_t l = open[i];
      const node_id on = cb_.times({lit(l), suffix}), off = cb_.times({lit(l ^ 1), suffix});
      rest = cb_.plus({on, cb_.times({lit(l ^ 1), rest})});
      suffix = (l >> 1) < num_original_ ? cb_.plus({on, off}) : suffix;
    }
    guard_.nodes(cb_.size());
    return rest;
  }

  node_id compile_component(const component comp) {
    ++stats_.components;
    // The key on a stack: the recursion pushes its own above it and pops them.
    const std::size_t k0 = keys_.size();
    keys_.insert(keys_.end(), vars_of(comp).begin(), vars_of(comp).end());
    keys_.push_back(none);
    keys_.insert(keys_.end(), clauses_of(comp).begin(), clauses_of(comp).end());
    const std::size_t key_length = keys_.size() - k0;
    auto key = [&] { return std::span<const std::uint32_t>(keys_.data() + k0, key_length); };
    const std::uint64_t h = component_cache::hash(key());
    if (const auto hit = cache_.find(key(), h)) {
      ++stats_.cache_hits;
      keys_.resize(k0);
      return *hit;
    }
    ++stats_.cache_misses;
    guard_.time();
    guard_.nodes(cb_.size());
    stack_guard_.check("top-down compiler", trail_.size());
    auto cache_insert = [&](node_id x) {
      // Emptied (not abandoned) past its byte budget; a flush voids the marks of conjunctions
      // below (retract_cache then takes everything).
      if (cache_.bytes() > opt_.cache_bytes) {
        cache_.clear();
        ++stats_.cache_flushes;
      }
      cache_.insert(key(), h, x);
      keys_.resize(k0);
    };
    if (const node_id x = single_clause(comp); x != none) {
      cache_insert(x);
      return x;
    }
    const std::size_t b0 = branches_.size();
    auto branch = [&](std::span<const std::uint32_t> lits, std::span<const node_id> shared,
                      std::uint32_t skip) {
      ++stats_.decisions;
      stats_.work += comp.size() + (comp.clauses_end - comp.clauses_begin);
      if (stats_.work > work_limit_) throw work_limit_reached{};
      if (learned_count() >= reduce_at_) reduce_learned();
      const std::size_t mark = trail_.size();
      ++level_now_;
      bool ok = true;
      for (std::uint32_t l : lits) ok = ok && assign_checked(l);
      ok = ok && propagate();
      ok = ok && (!*opt_.sat_check || satisfiable(comp));
      if (ok) {
        const node_id x = conjoin_residual(mark, comp.vars_begin, comp.vars_end, shared, skip);
        if (x != zero())
          branches_.push_back(x);
        else
          sat_interval_ = sat_skip_ = 0;  // a branch without a model: check every branch again
      }
      undo(mark);
      --level_now_;
    };
    const std::uint32_t g = group_of_[comp.best];
    std::vector<std::uint32_t> open;  // the group's unassigned members
    if (g != none)
      for (std::uint32_t w : group_members(g))
        if (val_[w] == unassigned) open.push_back(w);
    if (open.size() >= 2) {
      // One branch per member set true (the others false), and "none" for at-most-one. The
      // others' negative literals are shared prefix and suffix products, so the decision is
      // linear in the group's size, not quadratic.
      const std::size_t k = open.size();
      std::vector<node_id> prefix(k + 1), suffix(k + 1);
      prefix[0] = suffix[k] = cb_.one();
      auto lit = [&](std::uint32_t v, bool negated) {
        return v < num_original_ ? cb_.literal(v, negated) : cb_.one();
      };
      for (std::size_t i = 0; i < k; ++i)
        prefix[i + 1] = cb_.times({prefix[i], lit(open[i], true)});
      for (std::size_t i = k; i-- > 0;) suffix[i] = cb_.times({lit(open[i], true), suffix[i + 1]});
      std::vector<std::uint32_t> off;
      for (std::size_t i = 0; i < k; ++i) {
        const std::uint32_t on = 2 * open[i];
        const node_id shared[3] = {lit(open[i], false), prefix[i], suffix[i + 1]};
        branch(std::span(&on, 1), shared, g);
        off.push_back(on + 1);
      }
      if (group_kind_[g] == group_kind::at_most_one) {
        const node_id shared[1] = {prefix[k]};
        branch(off, shared, g);
      }
    } else {
      const std::uint32_t pos = 2 * comp.best, neg = pos + 1;
      branch(std::span(&pos, 1), {}, none);
      branch(std::span(&neg, 1), {}, none);
    }
    const node_id out = decision(b0);
    branches_.resize(b0);
    cache_insert(out);
    return out;
  }

  // The decision over branches_[b0, end) (a plus node). The literals that are factors of every
  // branch (implied on every side: the component's own backbone where it is reached) are
  // factored out, once, as distributivity allows: l x a + l x b = l x (a + b). Each branch
  // otherwise names them again (log-1: 552 such literals under 110 decisions, 442 edges).
  node_id decision(std::size_t b0) {
    const std::span<const node_id> branches(branches_.data() + b0, branches_.size() - b0);
    auto literal_factors = [&](node_id x, std::vector<node_id>& out) {
      out.clear();
      if (cb_.kind(x) != node_kind::times) return;
      for (node_id c : cb_.children(x))
        if (cb_.kind(c) == node_kind::input) out.push_back(c);
      std::sort(out.begin(), out.end());
    };
    if (branches.size() < 2 || !cb_.assumed_laws().times_distributes_over_plus)
      return cb_.plus(branches);
    literal_factors(branches[0], common_);
    for (std::size_t i = 1; i < branches.size() && !common_.empty(); ++i) {
      literal_factors(branches[i], scratch_);
      rest_.clear();
      std::set_intersection(common_.begin(), common_.end(), scratch_.begin(), scratch_.end(),
                            std::back_inserter(rest_));
      common_.swap(rest_);
    }
    if (common_.empty()) return cb_.plus(branches);
    rest_.clear();
    for (node_id b : branches) {
      scratch_.clear();
      for (node_id c : cb_.children(b))  // copied: times() below may move the builder's storage
        if (!std::binary_search(common_.begin(), common_.end(), c)) scratch_.push_back(c);
      rest_.push_back(cb_.times(scratch_));
    }
    common_.push_back(cb_.plus(rest_));
    return cb_.times(common_);
  }

  std::uint32_t n_, num_original_;
  topdown_options opt_;
  budget_guard guard_;
  stack_guard stack_guard_;
  circuit_builder cb_;
  topdown_stats stats_;
  std::size_t work_limit_ = std::numeric_limits<std::size_t>::max();
  // clauses: literal codes 2v + negated, watched literals first
  std::vector<std::uint32_t> lits_, begin_;
  struct implication {
    std::uint32_t literal, clause;
  };
  std::vector<std::vector<implication>> binary_;  // per literal: the binary clauses with it
  struct watch {
    std::uint32_t clause, blocker;
  };
  std::vector<std::vector<watch>> watches_;  // clauses of three or more literals
  std::vector<std::uint32_t> search_pos_;    // per clause: replacement_watch's hint
  std::vector<std::uint32_t> occ_, occ_begin_;
  std::vector<unit> units_;
  std::vector<std::uint32_t> empty_clauses_;
  std::vector<std::uint32_t> enabled_;
  std::uint32_t num_loaded_clauses_ = 0;  // then the learned clauses of the current query
  std::uint32_t num_formula_clauses_ = 0;
  std::uint32_t query_stamp_ = 0;
  bool enabled_all_ = true;
  // groups
  std::vector<group_kind> group_kind_;
  std::vector<std::uint32_t> group_begin_, group_members_, group_of_;
  // search state
  std::vector<std::uint8_t> val_;
  std::vector<std::uint32_t> trail_;
  std::size_t qhead_ = 0;
  std::size_t assignments_ = 0;  // made since construction (the backbone's work)
  // learning: per variable its decision level and reason; the analysis' scratch
  static constexpr std::uint32_t antecedent = 0x80000000u;
  // a binary clause the query leaves out, in a component's key
  static constexpr std::uint32_t disabled_binary = 0x80000000u;
  struct left_out {
    std::uint32_t other, clause;
  };
  std::vector<left_out> disabled_;  // split's scratch
  std::vector<std::uint32_t> level_, reason_, seen_, learned_;
  std::uint32_t level_now_ = 0, seen_epoch_ = 0, lbd_epoch_ = 0;
  std::vector<std::uint32_t> minimize_stack_, minimize_marks_;  // minimize_learned's scratch
  std::vector<std::uint32_t> poisoned_;  // minimize_learned: seen_epoch_ where a walk failed
  bool searching_ = false;               // search() is running (minimize_learned)
  // the counting argument's scratch: the clauses (their literals from hall_begin_), per literal
  // code its stamp (taken) and place in hall_lits_, per place its neighbours, clique and mark,
  // and the matching's
  std::vector<std::uint32_t> hall_begin_, hall_lits_, hall_stamp_, hall_index_, hall_adj_begin_,
      hall_adj_, hall_fill_, hall_part_, hall_mark_, hall_candidates_, hall_visited_, hall_match_,
      hall_path_;
  std::vector<std::pair<std::uint32_t, std::uint32_t>> hall_edges_;  // (place, place)
  struct hall_frame {
    std::uint32_t clause, next;
  };
  std::vector<hall_frame> hall_stack_;
  std::uint32_t hall_epoch_ = 0, mark_epoch_ = 0;
  std::uint32_t learned_id_ = none;  // analyze's stored clause, or none
  // VSADS activity; the satisfiability check's models (each search's values for its
  // component's variables; false where none set one) and the trail positions where the
  // search's levels begin
  std::vector<double> activity_;
  double activity_step_ = 1.0;
  std::vector<std::uint8_t> model_;
  std::vector<std::size_t> search_marks_;
  std::vector<std::uint32_t> search_order_;
  std::size_t sat_skip_ = 0, sat_interval_ = 0;  // branches left unchecked, and the next run
  // per learned clause (id - num_loaded_clauses_): its LBD, and whether conflict analysis used
  // it since the last reduction
  struct learned_meta {
    std::uint32_t lbd;
    bool used;
  };
  std::vector<learned_meta> meta_;
  std::vector<std::uint32_t> level_stamp_, order_, remap_;  // LBD and reduction scratch
  std::size_t reduce_at_ = 0;
  std::vector<std::uint32_t> all_vars_, query_vars_;
  std::vector<std::uint32_t> in_query_;  // query_stamp_ where a component may hold the variable
  // component scratch
  std::uint32_t epoch_ = 0;
  std::vector<std::uint32_t> var_stamp_, clause_stamp_, group_stamp_, score_, stack_, keys_;
  // split: each variable's component while they are found; sort_vars' slots and order
  std::vector<std::uint32_t> comp_of_, fill_, sorted_;
  std::vector<std::uint32_t> rank_;      // static decision priority
  bool follow_order_ = false;            // decide by rank_ alone
  std::vector<std::uint32_t> level_of_;  // partial_order: order_levels
  // recursion stacks
  std::vector<std::uint32_t> comp_vars_, comp_clauses_, free_;
  std::vector<component> comps_;
  std::vector<node_id> factors_, branches_, common_, scratch_, rest_;  // decision's scratch too
  component_cache cache_;
  std::optional<interval_products<circuit_builder, factor_of>> smoother_;
};

}  // namespace detail

/// A compiled circuit with the compiler's statistics.
struct compilation {
  circuit graph;
  topdown_stats stats;
};

namespace detail {

// decision_heuristic::automatic for one query over the whole CNF (see there). Every run is
// deterministic, so the race is: the same input gives the same circuit.
inline compilation race_heuristics(const cnf& f, const topdown_query& q, std::uint32_t num_original,
                                   const topdown_options& opt,
                                   std::chrono::steady_clock::time_point start) {
  // The greedy order; nested dissection's (where it is no wider; an order of no width where
  // there is none) is computed below: up front only where the order is narrow, elsewhere after
  // a first round without a circuit (docs/compile.md).
  elimination_order order = candidate_orders(f, false).greedy;
  elimination_order dissected;
  auto dissect = [&] {
    dissected = dissected_candidate(f, order);
    if (dissected.width > 0) dissected.level = order_levels(f, dissected);
  };
  const double width = double(order.width) / double(std::max<std::uint32_t>(1, f.num_variables()));
  std::size_t discarded = 0;   // decisions of the runs the race threw away
  topdown_stats stopped{};     // the statistics of the latest run stopped at its limit
  topdown_options base = opt;  // every run's options but the heuristic
  // One run to the end or to `limit` work (topdown_stats::work); nullopt past the limit.
  // `by`: the order to follow, `order` where null.
  auto run = [&](decision_heuristic h, std::size_t limit,
                 const elimination_order* by = nullptr) -> std::optional<compilation> {
    topdown_options each = base;
    each.heuristic = h;
    topdown_compiler tc(f, num_original, each, by ? by : &order, start);  // one time budget
    tc.limit_work(limit);
    try {
      tc.add_query(q);
    } catch (const topdown_compiler::work_limit_reached&) {
      stopped = tc.stats();
      discarded += stopped.decisions;
      return std::nullopt;
    }
    compilation out{tc.build(), tc.stats()};
    out.stats.race_decisions = discarded;
    return out;
  };
  constexpr std::size_t unlimited = std::numeric_limits<std::size_t>::max();
  // Wide: the partial order with soft levels (wide_level_weight; 0: occurrences alone; the
  // compiler takes the levels of `order`), the activity weighted by wide_activity_weight.
  if (order.width > 0 && width >= opt.race_width) {
    base.activity_weight = opt.wide_activity_weight;
    if (opt.wide_level_weight > 0) {
      base.level_weight = wide_rule_level_weight(opt, width, f.num_variables());
      return *run(decision_heuristic::partial_order, unlimited);
    }
    return *run(decision_heuristic::occurrences, unlimited);
  }
  // The width rule: the order where it is narrow, else decomposition. It races first (and
  // compiles alone where there is no order).
  const bool narrow = order.width > 0 && width < opt.narrow_width;
  const decision_heuristic by_width =
      narrow ? decision_heuristic::elimination_order : decision_heuristic::decomposition;
  if (order.width > 0) {
    // Nested dissection's order, where the order is narrow. Elsewhere the first round races
    // without it, and a round that ends without a circuit computes it for the next rounds:
    // the instances that finish in that round are small, and where the order is not narrow
    // nested dissection's racer kept none of their circuits (0 of 12 measured) but cost 30-80%
    // of their time (docs/compile.md). Never at dissection_width and wider, which the default
    // race_width equals: the wide rule never pays for it.
    if (narrow) dissect();
    order.level = order_levels(f, order);
    // The width rule's heuristic, the other one, and the partial order of the order's tree
    // decomposition; where the order is narrow, in the first round also the partial order of
    // `dissected`, then the partial orders of both decompositions rooted at their
    // smallest bags instead (no order where that gives the same levels): the greedy order's
    // in every round, nested dissection's in the first and, where its order is narrower, in
    // the later ones. (Not where the order is not narrow: there they cost the 60- and
    // 100-vertex colourings 1.2x and 1.9x the time, docs/compile.md.)
    auto rerooted = [&](const elimination_order& o) {
      elimination_order r;
      if (o.width == 0) return r;
      r.level = order_levels(f, o, decomposition_root::smallest_bag);
      if (r.level == o.level) return elimination_order{};
      r.rank = o.rank;
      r.width = o.width;
      r.residual = o.residual;
      return r;
    };
    const elimination_order greedy_rerooted = narrow ? rerooted(order) : elimination_order{};
    const elimination_order dissected_rerooted = narrow ? rerooted(dissected) : elimination_order{};
    constexpr decision_heuristic partial = decision_heuristic::partial_order;
    const decision_heuristic racers[6] = {
        by_width,
        narrow ? decision_heuristic::decomposition : decision_heuristic::elimination_order,
        partial,
        partial,
        partial,
        partial};
    // The order each follows (`order` where null).
    const elimination_order* const follows[6] = {nullptr,    nullptr,          nullptr,
                                                 &dissected, &greedy_rerooted, &dissected_rerooted};
    // A racer past the node budget is out, and so is one of the last three without its
    // order; the fourth past the first round, the sixth too where nested dissection's order
    // is not narrower.
    bool out[6] = {false,
                   false,
                   false,
                   dissected.width == 0,
                   greedy_rerooted.width == 0,
                   dissected_rerooted.width == 0};
    // Each racer's decisions that met no conflict, in the latest round it ran.
    std::size_t decided[6] = {0, 0, 0, 0, 0, 0};
    // Where the order is not narrow, the partial order races alone past the first round and
    // compiles past the rounds: there the later rounds run it to its end, as a limit would
    // only stop the same run and start it over (the 100-vertex colourings: 2^21 work, a
    // fifth of the compilation, spent twice).
    std::size_t limit = opt.race_work;
    for (std::size_t round = 0; round < opt.race_rounds;
         ++round, limit = !narrow || limit > unlimited / 4 ? unlimited : 4 * limit) {
      std::optional<compilation> best;
      for (int i = 0; i < 6; ++i) {
        // Past the first round the formula is not small, and where the order is not narrow
        // the partial order races alone: the order's own racer never kept a circuit there,
        // decomposition's was the smaller on one instance of seven (docs/compile.md).
        if (out[i] || (round > 0 && !narrow && racers[i] != decision_heuristic::partial_order))
          continue;
        std::optional<compilation> c;
        try {
          // A racer that needs twice the work of one that finished seldom has fewer edges.
          c = run(racers[i], best ? std::min(limit, 2 * best->stats.work) : limit, follows[i]);
        } catch (const budget_exceeded& e) {
          out[i] = true;  // another racer may still finish within the budget
          if (e.which() != budget_exceeded::resource::nodes ||
              std::all_of(out, out + 6, [](bool b) { return b; }))
            throw;
        }
        if (!c) {
          decided[i] = stopped.decisions - std::min(stopped.decisions, stopped.conflicts);
          continue;
        }
        if (!best) {
          best = std::move(c);
        } else if (c->graph.num_edges() < best->graph.num_edges()) {
          discarded += best->stats.decisions;
          best = std::move(c);
        } else {
          discarded += c->stats.decisions;
        }
      }
      if (best) {
        best->stats.race_decisions = discarded;
        return std::move(*best);
      }
      // Past the first round the rest follows nested dissection's order (computed now where
      // the order is not narrow) where it is narrower, with its levels, rooted either way (on
      // equal widths neither order was the better one for all three racers: docs/compile.md);
      // the greedy order's rerooted partial order races on beside it.
      if (round == 0) {
        out[3] = true;
        if (!narrow) dissect();
        if (dissected.width > 0 && dissected.width < order.width) {
          order = std::move(dissected);
        } else {
          out[5] = true;
        }
      }
    }
    // Past the rounds: the partial order, which raced the later rounds alone where the order
    // is not narrow (on four such instances none finished in the rounds: 4-9% fewer edges
    // than decomposition on three, 4% more on one). Where the order is narrow, the order
    // or the partial order, whichever made more decisions that met no conflict in the last
    // round, in which both stopped at the same work: work over such decisions is the mean
    // size of the components decided on, so that racer has split the formula further (a
    // decision that ends in a conflict splits nothing). On seven ISCAS and grid instances and
    // two sudokus with givens it was the one that finished first or built the smaller circuit;
    // counting every decision picked the wrong one on the two sudokus (2x the edges). (Not a
    // rule for decomposition: it made the most decisions on three instances it did not
    // compile in 60 s; nor for the rerooted partial orders: on the ISCAS-85
    // c432-0.125-0.10 they made more than the partial order, 35,164 and 33,162 against
    // 27,512, and did not finish in 150 s where it takes 32; docs/compile.md.) A racer past
    // the node budget is passed over.
    int pick = 2;
    if (narrow && !out[0] && (out[2] || decided[0] >= decided[2])) pick = 0;
    for (int i = 0; i < 3 && out[pick]; ++i) pick = i;
    if (!out[pick]) return *run(racers[pick], unlimited);
  }
  return *run(by_width, unlimited);
}

}  // namespace detail

/// Compiles the queries over `f` into one circuit with a root per query. Variables
/// v >= num_original are auxiliary (functions of the others): their literals weigh one.
[[nodiscard]] inline compilation compile_topdown(const cnf& f,
                                                 std::span<const topdown_query> queries,
                                                 std::uint32_t num_original,
                                                 const topdown_options& o = {}) {
  // The time budget counts from here, or from o.budget.since (a caller's earlier start).
  const auto start = o.budget.since.value_or(std::chrono::steady_clock::now());
  topdown_options opt = o;
  // One query over the whole formula: its backbone (topdown_options::backbone) first, added
  // as unit clauses, so that the elimination order sees them too (narrowest_elimination
  // orders the formula's residual after its units where the whole has no order).
  std::optional<cnf> with_backbone;
  std::optional<topdown_query> fixed;
  topdown_stats probed{};
  if (opt.backbone && queries.size() == 1 && queries[0].all_clauses &&
      queries[0].assumptions.empty() && !queries[0].contradiction) {
    topdown_options each = opt;
    each.heuristic = decision_heuristic::occurrences;  // needs no elimination order
    detail::topdown_compiler probe(f, num_original, each, nullptr, start);
    const std::optional<std::vector<dimacs_literal>> literals = probe.backbone(queries[0]);
    probed = probe.stats();
    if (!literals) {
      fixed = queries[0];
      fixed->contradiction = true;
    } else if (!literals->empty()) {
      with_backbone.emplace(f);
      for (const dimacs_literal l : *literals) with_backbone->add_clause({l});
    }
  }
  const cnf& g = with_backbone ? *with_backbone : f;
  const std::span<const topdown_query> qs = fixed ? std::span(&*fixed, 1) : queries;
  const bool shared = shares_circuit(qs, num_original, g.num_variables());
  opt = with_defaults(opt, shared);
  compilation out;
  if (opt.heuristic == decision_heuristic::automatic && !shared && !qs[0].contradiction) {
    out = detail::race_heuristics(g, qs[0], num_original, opt, start);
  } else {
    if (opt.heuristic == decision_heuristic::automatic)
      opt.heuristic = decision_heuristic::decomposition;
    if (fixed) opt.heuristic = decision_heuristic::occurrences;  // refuted: no order to compute
    detail::topdown_compiler tc(g, num_original, opt, nullptr, start);
    for (const auto& q : qs) tc.add_query(q);
    out.graph = tc.build();
    out.stats = tc.stats();
  }
  // The pass takes off at most the edges into the smoothing factors: where they are under 2%
  // of the circuit's edges (the structured families), it is not worth its time.
  auto factor_edges = [](const circuit& c) {
    std::size_t e = 0;
    for (node_id i = 0; i < c.size(); ++i)
      for (const node_id k : c.children(i)) e += is_smoothing_factor(c, k);
    return e;
  };
  if (opt.resmooth && qs.size() == 1 && qs[0].all_clauses && qs[0].assumptions.empty() &&
      50 * factor_edges(out.graph) >= out.graph.num_edges()) {
    smoothing_options so;
    so.num_variables = num_original;
    so.strip = true;
    so.max_nodes = opt.budget.max_nodes;
    so.budget_name = "topdown_options::budget.max_nodes";
    try {
      circuit placed = smooth(out.graph, so);
      if (placed.num_edges() < out.graph.num_edges()) out.graph = std::move(placed);
    } catch (const budget_exceeded& e) {  // past the budget: the compiler's own smoothing
      if (e.which() != budget_exceeded::resource::nodes) throw;
    }
  }
  out.stats.backbone_searches = probed.backbone_searches;
  out.stats.backbone_literals = probed.backbone_literals;
  out.stats.counting_refutations += probed.counting_refutations;
  out.stats.sat_decisions += probed.sat_decisions;
  return out;
}

/// The CNF itself as one smooth Decision-DNNF over all its variables.
[[nodiscard]] inline compilation compile_topdown(const cnf& f, const topdown_options& o = {}) {
  const topdown_query q{};
  return compile_topdown(f, std::span(&q, 1), f.num_variables(), o);
}

}  // namespace deeplog::compile
