// A probabilistic logic program in the DeepProbLog style (paper, appendix "Syntax"), loaded
// from text:
//   a :- b, \+ c.                     rules (bodies may use ',' ';' '\+' and not/1)
//   0.3::a.   0.3::a(X) :- b(X).     probabilistic facts and rules (labelled facts)
//   0.2::a; 0.5::b :- c.             annotated disjunctions (probabilities sum to at most 1)
//   nn(net, [X], Y, [0,1,2]) :: digit(X, Y).   a neural predicate over a categorical output:
//                                    one network call per input X labels all its values
//   nn(net, [X]) :: burglary(X).     a neural predicate over a Boolean output
//   query(q(X)).  ?- q(X).           queries (all answers)
//   evidence(a, true).  evidence(b).  evidence
// Every rule becomes a clause whose body is a list of goals; the probabilistic parts are
// `choice` goals that name one choice variable of the ground program.
#pragma once

#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "deeplog/prolog/parser.hpp"

namespace deeplog::prolog {

enum class goal_kind : std::uint8_t { call, negation, fact_choice, ad_choice, neural_choice };

struct goal {
  goal_kind kind = goal_kind::call;
  term_ref term = 0;        // call/negation: the goal; choices: the instance (ground when reached)
  std::uint32_t id = 0;     // choices: the fact, AD or neural declaration
  std::uint32_t index = 0;  // AD: the head's index
};

struct clause {
  term_ref head = 0;
  std::vector<goal> body;
  source_position pos;
};

struct probabilistic_fact {
  double probability = 0;
  source_position pos;
  std::uint32_t learnable = ~0u;  // t(P)::fact: its program::learnables entry
};

/// A probability learnt from examples (`t(P)::h`, DeepProbLog's learnable parameters; `t(_)`
/// starts at 1/2, or at 1/n in an annotated disjunction of n heads). Inference reads `value`
/// (deeplog::prolog::trainer updates it).
struct learnable_probability {
  double value = 0;
  source_position pos;
};

struct annotated_disjunction {
  std::vector<double> probabilities;      // one per head; their sum is at most 1
  std::vector<std::uint32_t> learnables;  // t(P)::h heads: one program::learnables entry each
  std::vector<term_ref> heads;
  // Flexible probabilities (`P::h :- ..., P is ...`): the labels, evaluated per ground instance
  // (then `probabilities` is unused); empty when every label is a constant.
  std::vector<term_ref> labels;
  term_ref instance = 0;  // '$ad'(the rule's variables): one choice per ground instance
  source_position pos;
};

struct neural_declaration {
  std::string network;
  std::vector<term_ref> domain;  // categorical: the output values; empty: Boolean
  term_ref atom = 0;             // the declared atom p(Inputs.., Output)
  std::size_t output_arg = 0;    // categorical: which argument of the atom is the output
  std::vector<std::size_t> input_args;
  source_position pos;
  bool categorical() const { return !domain.empty(); }
};

/// A clause as written, for clause/2 and clause/3: the head, the body (`true` for a fact) and
/// the probability label (1.0 for a clause without one).
struct clause_text {
  term_ref head = 0, body = 0, probability = 0;
};

class program {
 public:
  program() = default;
  program(const program&) = delete;
  program& operator=(const program&) = delete;
  program(program&&) = default;
  program& operator=(program&&) = default;

  symbol_table symbols;
  term_store store;  // the program's terms (never undone)
  std::string file = "<program>";
  std::map<std::pair<symbol, std::uint32_t>, std::vector<clause>> predicates;
  std::vector<probabilistic_fact> facts;
  std::vector<learnable_probability> learnables;
  std::vector<annotated_disjunction> ads;
  std::vector<neural_declaration> neural;
  std::vector<std::pair<term_ref, source_position>> queries;
  std::vector<std::pair<term_ref, bool>> evidence;
  /// The program's clauses as written, in program order, and their indices by head
  /// name/arity: as ProbLog's clause/2 finds them (query and evidence facts included, each
  /// head of an annotated disjunction; not the prelude's clauses, no negative head).
  std::vector<clause_text> clause_texts;
  std::map<std::pair<symbol, std::uint32_t>, std::vector<std::uint32_t>> clause_index;
  bool unknown_fails = false;       // `:- unknown(fail).`: a call of an undefined predicate fails
  std::set<std::string> consulted;  // files loaded by :- consult(File)
  bool consult_enabled = true;      // see load_options::consult

  const std::vector<clause>* clauses_of(symbol f, std::uint32_t arity) const {
    auto it = predicates.find({f, arity});
    return it == predicates.end() ? nullptr : &it->second;
  }
  std::string text(term_ref r) const { return store.text(r, symbols); }
};

/// The value of evidence(Atom, V): true for `true`, false for `false` or `fail`, none otherwise.
inline std::optional<bool> evidence_value(const term_store& st, term_ref v) {
  v = st.deref(v);
  if (!st.is_callable(v) || st.arity(v) != 0) return std::nullopt;
  if (st.functor(v) == symbol_table::true_) return true;
  if (st.functor(v) == symbol_table::false_ || st.functor(v) == symbol_table::fail) return false;
  return std::nullopt;
}

namespace detail {

// ProbLog's library(scope): Scope:Goal holds when Goal holds in Scope; a conjunction scopes
// each part, a list of scopes [S|Ss] is its members in any order, and a goal that is not
// scoped holds in every scope (try_call/1: a goal without clauses fails).
inline constexpr std::string_view scope_library = R"(
C:G :- nonvar(G), G = (A, B), C:A, C:B.
C:G :- nonvar(C), C = [S|_], S:G.
C:G :- nonvar(C), \+ is_list(C), [C]:G.
C:G :- nonvar(C), select(S, C, R), [S|R]:G.
_:G :- nonvar(G), try_call(G).
)";

/// Whether name/arity is a built-in the grounder runs (no program may define it); a user
/// predicate may share a name with one of another arity (all/0 is not all/3).
inline bool reserved_builtin(std::string_view name, std::uint32_t arity) {
  // (-1: any arity >= 1, call/N)
  static constexpr std::pair<std::string_view, int> reserved[] = {
      {"is", 2},     {"=", 2},       {"\\=", 2},  {"<", 2},           {">", 2},
      {"=<", 2},     {">=", 2},      {"=:=", 2},  {"=\\=", 2},        {"between", 3},
      {"length", 2}, {"\\+", 1},     {"not", 1},  {",", 2},           {";", 2},
      {"true", 0},   {"fail", 0},    {"==", 2},   {"\\==", 2},        {"@<", 2},
      {"@>", 2},     {"@=<", 2},     {"@>=", 2},  {"=..", 2},         {"sort", 2},
      {"succ", 2},   {"compare", 3}, {"plus", 3}, {"functor", 3},     {"arg", 3},
      {"call", -1},  {"findall", 3}, {"all", 3},  {"all_or_none", 3}, {"clause", 2},
      {"clause", 3}};
  const auto a = static_cast<int>(arity);
  for (const auto& [n, k] : reserved)
    if (n == name && (k == a || (k < 0 && a >= 1))) return true;
  return false;
}

class loader {
 public:
  loader(program& p, std::string_view text) : p_(p), text_(text) {}

