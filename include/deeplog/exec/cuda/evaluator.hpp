// The CUDA evaluator (DESIGN decision 6): forward, backward (reverse mode) and tangent (forward
// mode) of a layered circuit for a batch of leaf-label vectors, in any structure S, with the CPU
// evaluator's interface and rules. Include from .cu files only (nvcc).
//
// The circuit's flat arrays are uploaded once; label buffers are allocated once per (circuit,
// batch) and reused; every pass runs on the evaluator's stream. Layout as on the CPU: every
// buffer is (rows, batch), batch contiguous. Host-span entry points copy in, run and copy out;
// the *_device entry points take device pointers and only enqueue (call synchronize() or order
// later work on stream() before reading their results).
//
// Kernels: one thread per (node, sample) of a layer (detail/kernels.hpp). Backward pushes each
// node's adjoint to its children with atomic adds (see docs/cuda.md for the transposed-index
// alternative and why it was not chosen). Small layers: consecutive layers with little work run
// fused in one launch (a block per 32 samples), and each pass's launch sequence is captured once in
// a CUDA graph and replayed (cuda_options).
#pragma once

#include <cuda_runtime.h>

#include <cstddef>
#include <memory>
#include <optional>
#include <span>
#include <stdexcept>
#include <vector>

#include "deeplog/algebra/concepts.hpp"
#include "deeplog/algebra/dual.hpp"
#include "deeplog/circuit/circuit.hpp"
#include "deeplog/exec/cuda/detail/kernels.hpp"
#include "deeplog/exec/cuda/detail/launch_plan.hpp"
#include "deeplog/exec/cuda/device.hpp"
#include "deeplog/exec/cuda/device_buffer.hpp"
#include "deeplog/exec/cuda/elementwise.hpp"
#include "deeplog/exec/cuda/error.hpp"
#include "deeplog/exec/evaluator.hpp"

namespace deeplog {

/// Backend tag: deeplog::evaluator<S, cuda_backend> is cuda_evaluator<S>.
struct cuda_backend {};

template <Semiring S>
class cuda_evaluator;

namespace cuda::detail {

// Forward mode's state: the dual-number evaluator and its packed buffers, present only for
// differentiable structures (as on the CPU).
template <class S, bool = Differentiable<S>>
struct tangent_state {};
template <class S>
struct tangent_state<S, true> {
  std::unique_ptr<cuda_evaluator<dual<S>>> evaluator;
  device_buffer<value_t<dual<S>>> inputs;  // (num_inputs, batch)
  device_buffer<value_t<dual<S>>> roots;   // (num_roots, batch)
};

// (value, tangent) rows -> dual rows, and dual rows -> their tangents.
template <class T>
struct pack_duals {
  const T* values;
  const T* tangents;
  dual_number<T>* out;
  DEEPLOG_HOST_DEVICE void operator()(std::size_t i) const { out[i] = {values[i], tangents[i]}; }
};
template <class T>
struct unpack_tangents {
  const dual_number<T>* in;
  T* out;
  DEEPLOG_HOST_DEVICE void operator()(std::size_t i) const { out[i] = in[i].tangent; }
};

}  // namespace cuda::detail

struct cuda_options {
  /// Capture each pass's launch sequence in a CUDA graph and replay it: one launch instead of
  /// one per layer group. A pass is captured again when the buffers it is given change.
  bool use_graph = true;
  /// Layers whose nodes x min(batch, 32) is at most this run fused: a run of consecutive ones is
  /// one launch in which each block takes 32 samples through all of them, with block barriers
  /// between layers. 0 turns fusion off.
  std::size_t fuse_threshold = 4 * cuda::detail::block_size;
  /// Run on this stream instead of an owned one (not the legacy default stream, which cannot be
  /// captured into a graph).
  cudaStream_t stream = nullptr;
};

template <Semiring S>
class cuda_evaluator {
 public:
  using structure = S;
  using value_type = value_t<S>;

