// The CPU evaluator: forward (labels of the roots), backward (reverse mode: adjoints of the
// leaf-label rows) and tangent (forward mode) for a batch of leaf-label vectors, in any
// structure. Buffers are allocated once per (circuit, batch size) and reused across calls.
//
// Layout: every label buffer is (rows, batch), batch contiguous. Work is split over threads by
// batch slices (OpenMP when the translation unit is compiled with it): each thread runs all
// layers on its slice, so no synchronisation is needed between layers and backward needs no
// atomics. Inner loops run over the batch and vectorise.
#pragma once

#include <algorithm>
#include <cstddef>
#include <memory>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "deeplog/algebra/concepts.hpp"
#include "deeplog/algebra/dual.hpp"
#include "deeplog/circuit/circuit.hpp"
#include "deeplog/config.hpp"

#if defined(_OPENMP)
#include <omp.h>
#endif

namespace deeplog {

template <Semiring S>
class cpu_evaluator;

namespace detail {
// The dual-number evaluator that tangent() uses, present only for differentiable structures.
template <class S, bool = Differentiable<S>>
struct tangent_state {};
template <class S>
struct tangent_state<S, true> {
  std::unique_ptr<cpu_evaluator<dual<S>>> evaluator;
  std::vector<value_t<dual<S>>> inputs;
  std::vector<value_t<S>> tangents;
};
}  // namespace detail

/// Backend tag for the CPU evaluator (the CUDA backend has its own tag).
struct cpu_backend {};

namespace detail {

inline void require_size(std::size_t got, std::size_t want, const char* what) {
  if (got != want)
    throw std::invalid_argument(std::string(what) + ": expected " + std::to_string(want) +
                                " labels, got " + std::to_string(got));
}

// Work below this many (edges x batch) runs on one thread: thread start-up costs more.
inline constexpr std::size_t parallel_threshold = std::size_t(1) << 16;

template <class F>
void for_batch_slices(std::size_t batch, std::size_t work, F&& f) {
#if defined(_OPENMP)
  const int threads = omp_get_max_threads();
  if (threads > 1 && work * batch >= parallel_threshold && batch >= 16) {
    // Slices are multiples of 8 lanes so that threads do not share cache lines.
    const std::size_t chunk = ((batch + threads - 1) / threads + 7) / 8 * 8;
#pragma omp parallel for schedule(static)
    for (int t = 0; t < threads; ++t) {
      const std::size_t b0 = std::min(batch, std::size_t(t) * chunk);
      const std::size_t b1 = std::min(batch, b0 + chunk);
      if (b0 < b1) f(b0, b1);
    }
    return;
  }
#endif
  (void)work;
  f(std::size_t(0), batch);
}

}  // namespace detail

template <Semiring S>
class cpu_evaluator {
 public:
  using structure = S;
  using value_type = value_t<S>;

  /// Keeps a reference to `c`: the circuit must outlive the evaluator.
  cpu_evaluator(const circuit& c, std::size_t batch, S s = {})
      : c_(&c), batch_(batch), s_(s), labels_(c.size() * batch) {
    if (batch == 0) throw std::invalid_argument("cpu_evaluator: batch size must be positive");
    std::size_t max_fanin = 0;
    for (std::size_t n = 0; n < c.size(); ++n)
      max_fanin = std::max(max_fanin, c.children(static_cast<node_id>(n)).size());
    max_fanin_ = max_fanin;
  }

  const circuit& graph() const { return *c_; }
  std::size_t batch() const { return batch_; }
  const S& structure_value() const { return s_; }

  /// inputs: (num_inputs, batch). Returns the roots' labels, (num_roots, batch).
  std::span<const value_type> forward(std::span<const value_type> inputs) {
    detail::require_size(inputs.size(), c_->num_inputs() * batch_, "forward inputs");
    detail::for_batch_slices(batch_, c_->num_edges() + c_->size(),
                             [&](std::size_t b0, std::size_t b1) { forward_slice(inputs, b0, b1); });
    roots_.resize(c_->num_roots() * batch_);
    for (std::size_t r = 0; r < c_->num_roots(); ++r)
      std::copy_n(labels_.begin() + std::size_t(c_->roots()[r]) * batch_, batch_,
                  roots_.begin() + r * batch_);
    return roots_;
  }

  /// All node labels of the last forward pass: (nodes, batch).
  std::span<const value_type> labels() const { return labels_; }

