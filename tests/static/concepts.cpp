// Compile-only checks of the structure concepts: every built-in structure models what it
// should, and types that are not structures fail. The single test case only reports that the
// translation unit compiled; the checks are the static_asserts.
#include <catch2/catch.hpp>

#include <array>
#include <memory>
#include <string>

#include "deeplog/deeplog.hpp"

namespace {
using namespace deeplog;

// Positive checks.
static_assert(Semiring<boolean> && Algebra<boolean> && !Differentiable<boolean>);
static_assert(Semiring<counting> && !Algebra<counting> && !Differentiable<counting>);
static_assert(Differentiable<probability<double>> && Differentiable<probability<float>>);
static_assert(Differentiable<log_probability<double>>);
static_assert(Differentiable<max_plus<double>> && Differentiable<min_plus<double>>);
static_assert(Differentiable<max_times<double>>);
static_assert(Algebra<godel<double>> && Differentiable<godel<double>>);
static_assert(Algebra<lukasiewicz<float>> && Differentiable<lukasiewicz<float>>);
static_assert(Algebra<product_tnorm<double>> && Differentiable<product_tnorm<double>>);
static_assert(Semiring<top_k<3>> && !Differentiable<top_k<3>>);
static_assert(Semiring<dual<probability<double>>> && Algebra<dual<godel<double>>>);
static_assert(!Differentiable<dual<probability<double>>>);  // no second-order lift
static_assert(Transformation<iverson<probability<double>>>);
static_assert(DifferentiableTransformation<to_log<double>>);
static_assert(!DifferentiableTransformation<iverson<probability<double>>>);
static_assert(Aggregation<p_mean<double>, double>);

// Negative checks: each type lacks one piece of a structure.
struct no_laws {
  using value_type = double;
  double zero() const { return 0; }
  double one() const { return 1; }
  double plus(double a, double b) const { return a + b; }
  double times(double a, double b) const { return a * b; }
};
struct no_times {
  using value_type = double;
  static constexpr algebraic_laws laws{};
  double zero() const { return 0; }
  double one() const { return 1; }
  double plus(double a, double b) const { return a + b; }
};
struct no_value_type {
  static constexpr algebraic_laws laws{};
  double zero() const { return 0; }
  double one() const { return 1; }
  double plus(double a, double b) const { return a + b; }
  double times(double a, double b) const { return a * b; }
};
struct wrong_result_type {
  using value_type = double;
  static constexpr algebraic_laws laws{};
  double zero() const { return 0; }
  double one() const { return 1; }
  std::string plus(double, double) const { return ""; }
  double times(double a, double b) const { return a * b; }
};
struct laws_of_wrong_type {
  using value_type = double;
  static constexpr bool laws = true;
  double zero() const { return 0; }
  double one() const { return 1; }
  double plus(double a, double b) const { return a + b; }
  double times(double a, double b) const { return a * b; }
};
struct move_only_labels {
  using value_type = std::unique_ptr<int>;
  static constexpr algebraic_laws laws{};
  value_type zero() const { return nullptr; }
  value_type one() const { return nullptr; }
  value_type plus(const value_type&, const value_type&) const { return nullptr; }
  value_type times(const value_type&, const value_type&) const { return nullptr; }
};
struct integer_partials {  // partials exist, but labels are not real numbers
  using value_type = int;
  static constexpr algebraic_laws laws{};
  int zero() const { return 0; }
  int one() const { return 1; }
  int plus(int a, int b) const { return a + b; }
  int times(int a, int b) const { return a * b; }
  int d_plus(int, int, int) const { return 1; }
  int d_times(int, int rest, int) const { return rest; }
};

static_assert(!Semiring<int>);
static_assert(!Semiring<double>);
static_assert(!Semiring<no_laws>);
static_assert(!Semiring<no_times>);
static_assert(!Semiring<no_value_type>);
static_assert(!Semiring<wrong_result_type>);
static_assert(!Semiring<laws_of_wrong_type>);
static_assert(!Semiring<move_only_labels>);
static_assert(Semiring<integer_partials> && !Differentiable<integer_partials>);
static_assert(!Algebra<probability<double>>);
static_assert(!Transformation<int>);
static_assert(!Aggregation<int, double>);

// An evaluator accepts exactly the structures: its template parameter is constrained.
template <class S>
concept evaluable = requires {
  typename cpu_evaluator<S>;
};
static_assert(evaluable<probability<double>>);
static_assert(!evaluable<no_laws>);
}  // namespace

TEST_CASE("the concept checks of this translation unit compiled", "[static]") { SUCCEED(); }
