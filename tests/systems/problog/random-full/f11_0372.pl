:- use_module(library(lists)).
e0(2,3).
0.6::e3(2).
e3(1).
0.1::e3(2); 0.1::e3(1); 0.1::e3(3).
p00 :- p00.
p00 :- e1(Y), e2(Y), e1(Y), W is Y + 1, W < 5.
p00 :- e3(X), e3(X), T =.. [g, X], T \== g(0).
p10 :- (p00, e0(3,Y), e2(3)) ; (e2(1), p10, T =.. [g, 1], T \== g(0)).
p20(Y) :- e0(2,X), between(1,3,Y), findall(V, e2(V), L), sum_list(L, T), T > 2.
P::p30(Y) <- ((e1(2), between(1,3,Y), Y == Y, T =.. [g, Y], T \== g(0)) ; (e1(Y), e1(Y), findall(V, p20(V), L), length(L, N), N >= 1)), P is Y / 4.
0.8::p30(X) :- X == 2, p30(3), e0(Z,2), p30(X).
query(e1(3)).
query(\+ p00).
evidence(e0(3,3), true).
