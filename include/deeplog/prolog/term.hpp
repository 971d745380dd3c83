// Terms of the logic-programming front end: atoms, integers, reals, variables and compound
// terms (lists are '[|]'(H, T) ending in '[]'), in an arena (`term_store`) addressed by 32-bit
// references. Variables are cells bound by reference, with a trail so that bindings and cells
// made after a mark can be undone (backtracking). Symbols are interned once per program.
//
// No walk over a term recurses: unification (with the occurs check, so that no cyclic term is
// ever made: `X = f(X)` fails, as in ISO's unify_with_occurs_check), groundness, copying and
// writing use explicit stacks, so terms as deep as memory allows (a 1M-element list, a
// 100k-deep `1+1+...`) are handled. The few passes that stay recursive on program-controlled
// depth (the grounder's nested calls and clause bodies, the formula of nested rules) run on a
// thread with a 256 MiB stack (`on_large_stack`) and poll `stack_low`, which stops them with
// a budget_exceeded (resource::depth) while a quarter of the thread's stack is still free.
#pragma once

#include <algorithm>
#include <bit>
#include <charconv>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <deque>
#include <exception>
#include <limits>
#include <optional>
#include <span>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <unordered_map>
#include <vector>

#if defined(__linux__)
#include <pthread.h>
#endif

#include "deeplog/base/resources.hpp"

namespace deeplog::prolog {

namespace detail {
// The lowest usable address of the calling thread's stack (0 where unknown).
inline std::uintptr_t stack_floor() {
  thread_local const std::uintptr_t floor = [] {
    std::uintptr_t f = 0;
#if defined(__linux__)
    pthread_attr_t a;
    if (pthread_getattr_np(pthread_self(), &a) == 0) {
      void* addr = nullptr;
      std::size_t size = 0;
      if (pthread_attr_getstack(&a, &addr, &size) == 0 && addr && size > 0)
        f = reinterpret_cast<std::uintptr_t>(addr) + std::max<std::size_t>(size / 4, 256 << 10);
      pthread_attr_destroy(&a);
    }
#endif
    return f;
  }();
  return floor;
}
}  // namespace detail

/// For the recursions on program-controlled depth: whether less than a quarter of the
/// thread's stack (at least 256 KiB) is left; the caller then throws budget_exceeded (depth),
/// so that the stack never overflows (sanitizers' larger frames included: the check measures
/// the stack itself). Also polls the time and memory budget.
inline bool stack_low() {
  deeplog::check_budget();
  const std::uintptr_t floor = detail::stack_floor();
  return floor != 0 && reinterpret_cast<std::uintptr_t>(__builtin_frame_address(0)) < floor;
}
/// stack_low() as an error naming `what`.
inline void stack_guard(const std::string& what) {
  if (stack_low())
    throw deeplog::budget_exceeded(deeplog::budget_exceeded::resource::depth,
                                   what + ": nesting too deep for the stack");
}

namespace detail {
inline thread_local bool on_large_stack_now = false;
}  // namespace detail

/// Runs f() on a thread with a 256 MiB stack (reserved address space: only the pages used
/// become memory) and returns its result or rethrows its exception; runs it directly where
/// already on such a thread or where no thread can be made.
template <class F>
auto on_large_stack(F&& f) -> decltype(f()) {
  using R = decltype(f());
#if defined(__linux__)
  if (!detail::on_large_stack_now) {
    struct job {
      std::remove_reference_t<F>* f;
      std::optional<std::conditional_t<std::is_void_v<R>, char, R>> result;
      std::exception_ptr error;
      static void* run(void* p) {
        auto* j = static_cast<job*>(p);
        detail::on_large_stack_now = true;
        try {
          if constexpr (std::is_void_v<R>) {
            (*j->f)();
            j->result.emplace('\0');
          } else {
            j->result.emplace((*j->f)());
          }
        } catch (...) {
          j->error = std::current_exception();
        }
        return nullptr;
      }
    } j{&f, std::nullopt, nullptr};
    pthread_attr_t a;
    if (pthread_attr_init(&a) == 0) {
      pthread_t t;
      const bool made = pthread_attr_setstacksize(&a, std::size_t(256) << 20) == 0 &&
                        pthread_create(&t, &a, &job::run, &j) == 0;
      pthread_attr_destroy(&a);
      if (made) {
        pthread_join(t, nullptr);
        if (j.error) std::rethrow_exception(j.error);
        if constexpr (std::is_void_v<R>)
          return;
        else
          return std::move(*j.result);
      }
    }
  }
#endif
  return f();
}

/// round(v, 15) as Python computes it: the double nearest to v rounded, exactly, to 15 decimal
/// places (ties to even); v unchanged where it has no digits there (|v| >= 2^52, inf, nan).
inline double problog_round(double v) {
  if (!std::isfinite(v) || std::fabs(v) >= 0x1p52) return v;
  char buf[48];  // |v| < 2^52: at most 16 integer digits, the point and 15 decimals
  std::snprintf(buf, sizeof buf, "%.15f", v);  // glibc: the exact value, correctly rounded
  double r = v;
  std::from_chars(buf, buf + std::strlen(buf), r);
  return r;
}

/// A float as ProbLog (Python's repr) writes it: the shortest digits that read back to the same
/// double, positional from 1e-4 up to 1e16 with at least one decimal (2.0, 0.0001, 3.5), else
/// scientific with a signed two-digit exponent (1e+16, 1e-05, 9.223372036854776e+18).
inline std::string real_text(double v) {
  if (std::isnan(v)) return "nan";
  if (std::isinf(v)) return v > 0 ? "inf" : "-inf";
  char buf[64];
  const auto r = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::scientific);
  const std::string_view sci(buf, static_cast<std::size_t>(r.ptr - buf));  // -d.ddde+XX
  const std::size_t e = sci.find('e');
  std::string out, digits;
  for (char c : sci.substr(0, e))
    if (c == '-')
      out += c;
    else if (c != '.')
      digits += c;
  int exp = 0;
  std::from_chars(sci.data() + e + 1 + (sci[e + 1] == '+'), sci.data() + sci.size(), exp);
  const int n = static_cast<int>(digits.size());
  if (exp >= -4 && exp < 16) {
    if (exp < 0) return out + "0." + std::string(static_cast<std::size_t>(-exp - 1), '0') + digits;
    if (exp + 1 >= n)
      return out + digits + std::string(static_cast<std::size_t>(exp + 1 - n), '0') + ".0";
    return out + digits.substr(0, static_cast<std::size_t>(exp + 1)) + "." +
           digits.substr(static_cast<std::size_t>(exp + 1));
  }
  out += digits.substr(0, 1);
  if (n > 1) out += "." + digits.substr(1);
  const int a = exp < 0 ? -exp : exp;
  return out + (exp < 0 ? "e-" : "e+") + (a < 10 ? "0" : "") + std::to_string(a);
}

