// The IDX format of MNIST-style data sets (LeCun): a 4-byte magic 0 0 <type> <rank>, `rank`
// big-endian u32 dimensions, then the values. This header parses bytes and reads uncompressed
// files; idx_gz.hpp adds gzip through zlib (include it only in targets that link ZLIB::ZLIB,
// so the deeplog::deeplog INTERFACE target never requires zlib).
#pragma once

#include <cstddef>
#include <cstdint>
#include <fstream>
#include <limits>
#include <span>
#include <string>
#include <vector>

#include "deeplog/nn/tensor.hpp"

namespace deeplog::nn {

/// A malformed IDX file: names the file and the byte offset where reading failed.
class idx_error : public nn_error {
 public:
  idx_error(const std::string& file, std::size_t offset, const std::string& what)
      : nn_error(file + ": byte " + std::to_string(offset) + ": " + what),
        file_(file),
        offset_(offset) {}
  const std::string& file() const { return file_; }
  std::size_t offset() const { return offset_; }

 private:
  std::string file_;
  std::size_t offset_;
};

/// An IDX array of unsigned bytes (type 0x08, the type of every MNIST-format file).
struct idx_array {
  std::vector<std::uint32_t> dims;
  std::vector<std::uint8_t> data;  // row-major over dims
  std::size_t count() const { return dims.empty() ? 0 : dims[0]; }
  std::size_t item_size() const {
    std::size_t n = 1;
    for (std::size_t i = 1; i < dims.size(); ++i) n *= dims[i];
    return n;
  }
};

/// Parses an IDX file's bytes; `name` is used in error messages.
inline idx_array parse_idx(std::span<const std::uint8_t> bytes, const std::string& name) {
  if (bytes.size() < 4) throw idx_error(name, bytes.size(), "truncated header (no magic number)");
  if (bytes[0] != 0 || bytes[1] != 0) throw idx_error(name, 0, "bad magic number: not an IDX file");
  if (bytes[2] != 0x08)
    throw idx_error(name, 2,
                    "unsupported IDX element type " + std::to_string(bytes[2]) +
                        " (only unsigned bytes, 0x08)");
  const std::size_t rank = bytes[3];
  if (rank == 0) throw idx_error(name, 3, "IDX rank 0");
  if (bytes.size() < 4 + 4 * rank)
    throw idx_error(name, bytes.size(), "truncated header (dimensions)");
  idx_array a;
  // The item size (dimensions after the first) and the total, each checked for overflow: a
  // product that wraps could match the file's length and pass for a valid file.
  std::size_t item = 1, total = 1;
  for (std::size_t i = 0; i < rank; ++i) {
    const std::uint8_t* d = bytes.data() + 4 + 4 * i;
    const std::uint32_t n = (std::uint32_t(d[0]) << 24) | (std::uint32_t(d[1]) << 16) |
                            (std::uint32_t(d[2]) << 8) | std::uint32_t(d[3]);
    a.dims.push_back(n);
    if (i > 0 && __builtin_mul_overflow(item, std::size_t(n), &item))
      throw idx_error(name, 4 + 4 * i, "the dimensions' product overflows");
  }
  if (__builtin_mul_overflow(item, std::size_t(a.dims[0]), &total) ||
      total > std::size_t(std::numeric_limits<std::ptrdiff_t>::max()))
    throw idx_error(name, 4, "the dimensions' product overflows");
  const std::size_t header = 4 + 4 * rank;
  if (bytes.size() - header < total)
    throw idx_error(name, bytes.size(),
                    "truncated data: " + std::to_string(total) + " values declared, " +
                        std::to_string(bytes.size() - header) + " present");
  if (bytes.size() - header > total)
    throw idx_error(name, header + total, "trailing bytes after the declared data");
  a.data.assign(bytes.begin() + std::ptrdiff_t(header), bytes.end());
  return a;
}

/// Reads an uncompressed IDX file.
inline idx_array read_idx(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw idx_error(path, 0, "cannot open file");
  std::vector<std::uint8_t> bytes((std::istreambuf_iterator<char>(in)),
                                  std::istreambuf_iterator<char>());
  return parse_idx(bytes, path);
}

/// Images (N, H, W) as a (N, H*W) matrix with values x / 255 * scale + shift (DeepProbLog
/// normalises MNIST with scale 2, shift -1: mean 0.5, std 0.5).
template <class T = float>
matrix<T> idx_to_images(const idx_array& a, T scale = T(1), T shift = T(0)) {
  if (a.dims.size() < 2) throw nn_error("idx_to_images: expected at least 2 dimensions");
  matrix<T> m(Eigen::Index(a.count()), Eigen::Index(a.item_size()));
  for (std::size_t i = 0; i < a.data.size(); ++i)
    m.data()[i] = T(a.data[i]) / T(255) * scale + shift;
  return m;
}

/// Labels (N) as u32.
inline std::vector<std::uint32_t> idx_to_labels(const idx_array& a) {
  if (a.dims.size() != 1) throw nn_error("idx_to_labels: expected 1 dimension");
  return {a.data.begin(), a.data.end()};
}

}  // namespace deeplog::nn
