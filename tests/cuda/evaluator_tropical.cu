// The CUDA evaluator against the CPU evaluator in the selective structures, bit for bit: the
// tropical semirings, Goedel, max-times on dyadic labels (ties are frequent: the adjoint and the
// tangent must go to the first arg-extremum, as on the CPU).
#include "gpu_check.hpp"

namespace deeplog::test {

TEMPLATE_TEST_CASE("the CUDA evaluator equals the CPU evaluator in selective structures",
                   "[cuda][gpu]", max_plus<float>, min_plus<double>, godel<float>,
                   max_times<float>) {
  DEEPLOG_REQUIRE_GPU_OR_SKIP();
  check_gpu_structure<TestType>();
}

}  // namespace deeplog::test
