# count --vtree without --compiler sdd: a usage error (the top-down compiler has no vtree)
# expect-exit: 2
# expect-stderr: --vtree is the vtree of --compiler sdd
printf 'p cnf 1 1\n1 0\n' > "$WORK/one.cnf"
exec "$DEEPLOG" count "$WORK/one.cnf" --vtree balanced
