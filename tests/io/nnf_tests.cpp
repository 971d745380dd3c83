// NNF reading (c2d and d4) and writing: random decision-DNNFs against brute-force enumeration,
// smoothing over the declared variables, and SDD -> circuit -> .nnf -> circuit round trips.
#include <catch2/catch.hpp>

#include <random>
#include <sstream>

#include "deeplog/algebra/big_counting.hpp"
#include "deeplog/circuit/io/nnf.hpp"
#include "deeplog/circuit/io/sdd.hpp"
#include "deeplog/circuit/reference.hpp"
#include "deeplog/deeplog.hpp"
#include "reference.hpp"

using namespace deeplog;

namespace {

std::uint64_t count_models(const circuit& c) {
  cpu_evaluator<counting> ev(c, 1);
  std::vector<std::uint64_t> in(c.num_inputs(), 1);
  return ev.forward(in)[0];
}

}  // namespace

TEST_CASE("random d-DNNFs in c2d and d4 format count and weigh like enumeration", "[io][nnf]") {
  const std::uint64_t seed = 4321;
  std::mt19937_64 rng(seed);
  for (int trial = 0; trial < 60; ++trial) {
    const int n = 1 + trial % 8;
    test::random_function f(n, rng, (trial % 5 + 1) / 6.0);
    INFO("seed " << seed << ", trial " << trial << "\n" << f.c2d_text << "\n" << f.d4_text);
    const io::nnf c2d = io::parse_nnf(f.c2d_text, "<c2d>");
    // d4 declares no variable count: give n so that smoothing covers every variable.
    const io::nnf d4 = io::parse_nnf(f.d4_text, "<d4>", {.num_variables = std::uint32_t(n)});
    CHECK(c2d.num_variables == std::uint32_t(n));
    std::uniform_real_distribution<double> u(0.1, 0.9);
    std::vector<double> w(2 * std::size_t(n));
    for (auto& x : w) x = u(rng);
    std::uint64_t count = 0;
    double wmc = 0;
    for (std::uint64_t mask = 0; mask < (std::uint64_t(1) << n); ++mask) {
      if (!f.holds(mask)) continue;
      ++count;
      double p = 1;
      for (int v = 0; v < n; ++v) p *= w[literal_input(std::uint32_t(v), !((mask >> v) & 1u))];
      wmc += p;
    }
    for (const io::nnf* g : {&c2d, &d4}) {
      const circuit c = io::to_circuit(*g);
      const circuit raw = io::to_circuit(*g, {.smooth = false});
      CHECK(c.num_inputs() == 2 * std::size_t(n));
      CHECK(count_models(c) == count);
      cpu_evaluator<probability<double>> ev(c, 1);
      CHECK(ev.forward(w)[0] == Approx(wmc).epsilon(1e-12));
      for (std::uint64_t mask = 0; mask < (std::uint64_t(1) << n); ++mask) {
        std::vector<std::uint8_t> in(2 * std::size_t(n));
        for (int v = 0; v < n; ++v) {
          in[literal_input(std::uint32_t(v), false)] = (mask >> v) & 1u;
          in[literal_input(std::uint32_t(v), true)] = !((mask >> v) & 1u);
        }
        CHECK(evaluate_reference<boolean>(c, in)[0] == f.holds(mask));
        CHECK(evaluate_reference<boolean>(raw, std::span<const std::uint8_t>(in).first(
                                                   raw.num_inputs()))[0] == f.holds(mask));
      }
    }
  }
}

TEST_CASE("NNF smoothing covers the declared variables, not only the mentioned ones", "[io][nnf]") {
  // x1 or (not x1 and x2), declared over 3 variables: 3 models over {x1, x2}, 6 over three.
  const std::string text = "nnf 5 4 3\nL 1\nL -1\nL 2\nA 2 1 2\nO 1 2 0 3\n";
  CHECK(count_models(io::to_circuit(io::parse_nnf(text))) == 6);
  CHECK(count_models(io::to_circuit(io::parse_nnf(text), {.smooth = false})) == 2);
  // Constants: "A 0" is true (2^n models), "O 0 0" false.
  CHECK(count_models(io::to_circuit(io::parse_nnf("nnf 1 0 4\nA 0\n"))) == 16);
  CHECK(count_models(io::to_circuit(io::parse_nnf("nnf 1 0 4\nO 0 0\n"))) == 0);
  // The same function in d4's format, where the decision literals sit on the edges.
  const std::string d4 = "o 1 0\nt 2 0\na 3 0\n1 2 1 0\n1 3 -1 0\n3 2 2 0\n";
  CHECK(count_models(io::to_circuit(io::parse_nnf(d4))) == 3);
  CHECK(count_models(io::to_circuit(io::parse_nnf(d4, "<d4>", {.num_variables = 3}))) == 6);
}

