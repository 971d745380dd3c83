// check_laws: the laws a structure claims (algebraic_laws, laws.hpp), checked on labels the
// caller gives. The compiler cannot check a law, and the circuit builder and the compilers trust
// every flag: a plus that claims associativity it lacks gives wrong circuits without a word (an
// n-ary node regroups its children). A user structure should pass this on labels from every
// part of its carrier (identities, bounds, infinities, ordinary values) before it is used.
//
//   identities      a + 0 = 0 + a = a, a x 1 = 1 x a = a (every structure: exact)
//   per flag        each law whose flag is true, over every sample (one-place laws), every
//                   ordered pair (commutativity, selectivity, de Morgan) and every ordered
//                   triple (associativity, distributivity): n samples cost n^3 triples
//   n-ary           plus_n / times_n over every triple equal the folded binary operations, and
//                   are the identities on no values; so does a plus_state (concepts.hpp) merged
//                   in two groupings
//
// Exact comparisons for the laws that hold exactly in floating point (identities,
// commutativity, idempotence, selectivity, annihilation); the others (associativity,
// distributivity, absorption, involution, de Morgan, the n-ary operations) within a relative
// tolerance, since rounding breaks them by an ulp or so: |x - y| <= tol (1 + max(|x|, |y|)), per
// component of arrays and dual numbers. NaN equals NaN (a sample outside the carrier may give NaN
// on both sides). The report names each failing law once, with its first counterexample.
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <ostream>
#include <span>
#include <sstream>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "deeplog/algebra/concepts.hpp"
#include "deeplog/algebra/labels.hpp"
#include "deeplog/algebra/laws.hpp"
#include "deeplog/base/error.hpp"

namespace deeplog {

/// A claimed law that failed, on the first values found.
struct law_violation {
  std::string law;      // the flag's name ("plus_associative"), or "plus_identity", ...
  std::string example;  // the values and what each side of the law gave
};

/// What check_laws found.
struct law_report {
  std::size_t checks = 0;                 // instances of laws evaluated
  std::vector<law_violation> violations;  // one per failing law
  bool ok() const { return violations.empty(); }
  /// One line per violation (empty when ok()).
  std::string what() const {
    std::string s;
    for (const auto& v : violations) s += v.law + ": " + v.example + "\n";
    return s;
  }
};

/// A structure does not hold a law it claims (require_laws).
class law_error : public error {
 public:
  using error::error;
};

/// The relative tolerance of the laws that rounding breaks: 1e-5 for float labels, 1e-12 for
/// double, 1e-15 for long double (per component where labels are arrays or dual numbers).
template <class T>
constexpr double default_law_tolerance() {
  if constexpr (requires(const T& a) { a.value; })
    return default_law_tolerance<decltype(T{}.value)>();
  else if constexpr (requires(const T& a) { a[0]; })
    return default_law_tolerance<std::remove_cvref_t<decltype(T{}[0])>>();
  else if constexpr (std::is_same_v<T, float>)
    return 1e-5;
  else if constexpr (std::is_same_v<T, long double>)
    return 1e-15;
  else
    return 1e-12;
}

namespace detail {

template <class T>
bool law_equal(const T& a, const T& b, double tol) {
  if constexpr (requires {
                  a.value;
                  a.tangent;
                }) {
    return law_equal(a.value, b.value, tol) && law_equal(a.tangent, b.tangent, tol);
  } else if constexpr (std::is_floating_point_v<T>) {
    if (a == b || (std::isnan(a) && std::isnan(b))) return true;
    if (tol == 0) return false;
    const long double x = a, y = b;
    const long double m = std::fabs(x) > std::fabs(y) ? std::fabs(x) : std::fabs(y);
    return std::fabs(x - y) <= (long double)tol * (1 + m);  // false for inf against finite
  } else if constexpr (requires {
                         a.size();
                         a[0];
                       }) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
      if (!law_equal(a[i], b[i], tol)) return false;
    return true;
  } else {
    return a == b;
  }
}

template <class T>
void law_show(std::ostream& os, const T& a) {
  if constexpr (std::is_same_v<T, std::uint8_t> || std::is_same_v<T, bool>) {
    os << int(a);
  } else if constexpr (requires {
                         a.value;
                         a.tangent;
                       }) {
    os << "(";
    law_show(os, a.value);
    os << ", ";
    law_show(os, a.tangent);
    os << ")";
  } else if constexpr (std::is_floating_point_v<T>) {
    os.precision(std::numeric_limits<T>::max_digits10);
    os << a;
  } else if constexpr (requires {
                         a.size();
                         a[0];
                       }) {
    os << "[";
    for (std::size_t i = 0; i < a.size(); ++i) {
      if (i) os << ", ";
      law_show(os, a[i]);
    }
    os << "]";
  } else if constexpr (requires { os << a; }) {
    os << a;
  } else {
    os << "<label>";
  }
}

template <class S>
class law_checker {
 public:
  using T = value_t<S>;
  explicit law_checker(double tol) : tol_(tol) {}

