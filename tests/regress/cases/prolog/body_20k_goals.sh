# a clause body of 20k goals is read, split and proved without overflowing the stack
# expect-exit: 0
awk 'BEGIN { printf "0.5::a.\nq :- a"; for (i = 0; i < 20000; i++) printf ", true"; print ".\nquery(q)." }' > "$WORK/in.pl"
exec "$DEEPLOG" run "$WORK/in.pl" --time-limit 20
