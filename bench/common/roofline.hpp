// The machine's measured copy bandwidth, for reading benchmark throughput against the physical
// limit: best of several large memcpy's (bytes read + bytes written per second).
#pragma once

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstring>
#include <vector>

#include <benchmark/benchmark.h>

namespace deeplog::bench {

/// Bytes moved per second (read + write) by memcpy of `bytes`, best of `repeats`; measured once
/// per process and cached.
inline double copy_bandwidth(std::size_t bytes = std::size_t(256) << 20, int repeats = 5) {
  static const double cached = [&] {
    std::vector<char> a(bytes, 1), b(bytes, 2);
    double best = 0;
    for (int r = 0; r < repeats; ++r) {
      const auto t0 = std::chrono::steady_clock::now();
      std::memcpy(b.data(), a.data(), bytes);
      benchmark::DoNotOptimize(b.data());
      benchmark::ClobberMemory();
      const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
      best = std::max(best, 2.0 * double(bytes) / s);
    }
    return best;
  }();
  return cached;
}

/// Adds the counters every evaluation benchmark reports: edges x samples per second, bytes per
/// second, the copy bandwidth measured in this run, and their ratio.
inline void report_throughput(benchmark::State& state, double edge_samples_per_iter,
                              double bytes_per_iter) {
  const double iters = double(state.iterations());
  state.counters["edge_samples/s"] =
      benchmark::Counter(edge_samples_per_iter * iters, benchmark::Counter::kIsRate);
  state.counters["bytes/s"] = benchmark::Counter(bytes_per_iter * iters, benchmark::Counter::kIsRate);
  state.counters["copy_bw"] = copy_bandwidth();
  state.SetBytesProcessed(static_cast<int64_t>(bytes_per_iter * iters));
}

}  // namespace deeplog::bench
