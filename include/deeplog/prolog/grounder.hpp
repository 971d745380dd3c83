// The grounder: SLD resolution with tabling over a program, from the queries down. Every user
// predicate is tabled by call variant; a call that meets a variant of itself on the call stack
// consumes the answers found so far, and the leader of such a loop re-evaluates until no new
// answer or rule body appears (linear tabling), so recursive programs terminate and the ground
// program is complete. The result is the relevant ground program: for every derived atom its
// ground bodies, whose literals are choice variables (probabilistic facts, annotated
// disjunctions, neural atoms), other derived atoms, or negated derived atoms (stratified
// negation only). Built-ins (is/2, comparisons, between/3, length/2, =, \=, ...) run inline.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <functional>
#include <limits>
#include <map>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "deeplog/prolog/builtins.hpp"
#include "deeplog/prolog/program.hpp"

namespace deeplog::prolog {

struct literal {
  enum class kind_t : std::uint8_t { choice, atom } kind = kind_t::choice;
  bool negated = false;
  std::uint32_t id = 0;
  friend auto operator<=>(const literal&, const literal&) = default;
};

enum class choice_kind : std::uint8_t { fact, ad_member, ad_none, neural_boolean, neural_value };

/// A variable of the ground program's worlds.
struct choice_variable {
  choice_kind kind = choice_kind::fact;
  std::string text;                 // the ground atom (or "$none" of an AD instance)
  double probability = 0;           // facts and AD members
  std::uint32_t declaration = 0;    // the fact, AD or neural declaration
  std::uint32_t value = 0;          // AD member index / neural value index
  std::vector<std::string> inputs;  // neural: the input terms
  std::uint32_t group = ~0u;        // exactly-one group (AD instance, categorical neural input)
};

struct derived_atom {
  std::string text;   // identity: the atom with variables numbered by first occurrence
  std::string shown;  // as ProbLog prints it (operators as written; see term_store::display)
  std::set<std::vector<literal>> bodies;  // each sorted; the atom holds iff one body holds
};

struct ground_program {
  std::vector<derived_atom> atoms;
  std::vector<choice_variable> choices;
  std::vector<std::vector<std::uint32_t>> groups;  // choice ids, exactly one true
  struct query {
    std::string text;   // the query (with its variables), identity as derived_atom::text
    std::string shown;  // as ProbLog prints it
    bool ground = false;
    bool negated = false;                // query(\+ G): answers holds G's atom (if it has a proof)
    std::vector<std::uint32_t> answers;  // derived atoms
  };
  std::vector<query> queries;
  std::vector<std::pair<std::uint32_t, bool>> evidence;           // derived atom, observed value
  std::vector<std::pair<std::string, bool>> impossible_evidence;  // atoms without a proof
  std::size_t steps = 0;  // the grounding's weighted steps (grounding_options::max_steps)
};

/// The grounder's budgets. Each ends grounding with a deeplog::budget_exceeded whose message
/// starts with FILE:LINE:COLUMN (the clause being run) and names the predicate and the limit:
/// resource::nodes for counts and sizes, resource::depth for nesting. Grounding also polls
/// deeplog::check_budget() (the process's time and memory limit) in its loops.
struct grounding_options {
  std::size_t max_answers = std::size_t(1) << 24;      // tabled answers, over all calls
  std::size_t max_calls = std::size_t(1) << 22;        // tabled calls (call variants)
  std::size_t max_depth = 4096;                        // nested tabled calls
  std::size_t max_term_size = std::size_t(1) << 22;    // cells of one call, answer, length/2 list
  std::size_t max_table_cells = std::size_t(1) << 25;  // cells of all tabled calls and answers
  std::size_t max_findall_choices = 16;  // uncertain proofs of one findall (2^n sublists)
  std::size_t max_findall_proofs = std::size_t(1) << 16;  // proofs of one findall answer
  // Resolution steps and built-in solutions, each weighing 1 + the cells it copied (minutes
  // of work at most).
  std::size_t max_steps = std::size_t(1) << 27;
  std::size_t max_subquery_depth = 8;  // subquery/2 inside a subquery, nested

  /// subquery/2,3,5 (ProbLog: the probability of a goal, a number at grounding time): evaluates
  /// a ground program of one query and its evidence, giving (derived atom, P(atom | evidence))
  /// for each answer in order (~0u for an answer printed as asked: no proof, or a negated
  /// goal). compile_program sets it; without one, subquery is a located error.
  std::function<std::vector<std::pair<std::uint32_t, double>>(ground_program)> evaluate{};
};

namespace detail {

class grounder {
 public:
  grounder(const program& p, const grounding_options& o, std::size_t subquery_depth = 0)
      : p_(p), subquery_depth_(subquery_depth), opt_(o) {
    builtins_.max_steps = o.max_steps;
    builtins_.max_term_size = o.max_term_size;
    track_derivations_ = mentions_findall();
  }

  ground_program run() {
    for (const auto& [q, pos] : p_.queries) {
      const term_ref goal = heap_.copy_from(p_.store, q, scratch_vars());
      add_query(goal, pos);
    }
    for (const auto& [e, value] : p_.evidence) {
      const term_ref goal = heap_.copy_from(p_.store, e, scratch_vars());
      add_evidence(goal, value, {});
    }
    // query(Q) :- Body and evidence(A, V) :- Body: every instance their bodies derive, in some
    // world (as ProbLog takes them), after the plain ones.
    if (const auto* rules = p_.clauses_of(symbol_table::query_rule, 1)) {
      const term_ref call = heap_.compound(symbol_table::query_rule, {heap_.variable()});
      const std::uint32_t t = evaluate(call, rules->front().pos);
      for (std::size_t i = 0; i < tables_[t].terms.size(); ++i) {
        const auto [q, pos] = rule_instance(t, i, *rules);
        add_query(heap_.arg(q, 0), pos);
      }
    }
    if (const auto* rules = p_.clauses_of(symbol_table::evidence_rule, 2)) {
      const term_ref call =
          heap_.compound(symbol_table::evidence_rule, {heap_.variable(), heap_.variable()});
      const std::uint32_t t = evaluate(call, rules->front().pos);
      for (std::size_t i = 0; i < tables_[t].terms.size(); ++i) {
        const auto [e, pos] = rule_instance(t, i, *rules);
        const auto value = evidence_value(heap_, heap_.arg(e, 1));
        if (!value)
          fail(pos,
               "evidence(Atom, true|false) expects true or false, not " + show(heap_.arg(e, 1)));
        add_evidence(heap_.arg(e, 0), *value, pos);
      }
    }
    out_.steps = builtins_.steps;
    return std::move(out_);
  }

 private:
  // Answer i of the table of a query or evidence rule, copied into heap_, with the position of
  // the rule's first clause (the answer does not say which clause derived it).
  std::pair<term_ref, source_position> rule_instance(std::uint32_t t, std::size_t i,
                                                     const std::vector<clause>& rules) {
    const term_ref a = heap_.copy_from(answers_store_, tables_[t].terms[i], scratch_vars());
    return {a, rules.front().pos};
  }

