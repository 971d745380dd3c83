# count --compiler sdd --reorder sift on x_i <-> y_i (i < 20): 2^20 models, sifting on from the first 4096 nodes
# expect-exit: 0
# expect-stdout: ^models: 1048576$
awk 'BEGIN{k=20; print "p cnf", 2*k, 2*k; for(i=1;i<=k;i++) {print -i, k+i, 0; print i, -(k+i), 0}}' > "$WORK/pairs.cnf"
exec "$DEEPLOG" count "$WORK/pairs.cnf" --compiler sdd --reorder sift --timeout 60
