#!/usr/bin/env bash
# The main job: installs what it needs, builds the flagship example in build/release and runs
# it. Extra arguments go to the example.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
jobs=$(nproc 2>/dev/null || echo 2)
cmake --preset release -DDEEPLOG_BUILD_TESTS=OFF -DDEEPLOG_BUILD_BENCHMARKS=OFF
cmake --build build/release --target mnist_addition -j"$jobs"
./build/release/examples/mnist_addition/mnist_addition "$@"
