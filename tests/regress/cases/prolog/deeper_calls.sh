# p(X) :- p(f(X)) makes ever deeper calls: it ends at the depth budget
# expect-exit: 5
# expect-stderr: in\.pl:1:1: grounding: .*p/1
printf '%s\n' 'p(X) :- p(f(X)).' 'query(p(a)).' > "$WORK/in.pl"
exec "$DEEPLOG" run "$WORK/in.pl" --time-limit 20
