// The CUDA evaluator's plan without a GPU: launch groups, the rules that pick segmented
// reductions and the backward mode, the transposed child index, the seed and input indexes, the
// segment index maps that CUB receives, and the work-item mappings of the kernels.
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>

#include "deeplog/circuit/builder.hpp"
#include "emulator.hpp"
#include "support.hpp"

using namespace deeplog;
using namespace deeplog::test;
using gpu::backward_mode;
using gpu::reduce_path;
namespace cd = deeplog::gpu::detail;

TEST_CASE("the launch plan covers every layer once, in order, fusing only small ones",
          "[cuda][emulated]") {
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    CAPTURE(seed);
    circuit_shape sh;
    sh.operations = 20 + seed * 15;
    const circuit c = random_circuit(seed, sh);
    for (std::size_t batch : {1, 8, 200}) {
      for (std::size_t threshold : {std::size_t(0), std::size_t(64), std::size_t(1024)}) {
        for (reduce_path r : {reduce_path::per_thread, reduce_path::segmented}) {
          CAPTURE(batch, threshold, int(r));
          cd::plan_options o;
          o.fuse_threshold = threshold;
          o.reduce = r;
          o.backward = backward_mode::gather;
          const auto p = cd::make_plan<probability<float>>(c, batch, o);
          const auto& table = p.table;
          std::uint32_t next = 0;
          for (const auto& g : p.groups) {
            REQUIRE(g.first == next);
            REQUIRE(g.last > g.first);
            if (!g.fused) REQUIRE(g.last == g.first + 1);
            for (std::uint32_t l = g.first; l < g.last; ++l) {
              const std::size_t per_block =
                  std::size_t(table[l].end - table[l].begin) * std::min<std::size_t>(batch, 32);
              REQUIRE(cd::fused_block_work(table[l], batch) == per_block);
              const bool segmented = p.forward_segmented[l] || p.backward_segmented[l];
              REQUIRE((threshold > 0 && per_block <= threshold && !segmented) == g.fused);
              // Forced segmented: every operation layer forward, every layer's parent sums.
              const bool op =
                  c.layers()[l].kind == node_kind::plus || c.layers()[l].kind == node_kind::times;
              REQUIRE(p.forward_segmented[l] == (r == reduce_path::segmented && op));
              REQUIRE(p.backward_segmented[l] == (r == reduce_path::segmented));
            }
            next = g.last;
          }
          REQUIRE(next == table.size());
          for (std::size_t i = 1; i < p.groups.size(); ++i)
            REQUIRE(!(p.groups[i - 1].fused && p.groups[i].fused));  // fused runs are maximal
        }
      }
    }
    const auto table = deeplog::layer_table(c);
    REQUIRE(table.size() == c.layers().size());
    for (std::size_t l = 0; l < table.size(); ++l) {
      REQUIRE(table[l].begin == c.layers()[l].begin);
      REQUIRE(table[l].end == c.layers()[l].end);
      REQUIRE(table[l].edge_begin == c.offsets()[table[l].begin]);
    }
  }
}

TEST_CASE("the transposed index lists each edge once under its child, parents descending",
          "[cuda][emulated]") {
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    CAPTURE(seed);
    const circuit c = random_circuit(seed);
    cd::plan_options o;
    o.backward = backward_mode::gather;
    const auto p = cd::make_plan<probability<double>>(c, 4, o);
    REQUIRE(p.mode == backward_mode::gather);
    REQUIRE(p.parent_offsets.size() == c.size() + 1);
    REQUIRE(p.parent_edges.size() == c.num_edges());
    REQUIRE(p.weights == c.num_edges() * 4);
    std::vector<int> seen(c.num_edges(), 0);
    const auto off = c.offsets();
    auto parent_of = [&](std::uint32_t e) {
      return node_id(std::upper_bound(off.begin(), off.end(), e) - off.begin() - 1);
    };
    for (node_id n = 0; n < c.size(); ++n) {
      for (std::uint32_t j = p.parent_offsets[n]; j < p.parent_offsets[n + 1]; ++j) {
        const std::uint32_t e = p.parent_edges[j];
        REQUIRE(c.child_array()[e] == n);
        ++seen[e];
        if (j > p.parent_offsets[n]) {  // descending parents, ascending edges within one
          const std::uint32_t prev = p.parent_edges[j - 1];
          REQUIRE(
              (parent_of(prev) > parent_of(e) || (parent_of(prev) == parent_of(e) && prev < e)));
        }
      }
    }
    for (int x : seen) REQUIRE(x == 1);
    // Input rows: every input node once, under the row it reads.
    REQUIRE(p.input_offsets.size() == c.num_inputs() + 1);
    std::size_t inputs = 0;
    for (std::uint32_t r = 0; r < c.num_inputs(); ++r)
      for (std::uint32_t j = p.input_offsets[r]; j < p.input_offsets[r + 1]; ++j, ++inputs) {
        REQUIRE(c.kind(p.input_nodes[j]) == node_kind::input);
        REQUIRE(c.input(p.input_nodes[j]) == r);
      }
    REQUIRE(inputs ==
            std::size_t(std::count(c.kinds().begin(), c.kinds().end(), node_kind::input)));
  }
}

