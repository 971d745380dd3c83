// The built-in predicates of the logic-programming front end, run inline by the grounder:
// true, fail/false, =, \=, ==, \==, is/2 with integer and real arithmetic, the numeric
// comparisons, between/3, length/2 and the type tests. Errors (instantiation, an unknown
// function, division by zero) are grounding_errors at the calling clause's position.
#pragma once

#include <cmath>
#include <cstdint>
#include <limits>
#include <sstream>
#include <string>
#include <vector>

#include "deeplog/base/resources.hpp"

#include "deeplog/prolog/parser.hpp"
#include "deeplog/prolog/term.hpp"

namespace deeplog::prolog {

/// Grounding stopped: floundering, non-stratified negation, an unknown predicate, a budget.
class grounding_error : public program_error {
 public:
  using program_error::program_error;
};

namespace detail {

class builtins {
 public:
  builtins(term_store& heap, symbol_table& symbols, const std::string& file)
      : heap_(heap), symbols_(symbols), file_(file) {}

  struct number {
    bool is_int = true;
    std::int64_t i = 0;
    double d = 0;
    double as_double() const { return is_int ? double(i) : d; }
  };

  /// The value of an arithmetic expression, evaluated with an explicit stack (no depth
  /// limit). Integers are 64-bit and checked: a result that does not fit (max_int + 1,
  /// 2 ** 100, 1 << 64, abs(min_int), min_int // -1) is an evaluation error naming the
  /// expression, as in ISO Prolog without unbounded integers; so are division by zero and a
  /// float that does not convert to an integer (round(inf), truncate(1e300), floor(nan)).
  number eval(term_ref t0, source_position pos) {
    struct frame {
      term_ref t;
      std::uint32_t next;
    };
    std::vector<frame> todo{{heap_.deref(t0), 0}};
    std::vector<number> values;
    while (!todo.empty()) {
      frame& fr = todo.back();
      const term_ref t = fr.t;
      if (heap_.kind(t) != tag::compound) {
        values.push_back(leaf(t, pos));
        todo.pop_back();
        continue;
      }
      const std::uint32_t n = heap_.arity(t);
      if (n > 2) fail(pos, "unknown arithmetic function " + name(t) + "/" + std::to_string(n));
      if (fr.next < n) {
        const term_ref a = heap_.deref(heap_.arg(t, fr.next++));
        todo.push_back({a, 0});
        if ((todo.size() & 0xfff) == 0) deeplog::check_budget();
        continue;
      }
      todo.pop_back();
      if (n == 1) {
        values.back() = apply(t, values.back(), pos);
      } else {
        const number b = values.back();
        values.pop_back();
        values.back() = apply(t, values.back(), b, pos);
      }
    }
    return values.back();
  }

  term_ref make_number(const number& n) { return n.is_int ? heap_.integer(n.i) : heap_.real(n.d); }

  // Budgets (set by the grounder, which counts its resolution steps here too).
  std::size_t max_steps = std::numeric_limits<std::size_t>::max();
  std::size_t max_term_size = std::numeric_limits<std::size_t>::max();
  std::size_t steps = 0;

  /// One resolution step or built-in solution for goal `g`, weighing 1 plus the cells it
  /// copied: counted against max_steps, and the time and memory budget polled.
  void step(term_ref g, source_position pos, std::size_t copied = 0) {
    const std::size_t before = steps;
    steps += 1 + copied;
    if (steps > max_steps)
      exceeded(budget_exceeded::resource::nodes, pos,
               "grounding: more than " + std::to_string(max_steps) +
                   " steps (grounding_options::max_steps) in " + name(g) + "/" +
                   std::to_string(heap_.arity(g)) + ": " + heap_.short_text(g, symbols_));
    if ((steps >> 10) != (before >> 10)) deeplog::check_budget();
  }
  /// A budget_exceeded whose message starts with FILE:LINE:COLUMN.
  [[noreturn]] void exceeded(budget_exceeded::resource r, source_position pos,
                             const std::string& m) const {
    throw budget_exceeded(r, program_error(file_, pos, m).what());
  }

  static int compare_numbers(const number& a, const number& b) {
    if (a.is_int && b.is_int) return (a.i > b.i) - (a.i < b.i);
    const double x = a.as_double(), y = b.as_double();
    return (x > y) - (x < y);
  }

