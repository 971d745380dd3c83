// Skips a GPU test (with a warning, not a failure) when the CUDA runtime finds no device.
#pragma once

#include <catch2/catch.hpp>

#include "deeplog/exec/gpu/device.hpp"

#define DEEPLOG_REQUIRE_GPU_OR_SKIP()                 \
  do {                                                \
    if (::deeplog::gpu::device_count() == 0) {        \
      WARN("no CUDA device (or no driver): skipped"); \
      return;                                         \
    }                                                 \
  } while (false)
