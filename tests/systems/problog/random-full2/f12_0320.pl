:- use_module(library(lists)).
e0(2,3).
0.1::e0(2,2); 0.2::e0(1,1).
0.6::e1(2,3).
0.2::e1(2,1).
p00(X) :- e1(Z,X), e0(3,2), X =\= 2.
0.5::p00(3) :- e2(3), findall(V, e2(V), L), length(L, N), N >= 2, \+ e1(3,2).
p00(Y) :- e1(X,X), e0(X,X), p00(X), between(1,3,Y), \+ e1(1,Y).
0.3::p10(Y) :- (e1(2,Y), e1(Y,1), e1(1,Y)) ; (e1(Z,Z), p10(X), between(1,3,Y)).
p11(2) :- (e2(3), e1(Z,Y), p11(3)) ; (p00(Z), e0(Z,1), findall(V, e1(Z,V), L), sum_list(L, T), T > 2, Z < 1).
0.9::p20 :- p20.
p20 :- p21(X), \+ e2(X).
p21(1) :- (p00(X), p21(X), e1(1,X), \+ p10(X)) ; (e1(Y,Z), e1(Z,3), Z == 1).
p21(X) :- e1(1,Y), p11(Y), p21(Y), between(1,3,X), not p00(X), X < 2.
0.9::p21(2) :- p21(Z), p20, findall(V, e1(Z,V), L), length(L, N), N >= 1, call(p11, 2).
p30 :- e2(X), e1(Y,3), Y @< f(1).
p30 :- p21(Y), T =.. [g, Y], T \== g(0).
p31(Y,X) :- e2(Z), p21(Z), between(1,3,X), between(1,3,Y), W is Y + 1, W < 5.
query(p20).
query(p30) :- between(1,2,X).
evidence(p00(1), true).
