// Interface parity without a device: generic code over deeplog::evaluator<S, Backend> compiles
// for the CPU and the CUDA backend alike (the same member functions with the same types), and
// runs on the CPU here. evaluator_interface.cu compares the two backends where a GPU exists.
#include <catch2/catch.hpp>

#include "deeplog/algebra.hpp"
#include "deeplog/exec/cpu/evaluator.hpp"
#include "deeplog/exec/gpu/evaluator.hpp"
#include "generic_client.hpp"
#include "support.hpp"

namespace deeplog::test {

static_assert(
    std::same_as<evaluator<probability<float>, cuda_backend>, cuda_evaluator<probability<float>>>);
static_assert(std::same_as<evaluator<probability<float>>, cpu_evaluator<probability<float>>>);
static_assert(common_differentiable_evaluator<evaluator<probability<float>, cpu_backend>>);
static_assert(common_differentiable_evaluator<evaluator<probability<float>, cuda_backend>>);
static_assert(common_differentiable_evaluator<evaluator<max_plus<double>, cuda_backend>>);
static_assert(common_evaluator<evaluator<boolean, cpu_backend>>);
static_assert(common_evaluator<evaluator<boolean, cuda_backend>>);
static_assert(!common_differentiable_evaluator<evaluator<counting, cuda_backend>>);
static_assert(!common_differentiable_evaluator<evaluator<counting, cpu_backend>>);

// The generic round, compiled for both backends.
template interface_round<float> run_interface<probability<float>, cpu_backend>(
    const circuit&, std::size_t, const std::vector<float>&, const std::vector<float>&,
    const std::vector<float>&);
template interface_round<float> run_interface<probability<float>, cuda_backend>(
    const circuit&, std::size_t, const std::vector<float>&, const std::vector<float>&,
    const std::vector<float>&);

TEST_CASE("generic code over the common evaluator interface runs on the CPU backend",
          "[cuda][interface]") {
  using S = probability<float>;
  const std::size_t batch = 9;
  const circuit c = random_circuit(5);
  const auto in = random_labels<S>(c.num_inputs() * batch, 6);
  const auto radj = integer_weights<float>(c.num_roots() * batch, 7);
  const auto tan = integer_weights<float>(c.num_inputs() * batch, 8);
  const auto r = run_interface<S, cpu_backend>(c, batch, in, radj, tan);
  CHECK(r.roots.size() == c.num_roots() * batch);
  CHECK(r.labels.size() == c.size() * batch);
  CHECK(r.node_adjoints.size() == c.size() * batch);
  // The root rows of labels are the roots; the input nodes' adjoints sum to the input rows'.
  for (std::size_t k = 0; k < c.num_roots(); ++k)
    for (std::size_t b = 0; b < batch; ++b)
      CHECK(r.roots[k * batch + b] == r.labels[std::size_t(c.roots()[k]) * batch + b]);
  std::vector<float> from_nodes(c.num_inputs() * batch, 0.0f);
  for (node_id n = 0; n < c.size(); ++n)
    if (c.kind(n) == node_kind::input)
      for (std::size_t b = 0; b < batch; ++b)
        from_nodes[std::size_t(c.input(n)) * batch + b] += r.node_adjoints[n * batch + b];
  CHECK(first_mismatch(from_nodes, r.input_adjoints, false) < 0);
}

}  // namespace deeplog::test
