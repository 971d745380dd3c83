// SDD and vtree reading: model counts of the shared benchmark SDDs checked three ways, random
// decision SDDs against brute-force enumeration, smoothing, and write/read round trips.
#include <catch2/catch.hpp>

#include <cmath>
#include <random>
#include <sstream>

#include "deeplog/algebra/big_counting.hpp"
#include "deeplog/circuit/io/sdd.hpp"
#include "deeplog/circuit/reference.hpp"
#include "deeplog/deeplog.hpp"
#include "reference.hpp"

using namespace deeplog;

namespace {

__extension__ typedef unsigned __int128 u128;

std::string to_string(u128 v) {
  std::string s;
  do {
    s.insert(s.begin(), char('0' + int(v % 10)));
    v /= 10;
  } while (v != 0);
  return s;
}

struct loaded {
  io::vtree vt;
  io::sdd dd;
};
loaded load(const std::string& name) {
  loaded l;
  l.vt = io::read_vtree(test::shared_circuit(name + ".vtree"));
  l.dd = io::parse_sdd(text::read_text_file(test::shared_circuit(name + ".sdd")), l.vt, name);
  return l;
}

// Counting with every literal weight 1 through the library's evaluator.
std::uint64_t count_models(const circuit& c) {
  cpu_evaluator<counting> ev(c, 1);
  std::vector<std::uint64_t> in(c.num_inputs(), 1);
  return ev.forward(in)[0];
}

// Probability with every literal weight 0.5: the fraction of models, times 2^vars.
double fraction_times_2n(const circuit& c, std::uint32_t vars) {
  cpu_evaluator<probability<double>> ev(c, 1);
  std::vector<double> in(c.num_inputs(), 0.5);
  return std::ldexp(ev.forward(in)[0], int(vars));
}

}  // namespace

TEST_CASE("sudoku_4.sdd has 288 models, the number of 4x4 sudoku grids", "[io][sdd]") {
  if (!test::have_shared("sudoku_4.sdd")) return test::skip("sudoku_4.sdd");
  const auto l = load("sudoku_4");
  CHECK(l.vt.max_variable == 64);
  const circuit c = io::to_circuit(l.dd, l.vt);
  CHECK(c.num_inputs() == 128);
  CHECK(count_models(c) == 288);
  CHECK(fraction_times_2n(c, 64) == 288.0);
  const u128 independent = test::sdd_wmc<u128>(l.dd, l.vt, [](std::int64_t) { return u128(1); });
  CHECK(to_string(independent) == "288");
  CHECK(evaluate_reference<counting>(c, std::vector<std::uint64_t>(128, 1))[0] == 288);
}

TEST_CASE("4-grid.sdd's model count agrees across three independent computations", "[io][sdd]") {
  if (!test::have_shared("4-grid.sdd")) return test::skip("4-grid.sdd");
  const auto l = load("4-grid");
  CHECK(l.vt.max_variable == 40);
  const circuit c = io::to_circuit(l.dd, l.vt);
  const std::uint64_t count = count_models(c);
  const u128 independent = test::sdd_wmc<u128>(l.dd, l.vt, [](std::int64_t) { return u128(1); });
  INFO("circuit count " << count << ", raw-SDD count " << to_string(independent));
  CHECK(u128(count) == independent);
  CHECK(fraction_times_2n(c, 40) == double(count));
  CHECK(count > 0);
}

TEST_CASE("weighted model counts of the shared SDDs equal a recursion on the raw SDD",
          "[io][sdd]") {
  for (const char* name : {"sudoku_4", "4-grid"}) {
    if (!test::have_shared(std::string(name) + ".sdd"))
      return test::skip(std::string(name) + ".sdd");
    const auto l = load(name);
    const circuit c = io::to_circuit(l.dd, l.vt);
    const std::uint64_t seed = 20261122;
    INFO(name << ", seed " << seed);
    std::mt19937_64 rng(seed);
    std::uniform_real_distribution<double> u(0.05, 0.95);
    std::vector<double> in(c.num_inputs());
    for (std::size_t v = 0; v < in.size() / 2; ++v) {
      in[2 * v] = u(rng);
      in[2 * v + 1] = (v % 3 == 0) ? 1.0 - in[2 * v] : u(rng);  // some unnormalised weights
    }
    const double expect = test::sdd_wmc<double>(l.dd, l.vt, [&](std::int64_t lit) {
      return in.at(literal_input(std::uint32_t(lit < 0 ? -lit : lit) - 1, lit < 0));
    });
    cpu_evaluator<probability<double>> ev(c, 1);
    CHECK(ev.forward(in)[0] == Approx(expect).epsilon(1e-12));
  }
}

