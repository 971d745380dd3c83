// circuit_builder's rewrites, each licensed by a law: hash-consing compares children (not
// hashes), identities and annihilators fold, idempotent duplicates merge, same-operation
// chains with one parent flatten, unreachable nodes go. And circuit::from_layered_arrays
// rejects malformed arrays with circuit_error. copy_nodes copies, renumbers, cuts out cones and
// rebuilds nodes through a hook that reads the map so far.
#include <catch2/catch.hpp>

#include <algorithm>
#include <limits>
#include <optional>
#include <random>
#include <vector>

#include "deeplog/algebra.hpp"
#include "deeplog/base/resources.hpp"
#include "deeplog/circuit/builder.hpp"
#include "deeplog/circuit/reference.hpp"
#include "random_circuit.hpp"

using namespace deeplog;

namespace {

// Every node gets the same hash: only the structural comparison can tell nodes apart.
struct constant_hash {
  std::size_t operator()(node_kind, std::uint32_t, std::span<const node_id>) const { return 42; }
};

std::size_t count_kind(const circuit& c, node_kind k) {
  std::size_t n = 0;
  for (node_id i = 0; i < c.size(); ++i) n += c.kind(i) == k;
  return n;
}

constexpr algebraic_laws boolean_laws = laws_of<boolean>;
constexpr algebraic_laws probability_laws = laws_of<probability<double>>;

}  // namespace

TEST_CASE("hash-consing merges equal keys and compares children, not hashes",
          "[circuit][builder]") {
  circuit_builder cb(2);
  const node_id a = cb.input(0), b = cb.input(1);
  // and(a, a) and and(b, b) are different nodes (a peer library merges them: equal hashes).
  const node_id aa = cb.times({a, a}), bb = cb.times({b, b});
  CHECK(aa != bb);
  CHECK(cb.times({a, a}) == aa);
  // Commutativity gives one key for both orders.
  CHECK(cb.times({a, b}) == cb.times({b, a}));
  CHECK(cb.plus({a, b}) != cb.times({a, b}));  // kinds are part of the key
  CHECK(cb.input(0) == a);
  CHECK(cb.zero() == cb.zero());
}

TEST_CASE("a forced hash collision never merges different nodes", "[circuit][builder]") {
  basic_circuit_builder<constant_hash> cb(3);
  const node_id a = cb.input(0), b = cb.input(1), c = cb.input(2);
  CHECK(a != b);
  CHECK(b != c);
  const node_id aa = cb.times({a, a}), bb = cb.times({b, b}), ab = cb.times({a, b});
  const node_id pa = cb.plus({a, a});
  CHECK(aa != bb);
  CHECK(aa != ab);
  CHECK(pa != aa);                // same children, other kind
  CHECK(cb.times({b, b}) == bb);  // equal keys still merge through the collided bucket
  CHECK(cb.times({b, a}) == ab);
  CHECK(cb.zero() != cb.one());
  CHECK(cb.size() == 9);  // a b c aa bb ab pa zero one
  // The circuit evaluates as written: a*a + b*b with a = 2, b = 3.
  cb.add_root(cb.plus({aa, bb}));
  const circuit g = cb.build();
  const std::vector<double> in{2.0, 3.0, 5.0};
  CHECK(evaluate_reference<probability<double>>(g, std::span<const double>(in))[0] == 13.0);
}

TEST_CASE("identities fold and annihilators fold where the laws say so", "[circuit][builder]") {
  circuit_builder cb(2);  // default laws: what every built-in structure satisfies
  const node_id x = cb.input(0), y = cb.input(1), zero = cb.zero(), one = cb.one();
  CHECK(cb.plus({x, zero}) == x);  // x + 0 = x
  CHECK(cb.times({one, x}) == x);  // 1 x = x
  CHECK(cb.plus({zero, zero}) == zero);
  CHECK(cb.plus({}) == zero);  // the empty plus
  CHECK(cb.times({}) == one);
  CHECK(cb.times({one, one}) == one);
  CHECK(cb.times({x, zero, y}) == zero);  // zero annihilates (every built-in structure)
  CHECK(cb.plus({x, one}) != one);        // one absorbs plus: not a law of probability
  CHECK(cb.kind(cb.plus({x, one})) == node_kind::plus);
  CHECK(cb.plus({x, zero, y}) == cb.plus({x, y}));

  circuit_builder bb(2, boolean_laws);  // "or" with true is true
  CHECK(bb.plus({bb.input(0), bb.one()}) == bb.one());

  algebraic_laws no_annihilator;
  no_annihilator.zero_annihilates = false;
  circuit_builder nb(1, no_annihilator);
  const node_id t = nb.times({nb.input(0), nb.zero()});
  CHECK(nb.kind(t) == node_kind::times);
  CHECK(nb.children(t).size() == 2);
}

