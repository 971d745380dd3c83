# a vtree with two nodes without a parent: a located error naming the vtree file
# expect-exit: 1
# expect-stderr: two\.vtree:[0-9]+
printf 'vtree 2\nL 0 1\nL 1 2\n' > "$WORK/two.vtree"
printf 'sdd 1\nL 0 0 1\n' > "$WORK/two.sdd"
exec "$DEEPLOG" stats "$WORK/two.sdd" --vtree "$WORK/two.vtree"
