# between(2^63-2, 2^63-1, X) gives exactly two answers (its counter overflowed and it hung)
# expect-exit: 0
printf '%s\n' 'q(X) :- between(9223372036854775806, 9223372036854775807, X).' 'query(q(X)).' > "$WORK/in.pl"
exec "$DEEPLOG" run "$WORK/in.pl" --time-limit 20
