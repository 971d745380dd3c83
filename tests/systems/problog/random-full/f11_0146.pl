:- use_module(library(lists)).
0.1::e0(2,3).
0.1::e0(3,3); 0.3::e0(2,2); 0.3::e0(1,1).
0.5::e1.
e2.
p00 <- e1, p00, e1.
p00 :- e0(3,Z), e2, e2.
p10(X) :- p10(Z), p10(Z), p11(1,Z), between(1,3,X), X @>= 3, not e0(Z,3).
P::p11(Y,X) :- (e2, e2, e1, between(1,3,X), between(1,3,Y)), P is Y / 4.
p20(Y) :- p20(X), between(1,3,Y), W is X + 1, W < 5, Y >= 2.
p21(2) :- (e0(Y,Z), e2, p11(Z,Y)) ; (p21(Y), e1, p00, T =.. [g, Y], T \== g(0), Y < 3).
0.8::p21(1) :- (p00, e1, e1, findall(V, p11(3,V), L), L = []) ; (p21(X), call(e0, 1, 1)).
p21(Y) :- e0(Y,3).
p30(Y) :- (p10(X), e1, between(1,3,Y), findall(V, p10(V), L), L \= [], X =\= 2) ; (Y == 3, p30(Z), p11(1,Z), between(1,3,Y), not p21(Z)).
query(p10(2)).
query(\+ e2).
