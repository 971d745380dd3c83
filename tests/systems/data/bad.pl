% a missing parenthesis
0.5::a.
b(X, Y :- a.
query(b).
