:- use_module(library(lists)).
0.7::e0.
e1(3,3).
0.1::e1(1,1); 0.3::e1(3,3).
p00(Y) :- e0, e0, between(1,3,Y), \+ e0, Y < 1.
0.4::\+p00(3) :- e0.
p10(X) :- p00(Y), e1(Y,2), p10(Y), between(1,3,X), T =.. [g, Y], T \== g(0).
P::p10(Y) :- ((p10(X), e0, e1(X,Z), between(1,3,Y), not e1(3,3), findall(V, p00(V), L), sum_list(L, T), T > 2) ; (e0, p00(1), e0, between(1,3,Y), Y @< 1)), P is Y / 4.
p10(Y) :- p10(X), e1(Z,X), between(1,3,Y), findall(V, p00(V), L), sort(L, S), length(S, N), N < 2.
\+p10(X) :- e1(X,1).
p20(1) :- (p20(Y)) ; (e0, p20(Y), W is Y + 2, W < 5, not e1(Y,Y)).
p20(Y) :- e1(3,Z), e0, between(1,3,Y), Z \== Z.
0.6::p20(X) <- e0, p21(1,2), between(1,3,X).
p21(1,X) :- e0, p10(Z), between(1,3,X).
P::p21(Y,Y) :- (e1(2,Z), e1(Z,Z), e1(3,Z), between(1,3,Y)), P is Y / 4.
query(p10(2)).
query(p10(X)) :- between(1,2,X).
query(\+ e0).
evidence(p10(2), false).
