// The CUDA evaluator's interface: device-pointer entry points equal the host-span ones, the
// backend tag selects it, graph capture and fusion do not change a single bit of the forward
// pass, a caller's stream is used, and bad calls throw typed errors.
#include <stdexcept>
#include <type_traits>
#include <vector>

#include "deeplog/circuit/builder.hpp"
#include "generic_client.hpp"
#include "gpu_check.hpp"

namespace deeplog::test {

static_assert(std::is_same_v<evaluator<probability<float>, cuda_backend>,
                             cuda_evaluator<probability<float>>>);
static_assert(std::is_same_v<evaluator<probability<float>>, cpu_evaluator<probability<float>>>);

TEST_CASE("device-pointer entry points equal the host-span ones", "[cuda][gpu]") {
  DEEPLOG_REQUIRE_GPU_OR_SKIP();
  using S = probability<float>;
  const std::size_t batch = 70;
  const circuit c = test::random_circuit(11);
  const auto in = test::random_labels<S>(c.num_inputs() * batch, 12);
  const auto radj = test::integer_weights<float>(c.num_roots() * batch, 13);
  const auto tan = test::integer_weights<float>(c.num_inputs() * batch, 14);

  evaluator<S, cuda_backend> host(c, batch);
  const auto r = host.forward(in);
  const std::vector<float> roots(r.begin(), r.end());
  std::vector<float> adj(c.num_inputs() * batch);
  host.backward(radj, adj);
  const auto t = host.tangent(in, tan);
  const std::vector<float> tangents(t.begin(), t.end());

  cuda_evaluator<S> dev(c, batch);
  deeplog::gpu::device_buffer<float> d_in{std::span(in)}, d_radj{std::span(radj)},
      d_tan{std::span(tan)};
  deeplog::gpu::device_buffer<float> d_roots(c.num_roots() * batch), d_adj(c.num_inputs() * batch),
      d_tout(c.num_roots() * batch);
  dev.forward_device(d_in.data(), d_roots.data());
  dev.backward_device(d_radj.data(), d_adj.data());
  dev.tangent_device(d_in.data(), d_tan.data(), d_tout.data());
  dev.synchronize();
  std::vector<float> roots2(roots.size()), adj2(adj.size()), tangents2(tangents.size());
  d_roots.copy_to(std::span(roots2));
  d_adj.copy_to(std::span(adj2));
  d_tout.copy_to(std::span(tangents2));
  CHECK(test::same_bits(roots2, roots));  // the same kernels: bit for bit, NaN included
  // Backward accumulates with atomics: the order of the adds may differ between runs.
  CHECK(test::first_mismatch(adj2, adj, false) < 0);
  CHECK(test::same_bits(tangents2, tangents));
  // The node labels stay on the device and agree with the CPU's (within float rounding: the
  // random circuit's products overflow to inf, and inf * 0 is NaN on both).
  cpu_evaluator<S> cpu(c, batch);
  cpu.forward(in);
  const auto labels = dev.labels();
  CHECK(test::first_mismatch(std::vector<float>(labels.begin(), labels.end()),
                             std::vector<float>(cpu.labels().begin(), cpu.labels().end()),
                             false) < 0);
}

TEST_CASE("graph capture and layer fusion leave the forward pass bit-identical", "[cuda][gpu]") {
  DEEPLOG_REQUIRE_GPU_OR_SKIP();
  using S = log_probability<double>;
  test::circuit_shape sh;
  sh.operations = 400;
  const circuit c = test::random_circuit(21, sh);
  for (std::size_t batch : {1, 40, 513}) {
    CAPTURE(batch);
    const auto in = test::random_labels<S>(c.num_inputs() * batch, 22);
    std::vector<std::vector<double>> outs;
    for (bool graph : {false, true})
      for (std::size_t fuse : {std::size_t(0), std::size_t(1024), std::size_t(1) << 30}) {
        cuda_evaluator<S> ev(c, batch, {}, {.use_graph = graph, .fuse_threshold = fuse});
        const auto r = ev.forward(in);
        outs.emplace_back(r.begin(), r.end());
        // Replays with other buffers: a new capture, the same numbers.
        deeplog::gpu::device_buffer<double> d_in{std::span(in)}, d_out(r.size());
        ev.forward_device(d_in.data(), d_out.data());
        std::vector<double> again(r.size());
        d_out.copy_to(std::span(again), ev.stream());
        ev.synchronize();
        CHECK(again == outs.back());
      }
    for (const auto& o : outs) CHECK(o == outs.front());
  }
}

TEST_CASE("the evaluator runs on a caller's stream", "[cuda][gpu]") {
  DEEPLOG_REQUIRE_GPU_OR_SKIP();
  using S = max_plus<float>;
  deeplog::gpu::stream mine;
  const circuit c = test::random_circuit(31);
  const std::size_t batch = 16;
  cuda_evaluator<S> ev(c, batch, {}, {.stream = mine.get()});
  CHECK(ev.stream() == mine.get());
  cpu_evaluator<S> cpu(c, batch);
  const auto in = test::random_labels<S>(c.num_inputs() * batch, 32);
  const auto g = ev.forward(in);
  const auto w = cpu.forward(in);
  CHECK(std::vector<float>(g.begin(), g.end()) == std::vector<float>(w.begin(), w.end()));
}

TEST_CASE("bad calls throw typed errors", "[cuda][gpu]") {
  DEEPLOG_REQUIRE_GPU_OR_SKIP();
  using S = probability<float>;
  const circuit c = test::random_circuit(41);
  cuda_evaluator<S> ev(c, 4);
  std::vector<float> radj(c.num_roots() * 4), adj(c.num_inputs() * 4), wrong(3);
  CHECK_THROWS_AS(ev.backward(radj, adj), deeplog::evaluation_order_error);  // before any forward
  CHECK_THROWS_AS(ev.forward(wrong), deeplog::argument_error);
  std::vector<float> in(c.num_inputs() * 4, 0.5f);
  ev.forward(in);
  CHECK_THROWS_AS(ev.backward(wrong, adj), deeplog::argument_error);
  CHECK_THROWS_AS(ev.tangent(in, wrong), deeplog::argument_error);
  // A runtime call that the runtime rejects (no place to store the pointer) is a cuda_error.
  CHECK_THROWS_AS(DEEPLOG_CUDA_CHECK(cudaMalloc(static_cast<void**>(nullptr), 1)), cuda_error);
}

TEST_CASE("generic code over the common interface gives the CPU's results on the GPU",
          "[cuda][gpu]") {
  DEEPLOG_REQUIRE_GPU_OR_SKIP();
  using S = probability<double>;
  const std::size_t batch = 45;
  const circuit c = random_circuit(51);
  const auto in = random_labels<S>(c.num_inputs() * batch, 52);
  const auto radj = integer_weights<double>(c.num_roots() * batch, 53);
  const auto tan = integer_weights<double>(c.num_inputs() * batch, 54);
  const auto cpu = run_interface<S, cpu_backend>(c, batch, in, radj, tan);
  const auto gpu = run_interface<S, cuda_backend>(c, batch, in, radj, tan);
  CHECK(first_mismatch(gpu.roots, cpu.roots, false) < 0);
  CHECK(first_mismatch(gpu.labels, cpu.labels, false) < 0);
  CHECK(first_mismatch(gpu.input_adjoints, cpu.input_adjoints, false) < 0);
  CHECK(first_mismatch(gpu.node_adjoints, cpu.node_adjoints, false) < 0);
  CHECK(first_mismatch(gpu.tangents, cpu.tangents, false) < 0);
}

TEST_CASE("a wide root and high fan-out leaves run through CUB and the gather backward",
          "[cuda][gpu]") {
  DEEPLOG_REQUIRE_GPU_OR_SKIP();
  // 40 leaves, 1560 products of four of them, one plus root over all products.
  circuit_builder cb;
  std::vector<node_id> leaves, terms;
  for (std::uint32_t v = 0; v < 20; ++v) {
    leaves.push_back(cb.literal(v, false));
    leaves.push_back(cb.literal(v, true));
  }
  for (std::size_t i = 0; i < 40; ++i)
    for (std::size_t j = 0; j < 40; ++j)
      if (i != j)
        terms.push_back(cb.times(
            {leaves[i], leaves[j], leaves[(i * 7 + j) % 40], leaves[(3 * i + 5 * j + 1) % 40]}));
  cb.add_root(cb.plus(std::span<const node_id>(terms)));
  const circuit c = cb.build();
  using S = probability<double>;
  cuda_options o;
  o.wide_max_items = 1024;  // both batches through CUB (the default, 64 items, takes batch 1)
  for (std::size_t batch : {1, 7}) {
    CAPTURE(batch);
    cuda_evaluator<S> gpu(c, batch, {}, o);
    REQUIRE(gpu.plan().mode == deeplog::gpu::backward_mode::gather);
    REQUIRE(gpu.plan().forward_segmented.back());
    REQUIRE(gpu.plan().backward_segmented.front());
    cpu_evaluator<S> cpu(c, batch);
    const auto in = random_labels<S>(c.num_inputs() * batch, 61);
    const auto w = cpu.forward(in);
    const auto g = gpu.forward(in);
    for (std::size_t i = 0; i < w.size(); ++i) CHECK(g[i] == Approx(w[i]).epsilon(1e-12));
    const std::vector<double> radj(batch, 1.0);
    std::vector<double> want(c.num_inputs() * batch), got(want.size());
    cpu.backward(radj, want);
    gpu.backward(radj, got);
    for (std::size_t i = 0; i < want.size(); ++i) CHECK(got[i] == Approx(want[i]).epsilon(1e-12));
  }
}

}  // namespace deeplog::test