TEST_CASE("an SDD's circuit written as .nnf reads back to the same counts", "[io][nnf]") {
  std::vector<std::pair<std::string, std::string>> files;
  std::mt19937_64 rng(5);
  for (int i = 0; i < 8; ++i) {
    test::random_function f(2 + i % 7, rng, 0.4);
    files.emplace_back(f.vtree_text, f.sdd_text);
  }
  for (const char* name : {"sudoku_4", "4-grid"})
    if (test::have_shared(std::string(name) + ".sdd"))
      files.emplace_back(text::read_text_file(test::shared_circuit(std::string(name) + ".vtree")),
                         text::read_text_file(test::shared_circuit(std::string(name) + ".sdd")));
  for (const auto& [vtext, stext] : files) {
    const io::vtree vt = io::parse_vtree(vtext);
    const circuit c = io::to_circuit(io::parse_sdd(stext, vt), vt);
    std::ostringstream os;
    io::write_nnf(os, c, 0, vt.max_variable);
    const io::nnf g = io::parse_nnf(os.str());
    CHECK(g.num_variables == vt.max_variable);
    // Already smooth: reading it without smoothing gives the same circuit and count.
    const circuit back = io::to_circuit(g, {.smooth = false});
    CHECK(back.size() == c.size());
    CHECK(back.num_edges() == c.num_edges());
    CHECK(count_models(back) == count_models(c));
    CHECK(count_models(io::to_circuit(g)) == count_models(c));
  }
  if (test::have_shared("sudoku_4.sdd")) {
    const auto c =
        io::read_sdd(test::shared_circuit("sudoku_4.sdd"), test::shared_circuit("sudoku_4.vtree"));
    std::ostringstream os;
    io::write_nnf(os, c);
    CHECK(count_models(io::to_circuit(io::parse_nnf(os.str()))) == 288);
  }
}

TEST_CASE("write_nnf writes constants and several roots by index", "[io][nnf]") {
  circuit_builder b;
  const node_id x = b.literal(0, false), y = b.literal(2, true);
  b.add_root(b.plus({x, b.times({b.literal(0, true), y})}));
  b.add_root(b.one());
  const circuit c = b.build();
  std::ostringstream first, second;
  io::write_nnf(first, c, 0);
  io::write_nnf(second, c, 1);
  CHECK(second.str() == "nnf 1 0 3\nA 0\n");
  const circuit back = io::to_circuit(io::parse_nnf(first.str()), {.smooth = false});
  std::vector<double> in{0.7, 0.3, 0.4, 0.6, 0.01, 0.99};
  CHECK(evaluate_reference<probability<double>>(back, in)[0] ==
        Approx(evaluate_reference<probability<double>>(c, in)[0]));
  CHECK_THROWS_AS(io::write_nnf(first, c, 2), deeplog::argument_error);
}

TEST_CASE("smoothing a chain of ORs that skip long ranges stays near linear", "[io][nnf]") {
  // OR_i = (x_i & OR_{i-1}) | ~x_i: the ~x_i child misses x_1..x_{i-1}, so smoothing each
  // child separately made n^2/2 edges (50M from a 238 KB file, 71 s). Runs of missing
  // variables are shared interval products now.
  const int n = 5000;
  std::string body;
  int nodes = 0, edges = 0;
  body += "L 1\n";
  int prev = nodes++;
  for (int i = 2; i <= n; ++i) {
    body += "L " + std::to_string(i) + "\nL -" + std::to_string(i) + "\n";
    const int pos = nodes++, neg = nodes++;
    body += "A 2 " + std::to_string(pos) + " " + std::to_string(prev) + "\n";
    const int conj = nodes++;
    body += "O 0 2 " + std::to_string(conj) + " " + std::to_string(neg) + "\n";
    prev = nodes++;
    edges += 4;
  }
  const std::string text = "nnf " + std::to_string(nodes) + " " + std::to_string(edges) + " " +
                           std::to_string(n) + "\n" + body;
  const circuit c = io::to_circuit(io::parse_nnf(text, "chain.nnf"));
  CHECK(c.num_edges() < 64 * std::size_t(n));
  // 2^n - 1 models: c_i = c_{i-1} + 2^{i-1}, c_1 = 1.
  std::vector<big_natural> ones(c.num_inputs(), big_natural(1));
  const auto count = evaluate_reference<big_counting>(c, std::span<const big_natural>(ones))[0];
  CHECK(count + 1 == (big_natural(1) << n));
}

