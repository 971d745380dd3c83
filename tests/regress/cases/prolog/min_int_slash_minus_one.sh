# min_int / -1: ProbLog's / divides as floats, so no overflow and no SIGFPE: 9.223372036854776e+18
# expect-exit: 0
# expect-stdout: ^q\(9\.223372036854776e\+18\): 1$
printf 'q(Y) :- X is -9223372036854775807 - 1, Y is X / -1.\nquery(q(Y)).\n' > "$WORK/in.pl"
exec "$DEEPLOG" run "$WORK/in.pl" --time-limit 20
