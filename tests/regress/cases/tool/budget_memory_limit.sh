# --memory-limit stops an evaluation whose batch needs far more memory (exit 4, a message).
# expect-exit: 4
# expect-stderr: (memory limit|out of memory)
awk 'BEGIN { print "nnf 201 100 100"; for (v = 1; v <= 100; v++) { print "L", v; print "L", -v }
  printf "A 100"; for (i = 0; i < 200; i += 2) printf " %d", i; print "" }' > "$WORK/c.nnf"
exec "$DEEPLOG" eval "$WORK/c.nnf" --structure probability --batch 1048576 --memory-limit 256M