  bool identical(term_ref a, term_ref b) const { return heap_.identical(a, b); }

 private:
  number leaf(term_ref t, source_position pos) {
    switch (heap_.kind(t)) {
      case tag::integer:
        return {true, heap_.int_value(t), 0};
      case tag::real:
        return {false, 0, heap_.real_value(t)};
      case tag::variable:
        fail(pos, "arithmetic on an unbound variable (instantiation error)");
      case tag::atom: {
        const std::string& n = name(t);
        if (n == "pi") return {false, 0, 3.14159265358979323846};
        if (n == "e") return {false, 0, 2.71828182845904523536};
        if (n == "inf" || n == "infinite") return {false, 0, INFINITY};
        if (n == "nan") return {false, 0, NAN};
        if (n == "max_int" || n == "max_tagged_integer")
          return {true, std::numeric_limits<std::int64_t>::max(), 0};
        if (n == "min_int" || n == "min_tagged_integer")
          return {true, std::numeric_limits<std::int64_t>::min(), 0};
        fail(pos, "'" + n + "' is not a number");
      }
      case tag::compound:
        break;
    }
    fail(pos, "unknown arithmetic function");
  }

  [[noreturn]] void eval_error(term_ref t, source_position pos, const std::string& what) const {
    fail(pos, "evaluation error: " + what + " in " + heap_.short_text(t, symbols_));
  }
  [[noreturn]] void overflow(term_ref t, source_position pos) const {
    eval_error(t, pos, "integer overflow (integers are 64-bit)");
  }

  // A float to an integer (round/truncate/floor/ceiling already applied): finite and in range.
  std::int64_t to_int(double x, term_ref t, source_position pos) const {
    if (std::isnan(x)) eval_error(t, pos, "undefined (nan) where an integer is needed");
    if (!(x >= -9223372036854775808.0 && x < 9223372036854775808.0))
      eval_error(
          t, pos,
          "the float " + (std::ostringstream() << x).str() + " does not fit a 64-bit integer");
    return static_cast<std::int64_t>(x);
  }

  number apply(term_ref t, const number& a, source_position pos) {
    const std::string& f = name(t);
    if (f == "-") {
      if (!a.is_int) return {false, 0, -a.d};
      std::int64_t r;
      if (__builtin_sub_overflow(std::int64_t(0), a.i, &r)) overflow(t, pos);
      return {true, r, 0};
    }
    if (f == "+") return a;
    if (f == "abs") {
      if (!a.is_int) return {false, 0, std::fabs(a.d)};
      if (a.i == std::numeric_limits<std::int64_t>::min()) overflow(t, pos);
      return {true, a.i < 0 ? -a.i : a.i, 0};
    }
    if (f == "sign")
      return a.is_int ? number{true, (a.i > 0) - (a.i < 0), 0}
                      : number{false, 0, double((a.d > 0) - (a.d < 0))};
    if (f == "float") return {false, 0, a.as_double()};
    if (f == "integer" || f == "round" || f == "truncate" || f == "floor" || f == "ceiling") {
      if (a.is_int) return a;
      const double x = f == "truncate"  ? std::trunc(a.d)
                       : f == "floor"   ? std::floor(a.d)
                       : f == "ceiling" ? std::ceil(a.d)
                                        : std::round(a.d);
      return {true, to_int(x, t, pos), 0};
    }
    if (f == "sqrt") return {false, 0, std::sqrt(a.as_double())};
    if (f == "exp") return {false, 0, std::exp(a.as_double())};
    if (f == "log") return {false, 0, std::log(a.as_double())};
    if (f == "sin") return {false, 0, std::sin(a.as_double())};
    if (f == "cos") return {false, 0, std::cos(a.as_double())};
    fail(pos, "unknown arithmetic function " + f + "/1");
  }

