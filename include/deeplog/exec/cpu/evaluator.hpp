// The CPU evaluator: forward (labels of the roots), backward (reverse mode: adjoints of the
// leaf-label rows) and tangent (forward mode) for a batch of leaf-label vectors, in any
// structure. Buffers are allocated once per (circuit, batch size) and reused across calls.
//
// Layout: every label buffer is (rows, batch), batch contiguous. Each layer is a gather of
// child rows and a reduction per node, over blocks of lanes (detail/kernels.hpp). Threads
// (a shared std::thread pool, thread_pool.hpp) split a pass by batch slices when the batch is
// wide (no synchronisation between layers, no atomics) and by the nodes of each large layer
// when it is narrow (a barrier per layer; reverse mode then pulls adjoints, see
// detail/plan.hpp). Results do not depend on the number of threads. docs/circuit.md has the
// measurements behind the thresholds.
#pragma once

#include <algorithm>
#include <cstddef>
#include <memory>
#include <span>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "deeplog/algebra/concepts.hpp"
#include "deeplog/algebra/dual.hpp"
#include "deeplog/base/config.hpp"
#include "deeplog/base/error.hpp"
#include "deeplog/circuit/circuit.hpp"
#include "deeplog/exec/cpu/detail/kernels.hpp"
#include "deeplog/exec/cpu/detail/plan.hpp"
#include "deeplog/exec/cpu/isa.hpp"
#include "deeplog/exec/cpu/thread_pool.hpp"

namespace deeplog {

template <Semiring S>
class cpu_evaluator;

/// Backend tag for the CPU evaluator (the CUDA backend has its own tag).
struct cpu_backend {};

/// How a pass uses threads. automatic: batch_slices when the batch spans a cache line per
/// thread, layer_nodes when it is narrower, serial when the pass is too small to gain.
enum class cpu_parallelism : std::uint8_t { automatic, serial, batch_slices, layer_nodes };

/// How reverse mode moves adjoints: push adds each contribution to the child's row; pull
/// writes it to a row of the edge and lets the child gather (detail/plan.hpp). Both give the
/// same numbers. automatic: pull in layer_nodes mode (push would race), push otherwise (it is
/// faster on one thread: no gather index).
enum class cpu_backward : std::uint8_t { automatic, push, pull };

struct cpu_options {
  // Participants, the caller included; 0: every hardware thread. Default 1: on the machine
  // the library was measured on (2 vCPUs shared with other jobs), a second thread lost in
  // every configuration measured (docs/circuit.md); ask for threads where cores are free.
  unsigned threads = 1;
  cpu_parallelism parallelism = cpu_parallelism::automatic;
  cpu_backward backward = cpu_backward::automatic;
  // A pass with less work than this (edges + nodes) x batch runs on one thread; in layer_nodes
  // mode, so does a layer with less work than layer_threshold.
  std::size_t pass_threshold = std::size_t(1) << 17;
  std::size_t layer_threshold = std::size_t(1) << 13;
  // The copy of the lane kernels (exec/cpu/isa.hpp); both give the same numbers.
  cpu_isa isa = cpu_isa::automatic;
};

namespace detail {

inline void require_size(std::size_t got, std::size_t want, const char* what) {
  if (got != want)
    throw argument_error(std::string(what) + ": expected " + std::to_string(want) +
                         " labels, got " + std::to_string(got));
}

// The dual-number evaluator that tangent() uses, present only for differentiable structures.
template <class S, bool = Differentiable<S>>
struct tangent_state {};
template <class S>
struct tangent_state<S, true> {
  std::unique_ptr<cpu_evaluator<dual<S>>> evaluator;
  std::vector<value_t<dual<S>>> inputs;
  std::vector<value_t<S>> tangents;
};

template <class S, bool = Differentiable<S>>
struct backward_state {};
template <class S>
struct backward_state<S, true> {
  std::vector<value_t<S>> adjoints;  // (nodes [+ pull slots], batch)
  std::unique_ptr<cpu::detail::pull_index> pull;
  std::unique_ptr<cpu::detail::push_index> push;
  std::vector<std::vector<value_t<S>>> rows;  // per thread: fold rows (kernels.hpp)
  std::uint32_t chunk = cpu::detail::local_children;
};

}  // namespace detail

template <Semiring S>
class cpu_evaluator {
 public:
  using structure = S;
  using value_type = value_t<S>;
  /// Lanes per tile: kernels loop over at most this many samples of one row at a time.
  static constexpr std::size_t tile_lanes = cpu::detail::tile_lanes<value_type>;

