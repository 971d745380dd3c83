# Installs the project into a temporary prefix, then configures, builds and runs the consumer
# projects against it with find_package(deeplog). Variables: SOURCE_DIR, BINARY_DIR, WORK_DIR,
# and CUDA_COMPILER (the project's nvcc, empty without CUDA).
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})
function(run)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "command failed (${rc}): ${ARGN}\n${out}\n${err}")
  endif()
  message(STATUS "${out}")
endfunction()
run(${CMAKE_COMMAND} --install ${BINARY_DIR} --prefix ${WORK_DIR}/prefix --component Unspecified)
run(${CMAKE_COMMAND} -S ${SOURCE_DIR}/tests/cmake/consumer -B ${WORK_DIR}/build
    -DCMAKE_PREFIX_PATH=${WORK_DIR}/prefix -DCMAKE_BUILD_TYPE=Release)
run(${CMAKE_COMMAND} --build ${WORK_DIR}/build)
run(${WORK_DIR}/build/consumer)
# The core component alone, with Eigen hidden from the consumer's find_package.
run(${CMAKE_COMMAND} -S ${SOURCE_DIR}/tests/cmake/consumer_core -B ${WORK_DIR}/build_core
    -DCMAKE_PREFIX_PATH=${WORK_DIR}/prefix -DCMAKE_BUILD_TYPE=Release
    -DCMAKE_DISABLE_FIND_PACKAGE_Eigen3=TRUE)
run(${CMAKE_COMMAND} --build ${WORK_DIR}/build_core)
run(${WORK_DIR}/build_core/consumer_core)
# Structures of the consumer's own (Hamacher, 2-best) through the whole pipeline; its
# cuda_check.cu is compiled with nvcc where the package has CUDA.
set(_cuda)
if(CUDA_COMPILER)
  set(_cuda -DCMAKE_CUDA_COMPILER=${CUDA_COMPILER})
endif()
run(${CMAKE_COMMAND} -S ${SOURCE_DIR}/tests/cmake/consumer_user -B ${WORK_DIR}/build_user
    -DCMAKE_PREFIX_PATH=${WORK_DIR}/prefix -DCMAKE_BUILD_TYPE=Release ${_cuda})
run(${CMAKE_COMMAND} --build ${WORK_DIR}/build_user)
run(${WORK_DIR}/build_user/consumer_user)
