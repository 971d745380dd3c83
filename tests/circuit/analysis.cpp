// circuit/analysis.hpp: the layer order of any acyclic graph, the parent index and the root
// seeds, against direct definitions on random circuits.
#include <catch2/catch.hpp>

#include <algorithm>
#include <numeric>
#include <random>
#include <vector>

#include "deeplog/circuit/analysis.hpp"
#include "random_circuit.hpp"

using namespace deeplog;

TEST_CASE("node_depths takes nodes in any order and finds cycles", "[circuit][analysis]") {
  // Node 0 = plus(2, 1), node 1 = times(2, 3), nodes 2 and 3 leaves: parents first.
  const std::vector<std::uint32_t> off{0, 2, 4, 4, 4};
  const std::vector<node_id> kids{2, 1, 2, 3};
  CHECK(node_depths(off, kids) == std::vector<std::uint32_t>{2, 1, 0, 0});
  const std::vector<node_id> cyclic{2, 1, 0, 3};  // node 1's child 0 is its parent
  CHECK_THROWS_AS(node_depths(off, cyclic), circuit_error);
  const std::vector<node_id> out_of_range{2, 1, 9, 3};
  CHECK_THROWS_AS(node_depths(off, out_of_range), circuit_error);

  const std::vector<node_kind> kinds{node_kind::plus, node_kind::times, node_kind::input,
                                     node_kind::input};
  const std::vector<std::uint32_t> inputs{0, 0, 0, 1};
  const std::vector<node_id> roots{0};
  const circuit c = circuit_from_arrays(kinds, off, kids, inputs, roots, 2);
  REQUIRE(c.size() == 4);
  CHECK(c.kind(3) == node_kind::plus);  // the root comes last, its children before it
  CHECK(c.roots()[0] == 3);
  CHECK(c.layers().size() == 3);
}

TEST_CASE("circuit_from_arrays gives the same circuit whatever the node order",
          "[circuit][analysis]") {
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    const auto pc = test::random_proto(seed);
    const circuit ref = test::layered(pc);
    // The same graph with its nodes shuffled.
    std::vector<std::uint32_t> perm(pc.nodes.size());
    std::iota(perm.begin(), perm.end(), 0u);
    std::mt19937_64 rng(seed);
    std::shuffle(perm.begin(), perm.end(), rng);
    std::vector<std::uint32_t> where(perm.size());
    for (std::uint32_t i = 0; i < perm.size(); ++i) where[perm[i]] = i;
    std::vector<node_kind> kinds;
    std::vector<std::uint32_t> off{0}, inputs;
    std::vector<node_id> kids, roots;
    std::vector<std::uint64_t> key;  // keeps the original order among equals
    for (std::uint32_t p : perm) {
      kinds.push_back(pc.nodes[p].kind);
      inputs.push_back(pc.nodes[p].input);
      for (auto ch : pc.nodes[p].kids) kids.push_back(where[ch]);
      off.push_back(static_cast<std::uint32_t>(kids.size()));
      key.push_back(p);
    }
    for (auto r : pc.roots) roots.push_back(where[r]);
    const circuit c = circuit_from_arrays(kinds, off, kids, inputs, roots, pc.num_inputs, key);
    INFO("seed " << seed);
    REQUIRE(c.size() == ref.size());
    CHECK(std::equal(c.kinds().begin(), c.kinds().end(), ref.kinds().begin()));
    CHECK(std::equal(c.offsets().begin(), c.offsets().end(), ref.offsets().begin()));
    CHECK(std::equal(c.child_array().begin(), c.child_array().end(), ref.child_array().begin()));
    CHECK(std::equal(c.roots().begin(), c.roots().end(), ref.roots().begin()));
  }
}

TEST_CASE("layer_order sorts by depth, then kind, then key or position", "[circuit][analysis]") {
  // Against the definition as one stable comparison sort (the key-less order is two counting
  // sorts): random kinds (every depth-0 node one layer, whatever its kind) and depths.
  std::mt19937 rng(7);
  for (int t = 0; t < 300; ++t) {
    const std::size_t n = rng() % 300;
    std::vector<node_kind> kinds(n);
    std::vector<std::uint32_t> depth(n);
    std::vector<std::uint64_t> key(n);
    for (std::size_t i = 0; i < n; ++i) {
      kinds[i] = static_cast<node_kind>(rng() % 5);
      depth[i] = static_cast<std::uint32_t>(rng() % (1 + t % 9));
      key[i] = rng() % 4;
    }
    for (const bool keyed : {false, true}) {
      std::vector<node_id> expected(n);
      std::iota(expected.begin(), expected.end(), node_id{0});
      std::stable_sort(expected.begin(), expected.end(), [&](node_id a, node_id b) {
        if (depth[a] != depth[b]) return depth[a] < depth[b];
        if (depth[a] != 0 && kinds[a] != kinds[b]) return kinds[a] < kinds[b];
        return keyed && key[a] < key[b];
      });
      CAPTURE(t, keyed);
      CHECK(layer_order(kinds, depth,
                        keyed ? std::span<const std::uint64_t>(key)
                              : std::span<const std::uint64_t>()) == expected);
    }
  }
}

TEST_CASE("parent_index lists each node's in-edges by descending parent", "[circuit][analysis]") {
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    const circuit c = test::layered(test::random_proto(seed));
    const parent_index pi(c);
    std::vector<std::vector<std::uint32_t>> want(c.size());
    for (std::size_t p = c.size(); p-- > 0;)
      for (std::uint32_t e = c.offsets()[p]; e < c.offsets()[p + 1]; ++e)
        want[c.child_array()[e]].push_back(e);
    for (node_id n = 0; n < c.size(); ++n) {
      const auto got = pi.into(n);
      CHECK(std::vector<std::uint32_t>(got.begin(), got.end()) == want[n]);
      CHECK(pi.in_degree(n) == want[n].size());
    }
  }
}

TEST_CASE("root_seeds groups the roots by node in first-appearance order", "[circuit][analysis]") {
  circuit_builder cb(2);
  const node_id a = cb.input(0), b = cb.input(1), s = cb.plus({a, b});
  for (node_id r : {s, a, s, b, a}) cb.add_root(r);
  const circuit c = cb.build();
  const root_seeds rs(c);
  REQUIRE(rs.nodes.size() == 3);
  CHECK(rs.nodes[0] == c.roots()[0]);
  CHECK(rs.nodes[1] == c.roots()[1]);
  CHECK(rs.nodes[2] == c.roots()[3]);
  CHECK(rs.offsets == std::vector<std::uint32_t>{0, 2, 4, 5});
  CHECK(rs.roots == std::vector<std::uint32_t>{0, 2, 1, 4, 3});
  CHECK(rs.seed_of == std::vector<std::uint32_t>{0, 1, 0, 2, 1});
  const auto table = layer_table(c);
  REQUIRE(table.size() == c.layers().size());
  for (std::size_t l = 0; l < table.size(); ++l)
    CHECK(table[l].edge_begin == c.offsets()[c.layers()[l].begin]);
}
