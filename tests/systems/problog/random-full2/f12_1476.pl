:- use_module(library(lists)).
0.6::e0(3).
0.2::e0(1); 0.3::e0(3); 0.3::e0(2).
0.6::e1(2).
0.3::e1(3).
e1(1).
0.9::e2(1,3).
0.3::e2(2,1).
0.1::e2(2,2); 0.2::e2(1,1).
P::p00(X) :- (p00(Y), p00(Z), e1(2), between(1,3,X), findall(V, e2(X,V), L), L = []), P is X / 4.
p00(Y) :- p00(Y), e1(2), call(e2, Y, Y), T =.. [g, Y], T \== g(0).
p10(Y) :- (e1(X), e0(X), between(1,3,Y), Y >= 1, findall(V, p00(V), L), L \= []) ; (p00(Y), e2(Z,Z), e2(X,1), \+ e0(Z), W is Z + 3, W < 5).
p20 :- p00(Z), Z < 2, not e1(Z).
p30(X,Y) :- e2(1,X), e1(1), e0(1), between(1,3,Y), \+ p10(X).
p30(X,Y) :- e0(Y), e1(Y), p31(1,Y), between(1,3,X).
P::p30(X,X) :- (p20, between(1,3,X)), P is X / 4.
0.4::p31(Y,Y) :- e1(X), p30(3,X), e0(Z), between(1,3,Y).
p31(Y,2) <- p30(1,Y), p10(X), p00(Y), findall(V, e2(2,V), L), sort(L, S), length(S, N), N < 2, Y = Y.
P::p31(Y,X) :- (e0(X), between(1,3,Y), not p00(2), Y < 3), P is X / 4.
query(e2(2,1)).
query(p20).
query(e0(1)).
