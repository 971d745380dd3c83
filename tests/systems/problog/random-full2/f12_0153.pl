:- use_module(library(lists)).
0.4::e0.
0.2::e1(1).
e1(2).
p00(1) :- (e0) ; (e1(2), p00(3), T =.. [g, 1], T \== g(0)).
0.6::p00(X) :- (e0, e1(3), e1(Z), between(1,3,X), not e1(2), findall(V, e1(V), L), L \= []) ; (p00(1), p00(X), e0).
p00(Y) :- p01(Z), between(1,3,Y), T =.. [g, Z], T \== g(0).
p01(Y) :- e0, between(1,3,Y).
p10 :- p10, p01(Y), p01(Y).
p20(3,Y) :- (p20(X,Z), p20(X,Z), p10, between(1,3,Y), not e1(3)) ; (e0, e1(1), e0, between(1,3,Y)).
P::p20(Y,Y) :- (p10, p21(2), p00(Y), \+ e1(3), findall(V, p00(V), L), sort(L, S), length(S, N), N < 2), P is Y / 4.
p20(Y,X) :- (p00(Y), between(1,3,X)) ; (p10, p20(Y,Z), e1(Y), between(1,3,X)).
p21(X) <- p00(Y), p21(Y), p00(3), between(1,3,X), \+ e1(Y).
query(e1(1)).
query(e0).
query(p20(X,X)) :- between(1,2,X).
query(\+ p21(3)).
evidence(e1(2), true).
