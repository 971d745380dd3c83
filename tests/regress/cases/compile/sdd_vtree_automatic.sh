# compile --compiler sdd on a chain of 2-clauses (width 1): the automatic vtree is the elimination one, and the count is the chain's
# expect-exit: 0
# expect-stdout: ^vtree: elimination$
# expect-stdout: ^models: 89$
awk 'BEGIN{n=9; print "p cnf", n, n-1; for(i=1;i<n;i++) print i, i+1, 0}' > "$WORK/chain.cnf"
exec "$DEEPLOG" compile "$WORK/chain.cnf" --compiler sdd --timeout 60
