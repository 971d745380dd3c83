# 5 div 0: a located division-by-zero error
# expect-exit: 1
# expect-stderr: in\.pl:1:1: division by zero
printf 'q(Y) :- Y is 5 div 0.\nquery(q(Y)).\n' > "$WORK/in.pl"
exec "$DEEPLOG" run "$WORK/in.pl" --time-limit 20
