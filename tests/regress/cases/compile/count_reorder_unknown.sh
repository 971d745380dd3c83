# count --compiler sdd --reorder with an unknown value: a usage error that names the choices
# expect-exit: 2
# expect-stderr: --reorder is automatic, sift or none, not 'often'
printf 'p cnf 1 1\n1 0\n' > "$WORK/one.cnf"
exec "$DEEPLOG" count "$WORK/one.cnf" --compiler sdd --reorder often
