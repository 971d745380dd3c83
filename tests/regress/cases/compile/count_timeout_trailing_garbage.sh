# count --timeout 5abc is a usage error (stod read it as 5)
# expect-exit: 2
# expect-stderr: timeout expects seconds
printf 'p cnf 2 1\n1 2 0\n' > "$WORK/f.cnf"
exec "$DEEPLOG" count "$WORK/f.cnf" --timeout 5abc
