:- use_module(library(lists)).
0.7::e0.
0.25::e1(3,1).
0.25::e1(3,2).
0.2::e1(3,3); 0.3::e1(2,2).
e2(2,2).
0.6::p00(X) :- e2(X,3), e0, findall(V, e1(X,V), L), length(L, N), N >= 2.
p00(1) :- e2(Y,X), Y @>= a, call(e1, X, Y).
p10(3) :- p00(Z), e0, e0.
p10(X) :- e2(Z,X), e0, findall(V, e2(Z,V), L), L = [].
p10(1) :- p00(Z), e2(Z,2), p10(2), compare(O, Z, 1).
P::p20(X) :- ((p10(Y), between(1,3,X)) ; (p21, e2(X,X), e2(2,3), X @=< a, X >= 2)), P is X / 4.
p21 :- (e1(Z,2), e0) ; (e0, p20(X), p21, compare(O, X, 2), call(e2, X, X)).
query(e1(2,X)).
query(p21).
query(\+ p10(3)).
evidence(p21, true).
