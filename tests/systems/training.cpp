// Learning from examples (deeplog::prolog::trainer): the gradient of the cross-entropy against
// central finite differences, the maximum-likelihood estimates of t(_) facts and annotated
// disjunctions, and a DeepProbLog program with a neural predicate (its "network" a table of
// logits per input, trained through neural_gradient) learnt end to end from sums alone.
#include <catch2/catch.hpp>

#include <cmath>
#include <map>
#include <string>
#include <vector>

#include "deeplog/prolog.hpp"
#include "deeplog/prolog/training.hpp"

using namespace deeplog::prolog;

TEST_CASE("t(P):: parses into learnable probabilities", "[systems][deepproblog][training]") {
  const program p = parse_program(
      "t(0.3)::a. t(_)::b. t(1/4)::c(1); t(_)::c(2). t(_)::d(1); t(_)::d(2); t(_)::d(3).\n"
      "query(a). query(b). query(c(2)). query(d(3)).");
  REQUIRE(p.learnables.size() == 7);
  CHECK(p.learnables[2].value == 0.25);
  CHECK(p.learnables[0].value == 0.3);
  CHECK(p.learnables[1].value == 0.5);     // t(_) on a fact
  CHECK(p.learnables[3].value == 0.5);     // t(_) among 2 heads
  CHECK(p.learnables[6].value == 1 / 3.);  // among 3
  std::map<std::string, double> got;
  for (const auto& r : run(p)) got[r.atom] = r.probability;
  CHECK(got.at("a") == Approx(0.3));
  CHECK(got.at("c(2)") == Approx(0.5));
  CHECK(got.at("d(3)") == Approx(1 / 3.));
  CHECK_THROWS_AS(parse_program("t(0.5)::a; 0.5::b."), program_error);
  CHECK_THROWS_AS(parse_program("t(0.7)::a; t(0.6)::b."), program_error);
}

TEST_CASE("the training gradient equals finite differences", "[systems][deepproblog][training]") {
  program p = parse_program(
      "t(0.3)::a. t(0.6)::b. 0.4::e.\n"
      "t(0.2)::c(1); t(0.5)::c(2).\n"
      "t(_)::d(x); t(_)::d(y).\n"
      "q :- a, \\+ b.\n"
      "q :- c(1), e.\n"
      "r :- c(2) ; d(x) ; a.\n"
      "s :- b, d(y).\n"
      "evidence(r).\n");
  trainer tr(p);
  const std::vector<example> batch{{"q", 1.0}, {"\\+ s", 0.3}, {"s", 0.0}, {"c(1)", 0.8}};
  const auto [loss, grad] = tr.loss_gradient(batch);
  const auto theta = tr.logits();
  REQUIRE(grad.size() == 4);  // a, b, c (2 heads and the rest), d (2 heads)
  CHECK(grad[2].size() == 3);
  CHECK(grad[3].size() == 2);
  const double h = 1e-5;
  for (std::size_t i = 0; i < theta.size(); ++i)
    for (std::size_t k = 0; k < theta[i].size(); ++k) {
      auto up = theta, down = theta;
      up[i][k] += h;
      down[i][k] -= h;
      tr.set_logits(up);
      const double lu = tr.loss_gradient(batch).first;
      tr.set_logits(down);
      const double ld = tr.loss_gradient(batch).first;
      INFO("group " << i << " logit " << k);
      CHECK(grad[i][k] == Approx((lu - ld) / (2 * h)).margin(1e-7));
    }
  tr.set_logits(theta);
  CHECK(tr.loss_gradient(batch).first == Approx(loss));
}