using term_ref = std::uint32_t;
using symbol = std::uint32_t;

/// Interned names of atoms and functors.
class symbol_table {
 public:
  symbol_table() {
    for (const char* s :
         {"[]",   "[|]",    ",",         ";",  ":-",    "::",       "\\+",      "true",
          "fail", "-",      "nn",        "?-", "query", "evidence", "not",      "false",
          ".",    "$query", "$evidence", "<",  "=",     ">",        "$findall", "$call"})
      intern(s);
  }
  symbol intern(std::string_view s) {
    if (auto it = index_.find(std::string(s)); it != index_.end()) return it->second;
    const auto id = static_cast<symbol>(names_.size());
    names_.emplace_back(s);
    index_.emplace(names_.back(), id);
    return id;
  }
  const std::string& name(symbol s) const { return names_.at(s); }
  /// The symbol of `s` when it has been interned.
  std::optional<symbol> find(std::string_view s) const {
    if (auto it = index_.find(std::string(s)); it != index_.end()) return it->second;
    return std::nullopt;
  }

  // Symbols the front end refers to (interned first, in this order). query_rule and
  // evidence_rule: `query(Q) :- Body.` is '$query'(Q) :- Body, `evidence(A[, V]) :- Body.` is
  // '$evidence'(A, V) :- Body; less, equal, greater: compare/3's orders; findall_goal:
  // '$findall'(T, G), the tabled goal of findall(T, G, L); call_goal: '$call'(G), the tabled
  // goal of a negated control construct (\+ (A, B)).
  static constexpr symbol nil = 0, cons = 1, comma = 2, semicolon = 3, neck = 4, annotation = 5,
                          naf = 6, true_ = 7, fail = 8, minus = 9, nn = 10, query_op = 11,
                          query = 12, evidence = 13, not_ = 14, false_ = 15, dot = 16,
                          query_rule = 17, evidence_rule = 18, less = 19, equal = 20, greater = 21,
                          findall_goal = 22, call_goal = 23;

