# compile --extract with an .sdd output: a usage error (the pass rewrites the circuit, not the
# SDD that an .sdd file holds), not an SDD written without the extraction asked for
# expect-exit: 2
# expect-stderr: --extract rewrites the circuit
printf 'p cnf 2 1\n1 2 0\n' > "$WORK/two.cnf"
exec "$DEEPLOG" compile "$WORK/two.cnf" --compiler sdd --extract prefixes -o "$WORK/x.sdd"