  // A query: its answers, each printed once (a query met again adds nothing). A non-ground
  // answer is an error unless it is certain (a proof without choices), as in ProbLog
  // (NonGroundQuery): its probability would be that of no particular atom.
  void add_query(term_ref goal, source_position pos) {
    ground_program::query gq;
    gq.text = show(goal);  // variables numbered by first occurrence: _0, _1, ...
    gq.shown = heap_.display(goal, symbols_);
    gq.ground = heap_.ground(goal);
    check_callable(goal, pos);
    if (is_negation(goal)) {  // query(\+ G): G must be ground, printed as ProbLog does: \+g
      goal = heap_.deref(heap_.arg(goal, 0));
      if (!heap_.ground(goal)) fail(pos, "a negated query must be ground: " + gq.text);
      check_callable(goal, pos);
      gq.negated = true;
      gq.text = "\\+" + show(goal);
      gq.shown = "\\+" + heap_.display(goal, symbols_);
    }
    if (!queried_.insert(gq.text).second) return;  // (\\+ g and g are different queries)
    // A built-in or control goal (query(clause(H, B)), query((a, b))) is tabled as
    // '$call'(G) :- call(G); each answer '$call'(A) is shown as A.
    const bool wrapped = is_control(goal) || reserved_builtin(name(goal), heap_.arity(goal));
    const std::uint32_t t =
        evaluate(wrapped ? heap_.compound(symbol_table::call_goal, {goal}) : goal, pos);
    for (std::size_t i = 0; i < tables_[t].atoms.size(); ++i) {
      std::uint32_t a = tables_[t].atoms[i];
      term_ref answer_term = tables_[t].terms[i];
      if (wrapped) {
        std::unordered_map<term_ref, term_ref> v;
        const term_ref answer =
            heap_.arg(heap_.copy_from(answers_store_, tables_[t].terms[i], v), 0);
        derived_atom d{show(answer), heap_.display(answer, symbols_), {}};
        d.bodies.insert({literal{literal::kind_t::atom, false, a}});
        a = static_cast<std::uint32_t>(out_.atoms.size());
        out_.atoms.push_back(std::move(d));
        answer_term = answers_store_.arg(tables_[t].terms[i], 0);
      }
      answer_terms_.emplace_back(a, answer_term);
      if (!answers_store_.ground(tables_[t].terms[i]) && !certain(a))
        fail(pos, "the query " + gq.text + " has the answer " + out_.atoms[a].text +
                      ", which is not ground and not certain: its probability belongs to no "
                      "ground atom (bind the query's variables)");
      gq.answers.push_back(a);
    }
    out_.queries.push_back(std::move(gq));
  }

  // Whether a body folds to false as ProbLog's grounding folds it: ProbLog builds a body
  // a, b, c as and(a, and(b, c)) from the right, a certain literal dropping out, and(x, x) = x
  // and and(x, not x) = false; a conjunction of several literals is a node it does not look
  // into. (Atoms compare by their text: ProbLog has one node per atom, whichever call derived
  // it.) Such a body holds in no world; ProbLog drops it (no choice is made after it, no error
  // met there), and so does the front end.
  bool folds_to_false(const std::vector<literal>& lits) {
    auto same = [&](const literal& x, const literal& y) {
      return x == y || (x.kind == literal::kind_t::atom && y.kind == x.kind &&
                        x.negated == y.negated && out_.atoms[x.id].text == out_.atoms[y.id].text);
    };
    const literal* single = nullptr;  // the fold of the suffix so far: true, one literal, or more
    bool several = false;
    for (std::size_t i = lits.size(); i-- > 0;) {
      const literal& l = lits[i];
      if (l.kind == literal::kind_t::atom && !l.negated && certain(l.id)) continue;  // true
      if (several) continue;
      if (!single) {
        single = &l;
        continue;
      }
      literal complement = *single;
      complement.negated = !complement.negated;
      if (same(l, complement)) return true;
      if (!same(l, *single)) several = true;
    }
    return false;
  }

  // Whether derived atom `a` holds in every world: a body of certain atoms only (as ProbLog's
  // grounding simplifies such an atom to true). Certainty, once found, stays (bodies only grow).
  bool certain(std::uint32_t a) {
    if (certain_.count(a)) return true;
    {  // without a walk: no body of positive atoms only (most atoms), or an empty body
      bool candidate = false;
      for (const auto& body : out_.atoms[a].bodies) {
        if (body.empty()) {
          certain_.insert(a);
          return true;
        }
        candidate = candidate || std::all_of(body.begin(), body.end(), [](const literal& l) {
                      return l.kind == literal::kind_t::atom && !l.negated;
                    });
      }
      if (!candidate) return false;
    }
    // A depth-first walk; holds(x, depth) returns whether x is certain and the smallest depth
    // of an atom still open on the walk that the walk of x met (a cycle proves nothing, so such
    // an atom counted as not certain). A "not certain" is final only where the walk met no open
    // atom above x: then it is kept until the next change of any body (changes_), so that a
    // long chain is walked once per change, not once per call.
    constexpr std::size_t none = std::numeric_limits<std::size_t>::max();
    std::unordered_map<std::uint32_t, std::size_t> open;  // atom -> its depth on the walk
    std::function<std::pair<bool, std::size_t>(std::uint32_t, std::size_t)> holds =
        [&](std::uint32_t x, std::size_t depth) -> std::pair<bool, std::size_t> {
      if (certain_.count(x)) return {true, none};
      if (const auto u = uncertain_.find(x); u != uncertain_.end() && u->second == changes_)
        return {false, none};
      if (const auto o = open.find(x); o != open.end()) return {false, o->second};
      if (stack_low()) return {false, 0};  // (too deep to tell: not certain, and not final)
      open.emplace(x, depth);
      std::size_t low = none;
      for (const auto& body : out_.atoms[x].bodies) {
        bool all = true;
        for (const literal& l : body) {
          if (l.kind != literal::kind_t::atom || l.negated) {
            all = false;
            break;
          }
          const auto [h, met] = holds(l.id, depth + 1);
          low = std::min(low, met);
          if (!h) {
            all = false;
            break;
          }
        }
        if (all) {
          open.erase(x);
          certain_.insert(x);
          return {true, none};
        }
      }
      open.erase(x);
      if (low >= depth) uncertain_[x] = changes_;
      return {false, low};
    };
    return holds(a, 1).first;
  }

  // Whether G is a control construct rather than a call of a predicate.
  bool is_control(term_ref g) const {
    if (!heap_.is_callable(g)) return false;
    const symbol f = heap_.functor(g);
    const std::uint32_t n = heap_.arity(g);
    if ((f == symbol_table::comma || f == symbol_table::semicolon) && n == 2) return true;
    if ((f == symbol_table::naf || f == symbol_table::not_) && n == 1) return true;
    return (f == ctl_.call && n >= 1) ||
           (n == 3 && (f == ctl_.findall || f == ctl_.all || f == ctl_.all_or_none)) ||
           ((n == 2 || n == 3) && f == ctl_.clause) || (n == 1 && f == ctl_.try_call);
  }

  // The derived atom "some of these answers holds": the answer itself when there is one, else
  // one atom per set of answers (a fixpoint iteration meeting it again adds nothing).
  std::uint32_t any_answer(const std::vector<std::uint32_t>& answers) {
    if (answers.size() == 1) return answers[0];
    auto [it, fresh] = any_atoms_.try_emplace(answers, 0);
    if (fresh) {
      it->second = static_cast<std::uint32_t>(out_.atoms.size());
      derived_atom d{"$any" + std::to_string(it->second), "", {}};
      for (std::uint32_t a : answers) d.bodies.insert({literal{literal::kind_t::atom, false, a}});
      out_.atoms.push_back(std::move(d));
    }
    return it->second;
  }

  bool is_negation(term_ref g) const {
    g = heap_.deref(g);
    return heap_.is_callable(g) && heap_.arity(g) == 1 &&
           (heap_.functor(g) == symbol_table::naf || heap_.functor(g) == symbol_table::not_);
  }

  void add_evidence(term_ref goal, bool value, source_position pos) {
    while (is_negation(goal)) {  // evidence(\+ a) is evidence(a, false)
      goal = heap_.deref(heap_.arg(goal, 0));
      value = !value;
    }
    if (!heap_.ground(goal)) fail(pos, "evidence must be ground: " + heap_.text(goal, symbols_));
    check_callable(goal, pos);
    const std::uint32_t t = evaluate(goal, pos);
    if (tables_[t].atoms.empty())
      out_.impossible_evidence.push_back({heap_.text(goal, symbols_), value});
    else
      out_.evidence.push_back({tables_[t].atoms[0], value});
  }

  struct table {
    std::vector<std::uint32_t> atoms;  // answers, as derived atoms (answer terms: answers_)
    std::vector<term_ref> terms;
    std::unordered_map<std::string, std::uint32_t> index;
    bool complete = false, on_stack = false, looped = false;
    std::size_t depth = 0, leader = 0;
    term_ref call = 0;  // the call, in calls_
  };

