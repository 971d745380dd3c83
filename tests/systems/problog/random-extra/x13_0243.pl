:- use_module(library(lists)).
0.75::e0(3).
0.3::e0(2); 0.2::e0(1); 0.3::e0(3).
e1.
P::p00(X,X) :- (e0(Y), e1, p01(Y,Y), between(1,3,X)), P is X / 4.
P::p00(X,X) :- (p01(2,Z), e1, e0(Z), between(1,3,X)), P is X / 4.
0.25::p00(1,Y) :- (Y \== 2, p00(2,Y)) ; (p01(1,Z), p00(Z,3), e1, between(1,3,Y), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2).
P::p01(Y,3) :- (p01(3,1), between(1,3,Y)), P is Y / 4.
p10(Y,Y) <- p01(X,Z), e0(2), between(1,3,Y).
P::p10(Y,Y) :- (p10(2,Z), between(1,3,Y)), P is Y / 4.
\+p10(1,Y) :- e0(Y).
p20(X,1) :- p01(1,Z), e1, between(1,3,X).
\+p20(X,Y) :- e1, between(1, 3, X), between(1, 3, Y).
p21(Y) :- (e0(Z), between(1,3,Y), \+ e0(2), Z \== 2) ; (p10(Z,Y)).
p21(2) :- (p01(Z,X), p00(2,3), p21(X)) ; (Z == 3, p10(Z,Z)).
p21(3) :- p10(Y,1), p20(3,Y), \+ e0(Y).
0.8::\+p21(Y) :- e1, between(1, 3, Y).
0.2::p30(Y) :- p10(Z,X), between(1,3,Y), Z @=< f(1).
\+p30(X) :- e1, between(1, 3, X).
p31(X) :- p21(X), p30(1), T =.. [g, X], T \== g(0), X @=< 3.
query(e0(Y)).
query(p10(2,2)).
query(\+ e1).
evidence(e0(1), true).
