// Optimizers over a network's parameters (AdamW, the paper's; SGD with momentum) and early
// stopping on a validation loss (the paper uses patience 5).
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <limits>
#include <vector>

#include "deeplog/nn/tensor.hpp"

namespace deeplog::nn {

template <class T>
void zero_grad(const std::vector<parameter<T>>& ps) {
  for (const auto& p : ps) std::fill(p.grad, p.grad + p.size, T(0));
}

/// AdamW (Loshchilov & Hutter), with PyTorch's defaults and update order:
///   p <- p (1 - lr wd);  m <- b1 m + (1-b1) g;  v <- b2 v + (1-b2) g^2;
///   p <- p - lr (m / (1-b1^t)) / (sqrt(v / (1-b2^t)) + eps).
template <class T = float>
class adamw {
 public:
  struct options {
    double lr = 1e-3, beta1 = 0.9, beta2 = 0.999, eps = 1e-8, weight_decay = 1e-2;
  };
  explicit adamw(std::vector<parameter<T>> ps, options o) : ps_(std::move(ps)), o_(o) {
    for (const auto& p : ps_) {
      m_.emplace_back(p.size, T(0));
      v_.emplace_back(p.size, T(0));
    }
  }
  explicit adamw(std::vector<parameter<T>> ps) : adamw(std::move(ps), options{}) {}

  void step() {
    ++t_;
    const double c1 = 1.0 - std::pow(o_.beta1, double(t_));
    const double c2 = 1.0 - std::pow(o_.beta2, double(t_));
    const T decay = T(1.0 - o_.lr * o_.weight_decay);
    const T b1 = T(o_.beta1), b2 = T(o_.beta2), eps = T(o_.eps);
    const T step_size = T(o_.lr / c1), root_c2 = T(std::sqrt(c2));
    for (std::size_t i = 0; i < ps_.size(); ++i) {
      T* p = ps_[i].value;
      const T* g = ps_[i].grad;
      T* m = m_[i].data();
      T* v = v_[i].data();
      for (std::size_t j = 0; j < ps_[i].size; ++j) {
        p[j] *= decay;
        m[j] = b1 * m[j] + (T(1) - b1) * g[j];
        v[j] = b2 * v[j] + (T(1) - b2) * g[j] * g[j];
        p[j] -= step_size * m[j] / (std::sqrt(v[j]) / root_c2 + eps);
      }
    }
  }
  void zero_grad() { nn::zero_grad(ps_); }
  const options& settings() const { return o_; }
  std::size_t steps() const { return t_; }

 private:
  std::vector<parameter<T>> ps_;
  options o_;
  std::vector<std::vector<T>> m_, v_;
  std::size_t t_ = 0;
};

/// SGD with optional momentum and (coupled) weight decay, as PyTorch's torch.optim.SGD:
///   g <- g + wd p;  buf <- momentum buf + g;  p <- p - lr buf.
template <class T = float>
class sgd {
 public:
  struct options {
    double lr = 1e-2, momentum = 0.0, weight_decay = 0.0;
  };
  explicit sgd(std::vector<parameter<T>> ps, options o) : ps_(std::move(ps)), o_(o) {
    for (const auto& p : ps_) buf_.emplace_back(p.size, T(0));
  }
  void step() {
    const T lr = T(o_.lr), mu = T(o_.momentum), wd = T(o_.weight_decay);
    for (std::size_t i = 0; i < ps_.size(); ++i)
      for (std::size_t j = 0; j < ps_[i].size; ++j) {
        const T g = ps_[i].grad[j] + wd * ps_[i].value[j];
        buf_[i][j] = mu * buf_[i][j] + g;
        ps_[i].value[j] -= lr * buf_[i][j];
      }
  }
  void zero_grad() { nn::zero_grad(ps_); }

 private:
  std::vector<parameter<T>> ps_;
  options o_;
  std::vector<std::vector<T>> buf_;
};

/// Early stopping: observe() the validation loss after each epoch; it says whether this is the
/// best so far (keep a copy of the parameters then), and should_stop() turns true after
/// `patience` epochs in a row without improvement.
class early_stopping {
 public:
  explicit early_stopping(std::size_t patience = 5, double min_delta = 0.0)
      : patience_(patience), min_delta_(min_delta) {}
  bool observe(double validation_loss) {
    if (validation_loss < best_ - min_delta_) {
      best_ = validation_loss;
      bad_epochs_ = 0;
      return true;
    }
    ++bad_epochs_;
    return false;
  }
  bool should_stop() const { return bad_epochs_ >= patience_; }
  double best() const { return best_; }

 private:
  std::size_t patience_;
  double min_delta_;
  double best_ = std::numeric_limits<double>::infinity();
  std::size_t bad_epochs_ = 0;
};

/// A copy of the parameters' values, to restore the best epoch's network after early stopping.
template <class T>
std::vector<std::vector<T>> snapshot(const std::vector<parameter<T>>& ps) {
  std::vector<std::vector<T>> s;
  for (const auto& p : ps) s.emplace_back(p.value, p.value + p.size);
  return s;
}
template <class T>
void restore(const std::vector<parameter<T>>& ps, const std::vector<std::vector<T>>& s) {
  for (std::size_t i = 0; i < ps.size(); ++i) std::copy(s[i].begin(), s[i].end(), ps[i].value);
}

}  // namespace deeplog::nn