  std::unordered_map<term_ref, term_ref>& scratch_vars() {
    vars_.clear();
    return vars_;
  }
  const std::string& name(term_ref t) const { return symbols_.name(heap_.functor(t)); }
  // A goal in a message: variables numbered by first occurrence (_0, _1, ...).
  std::string show(term_ref t) const { return heap_.variant_key(t, symbols_); }
  [[noreturn]] void fail(source_position pos, const std::string& m) const {
    throw grounding_error(p_.file, pos, m);
  }
  void check_callable(term_ref g, source_position pos) const {
    if (!heap_.is_callable(g)) fail(pos, "a query must be an atom or a compound term");
  }
  std::string indicator(term_ref g) const { return name(g) + "/" + std::to_string(heap_.arity(g)); }
  [[noreturn]] void exceeded(budget_exceeded::resource r, source_position pos,
                             const std::string& m) const {
    builtins_.exceeded(r, pos, "grounding: " + m);
  }
  // A call or answer term about to be tabled: within max_term_size, and the tables within
  // max_table_cells.
  void check_size(term_ref t, source_position pos, const char* what) const {
    const std::size_t n = heap_.size(t, opt_.max_term_size);
    if (n > opt_.max_term_size)
      exceeded(budget_exceeded::resource::nodes, pos,
               std::string(what) + " of " + indicator(t) + " has more than " +
                   std::to_string(opt_.max_term_size) +
                   " cells (grounding_options::max_term_size): " + heap_.short_text(t, symbols_));
    if (calls_.checkpoint().cells + answers_store_.checkpoint().cells + n > opt_.max_table_cells)
      exceeded(budget_exceeded::resource::nodes, pos,
               "the tables have more than " + std::to_string(opt_.max_table_cells) +
                   " cells (grounding_options::max_table_cells) at " + what + " " +
                   heap_.short_text(t, symbols_));
  }

  // ---- tables ----
  std::uint32_t evaluate(term_ref goal, source_position pos) {
    if (stack_low())
      exceeded(budget_exceeded::resource::depth, pos,
               "calls nested too deep for the stack (" + std::to_string(stack_.size()) +
                   " tabled calls) at " + indicator(goal));
    const std::string key = heap_.variant_key(goal, symbols_);
    auto [it, fresh] = table_index_.try_emplace(key, static_cast<std::uint32_t>(tables_.size()));
    const std::uint32_t id = it->second;
    if (fresh) {
      if (tables_.size() >= opt_.max_calls) {
        table_index_.erase(it);
        exceeded(budget_exceeded::resource::nodes, pos,
                 "more than " + std::to_string(opt_.max_calls) +
                     " tabled calls (grounding_options::max_calls) at " + indicator(goal) + ": " +
                     heap_.short_text(goal, symbols_));
      }
      try {
        check_size(goal, pos, "the call");
      } catch (...) {
        table_index_.erase(it);
        throw;
      }
      tables_.emplace_back();
      std::unordered_map<term_ref, term_ref> v;
      tables_[id].call = calls_.copy_from(heap_, goal, v);
    }
    if (tables_[id].complete) return id;
    if (tables_[id].on_stack) {  // a variant of an ancestor: consume what it has so far
      table& anc = tables_[id];
      anc.looped = true;
      for (std::size_t d = anc.depth + 1; d < stack_.size(); ++d)
        tables_[stack_[d]].leader = std::min(tables_[stack_[d]].leader, anc.depth);
      return id;
    }
    if (stack_.size() >= opt_.max_depth)
      exceeded(budget_exceeded::resource::depth, pos,
               "more than " + std::to_string(opt_.max_depth) +
                   " nested calls (grounding_options::max_depth; is a recursion unbounded?) at " +
                   indicator(goal) + ": " + heap_.short_text(goal, symbols_));
    {
      table& t = tables_[id];
      t.on_stack = true;
      t.depth = t.leader = stack_.size();
      t.looped = false;
    }
    const auto* clauses = p_.clauses_of(heap_.functor(goal), heap_.arity(goal));
    if (!clauses) {
      if (!p_.unknown_fails)
        fail(pos, "unknown predicate " + name(goal) + "/" + std::to_string(heap_.arity(goal)));
      tables_[id].on_stack = false;
      tables_[id].complete = true;  // no clauses: no answers
      return id;
    }
    stack_.push_back(id);
    while (true) {
      const std::size_t before = changes_;
      for (const clause& c : *clauses) resolve(id, goal, c);
      const table& t = tables_[id];
      if (!(t.looped && t.leader == t.depth && changes_ != before)) break;
      tables_[id].looped = false;  // iterate until a pass adds nothing
    }
    stack_.pop_back();
    table& t = tables_[id];
    t.on_stack = false;
    if (t.leader == t.depth) {  // the leader of its loop (or no loop): all below are complete
      t.complete = true;
      for (std::uint32_t m : pending_)
        if (tables_[m].leader >= t.depth) tables_[m].complete = true;
      std::erase_if(pending_, [&](std::uint32_t m) { return tables_[m].complete; });
    } else {
      pending_.push_back(id);
      if (!stack_.empty())
        tables_[stack_.back()].leader = std::min(tables_[stack_.back()].leader, t.leader);
    }
    return id;
  }

  // One clause against the call `goal` (a term in heap_) of table `id`.
  void resolve(std::uint32_t id, term_ref call_term, const clause& c) {
    const auto mark = heap_.checkpoint();
    auto& vars = scratch_vars();
    const term_ref head = heap_.copy_from(p_.store, c.head, vars);
    builtins_.step(call_term, c.pos, heap_.checkpoint().cells - mark.cells);
    if (heap_.unify(call_term, head)) {
      std::vector<goal_t> body;
      const std::size_t cells = heap_.checkpoint().cells;
      for (const prolog::goal& g : c.body)
        body.push_back({g.kind, heap_.copy_from(p_.store, g.term, vars), g.id, g.index});
      builtins_.step(call_term, c.pos, heap_.checkpoint().cells - cells);
      std::vector<literal> lits;
      const std::size_t builtins_before = path_builtins_.size();
      prove(body, 0, lits, c.pos, [&] { record(id, call_term, lits, c.pos, c, builtins_before); });
    }
    heap_.undo(mark);
  }

  // clause(H, B) and clause(H, B, P): the program's clauses as written whose head unifies
  // with H (all of them when H is unbound), in program order; B is `true` for a fact, P the
  // probability label (1.0 where there is none). Deterministic, as in ProbLog.
  template <class K>
  void clause_of(term_ref g, source_position pos, K&& next) {
    const term_ref h = heap_.deref(heap_.arg(g, 0));
    const bool any = heap_.kind(h) == tag::variable;
    if (!any && !heap_.is_callable(h))
      fail(pos, "clause/" + std::to_string(heap_.arity(g)) + ": the head " +
                    heap_.short_text(h, symbols_) + " is not callable (type error)");
    const std::vector<std::uint32_t>* some = nullptr;
    if (!any) {
      const auto it = p_.clause_index.find({heap_.functor(h), heap_.arity(h)});
      if (it == p_.clause_index.end()) return;
      some = &it->second;
    }
    const std::size_t n = any ? p_.clause_texts.size() : some->size();
    for (std::size_t i = 0; i < n; ++i) {
      const clause_text& c = p_.clause_texts[any ? i : (*some)[i]];
      const std::size_t trail = heap_.trail_size();
      const auto mark = heap_.checkpoint();
      auto& vars = scratch_vars();
      const term_ref head = heap_.copy_from(p_.store, c.head, vars);
      const term_ref body = heap_.copy_from(p_.store, c.body, vars);
      const term_ref probability = heap_.copy_from(p_.store, c.probability, vars);
      builtins_.step(g, pos, heap_.checkpoint().cells - mark.cells);
      if (heap_.unify(h, head) && heap_.unify(heap_.arg(g, 1), body) &&
          (heap_.arity(g) == 2 || heap_.unify(heap_.arg(g, 2), probability)))
        next();
      heap_.unbind(trail);
      heap_.undo(mark);
    }
  }

  struct goal_t {
    goal_kind kind;
    term_ref term;
    std::uint32_t id, index;
  };

