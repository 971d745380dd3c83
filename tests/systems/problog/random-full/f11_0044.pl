:- use_module(library(lists)).
0.25::e0(3).
e0(2).
0.1::e0(2); 0.2::e0(1); 0.2::e0(3).
0.9::e1(3).
0.25::e2(3,2).
0.7::e2(1,2).
p00 :- (e2(Y,Y), e1(Z), e1(Y)) ; (e1(Y), e2(2,Y), e2(Z,Y)).
p00 :- (e1(Y), T =.. [g, Y], T \== g(0), \+ e2(Y,1)) ; (e0(X), e0(X), not e2(2,X), X @=< 1).
p00 <- (e2(Y,Y), Y == 1, \+ e1(Y)) ; (e0(Y), e0(Y), Y =:= 2).
P::p10(Y) :- (p00, p00, p00, between(1,3,Y), not e2(Y,3), \+ e1(1)), P is Y / 4.
p10(X) :- e2(Z,X), p10(X), e2(X,1), \+ e1(1), findall(V, e2(X,V), L), sum_list(L, T), T > 2.
p11(X) :- e0(X), e1(X), e2(X,X), T =.. [g, X], T \== g(0).
0.8::p11(Y) :- e1(Z), between(1,3,Y), findall(V, e0(V), L), length(L, N), N >= 1.
p11(X) :- p11(Y), e2(Y,Y), between(1,3,X), Y @< 3, T =.. [g, Y], T \== g(0).
query(p00).
query(\+ e1(2)).
