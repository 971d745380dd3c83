// Dense layers and activations: linear, relu, sigmoid, flatten, softmax, log_softmax, dropout.
//
// The layer protocol (what sequential<> and the tests rely on), for x: (batch, in) and
// dy: (batch, out):
//   const matrix<T>& forward(const matrix<T>& x, bool training);  // y: (batch, out)
//   const matrix<T>& backward(const matrix<T>& dy);               // dx: (batch, in)
//   void collect(std::vector<parameter<T>>&, const std::string& prefix);
// backward() uses what the last forward(x, training = true) cached; it *accumulates* parameter
// gradients (call zero_grad through the optimizer between steps) and returns dL/dx. The
// returned references stay valid until the layer's next call.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <type_traits>
#include <vector>

#include "deeplog/nn/kernels.hpp"
#include "deeplog/nn/tensor.hpp"

namespace deeplog::nn {

/// y = x W^T + b. W: (out, in), b: (out). For float and double the three products run on
/// kernels::gemm (AVX2/FMA where the CPU has it, see simd.hpp), otherwise on Eigen.
template <class T = float>
class linear {
 public:
  linear(std::size_t in, std::size_t out, std::uint64_t seed = 0)
      : weight_(out, in),
        bias_(out),
        dweight_(matrix<T>::Zero(out, in)),
        dbias_(vector<T>::Zero(out)) {
    rng g(seed);
    init_uniform_fan_in(weight_, in, g);
    init_uniform_fan_in(bias_, in, g);
  }
  std::size_t in_features() const { return std::size_t(weight_.cols()); }
  std::size_t out_features() const { return std::size_t(weight_.rows()); }
  matrix<T>& weight() { return weight_; }
  vector<T>& bias() { return bias_; }

  const matrix<T>& forward(const matrix<T>& x, bool training) {
    detail::require_cols(x.cols(), in_features(), "linear");
    if constexpr (fast) {
      // y = x (W^T) + b with W^T materialised: the kernel broadcasts x and streams rows of W^T.
      // Rows of the batch split over threads.
      wt_ = weight_.transpose();
      const Eigen::Index batch = x.rows(), in = x.cols(), out = weight_.rows();
      y_.resize(batch, out);
      const int nt = threads(batch, double(batch) * double(weight_.size()));
      kernels::parallel_ranges(nt, batch, 1, [&](int t, Eigen::Index lo, Eigen::Index hi) {
        kernels::gemm<T>(kernels::gemm_args<T>{hi - lo, out, in, x.data() + lo * in, in, 1,
                                               wt_.data(), out, y_.data() + lo * out, out,
                                               bias_.data(), false, &scratch_[std::size_t(t)]});
      });
    } else {
      y_.noalias() = x * weight_.transpose();
      y_.rowwise() += bias_.transpose();
    }
    if (training) x_ = x;
    return y_;
  }
  const matrix<T>& backward(const matrix<T>& dy) {
    detail::require_cols(dy.cols(), out_features(), "linear::backward");
    if (x_.rows() != dy.rows())
      throw nn_error("linear::backward: no forward(x, training = true) on this batch");
    dbias_ += dy.colwise().sum().transpose();
    if constexpr (fast) {
      const Eigen::Index batch = dy.rows(), in = weight_.cols(), out = weight_.rows();
      const int nt = threads(std::max(batch, in), double(batch) * double(weight_.size()));
      dx_.resize(batch, in);
      // dW (out, in) += dy^T x, A(j, b) = dy(b, j): columns of dW split over threads. Then
      // dx (batch, in) = dy W: rows of the batch split.
      kernels::parallel_ranges(nt, in, 8, [&](int t, Eigen::Index lo, Eigen::Index hi) {
        kernels::gemm<T>(kernels::gemm_args<T>{out, hi - lo, batch, dy.data(), 1, out,
                                               x_.data() + lo, in, dweight_.data() + lo, in,
                                               nullptr, true, &scratch_[std::size_t(t)]});
      });
      kernels::parallel_ranges(nt, batch, 1, [&](int t, Eigen::Index lo, Eigen::Index hi) {
        kernels::gemm<T>(kernels::gemm_args<T>{hi - lo, in, out, dy.data() + lo * out, out, 1,
                                               weight_.data(), in, dx_.data() + lo * in, in,
                                               nullptr, false, &scratch_[std::size_t(t)]});
      });
    } else {
      dweight_.noalias() += dy.transpose() * x_;
      dx_.noalias() = dy * weight_;
    }
    return dx_;
  }
  void collect(std::vector<parameter<T>>& ps, const std::string& prefix) {
    ps.push_back({prefix + "weight", weight_.data(), dweight_.data(), std::size_t(weight_.size())});
    ps.push_back({prefix + "bias", bias_.data(), dbias_.data(), std::size_t(bias_.size())});
  }