  /// Loads every clause. Predicates in `replaceable` (the prelude's) lose their clauses when
  /// the text defines them itself.
  void run(std::set<std::pair<symbol, std::uint32_t>>* replaceable = nullptr) {
    replaceable_ = replaceable;
    reader rd(text_, p_.file, p_.store, p_.symbols);
    while (auto c = rd.next()) load(*c);
  }

 private:
  using S = symbol_table;
  term_store& st() { return p_.store; }
  [[noreturn]] void fail(source_position pos, const std::string& m) const {
    throw program_error(p_.file, pos, m);
  }
  bool is(term_ref t, symbol f, std::uint32_t arity) const {
    return p_.store.is_callable(t) && p_.store.functor(t) == f && p_.store.arity(t) == arity;
  }
  std::string name_of(term_ref t) const {
    return p_.symbols.name(p_.store.functor(t)) + "/" + std::to_string(p_.store.arity(t));
  }

  void load(const read_clause& c) {
    const term_ref t = p_.store.deref(c.term);
    if (is(t, S::neck, 1)) return directive(st().deref(st().arg(t, 0)), c.pos);
    if (is(t, S::neck, 2) || is(t, p_.symbols.intern("<-"), 2))
      remember(st().deref(st().arg(t, 0)), st().arg(t, 1));
    else
      remember(t, st().atom(S::true_));
    if (is(t, S::query_op, 1)) {
      p_.queries.push_back({st().arg(t, 0), c.pos});
      return;
    }
    if (is(t, S::query, 1)) {
      p_.queries.push_back({st().arg(t, 0), c.pos});
      return;
    }
    if (is(t, S::evidence, 1) || is(t, S::evidence, 2)) {
      bool value = true;
      if (st().arity(t) == 2) {
        const auto v = evidence_value(st(), st().arg(t, 1));
        if (!v) fail(c.pos, "evidence(Atom, true|false) expects true or false");
        value = *v;
      }
      p_.evidence.push_back({st().arg(t, 0), value});
      return;
    }
    term_ref head = t;
    term_ref body = 0;
    bool has_body = false;
    if (is(t, S::neck, 2) || is(t, p_.symbols.intern("<-"), 2)) {  // h <- b is h :- b
      head = st().deref(st().arg(t, 0));
      body = st().arg(t, 1);
      has_body = true;
      // Query and evidence clauses: every instance their body derives (in some world) is a
      // query or evidence, as in ProbLog; the grounder calls them after the plain ones.
      if (is(head, S::query, 1)) {
        head = st().compound(S::query_rule, {st().arg(head, 0)});
      } else if (is(head, S::evidence, 1) || is(head, S::evidence, 2)) {
        const term_ref value = st().arity(head) == 2 ? st().arg(head, 1) : st().atom(S::true_);
        head = st().compound(S::evidence_rule, {st().arg(head, 0), value});
      }
    }
    const bool annotated_head = is(head, S::annotation, 2) || is(head, S::semicolon, 2);
    if (has_body && !annotated_head) aggregate_head(head, body);
    const symbol agg = p_.symbols.intern("$aggregate");
    if (mentions(head, agg) || (has_body && mentions(body, agg)))
      fail(c.pos, "an aggregate term f<V> stands only as the last argument of a rule's head");
    if (annotated_head) {
      annotated(head, has_body ? std::optional(body) : std::nullopt, c.pos);
      return;
    }
    if (!has_body && is(head, S::naf, 1))  // as ProbLog, which reads it as no clause
      fail(c.pos, "a negative fact \\+h needs a probability (p::\\+h) or a body");
    head = negative_head(head, c.pos);
    for (auto& alt : has_body ? alternatives(body, c.pos) : std::vector<std::vector<goal>>{{}})
      clauses_for(head).push_back({head, std::move(alt), c.pos});
  }

  // The clause as written, for clause/2,3: `h`, `p::h`, each head of an annotated
  // disjunction with its own probability (as ProbLog; not a neural declaration).
  void remember(term_ref head, term_ref body) {
    if (!replaceable_) return;  // the prelude
    if (is(head, S::semicolon, 2)) {
      if (!is(st().deref(st().arg(head, 0)), S::annotation, 2)) return;
      remember(st().deref(st().arg(head, 0)), body);
      remember(st().deref(st().arg(head, 1)), body);
      return;
    }
    term_ref h = head;
    term_ref label = 0;
    if (is(head, S::annotation, 2)) {
      label = st().deref(st().arg(head, 0));
      h = st().deref(st().arg(head, 1));
      if (is(label, S::nn, 4) || is(label, S::nn, 3) || is(label, S::nn, 2)) return;
    }
    if (!st().is_callable(h) || is(h, S::semicolon, 2) || is(h, S::naf, 1)) return;
    p_.clause_index[{st().functor(h), st().arity(h)}].push_back(
        static_cast<std::uint32_t>(p_.clause_texts.size()));
    p_.clause_texts.push_back({h, body, label ? label : st().real(1.0)});
  }

  // Whether functor f/2 occurs in t.
  bool mentions(term_ref t, symbol f) const {
    std::vector<term_ref> todo{t};
    while (!todo.empty()) {
      const term_ref x = p_.store.deref(todo.back());
      todo.pop_back();
      if (p_.store.kind(x) != tag::compound) continue;
      if (p_.store.functor(x) == f && p_.store.arity(x) == 2) return true;
      for (std::uint32_t i = 0; i < p_.store.arity(x); ++i) todo.push_back(p_.store.arg(x, i));
    }
    return false;
  }

