# count --equivalences with --compiler sdd: a usage error (the substitution is a step of the
# top-down compiler)
# expect-exit: 2
# expect-stderr: --equivalences is a step of the top-down compiler
printf 'p cnf 2 2\n-1 2 0\n1 -2 0\n' > "$WORK/two.cnf"
exec "$DEEPLOG" count "$WORK/two.cnf" --compiler sdd --equivalences off
