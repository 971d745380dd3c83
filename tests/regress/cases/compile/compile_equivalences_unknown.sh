# compile --equivalences with a value other than on or off: a usage error
# expect-exit: 2
# expect-stderr: --equivalences is on or off, not 'yes'
printf 'p cnf 1 1\n1 0\n' > "$WORK/one.cnf"
exec "$DEEPLOG" compile "$WORK/one.cnf" --equivalences yes
