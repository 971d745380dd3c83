// The CUDA evaluator against the CPU evaluator in the fuzzy structures (within float tolerance),
// and in a user-defined, stateful structure that the library has never seen.
#include <cmath>
#include <limits>

#include "gpu_check.hpp"

namespace deeplog::test {

namespace {

// Log-sum-exp at temperature t: plus(a, b) = t log(e^{a/t} + e^{b/t}), times = +. Stateful: the
// kernels receive it by value.
struct tempered_log_sum_exp {
  using value_type = float;
  static constexpr algebraic_laws laws{};
  static constexpr bool d_plus_uses_rest = false;
  static constexpr bool d_times_uses_rest = false;
  float t = 0.5f;

  DEEPLOG_HOST_DEVICE float zero() const { return -std::numeric_limits<float>::infinity(); }
  DEEPLOG_HOST_DEVICE float one() const { return 0.0f; }
  DEEPLOG_HOST_DEVICE float plus(float a, float b) const {
    const float m = a > b ? a : b;
    if (m == zero()) return m;
    return m + t * std::log1p(std::exp(-std::fabs(a - b) / t));
  }
  DEEPLOG_HOST_DEVICE float times(float a, float b) const { return a + b; }
  DEEPLOG_HOST_DEVICE float d_plus(float a, float, float v) const {
    return v == zero() ? 0.0f : std::exp((a - v) / t);
  }
  DEEPLOG_HOST_DEVICE float d_times(float, float, float) const { return 1.0f; }
};
static_assert(Differentiable<tempered_log_sum_exp>);

}  // namespace

template <>
struct label_gen<tempered_log_sum_exp> : label_gen<log_probability<float>> {};

TEMPLATE_TEST_CASE("the CUDA evaluator agrees with the CPU evaluator in fuzzy structures",
                   "[cuda][gpu]", lukasiewicz<float>, product_tnorm<float>, product_tnorm<double>) {
  DEEPLOG_REQUIRE_GPU_OR_SKIP();
  check_gpu_structure<TestType>();
}

TEST_CASE("a user-defined stateful structure runs in the CUDA kernels", "[cuda][gpu]") {
  DEEPLOG_REQUIRE_GPU_OR_SKIP();
  check_gpu_structure(tempered_log_sum_exp{0.25f});
}

}  // namespace deeplog::test
