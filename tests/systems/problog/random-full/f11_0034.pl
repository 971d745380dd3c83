:- use_module(library(lists)).
e0(2,2).
0.1::e0(3,2).
0.5::e1.
0.75::e2.
e3(2).
p00(X) :- e2, e1, between(1,3,X).
p10 :- (p00(X), e3(X), e3(X), compare(O, X, 1)) ; (p10, p00(3), findall(V, e0(2,V), L), L = []).
p10 :- p10.
p10 :- p00(X).
p11(X,X) :- p00(Y), e2, e3(X).
p11(X,Y) :- p11(X,Z), between(1,3,Y), \+ e2, not p00(Z).
p20(X) :- e0(2,3), p00(Y), between(1,3,X).
p21(X) :- e1, between(1,3,X), \+ p10.
p30(X,Y) :- (p00(X), between(1,3,Y)) ; (e0(Y,X), e3(X), p30(X,X), \+ e0(X,1), \+ e3(Y)).
0.2::p31(X) :- p20(1), p21(Y), between(1,3,X), not p00(Y), X < 3.
0.1::p31(3) :- p10.
query(p20(Y)).
query(p20(X)).
query(p30(X,X)) :- between(1,2,X).
query(\+ p20(1)).
evidence(p00(1), true).