  /// Keeps a reference to `c`: the circuit must outlive the evaluator (a temporary circuit is
  /// rejected at compile time).
  cpu_evaluator(circuit&&, std::size_t, S = {}, cpu_options = {}) = delete;
  cpu_evaluator(const circuit& c, std::size_t batch, S s = {}, cpu_options o = {})
      : c_(&c), batch_(batch), s_(s), opt_(o), layout_(c), avx2_(cpu::use_avx2_copy(o.isa)) {
    if (batch == 0) throw argument_error("cpu_evaluator: batch size must be positive");
    labels_.resize(c.size() * batch);
    for (node_id n : layout_.zero_nodes) std::fill_n(row(n), batch_, s_.zero());
    for (node_id n : layout_.one_nodes) std::fill_n(row(n), batch_, s_.one());
    plan();
  }

  const circuit& graph() const { return *c_; }
  std::size_t batch() const { return batch_; }
  const S& structure_value() const { return s_; }
  const cpu_options& options() const { return opt_; }
  /// What `automatic` resolved to, and the threads a pass uses.
  cpu_parallelism parallelism() const { return mode_; }
  cpu_backward backward_scheme() const { return scheme_; }
  unsigned threads() const { return threads_; }
  /// Which copy of the lane kernels this evaluator runs (exec/cpu/isa.hpp).
  const char* kernel_target() const { return cpu::kernel_target(opt_.isa); }

  /// inputs: (num_inputs, batch). Returns the roots' labels, (num_roots, batch).
  std::span<const value_type> forward(std::span<const value_type> inputs) {
    detail::require_size(inputs.size(), c_->num_inputs() * batch_, "forward inputs");
    forward_done_ = false;
    const value_type* in = inputs.data();
    if (mode_ == cpu_parallelism::layer_nodes) {
      auto body = [&](unsigned t, unsigned n) {
        if (n != threads_) return forward_lanes(in, 0, batch_);
        split_inputs(t, n, [&](node_id a) { copy_input(in, a, 0, batch_); });
        pool().barrier();
        for (const auto& st : steps_) {
          if (st.parallel) {
            const auto& ly = layout_.layers[st.first];
            const node_id nb = splits_[st.split + t], ne = splits_[st.split + t + 1];
            ly.plus ? forward_nodes<true>(nb, ne, 0, batch_)
                    : forward_nodes<false>(nb, ne, 0, batch_);
          } else if (t == 0) {
            for (std::uint32_t l = st.first; l < st.last; ++l) forward_layer(l, 0, batch_);
          }
          pool().barrier();
        }
      };
      pool().run(threads_, body);
    } else if (mode_ == cpu_parallelism::batch_slices) {
      auto body = [&](unsigned t, unsigned n) {
        const auto [b0, b1] = slice(t, n);
        if (b0 < b1) forward_lanes(in, b0, b1);
      };
      pool().run(threads_, body);
    } else {
      forward_lanes(in, 0, batch_);
    }
    roots_.resize(c_->num_roots() * batch_);
    for (std::size_t r = 0; r < c_->num_roots(); ++r)
      std::copy_n(row(c_->roots()[r]), batch_, roots_.begin() + r * batch_);
    forward_done_ = true;
    return roots_;
  }

  /// All node labels of the last forward pass: (nodes, batch).
  std::span<const value_type> labels() const { return labels_; }

