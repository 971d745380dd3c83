// The CUDA kernels' logic without a GPU: their per-item bodies, run on the host by
// kernel_emulator, against the CPU evaluator on random circuits in every structure (forward,
// backward, tangent), and the launch plan's invariants.
#include <catch2/catch.hpp>

#include "deeplog/exec/cpu/evaluator.hpp"
#include "emulator.hpp"
#include "support.hpp"

using namespace deeplog;
using namespace deeplog::test;

namespace {

template <class S>
void check_against_cpu(std::uint64_t seed, std::size_t batch, const circuit_shape& shape,
                       std::size_t fuse_threshold = 0) {
  using T = value_t<S>;
  CAPTURE(seed, batch, fuse_threshold);
  const circuit c = random_circuit(seed, shape);
  const auto inputs = random_labels<S>(c.num_inputs() * batch, seed + 1);
  cpu_evaluator<S> cpu(c, batch);
  kernel_emulator<S> emu(c, batch, S{}, fuse_threshold);
  constexpr bool exact = exact_structure<S>();
  const std::vector<T> want(cpu.forward(inputs).begin(), cpu.forward(inputs).end());
  const std::vector<T> got = emu.forward(inputs);
  const long bad = first_mismatch(got, want, exact);
  INFO("forward mismatch at " << bad << ": "
                              << (bad >= 0 ? show(got[bad]) + " vs " + show(want[bad]) : ""));
  REQUIRE(bad < 0);
  if constexpr (Differentiable<S>) {
    const auto radj = integer_weights<T>(c.num_roots() * batch, seed + 2);
    std::vector<T> want_adj(c.num_inputs() * batch);
    cpu.backward(radj, want_adj);
    const auto got_adj = emu.backward(radj);
    const long bad_adj = first_mismatch(got_adj, want_adj, exact_derivatives<S>());
    INFO("backward mismatch at " << bad_adj << ": "
                                 << (bad_adj >= 0
                                         ? show(got_adj[bad_adj]) + " vs " + show(want_adj[bad_adj])
                                         : ""));
    REQUIRE(bad_adj < 0);
    const auto tan = integer_weights<T>(c.num_inputs() * batch, seed + 3);
    const std::vector<T> want_tan(cpu.tangent(inputs, tan).begin(), cpu.tangent(inputs, tan).end());
    const auto got_tan = emu.tangent(inputs, tan, fuse_threshold);
    const long bad_tan = first_mismatch(got_tan, want_tan, exact_derivatives<S>());
    INFO("tangent mismatch at " << bad_tan);
    REQUIRE(bad_tan < 0);
  }
}

}  // namespace

TEMPLATE_TEST_CASE("the CUDA kernels' bodies agree with the CPU evaluator on random circuits",
                   "[cuda][emulated]", boolean, counting, probability<float>, probability<double>,
                   log_probability<float>, log_probability<double>, max_plus<float>,
                   min_plus<double>, max_times<float>, godel<float>, lukasiewicz<double>,
                   product_tnorm<float>, product_tnorm<double>, (top_k<3, float>)) {
  // Fusion off, fused runs of small layers, everything fused (blocks of 32 samples).
  for (std::uint64_t seed = 1; seed <= 12; ++seed)
    for (std::size_t batch : {1, 5, 33, 70})
      for (std::size_t fuse : {std::size_t(0), std::size_t(64), std::size_t(1) << 30})
        check_against_cpu<TestType>(seed * 7919, batch, {}, fuse);
}

TEST_CASE("wide nodes take their suffix folds from the scratch buffer", "[cuda][emulated]") {
  circuit_shape wide;
  wide.wide_fanin = 20;
  wide.max_fanin = 10;
  for (std::uint64_t seed = 100; seed < 104; ++seed) {
    for (std::size_t fuse : {std::size_t(0), std::size_t(1) << 30}) {
      check_against_cpu<probability<double>>(seed, 40, wide, fuse);
      check_against_cpu<product_tnorm<double>>(seed, 40, wide, fuse);
      check_against_cpu<max_times<float>>(seed, 40, wide, fuse);
    }
  }
}

