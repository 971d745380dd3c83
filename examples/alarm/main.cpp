// The paper's running example end to end: two tiny networks detect burglary (from "video"
// features) and earthquake (from "seismic" features); they are trained only from whether the
// alarm went off, through the DeepLog model
//   sum[B] sum[E] (b(V)[B]_B | e(S)[E]_B)_P * (b(V)[B]_P * e(S)[E]_P)
// compiled once into the circuit nn_b + (1 - nn_b) * nn_e (weak supervision: the causes are
// never observed). The data are generated with a fixed seed; the program prints the learned
// detectors' accuracy on held-out data.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <random>
#include <span>
#include <string>
#include <vector>

#include "deeplog/compile/formula_to_circuit.hpp"
#include "deeplog/exec/cpu/evaluator.hpp"
#include "deeplog/language.hpp"
#include "deeplog/pipeline.hpp"

namespace {

namespace language = deeplog::language;
constexpr int features = 4, hidden = 8;

// A one-hidden-layer perceptron with a sigmoid output, trained with Adam.
struct mlp {
  std::vector<double> w1, b1, w2, grad, m, v;
  double b2 = 0;
  int steps = 0;
  explicit mlp(std::mt19937& rng) : w1(hidden * features), b1(hidden), w2(hidden) {
    std::normal_distribution<double> n(0, 0.5);
    for (auto& x : w1) x = n(rng);
    for (auto& x : w2) x = n(rng);
    grad.assign(size(), 0);
    m.assign(size(), 0);
    v.assign(size(), 0);
  }
  std::size_t size() const { return w1.size() + b1.size() + w2.size() + 1; }
  double forward(std::span<const double> x, std::vector<double>* h = nullptr) const {
    double z = b2;
    std::vector<double> local(hidden);
    auto& a = h ? *h : local;
    a.resize(hidden);
    for (int j = 0; j < hidden; ++j) {
      double s = b1[j];
      for (int i = 0; i < features; ++i) s += w1[j * features + i] * x[i];
      a[j] = std::tanh(s);
      z += w2[j] * a[j];
    }
    return 1 / (1 + std::exp(-z));
  }
  // Accumulates d loss / d parameters given d loss / d output probability.
  void backward(std::span<const double> x, double dp) {
    std::vector<double> a;
    const double p = forward(x, &a);
    const double dz = dp * p * (1 - p);
    const std::size_t o_b1 = w1.size(), o_w2 = o_b1 + b1.size(), o_b2 = o_w2 + w2.size();
    for (int j = 0; j < hidden; ++j) {
      grad[o_w2 + j] += dz * a[j];
      const double ds = dz * w2[j] * (1 - a[j] * a[j]);
      grad[o_b1 + j] += ds;
      for (int i = 0; i < features; ++i) grad[j * features + i] += ds * x[i];
    }
    grad[o_b2] += dz;
  }
  void adam_step(double lr) {
    ++steps;
    const double b1c = 1 - std::pow(0.9, steps), b2c = 1 - std::pow(0.999, steps);
    auto param = [&](std::size_t k) -> double& {
      if (k < w1.size()) return w1[k];
      k -= w1.size();
      if (k < b1.size()) return b1[k];
      k -= b1.size();
      if (k < w2.size()) return w2[k];
      return b2;
    };
    for (std::size_t k = 0; k < size(); ++k) {
      m[k] = 0.9 * m[k] + 0.1 * grad[k];
      v[k] = 0.999 * v[k] + 0.001 * grad[k] * grad[k];
      param(k) -= lr * (m[k] / b1c) / (std::sqrt(v[k] / b2c) + 1e-8);
      grad[k] = 0;
    }
  }
};

struct sample {
  std::vector<double> video, seismic;
  bool burglary, earthquake, alarm;
};

// Burglaries shift the video features along one direction, earthquakes the seismic features
// along another, through a nonlinearity; the rest is noise.
std::vector<sample> generate(std::size_t n, std::mt19937& rng) {
  std::bernoulli_distribution pb(0.3), pe(0.25);
  std::normal_distribution<double> noise(0, 1);
  std::vector<sample> out(n);
  for (auto& s : out) {
    s.burglary = pb(rng);
    s.earthquake = pe(rng);
    s.alarm = s.burglary || s.earthquake;
    s.video.resize(features);
    s.seismic.resize(features);
    for (int i = 0; i < features; ++i) {
      s.video[i] = noise(rng) + (s.burglary ? 1.6 : -0.4) * (i % 2 ? 1.0 : -0.5);
      s.seismic[i] = noise(rng) + (s.earthquake ? 2.0 * std::sin(1.0 + i) : 0.0);
    }
  }
  return out;
}

}  // namespace

