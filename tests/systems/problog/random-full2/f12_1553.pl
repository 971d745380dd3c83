:- use_module(library(lists)).
0.6::e0.
0.6::e1(3).
0.9::e1(1).
0.7::p00(Y) :- (p00(Z), e0, between(1,3,Y)) ; (Y == 2, p00(X), p00(Y), findall(V, e1(V), L), L \= []).
p00(Y) :- (e0, e1(Z), e1(Y), W is Y + 1, W < 5) ; (p00(Z), e0, between(1,3,Y), Z @< 2, T =.. [g, Z], T \== g(0)).
p00(X) :- p00(Z), between(1,3,X), X \== X, T =.. [g, Z], T \== g(0).
p10(X) :- e1(X), e1(1), p00(X).
0.2::p10(1) <- p00(2).
p10(3) :- e0, e1(Y).
p11 <- p11.
p11 :- e0, p11, call(p00, 2).
p11 :- p11.
p20(Y) :- p20(2), p11, between(1,3,Y), W is Y + 2, W < 5.
0.9::p20(X) :- e1(X), p00(1), p10(3).
0.5::p30 :- (e0, not p10(1)) ; (p30).
p30 :- e1(Z), findall(V, p20(V), L), sort(L, S), length(S, N), N < 2.
p30 <- p11.
query(e1(2)).
query(p30).
query(e1(Y)).
query(p00(X)) :- between(1,2,X).
query(\+ e0).
evidence(p20(2), true).
