// Smoothing a circuit over its Boolean literal inputs: every plus node's children mention the
// same variables, and every root the variables it must count. A variable that a child of a
// plus node does not mention is multiplied in as the factor (x + not x) on that child, the
// lowest place smoothness needs it; a variable that no child mentions is left to an ancestor
// (or to the root). This is the smoothing of the NNF reader (d4's circuits, which are not
// smooth) and the top-down compiler's last step, whose own factors were placed when each
// variable became free (in both branches of a decision, where one factor above them would do).
#pragma once

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "deeplog/algebra/laws.hpp"
#include "deeplog/base/resources.hpp"
#include "deeplog/circuit/builder.hpp"
#include "deeplog/circuit/circuit.hpp"

namespace deeplog {

namespace detail {
// A set of variables as sorted, disjoint, non-adjacent runs [first, second).
using var_run = std::pair<std::uint32_t, std::uint32_t>;
using var_runs = std::vector<var_run>;

inline void union_runs(std::span<const var_run> a, std::span<const var_run> b, var_runs& out) {
  out.clear();
  std::size_t i = 0, j = 0;
  while (i < a.size() || j < b.size()) {
    const auto r = (j == b.size() || (i < a.size() && a[i].first <= b[j].first)) ? a[i++] : b[j++];
    if (!out.empty() && r.first <= out.back().second)
      out.back().second = std::max(out.back().second, r.second);
    else
      out.push_back(r);
  }
}

// want \ have, for have a subset of want (as smoothing asks).
inline void difference_runs(std::span<const var_run> want, std::span<const var_run> have,
                            var_runs& out) {
  out.clear();
  std::size_t j = 0;
  for (auto [a, e] : want) {
    while (j < have.size() && have[j].second <= a) ++j;
    std::size_t k = j;
    while (a < e) {
      if (k == have.size() || have[k].first >= e) {
        out.push_back({a, e});
        break;
      }
      if (have[k].first > a) out.push_back({a, have[k].first});
      a = std::max(a, have[k].second);
      ++k;
    }
  }
}
}  // namespace detail

struct smoothing_options {
  /// Every root is smoothed over variables 0 .. num_variables - 1; 0: each root over the
  /// variables it mentions (after `strip`).
  std::uint32_t num_variables = 0;
  /// Take the circuit's own (x + not x) nodes out first (as the constant one), so that this
  /// pass places every factor. Exact wherever (x + not x) is one in the Boolean function and
  /// the circuit is a smooth d-DNNF: the factors put back are the ones smoothness needs.
  bool strip = false;
  /// budget_exceeded (nodes) past this many circuit nodes or smoothing edges, 4x as many
  /// variable-set entries kept (each node's variables: runs of consecutive variables, which
  /// adversarial circuits make quadratic, or the words of a bit set), or 64x as many entries
  /// merged (the unions' work). `budget_name` names the option in the error.
  std::size_t max_nodes = std::size_t(1) << 26;
  std::string_view budget_name = "smoothing_options::max_nodes";
  /// The laws of the builder that rebuilds the circuit (those the circuit was built under).
  algebraic_laws laws = {};
};

/// The smoothing factor (x + not x) of variable v: the plus node of its two literal inputs.
/// Every smoothing step of the library (this pass, the SDD and OBDD conversions, the top-down
/// compiler) builds its factors with it, and is_smoothing_factor recognises them.
template <class Builder>
node_id smoothing_factor(Builder& b, std::uint32_t v) {
  return b.plus({b.literal(v, false), b.literal(v, true)});
}

/// Whether node i of c is a smoothing factor (x + not x): a plus node of the two literal inputs
/// of one variable.
inline bool is_smoothing_factor(const circuit& c, node_id i) {
  if (c.kind(i) != node_kind::plus) return false;
  const auto ch = c.children(i);
  return ch.size() == 2 && c.kind(ch[0]) == node_kind::input && c.kind(ch[1]) == node_kind::input &&
         (c.input(ch[0]) ^ c.input(ch[1])) == 1;
}

namespace detail {

// Each node's variables as runs of one pool: [begin[i], begin[i + 1]). Any number of variables.
class run_sets {
 public:
  run_sets(std::size_t n, std::uint32_t) : begin_(n + 1, 0) {}
  void input(node_id i, std::uint32_t v) {
    pool_.push_back({v, v + 1});
    begin_[i + 1] = pool_.size();
  }
  void none(node_id i) { begin_[i + 1] = begin_[i] = pool_.size(); }
  // i = the union of `ch`; the work counters as smooth's budget counts them.
  template <class Poll>
  void unite(node_id i, std::span<const node_id> ch, std::size_t& kept, std::size_t& merged,
             Poll&& poll) {
    u_.clear();
    for (const node_id k : ch) {
      union_runs(u_, of(k), tmp_);
      u_.swap(tmp_);
      merged += u_.size();
      poll();
    }
    begin_[i] = pool_.size();
    pool_.insert(pool_.end(), u_.begin(), u_.end());
    begin_[i + 1] = pool_.size();
    kept += u_.size();
  }
  void missing(node_id child, node_id parent, var_runs& out) const {
    difference_runs(of(parent), of(child), out);
  }
  void missing_of(node_id i, std::uint32_t n, var_runs& out) const {
    const var_run all{0, n};
    difference_runs(std::span(&all, n == 0 ? 0 : 1), of(i), out);
  }

