:- use_module(library(lists)).
e0(3).
0.6::e1(3).
0.1::e1(1); 0.1::e1(3).
0.3::e2(1).
0.6::e2(3).
p00 <- p00, e2(3), e1(X).
p00 <- e1(Z).
p00 :- (e2(1), p00) ; (e2(Y), p00, e0(1), W is Y + 1, W < 5, Y \== 2).
p10 <- (p10, p10, e1(Y), Y =:= 2) ; (p00, e2(X), call(e0, X), \+ e0(X)).
p10 :- e2(Y), e2(Y), call(e0, Y).
P::p11(Y) :- ((e1(X), p00, between(1,3,Y), \+ e1(X)) ; (e1(2), p11(Y))), P is Y / 4.
p11(3) :- p10, p10, p11(X).
p11(X) :- e0(X).
p20(Y) :- e1(Y), e2(2), e0(Y).
p20(Y) :- e0(3), p20(X), p00, between(1,3,Y), findall(V, e2(V), L), L = [], findall(V, e2(V), L), sort(L, S), length(S, N), N < 2.
query(p10).
query(p20(1)).
query(p10).
