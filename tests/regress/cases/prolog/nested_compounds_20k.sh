# a 20k-deep compound term is read, unified, copied and printed without recursion
# expect-exit: 0
awk 'BEGIN { printf "q(Y) :- X = "; for (i = 0; i < 20000; i++) printf "f("; printf "x";
             for (i = 0; i < 20000; i++) printf ")"; print ", X = Y.\nquery(q(Y))." }' > "$WORK/in.pl"
exec "$DEEPLOG" run "$WORK/in.pl" --time-limit 20