 private:
  std::span<const var_run> of(node_id i) const {
    return {pool_.data() + begin_[i], begin_[i + 1] - begin_[i]};
  }
  var_runs pool_, u_, tmp_;
  std::vector<std::size_t> begin_;
};

// Each node's variables as a bit set of `words` 64-bit words: for up to 512 variables, where
// unions and differences are word operations (a quarter of the pass's time as runs on random
// 3-CNFs of 75 variables, whose sets are scattered).
class bit_sets {
 public:
  bit_sets(std::size_t n, std::uint32_t num_vars)
      : words_((std::size_t(num_vars) + 63) / 64), bits_(n * words_, 0) {}
  void input(node_id i, std::uint32_t v) { at(i)[v / 64] |= std::uint64_t(1) << (v % 64); }
  void none(node_id) {}
  template <class Poll>
  void unite(node_id i, std::span<const node_id> ch, std::size_t& kept, std::size_t& merged,
             Poll&& poll) {
    std::uint64_t* x = at(i);
    for (const node_id k : ch) {
      const std::uint64_t* y = at(k);
      for (std::size_t w = 0; w < words_; ++w) x[w] |= y[w];
    }
    merged += ch.size() * words_;
    kept += words_;
    poll();
  }
  void missing(node_id child, node_id parent, var_runs& out) const {
    out.clear();
    const std::uint64_t *p = at(parent), *q = at(child);
    for (std::size_t w = 0; w < words_; ++w) add_runs(p[w] & ~q[w], w, out);
  }
  void missing_of(node_id i, std::uint32_t n, var_runs& out) const {
    out.clear();
    const std::uint64_t* q = at(i);
    for (std::size_t w = 0; w < words_; ++w) {
      const std::size_t lo = 64 * w;
      const std::uint64_t in_range = n >= lo + 64 ? ~std::uint64_t(0)
                                     : n > lo     ? (std::uint64_t(1) << (n - lo)) - 1
                                                  : 0;
      add_runs(in_range & ~q[w], w, out);
    }
  }

