// cuda_evaluate for the registry's real-valued, non-selective structures (cuda_eval_exact.cu:
// the rest).
#include "cuda_eval.cuh"
#include "deeplog/algebra/registry.hpp"

namespace deeplog::tool {

#define DEEPLOG_TOOL_CUDA_EVAL(S)                                                               \
  template cuda_eval_output<value_t<S>> cuda_evaluate<S>(const S&, const circuit&, std::size_t, \
                                                         std::span<const value_t<S>>, bool, int);
DEEPLOG_TOOL_CUDA_EVAL(probability<double>)
DEEPLOG_TOOL_CUDA_EVAL(log_probability<double>)
DEEPLOG_TOOL_CUDA_EVAL(lukasiewicz<double>)
DEEPLOG_TOOL_CUDA_EVAL(product_tnorm<double>)

}  // namespace deeplog::tool