  /// Uploads `c` (kept by reference for its sizes: it must outlive the evaluator) and allocates
  /// the label buffers. Throws cuda_error when no device can be used.
  cuda_evaluator(const circuit& c, std::size_t batch, S s = {}, cuda_options o = {})
      : c_(&c), batch_(batch), s_(s), options_(o) {
    if (batch == 0) throw std::invalid_argument("cuda_evaluator: batch size must be positive");
    if (o.stream) {
      stream_ = o.stream;
    } else {
      owned_stream_.emplace();
      stream_ = owned_stream_->get();
    }
    max_blocks_ = 16 * cuda::multiprocessor_count();
    kinds_ = cuda::device_buffer<node_kind>(c.kinds());
    offsets_ = cuda::device_buffer<std::uint32_t>(c.offsets());
    children_ = cuda::device_buffer<node_id>(c.child_array());
    inputs_ = cuda::device_buffer<std::uint32_t>(c.input_array());
    roots_ = cuda::device_buffer<node_id>(c.roots());
    const std::vector<cuda::detail::layer_range> table = cuda::detail::layer_table(c);
    layers_ = cuda::device_buffer<cuda::detail::layer_range>(std::span(table));
    plan_ = cuda::detail::plan_launches(table, batch, o.fuse_threshold);
    if constexpr (Differentiable<S>) {
      if constexpr (cuda::detail::needs_suffix_scratch<S>())
        scratch_size_ = cuda::detail::suffix_scratch_size(c, table, batch);
    }
    view_ = {kinds_.data(), offsets_.data(), children_.data(), inputs_.data()};
    labels_ = cuda::device_buffer<value_type>(c.size() * batch);
    root_buf_ = cuda::device_buffer<value_type>(c.num_roots() * batch);
  }

  const circuit& graph() const { return *c_; }
  std::size_t batch() const { return batch_; }
  const S& structure_value() const { return s_; }
  const cuda_options& options() const { return options_; }
  cudaStream_t stream() const { return stream_; }
  void synchronize() const { DEEPLOG_CUDA_CHECK(cudaStreamSynchronize(stream_)); }
  /// Launches per forward pass without a graph (the layer groups and the root gather).
  std::size_t launches_per_forward() const { return plan_.size() + 1; }

  // ---- forward ------------------------------------------------------------------------------

  /// inputs: (num_inputs, batch), host. Returns the roots' labels (num_roots, batch), host.
  std::span<const value_type> forward(std::span<const value_type> inputs) {
    detail::require_size(inputs.size(), c_->num_inputs() * batch_, "forward inputs");
    input_buf_.reserve(inputs.size());
    input_buf_.copy_from(inputs, stream_);
    forward_device(input_buf_.data(), root_buf_.data());
    roots_host_.resize(c_->num_roots() * batch_);
    root_buf_.copy_to(std::span(roots_host_), stream_);
    synchronize();
    return roots_host_;
  }

  /// Device pointers: inputs (num_inputs, batch) in, roots (num_roots, batch) out. Enqueued on
  /// stream(); every node's labels stay in device_labels() for backward.
  void forward_device(const value_type* inputs, value_type* roots) {
    run(forward_graph_, {inputs, roots, nullptr},
        [&](cudaStream_t st) { enqueue_forward(st, inputs, roots); });
    forwarded_ = true;
  }

  /// Every node's labels of the last forward pass: (nodes, batch), device memory.
  const value_type* device_labels() const { return labels_.data(); }

  /// Copies every node's labels of the last forward pass to the host: (nodes, batch).
  std::vector<value_type> labels() const {
    std::vector<value_type> h(labels_.size());
    labels_.copy_to(std::span(h), stream_);
    synchronize();
    return h;
  }

  // ---- backward -----------------------------------------------------------------------------

  /// Reverse mode after forward: root_adjoints (num_roots, batch) in, the adjoints of the
  /// leaf-label rows (num_inputs, batch) out (overwritten). Host spans.
  void backward(std::span<const value_type> root_adjoints,
                std::span<value_type> input_adjoints) requires Differentiable<S> {
    detail::require_size(root_adjoints.size(), c_->num_roots() * batch_, "root adjoints");
    detail::require_size(input_adjoints.size(), c_->num_inputs() * batch_, "input adjoints");
    root_adjoint_buf_.reserve(root_adjoints.size());
    root_adjoint_buf_.copy_from(root_adjoints, stream_);
    input_adjoint_buf_.reserve(input_adjoints.size());
    backward_device(root_adjoint_buf_.data(), input_adjoint_buf_.data());
    input_adjoint_buf_.copy_to(input_adjoints, stream_);
    synchronize();
  }

