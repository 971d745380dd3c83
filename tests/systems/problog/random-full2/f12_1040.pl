:- use_module(library(lists)).
0.7::e0(2,2).
0.3::e0(3,1).
0.2::e0(1,2).
0.75::e1(3).
0.8::e1(2).
e1(1).
e2.
p00(Y) :- e2, p00(2), e1(Z), between(1,3,Y), not e1(Y), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2.
p00(Y) :- (p00(X), e1(Y), p00(X)) ; (e2, e1(X), e0(X,Z), between(1,3,Y), Y =:= 2, \+ e0(Z,X)).
p00(Y) :- e1(Y), e2, e1(Y), not e1(Y), Y >= 2.
p10(Y) :- e1(X), p00(2), between(1,3,Y).
p11(3) :- e1(Z).
p20(Y) :- e1(1), between(1,3,Y), compare(O, Y, 1).
p20(Y) :- (p10(1), e2, between(1,3,Y)) ; (p11(1), p00(X), e1(Z), between(1,3,Y), compare(O, X, 3), Z =\= 2).
p20(X) :- p21(X,X), e0(Y,2), findall(V, p11(V), L), sum_list(L, T), T > 2, not p00(Y).
P::p21(Y,Y) :- (e0(X,Y), e0(2,Y)), P is Y / 4.
query(p11(X)).
evidence(e2, true).
