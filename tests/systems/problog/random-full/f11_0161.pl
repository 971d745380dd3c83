:- use_module(library(lists)).
e0(1,3).
0.5::e1(3,3).
0.2::e1(2,3).
0.75::e1(1,1).
0.2::e1(1,1); 0.1::e1(2,2); 0.1::e1(3,3).
e2(1).
0.75::e2(2).
e2(3).
0.1::e2(1); 0.3::e2(2); 0.2::e2(3).
e3(1,3).
0.75::e3(2,1).
0.2::e3(3,3); 0.3::e3(2,2); 0.2::e3(1,1).
p00(X) :- (p00(Y), between(1,3,X), W is X + 1, W < 5, findall(V, e0(Y,V), L), length(L, N), N >= 2) ; (e3(2,Z), between(1,3,X)).
P::p00(X) :- (p00(X), p00(X), p00(1), X = X), P is X / 4.
0.75::p10 :- p10.
p10 :- e0(X,X), e2(2), e0(X,X).
p10 :- p11(X), e3(X,Z), e1(X,X), W is Z + 2, W < 5.
p11(Y) :- e1(1,2), between(1,3,Y).
p11(X) :- (p00(2), e3(Y,1), p11(Y), between(1,3,X), compare(O, X, 3)) ; (e3(1,2), p00(Y), e0(X,3)).
query(e0(2,1)).
query(p00(Y)).
evidence(e2(1), true).
