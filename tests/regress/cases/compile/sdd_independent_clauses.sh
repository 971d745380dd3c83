# compile --compiler sdd on 50k independent 2-clauses: OBDD apply is iterative (it recursed once per level and overflowed the stack)
# expect-exit: 0
awk 'BEGIN{print "p cnf 100000 50000"; for(i=0;i<50000;i++) print 2*i+1, 2*i+2, 0}' > "$WORK/pairs.cnf"
exec "$DEEPLOG" compile "$WORK/pairs.cnf" --compiler sdd --time-limit 60
