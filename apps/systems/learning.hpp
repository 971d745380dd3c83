// The emulated neurosymbolic systems (paper, Section "Evaluation"), each a few lines over one
// machine: the same network, the same task logic, and only the structure and the placement of
// the logic change.
//   placement::architecture  the logic turns the digit head's labels into the answer's label
//                            (DeepProbLog with probabilistic semantics; LTN-style fuzzy logic
//                            with a t-norm structure)
//   placement::loss          a second head predicts the answer from the joined activations of
//                            all images; the logic's label of the observed answer, computed
//                            from the digit head, is a loss term (Semantic Loss when
//                            probabilistic, fuzzy constraint losses otherwise)
//   placement::baseline      the second head alone, no logic
//   placement::supervised    the reference: the digit head trained on the images' own labels
//                            (full supervision), answers through the probabilistic logic
// Semantics: probabilistic (the d-DNNF in the probability semiring), fuzzy Goedel,
// Lukasiewicz or product (the program's formula in that t-norm algebra), and
// probabilistic-fuzzy: the network predicts a distribution over each image's fuzzy labels
// (logistic-normal on the simplex: mu, log sigma; or, with training_options::probfuzzy_labels,
// a Dirichlet: log alpha, or a logit-normal per atom), training_options::probfuzzy_samples
// samples go through the fuzzy circuit and their labels are averaged (a reparameterised
// Monte-Carlo estimate of the expected label).
// Losses: negative log-likelihood of the observed answer's label (binary cross-entropy for
// yes/no answers), AdamW, early stopping on the validation loss.
#pragma once

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <numeric>
#include <span>
#include <string>
#include <vector>

#include "deeplog/base/error.hpp"
#include "deeplog/base/resources.hpp"
#include "systems/learner.hpp"
#include "systems/run_result.hpp"

