:- use_module(library(lists)).
0.5::e0(3,3).
0.25::e0(1,3).
0.3::e0(3,2).
0.1::e1(3); 0.3::e1(2); 0.3::e1(1).
0.3::e2(2).
0.7::e3(1,2).
p00(Y) :- e3(1,Y), e0(Y,X), call(e1, 3).
p00(X) :- p00(Y), between(1,3,X).
0.5::p00(X) <- e2(2), p00(Z), p00(Z), between(1,3,X), call(e2, Z), Z < 2.
p10(Y,X) :- e2(X), p00(X), between(1,3,Y), findall(V, p00(V), L), length(L, N), N >= 1.
p10(X,X) :- e3(Z,Y), between(1,3,X).
p10(Y,X) <- e3(Z,Y), e2(X), p00(Y).
0.2::p20(3) :- (e2(1), p10(Y,Z), Z >= 3, Y \== Z) ; (e1(Y), p20(X), \+ e0(Y,Y)).
p21(X,1) :- (e1(Y), p21(Y,3), between(1,3,X), X == Y, X == Y) ; (p20(Z), p20(Z), p10(Z,3), between(1,3,X)).
p30 :- p00(1).
p30 :- (p21(X,1), not e2(X)) ; (p00(Z), Z == 3, W is Z + 3, W < 5).
p30 :- e1(Y), p00(X), p30, compare(O, X, 1).
query(e2(X)).
query(\+ e0(2,2)).
evidence(p30, false).
