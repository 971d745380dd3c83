:- use_module(library(lists)).
0.5::e0(1).
0.3::e0(3).
0.1::e1(2).
0.8::e1(1).
p00(3) :- e0(Y), not e1(Y).
p10 :- e1(Y), e0(Y).
0.25::p10 :- (p00(1), p10) ; (p11(Z), e0(3), p10, Z >= 3).
p11(Y) <- (e1(Z), p11(X), between(1,3,Y), Z \= X, T =.. [g, Y], T \== g(0)) ; (p00(2), e1(Z), between(1,3,Y)).
P::p20(Y,3) :- (Y \== 1, e0(2), between(1,3,Y), T =.. [g, Y], T \== g(0)), P is Y / 4.
p20(Y,Y) :- p10, p00(1), p10, between(1,3,Y), findall(V, e1(V), L), L = [], \+ e1(Y).
p30(X) <- p30(1), e0(2), between(1,3,X).
0.25::p30(2) :- p20(Z,2), Z < 1.
P::p31(X) :- (p00(X), \+ p10), P is X / 4.
p31(Y) :- p11(X), p00(3), p30(1), between(1,3,Y), findall(V, p11(V), L), length(L, N), N >= 1.
p31(X) :- p30(2), p31(Z), between(1,3,X).
query(p11(3)).
query(p20(X,2)).
query(p20(Y,Y)).
