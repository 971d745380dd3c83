// circuit/extraction.hpp: extract_common_children regroups sums and products without changing
// what a circuit computes. Seeded random DAGs (sharing, constants, wide nodes, several roots) are
// evaluated before and after in exact counting, probability, log-probability and max-times;
// a hand-made rectangle shows the one node it becomes; the laws, repeated children and the node
// budget are respected.
#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <random>
#include <vector>

#include "deeplog/algebra.hpp"
#include "deeplog/algebra/big_counting.hpp"
#include "deeplog/circuit/analysis.hpp"
#include "deeplog/circuit/builder.hpp"
#include "deeplog/circuit/extraction.hpp"
#include "deeplog/circuit/reference.hpp"
#include "random_circuit.hpp"

using namespace deeplog;

namespace {

template <class S>
std::vector<typename S::value_type> values(const circuit& c,
                                           const std::vector<typename S::value_type>& in) {
  return evaluate_reference<S>(c, std::span<const typename S::value_type>(in));
}

// The largest saving |R| |C| - |R| - |C| of a rectangle the pass starts from, by brute force:
// for every pair {a, b} of children, R the nodes of one kind (distinct children, at least
// two) that hold both and C the children all of R hold. The pass must save at least this
// much in its first round, whatever its seeds and work limit do on a circuit this small.
std::size_t best_pair_saving(const circuit& c) {
  std::size_t best = 0;
  for (const node_kind k : {node_kind::plus, node_kind::times}) {
    std::vector<std::vector<node_id>> rows;
    for (node_id i = 0; i < c.size(); ++i) {
      if (c.kind(i) != k || c.children(i).size() < 2) continue;
      std::vector<node_id> ch(c.children(i).begin(), c.children(i).end());
      std::sort(ch.begin(), ch.end());
      if (std::adjacent_find(ch.begin(), ch.end()) == ch.end()) rows.push_back(std::move(ch));
    }
    for (node_id a = 0; a < c.size(); ++a)
      for (node_id b = a + 1; b < c.size(); ++b) {
        std::vector<node_id> kids;
        std::size_t m = 0;
        for (const auto& r : rows) {
          if (!std::binary_search(r.begin(), r.end(), a) ||
              !std::binary_search(r.begin(), r.end(), b))
            continue;
          if (m++ == 0) {
            kids = r;
          } else {
            std::vector<node_id> both;
            std::set_intersection(kids.begin(), kids.end(), r.begin(), r.end(),
                                  std::back_inserter(both));
            kids.swap(both);
          }
        }
        if (m >= 2 && m * kids.size() > m + kids.size())
          best = std::max(best, m * kids.size() - m - kids.size());
      }
  }
  return best;
}

}  // namespace

TEST_CASE("extraction: random circuits compute what they computed, with fewer edges",
          "[circuit][extraction]") {
  std::mt19937 rng(11);
  std::uniform_real_distribution<double> unit(0.05, 0.95);
  int fewer = 0, with_saving = 0;
  for (std::uint64_t seed = 0; seed < 400; ++seed) {
    test::shape sh;
    sh.inputs = 4 + seed % 8;
    sh.operations = 20 + seed % 60;
    sh.max_fanin = static_cast<std::uint32_t>(3 + seed % 5);
    sh.wide_every = seed % 3 == 0 ? 7 : 0;
    sh.wide_fanin = 12;
    // Distinct children per node (a repeated child leaves its node out of the pass), so that
    // products and sums overlap in sets; every third circuit extracts every rectangle that
    // saves anything (min_saving 0), the others at the default.
    test::proto_circuit proto = test::random_proto(seed, sh);
    for (auto& node : proto.nodes) {
      std::sort(node.kids.begin(), node.kids.end());
      node.kids.erase(std::unique(node.kids.begin(), node.kids.end()), node.kids.end());
    }
    const circuit c = test::built(proto);
    const std::size_t min_saving = seed % 3 == 0 ? 0 : 2;
    const std::size_t best = best_pair_saving(c);
    with_saving += best >= std::max<std::size_t>(min_saving, 1);
    std::vector<big_natural> counts(c.num_inputs());
    std::vector<double> p(c.num_inputs()), logs(c.num_inputs());
    for (std::size_t i = 0; i < c.num_inputs(); ++i) {
      counts[i] = big_natural(1 + rng() % 5);
      p[i] = unit(rng);
      logs[i] = std::log(p[i]);
    }
    const auto cc = values<big_counting>(c, counts);
    const auto pc = values<probability<double>>(c, p), mc = values<max_times<double>>(c, p);
    const auto lc = values<log_probability<double>>(c, logs);
    // The pair search alone, and after the prefix phase (the default).
    for (const bool prefixes : {false, true}) {
      const circuit x =
          extract_common_children(c, {.prefixes = prefixes, .min_saving = min_saving});
      INFO("seed " << seed << ": " << c.size() << " nodes, " << c.num_edges() << " edges; "
                   << (prefixes ? "prefixes" : "pairs alone"));
      REQUIRE(x.num_roots() == c.num_roots());
      REQUIRE(x.num_inputs() == c.num_inputs());
      // Each new node saves at least min_saving edges: at 2, edges and nodes together fall.
      // The pair search's first candidate is the best one, taken whole, and rebuilding never
      // adds an edge. (The pair search finds the best pair rectangle here because every child
      // with two rows is a seed: fan-in at most 12, under seed_children's 16.)
      CAPTURE(best);
      CHECK(x.num_edges() <= c.num_edges());
      if (!prefixes) {
        CHECK(x.num_edges() + (best >= min_saving ? best : 0) <= c.num_edges());
        fewer += x.num_edges() < c.num_edges();
      }
      if (min_saving == 2) CHECK(x.num_edges() + x.size() <= c.num_edges() + c.size());
      CHECK(values<big_counting>(x, counts) == cc);
      const auto px = values<probability<double>>(x, p), mx = values<max_times<double>>(x, p);
      const auto lx = values<log_probability<double>>(x, logs);
      for (std::size_t r = 0; r < c.num_roots(); ++r) {
        CHECK(px[r] == Approx(pc[r]).epsilon(1e-12));
        CHECK(mx[r] == Approx(mc[r]).epsilon(1e-12));
        if (std::isfinite(lc[r]))
          CHECK(lx[r] == Approx(lc[r]).epsilon(1e-12).margin(1e-12));
        else
          CHECK(lx[r] == lc[r]);
      }
    }
  }
  // Every circuit with a rectangle worth taking loses edges; some have none (the count is
  // what the seeds give, not a bound on the pass).
  CHECK(fewer >= with_saving);
  CHECK(with_saving > 20);
}

