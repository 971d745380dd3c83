# stats says whether the circuit read is decomposable and smooth: an NNF AND whose children share variable 1 is named, with the node
# expect-exit: 0
# expect-stdout: ^dnnf: circuit node [0-9]+ is not decomposable \(variable 0\)$
printf 'nnf 3 2 1\nL 1\nL -1\nA 2 0 1\n' > "$WORK/shared.nnf"
exec "$DEEPLOG" stats "$WORK/shared.nnf" --no-smooth
