// The CPU evaluator's modes and error paths: every threading mode and both reverse-mode
// schemes give the same numbers bit for bit; backward before forward and wrong sizes throw
// typed errors; operation nodes without children and nodes wider than any scratch chunk work;
// the scratch of reverse mode is bounded by sqrt(fan-in), not fan-in x batch.
#include <catch2/catch.hpp>

#include <atomic>
#include <cmath>
#include <random>
#include <stdexcept>
#include <type_traits>
#include <vector>

#include "deeplog/algebra.hpp"
#include "deeplog/circuit/reference.hpp"
#include "deeplog/exec/cpu/evaluator.hpp"
#include "random_circuit.hpp"

using namespace deeplog;

namespace {

template <class S>
std::vector<value_t<S>> uniform(std::size_t n, std::uint64_t seed, double lo, double hi) {
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<double> u(lo, hi);
  std::vector<value_t<S>> v(n);
  for (auto& x : v) x = static_cast<value_t<S>>(u(rng));
  return v;
}

struct run_result {
  std::vector<double> roots, input_adjoints, node_adjoints, tangents;
};

template <class S>
run_result run(const circuit& c, std::size_t batch, cpu_options o, std::uint64_t seed) {
  cpu_evaluator<S> ev(c, batch, {}, o);
  const auto in = uniform<S>(c.num_inputs() * batch, seed, 0.05, 0.95);
  const auto radj = uniform<S>(c.num_roots() * batch, seed + 1, -1, 1);
  const auto dir = uniform<S>(c.num_inputs() * batch, seed + 2, -1, 1);
  run_result r;
  for (int call = 0; call < 2; ++call) {  // the second call reuses every buffer
    const auto out = ev.forward(in);
    r.roots.assign(out.begin(), out.end());
    r.input_adjoints.assign(c.num_inputs() * batch, -7.0);
    ev.backward(radj, r.input_adjoints);
    r.node_adjoints.assign(ev.node_adjoints().begin(), ev.node_adjoints().end());
  }
  const auto t = ev.tangent(in, dir);
  r.tangents.assign(t.begin(), t.end());
  return r;
}

// Bit for bit, NaN included (deep random circuits may overflow; both sides must agree).
bool same(const std::vector<double>& a, const std::vector<double>& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (!(a[i] == b[i] || (std::isnan(a[i]) && std::isnan(b[i])))) return false;
  return true;
}

}  // namespace

TEMPLATE_TEST_CASE("every threading mode and reverse-mode scheme gives the same numbers",
                   "[circuit][cpu][threads]", probability<double>, log_probability<double>,
                   max_plus<double>, godel<double>, lukasiewicz<double>, product_tnorm<double>,
                   max_times<double>) {
  using S = TestType;
  test::shape sh;
  sh.operations = 300;
  sh.inputs = 20;
  sh.wide_every = 40;
  sh.wide_fanin = 90;
  sh.childless = true;
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    const circuit c = test::layered(test::random_proto(seed * 31, sh));
    for (std::size_t batch : {1, 3, 16, 40, 300}) {
      CAPTURE(seed, batch);
      cpu_options serial;
      serial.threads = 1;
      const run_result want = run<S>(c, batch, serial, seed);
      cpu_options pull = serial;
      pull.backward = cpu_backward::pull;
      cpu_options slices;
      slices.threads = 2;
      slices.parallelism = cpu_parallelism::batch_slices;
      cpu_options slices_pull = slices;
      slices_pull.backward = cpu_backward::pull;
      cpu_options nodes;
      nodes.threads = 2;
      nodes.parallelism = cpu_parallelism::layer_nodes;
      nodes.layer_threshold = 0;  // every layer split over both threads
      cpu_options nodes3 = nodes;
      nodes3.threads = 3;
      nodes3.layer_threshold = 64;  // small layers run on thread 0 between the split ones
      for (const auto& o : {pull, slices, slices_pull, nodes, nodes3}) {
        CAPTURE(int(o.parallelism), int(o.backward), o.threads);
        const run_result got = run<S>(c, batch, o, seed);
        CHECK(same(got.roots, want.roots));
        CHECK(same(got.input_adjoints, want.input_adjoints));
        CHECK(same(got.node_adjoints, want.node_adjoints));
        CHECK(same(got.tangents, want.tangents));
      }
    }
  }
}

TEST_CASE("automatic threading resolves by batch width and work", "[circuit][cpu][threads]") {
  test::shape sh;
  sh.operations = 2000;
  const circuit c = test::layered(test::random_proto(5, sh));
  cpu_options o;
  o.threads = 2;
  o.pass_threshold = 1;
  CHECK(cpu_evaluator<probability<double>>(c, 1, {}, o).parallelism() ==
        cpu_parallelism::layer_nodes);
  CHECK(cpu_evaluator<probability<double>>(c, 1, {}, o).backward_scheme() == cpu_backward::pull);
  CHECK(cpu_evaluator<probability<double>>(c, 64, {}, o).parallelism() ==
        cpu_parallelism::batch_slices);
  CHECK(cpu_evaluator<probability<double>>(c, 64, {}, o).backward_scheme() == cpu_backward::push);
  o.threads = 1;
  CHECK(cpu_evaluator<probability<double>>(c, 64, {}, o).parallelism() == cpu_parallelism::serial);
  o.threads = 2;
  o.pass_threshold = std::size_t(1) << 40;
  CHECK(cpu_evaluator<probability<double>>(c, 1, {}, o).threads() == 1);
}

