// Convolution and max pooling on flat image rows.
//
// x: (batch, C*H*W), channel-major rows (tensor.hpp). For float and double, a convolution with
// stride 1 and no padding (LeNet's) is an implicit GEMM on the images themselves
// (kernels.hpp): output spans along a row read consecutive inputs, so no column matrix is
// built, and the kernels run with AVX2/FMA where the CPU has them even in a baseline build.
// Other strides and paddings lower the batch to a column matrix col: (C*K*K, batch*P),
// P = H'*W', in chunks of 32 images and run Eigen GEMMs W (O, C*K*K) x col; the backward pass
// is two more GEMMs (dW = dOut col^T, dcol = W^T dOut) and a col2im scatter.
#pragma once

#include <algorithm>
#include <cstdint>
#include <limits>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "deeplog/nn/kernels.hpp"
#include "deeplog/nn/tensor.hpp"

#if defined(_OPENMP)
#include <omp.h>
#endif

namespace deeplog::nn {

namespace detail {
// Loops over the batch run on Eigen::nbThreads() threads (the GEMMs' count, so one setting
// governs both), and only when there is enough work to pay for the threads.
inline constexpr std::ptrdiff_t conv_parallel_work = 1 << 15;

// The element types the kernels of kernels.hpp are compiled for.
template <class T>
inline constexpr bool has_kernels = std::is_same_v<T, float> || std::is_same_v<T, double>;
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
    // Tap t = (c, ki, kj) reads input (c * H + ki) * W + kj from output (0, 0); `order_` lists
    // the taps kj-major for the data gradient (kernels.hpp).
    for (std::size_t c = 0; c < in.channels; ++c)
      for (std::size_t ki = 0; ki < kernel; ++ki)
        for (std::size_t kj = 0; kj < kernel; ++kj)
          off_.push_back(std::ptrdiff_t((c * in.height + ki) * in.width + kj));
    for (std::size_t kj = 0; kj < kernel; ++kj)
      for (std::size_t c = 0; c < in.channels; ++c)
        for (std::size_t ki = 0; ki < kernel; ++ki)
          order_.push_back(std::ptrdiff_t((c * kernel + ki) * kernel + kj));
  }

  image_shape input_shape() const { return in_; }
  image_shape output_shape() const { return out_; }
  matrix<T>& weight() { return weight_; }
  vector<T>& bias() { return bias_; }

  const matrix<T>& forward(const matrix<T>& x, bool training) {
    detail::require_cols(x.cols(), in_.size(), "conv2d");
    if constexpr (detail::has_kernels<T>) {
      if (implicit()) {
        const Eigen::Index batch = x.rows();
        y_.resize(batch, Eigen::Index(out_.size()));
        const int nt = threads(batch);
        kernels::parallel_ranges(nt, batch, 1, [&](int t, Eigen::Index lo, Eigen::Index hi) {
          kernels::conv_forward<T>(kernels::conv_forward_args<T>{
              geometry(), hi - lo, x.data() + lo * x.cols(), x.cols(), y_.data() + lo * y_.cols(),
              y_.cols(), weight_.data(), bias_.data(), &scratch_[std::size_t(t)]});
        });
        if (training) x_ = x;
        forwarded_ = training;
        return y_;
      }
    }
    const Eigen::Index batch = x.rows(), P = Eigen::Index(out_.height * out_.width);
    const Eigen::Index O = weight_.rows();
    y_.resize(batch, O * P);
    // In training every chunk keeps its columns for backward(); in inference one buffer
    // is reused, so the columns stay in cache between im2col and the GEMM.
    const std::size_t chunks = std::size_t((batch + chunk - 1) / chunk);
    cols_.resize(training ? std::max<std::size_t>(chunks, 1) : 1);
    for (std::size_t k = 0; k < chunks; ++k) {
      const Eigen::Index b0 = Eigen::Index(k) * chunk, n = std::min(chunk, batch - b0);
      matrix<T>& col = cols_[training ? k : 0];
      im2col(x, b0, n, col);
      gemm_out_.resize(O, n * P);
      gemm_out_.noalias() = weight_ * col;  // (O, n*P)
      // Reorder (O, n, P) -> (n, O, P) and add the bias.
      for (Eigen::Index b = 0; b < n; ++b)
        for (Eigen::Index o = 0; o < O; ++o)
          y_.row(b0 + b).segment(o * P, P) = gemm_out_.row(o).segment(b * P, P).array() + bias_[o];
    }
    return y_;
  }

