#!/usr/bin/env bash
# CLI regression runner: tests/regress/run_cases.sh DEEPLOG_BINARY CASE_DIR...
#
# Runs every *.sh case file in each CASE_DIR (sorted) with bash, under `timeout 120`, with
# $DEEPLOG set to the tool binary and $WORK to a fresh empty temporary folder. A case file's
# header says what must happen:
#   # <one line saying what it checks>
#   # expect-exit: 1                  (required: the exit status)
#   # expect-stderr: line [0-9]+      (optional: an extended regex that a line of stderr, or
#                                     the whole of it, must match; `^$`: stderr is empty)
#   # expect-stdout: ^q: 1$           (optional: the same for standard output)
# A case fails on another exit status, a signal (status >= 128, 124 for the timeout), any
# AddressSanitizer / UndefinedBehaviorSanitizer / LeakSanitizer report in stderr, or stderr not
# matching. Each failure is printed with its stderr's tail; the last line is `N passed, M failed`
# and the exit status is 1 when any case failed (2 on a usage error).
set -uo pipefail
if [ $# -lt 2 ]; then
  echo "usage: $0 DEEPLOG_BINARY CASE_DIR..." >&2
  exit 2
fi
deeplog=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
shift
if [ ! -x "$deeplog" ]; then
  echo "run_cases.sh: $deeplog is not an executable" >&2
  exit 2
fi
# Sanitizer exits must not read as the tool's own exit statuses (1 = input error, ...).
export ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}exitcode=86:detect_leaks=1
export UBSAN_OPTIONS=${UBSAN_OPTIONS:+$UBSAN_OPTIONS:}halt_on_error=1:exitcode=87:print_stacktrace=1
export DEEPLOG="$deeplog"
root=$(mktemp -d "${TMPDIR:-/tmp}/deeplog_regress.XXXXXX")
trap 'rm -rf "$root"' EXIT
passed=0
failed=0
for dir in "$@"; do
  if [ ! -d "$dir" ]; then
    echo "run_cases.sh: no folder $dir" >&2
    exit 2
  fi
  dir=$(cd "$dir" && pwd)
  while IFS= read -r case_file; do
    name=$(basename "$(dirname "$case_file")")/$(basename "$case_file" .sh)
    expect_exit=$(sed -n 's/^# *expect-exit: *\([0-9]*\) *$/\1/p' "$case_file" | head -1)
    expect_stderr=$(sed -n 's/^# *expect-stderr: *//p' "$case_file" | head -1)
    expect_stdout=$(sed -n 's/^# *expect-stdout: *//p' "$case_file" | head -1)
    why=""
    if [ -z "$expect_exit" ]; then
      why="no '# expect-exit: N' line"
      status=-1
      err=""
    else
      export WORK="$root/work"
      rm -rf "$WORK"
      mkdir -p "$WORK"
      start=$(date +%s.%N)
      (cd "$WORK" && timeout 120 bash "$case_file" >"$root/stdout" 2>"$root/stderr")
      status=$?
      secs=$(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')
      err=$(cat "$root/stderr")
      if [ "$status" -eq 124 ]; then
        why="timed out after 120 s"
      elif grep -qE 'ERROR: (AddressSanitizer|LeakSanitizer)|runtime error:|UndefinedBehaviorSanitizer' \
        "$root/stderr"; then
        why="sanitizer report (exit $status)"
      elif [ "$status" -eq 86 ] || [ "$status" -eq 87 ]; then
        why="sanitizer exit status $status"
      elif [ "$status" -ge 128 ]; then
        why="killed by signal $((status - 128)) (exit $status)"
      elif [ "$status" -ne "$expect_exit" ]; then
        why="exit $status, expected $expect_exit"
      elif [ -n "$expect_stderr" ] && ! grep -qE -- "$expect_stderr" "$root/stderr" &&
        ! [[ $err =~ $expect_stderr ]]; then  # the whole text too: `^$` is an empty stderr
        why="stderr does not match /$expect_stderr/"
      elif [ -n "$expect_stdout" ] && ! grep -qE -- "$expect_stdout" "$root/stdout" &&
        ! [[ $(cat "$root/stdout") =~ $expect_stdout ]]; then
        why="stdout does not match /$expect_stdout/"
      fi
    fi
    if [ -z "$why" ]; then
      passed=$((passed + 1))
      echo "ok   $name (${secs}s)"
    else
      failed=$((failed + 1))
      echo "FAIL $name: $why"
      if [ -n "$err" ]; then
        echo "     stderr (last 15 lines):"
        tail -n 15 <<<"$err" | sed 's/^/     | /'
      fi
    fi
  done < <(find "$dir" -maxdepth 1 -name '*.sh' -type f | sort)
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
