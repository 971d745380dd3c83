# Warning flags for the project's own tests, benchmarks, tools and examples.
# deeplog_set_warnings(target): -Wall -Wextra ... -Werror on C++ sources (not on CUDA sources,
# where nvcc forwards host flags separately), and -march=native when DEEPLOG_NATIVE is on
# (cmake/native.cmake).
function(deeplog_set_warnings target)
  if(MSVC)
    target_compile_options(${target} PRIVATE /W4 /WX)
  else()
    target_compile_options(${target} PRIVATE
      $<$<COMPILE_LANGUAGE:CXX>:-Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wno-sign-conversion -Werror>
      $<$<COMPILE_LANGUAGE:CUDA>:-Werror=all-warnings -Xcompiler=-Wall,-Wextra>)
  endif()
  deeplog_set_native(${target})
endfunction()
