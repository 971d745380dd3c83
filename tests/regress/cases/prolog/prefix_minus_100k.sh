# 100k prefix minus signs, each on a parenthesized operand (`- - 7` is ambiguous to ProbLog), are
# read and evaluated without recursion
# expect-exit: 0
# expect-stdout: ^q\(7\): 1$
awk 'BEGIN { printf "q(X) :- X is "; for (i = 0; i < 100000; i++) printf "- ("; printf "7"; for (i = 0; i < 100000; i++) printf ")"; print ".\nquery(q(X))." }' > "$WORK/in.pl"
exec "$DEEPLOG" run "$WORK/in.pl" --time-limit 20
