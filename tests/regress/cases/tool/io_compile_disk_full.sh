# A full disk while writing the circuit is reported with a nonzero exit.
# expect-exit: 1
# expect-stderr: /dev/full: write failed
printf 'p cnf 3 2\n1 2 0\n-2 3 0\n' > "$WORK/in.cnf"
exec "$DEEPLOG" compile "$WORK/in.cnf" -o /dev/full
