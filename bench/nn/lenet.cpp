// nn benchmarks: LeNet forward + backward (images/s), conv2d alone (GFLOP/s), and MNIST-addition
// inference per query (network + circuit) for N = 1, 2 beside the paper's DeepLog CPU figures
// (Table "inference time": 1.09e-5 and 4.13e-5 s/query at batch 256 and 128).
// Names: <operation>/<structure>/<backend>; arguments: batch, threads.
//
// PyTorch peer: where a Python with torch is found (DEEPLOG_TORCH_PYTHON if set, "none" for
// none; else python3 on the PATH, else /usr/bin/python3), lenet_forward/float/pytorch (batch 256)
// and lenet_forward_backward/float/pytorch (batch 16) run lenet_torch.py, one thread, on the same
// LeNet, once per repetition, and the run ends with a table of both libraries' images/s and
// their ratio. Where torch is absent those two benchmarks are not registered.
#include <benchmark/benchmark.h>

#include <Eigen/Core>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#if !defined(_WIN32)
#include <unistd.h>
#endif
#if defined(_OPENMP)
#include <omp.h>
#endif

#include "deeplog/algebra/probability.hpp"
#include "deeplog/nn.hpp"
#include "deeplog/nn/neural_predicate.hpp"
#include "systems/tasks.hpp"

namespace nn = deeplog::nn;

