# count --heuristic with --compiler sdd: a usage error (the heuristic decides the top-down
# compiler's branching; the bottom-up compiler has none)
# expect-exit: 2
# expect-stderr: --heuristic is the decision heuristic of the top-down compiler
printf 'p cnf 1 1\n1 0\n' > "$WORK/one.cnf"
exec "$DEEPLOG" count "$WORK/one.cnf" --compiler sdd --heuristic occurrences
