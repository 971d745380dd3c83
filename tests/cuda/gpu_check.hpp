// The GPU-vs-CPU comparison every structure runs: forward, backward and tangent of the CUDA
// evaluator against the CPU evaluator on one random circuit, twice (the second call reuses the
// buffers and replays the captured graphs with new labels).
#pragma once

#include <cstdint>
#include <vector>

#include "deeplog/exec/cpu/evaluator.hpp"
#include "deeplog/exec/gpu/evaluator.hpp"
#include "gpu.hpp"
#include "support.hpp"

namespace deeplog::test {

template <class T>
std::vector<T> magnitudes(std::vector<T> v) {
  for (T& x : v) x = x < T(0) ? -x : x;
  return v;
}

template <class S>
void check_gpu_against_cpu(std::uint64_t seed, std::size_t batch, const circuit_shape& shape,
                           cuda_options options, S s = {}) {
  using T = value_t<S>;
  CAPTURE(seed, batch, options.use_graph, options.fuse_threshold, int(options.backward),
          int(options.reduce));
  // Max-times and top-k multiply and compare but never add (no fused multiply-add): a thread
  // that folds a node's children left to right (per_thread) rounds their products as the CPU
  // does, bit for bit; a segmented reduction multiplies them in a tree.
  constexpr bool products_only =
      is_max_times<S>::value || std::is_floating_point_v<typename top_k_scalar<S>::type>;
  const bool exact = exact_structure<S>() ||
                     (products_only && options.reduce == deeplog::gpu::reduce_path::per_thread);
  const circuit c = random_circuit(seed, shape);
  cpu_evaluator<S> cpu(c, batch, s);
  cuda_evaluator<S> gpu(c, batch, s, options);
  for (int call = 0; call < 2; ++call) {
    CAPTURE(call);
    const std::uint64_t call_seed = seed * 1000 + std::uint64_t(call) * 10;
    const auto inputs = random_labels<S>(c.num_inputs() * batch, call_seed + 1);
    const auto w = cpu.forward(inputs);
    const std::vector<T> want(w.begin(), w.end());
    const auto g = gpu.forward(inputs);
    const std::vector<T> got(g.begin(), g.end());
    const long bad = first_mismatch(got, want, exact);
    INFO("forward mismatch at " << bad << ": "
                                << (bad >= 0 ? show(got[bad]) + " vs " + show(want[bad]) : ""));
    REQUIRE(bad < 0);
    if constexpr (Differentiable<S>) {
      // Adjoints and tangents are sums in which terms of either sign cancel: rounded in another
      // order (atomics, gathers, FMAs), they differ relative to the magnitudes of the terms,
      // which the same passes over |root adjoints| and |tangents| give (every partial of the
      // structures tested here is nonnegative).
      constexpr bool exact_d = exact_derivatives<S>();
      const auto radj = integer_weights<T>(c.num_roots() * batch, call_seed + 2);
      const auto tan = integer_weights<T>(c.num_inputs() * batch, call_seed + 3);
      std::vector<T> scale_adj(c.num_inputs() * batch), scale_nodes, scale_tan;
      if constexpr (!exact_d) {
        cpu.backward(magnitudes(radj), scale_adj);
        scale_nodes.assign(cpu.node_adjoints().begin(), cpu.node_adjoints().end());
        const auto st = cpu.tangent(inputs, magnitudes(tan));
        scale_tan.assign(st.begin(), st.end());
      }
      auto mismatch = [&](const std::vector<T>& got, const std::vector<T>& want,
                          const std::vector<T>& scale) {
        return exact_d ? first_mismatch(got, want, true) : first_mismatch(got, want, scale, false);
      };
      std::vector<T> want_adj(c.num_inputs() * batch), got_adj(c.num_inputs() * batch, T(-7));
      cpu.backward(radj, want_adj);
      gpu.backward(radj, got_adj);
      const long bad_adj = mismatch(got_adj, want_adj, scale_adj);
      INFO("backward mismatch at "
           << bad_adj << ": "
           << (bad_adj >= 0 ? show(got_adj[bad_adj]) + " vs " + show(want_adj[bad_adj]) : ""));
      REQUIRE(bad_adj < 0);
      const std::vector<T> nodes_want(cpu.node_adjoints().begin(), cpu.node_adjoints().end());
      const auto na = gpu.node_adjoints();
      REQUIRE(mismatch(std::vector<T>(na.begin(), na.end()), nodes_want, scale_nodes) < 0);
      if (gpu.plan().mode == deeplog::gpu::backward_mode::gather) {
        // No atomics: the same sums in the same order, bit for bit, on every run.
        std::vector<T> again(got_adj.size());
        gpu.backward(radj, again);
        REQUIRE(same_bits(again, got_adj));
      }
      const auto wt = cpu.tangent(inputs, tan);
      const std::vector<T> want_tan(wt.begin(), wt.end());
      const auto gt = gpu.tangent(inputs, tan);
      const std::vector<T> got_tan(gt.begin(), gt.end());
      const long bad_tan = mismatch(got_tan, want_tan, scale_tan);
      INFO("tangent mismatch at " << bad_tan);
      REQUIRE(bad_tan < 0);
    }
  }
}

inline cuda_options variant(bool graph, std::size_t fuse, deeplog::gpu::backward_mode b,
                            deeplog::gpu::reduce_path r) {
  cuda_options o;
  o.use_graph = graph;
  o.fuse_threshold = fuse;
  o.backward = b;
  o.reduce = r;
  return o;
}

/// Graph capture, fusion, both backward modes and both reduction paths on a few circuits and
/// batch sizes.
template <class S>
void check_gpu_structure(S s = {}) {
  using deeplog::gpu::backward_mode;
  using deeplog::gpu::reduce_path;
  const cuda_options variants[] = {
      variant(true, 1024, backward_mode::atomic, reduce_path::per_thread),
      variant(false, 1024, backward_mode::gather, reduce_path::per_thread),
      variant(true, 0, backward_mode::gather, reduce_path::segmented),
      variant(false, 0, backward_mode::atomic, reduce_path::segmented),
      variant(true, 1024, backward_mode::automatic, reduce_path::automatic)};
  for (std::uint64_t seed = 1; seed <= 4; ++seed)
    for (std::size_t batch : {1, 31, 256})
      for (const cuda_options& o : variants)
        check_gpu_against_cpu<S>(seed * 104729, batch, {}, o, s);
  // A circuit whose layers exceed the grid (grid-stride loops), and wide nodes (scratch).
  circuit_shape big;
  big.inputs = 64;
  big.operations = 3000;
  big.wide_fanin = 20;
  check_gpu_against_cpu<S>(77, 300, big, {}, s);
  check_gpu_against_cpu<S>(77, 300, big,
                           variant(true, 1024, backward_mode::gather, reduce_path::segmented), s);
}

}  // namespace deeplog::test
