# stats on an .sdd over a right-linear vtree of 200k variables whose subs are deep literals: linear memory (it was quadratic: bad_alloc)
# expect-exit: 0
awk 'BEGIN{n=200000; print "vtree " (2*n-1);
  for(v=1;v<=n;v++) print "L " (2*v) " " v;
  print "I " (2*n-1) " " (2*n-2) " " (2*n);
  for(k=n-2;k>=1;k--) print "I " (2*k+1) " " (2*k) " " (2*k+3) }' > "$WORK/deep.vtree"
awk 'BEGIN{n=200000; m=2000; print "sdd " (3*m+1); id=0; print "L " id " " (2*n) " " n; deep=id; id++;
  for(k=1;k<=m;k++){ print "L " id " " (2*k) " " k; p=id; id++; print "L " id " " (2*k) " -" k; q=id; id++;
    print "D " id " " (2*k+1) " 2 " p " " deep " " q " " deep; id++ } }' > "$WORK/deep.sdd"
exec "$DEEPLOG" stats "$WORK/deep.sdd" --vtree "$WORK/deep.vtree" --time-limit 20
