// Forward and forward+backward evaluation of the shared benchmark circuits (sudoku_4.sdd,
// 4-grid.sdd, read and smoothed by deeplog::io) in every built-in structure, at batch 1, 64 and
// 1024, on the CPU evaluator. Names: <operation>/<structure>/cpu/<file>/batch:<B>.
// Counters: edge_samples/s, bytes/s (label traffic: every edge reads one label and every node
// writes one, forward; backward reads and writes about twice that again), and the machine's
// copy bandwidth. Without the shared data folder nothing is registered and a message says so.
#include <benchmark/benchmark.h>

#include <filesystem>
#include <iostream>
#include <list>
#include <random>
#include <string>
#include <vector>

#include "../common/roofline.hpp"
#include "deeplog/algebra/registry.hpp"
#include "deeplog/circuit/io/sdd.hpp"
#include "deeplog/exec/cpu/evaluator.hpp"

namespace {

using namespace deeplog;

// Leaf labels in S's carrier: literal probabilities p, 1 - p mapped into the structure.
template <class S>
std::vector<value_t<S>> leaf_labels(const circuit& c, std::size_t batch) {
  std::mt19937_64 rng(42);
  std::uniform_real_distribution<double> u(0.05, 0.95);
  std::vector<value_t<S>> in(c.num_inputs() * batch);
  for (std::size_t v = 0; v < c.num_inputs() / 2; ++v)
    for (std::size_t b = 0; b < batch; ++b) {
      const double p = u(rng);
      for (int neg = 0; neg < 2; ++neg) {
        const double q = neg ? 1 - p : p;
        value_t<S> x{};
        if constexpr (std::is_same_v<S, boolean>)
          x = q > 0.5;
        else if constexpr (std::is_same_v<S, counting>)
          x = 1;
        else if constexpr (std::is_same_v<S, log_probability<double>> ||
                           std::is_same_v<S, max_plus<double>>)
          x = std::log(q);
        else if constexpr (std::is_same_v<S, min_plus<double>>)
          x = -std::log(q);
        else
          x = q;
        in[(2 * v + std::size_t(neg)) * batch + b] = x;
      }
    }
  return in;
}

template <class S>
void forward(benchmark::State& state, const circuit* c, std::size_t batch) {
  cpu_evaluator<S> ev(*c, batch);
  const auto in = leaf_labels<S>(*c, batch);
  for (auto _ : state) {
    auto out = ev.forward(in);
    benchmark::DoNotOptimize(out.data());
    benchmark::ClobberMemory();
  }
  const double edge_samples = double(c->num_edges()) * double(batch);
  const double bytes = double(c->num_edges() + c->size()) * double(batch) * sizeof(value_t<S>);
  bench::report_throughput(state, edge_samples, bytes);
}

template <class S>
void forward_backward(benchmark::State& state, const circuit* c, std::size_t batch) {
  cpu_evaluator<S> ev(*c, batch);
  const auto in = leaf_labels<S>(*c, batch);
  std::vector<value_t<S>> radj(c->num_roots() * batch, value_t<S>(1)), iadj(in.size());
  for (auto _ : state) {
    ev.forward(in);
    ev.backward(radj, iadj);
    benchmark::DoNotOptimize(iadj.data());
    benchmark::ClobberMemory();
  }
  const double edge_samples = double(c->num_edges()) * double(batch);
  const double bytes =
      2.0 * double(c->num_edges() + c->size()) * double(batch) * sizeof(value_t<S>);
  bench::report_throughput(state, edge_samples, bytes);
}

}  // namespace

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  const std::string dir = std::string(DEEPLOG_SHARED_DIR) + "/data/circuits/";
  std::list<circuit> circuits;  // stable addresses for the registered benchmarks
  for (const char* name : {"sudoku_4", "4-grid"}) {
    const std::string sdd = dir + name + ".sdd", vtree = dir + name + ".vtree";
    if (!std::filesystem::exists(sdd) || !std::filesystem::exists(vtree)) {
      std::cerr << "bench_circuit_files: " << sdd << " absent, its benchmarks are skipped\n";
      continue;
    }
    const circuit* c = &circuits.emplace_back(io::read_sdd(sdd, vtree));
    for_each_structure([&](std::string_view sname, auto s) {
      using S = decltype(s);
      for (const std::size_t batch : {1, 64, 1024}) {
        const std::string tail =
            std::string(sname) + "/cpu/" + name + "/batch:" + std::to_string(batch);
        benchmark::RegisterBenchmark(("forward/" + tail).c_str(), forward<S>, c, batch)
            ->Unit(benchmark::kMicrosecond);
        if constexpr (Differentiable<S>)
          benchmark::RegisterBenchmark(("forward_backward/" + tail).c_str(), forward_backward<S>, c,
                                       batch)
              ->Unit(benchmark::kMicrosecond);
      }
    });
  }
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
