# compile --heuristic with a name that is not a heuristic: a usage error naming the choices
# expect-exit: 2
# expect-stderr: --heuristic is automatic, decomposition, occurrences, elimination-order or partial-order, not 'vsads'
printf 'p cnf 1 1\n1 0\n' > "$WORK/one.cnf"
exec "$DEEPLOG" compile "$WORK/one.cnf" --heuristic vsads
