// launch_elementwise: a hand-written functor that evaluates the running example's formula
// nn_b + (1 - nn_b) * nn_e for every sample in one kernel, against the CPU evaluator of the
// same formula's circuit.
#include <vector>

#include "deeplog/circuit/builder.hpp"
#include "deeplog/exec/cpu/evaluator.hpp"
#include "deeplog/exec/gpu/device_buffer.hpp"
#include "deeplog/exec/gpu/elementwise.hpp"
#include "gpu.hpp"
#include "support.hpp"

namespace deeplog::test {

namespace {

// What an expression template lowers to: the formula for sample i, in structure S, over leaf
// rows stored (num_inputs, batch).
template <class S>
struct running_example {
  S s;
  const value_t<S>* leaves;  // rows: b, not b, e, not e
  value_t<S>* out;
  std::size_t batch;
  DEEPLOG_HOST_DEVICE void operator()(std::size_t i) const {
    const auto b = leaves[0 * batch + i], nb = leaves[1 * batch + i], e = leaves[2 * batch + i];
    out[i] = s.plus(b, s.times(nb, e));
  }
};

}  // namespace

TEST_CASE("launch_elementwise runs a formula functor over the batch in one kernel", "[cuda][gpu]") {
  DEEPLOG_REQUIRE_GPU_OR_SKIP();
  using S = probability<double>;
  circuit_builder cb;
  const node_id b = cb.literal(0, false), nb = cb.literal(0, true), e = cb.literal(1, false);
  cb.add_root(cb.plus({b, cb.times({nb, e})}));
  const circuit c = cb.build();
  for (std::size_t batch : {1, 255, 100000}) {
    CAPTURE(batch);
    std::vector<double> leaves = test::random_labels<S>(4 * batch, batch);
    for (std::size_t i = 0; i < batch; ++i) leaves[batch + i] = 1 - leaves[i];
    cpu_evaluator<S> cpu(c, batch);
    const auto want = cpu.forward(leaves);
    deeplog::gpu::device_buffer<double> d_leaves{std::span<const double>(leaves)}, d_out(batch);
    deeplog::gpu::launch_elementwise(batch,
                                     running_example<S>{{}, d_leaves.data(), d_out.data(), batch});
    std::vector<double> got(batch);
    d_out.copy_to(std::span(got));
    for (std::size_t i = 0; i < batch; ++i) REQUIRE(got[i] == Approx(want[i]).epsilon(1e-14));
  }
  // A device lambda works as well (nvcc --extended-lambda, set by deeplog::gpu).
  deeplog::gpu::device_buffer<int> squares(1000);
  int* p = squares.data();
  deeplog::gpu::launch_elementwise(1000, [p] __device__(std::size_t i) { p[i] = int(i * i); });
  std::vector<int> h(1000);
  squares.copy_to(std::span(h));
  for (int i = 0; i < 1000; ++i) REQUIRE(h[std::size_t(i)] == i * i);
}

}  // namespace deeplog::test
