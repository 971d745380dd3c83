:- use_module(library(lists)).
0.4::e0(3,1).
0.9::e1(1).
e1(2).
0.2::e1(2); 0.3::e1(1); 0.3::e1(3).
0.8::e2(1).
0.1::e2(2); 0.2::e2(3).
0.75::e3(2).
0.3::e3(1).
0.3::e3(3).
P::p00(X,X) <- (p00(Y,X), p00(Z,Y), e2(X)), P is X / 4.
p00(3,X) <- p00(3,Y), e2(1), p00(Y,Z), between(1,3,X).
p10(X,1) :- Z == 3, e2(Z), between(1,3,X), not p00(3,Z).
p10(X,Y) :- p11(1), p00(Z,1), e3(1), between(1,3,X), between(1,3,Y).
p11(X) :- p11(X), findall(V, p00(3,V), L), length(L, N), N >= 1, X @>= a.
0.1::p20(Y) :- (Y == 3, e2(Z), between(1,3,Y)) ; (e2(2), between(1,3,Y), subquery(p10(1,2), Q), Q < 0.33).
0.5::p20(X) :- e1(1), p00(Z,Z), between(1,3,X), X \== 3, Z >= 2.
P::p20(X) :- (p00(Y,2), p21(Z), p10(Z,1), between(1,3,X), \+ e2(Y)), P is X / 4.
p21(Y) :- (Y == 2, p10(2,1), between(1,3,Y), \+ p10(Y,2)) ; (p10(3,X), between(1,3,Y), X = Y).
p21(X) :- (e1(Y), e2(Z), between(1,3,X)) ; (p21(Y), between(1,3,X)).
query(e3(Y)).
query(p20(2)).
query(e2(X)) :- between(1,2,X).
evidence(p21(2), true).