 private:
  static constexpr bool fast = std::is_same_v<T, float> || std::is_same_v<T, double>;
  // Threads for `macs` multiply-adds over n parts, and one packing buffer for each.
  int threads(Eigen::Index n, double macs) {
    const int nt = kernels::threads_for(Eigen::nbThreads(), n, macs);
    if (scratch_.size() < std::size_t(nt)) scratch_.resize(std::size_t(nt));
    return nt;
  }
  matrix<T> weight_;
  vector<T> bias_;
  matrix<T> dweight_;
  vector<T> dbias_;
  matrix<T> x_, y_, dx_, wt_;
  std::vector<std::vector<T>> scratch_ = std::vector<std::vector<T>>(1);
};

/// Layers without parameters share this no-op.
struct parameterless {
  template <class P>
  void collect(std::vector<P>&, const std::string&) {}
};

template <class T = float>
class relu : public parameterless {
 public:
  const matrix<T>& forward(const matrix<T>& x, bool) {
    y_ = x.cwiseMax(T(0));
    return y_;
  }
  // dx = dy where y > 0 (the derivative at 0 is taken as 0, as in PyTorch).
  const matrix<T>& backward(const matrix<T>& dy) {
    dx_ = (y_.array() > T(0)).select(dy, T(0));
    return dx_;
  }

 private:
  matrix<T> y_, dx_;
};

template <class T = float>
class sigmoid : public parameterless {
 public:
  const matrix<T>& forward(const matrix<T>& x, bool) {
    // 1 / (1 + e^-x) overflows harmlessly to 0 for very negative x; no NaN either way.
    y_ = (T(1) + (-x.array()).exp()).inverse().matrix();
    return y_;
  }
  const matrix<T>& backward(const matrix<T>& dy) {
    dx_ = (dy.array() * y_.array() * (T(1) - y_.array())).matrix();
    return dx_;
  }

 private:
  matrix<T> y_, dx_;
};

/// (batch, C*H*W) -> (batch, C*H*W): images are already flat rows, so flatten only marks the
/// point where a network stops reading rows as images. Zero cost.
template <class T = float>
class flatten : public parameterless {
 public:
  const matrix<T>& forward(const matrix<T>& x, bool) { return x; }
  const matrix<T>& backward(const matrix<T>& dy) { return dy; }
};

/// Row-wise softmax, stabilised by the row maximum.
template <class T = float>
class softmax : public parameterless {
 public:
  const matrix<T>& forward(const matrix<T>& x, bool) {
    y_ = (x.colwise() - x.rowwise().maxCoeff()).array().exp().matrix();
    y_.array().colwise() /= y_.rowwise().sum().array();
    return y_;
  }
  // dx = y * (dy - <dy, y>) per row.
  const matrix<T>& backward(const matrix<T>& dy) {
    const vector<T> inner = (dy.array() * y_.array()).rowwise().sum();
    dx_ = (y_.array() * (dy.colwise() - inner).array()).matrix();
    return dx_;
  }

 private:
  matrix<T> y_, dx_;
};

/// Row-wise log-softmax: x - logsumexp(x), exact where softmax would underflow.
template <class T = float>
class log_softmax : public parameterless {
 public:
  const matrix<T>& forward(const matrix<T>& x, bool) {
    const vector<T> m = x.rowwise().maxCoeff();
    const vector<T> lse = m.array() + (x.colwise() - m).array().exp().rowwise().sum().log();
    y_ = x.colwise() - lse;
    return y_;
  }
  // dx = dy - softmax(x) * sum(dy) per row.
  const matrix<T>& backward(const matrix<T>& dy) {
    const vector<T> total = dy.rowwise().sum();
    dx_ = dy - (y_.array().exp().colwise() * total.array()).matrix();
    return dx_;
  }

 private:
  matrix<T> y_, dx_;
};

/// Inverted dropout: in training, zero each value with probability p and scale the rest by
/// 1 / (1 - p); at evaluation, the identity. The mask stream is seeded.
template <class T = float>
class dropout : public parameterless {
 public:
  explicit dropout(double p = 0.5, std::uint64_t seed = 0) : p_(p), g_(seed) {
    if (!(p >= 0.0 && p < 1.0)) throw nn_error("dropout: p must lie in [0, 1)");
  }
  const matrix<T>& forward(const matrix<T>& x, bool training) {
    if (!training || p_ == 0.0) {
      mask_.setConstant(x.rows(), x.cols(), T(1));
      return x;
    }
    mask_.resize(x.rows(), x.cols());
    const T scale = T(1.0 / (1.0 - p_));
    for (Eigen::Index i = 0; i < mask_.size(); ++i)
      mask_.data()[i] = g_.uniform() < p_ ? T(0) : scale;
    y_ = x.cwiseProduct(mask_);
    return y_;
  }
  const matrix<T>& backward(const matrix<T>& dy) {
    dx_ = dy.cwiseProduct(mask_);
    return dx_;
  }

 private:
  double p_;
  rng g_;
  matrix<T> mask_, y_, dx_;
};

}  // namespace deeplog::nn
