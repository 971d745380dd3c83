# 100k prefix minus signs are read and evaluated without recursion
# expect-exit: 0
awk 'BEGIN { printf "q(X) :- X is "; for (i = 0; i < 100000; i++) printf "- "; print "7.\nquery(q(X))." }' > "$WORK/in.pl"
exec "$DEEPLOG" run "$WORK/in.pl" --time-limit 20
