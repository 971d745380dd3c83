# run --compiler sdd --vtree elimination: the SDD manager over the formula's elimination vtree gives the probabilities of a cyclic graph (by hand: 1 to 3 is 0.3 + 0.7 * 0.6 * 0.4)
# expect-exit: 0
# expect-stdout: ^path\(1,3\): 0\.468$
# expect-stdout: ^path\(1,4\): 0\.3744$
printf '%s\n' '0.6::edge(1, 2).' '0.4::edge(2, 3).' '0.5::edge(3, 1).' '0.3::edge(1, 3).' '0.8::edge(3, 4).' \
  'path(X, Y) :- edge(X, Y).' 'path(X, Y) :- edge(X, Z), path(Z, Y).' 'query(path(1, Y)).' > "$WORK/in.pl"
exec "$DEEPLOG" run "$WORK/in.pl" --compiler sdd --vtree elimination
