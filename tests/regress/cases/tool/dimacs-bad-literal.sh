# a clause literal beyond the header's variable count: a located error
# expect-exit: 1
# expect-stderr: bad\.cnf:[0-9]+
printf 'p cnf 2 1\n1 -3 0\n' > "$WORK/bad.cnf"
exec "$DEEPLOG" count "$WORK/bad.cnf"