  /// Reverse mode after forward: root_adjoints (num_roots, batch) in, the adjoints of the
  /// leaf-label rows (num_inputs, batch) out (overwritten). Adjoints are real derivatives of the
  /// roots' labels with respect to the leaf labels. Throws evaluation_order_error before the
  /// first forward().
  void backward(std::span<const value_type> root_adjoints,
                std::span<value_type> input_adjoints) requires Differentiable<S> {
    if (!forward_done_)
      throw evaluation_order_error(
          "cpu_evaluator::backward: call forward first (reverse mode needs its labels)");
    detail::require_size(root_adjoints.size(), c_->num_roots() * batch_, "root adjoints");
    detail::require_size(input_adjoints.size(), c_->num_inputs() * batch_, "input adjoints");
    prepare_backward();
    const value_type* radj = root_adjoints.data();
    if (mode_ == cpu_parallelism::layer_nodes) {
      auto body = [&](unsigned t, unsigned n) {
        if (n != threads_) return backward_lanes(radj, 0, batch_, 0);
        for (std::size_t i = steps_.size(); i-- > 0;) {
          const auto& st = steps_[i];
          if (st.parallel) {
            const auto& ly = layout_.layers[st.first];
            const node_id nb = splits_[st.split + t], ne = splits_[st.split + t + 1];
            ly.plus ? pull_nodes<true>(radj, nb, ne, 0, batch_, t)
                    : pull_nodes<false>(radj, nb, ne, 0, batch_, t);
          } else if (t == 0) {
            for (std::uint32_t l = st.last; l-- > st.first;) backward_layer(radj, l, 0, batch_, 0);
          }
          pool().barrier();
        }
        const node_id per = (layout_.leaf_end + n - 1) / n;
        const node_id lb = std::min<node_id>(layout_.leaf_end, t * per);
        for (node_id a = lb; a < std::min<node_id>(layout_.leaf_end, lb + per); ++a)
          gather(radj, a, 0, batch_);
      };
      pool().run(threads_, body);
    } else if (mode_ == cpu_parallelism::batch_slices) {
      auto body = [&](unsigned t, unsigned n) {
        const auto [b0, b1] = slice(t, n);
        if (b0 < b1) backward_lanes(radj, b0, b1, t);
      };
      pool().run(threads_, body);
    } else {
      backward_lanes(radj, 0, batch_, 0);
    }
    // Input rows: several input nodes may read one row, so one thread adds them up.
    std::fill(input_adjoints.begin(), input_adjoints.end(), value_type(0));
    const value_type* adj = back_.adjoints.data();
    for (node_id a : layout_.input_nodes) {
      value_type* DEEPLOG_RESTRICT dst = input_adjoints.data() + std::size_t(c_->input(a)) * batch_;
      const value_type* DEEPLOG_RESTRICT src = adj + std::size_t(a) * batch_;
      for (std::size_t b = 0; b < batch_; ++b) dst[b] += src[b];
    }
  }

  /// Labels of reverse-mode scratch per thread (fold rows of wide nodes): about
  /// 2 sqrt(max fan-in) x min(batch, tile_lanes), allocated at the first backward.
  std::size_t scratch_labels() const requires Differentiable<S> {
    return back_.rows.empty() ? 0 : back_.rows.front().size();
  }

  /// Every node's adjoint from the last backward pass: (nodes, batch).
  std::span<const value_type> node_adjoints() const requires Differentiable<S> {
    return std::span<const value_type>(back_.adjoints)
        .first(std::min(back_.adjoints.size(), c_->size() * batch_));
  }

