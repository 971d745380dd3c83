# a counting weight of 2^64 is an error naming the line, not the label 1
# expect-exit: 1
# expect-stderr: w\.txt:1:.*not a natural number
printf 'nnf 1 0 1\nL 1\n' > "$WORK/one.nnf"
printf '1 18446744073709551616\n' > "$WORK/w.txt"
exec "$DEEPLOG" eval "$WORK/one.nnf" --structure counting --weights "$WORK/w.txt"
