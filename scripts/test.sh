#!/usr/bin/env bash
# CI: two stages, each timed.
#   1. check: configures the ci preset in build/ci and builds everything: the library's tests and
#      the tool with AddressSanitizer + UndefinedBehaviorSanitizer (every report fatal;
#      cmake/sanitize.cmake), examples and benchmarks at -O2 with assertions on, and the CUDA
#      targets when nvcc is found (device code for sm_80 only: CI has no GPU). Then runs the test suite, skipping tests labelled slow or gpu
#      (the CLI regression cases, the fuzz regression corpus and the examples included).
#   2. fuzz: where clang++ can link -fsanitize=fuzzer, builds the libFuzzer targets (build/fuzz)
#      and runs each for a fixed seed and number of runs (ctest -L '^fuzz$'; deterministic: the
#      seeds and run counts are in fuzz/targets.cmake). Long random fuzzing: scripts/fuzz.sh.
# Set DEEPLOG_CI_STAGES to a subset ("check fuzz" is the default) to run fewer.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
jobs=$(nproc 2>/dev/null || echo 2)
stages=" ${DEEPLOG_CI_STAGES:-check fuzz} "
# The CUDA targets build when nvcc is found; the toolkit's usual place counts too.
if ! command -v nvcc >/dev/null 2>&1 && [ -x /usr/local/cuda/bin/nvcc ]; then
  export PATH="/usr/local/cuda/bin:$PATH"
fi
timings=()
stage_start() { stage_t0=$(date +%s); echo "== test.sh: stage $1"; }
stage_end() { timings+=("$1: $(($(date +%s) - stage_t0)) s"); }

if [[ $stages == *" check "* ]]; then
  stage_start check
  cmake --preset ci
  cmake --build build/ci -j"$jobs"
  ctest --preset ci -j"$jobs"
  stage_end check
fi

if [[ $stages == *" fuzz "* ]]; then
  stage_start fuzz
  # Where clang++ can link -fsanitize=fuzzer; skipped, with a message, where it cannot.
  probe=$(mktemp -d)
  if command -v clang++ >/dev/null 2>&1 &&
    echo 'extern "C" int LLVMFuzzerTestOneInput(const unsigned char*, unsigned long){return 0;}' |
    clang++ -x c++ -fsanitize=fuzzer - -o "$probe/f" >/dev/null 2>&1; then
    cmake --preset fuzz
    cmake --build build/fuzz --target fuzzers -j"$jobs"
    ctest --test-dir build/fuzz --output-on-failure -L '^fuzz$' -j"$jobs"
  else
    echo "test.sh: no clang++ with libFuzzer here; the fuzz stage is skipped"
  fi
  rm -rf "$probe"
  stage_end fuzz
fi

echo "== test.sh: all stages passed"
printf '   %s\n' "${timings[@]}"
