// Learning a program's parameters from examples, as DeepProbLog trains: each example is a
// ground query with a target probability, its loss the cross-entropy of P(query | evidence)
// against the target. The gradient runs backwards through the query's compiled circuit to
// every literal weight: into the learnable probabilities (`t(P)::h`, moved by SGD on their
// logits: a fact's probability is sigmoid(theta), an annotated disjunction's heads and its rest
// a softmax) and, through `neural_gradient`, to the networks of the neural predicates, which
// update themselves. Each query is grounded and compiled once, then evaluated with the current
// weights at every step.
#pragma once

#include <cmath>
#include <cstdint>
#include <functional>
#include <limits>
#include <map>
#include <memory>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "deeplog/prolog/inference.hpp"
#include "deeplog/prolog/parser.hpp"

namespace deeplog::prolog {

/// One training example: a ground query (program text without the final '.', such as
/// "addition(a0, b0, 7)" or "\\+ heads") and the probability it should have.
struct example {
  std::string query;
  double target = 1.0;
};

/// The loss's gradient with respect to a neural predicate's labels for one input: the same
/// layout as neural_labels gives them (the values' probabilities, or P(true)).
using neural_gradient = std::function<void(
    std::uint32_t declaration, const std::vector<std::string>& inputs, std::span<const double>)>;

struct training_options {
  double learning_rate = 0.1;  // SGD on the learnable probabilities' logits
  inference_options inference{};
};

/// Trains `p`'s learnable probabilities (and, through the callbacks, its networks).
class trainer {
 public:
  trainer(program& p, training_options o = {}, neural_labels labels = {},
          neural_gradient gradient = {})
      : p_(p), opt_(std::move(o)), labels_(std::move(labels)), gradient_(std::move(gradient)) {
    // Logits: a fact's log-odds; an annotated disjunction's log-probabilities (its rest too,
    // where the heads leave some mass; softmax does not care about a common shift).
    for (const auto& f : p_.facts)
      if (f.learnable != ~0u) {
        const double v = clamp(p_.learnables[f.learnable].value);
        groups_.push_back({{f.learnable}, {std::log(v / (1 - v))}, false});
      }
    for (const auto& ad : p_.ads) {
      if (ad.learnables.empty()) continue;
      group g{ad.learnables, {}, false};
      double rest = 1;
      for (std::uint32_t l : ad.learnables) {
        rest -= p_.learnables[l].value;
        g.theta.push_back(std::log(clamp(p_.learnables[l].value)));
      }
      g.rest = rest > 1e-12;
      if (g.rest) g.theta.push_back(std::log(clamp(rest)));
      g.softmax = true;
      groups_.push_back(std::move(g));
    }
    for (std::size_t i = 0; i < groups_.size(); ++i)
      for (std::uint32_t l : groups_[i].members) group_of_[l] = i;
  }

  /// P(query | evidence) with the current parameters.
  double probability(const example& e) { return evaluate(e, false).first; }

  /// The mean loss over `batch` and its gradient with respect to each group's logits (in the
  /// order of the program's facts, then its annotated disjunctions); networks get theirs.
  std::pair<double, std::vector<std::vector<double>>> loss_gradient(
      std::span<const example> batch) {
    std::vector<std::vector<double>> grad(groups_.size());
    for (std::size_t i = 0; i < groups_.size(); ++i) grad[i].assign(groups_[i].theta.size(), 0);
    grad_ = &grad;
    double loss = 0;
    for (const example& e : batch) loss += evaluate(e, true).second;
    grad_ = nullptr;
    const double n = double(std::max<std::size_t>(1, batch.size()));
    for (auto& g : grad)
      for (double& x : g) x /= n;
    return {loss / n, std::move(grad)};
  }

