# count --compiler sdd --vtree balanced --reorder sift: a usage error (sifting reorders OBDDs only)
# expect-exit: 2
# expect-stderr: --reorder reorders OBDDs \(--vtree right-linear\), not SDDs over a balanced vtree
printf 'p cnf 1 1\n1 0\n' > "$WORK/one.cnf"
exec "$DEEPLOG" count "$WORK/one.cnf" --compiler sdd --vtree balanced --reorder sift
