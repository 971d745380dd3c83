# a double-quoted string ending in a backslash at the end of the input
# expect-exit: 1
# expect-stderr: in\.pl:1:10: unterminated quoted name
printf '%s' 'a :- X = "ab\' > "$WORK/in.pl"
exec "$DEEPLOG" run "$WORK/in.pl" --time-limit 20
