// The CUDA evaluator's interface: device-pointer entry points equal the host-span ones, the
// backend tag selects it, graph capture and fusion do not change a single bit of the forward
// pass, a caller's stream is used, and bad calls throw typed errors.
#include <stdexcept>
#include <type_traits>
#include <vector>

#include "gpu_check.hpp"

using namespace deeplog;

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
  cuda::device_buffer<float> d_in{std::span(in)}, d_radj{std::span(radj)}, d_tan{std::span(tan)};
  cuda::device_buffer<float> d_roots(c.num_roots() * batch), d_adj(c.num_inputs() * batch),
      d_tout(c.num_roots() * batch);
  dev.forward_device(d_in.data(), d_roots.data());
  dev.backward_device(d_radj.data(), d_adj.data());
  dev.tangent_device(d_in.data(), d_tan.data(), d_tout.data());
  dev.synchronize();
  std::vector<float> roots2(roots.size()), adj2(adj.size()), tangents2(tangents.size());
  d_roots.copy_to(std::span(roots2));
  d_adj.copy_to(std::span(adj2));
  d_tout.copy_to(std::span(tangents2));
  CHECK(roots2 == roots);
  // Backward accumulates with atomics: the order of the adds may differ between runs.
  CHECK(test::first_mismatch(adj2, adj, false) < 0);
  CHECK(tangents2 == tangents);
  // The node labels stay on the device and agree with the CPU's.
  cpu_evaluator<S> cpu(c, batch);
  cpu.forward(in);
  const auto labels = dev.labels();
  CHECK(std::vector<float>(cpu.labels().begin(), cpu.labels().end()) == labels);
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
        cuda_evaluator<S> ev(c, batch, {}, {graph, fuse, nullptr});
        const auto r = ev.forward(in);
        outs.emplace_back(r.begin(), r.end());
        // Replays with other buffers: a new capture, the same numbers.
        cuda::device_buffer<double> d_in{std::span(in)}, d_out(r.size());
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
  cuda::stream mine;
  const circuit c = test::random_circuit(31);
  const std::size_t batch = 16;
  cuda_evaluator<S> ev(c, batch, {}, {true, 1024, mine.get()});
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
  CHECK_THROWS_AS(ev.backward(radj, adj), std::logic_error);  // before any forward
  CHECK_THROWS_AS(ev.forward(wrong), std::invalid_argument);
  std::vector<float> in(c.num_inputs() * 4, 0.5f);
  ev.forward(in);
  CHECK_THROWS_AS(ev.backward(wrong, adj), std::invalid_argument);
  CHECK_THROWS_AS(ev.tangent(in, wrong), std::invalid_argument);
  // A runtime call that the runtime rejects (no place to store the pointer) is a cuda_error.
  CHECK_THROWS_AS(DEEPLOG_CUDA_CHECK(cudaMalloc(static_cast<void**>(nullptr), 1)), cuda_error);
}