  number apply(term_ref t, const number& a, const number& b, source_position pos) {
    const std::string& f = name(t);
    const bool ints = a.is_int && b.is_int;
    constexpr std::int64_t min_int = std::numeric_limits<std::int64_t>::min();
    auto need_int = [&] {
      if (!ints) fail(pos, "'" + f + "' expects integers");
    };
    auto nonzero = [&] {
      if (b.as_double() == 0) fail(pos, "division by zero in " + heap_.short_text(t, symbols_));
    };
    std::int64_t r = 0;
    if (f == "+") {
      if (!ints) return {false, 0, a.as_double() + b.as_double()};
      if (__builtin_add_overflow(a.i, b.i, &r)) overflow(t, pos);
      return {true, r, 0};
    }
    if (f == "-") {
      if (!ints) return {false, 0, a.as_double() - b.as_double()};
      if (__builtin_sub_overflow(a.i, b.i, &r)) overflow(t, pos);
      return {true, r, 0};
    }
    if (f == "*") {
      if (!ints) return {false, 0, a.as_double() * b.as_double()};
      if (__builtin_mul_overflow(a.i, b.i, &r)) overflow(t, pos);
      return {true, r, 0};
    }
    if (f == "/") {  // ProbLog's `/` is float division, also of integers: 4 / 2 is 2.0
      nonzero();
      return {false, 0, a.as_double() / b.as_double()};
    }
    if (f == "//" || f == "rem" || f == "mod" || f == "div") {
      need_int();
      nonzero();
      if (b.i == -1) {  // min_int / -1 does not fit; the remainder is 0
        if (f == "rem" || f == "mod") return {true, 0, 0};
        if (a.i == min_int) overflow(t, pos);
        return {true, -a.i, 0};
      }
      std::int64_t q = a.i / b.i, m = a.i % b.i;
      if (f == "//") return {true, q, 0};
      if (f == "rem") return {true, m, 0};
      if (m != 0 && ((m < 0) != (b.i < 0))) {  // floored: the sign of the divisor
        --q;
        m += b.i;
      }
      return {true, f == "mod" ? m : q, 0};
    }
    if (f == "min") return compare_numbers(a, b) <= 0 ? a : b;
    if (f == "max") return compare_numbers(a, b) >= 0 ? a : b;
    if (f == "**" || f == "^") {
      if (ints && b.i >= 0) return {true, power(a.i, b.i, t, pos), 0};
      return {false, 0, std::pow(a.as_double(), b.as_double())};
    }
    if (f == ">>" || f == "<<") {
      need_int();
      if (b.i < 0) eval_error(t, pos, "a negative shift count");
      if (f == ">>") return {true, b.i >= 64 ? (a.i < 0 ? -1 : 0) : a.i >> b.i, 0};
      if (a.i == 0) return {true, 0, 0};
      // a << b fits iff shifting back gives a (b < 64, and no significant bit is lost).
      if (b.i >= 64) overflow(t, pos);
      const auto shifted = static_cast<std::int64_t>(static_cast<std::uint64_t>(a.i) << b.i);
      if ((shifted >> b.i) != a.i) overflow(t, pos);
      return {true, shifted, 0};
    }
    if (f == "/\\") {
      need_int();
      return {true, a.i & b.i, 0};
    }
    if (f == "\\/") {
      need_int();
      return {true, a.i | b.i, 0};
    }
    if (f == "xor") {
      need_int();
      return {true, a.i ^ b.i, 0};
    }
    fail(pos, "unknown arithmetic function " + f + "/2");
  }

  // base ** e for e >= 0 by squaring, every product checked (exact for bases 0, 1, -1).
  std::int64_t power(std::int64_t base, std::int64_t e, term_ref t, source_position pos) const {
    if (base == 1 || e == 0) return 1;
    if (base == 0) return 0;
    if (base == -1) return e % 2 == 0 ? 1 : -1;
    std::int64_t r = 1;
    while (true) {
      if (e & 1)
        if (__builtin_mul_overflow(r, base, &r)) overflow(t, pos);
      e >>= 1;
      if (e == 0) return r;
      if (__builtin_mul_overflow(base, base, &base)) overflow(t, pos);
    }
  }