TEST_CASE("seeds sum the adjoints of roots that name one node", "[cuda][emulated]") {
  circuit_builder cb;
  const node_id a = cb.literal(0, false), b = cb.literal(1, false);
  const node_id t = cb.times({a, b}), s = cb.plus({a, t});
  cb.add_root(s);
  cb.add_root(t);
  cb.add_root(s);  // twice: its adjoint is the sum of both root adjoints
  const circuit c = cb.build();
  const auto p = cd::make_plan<probability<double>>(c, 2, {});
  REQUIRE(p.seed_nodes.size() == 2);
  std::map<node_id, std::vector<std::uint32_t>> sources;
  for (std::size_t k = 0; k < p.seed_nodes.size(); ++k)
    for (std::uint32_t j = p.seed_offsets[k]; j < p.seed_offsets[k + 1]; ++j)
      sources[p.seed_nodes[k]].push_back(p.seed_sources[j]);
  CHECK(sources[c.roots()[0]] == std::vector<std::uint32_t>{0, 2});
  CHECK(sources[c.roots()[1]] == std::vector<std::uint32_t>{1});
  for (backward_mode m : {backward_mode::atomic, backward_mode::gather}) {
    cd::plan_options o;
    o.backward = m;
    kernel_emulator<probability<double>> emu(c, 2, {}, o);
    emu.forward({0.5, 0.25, 0.5, 0.5, 0.2, 0.4, 0.5, 0.5});  // rows a, not a, b, not b
    // d/da of (a + ab) * (1 + 3) + ab * 2 = 4 (1 + b) + 2 b; d/db = 4 a + 2 a.
    const auto adj = emu.backward({1, 1, 2, 2, 3, 3});
    CHECK(adj[0] == Approx(4 * 1.2 + 2 * 0.2));
    CHECK(adj[1] == Approx(4 * 1.4 + 2 * 0.4));
    CHECK(adj[4] == Approx(6 * 0.5));
    CHECK(adj[5] == Approx(6 * 0.25));
  }
}

TEST_CASE("the backward mode rule: gather under contention when the weights fit",
          "[cuda][emulated]") {
  // A leaf with k parents in one layer.
  auto fan = [](std::uint32_t k) {
    circuit_builder cb;
    const node_id x = cb.literal(0, false);
    std::vector<node_id> ps;
    for (std::uint32_t i = 1; i <= k; ++i) ps.push_back(cb.times({x, cb.literal(i, false)}));
    cb.add_root(cb.plus(std::span<const node_id>(ps)));
    return cb.build();
  };
  const circuit low = fan(8), below = fan(127), high = fan(128);
  cd::plan_options o;  // contention_fanout 128
  CHECK(cd::make_plan<probability<float>>(low, 64, o).max_layer_fanout == 8);
  CHECK(cd::make_plan<probability<float>>(low, 64, o).mode == backward_mode::atomic);
  CHECK(cd::make_plan<probability<float>>(below, 64, o).mode == backward_mode::atomic);
  const auto hp = cd::make_plan<probability<float>>(high, 64, o);
  CHECK(hp.max_layer_fanout == 128);
  CHECK(hp.mode == backward_mode::gather);
  CHECK(hp.parent_edges.size() == high.num_edges());
  CHECK(hp.suffix_scratch == 0);
  // Over the memory budget: atomics, and no transposed index.
  o.gather_memory_budget = high.num_edges() * 64 * sizeof(float) - 1;
  const auto tight = cd::make_plan<probability<float>>(high, 64, o);
  CHECK(tight.mode == backward_mode::atomic);
  CHECK(tight.parent_edges.empty());
  CHECK(tight.weights == 0);
  // Forced modes win over the rule; structures without derivatives need neither.
  o.backward = backward_mode::gather;
  CHECK(cd::make_plan<probability<float>>(low, 64, o).mode == backward_mode::gather);
  CHECK(cd::make_plan<counting>(high, 64, o).parent_edges.empty());
}

