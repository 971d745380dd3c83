# count over a given right-linear vtree of 50k variables where apply descends the whole chain: a typed depth-budget stop (exit 5), not a stack overflow
# expect-exit: 5
# expect-stderr: SDD apply: recursion [0-9]+ levels deep .*\(depth budget exceeded\)
awk 'BEGIN{n=50000; print "p cnf", n, n; for(i=1;i<n;i++) print i, i+1, 0; print -1, -n, 0}' > "$WORK/chain.cnf"
awk 'BEGIN{n=50000; print "vtree", 2*n-1; for(i=0;i<n;i++) print "L", i, i+1; r=n-1; id=n; for(l=n-2;l>=0;l--){print "I", id, l, r; r=id; id++}}' > "$WORK/rl.vtree"
exec "$DEEPLOG" count "$WORK/chain.cnf" --compiler sdd --vtree "$WORK/rl.vtree" --timeout 60
