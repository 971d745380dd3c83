# a weights file naming a variable the circuit does not have: a located error in the weights
# expect-exit: 1
# expect-stderr: w\.txt:2
printf 'nnf 3 2 1\nL 1\nL -1\nO 1 2 0 1\n' > "$WORK/c.nnf"
printf '1 0.5\n7 0.25\n' > "$WORK/w.txt"
exec "$DEEPLOG" eval "$WORK/c.nnf" --structure probability --weights "$WORK/w.txt"