  /// Forward mode: the directional derivative of every root along input_tangents
  /// (num_inputs, batch), evaluated in the dual-number lift of S (one-sided at kinks; every
  /// operation with an infinite result gives tangent 0, see dual.hpp). Returns
  /// (num_roots, batch).
  std::span<const value_type> tangent(std::span<const value_type> inputs,
                                      std::span<const value_type> input_tangents) requires
      Differentiable<S> {
    detail::require_size(inputs.size(), c_->num_inputs() * batch_, "tangent inputs");
    detail::require_size(input_tangents.size(), c_->num_inputs() * batch_, "input tangents");
    auto& t = tangent_;
    if (!t.evaluator)
      t.evaluator = std::make_unique<cpu_evaluator<dual<S>>>(*c_, batch_, dual<S>{s_}, opt_);
    t.inputs.resize(inputs.size());
    for (std::size_t i = 0; i < inputs.size(); ++i) t.inputs[i] = {inputs[i], input_tangents[i]};
    const auto out = t.evaluator->forward(t.inputs);
    t.tangents.resize(out.size());
    for (std::size_t i = 0; i < out.size(); ++i) t.tangents[i] = out[i].tangent;
    return t.tangents;
  }

 private:
  using T = value_type;

  static cpu::thread_pool& pool() { return cpu::default_thread_pool(); }
  T* row(std::size_t n) { return labels_.data() + n * batch_; }

  // ---- planning ------------------------------------------------------------------------------

  void plan() {
    const std::size_t work = (c_->num_edges() + c_->size()) * batch_;
    threads_ = opt_.threads ? opt_.threads : cpu::hardware_threads();
    threads_ = std::min(threads_, cpu::thread_pool::max_threads);
    // Slices are whole cache lines; a batch narrower than a line per thread splits by nodes.
    const std::size_t line = std::max<std::size_t>(1, 64 / sizeof(T));
    mode_ = opt_.parallelism;
    if (mode_ == cpu_parallelism::automatic) {
      if (threads_ <= 1 || work < opt_.pass_threshold)
        mode_ = cpu_parallelism::serial;
      else if (batch_ >= std::size_t(threads_) * line)
        mode_ = cpu_parallelism::batch_slices;
      else
        mode_ = cpu_parallelism::layer_nodes;
    }
    if (mode_ == cpu_parallelism::serial) threads_ = 1;
    scheme_ = opt_.backward;
    if (scheme_ == cpu_backward::automatic) scheme_ = cpu_backward::push;
    if (mode_ == cpu_parallelism::layer_nodes) {
      // Push would race between the parents of one child: node-parallel reverse mode pulls.
      scheme_ = cpu_backward::pull;
      plan_steps();
    }
    slice_lanes_ = ((batch_ + threads_ - 1) / threads_ + line - 1) / line * line;
  }

  void plan_steps() {
    steps_.clear();
    splits_.clear();
    const auto off = c_->offsets();
    for (std::uint32_t l = 0; l < layout_.layers.size(); ++l) {
      const auto& ly = layout_.layers[l];
      const std::size_t work =
          (off[ly.end] - off[ly.begin] + std::size_t(ly.end - ly.begin)) * batch_;
      if (work >= opt_.layer_threshold) {
        steps_.push_back({true, l, l + 1, static_cast<std::uint32_t>(splits_.size())});
        cpu::detail::split_nodes(*c_, ly.begin, ly.end, threads_, splits_);
      } else if (!steps_.empty() && !steps_.back().parallel) {
        steps_.back().last = l + 1;
      } else {
        steps_.push_back({false, l, l + 1, 0});
      }
    }
  }

  std::pair<std::size_t, std::size_t> slice(unsigned t, unsigned n) const {
    if (n != threads_) return {t == 0 ? 0 : batch_, batch_};
    const std::size_t b0 = std::min(batch_, std::size_t(t) * slice_lanes_);
    return {b0, std::min(batch_, b0 + slice_lanes_)};
  }

  template <class F>
  void split_inputs(unsigned t, unsigned n, F&& f) {
    const std::size_t m = layout_.input_nodes.size(), per = (m + n - 1) / n;
    for (std::size_t i = std::min(m, t * per); i < std::min(m, (t + 1) * per); ++i)
      f(layout_.input_nodes[i]);
  }

  // ---- forward ---------------------------------------------------------------------------------

  void copy_input(const T* in, node_id a, std::size_t b0, std::size_t b1) {
    const T* src = in + std::size_t(c_->input(a)) * batch_;
    std::copy(src + b0, src + b1, row(a) + b0);
  }

