// `deeplog eval FILE --structure NAME [--weights W] [--batch B] [--backend cpu|cuda] [--time]`:
// evaluates a circuit file's circuit in a named structure and prints each root's value; with
// --time, the median forward and forward+backward times and the throughput in edges x samples
// per second (on the GPU also the achieved GB/s beside the measured device copy bandwidth).
#include <algorithm>
#include <charconv>
#include <chrono>
#include <cmath>
#include <concepts>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <limits>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "commands.hpp"
#include "deeplog/algebra/big_counting.hpp"
#include "deeplog/algebra/registry.hpp"
#include "deeplog/circuit/io/read.hpp"
#include "deeplog/circuit/io/weights.hpp"
#include "deeplog/circuit/reference.hpp"
#include "deeplog/exec/cpu/evaluator.hpp"

#if DEEPLOG_TOOL_CUDA
#include "cuda_eval.hpp"
#endif

namespace deeplog::tool {
namespace {

template <class V>
std::string format_value(V v) {
  if constexpr (std::floating_point<V>) {
    char buf[64];
    const auto r = std::to_chars(buf, buf + sizeof buf, v);  // shortest round-trip form
    return std::string(buf, r.ptr);
  } else {
    return std::to_string(static_cast<std::uint64_t>(v));
  }
}

/// A weight from the file as a label of S; integral labels (boolean, counting) must be exact.
template <class S>
value_t<S> to_label(const S& s, double w, const io::literal_weights& lw, const std::string& file,
                    const std::string& structure) {
  using V = value_t<S>;
  V v{};
  bool ok = true;
  if constexpr (std::floating_point<V>) {
    v = static_cast<V>(w);
  } else {
    // Strictly below 2^64 (double(UINT64_MAX) rounds up to 2^64, which does not convert).
    ok = std::isfinite(w) && w >= 0 && w == std::floor(w) &&
         w < 2.0 * static_cast<double>(std::uint64_t(1) << 63);
    if (ok) v = static_cast<V>(w);
  }
  if (!ok || !contains(s, v))
    throw deeplog::format_error(file, lw.line, 0,
                                "weight " + format_value(w) + " of literal " +
                                    std::to_string(lw.literal) + " is not a label of " + structure);
  return v;
}

template <class F>
double median_seconds(F&& f, int repeats) {
  std::vector<double> t;
  const auto start = std::chrono::steady_clock::now();
  for (int r = 0; r < repeats || (repeats == 0 && t.size() < 3); ++r) {
    const auto t0 = std::chrono::steady_clock::now();
    f();
    const auto t1 = std::chrono::steady_clock::now();
    t.push_back(std::chrono::duration<double>(t1 - t0).count());
    // Default: repeat for about half a second, at most 10000 times.
    if (repeats == 0 &&
        (std::chrono::duration<double>(t1 - start).count() > 0.5 || t.size() >= 10000))
      break;
  }
  std::nth_element(t.begin(), t.begin() + t.size() / 2, t.end());
  return t[t.size() / 2];
}

// The roots' values: one line per root, or per root and sample when weights differ per sample.
template <class V>
void print_values(std::span<const V> roots, std::size_t num_roots, std::size_t batch,
                  bool per_sample) {
  for (std::size_t r = 0; r < num_roots; ++r)
    for (std::size_t b = 0; b < (per_sample ? batch : 1); ++b)
      std::cout << "value: " << format_value(roots[r * batch + b]) << "\n";
}

template <class S>
int evaluate(const S s, const io::circuit_file& f, const args& a, const std::string& structure) {
  using V = value_t<S>;
  const circuit& c = f.graph;
  const auto batch = static_cast<std::size_t>(a.get_int("batch", 1));
  const int repeats = static_cast<int>(a.get_int("repeats", 0));
  if (batch == 0 || batch > (std::size_t(1) << 24))
    throw usage_error("--batch must be in [1, 2^24]");
  if (repeats < 0) throw usage_error("--repeats must be >= 0");
  // inputs: (num_inputs, batch); literals without a weight get the structure's one.
  std::vector<V> inputs(c.num_inputs() * batch, s.one());
  bool per_sample = false;
  if (const auto wpath = a.get("weights")) {
    const auto ws = io::parse_weights(text::read_text_file(*wpath), f.num_variables, batch, *wpath);
    for (const auto& lw : ws) {
      const std::uint32_t var =
          static_cast<std::uint32_t>(lw.literal < 0 ? -lw.literal : lw.literal);
      const std::size_t row = literal_input(var - 1, lw.literal < 0);
      per_sample = per_sample || lw.values.size() > 1;
      for (std::size_t b = 0; b < batch; ++b)
        inputs[row * batch + b] =
            to_label(s, lw.values[lw.values.size() == 1 ? 0 : b], lw, *wpath, structure);
    }
  }
  if (a.get_or("backend", "cpu") == "cuda") {
#if DEEPLOG_TOOL_CUDA
    const auto out =
        cuda_evaluator_of<S>()(s, c, batch, std::span<const V>(inputs), a.has("time"), repeats);
    print_values(std::span<const V>(out.roots), c.num_roots(), batch, per_sample);
    for (const std::string& line : out.timing) std::cout << line << "\n";
    if (a.has("time"))
      std::cout << "circuit: " << c.size() << " nodes, " << c.num_edges() << " edges, batch "
                << batch << "\n";
    return 0;
#else
    throw std::runtime_error(
        "--backend cuda: this deeplog was built without CUDA (nvcc was not found or "
        "DEEPLOG_ENABLE_CUDA was OFF)");
#endif
  }
  cpu_evaluator<S> ev(c, batch, s);
  const auto roots = ev.forward(inputs);
  print_values(roots, c.num_roots(), batch, per_sample);
  if (!a.has("time")) return 0;

  const double work = double(c.num_edges()) * double(batch);
  auto report = [&](const char* what, double sec) {
    char buf[160];
    std::snprintf(buf, sizeof buf, "%s: %.4g us (median), %.4g edge-samples/s\n", what, sec * 1e6,
                  work / sec);
    std::cout << buf;
  };
  report("forward", median_seconds([&] { ev.forward(inputs); }, repeats));
  if constexpr (Differentiable<S>) {
    std::vector<V> radj(c.num_roots() * batch, V(1)), iadj(c.num_inputs() * batch);
    report("forward+backward", median_seconds(
                                   [&] {
                                     ev.forward(inputs);
                                     ev.backward(radj, iadj);
                                   },
                                   repeats));
  } else {
    std::cout << "forward+backward: n/a (" << structure << " is not differentiable)\n";
  }
  std::cout << "circuit: " << c.size() << " nodes, " << c.num_edges() << " edges, batch " << batch
            << "\n";
  return 0;
}

// `counting` on the CPU: exact, in big_counting (model counts overflow 64 bits: a circuit with
// 2.4e111 models printed its count modulo 2^64). Weights are naturals up to 2^53, the integers
// a weights file's numbers hold exactly. --time and --backend cuda measure the fixed-width
// `counting` kernels instead, whose arithmetic wraps modulo 2^64.
int evaluate_exact_counting(const io::circuit_file& f, const args& a) {
  const circuit& c = f.graph;
  const auto batch = static_cast<std::size_t>(a.get_int("batch", 1));
  if (batch == 0 || batch > (std::size_t(1) << 24))
    throw usage_error("--batch must be in [1, 2^24]");
  if (a.get_int("repeats", 0) < 0) throw usage_error("--repeats must be >= 0");
  std::vector<io::literal_weights> ws;
  bool per_sample = false;
  if (const auto wpath = a.get("weights")) {
    ws = io::parse_weights(text::read_text_file(*wpath), f.num_variables, batch, *wpath);
    for (const auto& lw : ws) {
      per_sample = per_sample || lw.values.size() > 1;
      for (double w : lw.values)
        if (!(std::isfinite(w) && w >= 0 && w == std::floor(w) && w <= 9007199254740992.0))
          throw deeplog::format_error(*wpath, lw.line, 0,
                                      "weight " + format_value(w) + " of literal " +
                                          std::to_string(lw.literal) +
                                          " is not a natural number up to 2^53 (a counting label)");
    }
  }
  std::vector<big_natural> inputs(c.num_inputs(), big_natural(1));
  std::vector<std::vector<big_natural>> roots(c.num_roots());
  for (std::size_t b = 0; b < (per_sample ? batch : 1); ++b) {
    for (const auto& lw : ws) {
      const std::uint32_t var =
          static_cast<std::uint32_t>(lw.literal < 0 ? -lw.literal : lw.literal);
      const double w = lw.values[lw.values.size() == 1 ? 0 : b];
      inputs[literal_input(var - 1, lw.literal < 0)] = big_natural(static_cast<std::uint64_t>(w));
    }
    const auto out = evaluate_reference<big_counting>(c, std::span<const big_natural>(inputs));
    for (std::size_t r = 0; r < out.size(); ++r) roots[r].push_back(out[r]);
  }
  for (std::size_t r = 0; r < roots.size(); ++r)
    for (const big_natural& v : roots[r]) std::cout << "value: " << v.to_string() << "\n";
  return 0;
}

int run_eval(const args& a) {
  a.only({"structure", "weights", "batch", "time", "repeats", "vtree", "no-smooth", "backend"});
  if (a.positional().size() != 1) throw usage_error("expected one circuit file");
  const std::string backend = a.get_or("backend", "cpu");
  if (backend != "cpu" && backend != "cuda")
    throw usage_error("--backend must be cpu or cuda, got '" + backend + "'");
  const auto name = a.get("structure");
  if (!name) throw usage_error("--structure NAME is required");
  const auto f = io::read_circuit_file(
      a.positional()[0], {.smooth = !a.has("no-smooth"), .vtree_path = a.get_or("vtree", "")});
  if (*name == "counting" && backend == "cpu" && !a.has("time"))
    return evaluate_exact_counting(f, a);
  try {
    return visit_structure(*name, [&](auto s) { return evaluate(s, f, a, *name); });
  } catch (const unknown_structure& e) {
    throw usage_error(e.what());
  }
}

const registration reg(
    "eval",
    {"evaluate a circuit file in an algebraic structure",
     "FILE --structure NAME [--weights W] [--batch B] [--backend cpu|cuda] [--time] [--repeats R]\n"
     "     [--vtree V] [--no-smooth]\n"
     "  NAME: " +
         joined_names() +
         "\n"
         "  W: lines 'LIT W1 [.. WB]' (DIMACS literal, one label or one per sample); unlisted\n"
         "     literals get the structure's one, so counting gives the model count\n"
         "  prints 'value: X' per root (per root and sample when weights differ per sample);\n"
         "  --time adds median forward and forward+backward times (R repeats; default ~0.5 s);\n"
         "  --backend cuda runs on the GPU (CUDA events; also GB/s beside the device copy "
         "bandwidth)",
     {"time", "no-smooth"},
     run_eval});

}  // namespace
}  // namespace deeplog::tool
