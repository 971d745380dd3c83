# compile --vtree balanced writes an .sdd/.vtree pair; --vtree FILE compiles over that vtree again: the same 2^20 models
# expect-exit: 0
# expect-stdout: ^vtree: given$
# expect-stdout: ^models: 1048576$
awk 'BEGIN{k=20; print "p cnf", 2*k, 2*k; for(i=1;i<=k;i++) {print -i, k+i, 0; print i, -(k+i), 0}}' > "$WORK/pairs.cnf"
"$DEEPLOG" compile "$WORK/pairs.cnf" --compiler sdd --vtree balanced -o "$WORK/out.sdd" --timeout 60 > /dev/null || exit 9
exec "$DEEPLOG" compile "$WORK/pairs.cnf" --compiler sdd --vtree "$WORK/out.vtree" --timeout 60
