# a 1M-element list is read, measured and compared without recursion
# expect-exit: 0
awk 'BEGIN { printf "q(N) :- length([0"; for (i = 1; i < 1000000; i++) printf ",1"; print "], N).\nquery(q(N))." }' > "$WORK/in.pl"
exec "$DEEPLOG" run "$WORK/in.pl" --time-limit 60
