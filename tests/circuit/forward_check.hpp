// The forward-pass checks every structure runs (forward_*.cpp): the CPU evaluator at batch > 1
// against the naive reference per sample on thousands of seeded random circuits, raw and
// built; and, where the structure is a commutative semiring, against brute force: the sum over
// every induced tree of the product of its leaves, an evaluation order the circuit never uses.
#pragma once

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>
#include <random>
#include <type_traits>
#include <vector>

#include "../algebra/law_check.hpp"
#include "../algebra/random_values.hpp"
#include "deeplog/circuit/reference.hpp"
#include "deeplog/exec/cpu/evaluator.hpp"
#include "random_circuit.hpp"

namespace deeplog::test {

/// Whether the evaluator folds exactly like the reference (same order, same operations): all
/// structures but those with their own n-ary operations (log-sum-exp with one max shift,
/// Lukasiewicz's clamped sums), which it uses from three children on.
template <class S>
constexpr bool folds_like_reference() {
  return !cpu::detail::has_nary<S, true>() && !cpu::detail::has_nary<S, false>();
}

/// Whether reordering S's arithmetic cannot change a bit: integer labels, or both operations
/// selective.
template <class S>
constexpr bool exact_arithmetic() {
  return std::is_integral_v<value_t<S>> ||
         (laws_of<S>.plus_selective && laws_of<S>.times_selective);
}

/// Equal labels: bit for bit (NaN equals NaN: both sides computed it) or within the rounding
/// of a circuit's worth of operations (relative 2e-4 for float, 1e-10 for double).
template <class T>
bool same_value(const T& a, const T& b, bool exact) {
  if constexpr (requires { a.tangent; }) {
    return same_value(a.value, b.value, exact) && same_value(a.tangent, b.tangent, exact);
  } else if constexpr (requires { a.size(); }) {
    for (std::size_t i = 0; i < a.size(); ++i)
      if (!same_value(a[i], b[i], exact)) return false;
    return true;
  } else if constexpr (std::is_floating_point_v<T>) {
    if (a == b || (std::isnan(a) && std::isnan(b))) return true;
    if (exact) return false;
    const double tol = std::is_same_v<T, float> ? 2e-4 : 1e-10;
    return std::abs(double(a) - double(b)) <=
           tol * (1.0 + std::max(std::abs(double(a)), std::abs(double(b))));
  } else {
    return a == b;
  }
}

template <class T>
bool has_nan(const T& a) {
  if constexpr (requires { a.tangent; })
    return has_nan(a.value) || has_nan(a.tangent);
  else if constexpr (requires { a.size(); })
    return std::any_of(a.begin(), a.end(), [](const auto& x) { return has_nan(x); });
  else if constexpr (std::is_floating_point_v<T>)
    return std::isnan(a);
  else
    return false;
}

template <class S>
bool same_label(const value_t<S>& a, const value_t<S>& b, bool exact) {
  return same_value(a, b, exact);
}

/// Labels in S's carrier (special values mixed in: identities, infinities, edges).
template <class S>
std::vector<value_t<S>> random_labels(const S& s, std::size_t n, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  testing::random_value<S> draw;
  std::vector<value_t<S>> v(n);
  for (auto& x : v) x = draw(rng, s);
  return v;
}

/// One random circuit, one batch: evaluator == reference for every root and sample. With
/// `built`, the circuit goes through circuit_builder with S's laws, and its values must also
/// equal the raw circuit's (every rewrite is licensed by a law of S).
template <class S>
void check_forward(const S& s, std::uint64_t seed, std::size_t batch, const shape& sh,
                   bool built_too) {
  CAPTURE(seed, batch, sh.operations, sh.max_fanin);
  const proto_circuit pc = random_proto(seed, sh);
  const circuit raw = layered(pc);
  const auto in = random_labels(s, raw.num_inputs() * batch, seed + 1);
  constexpr bool exact = folds_like_reference<S>();
  cpu_evaluator<S> ev(raw, batch, s);
  const auto out = ev.forward(in);
  REQUIRE(out.size() == raw.num_roots() * batch);
  for (std::size_t b = 0; b < batch; ++b) {
    const auto one = sample(in, raw.num_inputs(), batch, b);
    const auto ref = evaluate_reference(raw, std::span<const value_t<S>>(one), s);
    for (std::size_t r = 0; r < raw.num_roots(); ++r) {
      INFO("sample " << b << ", root " << r << ": evaluator " << testing::show(out[r * batch + b])
                     << ", reference " << testing::show(ref[r]));
      REQUIRE(same_label<S>(out[r * batch + b], ref[r], exact));
    }
  }
  if (!built_too) return;
  const circuit c = built(pc, laws_of<S>);
  REQUIRE(c.num_roots() == raw.num_roots());
  cpu_evaluator<S> bev(c, batch, s);
  const auto bout = bev.forward(in);
  for (std::size_t i = 0; i < bout.size(); ++i) {
    // The laws hold for finite labels: where the raw circuit overflowed to inf and multiplied
    // it by 0 (NaN in IEEE arithmetic), the builder's annihilation gave 0. Nothing to compare.
    if (has_nan(out[i])) continue;
    INFO("built vs raw, root-sample " << i << ": " << testing::show(bout[i]) << " vs "
                                      << testing::show(out[i]));
    REQUIRE(same_label<S>(bout[i], out[i], exact_arithmetic<S>()));
  }
}

// ---- brute force -------------------------------------------------------------------------------

/// Every induced tree of every node (one child at a plus node, all children at a times node),
/// each as the list of its leaves, or nothing when some node has more than `cap` trees.
inline std::optional<std::vector<std::vector<std::vector<node_id>>>> induced_trees(
    const circuit& c, std::size_t cap) {
  std::vector<std::vector<std::vector<node_id>>> trees(c.size());
  for (node_id n = 0; n < c.size(); ++n) {
    const auto kind = c.kind(n);
    if (kind == node_kind::input || kind == node_kind::zero || kind == node_kind::one) {
      trees[n] = {{n}};
    } else if (kind == node_kind::plus) {
      for (node_id ch : c.children(n))
        trees[n].insert(trees[n].end(), trees[ch].begin(), trees[ch].end());
    } else {
      std::vector<std::vector<node_id>> acc{{}};  // the empty product: one empty tree
      for (node_id ch : c.children(n)) {
        std::vector<std::vector<node_id>> next;
        if (acc.size() * trees[ch].size() > cap) return std::nullopt;
        for (const auto& a : acc)
          for (const auto& t : trees[ch]) {
            next.push_back(a);
            next.back().insert(next.back().end(), t.begin(), t.end());
          }
        acc = std::move(next);
      }
      trees[n] = std::move(acc);
    }
    if (trees[n].size() > cap) return std::nullopt;
  }
  return trees;
}

/// The brute-force value of a root for one sample: the plus over its induced trees of the
/// times of their leaves (a polynomial identity: needs a commutative semiring).
template <class S>
value_t<S> brute_force(const S& s, const circuit& c,
                       const std::vector<std::vector<node_id>>& root_trees,
                       const std::vector<value_t<S>>& inputs) {
  value_t<S> sum = s.zero();
  for (const auto& t : root_trees) {
    value_t<S> prod = s.one();
    for (node_id leaf : t) {
      const auto k = c.kind(leaf);
      const value_t<S> x = k == node_kind::input  ? inputs[c.input(leaf)]
                           : k == node_kind::zero ? s.zero()
                                                  : s.one();
      prod = s.times(prod, x);
    }
    sum = s.plus(sum, prod);
  }
  return sum;
}

/// Evaluator == brute force on small random circuits, with labels from `draw` (values for
/// which the arithmetic is exact make the comparison exact).
template <class S, class Draw>
void check_brute_force(const S& s, std::uint64_t seed, std::size_t batch, Draw&& draw, bool exact) {
  static_assert(laws_of<S>.times_distributes_over_plus && laws_of<S>.plus_commutative &&
                laws_of<S>.times_commutative);
  CAPTURE(seed, batch);
  shape sh;
  sh.inputs = 5;
  sh.operations = 10;
  sh.max_fanin = 3;
  const circuit c = layered(random_proto(seed, sh));
  const auto trees = induced_trees(c, 4000);
  if (!trees) return;  // too many trees to enumerate: another seed does
  std::mt19937_64 rng(seed + 7);
  std::vector<value_t<S>> in(c.num_inputs() * batch);
  for (auto& x : in) x = draw(rng);
  cpu_evaluator<S> ev(c, batch, s);
  const auto out = ev.forward(in);
  for (std::size_t b = 0; b < batch; ++b) {
    const auto one = sample(in, c.num_inputs(), batch, b);
    for (std::size_t r = 0; r < c.num_roots(); ++r) {
      const auto want = brute_force(s, c, (*trees)[c.roots()[r]], one);
      INFO("sample " << b << ", root " << r << ": " << testing::show(out[r * batch + b])
                     << " vs brute force " << testing::show(want) << " over "
                     << (*trees)[c.roots()[r]].size() << " trees");
      REQUIRE(same_label<S>(out[r * batch + b], want, exact));
    }
  }
}

/// The batches every structure runs: small, odd, past one CPU tile (tile_lanes<double> = 32:
/// 256 bytes of labels per row).
inline constexpr std::size_t forward_batches[] = {2, 3, 7, 33, 300};

/// Seeds x batches x shapes for one structure: about 400 circuits.
template <class S>
void check_forward_many(const S& s = {}, std::uint64_t base = 1) {
  shape plain, wide, bare;
  wide.wide_every = 5;
  wide.wide_fanin = 70;  // past one chunk of the n-ary gather and the suffix folds
  wide.operations = 20;
  bare.constants = false;
  bare.childless = true;
  bare.max_fanin = 6;
  for (std::uint64_t seed = base; seed < base + 80; ++seed) {
    const std::size_t batch = forward_batches[seed % 5];
    check_forward(s, seed * 7919, batch, plain, true);
    check_forward(s, seed * 7919 + 1, 2 + seed % 3, wide, true);
    check_forward(s, seed * 7919 + 2, batch, bare, false);
    check_forward(s, seed * 7919 + 3, 1 + seed % 2, plain, false);
  }
}

}  // namespace deeplog::test
