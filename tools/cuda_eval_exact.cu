// cuda_evaluate for the registry's structures with exact arithmetic (the others:
// cuda_eval_real.cu; two translation units so that a parallel build compiles them at once).
#include "cuda_eval.cuh"
#include "deeplog/algebra/registry.hpp"

namespace deeplog::tool {

#define DEEPLOG_TOOL_CUDA_EVAL(S)                                                               \
  template cuda_eval_output<value_t<S>> cuda_evaluate<S>(const S&, const circuit&, std::size_t, \
                                                         std::span<const value_t<S>>, bool, int);
DEEPLOG_TOOL_CUDA_EVAL(boolean)
DEEPLOG_TOOL_CUDA_EVAL(counting)
DEEPLOG_TOOL_CUDA_EVAL(max_plus<double>)
DEEPLOG_TOOL_CUDA_EVAL(min_plus<double>)
DEEPLOG_TOOL_CUDA_EVAL(max_times<double>)
DEEPLOG_TOOL_CUDA_EVAL(godel<double>)

}  // namespace deeplog::tool