  // ProbLog's head aggregates: h(G1, .., Gk, f<V>) :- Body. is
  //   h(G1, .., Gk, R) :- aggregate(f, V, [G1, .., Gk], Body, ([G1, .., Gk], R)).
  // (one answer per group [G1, .., Gk] of Body's solutions, R = f of their V values; the
  // library's f: sum, avg, min, max, count, or a predicate f(Values, R) of the program's).
  // (A scoped head Scope:h(.., f<V>) aggregates inside the scope, as in ProbLog: a scope is
  // an ordinary term here, Scope:Goal a call of ':'/2, which is what ProbLog's scoped atoms
  // mean when every use names the scope.)
  void aggregate_head(term_ref& head, term_ref& body) {
    const symbol agg = p_.symbols.intern("$aggregate");
    if (is(head, p_.symbols.intern(":"), 2)) {
      term_ref inner = st().deref(st().arg(head, 1));
      const term_ref before = inner;
      aggregate_head(inner, body);
      if (inner != before) head = st().compound(st().functor(head), {st().arg(head, 0), inner});
      return;
    }
    if (!st().is_callable(head) || st().arity(head) == 0) return;
    const std::uint32_t n = st().arity(head);
    const term_ref last = st().deref(st().arg(head, n - 1));
    if (!is(last, agg, 2)) return;
    std::vector<term_ref> group;
    for (std::uint32_t i = 0; i + 1 < n; ++i) group.push_back(st().arg(head, i));
    term_ref list = st().atom(S::nil);
    for (std::size_t i = group.size(); i-- > 0;) list = st().compound(S::cons, {group[i], list});
    const term_ref r = st().variable();
    std::vector<term_ref> args = group;
    args.push_back(r);
    head = st().compound(st().functor(head), args);
    const term_ref pair = st().compound(S::comma, {list, r});
    const term_ref call_args[] = {st().arg(last, 0), st().arg(last, 1), list, body, pair};
    body = st().compound(p_.symbols.intern("aggregate"), call_args);
  }

  // `:- use_module(library(lists|apply|aggregate|cut|collect|string|assert))`: their
  // predicates are always loaded (the prelude); library(scope) is loaded where it is named.
  // `:- unknown(fail|error).`: whether calling an undefined predicate fails or is an error.
  // `:- assertz(C).` (library(assert)) adds clause C as the program loads, as ProbLog runs the
  // directive; in a clause body assertz, retract and retractall are located errors.
  void directive(term_ref d, source_position pos) {
    if (is(d, p_.symbols.intern("assertz"), 1)) {
      const term_ref c = st().deref(st().arg(d, 0));
      if (st().kind(c) == tag::variable) fail(pos, p_.text(d) + ": the clause is unbound");
      if (!st().is_callable(c)) fail(pos, p_.text(d) + ": " + p_.text(c) + " is not a clause");
      if (assert_depth_ >= 64)  // (:- assertz((:- assertz(..))) nests the loader's calls)
        fail(pos, "assertz/1 directives nested more than 64 deep");
      ++assert_depth_;
      load(read_clause{c, pos, {}});
      --assert_depth_;
      return;
    }
    if (is(d, p_.symbols.intern("consult"), 1)) {
      const term_ref f = st().deref(st().arg(d, 0));
      if (is(f, S::cons, 2) || is(f, S::nil, 0)) {
        for (term_ref x : list_items(f, pos, "consult/1's argument")) consult(x, pos);
      } else {
        consult(f, pos);
      }
      return;
    }
    if (is(d, p_.symbols.intern("unknown"), 1)) {
      const term_ref v = st().deref(st().arg(d, 0));
      if (is(v, S::fail, 0) || is(v, p_.symbols.intern("error"), 0)) {
        p_.unknown_fails = is(v, S::fail, 0);
        return;
      }
      fail(pos, "unknown/1 expects fail or error");
    }
    if (is(d, p_.symbols.intern("use_module"), 1)) {
      const term_ref lib = st().deref(st().arg(d, 0));
      if (is(lib, p_.symbols.intern("library"), 1)) {
        const term_ref name = st().deref(st().arg(lib, 0));
        if (is(name, p_.symbols.intern("lists"), 0) || is(name, p_.symbols.intern("apply"), 0) ||
            is(name, p_.symbols.intern("aggregate"), 0) || is(name, p_.symbols.intern("cut"), 0) ||
            is(name, p_.symbols.intern("collect"), 0) || is(name, p_.symbols.intern("string"), 0) ||
            is(name, p_.symbols.intern("assert"), 0))
          return;
        if (is(name, p_.symbols.intern("scope"), 0)) {  // loaded here: it defines :/2
          if (!p_.consulted.insert("library(scope)").second) return;
          const std::string outer = p_.file;
          p_.file = library_file;
          loader(p_, scope_library).run(replaceable_);
          p_.file = outer;
          return;
        }
      }
    }
    fail(pos, "the directive :- " + p_.text(d) +
                  " is not supported (supported: "
                  "use_module(library(lists|apply|aggregate|cut|collect|string|assert|scope)), "
                  "unknown(fail), unknown(error), consult(File), assertz(Clause))");
  }

  // `:- consult(File).`: loads File's clauses into the program (as if written here). File is
  // an atom, relative to the consulting file's folder, `.pl` added when File has none there;
  // a file consulted again (or consulting itself) adds nothing, as in ProbLog.
  void consult(term_ref f, source_position pos) {
    if (!(st().is_callable(f) && st().arity(f) == 0))
      fail(pos, "consult/1 expects a file name (an atom), not " + p_.text(f));
    if (!p_.consult_enabled) fail(pos, "consult/1 is disabled (load_options::consult)");
    namespace fs = std::filesystem;
    const std::string name = p_.symbols.name(st().functor(f));
    const fs::path base = fs::path(p_.file).parent_path();
    fs::path path = base / name;
    std::error_code ec;
    if (!fs::is_regular_file(path, ec) && fs::is_regular_file(base / (name + ".pl"), ec))
      path = base / (name + ".pl");
    std::ifstream in(path, std::ios::binary);
    if (!fs::is_regular_file(path, ec) || !in) fail(pos, "consult/1: cannot read " + path.string());
    const std::string key = fs::weakly_canonical(path, ec).string();
    if (!p_.consulted.insert(key.empty() ? path.string() : key).second) return;
    if (p_.consulted.size() > 1024) fail(pos, "consult/1: more than 1024 files");
    if (fs::file_size(path, ec) > (std::uintmax_t(1) << 28))
      fail(pos, "consult/1: " + path.string() + " is larger than 256 MiB");
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const std::string outer = p_.file;
    p_.file = path.string();
    loader(p_, text).run(replaceable_);
    p_.file = outer;
  }

