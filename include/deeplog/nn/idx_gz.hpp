// IDX files, gzip-compressed or not, through zlib. Needs zlib at link time: a target that
// includes this header links ZLIB::ZLIB (find_package(ZLIB)); deeplog::deeplog itself does not
// depend on zlib, and idx.hpp alone reads uncompressed files.
#pragma once

#include <zlib.h>

#include <string>
#include <vector>

#include "deeplog/base/resources.hpp"
#include "deeplog/nn/idx.hpp"

namespace deeplog::nn {

/// Reads an IDX file; gzip (.gz) is detected by content, uncompressed files pass through. At
/// most `max_bytes` after decompression (the whole MNIST training set is 47 MB).
inline idx_array read_idx_file(const std::string& path, std::size_t max_bytes = std::size_t(1)
                                                                                << 32) {
  gzFile f = gzopen(path.c_str(), "rb");
  if (!f) throw idx_error(path, 0, "cannot open file");
  std::vector<std::uint8_t> bytes;
  std::vector<std::uint8_t> chunk(1 << 16);
  for (;;) {
    try {
      check_budget();  // a small file may inflate without end (a gzip bomb)
      if (bytes.size() > max_bytes - chunk.size())
        throw idx_error(
            path, bytes.size(),
            "more than " + std::to_string(max_bytes >> 20) + " MiB after decompression");
    } catch (...) {
      gzclose(f);
      throw;
    }
    const int n = gzread(f, chunk.data(), static_cast<unsigned>(chunk.size()));
    if (n < 0) {
      int code = 0;
      const std::string msg = gzerror(f, &code);
      gzclose(f);
      throw idx_error(path, bytes.size(), "gzip error: " + msg);
    }
    if (n == 0) break;
    bytes.insert(bytes.end(), chunk.begin(), chunk.begin() + n);
  }
  // A gzip stream cut short reads as a clean end in some zlib versions; gzclose reports it.
  const int rc = gzclose(f);
  if (rc != Z_OK && rc != Z_BUF_ERROR)
    throw idx_error(path, bytes.size(), "gzip stream error " + std::to_string(rc));
  if (rc == Z_BUF_ERROR) throw idx_error(path, bytes.size(), "truncated gzip stream");
  return parse_idx(bytes, path);
}

}  // namespace deeplog::nn
