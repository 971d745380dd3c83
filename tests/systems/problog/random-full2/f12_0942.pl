:- use_module(library(lists)).
0.6::e0(2).
0.1::e0(3).
0.75::e0(1).
0.3::e0(1); 0.3::e0(2); 0.3::e0(3).
0.3::e1(3,2).
0.8::e1(1,3).
0.2::e2(1,2).
e2(3,3).
p00(X) <- e1(2,1), e1(X,3), X =\= 1.
p00(2) <- e1(Y,Z), p00(3), p01(Y), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2.
P::p00(X) :- (p00(X)), P is X / 4.
p01(X) :- Z == 2, e1(Z,2), e0(X), T =.. [g, X], T \== g(0).
p10(X,X) :- p01(3), between(1,3,X), findall(V, e2(X,V), L), sort(L, S), length(S, N), N < 2.
p10(1,X) :- p10(3,Y), p01(Y), between(1,3,X), not e0(Y), not p01(Y).
p20 :- (p20, p00(X)) ; (e2(Y,1), T =.. [g, Y], T \== g(0)).
p20 :- e0(3), e1(Z,Y), findall(V, p01(V), L), sum_list(L, T), T > 2.
query(e0(1)).
query(p00(3)).
query(\+ e2(2,2)).
