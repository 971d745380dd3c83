:- use_module(library(lists)).
0.1::e0.
0.4::e1(2).
0.3::e1(3); 0.2::e1(2).
P::p00(Y) :- (e0, e0, e1(Z), between(1,3,Y), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2, Y == Y), P is Y / 4.
0.7::p00(X) :- p00(Z), p00(Z), e1(Z), between(1,3,X).
p00(X) <- e1(Y), p00(Y), between(1,3,X).
p10(3) :- (e0, e1(Z), \+ e0) ; (p10(2), p11, p00(X), call(p00, X)).
p11 :- e1(Z), p10(X), findall(V, e1(V), L), length(L, N), N >= 2.
p11 :- p00(X).
0.7::p20 :- p10(Y), p11, p20.
p20 <- p10(2), e1(X), p00(Y), W is Y + 3, W < 5, \+ e0.
p20 :- p10(3), p00(X), X \== X.
query(e1(1)).
query(p10(3)).
query(p00(3)).
