:- use_module(library(lists)).
0.25::e0.
0.1::e1.
e2(1,2).
0.25::e2(3,1).
0.3::e2(2,1).
0.5::e3.
0.6::p00 :- e0.
0.1::p00 <- e2(X,2), e2(2,Z), e0, X < 2, call(e2, Z, 1).
0.2::p01(X,X) :- e1, between(1,3,X).
0.75::p01(X,Y) <- p00, e0, e2(Y,3), between(1,3,X), findall(V, e2(1,V), L), length(L, N), N >= 2, findall(V, e2(Y,V), L), L = [].
P::p10(Y,Y) <- (e3, between(1,3,Y), compare(O, Y, 3)), P is Y / 4.
query(p01(X,2)).
query(e3).
query(e2(2,3)).
query(e3) :- between(1,2,X).