namespace deeplog::systems {

/// Average precision of scores against 0/1 labels (sklearn's definition: precision at each
/// distinct threshold, weighted by the recall it adds).
inline double average_precision(std::vector<double> scores, const std::vector<std::uint32_t>& y) {
  std::vector<std::size_t> order(scores.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::sort(order.begin(), order.end(),
            [&](std::size_t a, std::size_t b) { return scores[a] > scores[b]; });
  double positives = 0;
  for (auto v : y) positives += v;
  if (positives == 0) return 0;
  double ap = 0, tp = 0, seen = 0, last_recall = 0;
  for (std::size_t i = 0; i < order.size(); ++i) {
    tp += y[order[i]];
    seen += 1;
    if (i + 1 < order.size() && scores[order[i + 1]] == scores[order[i]]) continue;  // a tie group
    const double recall = tp / positives;
    ap += (recall - last_recall) * (tp / seen);
    last_recall = recall;
  }
  return ap;
}

/// The most entries on the diagonal of a k x k confusion matrix (row: the true class, column:
/// the predicted one) that a permutation of the predicted classes gives: every permutation is
/// tried, so k is at most 8 (Sudoku's 4).
inline std::size_t best_relabelling_hits(std::span<const std::size_t> confusion, std::size_t k) {
  if (k > 8 || confusion.size() != k * k)
    throw argument_error("best_relabelling_hits: a confusion matrix of at most 8 classes");
  std::vector<std::size_t> p(k);
  std::iota(p.begin(), p.end(), std::size_t(0));
  std::size_t best = 0;
  do {
    std::size_t hits = 0;
    for (std::size_t c = 0; c < k; ++c) hits += confusion[c * k + p[c]];
    best = std::max(best, hits);
  } while (std::next_permutation(p.begin(), p.end()));
  return best;
}

namespace detail {

struct epoch_stats {
  double loss = 0, metric = 0;
};

/// The mean loss over qs, and with `answers` the metric: accuracy of categorical answers, or
/// the average precision of a binary answer.
template <class S>
epoch_stats evaluate_queries(learner<S>& l, const task_logic& t, const image_set& d,
                             const std::vector<query>& qs, std::size_t batch, bool answers_too) {
  std::vector<std::uint32_t> answers, all_answers;
  std::vector<double> scores, all_scores;
  double loss = 0;
  for (const auto br : nn::make_batches(qs.size(), l.batch_limit(batch))) {
    check_budget();
    loss +=
        l.step(d, qs, br.begin, br.size(), false, answers, scores, answers_too) * double(br.size());
    all_answers.insert(all_answers.end(), answers.begin(), answers.end());
    all_scores.insert(all_scores.end(), scores.begin(), scores.end());
  }
  epoch_stats e;
  e.loss = qs.empty() ? 0 : loss / double(qs.size());
  if (!answers_too) return e;
  const std::size_t k = t.outputs.size();
  if (t.outputs.size() == 1 && t.outputs[0].kind == output_kind::binary) {
    std::vector<std::uint32_t> y;
    for (const auto& q : qs) y.push_back(q.targets[0]);
    e.metric = average_precision(all_scores, y);
  } else {
    std::size_t correct = 0;
    for (std::size_t i = 0; i < qs.size(); ++i) {
      bool all = true;
      for (std::size_t o = 0; o < k; ++o) all = all && all_answers[i * k + o] == qs[i].targets[o];
      correct += all;
    }
    e.metric = qs.empty() ? 0 : double(correct) / double(qs.size());
  }
  return e;
}

template <class S>
run_result train_and_test(const task_logic& t, const system_config& c,
                          const image_set& train_images, const std::vector<query>& train,
                          const std::vector<query>& valid, const image_set& test_images,
                          const std::vector<query>& test, const training_options& o) {
  using clock = std::chrono::steady_clock;
  learner<S> l(t, c, o);
  nn::adamw<float> opt(l.parameters(), {.lr = o.lr, .weight_decay = o.weight_decay});
  nn::early_stopping stop(o.patience);
  auto best = nn::snapshot(l.parameters());
  std::size_t best_epoch = 0;
  double last_loss = 0;
  run_result r;
  const auto t0 = clock::now();
  std::vector<std::uint32_t> answers;
  std::vector<double> scores;
  for (std::size_t epoch = 0; epoch < o.max_epochs; ++epoch) {
    const auto order = nn::shuffled_indices(train.size(), o.seed * 1000003 + epoch);
    std::vector<query> shuffled;
    for (auto i : order) shuffled.push_back(train[i]);
    double run_loss = 0;
    std::size_t done = 0, correct = 0;
    for (const auto br : nn::make_batches(shuffled.size(), o.batch)) {
      check_budget();
      opt.zero_grad();
      run_loss += l.step(train_images, shuffled, br.begin, br.size(), true, answers, scores,
                         !l.loss_on_cones()) *
                  double(br.size());
      opt.step();
      if (!l.loss_on_cones()) {  // answers come only from full evaluations
        const std::size_t k = t.outputs.size();
        for (std::size_t b = 0; b < br.size(); ++b) {
          bool all = true;
          for (std::size_t q = 0; q < k; ++q)
            all = all && answers[b * k + q] == shuffled[br.begin + b].targets[q];
          correct += all;
        }
      }
      done += br.size();
      if (o.progress)
        o.progress(epoch, done, shuffled.size(), run_loss / double(done),
                   double(correct) / double(done));
    }
    ++r.epochs;
    const epoch_stats v = evaluate_queries(l, t, train_images, valid, o.eval_batch, false);
    last_loss = v.loss;
    if (stop.observe(v.loss)) {
      best_epoch = r.epochs;
      if (o.restore_best) best = nn::snapshot(l.parameters());
    }
    if (stop.should_stop()) break;
  }
  r.train_seconds = std::chrono::duration<double>(clock::now() - t0).count();
  if (o.restore_best) {
    nn::restore(l.parameters(), best);
    r.validation_loss = stop.best();
    r.tested_epoch = best_epoch;
  } else {
    r.validation_loss = last_loss;
    r.tested_epoch = r.epochs;
  }
  const auto t1 = clock::now();
  const epoch_stats e = evaluate_queries(l, t, test_images, test, o.eval_batch, true);
  r.inference_seconds_per_query =
      test.empty() ? 0
                   : std::chrono::duration<double>(clock::now() - t1).count() / double(test.size());
  r.metric = e.metric;
  if (c.uses_logic()) {  // the digit head on the test queries' images
    std::vector<std::uint32_t> index;
    std::vector<std::uint32_t> truth;
    for (const auto& q : test)
      for (auto i : q.images)
        if (auto cls = image_class(t, test_images.labels[i])) {
          index.push_back(i);
          truth.push_back(*cls);
        }
    const std::size_t k = t.classes;
    std::vector<std::size_t> confusion(k * k, 0);  // [truth * k + class]
    nn::matrix<float> x;
    for (const auto br : nn::make_batches(index.size(), 512)) {
      check_budget();
      nn::gather_rows(test_images.images, std::span(index).subspan(br.begin, br.size()), x);
      const auto cls = l.classify(x);
      for (std::size_t i = 0; i < cls.size(); ++i) ++confusion[truth[br.begin + i] * k + cls[i]];
    }
    if (!index.empty()) {
      std::size_t correct = 0;
      for (std::size_t cls = 0; cls < k; ++cls) correct += confusion[cls * k + cls];
      r.digit_accuracy = double(correct) / double(index.size());
      if (t.classes_interchangeable)
        r.digit_accuracy_relabelled =
            double(best_relabelling_hits(confusion, k)) / double(index.size());
    }
  }
  return r;
}

/// Seconds per query of `batches` batches of `batch` queries (taken cyclically from qs), each
/// evaluated as the test queries are (every answer, through evaluate_queries), after one
/// warm-up batch.
template <class S>
std::vector<double> time_inference(const task_logic& t, const system_config& c,
                                   const image_set& images, const std::vector<query>& qs,
                                   std::size_t batch, std::size_t batches,
                                   const training_options& o) {
  using clock = std::chrono::steady_clock;
  learner<S> l(t, c, o);
  std::vector<query> b(batch);
  std::vector<double> out;
  for (std::size_t k = 0; k <= batches; ++k) {
    for (std::size_t i = 0; i < batch; ++i) b[i] = qs[(k * batch + i) % qs.size()];
    const auto t0 = clock::now();
    evaluate_queries(l, t, images, b, batch, true);
    const double s = std::chrono::duration<double>(clock::now() - t0).count();
    if (k > 0) out.push_back(s / double(batch));  // batch 0 warms up
  }
  return out;
}

}  // namespace detail

/// Trains system `c` on task `t` (train and validation queries over `train_images`) and
/// measures it on the test queries. c.logic names a structure of
/// learner_structures_of<Structures> (with_builtins<UserTNorm> for a t-norm of the user's).
template <class Structures = builtin_structures>
run_result train_and_test(const task_logic& t, const system_config& c,
                          const image_set& train_images, const std::vector<query>& train,
                          const std::vector<query>& valid, const image_set& test_images,
                          const std::vector<query>& test, const training_options& o) {
  if (c.probabilistic_fuzzy && !c.fuzzy())
    throw argument_error("probabilistic-fuzzy needs a t-norm semantics");
  if (c.uses_logic() && on_fuzzy_formula(c, o) && t.fuzzy.size() == 0)
    throw argument_error(t.name +
                         " has no fuzzy circuit (its formula is too large; --fuzzy-circuit ddnnf "
                         "evaluates the d-DNNF instead)");
  for (const auto* qs : {&train, &valid, &test})
    for (const query& q : *qs) {
      if (q.images.size() != t.slots || q.targets.size() != t.outputs.size())
        throw argument_error(t.name + ": a query with " + std::to_string(q.images.size()) +
                             " images and " + std::to_string(q.targets.size()) +
                             " targets does not fit the task's " + std::to_string(t.slots) +
                             " slots and " + std::to_string(t.outputs.size()) + " outputs");
      for (std::size_t k = 0; k < q.targets.size(); ++k)
        if (q.targets[k] >= (t.outputs[k].kind == output_kind::binary ? 2u : t.outputs[k].count))
          throw argument_error(t.name + ": target " + std::to_string(q.targets[k]) + " of output " +
                               std::to_string(k) + " is out of range");
    }
  return visit_structure<learner_structures_of<Structures>>(
      c.where == placement::baseline ? probabilistic : c.logic, [&]<class S>(S) {
        return detail::train_and_test<rebind_value_t<S, float>>(t, c, train_images, train, valid,
                                                                test_images, test, o);
      });
}

/// Inference time of system `c` on task `t` (the network's parameters as initialised: the time
/// does not depend on them): seconds per query of each of `batches` batches of `batch` queries.
template <class Structures = builtin_structures>
std::vector<double> time_inference(const task_logic& t, const system_config& c,
                                   const image_set& images, const std::vector<query>& qs,
                                   std::size_t batch, std::size_t batches,
                                   const training_options& o = {}) {
  if (qs.empty() || batch == 0 || batches == 0)
    throw argument_error("time_inference: needs queries, a positive batch and batch count");
  return visit_structure<learner_structures_of<Structures>>(
      c.where == placement::baseline ? probabilistic : c.logic, [&]<class S>(S) {
        return detail::time_inference<rebind_value_t<S, float>>(t, c, images, qs, batch, batches,
                                                                o);
      });
}

}  // namespace deeplog::systems
