// The code of docs/nn.md, built and run: each C++ block of that page is a region of this file or
// of include/deeplog/nn/sequential.hpp (tests/library/snippets.cpp checks the text), and the
// results are checked here.
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <vector>

#include "deeplog/algebra.hpp"
#include "deeplog/circuit.hpp"
#include "deeplog/nn.hpp"
#include "systems/tasks.hpp"

#include "check.hpp"

namespace {

using snippets::expect;

using deeplog::nn::Layer;
static_assert(Layer<deeplog::nn::linear<float>, float>);
static_assert(Layer<deeplog::nn::conv2d<float>, float>);
static_assert(Layer<deeplog::nn::max_pool2d<float>, float>);
static_assert(Layer<deeplog::nn::relu<float>, float>);
static_assert(Layer<deeplog::nn::softmax<double>, double>);

}  // namespace

int main() {
  using namespace deeplog;
  using namespace deeplog::nn;
  {
    // The running example over two networks: b + (not b) * e, and a fixed fact's label times it.
    using net_b_t = sequential<double, linear<double>, softmax<double>>;
    using net_e_t = sequential<double, linear<double>, softmax<double>>;
    net_b_t net_b(linear<double>(3, 2, 1), {});
    net_e_t net_e(linear<double>(3, 2, 2), {});
    circuit_builder cb(5);
    cb.add_root(
        cb.times({cb.input(4), cb.plus({cb.input(1), cb.times({cb.input(0), cb.input(3)})})}));
    const circuit c = cb.build();
    const matrix<double> videos = matrix<double>::Constant(2, 3, 0.5),
                         seismic = matrix<double>::Constant(2, 3, -0.25);
    const std::vector<double> grad{1.0, 1.0};
    // [snippet predicates]
    neural_circuit<probability<double>, net_b_t, net_e_t> nc(
        c, {}, neural_predicate<net_b_t>{&net_b, {.slots = 1, .domain = 2, .first_input = 0}},
        neural_predicate<net_e_t>{&net_e, {.slots = 1, .domain = 2, .first_input = 2}});
    nc.set_label(4, 0.5);                                // a fixed fact's label
    auto roots = nc.forward({&videos, &seismic}, true);  // one image batch per predicate
    nc.backward(grad);
    // [/snippet predicates]
    const matrix<double> pb = net_b.forward(videos, false), pe = net_e.forward(seismic, false);
    const double want = 0.5 * (pb(0, 1) + pb(0, 0) * pe(0, 1));
    expect(roots.size() == 2 && std::abs(roots[0] - want) < 1e-14 && roots[1] == roots[0],
           "two neural predicates and a given label");
    double norm = 0;
    for (const auto& p : net_b.parameters())
      for (std::size_t i = 0; i < p.size; ++i) norm += p.grad[i] * p.grad[i];
    expect(norm > 0, "gradients reach the first network");
  }
  {
    const std::uint64_t seed = 7;
    const std::size_t B = 4;
    const matrix<float> images = matrix<float>::Constant(long(2 * B), 784, 0.1f);
    const std::vector<std::uint32_t> sums{3, 7, 11, 0};
    std::vector<float> grad(19 * B);
    // [snippet lenet]
    auto net = nn::make_lenet<float>(seed);    // softmax head: probabilities
    circuit c = systems::addition_circuit(1);  // 20 inputs, 19 roots
    neural_circuit<probability<float>, decltype(net)> nc(c, net, {.slots = 2, .domain = 10});
    nn::adamw<float> opt(net.parameters());
    auto roots = nc.forward(images, /*training=*/true);      // (19, B)
    float loss = nn::nll_loss<float>(roots, B, sums, grad);  // grad: (19, B)
    nc.backward(grad);                                       // circuit -> network gradients
    opt.step();
    opt.zero_grad();
    // [/snippet lenet]
    expect(c.num_inputs() == 20 && c.num_roots() == 19 && roots.size() == 19 * B,
           "MNIST addition, one digit: 20 inputs, 19 roots");
    expect(std::isfinite(loss) && loss > 0, "a finite loss");
  }
  return snippets::failed_checks == 0 ? 0 : 1;
}
