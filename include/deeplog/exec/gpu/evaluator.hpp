// The CUDA evaluator (docs/cuda.md): forward, backward (reverse mode) and tangent (forward
// mode) of a layered circuit for a batch of leaf-label vectors, in any structure S, with the CPU
// evaluator's interface and rules. Include from .cu files only (nvcc).
//
// The circuit's flat arrays and its plan (detail/launch_plan.hpp) are uploaded once; label
// buffers are allocated once per (circuit, batch) and reused; every pass runs on the evaluator's
// stream. Layout as on the CPU: every buffer is (rows, batch), batch contiguous. Host-span entry
// points copy in, run and copy out; the *_device entry points take device pointers and only
// enqueue (call synchronize() or order later work on stream() before reading their results).
//
// The passes themselves -- which kernels, in which order, with which grids -- are written once in
// detail/passes.hpp and run here through the device executor (kernel launches, memsets,
// cub::DeviceSegmentedReduce on the stream); the tests run the same passes through a host
// emulator. Each pass's launch sequence is captured once in a CUDA graph and replayed.
#pragma once

#include <cuda_runtime.h>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "deeplog/algebra/concepts.hpp"
#include "deeplog/algebra/dual.hpp"
#include "deeplog/base/error.hpp"
#include "deeplog/circuit/circuit.hpp"
#include "deeplog/exec/evaluator.hpp"
#include "deeplog/exec/gpu/detail/device_executor.hpp"
#include "deeplog/exec/gpu/detail/launch_plan.hpp"
#include "deeplog/exec/gpu/detail/passes.hpp"
#include "deeplog/exec/gpu/device.hpp"
#include "deeplog/exec/gpu/device_buffer.hpp"
#include "deeplog/exec/gpu/error.hpp"

namespace deeplog {

/// Backend tag: deeplog::evaluator<S, cuda_backend> is cuda_evaluator<S>.
struct cuda_backend {};

namespace gpu::detail {
// The labels of forward mode's dual-number pass (unused for structures without derivatives).
template <class S, bool = Differentiable<S>>
struct dual_value_of {
  using type = value_t<S>;
};
template <class S>
struct dual_value_of<S, true> {
  using type = value_t<dual<S>>;
};
}  // namespace gpu::detail

struct cuda_options {
  /// Capture each pass's launch sequence in a CUDA graph and replay it: one launch instead of
  /// one per layer group. A pass is captured again when the buffers it is given change.
  bool use_graph = true;
  /// Layers whose nodes x min(batch, 32) is at most this run fused: a run of consecutive ones is
  /// one launch in which each block takes 32 samples through all of them, with block barriers
  /// between layers. 0 turns fusion off.
  std::size_t fuse_threshold = 4 * gpu::detail::block_size;
  /// Reverse mode: atomics (scatter) or the transposed index (gather); automatic picks by the
  /// rule in docs/cuda.md (gather when one node has >= contention_fanout parents in one layer).
  gpu::backward_mode backward = gpu::backward_mode::automatic;
  /// One thread per (node, sample), or cub::DeviceSegmentedReduce for wide, short layers
  /// (automatic: mean fan-in >= wide_fanin and nodes x batch <= wide_max_items).
  gpu::reduce_path reduce = gpu::reduce_path::automatic;
  std::uint32_t wide_fanin = 128;
  std::size_t wide_max_items = 64;
  std::uint32_t contention_fanout = 128;
  /// Device bytes gather mode's edge weights may take (0: half the memory free at construction).
  std::size_t gather_memory_budget = 0;
  /// Samples of one node each thread of a forward layer kernel evaluates: 1, 2 or 4, for every
  /// layer kernel; 0: automatic, 4 where the batch is at least 128 and the layer has at least
  /// lanes_min_items (node, sample) items, else 1 (docs/cuda.md). Other values are an
  /// argument_error.
  std::uint32_t forward_lanes = 0;
  /// The same for the layer kernels of reverse mode (both backward modes).
  std::uint32_t backward_lanes = 0;
  /// The automatic lanes' layer size (nodes x batch) from which a layer takes 4 samples per
  /// thread.
  std::size_t lanes_min_items = std::size_t(1) << 17;
  /// Run on this stream instead of an owned one (not the legacy default stream, which cannot be
  /// captured into a graph).
  cudaStream_t stream = nullptr;

  gpu::detail::plan_options plan() const {
    return {.fuse_threshold = fuse_threshold,
            .backward = backward,
            .reduce = reduce,
            .wide_fanin = wide_fanin,
            .wide_max_items = wide_max_items,
            .contention_fanout = contention_fanout,
            .gather_memory_budget = gather_memory_budget,
            .forward_lanes = forward_lanes,
            .backward_lanes = backward_lanes,
            .lanes_min_items = lanes_min_items};
  }
};

template <Semiring S>
class cuda_evaluator {
 public:
  using structure = S;
  using value_type = value_t<S>;

