// circuit_builder: constructs circuits node by node. It hash-conses structurally equal nodes
// (comparing kinds and children, never hashes alone), folds identities and annihilators,
// merges duplicate children where plus/times are idempotent, and at build() flattens
// same-operation chains whose inner node has one parent, drops unreachable nodes and numbers
// the rest in layer order. Every rewrite is licensed by a law; the default laws are those every
// built-in structure satisfies, so a default-built circuit evaluates correctly in all of them.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <numeric>
#include <optional>
#include <span>
#include <string>
#include <type_traits>
#include <vector>

#include "deeplog/algebra/laws.hpp"
#include "deeplog/base/resources.hpp"
#include "deeplog/circuit/analysis.hpp"
#include "deeplog/circuit/circuit.hpp"

namespace deeplog {

/// The hash of a node's key (kind, input index, children). A parameter of the builder so that
/// tests can force collisions: equal hashes never merge nodes, equal keys do.
struct node_hash {
  std::size_t operator()(node_kind k, std::uint32_t input, std::span<const node_id> ch) const {
    std::size_t h =
        std::hash<std::uint64_t>{}((std::uint64_t(static_cast<std::uint8_t>(k)) << 32) ^ input);
    for (node_id c : ch)
      h ^= std::hash<std::uint32_t>{}(c) + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
    return h;
  }
};

template <class Hash = node_hash>
class basic_circuit_builder {
 public:
  explicit basic_circuit_builder(std::size_t num_inputs = 0, algebraic_laws l = {}, Hash hash = {})
      : laws_(l), num_inputs_(num_inputs), hash_(hash) {}

  const algebraic_laws& assumed_laws() const { return laws_; }
  std::size_t size() const { return kinds_.size(); }
  std::size_t num_inputs() const { return num_inputs_; }
  node_kind kind(node_id n) const { return kinds_[n]; }
  std::uint32_t input_index(node_id n) const { return inputs_[n]; }
  std::span<const node_id> children(node_id n) const {
    return {pool_.data() + begin_[n], pool_.data() + begin_[n] + count_[n]};
  }

  /// A leaf reading leaf-label row `index`; num_inputs grows to cover it.
  node_id input(std::uint32_t index) {
    if (index >= num_inputs_) num_inputs_ = std::size_t(index) + 1;
    return intern(node_kind::input, index, {});
  }
  /// The leaf of a Boolean literal; num_inputs grows to cover both literals of `var`.
  node_id literal(std::uint32_t var, bool negated) {
    if (2 * std::size_t(var) + 2 > num_inputs_) num_inputs_ = 2 * std::size_t(var) + 2;
    return input(literal_input(var, negated));
  }
  node_id zero() { return intern(node_kind::zero, 0, {}); }
  node_id one() { return intern(node_kind::one, 0, {}); }

  node_id plus(std::span<const node_id> xs) { return operation(node_kind::plus, xs); }
  node_id times(std::span<const node_id> xs) { return operation(node_kind::times, xs); }
  node_id plus(std::initializer_list<node_id> xs) { return plus(std::span(xs.begin(), xs.size())); }
  node_id times(std::initializer_list<node_id> xs) {
    return times(std::span(xs.begin(), xs.size()));
  }

  void add_root(node_id n) {
    check_node(n);
    roots_.push_back(n);
  }

  /// Room for `nodes` nodes with `edges` children in all, so that a builder whose size is
  /// known (a copy of a circuit) neither reallocates nor rehashes on the way.
  void reserve(std::size_t nodes, std::size_t edges) {
    kinds_.reserve(nodes);
    inputs_.reserve(nodes);
    begin_.reserve(nodes);
    count_.reserve(nodes);
    pool_.reserve(edges);
    std::size_t slots = 64;
    while (slots < 2 * (nodes + 1)) slots *= 2;
    if (slots > table_.size()) {
      table_.assign(slots, slot{0, empty_slot});
      for (node_id n = 0; n < kinds_.size(); ++n) place(hash_of(n), n);
    }
  }
  std::span<const node_id> roots() const { return roots_; }

  /// The circuit of the roots added so far, in layer order.
  circuit build() const;

 private:
  void check_node(node_id n) const {
    if (n >= kinds_.size())
      throw circuit_error("circuit_builder: node " + std::to_string(n) + " does not exist (" +
                          std::to_string(kinds_.size()) + " nodes)");
  }

