// Compile-only negative checks of the language's expression templates. Case 0 compiles; every
// other DEEPLOG_NEGATIVE case must fail with the static_assert that names the fix
// (tests/static/CMakeLists.txt runs the compiler on each case and matches the message).
#include "deeplog/language/expr.hpp"

using namespace deeplog;
using namespace deeplog::language;

int main() {
  const auto b = atom<deeplog::boolean>("b");
  const auto p = atom<probability<double>>("p");
#if DEEPLOG_NEGATIVE == 1
  const auto e = b + p;  // B and P mixed without a transformation
#elif DEEPLOG_NEGATIVE == 2
  const auto e = p * b;
#elif DEEPLOG_NEGATIVE == 3
  const auto e = ~p;  // P has no negation
#elif DEEPLOG_NEGATIVE == 4
  const auto e = to<deeplog::boolean>(p);  // no transformation P -> B
#else
  const auto e = ~b | (b & b);
  const auto f = to<probability<double>>(e) * p;
  (void)f;
#endif
  (void)e;
  return 0;
}
