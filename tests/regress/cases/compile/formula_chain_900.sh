# a 900-term flat chain a_P+a_P+... (within the depth budget) infers, compiled and by reference: 900 * 0.5 = 450
# expect-exit: 0
f=$(yes 'a_P' | head -n 900 | paste -sd+)
out=$("$DEEPLOG" infer --formula "$f" "a_P=0.5") || exit $?
[ "$out" = "value: 450" ] || { echo "unexpected: $out" >&2; exit 9; }
out=$("$DEEPLOG" infer --formula "$f" "a_P=0.5" --reference) || exit $?
[ "$out" = "value: 450" ] || { echo "unexpected: $out" >&2; exit 9; }
