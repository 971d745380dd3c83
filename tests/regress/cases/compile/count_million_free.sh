# count on p cnf 1000000 0 is 2^1000000 in seconds (a million multiplications of growing numbers took 35 s)
# expect-exit: 0
printf 'p cnf 1000000 0\n' > "$WORK/free.cnf"
out=$("$DEEPLOG" count "$WORK/free.cnf" --timeout 30) || exit $?
case "$out" in "models: 9900656229295898250697923616301903250733624241787567"*) ;; *) exit 9 ;; esac