TEST_CASE("the segmented rule takes wide, short layers only", "[cuda][emulated]") {
  circuit_builder cb;
  std::vector<node_id> leaves;
  for (std::uint32_t v = 0; v < 300; ++v) leaves.push_back(cb.literal(v, false));
  cb.add_root(cb.plus(std::span<const node_id>(leaves)));  // fan-in 300
  const circuit c = cb.build();
  cd::plan_options o;  // wide_fanin 128, wide_max_items 64
  CHECK(cd::make_plan<boolean>(c, 1, o).forward_segmented.back());
  CHECK(cd::make_plan<boolean>(c, 64, o).forward_segmented.back());
  CHECK(!cd::make_plan<boolean>(c, 65, o).forward_segmented.back());
  o.wide_fanin = 301;
  CHECK(!cd::make_plan<boolean>(c, 1, o).forward_segmented.back());
  o.reduce = reduce_path::per_thread;
  o.wide_fanin = 2;
  CHECK(!cd::make_plan<boolean>(c, 1, o).forward_segmented.back());
  // A segmented layer is never fused, even when small.
  o.reduce = reduce_path::segmented;
  const auto p = cd::make_plan<boolean>(c, 1, o);
  CHECK(!p.groups.back().fused);
}

TEST_CASE("segment index maps give each (node, sample) its children's labels in order",
          "[cuda][emulated]") {
  const circuit c = random_circuit(3);
  const auto off = c.offsets();
  const auto kids = c.child_array();
  for (std::size_t batch : {1, 3, 32}) {
    std::vector<float> rows(c.size() * batch);
    for (std::size_t i = 0; i < rows.size(); ++i) rows[i] = float(i);
    for (const layer& L : c.layers()) {
      const std::uint32_t eb = off[L.begin], count = off[L.end] - eb;
      const cd::gathered_segments<float> g{rows.data(), kids.data(), off.data(), L.begin,
                                           eb,          count,       batch};
      std::vector<int> covered(std::size_t(count) * batch, 0);
      for (std::size_t s = 0; s < L.size() * batch; ++s) {
        const node_id n = L.begin + node_id(s / batch);
        const std::size_t b = s % batch;
        REQUIRE(g.end(s) - g.begin(s) == off[n + 1] - off[n]);
        for (std::size_t i = g.begin(s), k = 0; i < g.end(s); ++i, ++k) {
          REQUIRE(g.value(i) == rows[std::size_t(kids[off[n] + k]) * batch + b]);
          ++covered[i];
        }
        // What CUB's iterators see.
        REQUIRE(cd::segment_begin<float>{g}(std::int64_t(s)) == std::int64_t(g.begin(s)));
        REQUIRE(cd::segment_end<float>{g}(std::int64_t(s)) == std::int64_t(g.end(s)));
      }
      for (int x : covered) REQUIRE(x == 1);  // segments tile the element sequence
    }
  }
}

TEST_CASE("work items map to (node, sample) with the batch contiguous", "[cuda][emulated]") {
  const deeplog::layer_range L{10, 17, 0};
  for (std::size_t batch : {1, 3, 32, 1000}) {
    std::size_t i = 0;
    for (node_id n = L.begin; n < L.end; ++n)
      for (std::size_t b = 0; b < batch; ++b, ++i) {
        const auto w = cd::decompose(L, i, batch);
        REQUIRE(w.node == n);
        REQUIRE(w.sample == b);
      }
  }
  // Fused launches: block k covers samples [32k, 32k + 32) of every node, exactly once.
  for (std::size_t batch : {1, 31, 32, 33, 100}) {
    std::vector<int> seen(std::size_t(L.end - L.begin) * batch, 0);
    for (std::size_t k = 0; k * 32 < batch; ++k) {
      const std::uint32_t width = cd::slice_width(k, batch);
      REQUIRE(width == std::min<std::size_t>(32, batch - k * 32));
      for (std::size_t j = 0; j < std::size_t(L.end - L.begin) * width; ++j) {
        const auto w = cd::decompose_slice(L, j, k * 32, width);
        REQUIRE(w.node >= L.begin);
        REQUIRE(w.node < L.end);
        REQUIRE(w.sample >= k * 32);
        REQUIRE(w.sample < k * 32 + width);
        ++seen[std::size_t(w.node - L.begin) * batch + w.sample];
      }
    }
    for (int x : seen) REQUIRE(x == 1);
  }
  // Past 2^32 items the 64-bit path is taken.
  const deeplog::layer_range big{0, 1u << 20, 0};
  const std::size_t batch = 8192, i = (std::size_t(1) << 33) + 12345;
  const auto w = cd::decompose(big, i, batch);
  REQUIRE(w.node == i / batch);
  REQUIRE(w.sample == i % batch);
}

