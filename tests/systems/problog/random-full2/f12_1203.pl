:- use_module(library(lists)).
0.25::e0.
0.25::e1(3,3).
e1(2,2).
0.2::e1(3,3); 0.2::e1(2,2).
0.1::e2(1).
e2(2).
p00(1) :- (e2(X), e1(X,X), e2(X), X < 1) ; (e1(1,X), p00(X), findall(V, e1(2,V), L), L \= []).
P::p00(X) :- (X \== 1, X == 3, p00(1), p01, e0, between(1,3,X)), P is X / 4.
p01 :- e0, p01, e0, T =.. [g, 2], T \== g(0).
p01 <- (e2(1), p01) ; (p01, p01, e2(2)).
p10(Y) :- p00(Y), not e2(Y), Y \= Y.
p10(Y) :- e0, p01, p01, between(1,3,Y), \+ e2(Y).
p10(Y) :- Y \== 1, p01, between(1,3,Y), findall(V, e1(Y,V), L), sort(L, S), length(S, N), N < 2.
p20 :- e1(2,3).
P::p21(X) :- (p01, e0, between(1,3,X)), P is X / 4.
0.3::p21(X) :- e0, between(1,3,X), findall(V, p10(V), L), length(L, N), N >= 2.
0.3::p30 <- p00(Z), p00(Z), p00(3).
query(p21(3)).