  /// One SGD step over `batch`; returns the mean loss before the step.
  double step(std::span<const example> batch) {
    auto [loss, grad] = loss_gradient(batch);
    for (std::size_t i = 0; i < groups_.size(); ++i)
      for (std::size_t k = 0; k < grad[i].size(); ++k)
        groups_[i].theta[k] -= opt_.learning_rate * grad[i][k];
    publish();
    return loss;
  }

  /// The logits of each group (as loss_gradient orders them); set_logits writes them back.
  std::vector<std::vector<double>> logits() const {
    std::vector<std::vector<double>> out;
    for (const auto& g : groups_) out.push_back(g.theta);
    return out;
  }
  void set_logits(const std::vector<std::vector<double>>& theta) {
    for (std::size_t i = 0; i < groups_.size(); ++i) groups_[i].theta = theta.at(i);
    publish();
  }

 private:
  struct group {
    std::vector<std::uint32_t> members;  // program::learnables entries
    std::vector<double> theta;           // a fact: 1 logit; an AD: one per head (+ the rest)
    bool rest = false;                   // an AD whose heads leave mass: theta.back()
    bool softmax = false;
  };

  static double clamp(double v) { return std::min(1 - 1e-9, std::max(1e-9, v)); }

  // The probabilities of a group from its logits.
  static std::vector<double> probabilities_of(const group& g) {
    if (!g.softmax) return {1 / (1 + std::exp(-g.theta[0]))};
    double m = -std::numeric_limits<double>::infinity();
    for (double t : g.theta) m = std::max(m, t);
    std::vector<double> q(g.theta.size());
    double z = 0;
    for (std::size_t k = 0; k < q.size(); ++k) z += q[k] = std::exp(g.theta[k] - m);
    for (double& x : q) x /= z;
    return q;
  }

  void publish() {
    for (const auto& g : groups_) {
      const auto q = probabilities_of(g);
      for (std::size_t k = 0; k < g.members.size(); ++k) p_.learnables[g.members[k]].value = q[k];
    }
  }

  // A query's circuit and its evaluator (its plan made once), grounded and compiled once.
  struct compiled_query {
    compiled_program program;
    std::unique_ptr<cpu_evaluator<deeplog::probability<double>>> evaluator;
  };

  compiled_query& compiled(const std::string& query) {
    auto it = cache_.find(query);
    if (it != cache_.end()) return it->second;
    const std::string text = query + " .";
    reader rd(text, "<example>", p_.store, p_.symbols);
    const auto clause = rd.next();
    if (!clause || rd.next()) throw program_error("<example>", {}, "not one query: " + query);
    auto saved = std::exchange(p_.queries, {{clause->term, clause->pos}});
    compiled_program c;
    try {
      c = compile_program(p_, opt_.inference);
    } catch (...) {
      p_.queries = std::move(saved);
      throw;
    }
    p_.queries = std::move(saved);
    if (!c.ground.queries.at(0).ground)
      throw program_error("<example>", clause->pos, "an example must be ground: " + query);
    compiled_query& q = cache_.emplace(query, compiled_query{std::move(c), nullptr}).first->second;
    q.evaluator = std::make_unique<cpu_evaluator<deeplog::probability<double>>>(q.program.graph, 1);
    return q;
  }

