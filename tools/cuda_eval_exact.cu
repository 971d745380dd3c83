// cuda_evaluate for the built-in structures with exact arithmetic (integers, or a selective
// plus); cuda_eval_real.cu: the others. Two translation units so that a parallel build compiles
// them at once.
#include "cuda_eval.cuh"

namespace deeplog::tool {

const cuda_evaluate_table<cuda_exact_structures>& cuda_evaluate_exact() {
  static const auto table = []<class... S>(type_list<S...>) {
    return cuda_evaluate_table<type_list<S...>>{{&cuda_evaluate<S>...}};
  }(cuda_exact_structures{});
  return table;
}

}  // namespace deeplog::tool