  // Each rewrite is licensed by a law: identity children drop (x + 0 = x, always), an
  // annihilator makes the node constant (zero_annihilates, one_absorbs_plus), commutativity
  // sorts the children (a canonical key for hash-consing), idempotence merges duplicates (all
  // of them when commutative, adjacent ones otherwise: a + b + a = a + b needs commutativity;
  // both need associativity, as does reordering), and
  // one child is the node itself (x = x + 0).
  node_id operation(node_kind k, std::span<const node_id> xs) {
    const bool is_plus = k == node_kind::plus;
    const node_kind identity = is_plus ? node_kind::zero : node_kind::one;
    const bool idempotent = is_plus ? laws_.plus_idempotent : laws_.times_idempotent;
    const bool associative = is_plus ? laws_.plus_associative : laws_.times_associative;
    // Reordering an n-ary node (a left fold) needs both laws.
    const bool commutative =
        associative && (is_plus ? laws_.plus_commutative : laws_.times_commutative);
    const bool annihilated =  // a constant child that makes the whole node constant
        is_plus ? laws_.one_absorbs_plus : laws_.zero_annihilates;
    const node_kind annihilator = is_plus ? node_kind::one : node_kind::zero;
    for (node_id x : xs) check_node(x);
    scratch_.clear();
    for (node_id x : xs) {
      const node_kind xk = kinds_[x];
      if (xk == identity) continue;
      if (annihilated && xk == annihilator) return intern(annihilator, 0, {});
      scratch_.push_back(x);
    }
    if (commutative) std::sort(scratch_.begin(), scratch_.end());
    if (idempotent && associative)
      scratch_.erase(std::unique(scratch_.begin(), scratch_.end()), scratch_.end());
    if (scratch_.empty()) return intern(identity, 0, {});
    if (scratch_.size() == 1) return scratch_[0];
    return intern(k, 0, scratch_);
  }

  // The hash-consing table: open addressing with linear probing over node ids, at most half
  // full, each slot with 32 bits of its node's hash so that most mismatches cost no node read.
  // (A node-based multimap was a quarter of the top-down compiler's time.)
  struct slot {
    std::uint32_t tag;
    node_id node;
  };
  static constexpr node_id empty_slot = ~node_id(0);
  static std::uint64_t mix(std::size_t h) {  // spreads weak hashes over the high and low bits
    std::uint64_t x = static_cast<std::uint64_t>(h);
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdull;
    x ^= x >> 33;
    return x;
  }
  std::uint64_t hash_of(node_id n) const { return mix(hash_(kinds_[n], inputs_[n], children(n))); }
  void place(std::uint64_t h, node_id n) {
    const std::size_t mask = table_.size() - 1;
    std::size_t i = static_cast<std::size_t>(h) & mask;
    while (table_[i].node != empty_slot) i = (i + 1) & mask;
    table_[i] = {static_cast<std::uint32_t>(h >> 32), n};
  }
  void grow() {
    table_.assign(std::max<std::size_t>(64, 2 * table_.size()), slot{0, empty_slot});
    for (node_id n = 0; n < kinds_.size(); ++n) place(hash_of(n), n);
  }

  node_id intern(node_kind k, std::uint32_t input, std::span<const node_id> ch) {
    if (2 * (kinds_.size() + 1) > table_.size()) grow();
    const std::uint64_t h = mix(hash_(k, input, ch));
    const auto tag = static_cast<std::uint32_t>(h >> 32);
    const std::size_t mask = table_.size() - 1;
    std::size_t i = static_cast<std::size_t>(h) & mask;
    for (; table_[i].node != empty_slot; i = (i + 1) & mask) {
      const node_id n = table_[i].node;
      if (table_[i].tag == tag && kinds_[n] == k && inputs_[n] == input && count_[n] == ch.size() &&
          std::equal(ch.begin(), ch.end(), pool_.begin() + begin_[n]))
        return n;
    }
    const node_id n = static_cast<node_id>(kinds_.size());
    kinds_.push_back(k);
    inputs_.push_back(input);
    begin_.push_back(pool_.size());
    count_.push_back(static_cast<std::uint32_t>(ch.size()));
    pool_.insert(pool_.end(), ch.begin(), ch.end());
    table_[i] = {tag, n};
    return n;
  }

