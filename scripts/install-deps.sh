#!/usr/bin/env bash
# Installs the Debian packages DeepLog's build, tests and examples need (skips those present).
# Uses sudo only when not root.
set -euo pipefail
# clang + its runtime libraries: the libFuzzer targets of test.sh's fuzz stage.
packages=(cmake make g++ libeigen3-dev catch2 libbenchmark-dev zlib1g-dev dataset-fashion-mnist
  clang)
missing=()
for p in "${packages[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
install() {
  $SUDO apt-get install -y --no-install-recommends "$@" ||
    { $SUDO apt-get update && $SUDO apt-get install -y --no-install-recommends "$@"; }
}
if ((${#missing[@]} != 0)); then
  echo "installing: ${missing[*]}"
  install "${missing[@]}"
fi
# libFuzzer's runtime comes with clang's versioned runtime package (Debian 12: clang 14).
clang_major=$(clang++ -dumpversion 2>/dev/null | cut -d. -f1 || true)
if [ -n "$clang_major" ] && ! dpkg -s "libclang-rt-$clang_major-dev" >/dev/null 2>&1; then
  install "libclang-rt-$clang_major-dev" ||
    echo "install-deps: no libclang-rt-$clang_major-dev; the fuzz stage will be skipped"
fi
