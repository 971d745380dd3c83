// The body of gpu::evaluate's one-kernel formulas (gpu::detail::expr_functor), run on the host
// sample by sample, against the language layer's evaluate: the same functor nvcc compiles for the
// device (tests/cuda/expr.cu runs it there).
#include <catch2/catch.hpp>

#include <cmath>

#include "deeplog/exec/gpu/detail/expr_functor.hpp"
#include "deeplog/language/expr_eval.hpp"
#include "expr_functor.hpp"

using namespace deeplog;
using namespace deeplog::test::formulas;

namespace {

template <class Expr>
std::vector<value_t<language::structure_of<Expr>>> on_host(const Expr& e,
                                                           const std::vector<double>& rows,
                                                           std::size_t batch) {
  std::vector<value_t<language::structure_of<Expr>>> out(batch);
  const auto f = gpu::detail::make_expr_functor(e, rows.data(), batch, out.data());
  for (std::size_t i = 0; i < batch; ++i) f(i);
  return out;
}

template <class Expr>
std::vector<value_t<language::structure_of<Expr>>> reference(const Expr& e,
                                                             const std::vector<double>& rows,
                                                             std::size_t batch) {
  std::vector<value_t<language::structure_of<Expr>>> out(batch);
  language::evaluate(e, rows, batch, std::span(out));
  return out;
}

}  // namespace

TEST_CASE("the fused formula functor gives the running example's 0.703", "[cuda][expr]") {
  const std::vector<double> rows{0.3, 0.7, 0.99, 0.01};
  const auto got = on_host(running, rows, 1);
  CHECK(got[0] == Approx(0.703).epsilon(1e-14));
}

TEST_CASE("the fused formula functor equals language::evaluate on every sample", "[cuda][expr]") {
  for (std::size_t batch : {1, 7, 300}) {
    const std::uint64_t seed = 1000 + batch;
    CAPTURE(batch, seed);
    const auto rows = normalized_rows(batch, seed);
    // Probability and the product t-norm: the same operations in the same order, bit for bit.
    CHECK(on_host(running, rows, batch) == reference(running, rows, batch));
    CHECK(on_host(fuzzy, rows, batch) == reference(fuzzy, rows, batch));
    // Log-space sums: the device folds binary log-sum-exp where the host uses the n-ary one.
    const auto got = on_host(in_log, rows, batch), want = reference(in_log, rows, batch);
    for (std::size_t b = 0; b < batch; ++b) {
      CHECK(got[b] == Approx(want[b]).epsilon(1e-14).margin(1e-14));  // near log 1 = 0
      CHECK(std::exp(got[b]) == Approx(1.0).epsilon(1e-12));          // normalized rows sum to one
    }
  }
}

TEST_CASE("free reification variables are bound per call", "[cuda][expr]") {
  // b[B] alone, B free: reads row 0 or row 1 by B's value.
  const auto phi = language::atom<P>("b(V)", 0)[B];
  const auto rows = normalized_rows(5, 3);
  language::variable_values env{};
  for (double bv : {0.0, 1.0}) {
    env[0] = bv;
    std::vector<double> out(5);
    const auto f = gpu::detail::make_expr_functor(phi, rows.data(), 5, out.data(), env);
    for (std::size_t i = 0; i < 5; ++i) f(i);
    for (std::size_t i = 0; i < 5; ++i) CHECK(out[i] == rows[(bv != 0 ? 5 : 0) + i]);
  }
}

TEST_CASE("the fused formula functor reads typed rows (top-k lists) as evaluate does",
          "[cuda][expr][typed]") {
  using K = top_k<2>;
  using V = value_t<K>;
  constexpr language::boolean_variable<0> B{"B"};
  const auto a = language::atom<K>("a", 0), b = language::atom<K>("b", 1),
             c = language::atom<K>("c", 2);
  const auto phi = language::sum(B, (a + c[B]) * b);
  const std::vector<V> rows{{0.9, 0.2}, {0.5, 0.1}, {0.8, 0.0}, {0.3, 0.0},
                            {0.6, 0.0}, {0.7, 0.4}, {0.4, 0.3}, {0.95, 0.0}};
  std::vector<V> want(2), got(2);
  language::evaluate(phi, std::span<const V>(rows), 2, std::span<V>(want));
  const auto f = gpu::detail::make_expr_functor(phi, rows.data(), 2, got.data());
  for (std::size_t i = 0; i < 2; ++i) f(i);
  CHECK(got == want);
  CHECK(got[1][0] == Approx(0.95 * 0.3));  // sample 1: c[true] * b, the best path
}
