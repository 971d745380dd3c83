:- use_module(library(lists)).
e0(3,3).
0.3::e0(3,1).
0.3::e0(3,3); 0.1::e0(1,1); 0.1::e0(2,2).
0.3::e1(3,1).
0.5::e1(1,1).
e2(2).
0.2::e2(3).
0.6::e3.
0.2::p00(Y,X) :- e2(Y), between(1,3,X).
p00(Y,Y) :- e2(Z), p00(Y,Z), e3, \+ e1(2,Y), \+ e2(Y).
p00(X,X) :- e3, between(1,3,X), \+ e2(X), W is X + 1, W < 5.
p10(Y,Y) <- (p11(Y), p00(Y,Y), not e1(Y,2), call(e0, Y, 3)) ; (p11(2), p00(Z,2), between(1,3,Y), \+ e2(Z)).
0.75::p11(Y) :- (p10(X,X), between(1,3,Y), W is X + 1, W < 5, not p00(1,2)) ; (e1(3,2), e1(3,2), between(1,3,Y)).
p11(Y) :- (e3, e0(Y,X), findall(V, p00(X,V), L), length(L, N), N >= 2) ; (p00(Z,Y)).
p11(2) :- p00(2,Y), not e1(Y,Y).
p20(X) :- e2(Y), e1(3,Y), between(1,3,X), call(p10, X, X).
p21 :- p20(Z), e3.
p21 :- Z == 3, p00(Z,2), p00(Z,Z), Z == 1.
p21 :- p21.
p30(2) :- p21, p20(Y), p10(1,X), \+ p10(Y,X), compare(O, X, 3).
p31 :- e3, \+ e0(1,1), \+ p00(2,3).
query(p00(Y,3)).
query(p21).
query(e0(1,3)).
query(p11(X)) :- between(1,2,X).
evidence(p10(2,1), false).