 private:
  std::deque<std::string> names_;  // (a deque: name() references stay valid as symbols are added)
  std::unordered_map<std::string, symbol> index_;
};

enum class tag : std::uint8_t { atom, integer, real, variable, compound };

/// The operator types (`none`: functional notation).
enum class op_form : std::uint8_t { none, xfx, xfy, yfx, fy, fx };

/// How an atom or compound term was written. It changes nothing but how the term prints:
/// ProbLog prints a term as written, so `1+2` and `+(1,2)`, or `a` and `'a'`, are equal
/// terms that print differently.
struct written {
  op_form op = op_form::none;  // compound: written with an operator of this type
  std::uint16_t priority = 0;  // ... and this priority
  char quote = 0;              // the name in quotes: '\'' (a quoted atom) or '"' (a string)
};

struct cell {
  tag t = tag::atom;
  std::uint32_t arity = 0;  // compound: the number of arguments
  std::uint64_t x = 0;      // atom/compound: symbol; integer/real: the bits; variable: binding
  std::uint32_t args = 0;   // compound: the first argument's index in the argument array
  written w;                // atom/compound
};

/// A term arena. References stay valid until `undo` drops the cells made after a mark.
class term_store {
 public:
  struct mark {
    std::size_t cells, args, trail;
  };

  term_ref atom(symbol s, written w = {}) { return push({tag::atom, 0, s, 0, w}); }
  term_ref integer(std::int64_t v) {
    return push({tag::integer, 0, std::bit_cast<std::uint64_t>(v), 0, {}});
  }
  /// A float constant, rounded to 15 decimal places as ProbLog rounds every float it makes
  /// (so 0.1 + 0.2 is 0.3, and == agrees with ProbLog's).
  term_ref real(double v) {
    v = problog_round(v);
    return push({tag::real, 0, std::bit_cast<std::uint64_t>(v), 0, {}});
  }
  term_ref variable() {
    const auto r = static_cast<term_ref>(cells_.size());
    return push({tag::variable, 0, r, 0, {}});
  }
  term_ref compound(symbol f, std::span<const term_ref> args, written w = {}) {
    if (args_.size() + args.size() >= max_cells) overflow();
    const auto first = static_cast<std::uint32_t>(args_.size());
    args_.insert(args_.end(), args.begin(), args.end());
    return push({tag::compound, static_cast<std::uint32_t>(args.size()), f, first, w});
  }
  term_ref compound(symbol f, std::initializer_list<term_ref> args) {
    return compound(f, std::span(args.begin(), args.size()));
  }

  /// Follows variable bindings to the representative.
  term_ref deref(term_ref r) const {
    while (cells_[r].t == tag::variable && cells_[r].x != r) r = static_cast<term_ref>(cells_[r].x);
    return r;
  }
  const cell& at(term_ref r) const { return cells_[r]; }
  tag kind(term_ref r) const { return cells_[deref(r)].t; }
  symbol functor(term_ref r) const { return static_cast<symbol>(cells_[deref(r)].x); }
  std::uint32_t arity(term_ref r) const {
    const cell& c = cells_[deref(r)];
    return c.t == tag::compound ? c.arity : 0;
  }
  term_ref arg(term_ref r, std::uint32_t i) const { return args_[cells_[deref(r)].args + i]; }
  std::int64_t int_value(term_ref r) const {
    return std::bit_cast<std::int64_t>(cells_[deref(r)].x);
  }
  double real_value(term_ref r) const { return std::bit_cast<double>(cells_[deref(r)].x); }
  bool is_callable(term_ref r) const {
    const tag t = kind(r);
    return t == tag::atom || t == tag::compound;
  }
  /// Name/arity of an atom or compound term.
  bool same_functor(term_ref a, term_ref b) const {
    return is_callable(a) && is_callable(b) && functor(a) == functor(b) && arity(a) == arity(b);
  }