  /// After forward(x, true) on the same batch.
  const matrix<T>& backward(const matrix<T>& dy) {
    const Eigen::Index batch = dy.rows(), P = Eigen::Index(out_.height * out_.width);
    const Eigen::Index O = weight_.rows();
    detail::require_cols(dy.cols(), out_.size(), "conv2d::backward");
    if constexpr (detail::has_kernels<T>) {
      if (implicit()) {
        if (!forwarded_ || x_.rows() != batch)
          throw nn_error("conv2d::backward: no forward(x, training = true) on this batch");
        // dbias(o) = sum over images and positions: rows (b, o) of length P.
        const Eigen::Map<const matrix<T>> planes(dy.data(), batch * O, P);
        plane_sums_.noalias() = planes.rowwise().sum();
        dbias_ +=
            Eigen::Map<const matrix<T>>(plane_sums_.data(), batch, O).colwise().sum().transpose();
        dx_.setZero(batch, Eigen::Index(in_.size()));
        // Images split over threads; each thread but the first sums its weight gradient apart.
        const int nt = threads(batch);
        dw_part_.resize(std::size_t(nt));
        kernels::parallel_ranges(nt, batch, 1, [&](int t, Eigen::Index lo, Eigen::Index hi) {
          T* dw = dweight_.data();
          if (t > 0) {
            dw_part_[std::size_t(t)].setZero(dweight_.rows(), dweight_.cols());
            dw = dw_part_[std::size_t(t)].data();
          }
          std::vector<T>& scratch = scratch_[std::size_t(t)];
          kernels::conv_backward_weight<T>(kernels::conv_backward_weight_args<T>{
              geometry(), hi - lo, dy.data() + lo * dy.cols(), dy.cols(),
              x_.data() + lo * x_.cols(), x_.cols(), dw, &scratch});
          kernels::conv_backward_data<T>(kernels::conv_backward_data_args<T>{
              geometry(), hi - lo, dy.data() + lo * dy.cols(), dy.cols(),
              dx_.data() + lo * dx_.cols(), dx_.cols(), weight_.data(), order_.data(), &scratch});
        });
        for (int t = 1; t < nt; ++t) dweight_ += dw_part_[std::size_t(t)];
        return dx_;
      }
    }
    dx_.setZero(batch, Eigen::Index(in_.size()));
    const std::size_t chunks = std::size_t((batch + chunk - 1) / chunk);
    if (cols_.size() < chunks)
      throw nn_error("conv2d::backward: no forward(x, training = true) on this batch");
    for (std::size_t k = 0; k < chunks; ++k) {
      const Eigen::Index b0 = Eigen::Index(k) * chunk, n = std::min(chunk, batch - b0);
      gemm_out_.resize(O, n * P);
      for (Eigen::Index b = 0; b < n; ++b)
        for (Eigen::Index o = 0; o < O; ++o)
          gemm_out_.row(o).segment(b * P, P) = dy.row(b0 + b).segment(o * P, P);
      dweight_.noalias() += gemm_out_ * cols_[k].transpose();
      dbias_ += gemm_out_.rowwise().sum();
      dcol_.resize(cols_[k].rows(), cols_[k].cols());
      dcol_.noalias() = weight_.transpose() * gemm_out_;
      col2im(b0, n);
    }
    return dx_;
  }

  void collect(std::vector<parameter<T>>& ps, const std::string& prefix) {
    ps.push_back({prefix + "weight", weight_.data(), dweight_.data(), std::size_t(weight_.size())});
    ps.push_back({prefix + "bias", bias_.data(), dbias_.data(), std::size_t(bias_.size())});
  }

 private:
  // Stride 1 and no padding: the implicit GEMM of kernels.hpp.
  bool implicit() const { return stride_ == 1 && pad_ == 0; }
  // Threads for a kernel call on `batch` images (Eigen::nbThreads() for large batches, with
  // OpenMP), and one packing buffer for each.
  int threads(Eigen::Index batch) {
    const double macs = double(batch) * double(out_.size()) * double(weight_.cols());
    const int nt = kernels::threads_for(Eigen::nbThreads(), batch, macs);
    if (scratch_.size() < std::size_t(nt)) scratch_.resize(std::size_t(nt));
    return nt;
  }
  kernels::conv_geometry geometry() const {
    return {std::ptrdiff_t(in_.width),
            std::ptrdiff_t(out_.height),
            std::ptrdiff_t(out_.width),
            weight_.rows(),
            weight_.cols(),
            off_.data()};
  }