namespace {
// A random model of the SDD, drawn top-down on the raw structure: at a decision node an element
// whose prime and sub are both satisfiable, at a literal its value; unmentioned variables random.
std::uint64_t random_model(const io::sdd& dd, std::mt19937_64& rng) {
  std::vector<char> sat(dd.nodes.size(), 0);
  for (std::uint32_t n = 0; n < dd.nodes.size(); ++n) {
    const auto& x = dd.nodes[n];
    sat[n] = x.kind != io::sdd_kind::false_node;
    if (x.kind == io::sdd_kind::decision) {
      sat[n] = 0;
      for (const auto& e : dd.elements_of(n)) sat[n] = sat[n] || (sat[e.prime] && sat[e.sub]);
    }
  }
  std::uint64_t mask = rng();
  std::vector<std::uint32_t> todo{dd.root()};
  while (!todo.empty()) {
    const std::uint32_t n = todo.back();
    todo.pop_back();
    const auto& x = dd.nodes[n];
    if (x.kind == io::sdd_kind::literal) {
      const auto v = std::uint32_t(x.literal < 0 ? -x.literal : x.literal) - 1;
      mask = x.literal > 0 ? (mask | (std::uint64_t(1) << v)) : (mask & ~(std::uint64_t(1) << v));
    } else if (x.kind == io::sdd_kind::decision) {
      std::vector<io::sdd::element> ok;
      for (const auto& e : dd.elements_of(n))
        if (sat[e.prime] && sat[e.sub]) ok.push_back(e);
      const auto& e = ok[rng() % ok.size()];
      todo.push_back(e.prime);
      todo.push_back(e.sub);
    }
  }
  return mask;
}
}  // namespace

TEST_CASE("the circuit agrees with the SDD's Boolean semantics on models and near-models",
          "[io][sdd]") {
  for (const char* name : {"sudoku_4", "4-grid"}) {
    if (!test::have_shared(std::string(name) + ".sdd"))
      return test::skip(std::string(name) + ".sdd");
    const auto l = load(name);
    const circuit c = io::to_circuit(l.dd, l.vt);
    const std::uint32_t vars = l.vt.max_variable;
    const std::uint64_t seed = 7;
    INFO(name << ", seed " << seed);
    std::mt19937_64 rng(seed);
    int models = 0;
    for (int trial = 0; trial < 200; ++trial) {
      std::uint64_t mask = random_model(l.dd, rng);
      if (trial % 2 == 1) mask ^= std::uint64_t(1) << (rng() % vars);  // a near-model
      std::vector<std::uint8_t> in(c.num_inputs());
      for (std::uint32_t v = 0; v < vars; ++v) {
        const bool x = (mask >> v) & 1u;
        in[literal_input(v, false)] = x;
        in[literal_input(v, true)] = !x;
      }
      const bool expect = test::sdd_holds(l.dd, mask);
      models += expect;
      if (trial % 2 == 0) CHECK(expect);
      CHECK(evaluate_reference<boolean>(c, in)[0] == std::uint8_t(expect));
    }
    CHECK(models >= 100);
  }
}

TEST_CASE("random decision SDDs count and weigh like brute-force enumeration", "[io][sdd]") {
  const std::uint64_t seed = 1234;
  std::mt19937_64 rng(seed);
  for (int trial = 0; trial < 60; ++trial) {
    const int n = 1 + trial % 8;
    const double density = (trial % 5 + 1) / 6.0;
    test::random_function f(n, rng, density);
    INFO("seed " << seed << ", trial " << trial << ", n " << n << "\n"
                 << f.vtree_text << f.sdd_text);
    const io::vtree vt = io::parse_vtree(f.vtree_text);
    const io::sdd dd = io::parse_sdd(f.sdd_text, vt);
    const circuit c = io::to_circuit(dd, vt);
    const circuit raw = io::to_circuit(dd, vt, {.smooth = false});
    std::uniform_real_distribution<double> u(0.1, 0.9);
    std::vector<double> w(2 * std::size_t(n));
    for (auto& x : w) x = u(rng);
    std::uint64_t count = 0;
    double wmc = 0;
    for (std::uint64_t mask = 0; mask < (std::uint64_t(1) << n); ++mask) {
      CHECK(test::sdd_holds(dd, mask) == f.holds(mask));
      if (!f.holds(mask)) continue;
      ++count;
      double p = 1;
      for (int v = 0; v < n; ++v) p *= w[literal_input(std::uint32_t(v), !((mask >> v) & 1u))];
      wmc += p;
      // The Boolean circuit (smoothed or not) accepts exactly the models.
    }
    CHECK(count_models(c) == count);
    cpu_evaluator<probability<double>> ev(c, 1);
    CHECK(ev.forward(w)[0] == Approx(wmc).epsilon(1e-12));
    for (std::uint64_t mask = 0; mask < (std::uint64_t(1) << n); ++mask) {
      std::vector<std::uint8_t> in(c.num_inputs());
      for (int v = 0; v < n; ++v) {
        in[literal_input(std::uint32_t(v), false)] = (mask >> v) & 1u;
        in[literal_input(std::uint32_t(v), true)] = !((mask >> v) & 1u);
      }
      CHECK(evaluate_reference<boolean>(c, in)[0] == f.holds(mask));
      CHECK(evaluate_reference<boolean>(raw, in)[0] == f.holds(mask));
    }
  }
}

