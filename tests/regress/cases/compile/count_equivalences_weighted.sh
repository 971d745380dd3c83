# count a weighted CNF whose binary clauses make x2 = not x1, with and without the
# substitution: each literal keeps its own weight. Models: x1 x3 (0.3 * 0.9 * 0.6 = 0.162) and
# not x1, x2, either x3 (0.7 * 0.2 * (0.6 + 1) = 0.224): 3 models, wmc 0.386
# expect-exit: 0
printf 'p cnf 3 3\nc p weight 1 0.3 0\nc p weight -1 0.7 0\nc p weight 2 0.2 0\nc p weight -2 0.9 0\nc p weight 3 0.6 0\n-1 -2 0\n1 2 0\n2 3 0\n' > "$WORK/w.cnf"
for e in on off; do
  out=$("$DEEPLOG" count "$WORK/w.cnf" --equivalences $e) || exit $?
  printf '%s\n' "$out" | grep -qx "models: 3" || exit 9
  printf '%s\n' "$out" | grep -q "^wmc: 0.386000000000000" || exit 8
done