  algebraic_laws laws_;
  std::size_t num_inputs_;
  Hash hash_;
  std::vector<node_kind> kinds_;
  std::vector<std::uint32_t> inputs_;
  std::vector<std::size_t> begin_;
  std::vector<std::uint32_t> count_;
  std::vector<node_id> pool_;
  std::vector<node_id> roots_;
  std::vector<slot> table_;
  std::vector<node_id> scratch_;
};

/// The builder every caller uses; basic_circuit_builder<H> differs only in its hash.
using circuit_builder = basic_circuit_builder<>;

template <class Hash>
circuit basic_circuit_builder<Hash>::build() const {
  const std::size_t n = kinds_.size();
  // 1. Reachability and parent counts (children precede parents: ids grow with creation).
  std::vector<std::uint32_t> parents(n, 0);
  std::vector<char> reachable(n, 0);
  for (node_id r : roots_) reachable[r] = 1;
  for (std::size_t i = n; i-- > 0;) {
    if (!reachable[i]) continue;
    for (node_id c : children(static_cast<node_id>(i))) {
      reachable[c] = 1;
      ++parents[c];
    }
  }
  for (node_id r : roots_) ++parents[r];  // a root is never spliced into a parent
  // 2. Flatten: a same-kind child with a single parent is replaced by its own children
  //    (associativity). Spliced lists are built bottom-up, so chains collapse completely.
  //    Each spliced node has one parent, so expanding every kept node through its spliced
  //    descendants (an explicit stack, children in order) touches each node once: linear, even
  //    for a chain as long as the circuit.
  auto associative = [&](node_kind k) {
    return k == node_kind::plus ? laws_.plus_associative : laws_.times_associative;
  };
  std::vector<char> spliced(n, 0);
  for (std::size_t i = 0; i < n; ++i) {
    if (!reachable[i]) continue;
    const node_kind k = kinds_[i];
    if (k != node_kind::plus && k != node_kind::times) continue;
    for (node_id c : children(static_cast<node_id>(i)))
      if (kinds_[c] == k && parents[c] == 1 && associative(k)) spliced[c] = 1;
  }
  // Node i's flattened children: flat_pool[flat_begin[i], flat_begin[i + 1]) (one pool, not a
  // vector per node: those allocations were a twentieth of a large compilation's time).
  std::vector<node_id> flat_pool, stack;
  flat_pool.reserve(pool_.size());
  std::vector<std::size_t> flat_begin(n + 1, 0);
  auto flat = [&](std::size_t i) {
    return std::span<const node_id>(flat_pool.data() + flat_begin[i],
                                    flat_begin[i + 1] - flat_begin[i]);
  };
  for (std::size_t i = 0; i < n; ++i) {
    flat_begin[i] = flat_pool.size();
    if (i % 4096 == 0) check_budget();
    if (!reachable[i] || spliced[i]) continue;
    const node_kind k = kinds_[i];
    if (k != node_kind::plus && k != node_kind::times) continue;
    const auto ch = children(static_cast<node_id>(i));
    stack.assign(ch.rbegin(), ch.rend());
    while (!stack.empty()) {
      const node_id c = stack.back();
      stack.pop_back();
      if (spliced[c] && kinds_[c] == k) {
        const auto cc = children(c);
        stack.insert(stack.end(), cc.rbegin(), cc.rend());
      } else {
        flat_pool.push_back(c);
      }
    }
  }
  flat_begin[n] = flat_pool.size();
  // 3. Live nodes: reachable from the roots through the flattened child lists.
  std::vector<char> live(n, 0);
  for (node_id r : roots_) live[r] = 1;
  for (std::size_t i = n; i-- > 0;)
    if (live[i])
      for (node_id c : flat(i)) live[c] = 1;
  // 4. The live nodes as arrays, then in layer order: (depth, kind, creation order).
  std::vector<node_id> index(n, 0);
  std::vector<node_kind> kinds;
  std::vector<std::uint32_t> offsets{0}, inputs;
  std::vector<node_id> children_out, roots;
  children_out.reserve(flat_pool.size());
  for (std::size_t i = 0; i < n; ++i) {
    if (!live[i]) continue;
    index[i] = static_cast<node_id>(kinds.size());
    kinds.push_back(kinds_[i]);
    inputs.push_back(inputs_[i]);
    for (node_id c : flat(i)) children_out.push_back(index[c]);
    offsets.push_back(static_cast<std::uint32_t>(children_out.size()));
  }
  for (node_id r : roots_) roots.push_back(index[r]);
  return circuit_from_arrays(kinds, offsets, children_out, inputs, roots, num_inputs_);
}

/// Products over intervals [a, b) of factors 0..n-1 (factor(i) builds factor i's node), from a
/// segment tree of shared partial products built on demand: every interval is the product of
/// O(log n) shared nodes. Smoothing with it (the variables a branch skips, as an interval of a
/// variable order) costs O(log n) edges per branch instead of the interval's length, which
/// keeps long skipped ranges over many branches from growing quadratically.
template <class Builder, class Factor>
class interval_products {
 public:
  interval_products(Builder& b, std::size_t n, Factor factor) : b_(b), factor_(std::move(factor)) {
    while (size_ < n) size_ *= 2;
    n_ = n;
    seg_.assign(2 * size_, none);
  }
  /// Appends the shared factors whose product is the interval [a, b) to `out`.
  void append(std::size_t a, std::size_t b, std::vector<node_id>& out) {
    std::size_t l = a + size_, r = b + size_;
    while (l < r) {
      if (l & 1) out.push_back(node(l++));
      if (r & 1) out.push_back(node(--r));
      l >>= 1;
      r >>= 1;
    }
  }
  /// The product of x and the interval [a, b).
  node_id times(node_id x, std::size_t a, std::size_t b) {
    if (a >= b) return x;
    parts_.assign(1, x);
    append(a, b, parts_);
    return b_.times(parts_);
  }

