# stats --extract on a circuit whose three products share four children (and a root over the
# three): the products' 15 edges become 10 (tests/circuit/extraction.cpp), 18 become 13 in
# all, and the pass's time is printed
# expect-exit: 0
printf 'nnf 11 18 7\nL 1\nL 2\nL 3\nL 4\nL 5\nL 6\nL 7\nA 5 0 1 2 3 4\nA 5 0 1 2 3 5\nA 5 0 1 2 3 6\nO 0 3 7 8 9\n' > "$WORK/rows.nnf"
out=$("$DEEPLOG" stats "$WORK/rows.nnf" --no-smooth --extract) || exit $?
printf '%s\n' "$out" | grep -q "^extraction time: " || exit 9
printf '%s\n' "$out" | grep -qx "edges: 13" || exit 8
