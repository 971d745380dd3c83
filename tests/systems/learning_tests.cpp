// The emulated systems: the tasks' circuits against enumeration (probabilistic) and against
// the formulas evaluated directly (fuzzy), every system's gradients against finite
// differences, learning on seeded synthetic digits, and the experiment reports.
#include <catch2/catch.hpp>

#include <cmath>
#include <random>
#include <sstream>

#include "../cmake/consumer_user/hamacher.hpp"
#include "deeplog/circuit/reference.hpp"
#include "systems/experiment.hpp"

using namespace deeplog;
using namespace deeplog::systems;

namespace {

// Random labels per slot: (slots, classes), rows sum to one.
std::vector<std::vector<double>> random_distributions(std::size_t slots, std::size_t classes,
                                                      unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<double> u(0.05, 1.0);
  std::vector<std::vector<double>> p(slots, std::vector<double>(classes));
  for (auto& row : p) {
    double z = 0;
    for (auto& x : row) z += x = u(rng);
    for (auto& x : row) x /= z;
  }
  return p;
}

template <class S>
std::vector<double> roots_of(const circuit& c, const std::vector<std::vector<double>>& p,
                             bool fuzzy_negation) {
  const std::size_t classes = p[0].size();
  std::vector<value_t<S>> in(c.num_inputs(), value_t<S>(1));
  for (std::size_t s = 0; s < p.size(); ++s)
    for (std::size_t v = 0; v < classes; ++v) {
      const auto var = atom_variable(s, v, classes);
      in[literal_input(var, false)] = value_t<S>(p[s][v]);
      if (fuzzy_negation) in[literal_input(var, true)] = value_t<S>(1 - p[s][v]);
    }
  const auto r = evaluate_reference<S>(c, std::span<const value_t<S>>(in));
  return {r.begin(), r.end()};
}

// The learner's gradients in structure S (its float version) against central differences of
// its loss: the heads' biases (the logic's and the task head's inputs) and the encoder's last
// layer.
template <class S>
void check_learner_gradients(const task_logic& t, const system_config& c, const image_set& d,
                             const std::vector<query>& queries, std::size_t cone_edges) {
  training_options o;
  o.seed = 5;
  o.cone_edges = cone_edges;
  systems::detail::learner<S> l(t, c, o);
  std::vector<std::uint32_t> answers;
  std::vector<double> scores;
  nn::zero_grad(l.parameters());
  l.reseed_noise(1);
  l.step(d, queries, 0, queries.size(), true, answers, scores, cone_edges != 0);
  for (auto& prm : l.parameters()) {
    if (prm.name != "digit.bias" && prm.name != "task.bias" && prm.name != "9.bias") continue;
    for (std::size_t i = 0; i < std::min<std::size_t>(prm.size, 4); ++i) {
      const float analytic = prm.grad[i];
      const float saved = prm.value[i];
      const float h = 2e-3f;
      prm.value[i] = saved + h;
      l.reseed_noise(1);
      const double up =
          l.step(d, queries, 0, queries.size(), false, answers, scores, cone_edges != 0);
      prm.value[i] = saved - h;
      l.reseed_noise(1);
      const double down =
          l.step(d, queries, 0, queries.size(), false, answers, scores, cone_edges != 0);
      prm.value[i] = saved;
      const double fd = (up - down) / (2 * double(h));
      CAPTURE(c.name(), cone_edges, prm.name, i, analytic, fd);
      CHECK(analytic == Approx(fd).margin(2e-3).epsilon(2e-2));
    }
  }
}

}  // namespace

TEST_CASE("average precision follows sklearn's definition", "[systems][metrics]") {
  CHECK(average_precision({0.1, 0.4, 0.35, 0.8}, {0, 0, 1, 1}) ==
        Approx(0.8333333333).epsilon(1e-9));
  CHECK(average_precision({0.9, 0.8, 0.7}, {1, 1, 0}) == Approx(1.0));
  CHECK(average_precision({0.5, 0.5, 0.5, 0.5}, {1, 0, 1, 0}) == Approx(0.5));  // one tie group
  CHECK(quantile({1, 2, 3, 4}, 0.25) == Approx(1.75));
  CHECK(quantile({5}, 0.5) == 5);
}

