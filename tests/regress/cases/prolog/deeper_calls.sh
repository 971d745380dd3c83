# p(X) :- p(f(X)) makes ever deeper calls: it ends at the depth budget
# (about 10 s in the CI build, whose checks slow it; the time limit is only a guard against a
# hang, below the runner's 120 s: under a loaded machine 20 s raced the budget and lost)
# expect-exit: 5
# expect-stderr: in\.pl:1:1: grounding: .*p/1
printf '%s\n' 'p(X) :- p(f(X)).' 'query(p(a)).' > "$WORK/in.pl"
exec "$DEEPLOG" run "$WORK/in.pl" --time-limit 90
