# compile --formula with an aggregation that is no operation of P makes a mixed circuit: the join and its segments are printed, and infer through it equals the reference
# expect-exit: 0
f='max[X] p(X)_P * q_P'
out=$("$DEEPLOG" compile --formula "$f" --domain "X=1,2") || exit $?
grep -qx 'segments: 2' <<<"$out" || exit 9
grep -q '^input 0: .* <- max(segments 0, 1)$' <<<"$out" || exit 10
grep -qx 'segment 1: P, 3 nodes, 2 inputs' <<<"$out" || exit 11
circuit=$("$DEEPLOG" infer --formula "$f" --domain "X=1,2" 'p(1)_P=0.2' 'p(2)_P=0.9' q_P=0.5) || exit $?
reference=$("$DEEPLOG" infer --formula "$f" --domain "X=1,2" 'p(1)_P=0.2' 'p(2)_P=0.9' q_P=0.5 --reference) || exit $?
[ "$circuit" = "value: 0.45" ] && [ "$reference" = "$circuit" ] || exit 12
