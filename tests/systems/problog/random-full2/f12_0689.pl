:- use_module(library(lists)).
0.25::e0(2,2).
0.7::e0(1,2).
e0(1,3).
0.8::e0(1,1).
0.3::e0(3,3); 0.1::e0(2,2).
0.3::e1.
p00(3) :- e0(Z,X), e1, e1.
P::p01(X) :- (e1, between(1,3,X), X = 1, X @>= a), P is X / 4.
p10(Y) :- (p01(X), e0(X,2), e0(Y,2), \+ p01(X), X >= 2) ; (e1, p11(1), between(1,3,Y)).
p10(X) <- p11(Y), p00(Y), e1, between(1,3,X), not e0(3,Y).
p11(Y) <- e1, p11(X), p11(X), between(1,3,Y), call(p00, 3), X @=< 3.
p11(Y) :- (p10(Z), p00(Z), e1, between(1,3,Y), \+ p00(Y)) ; (p10(2), p10(X), e0(X,Z), between(1,3,Y), X < 1).
p11(3) :- p10(Z), p00(Y).
p20(Y) :- p01(2), e0(3,X), between(1,3,Y), W is X + 3, W < 5, T =.. [g, X], T \== g(0).
p20(X) :- p11(Z), p21(2), between(1,3,X), not p01(X).
p21(Y) :- p11(Y), e1, findall(V, e0(2,V), L), length(L, N), N >= 1.
p30(2,X) :- e1, between(1,3,X), X @>= 2, X >= 1.
P::p30(X,X) :- (p00(3), p01(3), between(1,3,X), call(p00, X)), P is X / 4.
p31(Y) :- (p21(1), p00(Z), p31(Z), between(1,3,Y), Z @>= 1) ; (p20(Z), p31(2), p00(Z), between(1,3,Y), not p01(1), T =.. [g, Z], T \== g(0)).
query(e0(1,Y)).
query(e0(1,X)).
query(p10(X)).
query(p31(X)) :- between(1,2,X).
query(\+ p20(3)).
