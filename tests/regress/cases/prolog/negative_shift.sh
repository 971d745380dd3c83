# a negative shift count is an evaluation error
# expect-exit: 1
# expect-stderr: in\.pl:1:1: evaluation error: a negative shift count
printf '%s\n' 'q(X) :- X is 1 << -1.' 'query(q(X)).' > "$WORK/in.pl"
exec "$DEEPLOG" run "$WORK/in.pl" --time-limit 20
