// Forward and forward+backward evaluation of the shared benchmark circuits (sudoku_4.sdd,
// 4-grid.sdd, read and smoothed by deeplog::io) in every built-in structure, at batch 1, 64 and
// 1024, on the CPU evaluator. Names: <operation>/<structure>/cpu/<file>/batch:<B>. Counters:
// see bench/common/evaluation.hpp (bytes by the roofline model, two passes for
// forward+backward; the copy bandwidth measured in this run; their ratio). Without the shared
// data folder nothing is registered and a message says so.
#include <benchmark/benchmark.h>

#include <filesystem>
#include <iostream>
#include <list>
#include <string>

#include "../common/evaluation.hpp"
#include "deeplog/algebra/registry.hpp"
#include "deeplog/circuit/io/sdd.hpp"

int main(int argc, char** argv) {
  using namespace deeplog;
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
      for (const std::size_t batch : {1, 64, 1024})
        bench::register_evaluation<decltype(s)>(std::string(sname), name, c, batch);
    });
  }
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
