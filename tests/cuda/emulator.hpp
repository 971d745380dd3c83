// Runs the CUDA kernels' per-item bodies (exec/cuda/detail/layer_ops.hpp) on the host, layer by
// layer and item by item as the grid would, so that their logic is checked against the CPU
// evaluator on machines without a GPU. Sequential: atomics become plain adds.
#pragma once

#include <cstddef>
#include <vector>

#include "deeplog/algebra/dual.hpp"
#include "deeplog/circuit/circuit.hpp"
#include "deeplog/exec/cuda/detail/launch_plan.hpp"
#include "deeplog/exec/cuda/detail/layer_ops.hpp"

namespace deeplog::test {

template <class S>
class kernel_emulator {
 public:
  using T = value_t<S>;

  /// fuse_threshold as in cuda_options: fused runs are emulated block by block (each block
  /// through all layers of the run before the next block starts: samples are independent).
  kernel_emulator(const circuit& c, std::size_t batch, S s = {}, std::size_t fuse_threshold = 0)
      : c_(c),
        batch_(batch),
        s_(s),
        table_(cuda::detail::layer_table(c)),
        plan_(cuda::detail::plan_launches(table_, batch, fuse_threshold)),
        labels_(c.size() * batch) {}

  std::vector<T> forward(const std::vector<T>& inputs) {
    const auto view = this->view();
    for (const auto& g : plan_) {
      if (!g.fused) {
        const auto& L = table_[g.first];
        for (std::size_t i = 0; i < std::size_t(L.end - L.begin) * batch_; ++i)
          cuda::detail::forward_item(s_, view, L, i, batch_, inputs.data(), labels_.data());
        continue;
      }
      for_each_slice([&](std::size_t b0, std::uint32_t width) {
        for (std::uint32_t l = g.first; l < g.last; ++l) {
          const auto& L = table_[l];
          for (std::size_t j = 0; j < std::size_t(L.end - L.begin) * width; ++j) {
            const auto w = cuda::detail::decompose_slice(L, j, b0, width);
            cuda::detail::forward_node(s_, view, w.node, w.sample, batch_, inputs.data(),
                                       labels_.data());
          }
        }
      });
    }
    std::vector<T> roots(c_.num_roots() * batch_);
    for (std::size_t i = 0; i < roots.size(); ++i)
      cuda::detail::gather_root_item(c_.roots().data(), i, batch_, labels_.data(), roots.data());
    return roots;
  }

  std::vector<T> backward(const std::vector<T>& root_adjoints) requires Differentiable<S> {
    const auto view = this->view();
    std::vector<T> adjoints(c_.size() * batch_, T(0)),
        input_adjoints(c_.num_inputs() * batch_, T(0));
    // Poisoned scratch: every suffix entry must be written before it is read.
    std::vector<T> scratch(cuda::detail::suffix_scratch_size(c_, table_, batch_), T(12345));
    for (std::size_t i = 0; i < root_adjoints.size(); ++i)
      cuda::detail::seed_item(c_.roots().data(), i, batch_, root_adjoints.data(), adjoints.data());
    for (auto g = plan_.rbegin(); g != plan_.rend(); ++g) {
      if (!g->fused) {
        const auto& L = table_[g->first];
        for (std::size_t i = 0; i < std::size_t(L.end - L.begin) * batch_; ++i)
          cuda::detail::backward_item(s_, view, L, i, batch_, labels_.data(), adjoints.data(),
                                      input_adjoints.data(), scratch.data());
        continue;
      }
      for_each_slice([&](std::size_t b0, std::uint32_t width) {
        for (std::uint32_t l = g->last; l-- > g->first;) {
          const auto& L = table_[l];
          for (std::size_t j = 0; j < std::size_t(L.end - L.begin) * width; ++j) {
            const auto w = cuda::detail::decompose_slice(L, j, b0, width);
            cuda::detail::backward_node(s_, view, w.node, w.sample, L.edge_begin, batch_,
                                        labels_.data(), adjoints.data(), input_adjoints.data(),
                                        scratch.data());
          }
        }
      });
    }
    return input_adjoints;
  }

  std::vector<T> tangent(const std::vector<T>& inputs, const std::vector<T>& tangents,
                         std::size_t fuse_threshold = 0) requires Differentiable<S> {
    kernel_emulator<dual<S>> d(c_, batch_, dual<S>{s_}, fuse_threshold);
    std::vector<value_t<dual<S>>> packed(inputs.size());
    for (std::size_t i = 0; i < inputs.size(); ++i) packed[i] = {inputs[i], tangents[i]};
    const auto out = d.forward(packed);
    std::vector<T> t(out.size());
    for (std::size_t i = 0; i < out.size(); ++i) t[i] = out[i].tangent;
    return t;
  }

 private:
  template <class F>
  void for_each_slice(F&& f) const {
    const std::size_t blocks = (batch_ + cuda::detail::fused_slice - 1) / cuda::detail::fused_slice;
    for (std::size_t k = 0; k < blocks; ++k)
      f(k * cuda::detail::fused_slice, cuda::detail::slice_width(k, batch_));
  }

  cuda::detail::circuit_view view() const {
    return {c_.kinds().data(), c_.offsets().data(), c_.child_array().data(),
            c_.input_array().data()};
  }

  const circuit& c_;
  std::size_t batch_;
  S s_;
  std::vector<cuda::detail::layer_range> table_;
  std::vector<cuda::detail::launch_group> plan_;
  std::vector<T> labels_;
};

}  // namespace deeplog::test
