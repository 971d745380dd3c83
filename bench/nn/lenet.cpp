// nn benchmarks: LeNet forward + backward (images/s), conv2d alone (GFLOP/s), and MNIST-addition
// inference per query (network + circuit) for N = 1, 2 beside the paper's DeepLog CPU figures
// (Table "inference time": 1.09e-5 and 4.13e-5 s/query at batch 256 and 128).
// Names: <operation>/<structure>/<backend>; arguments: batch, threads.
#include <benchmark/benchmark.h>

#include <Eigen/Core>

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

BENCHMARK_MAIN();