 private:
  static constexpr node_id none = ~node_id(0);
  node_id node(std::size_t i) {  // recursion only as deep as the tree: log n
    if (seg_[i] != none) return seg_[i];
    node_id r;
    if (i >= size_) {
      r = i - size_ < n_ ? factor_(i - size_) : b_.one();
    } else {
      const node_id left = node(2 * i), right = node(2 * i + 1);
      r = b_.times({left, right});
    }
    return seg_[i] = r;
  }
  Builder& b_;
  Factor factor_;
  std::size_t size_ = 1, n_ = 0;
  std::vector<node_id> seg_, parts_;
};

/// What a copy hook answers for a node that is left out of the copy: it must then be no
/// child of a copied node.
inline constexpr node_id not_copied = ~node_id(0);

/// The default copy hook: every node is copied.
struct copy_every_node {
  constexpr std::optional<node_id> operator()(node_id) const { return std::nullopt; }
};

/// Copies nodes [0, end) of `c` (children precede parents) into `b` and returns the map from
/// c's ids to b's. An input leaf becomes `leaf(c.input(i))`; an operation becomes b's own plus
/// or times of its mapped children, so b's laws fold and hash-cons the copy. `hook(i)` is
/// asked first (or `hook(i, map)`, with the map of nodes 0 .. i - 1, where the hook takes it):
/// a node of b answers for node i instead (its children are then not read), `not_copied`
/// leaves i out, std::nullopt copies it. Sub-circuits, renumbered inputs, literal rewrites and
/// regrouped children are this one loop. Every 4096th node polls deeplog::check_budget().
template <class Hash, class Leaf, class Hook = copy_every_node>
std::vector<node_id> copy_nodes(basic_circuit_builder<Hash>& b, const circuit& c, Leaf&& leaf,
                                Hook&& hook = {}, std::size_t end = ~std::size_t(0)) {
  end = std::min(end, c.size());
  std::vector<node_id> map(end, not_copied);
  std::vector<node_id> kids;
  for (node_id i = 0; i < end; ++i) {
    if (i % 4096 == 0) check_budget();
    std::optional<node_id> instead;
    if constexpr (std::is_invocable_v<Hook&, node_id, std::span<const node_id>>)
      instead = hook(i, std::span<const node_id>(map.data(), i));
    else
      instead = hook(i);
    if (instead) {
      map[i] = *instead;
      continue;
    }
    kids.clear();
    for (node_id k : c.children(i)) kids.push_back(map[k]);
    switch (c.kind(i)) {
      case node_kind::input:
        map[i] = leaf(c.input(i));
        break;
      case node_kind::zero:
        map[i] = b.zero();
        break;
      case node_kind::one:
        map[i] = b.one();
        break;
      case node_kind::plus:
        map[i] = b.plus(kids);
        break;
      case node_kind::times:
        map[i] = b.times(kids);
        break;
    }
  }
  return map;
}

}  // namespace deeplog