  // Output columns [lo, hi) read inside the image for kernel column kj; outside is padding.
  std::pair<std::size_t, std::size_t> valid_columns(std::size_t kj) const {
    std::size_t lo = 0, hi = 0;
    while (lo < out_.width && lo * stride_ + kj < pad_) ++lo;
    hi = lo;
    while (hi < out_.width && hi * stride_ + kj < pad_ + in_.width) ++hi;
    return {lo, hi};
  }

  // col(r = (c, ki, kj), b*P + oy*W' + ox) = x(b, c, oy*s + ki - pad, ox*s + kj - pad), or 0.
  // The valid column range is computed once per kernel column, so the inner loop is a plain
  // (strided) copy: a memcpy for stride 1.
  // Images [b0, b0 + batch) of x into col: (C*K*K, batch*P).
  void im2col(const matrix<T>& x, std::ptrdiff_t b0, std::ptrdiff_t batch, matrix<T>& out) {
    const std::ptrdiff_t P = std::ptrdiff_t(out_.height * out_.width);
    out.resize(Eigen::Index(in_.channels * k_ * k_), batch * P);
    T* col = out.data();
    const std::ptrdiff_t ld = batch * P;
#if defined(_OPENMP)
#pragma omp parallel for schedule(static) \
    num_threads(Eigen::nbThreads()) if (batch * out.rows() * P >= detail::conv_parallel_work)
#endif
    for (std::ptrdiff_t b = 0; b < batch; ++b) {
      const T* img = x.data() + (b0 + b) * x.cols();
      for (std::size_t c = 0; c < in_.channels; ++c)
        for (std::size_t ki = 0; ki < k_; ++ki)
          for (std::size_t kj = 0; kj < k_; ++kj) {
            const auto [lo, hi] = valid_columns(kj);
            const std::size_t r = (c * k_ + ki) * k_ + kj;
            T* dst = col + std::ptrdiff_t(r) * ld + b * P;
            for (std::size_t oy = 0; oy < out_.height; ++oy) {
              const std::ptrdiff_t iy = std::ptrdiff_t(oy * stride_ + ki) - std::ptrdiff_t(pad_);
              T* row = dst + oy * out_.width;
              if (iy < 0 || iy >= std::ptrdiff_t(in_.height)) {
                std::fill(row, row + out_.width, T(0));
                continue;
              }
              // Signed: for padded columns the row's start lies before the image row.
              const std::ptrdiff_t base =
                  std::ptrdiff_t((c * in_.height + std::size_t(iy)) * in_.width + kj) -
                  std::ptrdiff_t(pad_);
              std::fill(row, row + lo, T(0));
              if (stride_ == 1) {
                std::copy(img + (base + std::ptrdiff_t(lo)), img + (base + std::ptrdiff_t(hi)),
                          row + lo);
              } else {
                for (std::size_t ox = lo; ox < hi; ++ox)
                  row[ox] = img[base + std::ptrdiff_t(ox * stride_)];
              }
              std::fill(row + hi, row + out_.width, T(0));
            }
          }
    }
  }

