:- use_module(library(lists)).
0.5::e0(3,3).
0.75::e0(2,1).
0.2::e0(2,2); 0.3::e0(3,3).
e1(2).
0.4::e2(2,1).
0.7::e2(3,2).
e2(3,3).
0.4::p00 :- p00, e2(2,1), p00, T =.. [g, 3], T \== g(0).
p00 :- e1(2), \+ e1(3).
p00 :- e1(1).
p01(X) :- e2(Z,Y), between(1,3,X).
p01(Y) :- (p01(X), p01(Z), between(1,3,Y), findall(V, e0(Z,V), L), length(L, N), N >= 2) ; (Z \== 3, p00, p01(Y), e0(Z,Y), Z \= Z).
p01(X) :- p01(X), p00, findall(V, e0(2,V), L), L = [], X @< 1.
p10(X) :- (X == 2, e2(2,X), T =.. [g, X], T \== g(0)) ; (e0(Y,Y), p11, e0(2,Y), between(1,3,X), X >= 3).
0.2::p10(2) :- e1(Z), findall(V, p01(V), L), length(L, N), N >= 2, not p01(Z).
p10(X) :- e2(Y,Y), p01(X), p11, \+ e1(X).
0.75::p11 :- e0(2,3).
p11 :- (p01(X), X @< 3, \+ p01(X)) ; (e2(Z,3), e1(Z), e0(2,Z)).
p11 :- (p00, p00, e2(Y,Y)) ; (p00, p10(Z), p00, W is Z + 3, W < 5).
p20(X) :- e2(2,2), between(1,3,X), \+ e0(X,2).
p20(1) :- e2(3,Z), p10(1), e1(Z).
p20(X) :- e2(3,1), p00, between(1,3,X), \+ p11.
query(p20(1)).
query(e0(Y,X)).
query(p11).
evidence(e1(3), true).