 public:
  /// Runs `g` if it is a built-in, calling `next` once per solution; false if it is not one.
  template <class Next>
  bool run(term_ref g, source_position pos, Next&& next) {
    const std::string& f = name(g);
    const std::uint32_t n = heap_.arity(g);
    auto unify_then = [&](term_ref a, term_ref b) {
      const std::size_t tm = heap_.trail_size();
      if (heap_.unify(a, b)) next();
      heap_.unbind(tm);
    };
    if (n == 0) {
      if (f == "true") {
        next();
        return true;
      }
      if (f == "fail" || f == "false") return true;
      return false;
    }
    if (n == 1) {
      const term_ref a = heap_.deref(heap_.arg(g, 0));
      const tag k = heap_.kind(a);
      bool ok;
      if (f == "var")
        ok = k == tag::variable;
      else if (f == "nonvar")
        ok = k != tag::variable;
      else if (f == "ground")
        ok = heap_.ground(a);
      else if (f == "atom")
        ok = k == tag::atom;
      else if (f == "number")
        ok = k == tag::integer || k == tag::real;
      else if (f == "integer")
        ok = k == tag::integer;
      else if (f == "float")
        ok = k == tag::real;
      else if (f == "is_list") {  // as ProbLog: a partial list [a, b | T] is a list too
        term_ref l = a;
        bool cell = false;
        while (heap_.kind(l) == tag::compound && heap_.functor(l) == symbol_table::cons &&
               heap_.arity(l) == 2) {
          l = heap_.deref(heap_.arg(l, 1));
          cell = true;
        }
        ok = (heap_.kind(l) == tag::atom && heap_.functor(l) == symbol_table::nil) ||
             (cell && heap_.kind(l) == tag::variable);
      } else
        return false;
      if (ok) next();
      return true;
    }
    if (n == 3 && f == "$join") {  // library(string)'s join/3 (and concat/2: the separator '')
      const std::string sep = text_of(heap_.arg(g, 0), pos, "join/3");
      std::string out;
      bool first = true;
      for (term_ref x : proper_list(heap_.arg(g, 1), pos, "join/3")) {
        if (!first) out += sep;
        first = false;
        out += text_of(x, pos, "join/3");
      }
      unify_then(heap_.arg(g, 2), safe_atom(out, pos));
      return true;
    }
    if (n == 2 && f == "$str2lst") {  // library(string): the characters, each an atom
      std::vector<term_ref> xs;
      for (char c : text_of(heap_.arg(g, 0), pos, "str2lst/2"))
        xs.push_back(safe_atom(std::string(1, c), pos));
      const auto mark = heap_.checkpoint();
      unify_then(heap_.arg(g, 1), make_list(xs));
      heap_.undo(mark);
      return true;
    }
    if (n == 2 && f == "$str2int") {  // library(string): the integer the text writes
      const std::string t = text_of(heap_.arg(g, 0), pos, "str2int/2");
      std::int64_t v = 0;
      const char* b = t.data();
      const char* e = t.data() + t.size();
      while (b != e && std::isspace(static_cast<unsigned char>(*b))) ++b;
      while (e != b && std::isspace(static_cast<unsigned char>(e[-1]))) --e;
      if (b != e && *b == '+') ++b;
      const auto r = std::from_chars(b, e, v);
      if (b == e || r.ec != std::errc() || r.ptr != e)
        fail(pos, "str2int/2: '" + t + "' is not an integer");
      unify_then(heap_.arg(g, 1), heap_.integer(v));
      return true;
    }
    if (n == 2) {
      const term_ref a = heap_.arg(g, 0), b = heap_.arg(g, 1);
      if (f == "=") {
        unify_then(a, b);
        return true;
      }
      if (f == "\\=") {
        const std::size_t tm = heap_.trail_size();
        const bool u = heap_.unify(a, b);
        heap_.unbind(tm);
        if (!u) next();
        return true;
      }
      if (f == "==") {
        if (identical(a, b)) next();
        return true;
      }
      if (f == "\\==") {
        if (!identical(a, b)) next();
        return true;
      }
      if (f == "is") {
        unify_then(a, make_number(eval(b, pos)));
        return true;
      }
      static const char* const cmps[] = {"=:=", "=\\=", "<", ">", "=<", ">="};
      for (int c = 0; c < 6; ++c)
        if (f == cmps[c]) {
          const int r = compare_numbers(eval(a, pos), eval(b, pos));
          const bool ok = c == 0   ? r == 0
                          : c == 1 ? r != 0
                          : c == 2 ? r < 0
                          : c == 3 ? r > 0
                          : c == 4 ? r <= 0
                                   : r >= 0;
          if (ok) next();
          return true;
        }
      if (f == "length") {
        length(a, b, pos, next);
        return true;
      }
      static const char* const order[] = {"@<", "@>", "@=<", "@>="};
      for (int c = 0; c < 4; ++c)
        if (f == order[c]) {
          const int r = heap_.compare(a, b, symbols_);
          if (c == 0 ? r < 0 : c == 1 ? r > 0 : c == 2 ? r <= 0 : r >= 0) next();
          return true;
        }
      if (f == "=..") {
        univ(a, b, pos, unify_then);
        return true;
      }
      if (f == "sort") {
        std::vector<term_ref> xs = proper_list(a, pos, "sort/2");
        const auto less = [&](term_ref x, term_ref y) { return heap_.compare(x, y, symbols_) < 0; };
        const auto same = [&](term_ref x, term_ref y) {
          return heap_.compare(x, y, symbols_) == 0;
        };
        std::sort(xs.begin(), xs.end(), less);
        xs.erase(std::unique(xs.begin(), xs.end(), same), xs.end());
        const auto mark = heap_.checkpoint();
        unify_then(b, make_list(xs));
        heap_.undo(mark);
        return true;
      }
      if (f == "succ") {
        const term_ref x = heap_.deref(a), y = heap_.deref(b);
        if (heap_.kind(x) == tag::integer) {
          if (heap_.int_value(x) < 0) fail(pos, "succ/2: " + show(x) + " is negative");
          if (heap_.int_value(x) == std::numeric_limits<std::int64_t>::max())
            fail(pos, "evaluation error: integer overflow in succ/2");
          unify_then(y, heap_.integer(heap_.int_value(x) + 1));
        } else if (heap_.kind(y) == tag::integer) {
          if (heap_.int_value(y) < 0) fail(pos, "succ/2: " + show(y) + " is negative");
          if (heap_.int_value(y) > 0) unify_then(x, heap_.integer(heap_.int_value(y) - 1));
        } else {
          fail(pos, "succ/2 needs an integer argument (instantiation error)");
        }
        return true;
      }
      return false;
    }
    if (n == 3 && f == "compare") {
      const int r = heap_.compare(heap_.arg(g, 1), heap_.arg(g, 2), symbols_);
      // ProbLog's compare/3 answers the quoted atoms '<', '=' and '>'.
      unify_then(heap_.arg(g, 0), heap_.atom(r < 0    ? symbol_table::less
                                             : r == 0 ? symbol_table::equal
                                                      : symbol_table::greater,
                                             {op_form::none, 0, '\''}));
      return true;
    }
    if (n == 3 && f == "plus") {
      const term_ref x = heap_.deref(heap_.arg(g, 0)), y = heap_.deref(heap_.arg(g, 1)),
                     z = heap_.deref(heap_.arg(g, 2));
      const bool xi = heap_.kind(x) == tag::integer, yi = heap_.kind(y) == tag::integer,
                 zi = heap_.kind(z) == tag::integer;
      std::int64_t r = 0;
      if (xi && yi) {
        if (__builtin_add_overflow(heap_.int_value(x), heap_.int_value(y), &r))
          fail(pos, "evaluation error: integer overflow in plus/3");
        unify_then(z, heap_.integer(r));
      } else if (xi && zi) {
        if (__builtin_sub_overflow(heap_.int_value(z), heap_.int_value(x), &r))
          fail(pos, "evaluation error: integer overflow in plus/3");
        unify_then(y, heap_.integer(r));
      } else if (yi && zi) {
        if (__builtin_sub_overflow(heap_.int_value(z), heap_.int_value(y), &r))
          fail(pos, "evaluation error: integer overflow in plus/3");
        unify_then(x, heap_.integer(r));
      } else {
        fail(pos, "plus/3 needs two integer arguments (instantiation error)");
      }
      return true;
    }
    if (n == 3 && f == "functor") {
      functor(heap_.arg(g, 0), heap_.arg(g, 1), heap_.arg(g, 2), pos, unify_then);
      return true;
    }
    if (n == 3 && f == "arg") {
      const term_ref i = heap_.deref(heap_.arg(g, 0)), t = heap_.deref(heap_.arg(g, 1));
      if (heap_.kind(t) != tag::compound) fail(pos, "arg/3 needs a compound term, not " + show(t));
      const std::uint32_t k = heap_.arity(t);
      if (heap_.kind(i) == tag::integer) {
        const std::int64_t v = heap_.int_value(i);
        if (v >= 1 && v <= std::int64_t(k))
          unify_then(heap_.arg(g, 2), heap_.arg(t, static_cast<std::uint32_t>(v - 1)));
      } else if (heap_.kind(i) == tag::variable) {
        for (std::uint32_t v = 1; v <= k; ++v) {
          step(g, pos);
          const std::size_t tm = heap_.trail_size();
          const auto mark = heap_.checkpoint();
          if (heap_.unify(i, heap_.integer(v)) && heap_.unify(heap_.arg(g, 2), heap_.arg(t, v - 1)))
            next();
          heap_.unbind(tm);
          heap_.undo(mark);
        }
      } else {
        fail(pos, "arg/3 needs an integer position, not " + show(i));
      }
      return true;
    }
    if (n == 3 && f == "between") {
      const number lo = eval(heap_.arg(g, 0), pos), hi = eval(heap_.arg(g, 1), pos);
      if (!lo.is_int || !hi.is_int) fail(pos, "between/3 expects integer bounds");
      const term_ref x = heap_.deref(heap_.arg(g, 2));
      if (heap_.kind(x) == tag::integer) {
        if (heap_.int_value(x) >= lo.i && heap_.int_value(x) <= hi.i) next();
        return true;
      }
      if (heap_.kind(x) != tag::variable) fail(pos, "between/3 expects an integer or a variable");
      if (lo.i > hi.i) return true;
      for (std::int64_t v = lo.i;; ++v) {  // stops at hi before ++ could overflow
        step(g, pos);
        const auto mark = heap_.checkpoint();
        unify_then(x, heap_.integer(v));
        heap_.undo(mark);
        if (v == hi.i) break;
      }
      return true;
    }
    return false;
  }

