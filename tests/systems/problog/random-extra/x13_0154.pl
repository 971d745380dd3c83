:- use_module(library(lists)).
e0(1).
0.2::e0(3); 0.1::e0(1); 0.2::e0(2).
0.2::e1(1,3).
0.25::e1(1,2).
e2(3,2).
0.8::e2(2,2).
0.2::e2(2,2); 0.3::e2(3,3).
e3.
0.8::p00(X) :- e2(2,Z), e3, between(1,3,X), W is Z + 3, W < 5.
p00(X) :- e3, between(1,3,X).
p10(Y) :- e2(Y,Z), p10(Y), e1(X,Y).
p10(X) :- (e1(Z,X), compare(O, Z, 2)) ; (p11(Z), between(1,3,X), subquery(p00(3), Q), Q > 0.33, subquery(p00(3), Q), Q < 0.33).
p11(X) :- p10(1), p10(X).
p20 :- (e1(X,3), compare(O, X, 2), findall(V, e1(3,V), L), length(L, N), N >= 1) ; (p20, \+ e3).
0.3::p30(Y,2) :- (e0(X), between(1,3,Y), X = X, call(e0, Y)) ; (e1(Y,X), e1(Y,1)).
p31(2) :- (e2(Z,Z), e0(Z), p30(2,Z)) ; (e1(Y,Y), Y == Y).
query(p31(X)).
query(e2(3,3)).
query(p31(Y)).
