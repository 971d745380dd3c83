# an .sdd cut off in the middle of a line (no trailing newline, fewer nodes than declared)
# expect-exit: 1
# expect-stderr: cut\.sdd:[0-9]+
printf 'vtree 3\nL 0 1\nL 2 2\nI 1 0 2\n' > "$WORK/cut.vtree"
printf 'sdd 5\nL 0 0 1\nL 1 2 2\nD 2 1 1 0' > "$WORK/cut.sdd"
exec "$DEEPLOG" stats "$WORK/cut.sdd" --vtree "$WORK/cut.vtree"
