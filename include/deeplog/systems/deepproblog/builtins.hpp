// The built-in predicates of the logic-programming front end, run inline by the grounder:
// true, fail/false, =, \=, ==, \==, is/2 with integer and real arithmetic, the numeric
// comparisons, between/3, length/2 and the type tests. Errors (instantiation, an unknown
// function, division by zero) are grounding_errors at the calling clause's position.
#pragma once

#include <cmath>
#include <cstdint>
#include <string>

#include "deeplog/systems/deepproblog/parser.hpp"
#include "deeplog/systems/deepproblog/term.hpp"

namespace deeplog::logic {

/// Grounding stopped: floundering, non-stratified negation, an unknown predicate, a budget.
class grounding_error : public program_error {
 public:
  using program_error::program_error;
};

namespace detail {

class builtins {
 public:
  builtins(term_store& heap, const symbol_table& symbols, const std::string& file)
      : heap_(heap), symbols_(symbols), file_(file) {}

  struct number {
    bool is_int = true;
    std::int64_t i = 0;
    double d = 0;
    double as_double() const { return is_int ? double(i) : d; }
  };

  number eval(term_ref t, source_position pos) {
    t = heap_.deref(t);
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
        fail(pos, "'" + n + "' is not a number");
      }
      case tag::compound:
        break;
    }
    const std::string& f = name(t);
    const std::uint32_t n = heap_.arity(t);
    if (n == 1) {
      const number a = eval(heap_.arg(t, 0), pos);
      if (f == "-") return a.is_int ? number{true, -a.i, 0} : number{false, 0, -a.d};
      if (f == "+") return a;
      if (f == "abs")
        return a.is_int ? number{true, a.i < 0 ? -a.i : a.i, 0} : number{false, 0, std::fabs(a.d)};
      if (f == "sign")
        return a.is_int ? number{true, (a.i > 0) - (a.i < 0), 0}
                        : number{false, 0, double((a.d > 0) - (a.d < 0))};
      if (f == "float") return {false, 0, a.as_double()};
      if (f == "integer" || f == "round") return {true, std::llround(a.as_double()), 0};
      if (f == "truncate") return {true, static_cast<std::int64_t>(a.as_double()), 0};
      if (f == "floor") return {true, static_cast<std::int64_t>(std::floor(a.as_double())), 0};
      if (f == "ceiling") return {true, static_cast<std::int64_t>(std::ceil(a.as_double())), 0};
      if (f == "sqrt") return {false, 0, std::sqrt(a.as_double())};
      if (f == "exp") return {false, 0, std::exp(a.as_double())};
      if (f == "log") return {false, 0, std::log(a.as_double())};
      if (f == "sin") return {false, 0, std::sin(a.as_double())};
      if (f == "cos") return {false, 0, std::cos(a.as_double())};
    } else if (n == 2) {
      const number a = eval(heap_.arg(t, 0), pos), b = eval(heap_.arg(t, 1), pos);
      const bool ints = a.is_int && b.is_int;
      auto need_int = [&] {
        if (!ints) fail(pos, "'" + f + "' expects integers");
      };
      auto nonzero = [&] {
        if (b.as_double() == 0) fail(pos, "division by zero in " + heap_.text(t, symbols_));
      };
      if (f == "+")
        return ints ? number{true, a.i + b.i, 0} : number{false, 0, a.as_double() + b.as_double()};
      if (f == "-")
        return ints ? number{true, a.i - b.i, 0} : number{false, 0, a.as_double() - b.as_double()};
      if (f == "*")
        return ints ? number{true, a.i * b.i, 0} : number{false, 0, a.as_double() * b.as_double()};
      if (f == "/") {
        nonzero();
        if (ints && a.i % b.i == 0) return {true, a.i / b.i, 0};
        return {false, 0, a.as_double() / b.as_double()};
      }
      if (f == "//") {
        need_int();
        nonzero();
        return {true, a.i / b.i, 0};
      }
      if (f == "rem") {
        need_int();
        nonzero();
        return {true, a.i % b.i, 0};
      }
      if (f == "mod" || f == "div") {
        need_int();
        nonzero();
        std::int64_t q = a.i / b.i, r = a.i % b.i;
        if (r != 0 && ((r < 0) != (b.i < 0))) {
          --q;
          r += b.i;
        }
        return {true, f == "mod" ? r : q, 0};
      }
      if (f == "min") return (a.as_double() <= b.as_double()) ? a : b;
      if (f == "max") return (a.as_double() >= b.as_double()) ? a : b;
      if (f == "**" || f == "^") {
        if (ints && b.i >= 0) {
          std::int64_t r = 1;
          for (std::int64_t k = 0; k < b.i; ++k) r *= a.i;
          return {true, r, 0};
        }
        return {false, 0, std::pow(a.as_double(), b.as_double())};
      }
      if (f == ">>") {
        need_int();
        return {true, a.i >> b.i, 0};
      }
      if (f == "<<") {
        need_int();
        return {true, a.i << b.i, 0};
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
    }
    fail(pos, "unknown arithmetic function " + f + "/" + std::to_string(n));
  }

  term_ref make_number(const number& n) { return n.is_int ? heap_.integer(n.i) : heap_.real(n.d); }

  static int compare_numbers(const number& a, const number& b) {
    if (a.is_int && b.is_int) return (a.i > b.i) - (a.i < b.i);
    const double x = a.as_double(), y = b.as_double();
    return (x > y) - (x < y);
  }

  bool identical(term_ref a, term_ref b) const {
    a = heap_.deref(a);
    b = heap_.deref(b);
    if (a == b) return true;
    const cell &x = heap_.at(a), &y = heap_.at(b);
    if (x.t != y.t) return false;
    if (x.t == tag::variable) return false;
    if (x.t != tag::compound) return x.x == y.x;
    if (x.x != y.x || x.arity != y.arity) return false;
    for (std::uint32_t i = 0; i < x.arity; ++i)
      if (!identical(heap_.arg(a, i), heap_.arg(b, i))) return false;
    return true;
  }

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
      else if (f == "is_list") {
        term_ref l = a;
        while (heap_.kind(l) == tag::compound && heap_.functor(l) == symbol_table::cons &&
               heap_.arity(l) == 2)
          l = heap_.deref(heap_.arg(l, 1));
        ok = heap_.kind(l) == tag::atom && heap_.functor(l) == symbol_table::nil;
      } else
        return false;
      if (ok) next();
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
      return false;
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
      for (std::int64_t v = lo.i; v <= hi.i; ++v) {
        const auto mark = heap_.checkpoint();
        unify_then(x, heap_.integer(v));
        heap_.undo(mark);
      }
      return true;
    }
    return false;
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
  const symbol_table& symbols_;
  const std::string& file_;
};

}  // namespace detail
}  // namespace deeplog::logic
