# A full disk on the standard output is reported with a nonzero exit.
# expect-exit: 1
# expect-stderr: cannot write the standard output
printf 'p cnf 3 2\n1 2 0\n-2 3 0\n' > "$WORK/in.cnf"
exec "$DEEPLOG" count "$WORK/in.cnf" > /dev/full
