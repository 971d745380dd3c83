#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>

#include "deeplog/nn/sequential.hpp"
#include "deeplog/nn/serialize.hpp"
#include "gradcheck.hpp"

using namespace deeplog::nn;

namespace {
std::string temp_path(const std::string& name) {
  return (std::filesystem::temp_directory_path() /
          ("deeplog_nn_" + std::to_string(::getpid()) + "_" + name))
      .string();
}
}  // namespace

TEST_CASE("saved parameters load back into a fresh network bit for bit", "[nn][serialize]") {
  auto a = make_lenet<float>(1);
  auto b = make_lenet<float>(2);
  const std::string path = temp_path("lenet.bin");
  save_parameters(path, a.parameters());
  const matrix<float> x = nn_test::random_matrix(3, 784, 9).cast<float>();
  const matrix<float> ya = a.forward(x, false);
  CHECK(b.forward(x, false) != ya);
  load_parameters(path, b.parameters());
  CHECK(b.forward(x, false) == ya);
  std::filesystem::remove(path);
}

TEST_CASE("loading a mismatched or damaged file throws parameter_file_error", "[nn][serialize]") {
  auto net = make_lenet<float>(1);
  const std::string path = temp_path("lenet2.bin");
  save_parameters(path, net.parameters());
  SECTION("another architecture") {
    auto five = make_lenet<float>(1, 5);
    CHECK_THROWS_AS(load_parameters(path, five.parameters()), parameter_file_error);
  }
  SECTION("another scalar type") {
    auto d = make_lenet<double>(1);
    CHECK_THROWS_WITH(load_parameters(path, d.parameters()), Catch::Contains("scalars of 4 bytes"));
  }
  SECTION("a truncated file") {
    std::filesystem::resize_file(path, std::filesystem::file_size(path) - 3);
    CHECK_THROWS_WITH(load_parameters(path, net.parameters()), Catch::Contains("truncated"));
  }
  SECTION("not a parameter file") {
    std::ofstream(path, std::ios::binary) << "hello world, not parameters";
    CHECK_THROWS_WITH(load_parameters(path, net.parameters()), Catch::Contains("bad magic"));
  }
  SECTION("a missing file") {
    CHECK_THROWS_AS(load_parameters(path + ".missing", net.parameters()), parameter_file_error);
  }
  std::filesystem::remove(path);
}