  // P(query | evidence) and the example's loss; with `backward`, the gradient is added to
  // *grad_ and the networks are given theirs.
  std::pair<double, double> evaluate(const example& e, bool backward) {
    compiled_query& cq = compiled(e.query);
    const compiled_program& c = cq.program;
    auto& ev = *cq.evaluator;
    const auto roots = ev.forward(input_rows(c, literal_weights(c.ground, p_, labels_)));
    const answer& a = c.answers.at(0);  // a ground query: its one answer
    const double num = roots[a.root], z = roots[c.evidence_root];
    if (!(z > 0)) throw grounding_error("<evidence>", {}, "the evidence has probability 0");
    const double prob = num / z;
    constexpr double eps = 1e-12;
    const double pc = std::min(1 - eps, std::max(eps, prob));
    const double t = e.target;
    const double loss = -(t * std::log(pc) + (1 - t) * std::log(1 - pc));
    if (!backward) return {prob, loss};
    // dL/dP (zero where the clamp holds P), then d(num / z).
    const double dp = prob == pc ? -t / pc + (1 - t) / (1 - pc) : 0.0;
    std::vector<double> radj(c.graph.num_roots(), 0.0);
    radj[a.root] += dp / z;
    radj[c.evidence_root] += -dp * num / (z * z);
    std::vector<double> iadj(c.graph.num_inputs(), 0.0);
    ev.backward(radj, iadj);
    auto adj = [&](std::uint32_t v, bool negated) {
      const std::size_t r = literal_input(v, negated);
      return r < iadj.size() ? iadj[r] : 0.0;
    };
    // dL/d(probability) of each choice's parameter or label.
    std::map<std::pair<std::uint32_t, std::vector<std::string>>, std::vector<double>> nets;
    std::map<std::size_t, std::vector<double>> by_group;  // group -> dL/dq per slot
    for (std::uint32_t v = 0; v < c.ground.choices.size(); ++v) {
      const choice_variable& ch = c.ground.choices[v];
      const bool exclusive = ch.group != ~0u;  // a group member: its negative weight is 1
      const double d = adj(v, false) - (exclusive ? 0.0 : adj(v, true));
      switch (ch.kind) {
        case choice_kind::fact:
          if (const std::uint32_t l = p_.facts[ch.declaration].learnable; l != ~0u)
            slot(by_group, l, 0) += d;
          break;
        case choice_kind::ad_member:
        case choice_kind::ad_none: {
          const auto& ls = p_.ads[ch.declaration].learnables;
          if (ls.empty()) break;
          const std::size_t gi = group_of_.at(ls[0]);
          if (ch.kind == choice_kind::ad_member)
            slot(by_group, ls[ch.value], ch.value) += d;
          else if (groups_[gi].rest)
            slot(by_group, ls[0], ls.size()) += d;
          break;
        }
        case choice_kind::neural_boolean:
        case choice_kind::neural_value: {
          const std::size_t n =
              ch.kind == choice_kind::neural_value ? p_.neural[ch.declaration].domain.size() : 1;
          auto& g = nets[{ch.declaration, ch.inputs}];
          g.resize(n, 0.0);
          g[ch.kind == choice_kind::neural_value ? ch.value : 0] += d;
          break;
        }
      }
    }
    // Through the parametrization: sigmoid for a fact, softmax for an AD.
    for (const auto& [gi, dq] : by_group) {
      const group& g = groups_[gi];
      const auto q = probabilities_of(g);
      auto& out = (*grad_)[gi];
      if (!g.softmax) {
        out[0] += dq[0] * q[0] * (1 - q[0]);
        continue;
      }
      double dot = 0;
      for (std::size_t k = 0; k < q.size(); ++k) dot += dq[k] * q[k];
      for (std::size_t k = 0; k < q.size(); ++k) out[k] += q[k] * (dq[k] - dot);
    }
    if (gradient_)
      for (const auto& [key, g] : nets) gradient_(key.first, key.second, g);
    return {prob, loss};
  }

  // dL/dq of slot k of the group of learnable l.
  double& slot(std::map<std::size_t, std::vector<double>>& by_group, std::uint32_t l,
               std::size_t k) {
    const std::size_t gi = group_of_.at(l);
    auto& v = by_group[gi];
    v.resize(groups_[gi].theta.size(), 0.0);
    return v[k];
  }

  program& p_;
  training_options opt_;
  neural_labels labels_;
  neural_gradient gradient_;
  std::vector<group> groups_;
  std::map<std::uint32_t, std::size_t> group_of_;  // learnable -> group
  std::map<std::string, compiled_query> cache_;
  std::vector<std::vector<double>>* grad_ = nullptr;
};

}  // namespace deeplog::prolog
