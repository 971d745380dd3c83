// The machine's measured copy bandwidth, for reading benchmark throughput against the physical
// limit: the best of several large memcpy's (bytes read + bytes written per second), on one
// thread and on every hardware thread at once (each copying its own share); the larger is the
// machine's copy bandwidth. Measured once per process, in the benchmark run itself.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstring>
#include <thread>
#include <vector>

#include <benchmark/benchmark.h>

namespace deeplog::bench {

namespace detail {
inline double measure_copy(std::size_t bytes, unsigned threads, int repeats) {
  std::vector<char> a(bytes, 1), b(bytes, 2);
  const std::size_t share = bytes / threads;
  double best = 0;
  for (int r = 0; r < repeats; ++r) {
    const auto t0 = std::chrono::steady_clock::now();
    if (threads == 1) {
      std::memcpy(b.data(), a.data(), bytes);
    } else {
      std::vector<std::thread> ts;
      for (unsigned t = 0; t < threads; ++t)
        ts.emplace_back([&, t] { std::memcpy(b.data() + t * share, a.data() + t * share, share); });
      for (auto& t : ts) t.join();
    }
    benchmark::DoNotOptimize(b.data());
    benchmark::ClobberMemory();
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    best = std::max(best, 2.0 * double(share * threads) / s);
  }
  return best;
}
}  // namespace detail

struct copy_bandwidths {
  double one_thread;   // bytes/s
  double all_threads;  // bytes/s, std::thread::hardware_concurrency() threads
  double best() const { return std::max(one_thread, all_threads); }
};

/// Copy bandwidth of 256 MiB buffers (past every cache), best of 5, measured once and cached.
inline const copy_bandwidths& copy_bandwidth_detail() {
  static const copy_bandwidths cached = [] {
    const std::size_t bytes = std::size_t(256) << 20;
    const unsigned hw = std::max(1u, std::thread::hardware_concurrency());
    return copy_bandwidths{detail::measure_copy(bytes, 1, 5), detail::measure_copy(bytes, hw, 5)};
  }();
  return cached;
}

/// The machine's copy bandwidth (bytes read + written per second).
inline double copy_bandwidth() { return copy_bandwidth_detail().best(); }

/// Wall-clock seconds of a benchmark's timed loop, for counters that need the time itself.
class loop_timer {
 public:
  loop_timer() : t0_(std::chrono::steady_clock::now()) {}
  double seconds() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0_).count();
  }

 private:
  std::chrono::steady_clock::time_point t0_;
};

/// Adds the counters every evaluation benchmark reports: edges x samples per second, bytes per
/// second (label traffic by the model of the caller), the copy bandwidth measured in this run,
/// and `roofline`, the fraction of the copy bandwidth reached (bytes over the loop's wall time,
/// over copy_bw).
inline void report_throughput(benchmark::State& state, double edge_samples_per_iter,
                              double bytes_per_iter, double loop_seconds) {
  const double iters = double(state.iterations());
  state.counters["edge_samples/s"] =
      benchmark::Counter(edge_samples_per_iter * iters, benchmark::Counter::kIsRate);
  state.counters["bytes/s"] =
      benchmark::Counter(bytes_per_iter * iters, benchmark::Counter::kIsRate);
  state.counters["copy_bw"] = copy_bandwidth();
  state.counters["roofline"] = bytes_per_iter * iters / loop_seconds / copy_bandwidth();
  state.SetBytesProcessed(static_cast<int64_t>(bytes_per_iter * iters));
}

/// The label traffic of one pass by the roofline model: one label read per edge and sample, one
/// label written per node and sample. Forward + backward counts two passes.
inline double pass_bytes(std::size_t edges, std::size_t nodes, std::size_t label_bytes,
                         std::size_t batch) {
  return double(edges + nodes) * double(label_bytes) * double(batch);
}

}  // namespace deeplog::bench
