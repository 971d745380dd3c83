# stats --unsmoothed: a compiled (smooth) circuit with its factors taken out, counted in d4's
# form as the same function written by hand in d4's format: x1 or x2 over 3 variables is an OR
# node with two edges to the true node, carrying [1] and [-1 2] (or [2] and [-2 1]).
# expect-exit: 0
# expect-stdout: ^smooth [0-9]+ [0-9]+ [0-9]+ unsmoothed 2 2 3 d4 2 2 3$
printf 'p cnf 3 1\n1 2 0\n' > "$WORK/t.cnf"
printf 'o 1 0\nt 2 0\na 3 0\n1 2 1 0\n1 3 -1 0\n3 2 2 0\n' > "$WORK/h.nnf"
"$DEEPLOG" compile "$WORK/t.cnf" -o "$WORK/t.nnf" > /dev/null || exit 9
form() { "$DEEPLOG" stats "$@" | sed -n 's/^d4-form [a-z]*: //p' | tr '\n' ' ' | sed 's/ $//'; }
echo "smooth $(form "$WORK/t.nnf") unsmoothed $(form "$WORK/t.nnf" --unsmoothed) d4 $(form "$WORK/h.nnf" --unsmoothed)"