TEST_CASE("duplicate children merge only where plus or times is idempotent", "[circuit][builder]") {
  circuit_builder pb(2, probability_laws);  // a + a = 2a: nothing merges
  const node_id a = pb.input(0), b = pb.input(1);
  CHECK(pb.children(pb.plus({a, a})).size() == 2);
  CHECK(pb.children(pb.plus({a, b, a})).size() == 3);

  circuit_builder bb(2, boolean_laws);  // or, and idempotent
  const node_id x = bb.input(0), y = bb.input(1);
  CHECK(bb.plus({x, x}) == x);
  CHECK(bb.times({y, y, y}) == y);
  const node_id xy = bb.plus({x, y, x, y});
  CHECK(bb.children(xy).size() == 2);
  CHECK(xy == bb.plus({y, x}));

  // Idempotent but not commutative: only adjacent duplicates merge (a + b + a != a + b).
  algebraic_laws nc;
  nc.plus_idempotent = true;
  nc.plus_commutative = false;
  circuit_builder nb(2, nc);
  const node_id p = nb.input(0), q = nb.input(1);
  CHECK(nb.children(nb.plus({p, q, p})).size() == 3);
  CHECK(nb.children(nb.plus({p, p, q})).size() == 2);
  CHECK(nb.plus({p, q}) != nb.plus({q, p}));  // order is part of the key
}

TEST_CASE("same-operation chains flatten where the inner node has one parent",
          "[circuit][builder]") {
  SECTION("a single-parent chain collapses into one node") {
    circuit_builder cb(4);
    node_id acc = cb.input(0);
    for (std::uint32_t i = 1; i < 4; ++i) acc = cb.plus({acc, cb.input(i)});
    cb.add_root(acc);
    const circuit c = cb.build();
    CHECK(count_kind(c, node_kind::plus) == 1);
    CHECK(c.children(c.roots()[0]).size() == 4);
    CHECK(c.num_edges() == 4);
  }
  SECTION("a shared inner node is not spliced") {
    circuit_builder cb(4);
    const node_id q = cb.plus({cb.input(0), cb.input(1)});
    cb.add_root(cb.plus({q, cb.input(2)}));
    cb.add_root(cb.times({q, cb.input(3)}));
    const circuit c = cb.build();
    CHECK(count_kind(c, node_kind::plus) == 2);
    CHECK(c.children(c.roots()[0]).size() == 2);
  }
  SECTION("a root is never spliced into its parent") {
    circuit_builder cb(3);
    const node_id q = cb.plus({cb.input(0), cb.input(1)});
    cb.add_root(q);
    cb.add_root(cb.plus({q, cb.input(2)}));
    const circuit c = cb.build();
    CHECK(count_kind(c, node_kind::plus) == 2);
  }
  SECTION("other operations and non-associative ones stay") {
    circuit_builder cb(3);
    cb.add_root(cb.plus({cb.times({cb.input(0), cb.input(1)}), cb.input(2)}));
    CHECK(cb.build().size() == 5);
    algebraic_laws na;
    na.plus_associative = false;
    circuit_builder nb(3, na);
    nb.add_root(nb.plus({nb.plus({nb.input(0), nb.input(1)}), nb.input(2)}));
    CHECK(count_kind(nb.build(), node_kind::plus) == 2);
  }
  SECTION("a chain with a shared node in the middle collapses around it") {
    circuit_builder cb(5);
    const node_id inner = cb.times({cb.input(0), cb.input(1)});
    const node_id mid = cb.times({inner, cb.input(2)});  // shared below
    const node_id top = cb.times({mid, cb.input(3)});
    cb.add_root(top);
    cb.add_root(cb.plus({mid, cb.input(4)}));
    const circuit c = cb.build();
    // inner flattens into mid (one parent); mid stays (two parents); top keeps mid as a child.
    CHECK(count_kind(c, node_kind::times) == 2);
    CHECK(c.children(c.roots()[0]).size() == 2);
    const std::vector<double> in{2, 3, 5, 7, 11};
    const auto v = evaluate_reference<probability<double>>(c, std::span<const double>(in));
    CHECK(v[0] == 2.0 * 3 * 5 * 7);
    CHECK(v[1] == 2.0 * 3 * 5 + 11);
  }
}