TEST_CASE("backward before forward throws evaluation_order_error", "[circuit][cpu][errors]") {
  circuit_builder cb(2);
  cb.add_root(cb.times({cb.input(0), cb.input(1)}));
  const circuit c = cb.build();
  cpu_evaluator<probability<double>> ev(c, 4);
  std::vector<double> radj(4, 1.0), iadj(8), in(8, 0.5);
  CHECK_THROWS_AS(ev.backward(radj, iadj), evaluation_order_error);
  CHECK_THROWS_AS(ev.backward(radj, iadj), deeplog::error);
  ev.forward(in);
  CHECK_NOTHROW(ev.backward(radj, iadj));
  CHECK(iadj[0] == 0.5);
  // A call with wrong sizes throws before it touches anything: the labels of the last good
  // forward stay, and so does what backward computes from them.
  std::vector<double> wrong(3);
  CHECK_THROWS_AS(ev.forward(wrong), deeplog::argument_error);
  CHECK_NOTHROW(ev.backward(radj, iadj));
  CHECK(iadj[0] == 0.5);
  CHECK_THROWS_AS(ev.backward(std::span<const double>(wrong), iadj), deeplog::argument_error);
  CHECK_THROWS_AS(ev.backward(radj, std::span<double>(wrong)), deeplog::argument_error);
  CHECK_THROWS_AS(ev.tangent(in, wrong), deeplog::argument_error);
  CHECK_THROWS_AS(cpu_evaluator<probability<double>>(c, 0), deeplog::argument_error);
}

TEMPLATE_TEST_CASE("operation nodes without children are constants in every pass", "[circuit][cpu]",
                   probability<double>, log_probability<double>, max_plus<double>, godel<double>,
                   product_tnorm<double>) {
  // root = (x0 (x) emptyplus) (+) (x1 (x) emptytimes (x) x2): reverse mode through the empty
  // nodes has nothing to do (it used to read suffix[-1] for partials that need `rest`).
  using K = node_kind;
  using S = TestType;
  const circuit c = circuit::from_layered_arrays(
      {K::input, K::input, K::input, K::plus, K::times, K::times, K::times, K::plus},
      {0, 0, 0, 0, 0, 0, 2, 5, 7}, {0, 3, 1, 4, 2, 5, 6}, {0, 1, 2, 0, 0, 0, 0, 0}, {7}, 3);
  for (std::size_t batch : {1, 5}) {
    cpu_evaluator<S> ev(c, batch);
    const auto in = uniform<S>(3 * batch, 9, 0.1, 0.9);
    const auto out = ev.forward(in);
    std::vector<value_t<S>> radj(batch, 1.0), iadj(3 * batch);
    ev.backward(radj, iadj);
    for (std::size_t b = 0; b < batch; ++b) {
      const auto one = test::sample(in, 3, batch, b);
      CHECK(out[b] == evaluate_reference<S>(c, std::span<const value_t<S>>(one))[0]);
      const std::vector<value_t<S>> r1{1.0};
      const auto want = backward_reference<S>(c, std::span<const value_t<S>>(one),
                                              std::span<const value_t<S>>(r1));
      for (std::size_t i = 0; i < 3; ++i) CHECK(iadj[i * batch + b] == Approx(want[i]));
    }
  }
}

TEST_CASE("reverse mode through a very wide node uses bounded scratch", "[circuit][cpu][wide]") {
  // One product of 20000 factors near 1 and one sum, at batch 40: the old scratch was
  // fan-in x batch labels; now it is about 2 sqrt(fan-in) rows of one tile.
  const std::uint32_t k = 20000;
  circuit_builder cb(k, laws_of<probability<double>>);
  std::vector<node_id> xs;
  for (std::uint32_t i = 0; i < k; ++i) xs.push_back(cb.input(i));
  cb.add_root(cb.times(xs));
  cb.add_root(cb.plus(xs));
  const circuit c = cb.build();
  const std::size_t batch = 40;
  cpu_evaluator<probability<double>> ev(c, batch);
  const auto in = uniform<probability<double>>(k * batch, 3, 0.9999, 1.0001);
  ev.forward(in);
  std::vector<double> radj(2 * batch, 1.0), iadj(k * batch);
  ev.backward(radj, iadj);
  CHECK(ev.scratch_labels() <= (2 * 256 + 4) * batch);
  // d prod / d x_i = prod / x_i (no zeros here, so division is a fine reference) + d sum = 1.
  for (std::size_t b = 0; b < batch; b += 13) {
    const double prod = ev.labels()[c.roots()[0] * batch + b];
    for (std::uint32_t i = 0; i < k; i += 997) {
      CAPTURE(b, i);
      CHECK(iadj[i * batch + b] == Approx(prod / in[i * batch + b] + 1.0).epsilon(1e-12));
    }
  }
}

