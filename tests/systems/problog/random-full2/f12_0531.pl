:- use_module(library(lists)).
0.9::e0(2).
0.1::e0(1); 0.1::e0(2); 0.2::e0(3).
0.7::e1(3,3).
0.3::e1(1,1); 0.2::e1(2,2); 0.1::e1(3,3).
0.4::e2(1,3).
0.4::e2(2,3).
0.2::e2(3,3); 0.2::e2(2,2); 0.2::e2(1,1).
0.2::p00 :- e0(Z), e2(Z,2), e2(Y,2), W is Z + 3, W < 5.
p00 :- e0(Y), e0(2), e2(X,Y).
p10(Y,3) :- (p00, between(1,3,Y)) ; (e0(1), p10(Z,Z), between(1,3,Y), W is Y + 1, W < 5, \+ e1(2,Y)).
p10(X,1) :- e0(2), p11(Z), p10(Y,Z), between(1,3,X), Y >= 1, call(e2, X, Z).
p11(3) :- p11(1), e2(Z,X), T =.. [g, X], T \== g(0), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2.
p11(X) :- e1(X,3), e2(X,X).
0.2::p20(X,X) :- p00, p20(Y,3), e1(1,1), between(1,3,X), X =\= 3.
p21(Y) :- e2(Z,Z), p11(1), p00, between(1,3,Y).
P::p21(X) :- (e2(Y,X), e2(X,1), p20(Y,Y), Y < 2), P is X / 4.
p21(X) :- p20(X,X), p00.
query(e2(3,2)).
query(p10(3,Y)).
query(p11(3)).
