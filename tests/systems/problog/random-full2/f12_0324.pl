:- use_module(library(lists)).
0.9::e0(2).
0.8::e1(2).
p00 :- e0(X), X \== X.
p00 <- p01(2,Y), p00, p00, Y == Y.
p00 :- (e1(3), e0(Z), p00, findall(V, e1(V), L), L \= [], Z < 2) ; (e0(Z), p01(2,1)).
p01(X,X) :- p00, p01(2,Z), e0(Z), between(1,3,X), findall(V, e1(V), L), length(L, N), N >= 1.
p01(3,Y) :- p01(1,X), p01(X,2), e1(X), between(1,3,Y).
p10 :- p00, call(p01, 3, 1), \+ e1(1).
0.1::p10 :- e0(1), \+ e0(2), call(e1, 1).
0.7::p20(1) :- p10, e0(X), call(e0, X).
p20(Y) :- p20(1), p10, e0(1), between(1,3,Y), Y >= 1, Y \= 2.
query(p01(3,3)).
evidence(e1(3), true).