  int assert_depth_ = 0;  // directive(): :- assertz(C) loading C

  std::vector<clause>& clauses_for(term_ref head) {
    const std::pair<symbol, std::uint32_t> key{st().functor(head), st().arity(head)};
    if (replaceable_ && replaceable_->erase(key)) p_.predicates.erase(key);
    return p_.predicates[key];
  }

  // A checked head; a negative head literal \+h (ProbLog's "p::\+h :- b": h holds when one of
  // its positive clauses does and none of its negative ones) is the head '$not'(h), which
  // resolve_negative_heads joins with h's positive clauses once the whole program is loaded.
  term_ref negative_head(term_ref h, source_position pos) {
    if (is(h, S::naf, 1)) {
      const term_ref atom = st().deref(st().arg(h, 0));
      check_head(atom, pos);
      return st().compound(p_.symbols.intern("$not"), {atom});
    }
    check_head(h, pos);
    return h;
  }

  void check_head(term_ref h, source_position pos) const {
    if (!p_.store.is_callable(h)) fail(pos, "a clause head must be an atom or a compound term");
    if (reserved_builtin(p_.symbols.name(p_.store.functor(h)), p_.store.arity(h)))
      fail(pos, "cannot redefine the built-in " + name_of(h));
  }

  // The body as alternatives (disjunction ';' distributes into separate clauses), computed
  // with an explicit stack (a 20k-goal body nests 20k ','s); at most max_alternatives.
  static constexpr std::size_t max_alternatives = std::size_t(1) << 16;
  std::vector<std::vector<goal>> alternatives(term_ref b0, source_position pos) {
    using alts = std::vector<std::vector<goal>>;
    struct frame {
      term_ref t;
      std::size_t operands;  // 0: not expanded; n: combine the last n values
    };
    std::vector<frame> todo{{b0, 0}};
    std::vector<alts> values;
    std::vector<term_ref> chain;
    const symbol arrow = p_.symbols.intern("->");
    while (!todo.empty()) {
      const frame fr = todo.back();
      todo.pop_back();
      const term_ref b = st().deref(fr.t);
      const bool conj = is(b, S::comma, 2), disj = is(b, S::semicolon, 2);
      if (conj || disj) {
        const symbol op = conj ? S::comma : S::semicolon;
        if (fr.operands == 0) {  // the operands of the whole a, b, c, ... chain, then combine
          chain.clear();
          term_ref x = b;
          for (; is(x, op, 2); x = st().deref(st().arg(x, 1))) chain.push_back(st().arg(x, 0));
          chain.push_back(x);
          todo.push_back({b, chain.size()});
          for (std::size_t i = chain.size(); i-- > 0;) todo.push_back({chain[i], 0});
          continue;
        }
        const std::size_t first = values.size() - fr.operands;
        alts x = std::move(values[first]);
        for (std::size_t i = first + 1; i < values.size(); ++i) {
          alts& y = values[i];
          if ((disj ? x.size() + y.size() : x.size() * y.size()) > max_alternatives)
            fail(pos, "the body has more than " + std::to_string(max_alternatives) +
                          " alternatives (disjunctions ';' multiply out)");
          if (disj) {
            for (auto& a : y) x.push_back(std::move(a));
          } else if (x.size() == 1 && y.size() == 1) {
            x[0].insert(x[0].end(), y[0].begin(), y[0].end());
          } else {
            alts out;
            for (auto& l : x)
              for (auto& r : y) {
                auto z = l;
                z.insert(z.end(), r.begin(), r.end());
                out.push_back(std::move(z));
              }
            x = std::move(out);
          }
        }
        values.resize(first);
        values.push_back(std::move(x));
        continue;
      }
      if (st().kind(b) == tag::variable) {  // a variable goal G is call(G)
        values.push_back({{goal{goal_kind::call, st().compound(p_.symbols.intern("call"), {b})}}});
        continue;
      }
      if (is(b, arrow, 2)) fail(pos, "if-then-else (->) is not supported");
      if (is(b, S::naf, 1) || is(b, S::not_, 1)) {
        const term_ref g = st().deref(st().arg(b, 0));
        if (!p_.store.is_callable(g) && st().kind(g) != tag::variable)
          fail(pos, "\\+ expects a goal");
        values.push_back({{goal{goal_kind::negation, g}}});
        continue;
      }
      if (!p_.store.is_callable(b)) fail(pos, "a goal must be an atom or a compound term");
      if (p_.symbols.name(st().functor(b)) == "!") fail(pos, "the cut (!) is not supported");
      if (st().arity(b) == 1) {
        const std::string& f = p_.symbols.name(st().functor(b));
        if (f == "assertz" || f == "retract" || f == "retractall")
          fail(pos, f + "/1 in a clause body is not supported: under tabling, answers would "
                        "depend on the order of evaluation (assertz is supported as a "
                        "directive, :- assertz(Clause).)");
      }
      values.push_back({{goal{goal_kind::call, b}}});
    }
    return std::move(values.back());
  }

