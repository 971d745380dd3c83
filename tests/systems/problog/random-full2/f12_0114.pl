:- use_module(library(lists)).
0.25::e0(1,3).
0.8::e0(2,1).
0.1::e0(3,3); 0.2::e0(2,2); 0.2::e0(1,1).
0.5::e1(2).
0.6::e1(3).
0.6::e1(1).
0.7::e2(1).
0.75::e3.
p00 <- e1(X), findall(V, e2(V), L), L = [], X @>= 3.
p00 :- e0(3,3).
0.8::p00 <- (e1(Z)) ; (p01(Y,X), e1(1), \+ e0(X,3)).
0.4::p01(X,1) :- e3, p01(2,Z), between(1,3,X), X @< 3, Z \== X.
p01(X,1) :- e2(X), e0(Y,1), e1(X), W is Y + 1, W < 5, T =.. [g, Y], T \== g(0).
p01(Y,Y) :- e0(X,3), between(1,3,Y), W is X + 3, W < 5.
p10 :- e2(X).
p11 :- p11.
p11 :- e1(1), e2(2), T =.. [g, 2], T \== g(0), findall(V, e1(V), L), length(L, N), N >= 2.
p20 <- Y == 3, p01(X,Y), e2(2).
query(p00).
query(e0(3,2)).
evidence(p20, true).
