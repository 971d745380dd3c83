:- use_module(library(lists)).
0.25::e0(3).
0.2::e0(3); 0.1::e0(2); 0.3::e0(1).
e1(3).
e1(2).
0.5::e2(1,3).
p00(X,Y) :- (e2(Y,3), e2(Y,3), between(1,3,X), X >= 2) ; (e1(Y), between(1,3,X), X @=< a, not e0(Y)).
p00(X,3) :- p00(3,1), p00(Y,Y), e1(Y), between(1,3,X), X @=< 3.
p10(X) <- p10(Z), e2(Z,Z), e1(1), between(1,3,X), not p00(X,3).
p11(3) :- p10(X), e0(X), findall(V, e2(X,V), L), L = [], not e2(X,X).
P::p20(Y) :- (p00(Z,Y), e1(Z), e2(Z,1), \+ e0(Z)), P is Y / 4.
p20(3) :- e0(Y).
P::p30(X) :- (p11(Z), between(1,3,X), X @>= 3, X == X), P is X / 4.
p30(Y) :- p11(1), p00(Z,Y), Z == Z, not e1(Z).
p30(Y) :- p00(Z,3), e1(Z), p10(Z), between(1,3,Y).
p31(Y) :- e2(Y,X), p20(X), e1(Z).
p31(Y) <- p20(Z), e2(3,Z), p11(2), between(1,3,Y), Z >= 3.
query(p20(2)).
