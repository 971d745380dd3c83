// The CUDA evaluator against the CPU evaluator in structures whose arithmetic agrees bit for bit:
// Boolean, counting, top-k (evaluator_tropical.cu: the tropical and max-times ones).
#include "gpu_check.hpp"

// No file-scope `using namespace deeplog`: nvcc's generated host stubs name libcu++'s ::cuda
// unqualified, which such a directive makes ambiguous with deeplog::cuda (docs/cuda.md).
namespace deeplog::test {

TEMPLATE_TEST_CASE("the CUDA evaluator equals the CPU evaluator exactly", "[cuda][gpu]", boolean,
                   counting, (top_k<3, float>)) {
  DEEPLOG_REQUIRE_GPU_OR_SKIP();
  check_gpu_structure<TestType>();
}

}  // namespace deeplog::test
