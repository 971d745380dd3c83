# X is -(-9223372036854775807 - 1) overflows 64 bits: an evaluation error (it wrapped silently before)
# expect-exit: 1
# expect-stderr: in\.pl:1:1: evaluation error: integer overflow
printf '%s\n' 'q(X) :- X is -(-9223372036854775807 - 1).' 'query(q(X)).' > "$WORK/in.pl"
exec "$DEEPLOG" run "$WORK/in.pl" --time-limit 20
