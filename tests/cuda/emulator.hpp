// Runs the CUDA evaluator's passes on the host: the same orchestration (detail/passes.hpp: plan
// walk, memsets, seeding, reverse order, grid sizes, segmented reductions) and the same kernel
// functors (detail/kernels.hpp), driven by a host executor that plays each launch block by block,
// phase by phase (the block barrier), thread by thread, with the grid the GPU would get. So the
// kernels' and the orchestration's logic is checked against the CPU evaluator on machines
// without a GPU. Sequential: atomics become plain adds, and a segmented reduction folds each
// segment in order (CUB's order differs only by associativity).
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <vector>

#include "deeplog/algebra/dual.hpp"
#include "deeplog/circuit/circuit.hpp"
#include "deeplog/exec/gpu/detail/launch_plan.hpp"
#include "deeplog/exec/gpu/detail/passes.hpp"

namespace deeplog::test {

/// The executor of detail/passes.hpp on the host; counts what it ran.
struct host_executor {
  std::size_t launches = 0, memsets = 0, reductions = 0;
  std::size_t max_grid = 0;

  template <class K>
  void launch(std::size_t blocks, const K& k) {
    ++launches;
    max_grid = blocks > max_grid ? blocks : max_grid;
    const unsigned phases = k.phases();
    for (std::size_t b = 0; b < blocks; ++b)
      for (unsigned p = 0; p < phases; ++p)  // every thread reaches the barrier before phase p+1
        for (std::size_t t = 0; t < gpu::detail::block_size; ++t)
          k(p, gpu::detail::thread_index{b, t, blocks, gpu::detail::block_size});
  }

  void zero(void* p, std::size_t bytes) {
    ++memsets;
    if (bytes) std::memset(p, 0, bytes);
  }

  // The device executor's reduction (maybe<state> over CUB), folded in order.
  template <class T, class R>
  void segmented_reduce(std::size_t segments, const gpu::detail::gathered_segments<T>& g, T* out,
                        R r, T identity) {
    ++reductions;
    const gpu::detail::maybe_op<R> mop{r};
    const gpu::detail::segment_value<T, R> value{g, r};
    const gpu::detail::unwrap_iterator<T, R> result{out, identity, r};
    for (std::size_t s = 0; s < segments; ++s) {
      gpu::detail::maybe<typename R::state> acc{typename R::state{}, false};
      for (std::size_t i = g.begin(s); i < g.end(s); ++i) acc = mop(acc, value(std::int64_t(i)));
      result[std::ptrdiff_t(s)] = acc;
    }
  }
};

template <class S>
class kernel_emulator {
 public:
  using T = value_t<S>;

  /// `max_blocks` bounds one-layer grids as the device's 16 x SMs does (small values make the
  /// grid-stride loops wrap).
  kernel_emulator(const circuit& c, std::size_t batch, S s = {}, gpu::detail::plan_options o = {},
                  std::size_t max_blocks = 3)
      : c_(c),
        batch_(batch),
        s_(s),
        max_blocks_(max_blocks),
        plan_(gpu::detail::make_plan<S>(c, batch, o)),
        labels_(c.size() * batch) {
    arrays_ = {
        {c.kinds().data(), c.offsets().data(), c.child_array().data(), c.input_array().data()},
        plan_.table.data(),
        c.roots().data(),
        plan_.seed_nodes.data(),
        plan_.seed_offsets.data(),
        plan_.seed_sources.data(),
        {plan_.parent_offsets.data(), plan_.parent_edges.data()},
        plan_.input_offsets.data(),
        plan_.input_nodes.data()};
  }

  const gpu::detail::circuit_plan& plan() const { return plan_; }
  const host_executor& executor() const { return ex_; }
  const std::vector<T>& labels() const { return labels_; }
  const std::vector<T>& node_adjoints() const { return adjoints_; }

  std::vector<T> forward(const std::vector<T>& inputs) {
    std::vector<T> roots(c_.num_roots() * batch_);
    passes().forward(s_, inputs.data(), labels_.data(), roots.data());
    return roots;
  }

  std::vector<T> backward(const std::vector<T>& root_adjoints) requires Differentiable<S> {
    // Poisoned buffers: every entry the pass reads must have been written by it first.
    adjoints_.assign(c_.size() * batch_, T(-999));
    std::vector<T> input_adjoints(c_.num_inputs() * batch_, T(777));
    std::vector<T> scratch(std::max(plan_.suffix_scratch, plan_.weights), T(12345));
    std::vector<T> sums(plan_.sums, T(54321));
    passes().backward(s_, {labels_.data(), adjoints_.data(), scratch.data(), sums.data()},
                      root_adjoints.data(), input_adjoints.data());
    return input_adjoints;
  }

  std::vector<T> tangent(const std::vector<T>& inputs,
                         const std::vector<T>& tangents) requires Differentiable<S> {
    using D = value_t<dual<S>>;
    std::vector<D> dual_inputs(c_.num_inputs() * batch_), dual_labels(c_.size() * batch_),
        dual_roots(c_.num_roots() * batch_);
    std::vector<T> out(c_.num_roots() * batch_);
    passes().tangent(s_, inputs.data(), tangents.data(), dual_inputs.data(), dual_labels.data(),
                     dual_roots.data(), out.data());
    return out;
  }

 private:
  gpu::detail::pass_runner<host_executor> passes() {
    return gpu::detail::pass_runner<host_executor>(ex_, plan_, arrays_, max_blocks_);
  }

  const circuit& c_;
  std::size_t batch_;
  S s_;
  std::size_t max_blocks_;
  gpu::detail::circuit_plan plan_;
  gpu::detail::circuit_arrays arrays_{};
  host_executor ex_;
  std::vector<T> labels_, adjoints_;
};

}  // namespace deeplog::test
