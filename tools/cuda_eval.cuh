// The definition of deeplog::tool::cuda_evaluate (cuda_eval.hpp), included by the .cu files that
// instantiate it. nvcc only.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <stdexcept>
#include <string>
#include <vector>

#include "cuda_eval.hpp"
#include "deeplog/exec/gpu/device.hpp"
#include "deeplog/exec/gpu/evaluator.hpp"
#include "deeplog/exec/gpu/timing.hpp"

namespace deeplog::tool {

namespace cuda_detail {

// Median seconds of `pass` timed with events: `repeats` times, or (0) for about half a second of
// wall time, at least 3 and at most 10000 times. One untimed call first (graph capture).
template <class Pass>
double median_seconds(cudaStream_t s, int repeats, Pass&& pass) {
  deeplog::gpu::event_timer t;
  pass();
  std::vector<double> times;
  const auto start = std::chrono::steady_clock::now();
  while (true) {
    t.start(s);
    pass();
    times.push_back(t.stop(s));
    if (repeats > 0) {
      if (int(times.size()) >= repeats) break;
    } else if (times.size() >= 10000 ||
               (times.size() >= 3 &&
                std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() >
                    0.5)) {
      break;
    }
  }
  std::nth_element(times.begin(), times.begin() + times.size() / 2, times.end());
  return times[times.size() / 2];
}

inline std::string line(const char* what, double sec, double work, double bytes, double copy) {
  char buf[256];
  std::snprintf(buf, sizeof buf,
                "%s: %.4g us (median), %.4g edge-samples/s, %.4g GB/s (%.1f%% of copy)", what,
                sec * 1e6, work / sec, bytes / sec * 1e-9, 100.0 * bytes / sec / copy);
  return buf;
}

}  // namespace cuda_detail

template <class S>
cuda_eval_output<value_t<S>> cuda_evaluate(const S& s, const circuit& c, std::size_t batch,
                                           std::span<const value_t<S>> inputs, bool time,
                                           int repeats) {
  using V = value_t<S>;
  if (deeplog::gpu::device_count() == 0)
    throw std::runtime_error(
        "--backend cuda: no CUDA device (or no driver) is available on this machine");
  cuda_evaluator<S> ev(c, batch, s);
  cuda_eval_output<V> out;
  const auto roots = ev.forward(inputs);
  out.roots.assign(roots.begin(), roots.end());
  if (!time) return out;

  using deeplog::gpu::device_buffer;
  device_buffer<V> d_in{inputs}, d_roots(c.num_roots() * batch);
  const double copy = deeplog::gpu::copy_bandwidth(std::size_t(1) << 30, 10, ev.stream());
  const double work = double(c.num_edges()) * double(batch);
  const double bytes = deeplog::gpu::forward_bytes(c, batch, sizeof(V));
  const double fwd = cuda_detail::median_seconds(
      ev.stream(), repeats, [&] { ev.forward_device(d_in.data(), d_roots.data()); });
  out.timing.push_back(cuda_detail::line("forward", fwd, work, bytes, copy));
  if constexpr (Differentiable<S>) {
    const std::vector<V> ones(c.num_roots() * batch, V(1));
    device_buffer<V> d_radj{std::span<const V>(ones)}, d_iadj(c.num_inputs() * batch);
    const double both = cuda_detail::median_seconds(ev.stream(), repeats, [&] {
      ev.forward_device(d_in.data(), d_roots.data());
      ev.backward_device(d_radj.data(), d_iadj.data());
    });
    out.timing.push_back(cuda_detail::line("forward+backward", both, work, 2 * bytes, copy));
  } else {
    out.timing.push_back("forward+backward: n/a (not differentiable)");
  }
  char buf[256];
  std::snprintf(buf, sizeof buf,
                "device: %s, device-to-device copy %.4g GB/s (read + write, this run)",
                deeplog::gpu::device_name().c_str(), copy * 1e-9);
  out.timing.push_back(buf);
  std::snprintf(buf, sizeof buf, "backward mode: %s, launches per forward pass: %zu (graph: %s)",
                ev.plan().mode == deeplog::gpu::backward_mode::gather ? "gather" : "atomic",
                ev.launches_per_forward(), ev.options().use_graph ? "on" : "off");
  out.timing.push_back(buf);
  return out;
}

}  // namespace deeplog::tool
