#include <zlib.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <vector>

#include "deeplog/nn/idx_gz.hpp"

using namespace deeplog::nn;

namespace {
std::string temp_path(const std::string& name) {
  return (std::filesystem::temp_directory_path() /
          ("deeplog_idx_" + std::to_string(::getpid()) + "_" + name))
      .string();
}
// A 2 x 3 x 3 ubyte array with values 0..17.
std::vector<std::uint8_t> tiny_idx() {
  std::vector<std::uint8_t> b{0, 0, 8, 3, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0, 3};
  for (std::uint8_t i = 0; i < 18; ++i) b.push_back(i);
  return b;
}
void write_raw(const std::string& path, const std::vector<std::uint8_t>& b) {
  std::ofstream(path, std::ios::binary)
      .write(reinterpret_cast<const char*>(b.data()), std::streamsize(b.size()));
}
void write_gz(const std::string& path, const std::vector<std::uint8_t>& b) {
  gzFile f = gzopen(path.c_str(), "wb");
  REQUIRE(f != nullptr);
  REQUIRE(gzwrite(f, b.data(), unsigned(b.size())) == int(b.size()));
  gzclose(f);
}
}  // namespace

TEST_CASE("a tiny IDX file reads back, plain and gzipped", "[nn][idx]") {
  const auto bytes = tiny_idx();
  const std::string raw = temp_path("tiny.idx"), gz = temp_path("tiny.idx.gz");
  write_raw(raw, bytes);
  write_gz(gz, bytes);
  for (const idx_array& a : {read_idx(raw), read_idx_file(raw), read_idx_file(gz)}) {
    CHECK(a.dims == std::vector<std::uint32_t>{2, 3, 3});
    CHECK(a.count() == 2);
    CHECK(a.item_size() == 9);
    REQUIRE(a.data.size() == 18);
    CHECK(a.data[17] == 17);
    const matrix<float> m = idx_to_images<float>(a);
    CHECK(m.rows() == 2);
    CHECK(m(1, 8) == Approx(17.0 / 255.0));
  }
  std::filesystem::remove(raw);
  std::filesystem::remove(gz);
}

TEST_CASE("malformed IDX data throws idx_error with the offset", "[nn][idx]") {
  auto bytes = tiny_idx();
  SECTION("bad magic") {
    bytes[0] = 0x1f;
    CHECK_THROWS_WITH(parse_idx(bytes, "f"), Catch::Contains("bad magic"));
  }
  SECTION("unsupported element type") {
    bytes[2] = 0x0D;
    CHECK_THROWS_AS(parse_idx(bytes, "f"), idx_error);
  }
  SECTION("truncated data") {
    bytes.pop_back();
    try {
      parse_idx(bytes, "f");
      FAIL("no exception");
    } catch (const idx_error& e) {
      CHECK(e.offset() == 33);
      CHECK(std::string(e.what()).find("truncated data") != std::string::npos);
    }
  }
  SECTION("truncated header") {
    bytes.resize(10);
    CHECK_THROWS_WITH(parse_idx(bytes, "f"), Catch::Contains("truncated header"));
  }
  SECTION("a truncated gzip stream") {
    std::vector<std::uint8_t> big{0, 0, 8, 1, 0, 0, 0x10, 0};
    for (int i = 0; i < 4096; ++i) big.push_back(std::uint8_t(i * 37));
    const std::string gz = temp_path("cut.gz");
    write_gz(gz, big);
    std::filesystem::resize_file(gz, std::filesystem::file_size(gz) / 2);
    CHECK_THROWS_AS(read_idx_file(gz), idx_error);
    std::filesystem::remove(gz);
  }
  SECTION("a missing file") { CHECK_THROWS_AS(read_idx_file(temp_path("none")), idx_error); }
}

TEST_CASE("the shared MNIST test set reads as 10,000 labelled 28x28 images", "[nn][idx][data]") {
  const std::string dir = std::string(DEEPLOG_SHARED_DIR) + "/data/mnist";
  if (!std::filesystem::exists(dir + "/t10k-images-idx3-ubyte.gz")) {
    WARN("skipped: " << dir << " is absent");
    return;
  }
  const idx_array images = read_idx_file(dir + "/t10k-images-idx3-ubyte.gz");
  const idx_array labels = read_idx_file(dir + "/t10k-labels-idx1-ubyte.gz");
  CHECK(images.dims == std::vector<std::uint32_t>{10000, 28, 28});
  CHECK(labels.dims == std::vector<std::uint32_t>{10000});
  // The first test digits of MNIST, as every tutorial prints them.
  const auto l = idx_to_labels(labels);
  CHECK(std::vector<std::uint32_t>(l.begin(), l.begin() + 10) ==
        std::vector<std::uint32_t>{7, 2, 1, 0, 4, 1, 4, 9, 5, 9});
  std::vector<int> count(10, 0);
  for (auto d : l) ++count.at(d);
  CHECK(count[1] == 1135);  // the official class sizes
  CHECK(count[5] == 892);
}

TEST_CASE("IDX dimensions whose product overflows are rejected, not wrapped", "[nn][idx]") {
  // Rank 4 with dimensions 2^16 x 2^16 x 2^16 x 2^16: the product is 2^64, which wraps to 0 in
  // 64 bits and would match a file with no data at all.
  const std::vector<std::uint8_t> wrap{0, 0, 8, 4, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0};
  CHECK_THROWS_WITH(parse_idx(wrap, "wrap.idx"), Catch::Contains("overflows"));
  // A zero first dimension does not hide an overflowing item size.
  const std::vector<std::uint8_t> zero{0, 0, 8, 5, 0, 0, 0, 0, 0, 1, 0, 0,
                                       0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0};
  CHECK_THROWS_WITH(parse_idx(zero, "zero.idx"), Catch::Contains("overflows"));
  // Large but representable dimensions still report the missing data.
  const std::vector<std::uint8_t> big{0, 0, 8, 2, 0, 1, 0, 0, 0, 1, 0, 0};
  CHECK_THROWS_WITH(parse_idx(big, "big.idx"), Catch::Contains("truncated data"));
}