  /// Reverse mode after forward: root_adjoints (num_roots, batch) in, the adjoints of the
  /// leaf-label rows (num_inputs, batch) out (overwritten). Adjoints are real derivatives of the
  /// roots' labels with respect to the leaf labels.
  void backward(std::span<const value_type> root_adjoints, std::span<value_type> input_adjoints)
    requires Differentiable<S>
  {
    detail::require_size(root_adjoints.size(), c_->num_roots() * batch_, "root adjoints");
    detail::require_size(input_adjoints.size(), c_->num_inputs() * batch_, "input adjoints");
    adjoints_.assign(c_->size() * batch_, value_type(0));
    for (std::size_t r = 0; r < c_->num_roots(); ++r) {
      value_type* a = adjoints_.data() + std::size_t(c_->roots()[r]) * batch_;
      for (std::size_t b = 0; b < batch_; ++b) a[b] += root_adjoints[r * batch_ + b];
    }
    std::fill(input_adjoints.begin(), input_adjoints.end(), value_type(0));
    detail::for_batch_slices(batch_, c_->num_edges() + c_->size(), [&](std::size_t b0, std::size_t b1) {
      backward_slice(input_adjoints, b0, b1);
    });
  }

  /// Every node's adjoint from the last backward pass: (nodes, batch).
  std::span<const value_type> node_adjoints() const { return adjoints_; }

  /// Forward mode: the directional derivative of every root along input_tangents
  /// (num_inputs, batch), evaluated in the dual-number lift of S. Returns (num_roots, batch).
  std::span<const value_type> tangent(std::span<const value_type> inputs,
                                      std::span<const value_type> input_tangents)
    requires Differentiable<S>
  {
    detail::require_size(input_tangents.size(), c_->num_inputs() * batch_, "input tangents");
    detail::require_size(inputs.size(), c_->num_inputs() * batch_, "tangent inputs");
    auto& t = tangent_;
    if (!t.evaluator) t.evaluator = std::make_unique<cpu_evaluator<dual<S>>>(*c_, batch_, dual<S>{s_});
    t.inputs.resize(inputs.size());
    for (std::size_t i = 0; i < inputs.size(); ++i) t.inputs[i] = {inputs[i], input_tangents[i]};
    const auto out = t.evaluator->forward(t.inputs);
    t.tangents.resize(out.size());
    for (std::size_t i = 0; i < out.size(); ++i) t.tangents[i] = out[i].tangent;
    return t.tangents;
  }

 private:
  value_type* row(std::size_t n) { return labels_.data() + n * batch_; }

  void forward_slice(std::span<const value_type> inputs, std::size_t b0, std::size_t b1) {
    const circuit& c = *c_;
    const auto offsets = c.offsets();
    const auto kids = c.child_array();
    for (const layer& L : c.layers()) {
      for (node_id n = L.begin; n < L.end; ++n) {
        value_type* DEEPLOG_RESTRICT out = row(n);
        switch (c.kind(n)) {
          case node_kind::input: {
            const value_type* in = inputs.data() + std::size_t(c.input(n)) * batch_;
            std::copy(in + b0, in + b1, out + b0);
            break;
          }
          case node_kind::zero: std::fill(out + b0, out + b1, s_.zero()); break;
          case node_kind::one: std::fill(out + b0, out + b1, s_.one()); break;
          case node_kind::plus: reduce<true>(out, kids.subspan(offsets[n], offsets[n + 1] - offsets[n]), b0, b1); break;
          case node_kind::times: reduce<false>(out, kids.subspan(offsets[n], offsets[n + 1] - offsets[n]), b0, b1); break;
        }
      }
    }
  }

  template <bool Plus>
  void reduce(value_type* DEEPLOG_RESTRICT out, std::span<const node_id> ch, std::size_t b0,
              std::size_t b1) {
    const S s = s_;
    if (ch.empty()) {
      std::fill(out + b0, out + b1, Plus ? s.zero() : s.one());
      return;
    }
    const value_type* first = row(ch[0]);
    std::copy(first + b0, first + b1, out + b0);
    for (std::size_t i = 1; i < ch.size(); ++i) {
      const value_type* DEEPLOG_RESTRICT in = row(ch[i]);
      DEEPLOG_SIMD
      for (std::size_t b = b0; b < b1; ++b) {
        if constexpr (Plus) out[b] = s.plus(out[b], in[b]);
        else out[b] = s.times(out[b], in[b]);
      }
    }
  }

