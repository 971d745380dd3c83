# 20k nested parentheses are read without recursion
# expect-exit: 0
awk 'BEGIN { printf "q(X) :- X = "; for (i = 0; i < 20000; i++) printf "("; printf "a";
             for (i = 0; i < 20000; i++) printf ")"; print ".\nquery(q(X))." }' > "$WORK/in.pl"
exec "$DEEPLOG" run "$WORK/in.pl" --time-limit 20