TEST_CASE("grids: one block per 32 samples when fused, at most max_blocks otherwise",
          "[cuda][emulated]") {
  const circuit c = random_circuit(8);
  for (std::size_t batch : {1, 32, 33, 700}) {
    CAPTURE(batch);
    cd::plan_options o;
    o.fuse_threshold = 64;
    kernel_emulator<max_plus<float>> emu(c, batch, {}, o, 5);
    emu.forward(random_labels<max_plus<float>>(c.num_inputs() * batch, 1));
    const auto& p = emu.plan();
    const std::size_t fused_blocks = (batch + 31) / 32;
    std::size_t most = 1;
    for (const auto& g : p.groups) {
      const std::size_t lanes = p.forward_lanes[g.first];
      const std::size_t slots = (batch + lanes - 1) / lanes;
      const std::size_t blocks =
          g.fused ? fused_blocks
                  : std::min<std::size_t>(5, (p.layer_nodes(g.first) * slots + 255) / 256);
      most = std::max(most, blocks);
    }
    most = std::max(most, std::min<std::size_t>(5, (c.num_roots() * batch + 255) / 256));
    CHECK(emu.executor().max_grid == most);
    CHECK(emu.executor().launches == p.groups.size() + 1);
  }
}

TEST_CASE("layer kernels take 4 samples per thread from a batch of 128 on, in large layers",
          "[cuda][emulated]") {
  const std::size_t big = std::size_t(1) << 17;
  CHECK(cd::resolve_lanes(1, big, 0, big) == 1);
  CHECK(cd::resolve_lanes(127, big, 0, big) == 1);
  CHECK(cd::resolve_lanes(128, big, 0, big) == 4);
  CHECK(cd::resolve_lanes(128, big - 1, 0, big) == 1);
  CHECK(cd::resolve_lanes(1024, big, 0, big) == 4);
  for (std::uint32_t asked : {1u, 2u, 4u}) {  // asked: every layer, whatever its size
    CHECK(cd::resolve_lanes(1, 1, asked, big) == asked);
    CHECK(cd::resolve_lanes(1000, big, asked, big) == asked);
  }
  // Per layer: a random circuit's layers at batch 300 span 300 .. thousands of items.
  const circuit c = random_circuit(11);
  cd::plan_options o;
  o.lanes_min_items = 3000;
  auto p = cd::make_plan<probability<float>>(c, 300, o);
  REQUIRE(p.forward_lanes.size() == p.table.size());
  REQUIRE(p.backward_lanes.size() == p.table.size());
  std::size_t four = 0;
  for (std::size_t l = 0; l < p.table.size(); ++l) {
    const std::uint32_t want = p.layer_nodes(std::uint32_t(l)) * 300 >= 3000 ? 4 : 1;
    CHECK(p.forward_lanes[l] == want);
    CHECK(p.backward_lanes[l] == want);
    four += want == 4;
  }
  CHECK(four > 0);
  CHECK(four < p.table.size());
  p = cd::make_plan<probability<float>>(c, 100, o);  // below batch 128: one everywhere
  CHECK(std::count(p.backward_lanes.begin(), p.backward_lanes.end(), 1) == long(p.table.size()));
  o.forward_lanes = 2;
  o.backward_lanes = 1;
  p = cd::make_plan<probability<float>>(c, 300, o);
  CHECK(std::count(p.forward_lanes.begin(), p.forward_lanes.end(), 2) == long(p.table.size()));
  CHECK(std::count(p.backward_lanes.begin(), p.backward_lanes.end(), 1) == long(p.table.size()));
}
