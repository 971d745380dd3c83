:- use_module(library(lists)).
0.75::e0(1).
0.2::e0(3).
0.3::e1(3); 0.1::e1(1).
0.1::e3.
P::p00(X) <- (p00(Y), e1(Y), between(1,3,X), findall(V, e1(V), L), length(L, N), N >= 2), P is X / 4.
0.1::p00(X) :- e0(X), p00(2), T =.. [g, X], T \== g(0), X = 2.
p00(Y) :- e3, e1(3), p00(3), between(1,3,Y).
\+p00(Y) :- e1(Y).
p01(X) :- X == 1, e2(X), p00(Z), p00(Y).
p01(3) :- e1(Y).
p01(Y) :- (p01(2), e3, p01(Z), between(1,3,Y), Z \= 1, Y @>= 3) ; (p00(Y), \+ e0(2)).
p10(3) :- (e1(1), p10(X), X \= X, compare(O, X, 2)) ; (p11(Z), p00(Z), e0(2), not e1(3), not e0(Z)).
0.7::\+p10(Y) :- e0(Y).
p11(X) :- p00(3), between(1,3,X), \+ p00(1), findall(V, e2(V), L), L = [].
p11(1) :- e3, p10(Y), e2(1), findall(V, e1(V), L), L = [], Y == 3.
0.5::p11(X) :- p01(X).
query(p00(Y)).
query(p11(Y)).
query(e1(Y)).
