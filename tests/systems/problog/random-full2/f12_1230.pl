:- use_module(library(lists)).
0.1::e0(2,2); 0.2::e0(1,1); 0.1::e0(3,3).
e1.
p00(X) :- (e0(X,1), p01(X), p00(X), call(e0, 2, X), not e0(X,1)) ; (p01(X), p00(2), findall(V, e0(X,V), L), length(L, N), N >= 1, X < 2).
p01(2) <- (e0(Y,X), e0(X,X)) ; (p00(2), p00(X), p00(X), X @=< f(1)).
P::p01(Y) :- (p01(1), e1, between(1,3,Y)), P is Y / 4.
p01(3) <- p00(Y), p01(3), p01(Y).
0.7::p10 :- e0(Y,3), p10, findall(V, p01(V), L), L \= [], Y @>= a.
p11(Y) :- p00(X), e0(Z,Z), between(1,3,Y).
p11(X) :- p10, between(1,3,X), X \== X.
p20(Y) :- p00(Z), p10, between(1,3,Y).
p20(Y) :- p20(1), between(1,3,Y), W is Y + 3, W < 5.
query(p20(3)).
