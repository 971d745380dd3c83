# Sanitizers for the project's own host targets: the tests and the tool.
#
# DEEPLOG_SANITIZE (empty by default; the ci preset sets "address,undefined"): deeplog_sanitize
# (target) compiles the target's C++ sources with -fsanitize=<list>, every report fatal, and
# links the runtime. So the one CI build checks results and memory in the same run. Benchmarks
# and examples are not sanitized (their timings and training runs are what they are for), nor
# are CUDA sources: nvcc compiles them for its own host compiler, and the CUDA runtime does not
# run under AddressSanitizer's default shadow layout.
#
# Sanitized sources compile at -O0 -g1: AddressSanitizer and UBSan instrumentation at -O1 with
# full debug information costs about four times a Release compile of these template-heavy
# sources, -O0 -g1 about 1.2 times (tests/circuit/evaluator.cpp: 88 s and 27 s against 23 s).
# But -O0 code under the sanitizers runs some twenty times slower than Release
# (test_deepproblog: 966 s against 43 s), so a suite whose run time matters, and the tool that
# the CLI regression cases run hundreds of times, ask for OPTIMIZED: -O1 -g1.
set(DEEPLOG_SANITIZE "" CACHE STRING
  "Sanitizers for the project's own tests and tool, e.g. address,undefined (empty: none)")

function(deeplog_sanitize target)
  cmake_parse_arguments(S "OPTIMIZED" "" "" ${ARGN})
  if(NOT DEEPLOG_SANITIZE OR MSVC)
    return()
  endif()
  if(S_OPTIMIZED)
    set(level -O1)
  else()
    set(level -O0)
  endif()
  # (A Debug build keeps its own -O0 -g.)
  target_compile_options(${target} PRIVATE
    $<$<COMPILE_LANGUAGE:CXX>:-fsanitize=${DEEPLOG_SANITIZE} -fno-sanitize-recover=all
      -fno-omit-frame-pointer>
    $<$<AND:$<COMPILE_LANGUAGE:CXX>,$<NOT:$<CONFIG:Debug>>>:${level} -g1>)
  target_link_options(${target} PRIVATE -fsanitize=${DEEPLOG_SANITIZE})
endfunction()
