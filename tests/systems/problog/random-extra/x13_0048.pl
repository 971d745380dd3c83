:- use_module(library(lists)).
0.2::e0(3).
0.1::e0(1); 0.3::e0(3).
e1(1,1).
P::p00(X) :- (e0(X), p00(2), p00(X)), P is X / 4.
p00(1) :- (p00(Y), p00(Y), e2(Y,Y), not e2(Y,Y), findall(V, e0(V), L), length(L, N), N >= 2) ; (e1(Z,Z), p00(Z), e2(Z,Z), Z @>= 3, findall(V, e2(Z,V), L), length(L, N), N >= 2).
P::p00(X) :- (p00(X), W is X + 1, W < 5), P is X / 4.
p10(1,X) <- e0(2), e2(1,3), e0(1), between(1,3,X).
p10(X,1) :- p10(Y,3), between(1,3,X).
0.5::p10(X,Y) :- (p11(Y), e1(3,Y), between(1,3,X), T =.. [g, Y], T \== g(0)) ; (p11(X), e2(Y,X), e1(X,Y), T =.. [g, Y], T \== g(0)).
p11(Y) :- p10(X,1), p00(X), between(1,3,Y).
\+p11(X) :- e0(X).
query(p10(2,1)).
query(e2(Y,2)).
query(e2(3,X)).
query(\+ e2(1,2)).
evidence(e0(1), false).
