:- use_module(library(lists)).
e0.
0.8::e1.
0.25::e2.
0.9::e3(1).
0.3::e3(3).
P::p00(Y,X) :- (e3(Z), e0, e2, between(1,3,X), between(1,3,Y)), P is X / 4.
p01(X) :- e3(X), e2, e2, W is X + 3, W < 5, call(e3, X).
p10(X,Y) :- p00(Y,Z), p00(Z,Z), p00(Z,1), between(1,3,X), X @=< 1, X = X.
0.3::p11(X,Y) :- e3(3), between(1,3,X), between(1,3,Y), X =:= 1, findall(V, e3(V), L), sort(L, S), length(S, N), N < 2.
p11(X,Y) :- (p10(1,3), e2, between(1,3,X), between(1,3,Y)) ; (p10(1,1), between(1,3,X), between(1,3,Y), \+ p00(Y,Y), T =.. [g, X], T \== g(0)).
0.5::p11(Y,Y) :- p10(1,Z), e1, e2, between(1,3,Y), \+ e1, W is Y + 2, W < 5.
query(e3(1)).
query(p00(1,Y)).
query(e2) :- between(1,2,X).
query(\+ p11(1,2)).
