:- use_module(library(lists)).
0.75::e0.
0.75::e2(3,2).
0.1::e2(1,2).
0.1::e2(2,2); 0.2::e2(1,1); 0.2::e2(3,3).
p00(X) :- e2(X,Y), e2(X,X).
0.3::p00(Y) :- e0, p00(X), between(1,3,Y), \+ e2(X,2), Y @>= f(1).
p10 :- e1(X,Z), e1(X,Z).
p10 :- p11(Z).
p11(2) <- e2(X,Z).
P::p11(X) <- (e0, between(1,3,X), findall(V, e1(2,V), L), L = [], T =.. [g, X], T \== g(0)), P is X / 4.
p20(2) :- (e0, p10) ; (p00(Z), e1(Z,Z)).
p20(2) :- p00(X), p10.
0.7::p20(Y) :- Y \== 3, p10, between(1,3,Y), Y @< 2.
query(p10).
query(p00(2)).
query(p20(X)).
query(\+ p00(3)).
evidence(e0, false).
