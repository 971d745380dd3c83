// The measurements behind the CPU evaluator's design choices (docs/circuit.md), in the
// probability structure unless named otherwise:
//  layout/...   the library's layering vs strict layering (unary pass-through nodes so that
//               every edge spans one level) vs nodes sorted by first child within a layer;
//  threads/...  one thread vs two: batch slices (wide batches), layer nodes (batch 1), and an
//               OpenMP loop over each layer's nodes with the same kernels (when OpenMP exists);
//  sync/...     the cost of one barrier: the library's pool vs an OpenMP parallel region;
//  scheme/...   reverse mode's push and pull schemes on one thread;
//  nary/...     log-sum-exp with one max shift (log_probability::plus_n) vs the binary fold.
//   ./build/release/bench/circuit_synthetic/bench_circuit_choices --benchmark_min_time=0.2
#include <benchmark/benchmark.h>

#include <filesystem>
#include <list>
#include <string>

#include "../common/evaluation.hpp"
#include "../common/layouts.hpp"
#include "deeplog/circuit/io/sdd.hpp"
#include "deeplog/exec/node_rules.hpp"

#if defined(_OPENMP)
#include <omp.h>
#endif

namespace {

using namespace deeplog;
using P = probability<double>;

/// log_probability without its n-ary plus: the evaluator folds the binary log-sum-exp.
struct log_probability_folded {
  using value_type = double;
  static constexpr algebraic_laws laws = laws_of<log_probability<double>>;
  static constexpr bool d_plus_uses_rest = false;
  static constexpr bool d_times_uses_rest = false;
  log_probability<double> s;
  double zero() const { return s.zero(); }
  double one() const { return s.one(); }
  double plus(double a, double b) const { return s.plus(a, b); }
  double times(double a, double b) const { return s.times(a, b); }
  double d_plus(double a, double r, double v) const { return s.d_plus(a, r, v); }
  double d_times(double a, double r, double v) const { return s.d_times(a, r, v); }
};

cpu_options one_thread() {
  cpu_options o;
  o.threads = 1;
  return o;
}

#if defined(_OPENMP)
// Batch 1, every layer with at least `threshold` edges + nodes split over OpenMP threads.
void openmp_forward(benchmark::State& state, const circuit* c, std::size_t threshold) {
  std::vector<node_id> input_nodes;
  const auto in = bench::leaf_labels<P>(c->num_inputs(), 1);
  std::vector<double> lab(c->size(), 0.0);
  for (node_id n = 0; n < c->size(); ++n) {
    if (c->kind(n) == node_kind::one) lab[n] = 1.0;
    if (c->kind(n) == node_kind::input) input_nodes.push_back(n);
  }
  const auto off = c->offsets();
  const node_id* kids = c->child_array().data();
  const P s;
  bench::copy_bandwidth();
  const bench::loop_timer timer;
  for (auto _ : state) {
    for (node_id a : input_nodes) lab[a] = in[c->input(a)];
    for (const layer& L : c->layers()) {
      if (L.kind != node_kind::plus && L.kind != node_kind::times) continue;
      const long nb = long(L.begin), ne = long(L.end);
      const bool par = (off[L.end] - off[L.begin]) + std::size_t(ne - nb) >= threshold;
      if (L.kind == node_kind::plus) {
#pragma omp parallel for schedule(static) if (par)
        for (long n = nb; n < ne; ++n)
          lab[n] = exec::fold_children<P, true>(
              s, off[n + 1] - off[n], [&](std::uint32_t i) { return lab[kids[off[n] + i]]; });
      } else {
#pragma omp parallel for schedule(static) if (par)
        for (long n = nb; n < ne; ++n)
          lab[n] = exec::fold_children<P, false>(
              s, off[n + 1] - off[n], [&](std::uint32_t i) { return lab[kids[off[n] + i]]; });
      }
    }
    benchmark::DoNotOptimize(lab.data());
  }
  bench::report_throughput(state, double(c->num_edges()),
                           bench::pass_bytes(c->num_edges(), c->size(), sizeof(double), 1),
                           timer.seconds());
  state.counters["threads"] = omp_get_max_threads();
}

void openmp_barriers(benchmark::State& state) {
  for (auto _ : state) {
#pragma omp parallel
    {
      for (int i = 0; i < 100; ++i) {
#pragma omp barrier
      }
    }
  }
  state.counters["threads"] = omp_get_max_threads();
}
#endif

void pool_barriers(benchmark::State& state) {
  auto& pool = cpu::default_thread_pool();
  auto body = [&](unsigned, unsigned n) {
    if (n > 1)
      for (int i = 0; i < 100; ++i) pool.barrier();
  };
  for (auto _ : state) pool.run(cpu::hardware_threads(), body);
  state.counters["threads"] = cpu::hardware_threads();
}

}  // namespace

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  std::list<circuit> circuits;
  std::vector<std::pair<std::string, const circuit*>> named;
  const std::string dir = std::string(DEEPLOG_SHARED_DIR) + "/data/circuits/";
  for (const char* name : {"sudoku_4", "4-grid"}) {
    const std::string sdd = dir + name + ".sdd", vtree = dir + name + ".vtree";
    if (std::filesystem::exists(sdd) && std::filesystem::exists(vtree))
      named.emplace_back(name, &circuits.emplace_back(io::read_sdd(sdd, vtree)));
  }
  const circuit* s5 = &circuits.emplace_back(bench::synthetic_circuit(100000));
  const circuit* s6 = &circuits.emplace_back(bench::synthetic_circuit(1000000));
  named.emplace_back("synthetic:100000", s5);

  // Layouts, one thread.
  for (const auto& [name, c] : named) {
    const circuit* strict = &circuits.emplace_back(bench::strict_layering(*c));
    const circuit* sorted = &circuits.emplace_back(bench::sorted_within_layers(*c));
    for (const std::size_t batch : {1, 64, 1024}) {
      bench::register_evaluation<P>("probability", name + ",layout:library", c, batch,
                                    one_thread());
      bench::register_evaluation<P>(
          "probability",
          name + ",layout:strict(+" + std::to_string(strict->size() - c->size()) + " nodes)",
          strict, batch, one_thread());
      bench::register_evaluation<P>("probability", name + ",layout:sorted", sorted, batch,
                                    one_thread());
    }
  }
  // Threads.
  for (const auto& [name, c] : std::vector<std::pair<std::string, const circuit*>>{
           {"synthetic:100000", s5}, {"synthetic:1000000", s6}}) {
    for (const std::size_t batch : {1, 64, 1024}) {
      if (c == s6 && batch == 1024) continue;
      for (const unsigned t : {1u, 2u}) {
        cpu_options o;
        o.threads = t;
        o.pass_threshold = 0;
        bench::register_evaluation<P>("probability", name + ",threads:" + std::to_string(t), c,
                                      batch, o);
      }
    }
#if defined(_OPENMP)
    benchmark::RegisterBenchmark(("forward/probability/openmp/" + name + "/batch:1").c_str(),
                                 openmp_forward, c, cpu_options{}.layer_threshold)
        ->Unit(benchmark::kMicrosecond)
        ->UseRealTime();
#endif
  }
  benchmark::RegisterBenchmark("sync/pool/barriers:100", pool_barriers)
      ->Unit(benchmark::kMicrosecond)
      ->UseRealTime();
#if defined(_OPENMP)
  benchmark::RegisterBenchmark("sync/openmp/barriers:100", openmp_barriers)
      ->Unit(benchmark::kMicrosecond)
      ->UseRealTime();
#endif
  // Reverse-mode schemes, one thread.
  for (const auto& [name, c] : named)
    for (const std::size_t batch : {1, 64})
      for (const auto scheme : {cpu_backward::push, cpu_backward::pull}) {
        cpu_options o = one_thread();
        o.backward = scheme;
        const std::string what =
            name + (scheme == cpu_backward::push ? ",scheme:push" : ",scheme:pull");
        bench::register_evaluation<P>("probability", what, c, batch, o);
      }
  // n-ary log-sum-exp vs the binary fold.
  for (const auto& [name, c] : named)
    for (const std::size_t batch : {1, 64, 1024}) {
      bench::register_evaluation<log_probability<double>>("log-probability", name + ",nary", c,
                                                          batch, one_thread());
      bench::register_evaluation<log_probability_folded>("log-probability", name + ",folded", c,
                                                         batch, one_thread());
    }
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