TEST_CASE("the evaluator reuses its buffers across calls", "[circuit][cpu]") {
  test::shape sh;
  sh.operations = 200;
  const circuit c = test::layered(test::random_proto(77, sh));
  cpu_evaluator<probability<double>> ev(c, 8);
  const auto in = uniform<probability<double>>(c.num_inputs() * 8, 1, 0.1, 0.9);
  std::vector<double> radj(c.num_roots() * 8, 1.0), iadj(c.num_inputs() * 8);
  ev.forward(in);
  ev.backward(radj, iadj);
  const double* labels = ev.labels().data();
  const double* adjoints = ev.node_adjoints().data();
  const std::size_t scratch = ev.scratch_labels();
  for (int i = 0; i < 3; ++i) {
    ev.forward(in);
    ev.backward(radj, iadj);
  }
  CHECK(ev.labels().data() == labels);
  CHECK(ev.node_adjoints().data() == adjoints);
  CHECK(ev.scratch_labels() == scratch);
}

namespace {

// Probability whose plus throws on a label above 10 (a stand-in for a user structure's error).
struct picky_probability : probability<double> {
  double plus(double a, double b) const {
    if (a > 10 || b > 10) throw std::domain_error("picky_probability: label above 10");
    return a + b;
  }
};

}  // namespace

TEST_CASE("the thread pool rethrows a body's exception and stays usable",
          "[circuit][cpu][threads][errors]") {
  cpu::thread_pool pool;
  for (unsigned thrower : {0u, 1u, 2u}) {
    CAPTURE(thrower);
    std::atomic<int> after_barrier{0};
    auto bad = [&](unsigned t, unsigned) {
      if (t == thrower) throw std::runtime_error("body failed");
      pool.barrier();  // the others wait here: the failure must release them
      pool.barrier();
      ++after_barrier;
    };
    CHECK_THROWS_WITH(pool.run(3, bad), "body failed");
    CHECK(after_barrier == 0);
    std::atomic<int> ran{0}, wrong_n{0};  // (Catch's macros are not for other threads)
    auto good = [&](unsigned, unsigned n) {
      wrong_n += n != 3;
      pool.barrier();
      ++ran;
      pool.barrier();
    };
    pool.run(3, good);
    CHECK(ran == 3);
    CHECK(wrong_n == 0);
  }
}

TEST_CASE("an exception from a structure's operation reaches the caller in every threading mode",
          "[circuit][cpu][threads][errors]") {
  test::shape sh;
  sh.operations = 400;
  sh.inputs = 12;
  sh.constants = false;
  const circuit c = test::layered(test::random_proto(5, sh));
  const std::size_t batch = 64;
  std::vector<double> good(c.num_inputs() * batch, 0.01), bad = good;
  bad[3 * batch + 7] = 50;  // one label past the structure's limit
  cpu_options serial;
  const std::vector<double> want = [&] {
    cpu_evaluator<picky_probability> ev(c, batch, {}, serial);
    const auto r = ev.forward(good);
    return std::vector<double>(r.begin(), r.end());
  }();
  cpu_options slices;
  slices.threads = 2;
  slices.parallelism = cpu_parallelism::batch_slices;
  cpu_options nodes;
  nodes.threads = 3;
  nodes.parallelism = cpu_parallelism::layer_nodes;
  nodes.layer_threshold = 0;
  for (const auto& o : {serial, slices, nodes}) {
    CAPTURE(int(o.parallelism), o.threads);
    cpu_evaluator<picky_probability> ev(c, batch, {}, o);
    CHECK_THROWS_AS(ev.forward(bad), std::domain_error);
    std::vector<double> adj(c.num_inputs() * batch);
    CHECK_THROWS_AS(ev.backward(std::vector<double>(c.num_roots() * batch, 1.0), adj),
                    evaluation_order_error);  // the failed forward does not count
    const auto r = ev.forward(good);          // the evaluator and the pool work on
    CHECK(std::vector<double>(r.begin(), r.end()) == want);
  }
}

TEST_CASE("an evaluator cannot be built on a temporary circuit", "[circuit][cpu]") {
  // cpu_evaluator keeps a reference: cpu_evaluator<P> ev(builder.build(), 1) would dangle.
  STATIC_REQUIRE(
      std::is_constructible_v<cpu_evaluator<probability<double>>, const circuit&, std::size_t>);
  STATIC_REQUIRE(
      std::is_constructible_v<cpu_evaluator<probability<double>>, circuit&, std::size_t>);
  STATIC_REQUIRE_FALSE(
      std::is_constructible_v<cpu_evaluator<probability<double>>, circuit&&, std::size_t>);
  STATIC_REQUIRE_FALSE(
      std::is_constructible_v<cpu_evaluator<probability<double>>, circuit, std::size_t>);
}
