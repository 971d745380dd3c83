// The CUDA evaluator against the CPU evaluator in the fuzzy structures (within float tolerance),
// and in a user-defined, stateful structure that the library has never seen.
#include <cmath>
#include <limits>

#include "gpu_check.hpp"

namespace deeplog::test {

namespace {

// Log-sum-exp at temperature t: plus(a, b) = t log(e^{a/t} + e^{b/t}), times = +. Stateful: the
// kernels receive it by value. The test runs it in float; its double twin is the reference.
template <class T>
struct tempered_log_sum_exp {
  using value_type = T;
  static constexpr algebraic_laws laws{};
  static constexpr bool d_plus_uses_rest = false;
  static constexpr bool d_times_uses_rest = false;
  T t = T(0.5);

  DEEPLOG_HOST_DEVICE T zero() const { return -std::numeric_limits<T>::infinity(); }
  DEEPLOG_HOST_DEVICE T one() const { return T(0); }
  DEEPLOG_HOST_DEVICE T plus(T a, T b) const {
    const T m = a > b ? a : b;
    if (m == zero()) return m;
    return m + t * std::log1p(std::exp(-std::fabs(a - b) / t));
  }
  DEEPLOG_HOST_DEVICE T times(T a, T b) const { return a + b; }
  DEEPLOG_HOST_DEVICE T d_plus(T a, T, T v) const {
    return v == zero() ? T(0) : std::exp((a - v) / t);
  }
  DEEPLOG_HOST_DEVICE T d_times(T, T, T) const { return T(1); }
};
static_assert(Differentiable<tempered_log_sum_exp<float>>);

tempered_log_sum_exp<double> twin_of(const tempered_log_sum_exp<float>& s) { return {double(s.t)}; }

}  // namespace

template <>
struct label_gen<tempered_log_sum_exp<float>> : label_gen<log_probability<float>> {};

TEMPLATE_TEST_CASE("the CUDA evaluator agrees with the CPU evaluator in fuzzy structures",
                   "[cuda][gpu]", lukasiewicz<float>, product_tnorm<float>, product_tnorm<double>) {
  DEEPLOG_REQUIRE_GPU_OR_SKIP();
  check_gpu_structure<TestType>();
}

TEST_CASE("a user-defined stateful structure runs in the CUDA kernels", "[cuda][gpu]") {
  DEEPLOG_REQUIRE_GPU_OR_SKIP();
  check_gpu_structure(tempered_log_sum_exp<float>{0.25f});
}

}  // namespace deeplog::test
