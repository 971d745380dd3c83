// CUDA evaluator throughput: forward and forward+backward on synthetic layered circuits (10^4..10^7
// edges, bench/common/synthetic.hpp as for the CPU benchmarks; batch 1..1024), on wide circuits
// (one root over 10^5 products: per-thread folds against cub::DeviceSegmentedReduce), and on the
// shared data's SDDs read by the library's reader (what `deeplog eval` evaluates), reported as
// edge_samples/s and bytes/s beside the device-to-device copy bandwidth measured in the same run,
// and their ratio (copy_fraction).
//
// Names: <operation>/probability<float>/cuda/<circuit>/batch:B/graph:G[/fuse:F][/backward:M]
// [/reduce:R][/lanes:L[/backward_lanes:K]]; backward:atomic|gather compares the two reverse-mode
// schemes (docs/cuda.md), reduce:per_thread|segmented the two reductions, and lanes:1|2|4 the
// samples per thread of the layer kernels, forward and reverse mode (backward_lanes: reverse
// mode's, where it differs; rows without lanes: the automatic choice). Exits cleanly without a
// device.
//
// Byte model (deeplog/exec/gpu/timing.hpp): one label read per edge and sample and one label
// written per node and sample, per pass (forward+backward: two passes). Targets (docs/cuda.md):
//   forward >= 60%, forward+backward >= 40% of copy_bw --benchmark_filter='edges:1000000/batch:256'
//   sudoku_4.sdd forward+backward at batch 128 < 0.36 ms  --benchmark_filter='sudoku_4/batch:128'
#include <benchmark/benchmark.h>

#include <cstdio>
#include <filesystem>
#include <map>
#include <memory>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "deeplog/algebra.hpp"
#include "deeplog/circuit/builder.hpp"
#include "deeplog/circuit/io/read.hpp"
#include "deeplog/exec/cpu/evaluator.hpp"
#include "deeplog/exec/gpu/evaluator.hpp"
#include "deeplog/exec/gpu/timing.hpp"

#include "../common/synthetic.hpp"

