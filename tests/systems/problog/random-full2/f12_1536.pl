:- use_module(library(lists)).
0.9::e0(2).
0.8::e1(1,1).
0.2::e2.
0.8::e3(1).
0.1::e3(1); 0.1::e3(3); 0.2::e3(2).
p00 :- e1(Z,3), e1(Z,Z), e3(3), call(e3, Z), findall(V, e0(V), L), sum_list(L, T), T > 2.
P::p10(Y) :- ((e0(Y), p10(Y), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2, \+ e0(Y)) ; (e0(Z), e2, between(1,3,Y))), P is Y / 4.
0.6::p10(2) :- p00.
p20 :- p00, p20, e0(X).
P::p21(X) :- ((p21(Z), e2, e0(Z), between(1,3,X)) ; (e1(Z,Y), p21(X), p20, Z >= 2)), P is X / 4.
p21(Y) :- e2, e2, e1(Z,1), between(1,3,Y), T =.. [g, Z], T \== g(0), \+ p10(Z).
p30(X) :- p30(Z), between(1,3,X), \+ p00, X \== X.
0.7::p30(X) :- p21(3), between(1,3,X).
P::p30(Y) <- (e2, e1(X,X), between(1,3,Y), compare(O, Y, 3), Y < 2), P is Y / 4.
p31(X,Y) :- p21(X), e0(Z), between(1,3,Y), \+ e2, compare(O, Z, 3).
P::p31(Y,Y) :- (p21(3), between(1,3,Y), Y = Y, W is Y + 3, W < 5), P is Y / 4.
query(p31(X,Y)).
query(e0(X)) :- between(1,2,X).
query(\+ e3(2)).