  // A label: a number or an arithmetic expression of numbers (+ - * /), in [0, 1].
  double probability(term_ref t, source_position pos) {
    const double v = constant_expression(t, pos, 0);
    if (!(v >= 0 && v <= 1)) fail(pos, "the probability " + p_.text(t) + " is not in [0, 1]");
    return v;
  }
  double constant_expression(term_ref t, source_position pos, int depth) {
    if (depth > 1000) fail(pos, "a probability label nested more than 1000 deep");
    t = st().deref(t);
    if (st().kind(t) == tag::integer) return double(st().int_value(t));
    if (st().kind(t) == tag::real) return st().real_value(t);
    if (st().kind(t) == tag::compound && st().arity(t) == 2) {
      const std::string& f = p_.symbols.name(st().functor(t));
      const double a = constant_expression(st().arg(t, 0), pos, depth + 1);
      const double b = constant_expression(st().arg(t, 1), pos, depth + 1);
      if (f == "+") return a + b;
      if (f == "-") return a - b;
      if (f == "*") return a * b;
      if (f == "/") return a / b;
    }
    if (st().kind(t) == tag::compound && st().arity(t) == 1 &&
        p_.symbols.name(st().functor(t)) == "-")
      return -constant_expression(st().arg(t, 0), pos, depth + 1);
    fail(pos, "a probability label must be a number, not " + p_.text(t));
  }

  // p::h.  p::h :- b.  p1::h1; p2::h2 :- b.  nn(...)::h.
  void annotated(term_ref heads, std::optional<term_ref> body, source_position pos) {
    std::vector<term_ref> parts;
    for (term_ref x = heads; is(x, S::semicolon, 2); x = st().deref(st().arg(x, 1)))
      parts.push_back(st().deref(st().arg(x, 0)));
    {
      term_ref x = heads;
      while (is(x, S::semicolon, 2)) x = st().deref(st().arg(x, 1));
      parts.push_back(x);
    }
    if (parts.size() == 1 && is(parts[0], S::annotation, 2) &&
        is(st().deref(st().arg(parts[0], 0)), S::nn, 4)) {
      if (body) fail(pos, "a neural predicate declaration has no body");
      return neural(st().deref(st().arg(parts[0], 0)), st().deref(st().arg(parts[0], 1)), pos);
    }
    if (parts.size() == 1 && is(parts[0], S::annotation, 2) &&
        is(st().deref(st().arg(parts[0], 0)), S::nn, 3)) {
      if (body) fail(pos, "a neural predicate declaration has no body");
      return tensor_network(st().deref(st().arg(parts[0], 0)), st().deref(st().arg(parts[0], 1)),
                            pos);
    }
    if (parts.size() == 1 && is(parts[0], S::annotation, 2) &&
        is(st().deref(st().arg(parts[0], 0)), S::nn, 2)) {
      if (body) fail(pos, "a neural predicate declaration has no body");
      return neural(st().deref(st().arg(parts[0], 0)), st().deref(st().arg(parts[0], 1)), pos);
    }
    annotated_disjunction ad;
    ad.pos = pos;
    double total = 0;
    bool flexible = false;
    std::size_t learnable = 0;
    const symbol t = p_.symbols.intern("t");
    for (term_ref part : parts) {
      if (!is(part, S::annotation, 2))
        fail(pos, "every head of an annotated disjunction needs p::");
      const term_ref label = st().deref(st().arg(part, 0));
      if (is(label, t, 1))
        ++learnable;
      else
        flexible = flexible || !st().ground(label);
    }
    if (learnable != 0 && learnable != parts.size())
      fail(pos, "an annotated disjunction with t(P):: heads needs t(P):: on every head");
    if (learnable != 0 && flexible) fail(pos, "t(P):: labels cannot be flexible");
    for (term_ref part : parts) {
      const term_ref label = st().deref(st().arg(part, 0));
      const term_ref h = negative_head(st().deref(st().arg(part, 1)), pos);
      ad.heads.push_back(h);
      if (learnable) {  // t(P): P (a number) or t(_) (1/2 for a fact, 1/n among n heads)
        const term_ref init = st().deref(st().arg(label, 0));
        const double p = st().kind(init) == tag::variable
                             ? 1.0 / double(parts.size() == 1 ? 2 : parts.size())
                             : probability(init, pos);
        ad.learnables.push_back(static_cast<std::uint32_t>(p_.learnables.size()));
        p_.learnables.push_back({p, pos});
        ad.probabilities.push_back(p);
        total += p;
        continue;
      }
      if (flexible) {  // evaluated when the rule is grounded (its variables bound by then)
        ad.labels.push_back(label);
        ad.probabilities.push_back(0);
        continue;
      }
      const double p = probability(label, pos);
      ad.probabilities.push_back(p);
      total += p;
    }
    if (total > 1 + 1e-9)
      fail(pos, "the probabilities of an annotated disjunction sum to " + std::to_string(total) +
                    " > 1");
    std::vector<std::vector<goal>> alts{{}};
    if (body) alts = alternatives(*body, pos);
    if (ad.heads.size() == 1 && !body && !flexible) {  // p::fact: an independent choice
      const auto id = static_cast<std::uint32_t>(p_.facts.size());
      p_.facts.push_back({ad.probabilities[0], pos, learnable ? ad.learnables[0] : ~0u});
      const term_ref h = ad.heads[0];
      clauses_for(h).push_back({h, {goal{goal_kind::fact_choice, h, id}}, pos});
      return;
    }
    // The instance of a choice: all variables of the rule (one choice per grounding).
    std::vector<term_ref> vars;
    for (term_ref h : ad.heads) collect_vars(h, vars);
    for (term_ref l : ad.labels) collect_vars(l, vars);
    if (body) collect_body_vars(*body, vars);
    const term_ref instance = st().compound(p_.symbols.intern("$ad"), vars);
    ad.instance = instance;
    const auto id = static_cast<std::uint32_t>(p_.ads.size());
    p_.ads.push_back(ad);
    // A body with ';' is one clause per alternative, all sharing the rule's choice (ProbLog:
    // 0.5::h :- a ; b. is h with 0.5 * P(a or b)); a variable that an alternative leaves
    // unbound makes the choice non-ground, an error where it is used (as in ProbLog).
    for (std::uint32_t i = 0; i < ad.heads.size(); ++i)
      for (const auto& alt : alts) {
        std::vector<goal> b = alt;
        b.push_back(goal{goal_kind::ad_choice, instance, id, i});
        const term_ref h = ad.heads[i];
        clauses_for(h).push_back({h, std::move(b), pos});
      }
  }