  // The elements of a proper list (an error for a partial or improper one).
  std::vector<term_ref> proper_list(term_ref l, source_position pos, const char* who) const {
    std::vector<term_ref> xs;
    term_ref t = heap_.deref(l);
    while (heap_.kind(t) == tag::compound && heap_.functor(t) == symbol_table::cons &&
           heap_.arity(t) == 2) {
      xs.push_back(heap_.arg(t, 0));
      t = heap_.deref(heap_.arg(t, 1));
    }
    if (!(heap_.kind(t) == tag::atom && heap_.functor(t) == symbol_table::nil))
      fail(pos, std::string(who) + " needs a proper list, not " + show(l));
    return xs;
  }
  term_ref make_list(const std::vector<term_ref>& xs) {
    term_ref l = heap_.atom(symbol_table::nil);
    for (std::size_t i = xs.size(); i-- > 0;) l = heap_.compound(symbol_table::cons, {xs[i], l});
    return l;
  }
  std::string show(term_ref t) const { return heap_.short_text(t, symbols_); }

  // library(string)'s text of a term: as printed, quotes at its ends dropped (ProbLog's
  // unquote(str(x))); an unbound variable is an instantiation error.
  std::string text_of(term_ref t, source_position pos, const char* who) const {
    t = heap_.deref(t);
    if (!heap_.ground(t)) fail(pos, std::string(who) + ": " + show(t) + " is not ground");
    std::string s = heap_.display(t, symbols_);
    const auto b = s.find_first_not_of("'\"");
    if (b == std::string::npos) return {};
    return s.substr(b, s.find_last_not_of("'\"") - b + 1);
  }
  // The atom named s, quoted in print unless it is a plain name (ProbLog's make_safe).
  term_ref safe_atom(const std::string& s, source_position pos) {
    if (s.size() > max_term_size) fail(pos, "an atom of " + std::to_string(s.size()) + " bytes");
    const bool plain =
        !s.empty() && s[0] >= 'a' && s[0] <= 'z' && std::all_of(s.begin(), s.end(), [](char c) {
          return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_';
        });
    return heap_.atom(symbols_.intern(s), {op_form::none, 0, plain ? '\0' : '\''});
  }

