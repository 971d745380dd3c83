:- use_module(library(lists)).
e0(1,1).
0.2::e0(3,3); 0.3::e0(2,2); 0.1::e0(1,1).
0.1::e1(2).
0.8::e1(1).
0.25::e2(3).
0.3::e2(2); 0.3::e2(1).
0.75::e3.
p00 :- e0(2,Z), e1(2), findall(V, e1(V), L), L \= [], findall(V, e1(V), L), sort(L, S), length(S, N), N < 2.
p10 <- (X \== 3, e3, p11(X), e0(X,X)) ; (e3, e3).
p10 <- p10, p11(Z), p10, W is Z + 2, W < 5.
p11(Y) :- e2(X), p11(X), e3, between(1,3,Y).
p11(X) :- p10, p10, between(1,3,X), X =\= 3.
p11(2) <- e0(2,Z).
p20 :- e1(3).
p20 :- e1(Y), Y @>= 1, \+ e3.
0.5::p20 :- e2(Y), e3, p10, call(p11, 2), \+ e3.
query(p11(1)).
query(p00).
query(p00).
