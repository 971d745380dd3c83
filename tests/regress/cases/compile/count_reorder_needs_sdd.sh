# count --reorder without --compiler sdd: a usage error (the top-down compiler has no variable order)
# expect-exit: 2
# expect-stderr: --reorder orders the variables of --compiler sdd
printf 'p cnf 1 1\n1 0\n' > "$WORK/one.cnf"
exec "$DEEPLOG" count "$WORK/one.cnf" --reorder sift
