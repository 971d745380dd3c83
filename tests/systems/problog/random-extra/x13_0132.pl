:- use_module(library(lists)).
e0.
0.6::e1.
e2.
0.75::e3(3,2).
e3(2,3).
0.3::e3(2,2).
p00(Y) :- e0, e3(3,2), e0, between(1,3,Y).
0.7::p00(X) :- p00(Y), e1, between(1,3,X).
p00(2) :- e1.
p01 :- e2, e3(Y,X).
0.6::\+p01 :- e0.
P::p10(Y) <- (Y == 2, e1, between(1,3,Y), Y == Y), P is Y / 4.
0.7::p10(X) :- (e3(Y,2), p10(Y), between(1,3,X), call(e3, Y, 2), X >= 2) ; (p01, between(1,3,X)).
P::p20(Y) :- (e2, e3(3,X), between(1,3,Y)), P is Y / 4.
0.75::p20(Y) <- e0, p20(Y), e2, findall(V, e3(Y,V), L), sort(L, S), length(S, N), N < 2.
0.2::\+p20(Y) :- e3(Y,3).
p21 <- e2, e3(X,1), T =.. [g, X], T \== g(0), call(p10, X).
query(e3(1,2)).
