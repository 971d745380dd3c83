# stats --d4-out: the form written in d4's format reads back as the same form (its nodes, edges
# and literals), and as the same function: both count the models of the CNF (x1 or x2) and x3.
# expect-exit: 0
# expect-stdout: ^form 3 3 4 again 3 3 4 models 3 3$
printf 'p cnf 3 2\n1 2 0\n3 0\n' > "$WORK/t.cnf"
"$DEEPLOG" compile "$WORK/t.cnf" -o "$WORK/t.nnf" > /dev/null || exit 9
form() { "$DEEPLOG" stats "$@" | sed -n 's/^d4-form [a-z]*: //p' | tr '\n' ' ' | sed 's/ $//'; }
a=$(form "$WORK/t.nnf" --unsmoothed --d4-out "$WORK/d4.nnf")
b=$(form "$WORK/d4.nnf" --unsmoothed)
count() { "$DEEPLOG" eval "$1" --structure counting 2>&1 | sed -n 's/^value: //p'; }
echo "form $a again $b models $(count "$WORK/t.nnf") $(count "$WORK/d4.nnf")"
