:- use_module(library(lists)).
0.75::e0(1,3).
0.4::e0(2,2).
0.25::e1(1).
e2.
p00(3) :- e1(Y), p01, e2, W is Y + 3, W < 5.
p00(Y) :- p00(Z), p01, between(1,3,Y).
p00(X) :- (X == 2, p01, e1(1), e2, between(1,3,X)) ; (e1(1), e0(Y,3), p01, between(1,3,X), \+ e0(2,X)).
p01 :- (p00(X), findall(V, e1(V), L), L = [], W is X + 3, W < 5) ; (e0(Z,Z), e2).
0.1::p10 :- e0(Z,2), p00(Z), Z @=< 3, Z =:= 2.
0.8::p20 :- e2, e2.
0.75::p30(1,3) :- p10.
p30(X,1) :- p10, e0(2,Y), between(1,3,X), not e0(X,Y).
query(p00(2)).
query(p01).
query(e1(1)).
query(\+ e1(3)).
