// The CPU evaluator's benchmark bodies, shared by the suites on files and on synthetic
// circuits: forward, and forward + backward, of one circuit at one batch size in one structure.
// Counters (roofline.hpp): edge_samples/s; bytes/s by the roofline model (one label read per
// edge and sample, one label written per node and sample, per pass; forward + backward is two
// passes); copy_bw measured in the same run; roofline = bytes/s / copy_bw.
#pragma once

#include <benchmark/benchmark.h>

#include <string>
#include <vector>

#include "deeplog/exec/cpu/evaluator.hpp"
#include "roofline.hpp"
#include "synthetic.hpp"

namespace deeplog::bench {

template <class S>
void forward(benchmark::State& state, const circuit* c, std::size_t batch, cpu_options o) {
  cpu_evaluator<S> ev(*c, batch, S{}, o);
  const auto in = leaf_labels<S>(c->num_inputs(), batch);
  ev.forward(in);    // warm-up: first touch of the label buffer
  copy_bandwidth();  // measured before the timed loop
  const loop_timer timer;
  for (auto _ : state) {
    auto out = ev.forward(in);
    benchmark::DoNotOptimize(out.data());
    benchmark::ClobberMemory();
  }
  report_throughput(state, double(c->num_edges()) * double(batch),
                    pass_bytes(c->num_edges(), c->size(), sizeof(value_t<S>), batch),
                    timer.seconds());
  state.counters["threads"] = ev.threads();
}

template <class S>
void forward_backward(benchmark::State& state, const circuit* c, std::size_t batch, cpu_options o) {
  cpu_evaluator<S> ev(*c, batch, S{}, o);
  const auto in = leaf_labels<S>(c->num_inputs(), batch);
  std::vector<value_t<S>> radj(c->num_roots() * batch, value_t<S>(1)), iadj(in.size());
  ev.forward(in);  // warm-up: reverse mode allocates its buffers at its first call
  ev.backward(radj, iadj);
  copy_bandwidth();
  const loop_timer timer;
  for (auto _ : state) {
    ev.forward(in);
    ev.backward(radj, iadj);
    benchmark::DoNotOptimize(iadj.data());
    benchmark::ClobberMemory();
  }
  report_throughput(state, double(c->num_edges()) * double(batch),
                    2.0 * pass_bytes(c->num_edges(), c->size(), sizeof(value_t<S>), batch),
                    timer.seconds());
  state.counters["threads"] = ev.threads();
}

/// Registers forward (and forward_backward where S is differentiable) as
/// <op>/<structure>/cpu/<what>/batch:<B>.
template <class S>
void register_evaluation(const std::string& structure, const std::string& what, const circuit* c,
                         std::size_t batch, cpu_options o = {}, bool backward = true) {
  const std::string tail = structure + "/cpu/" + what + "/batch:" + std::to_string(batch);
  benchmark::RegisterBenchmark(("forward/" + tail).c_str(), forward<S>, c, batch, o)
      ->Unit(benchmark::kMicrosecond)
      ->UseRealTime();
  if constexpr (Differentiable<S>)
    if (backward)
      benchmark::RegisterBenchmark(("forward_backward/" + tail).c_str(), forward_backward<S>, c,
                                   batch, o)
          ->Unit(benchmark::kMicrosecond)
          ->UseRealTime();
}

}  // namespace deeplog::bench
