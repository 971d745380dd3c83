:- use_module(library(lists)).
0.2::e0(3).
0.3::e0(3); 0.2::e0(1); 0.1::e0(2).
0.2::e1.
0.75::e2.
0.7::e3(1,1).
0.2::e3(2,3).
p00(1) :- e0(1), e2, T =.. [g, 2], T \== g(0).
P::p00(X) :- (e3(Y,3), between(1,3,X)), P is X / 4.
p00(X) :- (e0(3), e3(Z,3), between(1,3,X), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2) ; (X \== 2, p00(Z), between(1,3,X)).
p10(Y) :- p10(X), between(1,3,Y), \+ e1.
p10(X) :- X == 3, p00(1), e1, between(1,3,X), call(e0, X).
p10(X) :- X == 1, e2, between(1,3,X), compare(O, X, 2).
query(e3(3,3)).
query(p00(3)).
evidence(e0(3), true).
