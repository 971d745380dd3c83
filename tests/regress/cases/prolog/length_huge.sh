# length(L, 10^11) is rejected before anything is allocated (bad_alloc after 6-10 GB before)
# expect-exit: 5
# expect-stderr: in\.pl:1:1: length/2: a list of 100000000000 elements
printf '%s\n' 'q :- length(L, 100000000000).' 'query(q).' > "$WORK/in.pl"
exec "$DEEPLOG" run "$WORK/in.pl" --time-limit 20