namespace {

// The lines of a d4-format text: node lines, edge lines and the literals on the edges.
struct d4_lines {
  std::size_t nodes = 0, edges = 0, literals = 0;
};
d4_lines count_d4_lines(const std::string& text) {
  d4_lines n;
  std::istringstream is(text);
  for (std::string line; std::getline(is, line);) {
    std::istringstream ls(line);
    std::vector<std::string> words;
    for (std::string w; ls >> w;) words.push_back(w);
    if (words.empty()) continue;
    if (words[0] == "o" || words[0] == "a" || words[0] == "t" || words[0] == "f") {
      ++n.nodes;
    } else {
      ++n.edges;
      n.literals += words.size() - 3;  // parent, child, the terminating 0
    }
  }
  return n;
}

// Whether c's root is the Boolean function f over its n variables (every assignment).
bool same_function(const circuit& c, const test::random_function& f) {
  for (std::uint64_t mask = 0; mask < (std::uint64_t(1) << f.n); ++mask) {
    std::vector<std::uint8_t> in(std::max<std::size_t>(c.num_inputs(), 2 * std::size_t(f.n)));
    for (int v = 0; v < f.n; ++v) {
      in[literal_input(std::uint32_t(v), false)] = (mask >> v) & 1u;
      in[literal_input(std::uint32_t(v), true)] = !((mask >> v) & 1u);
    }
    const auto out =
        evaluate_reference<boolean>(c, std::span<const std::uint8_t>(in).first(c.num_inputs()));
    if (out[0] != f.holds(mask)) return false;
  }
  return true;
}

}  // namespace

TEST_CASE("d4's form of a circuit writes as d4 writes and reads back to the same function",
          "[io][nnf]") {
  const std::uint64_t seed = 808;
  std::mt19937_64 rng(seed);
  for (int trial = 0; trial < 120; ++trial) {
    const int n = 1 + trial % 9;
    test::random_function f(n, rng, (trial % 7 + 1) / 8.0);
    const io::nnf g = io::parse_nnf(trial % 2 ? f.c2d_text : f.d4_text, "<nnf>",
                                    {.num_variables = std::uint32_t(n)});
    // Smoothed (factors shared by many parents), as read, and with the factors taken out.
    const circuit smoothed = io::to_circuit(g);
    const circuit read = io::to_circuit(g, {.smooth = false});
    const circuit stripped = strip_smoothing(smoothed);
    for (const circuit* x : {&smoothed, &read, &stripped}) {
      INFO("seed " << seed << ", trial " << trial << ", circuit " << (x - &smoothed));
      const io::d4_form form = io::to_d4_form(*x);
      std::ostringstream os;
      io::write_d4_form(os, form);
      INFO(os.str());
      // The written file is what the form counts. Every product with one other child is
      // folded into the edges that reach it, as d4 writes units: an AND node has two edges or
      // more but at the root; an edge carries each variable at most once (decomposable).
      const d4_lines lines = count_d4_lines(os.str());
      CHECK(lines.nodes == form.nodes.size());
      CHECK(lines.edges == form.edges.size());
      CHECK(lines.literals == form.literals.size());
      CHECK(form.edges.size() <= x->num_edges() + 1);
      std::vector<std::size_t> out(form.nodes.size(), 0);
      for (const auto& e : form.edges) {
        ++out[e.parent];
        CHECK(e.count <= std::uint32_t(n));
      }
      for (std::size_t k = 1; k < form.nodes.size(); ++k)
        if (form.nodes[k] == io::d4_form::node_type::and_node) CHECK(out[k] >= 2);
      // d4's reader takes it back: the same function, and smoothed the same count.
      const io::nnf back =
          io::parse_nnf(os.str(), "<d4 form>", {.num_variables = std::uint32_t(n)});
      CHECK(same_function(io::to_circuit(back, {.smooth = false}), f));
      CHECK(count_models(io::to_circuit(back)) == count_models(smoothed));
    }
    CHECK(same_function(strip_smoothing(smoothed), f));
  }
}

TEST_CASE("d4's form folds literals onto edges, copied where a product is shared", "[io][nnf]") {
  auto form_of = [](const circuit& c, std::size_t root = 0) {
    std::ostringstream os;
    io::write_d4_form(os, io::to_d4_form(c, root));
    return os.str();
  };
  circuit_builder b;
  const node_id x1 = b.literal(0, false), x2 = b.literal(1, false), n1 = b.literal(0, true);
  const node_id x3 = b.literal(2, false), n2 = b.literal(1, true), n3 = b.literal(2, true);
  // A decision: each branch's literals on the OR's edge to the true node, as d4 writes it.
  b.add_root(b.plus({b.times({x1, x2}), b.times({n1, x3})}));
  b.add_root(b.zero());
  b.add_root(b.one());
  b.add_root(n2);
  // p = x1 * q, reached by two edges (below).
  const node_id q = b.plus({b.times({x2, x3}), b.times({n2, n3})});
  const node_id p = b.times({x1, q});
  const node_id x4 = b.literal(3, false), n4 = b.literal(3, true);
  b.add_root(b.plus({b.times({x4, p}), b.times({n4, p})}));
  const circuit c = b.build();
  CHECK(form_of(c, 0) == "o 1 0\nt 2 0\n1 2 1 2 0\n1 2 -1 3 0\n");
  CHECK(form_of(c, 1) == "f 1 0\n");
  CHECK(form_of(c, 2) == "t 1 0\n");
  CHECK(form_of(c, 3) == "a 1 0\nt 2 0\n1 2 -2 0\n");
  // A product with one other child reached by two edges: its literal is on both, as d4
  // writes units, and it has no node of its own.
  const std::string shared = form_of(c, 4);
  CHECK(count_d4_lines(shared).nodes == 3);  // the root, q and the true node
  CHECK(count_d4_lines(shared).edges == 4);  // root -> q twice, q -> true twice
  CHECK(count_d4_lines(shared).literals == 8);
  // (x4 or not x4) and x1 and (x2 = x3): 4 models over the 4 variables.
  CHECK(count_models(io::to_circuit(io::parse_nnf(shared))) == 4);
  CHECK_THROWS_AS(io::to_d4_form(c, 5), deeplog::argument_error);
}

