// The CUDA evaluator against the CPU evaluator in structures whose arithmetic agrees bit for bit:
// Boolean, counting, top-k (evaluator_tropical.cu: the tropical and max-times ones).
#include "gpu_check.hpp"

// A file-scope using-directive, as users write: the backend's namespace is deeplog::gpu, so
// nothing clashes with libcu++'s ::cuda, which nvcc's generated stubs name unqualified.
using namespace deeplog;

namespace deeplog::test {

TEMPLATE_TEST_CASE("the CUDA evaluator equals the CPU evaluator exactly", "[cuda][gpu]", boolean,
                   counting, (top_k<3, float>)) {
  DEEPLOG_REQUIRE_GPU_OR_SKIP();
  check_gpu_structure<TestType>();
}

}  // namespace deeplog::test