TEST_CASE("the launch plan covers every layer once, in order, fusing only small ones",
          "[cuda][emulated]") {
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    CAPTURE(seed);
    circuit_shape sh;
    sh.operations = 20 + seed * 15;
    const circuit c = random_circuit(seed, sh);
    const auto table = cuda::detail::layer_table(c);
    for (std::size_t batch : {1, 8, 200}) {
      for (std::size_t threshold : {std::size_t(0), std::size_t(64), std::size_t(1024)}) {
        CAPTURE(batch, threshold);
        const auto plan = cuda::detail::plan_launches(table, batch, threshold);
        std::uint32_t next = 0;
        for (const auto& g : plan) {
          REQUIRE(g.first == next);
          REQUIRE(g.last > g.first);
          if (!g.fused) REQUIRE(g.last == g.first + 1);
          for (std::uint32_t l = g.first; l < g.last; ++l) {
            const std::size_t per_block =
                std::size_t(table[l].end - table[l].begin) * std::min<std::size_t>(batch, 32);
            REQUIRE(cuda::detail::fused_block_work(table[l], batch) == per_block);
            REQUIRE((threshold > 0 && per_block <= threshold) == g.fused);
          }
          next = g.last;
        }
        REQUIRE(next == table.size());
        // No two consecutive fused groups: a fused run is maximal.
        for (std::size_t i = 1; i < plan.size(); ++i)
          REQUIRE(!(plan[i - 1].fused && plan[i].fused));
      }
    }
    // The table matches the circuit's layers and their first edges.
    REQUIRE(table.size() == c.layers().size());
    for (std::size_t l = 0; l < table.size(); ++l) {
      REQUIRE(table[l].begin == c.layers()[l].begin);
      REQUIRE(table[l].end == c.layers()[l].end);
      REQUIRE(table[l].edge_begin == c.offsets()[table[l].begin]);
    }
  }
}

TEST_CASE("work items map to (node, sample) with the batch contiguous", "[cuda][emulated]") {
  const cuda::detail::layer_range L{10, 17, 0};
  for (std::size_t batch : {1, 3, 32, 1000}) {
    std::size_t i = 0;
    for (node_id n = L.begin; n < L.end; ++n)
      for (std::size_t b = 0; b < batch; ++b, ++i) {
        const auto w = cuda::detail::decompose(L, i, batch);
        REQUIRE(w.node == n);
        REQUIRE(w.sample == b);
      }
  }
  // Fused launches: block k covers samples [32k, 32k + 32) of every node, exactly once.
  for (std::size_t batch : {1, 31, 32, 33, 100}) {
    std::vector<int> seen(std::size_t(L.end - L.begin) * batch, 0);
    for (std::size_t k = 0; k * 32 < batch; ++k) {
      const std::uint32_t width = cuda::detail::slice_width(k, batch);
      REQUIRE(width == std::min<std::size_t>(32, batch - k * 32));
      for (std::size_t j = 0; j < std::size_t(L.end - L.begin) * width; ++j) {
        const auto w = cuda::detail::decompose_slice(L, j, k * 32, width);
        REQUIRE(w.node >= L.begin);
        REQUIRE(w.node < L.end);
        REQUIRE(w.sample >= k * 32);
        REQUIRE(w.sample < k * 32 + width);
        ++seen[std::size_t(w.node - L.begin) * batch + w.sample];
      }
    }
    for (int x : seen) REQUIRE(x == 1);
  }
  // Past 2^32 items the 64-bit path is taken.
  const cuda::detail::layer_range big{0, 1u << 20, 0};
  const std::size_t batch = 8192, i = (std::size_t(1) << 33) + 12345;
  const auto w = cuda::detail::decompose(big, i, batch);
  REQUIRE(w.node == i / batch);
  REQUIRE(w.sample == i % batch);
}