TEST_CASE("d4's form shares an AND node between products that differ in their literals alone",
          "[io][nnf]") {
  circuit_builder b;
  const node_id x1 = b.literal(0, false), n1 = b.literal(0, true);
  const node_id q = b.plus({b.literal(1, false), b.literal(1, true)});
  const node_id r = b.plus({b.literal(2, false), b.literal(2, true)});
  // x1 q r + (not x1) q r: each branch's literal on the OR's edge into one AND node over q and
  // r, as d4 writes a branch's units; the two products are one AND node, as d4's are.
  b.add_root(b.plus({b.times({x1, q, r}), b.times({n1, q, r})}));
  // The same products as children of a product: the root keeps its literal on its first edge.
  b.add_root(b.times({x1, q, r}));
  const circuit c = b.build();
  std::ostringstream os;
  io::write_d4_form(os, io::to_d4_form(c, 0));
  INFO(os.str());
  const d4_lines lines = count_d4_lines(os.str());
  CHECK(lines.nodes == 5);     // the root, the AND node, q, r and the true node
  CHECK(lines.edges == 8);     // root -> AND twice, AND -> q and r, q and r -> true twice each
  CHECK(lines.literals == 6);  // x1 and not x1 on the root's edges, q's and r's on theirs
  CHECK(count_models(io::to_circuit(io::parse_nnf(os.str()))) == 8);
  std::ostringstream root_product;
  io::write_d4_form(root_product, io::to_d4_form(c, 1));
  CHECK(count_d4_lines(root_product.str()).nodes == 4);
  CHECK(count_d4_lines(root_product.str()).literals == 5);
  CHECK(count_models(io::to_circuit(io::parse_nnf(root_product.str()))) == 4);
}

TEST_CASE("d4's form keeps shared products where copying their literals would blow up",
          "[io][nnf]") {
  // q_k = q_{k-1} * q_{k-1} (times is not idempotent in every structure, so both children
  // stay): copied onto the edges, q_40 would carry 2^40 literals. Its products keep their nodes.
  circuit_builder b;
  node_id q = b.times({b.literal(0, false), b.literal(1, true)});
  for (int k = 0; k < 40; ++k) q = b.times({q, q});
  b.add_root(b.plus({q, b.literal(2, false)}));
  const circuit c = b.build();
  const io::d4_form form = io::to_d4_form(c);
  CHECK(form.literals.size() <= c.num_edges() + 1);
  CHECK(form.nodes.size() <= c.size() + 2);
  std::ostringstream os;
  io::write_d4_form(os, form);
  const circuit back = io::to_circuit(io::parse_nnf(os.str()), {.smooth = false});
  std::vector<double> w{0.999, 0.5, 0.5, 0.99, 0.3, 0.7};
  const double want = evaluate_reference<probability<double>>(c, w)[0];
  CHECK(evaluate_reference<probability<double>>(back, w)[0] == Approx(want).epsilon(1e-9));
}

TEST_CASE("strip_smoothing takes out the factors and keeps the function", "[io][nnf][circuit]") {
  std::mt19937_64 rng(99);
  for (int trial = 0; trial < 40; ++trial) {
    test::random_function f(2 + trial % 7, rng, 0.5);
    const circuit c = io::to_circuit(io::parse_nnf(f.c2d_text));
    const circuit s = strip_smoothing(c);
    INFO("trial " << trial << "\n" << f.c2d_text);
    for (node_id i = 0; i < s.size(); ++i) CHECK_FALSE(is_smoothing_factor(s, i));
    CHECK(s.num_edges() <= c.num_edges());
    CHECK(same_function(s, f));
    smoothing_options so;
    so.num_variables = std::uint32_t(f.n);
    CHECK(count_models(smooth(s, so)) == count_models(c));
  }
}
