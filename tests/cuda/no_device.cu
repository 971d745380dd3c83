// The CUDA backend's error path, which needs no device: failed runtime calls become
// deeplog::cuda_error naming the call, file and line; without a device (or a driver) discovery
// reports zero devices and constructing an evaluator throws instead of crashing.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "deeplog/algebra.hpp"
#include "deeplog/exec/gpu/elementwise.hpp"
#include "deeplog/exec/gpu/evaluator.hpp"
#include "support.hpp"

namespace deeplog::test {

TEST_CASE("a failed CUDA call throws cuda_error naming the call, file and line", "[cuda]") {
  int line = 0;
  try {
    line = __LINE__ + 1;
    DEEPLOG_CUDA_CHECK(cudaErrorInvalidValue);
    FAIL("no exception");
  } catch (const cuda_error& e) {
    CHECK(e.code() == cudaErrorInvalidValue);
    CHECK(std::string(e.call()) == "cudaErrorInvalidValue");
    CHECK(e.line() == line);
    const std::string what = e.what();
    CHECK(what.find("no_device.cu:" + std::to_string(line)) != std::string::npos);
    CHECK(what.find("cudaErrorInvalidValue") != std::string::npos);
  }
}

TEST_CASE("device discovery never throws; without a device the evaluator reports cleanly",
          "[cuda]") {
  const int n = deeplog::gpu::device_count();
  REQUIRE(n >= 0);
  CHECK(deeplog::gpu::device_available() == (n > 0));
  if (n > 0) {
    SUCCEED("a device is present: the no-device path is not exercised here");
    return;
  }
  const circuit c = test::random_circuit(7);
  try {
    cuda_evaluator<probability<float>> ev(c, 4);
    FAIL("constructing an evaluator without a device did not throw");
  } catch (const cuda_error& e) {
    INFO(e.what());
    CHECK(e.code() != cudaSuccess);
    CHECK(e.line() > 0);
    CHECK(std::string(e.file()).find("deeplog/exec/gpu/") != std::string::npos);
    CHECK(std::string(e.call()).find("cuda") != std::string::npos);
  }
  // The failure left no sticky state behind: discovery still answers.
  CHECK(deeplog::gpu::device_count() == 0);
}

TEST_CASE("buffer and evaluator arguments are checked before any device work", "[cuda]") {
  deeplog::gpu::device_buffer<float> empty;
  std::vector<float> three(3);
  CHECK_THROWS_AS(empty.copy_from(std::span<const float>(three)), deeplog::argument_error);
  CHECK_THROWS_AS(empty.copy_to(std::span<float>(three)), deeplog::argument_error);
  deeplog::gpu::device_buffer<float> moved = std::move(empty);
  CHECK(moved.size() == 0);
  CHECK(moved.data() == nullptr);
  // An empty launch enqueues nothing (and so needs no device).
  deeplog::gpu::launch_elementwise(0, [] __device__(std::size_t) {});
  const circuit c = test::random_circuit(3);
  CHECK_THROWS_AS((cuda_evaluator<boolean>(c, 0)), deeplog::argument_error);
  // Samples per thread of the layer kernels: 0 (automatic), 1, 2 or 4.
  for (std::uint32_t lanes : {3u, 8u}) {
    cuda_options o;
    o.forward_lanes = lanes;
    CHECK_THROWS_WITH(
        (cuda_evaluator<boolean>(c, 4, {}, o)),
        Catch::Contains("forward_lanes must be 0, 1, 2 or 4, got " + std::to_string(lanes)));
    o.forward_lanes = 0;
    o.backward_lanes = lanes;
    CHECK_THROWS_WITH(
        (cuda_evaluator<boolean>(c, 4, {}, o)),
        Catch::Contains("backward_lanes must be 0, 1, 2 or 4, got " + std::to_string(lanes)));
  }
}

}  // namespace deeplog::test
