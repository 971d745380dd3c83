// sequential<Layers...>: a network as a compile-time list of layers (no virtual calls, no node
// graph), and lenet: DeepProbLog's MNIST network that the paper's experiments use.
#pragma once

#include <concepts>
#include <cstdint>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "deeplog/nn/conv.hpp"
#include "deeplog/nn/layers.hpp"

namespace deeplog::nn {

/// The protocol every layer follows and sequential composes: forward (training: cache what
/// backward needs), backward (returns dL/dx, accumulates dL/dtheta) and collect (its
/// parameters, named after `prefix`).
// [snippet layer]
template <class L, class T>
concept Layer = requires(L& layer, const matrix<T>& x, bool training, std::vector<parameter<T>>& ps,
                         const std::string& prefix) {
  { layer.forward(x, training) } -> std::same_as<const matrix<T>&>;
  { layer.backward(x) } -> std::same_as<const matrix<T>&>;
  layer.collect(ps, prefix);
};
// [/snippet layer]

template <class T, class... Layers>
requires(Layer<Layers, T>&&...) class sequential {
 public:
  using scalar = T;
  explicit sequential(Layers... layers) : layers_(std::move(layers)...) {}

  /// x: (batch, in) -> (batch, out). training = true caches what backward() needs and turns
  /// dropout on.
  const matrix<T>& forward(const matrix<T>& x, bool training = false) {
    const matrix<T>* cur = &x;
    std::apply([&](auto&... l) { ((cur = &l.forward(*cur, training)), ...); }, layers_);
    return *cur;
  }

  /// dy: (batch, out) -> dx: (batch, in); accumulates every parameter's gradient.
  const matrix<T>& backward(const matrix<T>& dy) {
    return backward_impl(dy, std::index_sequence_for<Layers...>{});
  }

  /// Every parameter, named "<layer index>.weight" / "<layer index>.bias" like PyTorch's
  /// state_dict of an nn.Sequential.
  std::vector<parameter<T>> parameters() {
    std::vector<parameter<T>> ps;
    collect_impl(ps, std::index_sequence_for<Layers...>{});
    return ps;
  }

  template <std::size_t I>
  auto& layer() {
    return std::get<I>(layers_);
  }
  static constexpr std::size_t size() { return sizeof...(Layers); }

 private:
  template <std::size_t... I>
  const matrix<T>& backward_impl(const matrix<T>& dy, std::index_sequence<I...>) {
    constexpr std::size_t n = sizeof...(I);
    const matrix<T>* g = &dy;
    ((g = &std::get<n - 1 - I>(layers_).backward(*g)), ...);
    return *g;
  }
  template <std::size_t... I>
  void collect_impl(std::vector<parameter<T>>& ps, std::index_sequence<I...>) {
    (std::get<I>(layers_).collect(ps, std::to_string(I) + "."), ...);
  }

  std::tuple<Layers...> layers_;
};

/// LeNet as in DeepProbLog's MNIST experiments (and the paper's, appendix "Experimental
/// Setup"): Conv(1,6,5) MaxPool(2) ReLU Conv(6,16,5) MaxPool(2) ReLU, Linear(256,120) ReLU
/// Linear(120,84) ReLU Linear(84,10) Head. Input (batch, 784): 28x28 grey images; output
/// (batch, classes). Head is softmax (probabilities, for the probability semiring) or
/// log_softmax (log-probabilities, for the log semiring and for cross-entropy baselines).
template <class T = float, class Head = softmax<T>>
using lenet = sequential<T, conv2d<T>, max_pool2d<T>, relu<T>, conv2d<T>, max_pool2d<T>, relu<T>,
                         flatten<T>, linear<T>, relu<T>, linear<T>, relu<T>, linear<T>, Head>;

template <class T = float, class Head = softmax<T>>
lenet<T, Head> make_lenet(std::uint64_t seed, std::size_t classes = 10) {
  const rng g(seed);
  auto s = [&](std::uint64_t k) { return g.split(k).next(); };
  const image_shape in{1, 28, 28};
  conv2d<T> c1(in, 6, 5, s(0));                  // -> 6x24x24
  max_pool2d<T> p1(c1.output_shape(), 2);        // -> 6x12x12
  conv2d<T> c2(p1.output_shape(), 16, 5, s(1));  // -> 16x8x8
  max_pool2d<T> p2(c2.output_shape(), 2);        // -> 16x4x4 = 256
  return lenet<T, Head>(std::move(c1), std::move(p1), relu<T>{}, std::move(c2), std::move(p2),
                        relu<T>{}, flatten<T>{}, linear<T>(p2.output_shape().size(), 120, s(2)),
                        relu<T>{}, linear<T>(120, 84, s(3)), relu<T>{},
                        linear<T>(84, classes, s(4)), Head{});
}

}  // namespace deeplog::nn