namespace {

nn::matrix<float> random_images(Eigen::Index n, std::uint64_t seed) {
  nn::rng g(seed);
  nn::matrix<float> x(n, 784);
  for (Eigen::Index i = 0; i < x.size(); ++i) x.data()[i] = float(g.uniform(-1, 1));
  return x;
}

// Multiply-adds of one LeNet forward pass per image: conv1, conv2, fc1..3.
constexpr double lenet_macs =
    6.0 * 25 * 576 + 16.0 * 150 * 64 + 256.0 * 120 + 120.0 * 84 + 84.0 * 10;

// One count for Eigen's GEMMs, the nn loops and the circuit evaluator's OpenMP slices.
void set_threads(benchmark::State& state) {
  Eigen::setNbThreads(int(state.range(1)));
#if defined(_OPENMP)
  omp_set_num_threads(int(state.range(1)));
#endif
}

void lenet_forward_backward(benchmark::State& state) {
  set_threads(state);
  auto net = nn::make_lenet<float>(1);
  const auto x = random_images(state.range(0), 2);
  nn::matrix<float> dy = nn::matrix<float>::Constant(state.range(0), 10, 0.1f);
  for (auto _ : state) {
    benchmark::DoNotOptimize(net.forward(x, true).data());
    benchmark::DoNotOptimize(net.backward(dy).data());
  }
  const double images = double(state.range(0)) * double(state.iterations());
  state.counters["images/s"] = benchmark::Counter(images, benchmark::Counter::kIsRate);
  // Backward costs about twice the forward GEMMs (dW and dX).
  state.counters["GFLOP/s"] =
      benchmark::Counter(images * lenet_macs * 2 * 3 * 1e-9, benchmark::Counter::kIsRate);
}

void lenet_forward(benchmark::State& state) {
  set_threads(state);
  auto net = nn::make_lenet<float>(1);
  const auto x = random_images(state.range(0), 2);
  for (auto _ : state) benchmark::DoNotOptimize(net.forward(x, false).data());
  const double images = double(state.range(0)) * double(state.iterations());
  state.counters["images/s"] = benchmark::Counter(images, benchmark::Counter::kIsRate);
  state.counters["GFLOP/s"] =
      benchmark::Counter(images * lenet_macs * 2 * 1e-9, benchmark::Counter::kIsRate);
}

// LeNet's second convolution (6x12x12 -> 16x8x8, 5x5): the im2col + GEMM kernel alone.
void conv2d_forward(benchmark::State& state) {
  set_threads(state);
  nn::conv2d<float> c({6, 12, 12}, 16, 5, 3);
  nn::rng g(4);
  nn::matrix<float> x(state.range(0), 6 * 144);
  for (Eigen::Index i = 0; i < x.size(); ++i) x.data()[i] = float(g.uniform(-1, 1));
  for (auto _ : state) benchmark::DoNotOptimize(c.forward(x, false).data());
  state.counters["GFLOP/s"] = benchmark::Counter(
      double(state.range(0)) * double(state.iterations()) * 16.0 * 150 * 64 * 2 * 1e-9,
      benchmark::Counter::kIsRate);
}

// Inference per query: the network on 2N images per query, then the sum circuit.
template <std::size_t N>
void addition_inference(benchmark::State& state) {
  set_threads(state);
  const deeplog::circuit c = deeplog::systems::addition_circuit(N);
  auto net = nn::make_lenet<float>(1);
  deeplog::nn::neural_circuit<deeplog::probability<float>, decltype(net)> nc(c, net,
                                                                             {2 * N, 10, 0});
  const std::size_t batch = std::size_t(state.range(0));
  const auto x = random_images(Eigen::Index(batch * 2 * N), 5);
  for (auto _ : state) benchmark::DoNotOptimize(nc.forward(x, false).data());
  const double queries = double(batch) * double(state.iterations());
  state.counters["s/query"] =
      benchmark::Counter(queries, benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
  state.counters["paper_cpu_s/query"] = N == 1 ? 1.09e-5 : 4.13e-5;
}

// The circuit alone on the same batch (labels already computed).
template <std::size_t N>
void addition_circuit_only(benchmark::State& state) {
  const deeplog::circuit c = deeplog::systems::addition_circuit(N);
  const std::size_t batch = std::size_t(state.range(0));
  deeplog::cpu_evaluator<deeplog::probability<float>> ev(c, batch);
  std::vector<float> in(c.num_inputs() * batch, 0.1f);
  for (auto _ : state) benchmark::DoNotOptimize(ev.forward(in).data());
  const double queries = double(batch) * double(state.iterations());
  state.counters["s/query"] =
      benchmark::Counter(queries, benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
  state.counters["edges"] = double(c.num_edges());
}

// ---------------------------------------------------------------------------------------------
// PyTorch beside the library (bench/nn/lenet_torch.py).

#if !defined(DEEPLOG_NN_TORCH_SCRIPT)
#define DEEPLOG_NN_TORCH_SCRIPT "lenet_torch.py"
#endif

std::string quoted(const std::string& s) { return "'" + s + "'"; }

// The first interpreter that can find torch (without importing it: that takes seconds).
std::optional<std::string> torch_python() {
#if defined(_WIN32)
  return std::nullopt;
#else
  // DEEPLOG_TORCH_PYTHON names the one interpreter to try ("none": no PyTorch peer).
  std::vector<std::string> candidates;
  if (const char* e = std::getenv("DEEPLOG_TORCH_PYTHON"); e != nullptr && *e != 0) {
    if (std::string_view(e) == "none") return std::nullopt;
    candidates.emplace_back(e);
  } else {
    candidates.emplace_back("python3");
    candidates.emplace_back("/usr/bin/python3");
  }
  for (const std::string& py : candidates) {
    const std::string probe =
        quoted(py) +
        " -c \"import importlib.util, sys; "
        "sys.exit(0 if importlib.util.find_spec('torch') else 1)\" >/dev/null 2>&1";
    if (std::system(probe.c_str()) == 0) return py;
  }
  return std::nullopt;
#endif
}

std::string& torch_version() {
  static std::string v;
  return v;
}

struct torch_timing {
  double wall_s = 0, cpu_s = 0;  // per batch
};

// One run of the script on one case ("forward:256"), or nothing when it fails.
std::optional<torch_timing> run_torch(const std::string& py, const std::string& kind, long batch) {
#if defined(_WIN32)
  (void)py, (void)kind, (void)batch;
  return std::nullopt;
#else
  const std::string cmd = quoted(py) + " " + quoted(DEEPLOG_NN_TORCH_SCRIPT) +
                          " --threads 1 --min-time 1.0 " + kind + ":" + std::to_string(batch);
  FILE* f = popen(cmd.c_str(), "r");
  if (f == nullptr) return std::nullopt;
  std::optional<torch_timing> t;
  char line[512];
  while (std::fgets(line, sizeof line, f) != nullptr) {
    std::istringstream in(line);
    std::string tag, what;
    in >> tag >> what;
    if (tag != "lenet_torch") continue;
    if (what == "torch") {
      in >> torch_version();
    } else if (what == kind) {
      long b = 0;
      torch_timing r;
      if (in >> b >> r.cpu_s >> r.wall_s && b == batch && r.wall_s > 0) t = r;
    }
  }
  if (pclose(f) != 0) return std::nullopt;
  return t;
#endif
}

// Called once per repetition (Iterations(1)): the script times PyTorch for about a second and
// the benchmark reports its wall time per batch as manual time.
void torch_lenet(benchmark::State& state, const std::string& py, const std::string& kind) {
  const long batch = long(state.range(0));
  const std::optional<torch_timing> t = run_torch(py, kind, batch);
  if (!t) {
    state.SkipWithError("lenet_torch.py failed (see its message above)");
    for (auto _ : state) {
    }
    return;
  }
  for (auto _ : state) state.SetIterationTime(t->wall_s);
  state.counters["images/s"] = double(batch) / t->wall_s;
  state.counters["GFLOP/s"] =
      double(batch) * lenet_macs * 2 * (kind == "forward" ? 1 : 3) * 1e-9 / t->wall_s;
  state.counters["cpu_images/s"] = double(batch) / t->cpu_s;
}

void register_torch(const std::string& py) {
  benchmark::RegisterBenchmark("lenet_forward/float/pytorch", torch_lenet, py,
                               std::string("forward"))
      ->Args({256, 1})
      ->ArgNames({"batch", "threads"})
      ->Iterations(1)
      ->UseManualTime()
      ->Unit(benchmark::kMillisecond);
  benchmark::RegisterBenchmark("lenet_forward_backward/float/pytorch", torch_lenet, py,
                               std::string("forward_backward"))
      ->Args({16, 1})
      ->ArgNames({"batch", "threads"})
      ->Iterations(1)
      ->UseManualTime()
      ->Unit(benchmark::kMillisecond);
}

// The console reporter, plus every run's images/s (medians where there are repetitions) for the
// closing comparison.
class comparing_reporter : public benchmark::ConsoleReporter {
 public:
  explicit comparing_reporter(bool color) : ConsoleReporter(color ? OO_ColorTabular : OO_Tabular) {}
  void ReportRuns(const std::vector<Run>& runs) override {
    ConsoleReporter::ReportRuns(runs);
    for (const Run& r : runs) {
      const auto it = r.counters.find("images/s");
      if (it == r.counters.end() || !(it->second.value > 0) || !std::isfinite(it->second.value))
        continue;
      // "<name>/<args>", without the iteration count and time type suffixes.
      const std::string name = r.run_name.function_name + "/" + r.run_name.args;
      if (r.run_type == Run::RT_Aggregate) {
        if (r.aggregate_name == "median") medians_[name] = {it->second.value, r.repetitions};
      } else {
        runs_[name].push_back(it->second.value);
      }
    }
  }

  std::optional<double> images_per_s(const std::string& name) const {
    if (const auto m = medians_.find(name); m != medians_.end()) return m->second.first;
    const auto r = runs_.find(name);
    if (r == runs_.end() || r->second.empty()) return std::nullopt;
    std::vector<double> v = r->second;
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
  }
  // Repetitions behind images_per_s(name).
  long long count(const std::string& name) const {
    if (const auto m = medians_.find(name); m != medians_.end()) return m->second.second;
    const auto r = runs_.find(name);
    return r == runs_.end() ? 0 : static_cast<long long>(r->second.size());
  }

 private:
  std::map<std::string, std::pair<double, long long>> medians_;
  std::map<std::string, std::vector<double>> runs_;
};

void print_comparison(const comparing_reporter& rep) {
  struct row {
    const char* what;
    std::string ours, theirs;
  };
  const row rows[] = {
      {"forward, batch 256", "lenet_forward/float/cpu/batch:256/threads:1",
       "lenet_forward/float/pytorch/batch:256/threads:1"},
      {"forward+backward, batch 16", "lenet_forward_backward/float/cpu/batch:16/threads:1",
       "lenet_forward_backward/float/pytorch/batch:16/threads:1"}};
  bool header = false;
  for (const row& r : rows) {
    const auto a = rep.images_per_s(r.ours), b = rep.images_per_s(r.theirs);
    if (!a || !b) continue;
    if (!header) {
      std::printf(
          "\nLeNet, float, one thread: images/s (median of %lld runs each), nn kernels: %s\n"
          "%-28s %12s %16s %8s\n",
          rep.count(r.theirs), nn::simd::kernel_target(), "", "deeplog",
          ("PyTorch " + torch_version()).c_str(), "ratio");
      header = true;
    }
    std::printf("%-28s %12.0f %16.0f %7.2fx\n", r.what, *a, *b, *a / *b);
  }
}

}  // namespace

BENCHMARK(lenet_forward_backward)
    ->Name("lenet_forward_backward/float/cpu")
    ->ArgsProduct({{16, 256}, {1, 2}})
    ->ArgNames({"batch", "threads"})
    ->UseRealTime()
    ->Unit(benchmark::kMillisecond);
BENCHMARK(lenet_forward)
    ->Name("lenet_forward/float/cpu")
    ->ArgsProduct({{16, 256}, {1, 2}})
    ->ArgNames({"batch", "threads"})
    ->UseRealTime()
    ->Unit(benchmark::kMillisecond);
BENCHMARK(conv2d_forward)
    ->Name("conv2d_forward/float/cpu")
    ->ArgsProduct({{256}, {1, 2}})
    ->ArgNames({"batch", "threads"})
    ->UseRealTime()
    ->Unit(benchmark::kMillisecond);
BENCHMARK(addition_inference<1>)
    ->Name("mnist_addition_inference/N1/probability/cpu")
    ->ArgsProduct({{256}, {1, 2}})
    ->ArgNames({"batch", "threads"})
    ->UseRealTime()
    ->Unit(benchmark::kMillisecond);
BENCHMARK(addition_inference<2>)
    ->Name("mnist_addition_inference/N2/probability/cpu")
    ->ArgsProduct({{128}, {1, 2}})
    ->ArgNames({"batch", "threads"})
    ->UseRealTime()
    ->Unit(benchmark::kMillisecond);
BENCHMARK(addition_circuit_only<1>)
    ->Name("mnist_addition_circuit/N1/probability/cpu")
    ->Arg(256)
    ->Unit(benchmark::kMicrosecond);
BENCHMARK(addition_circuit_only<2>)
    ->Name("mnist_addition_circuit/N2/probability/cpu")
    ->Arg(128)
    ->Unit(benchmark::kMicrosecond);

int main(int argc, char** argv) {
  // The comparison table goes with the console format (the default) only; colours as
  // --benchmark_color says (default: on a terminal).
  bool console = true;
#if defined(_WIN32)
  bool color = false;
#else
  bool color = isatty(fileno(stdout)) != 0;
#endif
  for (int i = 1; i < argc; ++i) {
    const std::string_view a = argv[i];
    if (a.rfind("--benchmark_format=", 0) == 0 && a != "--benchmark_format=console")
      console = false;
    if (a.rfind("--benchmark_color=", 0) == 0) {
      const std::string_view v = a.substr(a.find('=') + 1);
      color = v == "true" || v == "yes" || v == "1" || (v == "auto" && color);
    }
  }
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::AddCustomContext("nn kernels", nn::simd::kernel_target());
  if (const auto py = torch_python()) {
    register_torch(*py);
    benchmark::AddCustomContext("PyTorch peer", *py + " " + DEEPLOG_NN_TORCH_SCRIPT);
  } else {
    benchmark::AddCustomContext("PyTorch peer", "none (no Python with torch found)");
  }
  if (console) {
    comparing_reporter rep(color);
    benchmark::RunSpecifiedBenchmarks(&rep);
    print_comparison(rep);
  } else {
    benchmark::RunSpecifiedBenchmarks();
  }
  benchmark::Shutdown();
  return 0;
}
