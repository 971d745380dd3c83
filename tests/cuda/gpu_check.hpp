// The GPU-vs-CPU comparison every structure runs: forward, backward and tangent of the CUDA
// evaluator against the CPU evaluator on one random circuit, twice (the second call reuses the
// buffers and replays the captured graphs with new labels).
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <vector>

#include "deeplog/exec/cpu/evaluator.hpp"
#include "deeplog/exec/gpu/evaluator.hpp"
#include "gpu.hpp"
#include "support.hpp"

namespace deeplog::test {

/// The structure over double, where the test has one: the reference that float adjoints and
/// tangents are judged against where rounding compounds (log-space partials exp(x - v) through
/// deep circuits carry the last-ulp differences of x and v of either backend).
struct no_twin {};
template <class S>
no_twin twin_of(const S&) {
  return {};
}
inline probability<double> twin_of(const probability<float>&) { return {}; }
inline log_probability<double> twin_of(const log_probability<float>&) { return {}; }
inline product_tnorm<double> twin_of(const product_tnorm<float>&) { return {}; }
inline lukasiewicz<double> twin_of(const lukasiewicz<float>&) { return {}; }

template <class S>
void check_gpu_against_cpu(std::uint64_t seed, std::size_t batch, const circuit_shape& shape,
                           cuda_options options, S s = {}) {
  using T = value_t<S>;
  CAPTURE(seed, batch, options.use_graph, options.fuse_threshold, int(options.backward),
          int(options.reduce), options.forward_lanes, options.backward_lanes);
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
    // Where the labels reach sqrt(max) (the random circuits' sums grow so), a product of two
    // overflows: a segmented reduction, multiplying in a tree, can meet inf x 0 = NaN where the
    // CPU's left fold met 0 x large = 0 first (in the forward pass and in the tangents' dual
    // numbers). IEEE arithmetic in another order, not a fault: in the reordering variants the
    // positions that are finite on one side only are not compared.
    bool reorder_overflow = false;
    if constexpr (std::is_floating_point_v<T>) {
      T largest = 0;
      for (T x : cpu.labels())
        if (std::isfinite(x)) largest = std::max(largest, x < 0 ? -x : x);
      reorder_overflow = options.reduce != deeplog::gpu::reduce_path::per_thread &&
                         largest > std::sqrt(std::numeric_limits<T>::max());
    }
    auto masked = [&](std::vector<T> v, const std::vector<T>& other) {
      if constexpr (std::is_floating_point_v<T>)
        if (reorder_overflow)
          for (std::size_t i = 0; i < v.size() && i < other.size(); ++i)
            if (std::isfinite(v[i]) != std::isfinite(other[i])) v[i] = T(0);
      return v;
    };
    const long bad = first_mismatch(masked(got, want), masked(want, got), exact);
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
      // The double reference, where S has a twin: what the CPU's float results are off by.
      using D = decltype(twin_of(s));
      constexpr bool has_twin = !std::is_same_v<D, no_twin>;
      std::vector<double> ref_adj, ref_nodes, ref_tan;
      if constexpr (has_twin && !exact_d) {
        cpu_evaluator<D> ref(c, batch, twin_of(s));
        ref.forward(widened(inputs));
        ref_adj.resize(c.num_inputs() * batch);
        ref.backward(widened(radj), ref_adj);
        ref_nodes.assign(ref.node_adjoints().begin(), ref.node_adjoints().end());
        const auto rt = ref.tangent(widened(inputs), widened(tan));
        ref_tan.assign(rt.begin(), rt.end());
      }
      auto mismatch = [&](const std::vector<T>& got, const std::vector<T>& want,
                          const std::vector<T>& scale, const std::vector<double>& ref) {
        if (exact_d) return first_mismatch(got, want, true);
        if (has_twin) return first_mismatch_with_reference(got, want, ref, scale);
        return first_mismatch(got, want, scale, false);
      };
      std::vector<T> want_adj(c.num_inputs() * batch), got_adj(c.num_inputs() * batch, T(-7));
      cpu.backward(radj, want_adj);
      gpu.backward(radj, got_adj);
      const long bad_adj = mismatch(got_adj, want_adj, scale_adj, ref_adj);
      INFO("backward mismatch at "
           << bad_adj << ": "
           << (bad_adj >= 0 ? show(got_adj[bad_adj]) + " vs " + show(want_adj[bad_adj]) : ""));
      REQUIRE(bad_adj < 0);
      const std::vector<T> nodes_want(cpu.node_adjoints().begin(), cpu.node_adjoints().end());
      const auto na = gpu.node_adjoints();
      REQUIRE(mismatch(std::vector<T>(na.begin(), na.end()), nodes_want, scale_nodes, ref_nodes) <
              0);
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
      const long bad_tan =
          mismatch(masked(got_tan, want_tan), masked(want_tan, got_tan), scale_tan, ref_tan);
      INFO("tangent mismatch at " << bad_tan);
      REQUIRE(bad_tan < 0);
    }
  }
}

inline cuda_options variant(bool graph, std::size_t fuse, deeplog::gpu::backward_mode b,
                            deeplog::gpu::reduce_path r, std::uint32_t lanes = 0,
                            std::uint32_t backward_lanes = 0) {
  cuda_options o;
  o.forward_lanes = lanes;
  o.backward_lanes = backward_lanes;
  o.use_graph = graph;
  o.fuse_threshold = fuse;
  o.backward = b;
  o.reduce = r;
  return o;
}

/// Graph capture, fusion, both backward modes, both reduction paths and 1, 2 or 4 samples per
/// thread of a forward and of a reverse-mode layer kernel (asked for; the automatic choice takes
/// one in these circuits' small layers) on a few circuits and batch sizes.
template <class S>
void check_gpu_structure(S s = {}) {
  using deeplog::gpu::backward_mode;
  using deeplog::gpu::reduce_path;
  const cuda_options variants[] = {
      variant(true, 1024, backward_mode::atomic, reduce_path::per_thread),
      variant(false, 1024, backward_mode::gather, reduce_path::per_thread, 2, 4),
      variant(true, 0, backward_mode::atomic, reduce_path::per_thread, 4, 2),
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
  // Gather mode keeps wide nodes' suffix folds in the edge weights; at batch 302 with four
  // samples per thread the last threads' lanes past the batch share lane 0's slots.
  check_gpu_against_cpu<S>(
      77, 302, big, variant(false, 0, backward_mode::gather, reduce_path::per_thread, 0, 4), s);
}

}  // namespace deeplog::test
