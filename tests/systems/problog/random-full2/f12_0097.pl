:- use_module(library(lists)).
0.3::e0(1,1).
0.9::e0(2,2).
e0(1,2).
p00(2) :- e0(Y,3), p00(Y), \+ e0(1,Y), \+ e0(1,Y).
p00(Y) :- (p01(3,Z), p01(Z,Z), e0(2,Z), between(1,3,Y), findall(V, e0(1,V), L), length(L, N), N >= 2, Y = 2) ; (e1(X), between(1,3,Y), \+ e0(X,Y)).
p00(Y) :- p01(Z,2), between(1,3,Y), not e0(Z,Y).
0.5::p01(X,X) :- p00(X), e0(3,3), p01(X,X), not e0(X,X).
0.25::p10(X) :- p10(X), e1(X), p10(3), W is X + 3, W < 5, X @=< 3.
p20(Y) :- p00(Z), p20(Z), between(1,3,Y).
0.3::p20(Y) :- p00(Y).
p20(X) :- p00(Y), p10(Z), between(1,3,X), \+ p00(Z), Z == 2.
query(p01(3,3)).
query(p10(Y)).
evidence(e1(3), true).
