# an .nnf whose and-node names a child that is not defined yet: file:line:column
# expect-exit: 1
# expect-stderr: bad\.nnf:3:5: child 7 is not defined
printf 'nnf 2 1 2\nL 1\nA 1 7\n' > "$WORK/bad.nnf"
exec "$DEEPLOG" stats "$WORK/bad.nnf"