  void record(std::uint32_t id, term_ref goal, const std::vector<literal>& lits,
              source_position pos, const clause& from, std::size_t builtins_from) {
    if (folds_to_false(lits)) return;  // (as ProbLog, which drops a body it folds to false)
    const std::string key = heap_.variant_key(goal, symbols_);
    table& t = tables_[id];
    if (!t.index.count(key)) {
      if (answers_ >= opt_.max_answers)
        exceeded(budget_exceeded::resource::nodes, pos,
                 "more than " + std::to_string(opt_.max_answers) +
                     " tabled answers (grounding_options::max_answers) at " + indicator(goal) +
                     ": " + heap_.short_text(goal, symbols_));
      check_size(goal, pos, "the answer");
    }
    auto [it, fresh] = t.index.try_emplace(key, 0);
    if (fresh) {
      ++answers_;
      // Each call variant has its own derived atoms: built-ins that look at instantiation
      // (==, var/1, \=) make the answers of f(_) and of f(a) differ, and ProbLog answers a
      // goal by the proofs of the call that asked for it.
      it->second = static_cast<std::uint32_t>(t.atoms.size());
      t.atoms.push_back(static_cast<std::uint32_t>(out_.atoms.size()));
      out_.atoms.push_back({key, heap_.display(goal, symbols_), {}});
      std::unordered_map<term_ref, term_ref> v;
      t.terms.push_back(answers_store_.copy_from(heap_, goal, v));
      ++changes_;
    }
    const std::uint32_t atom = tables_[id].atoms[it->second];
    if (track_derivations_) note_derivation(atom, lits, from, builtins_from);
    std::vector<literal> body = lits;
    std::sort(body.begin(), body.end());
    body.erase(std::unique(body.begin(), body.end()), body.end());
    if (out_.atoms[atom].bodies.insert(std::move(body)).second) ++changes_;
  }

  // Whether the program names findall (a goal findall/3, or the atom for call/N): only then
  // does the grounder keep each atom's derivations (note_derivation).
  bool mentions_findall() const {
    const auto found = p_.symbols.find("findall");
    if (!found) return false;
    const symbol f = *found;
    std::vector<term_ref> todo;
    for (const auto& [key, clauses] : p_.predicates)
      for (const clause& c : clauses)
        for (const prolog::goal& g : c.body) todo.push_back(g.term);
    for (const auto& [q, pos] : p_.queries) todo.push_back(q);
    for (const auto& [e, value] : p_.evidence) todo.push_back(e);
    while (!todo.empty()) {
      const term_ref t = p_.store.deref(todo.back());
      todo.pop_back();
      const tag k = p_.store.kind(t);
      if ((k == tag::atom || k == tag::compound) && p_.store.functor(t) == f) return true;
      if (k == tag::compound)
        for (std::uint32_t i = 0; i < p_.store.arity(t); ++i) todo.push_back(p_.store.arg(t, i));
    }
    return false;
  }

  // findall/3 lists one element per derivation, as ProbLog: a derivation is a clause and the
  // literals its body met, in order and with repeats (`r(a). r(a).` derives r(a) twice, and
  // `s(X) :- r(X), r(X)` then derives s(a) four times), where the atom's bodies are sets. Its
  // other nodes of ProbLog's formula (which keeps every node) are leaves: each deterministic
  // fact clause is one node, each built-in call that succeeds one node (per ground call).
  struct derivation {
    const std::vector<literal>* lits = nullptr;  // (its key's, in derivations_: stored once)
    std::vector<std::uint32_t> leaves;           // facts and built-ins: keys of leaf_keys_
    std::uint64_t seq = 0;                       // when it was first derived
  };
  void note_derivation(std::uint32_t atom, const std::vector<literal>& lits, const clause& from,
                       std::size_t builtins_from) {
    auto& mine = derivations_[atom];
    auto [it, fresh] = mine.try_emplace({&from, lits});
    if (!fresh) return;
    derivation& d = it->second;
    d.lits = &it->first.second;
    d.seq = ++derivation_seq_;
    auto leaf = [&](char kind, const std::string& what) {  // (built piecewise: GCC 12 -Wrestrict)
      std::string key(1, kind);
      key += what;
      const auto n = static_cast<std::uint32_t>(leaf_keys_.size());
      return leaf_keys_.try_emplace(std::move(key), n).first->second;
    };
    if (from.body.empty())
      d.leaves.push_back(leaf('f', std::to_string(reinterpret_cast<std::uintptr_t>(&from))));
    for (std::size_t b = builtins_from; b < path_builtins_.size(); ++b)
      d.leaves.push_back(leaf('b', heap_.text(path_builtins_[b], symbols_)));
  }

  // ---- bodies ----
  template <class K>
  void prove(const std::vector<goal_t>& body, std::size_t i, std::vector<literal>& lits,
             source_position pos, K&& k) {
    if (i == body.size()) {
      k();
      return;
    }
    if (stack_low())
      exceeded(budget_exceeded::resource::depth, pos,
               "a clause body nested too deep for the stack (at its goal " + std::to_string(i + 1) +
                   ", " + std::to_string(stack_.size()) + " tabled calls deep)");
    const goal_t& g = body[i];
    auto next = [&] { prove(body, i + 1, lits, pos, k); };
    auto with = [&](literal l) {
      lits.push_back(l);
      next();
      lits.pop_back();
    };
    switch (g.kind) {
      case goal_kind::call: {
        // The control built-ins the grounder runs itself (by symbol: this is every goal's path).
        const symbol f = heap_.functor(g.term);
        const std::uint32_t n = heap_.arity(g.term);
        if (f == ctl_.call && n >= 1) {
          call_n(g.term, lits, pos, next);
          return;
        }
        if (n == 3 && (f == ctl_.findall || f == ctl_.all || f == ctl_.all_or_none)) {
          findall(g.term, lits, pos, next,
                  f == ctl_.findall ? collect::findall
                  : f == ctl_.all   ? collect::all
                                    : collect::all_or_none);
          return;
        }
        if ((n == 2 || n == 3 || n == 5) && f == ctl_.subquery) {
          subquery(g.term, pos, next);
          return;
        }
        if (n == 1 && f == ctl_.try_call) {
          prove_term(heap_.arg(g.term, 0), lits, pos, next, true);
          return;
        }
        if ((n == 2 || n == 3) && f == ctl_.clause) {
          clause_of(g.term, pos, next);
          return;
        }
        if (!track_derivations_) {
          if (builtins_.run(g.term, pos, next)) return;
        } else if (builtins_.run(g.term, pos, [&] {
                     path_builtins_.push_back(
                         g.term);  // (a node of findall's formula: note_derivation)
                     const struct restore {
                       std::vector<term_ref>& v;
                       ~restore() { v.pop_back(); }
                     } r{path_builtins_};
                     next();
                   }))
          return;
        call(g.term, pos, with);
        return;
      }
      case goal_kind::negation: {
        // \+ G: no instance of G holds (G's variables are local to it, as in ProbLog). A
        // control construct (conjunction, disjunction, \+, call/N, findall/3) is tabled as
        // '$call'(G) :- call(G) (the prelude).
        bool done = false;
        if (builtins_.run(g.term, pos, [&] { done = true; })) {  // a built-in test: no literal
          if (!done) next();
          return;
        }
        term_ref goal = heap_.deref(g.term);
        if (heap_.kind(goal) == tag::variable)
          fail(pos, "\\+ G: the goal is unbound when called (instantiation error)");
        if (!heap_.is_callable(goal)) fail(pos, "\\+ " + show(goal) + ": not callable");
        if (is_control(goal)) goal = heap_.compound(symbol_table::call_goal, {goal});
        const std::uint32_t t = evaluate(goal, pos);
        if (!tables_[t].complete)
          fail(pos, "\\+ " + heap_.short_text(g.term, symbols_) +
                        " depends on itself through negation (the program is not stratified)");
        const auto& answers = tables_[t].atoms;
        if (answers.empty()) {
          next();  // no proof: the negation holds
          return;
        }
        if (std::any_of(answers.begin(), answers.end(),
                        [&](std::uint32_t a) { return certain(a); }))
          return;  // a certain proof: the negation fails (as ProbLog, which grounds no further)
        with({literal::kind_t::atom, true, any_answer(answers)});
        return;
      }
      case goal_kind::fact_choice: {
        require_ground(g.term, pos, "the probabilistic fact");
        const std::string text = heap_.text(g.term, symbols_);
        with({literal::kind_t::choice, false, choice("f" + std::to_string(g.id) + ":" + text, [&] {
                choice_variable v;
                v.kind = choice_kind::fact;
                v.text = text;
                v.probability = p_.facts[g.id].probability;
                v.declaration = g.id;
                return std::vector<choice_variable>{v};
              })});
        return;
      }
      case goal_kind::ad_choice: {
        if (folds_to_false(lits)) return;  // (ProbLog makes no choice for a false body)
        require_ground(g.term, pos, "the annotated disjunction");
        const std::string inst = heap_.text(g.term, symbols_);
        const auto& ad = p_.ads[g.id];
        const std::uint32_t first = choice("a" + std::to_string(g.id) + ":" + inst, [&] {
          std::vector<choice_variable> vs;
          double total = 0;
          const std::vector<double> probs =
              ad.labels.empty() ? ad.probabilities : flexible_probabilities(ad, g.term, pos);
          for (std::uint32_t h = 0; h < ad.heads.size(); ++h) {
            choice_variable v;
            v.kind = choice_kind::ad_member;
            v.text = instance_text(ad, h, g.term);
            v.probability = probs[h];
            v.declaration = g.id;
            v.value = h;
            total += v.probability;
            vs.push_back(v);
          }
          // The rest of the mass: no head chosen (always there for t(P):: heads, which learning
          // moves).
          if (total < 1 - 1e-12 || !ad.learnables.empty()) {
            choice_variable v;
            v.kind = choice_kind::ad_none;
            v.text = "$none(" + vs[0].text + ")";
            v.probability = std::max(0.0, 1 - total);
            v.declaration = g.id;
            v.value = static_cast<std::uint32_t>(ad.heads.size());
            vs.push_back(v);
          }
          return vs;
        });
        with({literal::kind_t::choice, false, first + g.index});
        return;
      }
      case goal_kind::neural_choice:
        neural(g, pos, with);
        return;
    }
  }