  /// Device pointers: root_adjoints (num_roots, batch) in, input_adjoints (num_inputs, batch)
  /// out (overwritten). Enqueued on stream(); reads the labels of the last forward pass.
  void backward_device(const value_type* root_adjoints,
                       value_type* input_adjoints) requires Differentiable<S> {
    if (!forwarded_)
      throw std::logic_error("cuda_evaluator::backward: call forward first (it needs the labels)");
    adjoints_.reserve(c_->size() * batch_);
    scratch_.reserve(scratch_size_);
    run(backward_graph_, {root_adjoints, input_adjoints, nullptr},
        [&](cudaStream_t st) { enqueue_backward(st, root_adjoints, input_adjoints); });
  }

  /// Every node's adjoint from the last backward pass: (nodes, batch), device memory.
  const value_type* device_adjoints() const requires Differentiable<S> { return adjoints_.data(); }

  // ---- tangent (forward mode) ---------------------------------------------------------------

  /// The directional derivative of every root along input_tangents (num_inputs, batch), in the
  /// dual-number lift of S. Host spans; returns (num_roots, batch).
  std::span<const value_type> tangent(std::span<const value_type> inputs,
                                      std::span<const value_type> input_tangents) requires
      Differentiable<S> {
    detail::require_size(inputs.size(), c_->num_inputs() * batch_, "tangent inputs");
    detail::require_size(input_tangents.size(), c_->num_inputs() * batch_, "input tangents");
    input_buf_.reserve(inputs.size());
    input_buf_.copy_from(inputs, stream_);
    tangent_in_buf_.reserve(inputs.size());
    tangent_in_buf_.copy_from(input_tangents, stream_);
    tangent_out_buf_.reserve(c_->num_roots() * batch_);
    tangent_device(input_buf_.data(), tangent_in_buf_.data(), tangent_out_buf_.data());
    tangents_host_.resize(c_->num_roots() * batch_);
    tangent_out_buf_.copy_to(std::span(tangents_host_), stream_);
    synchronize();
    return tangents_host_;
  }

  /// Device pointers: inputs and input_tangents (num_inputs, batch) in, the roots' tangents
  /// (num_roots, batch) out. Enqueued on stream().
  void tangent_device(const value_type* inputs, const value_type* input_tangents,
                      value_type* root_tangents) requires Differentiable<S> {
    using D = dual<S>;
    auto& t = tangent_;
    if (!t.evaluator) {
      cuda_options o = options_;
      o.stream = stream_;  // one stream: the packing kernels and the dual pass stay ordered
      t.evaluator = std::make_unique<cuda_evaluator<D>>(*c_, batch_, D{s_}, o);
      t.inputs = cuda::device_buffer<value_t<D>>(c_->num_inputs() * batch_);
      t.roots = cuda::device_buffer<value_t<D>>(c_->num_roots() * batch_);
    }
    cuda::launch_elementwise(
        c_->num_inputs() * batch_,
        cuda::detail::pack_duals<value_type>{inputs, input_tangents, t.inputs.data()}, stream_,
        max_blocks_);
    t.evaluator->forward_device(t.inputs.data(), t.roots.data());
    cuda::launch_elementwise(
        c_->num_roots() * batch_,
        cuda::detail::unpack_tangents<value_type>{t.roots.data(), root_tangents}, stream_,
        max_blocks_);
  }

 private:
  template <class Enqueue>
  void run(cuda::captured_graph& g, cuda::captured_graph::key_type key, Enqueue&& enqueue) {
    if (options_.use_graph)
      g.run(stream_, key, enqueue);
    else
      enqueue(stream_);
  }

  int blocks_for(const cuda::detail::launch_group& g) const {
    if (g.fused)  // one block per slice of the batch
      return static_cast<int>((batch_ + cuda::detail::fused_slice - 1) / cuda::detail::fused_slice);
    const auto L = table_entry(g.first);
    return blocks_for(std::size_t(L.end - L.begin) * batch_);
  }
  int blocks_for(std::size_t work) const {
    const std::size_t wanted = (work + cuda::detail::block_size - 1) / cuda::detail::block_size;
    return static_cast<int>(std::max<std::size_t>(1, std::min<std::size_t>(wanted, max_blocks_)));
  }
  cuda::detail::layer_range table_entry(std::uint32_t l) const {
    const layer& L = c_->layers()[l];
    return {L.begin, L.end, c_->offsets()[L.begin]};
  }

