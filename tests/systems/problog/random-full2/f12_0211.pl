:- use_module(library(lists)).
0.1::e0(3).
0.3::e0(1).
0.3::e1.
0.6::e2(2,3).
0.6::e2(1,3).
0.6::p00(Y) :- (e1, p00(X), e1, between(1,3,Y), X \= Y) ; (e0(Y)).
0.2::p00(Y) <- p00(1), e1, between(1,3,Y), \+ e0(Y).
p10 <- (p10) ; (p11(Y,Y), p11(1,Z)).
p10 :- X == 2, e2(1,X), p10, e0(2).
p11(X,Y) :- e0(3), e1, e1, between(1,3,X), between(1,3,Y), not e0(Y).
p11(3,X) :- p11(Z,X), findall(V, e2(Z,V), L), sort(L, S), length(S, N), N < 2, \+ p00(X).
p11(Y,1) :- p10, p00(1), p10, between(1,3,Y), findall(V, e2(Y,V), L), L \= [].
0.7::p20(2) :- e2(X,X), p20(X), X @=< 1, \+ p10.
p20(X) :- p10, p20(Z), p11(Z,Z), between(1,3,X), findall(V, p00(V), L), L = [].
p20(X) :- p11(Z,X).
p21(Y) :- p21(1), p00(2), p11(Z,Z), between(1,3,Y), Y @< 3.
0.8::p21(X) :- p00(Z), between(1,3,X).
p30(Y) :- p20(X), p00(X), e1, between(1,3,Y).
0.6::p31(X) :- p00(3), between(1,3,X), X == 1, not p11(X,X).
query(p31(2)).
query(p30(X)).
query(\+ e2(2,2)).
evidence(p10, true).
