// Algebraic circuits as flat arrays (paper, Definition "Algebraic Circuit"; docs/circuit.md).
// Nodes are numbered in layer order: sorted by depth, and within a depth by kind, so that every
// layer is a contiguous range of nodes whose children all lie in earlier layers. Children are in
// CSR form. Leaves are inputs (an index into the leaf-label rows given at evaluation) and the
// constants zero and one. A circuit is structure-agnostic: it evaluates in any semiring.
// An operation node without children is allowed (the empty plus is zero, the empty product is
// one: a constant, in the depth-0 layer); circuit_builder never makes one.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "deeplog/base/error.hpp"

namespace deeplog {

using node_id = std::uint32_t;

enum class node_kind : std::uint8_t { input = 0, zero = 1, one = 2, plus = 3, times = 4 };

constexpr const char* to_string(node_kind k) {
  switch (k) {
    case node_kind::input:
      return "input";
    case node_kind::zero:
      return "zero";
    case node_kind::one:
      return "one";
    case node_kind::plus:
      return "plus";
    case node_kind::times:
      return "times";
  }
  return "?";
}

/// Boolean-literal convention for the inputs of compiled circuits: variable v (0-based) has
/// the positive literal at input 2v and the negative literal at input 2v + 1, so the leaf labels
/// alpha(p[true]) and alpha(p[false]) of the paper are two separate, user-given rows.
constexpr std::uint32_t literal_input(std::uint32_t var, bool negated) {
  return 2 * var + (negated ? 1u : 0u);
}
constexpr std::uint32_t input_variable(std::uint32_t input) { return input / 2; }
constexpr bool input_negated(std::uint32_t input) { return (input & 1u) != 0; }

/// A maximal run of nodes of one depth and one kind: [begin, end).
struct layer {
  node_kind kind;
  std::uint32_t depth;
  node_id begin;
  node_id end;
  std::size_t size() const { return end - begin; }
};

/// An error in a circuit's structure (a child after its parent, an input out of range, ...).
class circuit_error : public error {
 public:
  using error::error;
};

class circuit {
 public:
  circuit() = default;

  std::size_t size() const { return kinds_.size(); }
  std::size_t num_edges() const { return children_.size(); }
  std::size_t num_inputs() const { return num_inputs_; }
  std::size_t num_roots() const { return roots_.size(); }
  std::size_t depth() const { return layers_.empty() ? 0 : layers_.back().depth; }

  node_kind kind(node_id n) const { return kinds_[n]; }
  std::span<const node_id> children(node_id n) const {
    return {children_.data() + offsets_[n], children_.data() + offsets_[n + 1]};
  }
  /// For an input node: its index into the leaf-label rows.
  std::uint32_t input(node_id n) const { return inputs_[n]; }
  std::span<const node_id> roots() const { return roots_; }
  std::span<const layer> layers() const { return layers_; }

  // Raw arrays (for evaluators and kernels): kinds (n), offsets (n + 1), children (edges),
  // inputs (n; meaningful for input nodes).
  std::span<const node_kind> kinds() const { return kinds_; }
  std::span<const std::uint32_t> offsets() const { return offsets_; }
  std::span<const node_id> child_array() const { return children_; }
  std::span<const std::uint32_t> input_array() const { return inputs_; }

  /// Builds a circuit from arrays that are already in layer order, checking every invariant;
  /// throws circuit_error naming the offending node. (circuit_builder produces such arrays.)
  static circuit from_layered_arrays(std::vector<node_kind> kinds,
                                     std::vector<std::uint32_t> offsets,
                                     std::vector<node_id> children,
                                     std::vector<std::uint32_t> inputs, std::vector<node_id> roots,
                                     std::size_t num_inputs) {
    circuit c;
    c.kinds_ = std::move(kinds);
    c.offsets_ = std::move(offsets);
    c.children_ = std::move(children);
    c.inputs_ = std::move(inputs);
    c.roots_ = std::move(roots);
    c.num_inputs_ = num_inputs;
    c.validate_and_layer();
    return c;
  }

 private:
  void validate_and_layer() {
    const std::size_t n = kinds_.size();
    auto fail = [](std::size_t node, const std::string& what) {
      throw circuit_error("circuit node " + std::to_string(node) + ": " + what);
    };
    if (offsets_.size() != n + 1 || inputs_.size() != n)
      throw circuit_error("circuit: array sizes do not match the number of nodes");
    if (offsets_[0] != 0 || offsets_[n] != children_.size())
      throw circuit_error("circuit: child offsets do not cover the child array");
    // Offsets first: the child loop below reads children_[offsets_[i] .. offsets_[i + 1]).
    for (std::size_t i = 0; i < n; ++i)
      if (offsets_[i + 1] < offsets_[i]) fail(i, "decreasing child offsets");
    std::vector<std::uint32_t> depth(n, 0);
    for (std::size_t i = 0; i < n; ++i) {
      const bool leaf = kinds_[i] == node_kind::input || kinds_[i] == node_kind::zero ||
                        kinds_[i] == node_kind::one;
      if (static_cast<std::uint8_t>(kinds_[i]) > 4) fail(i, "unknown node kind");
      if (leaf && offsets_[i + 1] != offsets_[i]) fail(i, "a leaf with children");
      if (kinds_[i] == node_kind::input && inputs_[i] >= num_inputs_)
        fail(i, "input index " + std::to_string(inputs_[i]) + " out of range");
      std::uint32_t d = 0;
      for (std::uint32_t e = offsets_[i]; e < offsets_[i + 1]; ++e) {
        const node_id ch = children_[e];
        if (ch >= i) fail(i, "child " + std::to_string(ch) + " is not before its parent");
        d = depth[ch] + 1 > d ? depth[ch] + 1 : d;
      }
      depth[i] = d;
    }
    for (node_id r : roots_)
      if (r >= n) throw circuit_error("circuit: root " + std::to_string(r) + " out of range");
    layers_.clear();
    for (std::size_t i = 0; i < n; ++i) {
      const bool same = !layers_.empty() && layers_.back().kind == kinds_[i] &&
                        layers_.back().depth == depth[i] && depth[i] > 0;
      const bool leaf_run = !layers_.empty() && layers_.back().depth == 0 && depth[i] == 0;
      if (same || leaf_run) {
        layers_.back().end = static_cast<node_id>(i + 1);
        continue;
      }
      if (!layers_.empty() && depth[i] < layers_.back().depth)
        fail(i, "nodes are not in layer order (depth decreases)");
      // The depth-0 layer holds every leaf (inputs and constants) and is labelled `input`.
      const node_kind k = depth[i] == 0 ? node_kind::input : kinds_[i];
      layers_.push_back({k, depth[i], static_cast<node_id>(i), static_cast<node_id>(i + 1)});
    }
    // Layers of one depth must not depend on each other: children lie in lower depths, which
    // the depth computation guarantees.
  }

  std::vector<node_kind> kinds_;
  std::vector<std::uint32_t> offsets_{0};
  std::vector<node_id> children_;
  std::vector<std::uint32_t> inputs_;
  std::vector<node_id> roots_;
  std::vector<layer> layers_;
  std::size_t num_inputs_ = 0;
};

}  // namespace deeplog
