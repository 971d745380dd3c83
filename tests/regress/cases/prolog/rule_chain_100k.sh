# a chain of 100k rules p1 :- p2. ... nests calls: it ends at the depth budget, not a stack overflow
# expect-exit: 5
# expect-stderr: in\.pl:[0-9]+:1: grounding: .*p[0-9]+/0
awk 'BEGIN { for (i = 1; i < 100000; i++) printf "p%d :- p%d.\n", i, i + 1; print "p100000.\nquery(p1)." }' > "$WORK/in.pl"
exec "$DEEPLOG" run "$WORK/in.pl" --time-limit 20
