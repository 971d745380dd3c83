# stats on an NNF chain of ORs that each skip a long range of variables: smoothing shares the runs (it made n^2/2 edges)
# expect-exit: 0
awk 'BEGIN{n=20000; print "nnf " (4*n-3) " " (4*(n-1)) " " n; print "L 1"; prev=0; k=1;
  for(i=2;i<=n;i++){ print "L " i; print "L -" i; pos=k; neg=k+1; print "A 2 " pos " " prev; conj=k+2;
  print "O 0 2 " conj " " neg; prev=k+3; k+=4 } }' > "$WORK/chain.nnf"
exec "$DEEPLOG" stats "$WORK/chain.nnf" --time-limit 20