  void bind(term_ref var, term_ref value) {
    cells_[var].x = value;
    trail_.push_back(var);
  }
  mark checkpoint() const { return {cells_.size(), args_.size(), trail_.size()}; }
  /// Undoes bindings made after `m` and drops the cells made after it.
  void undo(const mark& m) {
    for (std::size_t i = m.trail; i < trail_.size(); ++i)
      if (trail_[i] < m.cells) cells_[trail_[i]].x = trail_[i];
    trail_.resize(m.trail);
    cells_.resize(m.cells);
    args_.resize(m.args);
  }
  /// Undoes bindings only (the cells stay, e.g. a copied term still in use).
  void unbind(std::size_t trail_mark) {
    for (std::size_t i = trail_mark; i < trail_.size(); ++i) cells_[trail_[i]].x = trail_[i];
    trail_.resize(trail_mark);
  }
  std::size_t trail_size() const { return trail_.size(); }

  /// Unification with the occurs check: a variable never gets bound to a term containing it
  /// (`X = f(X)` fails), so every term stays a finite tree. Bindings made before a failure
  /// stay on the trail (the caller undoes them).
  bool unify(term_ref a, term_ref b) {
    auto& todo = pairs_;
    todo.clear();
    todo.emplace_back(a, b);
    while (!todo.empty()) {
      a = deref(todo.back().first);
      b = deref(todo.back().second);
      todo.pop_back();
      if (a == b) continue;
      const cell &x = cells_[a], &y = cells_[b];
      if (x.t == tag::variable || y.t == tag::variable) {
        const term_ref v = x.t == tag::variable ? a : b, t = x.t == tag::variable ? b : a;
        if (occurs(v, t)) return false;
        bind(v, t);
        continue;
      }
      if (x.t != y.t) return false;
      switch (x.t) {
        case tag::atom:
        case tag::integer:
          if (x.x != y.x) return false;
          break;
        case tag::real:
          if (real_value(a) != real_value(b)) return false;
          break;
        case tag::compound: {
          if (x.x != y.x || x.arity != y.arity) return false;
          for (std::uint32_t i = x.arity; i-- > 0;)
            todo.emplace_back(args_[x.args + i], args_[y.args + i]);
          break;
        }
        case tag::variable:
          break;
      }
    }
    return true;
  }

  /// Whether the unbound variable `v` occurs in `t`.
  bool occurs(term_ref v, term_ref t) const {
    t = deref(t);
    if (cells_[t].t != tag::compound) return t == v;
    auto& todo = walk_;
    todo.clear();
    todo.push_back(t);
    while (!todo.empty()) {
      const cell& c = cells_[todo.back()];
      todo.pop_back();
      for (std::uint32_t i = 0; i < c.arity; ++i) {
        const term_ref k = deref(args_[c.args + i]);
        if (k == v) return true;
        if (cells_[k].t == tag::compound) todo.push_back(k);
      }
    }
    return false;
  }

  bool ground(term_ref r) const {
    r = deref(r);
    if (cells_[r].t != tag::compound) return cells_[r].t != tag::variable;
    auto& todo = walk_;
    todo.clear();
    todo.push_back(r);
    while (!todo.empty()) {
      const cell& c = cells_[todo.back()];
      todo.pop_back();
      for (std::uint32_t i = 0; i < c.arity; ++i) {
        const term_ref k = deref(args_[c.args + i]);
        if (cells_[k].t == tag::variable) return false;
        if (cells_[k].t == tag::compound) todo.push_back(k);
      }
    }
    return true;
  }

  /// The number of cells of `r` (variables and shared subterms counted per occurrence),
  /// counting stops once past `limit`.
  std::size_t size(term_ref r, std::size_t limit = std::numeric_limits<std::size_t>::max()) const {
    std::size_t n = 1;
    r = deref(r);
    if (cells_[r].t != tag::compound) return n;
    auto& todo = walk_;
    todo.clear();
    todo.push_back(r);
    while (!todo.empty() && n <= limit) {
      const cell& c = cells_[todo.back()];
      todo.pop_back();
      n += c.arity;
      for (std::uint32_t i = 0; i < c.arity; ++i) {
        const term_ref k = deref(args_[c.args + i]);
        if (cells_[k].t == tag::compound) todo.push_back(k);
      }
    }
    return n;
  }