  // The adjoint of im2col: every column entry adds back into the pixel it was read from.
  // Adds dcol_ (C*K*K, batch*P) into rows [b0, b0 + batch) of dx_.
  void col2im(std::ptrdiff_t b0, std::ptrdiff_t batch) {
    const std::ptrdiff_t P = std::ptrdiff_t(out_.height * out_.width), ld = batch * P;
    const T* dcol = dcol_.data();
#if defined(_OPENMP)
#pragma omp parallel for schedule(static) \
    num_threads(Eigen::nbThreads()) if (batch * dcol_.rows() * P >= detail::conv_parallel_work)
#endif
    for (std::ptrdiff_t b = 0; b < batch; ++b) {
      T* img = dx_.data() + (b0 + b) * dx_.cols();
      for (std::size_t c = 0; c < in_.channels; ++c)
        for (std::size_t ki = 0; ki < k_; ++ki)
          for (std::size_t kj = 0; kj < k_; ++kj) {
            const std::size_t r = (c * k_ + ki) * k_ + kj;
            const T* src = dcol + std::ptrdiff_t(r) * ld + b * P;
            const auto [lo, hi] = valid_columns(kj);
            for (std::size_t oy = 0; oy < out_.height; ++oy) {
              const std::ptrdiff_t iy = std::ptrdiff_t(oy * stride_ + ki) - std::ptrdiff_t(pad_);
              if (iy < 0 || iy >= std::ptrdiff_t(in_.height)) continue;
              const std::ptrdiff_t base =
                  std::ptrdiff_t((c * in_.height + std::size_t(iy)) * in_.width + kj) -
                  std::ptrdiff_t(pad_);
              const T* row = src + oy * out_.width;
              for (std::size_t ox = lo; ox < hi; ++ox)
                img[base + std::ptrdiff_t(ox * stride_)] += row[ox];
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
  // Images per GEMM: a chunk's columns (C*K*K, chunk*P) fit in L2 for LeNet's layers.
  static constexpr Eigen::Index chunk = 32;
  std::vector<matrix<T>> cols_;  // per chunk, (C*K*K, chunk*P)
  matrix<T> dcol_, gemm_out_, y_, dx_;
  // Implicit GEMM: tap offsets, taps kj-major, the forward input, packing space.
  std::vector<std::ptrdiff_t> off_, order_;
  matrix<T> x_;
  vector<T> plane_sums_;
  std::vector<std::vector<T>> scratch_ = std::vector<std::vector<T>>(1);
  std::vector<matrix<T>> dw_part_;
  bool forwarded_ = false;
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

  const matrix<T>& forward(const matrix<T>& x, bool training) {
    detail::require_cols(x.cols(), in_.size(), "max_pool2d");
    const Eigen::Index batch = x.rows();
    y_.resize(batch, Eigen::Index(out_.size()));
    arg_.resize(training ? std::size_t(batch) * out_.size() : 0);
    if constexpr (detail::has_kernels<T>) {
      if (k_ == 2) {
        pool2(x, training);
        return y_;
      }
    }
#if defined(_OPENMP)
#pragma omp parallel for schedule(static) \
    num_threads(Eigen::nbThreads()) if (batch * x.cols() >= detail::conv_parallel_work)
#endif
    for (Eigen::Index b = 0; b < batch; ++b) {
      const T* img = x.data() + b * x.cols();
      T* out = y_.data() + b * y_.cols();
      std::uint32_t* arg = training ? arg_.data() + std::size_t(b) * out_.size() : nullptr;
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
            if (arg != nullptr) arg[o] = static_cast<std::uint32_t>(best);
          }
    }
    return y_;
  }

  const matrix<T>& backward(const matrix<T>& dy) {
    const Eigen::Index batch = dy.rows();
    detail::require_cols(dy.cols(), out_.size(), "max_pool2d::backward");
    if (arg_.size() != std::size_t(batch) * out_.size())
      throw nn_error("max_pool2d::backward: no forward(x, training = true) on this batch");
    dx_.setZero(batch, Eigen::Index(in_.size()));
    for (Eigen::Index b = 0; b < batch; ++b) {
      const std::uint32_t* arg = arg_.data() + std::size_t(b) * out_.size();
      const T* g = dy.data() + b * dy.cols();
      T* d = dx_.data() + b * dx_.cols();
      for (std::size_t o = 0; o < out_.size(); ++o) d[arg[o]] += g[o];
    }
    return dx_;
  }

 private:
  // 2x2 windows (LeNet's), as above, in kernels.hpp; arg_ is filled only in training.
  void pool2(const matrix<T>& x, bool training) {
    const auto i = [](std::size_t v) { return std::ptrdiff_t(v); };
    const Eigen::Index batch = x.rows();
    const int nt =
        kernels::threads_for(Eigen::nbThreads(), batch, double(batch) * double(in_.size()) * 0.25);
    kernels::parallel_ranges(nt, batch, 1, [&](int, Eigen::Index lo, Eigen::Index hi) {
      const kernels::max_pool2_args<T> args{
          hi - lo,         x.data() + lo * x.cols(),
          x.cols(),        y_.data() + lo * y_.cols(),
          y_.cols(),       training ? arg_.data() + std::size_t(lo) * out_.size() : nullptr,
          i(in_.channels), i(in_.height),
          i(in_.width),    i(out_.height),
          i(out_.width)};
      kernels::max_pool2<T>(args);
    });
  }

  image_shape in_, out_;
  std::size_t k_;
  matrix<T> y_, dx_;
  std::vector<std::uint32_t> arg_;
};

}  // namespace deeplog::nn
