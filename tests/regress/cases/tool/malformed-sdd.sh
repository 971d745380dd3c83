# an .sdd whose decision node names an undefined element: a located error (file:line:column)
# expect-exit: 1
# expect-stderr: bad\.sdd:[0-9]+:[0-9]+
printf 'vtree 3\nL 0 1\nL 2 2\nI 1 0 2\n' > "$WORK/bad.vtree"
printf 'sdd 3\nL 0 0 1\nL 1 2 2\nD 2 1 1 0 9\n' > "$WORK/bad.sdd"
exec "$DEEPLOG" stats "$WORK/bad.sdd" --vtree "$WORK/bad.vtree"
