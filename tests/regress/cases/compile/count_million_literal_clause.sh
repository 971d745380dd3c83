# count on one clause of a million literals: 2^1000000 - 1 models, linear (it was quadratic: over 300 s)
# expect-exit: 0
{ printf 'p cnf 1000000 1\n'; seq 1 1000000 | tr '\n' ' '; printf '0\n'; } > "$WORK/long.cnf"
out=$("$DEEPLOG" count "$WORK/long.cnf" --timeout 30) || exit $?
case "$out" in "models: 990065622929589825069792361630190325"*75) ;; *) exit 9 ;; esac
