:- use_module(library(lists)).
0.9::e0(3,2).
0.1::e0(1,2).
0.1::e0(3,3); 0.1::e0(2,2).
0.9::e1(3,1).
0.25::e1(3,3).
p00(X) <- e1(1,X), p00(X), not e1(X,X), findall(V, e0(X,V), L), sum_list(L, T), T > 2.
p10(3) :- e1(X,1), p00(1), call(e0, X, X).
P::p10(Y) :- (e0(Z,X), e0(Z,Z), p00(3), between(1,3,Y)), P is Y / 4.
p10(Y) :- p10(1), p10(Z), p00(3), between(1,3,Y), compare(O, Z, 2).
0.25::p20(Y) :- e0(Z,X), between(1,3,Y), X \== X.
p20(Y) :- p20(Z), e0(X,Z), e0(1,Z), between(1,3,Y), call(p00, Z), T =.. [g, Z], T \== g(0).
p20(X) :- p10(3), p20(X), X \= X.
p21(Y) :- e1(1,Z), p21(Y), not e0(Y,3), compare(O, Y, 2).
p21(X) <- p21(1), e1(Y,Y), p00(2), between(1,3,X), W is X + 1, W < 5, \+ p00(Y).
p30(X) :- p20(1), p30(X).
query(p00(3)).
query(p20(2)).
query(e1(Y,X)).
