// What the snippet programs share: each check prints "ok: WHAT" or "FAILED: WHAT" (the ctests
// fail on the latter) and counted in failed_checks, which main turns into its exit status.
#pragma once

#include <cmath>
#include <cstdio>

namespace snippets {

inline int failed_checks = 0;

inline void expect(bool ok, const char* what) {
  std::printf("%s: %s\n", ok ? "ok" : "FAILED", what);
  failed_checks += ok ? 0 : 1;
}

inline bool close(double a, double b, double tolerance = 1e-12) {
  return std::abs(a - b) < tolerance;
}

}  // namespace snippets
