// Shuffling and batching with seeds: a permutation per epoch from the portable generator, and
// row gathers that build a batch matrix from a permutation's slice.
#pragma once

#include <cstdint>
#include <numeric>
#include <span>
#include <vector>

#include "deeplog/nn/tensor.hpp"

namespace deeplog::nn {

/// A uniformly random permutation of 0..n-1 (Fisher-Yates with rng), the same for a given
/// seed on every platform.
inline std::vector<std::uint32_t> shuffled_indices(std::size_t n, std::uint64_t seed) {
  std::vector<std::uint32_t> idx(n);
  std::iota(idx.begin(), idx.end(), 0u);
  rng g(seed);
  for (std::size_t i = n; i > 1; --i) std::swap(idx[i - 1], idx[g.below(i)]);
  return idx;
}

/// Batches [begin, end) of `count` items in order; the last batch may be smaller (or dropped
/// with drop_last).
struct batch_range {
  std::size_t begin, end;
  std::size_t size() const { return end - begin; }
};
inline std::vector<batch_range> make_batches(std::size_t count, std::size_t batch_size,
                                             bool drop_last = false) {
  if (batch_size == 0) throw nn_error("make_batches: batch size must be positive");
  std::vector<batch_range> out;
  for (std::size_t b = 0; b < count; b += batch_size) {
    const std::size_t e = std::min(count, b + batch_size);
    if (drop_last && e - b < batch_size) break;
    out.push_back({b, e});
  }
  return out;
}

/// rows(i) = source(index[i]): (index.size(), source.cols()).
template <class T>
void gather_rows(const matrix<T>& source, std::span<const std::uint32_t> index, matrix<T>& out) {
  out.resize(Eigen::Index(index.size()), source.cols());
  for (std::size_t i = 0; i < index.size(); ++i)
    out.row(Eigen::Index(i)) = source.row(Eigen::Index(index[i]));
}

}  // namespace deeplog::nn