  /// The standard order of terms (compare/3, @<, sort/2): -1, 0 or 1. Variables < numbers <
  /// atoms < compounds; numbers by value, a float before an integer of the same value; atoms
  /// by name; compounds by arity, then name, then arguments from the left; variables by age.
  int compare(term_ref a, term_ref b, const symbol_table& syms) const {
    auto rank = [](tag t) {
      switch (t) {
        case tag::variable:
          return 0;
        case tag::integer:
        case tag::real:
          return 1;
        case tag::atom:
          return 2;
        case tag::compound:
          return 3;
      }
      return 3;
    };
    auto sign = [](auto x, auto y) { return x < y ? -1 : y < x ? 1 : 0; };
    std::vector<std::pair<term_ref, term_ref>> todo{{a, b}};
    while (!todo.empty()) {
      a = deref(todo.back().first);
      b = deref(todo.back().second);
      todo.pop_back();
      const cell &x = cells_[a], &y = cells_[b];
      if (int r = sign(rank(x.t), rank(y.t))) return r;
      switch (x.t) {
        case tag::variable:
          if (int r = sign(a, b)) return r;
          continue;
        case tag::integer:
        case tag::real: {
          const bool xi = x.t == tag::integer, yi = y.t == tag::integer;
          int r = 0;
          if (xi && yi)
            r = sign(int_value(a), int_value(b));
          else
            r = sign(xi ? double(int_value(a)) : real_value(a),
                     yi ? double(int_value(b)) : real_value(b));
          if (!r) r = sign(int(xi), int(yi));  // 1.0 before 1
          if (r) return r;
          continue;
        }
        case tag::atom:
          if (int r =
                  syms.name(static_cast<symbol>(x.x)).compare(syms.name(static_cast<symbol>(y.x))))
            return r < 0 ? -1 : 1;
          continue;
        case tag::compound: {
          if (int r = sign(x.arity, y.arity)) return r;
          if (int r =
                  syms.name(static_cast<symbol>(x.x)).compare(syms.name(static_cast<symbol>(y.x))))
            return r < 0 ? -1 : 1;
          for (std::uint32_t i = x.arity; i-- > 0;)
            todo.emplace_back(args_[x.args + i], args_[y.args + i]);
          continue;
        }
      }
    }
    return 0;
  }

  /// Structural identity (==): same shape, same atoms and numbers, the same variables.
  bool identical(term_ref a, term_ref b) const {
    auto& todo = pairs_;
    todo.clear();
    todo.emplace_back(a, b);
    while (!todo.empty()) {
      a = deref(todo.back().first);
      b = deref(todo.back().second);
      todo.pop_back();
      if (a == b) continue;
      const cell &x = cells_[a], &y = cells_[b];
      if (x.t != y.t || x.t == tag::variable) return false;
      if (x.t != tag::compound) {
        if (x.x != y.x) return false;
        continue;
      }
      if (x.x != y.x || x.arity != y.arity) return false;
      for (std::uint32_t i = x.arity; i-- > 0;)
        todo.emplace_back(args_[x.args + i], args_[y.args + i]);
    }
    return true;
  }

  /// Copies `r` of `from` into this store; `vars` maps `from`'s unbound variables to new ones
  /// (so copies of the terms of one clause share their variables).
  term_ref copy_from(const term_store& from, term_ref r,
                     std::unordered_map<term_ref, term_ref>& vars) {
    auto leaf = [&](term_ref s) -> term_ref {  // s: dereferenced, not compound
      const cell& c = from.cells_[s];
      if (c.t != tag::variable) return push(c);
      auto [it, fresh] = vars.try_emplace(s, 0);
      if (fresh) it->second = variable();
      return it->second;
    };
    r = from.deref(r);
    if (from.cells_[r].t != tag::compound) return leaf(r);
    struct frame {
      term_ref src;
      std::uint32_t next;
      std::size_t base;  // its copied arguments start at kids[base]
    };
    std::vector<frame> todo{{r, 0, 0}};
    std::vector<term_ref> kids;
    while (true) {
      frame& f = todo.back();
      const cell c = from.cells_[f.src];
      if (f.next < c.arity) {
        const term_ref k = from.deref(from.args_[c.args + f.next++]);
        if (from.cells_[k].t == tag::compound)
          todo.push_back({k, 0, kids.size()});
        else
          kids.push_back(leaf(k));
        continue;
      }
      const term_ref made =
          compound(static_cast<symbol>(c.x), std::span(kids.data() + f.base, c.arity), c.w);
      kids.resize(f.base);
      todo.pop_back();
      if (todo.empty()) return made;
      kids.push_back(made);
    }
  }