int main() {
  std::mt19937 rng(2025);
  const auto train = generate(3000, rng), test = generate(1000, rng);
  mlp nn_b(rng), nn_e(rng);

  // The DeepLog model: its formula, neural labelling functions and the distributions they give.
  language::model m;
  m.phi = language::parse("sum[B] sum[E] (b(V)[B]_B | e(S)[E]_B)_P * (b(V)[B]_P * e(S)[E]_P)");
  constexpr auto P = language::id_of<deeplog::probability<double>>();
  m.alpha.neural("b", P, language::boolean_network([&](std::span<const double> x) {
                   return nn_b.forward(x);
                 }));
  m.alpha.neural("e", P, language::boolean_network([&](std::span<const double> x) {
                   return nn_e.forward(x);
                 }));
  m.alpha.declare_distribution("b", P);
  m.alpha.declare_distribution("e", P);
  const auto compiled = deeplog::compile::compile_formula(m);
  std::printf("circuit: %zu nodes, %zu edges, %zu leaves:", compiled.graph.size(),
              compiled.graph.num_edges(), compiled.leaves.size());
  for (const auto& leaf : compiled.leaves)
    std::printf(" %s", deeplog::compile::describe(leaf, m).c_str());
  std::printf("\n");

  // Inputs are tensor constants bound at call time: V -> @v<i>, S -> @s<i>.
  language::tensor_table tensors;
  std::vector<language::assignment> sigma(train.size());
  for (std::size_t i = 0; i < train.size(); ++i) {
    tensors["v" + std::to_string(i)] = train[i].video;
    tensors["s" + std::to_string(i)] = train[i].seismic;
    sigma[i] = {{"V", language::term::tensor("v" + std::to_string(i))},
                {"S", language::term::tensor("s" + std::to_string(i))}};
  }
  // Which network and sign each leaf row belongs to: b[true] = nn_b, b[false] = 1 - nn_b.
  std::vector<std::pair<mlp*, double>> row_of;
  for (const auto& leaf : compiled.leaves) {
    const auto& atom = m.phi.node(leaf.node);
    const bool value = leaf.bound.at(atom.reification->text).number != 0;
    row_of.emplace_back(atom.name == "b" ? &nn_b : &nn_e, value ? 1.0 : -1.0);
  }

  const std::size_t batch = 50;
  deeplog::cpu_evaluator<deeplog::probability<double>> ev(compiled.graph, batch);
  std::vector<std::size_t> order(train.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  for (int epoch = 0; epoch < 15; ++epoch) {
    std::shuffle(order.begin(), order.end(), rng);
    double loss = 0;
    for (std::size_t start = 0; start + batch <= order.size(); start += batch) {
      std::vector<language::assignment> mb(batch);
      for (std::size_t k = 0; k < batch; ++k) mb[k] = sigma[order[start + k]];
      const auto rows =
          deeplog::pipeline::leaf_labels(compiled, m, mb, tensors);  // (leaves, batch)
      const auto y = ev.forward(rows);
      std::vector<double> dy(batch), adj(rows.size());
      for (std::size_t k = 0; k < batch; ++k) {  // binary cross-entropy on "the alarm went off"
        const double p = std::clamp(y[k], 1e-7, 1 - 1e-7);
        const bool t = train[order[start + k]].alarm;
        loss -= t ? std::log(p) : std::log(1 - p);
        dy[k] = (t ? -1 / p : 1 / (1 - p)) / double(batch);
      }
      ev.backward(dy, adj);
      for (std::size_t k = 0; k < batch; ++k) {
        const sample& s = train[order[start + k]];
        double gb = 0, ge = 0;
        for (std::size_t r = 0; r < row_of.size(); ++r)
          (row_of[r].first == &nn_b ? gb : ge) += row_of[r].second * adj[r * batch + k];
        nn_b.backward(s.video, gb);
        nn_e.backward(s.seismic, ge);
      }
      nn_b.adam_step(0.01);
      nn_e.adam_step(0.01);
    }
    if (epoch % 5 == 4)
      std::printf("epoch %2d: alarm loss %.4f\n", epoch + 1, loss / double(train.size()));
  }

  // The detectors were never shown a burglary or an earthquake label: test them on both.
  std::size_t right_b = 0, right_e = 0, right_alarm = 0;
  for (const auto& s : test) {
    const double pb = nn_b.forward(s.video), pe = nn_e.forward(s.seismic);
    right_b += (pb > 0.5) == s.burglary;
    right_e += (pe > 0.5) == s.earthquake;
    right_alarm += (pb + (1 - pb) * pe > 0.5) == s.alarm;
  }
  const double n = double(test.size());
  std::printf("burglary detector accuracy: %.3f\n", double(right_b) / n);
  std::printf("earthquake detector accuracy: %.3f\n", double(right_e) / n);
  std::printf("alarm accuracy: %.3f\n", double(right_alarm) / n);
  return double(right_b) / n > 0.8 && double(right_e) / n > 0.8 ? 0 : 1;
}