  void forward_lanes(const T* in, std::size_t b0, std::size_t b1) {
    for (node_id a : layout_.input_nodes) copy_input(in, a, b0, b1);
    for (std::uint32_t l = 0; l < layout_.layers.size(); ++l) forward_layer(l, b0, b1);
  }

  void forward_layer(std::uint32_t l, std::size_t b0, std::size_t b1) {
    const auto& ly = layout_.layers[l];
    ly.plus ? forward_nodes<true>(ly.begin, ly.end, b0, b1)
            : forward_nodes<false>(ly.begin, ly.end, b0, b1);
  }

  // Nodes [nb, ne), lanes [b0, b1). Copy: which compiled copy this is (a baseline build's AVX2
  // copy, forward_nodes_avx2, calls it with Copy = false).
  template <bool Plus, bool Copy = true>
  void forward_nodes(node_id nb, node_id ne, std::size_t b0, std::size_t b1) {
    const std::uint32_t* off = c_->offsets().data();
    const node_id* kids = c_->child_array().data();
    T* lab = labels_.data();
    const S s = s_;
    if (batch_ == 1) {
      for (node_id n = nb; n < ne; ++n)
        lab[n] = cpu::detail::forward_one<S, Plus>(s, kids + off[n], off[n + 1] - off[n], lab);
      return;
    }
#if defined(DEEPLOG_CPU_DISPATCH)
    if constexpr (Copy)
      if (avx2_) return forward_nodes_avx2<Plus>(nb, ne, b0, b1);
#endif
    const std::size_t B = batch_;
    for (node_id n = nb; n < ne; ++n) {
      const node_id* kn = kids + off[n];
      const std::uint32_t k = off[n + 1] - off[n];
      T* out = lab + std::size_t(n) * B;
      for (std::size_t b = b0; b < b1; b += tile_lanes)
        cpu::detail::forward_tile<S, Plus>(s, kn, k, lab, B, b, std::min(tile_lanes, b1 - b),
                                           out + b);
    }
  }

#if defined(DEEPLOG_CPU_DISPATCH)
  // The same pass compiled for AVX2, everything it calls inlined into it (batches wider than
  // one only: a batch of one runs on scalars).
  template <bool Plus>
  DEEPLOG_CPU_AVX2_COPY void forward_nodes_avx2(node_id nb, node_id ne, std::size_t b0,
                                                std::size_t b1) {
    forward_nodes<Plus, false>(nb, ne, b0, b1);
  }
#endif

  // ---- backward --------------------------------------------------------------------------------

  void prepare_backward() requires Differentiable<S> {
    auto& st = back_;
    if (scheme_ == cpu_backward::pull && !st.pull)
      st.pull = std::make_unique<cpu::detail::pull_index>(*c_);
    if (scheme_ == cpu_backward::push && !st.push)
      st.push = std::make_unique<cpu::detail::push_index>(*c_);
    const std::size_t rows = c_->size() + (st.pull ? st.pull->slots : 0);
    if (st.adjoints.size() != rows * batch_) st.adjoints.assign(rows * batch_, T(0));
    if (st.rows.empty()) {
      // Suffix folds of wide nodes in chunks of about sqrt(fan-in) children: the scratch is
      // (2 sqrt(max fan-in) + 2) x tile labels per thread, not max fan-in x batch.
      std::uint32_t chunk = cpu::detail::local_children;
      while (std::size_t(chunk) * chunk < layout_.max_fanin) chunk *= 2;
      st.chunk = chunk;
      const std::size_t chunks = (layout_.max_fanin + chunk - 1) / chunk;
      const std::size_t tile = std::min(batch_, tile_lanes);
      st.rows.assign(threads_, std::vector<T>((chunk + chunks + 2) * tile));
    }
  }

  // Push stores first writes (no zeroing pass) from one tile of lanes on (measured).
  bool first_touch_push() const { return batch_ >= tile_lanes; }

