# X is 1+1+...+1 with 40k terms: evaluated with an explicit stack
# expect-exit: 0
awk 'BEGIN { printf "q(X) :- X is 1"; for (i = 1; i < 40000; i++) printf "+1"; print ".\nquery(q(X))." }' > "$WORK/in.pl"
exec "$DEEPLOG" run "$WORK/in.pl" --time-limit 20
