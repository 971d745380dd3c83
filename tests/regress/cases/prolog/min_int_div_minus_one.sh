# min_int div -1 does not fit 64 bits: an evaluation error, not SIGFPE
# expect-exit: 1
# expect-stderr: in\.pl:1:1: evaluation error: integer overflow
printf 'q(Y) :- X is -9223372036854775807 - 1, Y is X div -1.\nquery(q(Y)).\n' > "$WORK/in.pl"
exec "$DEEPLOG" run "$WORK/in.pl" --time-limit 20