TEST_CASE("the MNIST-addition circuits equal enumeration of digit tuples",
          "[systems][tasks][brute]") {
  for (std::size_t n : {1, 2}) {
    for (auto enc : {addition_encoding::original, addition_encoding::carry}) {
      const task_logic t = mnist_addition_logic(n, enc);
      const auto p = random_distributions(2 * n, 10, unsigned(n * 7 + int(enc)));
      const auto roots = roots_of<probability<double>>(t.probabilistic, p, false);
      const std::uint64_t top = power10(n);
      // P(sum), P(sum digit k), P(final carry) by enumeration of both numbers.
      std::vector<double> sum(2 * top), digit(10 * n), carry(2);
      for (std::uint64_t a = 0; a < top; ++a)
        for (std::uint64_t b = 0; b < top; ++b) {
          double w = 1;
          for (std::size_t k = 0; k < n; ++k) {
            w *= p[n - 1 - k][(a / power10(k)) % 10];
            w *= p[2 * n - 1 - k][(b / power10(k)) % 10];
          }
          sum[a + b] += w;
          for (std::size_t k = 0; k < n; ++k) digit[10 * k + ((a + b) / power10(k)) % 10] += w;
          carry[(a + b) / top] += w;
        }
      CAPTURE(n, int(enc));
      if (enc == addition_encoding::original) {
        REQUIRE(roots.size() == 2 * top - 1);
        for (std::size_t s = 0; s + 1 < 2 * top; ++s)
          CHECK(roots[s] == Approx(sum[s]).epsilon(1e-12));
      } else {
        REQUIRE(roots.size() == 10 * n + 2);
        for (std::size_t i = 0; i < 10 * n; ++i) CHECK(roots[i] == Approx(digit[i]).epsilon(1e-12));
        CHECK(roots[10 * n] == Approx(carry[0]).epsilon(1e-12));
        CHECK(roots[10 * n + 1] == Approx(carry[1]).epsilon(1e-12));
      }
      // Product t-norm on the proofs: t-conorm over the proofs of a sum, t-norm inside.
      if (enc == addition_encoding::original) {
        const auto fz = roots_of<product_tnorm<double>>(t.fuzzy, p, true);
        for (std::size_t s = 0; s + 1 < 2 * top; ++s) {
          double none = 1;  // 1 - prod(1 - proof)
          for (std::uint64_t a = 0; a < top; ++a) {
            if (a > s || s - a >= top) continue;
            const std::uint64_t b = s - a;
            double w = 1;
            for (std::size_t k = 0; k < n; ++k)
              w *= p[n - 1 - k][(a / power10(k)) % 10] * p[2 * n - 1 - k][(b / power10(k)) % 10];
            none *= 1 - w;
          }
          CHECK(fz[s] == Approx(1 - none).epsilon(1e-9).margin(1e-15));
        }
      }
    }
  }
}

TEST_CASE("four digits: the distributive circuit equals the convolution of the numbers",
          "[systems][tasks]") {
  const task_logic t = mnist_addition_logic(4, addition_encoding::original);
  CHECK(t.fuzzy.size() == 0);
  const auto p = random_distributions(8, 10, 44);
  const auto roots = roots_of<probability<double>>(t.probabilistic, p, false);
  REQUIRE(roots.size() == 19999);
  std::vector<double> n1(10000, 1.0), n2(10000, 1.0);
  for (std::size_t a = 0; a < 10000; ++a)
    for (std::size_t k = 0; k < 4; ++k) {  // slot k: digit k, most significant first
      n1[a] *= p[k][(a / power10(3 - k)) % 10];
      n2[a] *= p[4 + k][(a / power10(3 - k)) % 10];
    }
  double total = 0;
  for (double r : roots) total += r;
  CHECK(total == Approx(1.0).epsilon(1e-10));
  for (std::size_t s : {0, 7, 1234, 9999, 10000, 15678, 19998}) {
    double e = 0;
    for (std::size_t a = 0; a <= s && a < 10000; ++a)
      if (s - a < 10000) e += n1[a] * n2[s - a];
    CAPTURE(s);
    CHECK(roots[s] == Approx(e).epsilon(1e-10));
  }
}

