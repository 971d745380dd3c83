// gpu::evaluate: expression templates over a batch in one fused kernel on the device, against
// the same formula functor on the host (itself checked against language::evaluate, expr_host.cpp).
// Compiling this file is itself the check that nvcc turns the running example into device code.
#include <catch2/catch.hpp>

#include "deeplog/exec/gpu/device_buffer.hpp"
#include "deeplog/exec/gpu/expr.hpp"
#include "expr_functor.hpp"
#include "gpu.hpp"

namespace deeplog::test {

namespace {
// The reference is the same functor run on the host, which expr_host.cpp checks against
// language::evaluate. (language::evaluate itself cannot be instantiated in a .cu file for formulas
// with sum or prod: nvcc rejects its host-device path into the algebra layer's plus_aggregation /
// times_aggregation, which are host functions -- see docs/cuda.md.)
template <class Expr>
void check_on_device(const Expr& e, std::size_t batch, double tolerance) {
  using V = value_t<language::structure_of<Expr>>;
  const auto rows = formulas::normalized_rows(batch, 77 + batch);
  std::vector<V> want(batch);
  const auto f = deeplog::gpu::detail::make_expr_functor(e, rows.data(), batch, want.data());
  for (std::size_t i = 0; i < batch; ++i) f(i);
  deeplog::gpu::device_buffer<double> d_rows{std::span<const double>(rows)};
  deeplog::gpu::device_buffer<V> d_out(batch);
  deeplog::gpu::evaluate(e, d_rows.data(), batch, d_out.data());
  std::vector<V> got(batch);
  d_out.copy_to(std::span(got));  // synchronous: the default stream
  for (std::size_t b = 0; b < batch; ++b)
    REQUIRE(got[b] == Approx(want[b]).epsilon(tolerance).margin(tolerance));
}
}  // namespace

TEST_CASE("expression templates evaluate over a batch in one kernel", "[cuda][gpu][expr]") {
  DEEPLOG_REQUIRE_GPU_OR_SKIP();
  for (std::size_t batch : {1, 255, 100000}) {
    CAPTURE(batch);
    // Device arithmetic may contract a * b + c into a fused multiply-add.
    check_on_device(formulas::running, batch, 1e-14);
    check_on_device(formulas::fuzzy, batch, 1e-14);
    check_on_device(formulas::in_log, batch, 1e-13);
  }
  const std::vector<double> rows{0.3, 0.7, 0.99, 0.01};
  deeplog::gpu::device_buffer<double> d_rows{std::span<const double>(rows)}, d_out(1);
  deeplog::gpu::evaluate(formulas::running, d_rows.data(), 1, d_out.data());
  std::vector<double> out(1);
  d_out.copy_to(std::span(out));
  CHECK(out[0] == Approx(0.703).epsilon(1e-14));
}

TEST_CASE("expression templates read typed rows on the device: float labels", "[cuda][gpu][expr]") {
  DEEPLOG_REQUIRE_GPU_OR_SKIP();
  using Pf = probability<float>;
  constexpr language::boolean_variable<0> B{"B"};
  const auto phi = language::sum(
      B, (language::atom<Pf>("a", 0) + language::atom<Pf>("c", 2)[B]) * language::atom<Pf>("b", 1));
  const std::size_t batch = 1000;
  std::vector<float> rows(4 * batch);
  for (std::size_t i = 0; i < rows.size(); ++i) rows[i] = float(i % 97) / 97.0f;
  std::vector<float> want(batch), got(batch);
  const auto f = deeplog::gpu::detail::make_expr_functor(phi, rows.data(), batch, want.data());
  for (std::size_t i = 0; i < batch; ++i) f(i);
  deeplog::gpu::device_buffer<float> d_rows{std::span<const float>(rows)}, d_out(batch);
  deeplog::gpu::evaluate(phi, d_rows.data(), batch, d_out.data());
  d_out.copy_to(std::span(got));
  for (std::size_t b = 0; b < batch; ++b)
    REQUIRE(got[b] == Approx(want[b]).epsilon(1e-6).margin(1e-6));
}

}  // namespace deeplog::test
