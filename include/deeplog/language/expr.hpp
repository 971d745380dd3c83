// Expression templates: DeepLog formulas written in C++ close to the paper's notation,
//
//   constexpr boolean_variable<0> B{"B"};  constexpr boolean_variable<1> E{"E"};
//   const auto b = atom<P>("b(V)", 0), e = atom<P>("e(S)", 2);      // label rows 0-1, 2-3
//   const auto phi = sum(B, sum(E, to<P>(atom<boolean>("b(V)")[B] | atom<boolean>("e(S)")[E])
//                                      * (b[B] * e[E])));
//   constexpr regular_variable<2, 3> Color{"Color", {"red", "green", "blue"}};
//   const auto psi = sum(Color, atom<P>("stoplight(Color)", 0, Color)        // rows 0..2
//                                   * atom<P>("hasColor(@img1,Color)", 3, Color));  // rows 3..5
//
// The structure of every sub-formula is part of its type: combining two structures without a
// transformation (or negating where the structure has none) is an error whose static_assert
// says what to write instead; a requires-expression sees that the result is no Expression.
// Nodes only store their operands; expr_eval.hpp evaluates them (a fused loop over a batch, no
// runtime graph) and expr_lower.hpp lowers them to the runtime form.
#pragma once

#include <array>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <tuple>
#include <type_traits>

#include "deeplog/algebra.hpp"

namespace deeplog::language {

/// A reification variable whose values come from structure S (paper: "Reification variables
/// are associated with an algebraic structure, from which they inherit their domain"). Id
/// (< 16) is its slot in the evaluator's environment.
template <Semiring S, int Id>
requires(Id >= 0 && Id < 16) struct reification_variable {
  using structure = S;
  static constexpr int id = Id;
  std::string_view name;
};
template <int Id>
using boolean_variable = reification_variable<boolean, Id>;

template <class X>
inline constexpr bool is_reification_variable_v = false;
template <class S, int Id>
inline constexpr bool is_reification_variable_v<reification_variable<S, Id>> = true;

/// A regular variable with a finite domain of N constants (paper: "Regular variables ... have a
/// set of constants as domain"), written as in the text syntax ("red", "3", "@img1"). Id (< 16)
/// is its slot in the evaluator's environment, shared with reification variables; its value
/// there is the index of the constant in `values`.
template <int Id, std::size_t N>
requires(Id >= 0 && Id < 16 && N > 0) struct regular_variable {
  static constexpr int id = Id;
  static constexpr std::size_t size = N;
  std::string_view name;
  std::array<std::string_view, N> values;
};

template <class X>
inline constexpr bool is_regular_variable_v = false;
template <int Id, std::size_t N>
inline constexpr bool is_regular_variable_v<regular_variable<Id, N>> = true;
template <class X>
concept Variable = is_reification_variable_v<X> || is_regular_variable_v<X>;

/// The number of values an aggregation over X enumerates.
template <class X>
inline constexpr std::size_t domain_size = 0;
template <int Id>
inline constexpr std::size_t domain_size<reification_variable<boolean, Id>> = 2;
template <int Id, std::size_t N>
inline constexpr std::size_t domain_size<regular_variable<Id, N>> = N;

struct no_variable {};

/// An algebraic atom p(t..)_S (X = no_variable) or p(t..)[X]_S. `text` is p(t..) in the text
/// syntax; `row` is the first label row it reads. A simple atom reads one row per grounding, a
/// reified atom over a Boolean variable two (false, true). An atom whose variable lives in S
/// itself needs no row: its label is the variable's value (the automatic label). An atom over
/// regular variables Vs (in `text` and in `by`) has one grounding per tuple of their values:
/// grounding (i1, .., ik) reads from row + (i1 N2..Nk + .. + ik) * rows per grounding.
template <Semiring S, class X = no_variable, class... Vs>
struct atom_expr {
  using structure = S;
  std::string_view text;
  std::uint32_t row = 0;
  X var{};
  std::tuple<Vs...> by{};