  /// Writes `r` in Prolog syntax, lists as `[a, b | T]`, numbers as ProbLog prints them and
  /// variables as _G<index> (or _0, _1, ... by first occurrence when `var_names` is given).
  /// Compound terms print in functional notation unless `as_written`: then a term the parser
  /// read as an operator prints as ProbLog prints it (`1+2`, `3 mod 2`, `a- -1`, `(a, b)`,
  /// `a; b`), with parentheses only where ProbLog puts them.
  void write(std::ostream& os, term_ref r, const symbol_table& syms,
             std::unordered_map<term_ref, std::size_t>* var_names = nullptr,
             bool as_written = false) const {
    // Work items: a term to write, punctuation to emit (lit != nullptr), or an infix operator's
    // name (op: t is its symbol; a word operator gets spaces around it).
    struct item {
      term_ref t;
      const char* lit;
      bool op = false;
    };
    std::vector<item> todo{{r, nullptr}};
    std::vector<term_ref> elems;
    // Pushes the items of a sequence, last first: open, elements separated by sep, close (a
    // tail after " | " when tail != 0); elements that are disjunctions written as operators
    // get parentheses when `wrap_or`.
    auto sequence = [&](const char* open, const char* sep, const char* close, term_ref tail,
                        bool wrap_or) {
      if (close) todo.push_back({0, close});
      if (tail) {
        todo.push_back({tail, nullptr});
        todo.push_back({0, " | "});
      }
      for (std::size_t i = elems.size(); i-- > 0;) {
        const cell& e = cells_[deref(elems[i])];
        const bool paren = wrap_or && as_written && e.t == tag::compound &&
                           e.w.op != op_form::none && e.x == symbol_table::semicolon &&
                           e.arity == 2;
        if (paren) todo.push_back({0, ")"});
        todo.push_back({elems[i], nullptr});
        if (paren) todo.push_back({0, "("});
        if (i) todo.push_back({0, sep});
      }
      if (open) todo.push_back({0, open});
    };
    // Collects the right-nested chain of f/2 terms starting at t into elems; returns its end.
    auto chain = [&](term_ref t, std::uint64_t f) {
      elems.clear();
      while (true) {
        t = deref(t);
        const cell& k = cells_[t];
        if (!(k.t == tag::compound && k.x == f && k.arity == 2)) return t;
        elems.push_back(args_[k.args]);
        t = args_[k.args + 1];
      }
    };
    while (!todo.empty()) {
      const item it = todo.back();
      todo.pop_back();
      if (it.lit) {
        os << it.lit;
        continue;
      }
      if (it.op) {
        const std::string& name = syms.name(static_cast<symbol>(it.t));
        const bool word = std::islower(static_cast<unsigned char>(name[0])) != 0;
        os << (word ? " " : "") << name << (word ? " " : "");
        continue;
      }
      r = deref(it.t);
      const cell& c = cells_[r];
      switch (c.t) {
        case tag::atom:
          write_atom(os, syms.name(static_cast<symbol>(c.x)), as_written ? c.w.quote : 0);
          continue;
        case tag::integer:
          os << int_value(r);
          continue;
        case tag::real:
          os << real_text(real_value(r));
          continue;
        case tag::variable:
          if (var_names) {
            auto [v, fresh] = var_names->try_emplace(r, var_names->size());
            os << "_" << v->second;
          } else {
            os << "_G" << r;
          }
          continue;
        case tag::compound:
          break;
      }
      if (c.x == symbol_table::cons && c.arity == 2) {
        const term_ref end = chain(r, symbol_table::cons);
        const cell& e = cells_[end];
        sequence("[", ", ", "]", e.t == tag::atom && e.x == symbol_table::nil ? 0 : end, false);
        continue;
      }
      if (as_written && c.w.op != op_form::none) {
        const std::string& name = syms.name(static_cast<symbol>(c.x));
        const bool word = std::islower(static_cast<unsigned char>(name[0])) != 0;
        if (c.arity == 1) {  // prefix: ProbLog never puts the operand in parentheses
          todo.push_back({args_[c.args], nullptr});
          os << (word ? " " + name + " " : name);
          continue;
        }
        if (c.x == symbol_table::comma) {  // (a, b, c), disjunctions in parentheses
          const term_ref last = chain(r, symbol_table::comma);
          elems.push_back(last);
          sequence("(", ", ", ")", 0, true);
          continue;
        }
        if (c.x == symbol_table::semicolon) {  // a; b; c
          const term_ref last = chain(r, symbol_table::semicolon);
          elems.push_back(last);
          sequence(nullptr, "; ", nullptr, 0, false);
          continue;
        }
        // An operand in parentheses when it is an operator term that binds less tightly (or as
        // tightly, on the side the operator does not associate to).
        auto needs_paren = [&](term_ref t, op_form assoc) {
          const cell& k = cells_[deref(t)];
          if (k.t != tag::compound || k.w.op == op_form::none) return false;
          if (k.x == symbol_table::comma || k.x == symbol_table::semicolon) return false;
          return k.w.priority > c.w.priority || (k.w.priority == c.w.priority && c.w.op != assoc);
        };
        const term_ref a = args_[c.args], b = args_[c.args + 1];
        const bool pb = needs_paren(b, op_form::xfy), pa = needs_paren(a, op_form::yfx);
        if (pb) todo.push_back({0, ")"});
        todo.push_back({b, nullptr});
        if (pb) todo.push_back({0, "("});
        todo.push_back({static_cast<term_ref>(c.x), nullptr, true});
        if (pa) todo.push_back({0, ")"});
        todo.push_back({a, nullptr});
        if (pa) todo.push_back({0, "("});
        continue;
      }
      write_atom(os, syms.name(static_cast<symbol>(c.x)), as_written ? c.w.quote : 0);
      os << "(";
      todo.push_back({0, ")"});
      for (std::uint32_t i = c.arity; i-- > 0;) {
        todo.push_back({args_[c.args + i], nullptr});
        if (i) todo.push_back({0, ","});
      }
    }
  }
  std::string text(term_ref r, const symbol_table& syms) const {
    std::ostringstream os;
    write(os, r, syms);
    return os.str();
  }
  /// The term as ProbLog prints it: operators as written, variables numbered by first
  /// occurrence (_0, _1, ...). Equal terms may differ here (`1+2`, `+(1,2)`): identity goes
  /// by text() or variant_key().
  std::string display(term_ref r, const symbol_table& syms) const {
    std::ostringstream os;
    std::unordered_map<term_ref, std::size_t> names;
    write(os, r, syms, &names, true);
    return os.str();
  }
  /// text(), cut to about `max` characters (for messages).
  std::string short_text(term_ref r, const symbol_table& syms, std::size_t max = 120) const {
    std::string s = text(r, syms);
    if (s.size() > max) {
      while (max > 0 && (static_cast<unsigned char>(s[max]) & 0xC0) == 0x80) --max;  // UTF-8
      s = s.substr(0, max) + "...";
    }
    return s;
  }
  /// The term with its variables numbered by first occurrence: equal for variants.
  std::string variant_key(term_ref r, const symbol_table& syms) const {
    std::ostringstream os;
    std::unordered_map<term_ref, std::size_t> names;
    write(os, r, syms, &names);
    return os.str();
  }

