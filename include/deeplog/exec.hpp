// The exec layer: evaluators of circuits on batches of leaf labels, forward (root labels), backward
// (reverse mode: adjoints of the leaf labels) and tangent (forward mode). The cpu folder holds
// cpu_evaluator, its thread pool and its plans (batch slices, or the nodes of each wide layer); the
// cuda folder holds cuda_evaluator with device buffers, launch plans, kernels and the kernels of
// expression templates (built with nvcc only). evaluator.hpp names an evaluator by structure and
// backend.
//
// The CUDA backend is included where nvcc compiles (deeplog::cuda component).
#pragma once

#include "deeplog/exec/cpu/evaluator.hpp"
#include "deeplog/exec/cpu/thread_pool.hpp"
#include "deeplog/exec/evaluator.hpp"

#if defined(__CUDACC__)
#include "deeplog/exec/cuda/evaluator.hpp"
#include "deeplog/exec/cuda/expr.hpp"
#endif
