// The emulated systems: the tasks' circuits against enumeration (probabilistic) and against
// the formulas evaluated directly (fuzzy), every system's gradients against finite
// differences, learning on seeded synthetic digits, and the experiment reports.
#include <catch2/catch.hpp>

#include <array>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <random>
#include <sstream>

#include "../cmake/consumer_user/hamacher.hpp"
#include "deeplog/circuit/properties.hpp"
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
                             const std::vector<query>& queries, std::size_t cone_edges,
                             bool fuzzy_on_ddnnf = false, float probfuzzy_log_sigma = -3.0f,
                             probfuzzy_distribution labels = {}, std::size_t samples = 8,
                             bool task_digits = false) {
  training_options o;
  o.task_digits = task_digits;
  o.seed = 5;
  o.cone_edges = cone_edges;
  o.fuzzy_on_ddnnf = fuzzy_on_ddnnf;
  o.probfuzzy_log_sigma = probfuzzy_log_sigma;
  o.probfuzzy_labels = labels;
  o.probfuzzy_samples = samples;
  systems::detail::learner<S> l(t, c, o);
  std::vector<std::uint32_t> answers;
  std::vector<double> scores;
  nn::zero_grad(l.parameters());
  l.reseed_noise(1);
  l.step(d, queries, 0, queries.size(), true, answers, scores, cone_edges != 0);
  for (auto& prm : l.parameters()) {
    if (prm.name != "digit.bias" && prm.name != "task.bias" && prm.name != "9.bias") continue;
    // The first four outputs, and for probabilistic-fuzzy systems the first four log sigmas of
    // the digit head (outputs t.classes ..).
    std::vector<std::size_t> checked;
    for (std::size_t i = 0; i < std::min<std::size_t>(prm.size, 4); ++i) checked.push_back(i);
    if (task_digits && prm.name == "task.bias")  // the tens digit's softmax too
      for (std::size_t i = 10; i < std::min<std::size_t>(prm.size, 14); ++i) checked.push_back(i);
    if (c.probabilistic_fuzzy && prm.name == "digit.bias")
      for (std::size_t i = t.classes; i < std::min<std::size_t>(prm.size, t.classes + 4); ++i)
        checked.push_back(i);
    for (const std::size_t i : checked) {
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
      // Min and max (Goedel) are not differentiable where two arguments tie, nor Lukasiewicz's
      // clamps at their bounds, and a sample of a wide distribution (Dirichlet labels) may cross
      // such a point within +-h. Then the half of the interval without it gives the gradient:
      // the one-sided difference there.
      l.reseed_noise(1);
      const double mid =
          l.step(d, queries, 0, queries.size(), false, answers, scores, cone_edges != 0);
      const double left = (mid - down) / double(h), right = (up - mid) / double(h);
      auto near = [&](double x) { return analytic == Approx(x).margin(2e-3).epsilon(2e-2); };
      CAPTURE(c.name(), cone_edges, fuzzy_on_ddnnf, probfuzzy_log_sigma, name_of(labels), samples,
              prm.name, i, analytic, fd, left, right);
      const bool piecewise = c.logic == "godel" || c.logic == "lukasiewicz";
      CHECK((near(fd) || (piecewise && (near(left) || near(right)))));
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

TEST_CASE("visual sudoku grids: valid ones and the invalid ones of each construction",
          "[systems][tasks]") {
  // Labels only (the construction reads no pixel): digits 0..9, so 1..4 are 40% of them.
  image_set d;
  for (std::uint32_t i = 0; i < 400; ++i) d.labels.push_back(i % 10);
  std::vector<std::uint32_t> pool(400);
  for (std::uint32_t i = 0; i < 400; ++i) pool[i] = i;
  auto grid_of = [&](const query& q) {
    std::array<std::uint8_t, 16> g{};
    for (std::size_t c = 0; c < 16; ++c) {
      const std::uint32_t label = d.labels[q.images.at(c)];
      REQUIRE((label >= 1 && label <= 4));
      g[c] = static_cast<std::uint8_t>(label - 1);
    }
    return g;
  };
  // How far the digits' counts are from four each (a valid grid: 0; one changed cell: 2).
  auto imbalance = [](const std::array<std::uint8_t, 16>& g) {
    int count[4] = {0, 0, 0, 0}, off = 0;
    for (auto v : g) ++count[v];
    for (int c : count) off += std::abs(c - 4);
    return off;
  };
  const std::size_t n = 2000;
  for (auto kind : {sudoku_negatives::one_cell, sudoku_negatives::visudo}) {
    INFO(name_of(kind));
    const auto qs = visual_sudoku_queries(d, pool, n, 7, kind);
    REQUIRE(qs.size() == n);
    std::size_t balanced = 0, several = 0;
    for (std::size_t i = 0; i < n; ++i) {
      const auto g = grid_of(qs[i]);
      REQUIRE(qs[i].targets == std::vector<std::uint32_t>{i % 2 == 0 ? 1u : 0u});
      CHECK(is_valid_sudoku(g) == (i % 2 == 0));
      if (i % 2 == 0) {
        CHECK(imbalance(g) == 0);
        continue;
      }
      if (kind == sudoku_negatives::one_cell) CHECK(imbalance(g) == 2);
      balanced += imbalance(g) == 0;  // swaps keep the counts
      several += imbalance(g) > 2;    // more than one replacement
    }
    if (kind == sudoku_negatives::visudo) {
      // Half the invalid grids by swaps, half by replacements; a second replacement follows
      // the first with probability 1/2, and changes the counts again unless it undoes them.
      CHECK(balanced > n / 2 * 40 / 100);
      CHECK(balanced < n / 2 * 60 / 100);
      CHECK(several > n / 2 / 10);
    }
    // Deterministic: the same seed gives the same images.
    const auto again = visual_sudoku_queries(d, pool, n, 7, kind);
    for (std::size_t i = 0; i < n; ++i) CHECK(again[i].images == qs[i].images);
  }
}

TEST_CASE("the sudoku circuits: enumeration of the 288 grids and the fuzzy formula",
          "[systems][tasks][brute]") {
  const task_logic t = visual_sudoku_logic();
  const auto solutions = sudoku_solutions();
  REQUIRE(solutions.size() == 288);
  CHECK_FALSE(check_dnnf(t.probabilistic).has_value());  // compiled: decomposable, smooth
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
    // The d-DNNF in Goedel (a group member's false literal weighs one; the ablation
    // --fuzzy-circuit ddnnf): max over the valid grids of min over the cells of p_c(digit).
    double best_grid = 0;
    for (const auto& grid : solutions) {
      double w = 1;
      for (std::size_t c = 0; c < 16; ++c) w = std::min(w, p[c][grid[c]]);
      best_grid = std::max(best_grid, w);
    }
    CHECK(roots_of<godel<double>>(t.probabilistic, p, false)[0] ==
          Approx(best_grid).epsilon(1e-12));
  }
  // The two forms differ: cells undecided between two digits satisfy every pair of the
  // formula (one of each pair's two digits differs), while each valid grid needs one digit per
  // cell; with labels 0.5 on digits 0 and 1 of every cell the formula gives 0.5 and the
  // d-DNNF 0 (no valid grid uses only digits 0 and 1).
  const std::vector<std::vector<double>> undecided(16, std::vector<double>{0.5, 0.5, 0, 0});
  CHECK(roots_of<godel<double>>(t.fuzzy, undecided, true)[0] == 0.5);
  CHECK(roots_of<godel<double>>(t.probabilistic, undecided, false)[0] == 0.0);
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

// The gradient checks' data: eight synthetic digits as one-digit addition queries.
struct gradient_case {
  image_set d = synthetic_digits(8, 3);
  task_logic t = mnist_addition_logic(1, addition_encoding::original);
  std::vector<query> queries = mnist_addition_queries(
      d, std::vector<std::uint32_t>{0, 1, 2, 3, 4, 5, 6, 7}, 1, addition_encoding::original);
};

}  // namespace

TEST_CASE("every system's gradients equal finite differences", "[systems][learning][gradient]") {
  const gradient_case g;
  const auto& [d, t, queries] = g;
  for (const system_config& c : all_systems())
    for (std::size_t cone_edges : {std::size_t(1) << 18, std::size_t(0)})  // 0: cones always
      visit_structure<learner_structures>(
          c.where == placement::baseline ? probabilistic : c.logic, [&]<class S>(S) {
            check_learner_gradients<rebind_value_t<S, float>>(t, c, d, queries, cone_edges);
          });
}

TEST_CASE("fuzzy systems on the task's d-DNNF: gradients equal finite differences",
          "[systems][learning][gradient]") {
  const gradient_case g;
  const auto& [d, t, queries] = g;
  for (const system_config& c : all_systems())
    if (c.uses_logic() && c.fuzzy())
      visit_structure<learner_structures>(c.logic, [&]<class S>(S) {
        check_learner_gradients<rebind_value_t<S, float>>(t, c, d, queries, 0, true);
      });
}

// The ablation --task-answer digits: the task head answers a sum by its base-10 digits.
TEST_CASE("a task head of digits: its loss, answers and gradients", "[systems][learning]") {
  const gradient_case g;
  const auto& [d, t, queries] = g;
  for (const system_config& c : all_systems())
    if (c.uses_task_head())
      visit_structure<learner_structures>(
          c.where == placement::baseline ? probabilistic : c.logic, [&]<class S>(S) {
            check_learner_gradients<rebind_value_t<S, float>>(t, c, d, queries, 1u << 18, false,
                                                              -3.0f, {}, 8, true);
          });
  // A head whose logits are its biases: units digit 7 by 3, tens digit 1 by 2; every query
  // answers 17, and the loss is each digit's cross-entropy, summed, averaged over queries.
  training_options o;
  o.seed = 2;
  o.task_digits = true;
  systems::detail::learner<probability<float>> l(t, parse_system("baseline"), o);
  std::vector<float> bias;
  for (auto& prm : l.parameters()) {
    if (prm.name == "task.weight") std::fill(prm.value, prm.value + prm.size, 0.0f);
    if (prm.name != "task.bias") continue;
    REQUIRE(prm.size == 20);  // sums 0..18: two digits of ten
    std::fill(prm.value, prm.value + prm.size, 0.0f);
    prm.value[7] = 3.0f;
    prm.value[10 + 1] = 2.0f;
    bias.assign(prm.value, prm.value + prm.size);
  }
  REQUIRE(bias.size() == 20);
  std::vector<std::uint32_t> answers;
  std::vector<double> scores;
  const double loss = l.step(d, queries, 0, queries.size(), false, answers, scores);
  auto cross_entropy = [&](std::size_t first, std::uint32_t target) {
    double z = 0;
    for (std::size_t k = 0; k < 10; ++k) z += std::exp(double(bias[first + k]));
    return std::log(z) - double(bias[first + target]);
  };
  double expected = 0;
  for (const query& q : queries) {
    REQUIRE(q.targets[0] <= 18);
    expected += cross_entropy(0, q.targets[0] % 10) + cross_entropy(10, q.targets[0] / 10);
  }
  CHECK(loss == Approx(expected / double(queries.size())).epsilon(1e-5));
  REQUIRE(answers.size() == queries.size());
  for (const std::uint32_t a : answers) CHECK(a == 17);
  // The same head with one class per sum has 19 logits.
  systems::detail::learner<probability<float>> whole(t, parse_system("baseline"), {});
  for (auto& prm : whole.parameters())
    if (prm.name == "task.bias") CHECK(prm.size == 19);
}

// The probabilistic-fuzzy ablations: each label distribution near the point mass (log sigma
// -3, the default) and wide (0), with the default eight draws per query and with one.
TEST_CASE(
    "probabilistic-fuzzy systems of every label distribution: gradients equal finite "
    "differences",
    "[systems][learning][gradient]") {
  struct setting {
    probfuzzy_distribution labels;
    float log_sigma;
    std::size_t draws;
  };
  using enum probfuzzy_distribution;
  const setting settings[] = {{logistic_normal, 0.0f, 8},  {dirichlet, -3.0f, 8},
                              {independent, -3.0f, 8},     {independent, 0.0f, 8},
                              {logistic_normal, -3.0f, 1}, {dirichlet, -3.0f, 1},
                              {independent, -3.0f, 1}};
  const gradient_case g;
  const auto& [d, t, queries] = g;
  for (const setting& s : settings)
    DYNAMIC_SECTION("labels " << int(s.labels) << ", log sigma " << s.log_sigma << ", draws "
                              << s.draws) {
      for (const system_config& c : all_systems())
        if (c.probabilistic_fuzzy)
          for (std::size_t cone_edges : {std::size_t(1) << 18, std::size_t(0)})
            visit_structure<learner_structures>(c.logic, [&]<class S>(S) {
              check_learner_gradients<rebind_value_t<S, float>>(t, c, d, queries, cone_edges, false,
                                                                s.log_sigma, s.labels, s.draws);
            });
    }
}

// docs/systems.md, N = 4: the Lukasiewicz t-norm in the loss and its probabilistic-fuzzy variant
// printed the same training and validation losses. Every proof of the sum is a conjunction of
// 2N digit labels, which Lukasiewicz clamps to 0 unless they sum to more than 2N - 1; a new
// network's labels are near 0.1, so each query's logic term sits at the loss's floor
// (-log 1e-30 = 69.08) with a zero derivative, the digit head gets no gradient, and the encoder
// and task head see only the task head's gradient, the same in both systems. The product t-norm
// on the same circuit does pass a gradient (the check can fail).
TEST_CASE("the Lukasiewicz t-norm on the addition d-DNNF passes no gradient to the digits",
          "[systems][learning]") {
  const image_set d = synthetic_digits(64, 4);
  std::vector<std::uint32_t> images(64);
  for (std::uint32_t i = 0; i < 64; ++i) images[i] = i;
  for (const std::size_t digits : {std::size_t(2), std::size_t(4)}) {
    const task_logic t = mnist_addition_logic(digits, addition_encoding::original);
    const auto queries = mnist_addition_queries(d, images, digits, addition_encoding::original);
    // The parameters' gradients after one training step, by name; the step's loss.
    auto gradients = [&]<class S>(S, const char* system, double& loss) {
      training_options o;
      o.fuzzy_on_ddnnf = true;
      systems::detail::learner<rebind_value_t<S, float>> l(t, parse_system(system), o);
      std::vector<std::uint32_t> answers;
      std::vector<double> scores;
      nn::zero_grad(l.parameters());
      l.reseed_noise(1);
      loss = l.step(d, queries, 0, queries.size(), true, answers, scores);
      std::map<std::string, std::vector<float>> g;
      for (const auto& p : l.parameters()) g[p.name].assign(p.grad, p.grad + p.size);
      return g;
    };
    auto digit_gradient = [](const std::map<std::string, std::vector<float>>& g) {
      double sum = 0;
      for (const auto& [name, v] : g)
        if (name.starts_with("digit."))
          for (float x : v) sum += std::abs(double(x));
      return sum;
    };
    CAPTURE(digits, queries.size());
    double floor_loss = 0, fuzzy_loss = 0, probfuzzy_loss = 0, product_loss = 0;
    gradients(lukasiewicz<double>{}, "architecture/fuzzy-lukasiewicz", floor_loss);
    CHECK(floor_loss == Approx(-std::log(1e-30)));  // every query's logic term at the floor
    const auto fuzzy = gradients(lukasiewicz<double>{}, "loss/fuzzy-lukasiewicz", fuzzy_loss);
    const auto probfuzzy =
        gradients(lukasiewicz<double>{}, "loss/probfuzzy-lukasiewicz", probfuzzy_loss);
    CHECK(digit_gradient(fuzzy) == 0.0);
    CHECK(digit_gradient(probfuzzy) == 0.0);
    CHECK(probfuzzy_loss == fuzzy_loss);
    std::size_t shared = 0;
    for (const auto& [name, v] : fuzzy)
      if (!name.starts_with("digit.")) {
        CAPTURE(name);
        CHECK(probfuzzy.at(name) == v);  // bit for bit: the logic added nothing
        ++shared;
      }
    CHECK(shared > 0);
    const auto product = gradients(product_tnorm<double>{}, "loss/fuzzy-product", product_loss);
    CHECK(digit_gradient(product) > 0.0);
  }
}

TEST_CASE("a user's t-norm is a semantics of the learner", "[systems][learning][gradient]") {
  using H = user::hamacher<double>;
  using structures = with_builtins<H>;
  const system_config c = parse_system<structures>("architecture/fuzzy-hamacher");
  CHECK(c.logic == "hamacher");
  CHECK_THROWS_AS(parse_system("architecture/fuzzy-hamacher"), argument_error);
  const gradient_case g;
  const auto& [d, t, queries] = g;
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

TEST_CASE("early stopping tests the best or the last epoch's weights", "[systems][learning]") {
  // A small training set that the baseline's task head overfits, so that the validation loss
  // rises and patience 1 stops the run early; the two runs train alike (same seed) and differ
  // only in the weights they test.
  const image_set d = synthetic_digits(400, 7);
  const task_logic t = mnist_addition_logic(1, addition_encoding::original);
  std::vector<std::uint32_t> fit(60), val(200);
  for (std::uint32_t i = 0; i < 60; ++i) fit[i] = i;
  for (std::uint32_t i = 0; i < 200; ++i) val[i] = 200 + i;
  const auto tr = mnist_addition_queries(d, fit, 1, addition_encoding::original);
  const auto va = mnist_addition_queries(d, val, 1, addition_encoding::original);
  training_options o;
  o.max_epochs = 20;
  o.patience = 1;
  const system_config c = parse_system("baseline");
  const run_result best = train_and_test(t, c, d, tr, va, d, va, o);
  o.restore_best = false;
  const run_result last = train_and_test(t, c, d, tr, va, d, va, o);
  REQUIRE(best.epochs < o.max_epochs);  // stopped by patience
  CHECK(last.epochs == best.epochs);
  CHECK(best.tested_epoch == best.epochs - o.patience);
  CHECK(last.tested_epoch == last.epochs);
  // The test set is the validation set: each run's reported loss is that of the weights it
  // tested, and the last epoch did not improve on the best.
  CHECK(last.validation_loss > best.validation_loss);
  // With one epoch the two are the same network.
  o.max_epochs = 1;
  const run_result one_last = train_and_test(t, c, d, tr, va, d, va, o);
  o.restore_best = true;
  const run_result one_best = train_and_test(t, c, d, tr, va, d, va, o);
  CHECK(one_last.tested_epoch == 1);
  CHECK(one_best.tested_epoch == 1);
  CHECK(one_last.metric == one_best.metric);
  CHECK(one_last.validation_loss == one_best.validation_loss);
}

TEST_CASE("the weight decay reaches the optimiser", "[systems][learning]") {
  // The same seed and data: a run with the default decay (0.01) and one with a strong decay
  // train alike but for the decay, so their validation losses differ.
  const image_set d = synthetic_digits(200, 5);
  const task_logic t = mnist_addition_logic(1, addition_encoding::original);
  std::vector<std::uint32_t> fit(100), val(100);
  for (std::uint32_t i = 0; i < 100; ++i) fit[i] = i, val[i] = 100 + i;
  const auto tr = mnist_addition_queries(d, fit, 1, addition_encoding::original);
  const auto va = mnist_addition_queries(d, val, 1, addition_encoding::original);
  training_options o;
  o.max_epochs = 2;
  const system_config c = parse_system("architecture/probabilistic");
  const run_result standard = train_and_test(t, c, d, tr, va, d, va, o);
  const run_result again = train_and_test(t, c, d, tr, va, d, va, o);
  o.weight_decay = 0.5;
  const run_result decayed = train_and_test(t, c, d, tr, va, d, va, o);
  CHECK(again.validation_loss == standard.validation_loss);  // deterministic
  CHECK(decayed.validation_loss != standard.validation_loss);
}

TEST_CASE("MNIST pixels scaled symmetrically or by MNIST's mean and deviation",
          "[systems][experiment]") {
  // Two IDX files of each split, 28x28 images whose pixels are 0, 51 and 255.
  const auto dir = std::filesystem::temp_directory_path() /
                   ("deeplog-pixels-" + std::to_string(std::random_device{}()));
  std::filesystem::create_directories(dir);
  auto be32 = [](std::ofstream& f, std::uint32_t v) {
    const char b[4] = {char(v >> 24), char(v >> 16), char(v >> 8), char(v)};
    f.write(b, 4);
  };
  for (const char* split : {"train", "t10k"}) {
    std::ofstream im(dir / (std::string(split) + "-images-idx3-ubyte"), std::ios::binary);
    be32(im, 0x803);
    be32(im, 2);
    be32(im, 28);
    be32(im, 28);
    for (int i = 0; i < 2 * 784; ++i) im.put(char(i % 3 == 0 ? 0 : i % 3 == 1 ? 51 : 255));
    std::ofstream lb(dir / (std::string(split) + "-labels-idx1-ubyte"), std::ios::binary);
    be32(lb, 0x801);
    be32(lb, 2);
    lb.put(3);
    lb.put(7);
  }
  const mnist_splits sym = load_mnist(dir.string());
  const mnist_splits std_ = load_mnist(dir.string(), pixel_scaling::standardised);
  std::filesystem::remove_all(dir);
  CHECK(sym.pixels == pixel_scaling::symmetric);
  CHECK(std_.pixels == pixel_scaling::standardised);
  for (const mnist_splits* m : {&sym, &std_})
    for (const image_set* s : {&m->train, &m->test}) {
      REQUIRE(s->images.rows() == 2);
      CHECK(s->labels == std::vector<std::uint32_t>{3, 7});
    }
  const double pixel[3] = {0, 51, 255};  // by the byte's index mod 3
  for (int r = 0; r < 2; ++r)
    for (int j = 0; j < 6; ++j) {
      const double x = pixel[(r * 784 + j) % 3] / 255;
      CHECK(sym.test.images(r, j) == Approx((x - 0.5) / 0.5).margin(1e-6));
      CHECK(std_.train.images(r, j) == Approx((x - 0.1307) / 0.3081).margin(1e-5));
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
  // Beside the paper's 97.90 [97.63, 98.02], which lies outside [90.50, 91.50]; three runs
  // are too few for the test, so no bold mark.
  CAPTURE(md.str());
  CHECK(md.str().find(
            "| architecture/probabilistic | 91.00 [90.50, 91.50] | 97.90 [97.63, 98.02] |") !=
        std::string::npos);
  CHECK(md.str().find("in 0 of 1 cells") != std::string::npos);
  CHECK(md.str().find("No bold marks in addition-N1") != std::string::npos);
  CHECK(svg.str().find("<svg") == 0);
  CHECK(svg.str().find("</svg>") != std::string::npos);
  CHECK_THROWS_AS(named_experiment("nope"), deeplog::argument_error);
  CHECK(parse_system("loss/probfuzzy-lukasiewicz").probabilistic_fuzzy);
  CHECK_THROWS_AS(parse_system("architecture/fuzzy-probabilistic"), deeplog::argument_error);

  // The CSV reads back as written, and its errors are located.
  std::istringstream in(text);
  const auto back = read_csv(in, "r.csv");
  REQUIRE(back.size() == 3);
  CHECK(back[2].system == "architecture/probabilistic");
  CHECK(back[2].repetition == 2);
  CHECK(back[2].result.metric == Approx(0.92));
  CHECK(back[2].result.train_seconds == Approx(12));
  std::istringstream bad_header("task,system\n");
  CHECK_THROWS_WITH(read_csv(bad_header, "r.csv"),
                    Catch::StartsWith("r.csv:1: expected the header"));
  const std::string header = text.substr(0, text.find('\n') + 1);
  std::istringstream bad_number(header + "a,b,0,accuracy,0.5x,0,1,1,1,1,-1\n");
  CHECK_THROWS_WITH(read_csv(bad_number, "r.csv"),
                    Catch::StartsWith("r.csv:2:16: '0.5x' is not a finite number"));
  std::istringstream short_row(header + "a,b,0\n");
  CHECK_THROWS_WITH(read_csv(short_row, "r.csv"), Catch::Contains("expected 11 fields, found 3"));
  std::istringstream bad_count(header + "a,b,-1,accuracy,0.5,0,1,1,1,1,-1\n");
  CHECK_THROWS_WITH(read_csv(bad_count, "r.csv"), Catch::Contains("'-1' is not a count"));
  std::istringstream ten_in_eleven(header + "a,b,0,accuracy,0.5,0,1,1,1,1\n");
  CHECK_THROWS_WITH(read_csv(ten_in_eleven, "r.csv"),
                    Catch::Contains("expected 11 fields, found 10"));
  // Files written before the relabelled digit accuracy (ten columns) still read, with -1.
  CHECK(header.ends_with(",validation_loss,digit_accuracy_relabelled\n"));
  const std::string old_header = header.substr(0, header.rfind(',')) + "\n";
  std::istringstream old(old_header +
                         "sudoku,loss/probabilistic,4,average precision,0.5,0.25,9,1,1,1\n");
  const auto old_runs = read_csv(old, "old.csv");
  REQUIRE(old_runs.size() == 1);
  CHECK(old_runs[0].result.digit_accuracy == Approx(0.25));
  CHECK(old_runs[0].result.digit_accuracy_relabelled == -1);
}

TEST_CASE("digit accuracy under the best relabelling, and its table", "[systems][experiment]") {
  // Four classes; the head learned them under 0->1, 1->0, 2->3, 3->2 (no class fixed), with
  // a few mistakes: 0 hits as numbered, 90 + 80 + 70 + 60 under that relabelling.
  const std::size_t confusion[16] = {0, 90, 5, 5, 80, 0, 10, 10, 0, 0, 0, 70, 0, 0, 60, 0};
  CHECK(best_relabelling_hits(confusion, 4) == 300);
  const std::size_t identity[4] = {7, 1, 2, 9};  // 2 x 2: as numbered is best
  CHECK(best_relabelling_hits(identity, 2) == 16);
  const std::vector<std::size_t> nine(81, 1);
  CHECK_THROWS_AS(best_relabelling_hits(nine, 9), deeplog::argument_error);
  std::vector<run_record> rs;
  for (std::size_t rep = 0; rep < 2; ++rep) {
    run_result r;
    r.metric = 0.5;
    r.digit_accuracy = 0.0;
    r.digit_accuracy_relabelled = 0.98 + 0.01 * double(rep);
    rs.push_back({"sudoku", "loss/probabilistic", rep, "average precision", r});
  }
  std::ostringstream md, csv;
  write_markdown(md, rs, "T", "provenance");
  CAPTURE(md.str());
  CHECK(md.str().find("digit accuracy under the best relabelling") != std::string::npos);
  CHECK(md.str().find("| loss/probabilistic | 98.50 [98.25, 98.75] |") != std::string::npos);
  write_csv(csv, rs);
  std::istringstream in(csv.str());
  const auto back = read_csv(in, "r.csv");
  REQUIRE(back.size() == 2);
  CHECK(back[1].result.digit_accuracy_relabelled == Approx(0.99));
}

TEST_CASE("the one-tailed Wilcoxon signed-rank test equals SciPy's exact test",
          "[systems][experiment]") {
  // scipy.stats.wilcoxon(x, y, alternative='greater', method='exact') (SciPy 1.17.1).
  const std::vector<double> x1{97.9, 98.1, 97.5, 97.8, 98.3, 97.7, 98.0, 97.6, 98.2, 97.95},
      y1{97.1, 97.9, 97.6, 97.2, 97.5, 97.3, 97.0, 97.45, 97.05, 97.4};
  CHECK(wilcoxon_greater(x1, y1) == Approx(0.001953125).epsilon(1e-12));
  CHECK(wilcoxon_greater(y1, x1) == Approx(1 - 1.0 / 1024).epsilon(1e-12));
  const std::vector<double> x2{1, 2, 3, 4, 5}, y2{0, 0, 0, 0, 0};
  CHECK(wilcoxon_greater(x2, y2) == Approx(0.03125).epsilon(1e-12));  // 2^-5: five pairs suffice
  const std::vector<double> x3{0.5, 0.7, 0.2, 0.95, 0.4, 0.35}, y3{0.6, 0.1, 0.25, 0.3, 0.05, 0.9};
  CHECK(wilcoxon_greater(x3, y3) == Approx(0.28125).epsilon(1e-12));
  // Four pairs cannot reach 0.05; zero differences drop out; ties share their mean rank:
  // d = (1, 1, -1): ranks 2, 2, 2, W+ = 4, P(W+ >= 4) = 4/8 over the 8 sign patterns.
  const std::vector<double> x4{1, 2, 3, 4}, y4{0, 0, 0, 0};
  CHECK(wilcoxon_greater(x4, y4) == Approx(0.0625));
  const std::vector<double> x5{1, 1, 0, 5}, y5{0, 0, 1, 5};
  CHECK(wilcoxon_greater(x5, y5) == Approx(0.5));
  CHECK(wilcoxon_greater(y2, y2) == 1.0);
  CHECK_THROWS_AS(wilcoxon_greater(x1, y2), argument_error);
}

TEST_CASE("bold and italic marks follow the test and the failed runs", "[systems][experiment]") {
  std::vector<run_record> rs;
  auto add = [&](const std::string& sys, const std::vector<double>& xs) {
    for (std::size_t rep = 0; rep < xs.size(); ++rep) {
      run_result r;
      r.metric = xs[rep];
      rs.push_back({"carry-N4", sys, rep, "accuracy", r});
    }
  };
  add("architecture/probabilistic", {0.92, 0.93, 0.91, 0.924, 0.916, 0.92});
  add("architecture/fuzzy-product", {0.93, 0.92, 0.05, 0.92, 0.914, 0.924});  // a failed run
  add("baseline", {0.01, 0.0, 0.02, 0.01, 0.0, 0.01});
  add("baseline+hidden256", {0.95, 0.95, 0.95, 0.95, 0.95, 0.95});  // an ablation: no marks
  add("supervised", {0.99, 0.99, 0.99, 0.99, 0.99, 0.99});          // the reference: no marks
  const column_marks m = mark_column(rs, "carry-N4");
  CHECK(m.tested);
  CHECK(m.bold.count("architecture/probabilistic") == 1);
  CHECK(m.bold.count("architecture/fuzzy-product") == 1);  // not significantly below
  CHECK(m.bold.count("baseline") == 0);                    // p = 2^-6
  CHECK(m.italic == std::set<std::string>{"architecture/fuzzy-product"});
  std::ostringstream md;
  write_markdown(md, rs, "T", "p");
  CAPTURE(md.str());
  CHECK(md.str().find("| architecture/probabilistic | **92.00** [91.70, 92.30] | 92.00 [91.52, "
                      "92.46] in |") != std::string::npos);
  CHECK(md.str().find("| architecture/fuzzy-product | ***92.00*** [91.55, 92.30]") !=
        std::string::npos);
  CHECK(md.str().find("| baseline | 1.00 [0.25, 1.00] | 0.00 [0.00, 0.08] |") != std::string::npos);
  // The ablation's row is set beside the paper's baseline.
  CHECK(md.str().find("| baseline+hidden256 | 95.00 [95.00, 95.00] | 0.00 [0.00, 0.08] |") !=
        std::string::npos);
  CHECK(md.str().find("| supervised | 99.00 [99.00, 99.00] | |") != std::string::npos);
}

TEST_CASE("inference time per query over batch sizes", "[systems][experiment]") {
  const image_set d = synthetic_digits(64, 5);
  const task_logic t = mnist_addition_logic(2, addition_encoding::original);
  std::vector<std::uint32_t> order(64);
  for (std::uint32_t i = 0; i < 64; ++i) order[i] = i;
  const auto qs = mnist_addition_queries(d, order, 2, addition_encoding::original);
  const auto s = time_inference(t, parse_system("architecture/probabilistic"), d, qs, 32, 3);
  REQUIRE(s.size() == 3);
  for (double x : s) CHECK(x > 0);
  CHECK_THROWS_AS(time_inference(t, parse_system("baseline"), d, qs, 0, 3), argument_error);
  inference_point p{2, 32, true, s};
  std::ostringstream csv, md, svg;
  write_inference_csv(csv, {p});
  write_inference_markdown(md, {p}, "p");
  write_inference_svg(svg, {p});
  CHECK(csv.str().find("2,32,1,3,") != std::string::npos);
  CHECK(md.str().find("| 2 | 32 | 128 |") != std::string::npos);  // ours beside the paper's
  CHECK(svg.str().find("</svg>") != std::string::npos);
}
