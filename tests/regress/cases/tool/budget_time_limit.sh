# --time-limit stops a long compilation with exit 3 and a message, within 10% of the limit.
# expect-exit: 3
# expect-stderr: stopped: time limit
awk 'BEGIN { srand(11); n = 200; m = 600; print "p cnf", n, m;
  for (i = 0; i < m; i++) { for (j = 0; j < 3; j++) { v = 1 + int(rand() * n);
    printf "%d ", (rand() < 0.5 ? -v : v) } print 0 } }' > "$WORK/hard.cnf"
exec "$DEEPLOG" count "$WORK/hard.cnf" --time-limit 2
