// The exec layer: evaluators of circuits on batches of leaf labels, forward (root labels), backward
// (reverse mode: adjoints of the leaf labels) and tangent (forward mode). node_rules.hpp holds the
// node rules, written once for every backend, host and device: how an operation folds its children
// and what reverse mode hands each edge. The cpu folder holds cpu_evaluator, its thread pool, its
// plans (batch slices, or the nodes of each wide layer) and the run-time choice between the
// baseline and AVX2 copies of its lane kernels (isa.hpp); the gpu folder holds cuda_evaluator
// with device buffers, launch plans, kernels and the kernels of expression templates (built with
// nvcc only). evaluator.hpp names an evaluator by structure and backend.
//
// The CUDA backend is included where nvcc compiles (the cuda component, target deeplog::cuda).
#pragma once

#include "deeplog/exec/cpu/evaluator.hpp"
#include "deeplog/exec/cpu/isa.hpp"
#include "deeplog/exec/cpu/thread_pool.hpp"
#include "deeplog/exec/evaluator.hpp"
#include "deeplog/exec/node_rules.hpp"

#if defined(__CUDACC__)
#include "deeplog/exec/gpu/evaluator.hpp"
#include "deeplog/exec/gpu/expr.hpp"
#endif
