p(X) :- X = f(X).
query(p(_)).