  // One instance of law `name`: lhs and rhs must agree (exactly, or within the tolerance).
  // names/values: the law's variables, for the report.
  template <class... V>
  void check(const char* name, bool exact, const T& lhs, const T& rhs,
             std::initializer_list<const char*> names, const V&... values) {
    if (broken(name)) return;  // one counterexample per law
    ++report.checks;
    if (law_equal(lhs, rhs, exact ? 0.0 : tol_)) return;
    std::ostringstream os;
    std::size_t i = 0;
    const auto var = [&](const T& v) {
      os << *(names.begin() + i++) << " = ";
      law_show(os, v);
      os << ", ";
    };
    (var(values), ...);
    (void)var;  // no variables: the identities of the empty n-ary operations
    os << "left side ";
    law_show(os, lhs);
    os << ", right side ";
    law_show(os, rhs);
    report.violations.push_back({name, os.str()});
  }
  // A law already broken is not checked again.
  bool broken(const char* name) const {
    for (const auto& v : report.violations)
      if (v.law == name) return true;
    return false;
  }

  double tol_;
  law_report report;
};

}  // namespace detail

/// Checks every law S claims, and the identities every structure has, on `samples` (labels of
/// the structure's carrier; the more varied, the better: identities, bounds, infinities).
/// `tolerance`: the relative tolerance of the laws that rounding breaks (see the top of this
/// header); negative: default_law_tolerance of the label type.
template <Semiring S>
[[nodiscard]] law_report check_laws(const S& s, std::span<const value_t<S>> samples,
                                    double tolerance = -1) {
  using T = value_t<S>;
  constexpr algebraic_laws L = laws_of<S>;
  detail::law_checker<S> c(tolerance < 0 ? default_law_tolerance<T>() : tolerance);
  const T zero = s.zero(), one = s.one();
  for (const T& a : samples) {
    c.check("plus_identity", true, s.plus(a, zero), a, {"a"}, a);
    c.check("plus_identity", true, s.plus(zero, a), a, {"a"}, a);
    c.check("times_identity", true, s.times(a, one), a, {"a"}, a);
    c.check("times_identity", true, s.times(one, a), a, {"a"}, a);
    if constexpr (L.plus_idempotent) c.check("plus_idempotent", true, s.plus(a, a), a, {"a"}, a);
    if constexpr (L.times_idempotent) c.check("times_idempotent", true, s.times(a, a), a, {"a"}, a);
    if constexpr (L.zero_annihilates) {
      c.check("zero_annihilates", true, s.times(a, zero), zero, {"a"}, a);
      c.check("zero_annihilates", true, s.times(zero, a), zero, {"a"}, a);
    }
    if constexpr (L.one_absorbs_plus)
      c.check("one_absorbs_plus", false, s.plus(a, one), one, {"a"}, a);
    if constexpr (Algebra<S> && L.negation_involutive)
      c.check("negation_involutive", false, s.negate(s.negate(a)), a, {"a"}, a);
  }
  for (const T& a : samples)
    for (const T& b : samples) {
      if constexpr (L.plus_commutative)
        c.check("plus_commutative", true, s.plus(a, b), s.plus(b, a), {"a", "b"}, a, b);
      if constexpr (L.times_commutative)
        c.check("times_commutative", true, s.times(a, b), s.times(b, a), {"a", "b"}, a, b);
      if constexpr (L.plus_selective) {
        const T v = s.plus(a, b);
        // a + b is a or b: the right side names the one it should equal.
        c.check("plus_selective", true, v, detail::law_equal(v, a, 0.0) ? a : b, {"a", "b"}, a, b);
      }
      if constexpr (L.times_selective) {
        const T v = s.times(a, b);
        c.check("times_selective", true, v, detail::law_equal(v, a, 0.0) ? a : b, {"a", "b"}, a, b);
      }
      if constexpr (Algebra<S> && L.de_morgan) {
        c.check("de_morgan", false, s.negate(s.plus(a, b)), s.times(s.negate(a), s.negate(b)),
                {"a", "b"}, a, b);
        c.check("de_morgan", false, s.negate(s.times(a, b)), s.plus(s.negate(a), s.negate(b)),
                {"a", "b"}, a, b);
      }
    }
  for (const T& a : samples)
    for (const T& b : samples)
      for (const T& d : samples) {
        if constexpr (L.plus_associative)
          c.check("plus_associative", false, s.plus(s.plus(a, b), d), s.plus(a, s.plus(b, d)),
                  {"a", "b", "c"}, a, b, d);
        if constexpr (L.times_associative)
          c.check("times_associative", false, s.times(s.times(a, b), d), s.times(a, s.times(b, d)),
                  {"a", "b", "c"}, a, b, d);
        if constexpr (L.times_distributes_over_plus)
          c.check("times_distributes_over_plus", false, s.times(a, s.plus(b, d)),
                  s.plus(s.times(a, b), s.times(a, d)), {"a", "b", "c"}, a, b, d);
        const T xs[3] = {a, b, d};
        c.check("plus_n", false, plus_n(s, std::span<const T>(xs, 3)), s.plus(s.plus(a, b), d),
                {"a", "b", "c"}, a, b, d);
        c.check("times_n", false, times_n(s, std::span<const T>(xs, 3)), s.times(s.times(a, b), d),
                {"a", "b", "c"}, a, b, d);
        if constexpr (has_plus_state<S>) {
          const auto la = s.plus_lift(a), lb = s.plus_lift(b), ld = s.plus_lift(d);
          c.check("plus_state", false, s.plus_result(s.plus_merge(s.plus_merge(la, lb), ld)),
                  s.plus(s.plus(a, b), d), {"a", "b", "c"}, a, b, d);
          c.check("plus_state", false, s.plus_result(s.plus_merge(la, s.plus_merge(ld, lb))),
                  s.plus(s.plus(a, b), d), {"a", "b", "c"}, a, b, d);
        }
      }
  c.check("plus_n", true, plus_n(s, std::span<const T>{}), zero, {});
  c.check("times_n", true, times_n(s, std::span<const T>{}), one, {});
  return std::move(c.report);
}

/// check_laws, throwing law_error (every violation, one per line) unless the structure holds
/// every law it claims on `samples`.
template <Semiring S>
void require_laws(const S& s, std::span<const value_t<S>> samples, double tolerance = -1) {
  const law_report r = check_laws(s, samples, tolerance);
  if (!r.ok())
    throw law_error(std::string("structure ") + structure_name<S>() +
                    " does not hold the laws it claims:\n" + r.what());
}

}  // namespace deeplog
