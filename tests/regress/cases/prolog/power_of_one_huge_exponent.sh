# 1 ** (2^63-1) is 1 at once (it looped 2^63 times before)
# expect-exit: 0
printf '%s\n' 'q(X, Y, Z) :- X is 1 ** 9223372036854775807, Y is (-1) ** 9223372036854775807, Z is 0 ** 9223372036854775807.' 'query(q(X, Y, Z)).' > "$WORK/in.pl"
exec "$DEEPLOG" run "$WORK/in.pl" --time-limit 20