TEST_CASE("smoothing is what makes an SDD count: a true sub and a skipped variable", "[io][sdd]") {
  // (x1 and true) or (not x1 and x2) over vtree (1 2): 3 models over {x1, x2}.
  const io::vtree vt = io::parse_vtree("vtree 3\nL 0 1\nL 2 2\nI 1 0 2\n");
  const io::sdd dd = io::parse_sdd("sdd 5\nL 0 0 1\nL 1 0 -1\nT 2\nL 3 2 2\nD 4 1 2 0 2 1 3\n", vt);
  CHECK(count_models(io::to_circuit(dd, vt)) == 3);
  CHECK(count_models(io::to_circuit(dd, vt, {.smooth = false})) == 2);  // not a model count
  // The root a literal at a leaf below the vtree root: x2 alone has 2 models over {x1, x2}.
  const io::sdd lit = io::parse_sdd("sdd 1\nL 7 2 2\n", vt);
  CHECK(count_models(io::to_circuit(lit, vt)) == 2);
  const io::sdd top = io::parse_sdd("sdd 1\nT 0\n", vt);
  CHECK(count_models(io::to_circuit(top, vt)) == 4);
  const io::sdd bottom = io::parse_sdd("sdd 1\nF 0\n", vt);
  CHECK(count_models(io::to_circuit(bottom, vt)) == 0);
}

TEST_CASE("SDD and vtree files survive a write and a read", "[io][sdd]") {
  std::mt19937_64 rng(99);
  std::vector<std::pair<std::string, std::string>> files;
  for (int i = 0; i < 10; ++i) {
    test::random_function f(2 + i % 6, rng, 0.5);
    files.emplace_back(f.vtree_text, f.sdd_text);
  }
  if (test::have_shared("sudoku_4.sdd"))
    files.emplace_back(text::read_text_file(test::shared_circuit("sudoku_4.vtree")),
                       text::read_text_file(test::shared_circuit("sudoku_4.sdd")));
  for (const auto& [vtext, stext] : files) {
    const io::vtree vt = io::parse_vtree(vtext);
    const io::sdd dd = io::parse_sdd(stext, vt);
    std::ostringstream vo, so;
    io::write_vtree(vo, vt);
    io::write_sdd(so, dd, vt);
    const io::vtree vt2 = io::parse_vtree(vo.str());
    const io::sdd dd2 = io::parse_sdd(so.str(), vt2);
    std::ostringstream vo2, so2;
    io::write_vtree(vo2, vt2);
    io::write_sdd(so2, dd2, vt2);
    CHECK(vo.str() == vo2.str());
    CHECK(so.str() == so2.str());
    const circuit a = io::to_circuit(dd, vt), b = io::to_circuit(dd2, vt2);
    CHECK(a.size() == b.size());
    CHECK(a.num_edges() == b.num_edges());
    CHECK(count_models(a) == count_models(b));
  }
}

TEST_CASE("a deep vtree smooths in near-linear size", "[io][sdd]") {
  // A right-linear vtree over n variables and decisions whose subs are the deepest literal:
  // the (ancestor, descendant) gap chains made a node per pair on the path, quadratic (40k
  // variables: 3.1 GB; 200k: bad_alloc). Long gaps use shared interval products now.
  const int n = 5000, m = 500;
  std::string vt = "vtree " + std::to_string(2 * n - 1) + "\n";
  for (int v = 1; v <= n; ++v) vt += "L " + std::to_string(2 * v) + " " + std::to_string(v) + "\n";
  vt += "I " + std::to_string(2 * n - 1) + " " + std::to_string(2 * n - 2) + " " +
        std::to_string(2 * n) + "\n";
  for (int k = n - 2; k >= 1; --k)
    vt += "I " + std::to_string(2 * k + 1) + " " + std::to_string(2 * k) + " " +
          std::to_string(2 * k + 3) + "\n";
  std::string sdd = "sdd " + std::to_string(3 * m + 1) + "\nL 0 " + std::to_string(2 * n) + " " +
                    std::to_string(n) + "\n";
  int id = 1;
  for (int k = 1; k <= m; ++k, id += 3) {
    sdd += "L " + std::to_string(id) + " " + std::to_string(2 * k) + " " + std::to_string(k) + "\n";
    sdd += "L " + std::to_string(id + 1) + " " + std::to_string(2 * k) + " -" + std::to_string(k) +
           "\n";
    sdd += "D " + std::to_string(id + 2) + " " + std::to_string(2 * k + 1) + " 2 " +
           std::to_string(id) + " 0 " + std::to_string(id + 1) + " 0\n";
  }
  const io::vtree tree = io::parse_vtree(vt, "deep.vtree");
  const circuit c = io::to_circuit(io::parse_sdd(sdd, tree, "deep.sdd"), tree);
  CHECK(c.size() < 40 * std::size_t(n));
  CHECK(c.num_edges() < 80 * std::size_t(n));
  // The root is x_n: 2^(n-1) models over the n variables.
  std::vector<big_natural> ones(c.num_inputs(), big_natural(1));
  CHECK(evaluate_reference<big_counting>(c, std::span<const big_natural>(ones))[0] ==
        (big_natural(1) << (n - 1)));
}