  /// Uploads `c` (kept by reference for its sizes: it must outlive the evaluator) and its plan,
  /// and allocates the label buffers. Throws cuda_error when no device can be used.
  cuda_evaluator(circuit&&, std::size_t, S = {}, cuda_options = {}) = delete;  // would dangle
  cuda_evaluator(const circuit& c, std::size_t batch, S s = {}, cuda_options o = {})
      : c_(&c), batch_(batch), s_(s), options_(o) {
    if (batch == 0) throw argument_error("cuda_evaluator: batch size must be positive");
    if (!gpu::detail::valid_lanes(o.forward_lanes))
      throw argument_error("cuda_evaluator: forward_lanes must be 0, 1, 2 or 4, got " +
                           std::to_string(o.forward_lanes));
    if (!gpu::detail::valid_lanes(o.backward_lanes))
      throw argument_error("cuda_evaluator: backward_lanes must be 0, 1, 2 or 4, got " +
                           std::to_string(o.backward_lanes));
    if (o.stream) {
      stream_ = o.stream;
    } else {
      owned_stream_.emplace();
      stream_ = owned_stream_->get();
    }
    max_blocks_ = 16 * std::size_t(gpu::multiprocessor_count());
    gpu::detail::plan_options po = o.plan();
    if (po.gather_memory_budget == 0) {
      std::size_t free = 0, total = 0;
      DEEPLOG_CUDA_CHECK(cudaMemGetInfo(&free, &total));
      po.gather_memory_budget = free / 2;
    }
    plan_ = gpu::detail::make_plan<S>(c, batch, po);
    upload();
    labels_ = gpu::device_buffer<value_type>(c.size() * batch);
    root_buf_ = gpu::device_buffer<value_type>(c.num_roots() * batch);
    size_temp_storage();
  }

