# the fuzzer's 9 bytes: a quoted atom ending in a backslash at the end of the input (heap-buffer-overflow in the lexer)
# expect-exit: 1
# expect-stderr: in\.pl:1:1: unterminated quoted name
printf '%s' "'% The p\\" > "$WORK/in.pl"
exec "$DEEPLOG" run "$WORK/in.pl" --time-limit 20
