:- use_module(library(lists)).
0.1::e1(3).
0.1::e2(3,2).
0.25::e2(1,1).
0.1::e2(2,2); 0.3::e2(3,3).
p00(X) <- p00(Z), e2(Z,1), between(1,3,X), findall(V, e2(1,V), L), L = [].
p10 :- p10.
p10 :- p10, e0(Y), e2(Y,Y), W is Y + 1, W < 5.
p10 :- p10, p00(Z), e2(Y,Z).
p11(X,2) :- e2(Y,Z), p00(Y), e0(Z), between(1,3,X), call(p00, Y), compare(O, X, 1).
p11(X,Y) :- p00(X), between(1,3,Y), W is Y + 3, W < 5.
p11(X,2) :- e1(Y), between(1,3,X), T =.. [g, Y], T \== g(0).
query(p00(1)).
query(e1(1)).
query(p10).
query(p10) :- between(1,2,X).
