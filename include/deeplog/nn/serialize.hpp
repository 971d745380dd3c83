// Saving and loading parameters in a small binary format:
//   "DLNNPAR\0" | u32 version (1) | u32 bytes per scalar | u64 count |
//   count x ( u32 name length | name | u64 size | size scalars )
// little-endian. load() checks every field against the network it fills and throws
// parameter_file_error naming the file, the byte offset and the parameter on a mismatch.
#pragma once

#include <bit>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>

#include "deeplog/base/files.hpp"
#include "deeplog/nn/tensor.hpp"

namespace deeplog::nn {

class parameter_file_error : public nn_error {
 public:
  parameter_file_error(const std::string& path, std::size_t offset, const std::string& what)
      : nn_error(path + ": byte " + std::to_string(offset) + ": " + what),
        path_(path),
        offset_(offset) {}
  const std::string& path() const { return path_; }
  std::size_t offset() const { return offset_; }

 private:
  std::string path_;
  std::size_t offset_;
};

namespace detail {
inline constexpr char parameter_magic[8] = {'D', 'L', 'N', 'N', 'P', 'A', 'R', '\0'};
inline constexpr std::uint32_t parameter_version = 1;
static_assert(std::endian::native == std::endian::little,
              "the parameter format is little-endian; add byte swapping for this target");
}  // namespace detail

template <class T>
void save_parameters(const std::string& path, const std::vector<parameter<T>>& ps) {
  atomic_file file(path, std::ios::binary);  // a crash mid-write leaves the old file whole
  std::ostream& out = file.stream();
  auto put = [&](const auto& v) { out.write(reinterpret_cast<const char*>(&v), sizeof v); };
  out.write(detail::parameter_magic, sizeof detail::parameter_magic);
  put(detail::parameter_version);
  put(std::uint32_t(sizeof(T)));
  put(std::uint64_t(ps.size()));
  for (const parameter<T>& p : ps) {
    put(std::uint32_t(p.name.size()));
    out.write(p.name.data(), std::streamsize(p.name.size()));
    put(std::uint64_t(p.size));
    out.write(reinterpret_cast<const char*>(p.value), std::streamsize(p.size * sizeof(T)));
  }
  if (!out) throw parameter_file_error(path, 0, "write failed");
  try {
    file.commit();
  } catch (const file_error& e) {
    throw parameter_file_error(path, 0, e.what());
  }
}

/// Fills `ps` from the file; the file must hold exactly these parameters, in this order, with
/// these names and sizes. Nothing is written into `ps` unless the whole file checks out.
template <class T>
void load_parameters(const std::string& path, const std::vector<parameter<T>>& ps) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw parameter_file_error(path, 0, "cannot open for reading");
  std::vector<char> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::size_t at = 0;
  auto need = [&](std::size_t n, const char* what) {
    if (bytes.size() - at < n)
      throw parameter_file_error(path, at, std::string("truncated file (reading ") + what + ")");
  };
  auto get = [&]<class U>(U& v, const char* what) {
    need(sizeof v, what);
    std::memcpy(&v, bytes.data() + at, sizeof v);
    at += sizeof v;
  };
  need(sizeof detail::parameter_magic, "magic");
  if (std::memcmp(bytes.data(), detail::parameter_magic, sizeof detail::parameter_magic) != 0)
    throw parameter_file_error(path, 0, "not a deeplog parameter file (bad magic)");
  at += sizeof detail::parameter_magic;
  std::uint32_t version = 0, width = 0;
  std::uint64_t count = 0;
  get(version, "version");
  if (version != detail::parameter_version)
    throw parameter_file_error(path, at - 4, "unsupported version " + std::to_string(version));
  get(width, "scalar width");
  if (width != sizeof(T))
    throw parameter_file_error(
        path, at - 4,
        "scalars of " + std::to_string(width) + " bytes, expected " + std::to_string(sizeof(T)));
  get(count, "parameter count");
  if (count != ps.size())
    throw parameter_file_error(path, at - 8,
                               "file has " + std::to_string(count) + " parameters, the network " +
                                   std::to_string(ps.size()));
  std::vector<std::size_t> data_at(ps.size());
  for (std::size_t i = 0; i < ps.size(); ++i) {
    std::uint32_t len = 0;
    get(len, "name length");
    need(len, "name");
    const std::string name(bytes.data() + at, len);
    if (name != ps[i].name)
      throw parameter_file_error(path, at,
                                 "parameter " + std::to_string(i) + " is '" + name +
                                     "', the network expects '" + ps[i].name + "'");
    at += len;
    std::uint64_t size = 0;
    get(size, "size");
    if (size != ps[i].size)
      throw parameter_file_error(path, at - 8,
                                 "parameter '" + name + "' has " + std::to_string(size) +
                                     " values, expected " + std::to_string(ps[i].size));
    need(size * sizeof(T), "values");
    data_at[i] = at;
    at += size * sizeof(T);
  }
  if (at != bytes.size())
    throw parameter_file_error(path, at, "trailing bytes after the last parameter");
  for (std::size_t i = 0; i < ps.size(); ++i)
    std::memcpy(ps[i].value, bytes.data() + data_at[i], ps[i].size * sizeof(T));
}

}  // namespace deeplog::nn
