// The CUDA evaluator against the CPU evaluator in the probabilistic structures (within float
// tolerance: fused multiply-adds, the device's exp/log1p, and segmented reductions summing in a
// tree).
#include "gpu_check.hpp"

namespace deeplog::test {

TEMPLATE_TEST_CASE("the CUDA evaluator agrees with the CPU evaluator in real structures",
                   "[cuda][gpu]", probability<float>, probability<double>, log_probability<float>,
                   log_probability<double>) {
  DEEPLOG_REQUIRE_GPU_OR_SKIP();
  check_gpu_structure<TestType>();
}

}  // namespace deeplog::test
