// Formulas written as expression templates, evaluated over a batch in one fused kernel: one
// thread per sample runs the whole formula (the compile-time circuit: no runtime graph, no
// intermediate buffers), reading the sample's label rows and writing its result. Compile with
// nvcc only; the structure and any transformation in the formula must be DEEPLOG_HOST_DEVICE
// (the built-in ones are).
//
//   gpu::evaluate(phi, d_rows, batch, d_out);   // d_rows: (rows, batch) labels, device memory
#pragma once

#include <cuda_runtime.h>

#include <cstddef>
#include <type_traits>

#include "deeplog/exec/gpu/detail/expr_functor.hpp"
#include "deeplog/exec/gpu/elementwise.hpp"
#include "deeplog/language/expr.hpp"
#include "deeplog/language/expr_eval.hpp"

namespace deeplog::gpu {

/// out[b] = e at sample b for b in [0, batch): rows (language::rows_read(e) or more, batch) and out
/// (batch) in device memory, labels as double like language::evaluate's. Enqueued on `stream`.
/// `free` binds the reification variables e does not aggregate over.
template <language::Expression E>
void evaluate(const E& e, const language::label* rows, std::size_t batch,
              value_t<language::structure_of<E>>* out, const language::variable_values& free = {},
              cudaStream_t stream = nullptr) {
  launch_elementwise(batch, detail::make_expr_functor(e, rows, batch, out, free), stream);
}

/// The same from typed rows of e's structure S (value_t<S>: float, pairs, top-k lists) in device
/// memory; every atom of e lives in S (language::evaluate's typed overload).
template <language::Expression E>
requires(!std::is_same_v<value_t<language::structure_of<E>>, language::label>) void evaluate(
    const E& e, const value_t<language::structure_of<E>>* rows, std::size_t batch,
    value_t<language::structure_of<E>>* out, const language::variable_values& free = {},
    cudaStream_t stream = nullptr) {
  launch_elementwise(batch, detail::make_expr_functor(e, rows, batch, out, free), stream);
}

}  // namespace deeplog::gpu
