# min_int mod -1 is 0 (no SIGFPE)
# expect-exit: 0
printf 'q(Y) :- X is -9223372036854775807 - 1, Y is X mod -1.\nquery(q(Y)).\n' > "$WORK/in.pl"
exec "$DEEPLOG" run "$WORK/in.pl" --time-limit 20
