// Convolution (im2col + one GEMM per batch) and max pooling on flat image rows.
//
// x: (batch, C*H*W), channel-major rows (tensor.hpp). conv2d lowers the whole batch to one
// column matrix col: (C*K*K, batch*P), P = H'*W', so the forward pass is a single Eigen GEMM
// W (O, C*K*K) x col, which Eigen runs on all cores when the program is built with OpenMP; the
// backward pass is two more GEMMs (dW = dOut col^T, dcol = W^T dOut) and a col2im scatter.
#pragma once

#include <algorithm>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "deeplog/nn/tensor.hpp"

#if defined(_OPENMP)
#include <omp.h>
#endif

namespace deeplog::nn {

namespace detail {
// Loops over the batch run in parallel only when there is enough work to pay for the threads.
inline constexpr std::ptrdiff_t conv_parallel_work = 1 << 15;
}  // namespace detail

/// 2-D convolution (cross-correlation, as in PyTorch) with square kernels, stride and zero
/// padding. W: (out_channels, C*K*K), b: (out_channels).
template <class T = float>
class conv2d {
 public:
  conv2d(image_shape in, std::size_t out_channels, std::size_t kernel, std::uint64_t seed = 0,
         std::size_t stride = 1, std::size_t padding = 0)
      : in_(in), k_(kernel), stride_(stride), pad_(padding) {
    if (kernel == 0 || stride == 0 || in.height + 2 * padding < kernel ||
        in.width + 2 * padding < kernel)
      throw shape_error("conv2d: kernel " + std::to_string(kernel) + " does not fit a " +
                        std::to_string(in.height) + "x" + std::to_string(in.width) + " image");
    out_ = {out_channels, (in.height + 2 * padding - kernel) / stride + 1,
            (in.width + 2 * padding - kernel) / stride + 1};
    const std::size_t fan_in = in.channels * kernel * kernel;
    weight_.resize(out_channels, fan_in);
    bias_.resize(out_channels);
    dweight_ = matrix<T>::Zero(out_channels, fan_in);
    dbias_ = vector<T>::Zero(out_channels);
    rng g(seed);
    init_uniform_fan_in(weight_, fan_in, g);
    init_uniform_fan_in(bias_, fan_in, g);
  }

  image_shape input_shape() const { return in_; }
  image_shape output_shape() const { return out_; }
  matrix<T>& weight() { return weight_; }
  vector<T>& bias() { return bias_; }

  const matrix<T>& forward(const matrix<T>& x, bool) {
    detail::require_cols(x.cols(), in_.size(), "conv2d");
    const Eigen::Index batch = x.rows(), P = Eigen::Index(out_.height * out_.width);
    const Eigen::Index O = weight_.rows();
    im2col(x);
    gemm_out_.resize(O, batch * P);
    gemm_out_.noalias() = weight_ * col_;  // (O, batch*P)
    y_.resize(batch, O * P);
    // Reorder (O, batch, P) -> (batch, O, P) and add the bias.
    for (Eigen::Index b = 0; b < batch; ++b)
      for (Eigen::Index o = 0; o < O; ++o)
        y_.row(b).segment(o * P, P) = gemm_out_.row(o).segment(b * P, P).array() + bias_[o];
    return y_;
  }

  const matrix<T>& backward(const matrix<T>& dy) {
    const Eigen::Index batch = dy.rows(), P = Eigen::Index(out_.height * out_.width);
    const Eigen::Index O = weight_.rows();
    gemm_out_.resize(O, batch * P);
    for (Eigen::Index b = 0; b < batch; ++b)
      for (Eigen::Index o = 0; o < O; ++o)
        gemm_out_.row(o).segment(b * P, P) = dy.row(b).segment(o * P, P);
    dweight_.noalias() += gemm_out_ * col_.transpose();
    dbias_ += gemm_out_.rowwise().sum();
    dcol_.resize(col_.rows(), col_.cols());
    dcol_.noalias() = weight_.transpose() * gemm_out_;
    col2im(batch);
    return dx_;
  }

  void collect(std::vector<parameter<T>>& ps, const std::string& prefix) {
    ps.push_back({prefix + "weight", weight_.data(), dweight_.data(), std::size_t(weight_.size())});
    ps.push_back({prefix + "bias", bias_.data(), dbias_.data(), std::size_t(bias_.size())});
  }

 private:
  // col(r = (c, ki, kj), b*P + oy*W' + ox) = x(b, c, oy*s + ki - pad, ox*s + kj - pad), or 0.
  void im2col(const matrix<T>& x) {
    const std::ptrdiff_t batch = x.rows(), P = std::ptrdiff_t(out_.height * out_.width);
    col_.resize(Eigen::Index(in_.channels * k_ * k_), batch * P);
    T* col = col_.data();
    const std::ptrdiff_t ld = batch * P;
#if defined(_OPENMP)
#pragma omp parallel for schedule(static) if (batch * col_.rows() * P >= detail::conv_parallel_work)
#endif
    for (std::ptrdiff_t b = 0; b < batch; ++b) {
      const T* img = x.data() + b * x.cols();
      for (std::size_t c = 0; c < in_.channels; ++c)
        for (std::size_t ki = 0; ki < k_; ++ki)
          for (std::size_t kj = 0; kj < k_; ++kj) {
            const std::size_t r = (c * k_ + ki) * k_ + kj;
            T* dst = col + std::ptrdiff_t(r) * ld + b * P;
            for (std::size_t oy = 0; oy < out_.height; ++oy) {
              const std::ptrdiff_t iy = std::ptrdiff_t(oy * stride_ + ki) - std::ptrdiff_t(pad_);
              T* row = dst + oy * out_.width;
              if (iy < 0 || iy >= std::ptrdiff_t(in_.height)) {
                std::fill(row, row + out_.width, T(0));
                continue;
              }
              const T* src = img + (c * in_.height + std::size_t(iy)) * in_.width;
              for (std::size_t ox = 0; ox < out_.width; ++ox) {
                const std::ptrdiff_t ix = std::ptrdiff_t(ox * stride_ + kj) - std::ptrdiff_t(pad_);
                row[ox] = (ix < 0 || ix >= std::ptrdiff_t(in_.width)) ? T(0) : src[ix];
              }
            }
          }
    }
  }

