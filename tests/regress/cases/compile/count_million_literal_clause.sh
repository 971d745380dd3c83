# count --timeout 5 on one clause of a million literals ends with the time budget near 5 s (it ran over 300 s): its exact count adds numbers of up to 10^6 bits at each of 10^6 levels
# expect-exit: 3
# expect-stderr: time budget exceeded
{ printf 'p cnf 1000000 1\n'; seq 1 1000000 | tr '\n' ' '; printf '0\n'; } > "$WORK/long.cnf"
exec "$DEEPLOG" count "$WORK/long.cnf" --timeout 5
