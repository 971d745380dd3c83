# NUL bytes inside an .nnf line: a located error, no crash
# expect-exit: 1
# expect-stderr: nul\.nnf:[0-9]+
printf 'nnf 2 1 2\nL \0001\nA 1 0\n' > "$WORK/nul.nnf"
exec "$DEEPLOG" stats "$WORK/nul.nnf"