TEST_CASE("extraction: children shared by several products become one product",
          "[circuit][extraction]") {
  // Three products over {a, b, c, d} and one more input each: 15 edges. Extracted: the product
  // (a b c d) and three products of two: 4 + 3 * 2 = 10 edges, one node more.
  circuit_builder b(7);
  const node_id a = b.input(0), bb = b.input(1), c = b.input(2), d = b.input(3);
  for (std::uint32_t i = 4; i < 7; ++i) b.add_root(b.times({a, bb, c, d, b.input(i)}));
  const circuit g = b.build();
  REQUIRE(g.num_edges() == 15);
  const circuit x = extract_common_children(g);
  CHECK(x.num_edges() == 10);
  CHECK(x.size() == g.size() + 1);
  const std::vector<double> in{2, 3, 5, 7, 11, 13, 17};
  CHECK(values<probability<double>>(x, in) == values<probability<double>>(g, in));
  // Two rows of four shared children save 2 * 4 - 2 - 4 = 2 edges: taken at min_saving 2,
  // not at 3.
  circuit_builder b2(6);
  for (std::uint32_t i = 4; i < 6; ++i)
    b2.add_root(b2.plus({b2.input(0), b2.input(1), b2.input(2), b2.input(3), b2.input(i)}));
  const circuit two = b2.build();
  CHECK(extract_common_children(two).num_edges() == two.num_edges() - 2);
  CHECK(extract_common_children(two, {.min_saving = 3}).num_edges() == two.num_edges());
}

TEST_CASE("extraction: shared prefixes become nested nodes where they save edges",
          "[circuit][extraction]") {
  // Rows {a b c d e x}, {a b c d e y}, {a b c z}, {a b c w}: 20 edges. The children ordered by
  // their parents (a b c: 4, d e: 2) share the prefix a b c under all four rows, which saves
  // 4 * 3 - 4 - 3 = 5 edges; d e under the first two would save 2 * 3 - 2 - 3 = 1 (with the
  // edge to (a b c)) and is not taken: 3 + 4 + 4 + 2 + 2 = 15 edges. The pair search alone
  // finds the same.
  circuit_builder b(9);
  std::vector<node_id> in;
  for (std::uint32_t i = 0; i < 9; ++i) in.push_back(b.input(i));
  const node_id a = in[0], bb = in[1], c = in[2], d = in[3], e = in[4];
  b.add_root(b.times({a, bb, c, d, e, in[5]}));
  b.add_root(b.times({a, bb, c, d, e, in[6]}));
  b.add_root(b.times({a, bb, c, in[7]}));
  b.add_root(b.times({a, bb, c, in[8]}));
  const circuit g = b.build();
  REQUIRE(g.num_edges() == 20);
  const circuit prefixes_only = extract_common_children(g, {.rounds = 0});
  CHECK(prefixes_only.num_edges() == 15);
  CHECK(prefixes_only.size() == g.size() + 1);
  CHECK(extract_common_children(g).num_edges() == 15);
  CHECK(extract_common_children(g, {.prefixes = false}).num_edges() == 15);
  // With min_saving 1, d e is taken too: 3 + 3 (d e and the prefix) + 2 + 2 + 2 + 2 = 14.
  CHECK(extract_common_children(g, {.rounds = 0, .min_saving = 1}).num_edges() == 14);
  const std::vector<double> w{2, 3, 5, 7, 11, 13, 17, 19, 23};
  CHECK(values<probability<double>>(prefixes_only, w) == values<probability<double>>(g, w));
}