  void enqueue_forward(cudaStream_t st, const value_type* inputs, value_type* roots) {
    using namespace cuda::detail;
    for (const launch_group& g : plan_) {
      if (g.fused)
        forward_layers_fused<S><<<blocks_for(g), block_size, 0, st>>>(
            s_, view_, layers_.data(), g.first, g.last, batch_, inputs, labels_.data());
      else
        forward_layer<S><<<blocks_for(g), block_size, 0, st>>>(s_, view_, table_entry(g.first),
                                                               batch_, inputs, labels_.data());
      DEEPLOG_CUDA_CHECK(cudaGetLastError());
    }
    const std::size_t work = c_->num_roots() * batch_;
    if (work == 0) return;
    gather_roots<value_type><<<blocks_for(work), block_size, 0, st>>>(
        roots_.data(), c_->num_roots(), batch_, labels_.data(), roots);
    DEEPLOG_CUDA_CHECK(cudaGetLastError());
  }

  void enqueue_backward(cudaStream_t st, const value_type* root_adjoints,
                        value_type* input_adjoints) {
    using namespace cuda::detail;
    const std::size_t nodes = c_->size() * batch_, ins = c_->num_inputs() * batch_;
    if (nodes)
      DEEPLOG_CUDA_CHECK(cudaMemsetAsync(adjoints_.data(), 0, nodes * sizeof(value_type), st));
    if (ins) DEEPLOG_CUDA_CHECK(cudaMemsetAsync(input_adjoints, 0, ins * sizeof(value_type), st));
    const std::size_t seeds = c_->num_roots() * batch_;
    if (seeds) {
      seed_roots<value_type><<<blocks_for(seeds), block_size, 0, st>>>(
          roots_.data(), c_->num_roots(), batch_, root_adjoints, adjoints_.data());
      DEEPLOG_CUDA_CHECK(cudaGetLastError());
    }
    for (auto g = plan_.rbegin(); g != plan_.rend(); ++g) {
      if (g->fused)
        backward_layers_fused<S><<<blocks_for(*g), block_size, 0, st>>>(
            s_, view_, layers_.data(), g->first, g->last, batch_, labels_.data(), adjoints_.data(),
            input_adjoints, scratch_.data());
      else
        backward_layer<S><<<blocks_for(*g), block_size, 0, st>>>(
            s_, view_, table_entry(g->first), batch_, labels_.data(), adjoints_.data(),
            input_adjoints, scratch_.data());
      DEEPLOG_CUDA_CHECK(cudaGetLastError());
    }
  }

  const circuit* c_;
  std::size_t batch_;
  S s_;
  cuda_options options_;
  std::optional<cuda::stream> owned_stream_;
  cudaStream_t stream_ = nullptr;
  std::size_t max_blocks_ = 0;
  bool forwarded_ = false;

  // The circuit on the device (uploaded once) and its launch plan.
  cuda::device_buffer<node_kind> kinds_;
  cuda::device_buffer<std::uint32_t> offsets_;
  cuda::device_buffer<node_id> children_;
  cuda::device_buffer<std::uint32_t> inputs_;
  cuda::device_buffer<node_id> roots_;
  cuda::device_buffer<cuda::detail::layer_range> layers_;
  cuda::detail::circuit_view view_{};
  std::vector<cuda::detail::launch_group> plan_;

  // Label buffers, reused across calls.
  cuda::device_buffer<value_type> labels_;             // (nodes, batch)
  cuda::device_buffer<value_type> root_buf_;           // (roots, batch)
  cuda::device_buffer<value_type> input_buf_;          // (inputs, batch): host-span staging
  cuda::device_buffer<value_type> adjoints_;           // (nodes, batch)
  cuda::device_buffer<value_type> root_adjoint_buf_;   // (roots, batch)
  cuda::device_buffer<value_type> input_adjoint_buf_;  // (inputs, batch)
  cuda::device_buffer<value_type> scratch_;            // (widest layer's edges, batch) or empty
  std::size_t scratch_size_ = 0;
  cuda::device_buffer<value_type> tangent_in_buf_;
  cuda::device_buffer<value_type> tangent_out_buf_;
  std::vector<value_type> roots_host_, tangents_host_;

  cuda::captured_graph forward_graph_, backward_graph_;

  cuda::detail::tangent_state<S> tangent_;
};

template <>
struct backend_traits<cuda_backend> {
  template <class S>
  using evaluator = cuda_evaluator<S>;
};

}  // namespace deeplog
