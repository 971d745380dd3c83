# compile --extract with a value that is not a level: a usage error naming the three levels
# expect-exit: 2
# expect-stderr: --extract is none, prefixes or full, not 'yes'
printf 'p cnf 2 1\n1 2 0\n' > "$WORK/two.cnf"
exec "$DEEPLOG" compile "$WORK/two.cnf" --extract yes
