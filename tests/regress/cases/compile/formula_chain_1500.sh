# a 1500-term flat chain a_P+a_P+... (within the depth budget) infers: 1500 * 0.5 = 750
# expect-exit: 0
f=$(yes 'a_P' | head -n 1500 | paste -sd+)
out=$("$DEEPLOG" infer --formula "$f" "a_P=0.5") || exit $?
[ "$out" = "value: 750" ] || { echo "unexpected: $out" >&2; exit 9; }
