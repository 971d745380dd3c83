# Host instruction set for the project's own targets (tests, benchmarks, tools, examples).
#
# DEEPLOG_NATIVE (ON where deeplog is the top-level project, see CMakeLists.txt):
# deeplog_set_native(target) adds -march=native to the target's C++ sources, so the circuit
# kernels' lane loops, the log-space math and Eigen's GEMMs use the build machine's vectors. It
# is never put on the INTERFACE targets: an installed package's consumers compile for whatever
# target they choose, and the nn kernels pick AVX2/FMA at run time there
# (include/deeplog/nn/simd.hpp). deeplog_set_warnings() calls this for every own target.
include(CheckCXXCompilerFlag)
check_cxx_compiler_flag(-march=native DEEPLOG_HAVE_MARCH_NATIVE)

function(deeplog_set_native target)
  if(NOT DEEPLOG_NATIVE OR MSVC OR NOT DEEPLOG_HAVE_MARCH_NATIVE)
    return()
  endif()
  # -ffp-contract=off: no multiply-add is fused unless the code asks for it (Eigen's packet
  # FMAs, the nn kernels' explicit FMAs), so scalar code rounds every operation as in the
  # baseline build; the tests that compare evaluation schemes or check algebraic laws exactly
  # (a + b == b + a on dual numbers, ...) fail with GCC's default -ffp-contract=fast and FMA.
  target_compile_options(${target} PRIVATE
    $<$<COMPILE_LANGUAGE:CXX>:-march=native -ffp-contract=off>)
  # GCC < 13 and AVX-512: its AVX-512 intrinsics (_mm512_undefined_ps in Eigen's packet
  # transposes and reductions) trip a false -Wmaybe-uninitialized (-O3) or -Wuninitialized
  # (-O1, -O2) that -Werror turns into an error (GCC bug 105593, fixed in 13). Rather than
  # silence those warnings everywhere, such builds stop at AVX2/FMA: -mno-avx512f (a no-op on
  # hosts without AVX-512).
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
    target_compile_options(${target} PRIVATE $<$<COMPILE_LANGUAGE:CXX>:-mno-avx512f>)
  endif()
endfunction()
