// Knowledge compilation: compile time, circuit nodes and edges for
//   compile/sudoku_4/<compiler>        the shared 4x4 sudoku CNF (288 models)
//   compile/sudoku_9/topdown           the 9x9 one, under a node and time budget: what happens
//   compile/random3cnf/V/R/<heuristic> random 3-CNF, V variables, ratio R/10, seeds 0..2
//   compile/colouring/<compiler>/N/M   3-colouring of a random graph, N vertices, M edges, seeds
//                                      0..2 (3N variables; one-hot colours are groups)
//   compile/addition/N/<encoding>/<q>  MNIST-addition constraints (digits as exactly-one
//                                      groups): one query (sum 10^N - 1) or all 2 10^N - 1 sums
//   extract/<level>/<input>            extract_common_children on a circuit as the top-down
//                                      compiler built it (extraction_level::none): the pass
//                                      alone at compile_options' level prefixes (the
//                                      default) or full, edges before and after, circuit
//                                      edges read per second
// Counters: nodes, edges, decisions (top-down), per compile. A budget_exceeded ends the
// benchmark with its message. Without the shared data folder the sudoku ones are skipped.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <filesystem>
#include <random>
#include <stdexcept>
#include <string>
#include <utility>

#include "addition_formulas.hpp"
#include "deeplog/circuit/extraction.hpp"
#include "deeplog/compile/compile.hpp"
#include "deeplog/compile/dimacs.hpp"

