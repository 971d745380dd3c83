:- use_module(library(lists)).
0.2::e0(3,2).
0.1::e0(2,2); 0.1::e0(1,1); 0.1::e0(3,3).
0.25::e1(2).
0.7::e1(3).
e1(1).
0.4::e2(2).
0.75::e2(3).
0.3::e2(2); 0.1::e2(3); 0.2::e2(1).
0.7::e3(3).
p00 <- e3(X), e0(Z,X), e1(3), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2.
p00 <- e1(X), findall(V, e2(V), L), L \= [], T =.. [g, X], T \== g(0).
p01 :- e3(Y), W is Y + 3, W < 5.
0.2::p01 :- (p00, e0(1,Z), e1(Z)) ; (e0(Z,3), e3(X), e1(Z)).
p01 :- e2(2), e0(X,Z), \+ e3(X).
p10(1) :- p11, e3(Z), e2(Z), call(e2, Z).
p10(X) :- e2(Z), between(1,3,X).
p11 :- p01.
p11 :- e3(X), e2(X), p01, X =:= 1, W is X + 1, W < 5.
p11 :- e1(Z), e0(1,Y), p01, Y < 3.
query(p10(2)).
query(e2(2)).
query(p00).