  cpu::detail::rest_scratch<T> scratch_for(unsigned t) {
    return {back_.rows[t].data(), back_.chunk, std::min(batch_, tile_lanes)};
  }

  // Lanes [b0, b1) of a whole backward pass, by the evaluator's scheme.
  void backward_lanes(const T* radj, std::size_t b0, std::size_t b1, unsigned t) {
    if (scheme_ == cpu_backward::pull) {
      for (std::size_t l = layout_.layers.size(); l-- > 0;)
        backward_layer(radj, static_cast<std::uint32_t>(l), b0, b1, t);
      for (node_id a = 0; a < layout_.leaf_end; ++a) gather(radj, a, b0, b1);
      return;
    }
    // Push. Wide batches: every row is stored by its first writer (a root's seed, or the first
    // parent edge in push order) and added to after; only rows nobody writes are zeroed, so no
    // pass goes over every row. Narrow batches zero every row first: there a data-dependent
    // choice per edge costs more (mispredicted) than zeroing a short row (docs/circuit.md).
    T* adj = back_.adjoints.data();
    const auto& p = *back_.push;
    const std::size_t B = batch_;
    const bool first_touch = first_touch_push();
    if (first_touch)
      for (node_id n : p.untouched) std::fill(adj + n * B + b0, adj + n * B + b1, T(0));
    else if (b0 == 0 && b1 == B)
      std::fill(adj, adj + c_->size() * B, T(0));
    else
      for (std::size_t n = 0; n < c_->size(); ++n)
        std::fill(adj + n * B + b0, adj + n * B + b1, T(0));
    for (std::size_t r = 0; r < c_->num_roots(); ++r) {
      T* DEEPLOG_RESTRICT a = adj + std::size_t(c_->roots()[r]) * B;
      const T* DEEPLOG_RESTRICT g = radj + r * B;
      const bool st = first_touch && p.root_stores[r] != 0;
      for (std::size_t b = b0; b < b1; ++b) cpu::detail::put(st, a[b], g[b]);
    }
    for (std::size_t l = layout_.layers.size(); l-- > 0;)
      backward_layer(radj, static_cast<std::uint32_t>(l), b0, b1, t);
  }

  void backward_layer(const T* radj, std::uint32_t l, std::size_t b0, std::size_t b1, unsigned t) {
    const auto& ly = layout_.layers[l];
    if (scheme_ == cpu_backward::pull) {
      ly.plus ? pull_nodes<true>(radj, ly.begin, ly.end, b0, b1, t)
              : pull_nodes<false>(radj, ly.begin, ly.end, b0, b1, t);
    } else {
      const cpu::detail::push_sink<T> sink{back_.adjoints.data(), batch_,
                                           first_touch_push() ? back_.push->first.data() : nullptr};
      ly.plus ? propagate<true>(ly.begin, ly.end, b0, b1, sink, t)
              : propagate<false>(ly.begin, ly.end, b0, b1, sink, t);
    }
  }

  // The adjoint of node a (pull scheme): 0 + its root adjoints + its slots, unless its only
  // parent edge wrote it directly.
  void gather(const T* radj, node_id a, std::size_t b0, std::size_t b1) {
    const auto& p = *back_.pull;
    if (p.direct[a]) return;
    const std::size_t B = batch_, nodes = c_->size();
    T* DEEPLOG_RESTRICT dst = back_.adjoints.data() + std::size_t(a) * B;
    if (B == 1) {  // one sample: a register sum
      T acc = T(0);
      for (std::uint32_t i = p.seed_begin[a]; i < p.seed_begin[a + 1]; ++i)
        acc += radj[p.seed_roots[i]];
      const T* slots = back_.adjoints.data() + nodes;
      for (std::uint32_t i = p.slot_begin[a]; i < p.slot_begin[a + 1]; ++i)
        acc += slots[p.slot_list[i]];
      *dst = acc;
      return;
    }
    for (std::size_t b = b0; b < b1; ++b) dst[b] = T(0);
    for (std::uint32_t i = p.seed_begin[a]; i < p.seed_begin[a + 1]; ++i) {
      const T* DEEPLOG_RESTRICT g = radj + std::size_t(p.seed_roots[i]) * B;
      for (std::size_t b = b0; b < b1; ++b) dst[b] += g[b];
    }
    for (std::uint32_t i = p.slot_begin[a]; i < p.slot_begin[a + 1]; ++i) {
      const T* DEEPLOG_RESTRICT g = back_.adjoints.data() + (nodes + p.slot_list[i]) * B;
      for (std::size_t b = b0; b < b1; ++b) dst[b] += g[b];
    }
  }

