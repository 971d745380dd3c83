#!/usr/bin/env bash
# Long random fuzzing: scripts/fuzz.sh SECONDS [TARGET...]
#
# Builds the `fuzz` preset (clang++ with libFuzzer) and runs each TARGET (default: every fuzz
# target) for SECONDS, one after the other, on a persistent corpus under build/fuzz/corpus/<target>
# (seeded from the target's seed corpus and fuzz/regressions/<target>). Prints executions and
# findings per target. Every crash, timeout, out-of-memory or leak input is copied into
# fuzz/regressions/<target>/ (commit it: the fuzz_replay ctests replay that folder in every build)
# and the script exits 1 when there was any finding.
#
# Environment: FUZZ_JOBS (build jobs, default nproc); FUZZ_TIMEOUT (seconds per input, default
# 30: a niced run on a busy machine gets little CPU, so replay a timeout alone before calling it
# a bug); FUZZ_RSS_MB (default 2048); FUZZ_MAX_LEN (bytes per input, default 8192; longer
# regression inputs are replayed whole by the fuzz_replay ctests); FUZZ_KEEP_GOING=1 (fork mode:
# keep fuzzing after a finding, e.g. while a known bug is still open).
# Paths given to the fuzzers are absolute (fuzz_cli works in its own temporary folder).
# Reproduce a finding: build/fuzz/fuzz/<target> fuzz/regressions/<target>/<file>
#   (or, without clang: build/<dir>/tests/fuzz_replay/<target>_replay <file>, any build).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -lt 1 ] || ! [[ "$1" =~ ^[0-9]+$ ]]; then
  echo "usage: scripts/fuzz.sh SECONDS [TARGET...]" >&2
  exit 2
fi
seconds=$1
shift
jobs=${FUZZ_JOBS:-$(nproc 2>/dev/null || echo 2)}
cmake --preset fuzz >/dev/null
dir=build/fuzz/fuzz
if [ $# -eq 0 ]; then
  cmake --build build/fuzz --target fuzzers -j"$jobs"
  # Every target's seed list (written by fuzz/CMakeLists.txt) names a target.
  targets=()
  for f in "$dir"/*.seeds; do targets+=("$(basename "$f" .seeds)"); done
else
  targets=("$@")
  cmake --build build/fuzz --target "${targets[@]}" -j"$jobs"
fi

findings_total=0
summary=()
for t in "${targets[@]}"; do
  [ -f "$dir/$t.seeds" ] || { echo "fuzz.sh: unknown target $t" >&2; exit 2; }
  corpus=$PWD/build/fuzz/corpus/$t
  art=$PWD/build/fuzz/artifacts/$t
  mkdir -p "$corpus" "$art" "fuzz/regressions/$t"
  mapfile -t seeds <"$dir/$t.seeds"
  log=build/fuzz/logs/$t.log
  mkdir -p build/fuzz/logs
  before=$(find "$art" -type f \( -name 'crash-*' -o -name 'timeout-*' -o -name 'oom-*' \
    -o -name 'leak-*' \) | sort)
  extra=()
  if [ "${FUZZ_KEEP_GOING:-0}" = 1 ]; then
    extra=(-fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1)
  fi
  echo "== $t: ${seconds}s, corpus $corpus, log $log"
  start=$(date +%s)
  set +e
  "$dir/$t" -max_total_time="$seconds" -timeout="${FUZZ_TIMEOUT:-30}" \
    -rss_limit_mb="${FUZZ_RSS_MB:-2048}" -max_len="${FUZZ_MAX_LEN:-8192}" -print_final_stats=1 -artifact_prefix="$art/" \
    "${extra[@]}" "$corpus" "${seeds[@]}" >"$log" 2>&1
  rc=$?
  set -e
  took=$(($(date +%s) - start))
  execs=$(awk '/^stat::number_of_executed_units:/ {s += $2} END {print s + 0}' "$log")
  if [ "$execs" = 0 ]; then  # fork mode prints no final stats: the last status line `#N: ...`
    execs=$(awk '/^#[0-9]+/ {n = substr($1, 2); sub(/:$/, "", n)} END {print n + 0}' "$log")
  fi
  after=$(find "$art" -type f \( -name 'crash-*' -o -name 'timeout-*' -o -name 'oom-*' \
    -o -name 'leak-*' \) | sort)
  new=$(comm -13 <(echo "$before") <(echo "$after") | sed '/^$/d' || true)
  n=0
  if [ -n "$new" ]; then
    while IFS= read -r f; do
      cp "$f" "fuzz/regressions/$t/"
      echo "   finding: fuzz/regressions/$t/$(basename "$f")"
      n=$((n + 1))
    done <<<"$new"
  fi
  if [ "$rc" -ne 0 ] && [ "$n" -eq 0 ]; then
    echo "   $t exited $rc without an artifact: see $log"
    n=1
  fi
  findings_total=$((findings_total + n))
  line="$t: ${took}s, $execs executions, $n findings, corpus $(find "$corpus" -type f | wc -l) files"
  echo "   $line"
  summary+=("$line")
done
echo "== summary"
printf '%s\n' "${summary[@]}"
if [ "$findings_total" -ne 0 ]; then
  echo "fuzz.sh: $findings_total findings (inputs copied into fuzz/regressions/)" >&2
  exit 1
fi