TEST_CASE("unreachable nodes are dropped and the rest is in layer order", "[circuit][builder]") {
  circuit_builder cb(4);
  const node_id a = cb.input(0), b = cb.input(1), c = cb.input(2);
  (void)cb.times({a, b, c});  // never a root's descendant
  (void)cb.input(3);
  const node_id keep = cb.plus({cb.times({a, b}), c});
  cb.add_root(keep);
  const circuit g = cb.build();
  CHECK(g.size() == 5);        // a b c, a*b, + (not the unused product, not input 3)
  CHECK(g.num_inputs() == 4);  // rows are still numbered by input index
  // Layer order: depths never decrease, each operation layer has one kind, children come from
  // earlier layers.
  for (const layer& L : g.layers()) {
    for (node_id n = L.begin; n < L.end; ++n) {
      if (L.depth > 0) CHECK(g.kind(n) == L.kind);
      for (node_id ch : g.children(n)) CHECK(ch < L.begin);
    }
  }
  CHECK(g.depth() == 2);
}

TEST_CASE("the builder rejects node ids it never made", "[circuit][builder]") {
  circuit_builder cb(1);
  const node_id a = cb.input(0);
  CHECK_THROWS_AS(cb.plus({a, node_id(7)}), circuit_error);
  CHECK_THROWS_AS(cb.add_root(node_id(3)), circuit_error);
  CHECK_THROWS_WITH(cb.times({node_id(99)}), Catch::Contains("99"));
}

TEST_CASE("from_layered_arrays rejects malformed arrays with circuit_error", "[circuit][errors]") {
  using K = node_kind;
  auto make = [](std::vector<K> kinds, std::vector<std::uint32_t> offsets,
                 std::vector<node_id> children, std::vector<std::uint32_t> inputs,
                 std::vector<node_id> roots, std::size_t num_inputs) {
    return circuit::from_layered_arrays(std::move(kinds), std::move(offsets), std::move(children),
                                        std::move(inputs), std::move(roots), num_inputs);
  };
  // A valid one first: x0 + x1.
  CHECK_NOTHROW(make({K::input, K::input, K::plus}, {0, 0, 0, 2}, {0, 1}, {0, 1, 0}, {2}, 2));
  auto rejects = [&](const char* what, auto&& f) {
    INFO(what);
    CHECK_THROWS_AS(f(), circuit_error);
  };
  rejects("offsets of the wrong size", [&] {
    return make({K::input, K::plus}, {0, 1}, {0}, {0, 0}, {1}, 1);
  });
  rejects("inputs of the wrong size", [&] {
    return make({K::input, K::plus}, {0, 0, 1}, {0}, {0}, {1}, 1);
  });
  rejects("offsets not starting at 0", [&] {
    return make({K::input, K::plus}, {1, 1, 1}, {0}, {0, 0}, {1}, 1);
  });
  rejects("offsets not covering the children", [&] {
    return make({K::input, K::plus}, {0, 0, 1}, {0, 0}, {0, 0}, {1}, 1);
  });
  // Offsets past the children in the middle: must be caught before any child is read.
  rejects("decreasing offsets", [&] {
    return make({K::input, K::plus, K::plus}, {0, 0, 5, 1}, {0}, {0, 0, 0}, {2}, 1);
  });
  rejects("an unknown kind", [&] {
    return make({K::input, static_cast<K>(9)}, {0, 0, 0}, {}, {0, 0}, {1}, 1);
  });
  rejects("a leaf with children", [&] {
    return make({K::input, K::one}, {0, 0, 1}, {0}, {0, 0}, {1}, 1);
  });
  rejects("an input row out of range", [&] {
    return make({K::input, K::input}, {0, 0, 0}, {}, {0, 3}, {1}, 2);
  });
  rejects("a child after its parent", [&] {
    return make({K::plus, K::input}, {0, 1, 1}, {1}, {0, 0}, {0}, 1);
  });
  rejects("a node that is its own child", [&] {
    return make({K::input, K::plus}, {0, 0, 1}, {1}, {0, 0}, {1}, 1);
  });
  rejects("a root out of range", [&] {
    return make({K::input, K::plus}, {0, 0, 1}, {0}, {0, 0}, {2}, 1);
  });
  rejects("nodes out of layer order (depth decreases)", [&] {
    return make({K::input, K::plus, K::input}, {0, 0, 1, 1}, {0}, {0, 0, 0}, {1}, 1);
  });
  try {
    make({K::input, K::one}, {0, 0, 1}, {0}, {0, 0}, {1}, 1);
  } catch (const circuit_error& e) {
    CHECK_THAT(e.what(), Catch::Contains("node 1"));
  }
}