 private:
  std::uint64_t* at(node_id i) { return bits_.data() + std::size_t(i) * words_; }
  const std::uint64_t* at(node_id i) const { return bits_.data() + std::size_t(i) * words_; }
  static void add_runs(std::uint64_t x, std::size_t w, var_runs& out) {
    while (x) {
      const auto v = static_cast<std::uint32_t>(64 * w + std::size_t(std::countr_zero(x)));
      x &= x - 1;
      if (!out.empty() && out.back().second == v)
        ++out.back().second;
      else
        out.push_back({v, v + 1});
    }
  }
  std::size_t words_;
  std::vector<std::uint64_t> bits_;
};

template <class Sets>
circuit smooth_with(const circuit& c, const smoothing_options& opt, std::uint32_t num_vars) {
  const std::size_t n = c.size();
  basic_circuit_builder<> b(std::max<std::size_t>(c.num_inputs(), 2 * std::size_t(num_vars)),
                            opt.laws);
  b.reserve(n + n / 8, c.num_edges() + c.num_edges() / 8);
  std::vector<node_id> node_of(n);
  Sets sets(n, num_vars);
  std::vector<node_id> terms, factors;
  var_runs missing;
  std::size_t kept = 0, merged_entries = 0, next_poll = 0, smoothing_edges = 0;
  auto check = [&] {
    deeplog::check_budget();
    next_poll = merged_entries + (std::size_t(1) << 16);
    const char* what = b.size() > opt.max_nodes              ? "circuit nodes"
                       : smoothing_edges > opt.max_nodes     ? "smoothing edges"
                       : kept > 4 * opt.max_nodes            ? "variable-set entries kept, 4x"
                       : merged_entries > 64 * opt.max_nodes ? "variable-set entries merged, 64x"
                                                             : nullptr;
    if (what)
      throw budget_exceeded(budget_exceeded::resource::nodes,
                            "smoothing exceeds the budget of " + std::to_string(opt.max_nodes) +
                                " nodes (" + std::string(opt.budget_name) + "): " + what);
  };
  auto poll = [&] {
    if (merged_entries > next_poll) check();
  };
  auto factor = [&](std::size_t v) { return smoothing_factor(b, static_cast<std::uint32_t>(v)); };
  interval_products<basic_circuit_builder<>, decltype(factor)> shared(b, num_vars, factor);
  auto times_missing = [&](node_id x) {  // x times the factors of `missing`
    if (missing.empty()) return x;
    factors.assign(1, x);
    for (const auto& [a, e] : missing) {
      if (e - a >= 16) {
        shared.append(a, e, factors);
      } else {
        for (std::uint32_t v = a; v < e; ++v) factors.push_back(factor(v));
      }
    }
    smoothing_edges += factors.size();
    check();
    return b.times(factors);
  };
  for (node_id i = 0; i < n; ++i) {
    if (i % 64 == 0) check();
    const auto ch = c.children(i);
    switch (c.kind(i)) {
      case node_kind::input:
        node_of[i] = b.input(c.input(i));
        sets.input(i, input_variable(c.input(i)));
        continue;
      case node_kind::zero:
        node_of[i] = b.zero();
        sets.none(i);
        continue;
      case node_kind::one:
        node_of[i] = b.one();
        sets.none(i);
        continue;
      case node_kind::plus:
        if (opt.strip && is_smoothing_factor(c, i)) {
          node_of[i] = b.one();
          sets.none(i);
          continue;
        }
        break;
      case node_kind::times:
        break;
    }
    sets.unite(i, ch, kept, merged_entries, poll);
    terms.clear();
    if (c.kind(i) == node_kind::plus) {
      for (const node_id k : ch) {
        sets.missing(k, i, missing);
        terms.push_back(times_missing(node_of[k]));
      }
      node_of[i] = b.plus(terms);
    } else {
      for (const node_id k : ch) terms.push_back(node_of[k]);
      node_of[i] = b.times(terms);
    }
  }
  for (const node_id r : c.roots()) {
    missing.clear();
    if (opt.num_variables > 0) sets.missing_of(r, opt.num_variables, missing);
    b.add_root(times_missing(node_of[r]));
  }
  return b.build();
}

}  // namespace detail

/// `c` smoothed as above (a new circuit; its roots in c's order). A missing run of 16 or more
/// consecutive variables is multiplied in as shared interval products (interval_products:
/// O(log n) edges), so a chain of plus nodes that each skip a long range stays small. Inputs
/// are read as literals (deeplog::literal_input); every 64th node polls deeplog::check_budget().
inline circuit smooth(const circuit& c, const smoothing_options& opt = {}) {
  const auto num_vars = static_cast<std::uint32_t>(
      std::max<std::size_t>(opt.num_variables, (c.num_inputs() + 1) / 2));
  return num_vars <= 512 ? detail::smooth_with<detail::bit_sets>(c, opt, num_vars)
                         : detail::smooth_with<detail::run_sets>(c, opt, num_vars);
}

/// `c` with every smoothing factor (x + not x) taken out as the constant one (a product of
/// factors folds away with them): the same Boolean function at every root, and a d-DNNF where
/// `c` is one, but no longer smooth. This is the circuit before smoothing, the form in which
/// d4 writes its circuits, so that sizes compare like for like (deeplog::io::to_d4_form).
/// Exact as a Boolean function, not in every structure: a factor is one only where
/// alpha(x) + alpha(not x) is. The roots keep their order; `laws` as in smoothing_options.
[[nodiscard]] inline circuit strip_smoothing(const circuit& c, algebraic_laws laws = {}) {
  circuit_builder b(c.num_inputs(), laws);
  const auto map = copy_nodes(
      b, c, [&](std::uint32_t in) { return b.input(in); },
      [&](node_id i) -> std::optional<node_id> {
        if (is_smoothing_factor(c, i)) return b.one();
        return std::nullopt;
      });
  for (const node_id r : c.roots()) b.add_root(map[r]);
  return b.build();
}

}  // namespace deeplog
