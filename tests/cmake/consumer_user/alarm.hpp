// The paper's alarm formula (the running example) in a structure S of the user's: as text and as
// an expression template. Included by main.cpp and, for the fused CUDA kernel, by cuda_check.cu.
#pragma once

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

}  // namespace user
