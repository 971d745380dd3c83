// The Boolean part of a probabilistic formula, as a hash-consed DAG over variables 0..n-1:
// the interface between the language layer (and the logic-program grounder), which produce it,
// and the knowledge compilers, which turn it into a deterministic, decomposable circuit.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <span>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <vector>

#include "deeplog/base/error.hpp"
#include "deeplog/compile/cnf.hpp"

namespace deeplog::compile {

enum class boolean_op : std::uint8_t {
  constant_false,
  constant_true,
  variable,
  negation,
  conjunction,
  disjunction
};

class boolean_formula {
 public:
  using ref = std::uint32_t;

  boolean_formula() {
    intern(boolean_op::constant_false, 0, {});
    intern(boolean_op::constant_true, 0, {});
  }

  std::size_t size() const { return ops_.size(); }
  std::size_t num_variables() const { return num_variables_; }
  /// Declares variables 0..n-1 even if some do not occur (they still count in model counts).
  void reserve_variables(std::size_t n) { num_variables_ = std::max(num_variables_, n); }

  ref constant(bool value) const { return value ? 1 : 0; }
  ref variable(std::uint32_t v) {
    num_variables_ = std::max(num_variables_, std::size_t(v) + 1);
    return intern(boolean_op::variable, v, {});
  }
  ref negation(ref a) {
    check(a);
    if (ops_[a] == boolean_op::negation) return children(a)[0];
    if (ops_[a] == boolean_op::constant_false) return 1;
    if (ops_[a] == boolean_op::constant_true) return 0;
    const ref ch[1] = {a};
    return intern(boolean_op::negation, 0, ch);
  }
  ref conjunction(std::span<const ref> xs) { return nary(boolean_op::conjunction, xs); }
  ref disjunction(std::span<const ref> xs) { return nary(boolean_op::disjunction, xs); }
  ref conjunction(std::initializer_list<ref> xs) {
    return conjunction(std::span(xs.begin(), xs.size()));
  }
  ref disjunction(std::initializer_list<ref> xs) {
    return disjunction(std::span(xs.begin(), xs.size()));
  }
  ref implies(ref a, ref b) { return disjunction({negation(a), b}); }
  ref equivalent(ref a, ref b) { return conjunction({implies(a, b), implies(b, a)}); }

  /// Constrains the world: exactly one (or at most one) of `vars` is true in every model of
  /// every root (annotated disjunctions, categorical atoms). Compilers keep groups as such.
  void add_group(group_kind kind, std::vector<std::uint32_t> vars) {
    for (std::uint32_t v : vars) num_variables_ = std::max(num_variables_, std::size_t(v) + 1);
    groups_.push_back({kind, std::move(vars)});
  }
  std::span<const cnf::group> groups() const { return groups_; }

  /// Whether an assignment satisfies every group (the world constraints).
  bool groups_hold(std::span<const std::uint8_t> assignment) const {
    for (const auto& g : groups_) {
      std::size_t on = 0;
      for (std::uint32_t v : g.variables) on += assignment[v] != 0;
      if (on > 1 || (on == 0 && g.kind == group_kind::exactly_one)) return false;
    }
    return true;
  }

  boolean_op op(ref r) const { return ops_[r]; }
  /// For a variable node: its variable index.
  std::uint32_t var(ref r) const { return vars_[r]; }
  std::span<const ref> children(ref r) const {
    return {pool_.data() + begin_[r], pool_.data() + begin_[r] + count_[r]};
  }

  /// Truth value of a root under a full assignment (one byte per variable), groups not
  /// included (see groups_hold): the reference semantics.
  bool evaluate(ref root, std::span<const std::uint8_t> assignment) const {
    std::vector<std::uint8_t> memo(size(), 2);
    std::function<bool(ref)> go = [&](ref r) -> bool {
      if (memo[r] != 2) return memo[r];
      bool v = false;
      switch (ops_[r]) {
        case boolean_op::constant_false:
          v = false;
          break;
        case boolean_op::constant_true:
          v = true;
          break;
        case boolean_op::variable:
          v = assignment[vars_[r]] != 0;
          break;
        case boolean_op::negation:
          v = !go(children(r)[0]);
          break;
        case boolean_op::conjunction:
          v = true;
          for (ref c : children(r)) v = v && go(c);
          break;
        case boolean_op::disjunction:
          v = false;
          for (ref c : children(r)) v = v || go(c);
          break;
      }
      memo[r] = v;
      return v;
    };
    return go(root);
  }

 private:
  void check(ref a) const {
    if (a >= ops_.size())
      throw argument_error("boolean_formula: unknown node " + std::to_string(a));
  }
  ref nary(boolean_op k, std::span<const ref> xs) {
    const bool is_and = k == boolean_op::conjunction;
    const ref unit = is_and ? 1 : 0, absorbing = is_and ? 0 : 1;
    std::vector<ref> kept;
    for (ref x : xs) {
      check(x);
      if (x == unit) continue;
      if (x == absorbing) return absorbing;
      if (ops_[x] == k) {
        for (ref c : children(x)) kept.push_back(c);
      } else {
        kept.push_back(x);
      }
    }
    std::sort(kept.begin(), kept.end());
    kept.erase(std::unique(kept.begin(), kept.end()), kept.end());
    for (ref x : kept)  // x and not x: false in a conjunction, true in a disjunction
      if (ops_[x] == boolean_op::negation &&
          std::binary_search(kept.begin(), kept.end(), children(x)[0]))
        return absorbing;
    if (kept.empty()) return unit;
    if (kept.size() == 1) return kept[0];
    return intern(k, 0, kept);
  }
  ref intern(boolean_op k, std::uint32_t v, std::span<const ref> ch) {
    std::size_t h =
        std::hash<std::uint64_t>{}((std::uint64_t(static_cast<std::uint8_t>(k)) << 32) ^ v);
    for (ref c : ch)
      h ^= std::hash<std::uint32_t>{}(c) + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
    auto [lo, hi] = table_.equal_range(h);
    for (auto it = lo; it != hi; ++it) {
      const ref n = it->second;
      if (ops_[n] == k && vars_[n] == v && count_[n] == ch.size() &&
          std::equal(ch.begin(), ch.end(), pool_.begin() + begin_[n]))
        return n;
    }
    const ref n = static_cast<ref>(ops_.size());
    ops_.push_back(k);
    vars_.push_back(v);
    begin_.push_back(pool_.size());
    count_.push_back(static_cast<std::uint32_t>(ch.size()));
    pool_.insert(pool_.end(), ch.begin(), ch.end());
    table_.emplace(h, n);
    return n;
  }

  std::vector<boolean_op> ops_;
  std::vector<std::uint32_t> vars_;
  std::vector<std::size_t> begin_;
  std::vector<std::uint32_t> count_;
  std::vector<ref> pool_;
  std::unordered_multimap<std::size_t, ref> table_;
  std::vector<cnf::group> groups_;
  std::size_t num_variables_ = 0;
};

}  // namespace deeplog::compile
