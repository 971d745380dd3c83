# count --compiler sdd --vtree elimination on x_i <-> y_i (i < 20): 2^20 models through the SDD manager
# expect-exit: 0
# expect-stdout: ^models: 1048576$
awk 'BEGIN{k=20; print "p cnf", 2*k, 2*k; for(i=1;i<=k;i++) {print -i, k+i, 0; print i, -(k+i), 0}}' > "$WORK/pairs.cnf"
exec "$DEEPLOG" count "$WORK/pairs.cnf" --compiler sdd --vtree elimination --timeout 60