  // T =.. [Name | Args]
  template <class Unify>
  void univ(term_ref t, term_ref l, source_position pos, Unify&& unify_then) {
    t = heap_.deref(t);
    const auto mark = heap_.checkpoint();
    if (heap_.kind(t) == tag::compound) {
      std::vector<term_ref> xs{heap_.atom(heap_.functor(t))};
      for (std::uint32_t i = 0; i < heap_.arity(t); ++i) xs.push_back(heap_.arg(t, i));
      unify_then(l, make_list(xs));
    } else if (heap_.kind(t) != tag::variable) {
      unify_then(l, make_list({t}));
    } else {
      const std::vector<term_ref> xs = proper_list(l, pos, "=../2");
      if (xs.empty()) fail(pos, "=../2: the list is empty (domain error)");
      const term_ref h = heap_.deref(xs[0]);
      if (xs.size() == 1) {
        if (heap_.kind(h) == tag::variable) fail(pos, "=../2: instantiation error");
        unify_then(t, h);
      } else {
        if (heap_.kind(h) != tag::atom) fail(pos, "=../2: " + show(h) + " is no atom");
        unify_then(t, heap_.compound(heap_.functor(h),
                                     std::span<const term_ref>(xs.data() + 1, xs.size() - 1)));
      }
    }
    heap_.undo(mark);
  }