TEST_CASE("operation nodes without children are constants", "[circuit]") {
  using K = node_kind;
  // An empty plus (zero) and an empty times (one), as a reader might write them.
  const circuit c = circuit::from_layered_arrays({K::input, K::plus, K::times, K::plus},
                                                 {0, 0, 0, 0, 3}, {0, 1, 2}, {0, 0, 0, 0}, {3}, 1);
  CHECK(c.layers().front().end == 3);  // all three leaves at depth 0
  const std::vector<double> in{0.25};
  CHECK(evaluate_reference<probability<double>>(c, std::span<const double>(in))[0] == 1.25);
}

TEST_CASE("copy_nodes copies, renumbers leaves and keeps only a cone", "[circuit][builder]") {
  using P = probability<double>;
  std::mt19937_64 rng(7);
  std::uniform_real_distribution<double> u(0.0, 1.0);
  for (std::uint64_t seed = 0; seed < 200; ++seed) {
    const circuit c = test::built(test::random_proto(seed));
    const std::size_t n = c.num_inputs();
    std::vector<double> x(n);
    for (double& v : x) v = u(rng);
    const auto want = evaluate_reference<P>(c, x);

    // A plain copy evaluates the same.
    {
      circuit_builder b(n);
      const auto map = copy_nodes(b, c, [&](std::uint32_t in) { return b.input(in); });
      for (node_id r : c.roots()) b.add_root(map[r]);
      const auto got = evaluate_reference<P>(b.build(), x);
      for (std::size_t r = 0; r < want.size(); ++r) CHECK(got[r] == Approx(want[r]));
    }
    // Leaves renumbered (input i reads row n-1-i) equal the original on reversed rows.
    {
      circuit_builder b(n);
      const auto map =
          copy_nodes(b, c, [&](std::uint32_t in) { return b.input(std::uint32_t(n - 1) - in); });
      for (node_id r : c.roots()) b.add_root(map[r]);
      std::vector<double> reversed(x.rbegin(), x.rend());
      const auto got = evaluate_reference<P>(b.build(), reversed);
      for (std::size_t r = 0; r < want.size(); ++r) CHECK(got[r] == Approx(want[r]));
    }
    // The cone of the first root alone: every other node is left out, nodes past the root
    // are not visited; its label is unchanged.
    {
      const node_id top = c.roots()[0];
      std::vector<char> live(top + 1, 0);
      live[top] = 1;
      for (node_id i = top + 1; i-- > 0;)
        if (live[i])
          for (node_id ch : c.children(i)) live[ch] = 1;
      circuit_builder b(n);
      std::size_t asked = 0;
      const auto map = copy_nodes(
          b, c, [&](std::uint32_t in) { return b.input(in); },
          [&](node_id i) {
            ++asked;
            return live[i] ? std::nullopt : std::optional(not_copied);
          },
          std::size_t(top) + 1);
      CHECK(asked == std::size_t(top) + 1);
      for (node_id i = 0; i <= top; ++i) CHECK((map[i] == not_copied) == !live[i]);
      b.add_root(map[top]);
      const auto got = evaluate_reference<P>(b.build(), x);
      CHECK(got[0] == Approx(want[0]));
    }
    // A hook that takes the map so far rebuilds each product from its children's copies
    // in reverse order (the same product): it sees every child copied, and the labels stay.
    {
      circuit_builder b(n);
      std::size_t rebuilt = 0;
      const auto map = copy_nodes(
          b, c, [&](std::uint32_t in) { return b.input(in); },
          [&](node_id i, std::span<const node_id> copied) -> std::optional<node_id> {
            REQUIRE(copied.size() == i);
            if (c.kind(i) != node_kind::times) return std::nullopt;
            std::vector<node_id> kids;
            for (auto it = c.children(i).rbegin(); it != c.children(i).rend(); ++it) {
              REQUIRE(copied[*it] != not_copied);
              kids.push_back(copied[*it]);
            }
            ++rebuilt;
            return b.times(kids);
          });
      for (node_id r : c.roots()) b.add_root(map[r]);
      const auto got = evaluate_reference<P>(b.build(), x);
      for (std::size_t r = 0; r < want.size(); ++r) CHECK(got[r] == Approx(want[r]));
      for (node_id i = 0; i < c.size(); ++i) rebuilt -= c.kind(i) == node_kind::times;
      CHECK(rebuilt == 0);
    }
  }
}

