# a float literal beyond the doubles is a located error (an uncaught std::out_of_range before)
# expect-exit: 1
# expect-stderr: in\.pl:1:13: the number 1\.0e400 does not fit a double
printf '%s\n' 'q(X) :- X = 1.0e400.' 'query(q(X)).' > "$WORK/in.pl"
exec "$DEEPLOG" run "$WORK/in.pl" --time-limit 20
