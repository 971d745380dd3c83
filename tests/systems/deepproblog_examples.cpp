// DeepProbLog's example programs (tests/systems/deepproblog-examples, unchanged) load and train
// end to end through deeplog::prolog::trainer with their networks given: each network here is
// a table of logits per input (its "image" a constant such as i3, or the tensor term another
// network produced), trained by the gradients the trainer hands it. The checks: the loss falls,
// and where the examples determine the labels (MNIST addition), the networks learn them.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "deeplog/prolog.hpp"
#include "deeplog/prolog/training.hpp"

using namespace deeplog::prolog;
namespace fs = std::filesystem;

namespace {

std::string example_program(const std::string& name) {
  const fs::path path = fs::path(DEEPLOG_SOURCE_DIR) / "tests/systems/deepproblog-examples" / name;
  std::ifstream in(path, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  REQUIRE(!ss.str().empty());
  return ss.str();
}

// Networks as tables: logits per (declaration, input), started from a fixed pseudo-random
// point, softmax labels (a Boolean network: the sigmoid of one logit), SGD on the logits.
class table_networks {
 public:
  table_networks(const program& p, double lr) : p_(p), lr_(lr) {}

  neural_labels labels() {
    return [this](std::uint32_t d, const std::vector<std::string>& in) { return q(d, in); };
  }
  neural_gradient gradient() {
    return [this](std::uint32_t d, const std::vector<std::string>& in, std::span<const double> dq) {
      auto& z = logits(d, in);
      const auto p = q(d, in);
      if (z.size() == 1) {
        z[0] -= lr_ * dq[0] * p[0] * (1 - p[0]);
        return;
      }
      double dot = 0;
      for (std::size_t k = 0; k < p.size(); ++k) dot += dq[k] * p[k];
      for (std::size_t k = 0; k < p.size(); ++k) z[k] -= lr_ * p[k] * (dq[k] - dot);
    };
  }
  std::size_t argmax(std::uint32_t d, const std::string& input) {
    const auto p = q(d, {input});
    return std::size_t(std::max_element(p.begin(), p.end()) - p.begin());
  }

 private:
  std::vector<double>& logits(std::uint32_t d, const std::vector<std::string>& in) {
    auto [it, fresh] = table_.try_emplace({d, in});
    if (fresh) {
      const std::size_t n = std::max<std::size_t>(1, p_.neural.at(d).domain.size());
      for (std::size_t k = 0; k < n; ++k) {
        seed_ = seed_ * 6364136223846793005ULL + 1442695040888963407ULL;
        it->second.push_back(double(seed_ >> 40) / double(1ULL << 24) * 0.2 - 0.1);
      }
    }
    return it->second;
  }
  std::vector<double> q(std::uint32_t d, const std::vector<std::string>& in) {
    const auto& z = logits(d, in);
    if (z.size() == 1) return {1 / (1 + std::exp(-z[0]))};
    std::vector<double> out(z.size());
    double s = 0;
    for (std::size_t k = 0; k < z.size(); ++k) s += out[k] = std::exp(z[k]);
    for (double& x : out) x /= s;
    return out;
  }

  const program& p_;
  double lr_;
  std::uint64_t seed_ = 42;
  std::map<std::pair<std::uint32_t, std::vector<std::string>>, std::vector<double>> table_;
};

// Trains `steps` full-batch steps; returns the loss of the first and of the last.
std::pair<double, double> train(trainer& tr, const std::vector<example>& batch, int steps) {
  double first = 0, last = 0;
  for (int s = 0; s < steps; ++s) {
    last = tr.step(batch);
    if (s == 0) first = last;
  }
  return {first, last};
}

}  // namespace

TEST_CASE("DeepProbLog's MNIST addition learns the digits from sums",
          "[systems][deepproblog][training][examples]") {
  program p = parse_program(example_program("mnist_addition.pl"), "mnist_addition.pl");
  table_networks nets(p, 2.0);
  trainer tr(p, {0.1, {}}, nets.labels(), nets.gradient());
  std::vector<example> batch;  // images i0..i4 show the digits 0..4
  for (int a = 0; a < 5; ++a)
    for (int b = 0; b < 5; ++b)
      batch.push_back({"addition(i" + std::to_string(a) + ", i" + std::to_string(b) + ", " +
                       std::to_string(a + b) + ")"});
  batch.push_back({"multi_addition([i1, i2], [i3], 15)"});
  const auto [first, last] = train(tr, batch, 150);
  CHECK(last < 0.1 * first);
  for (int d = 0; d < 5; ++d) {
    INFO("image i" << d);
    CHECK(nets.argmax(0, "i" + std::to_string(d)) == std::size_t(d));
  }
  CHECK(tr.probability({"multi_addition([i4, i0], [i2], 42)"}) > 0.5);
}

TEST_CASE("DeepProbLog's noisy addition learns its noise and its digits",
          "[systems][deepproblog][training][examples]") {
  program p = parse_program(example_program("noisy_addition.pl"), "noisy_addition.pl");
  REQUIRE(p.learnables.size() == 1);
  CHECK(p.learnables[0].value == 0.1);
  table_networks nets(p, 2.0);
  trainer tr(p, {0.5, {}}, nets.labels(), nets.gradient());
  std::vector<example> batch;
  for (int a = 0; a < 4; ++a)
    for (int b = 0; b < 4; ++b)
      batch.push_back({"addition_noisy(i" + std::to_string(a) + ", i" + std::to_string(b) + ", " +
                       std::to_string(a + b) + ")"});
  const auto [first, last] = train(tr, batch, 150);
  CHECK(last < 0.2 * first);
  CHECK(p.learnables[0].value < 0.1);  // clean sums: the noise goes down
}

TEST_CASE("DeepProbLog's Coins and Poker train", "[systems][deepproblog][training][examples]") {
  {
    program p = parse_program(example_program("coins.pl"), "coins.pl");
    table_networks nets(p, 1.0);
    trainer tr(p, {0.1, {}}, nets.labels(), nets.gradient());
    const std::vector<example> batch{
        {"game(c0, win)"}, {"game(c1, loss)"}, {"game(c2, win)"}, {"game(c3, loss)"}};
    const auto [first, last] = train(tr, batch, 60);
    CHECK(last < 0.5 * first);
    CHECK(tr.probability({"game(c1, win)"}) < 0.2);
  }
  {
    program p = parse_program(example_program("poker.pl"), "poker.pl");
    REQUIRE(p.learnables.size() == 4);  // t(1/4)::house_rank(..); ...
    table_networks nets(p, 1.0);
    trainer tr(p, {0.5, {}}, nets.labels(), nets.gradient());
    const std::vector<example> batch{{"game([a0, a1, a2, a3], win)"},
                                     {"game([b0, b1, b2, b3], loss)"},
                                     {"game([c0, c1, c2, c3], draw)"}};
    const auto [first, last] = train(tr, batch, 40);
    CHECK(last < first);
    double total = 0;
    for (const auto& l : p.learnables) total += l.value;
    CHECK(total == Approx(1.0));  // still a distribution over the house's rank
  }
}

TEST_CASE("DeepProbLog's CLUTRR program (forward chaining, tensor outputs) trains",
          "[systems][deepproblog][training][examples]") {
  program p = parse_program(example_program("clutrr_forward.pl"), "clutrr_forward.pl");
  table_networks nets(p, 1.0);
  trainer tr(p, {0.1, {}}, nets.labels(), nets.gradient());
  // A story of two sentences over three people: alice is bob's mother, bob is carol's father,
  // so alice is carol's grandmother.
  const std::string story = "[s([alice, bob], t1), s([bob, carol], t2)]";
  const std::vector<example> batch{
      {"clutrr_text([alice, bob, carol], " + story + ", carol, grandmother, alice)"}};
  const double before = tr.probability(batch[0]);
  const auto [first, last] = train(tr, batch, 30);
  CHECK(last < first);
  CHECK(tr.probability(batch[0]) > before);
}
