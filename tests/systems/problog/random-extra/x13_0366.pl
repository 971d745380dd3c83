:- use_module(library(lists)).
0.75::e0(1,2).
e1(2,3).
0.25::e1(1,2).
0.9::e2(3).
0.9::e3.
p00 :- e0(Y,3), findall(V, e0(3,V), L), sort(L, S), length(S, N), N < 2, call(e1, 3, Y).
p01(3) <- (p01(3)) ; (e1(2,X), e3, e1(Z,2), not e2(2), call(e0, 1, X)).
0.3::\+p01(X) :- e1(X,1).
P::p10(3,Y) :- (e3, e3, between(1,3,Y), \+ e1(Y,Y), findall(V, p01(V), L), sort(L, S), length(S, N), N < 2), P is Y / 4.
P::p10(3,X) :- (e0(Y,3), between(1,3,X)), P is X / 4.
P::p11(3,X) :- (e3, p11(X,Z), e2(X)), P is X / 4.
\+p11(3,X) :- e1(X,1).
query(p10(1,3)).
query(p01(X)).
