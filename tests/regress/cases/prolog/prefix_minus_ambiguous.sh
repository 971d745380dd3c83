# 100k bare prefix minus signs: ProbLog's "ambiguous operators", a located error, no recursion
# expect-exit: 1
# expect-stderr: in\.pl:1:14: ambiguous operators
awk 'BEGIN { printf "q(X) :- X is "; for (i = 0; i < 100000; i++) printf "- "; print "7.\nquery(q(X))." }' > "$WORK/in.pl"
exec "$DEEPLOG" run "$WORK/in.pl" --time-limit 20