  /// An atom's name, in quotes when `quote` is given or the name needs them.
  static void write_atom(std::ostream& os, const std::string& s, char quote = 0) {
    const bool plain = !s.empty() && std::islower(static_cast<unsigned char>(s[0])) &&
                       s.find_first_not_of(
                           "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                           "0123456789_") == std::string::npos;
    const bool special =
        s == "[]" || s == "!" || s == ";" || s == "," ||
        (!s.empty() && s.find_first_not_of("+-*/\\^<>=~:.?@#&$") == std::string::npos);
    if (!quote && (plain || special)) {
      os << s;
      return;
    }
    if (!quote) quote = '\'';
    os << quote;
    for (char ch : s) {
      if (ch == quote || ch == '\\') os << '\\';
      os << ch;
    }
    os << quote;
  }

 private:
  // References are 32 bits: a store holds fewer cells (and argument slots) than this.
  static constexpr std::size_t max_cells = std::size_t(1) << 31;
  [[noreturn]] static void overflow() {
    throw deeplog::budget_exceeded(deeplog::budget_exceeded::resource::nodes,
                                   "terms: more than 2^31 cells in one term store");
  }
  term_ref push(const cell& c) {
    if (cells_.size() >= max_cells) overflow();
    const auto r = static_cast<term_ref>(cells_.size());
    cells_.push_back(c);
    return r;
  }
  std::vector<cell> cells_;
  std::vector<term_ref> args_;
  std::vector<term_ref> trail_;
  // Scratch stacks of the iterative walks (none of them calls another).
  mutable std::vector<std::pair<term_ref, term_ref>> pairs_;
  mutable std::vector<term_ref> walk_;
};

}  // namespace deeplog::prolog
