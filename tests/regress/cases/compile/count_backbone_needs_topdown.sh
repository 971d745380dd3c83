# count --backbone with --compiler sdd: a usage error (the backbone is a step of the top-down compiler)
# expect-exit: 2
# expect-stderr: --backbone is a step of the top-down compiler
printf 'p cnf 1 1\n1 0\n' > "$WORK/one.cnf"
exec "$DEEPLOG" count "$WORK/one.cnf" --compiler sdd --backbone off