  // The variables of t, in order of first occurrence (appended to `out` when new).
  void collect_vars(term_ref t, std::vector<term_ref>& out) {
    std::set<term_ref> seen(out.begin(), out.end());
    std::vector<term_ref> todo{t};
    while (!todo.empty()) {
      const term_ref x = st().deref(todo.back());
      todo.pop_back();
      if (st().kind(x) == tag::variable) {
        if (seen.insert(x).second) out.push_back(x);
      } else if (st().kind(x) == tag::compound) {
        for (std::uint32_t i = st().arity(x); i-- > 0;) todo.push_back(st().arg(x, i));
      }
    }
  }

  // The variables of a body outside its local scopes, as ProbLog counts a rule's variables:
  // a variable that occurs only inside \+ G, not G, or the template and goal of findall/3
  // is local to that goal (it stays unbound and is no part of the rule's instance).
  void collect_body_vars(term_ref body, std::vector<term_ref>& out) {
    std::vector<term_ref> todo{body};
    const symbol findall = p_.symbols.intern("findall"), all = p_.symbols.intern("all"),
                 all_or_none = p_.symbols.intern("all_or_none");
    while (!todo.empty()) {
      const term_ref g = st().deref(todo.back());
      todo.pop_back();
      if (is(g, S::comma, 2) || is(g, S::semicolon, 2)) {
        todo.push_back(st().arg(g, 1));
        todo.push_back(st().arg(g, 0));
      } else if (is(g, S::naf, 1) || is(g, S::not_, 1)) {
        continue;
      } else if (is(g, findall, 3) || is(g, all, 3) || is(g, all_or_none, 3)) {
        collect_vars(st().arg(g, 2), out);
      } else {
        collect_vars(g, out);
      }
    }
  }

  std::vector<term_ref> list_items(term_ref l, source_position pos, const char* what) {
    std::vector<term_ref> out;
    l = st().deref(l);
    while (is(l, S::cons, 2)) {
      out.push_back(st().deref(st().arg(l, 0)));
      l = st().deref(st().arg(l, 1));
    }
    if (!is(l, S::nil, 0)) fail(pos, std::string(what) + " must be a list");
    return out;
  }

  // nn(Net, [Inputs..], Output, [Values..]) :: atom.   nn(Net, [Inputs..]) :: atom.
  // nn(Net, Inputs, Out) :: h(.., Out, ..): a network with a tensor output, no choice: Out is
  // the term tensor(Net, Inputs) (with Inputs bound), which other networks take as an input
  // (their neural_labels see its text and compute Net on Inputs themselves).
  void tensor_network(term_ref decl, term_ref atom, source_position pos) {
    const term_ref net = st().deref(st().arg(decl, 0));
    if (st().kind(net) != tag::atom) fail(pos, "the network of nn(...) must be a name");
    check_head(atom, pos);
    const term_ref out = st().deref(st().arg(decl, 2));
    if (st().kind(out) != tag::variable)
      fail(pos, "the output of nn(Net, Inputs, Out) must be a variable");
    term_ref in = st().deref(st().arg(decl, 1));
    if (st().kind(in) == tag::variable) in = st().compound(S::cons, {in, st().atom(S::nil)});
    const term_ref value = st().compound(p_.symbols.intern("tensor"), {net, in});
    const term_ref unify = st().compound(p_.symbols.intern("="), {out, value});
    clauses_for(atom).push_back({atom, {goal{goal_kind::call, unify}}, pos});
  }

  void neural(term_ref decl, term_ref atom, source_position pos) {
    neural_declaration d;
    d.pos = pos;
    const term_ref net = st().deref(st().arg(decl, 0));
    if (st().kind(net) != tag::atom) fail(pos, "the network of nn(...) must be a name");
    d.network = p_.symbols.name(st().functor(net));
    // The inputs: a list of variables, or one variable (nn(Net, E, Y, Values) :: p(E, Y)).
    const term_ref in = st().deref(st().arg(decl, 1));
    const auto inputs = st().kind(in) == tag::variable
                            ? std::vector<term_ref>{in}
                            : list_items(in, pos, "the inputs of nn(...)");
    check_head(atom, pos);
    d.atom = atom;
    auto arg_index = [&](term_ref v) -> std::size_t {
      if (st().kind(v) != tag::variable)
        fail(pos, "the inputs and output of nn(...) must be variables");
      for (std::uint32_t i = 0; i < st().arity(atom); ++i)
        if (st().deref(st().arg(atom, i)) == v) return i;
      fail(pos, "a variable of nn(...) does not occur in " + p_.text(atom));
    };
    for (term_ref v : inputs) d.input_args.push_back(arg_index(v));
    if (st().arity(decl) == 4) {
      d.output_arg = arg_index(st().deref(st().arg(decl, 2)));
      d.domain = list_items(st().arg(decl, 3), pos, "the values of nn(...)");
      if (d.domain.empty()) fail(pos, "a categorical neural predicate needs at least one value");
      for (term_ref v : d.domain)
        if (!st().ground(v)) fail(pos, "the values of nn(...) must be ground");
    }
    const auto id = static_cast<std::uint32_t>(p_.neural.size());
    p_.neural.push_back(d);
    clauses_for(atom).push_back({atom, {goal{goal_kind::neural_choice, atom, id}}, pos});
  }