TEST_CASE("extraction: rows not hash-consed, a prefix row after the rows that extend it",
          "[circuit][extraction]") {
  // Raw arrays (no hash-consing): products {a b c}, {a b}, {a b c} again and {a b d}, in that
  // order, each a root. The prefix phase gives the two equal rows one node and builds (a b),
  // a row itself, from the first row that holds it, which comes before it: (a b) c, (a b) and
  // (a b) d, 2 + 2 + 2 edges against 11.
  const std::vector<node_kind> kinds{node_kind::input, node_kind::input, node_kind::input,
                                     node_kind::input, node_kind::times, node_kind::times,
                                     node_kind::times, node_kind::times};
  const std::vector<std::uint32_t> offsets{0, 0, 0, 0, 0, 3, 5, 8, 11};
  const std::vector<node_id> children{0, 1, 2, 0, 1, 0, 1, 2, 0, 1, 3};
  const std::vector<std::uint32_t> inputs{0, 1, 2, 3, 0, 0, 0, 0};
  const std::vector<node_id> roots{4, 5, 6, 7};
  const circuit g = circuit_from_arrays(kinds, offsets, children, inputs, roots, 4);
  REQUIRE(g.num_edges() == 11);
  const std::vector<double> w{2, 3, 5, 7};
  const auto want = values<probability<double>>(g, w);
  for (const std::size_t rounds : {std::size_t(0), std::size_t(8)}) {
    const circuit x = extract_common_children(g, {.rounds = rounds});
    CAPTURE(rounds);
    CHECK(x.num_edges() == 6);
    CHECK(x.num_roots() == 4);
    CHECK(values<probability<double>>(x, w) == want);
  }
}

TEST_CASE("extraction: only operations whose laws allow regrouping, never repeated children",
          "[circuit][extraction]") {
  auto rows = [](const algebraic_laws& laws, bool repeat) {
    circuit_builder b(8, laws);
    const node_id a = b.input(0), c = b.input(1), d = b.input(2);
    for (std::uint32_t i = 3; i < 8; ++i) {
      const node_id own = b.input(i);
      b.add_root(repeat ? b.times({a, a, c, d, own}) : b.times({a, c, d, own}));
    }
    return b.build();
  };
  const circuit plain = rows({}, false);
  CHECK(extract_common_children(plain).num_edges() < plain.num_edges());
  algebraic_laws ordered;
  ordered.times_commutative = false;  // times is not regrouped: the rows stay as built
  const circuit nc = rows(ordered, false);
  CHECK(extract_common_children(nc, {.laws = ordered}).num_edges() == nc.num_edges());
  // x x where times is not idempotent: a multiset the pass leaves alone.
  const circuit rep = rows({}, true);
  CHECK(extract_common_children(rep).num_edges() == rep.num_edges());
}

TEST_CASE("extraction: the node budget bounds the pass, the deadline stops it",
          "[circuit][extraction]") {
  circuit_builder b(7);
  for (std::uint32_t i = 4; i < 7; ++i)
    b.add_root(b.times({b.input(0), b.input(1), b.input(2), b.input(3), b.input(i)}));
  const circuit g = b.build();
  // No room for a node more: neither the prefix phase nor the pair search is taken.
  CHECK(extract_common_children(g, {.max_nodes = g.size()}).num_edges() == g.num_edges());
  CHECK(extract_common_children(g, {.prefixes = false, .max_nodes = g.size()}).num_edges() ==
        g.num_edges());
  CHECK(extract_common_children(g, {.prefixes = false, .max_nodes = g.size() + 1}).num_edges() ==
        10);
  // A deadline already past stops the pass with a time budget_exceeded.
  try {
    (void)extract_common_children(
        g, {.deadline = std::chrono::steady_clock::now() - std::chrono::seconds(1)});
    FAIL("no budget_exceeded past the deadline");
  } catch (const budget_exceeded& e) {
    CHECK(e.which() == budget_exceeded::resource::time);
    CHECK_THAT(e.what(), Catch::Contains("extraction_options::deadline"));
  }
  CHECK(extract_common_children(g, {.max_nodes = g.size() + 1}).num_edges() == 10);
  // With keep_at_deadline the phase under way is not taken: here the first, so the input.
  const auto past = std::chrono::steady_clock::now() - std::chrono::seconds(1);
  for (const bool prefixes : {true, false}) {
    const circuit kept = extract_common_children(
        g, {.prefixes = prefixes, .deadline = past, .keep_at_deadline = true});
    CHECK(kept.size() == g.size());
    CHECK(kept.num_edges() == g.num_edges());
    CHECK(kept.num_roots() == g.num_roots());
  }
  // A deadline not reached changes nothing.
  CHECK(extract_common_children(
            g, {.deadline = std::chrono::steady_clock::now() + std::chrono::hours(1),
                .keep_at_deadline = true})
            .num_edges() == extract_common_children(g).num_edges());
}