namespace {

using namespace deeplog;

void report(benchmark::State& state, const compile::compilation& c, std::size_t compiles = 1) {
  state.counters["nodes"] = double(c.graph.size());
  state.counters["edges"] = double(c.graph.num_edges());
  state.counters["decisions"] = double(c.stats.decisions) / double(compiles);
  state.counters["compiles/s"] =
      benchmark::Counter(double(compiles), benchmark::Counter::kIsIterationInvariantRate);
}

void bench_cnf_file(benchmark::State& state, const std::string& name, compile::compile_options o) {
  const std::string path = std::string(DEEPLOG_SHARED_DIR) + "/data/cnf/" + name + ".cnf";
  if (!std::filesystem::exists(path)) {
    state.SkipWithError(("no " + path).c_str());
    return;
  }
  const compile::cnf f = compile::read_dimacs(path);
  compile::compilation c;
  for (auto _ : state) {
    try {
      c = compile::compile_with_stats(f, o);
    } catch (const compile::budget_exceeded& e) {
      state.SkipWithError(e.what());
      return;
    }
    benchmark::DoNotOptimize(c.graph.size());
  }
  report(state, c);
}

compile::cnf random_3cnf(std::uint32_t n, double ratio, unsigned seed) {
  std::mt19937 rng(seed);
  compile::cnf f(n);
  const auto m = static_cast<std::size_t>(ratio * n + 0.5);
  for (std::size_t i = 0; i < m; ++i) {
    std::vector<compile::dimacs_literal> c;
    while (c.size() < 3) {  // three distinct variables
      const auto v = static_cast<std::uint32_t>(rng() % n);
      bool dup = false;
      for (auto l : c) dup = dup || compile::literal_variable(l) == v;
      if (!dup) c.push_back(compile::make_literal(v, rng() % 2));
    }
    f.add_clause(c);
  }
  return f;
}

// The 3-colourings of a random graph with n vertices and m distinct edges: variable 3v + c is
// "vertex v has colour c"; each vertex has exactly one colour, adjacent vertices differ.
compile::cnf colouring(std::uint32_t n, std::uint32_t m, unsigned seed) {
  std::mt19937 rng(seed);
  compile::cnf f(3 * n);
  const auto lit = [](std::uint32_t v, std::uint32_t c, bool neg) {
    return compile::make_literal(3 * v + c, neg);
  };
  for (std::uint32_t v = 0; v < n; ++v) {
    f.add_clause({lit(v, 0, false), lit(v, 1, false), lit(v, 2, false)});
    for (std::uint32_t a = 0; a < 3; ++a)
      for (std::uint32_t b = a + 1; b < 3; ++b) f.add_clause({lit(v, a, true), lit(v, b, true)});
  }
  std::vector<std::pair<std::uint32_t, std::uint32_t>> edges;
  while (edges.size() < m) {
    auto a = static_cast<std::uint32_t>(rng() % n), b = static_cast<std::uint32_t>(rng() % n);
    if (a == b) continue;
    if (a > b) std::swap(a, b);
    if (std::find(edges.begin(), edges.end(), std::pair(a, b)) != edges.end()) continue;
    edges.emplace_back(a, b);
    for (std::uint32_t c = 0; c < 3; ++c) f.add_clause({lit(a, c, true), lit(b, c, true)});
  }
  return f;
}

void bench_colouring(benchmark::State& state, compile::compile_options o) {
  const auto n = static_cast<std::uint32_t>(state.range(0));
  const auto m = static_cast<std::uint32_t>(state.range(1));
  std::vector<compile::cnf> fs;
  for (unsigned seed = 0; seed < 3; ++seed) fs.push_back(colouring(n, m, seed));
  o.budget.max_seconds = 60;
  std::size_t nodes = 0, edges = 0;
  for (auto _ : state) {
    nodes = edges = 0;
    for (const auto& f : fs) {
      try {
        const auto c = compile::compile_with_stats(f, o);
        nodes += c.graph.size();
        edges += c.graph.num_edges();
      } catch (const compile::budget_exceeded& e) {
        state.SkipWithError(e.what());
        return;
      }
    }
  }
  state.counters["nodes"] = double(nodes) / 3;
  state.counters["edges"] = double(edges) / 3;
  state.counters["compiles/s"] =
      benchmark::Counter(3, benchmark::Counter::kIsIterationInvariantRate);
}

void bench_random(benchmark::State& state, compile::decision_heuristic h) {
  const auto n = static_cast<std::uint32_t>(state.range(0));
  const double ratio = double(state.range(1)) / 10.0;
  std::vector<compile::cnf> fs;
  for (unsigned seed = 0; seed < 3; ++seed) fs.push_back(random_3cnf(n, ratio, seed));
  compile::compile_options o;
  o.heuristic = h;
  o.budget.max_seconds = 20;
  compile::compilation c;
  std::size_t nodes = 0, edges = 0, decisions = 0;
  for (auto _ : state) {
    nodes = edges = decisions = 0;
    for (const auto& f : fs) {
      try {
        c = compile::compile_with_stats(f, o);
      } catch (const compile::budget_exceeded& e) {
        state.SkipWithError(e.what());
        return;
      }
      nodes += c.graph.size();
      edges += c.graph.num_edges();
      decisions += c.stats.decisions;
    }
  }
  state.counters["nodes"] = double(nodes) / 3;
  state.counters["edges"] = double(edges) / 3;
  state.counters["decisions"] = double(decisions) / 3;
  state.counters["compiles/s"] =
      benchmark::Counter(3, benchmark::Counter::kIsIterationInvariantRate);
}

void bench_addition(benchmark::State& state, bool carry, bool all) {
  const auto digits = static_cast<unsigned>(state.range(0));
  std::vector<std::uint64_t> sums;
  if (all) {
    for (std::uint64_t s = 0; s + 1 < 2 * bench::power10(digits); ++s) sums.push_back(s);
  } else {
    sums.push_back(bench::power10(digits) - 1);  // the sum with the most proofs
  }
  compile::compilation c;
  for (auto _ : state) {
    compile::boolean_formula f;
    const auto roots =
        carry ? bench::addition_carry(f, digits, sums) : bench::addition_proofs(f, digits, sums);
    c = compile::compile_with_stats(f, roots);
    benchmark::DoNotOptimize(c.graph.size());
  }
  report(state, c);
  state.counters["roots"] = double(sums.size());
}

// The pass alone on one compiled circuit; `make` compiles it once, outside the timing.
template <class Make>
void bench_extract(benchmark::State& state, Make make, compile::extraction_level level) {
  circuit c;
  try {
    c = make();
  } catch (const std::exception& e) {  // no data file, or past the budget
    state.SkipWithError(e.what());
    return;
  }
  const extraction_options o = compile::extraction_for(level);
  circuit x;
  for (auto _ : state) {
    x = extract_common_children(c, o);
    benchmark::DoNotOptimize(x.size());
  }
  state.counters["edges_before"] = double(c.num_edges());
  state.counters["edges"] = double(x.num_edges());
  state.counters["nodes_before"] = double(c.size());
  state.counters["nodes"] = double(x.size());
  state.counters["edges/s"] =
      benchmark::Counter(double(c.num_edges()), benchmark::Counter::kIsIterationInvariantRate);
}

const bool registered = [] {
  using compile::compiler_kind, compile::vtree_choice;
  // The top-down compiler, the OBDD manager (right-linear vtree) and the SDD manager over the
  // elimination vtree, each named as such (the bottom-up default picks one of the last two).
  std::vector<std::pair<std::string, compile::compile_options>> compilers;
  compile::compile_options o;
  compilers.emplace_back("topdown", o);
  o.compiler = compiler_kind::bottom_up;
  o.vtree = vtree_choice::right_linear;
  compilers.emplace_back("obdd", o);
  o.vtree = vtree_choice::elimination;
  compilers.emplace_back("sdd-elimination", o);
  for (const auto& [name, options] : compilers)
    benchmark::RegisterBenchmark(("compile/sudoku_4/" + name).c_str(), bench_cnf_file, "sudoku_4",
                                 options)
        ->Unit(benchmark::kMillisecond);
  compile::compile_options o9;
  o9.budget.max_nodes = std::size_t(1) << 22;
  o9.budget.max_seconds = 60;
  benchmark::RegisterBenchmark("compile/sudoku_9/topdown", bench_cnf_file, "sudoku_9", o9)
      ->Unit(benchmark::kMillisecond)
      ->Iterations(1);
  for (auto h :
       {compile::decision_heuristic::decomposition, compile::decision_heuristic::occurrences}) {
    const std::string hn =
        h == compile::decision_heuristic::decomposition ? "decomposition" : "occurrences";
    auto* b = benchmark::RegisterBenchmark(("compile/random3cnf/" + hn).c_str(), bench_random, h);
    b->Unit(benchmark::kMillisecond)->ArgNames({"vars", "ratio10"});
    for (int n : {40, 50, 60, 80, 100})
      for (int r : {15, 20, 25, 30, 35, 40}) b->Args({n, r});
  }
  for (const auto& [name, options] : compilers)
    benchmark::RegisterBenchmark(("compile/colouring/" + name).c_str(), bench_colouring, options)
        ->Unit(benchmark::kMillisecond)
        ->ArgNames({"vertices", "edges"})
        ->Args({25, 40})
        ->Args({25, 50})
        ->Args({40, 70});
  for (bool all : {false, true}) {
    const std::string q = all ? "all_sums" : "one_sum";
    benchmark::RegisterBenchmark(("compile/addition/carry/" + q).c_str(), bench_addition, true, all)
        ->Unit(benchmark::kMillisecond)
        ->ArgName("digits")
        ->DenseRange(1, 4);
    benchmark::RegisterBenchmark(("compile/addition/proofs/" + q).c_str(), bench_addition, false,
                                 all)
        ->Unit(benchmark::kMillisecond)
        ->ArgName("digits")
        ->DenseRange(1, all ? 2 : 4);
  }
  // The inputs of the extract/ rows: circuits as compiled, before any extraction.
  compile::compile_options as_compiled;
  as_compiled.extraction = compile::extraction_level::none;
  const auto file = [as_compiled](std::string name) {
    return [name, as_compiled] {
      const std::string path = std::string(DEEPLOG_SHARED_DIR) + "/data/cnf/" + name + ".cnf";
      if (!std::filesystem::exists(path)) throw std::runtime_error("no " + path);
      return compile::compile(compile::read_dimacs(path), as_compiled);
    };
  };
  const auto colour = [as_compiled](std::uint32_t n, std::uint32_t m, unsigned seed) {
    return [=] { return compile::compile(colouring(n, m, seed), as_compiled); };
  };
  const auto random = [as_compiled](std::uint32_t n, double ratio, unsigned seed) {
    return [=] { return compile::compile(random_3cnf(n, ratio, seed), as_compiled); };
  };
  const auto proofs = [as_compiled] {
    compile::boolean_formula f;
    std::vector<std::uint64_t> sums;
    for (std::uint64_t s = 0; s + 1 < 2 * bench::power10(2); ++s) sums.push_back(s);
    const auto roots = bench::addition_proofs(f, 2, sums);
    return compile::compile(f, roots, as_compiled);
  };
  for (const auto level : {compile::extraction_level::prefixes, compile::extraction_level::full}) {
    const std::string x = "extract/" + std::string(compile::to_string(level)) + "/";
    benchmark::RegisterBenchmark((x + "sudoku_4").c_str(), bench_extract<decltype(file(""))>,
                                 file("sudoku_4"), level)
        ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark((x + "colouring/vertices:60/edges:100/seed:1").c_str(),
                                 bench_extract<decltype(colour(0, 0, 0))>, colour(60, 100, 1),
                                 level)
        ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark((x + "random3cnf/vars:50/ratio10:15/seed:0").c_str(),
                                 bench_extract<decltype(random(0, 0, 0))>, random(50, 1.5, 0),
                                 level)
        ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark((x + "addition/proofs/all_sums/digits:2").c_str(),
                                 bench_extract<decltype(proofs)>, proofs, level)
        ->Unit(benchmark::kMillisecond);
  }
  return true;
}();

}  // namespace

BENCHMARK_MAIN();
