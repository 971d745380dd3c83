// The code of docs/algebra.md's law checker, built and run: its C++ block is a region of this
// file (tests/library/snippets.cpp checks the text), and the result is checked here.
#include <cstdio>
#include <span>
#include <vector>

#include "deeplog/algebra.hpp"

#include "check.hpp"

// [snippet check_laws]
// A structure of one's own: the bounded sum min(1, a + b) with times a x b, over [0, 1]. It
// states no laws of its own, so it claims the defaults, distributivity among them.
struct bounded_sum {
  using value_type = double;
  static constexpr deeplog::algebraic_laws laws{};
  static constexpr const char* name = "bounded-sum";
  double zero() const { return 0; }
  double one() const { return 1; }
  double plus(double a, double b) const { return a + b < 1 ? a + b : 1; }
  double times(double a, double b) const { return a * b; }
};

deeplog::law_report check_bounded_sum() {
  const std::vector<double> samples{0.0, 1.0, 0.1, 0.25, 0.5, 0.75, 0.9};
  deeplog::law_report r = deeplog::check_laws(bounded_sum{}, std::span<const double>(samples));
  for (const auto& v : r.violations) std::printf("%s: %s\n", v.law.c_str(), v.example.c_str());
  return r;  // times_distributes_over_plus fails: 0.1 x min(1, 1 + 1) != min(1, 0.1 + 0.1)
}
// [/snippet check_laws]

int main() {
  const deeplog::law_report r = check_bounded_sum();
  snippets::expect(r.violations.size() == 1 && r.violations[0].law == "times_distributes_over_plus",
                   "check_laws finds the false distributivity claim, and only it");
  snippets::expect(r.checks > 7 * 7 * 7, "check_laws ran every triple");
  try {
    deeplog::require_laws(bounded_sum{}, std::span<const double>(std::vector<double>{0.5, 1.0}));
    snippets::expect(false, "require_laws throws");
  } catch (const deeplog::law_error&) {
    snippets::expect(true, "require_laws throws law_error");
  }
  return snippets::failed_checks == 0 ? 0 : 1;
}