  // The adjoint of im2col: every column entry adds back into the pixel it was read from.
  void col2im(std::ptrdiff_t batch) {
    const std::ptrdiff_t P = std::ptrdiff_t(out_.height * out_.width), ld = batch * P;
    dx_.setZero(batch, Eigen::Index(in_.size()));
    const T* dcol = dcol_.data();
#if defined(_OPENMP)
#pragma omp parallel for schedule(static) if (batch * dcol_.rows() * P >= \
                                              detail::conv_parallel_work)
#endif
    for (std::ptrdiff_t b = 0; b < batch; ++b) {
      T* img = dx_.data() + b * dx_.cols();
      for (std::size_t c = 0; c < in_.channels; ++c)
        for (std::size_t ki = 0; ki < k_; ++ki)
          for (std::size_t kj = 0; kj < k_; ++kj) {
            const std::size_t r = (c * k_ + ki) * k_ + kj;
            const T* src = dcol + std::ptrdiff_t(r) * ld + b * P;
            for (std::size_t oy = 0; oy < out_.height; ++oy) {
              const std::ptrdiff_t iy = std::ptrdiff_t(oy * stride_ + ki) - std::ptrdiff_t(pad_);
              if (iy < 0 || iy >= std::ptrdiff_t(in_.height)) continue;
              T* dst = img + (c * in_.height + std::size_t(iy)) * in_.width;
              const T* row = src + oy * out_.width;
              for (std::size_t ox = 0; ox < out_.width; ++ox) {
                const std::ptrdiff_t ix = std::ptrdiff_t(ox * stride_ + kj) - std::ptrdiff_t(pad_);
                if (ix >= 0 && ix < std::ptrdiff_t(in_.width)) dst[ix] += row[ox];
              }
            }
          }
    }
  }

  image_shape in_, out_;
  std::size_t k_, stride_, pad_;
  matrix<T> weight_;
  vector<T> bias_;
  matrix<T> dweight_;
  vector<T> dbias_;
  matrix<T> col_, dcol_, gemm_out_, y_, dx_;
};

/// Max pooling with a square window and stride equal to the window (PyTorch's default);
/// trailing rows/columns that do not fill a window are dropped. The adjoint goes to the first
/// maximum of each window.
template <class T = float>
class max_pool2d {
 public:
  max_pool2d(image_shape in, std::size_t window) : in_(in), k_(window) {
    if (window == 0 || in.height < window || in.width < window)
      throw shape_error("max_pool2d: window " + std::to_string(window) + " does not fit a " +
                        std::to_string(in.height) + "x" + std::to_string(in.width) + " image");
    out_ = {in.channels, in.height / window, in.width / window};
  }
  image_shape input_shape() const { return in_; }
  image_shape output_shape() const { return out_; }

  template <class P>
  void collect(std::vector<P>&, const std::string&) {}

  const matrix<T>& forward(const matrix<T>& x, bool) {
    detail::require_cols(x.cols(), in_.size(), "max_pool2d");
    const Eigen::Index batch = x.rows();
    y_.resize(batch, Eigen::Index(out_.size()));
    arg_.resize(std::size_t(batch) * out_.size());
#if defined(_OPENMP)
#pragma omp parallel for schedule(static) if (batch * x.cols() >= detail::conv_parallel_work)
#endif
    for (Eigen::Index b = 0; b < batch; ++b) {
      const T* img = x.data() + b * x.cols();
      T* out = y_.data() + b * y_.cols();
      std::uint32_t* arg = arg_.data() + std::size_t(b) * out_.size();
      std::size_t o = 0;
      for (std::size_t c = 0; c < out_.channels; ++c)
        for (std::size_t oy = 0; oy < out_.height; ++oy)
          for (std::size_t ox = 0; ox < out_.width; ++ox, ++o) {
            std::size_t best = (c * in_.height + oy * k_) * in_.width + ox * k_;
            for (std::size_t i = 0; i < k_; ++i)
              for (std::size_t j = 0; j < k_; ++j) {
                const std::size_t at = (c * in_.height + oy * k_ + i) * in_.width + ox * k_ + j;
                if (img[at] > img[best]) best = at;
              }
            out[o] = img[best];
            arg[o] = static_cast<std::uint32_t>(best);
          }
    }
    return y_;
  }

  const matrix<T>& backward(const matrix<T>& dy) {
    const Eigen::Index batch = dy.rows();
    dx_.setZero(batch, Eigen::Index(in_.size()));
    for (Eigen::Index b = 0; b < batch; ++b) {
      const std::uint32_t* arg = arg_.data() + std::size_t(b) * out_.size();
      for (std::size_t o = 0; o < out_.size(); ++o) dx_(b, arg[o]) += dy(b, Eigen::Index(o));
    }
    return dx_;
  }

 private:
  image_shape in_, out_;
  std::size_t k_;
  matrix<T> y_, dx_;
  std::vector<std::uint32_t> arg_;
};

}  // namespace deeplog::nn
