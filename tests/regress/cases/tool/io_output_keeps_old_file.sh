# A compile that fails (here: its time limit) leaves an existing output file as it was and no
# temporary file beside it.
# expect-exit: 0
# expect-stderr: ^$
printf 'old\n' > "$WORK/out.nnf"
# Random 3-CNF (200 variables, ratio 3: many models): far beyond 1 s for the compiler.
awk 'BEGIN { srand(7); n = 200; m = 600; print "p cnf", n, m;
  for (i = 0; i < m; i++) { for (j = 0; j < 3; j++) { v = 1 + int(rand() * n);
    printf "%d ", (rand() < 0.5 ? -v : v) } print 0 } }' > "$WORK/hard.cnf"
"$DEEPLOG" compile "$WORK/hard.cnf" -o "$WORK/out.nnf" --time-limit 1 > /dev/null 2> "$WORK/err"
status=$?
[ "$status" -eq 3 ] || { echo "compile ended with $status, not 3 (time limit)" >&2; cat "$WORK/err" >&2; exit 1; }
[ "$(cat "$WORK/out.nnf")" = old ] || { echo "the old output was changed" >&2; exit 1; }
[ "$(ls -A "$WORK" | wc -l)" -eq 3 ] || { echo "a temporary file was left: $(ls -A "$WORK")" >&2; exit 1; }
exit 0