  program& p_;
  std::string_view text_;
  std::set<std::pair<symbol, std::uint32_t>>* replaceable_ = nullptr;
};

/// Library predicates every program has (they are tabled like the user's).
// ProbLog's lists and apply libraries (`:- use_module(library(lists|apply))` loads nothing
// more: they are always here; a program may define its own versions).
inline constexpr std::string_view prelude = R"(
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
append([], L, L).
append([H|T], L, [H|R]) :- append(T, L, R).
select(X, [X|T], T).
select(X, [H|T], [H|R]) :- select(X, T, R).
reverse(L, R) :- '$reverse'(L, [], R).
'$reverse'([], A, A).
'$reverse'([H|T], A, R) :- '$reverse'(T, [H|A], R).
nth0(I, L, X) :- '$nth'(L, 0, I, X).
nth1(I, L, X) :- '$nth'(L, 1, I, X).
'$nth'([X|_], B, B, X).
'$nth'([_|T], B, I, X) :- B1 is B + 1, '$nth'(T, B1, I, X).
last([X], X).
last([_|T], X) :- last(T, X).
sum_list(L, S) :- '$sum_list'(L, 0, S).
sumlist(L, S) :- '$sum_list'(L, 0, S).
'$sum_list'([], S, S).
'$sum_list'([H|T], A, S) :- A1 is A + H, '$sum_list'(T, A1, S).
max_list([H|T], M) :- '$max_list'(T, H, M).
'$max_list'([], M, M).
'$max_list'([H|T], A, M) :- A1 is max(A, H), '$max_list'(T, A1, M).
min_list([H|T], M) :- '$min_list'(T, H, M).
'$min_list'([], M, M).
'$min_list'([H|T], A, M) :- A1 is min(A, H), '$min_list'(T, A1, M).
maplist(_, []).
maplist(G, [X|Xs]) :- call(G, X), maplist(G, Xs).
maplist(_, [], []).
maplist(G, [X|Xs], [Y|Ys]) :- call(G, X, Y), maplist(G, Xs, Ys).
maplist(_, [], [], []).
maplist(G, [X|Xs], [Y|Ys], [Z|Zs]) :- call(G, X, Y, Z), maplist(G, Xs, Ys, Zs).
maplist(_, [], [], [], []).
maplist(G, [X|Xs], [Y|Ys], [Z|Zs], [W|Ws]) :- call(G, X, Y, Z, W), maplist(G, Xs, Ys, Zs, Ws).
'$findall'(_, G) :- call(G).
concat(L, S) :- '$join'('', L, S).
join(Sep, L, S) :- '$join'(Sep, L, S).
lst2str(L, S) :- '$join'('', L, S).
str2lst(S, L) :- '$str2lst'(S, L).
str2int(S, I) :- '$str2int'(S, I).
sub_string(S, Before, N, After, Sub) :- '$str2lst'(S, Cs), append(B, Rest, Cs),
  append(Su, A, Rest), length(Su, N), '$join'('', B, Before), '$join'('', A, After),
  '$join'('', Su, Sub).
'=>'(G, By/C) :- '$collect'(G, By, C).
'=>'(G, C) :- C \= _/_, '$collect'(G, none, C).
'$collect'(G, By, C) :- C =.. [F|As], concat([collect_, F], N), C1 =.. [N, G, By|As], call(C1).
collect_list(G, Y, R) :- collect_list(G, none, Y, R).
collect_list(G, By, Y, R) :- all_or_none((By, Y), G, L), enum_groups(L, By, R).
enum_groups(Pairs, Group, Values) :- '$pairs'(Pairs, Gs, Vs), enum_groups(Gs, Vs, Group, Values).
'$pairs'([], [], []).
'$pairs'([(G, V)|T], [G|Gs], [V|Vs]) :- '$pairs'(T, Gs, Vs).
select_uniform(Id, Vs, V, Rest) :- length(Vs, N), N > 0, W is 1 / N, '$repeat'(N, W, Ws),
  select_weighted(Id, Ws, Vs, V, Rest).
'$repeat'(0, _, []).
'$repeat'(N, X, [X|T]) :- N > 0, M is N - 1, '$repeat'(M, X, T).
select_weighted(Id, Ws, Vs, V, Rest) :- sum_list(Ws, T), T > 0, '$select'(Id, T, Ws, Vs, V, Rest).
select_weighted(Id, WVs, V, Rest) :- '$pairs'(WVs, Ws, Vs), select_weighted(Id, Ws, Vs, V, Rest).
P::'$select_p'(_, P, _, _, _).
'$select'(_, _, [_], [X], X, []).
'$select'(Id, T, [W|Ws], [X|Xs], X, Xs) :- Xs \= [], P is W / T, '$select_p'(Id, P, Ws, X, Xs).
'$select'(Id, T, [W|Ws], [X|Xs], Y, [X|R]) :- Xs \= [], P is W / T,
  \+ '$select_p'(Id, P, Ws, X, Xs), T1 is T - W, '$select'(Id, T1, Ws, Xs, Y, R).
cut(G) :- cut(G, _).
cut(G, I) :- G =.. [F|As], R =.. [F, I|As], all(I, clause(R, _), Is), sort(Is, Ordered),
  '$cut'(Ordered, I, R).
'$cut'([I|_], I, R) :- call(R).
'$cut'([J|Js], I, R) :- \+ (I = J, call(R)), '$cut'(Js, I, R).
'$call'(G) :- call(G).
forall(C, A) :- \+ (C, \+ A).
append(Ls, L) :- '$append_all'(Ls, L).
'$append_all'([], []).
'$append_all'([L|Ls], R) :- append(L, R0, R), '$append_all'(Ls, R0).
memberchk(X, [Y|_]) :- X = Y.
memberchk(X, [Y|T]) :- X \= Y, memberchk(X, T).
prefix(P, L) :- append(P, _, L).
selectchk(X, L, R) :- '$selectchk'(X, L, R).
'$selectchk'(X, [Y|T], T) :- X = Y.
'$selectchk'(X, [Y|T], [Y|R]) :- X \= Y, '$selectchk'(X, T, R).
select(X, Xs, Y, Ys) :- '$select4'(Xs, X, Y, Ys).
'$select4'([X|T], X, Y, [Y|T]).
'$select4'([H|T], X, Y, [H|T2]) :- '$select4'(T, X, Y, T2).
nextto(X, Y, [X, Y|_]).
nextto(X, Y, [_|T]) :- nextto(X, Y, T).
delete([], _, []).
delete([H|T], X, R) :- H \= X, R = [H|R1], delete(T, X, R1).
delete([H|T], X, R) :- \+ H \= X, delete(T, X, R).
nth0(I, L, X, R) :- '$nth_rest'(L, 0, I, X, R).
nth1(I, L, X, R) :- '$nth_rest'(L, 1, I, X, R).
'$nth_rest'([X|T], B, B, X, T).
'$nth_rest'([H|T], B, I, X, [H|R]) :- B1 is B + 1, '$nth_rest'(T, B1, I, X, R).
proper_length(L, N) :- is_list(L), length(L, N).
same_length([], []).
same_length([_|A], [_|B]) :- same_length(A, B).
permutation([], []).
permutation(L, [H|T]) :- select(H, L, R), permutation(R, T).
flatten(L, F) :- '$flatten'(L, [], F).
'$flatten'(V, A, [V|A]) :- var(V).
'$flatten'(L, A, A) :- L == [].
'$flatten'(L, A, F) :- nonvar(L), L = [H|T], '$flatten'(T, A, A1), '$flatten'(H, A1, F).
'$flatten'(X, A, [X|A]) :- nonvar(X), X \= [], X \= [_|_].
max_member(M, [H|T]) :- '$max_member'(T, H, M).
'$max_member'([], M, M).
'$max_member'([H|T], A, M) :- H @> A, '$max_member'(T, H, M).
'$max_member'([H|T], A, M) :- \+ H @> A, '$max_member'(T, A, M).
min_member(M, [H|T]) :- '$min_member'(T, H, M).
'$min_member'([], M, M).
'$min_member'([H|T], A, M) :- H @< A, '$min_member'(T, H, M).
'$min_member'([H|T], A, M) :- \+ H @< A, '$min_member'(T, A, M).
numlist(L, H, []) :- L > H.
numlist(L, H, [L|T]) :- L =< H, L1 is L + 1, numlist(L1, H, T).
is_set(L) :- is_list(L), sort(L, S), length(L, N), length(S, N).
list_to_set(L, S) :- '$list_to_set'(L, [], S).
'$list_to_set'([], _, []).
'$list_to_set'([H|T], Seen, R) :- memberchk(H, Seen), '$list_to_set'(T, Seen, R).
'$list_to_set'([H|T], Seen, [H|R]) :- \+ memberchk(H, Seen), '$list_to_set'(T, [H|Seen], R).
intersection([], _, []).
intersection([H|T], L, R) :- memberchk(H, L), R = [H|R1], intersection(T, L, R1).
intersection([H|T], L, R) :- \+ memberchk(H, L), intersection(T, L, R).
union([], L, L).
union([H|T], L, R) :- memberchk(H, L), union(T, L, R).
union([H|T], L, [H|R]) :- \+ memberchk(H, L), union(T, L, R).
subset([], _).
subset([H|T], L) :- memberchk(H, L), subset(T, L).
subtract([], _, []).
subtract([H|T], L, R) :- memberchk(H, L), subtract(T, L, R).
subtract([H|T], L, [H|R]) :- \+ memberchk(H, L), subtract(T, L, R).
aggregate(F, V, Group, Body, (Group, R)) :-
    all([Group, Body, V], Body, L), '$column'(L, 0, Gs), '$column'(L, 2, Vs),
    enum_groups(Gs, Vs, Group, Values), call(F, Values, R).
'$column'([], _, []).
'$column'([Row|Rows], I, [X|Xs]) :- nth0(I, Row, X), '$column'(Rows, I, Xs).
enum_groups(Keys, Values, Group, GroupValues) :-
    list_to_set(Keys, Groups), member(Group, Groups), '$group_values'(Keys, Values, Group, GroupValues).
'$group_values'([], [], _, []).
'$group_values'([K|Ks], [V|Vs], G, [V|Ws]) :- K == G, '$group_values'(Ks, Vs, G, Ws).
'$group_values'([K|Ks], [_|Vs], G, Ws) :- K \== G, '$group_values'(Ks, Vs, G, Ws).
sum(L, S) :- sum_list(L, S).
avg(L, A) :- sum_list(L, S), length(L, N), A is S / N.
min(L, M) :- min_list(L, M).
max(L, M) :- max_list(L, M).
count(L, N) :- length(L, N).
foldl(_, [], A, A).
foldl(G, [X|Xs], A0, A) :- call(G, X, A0, A1), foldl(G, Xs, A1, A).
)";

