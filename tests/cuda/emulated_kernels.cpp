// The CUDA evaluator's logic without a GPU: its passes (orchestration and kernel functors, the
// code the GPU runs) played on the host by kernel_emulator, against the CPU evaluator on random
// circuits in every structure -- forward, backward (atomic and gather mode) and tangent, with
// fusion on and off and with layers reduced per thread or through the segmented-reduction path.
#include <catch2/catch.hpp>

#include "deeplog/circuit/builder.hpp"
#include "deeplog/exec/cpu/evaluator.hpp"
#include "emulator.hpp"
#include "support.hpp"

using namespace deeplog;
using namespace deeplog::test;
using gpu::backward_mode;
using gpu::reduce_path;

namespace {

template <class T>
std::string mismatch(const char* what, long at, const std::vector<T>& got,
                     const std::vector<T>& want) {
  return std::string(what) + " mismatch at " + std::to_string(at) + ": " +
         (at >= 0 ? show(got[std::size_t(at)]) + " vs " + show(want[std::size_t(at)]) : "");
}

template <class S>
void check_against_cpu(std::uint64_t seed, std::size_t batch, const circuit_shape& shape,
                       gpu::detail::plan_options o) {
  using T = value_t<S>;
  CAPTURE(seed, batch, o.fuse_threshold, int(o.backward), int(o.reduce), o.forward_lanes,
          o.backward_lanes);
  const circuit c = random_circuit(seed, shape);
  const auto inputs = random_labels<S>(c.num_inputs() * batch, seed + 1);
  cpu_evaluator<S> cpu(c, batch);
  kernel_emulator<S> emu(c, batch, S{}, o);
  // Both backends apply the node rules of exec/node_rules.hpp in the same order wherever a
  // thread folds a node (per_thread): bit for bit then, in every structure. Segmented
  // reductions fold in another order (CUB's tree): exact only where S is. Reverse mode in
  // gather mode sums each node's edges in the CPU's push order; atomic mode in any order.
  const bool same_order = o.reduce == reduce_path::per_thread;
  const bool exact = exact_structure<S>() || same_order;
  const auto w = cpu.forward(inputs);
  const std::vector<T> want(w.begin(), w.end());
  const std::vector<T> got = emu.forward(inputs);
  const long bad = first_mismatch(got, want, exact);
  INFO(mismatch("forward", bad, got, want));
  REQUIRE(bad < 0);
  const std::vector<T> all_want(cpu.labels().begin(), cpu.labels().end());
  REQUIRE(first_mismatch(emu.labels(), all_want, exact) < 0);
  if constexpr (Differentiable<S>) {
    const bool exact_adjoints =
        exact_derivatives<S>() || (same_order && o.backward == backward_mode::gather);
    const auto radj = integer_weights<T>(c.num_roots() * batch, seed + 2);
    std::vector<T> want_adj(c.num_inputs() * batch);
    cpu.backward(radj, want_adj);
    const auto got_adj = emu.backward(radj);
    const long bad_adj = first_mismatch(got_adj, want_adj, exact_adjoints);
    INFO(mismatch("backward", bad_adj, got_adj, want_adj));
    REQUIRE(bad_adj < 0);
    // Every node's adjoint, not only the leaves' (node_adjoints parity).
    const std::vector<T> nodes_want(cpu.node_adjoints().begin(), cpu.node_adjoints().end());
    const long bad_nodes = first_mismatch(emu.node_adjoints(), nodes_want, exact_adjoints);
    INFO(mismatch("node adjoint", bad_nodes, emu.node_adjoints(), nodes_want));
    REQUIRE(bad_nodes < 0);
    const auto tan = integer_weights<T>(c.num_inputs() * batch, seed + 3);
    const auto wt = cpu.tangent(inputs, tan);
    const std::vector<T> want_tan(wt.begin(), wt.end());
    const auto got_tan = emu.tangent(inputs, tan);
    const long bad_tan = first_mismatch(got_tan, want_tan, exact_derivatives<S>() || same_order);
    INFO(mismatch("tangent", bad_tan, got_tan, want_tan));
    REQUIRE(bad_tan < 0);
  }
}

gpu::detail::plan_options options(std::size_t fuse, backward_mode b, reduce_path r,
                                  std::uint32_t lanes = 0, std::uint32_t backward_lanes = 0) {
  gpu::detail::plan_options o;
  o.forward_lanes = lanes;
  o.backward_lanes = backward_lanes;
  o.fuse_threshold = fuse;
  o.backward = b;
  o.reduce = r;
  return o;
}

}  // namespace

