# eval --structure counting prints the exact count 2^400 (it printed the count modulo 2^64)
# expect-exit: 0
printf 'nnf 1 0 400\nA 0\n' > "$WORK/free.nnf"
out=$("$DEEPLOG" eval "$WORK/free.nnf" --structure counting) || exit $?
want="value: 2582249878086908589655919172003011874329705792829223512830659356540647622016841194629645353280137831435903171972747493376"
[ "$out" = "$want" ] || { echo "unexpected: $out" >&2; exit 9; }