  // call(G, A1, ..., An): G with the extra arguments appended, proved as a body goal (a
  // conjunction, disjunction or negation in G included); `next` continues the caller's body.
  // (The continuation is type-erased: a template would instantiate itself without end.)
  void call_n(term_ref c, std::vector<literal>& lits, source_position pos,
              const std::function<void()>& next) {
    term_ref g = heap_.deref(heap_.arg(c, 0));
    const std::uint32_t extra = heap_.arity(c) - 1;
    if (heap_.kind(g) == tag::variable)
      fail(pos,
           "call/" + std::to_string(extra + 1) + ": the goal is unbound (instantiation error)");
    if (!heap_.is_callable(g))
      fail(pos, "call/" + std::to_string(extra + 1) + ": " + show(g) + " is not callable");
    const auto mark = heap_.checkpoint();
    if (is_lambda(g)) {  // yall: call([X1, .., Xk]>>Body, A1, .., An)
      call_lambda(g, c, extra, lits, pos, next);
      heap_.undo(mark);
      return;
    }
    if (extra > 0) {
      std::vector<term_ref> args;
      for (std::uint32_t i = 0; i < heap_.arity(g); ++i) args.push_back(heap_.arg(g, i));
      for (std::uint32_t i = 1; i <= extra; ++i) args.push_back(heap_.arg(c, i));
      g = heap_.compound(heap_.functor(g), args);
    }
    prove_term(g, lits, pos, next);
    heap_.undo(mark);
  }

  // subquery(G, P), subquery(G, P, Evidence), subquery(G, P, Evidence, Semiring, Evaluator):
  // each answer of G with its probability P given Evidence (a list of goals, each true),
  // computed by grounding G alone (a fresh grounder over the program) and evaluating it
  // (grounding_options::evaluate), as ProbLog does. Deterministic: P is a number. Semiring
  // "prob" or "logprob" and any of ProbLog's evaluators give the same probability.
  template <class K>
  void subquery(term_ref c, source_position pos, K&& next) {
    const std::uint32_t n = heap_.arity(c);
    const std::string who = "subquery/" + std::to_string(n);
    const term_ref goal = heap_.deref(heap_.arg(c, 0));
    if (heap_.kind(goal) == tag::variable)
      fail(pos, who + ": the goal is unbound (instantiation error)");
    if (!heap_.is_callable(goal)) fail(pos, who + ": " + show(goal) + " is not callable");
    std::vector<term_ref> evidence;
    if (n >= 3) evidence = builtins_.proper_list(heap_.arg(c, 2), pos, who.c_str());
    if (n == 5) {
      static constexpr std::string_view semirings[] = {"prob", "logprob"};
      static constexpr std::string_view evaluators[] = {"ddnnf", "sdd", "sddx",   "bdd", "fsdd",
                                                        "fbdd",  "nnf", "dsharp", "c2d", "d4"};
      const auto named = [&](term_ref t, std::span<const std::string_view> ok, const char* what) {
        t = heap_.deref(t);
        if (!heap_.is_callable(t) || heap_.arity(t) != 0 ||
            std::find(ok.begin(), ok.end(), name(t)) == ok.end())
          fail(pos, who + ": unsupported " + what + " " + show(t));
      };
      named(heap_.arg(c, 3), semirings, "semiring");
      named(heap_.arg(c, 4), evaluators, "evaluator");
    }
    if (!opt_.evaluate)
      fail(pos, who + " needs an evaluator (grounding_options::evaluate; compile_program sets it)");
    if (subquery_depth_ >= opt_.max_subquery_depth)
      exceeded(budget_exceeded::resource::depth, pos,
               who + ": more than " + std::to_string(opt_.max_subquery_depth) +
                   " nested subqueries (grounding_options::max_subquery_depth)");
    // Each distinct subquery (goal and evidence, as variants) is grounded and evaluated once.
    std::string key = heap_.variant_key(goal, symbols_);
    for (term_ref e : evidence) {
      key.push_back('\x1f');
      key += heap_.variant_key(e, symbols_);
    }
    auto it = subqueries_.find(key);
    if (it == subqueries_.end()) {
      grounder sub(p_, opt_, subquery_depth_ + 1);
      std::vector<term_ref> terms;  // in sub.answers_store_, by the sub-program's atom
      ground_program g = sub.ground_subquery(heap_, goal, evidence, pos, terms);
      builtins_.step(c, pos, g.steps);
      std::vector<std::pair<std::optional<term_ref>, double>> answers;  // none: the goal
      for (const auto& [atom, probability] : opt_.evaluate(std::move(g))) {
        std::unordered_map<term_ref, term_ref> v;
        std::optional<term_ref> t;
        if (atom != ~0u) t = answers_store_.copy_from(sub.answers_store_, terms.at(atom), v);
        answers.emplace_back(t, probability);
      }
      it = subqueries_.emplace(std::move(key), std::move(answers)).first;
    }
    for (const auto& [stored, probability] : it->second) {
      const std::size_t trail = heap_.trail_size();
      const auto mark = heap_.checkpoint();
      std::unordered_map<term_ref, term_ref> v;
      const term_ref answer = stored ? heap_.copy_from(answers_store_, *stored, v) : goal;
      if (heap_.unify(goal, answer) && heap_.unify(heap_.arg(c, 1), heap_.real(probability)))
        next();
      heap_.unbind(trail);
      heap_.undo(mark);
    }
  }

  // The ground program of subquery(G, _, Evidence): G the one query (a term in `from`),
  // `terms[a]` the answer term of each of its derived atoms a.
  ground_program ground_subquery(const term_store& from, term_ref goal0,
                                 const std::vector<term_ref>& evidence, source_position pos,
                                 std::vector<term_ref>& terms) {
    const term_ref goal = heap_.copy_from(from, goal0, scratch_vars());
    add_query(goal, pos);
    for (term_ref e : evidence) {
      const term_ref ev = heap_.copy_from(from, e, scratch_vars());
      check_callable(ev, pos);
      add_evidence(ev, true, pos);
    }
    terms.assign(out_.atoms.size(), 0);
    for (std::size_t a = 0; a < answer_terms_.size(); ++a)
      if (answer_terms_[a].first < terms.size())
        terms[answer_terms_[a].first] = answer_terms_[a].second;
    out_.steps = builtins_.steps;
    return std::move(out_);
  }

  bool is_lambda(term_ref g) const {
    g = heap_.deref(g);
    if (!heap_.is_callable(g) || heap_.arity(g) != 2) return false;
    if (name(g) == ">>") return true;
    return name(g) == "/" && heap_.is_callable(heap_.deref(heap_.arg(g, 1))) &&
           heap_.arity(heap_.deref(heap_.arg(g, 1))) == 2 &&
           name(heap_.deref(heap_.arg(g, 1))) == ">>";
  }