TEMPLATE_TEST_CASE("the CUDA passes agree with the CPU evaluator on random circuits",
                   "[cuda][emulated]", boolean, counting, probability<float>, probability<double>,
                   log_probability<float>, log_probability<double>, max_plus<float>,
                   min_plus<double>, max_times<float>, godel<float>, lukasiewicz<double>,
                   product_tnorm<float>, product_tnorm<double>, (top_k<3, float>)) {
  // Fusion off, fused runs of small layers, everything fused (blocks of 32 samples); atomic and
  // gather backward; per-thread and segmented reductions; 1, 2 or 4 samples per thread of a
  // forward and of a reverse-mode layer kernel, in every pairing over the seeds (with 5, 33 or
  // 70 samples some lanes of the last threads are past the batch).
  for (std::uint64_t seed = 1; seed <= 6; ++seed)
    for (std::size_t batch : {1, 5, 33, 70})
      for (std::size_t fuse : {std::size_t(0), std::size_t(64), std::size_t(1) << 30})
        for (backward_mode b : {backward_mode::atomic, backward_mode::gather})
          for (reduce_path r : {reduce_path::per_thread, reduce_path::segmented})
            check_against_cpu<TestType>(seed * 7919, batch, {},
                                        options(fuse, b, r, std::uint32_t(1) << (seed % 3),
                                                std::uint32_t(1) << (seed / 2 % 3)));
}

TEST_CASE("wide nodes take their suffix folds from global memory in both backward modes",
          "[cuda][emulated]") {
  circuit_shape wide;
  wide.wide_fanin = 20;
  wide.max_fanin = 10;
  for (std::uint64_t seed = 100; seed < 104; ++seed)
    for (std::size_t fuse : {std::size_t(0), std::size_t(1) << 30})
      for (backward_mode b : {backward_mode::atomic, backward_mode::gather}) {
        // 1, 2 or 4 samples per thread of a reverse-mode layer kernel: at batch 42, four lanes
        // leave two lanes past the batch (which share lane 0's suffix slots).
        const std::uint32_t lanes = std::uint32_t(1) << (seed % 3);
        const auto o = options(fuse, b, reduce_path::per_thread, 0, lanes);
        check_against_cpu<probability<double>>(seed, 42, wide, o);
        check_against_cpu<product_tnorm<double>>(seed, 42, wide, o);
        check_against_cpu<max_times<float>>(seed, 42, wide, o);
      }
}