TEST_CASE("flattening a long one-parent chain is linear", "[circuit][builder]") {
  // times(x0, times(x1, times(x2, ...))) 200k deep: copying each spliced child's flattened
  // list into its parent was quadratic (2*10^10 copies).
  const std::uint32_t n = 200000;
  circuit_builder b(n);
  node_id chain = b.input(n - 1);
  for (std::uint32_t i = n - 1; i-- > 0;) chain = b.times({b.input(i), chain});
  b.add_root(chain);
  deeplog::budget_watch watch({.seconds = 20});
  const circuit c = b.build();
  REQUIRE(c.num_roots() == 1);
  const auto kids = c.children(c.roots()[0]);
  REQUIRE(kids.size() == n);
  std::vector<std::uint32_t> inputs;
  for (node_id k : kids) inputs.push_back(c.input(k));
  std::sort(inputs.begin(), inputs.end());
  for (std::uint32_t i = 0; i < n; ++i) CHECK(inputs[i] == i);
}

TEST_CASE("interval_products shares partial products", "[circuit][builder]") {
  const std::size_t n = 1000;
  circuit_builder b(n);
  auto leaf = [&](std::size_t i) { return b.input(static_cast<std::uint32_t>(i)); };
  interval_products<circuit_builder, decltype(leaf)> prod(b, n, leaf);
  std::size_t roots = 0, naive = 0;
  for (std::size_t a = 0; a < n; a += 7)
    for (std::size_t e = a; e <= n; e += 13, ++roots) {
      b.add_root(prod.times(b.one(), a, e));
      naive += e - a;
    }
  const circuit c = b.build();
  // At most two shared nodes per level of the tree for a root, and the tree itself.
  CHECK(c.num_edges() <= 2 * 10 * roots + 2 * 1024);
  CHECK(c.num_edges() * 10 < naive);
  // Every root is the product of exactly its interval.
  std::vector<double> w(n);
  for (std::size_t i = 0; i < n; ++i) w[i] = double(i % 5 + 1);
  const auto got = evaluate_reference<probability<double>>(c, std::span<const double>(w));
  std::size_t r = 0;
  for (std::size_t a = 0; a < n; a += 7)
    for (std::size_t e = a; e <= n; e += 13, ++r) {
      double want = 1;
      for (std::size_t i = a; i < e; ++i) want *= w[i];
      CHECK(got[r] == Approx(want));
    }
}