  template <class Unify>
  void functor(term_ref t, term_ref name, term_ref arity, source_position pos, Unify&& unify_then) {
    t = heap_.deref(t);
    const auto mark = heap_.checkpoint();
    if (heap_.kind(t) == tag::compound) {
      const std::size_t tm = heap_.trail_size();
      if (heap_.unify(name, heap_.atom(heap_.functor(t))))
        unify_then(arity, heap_.integer(heap_.arity(t)));
      heap_.unbind(tm);
    } else if (heap_.kind(t) != tag::variable) {
      const std::size_t tm = heap_.trail_size();
      if (heap_.unify(name, t)) unify_then(arity, heap_.integer(0));
      heap_.unbind(tm);
    } else {
      const term_ref n = heap_.deref(name), a = heap_.deref(arity);
      if (heap_.kind(a) != tag::integer || heap_.kind(n) == tag::variable)
        fail(pos, "functor/3: instantiation error");
      const std::int64_t k = heap_.int_value(a);
      if (k < 0 || std::uint64_t(k) > max_term_size)
        fail(pos, "functor/3: arity " + std::to_string(k) + " out of range");
      if (k == 0) {
        unify_then(t, n);
      } else {
        if (heap_.kind(n) != tag::atom) fail(pos, "functor/3: " + show(n) + " is no atom");
        std::vector<term_ref> args;
        for (std::int64_t i = 0; i < k; ++i) args.push_back(heap_.variable());
        unify_then(t, heap_.compound(heap_.functor(n), args));
      }
    }
    heap_.undo(mark);
  }

  template <class Next>
  void length(term_ref l, term_ref n, source_position pos, Next&& next) {
    std::int64_t count = 0;
    term_ref t = heap_.deref(l);
    while (heap_.kind(t) == tag::compound && heap_.functor(t) == symbol_table::cons &&
           heap_.arity(t) == 2) {
      ++count;
      t = heap_.deref(heap_.arg(t, 1));
    }
    const std::size_t tm = heap_.trail_size();
    const auto mark = heap_.checkpoint();
    if (heap_.kind(t) == tag::atom && heap_.functor(t) == symbol_table::nil) {
      if (heap_.unify(n, heap_.integer(count))) next();
    } else if (heap_.kind(t) == tag::variable && heap_.kind(n) == tag::integer) {
      const std::int64_t want = heap_.int_value(n);
      if (want > count && std::uint64_t(want - count) > max_term_size / 2)
        exceeded(budget_exceeded::resource::nodes, pos,
                 "length/2: a list of " + std::to_string(want) +
                     " elements is over the term size budget of " + std::to_string(max_term_size) +
                     " cells (grounding_options::max_term_size)");
      term_ref rest = heap_.atom(symbol_table::nil);
      for (std::int64_t i = count; i < heap_.int_value(n); ++i)
        rest = heap_.compound(symbol_table::cons, {heap_.variable(), rest});
      if (heap_.int_value(n) >= count && heap_.unify(t, rest)) next();
    } else {
      fail(pos, "length/2 needs a proper list or a length");
    }
    heap_.unbind(tm);
    heap_.undo(mark);
  }

 private:
  const std::string& name(term_ref t) const { return symbols_.name(heap_.functor(t)); }
  [[noreturn]] void fail(source_position pos, const std::string& m) const {
    throw grounding_error(file_, pos, m);
  }

  term_store& heap_;
  symbol_table& symbols_;
  const std::string& file_;
};

}  // namespace detail
}  // namespace deeplog::prolog
