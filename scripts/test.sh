#!/usr/bin/env bash
# Builds everything (library tests, tools, examples, benchmarks; CUDA targets too when nvcc is
# found) in build/ci and runs the test suite, skipping tests labelled slow or gpu.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
jobs=$(nproc 2>/dev/null || echo 2)
# The CUDA targets build when nvcc is found; the toolkit's usual place counts too.
if ! command -v nvcc >/dev/null 2>&1 && [ -x /usr/local/cuda/bin/nvcc ]; then
  export PATH="/usr/local/cuda/bin:$PATH"
fi
cmake --preset ci
cmake --build build/ci -j"$jobs"
ctest --test-dir build/ci --output-on-failure -LE "slow|gpu" -j"$jobs"
# A short libFuzzer run of the file readers (fuzz/CMakeLists.txt), where clang++ can link
# -fsanitize=fuzzer; skipped, with a message, where it cannot.
probe=$(mktemp -d)
if command -v clang++ >/dev/null 2>&1 &&
  echo 'extern "C" int LLVMFuzzerTestOneInput(const unsigned char*, unsigned long){return 0;}' |
  clang++ -x c++ -fsanitize=fuzzer - -o "$probe/f" >/dev/null 2>&1; then
  cmake --preset fuzz
  cmake --build build/fuzz --target fuzzers -j"$jobs"
  ctest --test-dir build/fuzz --output-on-failure -L fuzz
else
  echo "test.sh: no clang++ with libFuzzer here; the fuzz run is skipped"
fi
rm -rf "$probe"