  void backward_slice(std::span<value_type> input_adjoints, std::size_t b0, std::size_t b1)
    requires Differentiable<S>
  {
    const circuit& c = *c_;
    const auto offsets = c.offsets();
    const auto kids = c.child_array();
    const std::size_t w = b1 - b0;
    std::vector<value_type> suffix(max_fanin_ * w);  // suffix folds, (fanin, slice)
    std::vector<value_type> prefix(w);
    std::vector<char> routed(w);
    const auto layers = c.layers();
    for (std::size_t li = layers.size(); li-- > 0;) {
      const layer& L = layers[li];
      for (node_id n = L.end; n-- > L.begin;) {
        value_type* adj = adjoints_.data() + std::size_t(n) * batch_;
        const auto ch = kids.subspan(offsets[n], offsets[n + 1] - offsets[n]);
        switch (c.kind(n)) {
          case node_kind::input: {
            value_type* dst = input_adjoints.data() + std::size_t(c.input(n)) * batch_;
            for (std::size_t b = b0; b < b1; ++b) dst[b] += adj[b];
            break;
          }
          case node_kind::zero:
          case node_kind::one: break;
          case node_kind::plus: propagate<true>(n, adj, ch, b0, b1, suffix, prefix, routed); break;
          case node_kind::times: propagate<false>(n, adj, ch, b0, b1, suffix, prefix, routed); break;
        }
      }
    }
  }

  template <bool Plus>
  void propagate(node_id n, const value_type* adj, std::span<const node_id> ch, std::size_t b0,
                 std::size_t b1, std::vector<value_type>& suffix, std::vector<value_type>& prefix,
                 std::vector<char>& routed) {
    const S s = s_;
    const value_type* v = row(n);
    const std::size_t w = b1 - b0;
    auto op = [&](const value_type& a, const value_type& b) {
      if constexpr (Plus) return s.plus(a, b);
      else return s.times(a, b);
    };
    auto d = [&](const value_type& a, const value_type& rest, const value_type& val) {
      if constexpr (Plus) return s.d_plus(a, rest, val);
      else return s.d_times(a, rest, val);
    };
    const value_type identity = Plus ? s.zero() : s.one();
    constexpr bool selective = Plus ? laws_of<S>.plus_selective : laws_of<S>.times_selective;
    constexpr bool uses_rest = Plus ? d_plus_uses_rest<S>() : d_times_uses_rest<S>();
    if constexpr (selective) {
      // The adjoint goes to the first child whose label equals the node's.
      std::fill(routed.begin(), routed.begin() + w, char(0));
      for (node_id child : ch) {
        const value_type* x = row(child);
        value_type* DEEPLOG_RESTRICT a = adjoints_.data() + std::size_t(child) * batch_;
        for (std::size_t b = b0; b < b1; ++b) {
          const bool take = !routed[b - b0] && x[b] == v[b];
          a[b] += take ? adj[b] : value_type(0);
          routed[b - b0] = routed[b - b0] || take;
        }
      }
    } else if constexpr (uses_rest) {
      // rest_i = (x_0 .. x_{i-1}) op (x_{i+1} .. x_{k-1}) by prefix and suffix folds, so a zero
      // among the other children gives an exact zero (no division).
      const std::size_t k = ch.size();
      for (std::size_t b = 0; b < w; ++b) suffix[(k - 1) * w + b] = identity;
      for (std::size_t i = k - 1; i-- > 0;) {
        const value_type* x = row(ch[i + 1]);
        for (std::size_t b = 0; b < w; ++b)
          suffix[i * w + b] = op(x[b0 + b], suffix[(i + 1) * w + b]);
      }
      std::fill(prefix.begin(), prefix.begin() + w, identity);
      for (std::size_t i = 0; i < k; ++i) {
        const value_type* x = row(ch[i]);
        value_type* DEEPLOG_RESTRICT a = adjoints_.data() + std::size_t(ch[i]) * batch_;
        for (std::size_t b = 0; b < w; ++b) {
          const value_type rest = op(prefix[b], suffix[i * w + b]);
          a[b0 + b] += adj[b0 + b] * d(x[b0 + b], rest, v[b0 + b]);
          prefix[b] = op(prefix[b], x[b0 + b]);
        }
      }
    } else {
      for (node_id child : ch) {
        const value_type* x = row(child);
        value_type* DEEPLOG_RESTRICT a = adjoints_.data() + std::size_t(child) * batch_;
        DEEPLOG_SIMD
        for (std::size_t b = b0; b < b1; ++b) a[b] += adj[b] * d(x[b], identity, v[b]);
      }
    }
    (void)n;
  }

  const circuit* c_;
  std::size_t batch_;
  S s_;
  std::size_t max_fanin_ = 0;
  std::vector<value_type> labels_;    // (nodes, batch)
  std::vector<value_type> roots_;     // (roots, batch)
  std::vector<value_type> adjoints_;  // (nodes, batch)
  detail::tangent_state<S> tangent_;
};

}  // namespace deeplog
