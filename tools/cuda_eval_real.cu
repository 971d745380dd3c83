// cuda_evaluate for the built-in structures with rounding arithmetic (real-valued, plus not
// selective); cuda_eval_exact.cu: the others.
#include "cuda_eval.cuh"

namespace deeplog::tool {

const cuda_evaluate_table<cuda_inexact_structures>& cuda_evaluate_inexact() {
  static const auto table = []<class... S>(type_list<S...>) {
    return cuda_evaluate_table<type_list<S...>>{{&cuda_evaluate<S>...}};
  }(cuda_inexact_structures{});
  return table;
}

}  // namespace deeplog::tool
