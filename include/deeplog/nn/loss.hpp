// Losses on the labels of formulas (weakly supervised learning, paper Section "Weakly
// supervised learning in DeepLog") and cross-entropy for supervised baselines. Every loss
// returns the batch mean and writes its gradient (already divided by the batch) so the caller
// can feed it straight into a circuit's or a network's backward pass.
//
// Layout of query labels: (num_roots, batch), batch contiguous — the circuit evaluator's root
// layout — and target[b] names the root whose label the query b must maximise.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <span>
#include <string>

#include "deeplog/nn/tensor.hpp"

namespace deeplog::nn {

/// The smallest probability a loss takes the logarithm of: -log(p) is capped near 69 for float
/// (and 690 for double) instead of reaching infinity when a probability underflows.
template <class T>
constexpr T probability_floor = std::is_same_v<T, float> ? T(1e-30) : T(1e-300);

namespace detail {
inline void check_target(std::uint32_t t, std::size_t roots, std::size_t b) {
  if (t >= roots)
    throw shape_error("loss: target " + std::to_string(t) + " of query " + std::to_string(b) +
                      " is not one of the " + std::to_string(roots) + " roots");
}
}  // namespace detail

/// Negative log-likelihood of probability labels: mean_b -log p(target_b, b). Gradient
/// -1 / (batch * p) on the target root, 0 elsewhere; p is floored at probability_floor<T>
/// (clamped in the log and in the gradient, so both stay finite).
template <class T>
T nll_loss(std::span<const T> probs, std::size_t batch, std::span<const std::uint32_t> target,
           std::span<T> grad) {
  const std::size_t roots = probs.size() / batch;
  std::fill(grad.begin(), grad.end(), T(0));
  double loss = 0;
  for (std::size_t b = 0; b < batch; ++b) {
    detail::check_target(target[b], roots, b);
    const std::size_t at = std::size_t(target[b]) * batch + b;
    const T p = std::max(probs[at], probability_floor<T>);
    loss -= std::log(double(p));
    grad[at] = T(-1) / (T(batch) * p);
  }
  return T(loss / double(batch));
}

/// Negative log-likelihood of log-probability labels (the log semiring): exact, no clamp.
template <class T>
T nll_loss_log(std::span<const T> log_probs, std::size_t batch,
               std::span<const std::uint32_t> target, std::span<T> grad) {
  const std::size_t roots = log_probs.size() / batch;
  std::fill(grad.begin(), grad.end(), T(0));
  double loss = 0;
  for (std::size_t b = 0; b < batch; ++b) {
    detail::check_target(target[b], roots, b);
    const std::size_t at = std::size_t(target[b]) * batch + b;
    loss -= double(log_probs[at]);
    grad[at] = T(-1) / T(batch);
  }
  return T(loss / double(batch));
}

/// Binary cross-entropy of probability labels p against targets y in [0, 1] (element-wise, one
/// label per query): mean -[y log p + (1-y) log(1-p)], with p clamped to [floor, 1 - eps] so
/// that log and gradient stay finite.
template <class T>
T binary_cross_entropy(std::span<const T> p, std::span<const T> y, std::span<T> grad) {
  const T lo = probability_floor<T>, hi = T(1) - std::numeric_limits<T>::epsilon();
  double loss = 0;
  const T n = T(p.size());
  for (std::size_t i = 0; i < p.size(); ++i) {
    const T q = std::clamp(p[i], lo, hi);
    loss -= double(y[i]) * std::log(double(q)) + double(1 - y[i]) * std::log(1.0 - double(q));
    grad[i] = (-y[i] / q + (T(1) - y[i]) / (T(1) - q)) / n;
  }
  return T(loss / double(p.size()));
}

/// Cross-entropy for supervised baselines from log-probabilities (a log_softmax head):
/// log_probs (batch, classes), labels[b] in [0, classes). dlog_probs gets -1/batch at the label.
template <class T>
T cross_entropy(const matrix<T>& log_probs, std::span<const std::uint32_t> labels,
                matrix<T>& dlog_probs) {
  const Eigen::Index batch = log_probs.rows();
  dlog_probs.setZero(batch, log_probs.cols());
  double loss = 0;
  for (Eigen::Index b = 0; b < batch; ++b) {
    detail::check_target(labels[b], std::size_t(log_probs.cols()), std::size_t(b));
    loss -= double(log_probs(b, labels[b]));
    dlog_probs(b, labels[b]) = T(-1) / T(batch);
  }
  return T(loss / double(batch));
}

/// Index of each row's (first) maximum: the predicted class.
template <class T>
std::uint32_t argmax_row(const matrix<T>& m, Eigen::Index row) {
  Eigen::Index i = 0;
  m.row(row).maxCoeff(&i);
  return static_cast<std::uint32_t>(i);
}

}  // namespace deeplog::nn
