:- use_module(library(lists)).
e0(1,2).
0.4::e0(3,3).
e0(3,2).
0.1::e0(2,2).
0.1::e0(1,1); 0.1::e0(2,2).
0.8::e1.
0.8::p00 :- e0(X,X), p00, X = X.
p00 :- e0(Z,X), p01(X,Y).
P::p01(Y,Y) :- ((p00, between(1,3,Y), not e0(Y,Y), findall(V, e0(Y,V), L), sum_list(L, T), T > 2) ; (p01(3,Y), e0(Y,Z), Z =:= 3)), P is Y / 4.
p01(X,X) :- e0(Z,Z), between(1,3,X), X =:= 3.
p01(Y,X) :- (e1, e0(Y,1), between(1,3,X)) ; (e1, p01(X,Y), e1, not e0(2,2)).
p10(X) :- e1, between(1,3,X), X >= 1, call(p01, X, X).
p10(Y) :- e0(Z,Z), p00, between(1,3,Y), Z \= 2, Y @=< 3.
query(e1).
query(e0(2,2)).
query(p01(1,1)).
