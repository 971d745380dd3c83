:- use_module(library(lists)).
0.2::e0(2).
0.25::e0(3).
0.5::e1(3,2).
e2(2).
0.2::e2(2); 0.1::e2(3).
e3(3).
0.1::e3(1).
0.25::p00(1) <- e3(2), e2(3), p00(1), T =.. [g, 1], T \== g(0), not e2(2).
p00(X) :- e0(Z), e2(Z), between(1,3,X), X @< 3, Z \= X.
p00(X) :- e0(X), p01(X), p00(1), not e1(X,X), \+ e3(3).
p01(X) :- e3(2), p01(Y), e0(Y), between(1,3,X).
P::p01(Y) :- (e2(Y), p00(1), \+ e1(Y,1), findall(V, e0(V), L), length(L, N), N >= 1), P is Y / 4.
p01(Y) :- e0(2), between(1,3,Y).
P::p10(Y,Y) <- (X \== 3, e2(X), between(1,3,Y), X =\= 2), P is Y / 4.
p10(X,1) :- e0(Z), e2(3), e2(1), between(1,3,X).
P::p10(Y,X) :- (e0(Y), p00(3), between(1,3,X)), P is Y / 4.
p20(Y) :- e2(Y), e2(X), not e3(Y).
query(p10(Y,2)).
query(p10(3,Y)).
query(p01(X)) :- between(1,2,X).
query(\+ e3(2)).
