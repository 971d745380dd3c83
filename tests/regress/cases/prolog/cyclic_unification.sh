# X = f(X) (and a cyclic list) fails by the occurs check instead of building a cyclic term (stack overflow)
# expect-exit: 0
printf 'q :- X = f(X).\nr :- X = [a|X].\ns :- f(X, Y) = f(Y, g(X)).\nquery(q). query(r). query(s).\n' > "$WORK/in.pl"
exec "$DEEPLOG" run "$WORK/in.pl" --time-limit 20
