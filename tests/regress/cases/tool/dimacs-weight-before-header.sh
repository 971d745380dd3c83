# a `c p weight` line before the `p cnf` header: a located error
# expect-exit: 1
# expect-stderr: w\.cnf:1
printf 'c p weight 1 0.5 0\np cnf 1 1\n1 0\n' > "$WORK/w.cnf"
exec "$DEEPLOG" count "$WORK/w.cnf"
