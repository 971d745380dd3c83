# `deeplog eval FILE --backend cuda --time`, checked against what this machine has:
#   EXPECT=built: CUDA was built. With a device: exit 0, the CPU's `value:` line and the timing
#                 lines (GB/s beside the copy bandwidth); without one: exit 1 and the reason.
#   EXPECT=not_built: exit 1 and "built without CUDA".
execute_process(
  COMMAND ${TOOL} eval ${CIRCUIT} --structure probability --weights ${WEIGHTS} --backend cuda
          --time --repeats 5
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
message(STATUS "exit ${rc}\nstdout:\n${out}\nstderr:\n${err}")
if(EXPECT STREQUAL "not_built")
  if(NOT rc EQUAL 1 OR NOT err MATCHES "--backend cuda: this deeplog was built without CUDA")
    message(FATAL_ERROR "expected exit 1 and 'built without CUDA'")
  endif()
elseif(rc EQUAL 0)
  set(num "[0-9.e+-]+")
  if(NOT out MATCHES "^value: 0.703\nforward: ${num} us \\(median\\), ${num} edge-samples/s, ${num} GB/s \\(${num}% of copy\\)\nforward\\+backward: ${num} us \\(median\\), ${num} edge-samples/s, ${num} GB/s \\(${num}% of copy\\)\ndevice: [^\n]+, device-to-device copy ${num} GB/s")
    message(FATAL_ERROR "unexpected output on a device")
  endif()
elseif(rc EQUAL 1)
  if(NOT err MATCHES "deeplog eval: error: --backend cuda: no CUDA device \\(or no driver\\)")
    message(FATAL_ERROR "exit 1 without the no-device message")
  endif()
  if(NOT out STREQUAL "")
    message(FATAL_ERROR "printed values without a device")
  endif()
else()
  message(FATAL_ERROR "unexpected exit code ${rc}")
endif()
