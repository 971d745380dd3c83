#!/usr/bin/env bash
# Installs the Debian packages DeepLog's build, tests and examples need (skips those present).
# Uses sudo only when not root.
set -euo pipefail
packages=(cmake make g++ libeigen3-dev catch2 libbenchmark-dev zlib1g-dev dataset-fashion-mnist)
missing=()
for p in "${packages[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
((${#missing[@]} == 0)) && exit 0
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
echo "installing: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get install -y --no-install-recommends "${missing[@]}" ||
  { $SUDO apt-get update && $SUDO apt-get install -y --no-install-recommends "${missing[@]}"; }
