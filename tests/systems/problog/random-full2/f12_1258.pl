:- use_module(library(lists)).
e0(2,1).
e0(1,2).
0.6::e0(1,1).
0.8::e0(1,3).
0.7::e1.
0.5::e2(2).
0.5::e2(3).
0.2::e2(1); 0.1::e2(2).
p00(X) :- p01(Y,Y), e1, between(1,3,X), X \= X, findall(V, e0(3,V), L), sort(L, S), length(S, N), N < 2.
P::p00(X) :- (X == 3, e1, e1, p00(X), \+ e0(X,X)), P is X / 4.
P::p01(3,X) :- (e2(Z), between(1,3,X), findall(V, e2(V), L), L \= []), P is X / 4.
p01(Y,2) :- Z == 1, p00(1), e2(Z), e2(X), between(1,3,Y).
p10(2) :- e2(Z), W is Z + 1, W < 5.
p10(3) :- e0(Z,Z), e1, p10(3), T =.. [g, Z], T \== g(0).
p11(X,X) :- p10(2), e2(X), p00(X), X \= 2.
P::p11(Y,X) :- (p00(Y), between(1,3,X), call(p00, 3)), P is X / 4.
0.8::p20(X,2) :- Z == 3, p00(Z), e1, p11(1,Z), between(1,3,X).
p30(X,Y) <- p01(3,Z), between(1,3,X), between(1,3,Y).
p31(2) :- Z == 2, p11(3,Z), e0(Z,Z), p31(Z), call(p01, Z, 2).
p31(Y) :- e1, p00(Z), p01(Y,Z), Z \== Z.
query(p00(3)).
query(p31(2)).