// Negative head literals: every predicate h/n with clauses for '$not'(h(..)) becomes
//   h(X1, .., Xn) :- '$pos'(h(X1, .., Xn)), \+ '$not'(h(X1, .., Xn)).
// with its positive clauses as clauses of '$pos'/1 (none: h fails).
inline void resolve_negative_heads(program& p) {
  using key_t = std::pair<symbol, std::uint32_t>;
  const auto negative = p.predicates.find(key_t{p.symbols.intern("$not"), 1});
  if (negative == p.predicates.end()) return;
  term_store& st = p.store;
  std::map<key_t, source_position> keys;  // each negated predicate, at its first negative clause
  for (const clause& c : negative->second) {
    const term_ref h = st.deref(st.arg(c.head, 0));
    keys.emplace(key_t{st.functor(h), st.arity(h)}, c.pos);
  }
  const symbol pos_f = p.symbols.intern("$pos");
  const symbol not_f = p.symbols.intern("$not");
  std::vector<clause>& positive = p.predicates[key_t{pos_f, 1}];
  for (const auto& [key, at] : keys) {
    std::vector<clause>& own = p.predicates[key];
    for (clause& c : own) {
      c.head = st.compound(pos_f, {c.head});
      positive.push_back(std::move(c));
    }
    std::vector<term_ref> vars(key.second);
    for (term_ref& v : vars) v = st.variable();
    const term_ref h = key.second == 0 ? st.atom(key.first) : st.compound(key.first, vars);
    own.assign(1, clause{h,
                         {goal{goal_kind::call, st.compound(pos_f, {h})},
                          goal{goal_kind::negation, st.compound(not_f, {h})}},
                         at});
  }
}

}  // namespace detail

/// How a program loads.
struct load_options {
  bool consult = true;  // :- consult(File) reads files (off: it is an error; e.g. for fuzzing)
};

/// Parses and loads a program; throws program_error naming `file`, line and column.
inline program parse_program(std::string_view text, const std::string& file = "<program>",
                             const load_options& lo = {}) {
  program p;
  p.consult_enabled = lo.consult;
  p.file = library_file;
  detail::loader(p, detail::prelude).run();
  std::set<std::pair<symbol, std::uint32_t>> prelude_predicates;
  for (const auto& [key, clauses] : p.predicates) prelude_predicates.insert(key);
  p.file = file;
  {  // the program itself, for consult/1's "a file consulted again adds nothing"
    std::error_code ec;
    if (std::filesystem::is_regular_file(file, ec))
      p.consulted.insert(std::filesystem::weakly_canonical(file, ec).string());
  }
  detail::loader(p, text).run(&prelude_predicates);
  detail::resolve_negative_heads(p);
  return p;
}

}  // namespace deeplog::prolog
