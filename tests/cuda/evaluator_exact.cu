// The CUDA evaluator against the CPU evaluator in the structures whose arithmetic agrees bit for
// bit: Boolean, counting, the tropical semirings, Goedel, max-times on dyadic labels, top-k.
#include "gpu_check.hpp"

using namespace deeplog;

TEMPLATE_TEST_CASE("the CUDA evaluator equals the CPU evaluator exactly", "[cuda][gpu]", boolean,
                   counting, max_plus<float>, min_plus<double>, godel<float>, max_times<float>,
                   (top_k<3, float>)) {
  DEEPLOG_REQUIRE_GPU_OR_SKIP();
  test::check_gpu_structure<TestType>();
}
