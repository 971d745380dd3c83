// libFuzzer target: IDX files, uncompressed (nn::parse_idx on the bytes) and through the file
// reader that detects gzip (nn::read_idx_file, zlib). Any outcome but an array or
// nn::idx_error is a bug; an array that reads must hold exactly the product of its dimensions
// (computed without overflow) in values, and the gzip path must agree with the plain one.
#include <unistd.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <span>
#include <string>

#include "deeplog/nn/idx_gz.hpp"

namespace {

void check(const deeplog::nn::idx_array& a) {
  if (a.dims.empty()) std::abort();
  std::uint64_t total = 1;
  bool overflow = false;
  for (const std::uint32_t d : a.dims) overflow |= __builtin_mul_overflow(total, d, &total);
  const bool zero = std::find(a.dims.begin(), a.dims.end(), 0u) != a.dims.end();
  if (overflow && !zero) std::abort();  // accepted a header whose dimensions overflow
  if (total != a.data.size()) std::abort();
}

// One temporary file per process (read_idx_file reads a path).
const std::string& temp_path() {
  static const std::string path = [] {
    const char* dir = std::getenv("TMPDIR");
    std::string p = std::string(dir && *dir ? dir : "/tmp") + "/deeplog_fuzz_idx_XXXXXX";
    const int fd = mkstemp(p.data());
    if (fd < 0) std::abort();
    close(fd);
    return p;
  }();
  return path;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace deeplog::nn;
  bool plain_ok = false;
  idx_array plain;
  try {
    plain = parse_idx(std::span<const std::uint8_t>(data, size), "x");
    check(plain);
    plain_ok = true;
  } catch (const idx_error&) {
  }
  std::FILE* f = std::fopen(temp_path().c_str(), "wb");
  if (!f) std::abort();
  if (size != 0 && std::fwrite(data, 1, size, f) != size) std::abort();
  std::fclose(f);
  try {
    const idx_array a = read_idx_file(temp_path());
    check(a);
    // Input that is not gzip passes through unchanged: the same array as parse_idx.
    const bool gzip = size >= 2 && data[0] == 0x1f && data[1] == 0x8b;
    if (!gzip && (!plain_ok || a.dims != plain.dims || a.data != plain.data)) std::abort();
  } catch (const idx_error&) {
    const bool gzip = size >= 2 && data[0] == 0x1f && data[1] == 0x8b;
    if (!gzip && plain_ok) std::abort();
  }
  return 0;
}