  // library(yall), as SWI-Prolog: Free/[X1, .., Xk]>>Body called with A1, .., An is a fresh
  // copy of the lambda (the variables of Free shared), X1 = A1, .., and Body called with the
  // arguments beyond k appended.
  void call_lambda(term_ref g, term_ref c, std::uint32_t extra, std::vector<literal>& lits,
                   source_position pos, const std::function<void()>& next) {
    g = heap_.deref(g);
    std::unordered_map<term_ref, term_ref> vars;
    term_ref free = 0;
    if (name(g) == "/") {  // Free/(Params>>Body)
      free = heap_.arg(g, 0);
      g = heap_.deref(heap_.arg(g, 1));
    } else if (const term_ref p = heap_.deref(heap_.arg(g, 0));
               heap_.is_callable(p) && heap_.arity(p) == 2 && name(p) == "/") {
      free = heap_.arg(p, 0);  // (Free/Params)>>Body: / and >> are both 400 yfx in ProbLog
      g = heap_.compound(heap_.functor(g), {heap_.arg(p, 1), heap_.arg(g, 1)});
    }
    if (free) {
      std::vector<term_ref> todo{free};  // the free variables stay themselves
      while (!todo.empty()) {
        const term_ref x = heap_.deref(todo.back());
        todo.pop_back();
        if (heap_.kind(x) == tag::variable) vars.emplace(x, x);
        if (heap_.kind(x) == tag::compound)
          for (std::uint32_t i = 0; i < heap_.arity(x); ++i) todo.push_back(heap_.arg(x, i));
      }
    }
    const term_ref lambda = heap_.copy_from(heap_, g, vars);
    const std::vector<term_ref> params =
        builtins_.proper_list(heap_.arg(lambda, 0), pos, "the parameters of >>");
    term_ref body = heap_.deref(heap_.arg(lambda, 1));
    const std::size_t bound = std::min<std::size_t>(params.size(), extra);
    for (std::size_t i = 0; i < bound; ++i)
      if (!heap_.unify(params[i], heap_.arg(c, static_cast<std::uint32_t>(i + 1)))) return;
    if (extra > bound) {
      if (!heap_.is_callable(body))
        fail(pos, "the body of a lambda is not callable: " + show(body));
      std::vector<term_ref> args;
      for (std::uint32_t i = 0; i < heap_.arity(body); ++i) args.push_back(heap_.arg(body, i));
      for (std::size_t i = bound; i < extra; ++i)
        args.push_back(heap_.arg(c, static_cast<std::uint32_t>(i + 1)));
      body = heap_.compound(heap_.functor(body), args);
    }
    prove_term(body, lits, pos, next);
  }

  // A goal given as a term at run time: ',' ';' '\+' not/1 and call/N are control, the rest
  // a built-in or a tabled call. `undefined_fails` (try_call/1): a goal without clauses and no
  // built-in fails instead of being an error, also in the parts of a conjunction or
  // disjunction.
  void prove_term(term_ref g, std::vector<literal>& lits, source_position pos,
                  const std::function<void()>& next, bool undefined_fails = false) {
    if (stack_low())
      exceeded(budget_exceeded::resource::depth, pos,
               "call/N: a goal nested too deep for the stack");
    g = heap_.deref(g);
    if (heap_.kind(g) == tag::variable)
      fail(pos, "call/1: the goal is unbound (instantiation error)");
    if (!heap_.is_callable(g)) fail(pos, "call/1: " + show(g) + " is not callable");
    const symbol f = heap_.functor(g);
    const std::uint32_t n = heap_.arity(g);
    if (f == symbol_table::comma && n == 2) {
      prove_term(
          heap_.arg(g, 0), lits, pos,
          [&] { prove_term(heap_.arg(g, 1), lits, pos, next, undefined_fails); }, undefined_fails);
      return;
    }
    if (f == symbol_table::semicolon && n == 2) {
      prove_term(heap_.arg(g, 0), lits, pos, next, undefined_fails);
      prove_term(heap_.arg(g, 1), lits, pos, next, undefined_fails);
      return;
    }
    const std::string& fn = symbols_.name(f);
    if (fn == "->" || fn == "*->" || fn == "!") fail(pos, "call/N: " + fn + " is not supported");
    if (undefined_fails && !is_control(g) && !reserved_builtin(fn, n) && !p_.clauses_of(f, n)) {
      builtins_.run(g, pos, next);  // (not one: no solution)
      return;
    }
    const bool negated = (f == symbol_table::naf || f == symbol_table::not_) && n == 1;
    const std::vector<goal_t> body{
        {negated ? goal_kind::negation : goal_kind::call, negated ? heap_.arg(g, 0) : g, 0, 0}};
    prove(body, 0, lits, pos, next);
  }

  // findall(T, G, L) as ProbLog: one element per derivation of G (an instance of T; see
  // note_derivation), in ProbLog's order (number_nodes), and L ranges over the sublists of
  // those elements that can hold together: each sublist with the body "these proofs hold and
  // the others do not" (certain proofs are always in). G is tabled as
  // '$findall'(T, G) :- call(G) (the prelude), which must be complete when called (findall
  // over a goal that depends on the caller is not stratified).
  // all(T, G, L) and all_or_none(T, G, L), ProbLog's variants: one element per answer of G
  // (not per proof); all/3 fails where the list would be empty.
  enum class collect { findall, all, all_or_none };
  void findall(term_ref c, std::vector<literal>& lits, source_position pos,
               const std::function<void()>& next, collect mode = collect::findall) {
    const std::string what = mode == collect::findall ? "findall/3"
                             : mode == collect::all   ? "all/3"
                                                      : "all_or_none/3";
    {  // the result: unbound or a list (ProbLog's CallModeError otherwise)
      term_ref l = heap_.deref(heap_.arg(c, 2));
      while (heap_.kind(l) == tag::compound && heap_.functor(l) == symbol_table::cons &&
             heap_.arity(l) == 2)
        l = heap_.deref(heap_.arg(l, 1));
      if (heap_.kind(l) != tag::variable &&
          !(heap_.kind(l) == tag::atom && heap_.functor(l) == symbol_table::nil))
        fail(pos, what + ": the result " + show(heap_.arg(c, 2)) + " is not a list");
    }
    const term_ref call_term =
        heap_.compound(symbol_table::findall_goal, {heap_.arg(c, 0), heap_.arg(c, 1)});
    const std::uint32_t t = evaluate(call_term, pos);
    if (!tables_[t].complete)
      fail(pos, what + " over " + show(heap_.arg(c, 1)) + ", which depends on the " + what +
                    " itself (the program is not stratified)");
    struct element {
      term_ref value;
      std::vector<literal> proof;  // empty: certain
      std::int64_t order = 0;      // findall: as ProbLog lists the proofs
    };
    std::vector<element> elems;
    proof_memo memo;  // (the answers share one grounding: their atoms and ProbLog's nodes)
    numbering nodes;
    if (mode == collect::findall) number_nodes(tables_[t].atoms, nodes);
    for (std::size_t i = 0; i < tables_[t].atoms.size(); ++i) {
      const term_ref answer = heap_.copy_from(answers_store_, tables_[t].terms[i], scratch_vars());
      const std::uint32_t a = tables_[t].atoms[i];
      if (mode != collect::findall) {
        elems.push_back({heap_.arg(answer, 0), {}});
        if (!certain(a)) elems.back().proof.push_back({literal::kind_t::atom, false, a});
        continue;
      }
      for (auto& p : proofs(a, pos, memo, nodes))
        elems.push_back({heap_.arg(answer, 0), std::move(p.lits), p.order});
    }
    std::stable_sort(elems.begin(), elems.end(),
                     [](const element& x, const element& y) { return x.order < y.order; });
    // A proof's negation: of its single literal, or of an atom whose only body is the proof.
    std::vector<std::size_t> uncertain;
    std::vector<literal> negation(elems.size());
    for (std::size_t e = 0; e < elems.size(); ++e) {
      if (elems[e].proof.empty()) continue;
      uncertain.push_back(e);
      if (elems[e].proof.size() == 1) {
        negation[e] = elems[e].proof[0];
        negation[e].negated = !negation[e].negated;
      } else {  // one atom per proof (a fixpoint iteration meeting it again adds nothing)
        auto [it, fresh] = proof_atoms_.try_emplace(elems[e].proof, 0);
        if (fresh) {
          it->second = static_cast<std::uint32_t>(out_.atoms.size());
          out_.atoms.push_back({"$proof" + std::to_string(it->second), "", {elems[e].proof}});
        }
        negation[e] = {literal::kind_t::atom, true, it->second};
      }
    }
    if (uncertain.size() > opt_.max_findall_choices)
      exceeded(budget_exceeded::resource::nodes, pos,
               "findall/3: " + std::to_string(uncertain.size()) + " uncertain proofs of " +
                   show(heap_.arg(c, 1)) + " (grounding_options::max_findall_choices = " +
                   std::to_string(opt_.max_findall_choices) + ": 2^n sublists)");
    const std::size_t n = uncertain.size();
    for (std::uint64_t mask = (std::uint64_t(1) << n); mask-- > 0;) {  // all in first, as ProbLog
      builtins_.step(c, pos, elems.size());  // (each sublist counts against max_steps)
      std::vector<term_ref> values;
      const std::size_t before = lits.size();
      for (std::size_t e = 0, u = 0; e < elems.size(); ++e) {
        const bool certain = elems[e].proof.empty();
        const bool in = certain || ((mask >> u) & 1);
        if (!certain) ++u;
        if (in) {
          values.push_back(elems[e].value);
          lits.insert(lits.end(), elems[e].proof.begin(), elems[e].proof.end());
        } else {
          lits.push_back(negation[e]);
        }
      }
      const std::size_t tm = heap_.trail_size();
      if (values.empty() && mode == collect::all) {
        lits.resize(before);
        continue;
      }
      if (heap_.unify(heap_.arg(c, 2), builtins_.make_list(values))) next();
      heap_.unbind(tm);
      lits.resize(before);
    }
  }