TEST_CASE("t(_) facts and annotated disjunctions learn their frequencies",
          "[systems][deepproblog][training]") {
  program p = parse_program("t(_)::heads.\nt(_)::die(1); t(_)::die(2); t(_)::die(3).\n");
  trainer tr(p, {0.5, {}});
  std::vector<example> batch;
  for (int i = 0; i < 10; ++i) batch.push_back({"heads", i < 7 ? 1.0 : 0.0});
  for (int i = 0; i < 10; ++i)
    batch.push_back({"die(" + std::to_string(i < 5 ? 1 : i < 8 ? 2 : 3) + ")", 1.0});
  double first = 0, last = 0;
  for (int s = 0; s < 3000; ++s) {
    last = tr.step(batch);
    if (s == 0) first = last;
  }
  CHECK(last < first);
  CHECK(p.learnables[0].value == Approx(0.7).margin(1e-3));  // the maximum-likelihood estimates
  CHECK(p.learnables[1].value == Approx(0.5).margin(1e-3));
  CHECK(p.learnables[2].value == Approx(0.3).margin(1e-3));
  CHECK(p.learnables[3].value == Approx(0.2).margin(1e-3));
}

// DeepProbLog's noisy addition with three "images" i0, i1, i2 of the digits 0, 1, 2: the
// network is a table of logits per image, learnt with the noise probability from the sums of
// all ordered pairs.
TEST_CASE("a neural predicate and t(P) learn end to end from sums",
          "[systems][deepproblog][training]") {
  program p = parse_program(
      "nn(net, [X], Y, [0, 1, 2]) :: digit(X, Y).\n"
      "t(0.2)::noisy.\n"
      "0.2::uniform(X, Y, 0); 0.2::uniform(X, Y, 1); 0.2::uniform(X, Y, 2); "
      "0.2::uniform(X, Y, 3); 0.2::uniform(X, Y, 4).\n"
      "addition(X, Y, Z) :- noisy, uniform(X, Y, Z).\n"
      "addition(X, Y, Z) :- \\+ noisy, digit(X, N1), digit(Y, N2), Z is N1 + N2.\n");
  std::map<std::string, std::vector<double>> logits{
      {"i0", {0.1, 0.0, -0.1}}, {"i1", {0.0, 0.1, 0.0}}, {"i2", {-0.1, 0.0, 0.1}}};
  auto softmax = [](const std::vector<double>& z) {
    std::vector<double> q(z.size());
    double s = 0;
    for (std::size_t k = 0; k < z.size(); ++k) s += q[k] = std::exp(z[k]);
    for (double& x : q) x /= s;
    return q;
  };
  const neural_labels net = [&](std::uint32_t, const std::vector<std::string>& in) {
    return softmax(logits.at(in.at(0)));
  };
  const double lr = 0.5;
  const neural_gradient back = [&](std::uint32_t, const std::vector<std::string>& in,
                                   std::span<const double> dq) {
    auto& z = logits.at(in.at(0));
    const auto q = softmax(z);
    double dot = 0;
    for (std::size_t k = 0; k < q.size(); ++k) dot += dq[k] * q[k];
    for (std::size_t k = 0; k < q.size(); ++k) z[k] -= lr * q[k] * (dq[k] - dot);
  };
  trainer tr(p, {0.5, {}}, net, back);
  std::vector<example> batch;
  for (int a = 0; a < 3; ++a)
    for (int b = 0; b < 3; ++b)
      batch.push_back({"addition(i" + std::to_string(a) + ", i" + std::to_string(b) + ", " +
                           std::to_string(a + b) + ")",
                       1.0});
  const double before = tr.probability({"addition(i1, i2, 3)"});
  double loss = 0;
  for (int s = 0; s < 400; ++s) loss = tr.step(batch);
  CHECK(loss < 0.1);
  CHECK(tr.probability({"addition(i1, i2, 3)"}) > 0.9);
  CHECK(tr.probability({"addition(i1, i2, 3)"}) > before);
  CHECK(p.learnables[0].value < 0.05);  // the sums leave no room for noise
  for (int d = 0; d < 3; ++d) {
    const auto q = softmax(logits.at("i" + std::to_string(d)));
    INFO("image i" << d);
    CHECK(std::max_element(q.begin(), q.end()) - q.begin() == d);
  }
  CHECK_THROWS_AS(tr.probability({"addition(i1, X, 3)"}), program_error);  // not ground
}
