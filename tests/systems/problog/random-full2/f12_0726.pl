:- use_module(library(lists)).
0.4::e0(2).
e1(3,1).
0.2::e1(1,1); 0.2::e1(3,3); 0.3::e1(2,2).
0.9::e2(3).
0.25::e3(2,2).
0.4::e3(1,1).
p00(3) <- (e3(Z,Y), e3(Z,Z), e3(3,Y)) ; (e1(3,X), e3(X,Y), e3(2,Y), X \== Y, Y @>= 1).
P::p00(X) <- (e1(Z,Y), e2(Z), e2(1), between(1,3,X), \+ e1(X,1)), P is X / 4.
p00(2) :- p00(Z).
0.6::p10(X) :- (e1(Z,X), p10(Z), findall(V, e3(X,V), L), sort(L, S), length(S, N), N < 2, call(p00, 1)) ; (e2(X), e3(X,X)).
p11 :- e0(Y), e1(Y,Y), Y == 3.
query(e1(X,2)).
query(p11).
evidence(e2(1), false).