  const circuit& graph() const { return *c_; }
  std::size_t batch() const { return batch_; }
  const S& structure_value() const { return s_; }
  const cuda_options& options() const { return options_; }
  /// What the evaluator decided: fused groups, segmented layers, the backward mode in use.
  const gpu::detail::circuit_plan& plan() const { return plan_; }
  cudaStream_t stream() const { return stream_; }
  void synchronize() const { DEEPLOG_CUDA_CHECK(cudaStreamSynchronize(stream_)); }
  /// Launches per forward pass without a graph (the layer groups and the root gather).
  std::size_t launches_per_forward() const { return plan_.groups.size() + 1; }

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
        [&](auto& passes) { passes.forward(s_, inputs, labels_.data(), roots); });
    forwarded_ = true;
  }

  /// Every node's labels of the last forward pass: (nodes, batch), device memory.
  const value_type* device_labels() const { return labels_.data(); }

  /// Every node's labels of the last forward pass, (nodes, batch): a host copy, refreshed by
  /// each call (it synchronizes the stream) and valid until the next.
  std::span<const value_type> labels() const {
    labels_host_.resize(labels_.size());
    labels_.copy_to(std::span(labels_host_), stream_);
    synchronize();
    return labels_host_;
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
      throw evaluation_order_error(
          "cuda_evaluator::backward: call forward first (it needs the labels)");
    adjoints_.reserve(c_->size() * batch_);
    scratch_.reserve(std::max(plan_.suffix_scratch, plan_.weights));
    sums_.reserve(plan_.sums);
    run(backward_graph_, {root_adjoints, input_adjoints, nullptr}, [&](auto& passes) {
      passes.backward(s_, {labels_.data(), adjoints_.data(), scratch_.data(), sums_.data()},
                      root_adjoints, input_adjoints);
    });
    backwarded_ = true;
  }

  /// Every node's adjoint from the last backward pass: (nodes, batch), device memory.
  const value_type* device_adjoints() const requires Differentiable<S> { return adjoints_.data(); }

  /// Every node's adjoint from the last backward pass, (nodes, batch): a host copy, refreshed by
  /// each call and valid until the next; empty before the first backward pass (as on the CPU).
  std::span<const value_type> node_adjoints() const requires Differentiable<S> {
    adjoints_host_.resize(backwarded_ ? c_->size() * batch_ : 0);
    adjoints_.copy_to(std::span(adjoints_host_), stream_);
    synchronize();
    return adjoints_host_;
  }

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
  /// (num_roots, batch) out. Enqueued on stream(). Uses its own (dual) label buffers: the labels
  /// of the last forward pass are kept.
  void tangent_device(const value_type* inputs, const value_type* input_tangents,
                      value_type* root_tangents) requires Differentiable<S> {
    dual_inputs_.reserve(c_->num_inputs() * batch_);
    dual_labels_.reserve(c_->size() * batch_);
    dual_roots_.reserve(c_->num_roots() * batch_);
    run(tangent_graph_, {inputs, input_tangents, root_tangents}, [&](auto& passes) {
      passes.tangent(s_, inputs, input_tangents, dual_inputs_.data(), dual_labels_.data(),
                     dual_roots_.data(), root_tangents);
    });
  }

 private:
  using executor = gpu::detail::device_executor;
  using dual_value = typename gpu::detail::dual_value_of<S>::type;

  // Runs `body(passes)` on the stream, through the pass's graph when graphs are on.
  template <class Body>
  void run(gpu::captured_graph& g, gpu::captured_graph::key_type key, Body&& body) {
    auto enqueue = [&](cudaStream_t st) {
      executor ex(st, temp_.data(), temp_.size());
      gpu::detail::pass_runner<executor> passes(ex, plan_, arrays_, max_blocks_);
      body(passes);
    };
    if (options_.use_graph)
      g.run(stream_, key, enqueue);
    else
      enqueue(stream_);
  }

  template <class V>
  static gpu::device_buffer<V> upload(const std::vector<V>& v) {
    return gpu::device_buffer<V>(std::span<const V>(v));
  }

  void upload() {
    const circuit& c = *c_;
    kinds_ = gpu::device_buffer<node_kind>(c.kinds());
    offsets_ = gpu::device_buffer<std::uint32_t>(c.offsets());
    children_ = gpu::device_buffer<node_id>(c.child_array());
    inputs_ = gpu::device_buffer<std::uint32_t>(c.input_array());
    roots_ = gpu::device_buffer<node_id>(c.roots());
    layers_ = upload(plan_.table);
    seed_nodes_ = upload(plan_.seed_nodes);
    seed_offsets_ = upload(plan_.seed_offsets);
    seed_sources_ = upload(plan_.seed_sources);
    parent_offsets_ = upload(plan_.parent_offsets);
    parent_edges_ = upload(plan_.parent_edges);
    input_offsets_ = upload(plan_.input_offsets);
    input_nodes_ = upload(plan_.input_nodes);
    arrays_ = {{kinds_.data(), offsets_.data(), children_.data(), inputs_.data()},
               layers_.data(),
               roots_.data(),
               seed_nodes_.data(),
               seed_offsets_.data(),
               seed_sources_.data(),
               {parent_offsets_.data(), parent_edges_.data()},
               input_offsets_.data(),
               input_nodes_.data()};
  }

  // CUB's temporary storage, sized once by running every pass in sizing mode (no launches), so
  // that no allocation happens while a graph is being captured.
  void size_temp_storage() {
    executor sizing(stream_, nullptr, 0, true);
    gpu::detail::pass_runner<executor> passes(sizing, plan_, arrays_, max_blocks_);
    passes.forward(s_, nullptr, nullptr, nullptr);
    if constexpr (Differentiable<S>) {
      passes.backward(s_, {nullptr, nullptr, nullptr, nullptr}, nullptr, nullptr);
      passes.tangent(s_, nullptr, nullptr, nullptr, nullptr, nullptr, nullptr);
    }
    temp_.reserve(sizing.required_temp());
  }

  const circuit* c_;
  std::size_t batch_;
  S s_;
  cuda_options options_;
  std::optional<gpu::stream> owned_stream_;
  cudaStream_t stream_ = nullptr;
  std::size_t max_blocks_ = 0;
  bool forwarded_ = false, backwarded_ = false;
  gpu::detail::circuit_plan plan_;

  // The circuit and its plan on the device (uploaded once).
  gpu::device_buffer<node_kind> kinds_;
  gpu::device_buffer<std::uint32_t> offsets_, children_, inputs_, roots_;
  gpu::device_buffer<layer_range> layers_;
  gpu::device_buffer<node_id> seed_nodes_, input_nodes_;
  gpu::device_buffer<std::uint32_t> seed_offsets_, seed_sources_, parent_offsets_, parent_edges_,
      input_offsets_;
  gpu::detail::circuit_arrays arrays_{};

  // Label buffers, reused across calls.
  gpu::device_buffer<value_type> labels_;             // (nodes, batch)
  gpu::device_buffer<value_type> root_buf_;           // (roots, batch)
  gpu::device_buffer<value_type> input_buf_;          // (inputs, batch): host-span staging
  gpu::device_buffer<value_type> adjoints_;           // (nodes, batch)
  gpu::device_buffer<value_type> scratch_;            // suffix folds or edge weights
  gpu::device_buffer<value_type> sums_;               // gather mode's segmented parent sums
  gpu::device_buffer<value_type> root_adjoint_buf_;   // (roots, batch)
  gpu::device_buffer<value_type> input_adjoint_buf_;  // (inputs, batch)
  gpu::device_buffer<value_type> tangent_in_buf_, tangent_out_buf_;
  gpu::device_buffer<dual_value> dual_inputs_, dual_labels_, dual_roots_;
  gpu::device_buffer<char> temp_;  // CUB's temporary storage
  std::vector<value_type> roots_host_, tangents_host_;
  mutable std::vector<value_type> labels_host_, adjoints_host_;

  gpu::captured_graph forward_graph_, backward_graph_, tangent_graph_;
};

template <>
struct backend_traits<cuda_backend> {
  template <class S>
  using evaluator = cuda_evaluator<S>;
};

static_assert(CircuitEvaluator<cuda_evaluator<boolean>>);
static_assert(DifferentiableEvaluator<cuda_evaluator<probability<double>>>);

}  // namespace deeplog
