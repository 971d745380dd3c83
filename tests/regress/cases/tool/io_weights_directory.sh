# A directory given as the weights file is an error naming it, not an empty weights file.
# expect-exit: 1
# expect-stderr: is a directory
printf 'nnf 5 4 3\nL 1\nL -1\nL 2\nA 2 1 2\nO 1 2 0 3\n' > "$WORK/c.nnf"
mkdir "$WORK/weights"
exec "$DEEPLOG" eval "$WORK/c.nnf" --structure probability --weights "$WORK/weights"