TEST_CASE("the sudoku circuits: enumeration of the 288 grids and the fuzzy formula",
          "[systems][tasks][brute]") {
  const task_logic t = visual_sudoku_logic();
  const auto solutions = sudoku_solutions();
  REQUIRE(solutions.size() == 288);
  for (unsigned seed = 0; seed < 5; ++seed) {
    const auto p = random_distributions(16, 4, seed);
    double valid = 0;
    for (const auto& g : solutions) {
      double w = 1;
      for (std::size_t c = 0; c < 16; ++c) w *= p[c][g[c]];
      valid += w;
    }
    CHECK(roots_of<probability<double>>(t.probabilistic, p, false)[0] ==
          Approx(valid).epsilon(1e-12));
    // Goedel: min over pairs of max over (a != b) of min(p_i(a), p_j(b)).
    double g = 1;
    for (auto [i, j] : sudoku_pairs()) {
      double best = 0;
      for (std::size_t a = 0; a < 4; ++a)
        for (std::size_t b = 0; b < 4; ++b)
          if (a != b) best = std::max(best, std::min(p[i][a], p[j][b]));
      g = std::min(g, best);
    }
    CHECK(roots_of<godel<double>>(t.fuzzy, p, true)[0] == Approx(g).epsilon(1e-12));
  }
}

namespace {

// Seeded synthetic "digits": a fixed random template per class plus noise, 28x28.
image_set synthetic_digits(std::size_t n, unsigned seed) {
  std::mt19937 rng(seed);
  std::normal_distribution<float> noise(0, 0.3f);
  std::vector<nn::matrix<float>> templates;
  std::mt19937 trng(12345);
  std::uniform_real_distribution<float> u(-1, 1);
  for (int c = 0; c < 10; ++c) {
    nn::matrix<float> t(1, 784);
    for (int i = 0; i < 784; ++i) t(0, i) = u(trng);
    templates.push_back(t);
  }
  image_set d;
  d.images.resize(Eigen::Index(n), 784);
  for (std::size_t i = 0; i < n; ++i) {
    const auto c = std::uint32_t(rng() % 10);
    d.labels.push_back(c);
    for (int k = 0; k < 784; ++k) d.images(Eigen::Index(i), k) = templates[c](0, k) + noise(rng);
  }
  return d;
}

}  // namespace

TEST_CASE("every system's gradients equal finite differences", "[systems][learning][gradient]") {
  const image_set d = synthetic_digits(8, 3);
  const task_logic t = mnist_addition_logic(1, addition_encoding::original);
  const auto queries = mnist_addition_queries(d, std::vector<std::uint32_t>{0, 1, 2, 3, 4, 5, 6, 7},
                                              1, addition_encoding::original);
  for (const system_config& c : all_systems())
    for (std::size_t cone_edges : {std::size_t(1) << 18, std::size_t(0)})  // 0: cones always
      visit_structure<learner_structures>(
          c.where == placement::baseline ? probabilistic : c.logic, [&]<class S>(S) {
            check_learner_gradients<rebind_value_t<S, float>>(t, c, d, queries, cone_edges);
          });
}

TEST_CASE("a user's t-norm is a semantics of the learner", "[systems][learning][gradient]") {
  using H = user::hamacher<double>;
  using structures = with_builtins<H>;
  const system_config c = parse_system<structures>("architecture/fuzzy-hamacher");
  CHECK(c.logic == "hamacher");
  CHECK_THROWS_AS(parse_system("architecture/fuzzy-hamacher"), argument_error);
  const image_set d = synthetic_digits(8, 3);
  const task_logic t = mnist_addition_logic(1, addition_encoding::original);
  const auto queries = mnist_addition_queries(d, std::vector<std::uint32_t>{0, 1, 2, 3, 4, 5, 6, 7},
                                              1, addition_encoding::original);
  check_learner_gradients<user::hamacher<float>>(t, c, d, queries, 0);
  // Training and testing through train_and_test<structures>: it runs in H (an accuracy comes
  // back), where the built-ins' list refuses the name.
  training_options o;
  o.max_epochs = 1;
  const auto r = train_and_test<structures>(t, c, d, queries, queries, d, queries, o);
  CHECK(r.epochs == 1);
  CHECK(r.metric >= 0.0);
  CHECK(r.metric <= 1.0);
  CHECK(r.digit_accuracy >= 0.0);
  CHECK_THROWS_AS(train_and_test(t, c, d, queries, queries, d, queries, o), argument_error);
}

