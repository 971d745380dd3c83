// The code of docs/cuda.md, built with nvcc: each C++ block of that page is a region of this
// file (tests/library/snippets.cpp checks the text). It runs where a GPU is present, checks
// its results against the CPU evaluator, and exits 77 (skipped) where there is none.
#include <cmath>
#include <cstdio>
#include <vector>

#include "deeplog/circuit.hpp"
#include "deeplog/exec.hpp"
#include "deeplog/exec/gpu/device.hpp"
#include "deeplog/exec/gpu/device_buffer.hpp"
#include "deeplog/language.hpp"

#include "check.hpp"

namespace {

using snippets::expect;
bool close(double a, double b) { return snippets::close(a, b, 1e-5); }

}  // namespace

int main() {
  if (!deeplog::gpu::device_available()) {
    std::printf("skipped: no CUDA device\n");
    return 77;
  }
  using deeplog::gpu::device_buffer;
  deeplog::circuit_builder cb;
  cb.add_root(
      cb.plus({cb.literal(0, false), cb.times({cb.literal(0, true), cb.literal(1, false)})}));
  const deeplog::circuit circuit = cb.build();
  const std::size_t batch = 2;
  const std::vector<float> inputs{0.7f, 0.5f, 0.3f, 0.5f, 0.01f, 0.5f, 0.99f, 0.5f};
  const std::vector<float> root_adjoints{1, 1}, input_tangents{1, 0, 0, 0, 0, 0, 0, 0};
  std::vector<float> input_adjoints(inputs.size());
  device_buffer<float> d_inputs{std::span<const float>(inputs)}, d_roots(batch),
      d_root_adjoints{std::span<const float>(root_adjoints)}, d_input_adjoints(inputs.size()),
      d_tangents{std::span<const float>(input_tangents)}, d_root_tangents(batch);
  {
    // [snippet evaluator]
    deeplog::evaluator<deeplog::probability<float>, deeplog::cuda_backend> ev(circuit, batch);
    auto roots = ev.forward(inputs);  // host spans: (num_inputs, batch) -> (num_roots, batch)
    auto labels = ev.labels();        // every node's labels, (nodes, batch): a host copy
    ev.backward(root_adjoints, input_adjoints);  // (num_roots, batch) -> (num_inputs, batch)
    auto adjoints = ev.node_adjoints();          // every node's adjoint: a host copy
    auto tangents = ev.tangent(inputs, input_tangents);

    ev.forward_device(d_inputs.data(),
                      d_roots.data());  // device pointers: no copies, on ev.stream()
    ev.backward_device(d_root_adjoints.data(), d_input_adjoints.data());
    ev.tangent_device(d_inputs.data(), d_tangents.data(), d_root_tangents.data());
    ev.synchronize();
    // [/snippet evaluator]
    std::vector<float> device_roots(batch), device_tangents(batch);
    d_roots.copy_to(device_roots);
    d_root_tangents.copy_to(device_tangents);
    expect(close(roots[0], 0.703) && close(roots[1], 0.75), "forward");
    expect(close(device_roots[0], 0.703) && close(device_roots[1], 0.75), "forward_device");
    expect(labels.size() == circuit.size() * batch && adjoints.size() == circuit.size() * batch,
           "labels and adjoints of every node");
    expect(close(input_adjoints[0], 1.0) && close(input_adjoints[4], 0.3), "backward");
    expect(close(tangents[0], 1.0) && close(device_tangents[0], 1.0), "tangent");
  }
  {
    namespace language = deeplog::language;
    using P = deeplog::probability<double>;
    constexpr language::boolean_variable<0> B{"B"};
    constexpr language::boolean_variable<1> E{"E"};
    const std::vector<language::label> rows{0.3, 0.5, 0.7, 0.5, 0.99, 0.5, 0.01, 0.5};
    device_buffer<language::label> d_rows{std::span<const language::label>(rows)};
    device_buffer<double> d_out(batch);
    // [snippet expr]
    constexpr auto phi = language::sum(
        B,
        language::sum(E, language::to<P>(language::atom<deeplog::boolean>("b(V)")[B] |
                                         language::atom<deeplog::boolean>("e(S)")[E]) *
                             (language::atom<P>("b(V)", 0)[B] * language::atom<P>("e(S)", 2)[E])));
    deeplog::gpu::evaluate(phi, d_rows.data(), batch,
                           d_out.data());  // rows (4, batch) -> out (batch)
    // [/snippet expr]
    std::vector<double> out(batch);
    cudaDeviceSynchronize();
    d_out.copy_to(out);
    expect(close(out[0], 0.703) && close(out[1], 0.75), "an expression template in one kernel");
  }
  return snippets::failed_checks == 0 ? 0 : 1;
}