  // The proofs of derived atom `a` as conjunctions of choices and negated atoms: its
  // derivations with their positive atoms expanded (within max_findall_proofs), in the order
  // ProbLog lists them: by the newest node each uses in the formula ProbLog grounds the findall
  // into, numbered here as that grounding makes them (depth first, each atom's derivations in
  // the order they were found): a leaf or choice when first met, then a body of several nodes
  // as a chain of conjunctions; a body of one node is that node, a negated one orders first.
  struct proof {
    std::int64_t order = 0;
    std::vector<literal> lits;
  };
  using proof_memo = std::unordered_map<std::uint32_t, std::vector<proof>>;
  struct numbering {
    std::unordered_map<std::uint64_t, std::int64_t> node;       // leaf or choice -> its node
    std::unordered_map<const derivation*, std::int64_t> order;  // -> the newest node it makes
    std::int64_t next = 0;
    std::int64_t operator()(std::uint64_t key) {
      auto [it, fresh] = node.try_emplace(key, 0);
      if (fresh) it->second = ++next;
      return it->second;
    }
  };
  // The nodes of the formula ProbLog grounds a findall's goal into, numbered as that grounding
  // makes them: the derivations under `atoms` in the order they were found, each making its
  // leaves and choices (when first met) and then, for a body of several nodes, a chain of
  // conjunctions. A body of one node is that node; \+ of a derived atom is a node of its own.
  void number_nodes(const std::vector<std::uint32_t>& atoms, numbering& nodes) {
    std::vector<const derivation*> all;
    std::unordered_set<std::uint32_t> seen;
    std::vector<std::uint32_t> todo(atoms.rbegin(), atoms.rend());
    while (!todo.empty()) {
      const std::uint32_t a = todo.back();
      todo.pop_back();
      if (!seen.insert(a).second) continue;
      const auto d = derivations_.find(a);
      if (d == derivations_.end()) continue;
      for (const auto& [key, way] : d->second) {
        all.push_back(&way);
        for (const literal& l : *way.lits)
          if (l.kind == literal::kind_t::atom && !l.negated) todo.push_back(l.id);
      }
    }
    std::sort(all.begin(), all.end(),
              [](const derivation* x, const derivation* y) { return x->seq < y->seq; });
    constexpr std::uint64_t leaf_tag = std::uint64_t(1) << 32;  // (choices: their id)
    for (const derivation* way : all) {
      std::int64_t single = 0;  // 0: through an atom's own proofs
      for (std::uint32_t leaf : way->leaves) single = nodes(leaf_tag | leaf);
      for (const literal& l : *way->lits) {
        if (l.kind == literal::kind_t::choice)
          single = l.negated ? -nodes(l.id) : nodes(l.id);
        else
          single = l.negated ? -(++nodes.next) : 0;
      }
      const std::size_t parts = way->leaves.size() + way->lits->size();
      nodes.order[way] = parts > 1 ? (nodes.next += std::int64_t(parts) - 1) : single;
    }
  }
  std::vector<proof> proofs(std::uint32_t a, source_position pos, proof_memo& memo,
                            numbering& nodes) {
    std::set<std::uint32_t> open;
    return proofs(a, pos, memo, open, nodes, true);
  }
  std::vector<proof> proofs(std::uint32_t a, source_position pos, proof_memo& memo,
                            std::set<std::uint32_t>& open, numbering& nodes, bool top) {
    if (!top)
      if (auto it = memo.find(a); it != memo.end()) return it->second;
    // A proof through an atom being expanded goes through itself: never a new proof (the
    // least fixpoint), so that branch is dropped; what is found below such a cut depends on
    // the path, so it is not memoized.
    if (!open.insert(a).second) {
      ++cuts_;
      return {};
    }
    const std::size_t cuts = cuts_;
    if (stack_low())
      exceeded(budget_exceeded::resource::depth, pos, "findall/3: proofs nested too deep");
    auto too_many = [&] {
      exceeded(budget_exceeded::resource::nodes, pos,
               "findall/3: more than " + std::to_string(opt_.max_findall_proofs) + " proofs of " +
                   out_.atoms[a].text + " (grounding_options::max_findall_proofs)");
    };
    std::vector<proof> out;
    std::vector<const derivation*> ways;
    std::vector<derivation> own;  // an atom the grounder made itself: its bodies
    if (const auto d = derivations_.find(a); d != derivations_.end()) {
      for (const auto& [key, way] : d->second) ways.push_back(&way);
      std::sort(ways.begin(), ways.end(),
                [](const derivation* x, const derivation* y) { return x->seq < y->seq; });
    } else {
      for (const auto& body : out_.atoms[a].bodies) own.push_back({&body, {}, 0});
      for (const auto& way : own) ways.push_back(&way);
    }
    for (const derivation* way : ways) {
      const auto known = nodes.order.find(way);
      std::vector<proof> partial{{known == nodes.order.end() ? 0 : known->second, {}}};
      for (const literal& l : *way->lits) {
        if (l.kind == literal::kind_t::choice || l.negated) {
          for (auto& p : partial) p.lits.push_back(l);
          continue;
        }
        const auto sub = proofs(l.id, pos, memo, open, nodes, false);
        if (partial.size() * sub.size() > opt_.max_findall_proofs) too_many();
        std::vector<proof> next;
        for (const auto& p : partial)
          for (const auto& q : sub) {
            next.push_back({std::max(p.order, q.order), p.lits});
            next.back().lits.insert(next.back().lits.end(), q.lits.begin(), q.lits.end());
          }
        partial = std::move(next);
      }
      for (auto& p : partial) {
        std::sort(p.lits.begin(), p.lits.end());
        p.lits.erase(std::unique(p.lits.begin(), p.lits.end()), p.lits.end());
        out.push_back(std::move(p));
      }
      if (out.size() > opt_.max_findall_proofs) too_many();
    }
    open.erase(a);
    if (cuts == cuts_ && !top) memo[a] = out;
    return out;
  }

  // The text of head h of annotated disjunction `ad` in the ground instance `instance`.
  std::string instance_text(const annotated_disjunction& ad, std::uint32_t h, term_ref instance) {
    const auto mark = heap_.checkpoint();
    std::unordered_map<term_ref, term_ref> v;
    const term_ref pattern = heap_.copy_from(p_.store, ad.instance, v);
    const term_ref head = heap_.copy_from(p_.store, ad.heads[h], v);
    heap_.unify(pattern, instance);
    std::string s = heap_.text(head, symbols_);
    heap_.undo(mark);
    return s;
  }