TEST_CASE("logic in the architecture learns digits from sums alone", "[systems][learning]") {
  const image_set train = synthetic_digits(2000, 1), test = synthetic_digits(400, 2);
  const task_logic t = mnist_addition_logic(1, addition_encoding::original);
  std::vector<std::uint32_t> all(1800), val(200), tst(400);
  for (std::uint32_t i = 0; i < 1800; ++i) all[i] = i;
  for (std::uint32_t i = 0; i < 200; ++i) val[i] = 1800 + i;
  for (std::uint32_t i = 0; i < 400; ++i) tst[i] = i;
  const auto tr = mnist_addition_queries(train, all, 1, addition_encoding::original);
  const auto va = mnist_addition_queries(train, val, 1, addition_encoding::original);
  const auto te = mnist_addition_queries(test, tst, 1, addition_encoding::original);
  training_options o;
  o.max_epochs = 5;
  for (const char* name : {"architecture/probabilistic", "architecture/fuzzy-product"}) {
    const run_result r = train_and_test(t, parse_system(name), train, tr, va, test, te, o);
    CAPTURE(name, r.metric, r.digit_accuracy);
    CHECK(r.metric > 0.8);          // chance: about 0.1
    CHECK(r.digit_accuracy > 0.9);  // never supervised on digits
    CHECK(r.epochs == 5);
  }
}

TEST_CASE("queries that do not fit the task are refused", "[systems][learning]") {
  const image_set d = synthetic_digits(8, 4);
  const task_logic t = mnist_addition_logic(1, addition_encoding::original);
  const std::vector<std::uint32_t> order{0, 1, 2, 3};
  const auto carry = mnist_addition_queries(d, order, 1, addition_encoding::carry);  // 2 targets
  CHECK_THROWS_WITH(train_and_test(t, parse_system("baseline"), d, carry, carry, d, carry, {}),
                    Catch::Contains("does not fit the task's 2 slots and 1 outputs"));
  auto bad = mnist_addition_queries(d, order, 1, addition_encoding::original);
  bad[0].targets[0] = 19;
  CHECK_THROWS_WITH(train_and_test(t, parse_system("baseline"), d, bad, bad, d, bad, {}),
                    Catch::Contains("target 19 of output 0 is out of range"));
}

TEST_CASE("the experiment reports: CSV, Markdown table and SVG", "[systems][experiment]") {
  std::vector<run_record> rs;
  for (std::size_t rep = 0; rep < 3; ++rep) {
    run_result r;
    r.metric = 0.9 + 0.01 * double(rep);
    r.train_seconds = 10 + double(rep);
    rs.push_back({"addition-N1", "architecture/probabilistic", rep, "accuracy", r});
  }
  std::ostringstream csv, md, svg;
  write_csv(csv, rs);
  write_markdown(md, rs, "T", "provenance");
  write_svg(svg, rs, "T");
  const std::string text = csv.str();
  CHECK(text.rfind("task,system,repetition,metric,value", 0) == 0);
  CHECK(std::count(text.begin(), text.end(), '\n') == 4);
  CHECK(md.str().find("| architecture/probabilistic | 91.00 [90.50, 91.50] |") !=
        std::string::npos);
  CHECK(svg.str().find("<svg") == 0);
  CHECK(svg.str().find("</svg>") != std::string::npos);
  CHECK_THROWS_AS(named_experiment("nope"), deeplog::argument_error);
  CHECK(parse_system("loss/probfuzzy-lukasiewicz").probabilistic_fuzzy);
  CHECK_THROWS_AS(parse_system("architecture/fuzzy-probabilistic"), deeplog::argument_error);
}