namespace deeplog::bench {
namespace {

namespace dc = deeplog::gpu;

double copy_bw() {
  static const double cached = dc::copy_bandwidth();
  return cached;
}

/// One plus root over `terms` products of two of 1024 leaves: a root of fan-in `terms`, and
/// leaves with about terms / 512 parents each (contention for atomics, wide parent sums).
circuit wide_circuit(std::size_t terms) {
  circuit_builder cb;
  std::vector<node_id> leaves, products;
  for (std::uint32_t v = 0; v < 1024; ++v) leaves.push_back(cb.literal(v, false));
  std::mt19937_64 rng(terms);
  for (std::size_t t = 0; t < terms; ++t)
    products.push_back(cb.times({leaves[rng() % 1024], leaves[rng() % 1024], leaves[t % 1024]}));
  cb.add_root(cb.plus(std::span<const node_id>(products)));
  return cb.build();
}

template <class Make>
const circuit& cached(const std::string& key, Make&& make) {
  static std::map<std::string, std::unique_ptr<circuit>> cache;
  auto& c = cache[key];
  if (!c) c = std::make_unique<circuit>(make());
  return *c;
}

template <class S>
void run_pass(benchmark::State& state, const circuit& c, std::size_t batch, cuda_options o,
              bool with_backward) {
  using T = value_t<S>;
  try {
    cuda_evaluator<S> ev(c, batch, S{}, o);
    std::vector<T> host_in(c.num_inputs() * batch);
    std::mt19937_64 rng(1);
    for (auto& x : host_in) x = std::uniform_real_distribution<T>(T(0.1), T(0.9))(rng);
    const std::vector<T> host_radj(c.num_roots() * batch, T(1));
    dc::device_buffer<T> in{std::span<const T>(host_in)}, roots(c.num_roots() * batch),
        radj{std::span<const T>(host_radj)}, iadj(c.num_inputs() * batch);
    auto pass = [&] {
      ev.forward_device(in.data(), roots.data());
      if (with_backward) ev.backward_device(radj.data(), iadj.data());
    };
    pass();  // warm-up: captures the graphs
    ev.synchronize();
    dc::event_timer timer;
    double total = 0;
    for (auto _ : state) {
      timer.start(ev.stream());
      pass();
      const double sec = timer.stop(ev.stream());
      state.SetIterationTime(sec);
      total += sec;
    }
    const double iters = double(state.iterations());
    const double bytes = dc::forward_bytes(c, batch, sizeof(T)) * (with_backward ? 2 : 1);
    state.counters["edge_samples/s"] = benchmark::Counter(
        double(c.num_edges()) * double(batch) * iters, benchmark::Counter::kIsRate);
    state.counters["bytes/s"] = benchmark::Counter(bytes * iters, benchmark::Counter::kIsRate);
    state.counters["d2d_copy_bw"] = copy_bw();
    state.counters["copy_fraction"] = total > 0 ? bytes * iters / total / copy_bw() : 0.0;
    state.counters["launches"] = double(ev.launches_per_forward());
    state.counters["gather"] = ev.plan().mode == dc::backward_mode::gather ? 1.0 : 0.0;
    state.SetBytesProcessed(static_cast<int64_t>(bytes * iters));
  } catch (const std::exception& e) {  // out of device memory at the largest sizes, say
    state.SkipWithError(e.what());
  }
}

const char* name_of(dc::backward_mode m) {
  return m == dc::backward_mode::atomic   ? "atomic"
         : m == dc::backward_mode::gather ? "gather"
                                          : "auto";
}
const char* name_of(dc::reduce_path r) {
  return r == dc::reduce_path::per_thread  ? "per_thread"
         : r == dc::reduce_path::segmented ? "segmented"
                                           : "auto";
}

void add(const std::string& name, const circuit& c, std::size_t batch, cuda_options o,
         bool backward) {
  benchmark::RegisterBenchmark(name.c_str(),
                               [&c, batch, o, backward](benchmark::State& st) {
                                 run_pass<probability<float>>(st, c, batch, o, backward);
                               })
      ->UseManualTime()
      ->Unit(benchmark::kMicrosecond);
}

void register_synthetic() {
  for (std::size_t edges :
       {std::size_t(10000), std::size_t(100000), std::size_t(1000000), std::size_t(10000000)}) {
    const circuit& c =
        cached("edges:" + std::to_string(edges), [=] { return synthetic_circuit(edges); });
    for (std::size_t batch : {1, 16, 128, 256, 1024})
      for (bool graph : {false, true}) {
        const std::string tail = "/probability<float>/cuda/edges:" + std::to_string(edges) +
                                 "/batch:" + std::to_string(batch) +
                                 "/graph:" + std::to_string(graph);
        cuda_options o;
        o.use_graph = graph;
        add("forward" + tail, c, batch, o, false);
        for (dc::backward_mode m : {dc::backward_mode::atomic, dc::backward_mode::gather}) {
          o.backward = m;
          add("forward_backward" + tail + "/backward:" + name_of(m), c, batch, o, true);
        }
        // Samples per thread of the layer kernels, forward and reverse mode alike, against the
        // automatic choice (rows without /lanes:); and four forward with one backward (the
        // default before reverse mode had lanes).
        if (!graph || batch < 128) continue;
        for (std::uint32_t lanes : {1u, 2u, 4u}) {
          o.forward_lanes = o.backward_lanes = lanes;
          const std::string l = "/lanes:" + std::to_string(lanes);
          o.backward = dc::backward_mode::automatic;
          add("forward" + tail + l, c, batch, o, false);
          for (dc::backward_mode m : {dc::backward_mode::atomic, dc::backward_mode::gather}) {
            o.backward = m;
            add("forward_backward" + tail + "/backward:" + name_of(m) + l, c, batch, o, true);
          }
        }
        o.forward_lanes = 4;
        o.backward_lanes = 1;
        o.backward = dc::backward_mode::atomic;
        add("forward_backward" + tail + "/backward:atomic/lanes:4/backward_lanes:1", c, batch, o,
            true);
      }
  }
}

// Wide, short layers: per-thread folds against cub::DeviceSegmentedReduce (and, backward, the
// leaves' parent sums in gather mode).
void register_wide() {
  const std::size_t terms = 100000;
  const circuit& c = cached("wide", [=] { return wide_circuit(terms); });
  for (std::size_t batch : {1, 16, 256})
    for (dc::reduce_path r : {dc::reduce_path::per_thread, dc::reduce_path::segmented}) {
      const std::string tail = "/probability<float>/cuda/wide:" + std::to_string(terms) +
                               "/batch:" + std::to_string(batch) + "/graph:1";
      cuda_options o;
      o.reduce = r;
      add("forward" + tail + "/reduce:" + name_of(r), c, batch, o, false);
      for (dc::backward_mode m : {dc::backward_mode::atomic, dc::backward_mode::gather}) {
        o.backward = m;
        add("forward_backward" + tail + "/backward:" + name_of(m) + "/reduce:" + name_of(r), c,
            batch, o, true);
      }
    }
}

// The SDDs of the shared data, read as `deeplog eval` reads them (sudoku_4: the 0.36 ms target
// at batch 128; 4-grid: a wider one).
void register_sdds() {
  struct sdd_case {
    const char* name;
    std::uint64_t models;  // the reader's sanity check (0: not checked)
  };
  for (const sdd_case k : {sdd_case{"sudoku_4", 288}, sdd_case{"4-grid", 0}}) {
    const std::string path = std::string(DEEPLOG_SHARED_DIR) + "/data/circuits/" + k.name + ".sdd";
    if (!std::filesystem::exists(path)) {
      std::printf("bench_cuda_evaluator: %s absent, skipped\n", path.c_str());
      continue;
    }
    const circuit& c = cached(k.name, [&] { return io::read_circuit_file(path).graph; });
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
      for (std::size_t fuse : {std::size_t(0), std::size_t(1024), std::size_t(4096)})
        for (dc::backward_mode m : {dc::backward_mode::atomic, dc::backward_mode::gather}) {
          cuda_options o;
          o.use_graph = graph;
          o.fuse_threshold = fuse;
          o.backward = m;
          const std::string name = std::string("forward_backward/probability<float>/cuda/") +
                                   k.name + "/batch:128/graph:" + std::to_string(graph) +
                                   "/fuse:" + std::to_string(fuse) + "/backward:" + name_of(m);
          add(name, c, 128, o, true);
          // The automatic lanes at batch 128 (these SDDs' layers are below lanes_min_items: one
          // sample per thread) against one forced and four forward with one backward.
          if (!graph || fuse != 1024) continue;
          o.forward_lanes = o.backward_lanes = 1;
          add(name + "/lanes:1", c, 128, o, true);
          o.forward_lanes = 4;
          add(name + "/lanes:4/backward_lanes:1", c, 128, o, true);
        }
  }
}

}  // namespace
}  // namespace deeplog::bench

int main(int argc, char** argv) {
  namespace dc = deeplog::gpu;
  if (dc::device_count() == 0) {
    std::printf("bench_cuda_evaluator: no CUDA device (or no driver); nothing to measure\n");
    return 0;
  }
  try {
    std::printf("device: %s; device-to-device copy bandwidth: %.1f GB/s (read + write)\n",
                dc::device_name().c_str(), deeplog::bench::copy_bw() * 1e-9);
    deeplog::bench::register_sdds();
    deeplog::bench::register_wide();
    deeplog::bench::register_synthetic();
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