  // The labels of a rule with flexible probabilities in its ground instance `instance`: each
  // an arithmetic expression with a value in [0, 1], their sum at most 1 (as ProbLog checks).
  std::vector<double> flexible_probabilities(const annotated_disjunction& ad, term_ref instance,
                                             source_position pos) {
    const auto mark = heap_.checkpoint();
    std::unordered_map<term_ref, term_ref> v;
    heap_.unify(heap_.copy_from(p_.store, ad.instance, v), instance);
    std::vector<double> out;
    double total = 0;
    for (term_ref label : ad.labels) {
      const term_ref l = heap_.copy_from(p_.store, label, v);
      if (!heap_.ground(l))
        fail(pos, "the probability label " + show(l) + " is not bound when the rule is used");
      const double p = builtins_.eval(l, pos).as_double();
      if (!(p >= 0 && p <= 1))
        fail(pos, "the probability label " + heap_.short_text(l, symbols_) + " is " + real_text(p) +
                      ", not in [0, 1]");
      out.push_back(p);
      total += p;
    }
    heap_.undo(mark);
    if (total > 1 + 1e-9)
      fail(pos,
           "the probabilities of an annotated disjunction sum to " + real_text(total) + " > 1");
    return out;
  }

  template <class With>
  void neural(const goal_t& g, source_position pos, With&& with) {
    const auto& d = p_.neural[g.id];
    std::vector<std::string> inputs;
    for (std::size_t a : d.input_args) {
      const term_ref x = heap_.arg(g.term, static_cast<std::uint32_t>(a));
      if (!heap_.ground(x))
        fail(pos, "the input " + show(x) + " of neural predicate " + name(g.term) +
                      " is not ground when called");
      inputs.push_back(heap_.text(x, symbols_));
    }
    std::string key = "n" + std::to_string(g.id) + ":";
    for (const auto& s : inputs) key += s + ",";
    auto make = [&] {
      std::vector<choice_variable> vs;
      const std::size_t k = d.categorical() ? d.domain.size() : 1;
      for (std::uint32_t i = 0; i < k; ++i) {
        choice_variable v;
        v.kind = d.categorical() ? choice_kind::neural_value : choice_kind::neural_boolean;
        v.declaration = g.id;
        v.value = i;
        v.inputs = inputs;
        const auto mark = heap_.checkpoint();
        std::unordered_map<term_ref, term_ref> vm;
        const term_ref atom = heap_.copy_from(p_.store, d.atom, vm);
        heap_.unify(atom, g.term);
        if (d.categorical())
          heap_.unify(heap_.arg(atom, static_cast<std::uint32_t>(d.output_arg)),
                      heap_.copy_from(p_.store, d.domain[i], vm));
        v.text = heap_.text(atom, symbols_);
        heap_.undo(mark);
        vs.push_back(std::move(v));
      }
      return vs;
    };
    const std::uint32_t first = choice(key, make);
    if (!d.categorical()) {
      with({literal::kind_t::choice, false, first});
      return;
    }
    const term_ref out = heap_.arg(g.term, static_cast<std::uint32_t>(d.output_arg));
    for (std::uint32_t i = 0; i < d.domain.size(); ++i) {
      const std::size_t tm = heap_.trail_size();
      const auto mark = heap_.checkpoint();
      std::unordered_map<term_ref, term_ref> vm;
      if (heap_.unify(out, heap_.copy_from(p_.store, d.domain[i], vm)))
        with({literal::kind_t::choice, false, first + i});
      heap_.unbind(tm);
      heap_.undo(mark);
    }
  }

  // The id of the first of the variables made by `make` under `key` (a group when several).
  template <class Make>
  std::uint32_t choice(const std::string& key, Make&& make) {
    auto [it, fresh] =
        choice_index_.try_emplace(key, static_cast<std::uint32_t>(out_.choices.size()));
    if (fresh) {
      auto vs = make();
      const bool grouped = vs.size() > 1 || (!vs.empty() && vs[0].kind == choice_kind::ad_member) ||
                           (!vs.empty() && vs[0].kind == choice_kind::neural_value);
      std::vector<std::uint32_t> members;
      const auto group = static_cast<std::uint32_t>(out_.groups.size());
      for (auto& v : vs) {
        if (grouped) v.group = group;
        members.push_back(static_cast<std::uint32_t>(out_.choices.size()));
        out_.choices.push_back(std::move(v));
      }
      if (grouped) out_.groups.push_back(std::move(members));
    }
    return it->second;
  }

  void require_ground(term_ref t, source_position pos, const char* what) const {
    if (!heap_.ground(t))
      fail(pos, std::string(what) + " " + show(t) +
                    " is not ground when used (bind its variables in the body)");
  }

  template <class With>
  void call(term_ref g, source_position pos, With&& with) {
    const std::uint32_t t = evaluate(g, pos);
    // A table in progress may grow while we iterate: take the answers known now.
    const std::size_t n = tables_[t].atoms.size();
    for (std::size_t i = 0; i < n; ++i) {
      const auto mark = heap_.checkpoint();
      std::unordered_map<term_ref, term_ref> v;
      const term_ref a = heap_.copy_from(answers_store_, tables_[t].terms[i], v);
      builtins_.step(g, pos, heap_.checkpoint().cells - mark.cells);
      if (heap_.unify(g, a)) with({literal::kind_t::atom, false, tables_[t].atoms[i]});
      heap_.undo(mark);
    }
  }

  const program& p_;
  std::size_t subquery_depth_ = 0;
  // subquery/N: (goal, evidence) variant keys -> answers (in answers_store_; none: the goal as
  // asked) and their probabilities
  std::map<std::string, std::vector<std::pair<std::optional<term_ref>, double>>> subqueries_;
  std::vector<std::pair<std::uint32_t, term_ref>> answer_terms_;  // queries: atom, answers_store_
  // The program's symbols and those built while grounding (concat/2 makes atoms): a copy, so
  // grounding leaves the program as it was.
  symbol_table symbols_{p_.symbols};
  // The control built-ins the grounder runs itself.
  struct {
    symbol call, findall, all, all_or_none, subquery, try_call, clause;
  } ctl_{symbols_.intern("call"),        symbols_.intern("findall"),  symbols_.intern("all"),
         symbols_.intern("all_or_none"), symbols_.intern("subquery"), symbols_.intern("try_call"),
         symbols_.intern("clause")};
  grounding_options opt_;
  term_store heap_, answers_store_, calls_;
  std::map<std::vector<literal>, std::uint32_t> proof_atoms_;  // findall: a proof's atom
  std::set<std::uint32_t> certain_;                            // atoms known to be certain
  std::unordered_map<std::uint32_t, std::size_t> uncertain_;   // atom -> changes_ when not certain
  std::size_t cuts_ = 0;                                       // proofs(): cycles cut so far
  std::map<std::vector<std::uint32_t>, std::uint32_t> any_atoms_;  // negation: any_answer()
  // findall: each derived atom's derivations (see note_derivation), keyed by clause and literals.
  std::unordered_map<std::uint32_t,
                     std::map<std::pair<const clause*, std::vector<literal>>, derivation>>
      derivations_;
  std::unordered_map<std::string, std::uint32_t> leaf_keys_;  // fact clause or built-in call
  std::vector<term_ref> path_builtins_;  // the built-in calls that succeeded on the path proved
  std::uint64_t derivation_seq_ = 0;
  bool track_derivations_ = false;
  builtins builtins_{heap_, symbols_, p_.file};
  std::unordered_map<term_ref, term_ref> vars_;
  std::vector<table> tables_;
  std::unordered_map<std::string, std::uint32_t> table_index_, choice_index_;
  std::set<std::string> queried_;  // variant keys of the queries asked
  std::vector<std::uint32_t> stack_, pending_;
  std::size_t changes_ = 0, answers_ = 0;
  ground_program out_;
};

}  // namespace detail

/// The relevant ground program of p's queries and evidence.
inline ground_program ground(const program& p, const grounding_options& o = {}) {
  return on_large_stack([&] { return detail::grounder(p, o).run(); });
}

}  // namespace deeplog::prolog
