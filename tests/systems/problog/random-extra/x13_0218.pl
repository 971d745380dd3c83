:- use_module(library(lists)).
e0(2).
0.1::e0(1).
0.3::e0(1); 0.3::e0(2); 0.1::e0(3).
0.2::e1(3).
0.1::e1(1).
p00(X) :- p00(X), e0(Y), findall(V, e0(V), L), L = [].
p00(Y) :- e1(Y), e1(2), Y \== Y.
p10 :- e1(Y), not e0(Y).
p11 :- p00(Z), e1(Z), Z == Z.
0.6::p11 :- p00(X), p10, e1(Z).
p11 :- e0(3).
p20 :- p20, p10, p00(1), call(e0, 1).
p20 :- e1(1), e1(Y), p21.
p20 :- e1(Z), p10, p00(Y).
p21 :- p21, p20, p10.
0.5::p21 :- p11, p21, p21.
0.5::\+p21 :- e1(1).
0.6::p30(X) :- p10, between(1,3,X), findall(V, e1(V), L), sum_list(L, T), T > 2, not p00(X).
p30(3) :- e0(2), e0(Y), findall(V, e0(V), L), sum_list(L, T), T > 2.
p30(X) :- p00(X), p00(3), findall(V, p00(V), L), length(L, N), N >= 2, \+ p10.
p31(Y) :- (p31(X), p11, between(1,3,Y)) ; (p00(Y), p00(Y)).
0.6::\+p31(Y) :- e1(Y).
query(p31(3)).
query(e0(X)) :- between(1,2,X).
evidence(e0(1), true).
