:- use_module(library(lists)).
0.2::e0(1,1); 0.1::e0(2,2).
0.25::e1(2,1).
0.25::e2.
0.7::e3(1,1).
0.75::e3(3,3).
0.6::e3(3,1).
0.1::e3(2,2); 0.2::e3(1,1); 0.3::e3(3,3).
p00(2,X) :- p00(Z,Y), e3(Z,1), between(1,3,X), Z \= Y.
p00(Y,X) :- e1(X,3), e2, e3(3,X), between(1,3,Y).
p00(Y,3) :- e3(1,1), e2, e3(X,Z), between(1,3,Y), W is Z + 1, W < 5, call(e1, Y, Z).
p10(X) :- (e2, between(1,3,X), X == X) ; (e3(X,X)).
P::p10(X) :- (e0(Y,X), e3(X,X), Y \== 1, not p00(X,Y)), P is X / 4.
p20(X) :- e3(X,Z), e3(X,2), e1(Y,Y), call(p00, 1, 2), call(e3, X, Y).
p21 :- (p10(Z), e2, \+ p10(2), findall(V, e1(Z,V), L), length(L, N), N >= 1) ; (e2, e0(Z,3)).
query(p20(3)).
query(p00(X,Y)).
evidence(e1(3,1), false).