  template <class Y>
  requires is_reification_variable_v<Y>
  constexpr atom_expr<S, Y, Vs...> operator[](Y y) const { return {text, row, y, by}; }
};

/// p(t..)_S reading label row `row` (and the rows after it for each value of the regular
/// variables `vs` that its text mentions).
template <Semiring S, class... Vs>
requires(is_regular_variable_v<Vs>&&...) constexpr atom_expr<S, no_variable, Vs...> atom(
    std::string_view text, std::uint32_t row = 0, Vs... vs) {
  return {text, row, {}, {vs...}};
}

struct plus_tag {};
struct times_tag {};

template <class Op, class L, class R>
struct binary_expr {
  using structure = typename L::structure;
  L l;
  R r;
};
template <class E>
struct negate_expr {
  using structure = typename E::structure;
  E e;
};
/// g over the values of X: g is plus_aggregation<S>, times_aggregation<S> or any aggregation
/// operator of the algebra layer (max_aggregation, mean_aggregation, p_mean, ...).
template <class G, class X, class E>
struct aggregate_expr {
  using structure = typename E::structure;
  G g;
  X var;
  E body;
};
/// (phi_R)_S through the transformation T: R -> S.
template <class T, class E>
struct transform_expr {
  using structure = typename T::to;
  T t;
  E e;
};

template <class E>
inline constexpr bool is_expression_v = false;
template <class S, class X, class... Vs>
inline constexpr bool is_expression_v<atom_expr<S, X, Vs...>> = true;
template <class Op, class L, class R>
inline constexpr bool is_expression_v<binary_expr<Op, L, R>> = true;
template <class E>
inline constexpr bool is_expression_v<negate_expr<E>> = true;
template <class G, class X, class E>
inline constexpr bool is_expression_v<aggregate_expr<G, X, E>> = true;
template <class T, class E>
inline constexpr bool is_expression_v<transform_expr<T, E>> = true;

template <class E>
concept Expression = is_expression_v<std::remove_cvref_t<E>>;

template <Expression E>
using structure_of = typename std::remove_cvref_t<E>::structure;

/// Both operands are labelled in one structure; mixing structures needs a transformation,
/// e.g. to<probability<>>(phi).
template <class L, class R>
concept SameStructure =
    Expression<L> && Expression<R> && std::same_as<structure_of<L>, structure_of<R>>;

// The structure's binary operations: + and | are its plus, * and & its times.
template <class L, class R>
requires SameStructure<L, R>
constexpr binary_expr<plus_tag, L, R> operator+(L l, R r) { return {l, r}; }
template <class L, class R>
requires SameStructure<L, R>
constexpr binary_expr<plus_tag, L, R> operator|(L l, R r) { return {l, r}; }
template <class L, class R>
requires SameStructure<L, R>
constexpr binary_expr<times_tag, L, R> operator*(L l, R r) { return {l, r}; }
template <class L, class R>
requires SameStructure<L, R>
constexpr binary_expr<times_tag, L, R> operator&(L l, R r) { return {l, r}; }
/// The structure's negation; only structures with one (Algebra) have it.
template <Expression E>
requires Algebra<structure_of<E>>
constexpr negate_expr<E> operator~(E e) { return {e}; }

/// What combining two structures without a transformation, or negating in a structure without
/// negation, gives: no Expression (so `requires { {l + r} -> Expression; }` is false), and a
/// static_assert naming the fix as soon as it is used.
template <class... E>
struct ill_formed_expression {};

template <Expression L, Expression R>
requires(!SameStructure<L, R>) ill_formed_expression<L, R>
operator+(L, R) {
  static_assert(SameStructure<L, R>,
                "DeepLog: the operands of + are labelled in different algebraic structures; "
                "transform one into the other's structure first, e.g. "
                "to<probability<double>>(phi) for the paper's (phi_B)_P");
  return {};
}
template <Expression L, Expression R>
requires(!SameStructure<L, R>) ill_formed_expression<L, R>
operator|(L, R) {
  static_assert(SameStructure<L, R>,
                "DeepLog: the operands of | are labelled in different algebraic structures; "
                "transform one into the other's structure first, e.g. "
                "to<probability<double>>(phi) for the paper's (phi_B)_P");
  return {};
}
template <Expression L, Expression R>
requires(!SameStructure<L, R>) ill_formed_expression<L, R>
operator*(L, R) {
  static_assert(SameStructure<L, R>,
                "DeepLog: the operands of * are labelled in different algebraic structures; "
                "transform one into the other's structure first, e.g. "
                "to<probability<double>>(phi) for the paper's (phi_B)_P");
  return {};
}
template <Expression L, Expression R>
requires(!SameStructure<L, R>) ill_formed_expression<L, R>
operator&(L, R) {
  static_assert(SameStructure<L, R>,
                "DeepLog: the operands of & are labelled in different algebraic structures; "
                "transform one into the other's structure first, e.g. "
                "to<probability<double>>(phi) for the paper's (phi_B)_P");
  return {};
}

template <Expression E>
requires(!Algebra<structure_of<E>>) ill_formed_expression<E>
operator~(E) {
  static_assert(Algebra<structure_of<E>>,
                "DeepLog: ~ is the negation of an algebra, and this formula's structure has no "
                "negation (the probability semiring has none); rewrite the formula in B or a "
                "t-norm algebra and transform it");
  return {};
}

/// sum_X phi: the structure's plus over X's domain ({false, true} for a Boolean reification
/// variable, the constants of a regular variable).
template <Variable X, Expression E>
constexpr auto sum(X x, E e) {
  return aggregate_expr<plus_aggregation<structure_of<E>>, X, E>{{}, x, e};
}
/// prod_X phi: the structure's times over X's domain (forall).
template <Variable X, Expression E>
constexpr auto prod(X x, E e) {
  return aggregate_expr<times_aggregation<structure_of<E>>, X, E>{{}, x, e};
}
/// Any aggregation operator g: A* -> A.
template <class G, Variable X, Expression E>
requires Aggregation<G, value_t<structure_of<E>>>
constexpr auto aggregate(G g, X x, E e) { return aggregate_expr<G, X, E>{g, x, e}; }

/// (phi)_S with an explicit transformation.
template <Transformation T, Expression E>
requires std::same_as<typename T::from, structure_of<E>>
constexpr transform_expr<T, E> transform(T t, E e) { return {t, e}; }

/// The transformation (phi_R)_S uses when none is named: Iverson from B, log / exp between P
/// and log-P.
template <class From, class To>
struct default_transformation {};
template <Semiring To>
struct default_transformation<boolean, To> {
  using type = iverson<To>;
};
template <class T>
struct default_transformation<probability<T>, log_probability<T>> {
  using type = to_log<T>;
};
template <class T>
struct default_transformation<log_probability<T>, probability<T>> {
  using type = from_log<T>;
};

template <class From, class To>
concept HasDefaultTransformation = requires {
  typename default_transformation<From, To>::type;
};

template <Semiring To, Expression E>
requires HasDefaultTransformation<structure_of<E>, To>
constexpr auto to(E e) {
  return transform_expr<typename default_transformation<structure_of<E>, To>::type, E>{{}, e};
}
template <Semiring To, Expression E>
requires(!HasDefaultTransformation<structure_of<E>, To>) ill_formed_expression<E> to(E) {
  static_assert(HasDefaultTransformation<structure_of<E>, To>,
                "DeepLog: no default transformation between these structures (to<S> knows "
                "Iverson from B and log/exp between P and log-P); name one with "
                "transform(T{}, phi)");
  return {};
}

}  // namespace deeplog::language