TEST_CASE("a wide root and high fan-out leaves take the automatic paths", "[cuda][emulated]") {
  // One plus root over 1560 products of four of 40 leaves: each leaf has ~156 parent edges in
  // one layer (gather mode by the contention rule, and its parent sums wide enough for the
  // segmented path), and the root layer is wide and short (segmented).
  circuit_builder cb;
  std::vector<node_id> leaves, terms;
  for (std::uint32_t v = 0; v < 20; ++v) {
    leaves.push_back(cb.literal(v, false));
    leaves.push_back(cb.literal(v, true));
  }
  for (std::size_t i = 0; i < 40; ++i)
    for (std::size_t j = 0; j < 40; ++j)
      if (i != j)
        terms.push_back(cb.times(
            {leaves[i], leaves[j], leaves[(i * 7 + j) % 40], leaves[(3 * i + 5 * j + 1) % 40]}));
  cb.add_root(cb.plus(std::span<const node_id>(terms)));
  const circuit c = cb.build();
  REQUIRE(c.layers().back().size() == 1);
  for (std::size_t batch : {1, 3}) {
    const gpu::detail::plan_options o;  // automatic everything
    const auto p = gpu::detail::make_plan<probability<double>>(c, batch, o);
    CHECK(p.mode == backward_mode::gather);
    CHECK(p.max_layer_fanout >= 32);
    CHECK(p.forward_segmented.back());  // the root: fan-in 1560 >= 128, 1..3 items
    // The leaves: 156 parent edges each on average, 40 x batch items (wide_max_items 64).
    CHECK(p.backward_segmented.front() == (batch == 1));
    CHECK(!p.forward_segmented.front());  // leaves have nothing to reduce
    kernel_emulator<probability<double>> emu(c, batch, {}, o);
    cpu_evaluator<probability<double>> cpu(c, batch);
    const auto in = random_labels<probability<double>>(c.num_inputs() * batch, 9);
    const auto want = cpu.forward(in);
    const auto got = emu.forward(in);
    for (std::size_t i = 0; i < got.size(); ++i) CHECK(got[i] == Approx(want[i]).epsilon(1e-12));
    std::vector<double> radj(batch, 1.0), want_adj(c.num_inputs() * batch);
    cpu.backward(radj, want_adj);
    const auto got_adj = emu.backward(radj);
    for (std::size_t i = 0; i < got_adj.size(); ++i)
      CHECK(got_adj[i] == Approx(want_adj[i]).epsilon(1e-12));
    CHECK(emu.executor().reductions > 0);
  }
}

TEST_CASE("segmented log-sum-exp rounds once per node, as the per-thread path does",
          "[cuda][emulated]") {
  // The GPU test's deep circuit (3,000 operations, wide nodes) at batch 300 with every layer
  // through the segmented path: folding the binary log-sum-exp rounds each node's log-space label
  // at every step, and the backward partials exp(x - v) carried that to adjoints 0.3% off
  // (7066.3 against the CPU's 7086.1 and the double reference's 7085.6; the GPU's CUB tree gave
  // 7064.8). Folded through log_probability's plus_state they are as close to the double
  // reference as the CPU's own (within 4x its error).
  using S = log_probability<float>;
  circuit_shape big;
  big.inputs = 64;
  big.operations = 3000;
  big.wide_fanin = 20;
  const std::size_t batch = 300;
  const circuit c = random_circuit(77, big);
  const auto inputs = random_labels<S>(c.num_inputs() * batch, 77001);
  const auto radj = integer_weights<float>(c.num_roots() * batch, 77002);
  cpu_evaluator<S> cpu(c, batch);
  cpu.forward(inputs);
  std::vector<float> want(c.num_inputs() * batch), scale(want.size());
  cpu.backward(radj, want);
  cpu.backward(magnitudes(radj), scale);
  cpu_evaluator<log_probability<double>> ref(c, batch);
  ref.forward(widened(inputs));
  std::vector<double> ref_adj(want.size());
  ref.backward(widened(radj), ref_adj);
  for (backward_mode b : {backward_mode::atomic, backward_mode::gather}) {
    CAPTURE(int(b));
    kernel_emulator<S> emu(c, batch, S{}, options(1024, b, reduce_path::segmented));
    REQUIRE(std::count(emu.plan().forward_segmented.begin(), emu.plan().forward_segmented.end(),
                       true) > 0);
    emu.forward(inputs);
    const auto got = emu.backward(radj);
    const long bad = first_mismatch_with_reference(got, want, ref_adj, scale);
    INFO(mismatch("backward", bad, got, want)
         << " (double: " << (bad >= 0 ? ref_adj[std::size_t(bad)] : 0.0) << ")");
    REQUIRE(bad < 0);
  }
}
