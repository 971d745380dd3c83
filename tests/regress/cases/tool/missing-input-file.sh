# stats on a file that does not exist: an input error naming the file, no crash
# expect-exit: 1
# expect-stderr: nope\.nnf
exec "$DEEPLOG" stats "$WORK/nope.nnf"