  template <bool Plus>
  void pull_nodes(const T* radj, node_id nb, node_id ne, std::size_t b0, std::size_t b1,
                  unsigned t) {
    const cpu::detail::store_sink<T> sink{back_.adjoints.data(), back_.pull->dest.data(), batch_};
    for (node_id n = ne; n-- > nb;) gather(radj, n, b0, b1);
    propagate<Plus>(nb, ne, b0, b1, sink, t);
  }

  // Reverse mode through nodes [nb, ne), lanes [b0, b1); Copy as for forward_nodes. (The tile
  // loop stays in this function: moved into one of its own, the batch-of-one path beside it ran
  // 25% slower with GCC 12.)
  template <bool Plus, class Sink, bool Copy = true>
  void propagate(node_id nb, node_id ne, std::size_t b0, std::size_t b1, const Sink& sink,
                 unsigned t) {
    const std::uint32_t* off = c_->offsets().data();
    const node_id* kids = c_->child_array().data();
    const T* lab = labels_.data();
    const T* adj = back_.adjoints.data();
    const auto scratch = scratch_for(t);
    const S s = s_;
    const std::size_t B = batch_;
    if (B == 1) {
      for (node_id n = ne; n-- > nb;)
        cpu::detail::backward_one<S, Plus>(s, kids + off[n], off[n], off[n + 1] - off[n], lab,
                                           adj[n], lab[n], sink, scratch);
      return;
    }
#if defined(DEEPLOG_CPU_DISPATCH)
    if constexpr (Copy)
      if (avx2_) return propagate_avx2<Plus>(nb, ne, b0, b1, sink, t);
#endif
    for (node_id n = ne; n-- > nb;) {
      const std::uint32_t e0 = off[n], k = off[n + 1] - e0;
      const T* an = adj + std::size_t(n) * B;
      const T* vn = lab + std::size_t(n) * B;
      for (std::size_t b = b0; b < b1; b += tile_lanes)
        cpu::detail::backward_tile<S, Plus>(s, kids + e0, e0, k, lab, B, b,
                                            std::min(tile_lanes, b1 - b), an + b, vn + b, sink,
                                            scratch);
    }
  }

#if defined(DEEPLOG_CPU_DISPATCH)
  template <bool Plus, class Sink>
  DEEPLOG_CPU_AVX2_COPY void propagate_avx2(node_id nb, node_id ne, std::size_t b0, std::size_t b1,
                                            const Sink& sink, unsigned t) {
    propagate<Plus, Sink, false>(nb, ne, b0, b1, sink, t);
  }
#endif

  const circuit* c_;
  std::size_t batch_;
  S s_;
  cpu_options opt_;
  cpu::detail::circuit_layout layout_;
  bool avx2_ = false;  // run the AVX2 copy of the tile passes (DEEPLOG_CPU_DISPATCH builds)
  cpu_parallelism mode_ = cpu_parallelism::serial;
  cpu_backward scheme_ = cpu_backward::push;
  unsigned threads_ = 1;
  std::size_t slice_lanes_ = 0;
  std::vector<cpu::detail::step> steps_;
  std::vector<node_id> splits_;
  bool forward_done_ = false;
  std::vector<value_type> labels_;  // (nodes, batch)
  std::vector<value_type> roots_;   // (roots, batch)
  detail::backward_state<S> back_;
  detail::tangent_state<S> tangent_;
};

}  // namespace deeplog
