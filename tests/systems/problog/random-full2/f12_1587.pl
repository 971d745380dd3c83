:- use_module(library(lists)).
0.2::e2(1,2).
0.1::e2(1,3).
0.6::p00 <- e1(2,X), e0(X), p00, \+ e0(3), findall(V, e0(V), L), L \= [].
p00 :- p00, e0(3), call(e2, 3, 3).
p00 <- e0(2), not e2(2,3).
p10 <- p10.
P::p11(X) <- (X \== 3, p10, between(1,3,X)), P is X / 4.
query(p11(3)).
query(p00).
query(p10) :- between(1,2,X).
