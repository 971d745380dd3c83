:- use_module(library(lists)).
0.6::e0(1).
0.4::e1(3).
0.5::e2(1).
0.75::e2(2).
p00(X) :- e0(Z), e2(Z), e2(Z), between(1,3,X), findall(V, e1(V), L), L = [], T =.. [g, X], T \== g(0).
p00(X) :- (e1(Y), e2(Y), e2(Y), between(1,3,X)) ; (e1(2), e0(1), e0(Y), between(1,3,X), compare(O, Y, 2), call(e1, Y)).
p00(Y) :- p00(3), e0(X), between(1,3,Y), T =.. [g, Y], T \== g(0).
p10(X) :- e1(Y), e2(Y), between(1,3,X), findall(V, p00(V), L), sort(L, S), length(S, N), N < 2.
P::p11(Y) :- ((e2(3), between(1,3,Y), findall(V, e1(V), L), L \= []) ; (e0(1), e1(X), between(1,3,Y), \+ p00(1))), P is Y / 4.
p20(Y) <- p11(Y).
P::p21(Y) :- ((e1(2), e2(Z), p10(Z), between(1,3,Y)) ; (p21(Y), e0(2), e2(1))), P is Y / 4.
p21(X) :- (p00(Y), p00(X), e2(Z)) ; (e1(Z), p21(1), between(1,3,X)).
P::p21(X) :- (e0(X), p00(Z), e0(X), not e1(X), findall(V, p11(V), L), L \= []), P is X / 4.
p30(Y,Y) :- e0(Z), between(1,3,Y), T =.. [g, Y], T \== g(0).
P::p30(X,X) :- (p30(1,Y), e2(3), e2(X), findall(V, e2(V), L), sort(L, S), length(S, N), N < 2), P is X / 4.
p30(X,Y) :- p00(1), between(1,3,X), between(1,3,Y), Y =:= 2.
query(p00(3)).
query(\+ e1(2)).
