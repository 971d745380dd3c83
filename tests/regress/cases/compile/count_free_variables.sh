# count on p cnf 300000 0 is 2^300000, fast (2^n was n multiplications of growing numbers: p cnf 1000000 0 took 35 s)
# expect-exit: 0
printf 'p cnf 300000 0\n' > "$WORK/free.cnf"
out=$("$DEEPLOG" count "$WORK/free.cnf" --timeout 60) || exit $?
case "$out" in "models: 99700926550447525462047555910911198474709639519930"*376) ;; *) exit 9 ;; esac
