// The paper's alarm formula (the running example) in a structure S of the user's: as text, as
// an expression template, and by its definition (the brute force the others are checked against).
// Included by main.cpp and, for the fused CUDA kernel, by cuda_check.cu.
#pragma once

#include <array>
#include <string>

#include <deeplog/language/expr.hpp>

namespace user {

/// sum_B sum_E (burglary[B]_B or earthquake[E]_B)_S x (burglary[B]_S x earthquake[E]_S), with
/// S's text symbol.
inline std::string alarm_text(const std::string& symbol) {
  return "sum[B] sum[E] (burglary[B]_B | earthquake[E]_B)_" + symbol + " * (burglary[B]_" + symbol +
         " * earthquake[E]_" + symbol + ")";
}

inline constexpr deeplog::language::boolean_variable<0> B{"B"};
inline constexpr deeplog::language::boolean_variable<1> E{"E"};

/// The same formula as an expression template; label rows: burglary false (0), true (1),
/// earthquake false (2), true (3).
template <class S>
constexpr auto alarm_expression() {
  using namespace deeplog::language;
  using B_ = deeplog::boolean;
  return sum(B, sum(E, to<S>(atom<B_>("burglary")[B] | atom<B_>("earthquake")[E]) *
                           (atom<S>("burglary", 0)[B] * atom<S>("earthquake", 2)[E])));
}

/// The formula by its definition, for the same label rows: the plus over the four worlds
/// (B, E) of [B or E] x burglary[B] x earthquake[E].
template <class S>
deeplog::value_t<S> alarm_by_definition(const std::array<deeplog::value_t<S>, 4>& x) {
  const S s{};
  deeplog::value_t<S> acc = s.zero();
  for (int b = 0; b < 2; ++b)
    for (int e = 0; e < 2; ++e)
      acc = s.plus(acc, s.times((b || e) ? s.one() : s.zero(), s.times(x[b], x[2 + e])));
  return acc;
}

}  // namespace user
