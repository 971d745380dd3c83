# Host instruction set for the project's own targets (tests, benchmarks, tools, examples).
#
# DEEPLOG_NATIVE (default OFF, see CMakeLists.txt): deeplog_set_native(target) adds
# -march=native to the target's C++ sources, so Eigen's GEMMs use AVX2/FMA or AVX-512 where the build machine has them. It is
# never put on the INTERFACE target deeplog::deeplog: an installed package's consumers compile
# for whatever target they choose, and the nn kernels pick AVX2/FMA at run time there
# (include/deeplog/nn/simd.hpp). deeplog_set_warnings() calls this for every own target.
include(CheckCXXCompilerFlag)
check_cxx_compiler_flag(-march=native DEEPLOG_HAVE_MARCH_NATIVE)

function(deeplog_set_native target)
  if(NOT DEEPLOG_NATIVE OR MSVC OR NOT DEEPLOG_HAVE_MARCH_NATIVE)
    return()
  endif()
  target_compile_options(${target} PRIVATE $<$<COMPILE_LANGUAGE:CXX>:-march=native>)
  # GCC 12's AVX-512 intrinsics (_mm512_undefined_ps in Eigen's packet transposes) trip a false
  # -Wmaybe-uninitialized (GCC bug 105593, fixed in 13) that -Werror would turn into an error.
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
    target_compile_options(${target} PRIVATE $<$<COMPILE_LANGUAGE:CXX>:-Wno-maybe-uninitialized>)
  endif()
endfunction()
