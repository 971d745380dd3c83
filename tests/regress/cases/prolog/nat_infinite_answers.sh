# nat(s(X)) :- nat(X) has infinitely many answers of growing size: it ends at a budget
# expect-exit: 3
printf '%s\n' 'nat(0).' 'nat(s(X)) :- nat(X).' 'query(nat(X)).' > "$WORK/in.pl"
exec "$DEEPLOG" run "$WORK/in.pl" --time-limit 2
