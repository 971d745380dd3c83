# a well-formed weighted CNF counts (exit 0): the runner's positive control
# expect-exit: 0
printf 'p cnf 2 1\nc p weight 1 0.5 0\nc p weight -1 0.5 0\n1 2 0\n' > "$WORK/ok.cnf"
"$DEEPLOG" count "$WORK/ok.cnf" > "$WORK/out.txt"
grep -q 'models: 3' "$WORK/out.txt"
