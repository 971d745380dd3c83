// The nn layer's vocabulary: batch-first row-major matrices, parameters (a value and its
// gradient, by reference), typed errors and a small seeded generator whose streams are the same
// on every platform (std::uniform_real_distribution is not). Depends on Eigen only.
//
// Shapes: every activation is a row-major matrix (batch, features). Images are rows of
// C*H*W values in channel-major order (c, y, x), so a batch of images is (batch, C*H*W) and a
// convolution's output is again (batch, C'*H'*W'): no reshapes, only documented geometry.
#pragma once

#include <Eigen/Core>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <stdexcept>
#include <string>
#include <vector>

#include "deeplog/base/error.hpp"

namespace deeplog::nn {

/// (rows, cols), row-major: rows are the batch.
template <class T>
using matrix = Eigen::Matrix<T, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
template <class T>
using vector = Eigen::Matrix<T, Eigen::Dynamic, 1>;

/// Any error of the nn layer: a shape that does not fit, a malformed file, ...
class nn_error : public deeplog::error {
 public:
  using deeplog::error::error;
};

/// A matrix whose shape does not fit the layer it is given to.
class shape_error : public nn_error {
 public:
  using nn_error::nn_error;
};

/// The geometry of an image batch row: C channels of H x W pixels, channel-major.
struct image_shape {
  std::size_t channels = 1, height = 1, width = 1;
  constexpr std::size_t size() const { return channels * height * width; }
  friend constexpr bool operator==(const image_shape&, const image_shape&) = default;
};

/// A learnable tensor seen through two flat arrays of `size` values: the value and the gradient
/// that backward() accumulates into. Layers own the storage; the pointers stay valid as long as
/// the layer is alive and not moved.
template <class T>
struct parameter {
  std::string name;
  T* value;
  T* grad;
  std::size_t size;
};

namespace detail {
inline void require_cols(std::ptrdiff_t got, std::size_t want, const char* layer) {
  if (static_cast<std::size_t>(got) != want)
    throw shape_error(std::string(layer) + ": expected " + std::to_string(want) +
                      " features per row, got " + std::to_string(got));
}
}  // namespace detail

/// SplitMix64: a tiny, well-mixed generator with a fixed, portable output sequence, so a seed
/// gives the same initialisation, shuffles and dropout masks with every compiler.
class rng {
 public:
  explicit rng(std::uint64_t seed = 0) : state_(seed) {}
  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
  }
  /// Uniform in [0, 1) with 53 random bits.
  double uniform() { return double(next() >> 11) * 0x1.0p-53; }
  double uniform(double a, double b) { return a + (b - a) * uniform(); }
  /// Uniform integer in [0, n) (n > 0), without modulo bias.
  std::uint64_t below(std::uint64_t n) {
    const std::uint64_t limit =
        std::numeric_limits<std::uint64_t>::max() - std::numeric_limits<std::uint64_t>::max() % n;
    std::uint64_t x;
    do x = next();
    while (x >= limit);
    return x % n;
  }
  /// An independent stream for sub-object `k` (layer k of a network, worker k, ...).
  rng split(std::uint64_t k) const {
    rng r(state_ ^ (0xd1b54a32d192ed03ull * (k + 1)));
    r.next();
    return r;
  }

 private:
  std::uint64_t state_;
};

/// PyTorch's default initialisation of Linear and Conv2d (Kaiming-uniform with a = sqrt(5)):
/// weights and biases uniform in [-1/sqrt(fan_in), 1/sqrt(fan_in)].
template <class Derived>
void init_uniform_fan_in(Eigen::DenseBase<Derived>& m, std::size_t fan_in, rng& g) {
  const double bound = 1.0 / std::sqrt(double(fan_in));
  for (Eigen::Index i = 0; i < m.size(); ++i)
    m.derived().data()[i] = static_cast<typename Derived::Scalar>(g.uniform(-bound, bound));
}

}  // namespace deeplog::nn
