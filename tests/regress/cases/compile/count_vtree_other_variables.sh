# count --vtree FILE over other variables than the CNF's: an error naming both ranges (exit 1)
# expect-exit: 1
# expect-stderr: the vtree's variables are 1..1, the CNF's 1..2: they must be the same
printf 'p cnf 2 1\n1 2 0\n' > "$WORK/two.cnf"
printf 'vtree 1\nL 0 1\n' > "$WORK/one.vtree"
exec "$DEEPLOG" count "$WORK/two.cnf" --compiler sdd --vtree "$WORK/one.vtree"
