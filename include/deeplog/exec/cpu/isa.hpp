// Run-time instruction-set dispatch of the CPU evaluator's lane kernels.
//
// The repository's own builds compile for the build machine (DEEPLOG_NATIVE), so the kernels'
// lane loops use its vectors. A consumer of the installed package that compiles for a generic
// x86-64 target (no -mavx2) with GCC or Clang gets a second copy of each tile loop instead: the
// evaluator's tile passes are also compiled inside a target("avx2") function with every call
// inlined into it (flatten), and an evaluator takes that copy where the CPU has AVX2
// (cpu_options::isa, automatic), the baseline copy otherwise. Only the lane loops of batches
// wider than one are copied (a batch of one runs on scalars). The AVX2 copy does not fuse
// multiply-adds (target avx2, not fma), so both copies give the same bits for one input
// (tests/circuit/dispatch.cpp, built for baseline x86-64, compares them). Define
// DEEPLOG_CPU_NO_DISPATCH for one copy only.
#pragma once

#include <cstdint>
#include <cstdlib>
#include <cstring>

#if !defined(__CUDACC__) && (defined(__GNUC__) || defined(__clang__)) && \
    (defined(__x86_64__) || defined(__i386__)) && !defined(__AVX2__) &&  \
    !defined(DEEPLOG_CPU_NO_DISPATCH)
#define DEEPLOG_CPU_DISPATCH 1
/// The attributes of the AVX2 copy of a tile pass.
#define DEEPLOG_CPU_AVX2_COPY __attribute__((target("avx2"), flatten))
#endif

namespace deeplog {

/// Which compiled copy of the lane kernels an evaluator runs. automatic: the AVX2 copy where
/// the build has one (see exec/cpu/isa.hpp) and the CPU supports AVX2, unless the environment
/// variable DEEPLOG_CPU_SIMD is "base"; baseline: the copy compiled for the build's own target.
enum class cpu_isa : std::uint8_t { automatic, baseline };

}  // namespace deeplog

namespace deeplog::cpu {

/// Whether this build carries an AVX2 copy of the lane kernels.
inline constexpr bool has_avx2_copy =
#if defined(DEEPLOG_CPU_DISPATCH)
    true;
#else
    false;
#endif

/// Whether `isa` selects the AVX2 copy on this machine.
inline bool use_avx2_copy(cpu_isa isa) {
#if defined(DEEPLOG_CPU_DISPATCH)
  static const bool cpu_ok = [] {
    const char* e = std::getenv("DEEPLOG_CPU_SIMD");
    if (e != nullptr && std::strcmp(e, "base") == 0) return false;
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2") != 0;
  }();
  return isa == cpu_isa::automatic && cpu_ok;
#else
  (void)isa;
  return false;
#endif
}

/// Which copy of the lane kernels `isa` runs here, for benchmark reports.
inline const char* kernel_target(cpu_isa isa) {
  if (use_avx2_copy(isa)) return "avx2 (run-time dispatch)";
  if (has_avx2_copy) return "baseline (run-time dispatch)";
#if defined(__AVX512F__)
  return "compile-time target (AVX-512)";
#elif defined(__AVX2__)
  return "compile-time target (AVX2)";
#else
  return "compile-time target";
#endif
}

}  // namespace deeplog::cpu
