# X is integer(1.0e19): a float that does not convert to an integer is an evaluation error (garbage before)
# expect-exit: 1
# expect-stderr: in\.pl:1:1: evaluation error
printf '%s\n' 'q(X) :- X is integer(1.0e19).' 'query(q(X)).' > "$WORK/in.pl"
exec "$DEEPLOG" run "$WORK/in.pl" --time-limit 20
