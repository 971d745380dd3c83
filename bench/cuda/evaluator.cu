// CUDA evaluator throughput: forward and forward+backward on synthetic layered circuits
// (10^4..10^7 edges, batch 1..1024, graph capture on and off) and on sudoku_4.sdd, reported as
// edge_samples/s and bytes/s beside the device-to-device copy bandwidth measured in the same run.
// Names: <operation>/<structure>/cuda/edges:E/batch:B/graph:G. Exits cleanly without a device.
//
// Bytes per pass are a compulsory-traffic model (docs/cuda.md): forward reads each edge's child
// row and writes each node's row once, backward adds an adjoint read-modify-write per edge and
// the node's label and adjoint reads; cache hits can push the figure past DRAM bandwidth.
#include <benchmark/benchmark.h>

#include <cstdio>
#include <filesystem>
#include <map>
#include <memory>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "deeplog/algebra/algebra.hpp"
#include "deeplog/exec/cpu/evaluator.hpp"
#include "deeplog/exec/cuda/evaluator.hpp"
#include "sdd.hpp"

using namespace deeplog;

namespace {

/// Best-of-10 cudaMemcpy device-to-device bandwidth, bytes read + written per second.
double d2d_copy_bandwidth() {
  static const double cached = [] {
    const std::size_t bytes = std::size_t(1) << 30;
    cuda::device_buffer<char> a(bytes), b(bytes);
    DEEPLOG_CUDA_CHECK(cudaMemset(a.data(), 1, bytes));
    cudaEvent_t t0, t1;
    DEEPLOG_CUDA_CHECK(cudaEventCreate(&t0));
    DEEPLOG_CUDA_CHECK(cudaEventCreate(&t1));
    float best_ms = 1e30f;
    for (int r = 0; r < 10; ++r) {
      DEEPLOG_CUDA_CHECK(cudaEventRecord(t0));
      DEEPLOG_CUDA_CHECK(cudaMemcpy(b.data(), a.data(), bytes, cudaMemcpyDeviceToDevice));
      DEEPLOG_CUDA_CHECK(cudaEventRecord(t1));
      DEEPLOG_CUDA_CHECK(cudaEventSynchronize(t1));
      float ms = 0;
      DEEPLOG_CUDA_CHECK(cudaEventElapsedTime(&ms, t0, t1));
      best_ms = std::min(best_ms, ms);
    }
    (void)cudaEventDestroy(t0);
    (void)cudaEventDestroy(t1);
    return 2.0 * double(bytes) / (double(best_ms) * 1e-3);
  }();
  return cached;
}

/// A synthetic layered circuit: `width` inputs, then `depth` layers of `width` nodes (times and
/// plus alternating), each node with `fanin` children drawn uniformly from the layer below.
circuit layered_circuit(std::size_t edges, std::uint32_t fanin = 4, std::uint32_t depth = 8) {
  const std::size_t width = std::max<std::size_t>(1, edges / (std::size_t(fanin) * depth));
  std::mt19937_64 rng(edges);
  std::vector<node_kind> kinds;
  std::vector<std::uint32_t> offsets{0}, inputs;
  std::vector<node_id> children, roots;
  kinds.reserve(width * (depth + 1));
  children.reserve(width * depth * fanin);
  for (std::size_t i = 0; i < width; ++i) {
    kinds.push_back(node_kind::input);
    inputs.push_back(static_cast<std::uint32_t>(i));
    offsets.push_back(0);
  }
  for (std::uint32_t d = 1; d <= depth; ++d) {
    const std::size_t below = (d - 1) * width;
    for (std::size_t i = 0; i < width; ++i) {
      kinds.push_back(d % 2 ? node_kind::times : node_kind::plus);
      inputs.push_back(0);
      for (std::uint32_t f = 0; f < fanin; ++f)
        children.push_back(static_cast<node_id>(below + rng() % width));
      offsets.push_back(static_cast<std::uint32_t>(children.size()));
      if (d == depth) roots.push_back(static_cast<node_id>(kinds.size() - 1));
    }
  }
  return circuit::from_layered_arrays(std::move(kinds), std::move(offsets), std::move(children),
                                      std::move(inputs), std::move(roots), width);
}

const circuit& synthetic(std::size_t edges) {
  static std::map<std::size_t, std::unique_ptr<circuit>> cache;
  auto& c = cache[edges];
  if (!c) c = std::make_unique<circuit>(layered_circuit(edges));
  return *c;
}

struct traffic {
  double forward, backward;
};
// Compulsory bytes per pass (see the header comment).
traffic bytes_per_pass(const circuit& c, std::size_t batch, std::size_t label_bytes) {
  const double row = double(batch) * double(label_bytes);
  const double e = double(c.num_edges()), n = double(c.size()), in = double(c.num_inputs()),
               r = double(c.num_roots());
  return {row * (e + n + in + 2 * r), row * (3 * e + 3 * n + 2 * in + 2 * r)};
}

/// Times `iters` passes on the evaluator's stream with events; reports per-iteration seconds.
template <class Pass>
void time_passes(benchmark::State& state, cudaStream_t s, Pass&& pass) {
  cudaEvent_t t0, t1;
  DEEPLOG_CUDA_CHECK(cudaEventCreate(&t0));
  DEEPLOG_CUDA_CHECK(cudaEventCreate(&t1));
  pass();  // warm-up: captures the graphs
  DEEPLOG_CUDA_CHECK(cudaStreamSynchronize(s));
  for (auto _ : state) {
    DEEPLOG_CUDA_CHECK(cudaEventRecord(t0, s));
    pass();
    DEEPLOG_CUDA_CHECK(cudaEventRecord(t1, s));
    DEEPLOG_CUDA_CHECK(cudaEventSynchronize(t1));
    float ms = 0;
    DEEPLOG_CUDA_CHECK(cudaEventElapsedTime(&ms, t0, t1));
    state.SetIterationTime(double(ms) * 1e-3);
  }
  (void)cudaEventDestroy(t0);
  (void)cudaEventDestroy(t1);
}

void report(benchmark::State& state, const circuit& c, std::size_t batch, double bytes) {
  const double iters = double(state.iterations());
  state.counters["edge_samples/s"] = benchmark::Counter(
      double(c.num_edges()) * double(batch) * iters, benchmark::Counter::kIsRate);
  state.counters["bytes/s"] = benchmark::Counter(bytes * iters, benchmark::Counter::kIsRate);
  state.counters["d2d_copy_bw"] = d2d_copy_bandwidth();
  state.SetBytesProcessed(static_cast<int64_t>(bytes * iters));
}

template <class S>
void run_pass(benchmark::State& state, const circuit& c, std::size_t batch, cuda_options o,
              bool with_backward) {
  using T = value_t<S>;
  cuda_evaluator<S> ev(c, batch, S{}, o);
  std::vector<T> host_in(c.num_inputs() * batch);
  std::mt19937_64 rng(1);
  for (auto& x : host_in) x = std::uniform_real_distribution<T>(T(0.1), T(0.9))(rng);
  std::vector<T> host_radj(c.num_roots() * batch, T(1));
  cuda::device_buffer<T> in{std::span<const T>(host_in)}, roots(c.num_roots() * batch),
      radj{std::span<const T>(host_radj)}, iadj(c.num_inputs() * batch);
  time_passes(state, ev.stream(), [&] {
    ev.forward_device(in.data(), roots.data());
    if (with_backward) ev.backward_device(radj.data(), iadj.data());
  });
  const traffic t = bytes_per_pass(c, batch, sizeof(T));
  report(state, c, batch, with_backward ? t.forward + t.backward : t.forward);
  state.counters["launches"] = double(ev.launches_per_forward());
}

void register_synthetic() {
  using S = probability<float>;
  for (std::size_t edges :
       {std::size_t(10000), std::size_t(100000), std::size_t(1000000), std::size_t(10000000)})
    for (std::size_t batch : {1, 16, 256, 1024})
      for (bool graph : {false, true})
        for (bool backward : {false, true}) {
          const std::string name = std::string(backward ? "forward_backward" : "forward") +
                                   "/probability<float>/cuda/edges:" + std::to_string(edges) +
                                   "/batch:" + std::to_string(batch) +
                                   "/graph:" + std::to_string(graph);
          benchmark::RegisterBenchmark(name.c_str(),
                                       [=](benchmark::State& st) {
                                         cuda_options o;
                                         o.use_graph = graph;
                                         run_pass<S>(st, synthetic(edges), batch, o, backward);
                                       })
              ->UseManualTime()
              ->Unit(benchmark::kMicrosecond);
        }
}

// The SDDs of the shared data (sudoku_4: the 0.36 ms target at batch 128; 4-grid: a wider one).
void register_sdds() {
  struct sdd_case {
    const char* name;
    std::uint64_t models;  // the reader's sanity check
  };
  for (const sdd_case k : {sdd_case{"sudoku_4", 288}, sdd_case{"4-grid", 0}}) {
    const std::string path = std::string(DEEPLOG_SHARED_DIR) + "/data/circuits/" + k.name + ".sdd";
    if (!std::filesystem::exists(path)) {
      std::printf("bench_cuda_evaluator: %s absent, skipped\n", path.c_str());
      continue;
    }
    static std::map<std::string, circuit> circuits;
    const circuit& c = circuits[k.name] = bench::read_sdd(path);
    cpu_evaluator<counting> count(c, 1);
    const std::vector<std::uint64_t> ones(c.num_inputs(), 1);
    const std::uint64_t models = count.forward(ones)[0];
    std::printf("%s.sdd: %zu nodes, %zu edges, %zu layers, %zu inputs, %llu models\n", k.name,
                c.size(), c.num_edges(), c.layers().size(), c.num_inputs(),
                static_cast<unsigned long long>(models));
    if (k.models && models != k.models)
      throw std::runtime_error(path + ": read " + std::to_string(models) + " models, expected " +
                               std::to_string(k.models));
    for (bool graph : {false, true})
      for (std::size_t fuse : {std::size_t(0), std::size_t(1024), std::size_t(4096)}) {
        const std::string name = std::string("forward_backward/probability<float>/cuda/") + k.name +
                                 "/batch:128/graph:" + std::to_string(graph) +
                                 "/fuse:" + std::to_string(fuse);
        benchmark::RegisterBenchmark(
            name.c_str(),
            [&c, graph, fuse](benchmark::State& st) {
              run_pass<probability<float>>(st, c, 128, {graph, fuse, nullptr}, true);
            })
            ->UseManualTime()
            ->Unit(benchmark::kMicrosecond);
      }
  }
}

}  // namespace

int main(int argc, char** argv) {
  if (cuda::device_count() == 0) {
    std::printf("bench_cuda_evaluator: no CUDA device (or no driver); nothing to measure\n");
    return 0;
  }
  try {
    std::printf("device-to-device copy bandwidth: %.1f GB/s (read + write)\n",
                d2d_copy_bandwidth() * 1e-9);
    register_sdds();
    register_synthetic();
  } catch (const std::exception& e) {
    std::fprintf(stderr, "bench_cuda_evaluator: %s\n", e.what());
    return 1;
  }
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
