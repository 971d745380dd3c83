// Forward and forward+backward on synthetic layered circuits (bench/common/synthetic.hpp,
// seeded) of 10^3 to 10^7 edges, at batch 1, 64 and 1024, in every built-in structure, on the
// CPU evaluator with its automatic threading. Names:
// <operation>/<structure>/cpu/synthetic:<edges>/batch:<B>. Sizes are capped at edges x batch
// <= 2 x 10^8 (10^7 edges at batch 1, 10^6 up to 64, 10^5 up to 1024), so that the full suite runs
// in minutes:
//   ./build/release/bench/circuit_synthetic/bench_circuit_synthetic --benchmark_min_time=0.1
// Counters: see bench/common/evaluation.hpp.
#include <benchmark/benchmark.h>

#include <list>
#include <string>

#include "../common/evaluation.hpp"
#include "deeplog/algebra/registry.hpp"

int main(int argc, char** argv) {
  using namespace deeplog;
  benchmark::Initialize(&argc, argv);
  std::list<circuit> circuits;
  for (const std::size_t edges : {1000, 10000, 100000, 1000000, 10000000}) {
    const circuit* c = &circuits.emplace_back(bench::synthetic_circuit(edges));
    const std::string what = "synthetic:" + std::to_string(edges);
    for_each_structure([&](std::string_view sname, auto s) {
      for (const std::size_t batch : {1, 64, 1024})
        if (edges * batch <= 200000000)
          bench::register_evaluation<decltype(s)>(std::string(sname), what, c, batch);
    });
  }
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
