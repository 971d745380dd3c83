:- use_module(library(lists)).
0.6::e0(3,1).
0.9::e0(2,2).
0.4::e1(3,1).
e1(1,1).
0.1::e1(2,2).
0.5::e2(3,1).
0.1::e2(3,3); 0.2::e2(1,1); 0.1::e2(2,2).
0.1::p00 :- (X \== 3, e2(X,X), p00, X =\= 2) ; (e1(Y,X), p00, Y =:= 1).
p01 :- (e1(Z,3), Z \== Z) ; (e0(X,X), p01, \+ e1(X,X)).
p10 :- p11(3,1), p11(3,X), X @< 2, findall(V, e1(3,V), L), L = [].
p10 :- p10.
p10 :- e1(1,1), p01, findall(V, e0(3,V), L), sort(L, S), length(S, N), N < 2.
0.2::p11(2,X) :- (p00, e2(Z,3), between(1,3,X), X == X) ; (p01, e0(X,2), call(e2, 1, 3), compare(O, X, 3)).
p11(Y,X) :- e2(X,2), between(1,3,Y), \+ p01.
p20(X) :- p20(X), e2(X,X).
p20(Y) :- p01, p10, between(1,3,Y), Y \== Y, not p11(1,3).
0.25::p20(X) :- (e2(X,1), p10, p10, call(e0, X, X), X \= X) ; (e2(X,Z)).
query(p00).
query(p20(3)).
evidence(p01, true).
