# between(1, 2^63-1, X), X < 0 enumerates without an answer: it ends at the time limit
# expect-exit: 3
printf '%s\n' 'q(X) :- between(1, 9223372036854775807, X), X < 0.' 'query(q(X)).' > "$WORK/in.pl"
exec "$DEEPLOG" run "$WORK/in.pl" --time-limit 2
