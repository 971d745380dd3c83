// Logic Tensor Networks in DeepLog (paper: "Logic Tensor Networks" among the systems DeepLog
// emulates): a neural predicate A(x) = sigmoid(MLP(x)) over points of the plane, trained only by
// maximising the satisfaction of three axioms in the product t-norm algebra with LTN's
// quantifiers,
//   forall[P] A(P)  *  forall[N] ~A(N)  *  exists[P] A(P)
// (forall = p-mean-error, exists = p-mean, p = 2; P ranges over a batch of positive examples,
// N over negative ones). The formula is an expression template: its value and its gradient
// with respect to every A(x) come from language::tangent / backward (expr_diff.hpp), checked
// here against central differences before training. The data (inside / outside a circle) are
// generated with a fixed seed; the program prints the satisfaction and the test accuracy, and
// exits non-zero if the gradient check fails or the accuracy is below 90%.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <random>
#include <span>
#include <vector>

#include "deeplog/language.hpp"
#include "deeplog/nn.hpp"

namespace {

using namespace deeplog;
using namespace deeplog::language;
using F = product_tnorm<double>;
using net_t = nn::sequential<double, nn::linear<double>, nn::relu<double>, nn::linear<double>,
                             nn::relu<double>, nn::linear<double>, nn::sigmoid<double>>;

constexpr std::size_t per_class = 32;  // positives and negatives per batch
constexpr regular_variable<0, per_class> P{"P", {}};
constexpr regular_variable<1, per_class> N{"N", {}};
// Label rows: A(p_i) in rows 0..31, A(n_i) in rows 32..63.
constexpr auto axioms = aggregate(p_mean_error<double>{2}, P, atom<F>("a(P)", 0, P)) *
                        aggregate(p_mean_error<double>{2}, N, ~atom<F>("a(N)", per_class, N)) *
                        aggregate(p_mean<double>{2}, P, atom<F>("a(P)", 0, P));

struct point {
  double x, y;
  bool inside;
};

std::vector<point> generate(std::size_t n, std::mt19937& rng) {
  std::uniform_real_distribution<double> u(0, 1);
  std::vector<point> out(n);
  for (auto& p : out) {
    p.x = u(rng);
    p.y = u(rng);
    p.inside = (p.x - 0.5) * (p.x - 0.5) + (p.y - 0.5) * (p.y - 0.5) < 0.09;
  }
  return out;
}

nn::matrix<double> features(const std::vector<const point*>& ps) {
  nn::matrix<double> m(long(ps.size()), 2);
  for (std::size_t i = 0; i < ps.size(); ++i) m(long(i), 0) = ps[i]->x, m(long(i), 1) = ps[i]->y;
  return m;
}

// The axioms' satisfaction and its gradient with respect to the 64 label rows.
double satisfaction(std::span<const double> rows, std::span<double> grad) {
  const std::vector<double> one{1.0};
  backward(axioms, rows, 1, std::span<const double>(one), grad);
  std::vector<double> sat(1);
  evaluate(axioms, rows, 1, std::span<double>(sat));
  return sat[0];
}

}  // namespace

int main() {
  std::mt19937 rng(2024);
  const std::vector<point> train = generate(2000, rng), test = generate(1000, rng);
  std::vector<const point*> pos, neg;
  for (const auto& p : train) (p.inside ? pos : neg).push_back(&p);
  std::printf("LTN: %zu training points (%zu inside), %zu test points\n", train.size(), pos.size(),
              test.size());

  net_t net(nn::linear<double>(2, 16, 1), {}, nn::linear<double>(16, 16, 2), {},
            nn::linear<double>(16, 1, 3), {});
  nn::adamw<double> opt(net.parameters(), {.lr = 1e-2, .weight_decay = 0});

  // The formula's gradient against central differences, at the untrained network's labels.
  {
    std::vector<const point*> batch(pos.begin(), pos.begin() + per_class);
    batch.insert(batch.end(), neg.begin(), neg.begin() + per_class);
    const nn::matrix<double> a = net.forward(features(batch), false);
    std::vector<double> rows(2 * per_class), grad(rows.size()), unused(rows.size());
    for (std::size_t i = 0; i < rows.size(); ++i) rows[i] = a(long(i), 0);
    satisfaction(rows, grad);
    double worst = 0;
    for (std::size_t i = 0; i < rows.size(); ++i) {
      std::vector<double> up = rows, down = rows;
      up[i] += 1e-6;
      down[i] -= 1e-6;
      const double fd = (satisfaction(up, unused) - satisfaction(down, unused)) / 2e-6;
      worst = std::max(worst, std::abs(fd - grad[i]) / (1e-8 + std::abs(fd)));
    }
    std::printf("gradient check: worst relative difference to central differences %.2e\n", worst);
    if (worst > 1e-5) return 1;
  }

  std::vector<std::size_t> pi(pos.size()), ni(neg.size());
  for (std::size_t i = 0; i < pi.size(); ++i) pi[i] = i;
  for (std::size_t i = 0; i < ni.size(); ++i) ni[i] = i;
  const std::size_t steps_per_epoch = pos.size() / per_class, epochs = 40;
  for (std::size_t epoch = 1; epoch <= epochs; ++epoch) {
    std::shuffle(pi.begin(), pi.end(), rng);
    std::shuffle(ni.begin(), ni.end(), rng);
    double sat_sum = 0;
    for (std::size_t s = 0; s < steps_per_epoch; ++s) {
      std::vector<const point*> batch;
      for (std::size_t k = 0; k < per_class; ++k) batch.push_back(pos[pi[s * per_class + k]]);
      for (std::size_t k = 0; k < per_class; ++k)
        batch.push_back(neg[ni[(s * per_class + k) % ni.size()]]);
      const nn::matrix<double> a = net.forward(features(batch), true);
      std::vector<double> rows(2 * per_class), grad(rows.size());
      for (std::size_t i = 0; i < rows.size(); ++i) rows[i] = a(long(i), 0);
      sat_sum += satisfaction(rows, grad);
      // Loss 1 - satisfaction: its gradient is -grad, through the network.
      nn::matrix<double> dy(long(rows.size()), 1);
      for (std::size_t i = 0; i < rows.size(); ++i) dy(long(i), 0) = -grad[i];
      net.backward(dy);
      opt.step();
      opt.zero_grad();
    }
    if (epoch % 10 == 0 || epoch == 1)
      std::printf("epoch %2zu: mean satisfaction %.4f\n", epoch, sat_sum / double(steps_per_epoch));
  }

  std::vector<const point*> all;
  for (const auto& p : test) all.push_back(&p);
  const nn::matrix<double> a = net.forward(features(all), false);
  std::size_t correct = 0;
  for (std::size_t i = 0; i < test.size(); ++i) correct += (a(long(i), 0) > 0.5) == test[i].inside;
  const double accuracy = double(correct) / double(test.size());
  std::printf("test accuracy: %.1f%%\n", 100 * accuracy);
  return accuracy >= 0.9 ? 0 : 1;
}
